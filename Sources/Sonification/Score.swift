/// An audio graph as a timeline: the tones of every series, the cues, and when each point sounds.
///
/// Made by `Sonifier`, played by `Synthesizer`; its size grows with the duration, not with the number of points.
public struct Score: Sendable, Hashable {
    /// The longest an audio graph may last, in seconds: an hour of tones (the most `duration` allows) and a minute for
    /// the speech, pauses and cues around them.
    ///
    /// Default durations shrink to fit it; a longer plan is refused.
    public static let maximumDuration = 3_660.0

    /// The total length in seconds.
    public var duration: Double
    /// The tones, one voice per series (two more for a band's edges).
    public var voices: [Voice]
    /// Ticks and chimes, in time order.
    public var cues: [Cue]
    /// The peak level of a cue, a fraction of full scale.
    public var cueLevel: Double
    /// Spoken words, in order of their start: the introduction, each series' name and the
    /// landmarks, when speech was asked for.
    public var speech: [SpokenClip] = []
    /// When each series plays, and each of its points.
    public var series: [SeriesTiming]
    /// The stretches where tones and cues are lowered (to `duckedLevel`) under spoken landmarks.
    public var ducking: [ClosedRange<Double>] = []
    /// The level tones and cues are lowered to under spoken landmarks.
    public static let duckedLevel = 0.3

    /// Creates a score.
    public init(
        duration: Double, voices: [Voice], cues: [Cue], cueLevel: Double, speech: [SpokenClip] = [],
        series: [SeriesTiming]
    ) {
        self.duration = duration
        self.voices = voices
        self.cues = cues
        self.cueLevel = cueLevel
        self.speech = speech
        self.series = series
    }
}

/// One continuous line of tone: a series, or one edge of a band.
public struct Voice: Sendable, Hashable {
    /// The index of the series in the chart, or `nil` for a tone of no series (the reference tone).
    public var seriesIndex: Int?
    /// The tone colour.
    public var waveform: Waveform
    /// The peak level, a fraction of full scale.
    public var amplitude: Double
    /// The stretches of tone, in time order, never overlapping.
    public var segments: [ToneSegment]

    /// Creates a voice.
    public init(seriesIndex: Int?, waveform: Waveform, amplitude: Double, segments: [ToneSegment]) {
        self.seriesIndex = seriesIndex
        self.waveform = waveform
        self.amplitude = amplitude
        self.segments = segments
    }
}

/// A stretch of tone: a glide between two points of a continuous series, or one discrete note.
///
/// Frequency glides exponentially (equal musical steps in equal times), pan and level linearly.
public struct ToneSegment: Sendable, Hashable {
    /// When it starts, in seconds.
    public var start: Double
    /// When it ends, in seconds.
    public var end: Double
    /// The frequency at the start, in hertz.
    public var startFrequency: Double
    /// The frequency at the end, in hertz.
    public var endFrequency: Double
    /// The stereo position at the start, -1 (left) to 1 (right).
    public var startPan: Double
    /// The stereo position at the end.
    public var endPan: Double
    /// The level at the start, 0 to 1 of the voice's amplitude.
    public var startLevel: Double
    /// The level at the end.
    public var endLevel: Double
    /// Seconds of fade in at the start; 0 where the tone continues from the segment before.
    public var attack: Double
    /// Seconds of fade out at the end; 0 where the tone continues into the segment after.
    public var release: Double

    /// Creates a segment.
    public init(
        start: Double, end: Double, startFrequency: Double, endFrequency: Double, startPan: Double, endPan: Double,
        startLevel: Double, endLevel: Double, attack: Double, release: Double
    ) {
        self.start = start
        self.end = end
        self.startFrequency = startFrequency
        self.endFrequency = endFrequency
        self.startPan = startPan
        self.endPan = endPan
        self.startLevel = startLevel
        self.endLevel = endLevel
        self.attack = attack
        self.release = release
    }
}

/// A short sound marking something that is not a value.
public struct Cue: Sendable, Hashable {
    /// What a cue marks.
    public enum Kind: String, Sendable, Hashable {
        /// A gridline of the x axis: a soft tick.
        case gridline
        /// The data crossing a y reference upwards, such as reaching a goal: a rising two-note chime.
        case referenceUp
        /// The data crossing a y reference downwards: a falling two-note chime.
        case referenceDown
        /// The data crossing zero: a low thump.
        case zero
        /// The end of something, such as a series in the navigator: two falling notes.
        case boundary
    }

    /// When it sounds, in seconds.
    public var time: Double
    /// What it marks.
    public var kind: Kind
    /// Its stereo position, -1 to 1.
    public var pan: Double
    /// The label of the reference line a crossing chime marks, when it has one.
    public var label: String?

    /// Creates a cue.
    public init(time: Double, kind: Kind, pan: Double, label: String? = nil) {
        self.time = time
        self.kind = kind
        self.pan = pan
        self.label = label
    }
}

/// When a series plays, and when each of its points sounds.
public struct SeriesTiming: Sendable, Hashable {
    /// The index of the series in the chart.
    public var seriesIndex: Int
    /// When the series starts, in seconds.
    public var start: Double
    /// When the series ends, in seconds.
    public var end: Double
    /// Each sounding step: the points it stands for (one, or a run of dense points heard as
    /// one) and when it sounds.
    public var steps: [Step]

    /// One sounding step of a series.
    public struct Step: Sendable, Hashable {
        /// The first and last point it stands for.
        public var points: ClosedRange<Int>
        /// When it starts, in seconds.
        public var start: Double
        /// When it ends, in seconds.
        public var end: Double
        /// The value heard (the mean of the points), or `nil` for silence.
        public var value: Double?
    }
}

/// Words spoken in the audio graph, synthesized before planning so the tones can wait for them.
public struct SpokenClip: Sendable, Hashable {
    /// When it starts, in seconds.
    public var start: Double
    /// What is said.
    public var text: String
    /// The speech, mono, at the score's sample rate, peaking at the score's speech level.
    public var samples: [Float]
    /// Its length in seconds at `sampleRate`.
    public func duration(sampleRate: Int) -> Double { Double(samples.count) / Double(sampleRate) }
}
