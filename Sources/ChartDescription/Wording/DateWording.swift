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
    /// Whether the dates are a week apart (on average, with a few weeks missing), each standing for its week: said "in
    /// the week of March 8".
    let isWeekly: Bool
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
        // (A week or two missing of a dozen still leaves the average step under 9 days.)
        isWeekly =
            style == .auto && granularity == .day && spacing.map { (6.5 * 86_400...9 * 86_400).contains($0) } == true
        let years = extent.map { (Self.parts($0.lowerBound).year, Self.parts($0.upperBound).year) }
        includesYear = years.map { $0.0 != $0.1 } ?? false
        includesDate =
            span >= 86_400 || extent.map { Self.parts($0.lowerBound).day != Self.parts($0.upperBound).day } ?? false
    }

    /// One date: "March 8", "March 8, 2026", "March 2010", "2009", "2:30 PM", "March 8, 2:30 PM".
    func text(_ seconds: Double) -> String {
        text(seconds, sayingYear: includesYear)
    }

    /// A range of dates as the pack words ranges of their kind, with the year said once at the
    /// end when both ends share it: "January 1 to 30, 2026", "de janvier à mars 2026", "del 3 al
    /// 9 de marzo de 2026"; times of one day joined by the range connector.
    ///
    /// A stretch within the data (`isStretch`) says the year only where the data's dates do:
    /// "du 3 au 9 mars", "de enero a marzo".
    func range(_ range: ClosedRange<Double>, isStretch: Bool = false) -> String {
        let first = Self.parts(range.lowerBound)
        let last = Self.parts(range.upperBound)
        let phrasebook = language.phrasebook
        let sameYear = first.year == last.year
        let sayingYear = !isStretch || includesYear
        switch granularity {
        case .month where sameYear:
            let months = (language.monthNames[first.month - 1], language.monthNames[last.month - 1])
            return sayingYear
                ? phrasebook.dateRange(.monthsOfYear, months.0, months.1, year: first.year)
                : phrasebook.dateRange(.months, months.0, months.1)
        case .day where sameYear && first.month == last.month:
            return phrasebook.dayRange(first.day, last.day, month: first.month, year: sayingYear ? first.year : nil)
        case .day:
            return phrasebook.dateRange(
                .days, text(range.lowerBound, sayingYear: !sameYear && sayingYear),
                text(range.upperBound, sayingYear: sayingYear))
        default:
            guard let kind = rangeKind else {
                return text(range.lowerBound) + phrasebook.rangeConnector + text(range.upperBound)
            }
            return phrasebook.dateRange(kind, text(range.lowerBound), text(range.upperBound))
        }
    }

    /// The axis's whole stretch of dates: as `range` says it, and times of one day with their day in front, said once:
    /// "March 5, 2026, 8:00 AM to 12:00 PM".
    func extent(_ range: ClosedRange<Double>) -> String {
        let spoken = self.range(range)
        guard rangeKind == nil else { return spoken }
        let first = Self.parts(range.lowerBound)
        return day(first, month: language.monthNames[first.month - 1], sayingYear: true) + ", " + spoken
    }

    /// The kind of range dates of this granularity make; `nil` for times of one day.
    var rangeKind: DateRangeKind? {
        switch granularity {
        case .year: .years
        case .quarter: .quarters
        case .month: .months
        case .day: .days
        case .minute, .second: includesDate ? .days : nil
        }
    }

    /// The first day of a week: "January 5", with the year when dates say it or the week runs
    /// into the next year, whose data it may hold ("December 29, 2025").
    func weekStart(_ seconds: Double) -> String {
        let first = Self.parts(seconds)
        let isAcrossYears = Self.parts(seconds + 6 * 86_400).year != first.year
        return day(first, month: language.monthNames[first.month - 1], sayingYear: includesYear || isAcrossYears)
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
