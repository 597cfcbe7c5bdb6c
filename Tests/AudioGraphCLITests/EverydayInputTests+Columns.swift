import Foundation
import TestSupport
import Testing

/// Columns read for what they are, through the real binary: units in headers, zeros that are
/// real values.
extension EverydayInputTests {
    @Test func unitsInHeadersGoOnTheAxisAndAnotherUnitIsLeftOutAndSaid() throws {
        let rows = ["01/12/2012,55.0,0.0", "01/13/2012,51.1,0.43", "01/14/2012,N/A,0.03", "01/15/2012,54.0,0.8"]
        let path = try write("daily-weather.csv", "Date,High (°F),Rain (in)\n" + rows.joined(separator: "\n") + "\n")
        // Truth: the highs without the N/A are 55, 51.1 and 54: from 51.1 to 55, in °F.
        #expect(
            try overview(
                path,
                notes: [
                    "'Rain (in)' is left out: it is in 'in', and the y axis in '°F', as 'High (°F)' is; --y 'Rain (in)' describes it",
                    "'High (°F)': 1 missing value ('N/A'), left as a gap",
                ])
                == "Daily weather. Line chart, 4 points, 1 without a value. X axis: Date, January 12 to 15, 2012. Y axis: High, 51.1 to 55 °F.\n"
        )
        #expect(
            try overview(path, ["--y", "Rain (in)"])
                == "Daily weather. Line chart, 4 points. X axis: Date, January 12 to 15, 2012. Y axis: Rain, 0 to 0.8 inches.\n"
        )
    }

    /// Stock prices side by side, one column each, MSFT near 25 and GOOG near 450 (18-fold): read as separate measures,
    /// which the description does not compare, and the user is told how to say they are one; with `--unit` they are
    /// compared, with no note.
    @Test func seriesReadAsSeparateMeasuresAreSaidOnStandardError() throws {
        let rows = ["2010-01-01,25,450", "2010-02-01,27,470", "2010-03-01,24,440", "2010-04-01,26,460"]
        let path = try write("prices.csv", "date,MSFT,GOOG\n" + rows.joined(separator: "\n") + "\n")
        let separate = try Binary.run(["describe", path])
        #expect(separate.status == 0 && separate.out.contains("The series are on very different scales"), "\(separate)")
        #expect(
            separate.err
                == "Note: '\(path)': the series are read as separate measures on very different scales and are not compared; give the y axis the unit they share (--unit for a CSV file) to compare them\n",
            "\(separate.err)")
        let shared = try Binary.run(["describe", path, "--unit", "dollars"])
        #expect(
            shared.status == 0 && shared.err.isEmpty && shared.out.contains("Highest on average: GOOG"), "\(shared)")
    }

    /// A weather table whose columns' names say they measure different things: not compared, and the note says why.
    @Test func seriesNamedAsDifferentMeasuresAreSaidOnStandardError() throws {
        let rows = ["2012-01-01,3.1,12.8,4.7", "2012-01-02,10.9,10.6,4.5", "2012-01-03,5.2,11.7,2.3"]
        let path = try write("weather.csv", "date,precipitation,temp_max,wind\n" + rows.joined(separator: "\n") + "\n")
        let separate = try Binary.run(["describe", path])
        #expect(
            separate.status == 0
                && separate.out.contains("Precipitation, temp_max and wind measure different things"), "\(separate)")
        #expect(
            separate.err
                == "Note: '\(path)': the series are read as separate measures of different things, as their names say, and are not compared; give the y axis the unit they share (--unit for a CSV file) to compare them\n",
            "\(separate.err)")
    }

    @Test func dryDaysAreNoGapsToTheAudit() throws {
        // 40 days of rain, dry on 20 of them (in runs and between wet days): every zero is a real reading.
        let rain = (0..<40).map { [0, 0.12, 0, 0, 0.43, 0.03, 0, 0.8, 0, 0.25][$0 % 10] }
        #expect(rain.filter { $0 == 0 }.count == 20)
        let rows = rain.enumerated().map {
            "2012-\($0.offset < 31 ? "01" : "02")-\(String(format: "%02d", $0.offset % 31 + 1)),\($0.element)"
        }
        let path = try write("rain.csv", "date,Rain (in)\n" + rows.joined(separator: "\n") + "\n")
        let audit = try Binary.run(["audit", path, "--title", "Rain", "-q"])
        #expect(!audit.out.contains("zero-as-gap") && audit.out.contains("1 chart:"), "\(audit)")
        // The same days with one zero in a series that never comes near zero is flagged.
        let steady = (0..<40).map { $0 == 20 ? "0" : String(40 + $0 % 5) }
        let load = try write(
            "load.csv",
            "date,Load (kg)\n"
                + steady.enumerated().map {
                    "2012-\($0.offset < 31 ? "01" : "02")-\(String(format: "%02d", $0.offset % 31 + 1)),\($0.element)"
                }
                .joined(separator: "\n") + "\n")
        let flagged = try Binary.run(["audit", load, "--title", "Load", "-q"])
        #expect(flagged.out.components(separatedBy: "zero-as-gap").count == 2, "\(flagged)")
    }

    @Test func eachLongFormSeriesGapsAreJudgedAgainstTheChartsMonths() throws {
        // Days of each weather a month of 2015, in long form; rain is seen in 4 months, drizzle in 4, fog in all 12.
        let months: [String: [Int]] = ["fog": Array(1...12), "rain": [1, 4, 8, 10], "drizzle": [6, 7, 8, 10]]
        var rows: [String] = []
        for month in 1...12 {
            for weather in ["fog", "rain", "drizzle"] where months[weather]?.contains(month) == true {
                rows.append("2015,\(month),\(weather),\(weather == "fog" ? 10 + month : month % 3 + 1)")
            }
        }
        let path = try write("weather-days.csv", "Year,Month,weather,Days\n" + rows.joined(separator: "\n") + "\n")
        // Truth: a gap is a step of more than one month between a series' months.
        func gaps(_ list: [Int]) -> [(Int, Int)] { zip(list, list.dropFirst()).filter { $1 - $0 > 1 } }
        #expect(gaps(months["rain"]!).map(\.0) == [1, 4, 8] && gaps(months["drizzle"]!).map(\.0) == [8])
        #expect(gaps(months["fog"]!).isEmpty)
        let result = try Binary.run(["describe", path, "-q"])
        #expect(result.status == 0, "\(result)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let rain = try #require(lines.first { $0.hasPrefix("Rain:") })
        // Truth: fog runs January to December; rain stops in October (November and December missing), drizzle
        // starts in June (January to May missing) and stops in October.
        #expect(
            rain.hasSuffix(
                " 3 gaps in the data; the longest between April 2015 and August 2015. No data from November to December 2015."
            ), "\(rain)")
        let drizzle = try #require(lines.first { $0.hasPrefix("Drizzle:") })
        #expect(
            drizzle.hasSuffix(
                " No data from January to May 2015, nor between August 2015 and October 2015, nor from November to December 2015."
            ), "\(drizzle)")
        let fog = try #require(lines.first { $0.hasPrefix("Fog:") })
        #expect(!fog.contains("gap") && !fog.contains("No data"), "\(fog)")
        // The audit finds the same gaps, series by series: rain's 3 and its end, drizzle's 1, its start and its end.
        let audit = try Binary.run(["audit", path, "-q"]).out.split(separator: "\n").filter {
            $0.contains("date-gaps-hidden")
        }
        #expect(
            audit.map { String($0.split(separator: " ")[2]) } == [
                "series['rain'].points[1].x:", "series['rain'].points[3].x:", "series['drizzle'].points[3].x:",
                "series['drizzle'].points[0].x:", "series['drizzle'].points[3].x:",
            ], "\(audit)")
        #expect(audit.first?.contains("3 gaps in the dates, the first from 2015-01-01 to 2015-04-01") == true)
        #expect(
            audit[1].contains(
                "the series ends at 2015-10-01, before the chart's dates from 2015-11-01 to 2015-12-01; the description says them"
            ))
        #expect(
            audit[3].contains(
                "the series starts at 2015-06-01, after the chart's dates from 2015-01-01 to 2015-05-01; the description says them"
            ))
    }

    @Test func barleysYearIsNoSeriesAndTheAuditAdvisesWhatFixesItsRepeats() throws {
        // A yield for each year, site and variety, as vega_datasets' barley: 2 years, 2 sites, 3 varieties.
        var rows: [String] = []
        for year in [1931, 1932] {
            for site in ["Morris", "Waseca"] {
                for (number, variety) in ["Manchuria", "Trebi", "Velvet"].enumerated() {
                    rows.append("\(year),\(site),\(variety),\(20 + (year - 1931) * 10 + number)")
                }
            }
        }
        let path = try write("barley.csv", "year,site,variety,yield\n" + rows.joined(separator: "\n") + "\n")
        // Truth: by site, the one measure is yield, 6 values at each of the 2 sites (2 years times 3 varieties): a strip
        // of points, not bars.
        let bySite = try Binary.run(["describe", path, "--x", "site", "-l", "overview"])
        #expect(bySite.status == 0, "\(bySite)")
        #expect(
            bySite.out
                == "Barley. Scatter chart, 12 points. X axis: site, 2 categories: Morris and Waseca, up to 6 values per category in a series. Y axis: yield, 20 to 32.\n",
            "\(bySite.out)")
        #expect(
            bySite.err.hasPrefix(
                "Note: '\(path)': 'year' holds years or periods, not a measure, and is no y series; --split-by 'year' for a series of each, --y 'year' to plot it\n"
            ), "\(bySite.err)")
        // Split by site, each series still has 3 values at each year: no one column fixes that, and the audit
        // advises combining them, not a split.
        let audit = try Binary.run(["audit", path, "--split-by", "site", "-q"])
        let repeats = audit.out.split(separator: "\n").filter { $0.contains("continuous-x-order") }
        #expect(repeats.count == 2, "\(audit.out)")
        #expect(
            repeats.allSatisfy { $0.contains("(fix: combine the rows that share an x") && !$0.contains("--split-by") })
    }
}
