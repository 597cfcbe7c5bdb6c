import Sonification

extension NavigatorSound {
    /// The sound as interleaved samples, synthesized like the audio graph: a 150 ms tone, a 150 ms glide, a 250 ms
    /// chord, or the boundary cue.
    ///
    /// `.none`, `.series` and `.seriesStretch` (which the caller plays as an audio graph) give no samples.
    public func samples(sampleRate: Int = 44_100, channelCount: Int = 2, volume: Double = 0.7) -> [Float] {
        func segment(_ from: Double, _ to: Double, length: Double) -> ToneSegment {
            ToneSegment(
                start: 0, end: length, startFrequency: from, endFrequency: to, startPan: 0, endPan: 0,
                startLevel: 1, endLevel: 1, attack: 0.01, release: 0.04)
        }
        var voices: [Voice] = []
        var cues: [Cue] = []
        var length = 0.15
        switch self {
        case .none, .series, .seriesStretch: return []
        case .tone(let frequency):
            voices = [
                Voice(
                    seriesIndex: nil, waveform: .sine, amplitude: 0.8 * volume,
                    segments: [segment(frequency, frequency, length: length)])
            ]
        case .glide(let from, let to):
            voices = [
                Voice(
                    seriesIndex: nil, waveform: .sine, amplitude: 0.8 * volume,
                    segments: [segment(from, to, length: length)])
            ]
        case .chord(let frequencies):
            length = 0.25
            voices = frequencies.map {
                Voice(
                    seriesIndex: nil, waveform: .sine, amplitude: 0.8 * volume / Double(max(1, frequencies.count)),
                    segments: [segment($0, $0, length: length)])
            }
        case .boundary:
            cues = [Cue(time: 0, kind: .boundary, pan: 0)]
        }
        var synthesizer = Synthesizer(
            score: Score(duration: length, voices: voices, cues: cues, cueLevel: 0.8 * volume, series: []),
            sampleRate: sampleRate, channelCount: channelCount)
        var samples = [Float](repeating: 0, count: synthesizer.frameCount * channelCount)
        _ = samples.withUnsafeMutableBufferPointer { synthesizer.render(into: $0) }
        return samples
    }
}
