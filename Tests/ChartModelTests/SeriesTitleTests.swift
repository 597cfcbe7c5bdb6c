import Testing

@testable import ChartModel

/// What the series' names are values of (`Chart.seriesTitle`), as each reader finds it: the column a CSV file is
/// split by, a Vega-Lite series channel's title or field, a chart file's own key; and nothing for series of columns.
@Suite struct SeriesTitleTests {
    static let csv = "age,sex,people\n0,1,100\n0,2,95\n5,1,90\n5,2,88\n"

    @Test func aSplitColumnTitlesTheSeries() throws {
        let table = try CSVTable(parsing: Array(Self.csv.utf8))
        let split = try table.chart(options: CSVImportOptions(x: "age", y: ["people"], series: "sex"))
        #expect(split.series.map(\.name) == ["1", "2"] && split.seriesTitle == "sex")
        // Series of columns are no values of anything: no title.
        let wide = try CSVTable(parsing: Array("age,men,women\n0,100,95\n5,90,88\n".utf8)).chart()
        #expect(wide.series.map(\.name) == ["men", "women"] && wide.seriesTitle == nil)
    }

    @Test func aVegaLiteSeriesChannelTitlesTheSeries() throws {
        func spec(_ color: String) -> String {
            """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
             "data": {"values": [{"age": 0, "cyl": 4, "n": 3}, {"age": 0, "cyl": 6, "n": 5},
                                 {"age": 5, "cyl": 4, "n": 4}, {"age": 5, "cyl": 6, "n": 2}]},
             "mark": "line",
             "encoding": {"x": {"field": "age", "type": "quantitative"}, "y": {"field": "n", "type": "quantitative"},
                          "color": \(color)}}
            """
        }
        let byField = try ChartReader.read(Array(spec(#"{"field": "cyl", "type": "nominal"}"#).utf8), format: .vegaLite)
        #expect(byField.series.map(\.name) == ["4", "6"] && byField.seriesTitle == "cyl")
        let titled = try ChartReader.read(
            Array(spec(#"{"field": "cyl", "type": "nominal", "title": "Cylinders"}"#).utf8), format: .vegaLite)
        #expect(titled.seriesTitle == "Cylinders")
    }

    @Test func aChartFileKeepsItsSeriesTitle() throws {
        let chart = Chart(
            xAxis: .numeric("Age"), yAxis: .numeric("People"),
            series: [Series(name: "1", x: [0, 5], y: [100, 90]), Series(name: "2", x: [0, 5], y: [95, 88])],
            seriesTitle: "Sex")
        let text = ChartJSON.encode(chart)
        #expect(text.contains(#""seriesTitle""#), "\(text)")
        #expect(try ChartJSON.decode(Array(text.utf8)).seriesTitle == "Sex")
        #expect(
            try ChartJSON.decode(Array(ChartJSON.encode(Chart(xAxis: .numeric("A"), series: [])).utf8)).seriesTitle
                == nil)
    }
}
