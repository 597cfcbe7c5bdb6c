import ChartModel

/// How many points a series has, and how many lack a value.
public struct PointCount: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many points it has.
    public var count: Int
    /// How many lack a value.
    public var missing: Int
    /// What the points are: bins in a histogram, else points.
    public var noun: Noun = .point
}

/// A series' statistics: its range, mean, median, spread and total.
public struct Statistics: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many values the figures are of.
    public var count: Int
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// `nil` for a single value, or for values all the same; for a layer of a stack to 100 percent, its overall
    /// share (see `isOverallShare`).
    public var mean: Double?
    /// The median, when there are several different values.
    public var median: Double?
    /// The standard deviation, when there are several different values.
    public var standardDeviation: Double?
    /// Only where values add up.
    public var total: Double?
    /// The numbers are a band's middles, tops or bottoms.
    public var part: Part
    /// Whether `mean` is a layer's overall share of a stack to 100 percent, weighted by the totals (what the layer
    /// adds over all it adds up to), rather than a mean of its shares at each x.
    public var isOverallShare = false
    /// Which numbers of a series the statistics are of.
    public enum Part: String, Sendable, Hashable {
        /// The values themselves.
        case values
        /// The middles of a band.
        case middles
        /// The tops of a band.
        case tops
        /// The bottoms of a band.
        case bottoms
    }
}

/// A series' first and last values and the change between them.
public struct FirstAndLast: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The first value.
    public var first: Double
    /// The last value.
    public var last: Double
    /// The change from the first to the last.
    public var change: Change
}

/// An axis's extent and statistics.
public struct AxisStatistics: Sendable, Hashable {
    /// The axis's title.
    public var title: String
    /// Which axis.
    public var role: AxisSpan.Role
    /// The categories' count, on a categorical axis.
    public var categories: Int?
    /// The values it spans, on a numeric or date axis.
    public var range: ClosedRange<Double>?
    /// The mean of its values.
    public var mean: Double?
    /// The median of its values.
    public var median: Double?
    /// The standard deviation of its values.
    public var standardDeviation: Double?
    /// Whether the mean, median and standard deviation are estimated from a histogram's bins
    /// (each bin's count at its middle) rather than computed from the values themselves.
    public var isFromBins: Bool = false
}
