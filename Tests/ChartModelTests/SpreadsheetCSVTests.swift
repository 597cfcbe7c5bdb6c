import Foundation
import Testing

@testable import ChartModel

/// CSV files as spreadsheets write them (Fixtures/CSV): each dialect, number spelling, date
/// form, missing-value marker and refusal, read through `ChartReader` and checked against the
/// chart written out by hand here.
@Suite struct SpreadsheetCSVTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CSV")

    private func reading(_ name: String, _ options: CSVImportOptions = CSVImportOptions()) throws -> ChartReading {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        return try ChartReader.reading(bytes, format: .csv, csv: options)
    }

    private func chart(_ name: String, _ options: CSVImportOptions = CSVImportOptions()) throws -> Chart {
        try reading(name, options).chart
    }

    private func failure(_ name: String, _ options: CSVImportOptions = CSVImportOptions()) -> String? {
        do {
            _ = try reading(name, options)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Seconds since 1970 of a day (and time).
    private func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
    }

    @Test func sniffsEachDelimiter() throws {
        let comma = try chart("comma-plain.csv")
        #expect(comma.series.map(\.name) == ["steps"] && comma.series[0].y == [8432, 9120, 7800])
        let pipe = try chart("pipe-separated.csv")
        #expect(pipe.xAxis.type == .categorical && pipe.series[0].x == .categories(["Oslo", "Bergen", "Trondheim"]))
        #expect(pipe.series[0].y == [709_037, 291_940, 214_565])
        let tab = try chart("tab-separated.tsv")
        #expect(tab.series.map(\.name) == ["visitors", "bounce rate"])
        #expect(tab.series[0].y == [1204, 1388, 1512])
        #expect(
            tab.xAxis.type == .date && tab.series[0].x == .numbers([day(2026, 1, 1), day(2026, 2, 1), day(2026, 3, 1)]))
        // A semicolon file whose numbers are written with points keeps the points.
        let points = try chart("excel-semicolon-points.csv")
        #expect(points.series[0].y == [12.5, 13.75, 15])
    }

    @Test func readsAnExcelExportWithDecimalCommas() throws {
        let chart = try chart("excel-semicolon-decimal-comma.csv")
        #expect(chart.series.map(\.name) == ["Umsatz", "Kosten"])
        #expect(chart.series[0].y == [1234.5, 1310, 998.4])
        #expect(chart.series[1].y == [980.25, 1001.75, 870])
        #expect(chart.xAxis.type == .date)
        #expect(chart.series[0].x == .numbers([day(2026, 3, 1), day(2026, 3, 2), day(2026, 3, 3)]))
    }

    @Test func overridesTheSniffedDialect() throws {
        // Read with commas, the pipe file is one column and no number.
        #expect(failure("pipe-separated.csv", CSVImportOptions(delimiter: ",")) != nil)
        // A decimal point asked for: no column reads as numbers.
        #expect(
            failure("excel-semicolon-decimal-comma.csv", CSVImportOptions(decimalSeparator: "."))
                == "no numeric column to use as y besides 'Datum'; the columns are 'Datum', 'Umsatz', 'Kosten'; in 'Umsatz', line 2's '1.234,50' has a decimal comma where this file writes decimals with a point (see --decimal)"
        )
        // Asked for the y column, it names the first value that is not a number, and why.
        #expect(
            failure("excel-semicolon-decimal-comma.csv", CSVImportOptions(y: ["Kosten"], decimalSeparator: "."))
                == "line 2, column 3 ('Kosten'): '980,25' has a decimal comma where this file writes decimals with a point (see --decimal); expected a number, or an empty cell or a marker such as NA for a missing value"
        )
    }

    @Test func readsThousandsAndAccountingNegatives() throws {
        #expect(try chart("thousands-quoted.csv").series[0].y == [6_149_000_000, 6_722_000_000, 7_015_500_000])
        #expect(try chart("accounting-negatives.csv").series[0].y == [1200, -450, -1020.5])
    }

    @Test func currenciesMakeACurrencyAxis() throws {
        let dollars = try chart("currency-dollars.csv")
        #expect(dollars.series[0].y == [1200.5, 1340, -220.75, 980])
        #expect(dollars.yAxis?.format == ValueFormat(style: .currency, currencyCode: "USD"))
        // Quarters are dates: the first day of each.
        #expect(dollars.series[0].x == .numbers([day(2025, 1, 1), day(2025, 4, 1), day(2025, 7, 1), day(2025, 10, 1)]))
        let euros = try chart("currency-euro-suffix.csv")
        #expect(euros.series[0].y == [12.5, 7.25, 19])
        #expect(euros.yAxis?.format.currencyCode == "EUR")
        // German month names are months, from the language packs.
        #expect(euros.xAxis.type == .date)
        #expect(euros.series[0].x == .numbers([day(2026, 1, 1), day(2026, 2, 1), day(2026, 3, 1)]))
        let codes = try chart("currency-codes.csv")
        #expect(codes.series[0].y == [40, 65.5, 120] && codes.yAxis?.format.currencyCode == "USD")
    }

    @Test func percentSignsMakeAPercentAxis() throws {
        let chart = try chart("percent.csv")
        #expect(chart.series[0].y == [0.42, 0.475, 0.51])
        #expect(chart.yAxis?.format.style == .percent)
        // Beside a column of counts, the percentages keep their values; the shared axis is plain.
        let tab = try self.chart("tab-separated.tsv")
        #expect(tab.series[1].y == [0.415, 0.39, 0.3725] && tab.yAxis?.format == ValueFormat())
    }

    @Test func magnitudeSuffixesScaleAndSpeakCompactly() throws {
        let chart = try chart("magnitude-suffixes.csv")
        #expect(chart.series[0].y == [1_200_000, 3000, 450_000, 2_500_000_000])
        #expect(chart.yAxis?.format.isCompact == true)
    }

    @Test func missingValueMarkersAreGapsCountedAndSaid() throws {
        let reading = try reading("missing-markers.csv")
        #expect(reading.chart.series[0].y == [10, nil, nil, nil, nil, nil, nil, nil, nil, 12])
        #expect(
            reading.notes == [
                .missingValues(
                    column: "reading", count: 8,
                    markers: ["'NA'", "'N/A'", "'n/a'", "'null'", "'-'", "'—'", "empty", "'#N/A'"])
            ])
        #expect(
            reading.notes[0].description
                == "'reading': 8 missing values ('NA', 'N/A', 'n/a', 'null', '-', '—', empty, '#N/A'), left as gaps")
    }

    @Test func datesAsPeopleWriteThem() throws {
        let cases: [(String, [Double])] = [
            ("dates-us.csv", [day(2026, 3, 4), day(2026, 3, 5), day(2026, 3, 13)]),
            ("dates-european-slash.csv", [day(2026, 3, 4), day(2026, 3, 5), day(2026, 3, 13)]),
            ("dates-dotted.csv", [day(2026, 3, 4), day(2026, 3, 5), day(2026, 3, 6)]),
            ("dates-year-slash.csv", [day(2026, 1, 5), day(2026, 1, 6), day(2026, 1, 7)]),
            ("dates-month-name-first.csv", [day(2026, 1, 5), day(2026, 1, 6), day(2026, 2, 2)]),
            ("dates-day-month-name.csv", [day(2026, 1, 5), day(2026, 1, 6), day(2026, 2, 7)]),
            ("dates-year-month.csv", [day(2026, 1, 1), day(2026, 2, 1), day(2026, 3, 1)]),
            ("dates-quarters.csv", [day(2025, 7, 1), day(2025, 10, 1), day(2026, 1, 1)]),
            (
                "dates-with-times.csv",
                [
                    day(2026, 3, 15, hour: 14, minute: 30), day(2026, 3, 15, hour: 15),
                    day(2026, 3, 15, hour: 23, minute: 45),
                ]
            ),
            (
                "dates-iso-times.csv",
                [day(2026, 3, 15, hour: 8), day(2026, 3, 15, hour: 9), day(2026, 3, 15, hour: 10)]
            ),
        ]
        for (name, seconds) in cases {
            let chart = try chart(name)
            #expect(chart.xAxis.type == .date, "\(name)")
            #expect(chart.series[0].x == .numbers(seconds), "\(name)")
        }
        // Years are numbers, as they always were.
        let years = try chart("years.csv")
        #expect(years.xAxis.type == .numeric && years.series[0].x == .numbers([2019, 2020, 2021, 2022]))
    }

    @Test func dayAndMonthOrderFromTheColumnElseTheLocaleElseRefused() throws {
        #expect(
            failure("dates-ambiguous.csv")
                == "line 2, column 1 ('Date'): '03/04/2026' reads as March 4, 2026 (month first) or 3 April 2026 (day first), and no day above 12 settles it; give --date-format '%m/%d/%Y' or '%d/%m/%Y', or the file's --locale"
        )
        let us = try chart("dates-ambiguous.csv", CSVImportOptions(locale: "en_US"))
        #expect(us.series[0].x == .numbers([day(2026, 3, 4), day(2026, 4, 4), day(2026, 5, 4)]))
        let british = try chart("dates-ambiguous.csv", CSVImportOptions(locale: "en-GB"))
        #expect(british.series[0].x == .numbers([day(2026, 4, 3), day(2026, 4, 4), day(2026, 4, 5)]))
        let given = try chart("dates-ambiguous.csv", CSVImportOptions(dateFormat: "%d/%m/%Y"))
        #expect(given.series[0].x == british.series[0].x)
        #expect(
            failure("dates-ambiguous.csv", CSVImportOptions(dateFormat: "%Y-%m-%d"))
                == "line 2, column 1 ('Date'): '03/04/2026' is not a date in the format '%Y-%m-%d'")
        #expect(
            failure("dates-ambiguous.csv", CSVImportOptions(dateFormat: "%d/%Q"))
                == "the date format '%d/%Q': '%Q' is not a directive AudioGraph reads; use %Y %y %m %d %e %b %B %H %I %M %S %p %F %T %D"
        )
    }

    @Test func longFormIsSplitByItsTextColumnAndSaid() throws {
        let reading = try reading("long-form.csv")
        #expect(reading.chart.series.map(\.name) == ["North", "South", "West"])
        #expect(reading.chart.series[1].y == [98, 101])
        #expect(reading.chart.series[1].x == .numbers([day(2026, 1, 1), day(2026, 1, 2)]))
        #expect(reading.notes == [.split(column: "region", seriesCount: 3)])
        #expect(reading.notes[0].description == "split into 3 series by 'region'; --split-by to choose")
        #expect(
            failure("long-form-two-text.csv")
                == "the rows repeat x values, as long-form data does, and 'region' and 'product' could each split them into series; choose one with --split-by"
        )
        let chosen = try chart("long-form-two-text.csv", CSVImportOptions(series: "product"))
        #expect(chosen.series.map(\.name) == ["Tea", "Coffee"] && chosen.series[0].y == [12, 14])
    }

    @Test(arguments: [
        (
            "failure-not-a-number.csv",
            "line 4, column 2 ('steps'): 'about 7000' is not a number; expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
        (
            "failure-mixed-currency.csv",
            "line 3, column 2 ('price'): '€12' is in EUR but line 2's '$10' is in USD; a column holds one currency"
        ),
        (
            "failure-mixed-date-order.csv",
            "line 3, column 1 ('Date'): '03/14/2026' can only be month first, but line 2's '13/03/2026' only day first; give the format with --date-format"
        ),
        (
            "failure-bad-grouping.csv",
            "line 2, column 2 ('count'): '1,23,4' groups its digits other than in thousands; expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
        (
            "failure-not-a-date.csv",
            "line 4, column 1 ('Date'): 'soon' is not a date, as the column's others are (such as '03/13/2026'); give the format with --date-format"
        ),
        (
            "failure-decimal-point-in-comma-file.csv",
            "line 4, column 2 ('Wert'): '3.5' has a decimal point where this file writes decimals with a comma (see --decimal); expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
    ])
    func refusalsNameTheValueItsLineAndWhy(name: String, message: String) {
        #expect(failure(name) == message)
    }

    @Test func everyFixtureIsReadOrRefusedTheSameByTheTable() throws {
        // The fast reading and the table agree wherever the fast one reads a file itself.
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names.count >= 25)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
            let dialect = bytes.withUnsafeBufferPointer { CSVDialect.sniffed($0, options: CSVImportOptions()) }
            let table = Result { () throws(ChartReadError) in
                try CSVTable(parsing: bytes, dialect: dialect).reading(options: CSVImportOptions())
            }
            let reader = Result { () throws(ChartReadError) in try CSVReader.reading(bytes, options: CSVImportOptions())
            }
            #expect("\(table)" == "\(reader)", "\(name)")
        }
    }
}
