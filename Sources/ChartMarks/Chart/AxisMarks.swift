import Foundation

/// What an axis draws: marks at values, with grid lines, ticks and labels; Swift Charts'
/// `AxisContent`.
public protocol AxisContent {}

/// The parts of axis content, flattened: whether any draws grid lines, and at which values.
struct AxisParts: Sendable {
    /// The values of the `AxisMarks` that draw grid lines.
    var gridValues: [AxisMarkValues] = []
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
            group.parts.gridValues += parts(of: piece).gridValues
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

/// Marks along an axis at a set of values; Swift Charts' `AxisMarks`. Marks that draw grid
/// lines (`AxisGridLine`, or the default content) give the axis its gridlines, which the
/// navigator groups points by.
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
        parts = AxisParts(gridValues: hasGrid ? [values] : [])
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

/// A tick at each value; Swift Charts' `AxisTick`. It changes nothing said.
public struct AxisTick: AxisContent {
    /// A tick `length` points long, drawn in `stroke`.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// A label at each value; Swift Charts' `AxisValueLabel`. It changes nothing said: values are
/// spoken as the axis's format says.
public struct AxisValueLabel: AxisContent {
    /// The value's own label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil) {}

    /// The value formatted by `format`, such as `.dateTime.month(.abbreviated)`.
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil
    ) {}

    /// The text `content` makes.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, content: () -> Text
    ) {}
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

/// How an axis's marks are laid out; Swift Charts' `AxisMarkPreset`. It changes nothing said.
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
