/// One dimension of a chart: its title, what kind of values it holds and how they are spoken.
///
/// Date axes hold their values as seconds since 1970 (UTC), which is also how apps hand dates to
/// Apple's numeric axis descriptors.
public struct Axis: Sendable, Hashable {
    /// What kind of values an axis holds.
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        case numeric, categorical, date
    }

    /// How numeric values are placed along the axis; Apple's `ScaleType`.
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case linear, log10, ln
    }

    /// What kind of values the axis holds.
    public var type: ValueType
    /// The spoken name of the dimension ("Daily steps", not "Y").
    public var title: String
    /// The displayable range, or `nil` for the data's own extent.
    ///
    /// Dates in seconds since 1970.
    public var range: ClosedRange<Double>?
    /// Gridline positions in axis units (dates in seconds since 1970).
    public var gridlines: [Double]
    /// The numeric scale; meaningful only on numeric axes.
    public var scale: Scale
    /// The visual order of categories on a categorical axis, or `nil` for order of appearance.
    public var categories: [String]?
    /// Word(s) spoken after a value, such as "steps".
    public var unit: String?
    /// The unit used when a value is exactly 1, such as "step".
    public var unitSingular: String?
    /// How values are spoken.
    public var format: ValueFormat
    /// Spoken descriptions of particular values, supplied by the author (for example by an
    /// `AXNumericDataAxisDescriptor`'s value description provider).
    ///
    /// They are used verbatim.
    public var valueDescriptions: [Double: String]
    /// Whether `valueDescriptions` say only how each point is announced (a Swift Charts mark's
    /// accessibility value), so the axis's range and the sentences about the data speak numbers.
    package var describesPointsOnly = false
    /// Whether values along x add up (y axes), or `nil` to infer it from the unit, format and
    /// title (`resolvedAggregation`).
    public var aggregation: Aggregation?
    /// Whether the categories have an order that carries meaning (categorical axes), or `nil`
    /// to infer it from the names (`resolvedIsOrdered`).
    public var isOrdered: Bool?
    /// What each value is of the data beneath it (y axes of aggregated charts: each bar a mean of its rows), or `nil`
    /// when the values are the data themselves or it is not known.
    ///
    /// A chart read from a Vega-Lite spec knows it from the y encoding's `aggregate`; it decides what a total or an
    /// average of the values means (see `resolvedAggregation` and `isOfAverages`) before any guess from the title.
    public var aggregate: Aggregate?

    /// Whether a y axis's values add up along x: what a total or an average of them means.
    public enum Aggregation: String, Sendable, Hashable, CaseIterable {
        /// Counts, money, durations: a total is meaningful.
        case sum
        /// Rates, temperatures, scores, levels: an average is meaningful, a total is not.
        case mean
        /// Neither, such as an index or a running total.
        case none
    }

    /// How each value of an axis was computed from the data beneath it: Vega-Lite's aggregate operations.
    public enum Aggregate: String, Sendable, Hashable, CaseIterable {
        /// The sum of the values beneath.
        case sum
        /// Their mean (Vega-Lite's `mean` or `average`).
        case mean
        /// Their median.
        case median
        /// How many rows there are.
        case count
        /// The smallest of them.
        case min
        /// The largest of them.
        case max
    }

    /// Creates an axis.
    public init(
        type: ValueType = .numeric,
        title: String,
        range: ClosedRange<Double>? = nil,
        gridlines: [Double] = [],
        scale: Scale = .linear,
        categories: [String]? = nil,
        unit: String? = nil,
        unitSingular: String? = nil,
        format: ValueFormat = ValueFormat(),
        valueDescriptions: [Double: String] = [:],
        aggregation: Aggregation? = nil,
        isOrdered: Bool? = nil
    ) {
        self.type = type
        self.title = title
        self.range = range
        self.gridlines = gridlines
        self.scale = scale
        self.categories = categories
        self.unit = unit
        self.unitSingular = unitSingular
        self.format = format
        self.valueDescriptions = valueDescriptions
        self.aggregation = aggregation
        self.isOrdered = isOrdered
    }

    /// A numeric axis.
    public static func numeric(
        _ title: String, range: ClosedRange<Double>? = nil, scale: Scale = .linear, unit: String? = nil
    ) -> Axis {
        Axis(type: .numeric, title: title, range: range, scale: scale, unit: unit)
    }

    /// A categorical axis listing its categories in visual order.
    public static func categorical(_ title: String, categories: [String]? = nil) -> Axis {
        Axis(type: .categorical, title: title, categories: categories)
    }

    /// A date axis.
    public static func date(_ title: String, range: ClosedRange<Double>? = nil) -> Axis {
        Axis(type: .date, title: title, range: range)
    }
}

/// How an axis's values are spoken: the `format` object of the chart file format.
public struct ValueFormat: Sendable, Hashable {
    /// The kind of number.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A plain number.
        case number
        /// A fraction spoken as a percentage: 0.42 is "42 percent".
        case percent
        /// An amount of money in `currencyCode`.
        case currency
    }

    /// How dates are worded.
    public enum DateStyle: String, Sendable, Hashable, CaseIterable {
        /// Chosen from the spacing of the data.
        case auto
        /// Time of day.
        case time
        /// Day ("March 8").
        case day
        /// Month ("March 2010").
        case month
        /// Year ("2009").
        case year
    }

    /// The kind of number.
    public var style: Style
    /// The ISO 4217 currency code, with `style == .currency`.
    public var currencyCode: String?
    /// The maximum digits after the decimal point, or `nil` to choose from the axis span.
    public var fractionDigits: Int?
    /// Whether large numbers are spoken compactly ("1.2 million").
    public var isCompact: Bool
    /// How dates are worded, on date axes.
    public var dateStyle: DateStyle

    /// Creates a value format; the defaults speak plain numbers.
    public init(
        style: Style = .number,
        currencyCode: String? = nil,
        fractionDigits: Int? = nil,
        isCompact: Bool = false,
        dateStyle: DateStyle = .auto
    ) {
        self.style = style
        self.currencyCode = currencyCode
        self.fractionDigits = fractionDigits
        self.isCompact = isCompact
        self.dateStyle = dateStyle
    }
}
