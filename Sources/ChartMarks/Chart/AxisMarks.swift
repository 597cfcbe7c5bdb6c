import Foundation

/// What an axis draws: marks at values, with grid lines, ticks and labels; Swift Charts'
/// `AxisContent`.
public protocol AxisContent {}

/// The parts of axis content, flattened: at which values grid lines are drawn, and how values
/// are labelled.
struct AxisParts: Sendable {
    /// The values of the `AxisMarks` that draw grid lines.
    var gridValues: [AxisMarkValues] = []
    /// How the values are labelled, when a label's format says what they are (money, percent).
    var format: AxisLabelFormat?

    /// These parts followed by `other`'s: the grid lines of both, the first format.
    func adding(_ other: AxisParts) -> AxisParts {
        AxisParts(gridValues: gridValues + other.gridValues, format: format ?? other.format)
    }
}

/// Axis content that knows its parts.
protocol AxisPartsContent {
    var parts: AxisParts { get }
}

/// The parts of `content`.
func parts(of content: some AxisContent) -> AxisParts {
    (content as? any AxisPartsContent)?.parts ?? AxisParts()
}

/// Combines the axis content written in `chartXAxis { … }`; Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// No content.
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup(parts: AxisParts(), hasGridLine: false) }

    /// Several pieces of content, in order.
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentGroup {
        var group = AxisContentGroup(parts: AxisParts(), hasGridLine: false)
        for piece in repeat each content {
            group.parts = group.parts.adding(parts(of: piece))
            group.hasGridLine =
                group.hasGridLine || piece is AxisGridLine || (piece as? AxisContentGroup)?.hasGridLine == true
        }
        return group
    }

    /// Content shown when a condition holds.
    public static func buildIf<C: AxisContent>(_ content: C?) -> AxisContentGroup {
        content.map { buildBlock($0) } ?? buildBlock()
    }

    /// The first branch of `if … else`.
    public static func buildEither<C: AxisContent>(first: C) -> AxisContentGroup { buildBlock(first) }

    /// The second branch of `if … else`.
    public static func buildEither<C: AxisContent>(second: C) -> AxisContentGroup { buildBlock(second) }
}

/// Axis content combined by the builder.
public struct AxisContentGroup: AxisContent, AxisPartsContent {
    var parts: AxisParts
    /// Whether the content draws a grid line at each value.
    var hasGridLine: Bool
}

/// Marks along an axis at a set of values; Swift Charts' `AxisMarks`.
///
/// Marks that draw grid lines (`AxisGridLine`, or the default content) give the axis its gridlines,
/// which the navigator groups points by.
public struct AxisMarks: AxisContent, AxisPartsContent {
    let parts: AxisParts

    /// Grid lines, ticks and labels at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) {
        parts = AxisParts(gridValues: [values])
    }

    /// The marks `content` makes at each of `values`.
    public init<Content: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisContentBuilder content: (AxisValue) -> Content
    ) {
        let drawn = content(AxisValue(index: 0, count: 1))
        let hasGrid = drawn is AxisGridLine || (drawn as? AxisContentGroup)?.hasGridLine == true
        parts = AxisParts(gridValues: hasGrid ? [values] : [], format: ChartMarks.parts(of: drawn).format)
    }

    /// Grid lines, ticks and labels formatted by `format` at `values`: a currency or percent
    /// format says how the axis's values are spoken.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) {
        parts = AxisParts(gridValues: [values], format: AxisLabelFormat(format))
    }

    /// Grid lines, ticks and labels at each of `values`, such as `[0, 5_000, 10_000]`.
    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value]
    ) {
        self.init(preset: preset, position: position, values: .values(values.map(PlotValue.init)))
    }

    /// The marks `content` makes at each of `values`.
    public init<Value, Content: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisContentBuilder content: (AxisValue) -> Content
    ) {
        self.init(preset: preset, position: position, values: .values(values.map(PlotValue.init)), content: content)
    }
}

