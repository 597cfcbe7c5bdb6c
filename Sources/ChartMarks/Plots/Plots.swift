/// Connected lines over a collection, or the graph of a function; Swift Charts' `LinePlot`.
///
/// A function is sampled at 101 evenly spaced x values across its domain, or the chart's x
/// scale domain when it has none.
public struct LinePlot<DataElement>: VectorizedChartContent, MarkContent, PlotBatchContent {
    let batch: PlotBatch

    /// A line through each element's `x` and `y`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) { MarkRecord(.line, x: x.field(of: $0), y: y.field(of: $0)) }
    }

    /// Lines through each element's `x` and `y`, one per value at `series`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y, S>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        series: PlottableProjection<DataElement, S>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) {
            var mark = MarkRecord(.line, x: x.field(of: $0), y: y.field(of: $0))
            mark.series = series.field(of: $0)
            return mark
        }
    }

    var marks: [MarkRecord] { batch.marks }

    /// The plot, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}

extension LinePlot where DataElement == Double {
    /// The graph of y = `function`(x), labelled `x` and `y`, over `domain` or the x scale's.
    public init(
        x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        batch = PlotBatch(
            .line, function: FunctionPlot(xLabel: String(x), yLabel: String(y), domain: domain) { (function($0), nil) })
    }
}

/// Bars for each element of a collection; Swift Charts' `BarPlot`.
public struct BarPlot<DataElement>: VectorizedChartContent, MarkContent, PlotBatchContent {
    let batch: PlotBatch

    /// A bar for each element at `x` reaching `y`, stacked as `stacking` says.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) { MarkRecord(.bar, x: x.field(of: $0), y: y.field(of: $0), stacking: stacking) }
    }

    /// A bar for each element along x from `xStart` to `xEnd`, at `y`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
        y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) {
            MarkRecord(.bar, y: y.field(of: $0), xStart: xStart.field(of: $0), xEnd: xEnd.field(of: $0))
        }
    }

    /// A bar for each element at `x` from `yStart` to `yEnd`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) {
            MarkRecord(.bar, x: x.field(of: $0), yStart: yStart.field(of: $0), yEnd: yEnd.field(of: $0))
        }
    }

    var marks: [MarkRecord] { batch.marks }

    /// The plot, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}

/// Points for each element of a collection; Swift Charts' `PointPlot`.
public struct PointPlot<DataElement>: VectorizedChartContent, MarkContent, PlotBatchContent {
    let batch: PlotBatch

    /// A point for each element at `x` and `y`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) { MarkRecord(.point, x: x.field(of: $0), y: y.field(of: $0)) }
    }

    var marks: [MarkRecord] { batch.marks }

    /// The plot, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}

/// Filled areas over a collection, or under a function; Swift Charts' `AreaPlot`.
public struct AreaPlot<DataElement>: VectorizedChartContent, MarkContent, PlotBatchContent {
    let batch: PlotBatch

    /// The area under each element's `y` at `x`, stacked as `stacking` says.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) { MarkRecord(.area, x: x.field(of: $0), y: y.field(of: $0), stacking: stacking) }
    }

    /// The band from each element's `yStart` to `yEnd` at `x`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) {
            MarkRecord(.area, x: x.field(of: $0), yStart: yStart.field(of: $0), yEnd: yEnd.field(of: $0))
        }
    }

    /// The areas under each element's `y` at `x`, one per value at `series`, stacked as
    /// `stacking` says.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, X, Y, S>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        series: PlottableProjection<DataElement, S>, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        batch = PlotBatch(data) {
            var mark = MarkRecord(.area, x: x.field(of: $0), y: y.field(of: $0), stacking: stacking)
            mark.series = series.field(of: $0)
            return mark
        }
    }

    var marks: [MarkRecord] { batch.marks }

    /// The plot, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}

extension AreaPlot where DataElement == Double {
    /// The area between zero and y = `function`(x), labelled `x` and `y`, over `domain` or the
    /// x scale's.
    public init(
        x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        batch = PlotBatch(
            .area, function: FunctionPlot(xLabel: String(x), yLabel: String(y), domain: domain) { (function($0), nil) })
    }

    /// The band between the two values `function` gives at x, labelled `x`, `yStart` and `yEnd`.
    public init(
        x: some StringProtocol, yStart: some StringProtocol, yEnd: some StringProtocol,
        domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        let plot = FunctionPlot(xLabel: String(x), yLabel: String(yStart), yEndLabel: String(yEnd), domain: domain) {
            let band = function($0)
            return (band.yStart, band.yEnd)
        }
        batch = PlotBatch(.area, function: plot)
    }
}

extension PlotBatch {
    /// The one mark of a function plot, sampled when the chart is made.
    init(_ kind: MarkRecord.Kind, function plot: FunctionPlot) {
        var mark = MarkRecord(kind)
        mark.function = plot
        self.init(elements: [], marks: [mark])
    }

    /// A mark made by `mark` of each element of `data`.
    init<Data: Collection>(_ data: Data, mark: (Data.Element) -> MarkRecord) {
        elements = data.map { $0 as Any }
        marks = data.map(mark)
    }
}
