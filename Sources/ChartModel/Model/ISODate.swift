/// ISO 8601 dates and date-times, to and from seconds since 1970, without Foundation's
/// formatters: exact, fast and the same on every platform.
///
/// Accepted: `2026`, `2026-03`, `2026-03-08`, and `2026-03-08T14:30`, `…T14:30:15`,
/// `…T14:30:15.25`, each with an optional zone `Z`, `+02:00` or `+0200`. Years 0001 to 9999.
///
/// A date-time is kept at the wall-clock time it was written in: its zone is checked but not
/// applied, so `2020-01-01T00:00:00+14:00` is spoken "January 1, 2020" as written, never as the
/// UTC day before. (Seconds count as if the wall time were UTC; a series that mixes zones is
/// ordered by its written times.)
package enum ISODate {
    /// Seconds since 1970 for an ISO 8601 date or date-time, or `nil` when `text` is not one.
    package static func seconds(from text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(fromUTF8: $0) }
    }

    /// Seconds since 1970 for an ISO 8601 date or date-time spelled in `bytes`, or `nil` when
    /// they spell none.
    package static func seconds(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = Scanner(bytes)
        guard let year = scanner.digits(4), year >= 1 else { return nil }
        var month = 1
        var day = 1
        var secondsOfDay = 0.0
        if scanner.skip("-") {
            guard let value = scanner.digits(2), (1...12).contains(value) else { return nil }
            month = value
            if scanner.skip("-") {
                guard let value = scanner.digits(2), (1...daysIn(month: month, year: year)).contains(value) else {
                    return nil
                }
                day = value
                if scanner.skip("T") || scanner.skip(" ") {
                    guard let time = scanner.timeOfDay(), scanner.zoneOffset() != nil else { return nil }
                    secondsOfDay = time
                }
            }
        }
        guard scanner.isAtEnd else { return nil }
        return Double(daysSince1970(year: year, month: month, day: day)) * 86_400 + secondsOfDay
    }

    /// Whether an ISO 8601 date-time says more than its seconds since 1970 keep.
    ///
    /// A zone (`Z`, `+05:30`) or digits beyond the microsecond do; such a spelling is kept, to be
    /// written again.
    package static func saysMoreThanSeconds(_ text: String) -> Bool {
        let bytes = Array(text.utf8.dropFirst(10))
        guard bytes.first == UInt8(ascii: "T") || bytes.first == UInt8(ascii: " ") else { return false }
        var fractionDigits = 0
        var isInFraction = false
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"), UInt8(ascii: "+"), UInt8(ascii: "-"): return true
            case UInt8(ascii: "."), UInt8(ascii: ","): isInFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where isInFraction: fractionDigits += 1
            default: break
            }
        }
        return fractionDigits > 6
    }

    /// The ISO 8601 spelling of `seconds` since 1970 as a wall-clock time: a date alone at midnight (`2026-03-08`),
    /// otherwise a date-time without a zone (`2026-03-08T14:30:00`, with fractions when present).
    ///
    /// Seconds beyond the years 0001 to 9999 are written as numbers.
    package static func text(fromSeconds seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 4e11 else { return PlainNumber.text(seconds) }
        let days = (seconds / 86_400).rounded(.down)
        let (year, month, day) = civil(fromDaysSince1970: Int(days))
        let date = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        let timeOfDay = seconds - days * 86_400
        if timeOfDay == 0 { return date }
        let whole = Int(timeOfDay.rounded(.down))
        var text = date + "T" + pad(whole / 3600, 2) + ":" + pad(whole / 60 % 60, 2) + ":" + pad(whole % 60, 2)
        let fraction = timeOfDay - Double(whole)
        if fraction > 0 {
            let digits = PlainNumber.text((fraction * 1_000_000).rounded() / 1_000_000)
            if let point = digits.firstIndex(of: ".") { text += digits[point...] }
        }
        return text
    }

    /// The date parts of a day counted from 1970-01-01 (proleptic Gregorian calendar).
    package static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day counted from 1970-01-01 of a calendar date (proleptic Gregorian calendar).
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let adjustedYear = month <= 2 ? year - 1 : year
        let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
        let yearOfEra = adjustedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in a month.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }

        /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff`, as seconds into the day.
        mutating func timeOfDay() -> Double? {
            guard let hour = digits(2), hour < 24, skip(":"), let minute = digits(2), minute < 60 else { return nil }
            var seconds = Double(hour * 3600 + minute * 60)
            if skip(":") {
                guard let second = digits(2), second <= 60 else { return nil }
                seconds += Double(second)
                if skip(".") || skip(",") {
                    var scale = 0.1
                    var any = false
                    while index < bytes.count, (48...57).contains(bytes[index]) {
                        seconds += Double(bytes[index] - 48) * scale
                        scale /= 10
                        index += 1
                        any = true
                    }
                    guard any else { return nil }
                }
            }
            return seconds
        }

        /// `Z`, `±HH:MM`, `±HHMM`, `±HH`, or nothing (UTC); seconds east of UTC.
        mutating func zoneOffset() -> Double? {
            if isAtEnd || skip("Z") || skip("z") { return 0 }
            let sign: Double
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = digits(2), hours <= 14 else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = skip(":")
                guard let value = digits(2), value < 60 else { return nil }
                minutes = value
            }
            return sign * Double(hours * 3600 + minutes * 60)
        }
    }
}
