import ChartModel

/// What a description says, decided before any word is chosen: one typed statement per
/// sentence, with the values, places and names it needs. A `Phrasebook` words it in one
/// language; the writers lay the words out in text, SSML, Markdown or JSON.
public enum Statement: Sendable, Hashable {
    // The overview.
    /// The chart's title.
    case title(String)
    /// What kind of chart it is and how much it holds.
    case chart(ChartSize)
    /// The names of the series, when there are a few.
    case seriesNames([SeriesName])
    /// An axis: its title and what it spans.
    case axis(AxisSpan)
    /// A reference line.
    case reference(ReferenceLine)

    // What the data says.
    /// A chart, or a series, without values.
    case empty(SeriesName?)
    /// A long series is summarised in groups.
    case grouping(GroupedSeries)
    /// How a series along x goes: its moves, or its swings.
    case course(Course)
    /// A series that repeats a cycle: how long each is, how many there are.
    case cycle(Cycle)
    /// The largest and smallest values, where they are.
    case extremes(Extremes)
    /// Values that stand apart from their neighbours.
    case outliers(UnusualValues)
    /// Points without a value.
    case missing(Missing)
    /// Stretches of the dates without points.
    case gaps(Gaps)
    /// How often a series meets a goal line.
    case goal(Goal)
    /// Bars over categories, largest first.
    case ranking(Ranking)
    /// The total of a series whose values add up, or the average of one whose values do not.
    case aggregate(Aggregate)
    /// Pie slices: the largest, the smallest, the shares.
    case shares(Shares)
    /// A radar series: its strongest and weakest axes, and how even it is.
    case balance(Balance)
    /// A band: where it is widest and narrowest.
    case band(Band)
    /// A scatter series: the form of the relationship between x and y.
    case relationship(Relationship)
    /// A scatter series: groups of points apart from each other.
    case clusters(Clusters)
    /// A scatter series: what its points span.
    case extent(Extent)
    /// A derived series (a moving average, a trend line) against its source.
    case derived(Derived)
    /// A heatmap's hottest and coldest cells.
    case heat(Heat)
    /// Which series is highest and lowest on average.
    case averages(Averages)
    /// Two series over the same categories, compared at each.
    case categoryComparison(CategoryComparison)
    /// Where two series along x cross.
    case crossings(Crossings)
    /// On how many radar axes one series is above another.
    case axesAbove(AxesAbove)
    /// The author's own summary.
    case author(String)

    // The details.
    /// How many points a series has, and how many lack a value.
    case count(PointCount)
    /// A series' statistics.
    case statistics(Statistics)
    /// A series' first and last values and the change between them.
    case change(FirstAndLast)
    /// An axis's extent and statistics.
    case axisStatistics(AxisStatistics)
    /// The correlation of x and y, or of two series.
    case correlation(Correlation)
    /// The layers of a stacked chart: each one's share, and the largest shift in shares.
    case layers(Layers)
    /// A histogram: where its values lie, its peaks, its skew and its empty bins.
    case distribution(Distribution)
    /// Box plots: medians compared, spreads, whiskers and outliers.
    case boxes(Boxes)
    /// Range bars along x: their order, longest and shortest, and overlaps.
    case intervals(Intervals)

    /// What kind of statement this is.
    public var kind: StatementKind {
        switch self {
        case .title: .title
        case .chart: .chart
        case .seriesNames: .seriesNames
        case .axis: .axis
        case .reference: .reference
        case .empty: .empty
        case .grouping: .grouping
        case .course: .course
        case .cycle: .cycle
        case .extremes: .extremes
        case .outliers: .outliers
        case .missing: .missing
        case .gaps: .gaps
        case .goal: .goal
        case .ranking: .ranking
        case .aggregate: .aggregate
        case .shares: .shares
        case .balance: .balance
        case .band: .band
        case .relationship: .relationship
        case .clusters: .clusters
        case .extent: .extent
        case .derived: .derived
        case .heat: .heat
        case .averages: .averages
        case .categoryComparison: .categoryComparison
        case .crossings: .crossings
        case .axesAbove: .axesAbove
        case .author: .author
        case .count: .count
        case .statistics: .statistics
        case .change: .change
        case .axisStatistics: .axisStatistics
        case .correlation: .correlation
        case .layers: .layers
        case .distribution: .distribution
        case .boxes: .boxes
        case .intervals: .intervals
        }
    }

