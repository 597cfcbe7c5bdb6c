/// A point on a line; Swift Charts' `LineMark`.
///
/// Marks of one series join into one line, heard as one gliding tone.
public struct LineMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A point at `x` and `y` on the line of its series.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [MarkRecord(.line, x: x.field, y: y.field)]
    }

    /// A point at `x` and `y` on the line named by `series`.
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = MarkRecord(.line, x: x.field, y: y.field)
        mark.series = series.field
        marks = [mark]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
