/// Chart content drawn from each element of a collection, whose modifiers take key paths;
/// Swift Charts' `VectorizedChartContent`, what `LinePlot`, `BarPlot`, `PointPlot` and
/// `AreaPlot` over a collection are.
///
/// As in Swift Charts, modifiers with key paths come before modifiers with plain values.
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of the collection's elements.
    associatedtype DataElement
}

/// The marks of a plot, with the element each mark was drawn from (none for a function plot).
struct PlotBatch {
    /// The elements, one per mark, for the key-path modifiers; empty for a function plot.
    var elements: [Any]
    var marks: [MarkRecord]
}

/// Content holding a plot's batch.
protocol PlotBatchContent {
    var batch: PlotBatch { get }
}

/// A plot's marks after a key-path modifier.
struct PlotMarks<DataElement>: VectorizedChartContent, MarkContent, PlotBatchContent {
    let batch: PlotBatch

    var marks: [MarkRecord] { batch.marks }
    var body: AnyChartContent { AnyChartContent(self) }
}

extension VectorizedChartContent {
    /// Colours each element's mark by the value at `value`'s key path: one series per category.
    public func foregroundStyle<D>(by value: PlottableProjection<DataElement, D>) -> some VectorizedChartContent<
        DataElement
    > {
        projected { $0.foregroundStyle = $0.foregroundStyle ?? value.field(of: $1) }
    }

    /// Draws each element's point with a symbol by the value at `value`'s key path.
    public func symbol<D>(by value: PlottableProjection<DataElement, D>) -> some VectorizedChartContent<DataElement> {
        projected { $0.symbol = $0.symbol ?? value.field(of: $1) }
    }

    /// Sizes each element's point by the value at `value`'s key path.
    public func symbolSize<D>(by value: PlottableProjection<DataElement, D>) -> some VectorizedChartContent<
        DataElement
    > {
        projected { $0.symbolSize = $0.symbolSize ?? value.field(of: $1) }
    }

    /// Strokes each element's line by the value at `value`'s key path.
    public func lineStyle<D>(by value: PlottableProjection<DataElement, D>) -> some VectorizedChartContent<
        DataElement
    > {
        projected { $0.lineStyle = $0.lineStyle ?? value.field(of: $1) }
    }

    /// Paints each element's mark in the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<
        DataElement
    > {
        projected { $0.style = $0.style ?? String(describing: $1[keyPath: keyPath]) }
    }

    /// Names each element's point by the text at `keyPath`.
    public func accessibilityLabel(_ keyPath: KeyPath<DataElement, Text>) -> some VectorizedChartContent<DataElement> {
        projected { $0.accessibilityLabel = $0.accessibilityLabel ?? $1[keyPath: keyPath].content }
    }

    /// Says how each element's value is spoken by the text at `keyPath`.
    public func accessibilityValue(_ keyPath: KeyPath<DataElement, Text>) -> some VectorizedChartContent<DataElement> {
        projected { $0.accessibilityValue = $0.accessibilityValue ?? $1[keyPath: keyPath].content }
    }

    /// Leaves out each element whose value at `keyPath` is true.
    public func accessibilityHidden(_ keyPath: KeyPath<DataElement, Bool>) -> some VectorizedChartContent<DataElement> {
        projected { $0.isHidden = $0.isHidden || $1[keyPath: keyPath] }
    }

    /// The plot's marks, each changed by `change` with its element.
    private func projected(_ change: (inout MarkRecord, DataElement) -> Void) -> PlotMarks<DataElement> {
        var batch = (self as? any PlotBatchContent)?.batch ?? PlotBatch(elements: [], marks: marks(of: self))
        for index in batch.marks.indices where index < batch.elements.count {
            if let element = batch.elements[index] as? DataElement { change(&batch.marks[index], element) }
        }
        return PlotMarks(batch: batch)
    }
}
