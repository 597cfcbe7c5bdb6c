import ChartModel
import Foundation
import Sonification

/// Charts made for measuring.
public enum TestCharts {
    /// One series of `values` at x = 0, 1, 2… on a y axis from 0 to 100.
    public static func line(
        _ values: [Double?], continuous: Bool = true, range: ClosedRange<Double>? = 0...100, scale: Axis.Scale = .linear
    ) -> Chart {
        Chart(
            xAxis: .numeric("X"), yAxis: Axis(type: .numeric, title: "Y", range: range, scale: scale),
            series: [Series(name: "S", isContinuous: continuous, x: values.indices.map(Double.init), y: values)])
    }

    /// A sonifier for `chart` with mono output and otherwise `options`.
    public static func sonifier(_ chart: Chart, _ configure: (inout SonificationOptions) -> Void = { _ in }) throws
        -> Sonifier
    {
        var options = SonificationOptions(channelCount: 1)
        configure(&options)
        return try Sonifier(chart: chart, options: options)
    }
}
