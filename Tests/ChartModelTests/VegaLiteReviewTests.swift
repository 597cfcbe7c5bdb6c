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

/// Gantt charts: bars from a start to an end at each task.
@Suite struct VegaLiteTimelineTests {
    /// A release plan as a project tool exports it: Design January 1 to 10 (9 days), Build January 8 to February 1
    /// (24 days), Test January 25 to February 8 (14 days).
    static let plan =
        #"{"task": "Design", "start": "2026-01-01", "end": "2026-01-10"}, "#
        + #"{"task": "Build", "start": "2026-01-08", "end": "2026-02-01"}, "#
        + #"{"task": "Test", "start": "2026-01-25", "end": "2026-02-08"}"#

    private func day(_ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: 2026, month: month, day: day) * 86_400)
    }

    @Test func aGanttChartIsATimelineOfItsTasks() throws {
        let encoding =
            #""y": {"field": "task", "type": "nominal"}, "x": {"field": "start", "type": "temporal"}, "#
            + #""x2": {"field": "end"}"#
        // Once refused as "encoding.y.type: the value channel is nominal".
        let reading = try ChartReader.reading(
            VegaLiteReviewTests.spec("bar", encoding, rows: Self.plan), format: .vegaLite)
        let chart = reading.chart
        #expect(chart.kind == .bar && chart.xAxis.type == .date && chart.xAxis.title == "start, end")
        #expect(chart.series.count == 1 && chart.series[0].name == "task")
        #expect(chart.series[0].labels == ["Design", "Build", "Test"])
        #expect(chart.series[0].xStart == [day(1, 1), day(1, 8), day(1, 25)])
        #expect(chart.series[0].xEnd == [day(1, 10), day(2, 1), day(2, 8)])
        #expect(chart.series[0].y == [9, 24, 14])
        #expect(chart.yAxis?.title == "Duration" && chart.yAxis?.unit == "days" && chart.yAxis?.unitSingular == "day")
        #expect(reading.notes == [.timeline(task: "task", start: "start", end: "end")])
        #expect(
            reading.notes[0].description
                == "bars from 'start' to 'end' at each 'task' read as a timeline; each bar's value is its length in days"
        )
        // Standing up (dates along y), and in German: the same timeline along x, its lengths in "Tage".
        let upright =
            #""x": {"field": "task", "type": "nominal"}, "y": {"field": "start", "type": "temporal"}, "#
            + #""y2": {"field": "end"}"#
        let german = try ChartReader.reading(
            VegaLiteReviewTests.spec("bar", upright, rows: Self.plan), format: .vegaLite,
            csv: CSVImportOptions(locale: "de-DE")
        ).chart
        #expect(german.xAxis.type == .date && german.series[0].y == [9, 24, 14])
        #expect(german.yAxis?.title == "Dauer" && german.yAxis?.unit == "Tage")
    }

    @Test func aTimelineOfEachColorAndNumbersThatStayRanges() throws {
        // Two teams' tasks: a series a team.
        let teams =
            #"{"task": "Design", "start": "2026-01-01", "end": "2026-01-10", "team": "UX"}, "#
            + #"{"task": "Build", "start": "2026-01-08", "end": "2026-02-01", "team": "Dev"}"#
        let colored =
            #""y": {"field": "task", "type": "nominal"}, "x": {"field": "start", "type": "temporal", "#
            + #""title": "Dates"}, "x2": {"field": "end"}, "color": {"field": "team", "type": "nominal"}"#
        let chart = try ChartReader.reading(VegaLiteReviewTests.spec("bar", colored, rows: teams), format: .vegaLite)
            .chart
        #expect(chart.xAxis.title == "Dates" && chart.series.map(\.name) == ["UX", "Dev"])
        #expect(chart.series.map(\.y) == [[9], [24]] && chart.seriesTitle == "team")
        // Numbers from x to x2 at each city are the lows and highs of range bars, as before: no timeline.
        let temperatures =
            #"{"city": "Oslo", "low": -4, "high": 1}, {"city": "Rome", "low": 4, "high": 12}"#
        let ranges =
            #""y": {"field": "city", "type": "nominal"}, "x": {"field": "low", "type": "quantitative"}, "#
            + #""x2": {"field": "high"}"#
        let reading = try ChartReader.reading(
            VegaLiteReviewTests.spec("bar", ranges, rows: temperatures), format: .vegaLite)
        #expect(reading.notes.isEmpty && reading.chart.xAxis.type == .categorical)
        #expect(
            reading.chart.series[0].points.map(\.low) == [-4, 4]
                && reading.chart.series[0].points.map(\.high) == [1, 12])
    }
}

