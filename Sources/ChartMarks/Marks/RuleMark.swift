/// A line across the plot; Swift Charts' `RuleMark`.
///
/// A rule at one value is a reference (a goal, an average, a launch date), labelled by its value's
/// label; a rule spanning a range at a category is that category's range.
public struct RuleMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A vertical rule at `x`: a reference on the x axis.
    public init<X>(x: PlottableValue<X>) {
        marks = [MarkRecord(.rule, x: x.field)]
    }

    /// A horizontal rule at `y`: a reference on the y axis.
    public init<Y>(y: PlottableValue<Y>) {
        marks = [MarkRecord(.rule, y: y.field)]
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [MarkRecord(.rule, y: y.field, xStart: xStart.field, xEnd: xEnd.field)]
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        marks = [MarkRecord(.rule, x: x.field, yStart: yStart.field, yEnd: yEnd.field)]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
