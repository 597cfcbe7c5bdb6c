/// How a CSV file is spelled: the byte between fields, the byte that quotes them, and the byte
/// between a number's whole part and its fraction.
///
/// Spreadsheets write a comma, a semicolon (where the comma is the decimal separator), a tab or
/// a pipe between fields; `sniffed(_:options:)` tells which from the header and the first rows.
struct CSVDialect: Sendable, Hashable {
    /// The byte between fields.
    var delimiter = UInt8(ascii: ",")
    /// The byte around a quoted field (doubled inside it).
    var quote = UInt8(ascii: "\"")
    /// The decimal separator: a point or a comma.
    var decimal = UInt8(ascii: ".")
    /// Where `decimal` came from, which a reading says where it is not the plain rule.
    var decimalSource = DecimalSource.rule

    /// Where a dialect's decimal separator came from.
    enum DecimalSource: Hashable {
        /// Given, or the rule for the delimiter, or the numbers of a file not comma-separated.
        case rule
        /// A comma-separated file's quoted numbers (`"12,5"`), none with a decimal point.
        case quotedNumbers
        /// The locale, where the numbers show neither separator.
        case locale
        /// The rule for the delimiter (a comma after a semicolon, a point after a tab or pipe),
        /// where no number shows either separator and some read as two numbers (`1.500`: 1500
        /// with a point between thousands, or 1.5 with a decimal point).
        case delimiter
    }

    /// The delimiters a file is sniffed for, in the order that breaks a tie.
    static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

    /// The rows (after the header) the delimiter and decimal separator are told from.
    static let sampledRows = 50

    /// The dialect of `text`: the delimiter and decimal separator that `options` give, else the
    /// ones its header and first rows show.
    ///
    /// The delimiter is the candidate found as often on every sampled row as in the header
    /// (outside quotes), the most often; else the one the header holds most. With a comma
    /// between fields the decimal separator is a point; otherwise it is the one the numbers
    /// show more often (`1,5` and `1.234,5` a comma, `1.5` and `1,234.5` a point), else the
    /// locale's, else a comma after a semicolon and a point after a tab or pipe. With a comma
    /// between fields it is a comma when no number writes a decimal point and quoted numbers
    /// write a decimal comma (`"12,5"`), or the locale writes one (`de`); else a point.
    static func sniffed(_ text: UnsafeBufferPointer<UInt8>, options: CSVImportOptions) -> CSVDialect {
        var dialect = CSVDialect()
        let lines = sampleLines(text)
        if let delimiter = options.delimiterByte {
            dialect.delimiter = delimiter
        } else if !lines.isEmpty {
            let counts = delimiters.map { delimiter in lines.map { count(delimiter, in: $0) } }
            let consistent = delimiters.indices.filter { index in
                counts[index][0] > 0 && counts[index].dropFirst().allSatisfy { $0 == counts[index][0] }
            }
            let pool = consistent.isEmpty ? Array(delimiters.indices) : consistent
            // The first of the largest: ties go to the earlier candidate.
            var best = pool[0]
            for index in pool where counts[index][0] > counts[best][0] { best = index }
            if counts[best][0] > 0 { dialect.delimiter = delimiters[best] }
        }
        if let decimal = options.decimalSeparator?.asciiValue {
            dialect.decimal = decimal
        } else if dialect.delimiter == UInt8(ascii: ",") {
            // Only a quoted number can hold a comma here, so a point is the rule, unless
            // nothing writes one and a number or the locale writes a comma.
            let votes = numberVotes(lines.dropFirst(), delimiter: dialect.delimiter)
            if votes.point == 0, votes.comma > 0 {
                dialect.decimal = UInt8(ascii: ",")
                dialect.decimalSource = .quotedNumbers
            } else if votes.point == 0, options.locale.flatMap(decimalSeparator(ofLocale:)) == UInt8(ascii: ",") {
                dialect.decimal = UInt8(ascii: ",")
                dialect.decimalSource = .locale
            }
        } else {
            // Only numbers vote: a date such as `04.03.2026 14:30` writes no decimal.
            let votes = numberVotes(lines.dropFirst(), delimiter: dialect.delimiter)
            if votes.comma != votes.point {
                dialect.decimal = votes.comma > votes.point ? UInt8(ascii: ",") : UInt8(ascii: ".")
            } else if let decimal = options.locale.flatMap(decimalSeparator(ofLocale:)) {
                dialect.decimal = decimal
            } else {
                dialect.decimal = dialect.delimiter == UInt8(ascii: ";") ? UInt8(ascii: ",") : UInt8(ascii: ".")
                if votes.comma == 0, hasNumberOfTwoReadings(lines.dropFirst(), delimiter: dialect.delimiter) {
                    dialect.decimalSource = .delimiter
                }
            }
        }
        return dialect
    }

