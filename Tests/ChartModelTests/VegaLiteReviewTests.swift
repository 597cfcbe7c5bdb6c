import Foundation
import TestSupport
import Testing

@testable import ChartModel

/// Specs as a new user's review found them misread: an axis's number format, a Gantt chart, a Vega spec or one
/// without `$schema`, rows nested under a property, years on a temporal axis.
@Suite struct VegaLiteReviewTests {
    /// A spec of `mark` over `rows` (JSON objects) with `encoding` (the members of the encoding object).
    static func spec(_ mark: String, _ encoding: String, rows: String) -> [UInt8] {
        Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
                + #"]}, "mark": ""# + mark + #"", "encoding": {"# + encoding + "}}").utf8)
    }

    /// Unemployment rates as fractions, as a statistics office's JSON holds them.
    static let rates =
        #"{"year": "2020", "rate": 0.081}, {"year": "2021", "rate": 0.054}, {"year": "2022", "rate": 0.036}"#

    /// The y axis of the rates line with `y` as its y channel.
    private func yAxis(_ y: String) throws -> Axis? {
        let encoding = #""x": {"field": "year", "type": "temporal"}, "y": "# + y
        return try ChartReader.reading(Self.spec("line", encoding, rows: Self.rates), format: .vegaLite).chart.yAxis
    }

    @Test func anAxisPercentFormatMakesAPercentAxis() throws {
        // ".1%" shows 0.081 as "8.1%": a percent axis of the fractions, one digit, as a CSV's "8.1%" column is.
        let tenths = try #require(try yAxis(#"{"field": "rate", "type": "quantitative", "axis": {"format": ".1%"}}"#))
        #expect(tenths.format == ValueFormat(style: .percent, fractionDigits: 1))
        let whole = try yAxis(#"{"field": "rate", "type": "quantitative", "axis": {"format": ".0%"}}"#)
        #expect(whole?.format == ValueFormat(style: .percent, fractionDigits: 0))
        let bare = try yAxis(#"{"field": "rate", "type": "quantitative", "axis": {"format": "%"}}"#)
        #expect(bare?.format == ValueFormat(style: .percent))
        // The field's own format is its axis's; the axis's wins over it.
        let field = try yAxis(#"{"field": "rate", "type": "quantitative", "format": ".1%"}"#)
        #expect(field?.format == ValueFormat(style: .percent, fractionDigits: 1))
        let both = try yAxis(#"{"field": "rate", "type": "quantitative", "format": "d", "axis": {"format": ".0%"}}"#)
        #expect(both?.format == ValueFormat(style: .percent, fractionDigits: 0))
        // Without a format, plain numbers, as before.
        #expect(try yAxis(#"{"field": "rate", "type": "quantitative"}"#)?.format == ValueFormat())
    }

    @Test func aDollarFormatMakesDollarsAndOtherFormatsAreLeftOut() throws {
        let revenue = #"{"q": "A", "rev": 1200000}, {"q": "B", "rev": 900000}"#
        func yAxis(_ format: String) throws -> Axis? {
            let encoding =
                #""x": {"field": "q", "type": "nominal"}, "y": {"field": "rev", "type": "quantitative", "axis": {"format": ""#
                + format + #""}}"#
            return try ChartReader.reading(Self.spec("bar", encoding, rows: revenue), format: .vegaLite).chart.yAxis
        }
        #expect(try yAxis("$,.0f")?.format == ValueFormat(style: .currency, currencyCode: "USD", fractionDigits: 0))
        #expect(try yAxis("$.2s")?.format == ValueFormat(style: .currency, currencyCode: "USD", isCompact: true))
        // Grouping, width and exponents change only how labels look; a time format is no number format.
        #expect(try yAxis(",")?.format == ValueFormat())
        #expect(try yAxis(">8.2e")?.format == ValueFormat())
        #expect(try yAxis("%Y")?.format == ValueFormat())
    }
}
