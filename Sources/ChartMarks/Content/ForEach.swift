/// Content for each element of a collection; SwiftUI's `ForEach` as Swift Charts uses it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// The content `content` makes of each element of `data`, elements told apart by `id`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content) {
        marks = ChartMarks.marks(of: data, content)
    }

    /// The content `content` makes of each element of `data`, elements told apart by their `id`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        marks = ChartMarks.marks(of: data, content)
    }

    /// The content `content` makes of each number of a range, such as `ForEach(0..<12)`.
    ///
    /// - Complexity: O(n) in the range's length.
    public init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        marks = ChartMarks.marks(of: data, content)
    }

    /// The content, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
