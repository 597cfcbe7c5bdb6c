import ChartDescription
import Foundation

/// What the navigator can be asked to do; the words of `audiograph explore --commands`.
public enum NavigatorCommand: Sendable, Hashable {
    /// The next or previous point (or group, or series, at those levels).
    case next, previous
    /// The first or last point (or group, or series).
    case first, last
    /// A tenth of the series forward or back.
    case forward, back
    /// The next or previous series, at the point nearest the same x.
    case nextSeries, previousSeries
    /// The smallest or largest value of the series.
    case minimum, maximum
    /// The smallest or largest value of the whole chart.
    case chartMinimum, chartMaximum
    /// The point nearest an x value, as typed: a number, an ISO 8601 date, or a category.
    case goTo(String)
    /// Up the hierarchy (point → group → series → chart) or down it.
    case up, down
    /// Where the navigator is.
    case whereAmI
    /// The current point again.
    case again
    /// The summary of the series (or the chart, at the chart level).
    case describe
    /// The statistics of the series.
    case statistics
    /// Every series' pitch at the current x, together.
    case chord
    /// The whole series as an audio graph.
    case play
    /// The next or previous landmark of a kind in the series: a crossing, peak, trough,
    /// unusual value, labelled point, gap or turning point.
    case nextLandmark(Landmark)
    case previousLandmark(Landmark)
    /// Plays the series faster or slower.
    case faster, slower
    /// Marks the start of a stretch at the current point, or (once started) its end.
    case mark
    /// The summary, or the audio graph, of the marked stretch of the series.
    case describeMarked, playMarked
    /// The commands.
    case help

    /// Every command word, in the order help lists them (the phrasebook says what each does).
    public static let words: [String] =
        [
            "next", "previous", "first", "last", "forward", "back", "next-series", "previous-series", "min", "max",
            "chart-min", "chart-max", "goto X",
        ] + Landmark.allCases.flatMap { ["next-" + $0.rawValue, "previous-" + $0.rawValue] }
        + [
            "up", "down", "where", "again", "describe", "stats", "chord", "play", "faster", "slower", "mark",
            "describe-marked", "play-marked", "help",
        ]

    /// The command a line of text names, or `nil`.
    ///
    /// Words are case-insensitive; `goto` takes the rest of the line; landmarks are `next-KIND` and `previous-KIND`
    /// (`prev-KIND`).
    public init?(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        guard let word = parts.first?.lowercased() else { return nil }
        switch word {
        case "next", "n": self = .next
        case "previous", "prev", "p": self = .previous
        case "first", "home": self = .first
        case "last", "end": self = .last
        case "forward": self = .forward
        case "back", "backward": self = .back
        case "next-series": self = .nextSeries
        case "previous-series", "prev-series": self = .previousSeries
        case "min", "minimum": self = .minimum
        case "max", "maximum": self = .maximum
        case "chart-min": self = .chartMinimum
        case "chart-max": self = .chartMaximum
        case "goto", "go":
            guard parts.count == 2, !parts[1].isEmpty else { return nil }
            self = .goTo(parts[1])
        case "up": self = .up
        case "down": self = .down
        case "where": self = .whereAmI
        case "again", "repeat": self = .again
        case "describe": self = .describe
        case "stats", "statistics": self = .statistics
        case "chord": self = .chord
        case "play": self = .play
        case "help", "?": self = .help
        case "faster": self = .faster
        case "mark": self = .mark
        case "describe-marked": self = .describeMarked
        case "play-marked": self = .playMarked
        case "slower": self = .slower
        default:
            for prefix in ["next-", "previous-", "prev-"] where word.hasPrefix(prefix) {
                guard let landmark = Landmark(rawValue: String(word.dropFirst(prefix.count))) else { return nil }
                self = prefix == "next-" ? .nextLandmark(landmark) : .previousLandmark(landmark)
                return
            }
            return nil
        }
    }
}
