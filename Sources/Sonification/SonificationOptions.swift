import AudioFormat
import ChartModel

/// How values become pitch.
public enum PitchScale: String, Sendable, Hashable, CaseIterable {
    /// Equal value steps sound as equal musical intervals (frequency on a log scale).
    case log
    /// Equal value steps are equal steps in hertz.
    case linear
    /// As `log`, rounded to the nearest semitone.
    case chromatic
    /// As `log`, rounded to the nearest note of the major pentatonic scale.
    case pentatonic
}

/// The tone colour of a series.
public enum Waveform: String, Sendable, Hashable, CaseIterable {
    /// A pure tone.
    case sine
    /// Soft, with odd harmonics.
    case triangle
    /// Hollow and buzzy, with strong odd harmonics.
    case square
    /// Bright, with every harmonic.
    case sawtooth

    /// The waveform `steps` places after this one, going round: each series played together
    /// gets its own.
    func advanced(by steps: Int) -> Waveform {
        let all = Self.allCases
        let position = all.firstIndex(of: self) ?? 0
        return all[(position + steps) % all.count]
    }
}

/// How several series are played.
public enum SeriesOrder: String, Sendable, Hashable, CaseIterable {
    /// One after another, with a pause between.
    case sequential
    /// Together, each in its own waveform.
    case simultaneous
}

/// A numeric parameter of the sonification, described once: its name, what it means, its unit, its default and the
/// values allowed.
///
/// The same description drives the options' defaults and validation, `audiograph sonify --help`, and the tests that
/// sweep each parameter from its minimum to its maximum.
public struct SonificationParameter: Sendable, Hashable {
    /// What it is called in messages, such as "sample rate".
    public let name: String
    /// What it changes.
    public let summary: String
    /// The unit of its values.
    public let unit: String
    /// The value used when none is given.
    public let defaultValue: Double
    /// The values allowed.
    public let range: ClosedRange<Double>
    /// How the default is said when it is not one number.
    public var defaultDescription: String?
    /// Whether only whole numbers are allowed.
    public var isWhole = false

    /// The help text: meaning, default, range and unit.
    public var help: String {
        let defaultText = defaultDescription ?? PlainNumber.text(defaultValue)
        return
            "\(summary) (default: \(defaultText); \(PlainNumber.text(range.lowerBound)) to \(PlainNumber.text(range.upperBound)) \(unit))."
    }

    /// The values allowed, in words: "0.05 to 0.9 of full scale", "a whole number from 8000 to 192000 Hz".
    public var allowedText: String {
        let range = "\(PlainNumber.text(range.lowerBound)) to \(PlainNumber.text(range.upperBound)) \(unit)"
        return isWhole ? "a whole number from " + range : range
    }

    /// `value` when it is allowed, else an error naming the parameter, its range and unit.
    public func validate(_ value: Double) throws(SonificationError) -> Double {
        guard value.isFinite, range.contains(value) else {
            throw SonificationError.outOfRange(self, value)
        }
        guard !isWhole || value == value.rounded() else {
            throw SonificationError.notWhole(self, value)
        }
        return value
    }

    /// The total time of the data tones; by default each series gets a quarter second per
    /// point, at least 2 and at most 6 seconds.
    public static let duration = SonificationParameter(
        name: "duration", summary: "Total time of the data tones, pauses and cues excluded",
        unit: "seconds", defaultValue: 0, range: 0.5...3600, defaultDescription: "0.25 s per point, 2 to 6 s per series"
    )
    /// The lowest pitch, for the bottom of the y axis.
    public static let lowPitch = SonificationParameter(
        name: "low pitch", summary: "Pitch of the bottom of the y axis", unit: "Hz", defaultValue: 200, range: 40...8000
    )
    /// The highest pitch, for the top of the y axis.
    public static let highPitch = SonificationParameter(
        name: "high pitch", summary: "Pitch of the top of the y axis", unit: "Hz", defaultValue: 1200,
        range: 80...16_000)
    /// Samples per second.
    public static let sampleRate = SonificationParameter(
        name: "sample rate", summary: "Samples per second", unit: "Hz", defaultValue: 44_100, range: 8000...192_000,
        isWhole: true)
    /// The silence between series played one after another.
    public static let pause = SonificationParameter(
        name: "pause", summary: "Silence between series played in sequence", unit: "seconds", defaultValue: 0.6,
        range: 0...5)
    /// The loudest a tone gets, as a fraction of full scale.
    public static let volume = SonificationParameter(
        name: "volume", summary: "Peak level of the tones, a fraction of full scale", unit: "of full scale",
        defaultValue: 0.7, range: 0.05...0.9)
    /// How much of its time slot a discrete note sounds.
    public static let noteLength = SonificationParameter(
        name: "note length", summary: "Share of its time slot a discrete note sounds", unit: "of the slot",
        defaultValue: 0.7, range: 0.1...1)

