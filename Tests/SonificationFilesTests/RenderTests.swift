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

@testable import SonificationFiles

/// How the renderer makes its samples: a pure sine without a library call, stretches that
/// render the same on any thread, and 16-bit rounding with dither that adds nothing but itself.
@Suite struct RenderTests {
    /// A score of one steady tone: `frequency` for `seconds`, no fades, at half scale.
    static func steadyTone(_ frequency: Double, seconds: Double) -> Score {
        let segment = ToneSegment(
            start: 0, end: seconds, startFrequency: frequency, endFrequency: frequency, startPan: 0, endPan: 0,
            startLevel: 1, endLevel: 1, attack: 0, release: 0)
        return Score(
            duration: seconds, voices: [Voice(seriesIndex: 0, waveform: .sine, amplitude: 0.5, segments: [segment])],
            cues: [], cueLevel: 0, series: [])
    }

    /// All of a synthesizer's samples, taken in blocks of `block` frames.
    static func samples(_ synthesizer: Synthesizer, block: Int) -> [Float] {
        var synthesizer = synthesizer
        var all: [Float] = []
        var buffer = [Float](repeating: 0, count: block * synthesizer.channelCount)
        while true {
            let frames = buffer.withUnsafeMutableBufferPointer { synthesizer.render(into: $0) }
            if frames == 0 { return all }
            all += buffer[0..<(frames * synthesizer.channelCount)]
        }
    }

    /// The amplitude at `frequency` over `samples`, by a DFT at that one frequency (exact for a
    /// whole number of cycles in the window).
    static func component(_ samples: ArraySlice<Double>, frequency: Double, rate: Double) -> (
        amplitude: Double, cosine: Double, sine: Double
    ) {
        var (c, s) = (0.0, 0.0)
        for (offset, value) in samples.enumerated() {
            let angle = 2 * Double.pi * frequency * Double(offset) / rate
            c += value * Foundation.cos(angle)
            s += value * Foundation.sin(angle)
        }
        let scale = 2 / Double(samples.count)
        return ((c * c + s * s).squareRoot() * scale, c * scale, s * scale)
    }

