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
        // Truth: with --x month, x is the months 1 to 12 and each year a series; with --x year, x is 1949 and 1950
        // and each month (12) a series.
        let months = try Binary.run(["describe", path, "--x", "month", "-l", "overview", "-q"])
        #expect(
            months.out
                == "Passengers. Line chart, 24 points in 2 series. Series: Series 1949 and Series 1950. X axis: month, 1 to 12. Y axis: passengers, 104 to 170.\n",
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
