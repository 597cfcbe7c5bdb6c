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

    @Test func numbersWrittenInThousandsOrMillionsAreReadAsTheAmountsTheyAre() throws {
        // Air passengers in thousands: 622 is 622,000 passengers, said compactly ("622 thousand").
        let passengers = try read("month,Passengers (thousands)\n1960-07,622\n1960-11,390\n").chart
        #expect(passengers.series[0].y == [622_000, 390_000] && passengers.series.map(\.name) == ["Passengers"])
        #expect(passengers.yAxis?.format.isCompact == true && passengers.yAxis?.format.style == .number)
        // Money in millions, the currency before or after the scale, in English and German.
        for header in ["Revenue ($ millions)", "Revenue (USD mn)", "Revenue (Mio. $)"] {
            let revenue = try read("year," + header + "\n2020,1.5\n2021,2.25\n").chart
            #expect(revenue.series[0].y == [1_500_000, 2_250_000], "\(header)")
            #expect(revenue.yAxis?.format.style == .currency && revenue.yAxis?.format.currencyCode == "USD")
        }
        // Miles are a distance, not Spanish thousands; a year in parentheses is no scale.
        #expect(try read("year,Distance (miles)\n2020,3\n2021,4\n").chart.series[0].y == [3, 4])
        #expect(try read("year,Sales (2023)\n2020,3\n2021,4\n").chart.series[0].y == [3, 4])
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

    @Test func mIsMetresOrMinutesOnlyAsTheNameSaysAndInOnlyInParentheses() throws {
        // A 10 km runner's yearly times, a tide gauge's heights, and a reading whose "m" says neither.
        let rows = "\n2015,41.2\n2016,40.5\n2017,39.8\n"
        let time = try read("year,Time (m)" + rows).chart
        #expect(time.yAxis?.unit == "min" && time.series.map(\.name) == ["Time"])
        let height = try read("year,Height (m)" + rows).chart
        #expect(height.yAxis?.unit == "m" && height.series.map(\.name) == ["Height"])
        for header in ["Reading (m)", "Hauteur et temps (m)"] {
            // Neither, or both: no unit is read, and the header is the name whole, as the file writes it.
            let unknown = try read("year," + header + rows).chart
            #expect(unknown.yAxis?.unit == nil && unknown.series.map(\.name) == [header], "\(header)")
        }
        #expect(try read("Jahr,Wartezeit [m]" + rows).chart.yAxis?.unit == "min")
        #expect(try read("año,Profundidad (m)" + rows).chart.yAxis?.unit == "m")
        // "in" is inches in parentheses or brackets, and a word elsewhere.
        #expect(try read("year,Rain [in]" + rows).chart.yAxis?.unit == "in")
        // "C" and "F" are degrees after a temperature's name, and a grade or a size elsewhere.
        #expect(try read("year,Mean temperature (F)" + rows).chart.yAxis?.unit == "°F")
        #expect(try read("year,max temperature (C)" + rows).chart.yAxis?.unit == "°C")
        #expect(try read("year,Score (C)" + rows).chart.series.map(\.name) == ["Score (C)"])
        let words = try read("year,checked in" + rows).chart
        #expect(words.yAxis?.unit == nil && words.series.map(\.name) == ["checked in"])
    }

    @Test func aCountInTheRangeOfYearsIsAMeasure() throws {
        // R's Seatbelts shape: monthly drivers killed or injured, 1,057 to 2,654, whole numbers that repeat now and
        // then (here 1,508 twice in twelve), beside another measure: both are series.
        let counts = [1687, 1508, 1507, 1385, 1632, 1511, 1559, 1630, 1579, 1653, 2152, 1508]
        let rows = counts.enumerated().map {
            String(format: "1969-%02d-01,%d,%d", $0.offset + 1, $0.element, 100 + $0.offset)
        }
        let chart = try read("date,drivers,front\n" + rows.joined(separator: "\n") + "\n").chart
        #expect(chart.series.map(\.name) == ["drivers", "front"])
        #expect(chart.series[0].y == counts.map { Double($0) })
    }

    @Test func yearsBesideAMeasureGroupTheRowsAndAreNoSeries() throws {
        // Barley's shape: a yield for each year, site and variety; x is the site.
        var rows: [String] = []
        for year in [1931, 1932] {
            for site in ["Morris", "Waseca"] {
                for (number, variety) in ["Manchuria", "Trebi"].enumerated() {
                    rows.append("\(year),\(site),\(variety),\(20 + (year - 1931) * 10 + number)")
                }
            }
        }
        let barley = "year,site,variety,yield\n" + rows.joined(separator: "\n") + "\n"
        let bySite = try read(barley, CSVImportOptions(x: "site"))
        // Truth: yield is the one measure; 'year' repeats (4 rows each) and holds years.
        #expect(bySite.chart.series.map(\.name) == ["yield"] && bySite.chart.yAxis?.title == "yield")
        #expect(bySite.chart.series[0].y == [20, 21, 20, 21, 30, 31, 30, 31])
        #expect(bySite.notes.first == .groupingNumbers(columns: ["year"]))
        #expect(
            bySite.notes.first?.description
                == "'year' holds years or periods, not a measure, and is no y series; --split-by 'year' for a series of each, --y 'year' to plot it"
        )
        // Named as y, a year column is plotted as asked.
        #expect(try read(barley, CSVImportOptions(x: "site", y: ["year"])).chart.series.map(\.name) == ["year"])
        // A year column that tells each site's rows apart splits them, as a text column would.
        let sites = "site,year,yield\nMorris,1931,27\nWaseca,1931,48.9\nMorris,1932,26.5\nWaseca,1932,45\n"
        let split = try read(sites)
        #expect(split.chart.series.map(\.name) == ["1931", "1932"] && split.chart.series[1].y == [26.5, 45])
        // Said once, as the split.
        #expect(split.notes == [.split(column: "year", seriesCount: 2)])
        // Whole numbers that are measured (counts that repeat) stay y series.
        let counts = try read("site,visits,sales\nA,3,5\nB,3,7\nC,4,5\n").chart
        #expect(counts.series.map(\.name) == ["visits", "sales"])
    }

    @Test func aFirstColumnThatNumbersTheRowsIsNoXBesideDates() throws {
        // pandas' to_csv(): an unnamed index 0, 1, 2 first. x is the dates, y the sales alone.
        let pandas = try read(",date,sales\n0,2026-01-01,5\n1,2026-01-02,7\n2,2026-01-03,6\n")
        #expect(pandas.chart.xAxis.type == .date && pandas.chart.xAxis.title == "date")
        #expect(pandas.chart.series.map(\.name) == ["sales"] && pandas.chart.series[0].y == [5, 7, 6])
        #expect(
            pandas.notes.map(\.description) == [
                "the unnamed first column numbers the rows (0, 1, 2 …) and is read as neither x nor a series: x is 'date'; --x to choose"
            ])
        // An id of 1, 2, 3 beside dates in people's spelling.
        let ids = try read("id,date,sales\n1,01/05/2026,100\n2,01/13/2026,140\n3,01/20/2026,90\n")
        #expect(ids.chart.xAxis.title == "date" && ids.chart.series.map(\.name) == ["sales"])
        #expect(ids.notes.first == .rowNumbers(column: "id", start: 1, x: "date"))
        // Unnamed beside text: the text is x.
        let countries = try read(",country,gdp\n0,DE,5\n1,FR,7\n").chart
        #expect(countries.series[0].x == .categories(["DE", "FR"]) && countries.series.map(\.name) == ["gdp"])
        // An id that does not count the rows is a measure; an id beside no dates stays x; --x wins.
        #expect(try read("id,date,sales\n7,2026-01-01,5\n3,2026-01-02,7\n").chart.xAxis.title == "id")
        #expect(try read("id,sales\n1,5\n2,7\n").chart.xAxis.title == "id")
        let named = try read(",date,sales\n0,2026-01-01,5\n1,2026-01-02,7\n", CSVImportOptions(x: "1"))
        #expect(named.chart.xAxis.title == "Row" && named.notes.isEmpty)
    }

    @Test func twoTextColumnsThatTellRepeatsApartOnlyTogetherAreRefused() throws {
        // Each date has four rows: DE/A, DE/B, FR/A, FR/B. Of the three rows that repeat a date,
        // 'country' alone tells one apart (FR after DE), 'product' alone one too: neither more
        // than half, so neither splits; together they tell all three apart.
        let rows = (1...2).flatMap { day in
            ["DE,A,10", "DE,B,11", "FR,A,12", "FR,B,13"].map { "2026-01-0\(day),\($0)" }
        }
        let error = #expect(throws: ChartReadError.self) {
            try read("date,country,product,sales\n" + rows.joined(separator: "\n") + "\n")
        }
        #expect(
            error?.description
                == "the rows repeat values of x ('date'), as long-form data does, and 'country' and 'product' tell them apart only together, and a chart splits by one column: join the two into one column, keep the rows of one value of either, or choose another x with --x"
        )
        // Told apart by each alone (DE always A), both are named as before.
        let each =
            "date,country,product,sales\n2026-01-01,DE,A,10\n2026-01-01,FR,B,11\n2026-01-02,DE,A,12\n2026-01-02,FR,B,13\n"
        let both = #expect(throws: ChartReadError.self) { try read(each) }
        #expect(both?.message.contains("'country' and 'product' could each split them") == true)
        // Rows repeated whole are told apart by nothing, alone or together: kept and noted.
        let repeated = try read(
            "date,country,product,sales\n2026-01-01,DE,A,10\n2026-01-01,DE,A,11\n2026-01-02,DE,A,12\n")
        #expect(
            repeated.chart.series.count == 1
                && repeated.notes.contains { if case .repeatedX = $0 { true } else { false } })
    }
}
