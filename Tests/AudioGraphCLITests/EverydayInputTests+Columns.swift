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
                    "'High (°F)': 1 missing value ('N/A'), left as gaps",
                ])
                == "Daily weather. Line chart, 4 points, 1 without a value. X axis: Date, January 12 to 15, 2012. Y axis: High, 51.1 to 55 °F.\n"
        )
        #expect(
            try overview(path, ["--y", "Rain (in)"])
                == "Daily weather. Line chart, 4 points. X axis: Date, January 12 to 15, 2012. Y axis: Rain, 0 to 0.8 in.\n"
        )
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
}
