import ChartModel

/// The form of a relationship between x and y in a scatter series.
public struct Relationship: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The x axis's title.
    public var xTitle: String
    /// The y axis's title.
    public var yTitle: String
    /// The form the points take.
    public var form: Form
    /// Pearson's r of all the points.
    public var r: Double?

    /// The form of a relationship.
    public enum Form: Sendable, Hashable {
        /// Close to a line: its direction and strength.
        case linear(Direction, Strength)
        /// Curved: rising then falling to a peak, or falling then rising from a trough, at x.
        case curved(peak: Bool, at: Double)
        /// Most points share one x: the relationship rests on the few that do not.
        case stacked(at: Double, count: Int, apart: [Anchor2D])
        /// A line but for a few points far from it.
        case lineExceptFew(Direction, apart: [Anchor2D])
        /// Too few points to tell whether there is a relationship: nothing is said of it, and no correlation given.
        case tooFew(count: Int)
        /// No clear relationship.
        case none
    }

    /// How closely the points follow a line: weak, moderate or strong.
    public enum Strength: String, Sendable, Hashable {
        /// |r| below 0.3.
        case weak
        /// |r| from 0.3 to 0.7.
        case moderate
        /// |r| of 0.7 or more.
        case strong
    }
}

/// A scatter series whose points fall into groups apart from each other.
public struct Clusters: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The groups, from the lowest x.
    public var groups: [Cluster]
}

/// A group of scatter points: what it spans and how many it holds.
public struct Cluster: Sendable, Hashable {
    /// The x values it spans.
    public var x: ClosedRange<Double>
    /// The y values it spans.
    public var y: ClosedRange<Double>
    /// How many points it holds.
    public var count: Int
}

/// What a scatter series' points span on each axis.
public struct Extent: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The x axis's title.
    public var xTitle: String
    /// The y axis's title.
    public var yTitle: String
    /// The x values the points span.
    public var x: ClosedRange<Double>
    /// The y values the points span.
    public var y: ClosedRange<Double>
}

/// A series computed from another (a moving average, a trend line), against its source.
public struct Derived: Sendable, Hashable {
    /// The derived series.
    public var series: SeriesName
    /// The series it is computed from.
    public var source: SeriesName
    /// What was computed, as the author wrote it.
    public var derivation: String?
    /// Its first value.
    public var from: Anchor
    /// Its last value.
    public var to: Anchor
    /// How much less it moves than its source: its spread over the source's, 0 to 1.
    public var smoothing: Double
}