    /// The series the statement is about, or `nil` for the chart as a whole.
    public var series: String? {
        switch self {
        case .empty(let name): name?.name
        case .grouping(let value): value.series.name
        case .course(let value): value.series.name
        case .cycle(let value): value.series.name
        case .extremes(let value): value.series.name
        case .outliers(let value): value.series.name
        case .missing(let value): value.series.name
        case .gaps(let value): value.series.name
        case .goal(let value): value.series.name
        case .ranking(let value): value.series.name
        case .aggregate(let value): value.series.name
        case .shares(let value): value.series.name
        case .balance(let value): value.series.name
        case .band(let value): value.series.name
        case .relationship(let value): value.series.name
        case .clusters(let value): value.series.name
        case .extent(let value): value.series.name
        case .derived(let value): value.series.name
        case .count(let value): value.series.name
        case .statistics(let value): value.series.name
        case .change(let value): value.series.name
        case .distribution(let value): value.series.name
        case .boxes(let value): value.series.name
        case .intervals(let value): value.series.name
        default: nil
        }
    }
}

/// The kinds of statement: the `type` of each sentence in `--format json`.
public enum StatementKind: String, Sendable, Hashable, CaseIterable {
    case title, chart, seriesNames, axis, reference
    case empty, grouping, course, cycle, extremes, outliers, missing, gaps, goal, ranking, aggregate, shares, balance,
        band
    case relationship, clusters, extent, derived, heat, averages, categoryComparison, crossings, axesAbove, author
    case count, statistics, change, axisStatistics, correlation, layers, distribution, boxes, intervals
}

/// The layers of a stacked chart (Swift Charts' `MarkStackingMethod`).
public struct Layers: Sendable, Hashable {
    /// How the layers stack.
    public var stacking: Chart.Stacking
    /// Each layer's share, largest first: of everything stacked, or for a chart stacked to 100
    /// percent the mean of its shares at each x.
    public var shares: [LayerShare]
    /// The sum of every layer at every x, unless stacked to 100 percent.
    public var total: Double?
    /// The layer whose share changed most from the first x to the last, when by at least 5
    /// percentage points.
    public var shift: ShareShift?
}

/// A layer's share of a stack.
public struct LayerShare: Sendable, Hashable {
    public var series: SeriesName
    /// The fraction, 0 to 1.
    public var fraction: Double
}

/// How a layer's share changed from the first x of the stack to the last.
public struct ShareShift: Sendable, Hashable {
    public var series: SeriesName
    public var from: XPlace
    public var fromFraction: Double
    public var to: XPlace
    public var toFraction: Double
}

/// A series as statements name it.
public struct SeriesName: Sendable, Hashable {
    /// Its name; empty for the unnamed only series ("the data").
    public var name: String
    /// Whether the name reads as a plural ("Renewables", "Daily steps"), for verb agreement.
    public var isPlural: Bool

    public init(_ name: String) {
        self.name = name
        isPlural = Self.isPlural(name)
    }

    /// Whether a name reads as a plural noun: its last word ends in "s" but not in "ss", "us",
    /// "is" or "ics", and is not a known singular ("news", "series", "gas").
    static func isPlural(_ name: String) -> Bool {
        guard let last = name.split(whereSeparator: { !$0.isLetter }).last?.lowercased(), last.count > 2,
            last.hasSuffix("s")
        else { return false }
        if [
            "news", "series", "gas", "bus", "bias", "analysis", "basis", "status", "canvas", "lens", "mathematics",
            "physics", "economics",
        ].contains(last) {
            return false
        }
        return !(last.hasSuffix("ss") || last.hasSuffix("us") || last.hasSuffix("is"))
    }
}

/// Where along x something is, as the statement means it; the phrasebook words it with its
/// own preposition ("on March 8", "in Q1 2026", "for Europe", "at 172 cm").
public enum XPlace: Sendable, Hashable {
    /// A category.
    case category(String)
    /// A point's x value on a numeric or date axis (a date in seconds since 1970).
    case value(Double)
    /// A group of a summarised series.
    case period(Period)
}

