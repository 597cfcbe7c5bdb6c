import ChartDescription
import ChartModel
import Foundation

/// The sonification engine: turns a chart into a `Score` — each series as tone over time,
/// value as pitch, x as time and stereo position — ready to synthesize or to write as a file.
///
/// The mapping, documented once:
/// - **Time** follows x: a series' points sit at their x positions within its time (a gap in x
///   is a gap in time); categories are evenly spaced. All series share one x range, so the same
///   x sounds at the same moment within each series' time.
/// - **Pitch** follows y through `PitchMapping` over the y axis's range.
/// - **Stereo** follows x from left (-0.8) to right (0.8), or the reverse for right-to-left charts.
/// - **Continuous** series glide from point to point in one phase-continuous tone, holding the
///   last pitch for 0.15 s; **discrete** series play a note per point with a 5 ms attack and a
///   release of up to 30 ms.
/// - **Missing values** are silence: the tone fades out over 10 ms and back in after.
/// - **Dense series** — points closer than 10 ms (continuous) or 30 ms (discrete) — are heard
///   in steps of that length, each at the mean of its points; points at the same x are heard
///   as one note at their mean.
/// - **Bands** add two softer tones, one for each edge. The first numeric **additional axis**
///   sets loudness, from half to full level.
/// - **Several series** play one after another with a pause, or together, each in the next
///   waveform (sine, triangle, square, sawtooth), sharing the pitch mapping so pitches compare.
/// - **Speech**, when a `SpeechSource` is given: the chart's title and axes first, worded as
///   the overview words them, then each series' name before it; the tones wait for the words.
public struct Sonifier: Sendable {
    /// Turns text into mono samples at a sample rate, peaking at 1, in a voice: espeak-ng on the
    /// command line (`ESpeak`), or anything an app has.
    ///
    /// The voice is the language pack's espeak-ng voice name ("en", "de").
    public typealias SpeechSource = @Sendable (_ text: String, _ voice: String, _ sampleRate: Int) throws -> [Float]

    /// The chart played: only the points within `options.xRange` when it is set.
    public let chart: Chart
    /// The checked options.
    public let options: SonificationOptions
    /// How values become pitch.
    public let mapping: PitchMapping
    /// The timeline.
    public let score: Score

    /// Plans the audio graph of `chart`, with spoken words from `speech` when given.
    ///
    /// - Throws: `SonificationError` for an option out of range, an unknown series name, or
    ///   speech that could not be made.
    /// - Complexity: O(n) in the number of points.
    public init(chart: Chart, options: SonificationOptions = SonificationOptions(), speech: SpeechSource? = nil)
        throws(SonificationError)
    {
        let options = try options.validated()
        // A stack to 100 percent sounds the shares it shows, not the amounts.
        var chart = chart.asShares()
        // Pitch comes from the whole chart, so a stretch sounds as it does within it (a stack's
        // from zero to its largest total).
        mapping = PitchMapping(chart: chart, pitchRange: options.pitchRange, scale: options.scale)
        // A stack's total (its top edge) plays after the layers, as a series of the chart played.
        if chart.isStacked, chart.stacking != .normalized, options.playsStackTotal, options.seriesName == nil,
            chart.series.filter(chart.isStackLayer).count > 1,
            let total = chart.stackTotal(named: Language(locale: chart.locale).phrasebook.totalName)
        {
            chart.series.append(total)
            chart.stacking = nil
        }
        chart = options.xRange.map(chart.restricted(toX:)) ?? chart
        self.chart = chart
        self.options = options
        var played = Array(chart.series.indices)
        if let name = options.seriesName {
            guard let index = chart.series.firstIndex(where: { $0.name == name }) else {
                throw .unknownSeries(name, suggestion: Suggestion.nearest(to: name, in: chart.series.map(\.name)))
            }
            played = [index]
        }
        // A chart with nothing to play (valid, and empty) gives a short silence, or its spoken
        // title and "no data" when speech is asked for.
        played = played.filter { chart.series[$0].y.contains { $0?.isFinite == true } || chart.series[$0].low != nil }
        var planner = ScorePlanner(chart: chart, options: options, mapping: mapping, played: played)
        if let speech {
            do {
                try planner.prepareSpeech(speech)
            } catch let error as SonificationError {
                throw error
            } catch {
                throw .speech(String(describing: error))
            }
        }
        score = planner.plan()
        guard score.duration <= Score.maximumDuration else {
            throw .tooLong(seconds: score.duration)
        }
    }
}

extension Sonifier {
    /// Frames synthesized at a time by those who play an audio graph block by block.
    public static let blockFrames = 4096

    /// A synthesizer at the start of this audio graph.
    public func makeSynthesizer() -> Synthesizer {
        Synthesizer(score: score, sampleRate: options.sampleRate, channelCount: options.channelCount)
    }
}
