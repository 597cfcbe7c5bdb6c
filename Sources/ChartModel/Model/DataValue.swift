/// A single value in a chart: a number (dates as seconds since 1970) or a category name.
///
/// The same shape as Apple's `AXDataPoint.Value`.
public enum DataValue: Sendable, Hashable {
    case number(Double)
    case category(String)

    /// The number, when this is a number.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The category name, when this is a category.
    public var category: String? {
        if case .category(let name) = self { return name }
        return nil
    }
}

/// The x values of a series, held as one column so large series stay compact.
public enum XColumn: Sendable, Hashable {
    /// Numbers, for numeric axes, and seconds since 1970, for date axes.
    case numbers([Double])
    /// Category names, for categorical axes.
    case categories([String])

    /// The number of values.
    public var count: Int {
        switch self {
        case .numbers(let values): values.count
        case .categories(let names): names.count
        }
    }

    /// The value at `index`.
    public subscript(index: Int) -> DataValue {
        switch self {
        case .numbers(let values): .number(values[index])
        case .categories(let names): .category(names[index])
        }
    }
}
