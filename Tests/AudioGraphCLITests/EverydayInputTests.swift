import Foundation
import TestSupport
import Testing

/// The files people have, through the real binary: spreadsheet exports in each dialect, numbers
/// as spreadsheets write them, missing-value markers, dates in people's orders and languages,
/// long-form rows, Vega-Lite specs, and titles from file names.
@Suite struct EverydayInputTests {
    let folder = TemporaryFolder()

    /// Writes `text` to `name` in the test's folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The overview `describe` prints for `path`, checked to succeed with only `notes` (each
    /// after "Note: '<path>': ") on standard error.
    func overview(_ path: String, _ options: [String] = [], notes: [String] = []) throws -> String {
        let result = try Binary.run(["describe", path, "-l", "overview"] + options)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == notes.map { "Note: '\(path)': \($0)\n" }.joined(), "\(path)")
        return result.out
    }

    /// The series (name, x and y) of the chart file `convert` writes for `path`.
    func series(_ path: String, _ options: [String] = []) throws -> [(name: String, x: [String], y: [Double?])] {
        let result = try Binary.run(["convert", path, "-q"] + options)
        #expect(result.status == 0, "\(result.err)")
        let chart = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let series = try #require(chart["series"] as? [[String: Any]])
        return try series.map { series in
            let points = try #require(series["points"] as? [[String: Any]])
            return (
                series["name"] as? String ?? "", points.map { "\($0["x"] ?? "")" }, points.map { $0["y"] as? Double }
            )
        }
    }

    /// The error `describe` refuses `path` with, checked to exit 65 with nothing on standard output.
    func refusal(_ path: String, _ options: [String] = []) throws -> String {
        let result = try Binary.run(["describe", path] + options)
        #expect(result.status == 65 && result.out.isEmpty, "\(result)")
        return result.err
    }

    @Test func semicolonsWithDecimalCommasAsExcelWritesThem() throws {
        let path = try write(
            "umsatz-2026.csv",
            "Monat;Umsatz;Kosten\n2026-01;1.234,5;980,25\n2026-02;1.310;1.001,75\n2026-03;998,4;870\n")
        let read = try series(path)
        #expect(read.map(\.name) == ["Umsatz", "Kosten"])
        #expect(read[0].y == [1234.5, 1310, 998.4] && read[1].y == [980.25, 1001.75, 870])
        #expect(
            try overview(path)
                == "Umsatz 2026. Line chart, 6 points in 2 series. Series: Umsatz and Kosten. X axis: Monat, January to March 2026. Y axis: Value, 870 to 1,310.\n"
        )
        // Said outright, a decimal point makes the commas refused, naming the option, its value
        // and the first number it refuses: a usage error.
        let refused = try Binary.run(["describe", path, "--decimal", ".", "--y", "Kosten"])
        #expect(refused.status == 64 && refused.out.isEmpty)
        #expect(
            refused.err.hasPrefix(
                "Error: '\(path)': --decimal '.': line 2, column 3 ('Kosten') writes '980,25' with a decimal comma; give ',', or none to tell it from the numbers\nUsage: "
            ))
    }

    @Test func tabsAndPipesAreToldFromTheHeader() throws {
        let tab = try write(
            "visitors.tsv", "date\tvisitors\tbounce rate\n2026-01-01\t1204\t0.41\n2026-02-01\t1388\t0.38\n")
        #expect(try series(tab).map(\.y) == [[1204, 1388], [0.41, 0.38]])
        let pipe = try write("cities.csv", "city|people\nOslo|709037\nBergen|291940\n")
        #expect(try series(pipe).map(\.x) == [["Oslo", "Bergen"]])
        // Said otherwise, the option is refused, with the delimiter the file shows.
        #expect(
            try usageError(pipe, ["--delimiter", "comma"])
                == "Error: '\(pipe)': --delimiter comma: the header has one field; the file looks pipe-separated")
    }

    @Test func missingValueMarkersAreCountedAndSaid() throws {
        let path = try write(
            "daily-steps.csv",
            "day,steps\n2026-03-01,8432\n2026-03-02,NA\n2026-03-03,n/a\n2026-03-04,-\n2026-03-05,\n2026-03-06,7800\n2026-03-07,9100\n"
        )
        #expect(try series(path)[0].y == [8432, nil, nil, nil, nil, 7800, 9100])
        #expect(
            try overview(path, notes: ["'steps': 4 missing values ('NA', 'n/a', '-', empty), left as gaps"])
                == "Daily steps. Line chart, 7 points, 4 without a value. X axis: day, March 1 to 7, 2026. Y axis: steps, 7,800 to 9,100.\n"
        )
        // Empty cells alone are no reading decision to note, but are counted and said in each language.
        let empty = try write("empty.csv", "day,steps\n2026-03-01,8432\n2026-03-02,\n2026-03-03,7800\n")
        #expect(try overview(empty).contains("Line chart, 3 points, 1 without a value."))
        #expect(try overview(empty, ["--locale", "de"]).contains("3 Punkte, davon 1 ohne Wert."))
        #expect(try overview(empty, ["--locale", "fr"]).contains("3 points, dont 1 sans valeur."))
        #expect(try overview(empty, ["--locale", "es"]).contains("3 puntos, 1 sin valor."))
    }

    @Test func percentsCurrenciesAndMagnitudesAreNumbers() throws {
        let percent = try write("churn.csv", "month,churn\nJan,12%\nFeb,9.5%\nMar,11%\n")
        #expect(try series(percent)[0].y == [0.12, 0.095, 0.11])
        #expect(try overview(percent).hasSuffix("Y axis: churn, 0 percent to 12 percent.\n"))
        let dollars = try write("revenue.csv", "year,revenue\n2023,$1.2M\n2024,$950k\n2025,$2.5M\n")
        #expect(try series(dollars)[0].y == [1_200_000, 950_000, 2_500_000])
        #expect(try overview(dollars).hasSuffix("Y axis: revenue, $950 thousand to $2.5 million.\n"))
        let quoted = try write(
            "shares.csv", "year,shares\n2023,\"6,149,000,000\"\n2024,\"6,722,000,000\"\n2025,\"7,015,500,000\"\n")
        #expect(try series(quoted)[0].y == [6_149_000_000, 6_722_000_000, 7_015_500_000])
    }

    @Test func aRefusedColumnNamesTheValueItsLineAndWhy() throws {
        let path = try write("steps.csv", "day,steps\nMon,5000\nTue,about 7000\nWed,6000\n")
        #expect(
            try refusal(path)
                == "Error: '\(path)': line 3, column 2 ('steps'): 'about 7000' is not a number; expected a number, or an empty cell or a marker such as NA for a missing value\n"
        )
    }

    @Test func usAndEuropeanDatesAreTheSameDays() throws {
        let iso = try write("iso.csv", "date,sales\n2026-03-04,10\n2026-03-15,12\n2026-04-01,9\n")
        let us = try write("us.csv", "date,sales\n03/04/2026,10\n03/15/2026,12\n04/01/2026,9\n")
        let european = try write("eu.csv", "date,sales\n04/03/2026,10\n15/03/2026,12\n01/04/2026,9\n")
        let dotted = try write("de.csv", "Datum;Umsatz\n04.03.2026;10\n15.03.2026;12\n01.04.2026;9\n")
        let days = try series(iso)[0].x
        #expect(days == ["2026-03-04", "2026-03-15", "2026-04-01"])
        for path in [us, european, dotted] {
            #expect(try series(path)[0].x == days, "\(path)")
            #expect(
                try overview(path).contains("X axis: \(path == dotted ? "Datum" : "date"), March 4 to April 1, 2026."))
        }
    }

    @Test func ambiguousDatesAreRefusedNamingBothReadings() throws {
        let path = try write("sales.csv", "date,sales\n03/04/2026,10\n04/05/2026,12\n05/06/2026,9\n")
        #expect(
            try refusal(path)
                == "Error: '\(path)': line 2, column 1 ('date'): '03/04/2026' reads as March 4, 2026 (month first) or 3 April 2026 (day first), and no day above 12 settles it; give --date-format '%m/%d/%Y' or '%d/%m/%Y', or the file's --locale\n"
        )
        // Either way out it names is taken.
        let dayFirst = try series(path, ["--date-format", "%d/%m/%Y"])[0].x
        #expect(dayFirst == ["2026-04-03", "2026-05-04", "2026-06-05"])
        #expect(try series(path, ["--locale", "en_GB"])[0].x == dayFirst)
        #expect(try series(path, ["--locale", "en_US"])[0].x == ["2026-03-04", "2026-04-05", "2026-05-06"])
        #expect(try overview(path, ["--locale", "en_GB"]).contains("X axis: date, April to June 2026."))
    }

    @Test func monthNamesInGermanFrenchAndSpanish() throws {
        let german = try write(
            "schritte.csv", "Datum;Schritte\n5. März 2026;8432\n6. März 2026;9120\n7. Mai 2026;7800\n")
        let french = try write("pas.csv", "date,pas\n5 janv. 2026,8432\n6 févr. 2026,9120\n7 mai 2026,7800\n")
        let spanish = try write(
            "pasos.csv", "fecha,pasos\n5 de enero de 2026,8432\n6 de marzo de 2026,9120\n7 dic 2026,7800\n")
        #expect(try series(german)[0].x == ["2026-03-05", "2026-03-06", "2026-05-07"])
        #expect(try series(french)[0].x == ["2026-01-05", "2026-02-06", "2026-05-07"])
        #expect(try series(spanish)[0].x == ["2026-01-05", "2026-03-06", "2026-12-07"])
        #expect(try overview(german, ["--locale", "de"]).contains("X-Achse: Datum, März bis Mai 2026."))
        #expect(try series(german)[0].y == [8432, 9120, 7800])
    }

    @Test func longFormIsSplitWithANote() throws {
        let path = try write(
            "regions.csv",
            "date,region,sales\n2026-01-01,North,120.5\n2026-01-01,South,98.1\n2026-01-02,North,125\n2026-01-02,South,97\n"
        )
        let read = try series(path)
        #expect(read.map(\.name) == ["North", "South"] && read.map(\.y) == [[120.5, 125], [98.1, 97]])
        #expect(
            try overview(path, notes: ["split into 2 series by 'region'; --split-by to choose"])
                == "Regions. Line chart, 4 points in 2 series. Series: North and South. X axis: date, January 1 to 2, 2026. Y axis: sales, 97 to 125.\n"
        )
        let twoTexts = try write(
            "teams.csv", "week,team,coach,goals\n1,Reds,Ann,3\n1,Blues,Bo,2\n2,Reds,Ann,1\n2,Blues,Bo,4\n")
        #expect(try refusal(twoTexts).contains("--split-by"))
    }

    @Test func splitByLeavesXToAnotherColumnAndSaysWhatRepeats() throws {
        let path = try write(
            "stocks.csv",
            "symbol,date,price\nAAPL,2026-01-05,190\nMSFT,2026-01-05,410\nAAPL,2026-01-06,192\nMSFT,2026-01-06,405\nAAPL,2026-01-06,193\n"
        )
        let read = try series(path, ["--split-by", "symbol"])
        #expect(read.map(\.name) == ["AAPL", "MSFT"])
        #expect(read[0].x == ["2026-01-05", "2026-01-06", "2026-01-06"] && read[0].y == [190, 192, 193])
        let note =
            "'date': 1 row repeats an earlier row's value in its series 'AAPL', the first '2026-01-06'; every row is kept, in file order, none combined"
        #expect(
            try overview(path, ["--split-by", "symbol"], notes: [note])
                == "Stocks. Line chart, 5 points in 2 series. Series: AAPL and MSFT. X axis: date, January 5 to 6, 2026. Y axis: price, 190 to 410.\n"
        )
        // Quiet, the note is not written.
        let quiet = try Binary.run(["describe", path, "--split-by", "symbol", "-q"])
        #expect(quiet.status == 0 && quiet.err.isEmpty)
    }

    @Test func csvOptionsThatDoNotFitTheFileAreUsageErrorsNamingThem() throws {
        let path = try write(
            "stocks.csv", "symbol,date,price,volume\nAAPL,2026-01-05,190,10\nMSFT,2026-01-05,410,20\n")
        #expect(
            try usageError(path, ["--split-by", "sector"])
                == "Error: '\(path)': --split-by 'sector': no such column; the columns are 'symbol', 'date', 'price', 'volume'"
        )
        #expect(
            try usageError(path, ["--split-by", "symbol"])
                == "Error: '\(path)': --split-by 'symbol' splits one y column into series, and 'price' and 'volume' could each be it; choose one with --y"
        )
        #expect(try series(path, ["--split-by", "symbol", "--y", "volume"]).map(\.y) == [[10], [20]])
        let german = try write("umsatz.csv", "Monat;Umsatz\n2026-01;1.234,5\n2026-02;1.310,25\n")
        #expect(
            try usageError(german, ["--decimal", "."])
                == "Error: '\(german)': --decimal '.': line 2, column 2 ('Umsatz') writes '1.234,5' with a decimal comma; give ',', or none to tell it from the numbers"
        )
        #expect(try series(german, ["--decimal", ","])[0].y == [1234.5, 1310.25])
    }

    /// The first line of the error `describe` gives for `path` with `options`, checked to exit
    /// 64 with the usage after it and nothing on standard output.
    func usageError(_ path: String, _ options: [String]) throws -> String {
        let result = try Binary.run(["describe", path] + options)
        #expect(result.status == 64 && result.out.isEmpty, "\(result)")
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 2 && lines.last?.hasPrefix("Usage: audiograph describe") == true, "\(result.err)")
        return String(lines.first ?? "")
    }

    @Test func aDelimiterTheFileRefutesIsAUsageErrorSayingWhatItLooksLike() throws {
        let semicolons = try write("orte.csv", "Datum;Ort;Wert\n01.01.2024;Berlin;1,5\n02.01.2024;Berlin;2,25\n")
        #expect(
            try usageError(semicolons, ["--delimiter", "comma"])
                == "Error: '\(semicolons)': --delimiter comma: the header has one field; the file looks semicolon-separated"
        )
        let commas = try write("prices.csv", "date,price;eur,volume\n2026-01-01,1.5,20\n2026-01-02,1.75,30\n")
        #expect(
            try usageError(commas, ["--delimiter", "semicolon"])
                == "Error: '\(commas)': --delimiter semicolon: the header has 2 fields and line 2 has 1; the file looks comma-separated"
        )
        // The delimiter the file has, named, is read as ever.
        #expect(try series(semicolons, ["--delimiter", "semicolon"])[0].y == [1.5, 2.25])
    }

    @Test func splitYAndTheirCountAreRefusedSayingWhatIsAllowed() throws {
        let stocks = try write(
            "stocks.csv",
            "symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\nAMZN,Jan 1 2000,64.56\nAMZN,Feb 1 2000,68.87\n"
        )
        // A split by measured numbers: what a split column holds, and the text column there is.
        #expect(
            try usageError(stocks, ["--split-by", "price"])
                == "Error: '\(stocks)': --split-by 'price' holds measured numbers, such as '39.81' (line 2), not categories; a split column names one series for each of its values: text, such as 'symbol', or whole numbers that repeat, such as years"
        )
        // Whole numbers that repeat are categories: a split by year.
        let years = try write("years.csv", "month,year,rain\n1,2024,50\n1,2025,61\n2,2024,42\n2,2025,38\n")
        let byYear = try series(years, ["--split-by", "year"])
        #expect(byYear.map(\.name) == ["2024", "2025"] && byYear.map(\.y) == [[50, 42], [61, 38]])
        // A y of dates, or of text: named, and what each could be instead.
        #expect(
            try usageError(stocks, ["--y", "date"])
                == "Error: '\(stocks)': --y 'date' holds dates such as 'Jan 1 2000' (line 2), not numbers; a y column holds the numbers to plot, such as 'price'; dates are an x axis (--x 'date')"
        )
        #expect(
            try usageError(stocks, ["--x", "date", "--y", "symbol"])
                == "Error: '\(stocks)': --y 'symbol' holds text such as 'MSFT' (line 2), not numbers; a y column holds the numbers to plot, such as 'price'; text splits rows into series (--split-by 'symbol')"
        )
        // Two --y with a split: only one is allowed, and the other way to have both.
        let weather = try write(
            "weather.csv",
            "date,temp_max,temp_min,weather\n2026-01-01,8,2,rain\n2026-01-01,9,3,sun\n2026-01-02,7,1,rain\n")
        #expect(
            try usageError(weather, ["--y", "temp_max", "--y", "temp_min", "--split-by", "weather"])
                == "Error: '\(weather)': --split-by 'weather' splits one y column into series, and --y names 2: 'temp_max' and 'temp_min'; give one --y, or leave out --split-by for one series a column"
        )
        #expect(
            try usageError(stocks, ["--y", "price", "--y", "price"])
                == "Error: '\(stocks)': --y 'price' is named twice; each y column is one series")
    }

    @Test func repeatedRowsAreNoLongFormUnlessATextTellsThemApart() throws {
        // Rows repeated whole: the text column does not tell the repeats apart, so no split.
        let rows = [
            "2012-01-01,12.8,drizzle", "2012-01-02,10.6,rain", "2012-01-03,11.7,rain", "2012-01-04,12.2,sun",
        ]
        let repeated = try write(
            "weather-twice.csv", "date,temp_max,weather\n" + (rows + rows.prefix(2)).joined(separator: "\n") + "\n")
        let note =
            "'date': 2 rows repeat an earlier row's value, the first '2012-01-01'; every row is kept, in file order, none combined"
        let notes = [note, "'date': the rows are not in order of this column; they are read sorted by it"]
        #expect(
            try overview(repeated, ["--y", "temp_max"], notes: notes)
                == "Weather twice. Line chart, 6 points. X axis: date, January 1 to 4, 2012. Y axis: temp_max, 10.6 to 12.8.\n"
        )
        // True long form, with one row repeated whole, is still split (and the repeat said).
        let long = try write(
            "regions.csv",
            "date,region,sales\n2026-01-01,North,120\n2026-01-01,South,98\n2026-01-02,North,125\n2026-01-02,South,97\n2026-01-02,South,97\n"
        )
        let split = try series(long)
        #expect(split.map(\.name) == ["North", "South"] && split.map(\.y) == [[120, 125], [98, 97, 97]])
        #expect(
            try overview(
                long,
                notes: [
                    "split into 2 series by 'region'; --split-by to choose",
                    "'date': 1 row repeats an earlier row's value in its series 'South', the first '2026-01-02'; every row is kept, in file order, none combined",
                ]
            ).hasPrefix("Regions. Line chart, 5 points in 2 series."))
    }

    @Test func madeUpLabelsAreInTheLanguageAsked() throws {
        let wide = try write("visits.csv", "date,visits,signups\n2026-01-01,5,1\n2026-01-02,6,2\n")
        #expect(try overview(wide, ["--locale", "de"]).contains("Y-Achse: Wert"))
        #expect(try overview(wide).contains("Y axis: Value"))
        let spec = try write(
            "ratings.vl.json",
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": [{"c": "a", "r": 2}, {"c": "a", "r": 4}, {"c": "b", "r": 3}]}, "mark": "bar", "encoding": {"x": {"field": "c", "type": "nominal"}, "y": {"field": "r", "aggregate": "mean", "type": "quantitative"}}}"#
        )
        #expect(try overview(spec, ["--locale", "es"]).contains("Media de r"))
        #expect(try overview(spec, ["--locale", "fr"]).contains("Moyenne de r"))
    }

    @Test func yColumnsInAnotherUnitAreLeftOutSayingHowToHearThem() throws {
        let path = try write(
            "money.csv",
            "month,revenue,margin\n2025-01,\"$1,200.50\",12.5%\n2025-02,\"$2,400.00\",15%\n2025-03,$950.25,9.75%\n2025-04,\"$3,100.00\",20%\n"
        )
        #expect(
            try overview(
                path,
                notes: [
                    "'margin' is left out: it is in percent, and the y axis in USD, as 'revenue' is; --y 'margin' describes it"
                ])
                == "Money. Line chart, 4 points. X axis: month, January to April 2025. Y axis: revenue, $950.25 to $3,100.00.\n"
        )
        // Alone, the percentages are spoken as percentages, never as fractions.
        let margin = try Binary.run(["describe", path, "--y", "margin"])
        #expect(margin.status == 0 && margin.err.isEmpty, "\(margin)")
        #expect(margin.out.contains("Y axis: margin, 9.75 percent to 20 percent.") && !margin.out.contains("0.125"))
        #expect(
            try usageError(path, ["--y", "revenue", "--y", "margin"])
                == "Error: '\(path)': --y 'margin' is in percent and 'revenue' in USD, and a y axis has one unit; describe them one at a time"
        )
    }

    @Test func yearAndMonthColumnsAreOneDateSaidInANote() throws {
        let path = try write(
            "years-long.csv", "year,month,value\n2023,1,5\n2023,2,7\n2023,3,6\n2024,1,8\n2024,2,9\n2024,3,4\n")
        #expect(
            try overview(path, notes: ["x is 'year' and 'month' read together as dates; --x to play one column as x"])
                == "Years long. Line chart, 6 points. X axis: year and month, January 2023 to March 2024. Y axis: value, 4 to 9.\n"
        )
        #expect(
            try series(path)[0].x == [
                "2023-01-01", "2023-02-01", "2023-03-01", "2024-01-01", "2024-02-01", "2024-03-01",
            ])
        let thirteen = try write("bad-month.csv", "year,month,value\n2023,12,5\n2023,13,7\n2024,1,6\n")
        #expect(
            try refusal(thirteen)
                == "Error: '\(thirteen)': line 3, column 2 ('month'): '13' is not a month (1 to 12, or a month's name), and the column beside years is read with them as x dates; give --x to play one column as x\n"
        )
    }

    @Test func aDateFormatTheColumnRefutesIsAUsageError() throws {
        let path = try write("ambiguous.csv", "date,v\n01/02/2025,1\n02/03/2025,2\n03/04/2025,3\n")
        #expect(
            try usageError(path, ["--date-format", "%Y-%m-%d"])
                == "Error: '\(path)': --date-format '%Y-%m-%d': line 2, column 1 ('date') writes '01/02/2025', which is not a date in this format; give the format the column writes, or none to have its dates recognized"
        )
        #expect(try series(path, ["--date-format", "%d/%m/%Y"])[0].x == ["2025-02-01", "2025-03-02", "2025-04-03"])
    }

    @Test func quotedDecimalCommasInACommaFileAreReadWithANote() throws {
        let path = try write(
            "temperatures.csv", "date,v\n2025-01-01,\"12,5\"\n2025-01-02,\"13,75\"\n2025-01-03,\"11,2\"\n")
        #expect(
            try overview(
                path,
                notes: [
                    "'v': numbers such as '12,5' (line 2) are read with a decimal comma, as no number in the file writes a decimal point; --decimal to choose"
                ])
                == "Temperatures. Line chart, 3 points. X axis: date, January 1 to 3, 2025. Y axis: v, 11.2 to 13.75.\n"
        )
        #expect(try series(path, ["--locale", "de"])[0].y == [12.5, 13.75, 11.2])
        let thousands = try write("units.csv", "date,units\n2025-01-01,\"1,500\"\n2025-01-02,\"2,250\"\n")
        #expect(try series(thousands)[0].y == [1500, 2250])
        #expect(
            try refusal(thousands, ["--locale", "de"])
                == "Error: '\(thousands)': line 2, column 2 ('units'): '1,500' is 1.5 with a decimal comma, as the locale 'de' writes numbers, or 1500 with a comma between thousands, as comma-separated files write them, and no number in the file settles which; give --decimal ',' or '.'\n"
        )
        #expect(try series(thousands, ["--locale", "de", "--decimal", ","])[0].y == [1.5, 2.25])
    }

    @Test func aVegaLiteLineOfSeveralValuesAtADateSaysSoAndTheAuditAdvisesAColor() throws {
        let rows = (1...3).flatMap { month in
            [("MSFT", 30 + month), ("AMZN", 60 - month)].map {
                #"{"symbol": "\#($0.0)", "date": "2000-0\#(month)-01", "price": \#($0.1)}"#
            }
        }
        let spec = try write(
            "stocks.vl.json",
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Stocks", "data": {"values": ["#
                + rows.joined(separator: ", ")
                + #"]}, "mark": "line", "encoding": {"x": {"field": "date", "type": "temporal"}, "y": {"field": "price", "type": "quantitative"}}}"#
        )
        let note =
            #"the spec draws 2 values at each of 3 dates in one line; field 'symbol' tells them apart: add "color": {"field": "symbol"} to draw a line for each"#
        let described = try Binary.run(["describe", spec, "-l", "overview"])
        #expect(described.status == 0 && described.err == "Note: '\(spec)': \(note)\n", "\(described)")
        // The audit's fix is in the spec's terms; a CSV's in its options; a chart file's in its fields.
        func fix(_ path: String) throws -> String {
            let audit = try Binary.run(["audit", path, "-q", "-f", "json"])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(audit.out.utf8)) as? [String: Any])
            let charts = try #require(report["files"] as? [[String: Any]])
            let findings = try #require(charts.first?["findings"] as? [[String: Any]])
            return try #require(findings.first { $0["rule"] as? String == "continuous-x-order" }?["fix"] as? String)
        }
        #expect(
            try fix(spec)
                == #"draw a line for each series with a "color" encoding of the field that tells the values at an x apart, or combine them with an "aggregate" on y"#
        )
        let csv = try write("twice.csv", "date,temp\n2026-01-01,5\n2026-01-01,6\n2026-01-02,7\n")
        // No column tells the two rows of January 1 apart (the reading would have split by it): combine them.
        #expect(try fix(csv).hasPrefix("combine the rows that share an x in a series into one (such as their sum"))
        #expect(try !fix(csv).contains("--split-by"))
        let converted = try Binary.run(["convert", csv, "-q"])
        let json = try write("twice.json", converted.out)
        #expect(
            try fix(json)
                == "sort the points by x and merge repeated ones; if they are several series' points, give each series its own"
        )
    }

    @Test func vegaLiteSpecsWithInlineDataAndADataURL() throws {
        let inline = try write(
            "weekdays.vl.json",
            #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Visitors by weekday",
             "data": {"values": [{"day": "Mon", "visitors": 120}, {"day": "Tue", "visitors": 95}, {"day": "Wed", "visitors": 143}]},
             "mark": "bar",
             "encoding": {"x": {"field": "day", "type": "nominal", "sort": null}, "y": {"field": "visitors", "type": "quantitative"}}}
            """#)
        #expect(
            try overview(inline)
                == "Visitors by weekday. Bar chart, 3 bars. X axis: day, 3 categories: Mon, Tue and Wed. Y axis: visitors, 0 to 143.\n"
        )
        _ = try write("specs/data/prices.csv", "date,price\n2026-01-01,10\n2026-02-01,12.5\n2026-03-01,11\n")
        let url = try write(
            "specs/price-history.json",
            #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
             "data": {"url": "data/prices.csv"}, "mark": "line",
             "encoding": {"x": {"field": "date", "type": "temporal"},
                          "y": {"field": "price", "type": "quantitative", "axis": {"title": "Price (USD)"}}}}
            """#)
        // The data's path is the spec's folder's, wherever the command is run; the axis title's currency is the axis's.
        let result = try Binary.run(["describe", url, "-l", "overview"], in: NSTemporaryDirectory())
        #expect(
            result.status == 0 && result.err.isEmpty
                && result.out
                    == "Price history. Line chart, 3 points. X axis: date, January to March 2026. Y axis: Price, $10.00 to $12.50.\n",
            "\(result)")
        #expect(try series(url)[0].y == [10, 12.5, 11])
        let page = try Binary.run(["page", url, "-o", folder.path + "/price.html"])
        #expect(page.status == 0, "\(page.err)")
        let html = try String(contentsOfFile: folder.path + "/price.html", encoding: .utf8)
        #expect(html.contains("Price history"))
    }

    @Test func altairSpecsWithNamedDatasets() throws {
        // As Altair 6's `to_json()` writes a chart of a data frame: a v6 schema, the rows in
        // top-level `datasets`, the view's data by name.
        let path = try write(
            "stocks.vl.json",
            #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v6.4.1.json",
             "config": {"view": {"continuousHeight": 300, "continuousWidth": 300}},
             "data": {"name": "data-b0fe595546d47c5085f225c35730172c"},
             "datasets": {"data-b0fe595546d47c5085f225c35730172c": [
               {"date": "2000-01-01T00:00:00", "price": 39.81, "symbol": "MSFT"},
               {"date": "2000-02-01T00:00:00", "price": 36.35, "symbol": "MSFT"},
               {"date": "2000-01-01T00:00:00", "price": 64.56, "symbol": "AMZN"},
               {"date": "2000-02-01T00:00:00", "price": 68.87, "symbol": "AMZN"}]},
             "encoding": {"color": {"field": "symbol", "type": "nominal"}, "x": {"field": "date", "type": "temporal"},
                          "y": {"field": "price", "type": "quantitative"}},
             "mark": {"type": "line"}, "title": "Stock prices"}
            """#)
        let read = try series(path)
        #expect(read.map(\.name) == ["MSFT", "AMZN"] && read.map(\.y) == [[39.81, 36.35], [64.56, 68.87]])
        #expect(try overview(path).hasPrefix("Stock prices. Line chart, 4 points in 2 series. Series: MSFT and AMZN."))
        let unnamed = try write(
            "unnamed.vl.json",
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v6.json", "data": {"name": "other"}, "datasets": {}, "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}"#
        )
        #expect(
            try refusal(unnamed)
                == "Error: '\(unnamed)': data.name: 'other' names no data set in the spec's 'datasets'\n")
    }

    @Test func aChartWithoutATitleIsNamedAfterItsFile() throws {
        let path = try write("daily-steps_2026.csv", "day,steps\nMon,5000\nTue,7000\n")
        #expect(try overview(path).hasPrefix("Daily steps 2026. Bar chart, 2 bars."))
        #expect(try overview(path, ["--title", "Steps"]).hasPrefix("Steps. Bar chart"))
        // The audit still reports the title the author left out.
        let audit = try Binary.run(["audit", path])
        #expect(audit.out.contains("title"), "\(audit)")
        // convert writes no title the author did not give: the chart file it makes is named
        // after its own file, and its audit still asks for a title.
        let converted = folder.path + "/weekday-steps.json"
        let result = try Binary.run(["convert", path, "-o", converted, "-q"])
        #expect(result.status == 0, "\(result)")
        func title(_ file: Data) throws -> String? {
            try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])["title"] as? String
        }
        #expect(try title(Data(contentsOf: URL(fileURLWithPath: converted))) == nil)
        #expect(try overview(converted).hasPrefix("Weekday steps. Bar chart, 2 bars."))
        #expect(try Binary.run(["audit", converted]).out.contains("title"))
        let titled = try Binary.run(["convert", path, "--title", "Steps", "-q"])
        #expect(try title(Data(titled.out.utf8)) == "Steps", "\(titled.out)")
        // A currency code or an initialism in the name is written as one.
        let rates = try write("eur-usd_rates.csv", "day,rate\nMon,1.08\nTue,1.09\n")
        #expect(try overview(rates).hasPrefix("EUR USD rates. Bar chart"))
        let gdp = try write("uk-gdp.csv", "day,rate\nMon,1.08\nTue,1.09\n")
        #expect(try overview(gdp).hasPrefix("UK GDP. Bar chart"))
    }

    @Test func anAuditOfACSVNamesItsSeriesAndItsOutputIsABaseline() throws {
        // Two companies' prices in long form, the second listed a month late: the finding names the series as the
        // file does.
        let months = { (from: Int, name: String) in
            (from...12).map { "\(name),2024-\($0 < 10 ? "0" : "")\($0)-01,\($0)" }
        }
        let path = try write(
            "shares.csv", (["symbol,date,price"] + months(1, "Big Co") + months(5, "New Co")).joined(separator: "\n"))
        let audit = try Binary.run(["audit", path, "-q"])
        let line = audit.out.split(separator: "\n").first { $0.contains("date-gaps-hidden") } ?? ""
        #expect(
            line.hasPrefix("warning date-gaps-hidden series['New Co'].points[0].x: the series starts at 2024-05-01"),
            "\(audit)")
        #expect(line.contains("the description says them, but the navigator steps over them"), "\(line)")
        // Its own output, spaces in the name and all, is a baseline that accepts every finding.
        let baseline = try write("baseline.txt", audit.out)
        let again = try Binary.run(["audit", path, "-q", "--baseline", baseline])
        #expect(again.status == 0 && again.out == "1 chart: 0 errors, 0 warnings, 0 notes.\n", "\(again)")
    }
}
