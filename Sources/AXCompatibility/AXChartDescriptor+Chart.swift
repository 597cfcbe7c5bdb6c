import ChartModel
import Foundation

// Conversion between Apple's descriptor classes and AudioGraph's chart model.
//
// AX → Chart evaluates each numeric axis's value description provider for every value the
// chart holds on that axis (points, range ends, gridlines), so the native model carries the
// app's own spoken strings. Chart → AX keeps the source chart beside the descriptor: as long as
// nothing Apple's model can see has changed, converting back returns that chart exactly (kind,
// units, formats, dates, references and all); after an app changes the descriptor, the change
// wins and what Apple's model cannot say is kept from the source where it still applies.

extension Chart {
    /// The chart an `AXChartDescriptor` describes.
    ///
    /// - Complexity: O(n) in the number of points, plus one call of each numeric axis's value
    ///   description provider per distinct value on that axis.
    public init(_ descriptor: AXChartDescriptor) {
        let snapshot = AXSnapshot(descriptor)
        if let source = descriptor.source, source.snapshot == snapshot {
            self = source.chart
            // The additions may have been set since.
            kind = descriptor.extensions.kind
            stacking = descriptor.extensions.stacking
            return
        }
        let points = descriptor.series.flatMap(\.dataPoints)
        let xValues = points.compactMap { $0.xValue.category == nil ? $0.xValue.number : nil }
        let yValues = points.compactMap { $0.yValue?.number }
        self.init(
            title: descriptor.attributedTitle?.string,
            summary: descriptor.summary,
            kind: descriptor.extensions.kind,
            contentDirection: ContentDirection(descriptor.contentDirection),
            locale: descriptor.extensions.locale,
            xAxis: Axis(descriptor.xAxis, values: xValues),
            yAxis: descriptor.yAxis.map { Axis($0, values: yValues) },
            additionalAxes: descriptor.additionalAxes.enumerated().map { position, axis in
                Axis(
                    axis,
                    values: points.compactMap {
                        position < $0.additionalValues.count && $0.additionalValues[position].category == nil
                            ? $0.additionalValues[position].number : nil
                    })
            },
            series: descriptor.series.map(Series.init),
            references: descriptor.extensions.references,
            contentFrame: descriptor.contentFrame == .zero ? nil : Chart.Frame(descriptor.contentFrame),
            stacking: descriptor.extensions.stacking
        )
    }

    /// The chart an `AXChartDescriptorRepresentable` makes, after letting it update the
    /// descriptor as SwiftUI would.
    public init(_ representable: some AXChartDescriptorRepresentable) {
        let descriptor = representable.makeChartDescriptor()
        representable.updateChartDescriptor(descriptor)
        self.init(descriptor)
    }
}

extension AXChartDescriptor {
    /// AudioGraph's addition, which Apple's model cannot say: what kind of chart this is, or
    /// `nil` to infer it from the data.
    public var chartKind: ChartKind? {
        get { extensions.kind }
        set { extensions.kind = newValue }
    }

    /// AudioGraph's addition: how the series stack, as Swift Charts' `MarkStackingMethod` draws
    /// them (bars and areas stack by default there; say so here for the total and shares).
    public var stacking: Chart.Stacking? {
        get { extensions.stacking }
        set { extensions.stacking = newValue }
    }

    /// A descriptor for `chart`, in Apple's model.
    ///
    /// Numeric axes speak values through the chart's own value descriptions, falling back to
    /// the plain number and unit (dates as ISO 8601); the description engine gives richer text.
    /// - Complexity: O(n) in the number of points.
    public convenience init(_ chart: Chart) {
        let xAxis = Self.descriptor(
            for: chart.xAxis, extent: chart.series.xExtent, categories: chart.resolvedCategories)
        self.init(
            title: chart.title,
            summary: chart.summary,
            xAxis: xAxis,
            yAxis: chart.yAxis.map {
                Self.numericDescriptor(for: $0, extent: chart.yExtent)
            },
            additionalAxes: chart.additionalAxes.enumerated().map { position, axis in
                Self.descriptor(for: axis, extent: chart.series.additionalExtent(at: position), categories: [])
            },
            series: chart.series.map { series in
                AXDataSeriesDescriptor(
                    name: series.name, isContinuous: chart.isContinuous(series),
                    dataPoints: series.indices.map { AXDataPoint(series[$0]) })
            }
        )
        contentDirection = AXChartDescriptor.ContentDirection(chart.contentDirection)
        contentFrame = chart.contentFrame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
        extensions = ChartExtensions(
            kind: chart.kind, stacking: chart.stacking, locale: chart.locale, references: chart.references)
        source = ChartSource(chart: chart, snapshot: AXSnapshot(self))
    }

