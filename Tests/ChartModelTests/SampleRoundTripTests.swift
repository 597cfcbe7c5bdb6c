import ChartModel
import Foundation
import TestSupport
import Testing

@Suite struct SampleRoundTripTests {
    @Test func everySampleIsThere() {
        #expect(Samples.jsonNames.count == 16)
    }

    @Test(arguments: Samples.jsonNames)
    func decodeEncodeDecodeIsTheIdentity(name: String) throws {
        let chart = try Samples.chart(name)
        let text = ChartJSON.encode(chart)
        let again = try ChartJSON.decode(Array(text.utf8))
        #expect(again == chart)
        #expect(ChartJSON.encode(again) == text)
    }

    @Test(arguments: Samples.jsonNames)
    func codableGoesThroughTheFileFormat(name: String) throws {
        let chart = try Samples.chart(name)
        let data = try JSONEncoder().encode(chart)
        #expect(try JSONDecoder().decode(Chart.self, from: data) == chart)
        #expect(try ChartJSON.decode(data) == chart)
    }

    @Test func codableReportsTheChartErrorLine() throws {
        let data = Data(#"{"xAxis": {"title": "X"}, "series": [{"points": [{"x": 1, "y": "12k"}]}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Chart.self, from: data)
            Issue.record("decoded an invalid chart")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == #"series[0].points[0].y: expected a number or null, found "12k""#)
        }
    }

    @Test func samplesHoldWhatTheyPromise() throws {
        let steps = try Samples.chart("daily-steps.json")
        #expect(steps.resolvedKind == .line && steps.xAxis.type == .date)
        #expect(steps.references.first?.value == 10_000)
        #expect(steps.series[0].y.filter { $0 == nil }.count == 1)
        #expect(try Samples.chart("quarterly-revenue-by-region.json").series.count == 3)
        #expect(try Samples.chart("monthly-revenue.json").resolvedYAxis.format.style == .currency)
        #expect(try Samples.chart("monthly-expenses.json").resolvedKind == .pie)
        let band = try Samples.chart("daily-temperature.json")
        #expect(band.resolvedKind == .band && band.locale == "de_DE" && band.series[0].low != nil)
        let training = try Samples.chart("weekly-training.json")
        #expect(training.series.map(\.isContinuous) == [false, true])
        #expect(training.series[0].y.filter { $0 == 0 }.count == 2)
        #expect(try Samples.chart("muscle-balance.json").resolvedCategories.count == 8)
        #expect(try Samples.chart("active-users-sparkline.json").pointCount == 91)
        #expect(try Samples.chart("world-population.json").resolvedYAxis.scale == .log10)
        #expect(try Samples.chart("height-weight-scatter.json").resolvedKind == .scatter)
        let sensor = try Samples.chart("sensor-100k-columns.json")
        #expect(sensor.pointCount == 100_000 && sensor.series[0].prefersColumnForm)
        let csvSteps = try Samples.chart("csv-daily-steps.csv")
        #expect(csvSteps.series[0].y == steps.series[0].y)
        #expect(csvSteps.series[0].x == steps.series[0].x)
        let regions = try Samples.chart("csv-regional-revenue.csv")
        #expect(regions.series.map(\.name) == ["North America", "Europe", "Asia Pacific"])
    }
}
