import ChartModel

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

/// A long series told in groups: how many points, and how they are grouped.
public struct GroupedSeries: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many points it has.
    public var count: Int
    /// What its points are called: days, months, bars, points.
    public var noun: Noun
    /// How its points are grouped.
    public var grouping: PointGrouping
    /// How many groups they make.
    public var groupCount: Int
    /// The groups left out of the course as partial (a decade of one year, a week of one reading).
    public var partial: [PartialGroup] = []

    /// A group holding too little of its period to be compared with the others.
    public struct PartialGroup: Sendable, Hashable {
        /// Its period.
        public var place: XPlace
        /// How many values it holds.
        public var valueCount: Int
    }
}

/// How a series along x goes.
public struct Course: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The grouping its story is told in, when it is summarised.
    public var grouping: PointGrouping?
    /// Its shape: one value, steady, moves or swings.
    public var shape: Shape
    /// Whether the values told are the middles of a band.
    public var isBandMiddle: Bool

    /// The shape of a course.
    public enum Shape: Sendable, Hashable {
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
    /// The series.
    public var series: SeriesName
    /// How long one cycle is, in x (seconds on date axes).
    public var length: Double
    /// How many cycles the series holds, to the nearest whole one.
    public var count: Int
}
