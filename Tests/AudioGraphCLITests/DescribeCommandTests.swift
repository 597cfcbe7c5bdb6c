import Foundation
import TestSupport
import Testing

/// `audiograph describe` through the real binary.
@Suite struct DescribeCommandTests {
    let steps = Binary.samples + "/daily-steps.json"

    @Test func theDefaultIsTheSummaryAsText() throws {
        let result = try Binary.run(["describe", Binary.samples + "/monthly-revenue.json"])
        #expect(
            result
                == Binary.Result(
                    status: 0,
                    out: """
                        Monthly Revenue, 2025. Bar chart, 12 bars. X axis: Month, 12 categories, January to December. Y axis: Revenue, $0 to $90,000.

                        Revenue: rises 98 percent from $41,200 in January to $81,500 in December. Highest: December ($81,500), November ($67,800) and October ($60,300); lowest: February ($38,950), January ($41,200) and March ($45,100). Total: $653,550.

                        """, err: ""))
    }

    @Test func levelsFormatsAndOneSeries() throws {
        let points = try Binary.run([
            "describe", Binary.samples + "/quarterly-revenue-by-region.json", "--level", "points", "--series", "Europe",
        ])
        #expect(
            points
                == Binary.Result(
                    status: 0,
                    out:
                        "Europe:\nQ1 2025, $1.41 million\nQ2 2025, $1.38 million\nQ3 2025, $1.52 million\nQ4 2025, $1.77 million\n",
                    err: ""))
        let overview = try Binary.run(["describe", steps, "--level", "overview", "--format", "ssml"])
        #expect(overview.status == 0)
        #expect(
            overview.out.contains(
                "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"en-US\">"))
        #expect(overview.out.contains("<s>Reference line: Daily goal at 10,000 steps.</s>"))
        let json = try Binary.run(["describe", steps, "--level", "full", "--format", "json", "--sparkline"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(
            Set(root.keys) == [
                "format", "title", "level", "locale", "overview", "summary", "details", "points", "sparklines",
            ])
        let markdown = try Binary.run(["describe", steps, "--format", "markdown", "--sparkline"])
        #expect(markdown.out.hasPrefix("# Daily Step Count, January 2026\n\n## Overview\n\n"))
        #expect(markdown.out.contains("## Sparklines\n\n- Daily steps: ⣀"))
    }

    @Test func csvFromStandardInputSplitByAColumn() throws {
        let result = try Binary.run(
            ["describe", "-", "--split-by", "team", "--title", "Goals", "--level", "overview"],
            input: "game,team,goals\n1,Red,2\n1,Blue,1\n2,Red,0\n2,Blue,3\n")
        #expect(
            result
                == Binary.Result(
                    status: 0,
                    out:
                        "Goals. Line chart, 4 points in 2 series. Series: Red and Blue. X axis: game, 1 to 2. Y axis: goals, 0 to 3.\n",
                    err: ""))
    }

    @Test func aLocaleOnTheCommandLineReplacesTheFiles() throws {
        // A CSV file has no locale: '--locale de-CH' gives German words and Swiss separators.
        let csv = try Binary.run(
            ["describe", "-", "--locale", "de-CH", "--level", "overview", "--format", "ssml"],
            input: "day,steps\n1,4210\n2,11520\n")
        #expect(csv.status == 0)
        #expect(csv.out.contains("xml:lang=\"de-CH\"") && csv.out.contains("<s>Y-Achse: steps, 4’210 bis 11’520.</s>"))
        let revenue = try Binary.run(["describe", Binary.samples + "/monthly-revenue.json", "--locale", "de_DE"])
        #expect(revenue.out.contains("Revenue: steigt um 98 Prozent von 41.200 $ im January auf 81.500 $ im December."))
        // Captions of the audio graph follow it too.
        let folder = TemporaryFolder()
        let cues = folder.path + "/steps.vtt"
        #expect(
            try Binary.run([
                "sonify", Binary.samples + "/daily-steps.json", "-o", folder.path + "/steps.wav", "--cues", cues,
                "--locale", "de",
            ]).status == 0)
        #expect(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: cues)), as: UTF8.self).contains(
                "1. Januar bis 4. Januar, 3 mit Wert, Mittel 5.675 steps"),
            "the first, partial calendar week (Thursday to Sunday, January 3 without a value) is one caption, in German"
        )
    }

    @Test(arguments: [
        (
            ["describe", Binary.samples + "/daily-steps.json", "--locale", "en US"],
            "Error: invalid value 'en US' for '--locale'; expected a locale whose language is an ISO 639 code, such as en_US or de-DE\n"
        ),
        (
            ["describe", Binary.samples + "/daily-steps.json", "--locale", "english"],
            "Error: invalid value 'english' for '--locale'; expected a locale whose language is an ISO 639 code, such as en_US or de-DE\n"
        ),
        (
            // Well formed, but no language has the code 'xx'.
            ["describe", Binary.samples + "/daily-steps.json", "--locale", "xx_XX"],
            "Error: invalid value 'xx_XX' for '--locale'; expected a locale whose language is an ISO 639 code, such as en_US or de-DE\n"
        ),
        (
            ["describe", Binary.samples + "/quarterly-revenue-by-region.json", "--series", "Erope"],
            "Error: '\(Binary.samples)/quarterly-revenue-by-region.json': no series is named 'Erope' (did you mean 'Europe'?)\n"
        ),
        (
            ["describe", Binary.samples + "/daily-steps.json", "--level", "sumary"],
            "Error: invalid value 'sumary' for '--level'; expected one of overview, summary, details, points, full (did you mean 'summary'?)\n"
        ),
        (
            ["describe", Binary.samples + "/daily-steps.json", "--format", "html"],
            "Error: invalid value 'html' for '--format'; expected one of text, ssml, json, markdown (did you mean 'ssml'?)\n"
        ),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(
            result.err.hasPrefix(
                message + "Usage: audiograph describe FILE ... [-l LEVEL] [-f FORMAT] [--series NAME]"))
    }

    @Test func badChartsExit65AndMissingFilesExit74() throws {
        #expect(
            try Binary.run(["describe", "-"], input: "{\"xAxis\": {}}")
                == Binary.Result(
                    status: 65, out: "",
                    err:
                        "Error: 'standard input': xAxis.title: missing; expected a string (the spoken name of the axis)\n"
                ))
        #expect(try Binary.run(["describe", "/no/such.json"]).status == 66)
    }

    @Test func writesTheDescriptionAtomically() throws {
        let folder = TemporaryFolder()
        let target = folder.path + "/steps.md"
        #expect(
            try Binary.run(["describe", steps, "--format", "markdown", "-o", target])
                == Binary.Result(status: 0, out: "", err: ""))
        #expect(folder.contents == ["steps.md"])
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Daily Step Count"))
        #expect(try Binary.run(["describe", steps, "-o", folder.path + "/none/steps.md"]).status == 73)
        #expect(folder.contents == ["steps.md"])
    }

    @Test func aRangeIsDescribedWithTheSameAnalysis() throws {
        let samples = Binary.samples
        // January 10 to 20 of the daily steps: 11 points, the stretch's own moves and extremes.
        let stretch = try Binary.run([
            "describe", samples + "/daily-steps.json", "--from", "Jan 10", "--to", "January 20",
        ])
        #expect(stretch.status == 0, "\(stretch.err)")
        #expect(
            stretch.out.contains("Line chart, 11 points. X axis: Date, January 10 to 20, 2026."),
            "\(stretch.out)")
        #expect(
            stretch.out.contains("rises 23 percent from 6,851 steps on January 10 to 8,399 steps on January 11"),
            "6,851 to 8,399 is 22.6 percent")
        #expect(!stretch.out.contains("January 9") && !stretch.out.contains("January 21"))
        // The same stretch said as ISO dates gives the same words.
        #expect(
            try Binary.run(["describe", samples + "/daily-steps.json", "--from", "2026-01-10", "--to", "2026-01-20"])
                .out == stretch.out)
        // Categories, by the start of their names; --to alone runs from the first.
        let quarters = try Binary.run([
            "describe", samples + "/quarterly-revenue-by-region.json", "--from", "Q2", "--to", "q3 2025", "--level",
            "overview",
        ])
        #expect(
            quarters.out.contains("6 bars in 3 series") && quarters.out.contains("2 categories: Q2 2025 and Q3 2025"),
            "\(quarters.out)")
        let early = try Binary.run([
            "describe", samples + "/world-population.json", "--to", "1,900", "--level", "overview",
        ])
        #expect(early.out.contains("X axis: Year, 1700 to 1900."), "\(early.out)")
        // On monthly data a day inside a month starts the stretch at that month's point, as goto lands on it.
        let folder = TemporaryFolder()
        try "month,sales\n2024-01-01,10\n2024-02-01,12\n2024-03-01,15\n2024-04-01,11\n2024-05-01,9\n".write(
            toFile: folder.path + "/sales.csv", atomically: true, encoding: .utf8)
        let fromDay = try Binary.run([
            "describe", folder.path + "/sales.csv", "--from", "March 30, 2024", "--level", "points",
        ])
        #expect(fromDay.status == 0 && fromDay.out.contains("March 2024, sales 15"), "\(fromDay.out)")
        #expect(!fromDay.out.contains("February"), "\(fromDay.out)")
    }

    /// `describe` of `csv`, written to a file of its own, with `arguments` after the file.
    private func describe(_ csv: String, _ arguments: [String]) throws -> Binary.Result {
        let folder = TemporaryFolder()
        try csv.write(toFile: folder.path + "/data.csv", atomically: true, encoding: .utf8)
        return try Binary.run(["describe", folder.path + "/data.csv"] + arguments)
    }

    @Test func aDateWithItsYearNamesItsYearOnAnAxisOfYears() throws {
        // Years as numbers: "June 30, 1901" is 1901, "Aug 1903" 1903; a month alone is still no number.
        let flow = "Year,Flow\n1900,800\n1901,810\n1902,790\n1903,850\n1904,820\n"
        let years = try describe(flow, ["--from", "June 30, 1901", "--to", "Aug 1903"])
        #expect(years.status == 0 && years.out.contains("3 points. X axis: Year, 1901 to 1903."), "\(years.out)")
        let month = try describe(flow, ["--from", "Aug"])
        #expect(month.status == 64 && month.err.hasPrefix("Error: invalid value 'Aug' for '--from': not a number"))
    }

    @Test func aStretchOfDataDatedAtEachQuartersEndHoldsTheQuartersDays() throws {
        // Quarterly sales dated at each quarter's end: from February to May is the first two quarters (dated March 31
        // and June 30), and one quarter alone is said as that quarter, never as its last day.
        let sales = "date,sales\n2023-12-31,8\n2024-03-31,10\n2024-06-30,12\n2024-09-30,15\n2024-12-31,11\n"
        let half = try describe(sales, ["--from", "Feb 2024", "--to", "May 10, 2024"])
        #expect(half.status == 0 && half.out.contains("2 points. X axis: date, Q1 2024 to Q2 2024."), "\(half.out)")
        #expect(half.out.contains("from 10 in Q1 2024 to 12 in Q2 2024"), "\(half.out)")
        let one = try describe(sales, ["--from", "Q3 2024", "--to", "Q3 2024"])
        #expect(one.status == 0 && one.out.contains("X axis: date, Q3 2024.") && one.out.contains("15 in Q3 2024"))
        #expect(!one.out.contains("September"), "\(one.out)")
    }

    @Test(arguments: [
        (["--from", "Feb 2027"], "Error: 'Samples/daily-steps.json': no point lies between 'Feb 2027' and the end"),
        (
            ["--from", "soon"],
            "Error: invalid value 'soon' for '--from': not a date; give one like 2026-03-10, 'March 10', 'March 2026', 'Q3 2026' or 2026"
        ),
        (["--from", "January 20", "--to", "January 10"], "Error: '--from January 20' comes after '--to January 10'"),
    ])
    func badRangesAreRefusedNamingThem(range: [String], expected: String) throws {
        let result = try Binary.run(["describe", "Samples/daily-steps.json"] + range, in: Binary.package.path)
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err.hasPrefix(expected + "\nUsage: audiograph describe"), "\(result.err)")
    }

    @Test(arguments: [
        (
            "Trian",
            "Error: invalid value 'Trian' for '--from': no category is called that (did you mean 'Train'?)"
        ),
        (
            "B",
            "Error: invalid value 'B' for '--from': it begins 2 category names ('Bike', 'Bus'); give one whole"
        ),
    ])
    func aCategoryRangeNeverGuesses(from: String, expected: String) throws {
        // A misspelt name or the start of several is refused naming them, never taken as the nearest silently.
        let result = try Binary.run(
            ["describe", "Samples/commute-modes-box.json", "--from", from], in: Binary.package.path)
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err.hasPrefix(expected + "\nUsage: audiograph describe"), "\(result.err)")
    }
}
