/// A rectangle; Swift Charts' `RectangleMark`.
///
/// Rectangles on two categorical axes coloured by a number (`foregroundStyle(by:)`) make a heatmap.
public struct RectangleMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A rectangle centred at `x` and `y`.
    public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        marks = [MarkRecord(.rectangle, x: x.field, y: y.field)]
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X, Y>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        marks = [
            MarkRecord(.rectangle, xStart: xStart.field, xEnd: xEnd.field, yStart: yStart.field, yEnd: yEnd.field)
        ]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
