import Foundation

/// Numbers as spreadsheets write them: `1,234.5`, `1.234,5` (a decimal comma), `$1.2M`,
/// `€ 3,50`, `12%`, `(450)`, `−3`, `USD 40`, `3k`; and the markers they write for a missing
/// value (`NA`, `n/a`, `null`, `-`, `—`, `#N/A`).
///
/// A number's reading keeps what its spelling implies: a percent sign (the value is a fraction,
/// 12% is 0.12), a currency, a magnitude suffix (spoken compactly).
package enum SpreadsheetNumber {
    /// A number read from a cell, and what its spelling says about the column.
    struct Reading: Hashable {
        var value: Double
        var isPercent = false
        var currencyCode: String?
        var hasMagnitude = false
    }

    /// Why a cell is not a number.
    enum Failure: Error, Hashable {
        /// Not a number at all.
        case notANumber
        /// Digits grouped other than in thousands, such as `1,23,4`.
        case badGrouping
        /// The other decimal separator than the file's (`1.5` where decimals are written with
        /// a comma).
        case otherDecimalSeparator

        /// Why, in words that follow the value, where `decimal` is the file's decimal separator.
        func reason(decimal: UInt8) -> String {
            let (ours, other) = decimal == UInt8(ascii: ",") ? ("comma", "point") : ("point", "comma")
            return switch self {
            case .notANumber: "is not a number"
            case .badGrouping: "groups its digits other than in thousands"
            case .otherDecimalSeparator:
                "has a decimal \(other) where this file writes decimals with a \(ours) (see --decimal)"
            }
        }
    }

    /// The texts that mark a missing value (compared without case); an empty cell is missing too.
    static let missingMarkers: Set<String> = ["na", "n/a", "null", "-", "—", "–", "#n/a", "nan", "none", "--"]

    /// Whether `text` (cleaned) marks a missing value: empty, or one of `missingMarkers`.
    static func isMissing(_ text: some StringProtocol) -> Bool {
        // No marker holds a digit, and most cells do.
        if text.utf8.contains(where: { $0 &- 48 < 10 }) { return false }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || (trimmed.utf8.count <= 5 && missingMarkers.contains(trimmed.lowercased()))
    }

    /// Currency symbols and the ISO 4217 code each stands for.
    static let symbols: [(symbol: String, code: String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("A$", "AUD"), ("C$", "CAD"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"),
        ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("₽", "RUB"), ("₺", "TRY"), ("₪", "ILS"), ("₫", "VND"),
        ("₴", "UAH"), ("฿", "THB"), ("R$", "BRL"), ("zł", "PLN"), ("kr", "SEK"), ("Fr.", "CHF"),
    ]

    /// Currency codes read before or after a number.
    package static let codes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD", "CNY", "INR", "KRW", "RUB", "BRL", "MXN", "SEK",
        "NOK", "DKK", "PLN", "CZK", "HUF", "TRY", "ZAR", "SGD", "HKD", "ILS", "THB", "VND", "UAH", "RON", "BGN",
    ]

    /// Magnitude suffixes and their factors.
    static let magnitudes: [(suffix: String, factor: Double)] = [
        ("bn", 1e9), ("mn", 1e6), ("k", 1e3), ("K", 1e3), ("M", 1e6), ("B", 1e9), ("T", 1e12),
    ]

    /// The number `text` spells with `decimal` ('.' or ',') as its decimal separator.
    ///
    /// - Throws: `Failure`, why it is not one.
    static func read(_ text: String, decimal: UInt8) throws(Failure) -> Reading {
        if let value = plainDecimal(text, decimal: decimal) { return Reading(value: value) }
        // A colon or a slash, as in times and dates, is in no number's spelling, nor are five letters in a row (a
        // code and a magnitude, "USD", "bn", are apart; a symbol and one, "bnkr", four), and every number has a digit:
        // most text cells end here.
        var (letters, hasDigit) = (0, false)
        for byte in text.utf8 {
            guard byte != UInt8(ascii: ":"), byte != UInt8(ascii: "/") else { throw .notANumber }
            letters = (byte | 0x20) &- UInt8(ascii: "a") < 26 ? letters + 1 : 0
            guard letters < 5 else { throw .notANumber }
            hasDigit = hasDigit || byte &- UInt8(ascii: "0") < 10
        }
        guard hasDigit else { throw .notANumber }
        var rest = Substring(text).trimmingCharacters(in: .whitespaces)[...]
        var reading = Reading(value: 0)
        var isNegative = false
        if rest.hasPrefix("("), rest.hasSuffix(")") {
            isNegative = true
            rest = rest.dropFirst().dropLast()
        }
        func strip() {
            rest = rest.drop(while: \.isSpaceLike)
            while rest.last?.isSpaceLike == true { rest = rest.dropLast() }
        }
        func takeSign() -> Bool {
            guard let first = rest.first, first == "-" || first == "+" || first == "\u{2212}" else { return false }
            if first != "+" { isNegative.toggle() }
            rest = rest.dropFirst()
            strip()
            return true
        }
        func takeCurrency() -> Bool {
            guard reading.currencyCode == nil else { return false }
            for (symbol, code) in symbols {
                if rest.hasPrefix(symbol) {
                    rest = rest.dropFirst(symbol.count)
                } else if rest.hasSuffix(symbol) {
                    rest = rest.dropLast(symbol.count)
                } else {
                    continue
                }
                reading.currencyCode = code
                strip()
                return true
            }
            let prefix = String(rest.prefix(3))
            let suffix = String(rest.suffix(3))
            if codes.contains(prefix), rest.dropFirst(3).first.map({ !$0.isLetter }) ?? false {
                rest = rest.dropFirst(3)
                reading.currencyCode = prefix
            } else if codes.contains(suffix), rest.dropLast(3).last.map({ !$0.isLetter }) ?? false {
                rest = rest.dropLast(3)
                reading.currencyCode = suffix
            } else {
                return false
            }
            strip()
            return true
        }
        strip()
        _ = takeSign()
        if takeCurrency() { _ = takeSign() }
        if rest.hasSuffix("%") {
            reading.isPercent = true
            rest = rest.dropLast()
            strip()
        }
        if reading.currencyCode == nil { _ = takeCurrency() }
        var factor = 1.0
        for (suffix, magnitude) in magnitudes where rest.hasSuffix(suffix) {
            let before = rest.dropLast(suffix.count)
            guard let last = before.last, last.isNumber || last.isSpaceLike else { continue }
            factor = magnitude
            reading.hasMagnitude = true
            rest = before
            strip()
            break
        }
        if reading.currencyCode == nil, !reading.isPercent, rest.hasSuffix("%") { throw .notANumber }
        guard let magnitude = try plainValue(rest, decimal: decimal) else { throw .notANumber }
        reading.value = (isNegative ? -magnitude : magnitude) * factor / (reading.isPercent ? 100 : 1)
        guard reading.value.isFinite else { throw .notANumber }
        return reading
    }

    /// The two numbers `text` reads as, with a decimal comma and with a decimal point, when it
    /// reads as both and they differ (`1.500`: 1500 and 1.5; `1,500`: 1.5 and 1500); else nil.
    static func twoReadings(of text: String) -> (comma: Double, point: Double)? {
        guard let comma = try? read(text, decimal: UInt8(ascii: ",")),
            let point = try? read(text, decimal: UInt8(ascii: ".")), comma.value != point.value
        else { return nil }
        return (comma.value, point.value)
    }

    /// The value of the most common cell, read from its bytes: an optional minus, digits and at
    /// most one decimal separator, `decimal` (as `read` reads it); nil when `text` is anything
    /// else, or more than 64 bytes, or beyond `Double`'s range.
    private static func plainDecimal(_ text: String, decimal: UInt8) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            guard let base = bytes.baseAddress, (1...64).contains(bytes.count) else { return nil }
            var (digits, separators) = (0, 0)
            for (offset, byte) in bytes.enumerated() {
                if byte &- 48 < 10 {
                    digits += 1
                } else if byte == decimal {
                    separators += 1
                } else if byte != UInt8(ascii: "-") || offset != 0 {
                    return nil
                }
            }
            guard digits > 0, separators <= 1 else { return nil }
            let value: Double?
            if decimal == UInt8(ascii: ".") || separators == 0 {
                value = DecimalConversion.parse(base, count: bytes.count)
            } else {
                value = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { copy in
                    for (offset, byte) in bytes.enumerated() {
                        copy[offset] = byte == decimal ? UInt8(ascii: ".") : byte
                    }
                    return copy.baseAddress.flatMap { DecimalConversion.parse($0, count: bytes.count) }
                }
            }
            return value.flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// The value of digits with optional thousands grouping, one decimal separator and an
    /// exponent (`1,234.5`, `1 234,5`, `1'234.5`, `2.5e-3`), without sign; nil when `text` is
    /// not such digits.
    static func plainValue(_ text: Substring, decimal: UInt8) throws(Failure) -> Double? {
        let group: UInt8 = decimal == UInt8(ascii: ",") ? UInt8(ascii: ".") : UInt8(ascii: ",")
        var digits: [UInt8] = []
        var groupSizes: [Int] = []
        var run = 0
        var sawDecimal = false
        var sawGroup = false
        var groupsBySeparator = false
        var exponent: Substring?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let ascii = character.asciiValue, ascii &- 48 < 10 {
                digits.append(ascii)
                run += 1
            } else if character.asciiValue == decimal, !sawDecimal {
                guard run > 0 || !sawGroup else { return nil }
                groupSizes.append(run)
                run = 0
                sawDecimal = true
                digits.append(UInt8(ascii: "."))
            } else if !sawDecimal, run > 0,
                character.asciiValue == group || character == "'" || character == "\u{00A0}"
                    || character == "\u{202F}" || character == " " || character == "\u{2009}"
            {
                groupSizes.append(run)
                run = 0
                sawGroup = true
                groupsBySeparator = character.asciiValue == group
            } else if character == "e" || character == "E", !digits.isEmpty, !sawGroup {
                exponent = text[text.index(after: index)...]
                break
            } else if character.asciiValue == group, sawDecimal {
                throw .otherDecimalSeparator
            } else {
                return nil
            }
            index = text.index(after: index)
        }
        guard digits.contains(where: { $0 &- 48 < 10 }) else { return nil }
        if !sawDecimal { groupSizes.append(run) }
        if sawGroup {
            // The first group one to three digits, not starting with 0 (`0.750` is no 750), the
            // rest three (the last two of Indian lakhs and crores may be two).
            guard let first = groupSizes.first, (1...3).contains(first), digits.first != UInt8(ascii: "0"),
                groupSizes.last == 3,
                groupSizes.dropFirst().dropLast().allSatisfy({ $0 == 2 || $0 == 3 })
            else {
                // `1.5` where decimals are written with a comma, or `1,5` with a point.
                throw groupSizes.count == 2 && !sawDecimal && groupsBySeparator ? .otherDecimalSeparator : .badGrouping
            }
        }
        var spelled = String(decoding: digits, as: UTF8.self)
        if let exponent {
            let valid = exponent.drop(while: { $0 == "-" || $0 == "+" })
            guard exponent.count - valid.count <= 1, !valid.isEmpty, valid.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            spelled += "e" + exponent
        }
        return Double(spelled)
    }
}

extension Character {
    /// A space, a tab, or a no-break space of any width.
    fileprivate var isSpaceLike: Bool {
        self == " " || self == "\t" || self == "\u{00A0}" || self == "\u{202F}" || self == "\u{2009}"
    }
}
