/// A point on the edge of a filled area; Swift Charts' `AreaMark`.
///
/// Areas of several series stack by default; an area from `yStart` to `yEnd` is a band (a range at
/// each x).
public struct AreaMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// The area under `y` at `x`, stacked on other series as `stacking` says.
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        marks = [MarkRecord(.area, x: x.field, y: y.field, stacking: stacking)]
    }

    /// The band from `yStart` to `yEnd` at `x`.
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        marks = [MarkRecord(.area, x: x.field, yStart: yStart.field, yEnd: yEnd.field)]
    }

    /// The band from `xStart` to `xEnd` at `y`: a horizontal band.
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [MarkRecord(.area, y: y.field, xStart: xStart.field, xEnd: xEnd.field)]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
