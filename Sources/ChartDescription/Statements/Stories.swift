import ChartModel

/// What a careful describer tells beyond a series' moves, each only where it is true.
public enum Story: Sendable, Hashable {
    /// Growth (or decay) at a steady rate: how long the values take to double (or halve).
    case doubling(Doubling)
    /// Growth that clearly slows: its rate over the first third of the span and over the last.
    case growthSlows(GrowthSlows)
    /// A move in the final stretch that stands out from the series' moves over any stretch as long.
    case finalStretch(FinalStretch)
    /// One move the same way in the final stretch of several series, to the same last x: told once.
    case sharedFinalStretch(SharedFinalStretch)
    /// A few of many categories holding most of the total: a long tail.
    case concentration(Concentration)
    /// The slope of a near-linear scatter relationship, in y's units per x's.
    case slope(Slope)
    /// A lasting shift of level in a series with a cycle whose course is no steps: road deaths after a seat-belt law.
    case levelShift(LevelShift)
    /// The gap between two series along x widening or closing.
    case gap(Gap)
    /// The labelled points at the top and bottom of a scatter, by name.
    case namedExtremes(NamedExtremes)
    /// A relationship that every scatter series shows one way and all their points together the other (Simpson's
    /// paradox), or not at all.
    case reversal(Reversal)
    /// Every row of a heatmap rising (or falling) along its ordered x categories.
    case gradient(Gradient)
    /// Series of separate measures on very different scales, which are therefore not compared.
    case scales(Scales)
    /// Series whose names say they measure different things, which are therefore not compared.
    case measures(SeparateMeasures)

    /// The series the story is about, the first of two, or `nil` for the chart's series together.
    public var series: SeriesName? {
        switch self {
        case .doubling(let value): value.series
        case .growthSlows(let value): value.series
        case .finalStretch(let value): value.series
        case .sharedFinalStretch(let value): value.stretches.first?.series
        case .concentration(let value): value.series
        case .slope(let value): value.series
        case .levelShift(let value): value.series
        case .gap(let value): value.first
        case .namedExtremes(let value): value.series
        case .reversal(let value): value.series
        case .gradient(let value): value.series
        case .scales, .measures: nil
        }
    }
}

/// Growth at a steady rate: the values double (or halve) about every `period`.
public struct Doubling: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How long the values take to double or halve, in x's units (seconds on a date axis).
    public var period: Double
    /// Whether the values halve rather than double.
    public var isHalving: Bool
}

/// Growth that clearly slows: its rate per calendar period over the first third of the span, and over the last.
public struct GrowthSlows: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The growth per `period` over the first third: a percentage on ratio data (`Change.percent`), percentage
    /// points on percentages, else an amount in y's units.
    public var from: Change
    /// The growth per `period` over the last third, in the same measure.
    public var to: Change
    /// The calendar period the rates are per.
    public var period: RatePeriod
    /// The amounts added per `period` over the first and the last third, in y's units, or `nil`.
    ///
    /// Given when the line steepens on a plain axis while the percent rate slows (a census): both are said.
    public var added: AddedAmounts?

    /// The amounts a climb adds per period over its first and its last third.
    public struct AddedAmounts: Sendable, Hashable {
        /// Added per period over the first third.
        public var from: Change
        /// Added per period over the last third.
        public var to: Change
    }
}

/// A calendar period a rate is said per: "a decade", "a year".
public enum RatePeriod: String, Sendable, Hashable, CaseIterable {
    /// An hour.
    case hour
    /// A day.
    case day
    /// A week.
    case week
    /// A month (a twelfth of a year).
    case month
    /// A year of 365.25 days.
    case year
    /// Ten years.
    case decade

    /// Its length in seconds.
    public var seconds: Double {
        switch self {
        case .hour: 3600
        case .day: 86_400
        case .week: 7 * 86_400
        case .month: 365.25 * 86_400 / 12
        case .year: 365.25 * 86_400
        case .decade: 3_652.5 * 86_400
        }
    }
}

