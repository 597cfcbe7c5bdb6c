import Foundation
import Testing

@testable import ChartModel

/// Everyday files a reviewer found read wrongly without a word: decimals a semicolon file writes
/// with points, a `--decimal` the numbers refute, two-digit years. Each written out by hand here.
extension SpreadsheetCSVTests {
    /// Seconds since 1970 of a day.
    private func midnight(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day) * 86_400)
    }

    @Test func aSemicolonFilesPointBeforeThreeDigitsIsADecimalWhenANumberShowsIt() throws {
        // '0.750' can group no thousands (no first group is 0), so the column's points are
        // decimals: 1.5, 0.75, 2.125 (once 1500, 750, 2125).
        let mixed = try bothReadings("year;price\n2020;1.500\n2021;0.750\n2022;2.125\n", CSVImportOptions())
        #expect(mixed.chart.series[0].y == [1.5, 0.75, 2.125] && mixed.notes.isEmpty)
        // With a decimal comma, '0.750' is no 750: it is refused as a decimal point.
        #expect(throws: SpreadsheetNumber.Failure.otherDecimalSeparator) {
            try SpreadsheetNumber.read("0.750", decimal: UInt8(ascii: ","))
        }
        // A grouped number beside it still groups: '1.234.567' is 1234567 with a decimal comma.
        let grouped = try bothReadings("year;people\n2020;1.234.567\n2021;1.456.789\n", CSVImportOptions())
        #expect(grouped.chart.series[0].y == [1_234_567, 1_456_789] && grouped.notes.isEmpty)
    }

    @Test func numbersThatReadTwoWaysAreReadByTheDelimitersRuleAndSaid() throws {
        // Every price has three digits after its point: 1500 with a point between thousands (as
        // semicolon files write them), or 1.5. The rule reads the thousands, and says so.
        let semicolon = try bothReadings("year;price\n2020;1.500\n2021;1.750\n2022;2.125\n", CSVImportOptions())
        #expect(semicolon.chart.series[0].y == [1500, 1750, 2125])
        #expect(
            semicolon.notes.map(\.description) == [
                "'price': '1.500' (line 2) and numbers like it are read as 1500, with a point between thousands, as semicolon-separated files write them, for no number in the file shows its decimal separator; --decimal '.' reads them with a decimal point (1.5)"
            ])
        // The option chosen, the numbers are decimals, and nothing is left to say.
        let chosen = try bothReadings(
            "year;price\n2020;1.500\n2021;1.750\n2022;2.125\n", CSVImportOptions(decimalSeparator: "."))
        #expect(chosen.chart.series[0].y == [1.5, 1.75, 2.125] && chosen.notes.isEmpty)
        // A tab-separated file reads a decimal point, and says so too.
        let tab = try bothReadings("year\tprice\n2020\t1.500\n2021\t1.750\n", CSVImportOptions())
        #expect(tab.chart.series[0].y == [1.5, 1.75])
        #expect(
            tab.notes.first
                == .twoReadings(
                    column: "price", example: "1.500", line: 2, value: 1.5, otherValue: 1500, isDecimal: true,
                    delimiter: "tab"))
        // Numbers that read one way only need no note.
        let plain = try bothReadings("year;rate\n2020;0.5\n2021;0.75\n2022;1.25\n", CSVImportOptions())
        #expect(plain.chart.series[0].y == [0.5, 0.75, 1.25] && plain.notes.isEmpty)
    }

    @Test func aDecimalSeparatorThatLeavesAColumnOutIsRefused() throws {
        // "$1,234.50" has a decimal point: with a decimal comma it is no number, and the Revenue
        // column was left out without a word.
        let sales = #"Date,Revenue,Units\#n"Jan 5, 2026","$1,234.50",120\#n"Feb 5, 2026","$2,345.00",130\#n"#
        let error = try #require(failure(sales, CSVImportOptions(decimalSeparator: ",")))
        #expect(error.setting == .decimalSeparator)
        #expect(
            error.message
                == "',': line 2, column 2 ('Revenue') writes '$1,234.50' with a decimal point; give '.', or none to tell it from the numbers"
        )
        // Thousands grouped with commas make no number with a decimal comma: the same mistake.
        let population = "Year,Population\n1990,\"1,234,567\"\n2000,\"1,456,789\"\n"
        let grouped = try #require(failure(population, CSVImportOptions(decimalSeparator: ",")))
        #expect(grouped.setting == .decimalSeparator)
        #expect(
            grouped.message
                == "',': line 2, column 2 ('Population') writes '1,234,567' with commas between thousands; give '.', or none to tell it from the numbers"
        )
        // The right separator reads both.
        #expect(
            try bothReadings(sales, CSVImportOptions(decimalSeparator: ".")).chart.series.map(\.name) == ["Revenue"])
        #expect(
            try bothReadings(population, CSVImportOptions(decimalSeparator: ".")).chart.series[0].y == [
                1_234_567, 1_456_789,
            ])
    }

    /// The error `text` is refused with under `options`, through the table and the fast reader alike.
    private func failure(_ text: String, _ options: CSVImportOptions) -> ChartReadError? {
        do {
            _ = try bothReadings(text, options)
            return nil
        } catch let error as ChartReadError {
            return error
        } catch {
            return nil
        }
    }

    @Test func twoDigitYearsAreReadAsStrptimeReadsThem() throws {
        // January 5, 6 and 13 of 2026, month first (13 can only be the day).
        let us = try bothReadings("date,temp (°F)\n1/5/26,31\n1/6/26,29\n1/13/26,35\n", CSVImportOptions()).chart
        #expect(us.xAxis.type == .date)
        #expect(us.series[0].x == .numbers([midnight(2026, 1, 5), midnight(2026, 1, 6), midnight(2026, 1, 13)]))
        // Points are day first; 69 to 99 are the 1900s, 00 to 68 the 2000s.
        let german = try bothReadings("Datum;Wert\n5.1.99;3\n6.1.00;4\n13.1.68;5\n", CSVImportOptions()).chart
        #expect(german.series[0].x == .numbers([midnight(1999, 1, 5), midnight(2000, 1, 6), midnight(2068, 1, 13)]))
        // Neither day above 12: refused as four-digit years are, naming the two-digit formats.
        let error = try #require(failure("date,v\n1/2/26,1\n1/3/26,2\n", CSVImportOptions()))
        #expect(
            error.description
                == "line 2, column 1 ('date'): '1/2/26' reads as January 2, 2026 (month first) or 1 February 2026 (day first), and no day above 12 settles it; give --date-format '%m/%d/%y' or '%d/%m/%y', or the file's --locale"
        )
        #expect(
            try bothReadings("date,v\n1/2/26,1\n1/3/26,2\n", CSVImportOptions(locale: "en_GB")).chart.series[0].x
                == .numbers([midnight(2026, 2, 1), midnight(2026, 3, 1)]))
        // With times, the formats named take them too, and read the file as given.
        for (file, pattern) in [
            ("time,v\n01/05/2026 8:00 AM,1\n01/05/2026 9:30 AM,3\n", " %I:%M %p"),
            ("time,v\n01/05/2026 14:30:15,1\n01/06/2026 15:00:00,2\n", " %H:%M:%S"),
        ] {
            let refusal = try #require(failure(file, CSVImportOptions()))
            #expect(refusal.description.contains("give --date-format '%m/%d/%Y\(pattern)' or '%d/%m/%Y\(pattern)'"))
            let read = try bothReadings(file, CSVImportOptions(dateFormat: "%m/%d/%Y" + pattern)).chart
            #expect(read.xAxis.type == .date && read.series[0].y.count == 2)
        }
    }
}
