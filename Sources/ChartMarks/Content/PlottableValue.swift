import Foundation

/// A type whose values a chart can plot by turning them into a primitive value; Swift Charts'
/// `Plottable`, for an app's own types (an enum of categories, a measurement).
///
/// `primitivePlottable` is what is plotted: a `String` (a category), a number or a `Date`.
public protocol Plottable {
    /// The primitive type this type is plotted as: `String`, a number type or `Date`.
    associatedtype PrimitivePlottable

    /// This value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }

    /// The value a primitive stands for, or `nil` when it stands for none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A value plotted along one of a mark's dimensions, with the label that says what it is;
/// Swift Charts' `PlottableValue`, made with `.value("Month", item.month)`.
///
/// Strings are categories, in order of first appearance; integers and floating-point numbers
/// are numbers; dates are dates, binned to a calendar unit when `unit:` is given. The label
/// becomes the axis title, or the series' name, when the chart is described.
public struct PlottableValue<Value> {
    /// The label and the value, as a chart holds them.
    let field: PlotField

    /// A value and its label, such as `.value("Revenue", item.revenue)`.
    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(field: PlotField(label: String(label), value: PlotValue(value)))
    }

    /// A value and its label given as text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(field: PlotField(label: label.content, value: PlotValue(value)))
    }

    /// A date binned to `unit` of `calendar` (the current calendar by default), such as
    /// `.value("Month", item.date, unit: .month)`: the mark stands for the whole day, week,
    /// month, quarter or year that holds the date, and the date is spoken to that unit.
    public static func value(
        _ label: some StringProtocol, _ value: Value, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        let calendar = calendar ?? Calendar.current
        let start = PlotDate.start(of: unit, containing: value, in: calendar)
        return PlottableValue(
            field: PlotField(
                label: String(label), value: .date(wallSeconds: PlotDate.wallSeconds(of: start, in: calendar)),
                unit: unit))
    }
}

/// A value of each element of a collection, with its label; Swift Charts'
/// `PlottableProjection`, made with `.value("Date", \.date)` for the plots over a collection.
public struct PlottableProjection<Element, Value> {
    /// The label.
    let label: String
    /// How each element gives its value.
    let keyPath: KeyPath<Element, Value>
    /// The calendar unit dates are binned to, if any.
    let unit: Calendar.Component?

    /// Each element's value at `keyPath`, and its label, such as `.value("Price", \.price)`.
    public static func value(
        _ label: some StringProtocol, _ keyPath: KeyPath<Element, Value>
    ) -> PlottableProjection<Element, Value> {
        PlottableProjection(label: String(label), keyPath: keyPath, unit: nil)
    }

    /// Each element's date at `keyPath`, binned to `unit` of the current calendar.
    public static func value(
        _ label: some StringProtocol, _ keyPath: KeyPath<Element, Value>, unit: Calendar.Component
    ) -> PlottableProjection<Element, Value> where Value == Date {
        PlottableProjection(label: String(label), keyPath: keyPath, unit: unit)
    }

    /// The plotted value of `element`.
    func field(of element: Element) -> PlotField {
        let value = element[keyPath: keyPath]
        if let unit, let date = value as? Date {
            let calendar = Calendar.current
            let start = PlotDate.start(of: unit, containing: date, in: calendar)
            return PlotField(
                label: label, value: .date(wallSeconds: PlotDate.wallSeconds(of: start, in: calendar)), unit: unit)
        }
        return PlotField(label: label, value: PlotValue(value))
    }
}

/// A plotted value with its label, its type erased: what every mark's dimension holds.
struct PlotField: Hashable, Sendable {
    /// What the value is, such as "Month".
    var label: String
    /// The value.
    var value: PlotValue
    /// The calendar unit a date was binned to.
    var unit: Calendar.Component?

    init(label: String, value: PlotValue, unit: Calendar.Component? = nil) {
        self.label = label
        self.value = value
        self.unit = unit
    }
}

/// A plotted value as Swift Charts plots it: a category, a number or a date (in seconds since
/// 1970 at its wall time in the current calendar's time zone, or the calendar binning it).
enum PlotValue: Hashable, Sendable {
    case category(String)
    case number(Double, isInteger: Bool)
    case date(wallSeconds: Double)

    /// The primitive a value of any type is plotted as: strings are categories, integers and
    /// floating-point numbers (and `Decimal`) numbers, dates dates, a `Plottable` its primitive;
    /// anything else is a category named by its description.
    init(_ value: Any) {
        switch value {
        case let text as any StringProtocol: self = .category(String(text))
        case let integer as any BinaryInteger: self = .number(Double(integer), isInteger: true)
        case let number as any BinaryFloatingPoint: self = .number(Double(number), isInteger: false)
        case let decimal as Decimal: self = .number(NSDecimalNumber(decimal: decimal).doubleValue, isInteger: false)
        case let date as Date: self = .date(wallSeconds: PlotDate.wallSeconds(of: date, in: Calendar.current))
        case let plottable as any Plottable: self = PlotValue(plottable.primitivePlottable)
        default: self = .category(String(describing: value))
        }
    }

    /// The category, when this is one.
    var category: String? {
        if case .category(let name) = self { return name }
        return nil
    }

    /// The number, or the date's wall-clock seconds since 1970; `nil` for a category.
    var number: Double? {
        switch self {
        case .category: nil
        case .number(let value, _), .date(let value): value
        }
    }
}

/// Dates as a chart's model holds them: seconds since 1970 at the wall time a reader sees.
enum PlotDate {
    /// The start of the `unit` (day, week, month, quarter, year…) of `calendar` that holds `date`.
    static func start(of unit: Calendar.Component, containing date: Date, in calendar: Calendar) -> Date {
        if unit == .quarter {
            let month = calendar.component(.month, from: date)
            var parts = calendar.dateComponents([.year], from: date)
            parts.month = (month - 1) / 3 * 3 + 1
            parts.day = 1
            return calendar.date(from: parts) ?? date
        }
        return calendar.dateInterval(of: unit, for: date)?.start ?? date
    }

    /// `date` as seconds since 1970 at its wall time in `calendar`'s time zone, so that a
    /// midnight in the app's time zone is spoken as that day.
    static func wallSeconds(of date: Date, in calendar: Calendar) -> Double {
        date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))
    }
}
