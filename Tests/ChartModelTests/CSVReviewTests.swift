import Foundation
import Testing

@testable import ChartModel

/// CSV files as a new user's review found them misread: date-times with a zone, units per kilogram.
@Suite struct CSVReviewTests {
    private func day(_ day: Int, hour: Int) -> Double {
        Double(ISODate.daysSince1970(year: 2026, month: 1, day: day) * 86_400 + hour * 3600)
    }

    /// The `"x"` values a chart file written of `chart` holds, in order.
    private func writtenX(_ chart: Chart) -> [String] {
        ChartJSON.encode(chart).split(separator: "\n").compactMap { line in
            guard let start = line.range(of: #""x": ""#) else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func aDateTimesZoneIsWrittenAgainAsRead() throws {
        // A grid operator's export in local time, +02:00; the second file's rows come newest first, semicolons and
        // decimal commas (read by the spreadsheet path, and put in order), the third split by region.
        let files = [
            "time,load_MW\n2026-01-05T10:00:00+02:00,510\n2026-01-05T11:00:00+02:00,530\n2026-01-05T12:00:00+02:00,560\n",
            "time;load_MW\n2026-01-05T12:00:00+02:00;560,5\n2026-01-05T11:00:00+02:00;530,5\n2026-01-05T10:00:00+02:00;510,5\n",
            "time,region,load_MW\n2026-01-05T10:00:00+02:00,N,510\n2026-01-05T10:00:00+02:00,S,300\n"
                + "2026-01-05T11:00:00+02:00,N,530\n2026-01-05T11:00:00+02:00,S,320\n2026-01-05T12:00:00+02:00,N,560\n"
                + "2026-01-05T12:00:00+02:00,S,310\n",
        ]
        let written = ["2026-01-05T10:00:00+02:00", "2026-01-05T11:00:00+02:00", "2026-01-05T12:00:00+02:00"]
        for file in files {
            let chart = try ChartReader.read(Array(file.utf8), format: .csv)
            // Kept at the wall-clock time written, as every date-time is (ISODate), and said so: 10:00 to 12:00.
            #expect(
                chart.series.allSatisfy { $0.x == .numbers([day(5, hour: 10), day(5, hour: 11), day(5, hour: 12)]) })
            // Once written "2026-01-05T10:00:00", the zone lost: a different instant when read back.
            let text = ChartJSON.encode(chart)
            #expect(writtenX(chart) == Array(repeating: written, count: chart.series.count).flatMap { $0 }, "\(text)")
            // Read back, the chart is the same, and written again the same.
            let back = try ChartJSON.decode(Array(text.utf8))
            #expect(back.series.map(\.x) == chart.series.map(\.x) && ChartJSON.encode(back) == text)
        }
        // Dates without a zone are written as before.
        let plain = try ChartReader.read(
            Array("time,v\n2026-01-05T10:00:00,1\n2026-01-05T11:00:00,2\n".utf8), format: .csv)
        #expect(writtenX(plain) == ["2026-01-05T10:00:00", "2026-01-05T11:00:00"])
    }
}

/// Prices and rates per a unit in a header: "Price ($ per kg)", "Price (€/kg)", "Price (per kg)".
@Suite struct CSVRateUnitTests {
    /// The y axis of a grocer's price list headed `header`.
    private func yAxis(_ header: String, cells: [String] = ["3.2", "2.8"], locale: String? = nil) throws -> Axis? {
        let file = "Product,\(header)\nApples,\(cells[0])\nPears,\(cells[1])\n"
        let chart = try ChartReader.read(Array(file.utf8), format: .csv, csv: CSVImportOptions(locale: locale))
        #expect(chart.series[0].y == [3.2, 2.8])
        return chart.yAxis
    }

    @Test func aUnitPerKilogramIsKept() throws {
        // Once the whole header was the name ("Price ($ per kg)") and the values plain numbers.
        let dollars = try #require(try yAxis("Price ($ per kg)"))
        #expect(dollars.title == "Price" && dollars.unit == "per kg")
        #expect(dollars.format == ValueFormat(style: .currency, currencyCode: "USD"))
        #expect(try yAxis("Price (USD per kg)")?.unit == "per kg")
        let plain = try #require(try yAxis("Price (per kg)"))
        #expect(plain.title == "Price" && plain.unit == "per kg" && plain.format == ValueFormat())
        // A slash is said in the language spoken; a word written is kept as written.
        let euros = try #require(try yAxis("Preis (€/kg)", locale: "de-DE"))
        #expect(euros.title == "Preis" && euros.unit == "pro kg" && euros.format.currencyCode == "EUR")
        #expect(try yAxis("Prix (€ par kg)")?.unit == "par kg")
        // Cells that write the currency themselves keep the unit of the header ("$/kg" over "$3.20").
        let written = try #require(try yAxis("Price ($/kg)", cells: ["$3.20", "$2.80"]))
        #expect(written.unit == "per kg" && written.format.style == .currency)
        // Not rates: a ratio of two things, a year; a unit of measure with a slash stays one.
        #expect(try yAxis("Ratio (a/b)")?.title == "Ratio (a/b)")
        #expect(try yAxis("Sales (2023)")?.unit == nil)
        #expect(try yAxis("Speed (km/h)")?.unit == "km/h")
    }
}

/// What spreadsheets write around their data: a total row, rows of delimiters alone.
@Suite struct SpreadsheetEdgeRowTests {
    private func reading(_ file: String) throws -> ChartReading {
        try ChartReader.reading(Array(file.utf8), format: .csv)
    }

    @Test func aTotalRowIsLeftOutAndSaid() throws {
        // German Excel: 1.234,5 + 998,25 + 998 = 3.230,75, the "Gesamt" row; a row of semicolons after it.
        let german = "Region;Umsatz (€)\nNord;1.234,5\nSüd;998,25\nWest;998\nGesamt;3.230,75\n;;\n"
        let read = try reading(german)
        #expect(read.chart.series[0].x == .categories(["Nord", "Süd", "West"]))
        #expect(read.chart.series[0].y == [1234.5, 998.25, 998])
        #expect(read.notes.first == .totalRow(line: 5, label: "Gesamt"))
        // Dates with a total (3 + 4 = 7), read by the fast reader's way or the table's alike.
        let dated = try reading("date,sales\n2026-01-05,3\n2026-01-06,4\n2026-01-07,0\nTotal,7\n")
        #expect(dated.chart.xAxis.type == .date && dated.chart.series[0].y == [3, 4, 0])
        // A last row labelled so that is no sum stays a row: a region named "Total" among others, or an average.
        let kept = try reading("name,score\nA,3\nB,4\nC,5\nTotal,4\n")
        #expect(kept.chart.series[0].y == [3, 4, 5, 4] && kept.notes.isEmpty)
    }

    @Test func aRowOfDelimitersAloneIsABlankLine() throws {
        for file in ["day,steps\n1,7800\n,\n2,9100\n,\n", "day;steps\n1;7800\n;\n2;9100\n"] {
            let chart = try reading(file).chart
            #expect(chart.series[0].y == [7800, 9100], "\(file)")
        }
    }
}
