import AXCompatibility
import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import SonificationFiles
import SoundFileIO
import SoundFileTestSupport
import SpeechSynthesis
import TestSupport
import Testing

/// Audio graphs as files: every container and sample rate, byte-identical repeats, atomic
/// writes, and every parameter from its minimum to its maximum.
@Suite struct FileTests {
    let chart = TestCharts.line([50, 50, 50], continuous: false)

    @Test(arguments: ["wav", "flac", "aiff", "ogg"], [8000, 22_050, 44_100, 96_000, 192_000])
    func everyContainerAndSampleRateRoundTrips(container: String, sampleRate: Int) throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/graph." + container
        let sonifier = try TestCharts.sonifier(chart) {
            $0.sampleRate = sampleRate
            $0.pitchRange = 200...min(1200, Double(sampleRate) / 2 - 1)
        }
        let rendered = try sonifier.render(to: path)
        #expect(folder.contents == ["graph." + container])
        let sound = try Decoded(path: path)
        #expect(sound.sampleRate == sampleRate && sound.channelCount == 1)
        #expect(sound.frameCount == rendered.frameCount)
        #expect(abs(sound.duration - sonifier.score.duration) < 0.001)
        let note = sonifier.score.voices[0].segments[1]
        let expected = sonifier.mapping.frequency(of: 50)
        #expect(abs(sound.frequency(note.start + 0.1, note.end - 0.1)! - expected) / expected < 0.01)
        #expect(sound.peak < 0.7 * 0.8 * 1.1)
    }

    @Test func stereoWavIsInterleavedLeftAndRight() throws {
        let folder = TemporaryFolder()
        let sonifier = try TestCharts.sonifier(chart) { $0.channelCount = 2 }
        try sonifier.render(to: folder.path + "/stereo.wav")
        let sound = try Decoded(path: folder.path + "/stereo.wav")
        #expect(sound.channelCount == 2)
        let first = sonifier.score.voices[0].segments[0]
        #expect(
            sound.rms(first.start + 0.05, first.end - 0.05, channel: 0) > sound.rms(
                first.start + 0.05, first.end - 0.05, channel: 1) * 2)
    }

    @Test(arguments: ["wav", "flac"])
    func theSameChartGivesTheSameBytes(container: String) throws {
        let folder = TemporaryFolder()
        let chart = try Samples.chart("daily-steps.json")
        try Sonifier(chart: chart).render(to: folder.path + "/a." + container)
        try Sonifier(chart: chart).render(to: folder.path + "/b." + container)
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a." + container))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/b." + container))
        #expect(a == b && a.count > 100_000)
    }

    @Test(.enabled(if: DeviceNode.canMake, "mknod needs root; CI runs as root"), arguments: [0, 1, 3])
    func aFailedWriteEndsTheRenderOnEveryThread(workers: Int) throws {
        // Many stretches, written by whichever thread finishes the one due: the first failed
        // write stops them all, and the error names the device.
        let folder = TemporaryFolder()
        let full = folder.path + "/full"
        #expect(DeviceNode.full(at: full))
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 60 }
        #expect(sonifier.makeSynthesizer().chunkCount > 40)
        var fractions: [Double] = []
        #expect {
            try sonifier.render(to: full, container: .wav, workers: workers) { fractions.append($0) }
        } throws: { error in
            guard case .file(let failure) = error as? SonificationError else { return false }
            return failure.kind == .writeFailed && failure.description.contains(full)
        }
        #expect(fractions.allSatisfy { $0 < 1 })
        #expect(DeviceNode.isDevice(full))
    }

    @Test func progressRisesToOneOnTheCallingThread() throws {
        let folder = TemporaryFolder()
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 20 }
        var fractions: [Double] = []
        try sonifier.render(to: folder.path + "/a.wav", workers: 2) { fractions.append($0) }
        #expect(fractions.count > 1 && fractions.last == 1)
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func sixteenBitFilesAreDitheredFloatFilesAreNot() throws {
        let folder = TemporaryFolder()
        let quiet = TestCharts.line([nil, 50, nil], continuous: false)
        try TestCharts.sonifier(quiet).render(to: folder.path + "/dithered.wav")
        try TestCharts.sonifier(quiet) { $0.encoding = .float32 }.render(to: folder.path + "/float.wav")
        let dithered = try Decoded(path: folder.path + "/dithered.wav")
        let exact = try Decoded(path: folder.path + "/float.wav")
        // In the silence before the note, dither leaves a noise of about one 16-bit step.
        let noise = dithered.rms(0, 0.5)
        #expect(noise > 0.2 / 32_768 && noise < 2 / 32_768)
        #expect(exact.rms(0, 0.5) == 0)
    }

    @Test func failedWritesLeaveNothingBehindAndKeepTheOldFile() throws {
        let folder = TemporaryFolder()
        let sonifier = try TestCharts.sonifier(chart)
        #expect(throws: SonificationError.self) { try sonifier.render(to: folder.path + "/graph.mp3") }
        #expect(throws: SonificationError.self) { try sonifier.render(to: folder.path + "/missing/graph.wav") }
        do {
            try sonifier.render(to: folder.path + "/missing/graph.wav")
        } catch {
            #expect(
                error.description
                    == "cannot create '\(folder.path)/missing/graph.wav': the folder '\(folder.path)/missing' does not exist"
            )
        }
        #expect(folder.contents.isEmpty)
        let target = folder.path + "/graph.wav"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        var options = SonificationOptions(channelCount: 1)
        options.encoding = .vorbis
        #expect(throws: SonificationError.self) { try Sonifier(chart: chart, options: options).render(to: target) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(folder.contents == ["graph.wav"])
    }

    @Test(arguments: SonificationParameter.all)
    func everyParameterWorksFromItsMinimumToItsMaximum(parameter: SonificationParameter) throws {
        func options(_ value: Double) -> SonificationOptions {
            var options = SonificationOptions(sampleRate: 48_000, channelCount: 1)
            switch parameter {
            case .duration: options.duration = value
            case .lowPitch: options.pitchRange = value...max(value * 2, 1200)
            case .highPitch: options.pitchRange = min(value / 2, 200)...value
            case .sampleRate:
                options.sampleRate = Int(value)
                options.pitchRange = 100...min(1200, value / 2 - 1)
            case .pause: options.pause = value
            case .volume: options.volume = value
            case .noteLength: options.noteLength = value
            default: Issue.record("no sweep for \(parameter.name)")
            }
            return options
        }
        let x: [Double] = [0, 1, 2, 3]
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...10),
            series: [
                Series(name: "A", isContinuous: false, x: x, y: [0, 10, 5, 7]),
                Series(name: "B", isContinuous: true, x: x, y: [10, 0, 5, 2]),
            ])
        for value in [parameter.range.lowerBound, parameter.range.upperBound] {
            let sonifier = try Sonifier(chart: chart, options: options(value))
            if parameter.name == "duration" {
                #expect(
                    abs(
                        sonifier.score.series[1].end - sonifier.score.series[0].start - value - 0.15
                            - sonifier.options.pause) < 1e-6)
                // An hour of sound is planned, not synthesized here; the benchmark renders long files.
                if value > 60 { continue }
            }
            let sound = Decoded(synthesizing: sonifier)
            #expect(sound.peak > 0.01 && sound.peak <= sonifier.options.volume * 1.001, "\(parameter.name) = \(value)")
            if parameter.name == "low-pitch" || parameter.name == "high-pitch" {
                let lowest = sonifier.score.voices[0].segments[0]
                let expected = sonifier.options.pitchRange.lowerBound
                #expect(abs(sound.frequency(lowest.start + 0.02, lowest.end - 0.02)! - expected) / expected < 0.02)
            }
        }
        for value in [parameter.range.lowerBound - 1, parameter.range.upperBound * 2] {
            #expect(throws: SonificationError.self) { try Sonifier(chart: chart, options: options(value)) }
        }
    }
}
