/// A bar; Swift Charts' `BarMark`.
///
/// Bars of several series at one x stack (`stacking: .standard`, the default) unless
/// `position(by:)` sets them side by side; bars from `xStart` to `xEnd` are histogram bins on a
/// numeric axis and range bars on a date axis; bars from `yStart` to `yEnd` are ranges.
public struct BarMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A bar at `x` reaching `y`, stacked with bars of other series at `x` as `stacking` says.
    public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        marks = [MarkRecord(.bar, x: x.field, y: y.field, stacking: stacking)]
    }

    /// A bar along x from `xStart` to `xEnd`, at `y`: a histogram's bin or a range bar.
    public init<X, Y>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        marks = [MarkRecord(.bar, y: y.field, xStart: xStart.field, xEnd: xEnd.field)]
    }

    /// A bar at `x` from `yStart` to `yEnd`: a range.
    public init<X, Y>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        marks = [MarkRecord(.bar, x: x.field, yStart: yStart.field, yEnd: yEnd.field)]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
