import AXCompatibility
import ChartAuditTesting
import ChartMarks
import ChartModel
import Testing

/// With the model and Apple's descriptors imported directly as well, `Chart { … }` is still the
/// marks' chart; only a type must then be named `ChartMarks.Chart` (the other test files import
/// `ChartMarks` alone and name it `Chart`).
@Suite struct ImportTests {
    @Test func chartMeansTheMarksChartBesideTheModelAndTheDescriptors() {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 12_400))
            BarMark(x: .value("Month", "Feb"), y: .value("Revenue", 13_900))
        }
        .accessibilityLabel("Revenue")
        let typed: ChartMarks.Chart = chart
        let descriptor: AXChartDescriptor = typed.makeChartDescriptor()
        let model: ChartModel.Chart = ChartModel.Chart(typed)
        #expect(descriptor.title == "Revenue" && model.kind == .bar && model.series[0].y == [12_400, 13_900])
        expectAccessible(chart)
        // The model's own initializer still makes a model chart.
        let file = ChartModel.Chart(xAxis: .categorical("Month"), series: [])
        #expect(file.series.isEmpty)
    }
}
