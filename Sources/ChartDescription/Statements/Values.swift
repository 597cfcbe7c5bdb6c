import ChartModel

/// A series' highest and lowest values and where they are.
public struct Extremes: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The highest value's places (the first three), and how many points share it.
    public var highest: [Anchor]
    /// How many points share the highest value.
    public var highestCount: Int
    /// The lowest value's places (the first three).
    public var lowest: [Anchor]
    /// How many points share the lowest value.
    public var lowestCount: Int
}

/// Values that stand apart from their neighbours (outliers).
public struct UnusualValues: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The most unusual first, at most three.
    public var values: [Anchor]
    /// How many there are in all.
    public var count: Int
    /// For scatter charts: points far from the rest, said with both coordinates.
    public var isScatter: Bool
}

/// Points of a series without a value.
public struct Missing: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many points lack a value.
    public var count: Int
    /// How many points the series has.
    public var total: Int
    /// What its points are called.
    public var noun: Noun
    /// Where, the first three.
    public var places: [XPlace]
    /// The longest run of consecutive points without a value, from its first to its last, when it is longer than one
    /// point (18 weeks of a weekly series, from January 25 to May 23, 1964); nil otherwise.
    public var longest: Stretch? = nil
    /// How many points the longest run holds (0 when there is none to say).
    public var longestCount: Int = 0
}

/// Stretches of a date axis where a series has no points.
public struct Gaps: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many gaps there are.
    public var count: Int
    /// The gaps said: all when one or two, else the longest.
    public var between: [Stretch]
    /// The chart's dates the series misses before its first, the first and last of them (in long form, a region
    /// whose readings start later than the others'); nil when it starts with the chart.
    public var before: Stretch? = nil
    /// The chart's dates the series misses after its last, the first and last of them; nil when it runs to the
    /// chart's end.
    public var after: Stretch? = nil
}

/// How often a series reaches a y reference line (a goal).
public struct Goal: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The reference line's label.
    public var label: String?
    /// The reference line's value.
    public var value: Double
    /// How many values are at or above it.
    public var met: Int
    /// How many values there are.
    public var total: Int
    /// What the values' points are called.
    public var noun: Noun
}

/// Bars over categories in order of value.
public struct Ranking: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// Highest first: every value when few, else the top three.
    public var top: [Anchor]
    /// Lowest first, when the ranking is not said whole.
    public var bottom: [Anchor]
    /// Whether every bar is said.
    public var isWhole: Bool
    /// Whether the sentence names the series (not when it follows the series' own course).
    public var isNamed: Bool
    /// How many more values are tied with the last of `top`, and of `bottom`, than are named.
    public var topMore = 0, bottomMore = 0
}

/// A series' total, or its average when its values do not add up.
public struct Aggregate: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The total or the average.
    public var value: Double
    /// `sum` for a total, `mean` for an average.
    public var aggregation: Axis.Aggregation
    /// Whether the values are themselves averages (a Vega-Lite mean, an axis titled "Mean of …"), so an average of
    /// them is said as the average of the bars, never as the mean of the data beneath.
    public var isOfAverages = false
    /// How many values the total or average is of.
    public var count = 0
}
