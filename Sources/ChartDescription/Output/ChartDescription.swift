import ChartModel

/// How much of a chart to describe.
public enum DescriptionLevel: String, Sendable, Hashable, CaseIterable {
    /// VoiceOver's "Describe Chart": title, kind and size, axes, references.
    case overview
    /// The overview, then what the data does: trend, extrema, outliers, gaps, comparisons, and
    /// the author's summary.
    case summary
    /// The summary, then the "Chart Details" statistics per series and axis.
    case details
    /// One announcement per point, as the navigator says it.
    case points
    /// Everything.
    case full

    var includesOverview: Bool { self != .points }
    var includesSummary: Bool { self == .summary || self == .details || self == .full }
    var includesDetails: Bool { self == .details || self == .full }
    var includesPoints: Bool { self == .points || self == .full }
}

/// A number behind a sentence, for apps that build their own interface: what it is, its
/// value, and how the sentence speaks it.
public struct Fact: Sendable, Hashable {
    /// What the number is.
    public var role: FactRole
    /// The number, in axis units (dates in seconds since 1970; fractions for percentages).
    public var value: Double
    /// How the sentence speaks it.
    public var spoken: String

    /// Creates a fact.
    public init(_ role: FactRole, _ value: Double, spoken: String) {
        self.role = role
        self.value = value
        self.spoken = spoken
    }
}

/// What a number in a sentence is: the `name` of each fact in `--format json`.
public enum FactRole: String, Sendable, Hashable, CaseIterable {
    case value, minimum, maximum, mean, median, standardDeviation, total, average, first, last
    case start, end, from, to, change, changePercent, changePoints, fold
    case count, missing, points, groups, categories, series, lowerBound, upperBound
    case outlier, share, largest, smallest, met, of, rank, peak, trough, crossings, above, below, equal
    case r, variation, widest, narrowest, top, bottom, x, y, rises, falls, low, high, reference, period
}

/// A piece of a spoken sentence: the phrasebook's own words, text from the chart, or a number or date as spoken, with
/// the fact it states.
///
/// Writers lay segments out in their format: SSML marks the years in dates; Markdown escapes the chart's text; JSON
/// lists the facts.
public enum Segment: Sendable, Hashable {
    /// Words of the phrasebook.
    case words(String)
    /// Text from the chart: a title, a name, a label, a category.
    case chartText(String)
    /// A number as spoken ("8,432 steps", "42 percent"), and the fact it states.
    case number(Double, spoken: String, fact: FactRole?)
    /// A date or time as spoken ("March 8", "Q1 2026"), and the fact it states.
    case date(Double, spoken: String, fact: FactRole?)

    /// The segment's words.
    public var text: String {
        switch self {
        case .words(let text), .chartText(let text): text
        case .number(_, let spoken, _), .date(_, let spoken, _): spoken
        }
    }

    /// The fact the segment states, if any.
    public var fact: Fact? {
        switch self {
        case .number(let value, let spoken, let role?), .date(let value, let spoken, let role?):
            Fact(role, value, spoken: spoken)
        default: nil
        }
    }
}

/// A statement as spoken: the statement, and the words its phrasebook chose.
public struct Sentence: Sendable, Hashable {
    /// What the sentence says, as typed values.
    public var statement: Statement
    /// The words, in pieces.
    public var segments: [Segment]

    /// Creates a sentence.
    public init(_ statement: Statement, segments: [Segment]) {
        self.statement = statement
        self.segments = segments
    }

    /// What kind of statement it is.
    public var kind: StatementKind { statement.kind }
    /// The series it is about, or `nil` for the whole chart.
    public var series: SeriesName? { statement.series }
    /// The words.
    public var text: String { segments.map(\.text).joined() }
    /// The numbers behind the words, in the order spoken.
    public var facts: [Fact] { segments.compactMap(\.fact) }
}

/// The announcements of one series' points, in order, made as they are read: a series of
/// millions of points is written line by line without being held in memory.
public struct SeriesAnnouncements: Sendable, Hashable {
    /// The series' name.
    public var series: String
    /// The column headings of the points table: x, label, y and additional axes' titles.
    public var columns: [String]
    /// One line per point.
    public let lines: Lines
    /// One row of spoken cells per point, under `columns`.
    public let rows: Rows

    init(series: Series, wording: ChartWording, columns: [String], hasLabels: Bool, hasBands: Bool, noValue: String) {
        self.series = series.name
        self.columns = columns
        lines = Lines(series: series, wording: wording)
        rows = Rows(series: series, wording: wording, hasLabels: hasLabels, hasBands: hasBands, noValue: noValue)
    }

    /// The announcement of each point, made when read.
    public struct Lines: RandomAccessCollection, Sendable, Hashable {
        let series: Series
        let wording: ChartWording

        /// The first point's index, 0.
        public var startIndex: Int { 0 }
        /// The number of points.
        public var endIndex: Int { series.count }
        /// The announcement of the point at `index`.
        public subscript(index: Int) -> String { wording.announcement(of: series[index]) }
    }

    /// The spoken cells of each point, made when read: x (or its interval), the label when the
    /// series has labels, y (or "no value"), the band when it has bands, the additional values.
    public struct Rows: RandomAccessCollection, Sendable, Hashable {
        let series: Series
        let wording: ChartWording
        let hasLabels: Bool
        let hasBands: Bool
        let noValue: String

        /// The first point's index, 0.
        public var startIndex: Int { 0 }
        /// The number of points.
        public var endIndex: Int { series.count }

        /// The cells of the point at `index`, under the announcements' columns.
        public subscript(index: Int) -> [String] {
            let point = series[index]
            var row = [point.xInterval.map(wording.x.range) ?? wording.x.text(point.x)]
            if hasLabels { row.append(point.label ?? "") }
            row.append(point.y.map(wording.y.text) ?? (hasBands ? "" : noValue))
            if hasBands {
                if let low = point.low, let high = point.high {
                    row.append(wording.y.range(Swift.min(low, high)...Swift.max(low, high)))
                } else {
                    row.append("")
                }
            }
            for (axis, wordingOfAxis) in wording.additional.enumerated() {
                row.append(axis < point.additional.count ? wordingOfAxis.text(point.additional[axis]) : "")
            }
            return row
        }
    }
}

/// What a screen reader says about a chart, level by level.
public struct ChartDescription: Sendable, Hashable {
    /// The chart's title.
    public var title: String?
    /// The level described.
    public var level: DescriptionLevel
    /// The locale it is worded in, which SSML names as its language.
    public var locale: String = Chart.defaultLocale
    /// The overview sentences (empty at the points level).
    public var overview: [Sentence] = []
    /// The data summary, ending with the author's summary.
    public var summary: [Sentence] = []
    /// The statistics of each series and axis.
    public var details: [Sentence] = []
    /// The point announcements of each series.
    public var points: [SeriesAnnouncements] = []
    /// A braille sparkline per series, when asked for.
    public var sparklines: [SeriesSparkline] = []
    /// The data's own name of each series the description speaks by another ("sex 1" of the series "1", "Steps" of
    /// an only unnamed series), by the spoken name: what JSON writes as a series' name, the spoken one beside it.
    package var dataNames: [String: String] = [:]

    /// Every sentence of the description, in speaking order.
    public var sentences: [Sentence] { overview + summary + details }
}

/// A series' braille sparkline: one cell per group, its height in four steps.
public struct SeriesSparkline: Sendable, Hashable {
    /// The series' name.
    public var series: String
    /// The braille cells, one per group.
    public var cells: String
}