    private static func descriptor(for axis: Axis, extent: ClosedRange<Double>?, categories: [String])
        -> any AXDataAxisDescriptor
    {
        if axis.type == .categorical {
            let descriptor = AXCategoricalDataAxisDescriptor(
                title: axis.title, categoryOrder: axis.categories ?? categories)
            descriptor.nativeAxis = axis
            return descriptor
        }
        return numericDescriptor(for: axis, extent: extent)
    }

    /// The numeric (or date) descriptor of `axis`, its values described as the file describes them.
    private static func numericDescriptor(for axis: Axis, extent: ClosedRange<Double>?) -> AXNumericDataAxisDescriptor {
        let descriptions = axis.valueDescriptions
        let isDate = axis.type == .date
        let unit = axis.unit
        let singular = axis.unitSingular
        let descriptor = AXNumericDataAxisDescriptor(
            title: axis.title, range: axis.range ?? extent ?? 0...0, gridlinePositions: axis.gridlines
        ) { value in
            if let text = descriptions[value] { return text }
            if isDate { return ISODate.text(fromSeconds: value) }
            let number = PlainNumber.text(value)
            guard let unit else { return number }
            return number + " " + (value == 1 ? singular ?? unit : unit)
        }
        descriptor.scaleType = AXNumericDataAxisDescriptor.ScaleType(axis.scale)
        descriptor.nativeAxis = axis
        return descriptor
    }
}

/// The chart a descriptor was made from, and how the descriptor looked then.
struct ChartSource: Sendable {
    let chart: Chart
    let snapshot: AXSnapshot
}

/// Everything Apple's model shows of a descriptor, as a value that can be compared.
struct AXSnapshot: Sendable, Equatable {
    struct AxisState: Sendable, Equatable {
        var title: String
        var isCategorical: Bool
        var range: [Double]
        var gridlines: [Double]
        var scale: Int
        var categoryOrder: [String]
        var hasNativeProvider: Bool

        init(_ descriptor: any AXDataAxisDescriptor) {
            title = descriptor.attributedTitle.string
            let numeric = descriptor as? AXNumericDataAxisDescriptor
            let categorical = descriptor as? AXCategoricalDataAxisDescriptor
            isCategorical = categorical != nil
            range = numeric.map { [$0.range.lowerBound, $0.range.upperBound] } ?? []
            gridlines = numeric?.gridlinePositions ?? []
            scale = numeric?.scaleType.rawValue ?? 0
            categoryOrder = categorical?.categoryOrder ?? []
            hasNativeProvider = numeric.map { $0.nativeAxis != nil } ?? true
        }
    }

    struct SeriesState: Sendable, Equatable {
        var name: String
        var isContinuous: Bool
        var points: [DataPoint]
    }

    var title: String?
    var summary: String?
    var direction: Int
    var frame: [Double]
    var axes: [AxisState?]
    var series: [SeriesState]

    init(_ descriptor: AXChartDescriptor) {
        title = descriptor.attributedTitle?.string
        summary = descriptor.summary
        direction = descriptor.contentDirection.rawValue
        let frame = descriptor.contentFrame
        self.frame = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }
        axes =
            [AxisState(descriptor.xAxis), descriptor.yAxis.map(AxisState.init)]
            + descriptor.additionalAxes.map(AxisState.init)
        series = descriptor.series.map {
            SeriesState(
                name: $0.attributedName.string, isContinuous: $0.isContinuous, points: $0.dataPoints.map(DataPoint.init)
            )
        }
    }
}

// MARK: - Pieces

