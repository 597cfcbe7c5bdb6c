/// A date format in strftime's terms (`%d/%m/%Y`, `%b %e, %Y %H:%M`), read from a cell.
///
/// Directives: `%Y` (year, four digits), `%y` (two digits: 69–99 the 1900s, else the 2000s),
/// `%m`, `%d`, `%e` (one or two digits), `%b`, `%B`, `%h` (an English month name or its
/// abbreviation), `%H`, `%I`, `%M`, `%S`, `%p` (AM or PM), `%F` (`%Y-%m-%d`), `%T`
/// (`%H:%M:%S`), `%D` (`%m/%d/%y`), `%%`. A space matches any run of spaces; anything else
/// stands for itself.
struct DatePattern: Sendable, Hashable {
    /// One step of the pattern.
    enum Part: Hashable {
        case year, shortYear, month, day, monthName, hour, twelveHour, minute, second, meridiem, space
        case literal(Character)
    }

    let parts: [Part]

    /// The pattern `text` spells, or nil with the first directive it does not know.
    ///
    /// - Throws: the unknown directive, such as `%Q`.
    init(_ text: String) throws(ChartReadError) {
        var parts: [Part] = []
        var characters = text[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                parts.append(character == " " ? .space : .literal(character))
                continue
            }
            guard let directive = characters.popFirst() else {
                throw ChartReadError(.whole, "'\(text.quotable)' ends with a lone '%'", setting: .dateFormat)
            }
            switch directive {
            case "Y": parts.append(.year)
            case "y": parts.append(.shortYear)
            case "m": parts.append(.month)
            case "d", "e": parts.append(.day)
            case "b", "B", "h": parts.append(.monthName)
            case "H": parts.append(.hour)
            case "I": parts.append(.twelveHour)
            case "M": parts.append(.minute)
            case "S": parts.append(.second)
            case "p": parts.append(.meridiem)
            case "F": parts += [.year, .literal("-"), .month, .literal("-"), .day]
            case "T": parts += [.hour, .literal(":"), .minute, .literal(":"), .second]
            case "D": parts += [.month, .literal("/"), .day, .literal("/"), .shortYear]
            case "%": parts.append(.literal("%"))
            default:
                throw ChartReadError(
                    .whole,
                    "'\(text.quotable)': '%\(directive)' is not a directive AudioGraph reads; use %Y %y %m %d %e %b %B %H %I %M %S %p %F %T %D",
                    setting: .dateFormat)
            }
        }
        guard parts.contains(.year) || parts.contains(.shortYear) else {
            throw ChartReadError(.whole, "'\(text.quotable)' has no year (%Y or %y)", setting: .dateFormat)
        }
        self.parts = parts
    }

    /// Seconds since 1970 of the date `text` spells in this pattern, or nil when it does not.
    func seconds(from text: String) -> Double? {
        var rest = text.trimmingSpaces
        var year: Int?
        var month = 1
        var day = 1
        var hour = 0
        var minute = 0
        var second = 0
        var meridiem: Int?
        func number(_ maximumDigits: Int, minimumDigits: Int = 1) -> Int? {
            if maximumDigits == 2, rest.first == " " { rest = rest.dropFirst() }
            let digits = rest.prefix(maximumDigits).prefix { $0.isASCII && $0.isNumber }
            guard digits.count >= minimumDigits, let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            return value
        }
        for part in parts {
            switch part {
            case .year: year = number(4, minimumDigits: 4)
            case .shortYear: year = number(2, minimumDigits: 2).map { $0 >= 69 ? 1900 + $0 : 2000 + $0 }
            case .month:
                guard let value = number(2) else { return nil }
                month = value
            case .day:
                guard let value = number(2) else { return nil }
                day = value
            case .hour, .twelveHour:
                guard let value = number(2) else { return nil }
                hour = value
            case .minute:
                guard let value = number(2, minimumDigits: 2) else { return nil }
                minute = value
            case .second:
                guard let value = number(2, minimumDigits: 2) else { return nil }
                second = value
            case .monthName:
                let word = rest.prefix { $0.isLetter || $0 == "." }
                guard let value = WrittenDate.month(named: word) else { return nil }
                month = value
                rest = rest.dropFirst(word.count)
            case .meridiem:
                let word = rest.prefix(2).uppercased()
                guard word == "AM" || word == "PM" else { return nil }
                meridiem = word == "PM" ? 12 : 0
                rest = rest.dropFirst(2)
            case .space:
                guard rest.first == " " else { return nil }
                rest = rest.drop { $0 == " " }
            case .literal(let character):
                guard rest.first == character else { return nil }
                rest = rest.dropFirst()
            }
        }
        guard rest.isEmpty, let year, year >= 1, (1...12).contains(month),
            (1...ISODate.daysIn(month: month, year: year)).contains(day), minute < 60, second < 60
        else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + meridiem
        }
        guard hour < 24 else { return nil }
        return Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3600 + minute * 60 + second)
    }
}