/// A `.json` file's kind told by what it holds: a Vega spec is named as one, and a Vega-Lite spec without a
/// `$schema` is read as one, with a note.
@Suite struct VegaLiteKindTests {
    private func failure(_ text: String, format: ChartReader.Format) -> String? {
        do {
            _ = try ChartReader.reading(Array(text.utf8), format: format)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aVegaSpecIsNamedAsOneNotAVegaLiteSpec() {
        // As the Vega editor exports a bar chart (trimmed): once "marks: 'marks' is a construct AudioGraph does not
        // read (facets, repeats and concatenations are not)" as a .vl.json, or "xAxis: missing" as a .json.
        let vega =
            #"{"$schema": "https://vega.github.io/schema/vega/v5.json", "width": 400, "#
            + #""data": [{"name": "table", "values": [{"a": "A", "b": 28}]}], "signals": [], "#
            + #""scales": [{"name": "x", "type": "band"}], "marks": [{"type": "rect", "from": {"data": "table"}}]}"#
        let bySchema =
            "$schema: 'https://vega.github.io/schema/vega/v5.js…' is Vega's schema, not Vega-Lite's; "
            + "AudioGraph reads Vega-Lite specs, not Vega's: give it the Vega-Lite spec the chart was made from"
        #expect(failure(vega, format: .json) == bySchema)
        #expect(failure(vega, format: .vegaLite) == bySchema)
        // Without a $schema, by Vega's own arrays.
        let bare = #"{"data": [{"name": "table", "values": []}], "marks": [{"type": "rect"}], "scales": []}"#
        #expect(
            failure(bare, format: .json)
                == "top level: 'marks', 'signals' or 'scales' make this a Vega spec, not a Vega-Lite one; "
                + "AudioGraph reads Vega-Lite specs, not Vega's: give it the Vega-Lite spec the chart was made from")
    }

    @Test func aVegaLiteSpecWithoutSchemaIsReadAsOneWithANote() throws {
        // A spec written by hand, with no $schema: once "xAxis: missing; expected an axis object".
        let spec =
            #"{"data": {"values": ["# + VegaLiteDataTests.rows + #"]}, "mark": "line", "encoding": {"#
            + #""x": {"field": "month", "type": "temporal"}, "y": {"field": "sales", "type": "quantitative"}, "#
            + #""color": {"field": "region", "type": "nominal"}}}"#
        let reading = try ChartReader.reading(Array(spec.utf8), format: .json)
        #expect(reading.source == .vegaLite && reading.notes == [.readAsVegaLite])
        #expect(
            reading.chart.series.map(\.name) == ["N", "S"] && reading.chart.series[0].points.map(\.y) == [100, 120, 90])
        // Said to be one (--from-format vega-lite), or with a $schema: no note.
        #expect(try ChartReader.reading(Array(spec.utf8), format: .vegaLite).notes.isEmpty)
        // A chart file is still a chart file.
        let chartFile =
            #"{"title": "Steps", "xAxis": {"type": "categorical", "title": "Day"}, "#
            + #""series": [{"name": "Steps", "points": [{"x": "Mon", "y": 8000}]}]}"#
        let read = try ChartReader.reading(Array(chartFile.utf8), format: .json)
        #expect(read.source == .json && read.notes.isEmpty && read.chart.series[0].points.map(\.y) == [8000])
    }
}

