/// A point; Swift Charts' `PointMark`.
///
/// Points alone make a scatter chart; points over a line's values are that line's symbols.
public struct PointMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A point at `x` and `y`.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [MarkRecord(.point, x: x.field, y: y.field)]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
