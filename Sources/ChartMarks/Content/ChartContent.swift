/// Something drawn in a chart: a mark, a plot, or a group of them; Swift Charts'
/// `ChartContent`.
///
/// Marks and plots are content of their own; an app's own content type says what it is made of
/// in `body`, as a SwiftUI view does.
public protocol ChartContent {
    /// The type of content this content is made of.
    associatedtype Body: ChartContent

    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

/// Content that is marks already, not made of other content.
protocol MarkContent {
    /// The marks, in the order they are drawn.
    var marks: [MarkRecord] { get }
}

/// The marks `content` draws, in order.
func marks(of content: some ChartContent) -> [MarkRecord] {
    if let primitive = content as? any MarkContent { return primitive.marks }
    return marks(of: content.body)
}

/// The marks `content` makes of each element of `data`, in order.
///
/// - Complexity: O(n) in the number of marks.
func marks<Data: Sequence, Content: ChartContent>(of data: Data, _ content: (Data.Element) -> Content) -> [MarkRecord] {
    var all: [MarkRecord] = []
    all.reserveCapacity(data.underestimatedCount)
    for element in data { all += marks(of: content(element)) }
    return all
}

/// Marks as one piece of content: what the content builder, `ForEach` and the modifiers make.
struct MarkList: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// The list, as content of any type.
    var body: AnyChartContent { AnyChartContent(self) }
}

/// Any chart content, its type erased; Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// `content`, its type erased.
    public init(_ content: some ChartContent) {
        marks = ChartMarks.marks(of: content)
    }

    /// The content, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}

/// Combines the content written in a chart's closure, `if` and `switch` included; Swift Charts'
/// `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    /// A piece of content, its type erased, so that every branch and block has one type.
    public static func buildExpression(_ content: some ChartContent) -> AnyChartContent {
        AnyChartContent(content)
    }

    /// No content.
    public static func buildBlock() -> AnyChartContent { AnyChartContent(MarkList(marks: [])) }

    /// Pieces of content, in order.
    public static func buildBlock(_ content: AnyChartContent...) -> AnyChartContent {
        content.count == 1 ? content[0] : AnyChartContent(MarkList(marks: content.flatMap(\.marks)))
    }

    /// Content shown when a condition holds: `if` without `else`, and `if let`.
    public static func buildOptional(_ content: AnyChartContent?) -> AnyChartContent {
        content ?? buildBlock()
    }

    /// The first branch of `if … else` or `switch`.
    public static func buildEither(first: AnyChartContent) -> AnyChartContent { first }

    /// The second branch of `if … else` or `switch`.
    public static func buildEither(second: AnyChartContent) -> AnyChartContent { second }

    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ content: AnyChartContent) -> AnyChartContent { content }
}
