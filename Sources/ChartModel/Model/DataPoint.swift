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
    /// Where the bin or interval this point covers starts along x, for histograms and range
    /// bars (Swift Charts' `xStart`); numeric and date axes only.
    public var xStart: Double?
    /// Where the bin or interval this point covers ends along x (Swift Charts' `xEnd`).
    public var xEnd: Double?

    /// Creates a data point.
    public init(
        x: DataValue, y: Double?, low: Double? = nil, high: Double? = nil,
        label: String? = nil, additional: [DataValue] = [], xStart: Double? = nil, xEnd: Double? = nil
    ) {
        self.x = x
        self.y = y
        self.low = low
        self.high = high
        self.label = label
        self.additional = additional
        self.xStart = xStart
        self.xEnd = xEnd
    }

    /// Creates a point covering the bin or interval from `xStart` to `xEnd`, placed at its middle.
    public init(xStart: Double, xEnd: Double, y: Double?, label: String? = nil) {
        self.init(x: .number(xStart / 2 + xEnd / 2), y: y, label: label, xStart: xStart, xEnd: xEnd)
    }

    /// The bin or interval this point covers, when it has both ends.
    public var xInterval: ClosedRange<Double>? {
        guard let xStart, let xEnd, xStart <= xEnd else { return nil }
        return xStart...xEnd
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
