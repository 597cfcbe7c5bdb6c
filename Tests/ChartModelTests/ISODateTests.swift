import ChartModel
import Testing

@Suite struct ISODateTests {
    @Test(arguments: [
        ("1970-01-01", 0.0),
        ("2026-01-01", 1_767_225_600.0),
        ("2026", 1_767_225_600.0),
        ("2026-03", 1_772_323_200.0),
        ("2024-02-29", 1_709_164_800.0),
        ("2026-01-01T10:30", 1_767_263_400.0),
        ("2026-01-01T10:30:15", 1_767_263_415.0),
        ("2026-01-01T10:30:15.25", 1_767_263_415.25),
        // A zone is checked but not applied: the wall time stays as written.
        ("2026-01-01T10:30:15+02:00", 1_767_263_415.0),
        ("2026-01-01T10:30:15-0500", 1_767_263_415.0),
        ("2026-01-01T10:30:15Z", 1_767_263_415.0),
        ("1900-03-01", -2_203_891_200.0),
        ("0001-01-01", -62_135_596_800.0),
    ])
    func parses(text: String, seconds: Double) {
        #expect(ISODate.seconds(from: text) == seconds)
    }

    @Test(arguments: [
        "", "2026-13-01", "2026-02-29", "2026-04-31", "2026-1-5", "26-01-01", "2026-01-01T25:00",
        "2026-01-01T10:61", "2026-01-01T10:30+15:00", "2026/01/01", "0000-01-01", "2026-01-01x",
        "2026-01-01T10:30:00.Z", "31/01/2026",
    ])
    func refuses(text: String) {
        #expect(ISODate.seconds(from: text) == nil)
    }

    @Test(arguments: [
        ("2026-01-01T10:30:15+02:00", true), ("2026-01-01T10:30:15-0500", true), ("2026-01-01T10:30:15Z", true),
        ("2026-01-01 10:30z", true), ("2026-01-01T10:30:15.1234567", true), ("2026-01-01T10:30:15,123456789", true),
        ("2026-01-01T10:30:15.123456", false), ("2026-01-01T10:30", false), ("2026-01-01", false), ("2026-03", false),
        ("2026", false),
    ])
    func keepsTheSpellingOfAZoneOrDigitsBeyondTheMicrosecond(text: String, saysMore: Bool) {
        #expect(ISODate.seconds(from: text) != nil)
        #expect(ISODate.saysMoreThanSeconds(text) == saysMore)
    }

    @Test func writesDatesAloneAtMidnightAndDateTimesOtherwise() {
        #expect(ISODate.text(fromSeconds: 1_767_225_600) == "2026-01-01")
        #expect(ISODate.text(fromSeconds: 1_767_263_415) == "2026-01-01T10:30:15")
        #expect(ISODate.text(fromSeconds: 1_767_263_415.25) == "2026-01-01T10:30:15.25")
        #expect(ISODate.text(fromSeconds: -2_203_891_200) == "1900-03-01")
    }

    @Test func everyDayOfFourHundredYearsRoundTrips() {
        var mismatches: [Int] = []
        for day in stride(from: -146_097, through: 146_097, by: 1) {
            let (year, month, dayOfMonth) = ISODate.civil(fromDaysSince1970: day)
            if ISODate.daysSince1970(year: year, month: month, day: dayOfMonth) != day { mismatches.append(day) }
            if day % 97 == 0,
                ISODate.seconds(from: ISODate.text(fromSeconds: Double(day) * 86_400)) != Double(day) * 86_400
            {
                mismatches.append(day)
            }
        }
        #expect(mismatches.isEmpty)
    }
}
