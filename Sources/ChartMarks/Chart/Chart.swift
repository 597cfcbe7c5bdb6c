import AXCompatibility
import ChartModel
import Foundation

/// A chart written with Swift Charts' marks; Swift Charts' `Chart`, as a value that becomes
/// AudioGraph's chart model.
///
/// In a file that imports `ChartMarks`, `Chart` is this type (it shadows the model's `Chart`,
/// which is `ChartModel.Chart` there). It is an `AXChartDescriptorRepresentable`, so
/// `makeChartDescriptor()`, `ChartModel.Chart(_:)`, `expectAccessible(_:)` and
/// `XCTAssertAccessible(_:)` all take it, and what the marks say is inferred as Swift Charts
/// infers it: see `ChartModel.Chart(_:)` and Documentation/SwiftCharts.md.
public struct Chart: Sendable {
    /// The marks, in the order they are drawn.
    let marks: [MarkRecord]
    /// What the chart's modifiers said.
    var settings = ChartSettings()

    /// A chart of the marks `content` makes.
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
        marks = ChartMarks.marks(of: content())
    }

    /// A chart of the marks `content` makes of each element of `data`, told apart by `id`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        marks = ChartMarks.marks(of: data, content)
    }

    /// A chart of the marks `content` makes of each `Identifiable` element of `data`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public init<Data: RandomAccessCollection, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        marks = ChartMarks.marks(of: data, content)
    }

    /// The chart as AudioGraph's model: the app's own descriptor when it gave one
    /// (`accessibilityChartDescriptor(_:)`), else what the marks say.
    var model: ChartModel.Chart {
        settings.descriptorChart ?? ChartInference(marks: marks, settings: settings).chart()
    }
}

extension Chart: AXChartDescriptorRepresentable {
    /// The descriptor VoiceOver would build from the marks, with everything AudioGraph's model
    /// adds kept (kind, stacking, references, labels, dates): `ChartModel.Chart(_:)` gives
    /// back exactly the model the marks make.
    public func makeChartDescriptor() -> AXChartDescriptor {
        AXChartDescriptor(model)
    }
}

/// What a chart's modifiers said: its title, axis labels, scales, axis marks and series order.
struct ChartSettings: Sendable {
    /// `.accessibilityLabel(_:)` on the chart.
    var title: String?
    /// `.accessibilityValue(_:)` on the chart.
    var summary: String?
    var x = AxisSettings()
    var y = AxisSettings()
    /// The `chartForegroundStyleScale` domain: the series' order.
    var foregroundDomain: [String]?
    /// The model of the app's own descriptor (`accessibilityChartDescriptor(_:)`), which wins.
    var descriptorChart: ChartModel.Chart?
    /// What `.environment(_:_:)` set: the locale the chart is spoken in.
    var environment: EnvironmentValues?

    /// The settings with x and y exchanged, for a chart whose categories run along y.
    var transposed: ChartSettings {
        var settings = self
        (settings.x, settings.y) = (y, x)
        return settings
    }
}

/// What a chart's modifiers said about one axis.
struct AxisSettings: Sendable {
    /// `chartXAxisLabel(_:)`.
    var label: String?
    /// The scale's domain: its two ends for a range, the categories in order for a list.
    var domain: [PlotValue]?
    /// Whether `domain` is a range rather than a list of categories.
    var isRange = false
    /// `type: .log` and the like.
    var scale: ScaleType?
    /// The values of axis marks that draw grid lines.
    var gridValues: [AxisMarkValues] = []
    /// What the axis's labels' format says its values are.
    var format: AxisLabelFormat?
}
