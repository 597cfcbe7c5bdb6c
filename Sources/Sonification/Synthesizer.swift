import Foundation

/// Plays a `Score` into samples, block by block: memory stays the same whatever the length,
/// and nothing is allocated while rendering.
///
/// Each voice keeps one phase for its whole life, so glides never click; frequency moves
/// exponentially within a segment, pan and level linearly; attacks and releases follow a
/// raised-cosine curve. Sines come from a polynomial (no library call per sample); square and
/// sawtooth waves are band-limited with PolyBLEP corrections. Stereo uses equal-power panning.
///
/// What a sample is depends only on its frame, never on how the frames are asked for: within
/// a segment, frequency, level and gains are worked out afresh from the segment at every
/// multiple of `gridFrames` (and stepped between), and a voice's phase is set afresh at the
/// first tone of every stretch of `chunkFrames` from the advance of every earlier segment,
/// summed in closed form. So a stretch from a multiple of `chunkFrames` renders the same
/// whether it is played alone (`seek(toChunk:)`, as the file renderer's workers do) or in
/// sequence, in blocks of any size.
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

    /// Frames between the points where a segment's frequency, level and gains are worked out.
    static let gridFrames = 1024
    /// Frames in a stretch whose tones start from phases summed in closed form.
    package static let chunkFrames = 32 * gridFrames

    private var voices: [VoiceState]
    private var cueCursor = 0
    private var speechCursor = 0

    /// A synthesizer at the start of `score`.
    public init(score: Score, sampleRate: Int, channelCount: Int) {
        self.score = score
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        frameCount = Int((score.duration * Double(sampleRate)).rounded(.up))
        voices = Array(repeating: VoiceState(), count: score.voices.count)
    }

    /// Whether every frame has been rendered.
    public var isFinished: Bool { frame >= frameCount }

    /// The number of stretches of `chunkFrames` the score takes.
    package var chunkCount: Int { (frameCount + Self.chunkFrames - 1) / Self.chunkFrames }

    /// Moves to the start of stretch `chunk` (at or after the current one): what is rendered
    /// from there is what a synthesizer playing everything before would render.
    package mutating func seek(toChunk chunk: Int) {
        let target = min(frameCount, chunk * Self.chunkFrames)
        precondition(target >= frame, "a synthesizer only moves forward")
        frame = target
        let rate = Double(sampleRate)
        for voice in voices.indices {
            let segments = score.voices[voice].segments
            var state = voices[voice]
            while state.segment < segments.count, frameIndex(segments[state.segment].end, rate) <= target {
                state.segment += 1
            }
            state.runEnd = 0
            state.anchoredChunk = chunk - 1
            // The advance of the segments before, summed now in order, so that a copy sent to
            // render this stretch sums no more than the rest.
            state.advanceAnchor(to: target, segments: segments, rate: rate)
            voices[voice] = state
        }
    }

    /// Renders the next frames into `buffer`, interleaved by channel, and returns how many
    /// frames it wrote: fewer than fit only at the end, 0 when finished.
    public mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let frames = min(buffer.count / channelCount, frameCount - frame)
        guard frames > 0 else { return 0 }
        for index in 0..<frames * channelCount { buffer[index] = 0 }
        let rate = Double(sampleRate)
        let first = frame
        let end = frame + frames
        for voice in score.voices.indices {
            renderVoice(voice, from: first, to: end, rate: rate, into: buffer)
        }
        renderCues(from: first, to: end, rate: rate, into: buffer)
        duck(from: first, to: end, rate: rate, into: buffer)
        renderSpeech(from: first, to: end, rate: rate, into: buffer)
        for index in 0..<frames * channelCount {
            buffer[index] = min(0.98, max(-0.98, buffer[index]))
        }
        frame = end
        return frames
    }

    private func frameIndex(_ seconds: Double, _ rate: Double) -> Int { Int((seconds * rate).rounded()) }

    /// Where a voice is: its segment, its phase, the run of samples it is stepping through.
    private struct VoiceState: Sendable {
        /// The first segment not yet over.
        var segment = 0
        /// The phase, 0 to 1.
        var phase = 0.0
        /// The stretch whose phase has been set from the anchor, or one before the first.
        var anchoredChunk = -1
        /// The segments before `anchorSegment`, and their advance in cycles (less whole ones).
        var anchorSegment = 0, anchorCycles = 0.0
        /// The end of the run being played (0: none), whether it fades, and what is stepped
        /// through it: one sample at a time, or for a sine four (`sines`).
        var runEnd = 0
        var fades = false
        var sines = SineGroup()
        var increment = 0.0, step = 1.0, level = 0.0, levelStep = 0.0
        var left = 0.0, right = 0.0, leftStep = 0.0, rightStep = 0.0

        /// Starts a run of `segment` (frames `start..<stop`) at `sample`, to the next multiple
        /// of `gridFrames` or the segment's end: frequency, level and (in stereo) gains worked
        /// out at its ends from the segment, and stepped between.
        mutating func startRun(
            at sample: Int, of segment: ToneSegment, start: Int, stop: Int, amplitude: Double, rate: Double,
            isStereo: Bool
        ) {
            let end = min(stop, (sample / Synthesizer.gridFrames + 1) * Synthesizer.gridFrames)
            let length = Double(stop - start)
            func along(_ frame: Int) -> Double { Double(frame - start) / length }
            let logRatio = Foundation.log(segment.endFrequency / segment.startFrequency)
            increment = segment.startFrequency * Foundation.exp(logRatio * along(sample)) / rate
            step = Foundation.exp(logRatio / length)
            level = (segment.startLevel + (segment.endLevel - segment.startLevel) * along(sample)) * amplitude
            levelStep = (segment.endLevel - segment.startLevel) / length * amplitude
            runEnd = end
            guard isStereo else { return }
            let from = Synthesizer.gains(segment.startPan + (segment.endPan - segment.startPan) * along(sample))
            let to = Synthesizer.gains(segment.startPan + (segment.endPan - segment.startPan) * along(end))
            let span = Double(end - sample)
            (left, right, leftStep, rightStep) = (
                from.left, from.right, (to.left - from.left) / span, (to.right - from.right) / span
            )
        }

        /// Sums the advance of every segment over by `frame` into the anchor.
        mutating func advanceAnchor(to frame: Int, segments: [ToneSegment], rate: Double) {
            while anchorSegment < segments.count {
                let segment = segments[anchorSegment]
                let start = Int((segment.start * rate).rounded())
                let stop = Int((segment.end * rate).rounded())
                guard stop <= frame else { break }
                anchorCycles = Synthesizer.fraction(
                    anchorCycles + Synthesizer.advance(segment, samples: stop - start, length: stop - start, rate: rate)
                )
                anchorSegment += 1
            }
        }

        /// The phase at `frame`: the anchor's cycles and the current segment's advance so far.
        mutating func phase(at frame: Int, segments: [ToneSegment], rate: Double) -> Double {
            advanceAnchor(to: frame, segments: segments, rate: rate)
            guard anchorSegment < segments.count else { return anchorCycles }
            let segment = segments[anchorSegment]
            let start = Int((segment.start * rate).rounded())
            let stop = Int((segment.end * rate).rounded())
            guard frame > start else { return anchorCycles }
            return Synthesizer.fraction(
                anchorCycles + Synthesizer.advance(segment, samples: frame - start, length: stop - start, rate: rate))
        }
    }

    /// The cycles a segment of `length` samples advances in its first `samples`: the sum of its
    /// per-sample increments f₀·q^k / rate, q the per-sample frequency ratio, in closed form.
    static func advance(_ segment: ToneSegment, samples: Int, length: Int, rate: Double) -> Double {
        guard samples > 0, length > 0 else { return 0 }
        let logStep = Foundation.log(segment.endFrequency / segment.startFrequency) / Double(length)
        let first = segment.startFrequency / rate
        guard logStep != 0 else { return first * Double(samples) }
        return first * Foundation.expm1(logStep * Double(samples)) / Foundation.expm1(logStep)
    }

    /// `value` less its whole part.
    static func fraction(_ value: Double) -> Double { value - value.rounded(.down) }

    private mutating func renderVoice(
        _ voice: Int, from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        let segments = score.voices[voice].segments
        let waveform = score.voices[voice].waveform
        let amplitude = score.voices[voice].amplitude * Self.loudness(of: waveform)
        var state = voices[voice]
        var sample = first
        while sample < end, state.segment < segments.count {
            let segment = segments[state.segment]
            let start = frameIndex(segment.start, rate)
            let stop = frameIndex(segment.end, rate)
            if stop <= sample || stop <= start {
                state.segment += 1
                state.runEnd = 0
                continue
            }
            if start >= end { break }
            sample = max(sample, start)
            if state.runEnd <= sample {
                // A new run: the phase set afresh at the first of a stretch, the rest worked out.
                let chunk = sample / Self.chunkFrames
                if chunk > state.anchoredChunk {
                    state.phase = state.phase(at: sample, segments: segments, rate: rate)
                    state.anchoredChunk = chunk
                }
                state.startRun(
                    at: sample, of: segment, start: start, stop: stop, amplitude: amplitude, rate: rate,
                    isStereo: channelCount == 2)
                state.fades =
                    sample < attackEnd(segment, start, rate) || state.runEnd - 1 > releaseStart(segment, stop, rate)
                if waveform == .sine, !state.fades { state.sines = SineGroup(state) }
            }
            let to = min(end, state.runEnd)
            switch (waveform, state.fades) {
            case (.sine, false): play(SineWave.self, &state, sample..<to, first: first, into: buffer)
            case (.triangle, false): play(TriangleWave.self, &state, sample..<to, first: first, into: buffer)
            case (.sawtooth, false): play(SawtoothWave.self, &state, sample..<to, first: first, into: buffer)
            case (.square, false): play(SquareWave.self, &state, sample..<to, first: first, into: buffer)
            case (_, true):
                let fade = Fade(
                    start: start, stop: stop, attackEnd: attackEnd(segment, start, rate),
                    releaseStart: releaseStart(segment, stop, rate),
                    attack: segment.attack * rate, release: segment.release * rate)
                play(waveform, &state, sample..<to, first: first, fade: fade, into: buffer)
            }
            sample = to
            if sample >= stop {
                state.segment += 1
                state.runEnd = 0
            }
        }
        voices[voice] = state
    }

    /// The first frame after a segment's attack, and the last before its release.
    private func attackEnd(_ segment: ToneSegment, _ start: Int, _ rate: Double) -> Int {
        start + Int((segment.attack * rate).rounded(.up))
    }
    private func releaseStart(_ segment: ToneSegment, _ stop: Int, _ rate: Double) -> Int {
        stop - 1 - Int((segment.release * rate).rounded(.up))
    }

    /// The samples of one run of one waveform, without fades: specialized for each waveform, so the choice is made once
    /// per run rather than per sample.
    ///
    /// A sine's phase runs on past whole turns (its sine takes them away) and is brought back once at the end.
    private func play<Wave: Oscillator>(
        _ wave: Wave.Type, _ state: inout VoiceState, _ samples: Range<Int>, first: Int,
        into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        if Wave.self == SineWave.self {
            playSine(&state, samples, first: first, into: buffer)
            return
        }
        var (phase, increment, level, left, right) = (
            state.phase, state.increment, state.level, state.left, state.right
        )
        let (step, levelStep, leftStep, rightStep) = (state.step, state.levelStep, state.leftStep, state.rightStep)
        if channelCount == 2 {
            for sample in samples {
                let value = Wave.value(phase: phase, increment: increment) * level
                buffer[2 * (sample - first)] += Float(value * left)
                buffer[2 * (sample - first) + 1] += Float(value * right)
                phase += increment
                phase = phase >= 1 ? phase - 1 : phase
                increment *= step
                level += levelStep
                left += leftStep
                right += rightStep
            }
        } else {
            for sample in samples {
                buffer[sample - first] += Float(Wave.value(phase: phase, increment: increment) * level)
                phase += increment
                phase = phase >= 1 ? phase - 1 : phase
                increment *= step
                level += levelStep
            }
        }
        (state.phase, state.increment, state.level, state.left, state.right) = (phase, increment, level, left, right)
    }

    /// A run of sine, four samples at a time (see `SineGroup`).
    ///
    /// A call may end within a group of four: the group is kept with how many of its samples are written, and the next
    /// call writes the rest of the same values, so blocks of any size render alike.
    private func playSine(
        _ state: inout VoiceState, _ samples: Range<Int>, first: Int, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        // A loop for each channel count, so that mono works out no gains.
        if channelCount == 2 {
            playSine(&state, samples, first: first, into: buffer, isStereo: true)
        } else {
            playSine(&state, samples, first: first, into: buffer, isStereo: false)
        }
    }

    @inline(__always)
    private func playSine(
        _ state: inout VoiceState, _ samples: Range<Int>, first: Int, into buffer: UnsafeMutableBufferPointer<Float>,
        isStereo: Bool
    ) {
        var group = state.sines
        var sample = samples.lowerBound
        guard let base = buffer.baseAddress else { return }
        while sample < samples.upperBound {
            let values = group.sines * group.levels
            let offset = sample - first
            let lanes = min(4 - group.written, samples.upperBound - sample)
            if isStereo {
                let (left, right) = (values * group.lefts, values * group.rights)
                if lanes == 4 {
                    let pairs = SIMD8<Float>(left[0], right[0], left[1], right[1], left[2], right[2], left[3], right[3])
                    let at = UnsafeMutableRawPointer(base + 2 * offset)
                    at.storeBytes(of: at.loadUnaligned(as: SIMD8<Float>.self) + pairs, as: SIMD8<Float>.self)
                } else {
                    for lane in 0..<lanes {
                        buffer[2 * (offset + lane)] += left[group.written + lane]
                        buffer[2 * (offset + lane) + 1] += right[group.written + lane]
                    }
                }
            } else if lanes == 4 {
                let at = UnsafeMutableRawPointer(base + offset)
                at.storeBytes(of: at.loadUnaligned(as: SIMD4<Float>.self) + values, as: SIMD4<Float>.self)
            } else {
                for lane in 0..<lanes { buffer[offset + lane] += values[group.written + lane] }
            }
            sample += lanes
            group.written += lanes
            if group.written == 4 { group.advance(isStereo: isStereo) }
        }
        state.sines = group
        // Where the next run's phase starts, should this one end here.
        state.phase = Self.fraction(group.nextPhase)
    }

    /// The sines of four phases within two turns of zero, as `sine(_:)` takes one, in single
    /// precision (within 1e-7, 140 dB below full scale).
    @inline(__always)
    static func sine(_ phases: SIMD4<Float>) -> SIMD4<Float> {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let x = phases - ((phases + magic) - magic)
        // |x| and x's sign by their bits, the nearer of |x| and ½ − |x|, and the sign put back.
        let bits = unsafeBitCast(x, to: SIMD4<UInt32>.self)
        let magnitude = unsafeBitCast(bits & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let mirrored = 0.5 - magnitude
        let folded = magnitude.replacing(with: mirrored, where: mirrored .< magnitude)
        let t = unsafeBitCast(
            unsafeBitCast(folded, to: SIMD4<UInt32>.self) | (bits & 0x8000_0000), to: SIMD4<Float>.self)
        // The polynomial by Estrin's scheme: pairs of terms side by side, so four samples wait
        // on five multiplications in a row rather than nine.
        let t2 = t * t
        let t4 = t2 * t2
        let low = 6.283185160089165 + t2 * -41.341655031336444
        let middle = 81.60100406793835 + t2 * -76.54978216460795
        let odd = (low + t4 * middle) + (t4 * t4) * 39.536705038844
        return t * odd
    }

    /// Four consecutive samples of a sine run, stepped four at a time: the first sample's phase in double precision (it
    /// counts whole turns for a whole run), the others' as offsets from it in single precision (a few hundredths of a
    /// turn, held within 1e-9 of a turn), and the levels and gains in single precision.
    ///
    /// The phase advances by the geometric sum of the next four increments, the increments and offsets by the
    /// per-sample ratio to the fourth power.
    private struct SineGroup: Sendable {
        var phase = 0.0, increment = 0.0, growth = 0.0, ratio = 1.0
        var offsets = SIMD4<Float>(), offsetRatio: Float = 1
        var levels = SIMD4<Float>(), lefts = SIMD4<Float>(), rights = SIMD4<Float>()
        var levelStep: Float = 0, leftStep: Float = 0, rightStep: Float = 0
        /// How many samples of the group are written.
        var written = 0

        init() {}

        /// The group at the start of a run.
        init(_ state: VoiceState) {
            let step = state.step
            (phase, increment) = (state.phase, state.increment)
            growth = 1 + step + step * step + step * step * step
            ratio = growth * (step - 1) + 1
            let i0 = state.increment
            let i1 = i0 * step
            let i2 = i1 * step
            offsets = SIMD4<Float>(0, Float(i0), Float(i0 + i1), Float(i0 + i1 + i2))
            offsetRatio = Float(ratio)
            let lanes = SIMD4<Float>(0, 1, 2, 3)
            levels = Float(state.level) + Float(state.levelStep) * lanes
            lefts = Float(state.left) + Float(state.leftStep) * lanes
            rights = Float(state.right) + Float(state.rightStep) * lanes
            (levelStep, leftStep, rightStep) = (
                Float(4 * state.levelStep), Float(4 * state.leftStep), Float(4 * state.rightStep)
            )
        }

        /// The four samples' sines: the first phase less its nearest whole turn, the offsets added.
        @inline(__always)
        var sines: SIMD4<Float> {
            let turn = phase - ((phase + 6_755_399_441_055_744) - 6_755_399_441_055_744)
            return Synthesizer.sine(Float(turn) + offsets)
        }

        /// The phase of the first sample not yet written.
        var nextPhase: Double { phase + Double(offsets[written]) }

        /// On to the next four samples (their gains only in stereo).
        @inline(__always)
        mutating func advance(isStereo: Bool) {
            phase += increment * growth
            increment *= ratio
            offsets *= offsetRatio
            levels += levelStep
            if isStereo {
                lefts += leftStep
                rights += rightStep
            }
            written = 0
        }
    }

    /// Where a segment fades in and out.
    private struct Fade {
        let start: Int, stop: Int, attackEnd: Int, releaseStart: Int
        /// The lengths of the attack and the release, in samples.
        let attack: Double, release: Double

        /// The gain of the fades at `sample`.
        func gain(_ sample: Int) -> Double {
            var gain = 1.0
            if sample < attackEnd { gain *= Synthesizer.fade(Double(sample - start) / attack) }
            if sample > releaseStart { gain *= Synthesizer.fade(max(0, Double(stop - sample) - 1) / release) }
            return gain
        }
    }

    /// The samples of one run that fades in or out.
    private func play(
        _ waveform: Waveform, _ state: inout VoiceState, _ samples: Range<Int>, first: Int, fade: Fade,
        into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        for sample in samples {
            let value =
                Self.wave(waveform, phase: state.phase, increment: state.increment) * state.level * fade.gain(sample)
            if channelCount == 2 {
                buffer[2 * (sample - first)] += Float(value * state.left)
                buffer[2 * (sample - first) + 1] += Float(value * state.right)
                state.left += state.leftStep
                state.right += state.rightStep
            } else {
                buffer[sample - first] += Float(value)
            }
            state.phase += state.increment
            if state.phase >= 1 { state.phase -= 1 }
            state.increment *= state.step
            state.level += state.levelStep
        }
    }

    private mutating func renderCues(
        from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        while cueCursor < score.cues.count, frameIndex(score.cues[cueCursor].time + Self.cueLength, rate) <= first {
            cueCursor += 1
        }
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

    /// Lowers what is in `buffer` (tones and cues) to `Score.duckedLevel` within the ducking
    /// stretches, with 20 ms ramps down before and up after each.
    private func duck(from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>) {
        let ramp = 0.02
        for stretch in score.ducking {
            let low = max(first, frameIndex(stretch.lowerBound - ramp, rate))
            let high = min(end, frameIndex(stretch.upperBound + ramp, rate))
            guard low < high else { continue }
            for sample in low..<high {
                let time = Double(sample) / rate
                let outside = max(stretch.lowerBound - time, time - stretch.upperBound, 0) / ramp
                let gain = Float(Score.duckedLevel + (1 - Score.duckedLevel) * (1 - Self.fade(1 - outside)))
                for channel in 0..<channelCount { buffer[(sample - first) * channelCount + channel] *= gain }
            }
        }
    }

    private mutating func renderSpeech(
        from first: Int, to end: Int, rate: Double, into buffer: UnsafeMutableBufferPointer<Float>
    ) {
        let speech = score.speech
        while speechCursor < speech.count,
            frameIndex(speech[speechCursor].start, rate) + speech[speechCursor].samples.count <= first
        {
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

    /// A cue's sound at `time` seconds after it starts, peaking at 1: a 1.5 kHz tick of 15 ms, a chime of 880 Hz then
    /// 1,320 Hz (70 ms each) upwards and the reverse downwards, a 110 Hz thump of 120 ms, or a boundary's 330 Hz then
    /// 220 Hz (70 ms each).
    static func cueSample(_ kind: Cue.Kind, at time: Double) -> Double {
        switch kind {
        case .gridline:
            guard time < 0.015 else { return 0 }
            return sine(1500 * time) * fade(time / 0.002) * Foundation.exp(-time / 0.004)
        case .referenceUp, .referenceDown:
            guard time < 0.14 else { return 0 }
            let local = time < 0.07 ? time : time - 0.07
            let frequency = (time < 0.07) == (kind == .referenceUp) ? 880.0 : 1320
            return sine(frequency * local) * fade(local / 0.005) * fade(min(1, (0.07 - local) / 0.02))
        case .boundary:
            guard time < 0.14 else { return 0 }
            let local = time < 0.07 ? time : time - 0.07
            let frequency = time < 0.07 ? 330.0 : 220
            return sine(frequency * local) * fade(local / 0.005) * fade(min(1, (0.07 - local) / 0.02))
        case .zero:
            guard time < 0.12 else { return 0 }
            return sine(110 * time) * fade(time / 0.005) * fade(min(1, (0.12 - time) / 0.04))
        }
    }

    /// A raised-cosine rise from 0 at `x` = 0 to 1 at `x` = 1: ½ − ½ cos πx, the cosine a
    /// sine a quarter turn on.
    @inline(__always)
    package static func fade(_ x: Double) -> Double {
        x >= 1 ? 1 : (x <= 0 ? 0 : 0.5 - 0.5 * sine(x / 2 + 0.25))
    }

    /// sin 2πp for a phase `p` in whole turns (|p| below 2⁵¹), within 3.4e-9 (170 dB below
    /// full scale), without a branch or a library call: the nearest whole turn taken away
    /// (adding and taking away 1.5 × 2⁵² rounds to it), which leaves −½…½; that folded into
    /// −¼…¼ by the sine's symmetry about a quarter turn (the nearer of |x| and ½ − |x|, with x's
    /// sign); then an odd polynomial of degree 9 fitted to sin 2πt there for the least largest
    /// error.
    @inline(__always)
    package static func sine(_ phase: Double) -> Double {
        let x = phase - ((phase + 6_755_399_441_055_744) - 6_755_399_441_055_744)
        let magnitude = x.magnitude
        let mirrored = 0.5 - magnitude
        let t = Double(signOf: x, magnitudeOf: magnitude < mirrored ? magnitude : mirrored)
        let t2 = t * t
        return t
            * (6.283185160089165 + t2
                * (-41.341655031336444 + t2 * (81.60100406793835 + t2 * (-76.54978216460795 + t2 * 39.536705038844))))
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
            return sine(phase)
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

/// A waveform as a type, so that a loop over samples is specialized for it.
private protocol Oscillator {
    /// The sample at `phase` (0 to 1), `increment` the phase's step per sample.
    static func value(phase: Double, increment: Double) -> Double
}

private enum SineWave: Oscillator {
    @inline(__always) static func value(phase: Double, increment: Double) -> Double { Synthesizer.sine(phase) }
}

private enum TriangleWave: Oscillator {
    @inline(__always) static func value(phase: Double, increment: Double) -> Double {
        Synthesizer.wave(.triangle, phase: phase, increment: increment)
    }
}

private enum SawtoothWave: Oscillator {
    @inline(__always) static func value(phase: Double, increment: Double) -> Double {
        Synthesizer.wave(.sawtooth, phase: phase, increment: increment)
    }
}

private enum SquareWave: Oscillator {
    @inline(__always) static func value(phase: Double, increment: Double) -> Double {
        Synthesizer.wave(.square, phase: phase, increment: increment)
    }
}
