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
    /// The groups in the course whose averages rest on half as many values as most (1948's two quarters beside whole
    /// years).
    public var halfFilled: [PartialGroup] = []
    /// How many unusual values the averages leave out (a lone spike is no month's level).
    public var unusualLeftOut = 0
    /// The levels of part cycles (a year from July), told as their values less the cycle: seasonally adjusted rather
    /// than plain averages.
    public var seasonallyAdjusted: [PartialGroup] = []

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
    /// How many unusual values a steady course's lowest and highest leave out, said with them.
    public var steadyLeavesOut = 0

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
        /// values, the largest moves in time order (never only one each way: two crashes are
        /// both said), and the overall direction from first to last when the fitted trend is
        /// clear of the noise.
        case swings(rises: Int, falls: Int, low: Double, high: Double, largest: [Move], overall: Move?)
        /// Shifts of level (see `LevelShifts`): the level it holds near before the first, then
        /// each new level and where it starts, staying at the last.
        case shifts(level: Double, [Shift])
    }
}

extension Course.Shape {
    /// The largest of its values from zero, anchors, levels and ends alike (0 when it has none).
    var largestMagnitude: Double {
        let anchors = { (move: Move) -> [Anchor] in
            [move.from, move.to] + (move.mostly.map { [$0.from, $0.to] } ?? [])
        }
        let values: [Double]
        switch self {
        case .single(let anchor): values = [anchor.value]
        case .constant(let value): values = [value]
        case .steady(let level, let low, let high): values = [level, low, high]
        case .moves(let moves, let end): values = (moves.flatMap(anchors) + (end.map { [$0] } ?? [])).map(\.value)
        case .swings(_, _, let low, let high, let largest, let overall):
            values = [low, high] + (largest + (overall.map { [$0] } ?? [])).flatMap(anchors).map(\.value)
        case .shifts(let level, let shifts):
            values = [level] + shifts.flatMap { [$0.last.value, $0.first.value, $0.level] }
        }
        return values.lazy.filter(\.isFinite).map(abs).max() ?? 0
    }
}

/// A shift of level: the last value at the old level, the first at the new one, and the
/// level it holds near from there.
public struct Shift: Sendable, Hashable {
    /// The last value before the shift.
    public var last: Anchor
    /// The first value after it.
    public var first: Anchor
    /// The level it holds near after the shift (the mean until the next shift).
    public var level: Double
    /// Whether the new level is higher than the one before.
    public var isUp: Bool
}

/// A series that goes round the same cycle again and again (seasons, weeks, tides).
public struct Cycle: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How long one cycle is, in x (seconds on date axes).
    public var length: Double
    /// How many cycles the series holds, to the nearest whole one.
    public var count: Int
    /// When in the calendar it is highest and lowest, for a calendar cycle (a year, a week, a day).
    public var phase: CyclePhase? = nil
    /// How far it swings from its low to its high, for a calendar cycle, or a cycle along numeric x whose phase holds.
    public var swing: CycleSwing? = nil
    /// Where a cycle along numeric x is highest, as its first two highs in x, when its phase holds over the span (its
    /// highs come at the same place in every cycle); empty otherwise.
    public var highs: [Double] = []
}

/// A place in a calendar cycle.
public enum CyclePlace: Sendable, Hashable {
    /// A month of the year, 1 for January.
    case month(Int)
    /// A quarter of the year, 1 to 4.
    case quarter(Int)
    /// A day of the week, 1 for Monday.
    case weekday(Int)
    /// An hour of the day, 0 to 23.
    case hour(Int)

    /// The month, quarter, weekday or hour's number.
    var number: Int {
        switch self {
        case .month(let number), .quarter(let number), .weekday(let number), .hour(let number): number
        }
    }
}

/// Where a calendar cycle is highest and lowest.
public struct CyclePhase: Sendable, Hashable {
    /// Where it is highest.
    public var high: CyclePlace
    /// Where it is lowest.
    public var low: CyclePlace
    /// The place next to `high` that is nearly as high, said with it ("in July and August"), when there is one.
    public var highToo: CyclePlace? = nil
    /// The place next to `low` that is nearly as low, when there is one.
    public var lowToo: CyclePlace? = nil
    /// A second high apart from `high`, standing out by a third of the swing: a cycle that peaks twice, as US
    /// electricity does in summer and winter.
    public var secondHigh: CyclePlace? = nil
    /// A second low apart from `low`, standing out by a third of the swing.
    public var secondLow: CyclePlace? = nil
}

/// How far a cycle swings from its low to its high.
public enum CycleSwing: Sendable, Hashable {
    /// By about this much in the axis's units, whatever the level.
    case amount(Double)
    /// By about this fraction of the level, which stays much the same.
    case share(Double)
    /// With the level: from about `from` in the first cycle to about `to` in the last (in units).
    case withLevel(from: Double, to: Double)
}
