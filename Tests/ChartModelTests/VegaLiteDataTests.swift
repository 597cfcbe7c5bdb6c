import Foundation
import TestSupport
import Testing

@testable import ChartModel

/// A spec's data against what the spec asks of it: a field the rows lack, a data file that is
/// not there, each refused where the spec names it rather than read as a chart of nothing.
@Suite struct VegaLiteDataTests {
    /// Six rows of monthly sales in two regions, as a notebook writes them inline.
    static let rows =
        #"{"month": "2026-01-05", "sales": 100, "region": "N"}, {"month": "2026-02-05", "sales": 120, "region": "N"}, "#
        + #"{"month": "2026-03-05", "sales": 90, "region": "N"}, {"month": "2026-01-05", "sales": 50, "region": "S"}, "#
        + #"{"month": "2026-02-05", "sales": 70, "region": "S"}, {"month": "2026-03-05", "sales": 80, "region": "S"}"#

    /// A line spec over `rows` with `encoding` (the members of the encoding object) and `extra` top-level members.
    private func spec(_ encoding: String, rows: String = Self.rows, extra: String = "") -> [UInt8] {
        Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows + "]}, "
                + extra + #""mark": "line", "encoding": {"# + encoding + "}}").utf8)
    }

    private func failure(_ bytes: [UInt8], folder: String? = nil) -> ChartReadError? {
        do {
            _ = try ChartReader.reading(bytes, format: .vegaLite, folder: folder)
            return nil
        } catch {
            return error
        }
    }

    private let x = #""x": {"field": "month", "type": "temporal"}"#
    private let y = #""y": {"field": "sales", "type": "quantitative"}"#
    private let color = #""color": {"field": "region", "type": "nominal"}"#

    @Test func aFieldTheRowsLackIsRefusedNamingTheNearestTheyHave() throws {
        // Spelt right, the spec reads: two regions of three months each (the rows above).
        let read = try ChartReader.reading(spec([x, y, color].joined(separator: ", ")), format: .vegaLite).chart
        #expect(read.series.map(\.name) == ["N", "S"] && read.series[1].points.map(\.y) == [50, 70, 80])
        // 'sale' for 'sales' once gave "6 points without a value"; 'mnth' and 'regoin' no chart at all.
        let typoY = #""y": {"field": "sale", "type": "quantitative"}"#
        #expect(
            failure(spec([x, typoY].joined(separator: ", ")))?.description
                == "encoding.y.field: 'sale' is not in the data (did you mean 'sales'?)")
        let typoX = #""x": {"field": "mnth", "type": "temporal"}"#
        #expect(
            failure(spec([typoX, y, color].joined(separator: ", ")))?.description
                == "encoding.x.field: 'mnth' is not in the data (did you mean 'month'?)")
        let typoColor = #""color": {"field": "regoin", "type": "nominal"}"#
        let colorError = try #require(failure(spec([x, y, typoColor].joined(separator: ", "))))
        #expect(colorError.description == "encoding.color.field: 'regoin' is not in the data (did you mean 'region'?)")
        #expect(colorError.problem == .invalid)
        // Nothing near: the fields the rows have, in order of their names.
        let far = #""y": {"field": "temperature", "type": "quantitative"}"#
        #expect(
            failure(spec([x, far].joined(separator: ", ")))?.description
                == "encoding.y.field: 'temperature' is not in the data; its fields are 'month', 'region', 'sales'")
        // In a layer, the path is the layer's.
        let layered = Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + Self.rows
                + #"]}, "layer": [{"mark": "line", "encoding": {"# + x + ", " + y + ", " + color
                + #"}}, {"mark": "rule", "encoding": {"y": {"field": "sals", "aggregate": "mean"}}}]}"#).utf8)
        #expect(
            failure(layered)?.description
                == "layer[1].encoding.y.field: 'sals' is not in the data (did you mean 'sales'?)")
    }

    @Test func aFieldIsCheckedOnlyAgainstRowsThereAre() throws {
        // A calculated field is in the rows it is calculated for.
        let calculated = spec(
            x + #", "y": {"field": "double", "type": "quantitative"}"#,
            extra: #""transform": [{"calculate": "datum.sales * 2", "as": "double"}], "#)
        #expect(try ChartReader.reading(calculated, format: .vegaLite).chart.series[0].points.map(\.y).contains(240))
        // A filter that leaves no row leaves nothing to check the field against: whatever the
        // spec is refused for, it is not a field missing from the data.
        let filtered = spec(
            [x, #""y": {"field": "sale", "type": "quantitative"}"#].joined(separator: ", "),
            extra: #""transform": [{"filter": "datum.sales > 1000"}], "#)
        #expect(failure(filtered)?.message.contains("is not in the data") != true)
    }

    @Test func aDataFileThatIsNotThereIsAMissingFileNamingDataURL() throws {
        let folder = TemporaryFolder()
        let missing = Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"url": "does_not_exist.csv"}, "#
                + #""mark": "line", "encoding": {"x": {"field": "a", "type": "quantitative"}, "#
                + #""y": {"field": "b", "type": "quantitative"}}}"#).utf8)
        let error = try #require(failure(missing, folder: folder.path))
        #expect(error.description == "data.url: cannot read '\(folder.path)/does_not_exist.csv': no such file")
        #expect(error.problem == .missingFile)
        // A folder where the file should be is there, and does not read: no missing file.
        try FileManager.default.createDirectory(
            atPath: folder.path + "/does_not_exist.csv", withIntermediateDirectories: false)
        let folderError = try #require(failure(missing, folder: folder.path))
        #expect(folderError.problem == .invalid)
        #expect(folderError.description == "data.url: cannot read '\(folder.path)/does_not_exist.csv': it is a folder")
    }
}