/// A group of a summarised series, as its place is spoken.
public enum Period: Sendable, Hashable {
    /// An hour, a day: the time it starts.
    case hour(Double)
    case day(Double)
    /// The week starting on this day.
    case week(Double)
    /// A month: its year and number (1 to 12).
    case month(year: Int, month: Int)
    /// A quarter: its year and number (1 to 4).
    case quarter(year: Int, quarter: Int)
    /// A year, a decade (its first year).
    case year(Int)
    case decade(Int)
    /// An interval of a numeric axis.
    case interval(Double, Double)
    /// A run of consecutive points, from one x to another.
    case run(DataValue, DataValue)
}

/// A value named in a summary, where it is, and the author's label for it when there is one.
public struct Anchor: Sendable, Hashable {
    public var value: Double
    public var place: XPlace
    /// The author's label of the point, spoken wherever the summary names it.
    public var label: String?

    public init(value: Double, place: XPlace, label: String? = nil) {
        self.value = value
        self.place = place
        self.label = label.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// How much something changed, in the terms that suit the measure.
public enum Change: Sendable, Hashable {
    /// A relative change on ratio data, as a fraction (0.5 is 50 percent; −0.7 a 70 percent fall).
    case percent(Double)
    /// A rise to this many times the start (3 is "3-fold"), for rises of 200 percent or more.
    case fold(Double)
    /// A change of percent values, in percentage points (the values' own units: 0.4 is 40 points).
    case points(Double)
    /// A change in the axis's units.
    case amount(Double)
    /// A change too large to state (beyond Double's range): said by its ends.
    case unstated
}

/// Which way something goes.
public enum Direction: String, Sendable, Hashable {
    case rising, falling
}

/// A rise or a fall between two turning points.
public struct Move: Sendable, Hashable {
    public var direction: Direction
    public var from: Anchor
    public var to: Anchor
    public var change: Change
    /// Where most of the change happens at once (a shift of level within a long move); `nil`
    /// when the move is gradual.
    public var mostly: Leap? = nil
    /// Whether a long move gathers or loses pace (its quarters each changing more than the one
    /// before, the last three times the first, or the reverse); `nil` when neither, or when
    /// `mostly` says where.
    public var pace: Pace? = nil
}

/// How a move's speed changes from its first half to its second.
public enum Pace: String, Sendable, Hashable {
    case gathering, losing
}

/// A change between two neighbouring values (or two apart): where it starts and ends.
public struct Leap: Sendable, Hashable {
    public var from: Anchor
    public var to: Anchor
}

/// What kind of chart, and how much of what it holds.
public struct ChartSize: Sendable, Hashable {
    public var kind: ChartKind
    public var stacking: Chart.Stacking?
    /// How many marks of each kind, in the order they are said: "13 bars and 13 points".
    public var marks: [MarkCount]
    public var seriesCount: Int
    /// For radar charts, how many axes.
    public var axisCount: Int?
    public var isEmpty: Bool { marks.allSatisfy { $0.count == 0 } }
}

/// A number of marks of one kind.
public struct MarkCount: Sendable, Hashable {
    /// What the marks are: points, bars, slices, ranges, values or cells.
    public var noun: Noun
    public var count: Int
    /// Whether these marks are drawn as lines over the chart's own marks.
    public var isLine: Bool
    /// How many series they are in.
    public var seriesCount: Int
}

/// An axis and what it spans.
public struct AxisSpan: Sendable, Hashable {
    /// Which axis: x, y, or an additional axis by its index.
    public enum Role: Sendable, Hashable {
        case x, y
        case additional(Int)
    }
    public var role: Role
    public var title: String
    public var span: Span
    public var scale: Axis.Scale
    public enum Span: Sendable, Hashable {
        /// Categories: their count, and the names said (all when few, else the first and last).
        case categories(count: Int, named: [String], isAll: Bool)
        /// A range of values.
        case range(Double, Double)
        /// A single value (the range's ends meet).
        case single(Double)
        /// Nothing to say.
        case none
    }
}

/// A reference line on an axis.
public struct ReferenceLine: Sendable, Hashable {
    public var role: AxisSpan.Role
    public var label: String?
    public var value: Double
}

/// How a series' points are grouped when it is told in groups: not at all, by calendar
/// period on a date axis, by equal intervals on a numeric one, or in equal runs of categories.
public enum PointGrouping: Sendable, Hashable {
    /// Not grouped: each point with a value is its own group.
    case none
    case hour, day, week, month, quarter, year, decade
    /// Equal intervals of this width on a numeric axis.
    case interval(Double)
    /// Runs of this many consecutive points.
    case run(Int)
}

public struct GroupedSeries: Sendable, Hashable {
    public var series: SeriesName
    public var count: Int
    public var noun: StepNoun
    public var grouping: PointGrouping
    public var groupCount: Int
}

/// What one step along x is called: days, weeks, bars, points.
public enum StepNoun: String, Sendable, Hashable {
    case minute, hour, day, week, month, quarter, year, bar, bin, box, point
}

/// How a series along x goes.
public struct Course: Sendable, Hashable {
    public var series: SeriesName
    /// The grouping its story is told in, when it is summarised.
    public var grouping: PointGrouping?
    public var shape: Form
    /// Whether the values told are the middles of a band.
    public var isBandMiddle: Bool

    public enum Form: Sendable, Hashable {
        /// One value.
        case single(Anchor)
        /// The same value throughout.
        case constant(Double)
        /// No course beyond noise (see `ChartDescriber.steadiness`): the level it holds near, and
        /// its lowest and highest values but the unusual ones (or of its groups' averages, when
        /// only those are noise).
        case steady(level: Double, low: Double, high: Double)
        /// Its moves between turning points, each of at least a quarter of its range (or 30
        /// percent of ratio data), then where it ends when that is after the last turn.
        case moves([Move], end: Anchor?)
        /// So many moves that they are told as swings: how many rises and falls, between which
        /// values, the largest of each, and the overall direction from first to last when the
        /// fitted trend is clear of the noise.
        case swings(
            rises: Int, falls: Int, low: Double, high: Double, largestRise: Move?, largestFall: Move?, overall: Move?)
    }
}

/// A series that goes round the same cycle again and again (seasons, weeks, tides).
public struct Cycle: Sendable, Hashable {
    public var series: SeriesName
    /// How long one cycle is, in x (seconds on date axes).
    public var length: Double
    /// How many cycles the series holds, to the nearest whole one.
    public var count: Int
}

public struct Extremes: Sendable, Hashable {
    public var series: SeriesName
    /// The highest value's places (the first three), and how many points share it.
    public var highest: [Anchor]
    public var highestCount: Int
    public var lowest: [Anchor]
    public var lowestCount: Int
}

public struct UnusualValues: Sendable, Hashable {
    public var series: SeriesName
    /// The most unusual first, at most three.
    public var values: [Anchor]
    public var count: Int
    /// For scatter charts: points far from the rest, said with both coordinates.
    public var isScatter: Bool
}

public struct Missing: Sendable, Hashable {
    public var series: SeriesName
    public var count: Int
    public var total: Int
    public var noun: StepNoun
    /// Where, the first three.
    public var places: [XPlace]
}

public struct Gaps: Sendable, Hashable {
    public var series: SeriesName
    public var count: Int
    /// The gaps said: all when one or two, else the longest.
    public var between: [Stretch]
}

/// A stretch along x, from one place to another.
public struct Stretch: Sendable, Hashable {
    public var from: XPlace
    public var to: XPlace
}

public struct Goal: Sendable, Hashable {
    public var series: SeriesName
    public var label: String?
    public var value: Double
    public var met: Int
    public var total: Int
    public var noun: StepNoun
}

public struct Ranking: Sendable, Hashable {
    public var series: SeriesName
    /// Highest first: every value when few, else the top three.
    public var top: [Anchor]
    /// Lowest first, when the ranking is not said whole.
    public var bottom: [Anchor]
    public var isWhole: Bool
    /// Whether the sentence names the series (not when it follows the series' own course).
    public var isNamed: Bool
}

public struct Aggregate: Sendable, Hashable {
    public var series: SeriesName
    public var value: Double
    /// `sum` for a total, `mean` for an average.
    public var aggregation: Axis.Aggregation
}

public struct Shares: Sendable, Hashable {
    public var series: SeriesName
    public var largest: Share
    public var smallest: Share?
    /// Every share when ten or fewer, else the five largest.
    public var listed: [Share]
    /// How many shares are not listed, and their fraction together.
    public var othersCount: Int
    public var othersFraction: Double
    public var total: Double
}

public struct Share: Sendable, Hashable {
    public var anchor: Anchor
    /// The fraction of the whole, 0 to 1.
    public var fraction: Double
}

public struct Balance: Sendable, Hashable {
    public var series: SeriesName
    public var strongest: Anchor
    public var weakest: Anchor
    /// The coefficient of variation.
    public var variation: Double
}

public struct Band: Sendable, Hashable {
    public var series: SeriesName
    public var top: Anchor
    public var bottom: Anchor
    public var widest: Width
    public var narrowest: Width?

    /// A band's extent at one place.
    public struct Width: Sendable, Hashable {
        public var place: XPlace
        public var low: Double
        public var high: Double
    }
}

/// The form of a relationship between x and y in a scatter series.
public struct Relationship: Sendable, Hashable {
    public var series: SeriesName
    public var xTitle: String
    public var yTitle: String
    public var form: Form
    /// Pearson's r of all the points.
    public var r: Double?

    public enum Form: Sendable, Hashable {
        /// Close to a line: its direction and strength.
        case linear(Direction, Strength)
        /// Curved: rising then falling to a peak, or falling then rising from a trough, at x.
        case curved(peak: Bool, at: Double)
        /// Most points share one x: the relationship rests on the few that do not.
        case stacked(at: Double, count: Int, apart: [Anchor2D])
        /// A line but for a few points far from it.
        case lineExceptFew(Direction, apart: [Anchor2D])
        /// No clear relationship.
        case none
    }

    public enum Strength: String, Sendable, Hashable { case weak, moderate, strong }
}

/// A point of a scatter series, by both coordinates.
public struct Anchor2D: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var label: String?
}

public struct Clusters: Sendable, Hashable {
    public var series: SeriesName
    public var groups: [Cluster]
}

/// A group of scatter points: what it spans and how many it holds.
public struct Cluster: Sendable, Hashable {
    public var x: ClosedRange<Double>
    public var y: ClosedRange<Double>
    public var count: Int
}

public struct Extent: Sendable, Hashable {
    public var series: SeriesName
    public var xTitle: String
    public var yTitle: String
    public var x: ClosedRange<Double>
    public var y: ClosedRange<Double>
}

public struct Derived: Sendable, Hashable {
    public var series: SeriesName
    public var source: SeriesName
    /// What was computed, as the author wrote it.
    public var derivation: String?
    public var from: Anchor
    public var to: Anchor
    /// How much less it moves than its source: its spread over the source's, 0 to 1.
    public var smoothing: Double
}

public struct Heat: Sendable, Hashable {
    public var hottest: Cell
    public var coldest: Cell
    /// The row highest on average, when there are several.
    public var topRow: SeriesValue?

