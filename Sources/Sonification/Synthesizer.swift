import Foundation

/// Plays a `Score` into samples, block by block: memory stays the same whatever the length,
/// and nothing is allocated while rendering.
///
/// Each voice keeps one phase for its whole life, so glides never click; frequency moves
/// exponentially within a segment by a per-sample factor, pan and level linearly; attacks and
/// releases follow a raised-cosine curve. Square and sawtooth waves are band-limited with
/// PolyBLEP corrections. Stereo uses equal-power panning.
public struct Synthesizer: Sendable {
    /// The score played.
    public let score: Score
    /// Samples per second.
    public let sampleRate: Int
    /// 1 or 2.
    public let channelCount: Int
    /// The number of frames the whole score takes.
    public let frameCount: Int
    /// The frames rendered so far.
    public private(set) var frame = 0

    private var segmentCursors: [Int]
    private var phases: [Double]
    private var cueCursor = 0
    private var speechCursor = 0

    /// A synthesizer at the start of `score`.
    public init(score: Score, sampleRate: Int, channelCount: Int) {
        self.score = score
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        frameCount = Int((score.duration * Double(sampleRate)).rounded(.up))
        segmentCursors = Array(repeating: 0, count: score.voices.count)
        phases = Array(repeating: 0, count: score.voices.count)
    }

    /// Whether every frame has been rendered.
    public var isFinished: Bool { frame >= frameCount }

