import ChartModel

/// A histogram's distribution (never a trend): how many values it counts, the narrowest run of
/// bins holding most of them, its peaks (modes), its skew, and the empty bins among the others.
public struct Distribution: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many values the bins count in all.
    public var total: Double
    /// The narrowest run of neighbouring bins holding at least three quarters of the values,
    /// and the fraction it holds; `nil` when it spans nearly every bin.
    public var bulk: Bulk?
    /// The tallest bin of each peak, in x order, or the run of equally tall bins it is; empty when the values spread
    /// evenly.
    public var peaks: [Anchor]
    /// How many equally tall neighbouring bins each peak is, in the order of `peaks`: 1 for most, 2 for a peak of two
    /// bins tied, which is said ("two equally tall bins of 9"), never as one bin's count.
    public var peakBinCounts: [Int] = []
    /// The shape around a single peak, or how the values spread.
    public var shape: Shape
    /// Runs of empty bins between bins with values.
    public var empty: [XPlace]

    /// Where most values lie: a run of neighbouring bins.
    public struct Bulk: Sendable, Hashable {
        /// The run of bins.
        public var place: XPlace
        /// The fraction of the values it holds, 0 to 1.
        public var fraction: Double
    }

    /// The shape of a distribution.
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

/// A series of box plots: their medians compared, where the middle half of the values (the
/// interquartile range) is widest and narrowest, how far the whiskers reach, and the outliers.
public struct Boxes: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The medians from the highest: every one when eight or fewer, else the three highest;
    /// none along ordered x, where the medians' course (a `Course` statement) tells them.
    public var medians: [Anchor]
    /// The three lowest medians, from the lowest, when not every median is listed.
    public var lowestMedians: [Anchor]
    /// The widest middle half (the interquartile range), and the narrowest when another box's.
    public var widest: Band.Width
    /// The narrowest middle half, when another box's than the widest.
    public var narrowest: Band.Width?
    /// Whether every one of several boxes' middle halves is as wide as the widest, which is then no box's own.
    public var isEvenWidth = false
    /// The lowest and highest whisker ends, where they are.
    public var lowest: Anchor
    /// The highest whisker end.
    public var highest: Anchor
    /// How many outliers all the boxes have, and the one farthest from its box's median.
    public var outlierCount: Int
    /// The outlier farthest from its box's median.
    public var farthest: Anchor?
    /// Whether the boxes summarise the points drawn at each category (a strip plot) rather than boxes drawn: their
    /// ends are the extreme values, said as such, and none is an outlier.
    public var isStrip = false
}

/// Range bars along x (a timeline, a Gantt chart): how many, what they span, their order by
/// start (by label, when every bar has one and they are few), the longest and shortest, and
/// how many pairs overlap, with the largest overlap.
public struct Intervals: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// How many bars there are.
    public var count: Int
    /// From the first start to the last end.
    public var span: XPlace
    /// The bars' labels in order of start, when every bar has one and there are eight or fewer.
    public var order: [String]
    /// The longest bar.
    public var longest: Bar
    /// The shortest, when it is another bar and shorter.
    public var shortest: Bar?
    /// How many pairs of bars overlap along x.
    public var overlapCount: Int
    /// The pair that overlaps most, and by how much.
    public var largestOverlap: Overlap?

    /// A range bar.
    public struct Bar: Sendable, Hashable {
        /// What it spans.
        public var place: XPlace
        /// Its label.
        public var label: String?
        /// Its length, in x units.
        public var length: Double
    }

    /// Two range bars that overlap along x.
    public struct Overlap: Sendable, Hashable {
        /// The one that starts first.
        public var first: Bar
        /// The other.
        public var second: Bar
        /// How long they overlap, in x units.
        public var length: Double
    }
}