    /// A cell: its row (a series) and its value and column.
    public struct Cell: Sendable, Hashable {
        public var row: SeriesName
        public var anchor: Anchor
    }
}

/// A series and a number about it.
public struct SeriesValue: Sendable, Hashable {
    public var series: SeriesName
    public var value: Double
}

public struct Averages: Sendable, Hashable {
    public var highest: SeriesValue
    public var lowest: SeriesValue
}

/// Two series over the same nominal categories: at how many one is above the other, and where not.
public struct CategoryComparison: Sendable, Hashable {
    public var first: SeriesName
    public var second: SeriesName
    /// Categories where `first` is above, equal, and below.
    public var above: Int
    public var equal: Int
    public var below: Int
    /// The categories that go against the majority, at most three.
    public var exceptions: [String]
}

public struct Crossings: Sendable, Hashable {
    public var first: SeriesName
    public var second: SeriesName
    public var count: Int
    /// The crossings said, when two or fewer: which goes above, and where.
    public var said: [Crossing]
}

public struct Crossing: Sendable, Hashable {
    /// Whether the first series moves above the second (else the second above the first).
    public var firstGoesAbove: Bool
    public var place: XPlace
}

public struct AxesAbove: Sendable, Hashable {
    public var first: SeriesName
    public var second: SeriesName
    public var above: Int
    public var of: Int
}

public struct PointCount: Sendable, Hashable {
    public var series: SeriesName
    public var count: Int
    public var missing: Int
    /// What the points are: bins in a histogram, else points.
    public var noun: StepNoun = .point
}

public struct Statistics: Sendable, Hashable {
    public var series: SeriesName
    /// How many values the figures are of.
    public var count: Int
    public var minimum: Double
    public var maximum: Double
    /// `nil` for a single value, or for values all the same.
    public var mean: Double?
    public var median: Double?
    public var standardDeviation: Double?
    /// Only where values add up.
    public var total: Double?
    /// The numbers are a band's middles, tops or bottoms.
    public var part: Part
    public enum Part: String, Sendable, Hashable { case values, middles, tops, bottoms }
}

public struct FirstAndLast: Sendable, Hashable {
    public var series: SeriesName
    public var first: Double
    public var last: Double
    public var change: Change
}

public struct AxisStatistics: Sendable, Hashable {
    public var title: String
    public var role: AxisSpan.Role
    /// The categories' count, on a categorical axis.
    public var categories: Int?
    public var range: ClosedRange<Double>?
    public var mean: Double?
    public var median: Double?
    public var standardDeviation: Double?
    /// Whether the mean, median and standard deviation are estimated from a histogram's bins
    /// (each bin's count at its middle) rather than computed from the values themselves.
    public var isFromBins: Bool = false
}

/// Range bars along x (a timeline, a Gantt chart): how many, what they span, their order by
/// start (by label, when every bar has one and they are few), the longest and shortest, and
/// how many pairs overlap, with the largest overlap.
public struct Intervals: Sendable, Hashable {
    public var series: SeriesName
    public var count: Int
    /// From the first start to the last end.
    public var span: XPlace
    /// The bars' labels in order of start, when every bar has one and there are eight or fewer.
    public var order: [String]
    public var longest: Bar
    /// The shortest, when it is another bar and shorter.
    public var shortest: Bar?
    /// How many pairs of bars overlap along x.
    public var overlapCount: Int
    /// The pair that overlaps most, and by how much.
    public var largestOverlap: Overlap?