    /// Where two runs of samples first differ (or differ in length), with the two values.
    static func firstDifference(_ a: [Float], _ b: [Float]) -> String? {
        if let index = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) {
            return "at \(index): \(a[index]) and \(b[index])"
        }
        return a.count == b.count ? nil : "\(a.count) and \(b.count) samples"
    }

    @Test func theSineIsWithinItsBoundEverywhere() {
        // Phases across several turns, negative ones and the quarter-turn folds included.
        var worst = 0.0
        for step in -40_000...40_000 {
            let phase = Double(step) / 10_000.123
            worst = max(worst, abs(Synthesizer.sine(phase) - Foundation.sin(2 * .pi * phase)))
        }
        #expect(worst < 3.5e-9)
        for phase in [0.0, 0.25, 0.5, 0.75, 1] {
            #expect(abs(Synthesizer.sine(phase) - Foundation.sin(2 * .pi * phase)) < 3.5e-9)
        }
    }

    @Test func aSteadyToneIsPureAndInTune() {
        // Exactly 440 cycles in the second analysed, so every harmonic falls on a bin.
        let rate = 44_100.0
        let samples = Self.samples(
            Synthesizer(score: Self.steadyTone(440, seconds: 3), sampleRate: 44_100, channelCount: 1), block: 4096)
        let second = samples[44_100..<88_200].map(Double.init)[...]
        let fundamental = Self.component(second, frequency: 440, rate: rate)
        #expect(abs(fundamental.amplitude - 0.5) < 1e-4)
        for harmonic in 2...10 {
            let level =
                20
                * Foundation.log10(
                    Self.component(second, frequency: 440 * Double(harmonic), rate: rate).amplitude
                        / fundamental.amplitude)
            #expect(level < -100, "harmonic \(harmonic) at \(level) dB")
        }
        // In tune within 0.1 cent: the zero crossings over the second.
        let decoded = Decoded(samples: samples, sampleRate: 44_100, channelCount: 1)
        let cents = 1200 * Foundation.log2(decoded.frequency(1, 2)! / 440)
        #expect(abs(cents) < 0.1)
    }

    @Test func sixteenBitsAddNoNoiseBeyondTheDithersOwn() throws {
        // The noise of rounding with triangular dither of one step is 0.5 steps RMS (variance
        // 1/6 for the dither, 1/12 for the rounding); what is left once the tone is taken away
        // must be no more, so the synthesis adds nothing the file can hold.
        let folder = TemporaryFolder()
        let chart = TestCharts.line([50, 50, 50, 50], continuous: true)
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 2 }
        try sonifier.render(to: folder.path + "/tone.wav")
        let decoded = try Decoded(path: folder.path + "/tone.wav")
        let frequency = sonifier.score.voices[0].segments[0].startFrequency
        let middle = decoded.samples[22_050..<66_150].map { Double($0) * 32_768 }[...]
        // The tone by least squares (its frequency need not fit the window), then what is left.
        var (cc, ss, cs, vc, vs) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for (offset, value) in middle.enumerated() {
            let angle = 2 * Double.pi * frequency * Double(offset) / 44_100
            let (c, s) = (Foundation.cos(angle), Foundation.sin(angle))
            (cc, ss, cs, vc, vs) = (cc + c * c, ss + s * s, cs + c * s, vc + value * c, vs + value * s)
        }
        let determinant = cc * ss - cs * cs
        let (a, b) = ((vc * ss - vs * cs) / determinant, (vs * cc - vc * cs) / determinant)
        var noise = 0.0
        for (offset, value) in middle.enumerated() {
            let angle = 2 * Double.pi * frequency * Double(offset) / 44_100
            let residual = value - a * Foundation.cos(angle) - b * Foundation.sin(angle)
            noise += residual * residual
        }
        let rms = (noise / Double(middle.count)).squareRoot()
        let amplitude = (a * a + b * b).squareRoot()
        #expect(abs(amplitude / 32_768 - 0.56) < 0.01)
        #expect(rms > 0.4 && rms < 0.55, "noise \(rms) steps RMS")
        #expect(20 * Foundation.log10(rms / (amplitude / 2.squareRoot())) < -80)
    }

    @Test func filesAreTheSameWhateverTheThreads() throws {
        // Glides, discrete notes with fades, a band, cues and stereo, over several stretches.
        var chart = TestCharts.line((0..<300).map { Double(($0 * 37) % 101) }, continuous: true)
        chart.references = [Reference(value: 50, label: "Half")]
        var notes = chart.series[0]
        (notes.name, notes.isContinuous) = ("Notes", false)
        chart.series.append(notes)
        let sonifier = try Sonifier(chart: chart, options: SonificationOptions(duration: 8, order: .simultaneous))
        #expect(sonifier.makeSynthesizer().chunkCount > 4)
        let folder = TemporaryFolder()
        var files: [Data] = []
        for workers in [0, 1, 2, 3] {
            for container in ["wav", "flac"] {
                let path = folder.path + "/\(workers).\(container)"
                try sonifier.render(to: path, workers: workers)
                if container == "wav" { files.append(try Data(contentsOf: URL(fileURLWithPath: path))) }
            }
        }
        #expect(Set(files).count == 1, "the same bytes with 0, 1, 2 and 3 workers")
        // And the stretches a worker renders alone are what a synthesizer playing in blocks of
        // any size makes.
        let whole = Self.samples(sonifier.makeSynthesizer(), block: 1_000)
        #expect(Self.firstDifference(whole, Self.samples(sonifier.makeSynthesizer(), block: 4_096)) == nil)
        #expect(Self.firstDifference(whole, Self.samples(sonifier.makeSynthesizer(), block: 333)) == nil)
        var alone = sonifier.makeSynthesizer()
        alone.seek(toChunk: 3)
        let start = 3 * Synthesizer.chunkFrames * 2
        #expect(
            Self.firstDifference(Array(whole[start...]), Self.samples(alone, block: Synthesizer.chunkFrames)) == nil)
    }

    @Test func ditherJumpsAheadToAnyPlace() {
        var stepped = Dither()
        for _ in 0..<1_000 { _ = stepped.next() }
        var jumped = Dither(at: 4_000)
        for _ in 0..<10 { #expect(jumped.next() == stepped.next()) }
        // Each value lies within one step; over many, they average to nothing and spread as
        // the difference of two uniform numbers does (variance 1/6).
        var dither = Dither()
        var (sum, squares, count) = (0.0, 0.0, 0.0)
        for _ in 0..<100_000 {
            let four = dither.next()
            #expect(four.min() > -1 && four.max() < 1)
            for lane in 0..<4 {
                sum += Double(four[lane])
                squares += Double(four[lane] * four[lane])
            }
            count += 4
        }
        #expect(abs(sum / count) < 0.005 && abs(squares / count - 1.0 / 6) < 0.005)
    }

    @Test func sixteenBitRoundingIsToTheNearestStepWithinTheDither() {
        let values: [Float] = (0..<4_001).map { Float($0 - 2_000) / 2_000 * 0.98 } + [0.98, -0.98, 1, -1]
        var output = [Int16](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { PCM16.quantize(input, into: $0, firstSample: 0) }
        }
        for (value, rounded) in zip(values, output) {
            #expect(abs(Float(rounded) - value * 32_767) <= 1.5, "\(value) became \(rounded)")
        }
    }
}