    /// Every numeric parameter, in the order help lists them.
    public static let all: [SonificationParameter] = [
        duration, lowPitch, highPitch, sampleRate, pause, volume, noteLength,
    ]
}

/// Everything that shapes an audio graph.
///
/// Every value is checked by `validated()`.
public struct SonificationOptions: Sendable, Hashable {
    /// Total seconds of data tones, or `nil` for the default per series.
    public var duration: Double?
    /// The pitches of the bottom and top of the y axis, in hertz.
    public var pitchRange: ClosedRange<Double>
    /// How values become pitch.
    public var scale: PitchScale
    /// The waveform of the first series (others, played together, take the next ones).
    public var waveform: Waveform
    /// Play only the series of this name, or every series when `nil`.
    public var seriesName: String?
    /// How several series are played.
    public var order: SeriesOrder
    /// Samples per second.
    public var sampleRate: Int
    /// 2 for stereo (panned left to right with x), 1 for mono.
    public var channelCount: Int
    /// Seconds of silence between series played in sequence.
    public var pause: Double
    /// The peak level of a tone, as a fraction of full scale.
    public var volume: Double
    /// The share of its time slot a discrete note sounds.
    public var noteLength: Double
    /// Whether soft ticks mark the x axis's gridlines.
    public var ticksAtGridlines: Bool
    /// Whether a chime marks where the data crosses a y reference (a goal line).
    public var cuesAtReferences: Bool
    /// Whether a low thump marks where the data crosses zero.
    public var cuesAtZero: Bool
    /// How samples are stored, or `nil` for what suits the container (16-bit PCM, Vorbis for OGG).
    public var encoding: SampleEncoding?
    /// With a speech source: whether the chart's title and axes, and each series' name, are
    /// spoken before the tones.
    public var speaksIntroduction = true
    /// With a speech source: whether landmarks are spoken at their moment in the tones (the
    /// highest and lowest value, the author's labels, crossings of a reference line), the
    /// tones lowered under the words.
    public var speaksLandmarks = false
    /// For a stacked chart (not stacked to 100 percent): whether the total, the stack's top
    /// edge, plays after the layers, as a series of its own.
    public var playsStackTotal = true
    /// A y value heard as a quiet steady tone under each series, to hear the data against
    /// (a goal, an average), or `nil` for none.
    public var referenceTone: Double?
    /// Play only the points whose x position lies in this stretch (seconds on date axes, a
    /// category's place), at the pitches the whole chart gives them; `nil` plays every point.
    public var xRange: ClosedRange<Double>?

    /// Options with every default.
    public init(
        duration: Double? = nil,
        pitchRange: ClosedRange<Double> = SonificationParameter.lowPitch
            .defaultValue...SonificationParameter.highPitch.defaultValue,
        scale: PitchScale = .log, waveform: Waveform = .sine, seriesName: String? = nil,
        order: SeriesOrder = .sequential,
        sampleRate: Int = Int(SonificationParameter.sampleRate.defaultValue), channelCount: Int = 2,
        pause: Double = SonificationParameter.pause.defaultValue,
        volume: Double = SonificationParameter.volume.defaultValue,
        noteLength: Double = SonificationParameter.noteLength.defaultValue,
        ticksAtGridlines: Bool = false, cuesAtReferences: Bool = true, cuesAtZero: Bool = false,
        encoding: SampleEncoding? = nil,
        xRange: ClosedRange<Double>? = nil
    ) {
        self.duration = duration
        self.pitchRange = pitchRange
        self.scale = scale
        self.waveform = waveform
        self.seriesName = seriesName
        self.order = order
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.pause = pause
        self.volume = volume
        self.noteLength = noteLength
        self.ticksAtGridlines = ticksAtGridlines
        self.cuesAtReferences = cuesAtReferences
        self.cuesAtZero = cuesAtZero
        self.encoding = encoding
        self.xRange = xRange
    }