/// A grid line across the plot at each value; Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisContent {
    /// A grid line, drawn in `stroke`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at each value; Swift Charts' `AxisTick`.
///
/// It changes nothing said.
public struct AxisTick: AxisContent {
    /// A tick `length` points long, drawn in `stroke`.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// A label at each value; Swift Charts' `AxisValueLabel`.
///
/// A currency or percent format says how the axis's values are spoken; other labels change nothing
/// said.
public struct AxisValueLabel: AxisContent, AxisPartsContent {
    let parts: AxisParts

    /// The value's own label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil) {
        parts = AxisParts()
    }

    /// The value formatted by `format`, such as `.dateTime.month(.abbreviated)` or
    /// `.currency(code: "USD")`.
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil
    ) {
        parts = AxisParts(format: AxisLabelFormat(format))
    }

    /// The text `content` makes.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, content: () -> Text
    ) {
        parts = AxisParts()
    }
}

/// What an axis label's format says its values are: money in a currency, or a percentage.
enum AxisLabelFormat: Hashable, Sendable {
    /// Amounts of the currency of this ISO 4217 code.
    case currency(String)
    /// Fractions shown as percentages (0.42 is 42%), as floating-point percent formats show them.
    case fractionPercent
    /// Percentages as they are (42 is 42%), as integer percent formats show them.
    case wholePercent

    /// What `format` says, or `nil` when it says nothing of the values' kind.
    init?<F: FormatStyle>(_ format: F) {
        switch format {
        case let currency as FloatingPointFormatStyle<Double>.Currency: self = .currency(currency.currencyCode)
        case let currency as IntegerFormatStyle<Int>.Currency: self = .currency(currency.currencyCode)
        case let currency as Decimal.FormatStyle.Currency: self = .currency(currency.currencyCode)
        case is FloatingPointFormatStyle<Double>.Percent, is Decimal.FormatStyle.Percent: self = .fractionPercent
        case is IntegerFormatStyle<Int>.Percent: self = .wholePercent
        default: return nil
        }
    }
}

/// One value along an axis, as axis content's closure receives it; Swift Charts' `AxisValue`.
///
/// The closure is run once to see what it draws, so `as(_:)` gives `nil`.
public struct AxisValue: Sendable {
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    /// The value as `type`, when it is one.
    public func `as`<P>(_ type: P.Type) -> P? { nil }
}

/// Where along an axis its marks go; Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Rule: Sendable {
        case automatic(count: Int?)
        case strideNumber(Double)
        case strideDate(Calendar.Component, count: Int)
        case values([PlotValue])
    }

    let rule: Rule

    /// Values Swift Charts chooses.
    public static let automatic = AxisMarkValues(rule: .automatic(count: nil))

    /// About `desiredCount` values Swift Charts chooses.
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues {
        AxisMarkValues(rule: .automatic(count: desiredCount))
    }

    /// A value every `step` along a numeric axis.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(rule: .strideNumber(step)) }

    /// A value every `count` of `component` along a date axis, such as `.stride(by: .month)`.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(rule: .strideDate(component, count: count))
    }

    /// These values.
    static func values(_ values: [PlotValue]) -> AxisMarkValues { AxisMarkValues(rule: .values(values)) }
}

/// How an axis's marks are laid out; Swift Charts' `AxisMarkPreset`.
///
/// It changes nothing said.
public struct AxisMarkPreset: Hashable, Sendable {
    private let name: String

    /// As Swift Charts chooses.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Aligned with the plot area.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Extended past the plot area.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Inset into the plot area.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which side of the plot an axis's marks are on; Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Hashable, Sendable {
    private let name: String

    /// As Swift Charts chooses.
    public static let automatic = AxisMarkPosition(name: "automatic")
    /// The leading side.
    public static let leading = AxisMarkPosition(name: "leading")
    /// The trailing side.
    public static let trailing = AxisMarkPosition(name: "trailing")
    /// The top.
    public static let top = AxisMarkPosition(name: "top")
    /// The bottom.
    public static let bottom = AxisMarkPosition(name: "bottom")
}