    public struct Bar: Sendable, Hashable {
        public var place: XPlace
        public var label: String?
        public var length: Double
    }

    public struct Overlap: Sendable, Hashable {
        public var first: Bar
        public var second: Bar
        public var length: Double
    }
}

/// A series of box plots: their medians compared, where the middle half of the values (the
/// interquartile range) is widest and narrowest, how far the whiskers reach, and the outliers.
public struct Boxes: Sendable, Hashable {
    public var series: SeriesName
    /// The medians from the highest: every one when eight or fewer, else the three highest;
    /// none along ordered x, where the medians' course (a `Course` statement) tells them.
    public var medians: [Anchor]
    /// The three lowest medians, from the lowest, when not every median is listed.
    public var lowestMedians: [Anchor]
    /// The widest middle half (the interquartile range), and the narrowest when another box's.
    public var widest: Band.Width
    public var narrowest: Band.Width?
    /// The lowest and highest whisker ends, where they are.
    public var lowest: Anchor
    public var highest: Anchor
    /// How many outliers all the boxes have, and the one farthest from its box's median.
    public var outlierCount: Int
    public var farthest: Anchor?
}

/// A histogram's distribution (never a trend): how many values it counts, the narrowest run of
/// bins holding most of them, its peaks (modes), its skew, and the empty bins among the others.
public struct Distribution: Sendable, Hashable {
    public var series: SeriesName
    /// How many values the bins count in all.
    public var total: Double
    /// The narrowest run of neighbouring bins holding at least three quarters of the values,
    /// and the fraction it holds; `nil` when it spans nearly every bin.
    public var bulk: Bulk?
    /// The tallest bin of each peak, in x order; empty when the values spread evenly.
    public var peaks: [Anchor]
    /// The shape around a single peak, or how the values spread.
    public var shape: Shape
    /// Runs of empty bins between bins with values.
    public var empty: [XPlace]

    public struct Bulk: Sendable, Hashable {
        public var place: XPlace
        public var fraction: Double
    }

    public enum Shape: String, Sendable, Hashable {
        /// One peak, with tails of about equal length (moment skewness within ±0.3).
        case symmetric
        /// One peak, with a longer tail toward higher values (skewness 0.5 or more).
        case skewedRight
        /// One peak, with a longer tail toward lower values (skewness −0.5 or less).
        case skewedLeft
        /// About the same count in every bin (coefficient of variation under 0.15).
        case even
        /// Several peaks, or a skew too slight to call.
        case unstated
    }
}

public struct Correlation: Sendable, Hashable {
    /// The two variables: axis titles, or series names.
    public var first: String
    public var second: String
    public var r: Double
}
