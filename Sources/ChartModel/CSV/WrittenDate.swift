import Foundation
import Languages

/// Dates as people write them: ISO 8601, `03/04/2026` (month or day first), `04.03.2026`,
/// `2026/03/04`, `Mar 4, 2026`, `4 March 2026`, `March 2026`, `2026-03`, `Q1 2026`, each with or
/// without a time (`14:30`, `2:30 PM`, `14:30:15`).
///
/// Whether `03/04/2026` is March 4 or April 3 is decided for a whole column (`column(_:dayFirst:)`):
/// a first number above 12 anywhere settles day first, a second above 12 month first.
package enum WrittenDate {
    /// A cell's date before the column decides the order of its day and month.
    package struct Shape: Hashable {
        package var year: Int
        /// Month and day, or (with `isOpen`) the two numbers whose order is not yet known.
        package var first: Int
        package var second: Int
        /// Whether `first` and `second` may be month and day or day and month.
        package var isOpen = false
        /// Whether the year was written with two digits (`1/5/26`), which a date format names `%y`.
        var isShortYear = false
        var secondsOfDay = 0.0

        /// Seconds since 1970 with the numbers read in `dayFirst` order when open; nil when
        /// they name no day, or a year a chart file cannot write (0001 to 9999: "Q2 0000" is no date).
        package func seconds(dayFirst: Bool) -> Double? {
            let (month, day) = isOpen && dayFirst ? (second, first) : (first, second)
            guard (1...9999).contains(year), (1...12).contains(month),
                (1...ISODate.daysIn(month: month, year: year)).contains(day)
            else {
                return nil
            }
            return Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400 + secondsOfDay
        }
    }

    /// English month names, January first, for messages.
    static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The month a word names in any language pack ("Jan", "january", "Sept.", "März", "févr.",
    /// "enero"), or nil: a pack's full name or abbreviation, or the first three letters of a
    /// full name.
    static func month(named word: Substring) -> Int? {
        var word = word.lowercased()
        if word.hasSuffix(".") { word.removeLast() }
        guard word.count >= 3 else { return nil }
        if let month = Axis.monthNames.firstIndex(where: { $0.contains(word) }) { return month + 1 }
        guard word.count == 3 else { return nil }
        return Axis.monthNames.firstIndex { $0.contains { $0.hasPrefix(word) } }.map { $0 + 1 }
    }

    /// Words that join a date's parts in the packs' languages, skipped: "de" in "5 de enero".
    static let joiningWords = Set(Language.allCases.flatMap { $0.pack.ownList("parsing.fillerWords") })

    /// The date-format directives of the time a date of numbers writes after a space: " %I:%M %p" of "01/05/2026
    /// 8:00 AM", " %H:%M:%S" of "01/05/2026 14:30:15"; empty for none.
    static func timePattern(of text: String) -> String {
        let text = text.trimmingSpaces
        guard let space = text.firstIndex(of: " ") else { return "" }
        let time = String(text[space...]).trimmingSpaces
        let clock = time.prefix { $0.isNumber || $0 == ":" }
        guard clock.contains(":") else { return "" }
        let meridiem = String(time.dropFirst(clock.count)).trimmingSpaces.uppercased()
        let isTwelveHour = meridiem.hasPrefix("AM") || meridiem.hasPrefix("PM")
        let seconds = clock.filter { $0 == ":" }.count > 1 ? ":%S" : ""
        return isTwelveHour ? " %I:%M\(seconds) %p" : " %H:%M\(seconds)"
    }

    /// The date `text` spells, its day and month order left open where it may be either; nil
    /// when it spells none.
    static func shape(of text: String) -> Shape? {
        if let seconds = ISODate.seconds(from: text) {
            // Years alone are numbers, read elsewhere; ISO dates are fixed.
            let days = (seconds / 86_400).rounded(.down)
            let (year, month, day) = ISODate.civil(fromDaysSince1970: Int(days))
            return Shape(year: year, first: month, second: day, secondsOfDay: seconds - days * 86_400)
        }
        if let shape = numericShape(text) { return shape }
        let (datePart, secondsOfDay) = splitTime(text)
        guard let secondsOfDay else { return nil }
        let tokens = tokenize(datePart)
        guard var shape = shape(ofTokens: tokens) else { return nil }
        shape.secondsOfDay = secondsOfDay
        return shape
    }

    /// The shape of the dates spreadsheets write most, read from their bytes as `shape(of:)`
    /// reads them: three numbers joined by one separator, a four-digit year last (`04.03.2026`,
    /// `03/04/2026`, `03-04-2026`) or first (`2026/03/04`, `2026.03.04`), or a two-digit year
    /// last after slashes or points (`1/5/26`, `5.1.26`: `shortYear(_:)`), the others of one or
    /// two digits, then perhaps a space and a 24-hour time (`14:30`, `14:30:15`); nil for
    /// anything else, which `shape(of:)` reads its longer way.
    package static func numericShape(_ text: String) -> Shape? {
        var text = text
        return text.withUTF8 { bytes -> Shape? in
            var at = 0
            /// The digits at `at`, at most `most`, and how many there were (0 for none).
            func number(most: Int) -> (value: Int, digits: Int) {
                var (value, digits) = (0, 0)
                while at < bytes.count, digits < most + 1, bytes[at] &- 48 < 10 {
                    (value, digits, at) = (value * 10 + Int(bytes[at] &- 48), digits + 1, at + 1)
                }
                return (value, digits)
            }
            let first = number(most: 4)
            guard at < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-")].contains(bytes[at])
            else { return nil }
            let separator = bytes[at]
            at += 1
            let second = number(most: 2)
            guard (1...2).contains(second.digits), at < bytes.count, bytes[at] == separator else { return nil }
            at += 1
            let third = number(most: 4)
            var shape: Shape
            switch (first.digits, third.digits, separator) {
            case (4, 1...2, UInt8(ascii: ".")), (4, 1...2, UInt8(ascii: "/")):
                shape = Shape(year: first.value, first: second.value, second: third.value)
            case (1...2, 4, UInt8(ascii: ".")):
                shape = Shape(year: third.value, first: second.value, second: first.value)
            case (1...2, 4, _):
                shape = Shape(year: third.value, first: first.value, second: second.value, isOpen: true)
            // Two-digit years in the same orders: points day first, slashes either way.
            case (1...2, 2, UInt8(ascii: ".")):
                shape = Shape(year: shortYear(third.value), first: second.value, second: first.value, isShortYear: true)
            case (1...2, 2, UInt8(ascii: "/")):
                shape = Shape(
                    year: shortYear(third.value), first: first.value, second: second.value, isOpen: true,
                    isShortYear: true)
            default:
                return nil
            }
            guard at < bytes.count else { return shape }
            // A space and hours, minutes and perhaps seconds, to the end.
            guard bytes[at] == UInt8(ascii: " ") else { return nil }
            at += 1
            let hour = number(most: 2)
            guard (1...2).contains(hour.digits), hour.value < 24, at < bytes.count, bytes[at] == UInt8(ascii: ":")
            else { return nil }
            at += 1
            let minute = number(most: 2)
            guard minute.digits == 2, minute.value < 60 else { return nil }
            var second60 = 0
            if at < bytes.count {
                guard bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                let seconds = number(most: 2)
                guard seconds.digits == 2, seconds.value < 60 else { return nil }
                second60 = seconds.value
            }
            guard at == bytes.count else { return nil }
            shape.secondsOfDay = Double(hour.value * 3600 + minute.value * 60 + second60)
            return shape
        }
    }

    /// The year a two-digit year names, as strptime's `%y` reads it: 69–99 the 1900s, 00–68
    /// the 2000s.
    static func shortYear(_ year: Int) -> Int {
        year >= 69 ? 1900 + year : 2000 + year
    }

    /// A date's words and numbers with the separators between them.
    enum Token: Hashable {
        case number(Int, digits: Int)
        case word(Substring)
        case separator(Character)
    }

    static func tokenize(_ text: Substring) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII, character.isNumber {
                let end = text[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? text.endIndex
                let digits = text[index..<end]
                guard digits.count <= 4, let value = Int(digits) else { return [] }
                tokens.append(.number(value, digits: digits.count))
                index = end
            } else if character.isLetter {
                var end = text[index...].firstIndex { !$0.isLetter } ?? text.endIndex
                if end < text.endIndex, text[end] == "." { end = text.index(after: end) }
                tokens.append(.word(text[index..<end]))
                index = end
            } else if character == " " {
                index = text.index(after: index)
            } else {
                tokens.append(.separator(character))
                index = text.index(after: index)
            }
        }
        return tokens
    }

    /// The date of a day's tokens: numbers with one separator (`03/04/2026`, `04.03.2026`,
    /// `2026/03/04`, `03-04-2026`), a month name with a day and year in either order, a month
    /// name and year, or a quarter and year.
    static func shape(ofTokens tokens: [Token]) -> Shape? {
        // A signature of the tokens (Y a four-digit number, N a shorter one, W a word, and
        // the separators but commas) and their numbers and words in order.
        var signature = ""
        var numbers: [Int] = []
        var words: [Substring] = []
        for token in tokens {
            switch token {
            case .number(let value, let digits):
                guard digits != 3 else { return nil }
                signature += digits == 4 ? "Y" : "N"
                numbers.append(value)
            case .word(let word):
                if joiningWords.contains(word.lowercased()) { continue }
                signature += "W"
                words.append(word)
            case .separator(","):
                continue
            case .separator(let separator):
                signature.append(separator)
            }
        }
        // Quarters: `Q3 2025`, `Q3-2025`, `2025 Q3`, `2025-Q3`.
        if words.count == 1, words[0] == "Q" || words[0] == "q" {
            let quarterFirst = ["WNY", "WN-Y", "WN/Y"].contains(signature)
            guard quarterFirst || ["YWN", "Y-WN", "Y/WN"].contains(signature) else { return nil }
            let (quarter, year) = quarterFirst ? (numbers[0], numbers[1]) : (numbers[1], numbers[0])
            guard (1...4).contains(quarter) else { return nil }
            return Shape(year: year, first: quarter * 3 - 2, second: 1)
        }
        switch signature {
        case "Y/N/N", "Y.N.N": return Shape(year: numbers[0], first: numbers[1], second: numbers[2])
        // Dots are written day first (04.03.2026), as in Germany and Russia.
        case "N.N.Y": return Shape(year: numbers[2], first: numbers[1], second: numbers[0])
        case "N/N/Y", "N-N-Y": return Shape(year: numbers[2], first: numbers[0], second: numbers[1], isOpen: true)
        case "Y/N", "Y.N": return Shape(year: numbers[0], first: numbers[1], second: 1)
        case "N/Y": return Shape(year: numbers[1], first: numbers[0], second: 1)
        case "WNY", "W-N-Y", "W.NY":
            return month(named: words[0]).map { Shape(year: numbers[1], first: $0, second: numbers[0]) }
        case "NWY", "N-W-Y", "N.WY", "N/W/Y":
            return month(named: words[0]).map { Shape(year: numbers[1], first: $0, second: numbers[0]) }
        case "WY", "W-Y", "W/Y":
            return month(named: words[0]).map { Shape(year: numbers[0], first: $0, second: 1) }
        default: return nil
        }
    }

    /// The text before a time of day at its end, and that time in seconds (0 when there is
    /// none); nil seconds when the time is not one.
    static func splitTime(_ text: String) -> (Substring, Double?) {
        var rest = Substring(text).trimmingCharacters(in: .whitespaces)[...]
        guard let colon = rest.firstIndex(of: ":") else { return (rest, 0) }
        // The time starts at the last space or 'T' before the first colon.
        guard let start = rest[..<colon].lastIndex(where: { $0 == " " || $0 == "T" }) else { return (rest, nil) }
        var time = rest[rest.index(after: start)...].lowercased()[...]
        rest = rest[..<start]
        while rest.last == "," || rest.last == " " { rest = rest.dropLast() }
        var hourOffset = 0
        var isTwelveHour = false
        for (suffix, offset) in [("am", 0), ("pm", 12), ("a.m.", 0), ("p.m.", 12)] where time.hasSuffix(suffix) {
            time = time.dropLast(suffix.count)
            while time.last == " " { time = time.dropLast() }
            hourOffset = offset
            isTwelveHour = true
            break
        }
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), let hour = Int(fields[0]), fields[0].count <= 2,
            let minute = Int(fields[1]), fields[1].count == 2, minute < 60
        else { return (rest, nil) }
        var seconds = 0.0
        if fields.count == 3 {
            guard let value = Double(fields[2]), fields[2].first?.isNumber == true, value < 60 else {
                return (rest, nil)
            }
            seconds = value
        }
        if isTwelveHour {
            guard (1...12).contains(hour) else { return (rest, nil) }
            return (rest, Double((hour % 12 + hourOffset) * 3600 + minute * 60) + seconds)
        }
        guard hour < 24 else { return (rest, nil) }
        return (rest, Double(hour * 3600 + minute * 60) + seconds)
    }

    /// How a column's dates were read, or why they could not be.
    enum ColumnReading {
        /// Seconds since 1970 for each cell.
        case dates([Double])
        /// Not a column of dates.
        case notDates
        /// Dates but for the cell at `index`, which is not one.
        case notADate(index: Int)
        /// Day and month may be either way round in every cell; `index` is the first such cell.
        case ambiguous(index: Int)
        /// Some cells are only days first and others only months first.
        case mixedOrder(dayFirst: Int, monthFirst: Int)
    }

    /// The dates of `cells` (all of them dates, or none read), day and month order decided by
    /// the whole column, else by `dayFirst` (from the locale), else left `ambiguous`.
    static func column(_ cells: [String], dayFirst: Bool?) -> ColumnReading {
        var shapes: [Shape] = []
        shapes.reserveCapacity(cells.count)
        var firstFailure: Int?
        for (index, cell) in cells.enumerated() {
            if let shape = shape(of: cell) {
                shapes.append(shape)
            } else {
                if shapes.isEmpty { return .notDates }
                firstFailure = firstFailure ?? index
                shapes.append(Shape(year: 0, first: 0, second: 0))
            }
        }
        let failures = shapes.filter { $0.year == 0 }.count
        if let firstFailure {
            // Mostly dates: the odd one out is named; mostly not: the column is text.
            return failures * 2 < cells.count ? .notADate(index: firstFailure) : .notDates
        }
        let dayFirstOnly = shapes.firstIndex { $0.isOpen && $0.first > 12 }
        let monthFirstOnly = shapes.firstIndex { $0.isOpen && $0.second > 12 }
        let order: Bool
        switch (dayFirstOnly, monthFirstOnly) {
        case (let day?, let month?): return .mixedOrder(dayFirst: day, monthFirst: month)
        case (_?, nil): order = true
        case (nil, _?): order = false
        case (nil, nil):
            // Only cells whose two readings are different days are in doubt (01/01 is the same day either way, 00/01
            // none).
            if let open = shapes.firstIndex(where: {
                $0.isOpen && $0.first != $0.second && $0.seconds(dayFirst: true) != nil
                    && $0.seconds(dayFirst: false) != nil
            }) {
                guard let dayFirst else { return .ambiguous(index: open) }
                order = dayFirst
            } else {
                order = false
            }
        }
        var seconds: [Double] = []
        seconds.reserveCapacity(shapes.count)
        for (index, shape) in shapes.enumerated() {
            guard let value = shape.seconds(dayFirst: order) else { return .notADate(index: index) }
            seconds.append(value)
        }
        return .dates(seconds)
    }

    /// Whether a locale writes the day before the month (`en_GB`, `de`), false for month first
    /// (`en_US`, `en_PH`), nil for a locale that says neither or none.
    package static func isDayFirst(locale: String?) -> Bool? {
        guard let locale else { return nil }
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.uppercased() }
        guard let language = parts.first else { return nil }
        let region = parts.dropFirst().last { $0.count == 2 }
        if language == "EN" {
            guard let region else { return nil }
            return !["US", "PH", "UM", "AS", "GU", "MP", "PR", "VI", "CA"].contains(region)
        }
        return ["ZH", "JA", "KO", "HU", "LT"].contains(language) ? nil : true
    }

    /// The reading of `date` both ways, in words for a message: "March 4, 2026 (month first)
    /// or 3 April 2026 (day first)".
    static func bothReadings(_ shape: Shape) -> String {
        let name = { (month: Int) in englishMonthNames[month - 1] }
        return
            "\(name(shape.first)) \(shape.second), \(shape.year) (month first) or \(shape.first) \(name(shape.second)) \(shape.year) (day first)"
    }
}
