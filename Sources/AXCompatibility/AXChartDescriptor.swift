import ChartModel
import Foundation

/// Everything about an accessible chart; Apple's `AXChartDescriptor`.
///
/// A class with settable properties, as Apple's is: an app may keep one descriptor and change it
/// in place (`descriptor.series[0].dataPoints = …`), and every holder sees the change.
/// `Chart(_:)` turns it into AudioGraph's value model; `AXChartDescriptor(_:)` turns one back.
public final class AXChartDescriptor: NSObject, NSCopying {
    /// The direction in which the x axis runs.
    public enum ContentDirection: Int, Sendable {
        case leftToRight = 0
        case rightToLeft = 1
        case topToBottom = 2
        case bottomToTop = 3
        case radialClockwise = 4
        case radialCounterClockwise = 5
    }

    /// The title of the chart.
    public var title: String? {
        didSet { storedAttributedTitle = nil }
    }

    /// An attributed version of the title; setting it also sets `title` to its string.
    public var attributedTitle: NSAttributedString? {
        get { storedAttributedTitle ?? title.map { NSAttributedString(string: $0) } }
        set {
            title = newValue?.string
            storedAttributedTitle = newValue
        }
    }

    /// The key message of the chart, in the author's words.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, if the chart has one.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Descriptors for the chart's other dimensions.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data.
    public var series: [AXDataSeriesDescriptor]
    /// The direction of the x axis.
    public var contentDirection: ContentDirection = .leftToRight
    /// Where the chart is drawn, in screen points.
    public var contentFrame: CGRect = .zero

    private var storedAttributedTitle: NSAttributedString?
    /// AudioGraph's additions that Apple's model cannot carry (kind, locale, references).
    var extensions = ChartExtensions()
    /// The chart this descriptor was made from, if it was made from one.
    var source: ChartSource?

    /// Creates a chart descriptor.
    public init(
        title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
        yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
        series: [AXDataSeriesDescriptor]
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    /// Creates a chart descriptor with an attributed title.
    ///
    /// Disfavoured so that `AXChartDescriptor(xAxis:series:)`, leaving both titles out, picks
    /// the plain-title initializer.
    @_disfavoredOverload
    public convenience init(
        attributedTitle: NSAttributedString? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
        yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
        series: [AXDataSeriesDescriptor]
    ) {
        self.init(
            title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis,
            additionalAxes: additionalAxes, series: series)
        storedAttributedTitle = attributedTitle
    }

    /// A deep copy: the axes and series are copied too, as Apple's are.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXChartDescriptor(
            title: title, summary: summary, xAxis: xAxis.copy() as? any AXDataAxisDescriptor ?? xAxis,
            yAxis: yAxis?.copy() as? AXNumericDataAxisDescriptor,
            additionalAxes: additionalAxes.map { $0.copy() as? any AXDataAxisDescriptor ?? $0 },
            series: series.map { $0.copy() as? AXDataSeriesDescriptor ?? $0 })
        copy.storedAttributedTitle = storedAttributedTitle
        copy.contentDirection = contentDirection
        copy.contentFrame = contentFrame
        copy.extensions = extensions
        copy.source = source
        return copy
    }
}

/// What AudioGraph's chart model says beyond Apple's descriptor, kept on a descriptor made from
/// a `Chart` so that converting it back loses nothing.
struct ChartExtensions: Sendable {
    var kind: ChartKind?
    var stacking: Chart.Stacking?
    var locale = Chart.defaultLocale
    var references: [Reference] = []
}

/// A view or element that presents a chart to assistive technology; Apple's `AXChart`.
public protocol AXChart: NSObjectProtocol {
    /// The chart's descriptor.
    var accessibilityChartDescriptor: AXChartDescriptor? { get set }
}

/// A type that makes (and keeps up to date) a chart descriptor; SwiftUI's
/// `AXChartDescriptorRepresentable`.
public protocol AXChartDescriptorRepresentable {
    /// Makes the chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates an existing descriptor in place when the data changes; by default does nothing.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Does nothing: a representable that caches its descriptor overrides this.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