    /// The options, each checked against its parameter's range.
    ///
    /// - Throws: `SonificationError` naming the first value out of range.
    public func validated() throws(SonificationError) -> SonificationOptions {
        if let duration { _ = try SonificationParameter.duration.validate(duration) }
        _ = try SonificationParameter.lowPitch.validate(pitchRange.lowerBound)
        _ = try SonificationParameter.highPitch.validate(pitchRange.upperBound)
        guard pitchRange.upperBound >= pitchRange.lowerBound * 1.05 else {
            throw .pitchRangeTooNarrow(pitchRange)
        }
        _ = try SonificationParameter.sampleRate.validate(Double(sampleRate))
        guard pitchRange.upperBound < Double(sampleRate) / 2 else {
            throw .pitchAboveNyquist(pitchRange.upperBound, sampleRate: sampleRate)
        }
        guard channelCount == 1 || channelCount == 2 else { throw .channelCount(channelCount) }
        _ = try SonificationParameter.pause.validate(pause)
        _ = try SonificationParameter.volume.validate(volume)
        _ = try SonificationParameter.noteLength.validate(noteLength)
        return self
    }
}

/// Why a chart cannot be sonified as asked, or its audio not written.
public enum SonificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter's value outside its range.
    case outOfRange(SonificationParameter, Double)
    /// A parameter that takes whole numbers given another.
    case notWhole(SonificationParameter, Double)
    /// A high pitch not above the low one (by at least 5 percent).
    case pitchRangeTooNarrow(ClosedRange<Double>)
    /// A high pitch at or above half the sample rate, which cannot be played.
    case pitchAboveNyquist(Double, sampleRate: Int)
    /// A channel count other than 1 or 2.
    case channelCount(Int)
    /// An audio graph longer than `Score.maximumDuration`, in seconds.
    case tooLong(seconds: Double)
    /// A live audio graph's step outside 0.02 to 5 seconds.
    case liveStep(Double)
    /// No series has the requested name.
    case unknownSeries(String, suggestion: String?)
    /// Speech was asked for and could not be made: why.
    case speech(String)
    /// The audio file could not be written.
    case file(SoundFileError)

    /// One line saying what went wrong, naming the value or input.
    public var description: String {
        switch self {
        case .outOfRange(let parameter, let value):
            return
                "invalid \(parameter.name): \(PlainNumber.text(value)) is outside \(PlainNumber.text(parameter.range.lowerBound)) to \(PlainNumber.text(parameter.range.upperBound)) \(parameter.unit)"
        case .notWhole(let parameter, let value):
            return "invalid \(parameter.name): \(PlainNumber.text(value)) is not a whole number of \(parameter.unit)"
        case .pitchRangeTooNarrow: return "invalid pitch: the high pitch must be above the low one"
        case .pitchAboveNyquist(let high, let rate):
            return
                "invalid pitch: \(PlainNumber.text(high)) Hz cannot be played at \(rate) Hz; the limit is \(rate / 2) Hz"
        case .channelCount(let count): return "invalid channels: \(count); expected 1 or 2"
        case .tooLong(let seconds):
            return
                "invalid duration: the audio graph would last \(Int(seconds.rounded(.up))) seconds; it may last at most \(Int(Score.maximumDuration)) seconds (an hour of tones and a minute around them), so give a shorter duration or play fewer series"
        case .liveStep(let seconds): return "invalid step: \(PlainNumber.text(seconds)) is outside 0.02 to 5 seconds"
        case .unknownSeries(let name, let suggestion):
            return "no series is named '\(name.quotable)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .speech(let reason): return "cannot speak: \(reason)"
        case .file(let error): return error.description
        }
    }
}