    /// Why `given`, the delimiter a person named, does not fit `text`, which its header and first
    /// rows show written with another: "comma: the header has one field; the file looks
    /// semicolon-separated"; nil when it fits, or no other delimiter plainly does.
    ///
    /// The other delimiter plainly does when it is found as often, and at least once, on every
    /// sampled line; `given` does not fit when the header has none of it, or a sampled row has
    /// it another number of times than the header.
    static func misfit(of given: UInt8, in text: UnsafeBufferPointer<UInt8>) -> String? {
        let lines = sampleLines(text)
        let sniffed = sniffed(text, options: CSVImportOptions()).delimiter
        guard sniffed != given, !lines.isEmpty else { return nil }
        let fitting = lines.map { count(sniffed, in: $0) }
        guard fitting[0] > 0, fitting.allSatisfy({ $0 == fitting[0] }) else { return nil }
        let looks = "the file looks \(word(of: sniffed))-separated"
        let counts = lines.map { count(given, in: $0) }
        if counts[0] == 0 { return "\(word(of: given)): the header has one field; \(looks)" }
        guard let row = counts.firstIndex(where: { $0 != counts[0] }) else { return nil }
        let line = TextPosition.lineAndColumn(of: lines[row].startIndex, in: text).line
        return
            "\(word(of: given)): the header has \(counts[0] + 1) fields and line \(line) has \(counts[row] + 1); \(looks)"
    }

