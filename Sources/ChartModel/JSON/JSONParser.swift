/// A strict RFC 8259 JSON parser over UTF-8 bytes whose errors give the line and column.
///
/// It accepts a leading byte order mark and refuses everything else that is not JSON: trailing
/// commas, comments, bare `NaN` or `Infinity`, invalid UTF-8, unescaped control characters,
/// duplicate member names, numbers too large for a `Double`, nesting deeper than
/// `maximumDepth`, and more than `ChartLimits.jsonValues` values.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    /// The document, read through a pointer: no bounds check on each byte in optimized builds
    /// (every read is guarded by `index < bytes.count` already).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var valueCount = 0

    /// Parses a whole document.
    ///
    /// - Throws: `ChartReadError` with `.lineColumn` location.
    /// - Complexity: O(n) in the length of the input.
    package static func parse(_ bytes: [UInt8]) throws(ChartReadError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ChartReadError) in try parse(buffer) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ChartReadError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw parser.error("invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))", at: bad)
        }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw parser.error("expected a JSON value, found the end of the input")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("expected the end of the input after the JSON value, found \(parser.describeHere())")
        }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func parseValue() throws(ChartReadError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a value, found the end of the input") }
        try countValue()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("\(describeHere()) is not valid JSON; write a number, or null for a missing value")
        default:
            throw error("expected a value, found \(describeHere())")
        }
    }

    private mutating func parseObject() throws(ChartReadError) -> JSONValue {
        try enter()
        index += 1
        var object = JSONObject()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error("expected a member name in double quotes, found \(describeHere())")
            }
            let keyStart = index
            let key = try parseString()
            if object[key] != nil { throw error("duplicate member name \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after the member name \"\(key)\", found \(describeHere())")
            }
            index += 1
            skipWhitespace()
            object[key] = try parseValue()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) { throw error("expected a member after ',', found '}' (trailing comma)") }
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(object)
            }
            throw error("expected ',' or '}' after an object member, found \(describeHere())")
        }
    }

    /// An array: while its elements are numbers and nulls, read as `numbers` (eight bytes an
    /// element, room for them guessed from the bytes the first took), else as values.
    private mutating func parseArray() throws(ChartReadError) -> JSONValue {
        try enter()
        index += 1
        var numbers: [Double] = []
        var elements: [JSONValue] = []
        var isNumbers = true
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        let start = index
        while true {
            skipWhitespace()
            if isNumbers, let number = try parseNumberOrNull() {
                numbers.append(number)
                if numbers.count == 64 { numbers.reserveCapacity(estimatedCount(from: start)) }
            } else {
                if isNumbers {
                    elements = numbers.map(JSONValue.element)
                    numbers = []
                    isNumbers = false
                }
                elements.append(try parseValue())
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) { throw error("expected a value after ',', found ']' (trailing comma)") }
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return isNumbers ? .numbers(numbers) : .array(elements)
            }
            throw error("expected ',' or ']' after an array element, found \(describeHere())")
        }
    }

    /// The number or null here (null as NaN), or nil, reading nothing, for any other value.
    private mutating func parseNumberOrNull() throws(ChartReadError) -> Double? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try countValue()
            return try parseNumber()
        case UInt8(ascii: "n"):
            try countValue()
            try expectWord("null")
            return .nan
        default:
            return nil
        }
    }

    /// How many elements an array of numbers begun at `start` may hold, if the rest of the
    /// document is spelled like its elements so far: a little more than the bytes left over
    /// the bytes an element so far, within the limit on values. (Reserved and not yet written,
    /// the room costs no memory.)
    private func estimatedCount(from start: Int) -> Int {
        let bytesEach = max(2, (index - start) / 64)
        return min((bytes.count - index) / bytesEach + 64 + 64, ChartLimits.jsonValues - valueCount + 64)
    }

    private mutating func countValue() throws(ChartReadError) {
        valueCount += 1
        if valueCount > ChartLimits.jsonValues {
            throw error(
                "more than \(ChartLimits.count(ChartLimits.jsonValues)) values; a chart file holds at most \(ChartLimits.count(ChartLimits.jsonValues))"
            )
        }
    }

    private mutating func enter() throws(ChartReadError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func expectWord(_ word: String) throws(ChartReadError) {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            throw error("expected a value, found \(describeHere())")
        }
        index += count
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(ChartReadError) -> Double {
        let start = index
        let isNegative = peek(UInt8(ascii: "-"))
        if isNegative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("expected a digit in a number, found \(describeHere())")
        }
        // The digits, kept as an integer while they fit, for the exact fast path below.
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number must not start with 0 followed by digits", at: start)
            }
        } else {
            takeDigits(&mantissa, &digits)
            while index < bytes.count, isDigit(bytes[index]) {
                // (18 digits never overflow an Int64.)
                if digits < 18 { mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 48) }
                digits &+= 1
                index &+= 1
            }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after the decimal point, found \(describeHere())")
            }
            // Zeros leading the whole number are no digits of its mantissa.
            if digits == 0 {
                while index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                    fractionDigits &+= 1
                    index &+= 1
                }
            }
            let before = index
            takeDigits(&mantissa, &digits)
            fractionDigits &+= index - before
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 18 { mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 48) }
                if mantissa > 0 || digits > 0 { digits &+= 1 }
                fractionDigits &+= 1
                index &+= 1
            }
        }
        var exponent = 0
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            var exponentIsNegative = false
            if peek(UInt8(ascii: "+")) {
                index += 1
            } else if peek(UInt8(ascii: "-")) {
                exponentIsNegative = true
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent, found \(describeHere())")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- 48) }
                index += 1
            }
            if exponentIsNegative { exponent = -exponent }
        }
        // Clinger's fast path: a mantissa up to 2^53 and a power of ten up to 10^22 are both
        // exact in a Double, so one multiplication or division rounds correctly, exactly as the
        // full conversion would.
        let scale = exponent - fractionDigits
        if digits <= 18, (-22...22).contains(scale) {
            let magnitude =
                mantissa <= 1 << 53
                ? (scale >= 0
                    ? Double(mantissa) * Self.powersOfTen[scale] : Double(mantissa) / Self.powersOfTen[-scale])
                : Self.exactly(UInt64(mantissa), timesTenToThe: scale)
            return isNegative ? -magnitude : magnitude
        }
        let text = bytes[start..<index]
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw error("the number \(String(decoding: text.prefix(40), as: UTF8.self)) is too large", at: start)
        }
        return value
    }

    /// Takes up to eight digits at a time into `mantissa` and `digits` while the bytes allow
    /// and the mantissa stays within 18 digits; what is left goes digit by digit.
    ///
    /// Eight bytes are read as one little-endian word; less '0' from each, a byte is a digit
    /// when it came out at most 9 (adding 0x76 leaves its top bit clear). A borrow or carry runs
    /// only toward later bytes, past the first that is no digit, so the count is right. The
    /// digits, moved to the word's top so that zeros lead, are then added up pairwise in three
    /// multiplications: tens, hundreds, ten-thousands.
    @inline(__always)
    private mutating func takeDigits(_ mantissa: inout Int64, _ digits: inout Int) {
        guard let base = bytes.baseAddress else { return }
        while index + 8 <= bytes.count {
            let word =
                UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                &- 0x3030_3030_3030_3030
            let others = (word | (word &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
            let count = others.trailingZeroBitCount / 8
            guard count > 0, digits + count <= 18 else { return }
            var value = word << (8 * (8 - UInt64(count)))
            value = ((value & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
            value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
            value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
            mantissa = mantissa &* Self.powersOfTenIntegers[count] &+ Int64(value)
            digits &+= count
            index &+= count
            if count < 8 { return }
        }
    }

    /// 10^0 to 10^8.
    private static let powersOfTenIntegers: [Int64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
    ]

    /// `mantissa` × 10^`scale`, correctly rounded (to nearest, ties to even), for |scale| ≤ 22:
    /// 10^s is 5^s × 2^s and 5^22 fits in 64 bits, so the product (or the quotient, to 128
    /// bits with a sticky remainder) is exact in integers before the one rounding.
    static func exactly(_ mantissa: UInt64, timesTenToThe scale: Int) -> Double {
        let power = powersOfFive[abs(scale)]
        if scale >= 0 {
            let (high, low) = power.multipliedFullWidth(by: mantissa)
            return rounded(high: high, low: low, isInexact: false, timesTwoToThe: scale)
        }
        // mantissa / 5^k as a 128-bit fixed-point quotient with 64 fraction bits.
        let (quotient, remainder) = mantissa.quotientAndRemainder(dividingBy: power)
        let (fraction, rest) = power.dividingFullWidth((remainder, 0))
        return rounded(high: quotient, low: fraction, isInexact: rest != 0, timesTwoToThe: scale - 64)
    }

    /// (high × 2^64 + low, plus a little more when `isInexact`) × 2^exponent, rounded once to a Double.
    private static func rounded(high: UInt64, low: UInt64, isInexact: Bool, timesTwoToThe exponent: Int) -> Double {
        // The top 64 significant bits, whether any below them are set, and their scale.
        var top: UInt64
        var sticky = isInexact
        var shift: Int
        if high != 0 {
            let zeros = high.leadingZeroBitCount
            top = zeros == 0 ? high : high << zeros | low >> (64 - zeros)
            sticky = sticky || low << zeros != 0
            shift = 64 - zeros
        } else {
            let zeros = low.leadingZeroBitCount
            top = low << zeros
            shift = -zeros
        }
        // Round the 64 bits to 53: the 11 below decide, with the sticky bit breaking ties.
        var significand = top >> 11
        let dropped = top & 0x7FF
        if dropped > 0x400 || (dropped == 0x400 && (sticky || significand & 1 == 1)) { significand += 1 }
        shift += 11
        return Double(sign: .plus, exponent: exponent + shift, significand: Double(significand))
    }

    /// 5^0 to 5^22, each within 64 bits.
    private static let powersOfFive: [UInt64] = (0...22).map { power in
        (0..<power).reduce(UInt64(1)) { value, _ in value * 5 }
    }

    /// 10^0 to 10^22, each exact in a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    // MARK: Strings

    private mutating func parseString() throws(ChartReadError) -> String {
        let start = index
        index += 1
        var segmentStart = index
        var scratch: [UInt8] = []
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let tail = bytes[segmentStart..<index]
                index += 1
                if !hasEscapes { return String(decoding: tail, as: UTF8.self) }
                scratch.append(contentsOf: tail)
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("a string must not contain a raw control character (U+\(hex4(UInt16(byte)))); escape it")
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                scratch.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(into: &scratch)
                segmentStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string", at: start)
    }

    private mutating func parseEscape(into scratch: inout [UInt8]) throws(ChartReadError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: escapeStart) }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try parseHex4(escapeStart))
            if (0xD800...0xDBFF).contains(scalar) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(
                        "a high surrogate \\u\(hex4(UInt16(scalar))) must be followed by a low surrogate",
                        at: escapeStart)
                }
                index += 2
                let low = UInt32(try parseHex4(escapeStart))
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(
                        "a high surrogate \\u\(hex4(UInt16(scalar))) must be followed by a low surrogate",
                        at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("a lone low surrogate \\u\(hex4(UInt16(scalar))) is not a character", at: escapeStart)
            }
            scratch.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            throw error("invalid escape '\\\(String(decoding: [code], as: UTF8.self))' in a string", at: escapeStart)
        }
    }

    private mutating func parseHex4(_ escapeStart: Int) throws(ChartReadError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u", at: escapeStart) }
        var value: UInt16 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case 48...57: digit = byte - 48
            case 65...70: digit = byte - 55
            case 97...102: digit = byte - 87
            default: throw error("expected four hex digits after \\u", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    private func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Positions and messages

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// What stands at the current position, for messages: `'x'`, `'NaN'`, "a string", or
    /// "the end of the input".
    private func describeHere() -> String {
        guard index < bytes.count else { return "the end of the input" }
        if bytes[index] == UInt8(ascii: "\"") { return "a string" }
        var end = index
        while end < bytes.count, end - index < 12,
            bytes[end] > 0x20, !"{}[],:\"".utf8.contains(bytes[end]) || end == index
        {
            end += 1
        }
        let word = String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
        return "'\(word)'"
    }

    private func error(_ message: String, at offset: Int? = nil) -> ChartReadError {
        let (line, column) = TextPosition.lineAndColumn(of: offset ?? index, in: bytes)
        return ChartReadError(.lineColumn(line: line, column: column), message)
    }
}
