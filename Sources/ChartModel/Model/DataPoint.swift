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
    /// A box plot's five numbers and outliers at this x, for box charts.
    public var box: BoxSummary?

    /// Creates a data point.
    public init(
        x: DataValue, y: Double?, low: Double? = nil, high: Double? = nil,
        label: String? = nil, additional: [DataValue] = [], xStart: Double? = nil, xEnd: Double? = nil,
        box: BoxSummary? = nil
    ) {
        self.x = x
        self.y = y
        self.low = low
        self.high = high
        self.label = label
        self.additional = additional
        self.xStart = xStart
        self.xEnd = xEnd
        self.box = box
    }

    /// Creates a box plot's point at a category, its y the median.
    public init(category: String, box: BoxSummary, label: String? = nil) {
        self.init(x: .category(category), y: box.median, label: label, box: box)
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

/// A box plot's summary of the values at one x: the five numbers (the whiskers' ends, the
/// quartiles and the median) and the values beyond the whiskers.
public struct BoxSummary: Sendable, Hashable {
    /// Where the lower whisker ends.
    public var minimum: Double
    /// The lower quartile: the box's bottom.
    public var lowerQuartile: Double
    /// The median: the line across the box.
    public var median: Double
    /// The upper quartile: the box's top.
    public var upperQuartile: Double
    /// Where the upper whisker ends.
    public var maximum: Double
    /// The values beyond the whiskers, drawn as dots.
    public var outliers: [Double]

    /// Creates a box plot's summary.
    public init(
        minimum: Double, lowerQuartile: Double, median: Double, upperQuartile: Double, maximum: Double,
        outliers: [Double] = []
    ) {
        self.minimum = minimum
        self.lowerQuartile = lowerQuartile
        self.median = median
        self.upperQuartile = upperQuartile
        self.maximum = maximum
        self.outliers = outliers
    }

    /// The five numbers from the lowest, in the order a box draws them.
    public var fiveNumbers: [Double] { [minimum, lowerQuartile, median, upperQuartile, maximum] }

    /// Whether the five numbers are finite and in order, and every outlier lies beyond a whisker.
    public var isInOrder: Bool {
        let numbers = fiveNumbers
        return numbers.allSatisfy(\.isFinite) && zip(numbers, numbers.dropFirst()).allSatisfy { $0 <= $1 }
            && outliers.allSatisfy { $0.isFinite && ($0 < minimum || $0 > maximum) }
    }

    /// The box a plotting tool draws of `values`: quartiles, whiskers to the furthest values within `whiskerReach`
    /// times the box's height of it (or to the extremes, for nil), values beyond as outliers; nil for no values.
    package init?(summarizing values: [Double], whiskerReach: Double?) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let (q1, q3) = (Self.quantile(sorted, 0.25), Self.quantile(sorted, 0.75))
        let reach = whiskerReach.map { (q1 - $0 * (q3 - q1))...(q3 + $0 * (q3 - q1)) }
        let inside = reach.map { reach in sorted.filter(reach.contains) } ?? sorted
        self.init(
            minimum: inside.first ?? q1, lowerQuartile: q1, median: Self.quantile(sorted, 0.5), upperQuartile: q3,
            maximum: inside.last ?? q3, outliers: reach.map { reach in sorted.filter { !reach.contains($0) } } ?? [])
    }

    /// The `p` quantile of sorted values, interpolated as Vega computes it (R's type 7).
    package static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        let position = Double(sorted.count - 1) * p
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    /// The lowest and highest value the box shows, outliers included.
    public var extent: ClosedRange<Double> {
        let values = fiveNumbers + outliers
        return (values.min() ?? minimum)...(values.max() ?? maximum)
    }
}