extension Axis {
    /// The axis an AX axis descriptor describes; numeric axes evaluate their value description
    /// provider for each of `values`, their range ends and gridlines.
    init(_ descriptor: any AXDataAxisDescriptor, values: [Double]) {
        let title = descriptor.attributedTitle.string
        if let categorical = descriptor as? AXCategoricalDataAxisDescriptor {
            self = categorical.nativeAxis ?? Axis(type: .categorical, title: title)
            self.title = title
            self.categories = categorical.categoryOrder
            return
        }
        guard let numeric = descriptor as? AXNumericDataAxisDescriptor else {
            self.init(type: .numeric, title: title)
            return
        }
        if var native = numeric.nativeAxis {
            // Made by AudioGraph, provider untouched: keep the native units, formats and type.
            native.title = title
            native.range = numeric.range
            native.gridlines = numeric.gridlinePositions
            native.scale = Axis.Scale(numeric.scaleType)
            self = native
            return
        }
        var descriptions: [Double: String] = [:]
        let provider = numeric.valueDescriptionProvider
        for value in values + [numeric.range.lowerBound, numeric.range.upperBound] + numeric.gridlinePositions
        where descriptions[value] == nil {
            descriptions[value] = provider(value)
        }
        self.init(
            type: .numeric, title: title, range: numeric.range, gridlines: numeric.gridlinePositions,
            scale: Axis.Scale(numeric.scaleType), valueDescriptions: descriptions)
    }
}

extension Series {
    /// The series an AX series descriptor describes.
    init(_ descriptor: AXDataSeriesDescriptor) {
        self.init(
            name: descriptor.attributedName.string, isContinuous: descriptor.isContinuous,
            points: descriptor.dataPoints.map(DataPoint.init))
    }
}

extension DataPoint {
    init(_ point: AXDataPoint) {
        self.init(
            x: DataValue(point.xValue), y: point.yValue?.number, label: point.attributedLabel?.string,
            additional: point.additionalValues.map(DataValue.init), xStart: point.xStart, xEnd: point.xEnd,
            box: point.box)
    }
}

extension DataValue {
    init(_ value: AXDataPointValue) {
        self = value.category.map(DataValue.category) ?? .number(value.number)
    }
}

extension AXDataPoint {
    convenience init(_ point: DataPoint) {
        let additional: [AXDataPoint.Value] = point.additional.map {
            switch $0 {
            case .number(let number): .number(number)
            case .category(let name): .category(name)
            }
        }
        switch point.x {
        case .number(let x): self.init(x: x, y: point.y, additionalValues: additional, label: point.label)
        case .category(let x): self.init(x: x, y: point.y, additionalValues: additional, label: point.label)
        }
        (xStart, xEnd, box) = (point.xStart, point.xEnd, point.box)
    }
}

extension [Series] {
    /// The extent of the numeric x values.
    var xExtent: ClosedRange<Double>? {
        extent(
            flatMap { series -> [Double] in
                if case .numbers(let values) = series.x { return values }
                return []
            })
    }

    /// The extent of the numeric additional values at `position`.
    func additionalExtent(at position: Int) -> ClosedRange<Double>? {
        extent(
            flatMap { series in
                (series.additional ?? []).compactMap { position < $0.count ? $0[position].number : nil }
            })
    }

    private func extent(_ values: [Double]) -> ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        return low...high
    }
}

extension Axis.Scale {
    init(_ scale: AXNumericDataAxisDescriptor.ScaleType) {
        switch scale {
        case .linear: self = .linear
        case .ln: self = .ln
        case .log10: self = .log10
        }
    }
}

extension AXNumericDataAxisDescriptor.ScaleType {
    init(_ scale: Axis.Scale) {
        switch scale {
        case .linear: self = .linear
        case .ln: self = .ln
        case .log10: self = .log10
        }
    }
}

// Apple's directions are numbered in the order AudioGraph lists its own (`ContentDirection.allCases`).
extension ContentDirection {
    init(_ direction: AXChartDescriptor.ContentDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .topToBottom: self = .topToBottom
        case .bottomToTop: self = .bottomToTop
        case .radialClockwise: self = .radialClockwise
        case .radialCounterClockwise: self = .radialCounterClockwise
        }
    }
}

extension AXChartDescriptor.ContentDirection {
    init(_ direction: ContentDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .topToBottom: self = .topToBottom
        case .bottomToTop: self = .bottomToTop
        case .radialClockwise: self = .radialClockwise
        case .radialCounterClockwise: self = .radialCounterClockwise
        }
    }
}

extension Chart.Frame {
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}