    /// Renders the next frames into `buffer`, interleaved by channel, and returns how many
    /// frames it wrote: fewer than fit only at the end, 0 when finished.
    public mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let frames = min(buffer.count / channelCount, frameCount - frame)
        guard frames > 0 else { return 0 }
        for index in 0..<frames * channelCount { buffer[index] = 0 }
        let rate = Double(sampleRate)
        let first = frame, end = frame + frames
        for voice in score.voices.indices {
            renderVoice(voice, from: first, to: end, rate: rate, into: buffer)
        }
        renderCues(from: first, to: end, rate: rate, into: buffer)
        renderSpeech(from: first, to: end, rate: rate, into: buffer)
        for index in 0..<frames * channelCount {
            buffer[index] = min(0.98, max(-0.98, buffer[index]))
        }
        frame = end
        return frames
    }

    private func frameIndex(_ seconds: Double, _ rate: Double) -> Int { Int((seconds * rate).rounded()) }

    private mutating func renderVoice(_ voice: Int, from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>) {
        let segments = score.voices[voice].segments
        let waveform = score.voices[voice].waveform
        let amplitude = score.voices[voice].amplitude * Self.loudness(of: waveform)
        var cursor = segmentCursors[voice]
        var phase = phases[voice]
        while cursor < segments.count, frameIndex(segments[cursor].end, rate) <= first { cursor += 1 }
        var position = cursor
        while position < segments.count {
            let segment = segments[position]
            let start = frameIndex(segment.start, rate), stop = frameIndex(segment.end, rate)
            if start >= end { break }
            let from = max(first, start), to = min(end, stop)
            if from < to {
                let length = Double(stop - start)
                let ratio = segment.endFrequency / segment.startFrequency
                let step = Foundation.pow(ratio, 1 / length)
                var increment = segment.startFrequency * Foundation.pow(ratio, Double(from - start) / length) / rate
                let attack = segment.attack * rate, release = segment.release * rate
                let panFrom = segment.startPan + (segment.endPan - segment.startPan) * Double(from - start) / length
                let panTo = segment.startPan + (segment.endPan - segment.startPan) * Double(to - start) / length
                let gainsFrom = Self.gains(panFrom), gainsTo = Self.gains(panTo)
                // Level and gains move linearly: step them rather than divide per sample.
                let levelStep = (segment.endLevel - segment.startLevel) / length * amplitude
                var level = (segment.startLevel + (segment.endLevel - segment.startLevel) * Double(from - start) / length) * amplitude
                let span = Double(to - from)
                var left = gainsFrom.left, right = gainsFrom.right
                let leftStep = (gainsTo.left - gainsFrom.left) / span, rightStep = (gainsTo.right - gainsFrom.right) / span
                let attackEnd = start + Int(attack.rounded(.up)), releaseStart = stop - 1 - Int(release.rounded(.up))
                /// The samples of one waveform; called with each as a constant, so that the
                /// choice is made once per segment rather than per sample.
                @inline(__always)
                func play(_ waveform: Waveform) {
                    for sample in from..<to {
                        var gain = level
                        if sample < attackEnd { gain *= Self.fade(Double(sample - start) / attack) }
                        if sample > releaseStart { gain *= Self.fade(max(0, Double(stop - sample) - 1) / release) }
                        let value = Self.wave(waveform, phase: phase, increment: increment) * gain
                        phase += increment
                        if phase >= 1 { phase -= 1 }
                        increment *= step
                        level += levelStep
                        if channelCount == 2 {
                            buffer[2 * (sample - first)] += Float(value * left)
                            buffer[2 * (sample - first) + 1] += Float(value * right)
                            left += leftStep
                            right += rightStep
                        } else {
                            buffer[sample - first] += Float(value)
                        }
                    }
                }
                switch waveform {
                case .sine: play(.sine)
                case .triangle: play(.triangle)
                case .sawtooth: play(.sawtooth)
                case .square: play(.square)
                }
            }
            if stop > end { break }
            position += 1
        }
        segmentCursors[voice] = cursor
        phases[voice] = phase
    }

    private mutating func renderCues(from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>) {
        while cueCursor < score.cues.count, frameIndex(score.cues[cueCursor].time + Self.cueLength, rate) <= first { cueCursor += 1 }
        var index = cueCursor
        while index < score.cues.count {
            let cue = score.cues[index]
            let start = frameIndex(cue.time, rate)
            if start >= end { break }
            let stop = frameIndex(cue.time + Self.cueLength, rate)
            let gains = Self.gains(cue.pan)
            for sample in max(first, start)..<min(end, stop) {
                let value = Self.cueSample(cue.kind, at: Double(sample - start) / rate) * score.cueLevel
                if channelCount == 2 {
                    buffer[2 * (sample - first)] += Float(value * gains.left)
                    buffer[2 * (sample - first) + 1] += Float(value * gains.right)
                } else {
                    buffer[sample - first] += Float(value)
                }
            }
            index += 1
        }
    }

    private mutating func renderSpeech(from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>) {
        let speech = score.speech
        while speechCursor < speech.count, frameIndex(speech[speechCursor].start, rate) + speech[speechCursor].samples.count <= first {
            speechCursor += 1
        }
        var index = speechCursor
        let centre = Float(Self.gains(0).left)
        while index < speech.count {
            let start = frameIndex(speech[index].start, rate)
            if start >= end { break }
            speech[index].samples.withUnsafeBufferPointer { samples in
                for sample in max(first, start)..<min(end, start + samples.count) {
                    let value = samples[sample - start]
                    if channelCount == 2 {
                        buffer[2 * (sample - first)] += value * centre
                        buffer[2 * (sample - first) + 1] += value * centre
                    } else {
                        buffer[sample - first] += value
                    }
                }
            }
            index += 1
        }
    }

    /// The longest a cue sounds, in seconds.
    static let cueLength = 0.16

    /// A cue's sound at `time` seconds after it starts, peaking at 1: a 1.5 kHz tick of 15 ms,
    /// a chime of 880 Hz then 1,320 Hz (70 ms each), a 110 Hz thump of 120 ms, or a boundary's
    /// 330 Hz then 220 Hz (70 ms each).
    static func cueSample(_ kind: Cue.Kind, at time: Double) -> Double {
        switch kind {
        case .gridline:
            guard time < 0.015 else { return 0 }
            return Foundation.sin(2 * .pi * 1500 * time) * fade(time / 0.002) * Foundation.exp(-time / 0.004)
        case .reference:
            guard time < 0.14 else { return 0 }
            let local = time < 0.07 ? time : time - 0.07
            let frequency = time < 0.07 ? 880.0 : 1320
            return Foundation.sin(2 * .pi * frequency * local) * fade(local / 0.005) * fade(min(1, (0.07 - local) / 0.02))
        case .boundary:
            guard time < 0.14 else { return 0 }
            let local = time < 0.07 ? time : time - 0.07
            let frequency = time < 0.07 ? 330.0 : 220
            return Foundation.sin(2 * .pi * frequency * local) * fade(local / 0.005) * fade(min(1, (0.07 - local) / 0.02))
        case .zero:
            guard time < 0.12 else { return 0 }
            return Foundation.sin(2 * .pi * 110 * time) * fade(time / 0.005) * fade(min(1, (0.12 - time) / 0.04))
        }
    }

    /// A raised-cosine rise from 0 at `x` = 0 to 1 at `x` = 1.
    @inline(__always)
    static func fade(_ x: Double) -> Double {
        x >= 1 ? 1 : (x <= 0 ? 0 : 0.5 - 0.5 * Foundation.cos(.pi * x))
    }

    /// Equal-power gains for a pan from -1 (left) to 1 (right).
    static func gains(_ pan: Double) -> (left: Double, right: Double) {
        let angle = (min(1, max(-1, pan)) + 1) * .pi / 4
        return (Foundation.cos(angle), Foundation.sin(angle))
    }

    /// Evens out how loud the waveforms sound at the same peak.
    static func loudness(of waveform: Waveform) -> Double {
        switch waveform {
        case .sine, .triangle: 1
        case .square: 0.55
        case .sawtooth: 0.7
        }
    }

    /// One sample of a waveform at `phase` (0 to 1), band-limited by PolyBLEP.
    @inline(__always)
    static func wave(_ waveform: Waveform, phase: Double, increment: Double) -> Double {
        switch waveform {
        case .sine:
            return Foundation.sin(2 * .pi * phase)
        case .triangle:
            return 1 - 4 * abs(phase - 0.5)
        case .sawtooth:
            return 2 * phase - 1 - blep(phase, increment)
        case .square:
            var shifted = phase + 0.5
            if shifted >= 1 { shifted -= 1 }
            return (phase < 0.5 ? 1 : -1) + blep(phase, increment) - blep(shifted, increment)
        }
    }

    /// The PolyBLEP correction near a discontinuity at phase 0.
    @inline(__always)
    static func blep(_ phase: Double, _ increment: Double) -> Double {
        if phase < increment {
            let x = phase / increment
            return x + x - x * x - 1
        }
        if phase > 1 - increment {
            let x = (phase - 1) / increment
            return x * x + x + x + 1
        }
        return 0
    }
}
