// Measurements on decoded or synthesized audio, for the tests that measure sound.
import Foundation
import Sonification

/// Decoded audio and measurements on it: frequency, level, balance, smoothness.
public struct Decoded {
    /// The samples, interleaved by channel.
    public let samples: [Float]
    /// Frames a second.
    public let sampleRate: Int
    /// Samples a frame.
    public let channelCount: Int

    /// Samples already in memory.
    public init(samples: [Float], sampleRate: Int, channelCount: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
        self.channelCount = channelCount
    }

    /// The sound `sonifier` makes, synthesized in memory.
    public init(synthesizing sonifier: Sonifier) {
        var synthesizer = sonifier.makeSynthesizer()
        var all: [Float] = []
        var block = [Float](repeating: 0, count: 4096 * sonifier.options.channelCount)
        while true {
            let frames = block.withUnsafeMutableBufferPointer { synthesizer.render(into: $0) }
            if frames == 0 { break }
            all += block[0..<frames * sonifier.options.channelCount]
        }
        samples = all
        sampleRate = sonifier.options.sampleRate
        channelCount = sonifier.options.channelCount
    }

    /// Frames in all.
    public var frameCount: Int { samples.count / channelCount }
    /// Seconds in all.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }

    /// One channel, or both mixed.
    public func channel(_ channel: Int? = nil) -> [Float] {
        guard channelCount == 2 else { return samples }
        return (0..<frameCount).map { frame in
            channel.map { samples[2 * frame + $0] } ?? (samples[2 * frame] + samples[2 * frame + 1])
        }
    }

    private func frames(_ start: Double, _ end: Double) -> Range<Int> {
        max(0, Int(start * Double(sampleRate)))..<min(frameCount, Int(end * Double(sampleRate)))
    }

    /// The frequency in `start..<end` seconds, from the time between the first and last
    /// upward zero crossings (interpolated), or `nil` with fewer than three crossings.
    public func frequency(_ start: Double, _ end: Double) -> Double? {
        let signal = channel()
        var crossings: [Double] = []
        let range = frames(start, end)
        for index in range.dropFirst() where signal[index - 1] < 0 && signal[index] >= 0 {
            let a = Double(signal[index - 1])
            let b = Double(signal[index])
            crossings.append(Double(index - 1) + (-a) / (b - a))
        }
        guard crossings.count >= 3 else { return nil }
        return Double(crossings.count - 1) / ((crossings.last! - crossings.first!) / Double(sampleRate))
    }

    /// The RMS level in `start..<end` seconds of one channel or both mixed.
    public func rms(_ start: Double, _ end: Double, channel: Int? = nil) -> Double {
        let signal = self.channel(channel)
        let range = frames(start, end)
        guard !range.isEmpty else { return 0 }
        return (range.reduce(0.0) { $0 + Double(signal[$1]) * Double(signal[$1]) } / Double(range.count)).squareRoot()
    }

    /// The largest absolute sample.
    public var peak: Double { Double(samples.map(abs).max() ?? 0) }

    /// The largest jump between neighbouring samples of one channel.
    public func largestStep(channel: Int = 0) -> Double {
        let signal = self.channel(channelCount == 2 ? channel : nil)
        return zip(signal, signal.dropFirst()).map { Double(abs($1 - $0)) }.max() ?? 0
    }

    /// The strength of one frequency in `start..<end` seconds (Goertzel), as an amplitude.
    public func strength(of frequency: Double, _ start: Double, _ end: Double) -> Double {
        let signal = channel()
        let range = frames(start, end)
        let coefficient = 2 * cos(2 * .pi * frequency / Double(sampleRate))
        var previous = 0.0
        var before = 0.0
        for index in range {
            let current = Double(signal[index]) + coefficient * previous - before
            before = previous
            previous = current
        }
        let power = previous * previous + before * before - coefficient * previous * before
        return 2 * power.squareRoot() / Double(max(1, range.count))
    }
}