/// Rows nested under a property of a JSON file (or of inline values), which `data.format.property` names.
@Suite struct VegaLiteNestedDataTests {
    /// A bar spec of `k` and `v` over `data` (the data object's members).
    private func spec(_ data: String) -> [UInt8] {
        Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"# + data + #"}, "#
                + #""mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"}, "#
                + #""y": {"field": "v", "type": "quantitative"}}}"#).utf8)
    }

    @Test func aPropertyPicksTheNestedRows() throws {
        // As an API answers: the rows under "results.rows", beside metadata.
        let folder = TemporaryFolder()
        try Data(
            #"{"meta": {"source": "survey"}, "results": {"count": 3, "rows": [{"k": "a", "v": 1}, {"k": "b", "v": 3}, {"k": "c", "v": 2}]}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: folder.path + "/wrapped.json"))
        let fromFile = try ChartReader.reading(
            spec(#""url": "wrapped.json", "format": {"type": "json", "property": "results.rows"}"#),
            format: .vegaLite, folder: folder.path
        ).chart
        // Once refused as "data.url: expected a JSON array of rows".
        #expect(fromFile.xAxis.categories == ["a", "b", "c"] && fromFile.series[0].points.map(\.y) == [1, 3, 2])
        let inline = try ChartReader.reading(
            spec(#""values": {"rows": [{"k": "x", "v": 5}]}, "format": {"property": "rows"}"#), format: .vegaLite
        ).chart
        #expect(inline.series[0].points.map(\.y) == [5])
        // A property the file lacks is named where the spec writes it.
        do {
            _ = try ChartReader.reading(
                spec(#""url": "wrapped.json", "format": {"property": "results.items"}"#), format: .vegaLite,
                folder: folder.path)
            Issue.record("read")
        } catch {
            #expect(error.description == "data.format.property: 'results.items': 'results' has no property 'items'")
        }
        // Without a property, an object of rows says what would pick them.
        do {
            _ = try ChartReader.reading(spec(#""url": "wrapped.json""#), format: .vegaLite, folder: folder.path)
            Issue.record("read")
        } catch {
            #expect(
                error.description
                    == #"data.url: expected a JSON array of rows; the file holds an object: "format": {"property": …} names the property that holds them"#
            )
        }
    }
}

/// Whole-number years in a temporal field, which Vega-Lite would take as milliseconds since 1970.
@Suite struct VegaLiteYearTests {
    private func reading(_ x: String, rows: String) throws -> ChartReading {
        try ChartReader.reading(
            VegaLiteReviewTests.spec("line", x + #", "y": {"field": "v", "type": "quantitative"}"#, rows: rows),
            format: .vegaLite)
    }

    private func yearStart(_ year: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: 1, day: 1) * 86_400)
    }

    @Test func wholeNumberYearsAreReadAsYearsWithANote() throws {
        let rows = #"{"year": 2019, "v": 3}, {"year": 2020, "v": 5}, {"year": 2021, "v": 4}"#
        let years = try reading(#""x": {"field": "year", "type": "temporal"}"#, rows: rows)
        // Once 2.019 to 2.021 seconds after midnight on January 1, 1970: "12:00:02 AM to 12:00:02 AM".
        #expect(years.chart.xAxis.type == .date)
        #expect(years.chart.series[0].x == .numbers([yearStart(2019), yearStart(2020), yearStart(2021)]))
        #expect(years.notes == [.yearsAsDates(field: "year", first: 2019, last: 2021)])
        #expect(
            years.notes[0].description
                == "'year': whole numbers 2019 to 2021 read as years, not as milliseconds since 1970 as Vega-Lite reads a temporal number"
        )
        // A time unit of them, too.
        let unit = try reading(#""x": {"field": "year", "type": "temporal", "timeUnit": "year"}"#, rows: rows)
        #expect(unit.chart.series[0].x == .numbers([yearStart(2019), yearStart(2020), yearStart(2021)]))
        // Milliseconds since 1970 stay so: January 5, 2026, 00:00 UTC is 1,767,571,200,000.
        let epoch = try reading(
            #""x": {"field": "t", "type": "temporal"}"#, rows: #"{"t": 1767571200000, "v": 1}, {"t": 2019, "v": 2}"#)
        #expect(epoch.notes.isEmpty && epoch.chart.series[0].x == .numbers([2.019, 1_767_571_200]))
        // Quantitative years are numbers, as they were.
        let numbers = try reading(#""x": {"field": "year", "type": "quantitative"}"#, rows: rows)
        #expect(numbers.notes.isEmpty && numbers.chart.series[0].x == .numbers([2019, 2020, 2021]))
    }
}

/// A Vega-Lite spec read as its CSV would be: units in titles, empty bins.
@Suite struct VegaLiteAsCSVTests {
    private func chart(_ mark: String, _ encoding: String, rows: String) throws -> Chart {
        try ChartReader.reading(VegaLiteReviewTests.spec(mark, encoding, rows: rows), format: .vegaLite).chart
    }

    private let rain = #"{"m": "2025-01", "r": 61.2}, {"m": "2025-02", "r": 40.1}, {"m": "2025-03", "r": 45}"#

    @Test func anAxisTitleWritesItsUnit() throws {
        let x = #""x": {"field": "m", "type": "temporal"}, "#
        let millimetres = try chart(
            "line", x + #""y": {"field": "r", "type": "quantitative", "title": "Rain (mm)"}"#, rows: rain)
        #expect(millimetres.yAxis?.title == "Rain" && millimetres.yAxis?.unit == "mm")
        #expect(millimetres.series[0].y == [61.2, 40.1, 45])
        let dollars = try chart(
            "line", x + #""y": {"field": "r", "type": "quantitative", "axis": {"title": "Price ($)"}}"#, rows: rain)
        #expect(dollars.yAxis?.title == "Price" && dollars.yAxis?.format.style == .currency)
        #expect(dollars.yAxis?.format.currencyCode == "USD" && dollars.series[0].y == [61.2, 40.1, 45])
        // Percent makes 61.2 read as 61.2 percent (see `percentAndScaleWordsInTheYTitleSayWhatTheValuesAre`).
        let share = try chart(
            "line", x + #""y": {"field": "r", "type": "quantitative", "title": "Share (%)"}"#, rows: rain)
        #expect(share.yAxis?.title == "Share" && share.series[0].y == [0.612, 0.401, 0.45])
    }

    @Test func anEmptyBinIsABinOfNone() throws {
        // Petal lengths as iris has them, none from 2 to 3: bins of 1 from 1 to 7, the second counting 0 (by hand:
        // 4 below 2, 3.5, 4.5 and 4.7, 5.1, 6.0 and 6.9).
        let lengths = [1.4, 1.3, 1.5, 1.9, 3.5, 4.7, 4.5, 5.1, 6.0, 6.9]
        let rows = lengths.map { #"{"p": \#($0)}"# }.joined(separator: ", ")
        let encoding = #""x": {"field": "p", "type": "quantitative", "bin": true}, "y": {"aggregate": "count"}"#
        let histogram = try chart("bar", encoding, rows: rows)
        #expect(histogram.series[0].y == [4, 0, 1, 2, 1, 2])
        #expect(histogram.series[0].points.map(\.xStart) == [1, 2, 3, 4, 5, 6])
    }

    @Test func sumsAndMeansKeepTheDigitsTheirValuesWrite() throws {
        // Ten days of 0.7 mm of rain in May, and one of 1.1 in June: summed plainly, 7.000000000000001 (a chart file
        // would write it so); by hand, 7 and 1.1, and a mean of 0.7 (June first, in order of their names).
        #expect((0..<10).map { _ in 0.7 }.reduce(0, +) != 7)
        let rows =
            (Array(repeating: #"{"month": "May", "rain": 0.7}"#, count: 10) + [#"{"month": "Jun", "rain": 1.1}"#])
            .joined(separator: ", ")
        let x = #""x": {"field": "month", "type": "nominal"}, "#
        let sum = try ChartReader.read(
            VegaLiteReviewTests.spec(
                "bar", x + #""y": {"field": "rain", "aggregate": "sum", "type": "quantitative"}"#, rows: rows),
            format: .vegaLite)
        #expect(sum.series[0].y == [1.1, 7])
        let mean = try ChartReader.read(
            VegaLiteReviewTests.spec(
                "bar", x + #""y": {"field": "rain", "aggregate": "mean", "type": "quantitative"}"#, rows: rows),
            format: .vegaLite)
        #expect(mean.series[0].y == [1.1, 0.7])
    }

    @Test func anAltairTextLayerOfLabelsIsLeftOutWithANote() throws {
        // Altair's line with its values written on it (`line + line.mark_text(dy=-5).encode(text="sales")`): once
        // refused as "'text' is a mark AudioGraph does not read". The line is read, its labels left out, with a note.
        let encoding =
            #""x": {"field": "month", "type": "temporal"}, "y": {"field": "sales", "type": "quantitative"}, "#
            + #""color": {"field": "region", "type": "nominal"}"#
        let spec =
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["#
            + VegaLiteDataTests.rows + #"]}, "layer": [{"mark": "line", "encoding": {"# + encoding + #"}}, "#
            + #"{"mark": {"type": "text", "dy": -5}, "encoding": {"# + encoding
            + #", "text": {"field": "sales", "type": "quantitative"}}}]}"#
        let reading = try ChartReader.reading(Array(spec.utf8), format: .vegaLite)
        #expect(reading.notes == [.textLayer(path: "layer[1]")])
        #expect(
            reading.notes[0].description
                == "layer[1]: its text marks, words drawn on the chart, are left out; the description and the explorer say the values"
        )
        #expect(
            reading.chart.series.map(\.name) == ["N", "S"] && reading.chart.series[0].points.map(\.y) == [100, 120, 90])
        // Text alone draws no data: still refused, with its path.
        let textOnly =
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["#
            + VegaLiteDataTests.rows + #"]}, "layer": [{"mark": "text", "encoding": {"# + encoding + #"}}]}"#
        do {
            _ = try ChartReader.reading(Array(textOnly.utf8), format: .vegaLite)
            Issue.record("a layer of text alone was read")
        } catch {
            #expect(error.description.hasPrefix("layer[0].mark.type: 'text' is a mark AudioGraph does not read"))
        }
    }

    @Test func aHeatmapOfTimeUnitsHasARowAPeriod() throws {
        // Vega-Lite's Seattle heatmap: x the day of the month, y the month, color the highest temperature of each.
        // Once refused as "1,461 series" (a series a date: the month's time unit was left off the rows). Here: two
        // Januaries and a February; January 2's highest of 4 and 9 is 9, February's rows come second though first in
        // the file.
        let rows =
            #"{"date": "2013-02-01", "t": 3}, {"date": "2012-01-01", "t": 5}, {"date": "2012-01-02", "t": 4}, "#
            + #"{"date": "2013-01-02", "t": 9}, {"date": "2013-01-01", "t": 2}"#
        let spec =
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
            + #"]}, "mark": "rect", "encoding": {"x": {"field": "date", "timeUnit": "date", "type": "ordinal"}, "#
            + #""y": {"field": "date", "timeUnit": "month", "type": "ordinal", "title": "Month"}, "#
            + #""color": {"field": "t", "aggregate": "max", "type": "quantitative"}}}"#
        let chart = try ChartReader.reading(Array(spec.utf8), format: .vegaLite).chart
        #expect(chart.kind == .heatmap && chart.series.map(\.name) == ["January", "February"])
        #expect(chart.series[0].points.map(\.x) == [.category("1"), .category("2")])
        #expect(chart.series[0].y == [5, 9] && chart.series[1].y == [3])
    }

    @Test func binnedBarsOfSumsAreAHistogramOfTotals() throws {
        // A reviewer's Altair bars of horsepower bins summing a count were told as intervals: "Longest: when hp
        // (binned) is between 60 and 80 (20)", the bins' width. Bins of 20 from 60: 60–80 holds 2 + 3, 80–100 5.
        let rows =
            #"{"hp": 60, "n": 2}, {"hp": 75, "n": 3}, {"hp": 95, "n": 5}, {"hp": 110, "n": 4}, {"hp": 130, "n": 1}, "#
            + #"{"hp": 150, "n": 6}, {"hp": 175, "n": 2}, {"hp": 205, "n": 1}, {"hp": 230, "n": 3}"#
        let spec =
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
            + #"]}, "mark": "bar", "encoding": {"x": {"field": "hp", "bin": true, "type": "quantitative"}, "#
            + #""y": {"field": "n", "aggregate": "sum", "type": "quantitative"}}}"#
        let chart = try ChartReader.reading(Array(spec.utf8), format: .vegaLite).chart
        #expect(chart.kind == .histogram)
        #expect(Array(chart.series[0].y.prefix(3)) == [5, 5, 4])
        #expect(chart.series[0].xInterval(at: 0) == 60...80)
    }

    @Test func percentAndScaleWordsInTheYTitleSayWhatTheValuesAre() throws {
        // "Share (%)" over 10 to 40 was a share "rising about 4-fold … up 300 percent", its 30 points told as a
        // change of amounts. As a CSV header's, the percent sign makes 10 read as 10 percent (0.1 of a percent axis):
        // the values, the domain's ends and the rule drawn at 25 alike.
        let rows = #"{"year": 2015, "share": 10}, {"year": 2020, "share": 40}"#
        let layered = Array(
            (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
                + #"]}, "layer": [{"mark": "line", "encoding": {"x": {"field": "year", "type": "ordinal"}, "#
                + #""y": {"field": "share", "type": "quantitative", "title": "Share (%)", "#
                + #""scale": {"domain": [0, 50]}}}}, {"mark": "rule", "encoding": {"y": {"datum": 25}}}]}"#).utf8)
        let chart = try ChartReader.reading(layered, format: .vegaLite).chart
        #expect(chart.yAxis?.title == "Share" && chart.yAxis?.format.style == .percent)
        #expect(chart.series.map(\.name) == ["Share"] && chart.series[0].y == [0.1, 0.4])
        #expect(chart.yAxis?.range == 0...0.5 && chart.references.map(\.value) == [0.25])
        // A scale word: "Passengers (millions)" of 1.5 are 1,500,000 passengers, said compactly.
        let millions = try ChartReader.reading(
            VegaLiteReviewTests.spec(
                "bar",
                #""x": {"field": "year", "type": "ordinal"}, "y": {"field": "n", "type": "quantitative", "#
                    + #""title": "Passengers (millions)"}"#, rows: #"{"year": "2020", "n": 1.5}"#), format: .vegaLite
        ).chart
        #expect(millions.yAxis?.title == "Passengers" && millions.series[0].y == [1_500_000])
        #expect(millions.yAxis?.format.isCompact == true)
        // A format that only shows the figures ("Jobs (thousands)" with ",.0f") leaves them standing for thousands.
        let jobs = try ChartReader.reading(
            VegaLiteReviewTests.spec(
                "line",
                #""x": {"field": "year", "type": "ordinal"}, "y": {"field": "n", "type": "quantitative", "#
                    + #""title": "Jobs (thousands)", "axis": {"format": ",.0f"}}"#,
                rows: #"{"year": "2020", "n": 129726}"#),
            format: .vegaLite
        ).chart
        #expect(jobs.yAxis?.title == "Jobs" && jobs.series[0].y == [129_726_000])
        // The author's own format says what the values are: fractions shown as percent keep their figures.
        let rates = VegaLiteReviewTests.spec(
            "line",
            #""x": {"field": "year", "type": "temporal"}, "y": {"field": "rate", "type": "quantitative", "#
                + #""title": "Rate (%)", "axis": {"format": ".1%"}}"#, rows: VegaLiteReviewTests.rates)
        let formatted = try #require(try ChartReader.reading(rates, format: .vegaLite).chart.yAxis)
        #expect(try ChartReader.reading(rates, format: .vegaLite).chart.series[0].y == [0.081, 0.054, 0.036])
        #expect(formatted.title == "Rate" && formatted.format.style == .percent)
    }
}
