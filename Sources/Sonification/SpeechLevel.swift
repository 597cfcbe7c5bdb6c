/// Speech brought to the level of the tones around it.
///
/// Synthesized speech peaks far above its average (12 dB or more), so speech normalized by its peak sounds much quieter
/// than a tone of the same peak; this matches levels by the speech's active RMS instead, and keeps its peaks under a
/// ceiling with a smooth limiter.
///
/// The active level is the RMS over the 10 ms frames within 30 dB of the loudest frame: the
/// pauses between words do not count.
package enum SpeechLevel {
    /// `samples` scaled so their active level is `level` (an RMS, as a fraction of full scale),
    /// their peaks limited to `ceiling`.
    ///
    /// - Complexity: O(n) in the number of samples.
    package static func matched(_ samples: [Float], level: Double, ceiling: Double, sampleRate: Int) -> [Float] {
        guard let active = activeLevel(samples, sampleRate: sampleRate), active > 0 else { return samples }
        // Limiting lowers the level a little; aim 1 dB above, and measure once more.
        var output = limited(samples, gain: level * 1.12 / active, ceiling: ceiling, sampleRate: sampleRate)
        if let after = activeLevel(output, sampleRate: sampleRate), after > 0, after < level / 1.12 {
            output = limited(
                samples, gain: level * 1.12 / active * (level / after), ceiling: ceiling, sampleRate: sampleRate)
        }
        return output
    }

    /// The RMS of the 10 ms frames within 30 dB of the loudest one, or `nil` for silence.
    package static func activeLevel(_ samples: [Float], sampleRate: Int) -> Double? {
        let frame = max(1, sampleRate / 100)
        var energies: [Double] = []
        energies.reserveCapacity(samples.count / frame + 1)
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + frame)
            var sum = 0.0
            for index in start..<end { sum += Double(samples[index]) * Double(samples[index]) }
            energies.append(sum / Double(end - start))
            start = end
        }
        guard let loudest = energies.max(), loudest > 0 else { return nil }
        let active = energies.filter { $0 >= loudest / 1000 }
        return (active.reduce(0, +) / Double(active.count)).squareRoot()
    }

    /// `samples` times `gain`, with a gain that dips smoothly (2 ms blocks, each the smallest
    /// of its neighbours, interpolated) wherever a peak would pass `ceiling`.
    static func limited(_ samples: [Float], gain: Double, ceiling: Double, sampleRate: Int) -> [Float] {
        let block = max(1, sampleRate / 500)
        let blocks = (samples.count + block - 1) / block
        var gains = [Double](repeating: gain, count: blocks)
        for index in 0..<blocks {
            var peak: Float = 0
            for sample in samples[index * block..<min(samples.count, (index + 1) * block)] {
                peak = max(peak, abs(sample))
            }
            if Double(peak) * gain > ceiling { gains[index] = ceiling / Double(peak) }
        }
        // Each block takes the smallest gain of itself and its neighbours: the gain is down
        // before a peak arrives and stays down until it has passed.
        let smoothed = gains.indices.map { gains[max(0, $0 - 1)...min(blocks - 1, $0 + 1)].min() ?? gains[$0] }
        var output = [Float](repeating: 0, count: samples.count)
        for index in samples.indices {
            // Between block centres, linearly; never above the block's own smallest gain.
            let position = (Double(index) + 0.5) / Double(block) - 0.5
            let left = max(0, min(blocks - 1, Int(position.rounded(.down))))
            let right = min(blocks - 1, left + 1)
            let fraction = max(0, min(1, position - Double(left)))
            let interpolated = smoothed[left] + (smoothed[right] - smoothed[left]) * fraction
            let value = Double(samples[index]) * min(interpolated, smoothed[index / block])
            output[index] = Float(max(-ceiling, min(ceiling, value)))
        }
        return output
    }
}
