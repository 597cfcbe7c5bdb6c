import ChartModel

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
    /// Upwards.
    case rising
    /// Downwards.
    case falling
}

/// A rise or a fall between two turning points.
public struct Move: Sendable, Hashable {
    /// Up or down.
    public var direction: Direction
    /// The turning point it starts at.
    public var from: Anchor
    /// The turning point it ends at.
    public var to: Anchor
    /// How much it changes, in the measure that suits the data.
    public var change: Change
    /// Where most of the change happens at once (a shift of level within a long move); `nil`
    /// when the move is gradual.
    public var mostly: Leap? = nil
    /// Whether a long move gathers or loses pace (its quarters each changing more than the one
    /// before, the last three times the first, or the reverse); `nil` when neither, or when
    /// `mostly` says where.
    public var pace: Pace? = nil
    /// The last of a run of values equal to where it ends (months without rain after a fall to
    /// 0), when the values stay there; `nil` when the next value differs.
    public var stays: Anchor? = nil
    /// The last of a run of values equal to where it starts, when the first move of a series
    /// leaves a run it starts in (no rain in January and February, then a rise); `nil` when it
    /// leaves at once.
    public var leaves: Anchor? = nil
}

/// How a move's speed changes from its first half to its second.
public enum Pace: String, Sendable, Hashable {
    /// Each stretch changes more than the one before.
    case gathering
    /// Each stretch changes less than the one before.
    case losing
}

/// A change between two neighbouring values (or two apart): where it starts and ends.
public struct Leap: Sendable, Hashable {
    /// The value before the leap.
    public var from: Anchor
    /// The value after it.
    public var to: Anchor
}
