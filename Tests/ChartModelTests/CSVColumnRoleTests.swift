import Foundation
import Testing

@testable import ChartModel

/// What a column is for once its header and the others are read: a unit in a header's trailing
/// parentheses, checked against the chart written out by hand here, through the table and the
/// fast reader alike.
@Suite struct CSVColumnRoleTests {
    private func read(_ text: String, _ options: CSVImportOptions = CSVImportOptions()) throws -> ChartReading {
        try SpreadsheetCSVTests().bothReadings(text, options)
    }

    @Test func aUnitInAHeaderGoesOnTheAxisAndOffTheSeriesName() throws {
        // Two temperature columns and a rain column: °F and °F share the axis; inches are another unit.
        let weather =
            "date,High (°F),Low (°F),Rain (in)\n2012-01-01,55.0,41.2,0\n2012-01-02,51.1,40.0,0.43\n2012-01-03,53.1,N/A,0.03\n"
        let both = try read(weather)
        #expect(both.chart.series.map(\.name) == ["High", "Low"])
        #expect(both.chart.series[1].y == [41.2, 40.0, nil])
        #expect(both.chart.yAxis?.unit == "°F" && both.chart.yAxis?.title == "Value")
        #expect(
            both.notes.first == .leftOut(column: "Rain (in)", unit: "'in'", axisColumn: "High (°F)", axisUnit: "'°F'"))
        #expect(
            both.notes.first?.description
                == "'Rain (in)' is left out: it is in 'in', and the y axis in '°F', as 'High (°F)' is; --y 'Rain (in)' describes it"
        )
        // Alone, the rain is its own series in its own unit, named without it.
        let rain = try read(weather, CSVImportOptions(y: ["Rain (in)"])).chart
        #expect(rain.series.map(\.name) == ["Rain"] && rain.yAxis?.title == "Rain" && rain.yAxis?.unit == "in")
        #expect(rain.series[0].y == [0, 0.43, 0.03])
        // Named together, refused: one axis, one unit.
        #expect(throws: ChartReadError.self) { try read(weather, CSVImportOptions(y: ["High (°F)", "Rain (in)"])) }
        // --unit says what the header does not, and wins over it.
        #expect(try read(weather, CSVImportOptions(y: ["Rain (in)"], unit: "inches")).chart.yAxis?.unit == "inches")
    }

    @Test func percentAndCurrencyHeadersAreTheColumnsFormat() throws {
        // "Share (%)": 42 is 42 percent, which the percent format holds as 0.42; brackets work as parentheses.
        let shares = try read("month,Share [%],Price (USD)\n2026-01,42,3.5\n2026-02,40.5,3.75\n").chart
        #expect(shares.series.map(\.name) == ["Share"] && shares.series[0].y == [0.42, 0.405])
        #expect(shares.yAxis?.format == ValueFormat(style: .percent) && shares.yAxis?.title == "Share")
        let price = try read(
            "month,Share [%],Price (USD)\n2026-01,42,3.5\n2026-02,40.5,3.75\n", .init(y: ["Price (USD)"]))
        #expect(price.chart.yAxis?.format == ValueFormat(style: .currency, currencyCode: "USD"))
        #expect(price.chart.series.map(\.name) == ["Price"] && price.chart.series[0].y == [3.5, 3.75])
        // Cells that write their own percent sign are read as written, not divided again.
        let signed = try read("month,Share (%)\n2026-01,42%\n2026-02,40.5%\n").chart
        #expect(signed.series[0].y == [0.42, 0.405])
    }

    @Test func parenthesesThatAreNoUnitStayInTheName() throws {
        let chart = try read("day,Sales (2023),Temperature (max)\n1,5,20\n2,6,22\n").chart
        #expect(chart.series.map(\.name) == ["Sales (2023)", "Temperature (max)"])
        #expect(chart.yAxis?.unit == nil && chart.yAxis?.title == "Value")
    }
}
