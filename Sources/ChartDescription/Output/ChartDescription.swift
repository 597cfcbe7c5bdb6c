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

/// A number behind a sentence, for apps that build their own interface.
public struct Fact: Sendable, Hashable {
    /// What the number is, such as "maximum" or "trendPercent".
    public var name: String
    /// The number, in axis units (dates in seconds since 1970).
    public var value: Double
    /// How the sentence speaks it.
    public var spoken: String

    /// Creates a fact.
    public init(_ name: String, _ value: Double, spoken: String) {
        self.name = name
        self.value = value
        self.spoken = spoken
    }
}

/// One spoken sentence and the numbers behind it.
public struct Sentence: Sendable, Hashable {
    /// What the sentence is about: "title", "kind", "axis", "reference", "trend", "extrema",
    /// "outliers", "missing", "gaps", "reference-met", "comparison", "crossings", "shares",
    /// "ranking", "correlation", "band", "balance", "statistics", "author"...
    public var topic: String
    /// The series it is about, or `nil` for the whole chart.
    public var series: String?
    /// The words.
    public var text: String
    /// The numbers behind the words.
    public var facts: [Fact]

    /// Creates a sentence.
    public init(_ topic: String, series: String? = nil, _ text: String, facts: [Fact] = []) {
        self.topic = topic
        self.series = series
        self.text = text
        self.facts = facts
    }
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

    init(series: Series, wording: ChartWording, columns: [String], row: @escaping @Sendable (DataPoint) -> [String]) {
        self.series = series.name
        self.columns = columns
        lines = Lines(series: series, wording: wording)
        rows = Rows(series: series, row: row)
    }

    /// The announcement of each point, made when read.
    public struct Lines: RandomAccessCollection, Sendable, Hashable {
        let series: Series
        let wording: ChartWording

        public var startIndex: Int { 0 }
        public var endIndex: Int { series.count }
        public subscript(index: Int) -> String { wording.announcement(of: series[index]) }

        public static func == (left: Lines, right: Lines) -> Bool { left.elementsEqual(right) }
        public func hash(into hasher: inout Hasher) { hasher.combine(count) }
    }

    /// The spoken cells of each point, made when read.
    public struct Rows: RandomAccessCollection, Sendable, Hashable {
        let series: Series
        let row: @Sendable (DataPoint) -> [String]

        public var startIndex: Int { 0 }
        public var endIndex: Int { series.count }
        public subscript(index: Int) -> [String] { row(series[index]) }

        public static func == (left: Rows, right: Rows) -> Bool { left.elementsEqual(right) }
        public func hash(into hasher: inout Hasher) { hasher.combine(count) }
    }
}

/// What a screen reader says about a chart, level by level.
public struct ChartDescription: Sendable, Hashable {
    /// The chart's title.
    public var title: String?
    /// The level described.
    public var level: DescriptionLevel
    /// The overview sentences (empty at the points level).
    public var overview: [Sentence] = []
    /// The data summary, ending with the author's summary.
    public var summary: [Sentence] = []
    /// The statistics of each series and axis.
    public var details: [Sentence] = []
    /// The point announcements of each series.
    public var points: [SeriesAnnouncements] = []
    /// A braille sparkline per series (series name, cells), when asked for.
    public var sparklines: [(series: String, cells: String)] = []

    public static func == (left: ChartDescription, right: ChartDescription) -> Bool {
        left.title == right.title && left.level == right.level && left.overview == right.overview
            && left.summary == right.summary && left.details == right.details && left.points == right.points
            && left.sparklines.map(\.series) == right.sparklines.map(\.series)
            && left.sparklines.map(\.cells) == right.sparklines.map(\.cells)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(overview)
        hasher.combine(summary)
    }

    /// Every sentence of the description, in speaking order.
    public var sentences: [Sentence] { overview + summary + details }
}
