import Testing

@testable import ChartModel

@Suite struct CSVTests {
    private func table(_ text: String) throws(ChartReadError) -> CSVTable {
        try CSVTable(parsing: Array(text.utf8))
    }

    private func failure(_ text: String, _ options: CSVImportOptions = CSVImportOptions()) -> String? {
        do {
            _ = try table(text).chart(options: options)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsRFC4180() throws {
        let csv = try table("\u{FEFF}name,\"note, with comma\"\r\n\"a \"\"quoted\"\" one\",\"two\nlines\"\r\n\r\nb,\n")
        #expect(csv.header == ["name", "note, with comma"])
        // A line break inside a quoted field is a space: every field is one line of text.
        #expect(csv.rows == [["a \"quoted\" one", "two lines"], ["b", ""]])
        #expect(csv.rowLines == [2, 5])
    }

    @Test(arguments: [
        ("", "the CSV file is empty; expected a header row naming the columns"),
        ("a,b\n1,2\n3\n", "line 3: expected 2 fields as in the header, found 1"),
        (
            "a,b\n1,x\"y\n",
            "line 2, column 4: a quote inside an unquoted field; quote the whole field and double any quote in it"
        ),
        ("a,b\n1,\"open\n", "line 2: a quoted field is never closed; add the closing quote"),
        ("a,b\n\"x\"y,2\n", "line 2, column 4: expected a comma or the end of the line after a closing quote"),
        ("a,a\n1,2\n", "line 1, column 2: duplicate column name 'a' (also column 1)"),
        (
            "day,steps\nMon,5000\nTue,12 apples\nWed,7000\n",
            "line 3, column 2 ('steps'): '12 apples' is not a number; expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
        (
            "day,steps\nMon,5\nTue,\"1\n2\"\nWed,6\n",
            "line 3, column 2 ('steps'): '1 2' groups its digits other than in thousands; expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
        ("day,steps\n,5\n", "line 2, column 1 ('day'): the x value is empty"),
        (
            "day,name\nMon,x\n",
            "no numeric column to use as y besides 'day'; the columns are 'day', 'name'; in 'name', line 2's 'x' is not a number"
        ),
    ])
    func refusesNamingLineAndColumn(input: String, message: String) {
        #expect(failure(input) == message)
    }

    @Test func namesUnknownColumnsWithASuggestion() {
        #expect(
            failure("date,steps\n2026-01-01,5\n", CSVImportOptions(y: ["step"]))
                == "a y column 'step': no such column (did you mean 'steps'?); the columns are 'date', 'steps'")
    }

    @Test func infersColumnTypes() throws {
        let csv = try table(
            "when,n,word,mixed,year\n2026-01-01,1.5,a,1,2020\n2026-01-02,-2e3,b,x,2021\n2026-01-03,,c,2,\n")
        #expect(csv.inferredType(of: 0) == .date)
        #expect(csv.inferredType(of: 1) == .numeric)
        #expect(csv.inferredType(of: 2) == .categorical)
        #expect(csv.inferredType(of: 3) == .categorical)
        #expect(csv.inferredType(of: 4) == .numeric)
    }

    @Test func wideTablesMakeOneSeriesPerNumericColumn() throws {
        let chart = try table("day,steps,label,floors\nMon,5000,x,3\nTue,,y,4\n")
            .chart(options: CSVImportOptions(title: "Week", kind: .bar, unit: "steps"))
        #expect(chart.title == "Week" && chart.kind == .bar)
        #expect(chart.xAxis == Axis(type: .categorical, title: "day"))
        // Several columns are several series, which the overview names: the axis is their value.
        #expect(chart.yAxis == Axis(type: .numeric, title: "Value", unit: "steps"))
        #expect(chart.series.map(\.name) == ["steps", "floors"])
        #expect(chart.series[0].y == [5000, nil])
        #expect(chart.series[0].x == .categories(["Mon", "Tue"]))
    }

    @Test func chosenColumnsAndLongForm() throws {
        let text = "region,quarter,revenue,cost\nEU,1,10,4\nUS,1,20,5\nEU,2,12,6\nUS,2,25,7\n"
        // Repeated x and one text column besides: long form, split by it.
        let wide = try table(text).chart(options: CSVImportOptions(x: "quarter", y: ["cost"]))
        #expect(wide.series.map(\.name) == ["EU", "US"])
        #expect(wide.series[1].points == [DataPoint(x: 1, y: 5), DataPoint(x: 2, y: 7)])
        let long = try table(text).chart(options: CSVImportOptions(x: "2", y: ["revenue"], series: "region"))
        #expect(long.series.map(\.name) == ["EU", "US"])
        #expect(long.series[1].points == [DataPoint(x: 1, y: 20), DataPoint(x: 2, y: 25)])
        #expect(
            failure(text, CSVImportOptions(x: "quarter", series: "region"))
                == "the column to split by 'region' splits one y column into series, and 'revenue' and 'cost' could each be it; choose one with --y"
        )
    }
}