    /// How many fields of `lines` are numbers that write a decimal comma (`12,5`, `1.234,5`),
    /// and how many one with a decimal point (`12.5`, `1,234.5`); a field such as `1,500`, which
    /// may be either, or a date, is neither.
    static func numberVotes(_ lines: ArraySlice<ArraySlice<UInt8>>, delimiter: UInt8) -> (comma: Int, point: Int) {
        var votes = (comma: 0, point: 0)
        for line in lines {
            for field in fields(of: line, delimiter: delimiter) {
                guard let separator = lastSeparator(in: field) else { continue }
                let text = String(decoding: field.filter { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                guard (try? SpreadsheetNumber.read(text, decimal: separator)) != nil else { continue }
                if separator == UInt8(ascii: ",") { votes.comma += 1 } else { votes.point += 1 }
            }
        }
        return votes
    }

    /// Whether a field of `lines` is a number that reads as two (`1.500`: 1500 with a point
    /// between thousands, 1.5 with a decimal point), which the delimiter's rule alone settles.
    static func hasNumberOfTwoReadings(_ lines: ArraySlice<ArraySlice<UInt8>>, delimiter: UInt8) -> Bool {
        for line in lines {
            for field in fields(of: line, delimiter: delimiter)
            where field.contains(UInt8(ascii: ".")) || field.contains(UInt8(ascii: ",")) {
                let text = String(decoding: field.filter { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                if SpreadsheetNumber.twoReadings(of: text) != nil { return true }
            }
        }
        return false
    }

    /// A delimiter as one word, as `--delimiter` takes it: "comma", "semicolon", "tab", "pipe".
    static func word(of delimiter: UInt8) -> String {
        switch delimiter {
        case UInt8(ascii: ","): "comma"
        case UInt8(ascii: ";"): "semicolon"
        case 0x09: "tab"
        case UInt8(ascii: "|"): "pipe"
        default: "'\(Character(Unicode.Scalar(delimiter)))'"
        }
    }

    /// A delimiter in words: "a comma", "a semicolon", "a tab", "a pipe".
    static func name(of delimiter: UInt8) -> String {
        delimiters.contains(delimiter) ? "a " + word(of: delimiter) : word(of: delimiter)
    }

    /// The decimal separator a locale writes (`de_DE` a comma, `en_US` and `de_CH` a point), or
    /// nil when the locale is not one AudioGraph knows the numbers of.
    static func decimalSeparator(ofLocale locale: String) -> UInt8? {
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        let region = parts.dropFirst().last { $0.count == 2 }
        if ["ch", "li"].contains(region ?? "") { return UInt8(ascii: ".") }
        let commaLanguages: Set<String> = [
            "de", "fr", "es", "it", "nl", "pt", "ru", "pl", "sv", "da", "fi", "nb", "nn", "no", "cs", "sk", "tr",
            "el", "hu", "ro", "uk", "bg", "hr", "sl", "sr", "lt", "lv", "et", "id", "vi", "ca", "is",
        ]
        let pointLanguages: Set<String> = ["en", "ja", "zh", "ko", "he", "th", "hi", "ms", "ga", "cy"]
        if commaLanguages.contains(language) { return UInt8(ascii: ",") }
        if pointLanguages.contains(language) { return UInt8(ascii: ".") }
        return nil
    }

    /// The header and first rows of `text` (a byte order mark skipped, blank lines left out),
    /// each as its bytes; a line break inside quotes does not end a line.
    static func sampleLines(_ text: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        let bytes = Array(text.prefix(1 << 16))
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var isQuoted = false
        var index = start
        while index < bytes.count, lines.count <= sampledRows {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { isQuoted.toggle() }
            if !isQuoted, byte == 0x0A || byte == 0x0D {
                if index > start { lines.append(bytes[start..<index]) }
                start = index + 1
            }
            index += 1
        }
        // The last line only when the sample holds the whole text (else it may be cut short).
        if start < bytes.count, bytes.count == text.count, lines.count <= sampledRows {
            lines.append(bytes[start..<bytes.count])
        }
        // A title above the header ("Monthly rainfall") writes no delimiter: the header's line is the first counted,
        // when the lines after it write a delimiter as often as it does.
        let lead = lines.prefix(CSVTable.preambleLimit).prefix { line in
            delimiters.allSatisfy { count($0, in: line) == 0 }
        }
        guard !lead.isEmpty, lead.count < lines.count else { return lines }
        let rest = lines.dropFirst(lead.count)
        let isHeader = delimiters.contains { delimiter in
            let counts = rest.map { count(delimiter, in: $0) }
            return counts[0] > 0 && counts.allSatisfy { $0 == counts[0] }
        }
        return isHeader ? Array(rest) : lines
    }

    /// How often `delimiter` stands in `line` outside quotes.
    static func count(_ delimiter: UInt8, in line: ArraySlice<UInt8>) -> Int {
        var isQuoted = false
        var count = 0
        for byte in line {
            if byte == UInt8(ascii: "\"") { isQuoted.toggle() } else if !isQuoted, byte == delimiter { count += 1 }
        }
        return count
    }

    /// The fields of `line`, quotes left on.
    static func fields(of line: ArraySlice<UInt8>, delimiter: UInt8) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var isQuoted = false
        var start = line.startIndex
        for index in line.indices {
            if line[index] == UInt8(ascii: "\"") {
                isQuoted.toggle()
            } else if !isQuoted, line[index] == delimiter {
                fields.append(line[start..<index])
                start = index + 1
            }
        }
        fields.append(line[start..<line.endIndex])
        return fields
    }

    /// The separator a number-like field shows as its decimal one: the last point or comma
    /// between digits, unless exactly three digits follow it alone (which may group thousands)
    /// after a whole part that does not start with 0 (`0.750` is a decimal: no first group of
    /// thousands starts with 0); nil when the field says nothing.
    static func lastSeparator(in field: ArraySlice<UInt8>) -> UInt8? {
        let isDigit = { (byte: UInt8) in byte &- 48 < 10 }
        let trimmed = field.filter { $0 != UInt8(ascii: "\"") && $0 != 0x20 }
        guard trimmed.contains(where: isDigit) else { return nil }
        guard
            let last = trimmed.lastIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }),
            last > 0, isDigit(trimmed[last - 1])
        else { return nil }
        var digitsAfter = 0
        var index = last + 1
        while index < trimmed.count, isDigit(trimmed[index]) {
            digitsAfter += 1
            index += 1
        }
        guard digitsAfter > 0 else { return nil }
        let hasOther = trimmed[..<last].contains { $0 == (trimmed[last] == UInt8(ascii: ",") ? 0x2E : 0x2C) }
        if digitsAfter == 3, !hasOther {
            // The digits before the separator, back to the start of the number or another separator.
            var start = last
            while start > 0, isDigit(trimmed[start - 1]) { start -= 1 }
            let isFirstGroup = start == 0 || (trimmed[start - 1] != UInt8(ascii: ",") && trimmed[start - 1] != 0x2E)
            guard isFirstGroup, trimmed[start] == UInt8(ascii: "0") else { return nil }
        }
        return trimmed[last]
    }
}
