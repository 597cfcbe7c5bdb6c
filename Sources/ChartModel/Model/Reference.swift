/// A rule across the plot, such as a goal or a threshold (Swift Charts' `RuleMark`).
public struct Reference: Sendable, Hashable {
    /// The axis whose value the rule marks.
    public enum AxisName: String, Sendable, Hashable, CaseIterable {
        case x, y
    }

    /// The axis whose value the rule marks; usually `y`.
    public var axis: AxisName
    /// The value, in axis units (dates in seconds since 1970).
    public var value: Double
    /// What the rule means, such as "Daily goal".
    public var label: String?

    /// Creates a reference.
    public init(axis: AxisName = .y, value: Double, label: String? = nil) {
        self.axis = axis
        self.value = value
        self.label = label
    }
}
