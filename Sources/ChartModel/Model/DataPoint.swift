/// One data point, as a row: what a series holds at one x.
public struct DataPoint: Sendable, Hashable {
    /// The x value: a number (dates as seconds since 1970) or a category.
    public var x: DataValue
    /// The y value, or `nil` for a missing value (spoken as "no value", heard as a gap).
    public var y: Double?
    /// The bottom of the range at this x, for band charts.
    public var low: Double?
    /// The top of the range at this x, for band charts.
    public var high: Double?
    /// A name spoken with the point, such as "New Year".
    public var label: String?
    /// Values for the chart's additional axes, in order.
    public var additional: [DataValue]

    /// Creates a data point.
    public init(
        x: DataValue, y: Double?, low: Double? = nil, high: Double? = nil,
        label: String? = nil, additional: [DataValue] = []
    ) {
        self.x = x
        self.y = y
        self.low = low
        self.high = high
        self.label = label
        self.additional = additional
    }

    /// Creates a data point at a numeric x.
    public init(x: Double, y: Double?, label: String? = nil) {
        self.init(x: .number(x), y: y, label: label)
    }

    /// Creates a data point at a category.
    public init(category: String, y: Double?, label: String? = nil) {
        self.init(x: .category(category), y: y, label: label)
    }
}
