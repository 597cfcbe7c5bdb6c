import Foundation
import TestSupport
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
        // The percentages are in another unit than the counts, so they are left out (and said).
        let tab = try chart("tab-separated.tsv")
        #expect(tab.series.map(\.name) == ["visitors"])
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

    @Test func datesDoNotVoteForTheDecimalSeparator() throws {
        // A German logger's export: every value has three decimals, so its comma alone could
        // group thousands; the dates' points are no decimals. Read as 741,072 a value would be a
        // thousand times too large: with a semicolon between fields the comma is the decimal.
        let text = "Zeit;Stand;Andere\n01.01.2000 00:00;-741,072;12,500\n01.01.2000 00:01;-740,113;12,625\n"
        let read = try bothReadings(text, CSVImportOptions()).chart
        #expect(read.series[0].y == [-741.072, -740.113] && read.series[1].y == [12.5, 12.625])
        #expect(read.series[0].x == .numbers([day(2000, 1, 1), day(2000, 1, 1, minute: 1)]))
        // Numbers that do write a decimal point still outvote those that may be either.
        let points = "Zeit;Stand\n01.01.2000 00:00;1,500.25\n01.01.2000 00:01;2,000\n"
        #expect(try bothReadings(points, CSVImportOptions()).chart.series[0].y == [1500.25, 2000])
    }

    @Test func spacesAroundAHeadersNamesAreNoPartOfThem() throws {
        // Written by hand, "date, steps": the column is 'steps', as --y names it.
        let text = "date, steps ,  kcal\n2026-01-01, 4210, 1800\n2026-01-02, 5000, 1900\n"
        let read = try bothReadings(text, CSVImportOptions()).chart
        #expect(read.series.map(\.name) == ["steps", "kcal"])
        let chosen = try bothReadings(text, CSVImportOptions(y: ["kcal"])).chart
        #expect(chosen.series.map(\.name) == ["kcal"] && chosen.yAxis?.title == "kcal")
        #expect(chosen.series[0].y == [1800, 1900])
    }

    @Test func overridesTheSniffedDialect() throws {
        // Read with commas, the pipe file is one column and no number.
        #expect(failure("pipe-separated.csv", CSVImportOptions(delimiter: ",")) != nil)
        // A decimal point asked for: no column reads as numbers.
        #expect(
            failure("excel-semicolon-decimal-comma.csv", CSVImportOptions(decimalSeparator: "."))
                == "the decimal separator '.': line 2, column 2 ('Umsatz') writes '1.234,50' with a decimal comma; give ',', or none to tell it from the numbers"
        )
        // Asked for the y column, it names the first value the separator refuses.
        let refusal = #expect(
            throws: ChartReadError.self,
            performing: {
                try reading("excel-semicolon-decimal-comma.csv", CSVImportOptions(y: ["Kosten"], decimalSeparator: "."))
            })
        #expect(refusal?.setting == .decimalSeparator)
        #expect(
            refusal?.message
                == "'.': line 2, column 3 ('Kosten') writes '980,25' with a decimal comma; give ',', or none to tell it from the numbers"
        )
        // Told from the file, the separator is the file's, and the refusal says so.
        #expect(
            failure("failure-decimal-point-in-comma-file.csv")?.hasSuffix(
                "where this file writes decimals with a comma, as line 2's '1,5' does (see --decimal); expected a number, or an empty cell or a marker such as NA for a missing value"
            ) == true)
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
        // Named alone beside a column of counts, the percentages keep their values and axis.
        let tab = try self.chart("tab-separated.tsv", CSVImportOptions(y: ["bounce rate"]))
        #expect(tab.series[0].y == [0.415, 0.39, 0.3725] && tab.yAxis?.format.style == .percent)
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
        // A cell that reads the same either way is in no doubt: the refusal names one that is.
        guard case .ambiguous(let index) = WrittenDate.column(["01/01/2003", "02/01/2003"], dayFirst: nil) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(index == 1)
        guard case .dates(let days) = WrittenDate.column(["01/01/2003", "02/02/2003"], dayFirst: nil) else {
            Issue.record("not read")
            return
        }
        #expect(days == [day(2003, 1, 1), day(2003, 2, 2)])
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
        // A format the column refutes is the setting's mistake, named first.
        let refuted = #expect(
            throws: ChartReadError.self,
            performing: { try reading("dates-ambiguous.csv", CSVImportOptions(dateFormat: "%Y-%m-%d")) })
        #expect(refuted?.setting == .dateFormat)
        #expect(
            refuted?.description
                == "the date format '%Y-%m-%d': line 2, column 1 ('Date') writes '03/04/2026', which is not a date in this format; give the format the column writes, or none to have its dates recognized"
        )
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
                == "the rows repeat values of x ('date'), as long-form data does, and 'region' and 'product' could each split them into series; choose one with --split-by, or another x with --x"
        )
        let chosen = try chart("long-form-two-text.csv", CSVImportOptions(series: "product"))
        #expect(chosen.series.map(\.name) == ["Tea", "Coffee"] && chosen.series[0].y == [12, 14])
    }

    @Test func repeatsATextColumnDoesNotTellApartStartNoSplit() throws {
        // Rows repeated whole: one series, the repeats kept and said.
        let twice = "date,temp,weather\n2026-01-01,5,rain\n2026-01-02,6,sun\n2026-01-02,6,sun\n2026-01-03,7,rain\n"
        let whole = try bothReadings(twice, CSVImportOptions())
        #expect(whole.chart.series.map(\.name) == ["temp"] && whole.chart.series[0].y == [5, 6, 6, 7])
        #expect(whole.notes == [.repeatedX(column: "date", rows: 1, first: "2026-01-02", series: [])])
        // A text that stays the same at each repeated x (a station measuring twice a day).
        let station = "date,temp,station\n2026-01-01,5,A\n2026-01-01,5.5,A\n2026-01-02,6,B\n2026-01-02,6.5,B\n"
        #expect(try bothReadings(station, CSVImportOptions()).chart.series.map(\.name) == ["temp"])
        // Long form with one row repeated whole: 2 of the 3 repeats are told apart, so split.
        let long =
            "date,region,sales\n2026-01-01,North,1\n2026-01-01,South,2\n2026-01-02,North,3\n"
            + "2026-01-02,South,4\n2026-01-02,South,4\n"
        let split = try bothReadings(long, CSVImportOptions())
        #expect(split.chart.series.map(\.name) == ["North", "South"] && split.chart.series[1].y == [2, 4, 4])
        #expect(
            split.notes == [
                .split(column: "region", seriesCount: 2),
                .repeatedX(column: "date", rows: 1, first: "2026-01-02", series: ["South"]),
            ])
    }

    @Test func aDelimiterTheLinesRefuteIsRefusedNamingTheOneTheyShow() throws {
        func refusal(_ text: String, _ delimiter: Character) -> ChartReadError? {
            return #expect(throws: ChartReadError.self) {
                try ChartReader.reading(Array(text.utf8), format: .csv, csv: CSVImportOptions(delimiter: delimiter))
            }
        }
        let semicolons = "Datum;Ort;Wert\n01.01.2024;Berlin;1,5\n02.01.2024;Berlin;2,25\n"
        let none = refusal(semicolons, ",")
        #expect(none?.setting == .delimiter)
        #expect(
            none?.description
                == "the delimiter comma: the header has one field; the file looks semicolon-separated")
        let tabs = "day\tsteps;total\nMon\t5\nTue\t6\n"
        #expect(
            refusal(tabs, ";")?.description
                == "the delimiter semicolon: the header has 2 fields and line 2 has 1; the file looks tab-separated")
        // A one-column file fits any delimiter (and is refused for want of a y column); the one
        // the file shows is read as ever.
        #expect(refusal("steps\n5\n6\n", ";")?.setting == nil)
        let read = try ChartReader.reading(
            Array(semicolons.utf8), format: .csv, csv: CSVImportOptions(delimiter: ";"))
        #expect(read.chart.series[0].y == [1.5, 2.25])
    }

    /// The reading of `text` by the table and by the fast reader, checked to agree.
    func bothReadings(_ text: String, _ options: CSVImportOptions) throws -> ChartReading {
        let bytes = Array(text.utf8)
        let dialect = bytes.withUnsafeBufferPointer { CSVDialect.sniffed($0, options: options) }
        let table = Result { () throws(ChartReadError) in
            try CSVTable(parsing: bytes, dialect: dialect).reading(options: options)
        }
        let reader = Result { () throws(ChartReadError) in try CSVReader.reading(bytes, options: options) }
        #expect("\(table)" == "\(reader)")
        return try reader.get()
    }

    @Test func theSplitColumnIsNeverX() throws {
        // Split by the first column: x is the first date column, y the number.
        let stocks =
            "symbol,date,price\nAAPL,2026-01-05,190.5\nMSFT,2026-01-05,410\nAAPL,2026-01-06,192\nMSFT,2026-01-06,405.25\n"
        let split = try bothReadings(stocks, CSVImportOptions(series: "symbol")).chart
        #expect(split.series.map(\.name) == ["AAPL", "MSFT"])
        #expect(split.xAxis.type == .date && split.xAxis.title == "date" && split.yAxis?.title == "price")
        #expect(
            split.series[1].x == .numbers([day(2026, 1, 5), day(2026, 1, 6)]) && split.series[1].y == [410, 405.25])
        // A date column after a number column is still the one taken, in people's spelling too.
        let us = "symbol,volume,date\nAAPL,12,01/05/2026\nMSFT,30,01/05/2026\nAAPL,15,01/13/2026\nMSFT,28,01/13/2026\n"
        let dated = try bothReadings(us, CSVImportOptions(series: "symbol")).chart
        #expect(dated.xAxis.title == "date" && dated.series[0].y == [12, 15])
        #expect(dated.series[0].x == .numbers([day(2026, 1, 5), day(2026, 1, 13)]))
        // No date column: the first other column (years as numbers).
        let years = "team,year,goals\nRed,2024,40\nBlue,2024,35\nRed,2025,44\nBlue,2025,31\n"
        let byYear = try bothReadings(years, CSVImportOptions(series: "team")).chart
        #expect(byYear.xAxis.type == .numeric && byYear.xAxis.title == "year")
        #expect(byYear.series[1].points == [DataPoint(x: 2024, y: 35), DataPoint(x: 2025, y: 31)])
        // The split asked to be x too is refused, naming it.
        #expect(
            failure("long-form.csv", CSVImportOptions(x: "region", series: "region"))
                == "the column to split by 'region' is the x column too; split by another column")
        // Two numbers left for y: both named, and how to choose.
        let two = "symbol,date,price,volume\nAAPL,2026-01-05,190.5,10\nMSFT,2026-01-05,410,20\n"
        let refusal = #expect(
            throws: ChartReadError.self, performing: { try bothReadings(two, CSVImportOptions(series: "symbol")) })
        #expect(refusal?.setting == .splitColumn)
        #expect(
            refusal?.description
                == "the column to split by 'symbol' splits one y column into series, and 'price' and 'volume' could each be it; choose one with --y"
        )
        #expect(try bothReadings(two, CSVImportOptions(y: ["volume"], series: "symbol")).chart.series[1].y == [20])
    }

    @Test func longFormLedByItsTextIsSplitAlongItsDates() throws {
        // "symbol,date,price" as stock exports write it: x is the dates, the symbols are series.
        let stocks =
            "symbol,date,price\nAAPL,2026-01-05,190.5\nAAPL,2026-01-06,192\nMSFT,2026-01-05,410\nMSFT,2026-01-06,405.25\n"
        let split = try bothReadings(stocks, CSVImportOptions())
        #expect(split.chart.series.map(\.name) == ["AAPL", "MSFT"] && split.chart.xAxis.type == .date)
        #expect(
            split.chart.series[1].points == [
                DataPoint(x: day(2026, 1, 5), y: 410), DataPoint(x: day(2026, 1, 6), y: 405.25),
            ])
        #expect(split.notes == [.split(column: "symbol", seriesCount: 2)])
        // Named as x, the text is x: one bar a row.
        let bars = try bothReadings(stocks, CSVImportOptions(x: "symbol")).chart
        #expect(bars.xAxis.type == .categorical && bars.series.map(\.name) == ["price"] && bars.series[0].count == 4)
        // A text that does not tell the rows at a date apart (one reading a day, named by its
        // weather) is no series, nor x: the dates are.
        let weather = "weather,date,temp\nrain,2026-01-05,5\nsun,2026-01-06,7\nrain,2026-01-07,4\n"
        let daily = try bothReadings(weather, CSVImportOptions()).chart
        #expect(daily.xAxis.type == .date && daily.series.map(\.name) == ["temp"] && daily.series[0].y == [5, 7, 4])
        // Nor is the side of a connected scatter's label beside years one a row: x is the years ("driving", Vega).
        let driving = "side,year,miles,gas\nleft,1956,3675,2.38\nright,1957,3706,2.4\nleft,1958,3766,2.26\n"
        let years = try bothReadings(driving, CSVImportOptions()).chart
        #expect(years.xAxis.type == .numeric && years.xAxis.title == "year")
        #expect(years.series.map(\.name) == ["miles", "gas"] && years.series[1].y == [2.38, 2.4, 2.26])
        // Text that never repeats names each row: it stays x (one bar a country, beside the years each was founded).
        let named = "country,founded,people\nA,1901,5\nB,1950,7\nC,1975,4\n"
        #expect(try bothReadings(named, CSVImportOptions()).chart.xAxis.title == "country")
    }

    @Test func repeatedXIsKeptInFileOrderAndSaid() throws {
        // Wide form with a date twice: both rows kept, in order, and said once for every series.
        let wide =
            "date,visits,signups\n2026-01-01,5,1\n2026-01-02,6,2\n2026-01-02,7,3\n2026-01-03,8,4\n2026-01-03,9,5\n"
        let reading = try bothReadings(wide, CSVImportOptions())
        #expect(reading.chart.series[0].y == [5, 6, 7, 8, 9] && reading.chart.series[1].y == [1, 2, 3, 4, 5])
        #expect(
            reading.chart.series[0].x
                == .numbers([day(2026, 1, 1), day(2026, 1, 2), day(2026, 1, 2), day(2026, 1, 3), day(2026, 1, 3)]))
        #expect(reading.notes == [.repeatedX(column: "date", rows: 2, first: "2026-01-02", series: [])])
        #expect(
            reading.notes[0].description
                == "'date': 2 rows repeat an earlier row's value, the first '2026-01-02'; every row is kept, in file order, none combined"
        )
        // After a split, within a series: two rows of AAPL on one day, and one of MSFT.
        let stocks =
            "symbol,date,price\nAAPL,2026-01-05,190\nAAPL,2026-01-05,191\nMSFT,2026-01-05,410\nMSFT,2026-01-06,405\nMSFT,2026-01-06,406\n"
        let split = try bothReadings(stocks, CSVImportOptions(series: "symbol"))
        #expect(split.chart.series[0].y == [190, 191] && split.chart.series[1].y == [410, 405, 406])
        #expect(
            split.notes.map(\.description) == [
                "'date': 2 rows repeat an earlier row's value in their series ('AAPL' and 1 other), the first '2026-01-05'; every row is kept, in file order, none combined"
            ])
        // Categories and numbers repeat too; a column that only rises is no note.
        let bars = try bothReadings("city,n\nOslo,3\nBergen,4\nOslo,5\n", CSVImportOptions())
        #expect(bars.notes == [.repeatedX(column: "city", rows: 1, first: "Oslo", series: [])])
        #expect(bars.notes[0].description.hasPrefix("'city': 1 row repeats an earlier row's value, the first 'Oslo';"))
        // Numbers that go back or repeat are one measure against another: a scatter chart, said once.
        for text in ["x,y\n1,2\n2,3\n1.5,4\n", "x,y\n3,2\n2,3\n3,4\n"] {
            let scatter = try bothReadings(text, CSVImportOptions())
            #expect(scatter.chart.kind == .scatter && scatter.notes == [.readAsScatter(column: "x")], "\(text)")
        }
        // Told a kind, the reading keeps it, and says the repeat.
        let line = try bothReadings("x,y\n3,2\n2,3\n3,4\n", CSVImportOptions(kind: .line))
        #expect(line.chart.kind == .line && line.notes.first?.description.contains("the first '3'") == true)
        // Years out of order are a table to sort, and numbers that only fall are in order: neither is a scatter.
        let years = try bothReadings("year,y\n2021,2\n2019,3\n2020,4\n", CSVImportOptions())
        #expect(years.chart.kind == nil && years.notes == [.orderedByX(columns: ["year"], series: [])])
        #expect(try bothReadings("depth,t\n30,2\n20,3\n10,4\n", CSVImportOptions()).chart.kind == nil)
        // Day-first dates the table reads: the same note.
        let european = "Datum;Wert\n13.01.2026;1\n13.01.2026;2\n14.01.2026;3\n"
        #expect(
            try bothReadings(european, CSVImportOptions()).notes == [
                .repeatedX(column: "Datum", rows: 1, first: "2026-01-13", series: [])
            ])
    }

    @Test func rowsNotInOrderOfTheirDatesAreReadInOrderAndSaid() throws {
        // Newest first, as many exports write: read oldest first, so the first point is the first day.
        let newest = "date,temp\n2026-01-03,5\n2026-01-02,7\n2026-01-01,9\n"
        let reading = try bothReadings(newest, CSVImportOptions())
        #expect(reading.chart.series[0].x == .numbers([day(2026, 1, 1), day(2026, 1, 2), day(2026, 1, 3)]))
        #expect(reading.chart.series[0].y == [9, 7, 5])
        #expect(
            reading.notes.map(\.description) == [
                "'date': the rows are not in order of this column; they are read sorted by it"
            ])
        // After a split, only the series out of order are named; rows sharing a day keep their file order.
        let stocks =
            "symbol,date,price\nIBM,2026-01-06,101\nIBM,2026-01-05,100\nIBM,2026-01-05,99\nMSFT,2026-01-05,410\nMSFT,2026-01-06,405\n"
        let split = try bothReadings(stocks, CSVImportOptions(series: "symbol"))
        #expect(split.chart.series[0].y == [100, 99, 101] && split.chart.series[1].y == [410, 405])
        #expect(split.notes.contains(.orderedByX(columns: ["date"], series: ["IBM"])))
        // In order: no note.
        #expect(try bothReadings("date,temp\n2026-01-01,9\n2026-01-02,7\n", CSVImportOptions()).notes.isEmpty)
    }

    @Test func severalColumnsShareAnAxisNamedInTheLanguageSpoken() throws {
        let text = "date,visits,signups\n2026-01-01,5,1\n2026-01-02,6,2\n"
        let titles = try [nil, "de_DE", "fr_FR", "es_ES"].map { locale in
            try bothReadings(text, CSVImportOptions(locale: locale)).chart.yAxis?.title
        }
        #expect(titles == ["Value", "Wert", "Valeur", "Valor"])
        // One column names its own axis, in any language.
        #expect(try bothReadings(text, CSVImportOptions(y: ["visits"], locale: "de")).chart.yAxis?.title == "visits")
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
            "failure-month-13.csv",
            "line 4, column 2 ('month'): '13' is not a month (1 to 12, or a month's name), and the column beside years is read with them as x dates; give --x to play one column as x"
        ),
        (
            "failure-not-a-date.csv",
            "line 4, column 1 ('Date'): 'soon' is not a date, as the column's others are (such as '03/13/2026'); give the format with --date-format"
        ),
        (
            "failure-decimal-point-in-comma-file.csv",
            "line 4, column 2 ('Wert'): '3.5' has a decimal point where this file writes decimals with a comma, as line 2's '1,5' does (see --decimal); expected a number, or an empty cell or a marker such as NA for a missing value"
        ),
    ])
    func refusalsNameTheValueItsLineAndWhy(name: String, message: String) {
        #expect(failure(name) == message)
    }

    @Test func yColumnsInAnotherUnitThanTheFirstAreLeftOutAndSaid() throws {
        // Dollars and a percentage: one y axis holds one unit, the first column's.
        let money = try reading("units-dollars-and-percent.csv")
        #expect(money.chart.series.map(\.name) == ["Revenue"])
        #expect(money.chart.series[0].y == [1200.5, 2400, 950.25, 3100, 2875.4])
        #expect(money.chart.yAxis?.title == "Revenue")
        #expect(money.chart.yAxis?.format == ValueFormat(style: .currency, currencyCode: "USD"))
        #expect(
            money.notes == [
                .leftOut(column: "Gross margin", unit: "percent", axisColumn: "Revenue", axisUnit: "USD")
            ])
        #expect(
            money.notes[0].description
                == "'Gross margin' is left out: it is in percent, and the y axis in USD, as 'Revenue' is; --y 'Gross margin' describes it"
        )
        // Named alone, the left-out column is described in its own unit.
        let margin = try chart("units-dollars-and-percent.csv", CSVImportOptions(y: ["Gross margin"]))
        let percents: [Double] = [12.5, 15, 9.75, 20, 18.25]
        #expect(margin.series[0].y == percents.map { $0 / 100 })
        #expect(margin.yAxis?.format == ValueFormat(style: .percent))
        // Both named: refused, naming both and their units.
        let both = #expect(
            throws: ChartReadError.self,
            performing: {
                try reading("units-dollars-and-percent.csv", CSVImportOptions(y: ["Revenue", "Gross margin"]))
            })
        #expect(both?.setting == .yColumn)
        #expect(
            both?.description
                == "a y column 'Gross margin' is in percent and 'Revenue' in USD, and a y axis has one unit; describe them one at a time"
        )
        // The same in German spelling: euros (one compact) beside percentages.
        let euros = try reading("units-euros-and-percent-semicolon.csv")
        #expect(euros.chart.series.map(\.name) == ["Umsatz"] && euros.chart.series[0].y == [1234.5, 2000, nil, 3000])
        #expect(euros.chart.yAxis?.format == ValueFormat(style: .currency, currencyCode: "EUR", isCompact: true))
        #expect(
            euros.notes == [
                .leftOut(column: "Quote", unit: "percent", axisColumn: "Umsatz", axisUnit: "EUR"),
                .missingValues(column: "Umsatz", count: 1, markers: ["'—'"]),
            ])
        // Plain numbers beside percentages: the percentages are left out.
        #expect(
            try reading("tab-separated.tsv").notes == [
                .leftOut(column: "bounce rate", unit: "percent", axisColumn: "visitors", axisUnit: "plain numbers")
            ])
    }

    @Test func yColumnsOfOneUnitKeepItOnTheAxis() throws {
        let dollars = try reading("units-all-dollars.csv")
        #expect(dollars.chart.series.map(\.name) == ["Revenue", "Costs", "Profit"] && dollars.notes.isEmpty)
        #expect(dollars.chart.series[2].y == [2600, 3130, 1450, 4200])
        #expect(dollars.chart.yAxis?.format == ValueFormat(style: .currency, currencyCode: "USD"))
        let percents = try reading("units-all-percent.csv")
        #expect(percents.chart.series.map(\.name) == ["open rate", "click rate"] && percents.notes.isEmpty)
        let clicks: [Double] = [3.8, 4.1, 5.2]
        #expect(percents.chart.series[1].y == clicks.map { $0 / 100 })
        #expect(percents.chart.yAxis?.format == ValueFormat(style: .percent))
        // A column named with no number says nothing of units, and stays.
        let empty = try bothReadings("day,a,b\nMon,5%,NA\nTue,7%,NA\n", CSVImportOptions(y: ["a", "b"]))
        #expect(empty.chart.series.map(\.name) == ["a", "b"] && empty.chart.yAxis?.format.style == .percent)
    }

    @Test func yearAndMonthOrQuarterColumnsAreOneDateX() throws {
        // x is titled for the columns read together, as the note names them, in the file's language ("und" with
        // --locale de); never the finest part alone, whose 1 to 12 is not what x holds.
        let months = try reading("dates-year-month-columns.csv")
        #expect(months.chart.xAxis.type == .date && months.chart.xAxis.title == "year and month")
        #expect(months.chart.series.map(\.name) == ["visitors"])
        #expect(
            months.chart.series[0].x
                == .numbers([day(2023, 11, 1), day(2023, 12, 1), day(2024, 1, 1), day(2024, 2, 1), day(2024, 3, 1)]))
        #expect(months.chart.series[0].y == [5120, 6034, 4980, 5210, 5877])
        #expect(months.notes == [.datesFromParts(columns: ["year", "month"])])
        #expect(
            months.notes[0].description == "x is 'year' and 'month' read together as dates; --x to play one column as x"
        )
        let quarters = try reading("dates-year-quarter-columns.csv")
        #expect(quarters.chart.xAxis.type == .date && quarters.chart.xAxis.title == "Year and Quarter")
        #expect(
            quarters.chart.series[0].x
                == .numbers([day(2024, 1, 1), day(2024, 4, 1), day(2024, 7, 1), day(2024, 10, 1), day(2025, 1, 1)]))
        #expect(quarters.chart.series[0].y == [120.5, 131.2, 128.9, 142, 138.4])
        #expect(quarters.notes == [.datesFromParts(columns: ["Year", "Quarter"])])
        // With a day, in German, across the end of February.
        let days = try reading("dates-year-month-day-columns-semicolon.csv")
        #expect(days.chart.xAxis.title == "Jahr, Monat and Tag" && days.chart.series.map(\.name) == ["Niederschlag"])
        #expect(
            days.chart.series[0].x == .numbers([day(2025, 2, 27), day(2025, 2, 28), day(2025, 3, 1), day(2025, 3, 2)]))
        #expect(days.chart.series[0].y == [1.5, 0, 4.25, 2])
        #expect(days.notes == [.datesFromParts(columns: ["Jahr", "Monat", "Tag"])])
        // Month names, with a month before its year, and rows out of order, read in order.
        let named = try bothReadings("month,year,rain\nFeb,2024,42\nJan,2024,50\nJan,2025,61\n", CSVImportOptions())
        #expect(named.chart.series[0].x == .numbers([day(2024, 1, 1), day(2024, 2, 1), day(2025, 1, 1)]))
        #expect(named.chart.series[0].y == [50, 42, 61])
        #expect(
            named.notes == [
                .datesFromParts(columns: ["year", "month"]), .orderedByX(columns: ["year", "month"], series: []),
            ])
        #expect(
            named.notes[1].description
                == "'year' and 'month': the rows are not in order of these columns; they are read sorted by them")
        // After a column of one value on every row (txhousing's city, of one city), the parts are still x.
        let city = try bothReadings(
            "city,year,month,sales\nAustin,2000,1,1025\nAustin,2000,2,1277\nAustin,2000,3,1603\n", CSVImportOptions())
        #expect(city.chart.series[0].x == .numbers([day(2000, 1, 1), day(2000, 2, 1), day(2000, 3, 1)]))
        #expect(city.chart.series.map(\.name) == ["sales"] && city.chart.series[0].y == [1025, 1277, 1603])
        // Messages still name the file's own columns.
        #expect(
            failure(text: "year,month,steps\n2024,1,5\n2024,2,7\n2024,3,about 9\n2024,4,8\n")
                == "line 4, column 3 ('steps'): 'about 9' is not a number; expected a number, or an empty cell or a marker such as NA for a missing value"
        )
        #expect(
            failure(text: "year,month,day,steps\n2024,2,29,5\n2025,2,29,7\n2025,3,1,6\n")
                == "line 3, column 3 ('day'): '29' is not a day of February 2025, and the column beside years and months is read with them as x dates; give --x to play one column as x"
        )
        // x named, or a part named as y or the split: the columns are read as they are.
        let asNamed = try chart("dates-year-month-columns.csv", CSVImportOptions(x: "year"))
        #expect(asNamed.xAxis.type == .numeric && asNamed.series.map(\.name) == ["month", "visitors"])
        let split = try chart("dates-year-month-columns.csv", CSVImportOptions(series: "year"))
        #expect(split.series.map(\.name) == ["2023", "2024"] && split.xAxis.title == "month")
        // A column of whole numbers beside years, not headed as a month, is a series.
        let notMonths = try bothReadings("year,rank,score\n2023,1,5\n2024,2,7\n", CSVImportOptions())
        #expect(notMonths.chart.series.map(\.name) == ["rank", "score"] && notMonths.notes.isEmpty)
    }

    /// The error reading `text` gives, or nil when it is read (by the table and the fast reader alike).
    private func failure(text: String, _ options: CSVImportOptions = CSVImportOptions()) -> String? {
        do {
            _ = try bothReadings(text, options)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func quotedDecimalCommasInACommaFileAreReadAndSaid() throws {
        let commas = try reading("comma-quoted-decimal-commas.csv")
        #expect(commas.chart.series[0].y == [12.5, 13.75, 11.2])
        #expect(commas.notes == [.decimalComma(column: "temperature", example: "12,5", line: 2)])
        #expect(
            commas.notes[0].description
                == "'temperature': numbers such as '12,5' (line 2) are read with a decimal comma, as no number in the file writes a decimal point; --decimal to choose"
        )
        // A decimal comma given, or a locale that writes one: the same numbers.
        let given = try reading("comma-quoted-decimal-commas.csv", CSVImportOptions(decimalSeparator: ","))
        #expect(given.chart.series[0].y == [12.5, 13.75, 11.2] && given.notes.isEmpty)
        #expect(
            try chart("comma-quoted-decimal-commas.csv", CSVImportOptions(locale: "de")).series[0].y == [
                12.5, 13.75, 11.2,
            ])
        // "1,500" alone is a thousand and a half, as comma-separated files write it …
        let thousands = try reading("comma-quoted-thousands.csv")
        #expect(thousands.chart.series[0].y == [1500, 2250, 1125] && thousands.notes.isEmpty)
        // … but a locale with a decimal comma reads it as 1.5: refused, naming both readings.
        #expect(
            failure("comma-quoted-thousands.csv", CSVImportOptions(locale: "de"))
                == "line 2, column 2 ('units sold'): '1,500' is 1.5 with a decimal comma, as the locale 'de' writes numbers, or 1500 with a comma between thousands, as comma-separated files write them, and no number in the file settles which; give --decimal ',' or '.'"
        )
        #expect(
            try chart("comma-quoted-thousands.csv", CSVImportOptions(decimalSeparator: ",", locale: "de")).series[0].y
                == [1.5, 2.25, 1.125])
        // A number with a decimal point settles it for the locale: thousands.
        let settled = try bothReadings("date,v\n2025-01-01,\"1,500\"\n2025-01-02,2.5\n", CSVImportOptions(locale: "fr"))
        #expect(settled.chart.series[0].y == [1500, 2.5])
        // One with a decimal comma beside one with a point: refused, naming the point.
        #expect(
            failure(text: "date,a,b\n2025-01-01,\"12,5\",3.25\n", CSVImportOptions(y: ["a"]))
                == "line 2, column 2 ('a'): '12,5' has a decimal comma where this file writes decimals with a point, as line 2's '3.25' does (see --decimal); expected a number, or an empty cell or a marker such as NA for a missing value"
        )
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

    /// Plain decimals, the cells most columns hold, read from their bytes: the numbers
    /// `Double(String)` reads, bit for bit, with either decimal separator; and the cells beside
    /// them that only look plain (a grouping, a second separator, a lone minus, too many digits
    /// for a double) read as before.
    @Test func plainDecimalsAreTheNumbersTheySpell() throws {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<20_000 {
            let whole = String(
                UInt64.random(in: 0...UInt64.max, using: &generator) >> (UInt64.random(in: 0...63, using: &generator)))
            let fraction = String(UInt64.random(in: 0...99_999_999, using: &generator))
            let sign = Bool.random(using: &generator) ? "-" : ""
            for (text, decimal) in [
                (sign + whole + "." + fraction, "."), (sign + whole + "," + fraction, ","), (sign + whole, "."),
            ] {
                let expected = try #require(Double(text.replacingOccurrences(of: ",", with: ".")))
                let read = try SpreadsheetNumber.read(text, decimal: UInt8(ascii: decimal == "." ? "." : ","))
                #expect(read == SpreadsheetNumber.Reading(value: expected), "\(text)")
            }
        }
        #expect(try SpreadsheetNumber.read("1.234,5", decimal: UInt8(ascii: ",")).value == 1_234.5)
        #expect(try SpreadsheetNumber.read(",5", decimal: UInt8(ascii: ",")).value == 0.5)
        #expect(throws: SpreadsheetNumber.Failure.otherDecimalSeparator) {
            try SpreadsheetNumber.read("1,5", decimal: UInt8(ascii: "."))
        }
        #expect(throws: SpreadsheetNumber.Failure.notANumber) {
            try SpreadsheetNumber.read("1.2.3", decimal: UInt8(ascii: "."))
        }
        #expect(throws: SpreadsheetNumber.Failure.notANumber) {
            try SpreadsheetNumber.read("-", decimal: UInt8(ascii: "."))
        }
        #expect(throws: SpreadsheetNumber.Failure.notANumber) {
            try SpreadsheetNumber.read(String(repeating: "9", count: 400), decimal: UInt8(ascii: "."))
        }
        #expect(
            SpreadsheetNumber.isMissing(" NA ") && !SpreadsheetNumber.isMissing("12")
                && SpreadsheetNumber.isMissing("-"))
    }

    /// Dates and times spreadsheets write, day first with dots, open with slashes or dashes, year
    /// first: the days and seconds they name, worked out here from their parts; and near misses
    /// (three-digit parts, an hour of 24, a one-digit minute, a stray letter) are no dates.
    @Test func writtenDatesAndTimesAreTheMomentsTheyName() {
        var generator = SeededGenerator(seed: 31)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        for _ in 0..<5_000 {
            let (year, month) = (
                Int.random(in: 1900...2100, using: &generator), Int.random(in: 1...12, using: &generator)
            )
            let day = Int.random(in: 1...ISODate.daysIn(month: month, year: year), using: &generator)
            let (hour, minute, second) = (
                Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator),
                Int.random(in: 0...59, using: &generator)
            )
            let midnight = Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
            let time = Double(hour * 3600 + minute * 60)
            let cases: [(String, Bool, Double)] = [
                ("\(two(day)).\(two(month)).\(year)", false, midnight),
                ("\(day).\(month).\(year) \(hour):\(two(minute))", false, midnight + time),
                (
                    "\(two(month))/\(two(day))/\(year) \(two(hour)):\(two(minute)):\(two(second))", false,
                    midnight + time + Double(second)
                ),
                ("\(two(day))-\(two(month))-\(year)", true, midnight),
                ("\(year)/\(two(month))/\(two(day)) \(two(hour)):\(two(minute))", false, midnight + time),
                ("\(year).\(month).\(day)", false, midnight),
            ]
            for (text, dayFirst, expected) in cases {
                #expect(WrittenDate.shape(of: text)?.seconds(dayFirst: dayFirst) == expected, "\(text)")
            }
        }
        for text in [
            "04.03.20261", "004.03.2026", "04.003.2026", "04.03.2026 24:00", "04.03.2026 14:3", "04.03.2026 14:30x",
            "04.03/2026", "2026-3-4",
        ] {
            #expect(WrittenDate.shape(of: text) == nil, "\(text)")
        }
        // A one-digit second is read the longer way, as before.
        #expect(WrittenDate.shape(of: "04.03.2026 14:30:7")?.secondsOfDay == Double(14 * 3600 + 30 * 60 + 7))
    }
}
