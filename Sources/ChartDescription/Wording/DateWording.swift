import ChartModel

/// Dates (seconds since 1970, UTC) worded for the ear at the granularity of the data: time of day for hourly data, day
/// for daily ("March 8"), month for monthly ("March 2010"), quarter for quarterly ("Q1 2010"), year for yearly
/// ("2009").
///
/// Day wording adds the year wherever the data spans more than one year.
struct DateWording: Sendable, Hashable {
    /// How finely dates are worded.
    enum Granularity: Int, Sendable, Hashable, Comparable {
        case second
        case minute
        case day
        case month
        case quarter
        case year

        static func < (left: Granularity, right: Granularity) -> Bool { left.rawValue < right.rawValue }
    }

    let granularity: Granularity
    /// Whether day-granular dates say their year.
    let includesYear: Bool
    /// Whether times of day also say their date.
    let includesDate: Bool
    let language: Language

    /// The wording for dates in `extent` whose typical spacing is `spacing` seconds, or as the
    /// axis format's date style says.
    init(style: ValueFormat.DateStyle, extent: ClosedRange<Double>?, spacing: Double?, language: Language) {
        self.language = language
        let span = extent.map { $0.upperBound - $0.lowerBound } ?? 0
        switch style {
        case .time: granularity = Self.hasSeconds(extent) ? .second : .minute
        case .day: granularity = .day
        case .month: granularity = .month
        case .year: granularity = .year
        case .auto:
            let step = spacing ?? span
            if step <= 0 {
                granularity = Self.isMidnight(extent) ? .day : .minute
            } else if step < 20 * 3600 {
                granularity = step < 60 || Self.hasSeconds(extent) ? .second : .minute
            } else if step < 25 * 86_400 {
                granularity = .day
            } else if step < 75 * 86_400 {
                granularity = .month
            } else if step < 300 * 86_400 {
                // Three months apart, each in its own quarter: quarterly data, said as quarters.
                granularity = step < 120 * 86_400 && Self.isQuarterly(extent) ? .quarter : .month
            } else {
                granularity = .year
            }
        }
        let years = extent.map { (Self.parts($0.lowerBound).year, Self.parts($0.upperBound).year) }
        includesYear = years.map { $0.0 != $0.1 } ?? false
        includesDate =
            span >= 86_400 || extent.map { Self.parts($0.lowerBound).day != Self.parts($0.upperBound).day } ?? false
    }

    /// One date: "March 8", "March 8, 2026", "March 2010", "2009", "2:30 PM", "March 8, 2:30 PM".
    func text(_ seconds: Double) -> String {
        text(seconds, sayingYear: includesYear)
    }

    /// A range of dates, with the year said once at the end when both ends share it:
    /// "January 1 to January 30, 2026"; days (with or without times) as the pack words a range
    /// of days ("du 1er janvier au 30 janvier 2026"), other dates joined by its range connector.
    func range(_ range: ClosedRange<Double>) -> String {
        let first = Self.parts(range.lowerBound)
        let last = Self.parts(range.upperBound)
        let phrasebook = language.phrasebook
        if granularity == .month, first.year == last.year {
            return language.monthNames[first.month - 1] + phrasebook.rangeConnector + text(range.upperBound)
        }
        guard granularity == .day || (granularity < .day && includesDate) else {
            return text(range.lowerBound) + phrasebook.rangeConnector + text(range.upperBound)
        }
        let sameYear = granularity == .day && first.year == last.year
        return phrasebook.dayRange(
            text(range.lowerBound, sayingYear: !sameYear), text(range.upperBound, sayingYear: true))
    }

    private func text(_ seconds: Double, sayingYear: Bool) -> String {
        let date = Self.parts(seconds)
        let month = language.monthNames[date.month - 1]
        switch granularity {
        case .year:
            return String(date.year)
        case .month:
            return language.phrasebook.month(date.month, year: date.year)
        case .quarter:
            return language.phrasebook.quarter((date.month - 1) / 3 + 1, year: date.year)
        case .day:
            return day(date, month: month, sayingYear: sayingYear)
        case .minute, .second:
            let time = timeOfDay(seconds)
            return includesDate ? day(date, month: month, sayingYear: sayingYear) + ", " + time : time
        }
    }

    private func day(_ date: (year: Int, month: Int, day: Int), month: String, sayingYear: Bool) -> String {
        language.phrasebook.day(date.day, month: month, year: sayingYear ? date.year : nil)
    }

    private func timeOfDay(_ unclamped: Double) -> String {
        let seconds = min(max(unclamped.isFinite ? unclamped : 0, -62_135_596_800), 253_402_300_799)
        let secondOfDay = Int((seconds - (seconds / 86_400).rounded(.down) * 86_400).rounded(.down))
        let hour = secondOfDay / 3600
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60
        return language.phrasebook.time(hour: hour, minute: minute, second: granularity == .second ? second : nil)
    }

    static func parts(_ seconds: Double) -> (year: Int, month: Int, day: Int) {
        let clamped = max(-62_135_596_800, min(253_402_300_799, seconds.isFinite ? seconds : 0))
        return ISODate.civil(fromDaysSince1970: Int((clamped / 86_400).rounded(.down)))
    }

    /// Whether the extent's ends fall in the same month of their quarters (both on quarter
    /// starts, say, or both on quarter ends), as quarterly data does.
    private static func isQuarterly(_ extent: ClosedRange<Double>?) -> Bool {
        guard let extent else { return false }
        return (parts(extent.lowerBound).month - 1) % 3 == (parts(extent.upperBound).month - 1) % 3
    }

    private static func isMidnight(_ extent: ClosedRange<Double>?) -> Bool {
        guard let extent else { return true }
        return extent.lowerBound.truncatingRemainder(dividingBy: 86_400) == 0
    }

    private static func hasSeconds(_ extent: ClosedRange<Double>?) -> Bool {
        guard let extent else { return false }
        return extent.lowerBound.truncatingRemainder(dividingBy: 60) != 0
            || extent.upperBound.truncatingRemainder(dividingBy: 60) != 0
    }
}
