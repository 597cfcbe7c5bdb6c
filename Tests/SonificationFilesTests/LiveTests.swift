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

/// `AXLiveAudioGraph` driving the streaming renderer, as an app would.
///
/// The class methods share one session in the process, so the tests using them hold `LiveSession.exclusive`.
@Suite struct LiveTests {
    func measure(_ samples: [Float], step: Double) -> [Double] {
        let rate = 44_100.0
        let frames = Int(step * rate)
        return stride(from: 0, to: samples.count - frames + 1, by: frames).map { start in
            var crossings: [Double] = []
            for index in (start + frames / 5)..<(start + frames * 4 / 5)
            where samples[index - 1] < 0 && samples[index] >= 0 {
                crossings.append(Double(index))
            }
            return Double(crossings.count - 1) / ((crossings.last! - crossings.first!) / rate)
        }
    }

    @Test func valuesBecomeGlidingPitchesInMemory() throws {
        let renderer = try LiveAudioGraphRenderer(
            output: .memory, valueRange: 0...100, stepDuration: 0.2, options: SonificationOptions(channelCount: 1))
        LiveSession.exclusive {
            AXLiveAudioGraph.setSink(renderer)
            defer { AXLiveAudioGraph.setSink(nil) }
            AXLiveAudioGraph.start()
            for value in [0.0, 0, 100, 100, 50, 50] { AXLiveAudioGraph.updateValue(value) }
            AXLiveAudioGraph.stop()
            AXLiveAudioGraph.updateValue(75)
        }
        let samples = renderer.samples
        #expect(samples.count == Int(0.2 * 44_100) * 7, "six steps and a fade-out")
        let heard = measure(samples, step: 0.2)
        #expect(abs(heard[1] - 200) < 2 && abs(heard[3] - 1200) < 12 && abs(heard[5] - (200.0 * 1200).squareRoot()) < 5)
        let steepest = 2 * Double.pi * 1200 / 44_100 * 0.8 * 0.7 * 1.05
        #expect(
            zip(samples, samples.dropFirst()).allSatisfy { Double(abs($1 - $0)) <= steepest },
            "no clicks, not even at the start and end")
    }

    @Test func withoutARangeThePitchFollowsTheValuesSeen() throws {
        let renderer = try LiveAudioGraphRenderer(
            output: .memory, stepDuration: 0.2, options: SonificationOptions(channelCount: 1))
        renderer.liveAudioGraphDidStart()
        for value in [10.0, 10, 20, 20] { renderer.liveAudioGraphDidUpdate(value) }
        renderer.liveAudioGraphDidStop()
        let heard = measure(renderer.samples, step: 0.2)
        #expect(abs(heard[1] - (200.0 * 1200).squareRoot()) < 5, "a single value sits in the middle")
        #expect(abs(heard[3] - 1200) < 12, "the largest value so far is the top")
    }

    @Test func aSessionStreamsIntoAFileRenamedWhenItStops() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/live.flac"
        let renderer = try LiveAudioGraphRenderer(output: .file(path), valueRange: 0...1, stepDuration: 0.05)
        LiveSession.exclusive {
            AXLiveAudioGraph.setSink(renderer)
            defer { AXLiveAudioGraph.setSink(nil) }
            AXLiveAudioGraph.start()
            for index in 0..<200 { AXLiveAudioGraph.updateValue(Double(index % 20) / 20) }
            #expect(!folder.contents.contains("live.flac"), "nothing at the target until the session ends")
            AXLiveAudioGraph.stop()
        }
        #expect(renderer.lastError == nil)
        #expect(folder.contents == ["live.flac"])
        let sound = try Decoded(path: path)
        #expect(sound.channelCount == 2 && abs(sound.duration - 201 * 0.05) < 0.001)
        let failing = try LiveAudioGraphRenderer(output: .file(folder.path + "/missing/live.wav"))
        failing.liveAudioGraphDidStart()
        failing.liveAudioGraphDidUpdate(1)
        failing.liveAudioGraphDidStop()
        #expect(failing.lastError?.description.hasPrefix("cannot create '\(folder.path)/missing/live.wav'") == true)
        #expect(throws: SonificationError.self) { try LiveAudioGraphRenderer(output: .memory, stepDuration: 0) }
    }
}