/// A move in a series' final stretch.
public struct FinalStretch: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The move, from the start of the final stretch to the end.
    public var move: Move
}

/// A move the same way in the final stretch of several series.
public struct SharedFinalStretch: Sendable, Hashable {
    /// Each series' move, in the order of the chart's series.
    public var stretches: [FinalStretch]
    /// How many series the chart compares along x: the stretches are of all of them, or of some.
    public var seriesCount: Int
    /// The typical change (the median), when the moves are alike (within a factor of 1.5) and said alike.
    public var typical: Change?
}

/// The fewest of a series' categories that hold most of its total.
public struct Concentration: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many of the largest categories.
    public var count: Int
    /// How many categories with values there are.
    public var total: Int
    /// The fraction of the total they hold, 0 to 1.
    public var fraction: Double
}

/// The slope of a near-linear relationship between x and y.
public struct Slope: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The y axis's title.
    public var yTitle: String
    /// The x axis's title.
    public var xTitle: String
    /// How much y changes for each unit of x, in y's units.
    public var slope: Double
}

/// A lasting shift of level within a series' course: the level before it, and the shift.
public struct LevelShift: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The level it holds near before the shift.
    public var before: Double
    /// The shift: the last value before it, the first at the new level, and that level.
    public var shift: Shift
}

/// The gap between two series along x, from its start to its end.
public struct Gap: Sendable, Hashable {
    /// The series above.
    public var first: SeriesName
    /// The series below.
    public var second: SeriesName
    /// The gap at the start (the mean of the first tenth of shared points), and where.
    public var from: Anchor
    /// The gap at the end (the mean of the last tenth), and where.
    public var to: Anchor
}

/// Series of separate measures (columns side by side, a car's horsepower beside its weight) whose typical sizes lie
/// far apart: above one another only by their units, so none is compared with another.
public struct Scales: Sendable, Hashable {
    /// The series of the smallest typical size, and that size (its median, or its mean where the median is 0).
    public var smallest: SeriesValue
    /// The series of the largest typical size, and that size.
    public var largest: SeriesValue
}

/// Series of separate measures whose names say they measure different things (precipitation beside temperature and
/// wind), however near their sizes: none is compared with another.
public struct SeparateMeasures: Sendable, Hashable {
    /// The first series of each measure, in the chart's order.
    public var series: [SeriesName]
}

/// A scatter's highest and lowest points in y, named by their labels.
public struct NamedExtremes: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The y axis's title.
    public var yTitle: String
    /// The labelled point with the highest y.
    public var highest: Anchor2D
    /// The labelled point with the lowest y.
    public var lowest: Anchor2D
    /// Other labelled points as high as `highest`, up to two, in the data's order: a tie is never told as one point.
    public var highestTies: [Anchor2D] = []
    /// Other labelled points as low as `lowest`, up to two (mtcars' Lincoln Continental beside the Cadillac Fleetwood).
    public var lowestTies: [Anchor2D] = []
}

/// A relationship every scatter series shows one way, and all their points pooled together the other.
public struct Reversal: Sendable, Hashable {
    /// The first series.
    public var series: SeriesName
    /// How many series there are.
    public var count: Int
    /// Whether y rises with x within each series (and so falls with it over them all, or shows nothing).
    public var isRisingWithin: Bool
    /// Whether all the points together show no clear line at all, rather than one the other way: the groups' lines
    /// hidden when pooled (iris' sepals, whose width rises with length in each species).
    public var isHiddenWhenPooled = false
    /// The y axis's title.
    public var yTitle: String
    /// The x axis's title.
    public var xTitle: String
}

/// A gradient along a heatmap's ordered x categories that every row shows the same way.
public struct Gradient: Sendable, Hashable {
    /// The first row.
    public var series: SeriesName
    /// How many rows there are.
    public var count: Int
    /// Whether the values rise along x (else they fall).
    public var isRising: Bool
    /// The y axis's title (what the cells hold).
    public var yTitle: String
    /// The x axis's title.
    public var xTitle: String
    /// The typical row's change from its first cell to its last: the median of the rows' changes.
    public var change: Change
}
