import ChartDescription
import ChartModel

/// What every chart that reads must survive: written back to the file format it reads again as
/// the same chart, and every level of its description is made without trapping.
func checkReadChart(_ chart: Chart) {
    let written = ChartJSON.encode(chart)
    do {
        let again = try ChartJSON.decode(Array(written.utf8))
        precondition(again == chart, "the chart changed on its way through the file format:\n\(written)")
    } catch {
        preconditionFailure("a chart that was read cannot be read back: \(error.description)\n\(written)")
    }
    guard let describer = try? ChartDescriber(chart: chart) else { return }
    for level in DescriptionLevel.allCases {
        let description = describer.describe(level)
        for format in DescriptionFormat.allCases { _ = description.rendered(as: format, locale: chart.locale) }
    }
}
