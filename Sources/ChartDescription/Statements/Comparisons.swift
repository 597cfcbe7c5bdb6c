import ChartModel

/// A series and a number about it.
public struct SeriesValue: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The number.
    public var value: Double
}

/// The series highest and lowest on average.
public struct Averages: Sendable, Hashable {
    /// The series with the highest mean, and its mean.
    public var highest: SeriesValue
    /// The series with the lowest mean, and its mean.
    public var lowest: SeriesValue
}

/// Three series or more over the same nominal categories that rank the same way in every one: each above the next in
/// every category ("1960, 1955, 1950, 1945 and 1940" of five years' spending).
public struct CategoryOrder: Sendable, Hashable {
    /// The series, highest first.
    public var series: [SeriesName]
    /// How many categories they share.
    public var categories: Int
}

/// Two series over the same nominal categories: at how many one is above the other, and where not.
public struct CategoryComparison: Sendable, Hashable {
    /// The series compared.
    public var first: SeriesName
    /// The series it is compared with.
    public var second: SeriesName
    /// Categories where `first` is above, equal, and below.
    public var above: Int
    /// Categories where the two are equal.
    public var equal: Int
    /// Categories where `first` is below.
    public var below: Int
    /// The categories that go against the majority, at most three (`above` or `below`, the fewer, says how many).
    public var exceptions: [String]
    /// Whether some category has more than one bar in a series, so each series is compared by its average there.
    public var isByAverage = false
    /// The categories where the two are equal, when three or fewer: named, never only counted ("equal for dose 2
    /// mg/day", not "equal in 1", which a listener takes for a dose).
    public var equalCategories: [String] = []
    /// Categories where only one of the two has a value: neither above nor below, and counted so that "every
    /// category" is never said of the ones both have.
    public var unshared = 0
}

/// Where two series along x cross.
public struct Crossings: Sendable, Hashable {
    /// One series.
    public var first: SeriesName
    /// The other.
    public var second: SeriesName
    /// How many times they cross.
    public var count: Int
    /// The crossings said, when a handful or fewer (`ChartDescriber.mostCrossingsPlaced`): which goes above, and
    /// where; empty when they cross more often than that, and only "cross often" is said.
    public var said: [Crossing]
    /// When they cross more often than a handful: the last crossing, when the order it makes holds for at least a
    /// fifth of their shared points, to the end (Apple's stock above Microsoft's from October 2004 on), said as
    /// such; `nil` otherwise.
    public var settled: Crossing?
}

/// One crossing of two series.
public struct Crossing: Sendable, Hashable {
    /// Whether the first series moves above the second (else the second above the first).
    public var firstGoesAbove: Bool
    /// Where along x it happens.
    public var place: XPlace
}

/// On how many radar axes one series is above another.
public struct AxesAbove: Sendable, Hashable {
    /// The series above.
    public var first: SeriesName
    /// The series below.
    public var second: SeriesName
    /// On how many axes `first` is above.
    public var above: Int
    /// How many axes there are.
    public var of: Int
}

/// Pearson's correlation of two variables.
public struct Correlation: Sendable, Hashable {
    /// The two variables: axis titles, or series names.
    public var first: String
    /// The other variable.
    public var second: String
    /// The correlation coefficient, −1 to 1.
    public var r: Double
    /// Whether `r` is of the two series' changes from one x to the next, rather than their values.
    public var ofChanges: Bool = false
    /// Whether those changes are relative (percent changes, returns), as on ratio data.
    public var ofPercentChanges: Bool = false
}
