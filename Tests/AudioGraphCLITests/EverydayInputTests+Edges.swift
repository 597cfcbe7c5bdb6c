import Foundation
import TestSupport
import Testing

/// What x is and where a long-form series has no rows, said through the real binary: dates from a
/// year and a month column, a region whose readings start late or stop early, a city without a month.
extension EverydayInputTests {
    /// Box and Jenkins' airline passengers (thousands), January 1949 to December 1950, as year, month and count.
    static let passengers = [
        112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135, 125, 149, 170, 170, 158, 133,
        114, 140,
    ]

    @Test func yearAndMonthColumnsAreTitledTogetherAndEachAloneIsWhatItHolds() throws {
        let rows = Self.passengers.enumerated().map { "\(1949 + $0.offset / 12),\($0.offset % 12 + 1),\($0.element)" }
        let path = try write("passengers.csv", "year,month,passengers\n" + rows.joined(separator: "\n") + "\n")
        // Read together, x is dates from both columns: titled for both, not "month" (whose values are 1 to 12).
        #expect(
            try overview(path, notes: ["x is 'year' and 'month' read together as dates; --x to play one column as x"])
                == "Passengers. Line chart, 24 points. X axis: year and month, January 1949 to December 1950. Y axis: passengers, 104 to 170.\n"
        )
        // Truth: with --x month, x is the months 1 to 12 and each year a series, named with its column; with --x
        // year, x is 1949 and 1950 and each month (12) a series.
        let months = try Binary.run(["describe", path, "--x", "month", "-l", "overview", "-q"])
        #expect(
            months.out
                == "Passengers. Line chart, 24 points in 2 series. Series: year 1949 and year 1950. X axis: month, 1 to 12. Y axis: passengers, 104 to 170.\n",
            "\(months)")
        let years = try Binary.run(["describe", path, "--x", "year", "-l", "overview", "-q"])
        #expect(
            years.out
                == "Passengers. Line chart, 24 points in 12 series. X axis: year, 1949 to 1950. Y axis: passengers, 104 to 170.\n",
            "\(years)")
        // Each month's series is named as its month, not "Series 1": January went from 112 to 115, 3 / 112 = 2.7
        // percent; July from 148 to 170, 22 / 148 = 15 percent.
        let summary = try Binary.run(["describe", path, "--x", "year", "-q"]).out
        #expect(summary.contains("\n\nJanuary: rises 2.7 percent from 112 in 1949 to 115 in 1950.\n"), "\(summary)")
        #expect(summary.contains("\n\nJuly: rises 15 percent from 148 in 1949 to 170 in 1950.\n"), "\(summary)")
        #expect(!summary.contains("Series 1"), "\(summary)")
        // In German, the columns are joined as German lists them.
        let german = try Binary.run(["describe", path, "-l", "overview", "-q", "--locale", "de"])
        #expect(german.out.contains("X-Achse: year und month, Januar 1949 bis Dezember 1950."), "\(german)")
    }

    /// Monthly sales of 2024 in long form: North reports January to August, South every month, West March to
    /// December; with `isWhole`, every region every month.
    func regions(isWhole: Bool) throws -> String {
        var rows: [String] = []
        for month in 1...12 {
            let date = "2024-\(month < 10 ? "0" : "")\(month)-01"
            if isWhole || month <= 8 { rows.append("\(date),North,\(118 + 4 * month)") }
            rows.append("\(date),South,\(88 + 2 * month)")
            if isWhole || month >= 3 { rows.append("\(date),West,\(54 + 3 * month)") }
        }
        return try write(
            isWhole ? "regions-whole.csv" : "regions.csv", "date,region,sales\n" + rows.joined(separator: "\n") + "\n")
    }

    @Test func aLongFormSeriesThatStartsLateOrStopsEarlySaysTheMonthsItMisses() throws {
        let path = try regions(isWhole: false)
        // Truth, counted by hand: North misses September, October, November and December (4 months after August);
        // West misses January and February (2 months before March); South misses none.
        let expected = [
            "en": ("No data from September to December 2024.", "No data from January to February 2024."),
            "de": ("Keine Daten von September bis Dezember 2024.", "Keine Daten von Januar bis Februar 2024."),
            "fr": ("Aucune donnée de septembre à décembre 2024.", "Aucune donnée de janvier à février 2024."),
            "es": ("Sin datos de septiembre a diciembre de 2024.", "Sin datos de enero a febrero de 2024."),
        ]
        for (locale, (north, west)) in expected {
            let result = try Binary.run(["describe", path, "-q", "--locale", locale])
            #expect(result.status == 0, "\(result)")
            let lines = result.out.split(separator: "\n").map(String.init)
            let line = { (name: String) in lines.first { $0.hasPrefix(name) } ?? "" }
            #expect(line("North").hasSuffix(" " + north), "\(locale): \(line("North"))")
            #expect(line("West").hasSuffix(" " + west), "\(locale): \(line("West"))")
            #expect(!line("South").contains(north.split(separator: " ")[0]), "\(locale): \(line("South"))")
        }
        // The audit says the same stretches, at North's last point (its 8th) and West's first.
        let audit = try Binary.run(["audit", path, "-q"]).out.split(separator: "\n").filter {
            $0.contains("date-gaps-hidden")
        }
        #expect(
            audit == [
                "warning date-gaps-hidden series['North'].points[7].x: the series ends at 2024-08-01, before the chart's dates from 2024-09-01 to 2024-12-01; the description says them, but the navigator steps over them as if none were missing (fix: add the missing periods with null (no data) or 0 (none), as they are)",
                "warning date-gaps-hidden series['West'].points[0].x: the series starts at 2024-03-01, after the chart's dates from 2024-01-01 to 2024-02-01; the description says them, but the navigator steps over them as if none were missing (fix: add the missing periods with null (no data) or 0 (none), as they are)",
            ], "\(audit)")
        // Every region every month: nothing is missing, and nothing is said or found.
        let whole = try regions(isWhole: true)
        let described = try Binary.run(["describe", whole, "-q"])
        #expect(described.status == 0 && !described.out.contains("No data"), "\(described)")
        #expect(!(try Binary.run(["audit", whole, "-q"]).out.contains("date-gaps-hidden")))
        // One month missed is said as that month; East goes from 51 to 61, 61 / 51 = 1.196, a rise of 20 percent.
        let east = try write(
            "east.csv",
            "date,region,sales\n"
                + (1...12).map { "2024-\($0 < 10 ? "0" : "")\($0)-01,South,\(90 + $0)" }
                .joined(separator: "\n") + "\n"
                + (1...11).map { "2024-\($0 < 10 ? "0" : "")\($0)-01,East,\(50 + $0)" }
                .joined(separator: "\n") + "\n")
        let short = try Binary.run(["describe", east, "-q"]).out
        #expect(
            short.contains(
                "East: rises 20 percent from 51 in January 2024 to 61 in November 2024. No data in December 2024."),
            "\(short)")
        // An actual series that ends where its forecast begins misses nothing: no series covers both stretches.
        let forecast = try write(
            "forecast.csv",
            "date,kind,sales\n"
                + (1...8).map { "2024-\($0 < 10 ? "0" : "")\($0)-01,Actual,\(100 + $0)" }.joined(separator: "\n") + "\n"
                + (8...12).map { "2024-\($0 < 10 ? "0" : "")\($0)-01,Forecast,\(100 + 2 * $0)" }
                .joined(separator: "\n") + "\n")
        let told = try Binary.run(["describe", forecast, "-q"])
        #expect(told.status == 0 && !told.out.contains("No data"), "\(told)")
        #expect(!(try Binary.run(["audit", forecast, "-q"]).out.contains("date-gaps-hidden")))
    }

    @Test func aDryRunIsNotSaidToHoldAcrossAMonthACityLacks() throws {
        // Monthly rain (inches), January to April 2013, in long form; Phoenix has no row for February.
        let rows = [
            "2013-01,Seattle,5.8", "2013-01,Phoenix,0", "2013-02,Seattle,3.5", "2013-03,Seattle,3.7",
            "2013-03,Phoenix,0",
            "2013-04,Seattle,2.7", "2013-04,Phoenix,0.3",
        ]
        let path = try write("rain-spring.csv", "date,city,rain\n" + rows.joined(separator: "\n") + "\n")
        // Phoenix's three dates alone are too few to show a gap; against the chart's four months, February is one,
        // and nothing says the 0 of January held through it.
        let result = try Binary.run(["describe", path, "-q"])
        let phoenix = result.out.split(separator: "\n").first { $0.hasPrefix("Phoenix:") }.map(String.init) ?? ""
        #expect(!phoenix.contains("is still there"), "\(phoenix)")
        #expect(phoenix.hasPrefix("Phoenix: rises by 0.3 from 0 in January 2013 to 0.3 in April 2013."), "\(phoenix)")
        #expect(phoenix.hasSuffix(" No data between January 2013 and March 2013."), "\(phoenix)")
        // With February's 0 there, the run of zeros is one, and is said to last to March.
        let whole = try write(
            "rain-spring-whole.csv",
            "date,city,rain\n" + (rows[..<3] + ["2013-02,Phoenix,0"] + rows[3...]).joined(separator: "\n") + "\n")
        let said = try Binary.run(["describe", whole, "-q"]).out
        #expect(
            said.contains("Phoenix: starts at 0 in January 2013 and is still there in March 2013, then rises"),
            "\(said)")
    }
}
