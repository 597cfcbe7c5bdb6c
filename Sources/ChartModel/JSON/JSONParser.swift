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

    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ChartReadError) -> JSONValue {
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

    /// An array, read as the compact form its first element suggests while every element fits it:
    /// numbers and nulls as `numbers` (eight bytes an element), strings as `strings` (each distinct
    /// one made once), points as `points` (two columns).
    ///
    /// At the first element that does not fit, the elements so far become values and the rest is
    /// read as values from that element on, so every error is the one reading values gives.
    private mutating func parseArray() throws(ChartReadError) -> JSONValue {
        try enter()
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array([])
        }
        var elements: [JSONValue]
        switch index < bytes.count ? bytes[index] : 0 {
        case UInt8(ascii: "\""):
            var strings = StringColumn()
            if let array = try readCompact(into: &strings) { return array }
            elements = strings.elements
        case UInt8(ascii: "{"):
            var points = PointColumns()
            if let array = try readCompact(into: &points) { return array }
            elements = points.elements
        default:
            var numbers = NumberColumn()
            if let array = try readCompact(into: &numbers) { return array }
            elements = numbers.elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            if try endOfElement() {
                depth -= 1
                return .array(elements)
            }
        }
    }

    /// Reads the array's elements into `column` while they fit its form: the whole array, once
    /// its `]` is read, or nil at the first element that does not fit, positioned at its start.
    private mutating func readCompact<Column: CompactColumn>(into column: inout Column) throws(ChartReadError)
        -> JSONValue?
    {
        let start = index
        while true {
            skipWhitespace()
            let elementStart = index
            guard try column.read(&self) else {
                index = elementStart
                return nil
            }
            if column.count == 64 { column.reserve(estimatedCount(from: start, elements: 64)) }
            if try endOfElement() {
                depth -= 1
                return column.value
            }
        }
    }

    /// After an element: true at the array's end (its `]` read), false after a `,` with another
    /// element to come; errors for a trailing comma and for anything else.
    @inline(__always)
    private mutating func endOfElement() throws(ChartReadError) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { throw error("expected a value after ',', found ']' (trailing comma)") }
            return false
        }
        if peek(UInt8(ascii: "]")) {
            index += 1
            return true
        }
        throw error("expected ',' or ']' after an array element, found \(describeHere())")
    }

    /// The number or null here (null as NaN), or nil, reading nothing, for any other value.
    fileprivate mutating func parseNumberOrNull() throws(ChartReadError) -> Double? {
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

    /// How many elements an array begun at `start` may hold, `elements` read so far, if the rest
    /// of the document is spelled like them: a little more than the bytes left over the bytes an
    /// element so far, within the limit on values. (Reserved and not yet written, the room
    /// costs no memory.)
    private func estimatedCount(from start: Int, elements: Int) -> Int {
        let bytesEach = max(2, (index - start) / elements)
        return min((bytes.count - index) / bytesEach + 2 * elements, ChartLimits.jsonValues - valueCount + elements)
    }

    // MARK: Compact forms

    /// Whether `values` more values may be read within the limit (else the values' reading
    /// says so, at the same place).
    fileprivate func hasRoom(forValues values: Int) -> Bool { valueCount + values <= ChartLimits.jsonValues }

    /// Counts `values` values read without `countValue`, `hasRoom` having said they fit.
    fileprivate mutating func counted(_ values: Int) { valueCount += values }

    /// Whether an object may open here within the nesting limit.
    fileprivate var mayNest: Bool { depth < Self.maximumDepth }

    /// Reads `byte` after any whitespace; false, reading on, when something else is there.
    @inline(__always)
    fileprivate mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads a member name of one ASCII letter, `"x"`, after any whitespace, and the colon after it.
    @inline(__always)
    fileprivate mutating func takeName(_ letter: UInt8) -> Bool {
        skipWhitespace()
        guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == letter,
            bytes[index + 2] == UInt8(ascii: "\"")
        else { return false }
        index += 3
        return take(UInt8(ascii: ":"))
    }

    /// Reads `null` here.
    @inline(__always)
    fileprivate mutating func takeNull() -> Bool {
        guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// Reads a string without escapes here into `strings`: its number there, or nil for any
    /// other string (or value).
    @inline(__always)
    fileprivate mutating func takePlainString(into strings: inout StringInterner) -> UInt32? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let end = plainStringEnd(from: index + 1)
        else { return nil }
        let number = strings.number(of: UnsafeBufferPointer(rebasing: bytes[index + 1..<end]))
        index = end + 1
        return number
    }

    /// Reads a number here: its value, or nil (read as far as it went) for anything that is
    /// not a number `parseNumber` would return.
    @inline(__always)
    fileprivate mutating func takeNumber() -> Double? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || isDigit(bytes[index]) else { return nil }
        return scanNumber()
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
        if let value = scanNumber() { return value }
        index = start
        throw numberError()
    }

    /// Reads a number in JSON's grammar, its digits gathered as they are read (eight at a time
    /// where they can be), converted correctly rounded by `DecimalConversion`: its value, or
    /// nil for a malformed number or one beyond `Double`'s range (`numberError` then says which).
    @inline(__always)
    private mutating func scanNumber() -> Double? {
        guard let base = bytes.baseAddress else { return nil }
        let start = index
        let end = bytes.count
        var at = index
        let isNegative = base[at] == UInt8(ascii: "-")
        if isNegative { at &+= 1 }
        guard at < end else { return nil }
        var digits = DecimalConversion.Digits()
        if base[at] == UInt8(ascii: "0") {
            at &+= 1
            if at < end, isDigit(base[at]) { return nil }
        } else if isDigit(base[at]) {
            DecimalConversion.takeDigits(base, at: &at, end: end, into: &digits, isFraction: false)
        } else {
            return nil
        }
        if at < end, base[at] == UInt8(ascii: ".") {
            at &+= 1
            guard at < end, isDigit(base[at]) else { return nil }
            // Zeros leading the whole number are no digits of it.
            if digits.w == 0 {
                while at < end, base[at] == UInt8(ascii: "0") {
                    digits.addFraction(0)
                    at &+= 1
                }
            }
            DecimalConversion.takeDigits(base, at: &at, end: end, into: &digits, isFraction: true)
        }
        var exponent = 0
        if at < end, base[at] | 0x20 == UInt8(ascii: "e") {
            at &+= 1
            var isExponentNegative = false
            if at < end, base[at] == UInt8(ascii: "+") || base[at] == UInt8(ascii: "-") {
                isExponentNegative = base[at] == UInt8(ascii: "-")
                at &+= 1
            }
            guard at < end, isDigit(base[at]) else { return nil }
            while at < end, isDigit(base[at]) {
                if exponent < 100_000 { exponent = exponent &* 10 &+ Int(base[at] &- 48) }
                at &+= 1
            }
            if isExponentNegative { exponent = -exponent }
        }
        index = at
        let value =
            DecimalConversion.value(digits, exponent: exponent, isNegative: isNegative)
            ?? Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// Why the number here is not read: the first place it leaves JSON's grammar, or that it is
    /// too large.
    private mutating func numberError() -> ChartReadError {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            return error("expected a digit in a number, found \(describeHere())")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            return error("a number must not start with 0 followed by digits", at: start)
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                return error("expected a digit after the decimal point, found \(describeHere())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                return error("expected a digit in the exponent, found \(describeHere())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = bytes[start..<index]
        return error("the number \(String(decoding: text.prefix(40), as: UTF8.self)) is too large", at: start)
    }

    /// `mantissa` × 10^`scale`, correctly rounded (to nearest, ties to even).
    static func exactly(_ mantissa: UInt64, timesTenToThe scale: Int) -> Double {
        DecimalConversion.exactly(mantissa, timesTenToThe: scale)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

    // MARK: Strings

    private mutating func parseString() throws(ChartReadError) -> String {
        let start = index
        if let end = plainStringEnd(from: index + 1) {
            index = end + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start + 1..<end]), as: UTF8.self)
        }
        index += 1
        var segmentStart = index
        var scratch: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scratch.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("a string must not contain a raw control character (U+\(hex4(UInt16(byte)))); escape it")
            }
            if byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(into: &scratch)
                segmentStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string", at: start)
    }

    /// Where the string whose characters begin at `start` ends (its closing quote), when it has no
    /// escape and no control character; else nil.
    ///
    /// Eight bytes at a time: a byte is a quote, a backslash or a control character when its word,
    /// compared by subtraction, borrows there, and the first such byte is where the first borrow
    /// shows.
    @inline(__always)
    private func plainStringEnd(from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var at = start
        while at &+ 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let quotes = word ^ 0x2222_2222_2222_2222
            let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
            let found =
                ((quotes &- 0x0101_0101_0101_0101) & ~quotes | (backslashes &- 0x0101_0101_0101_0101) & ~backslashes
                    | (word &- 0x2020_2020_2020_2020) & ~word) & 0x8080_8080_8080_8080
            if found == 0 {
                at &+= 8
                continue
            }
            at &+= found.trailingZeroBitCount >> 3
            return base[at] == UInt8(ascii: "\"") ? at : nil
        }
        while at < end {
            let byte = base[at]
            if byte == UInt8(ascii: "\"") { return at }
            if byte < 0x20 || byte == UInt8(ascii: "\\") { return nil }
            at &+= 1
        }
        return nil
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
            // Surrogates were refused or joined above, so every scalar left is a character.
            scratch.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
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

    fileprivate func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// Skips spaces, tabs and line ends; runs of spaces (indentation) eight at a time.
    @inline(__always)
    fileprivate mutating func skipWhitespace() {
        guard let base = bytes.baseAddress else { return }
        let end = bytes.count
        while index < end {
            switch base[index] {
            case 0x20:
                if index &+ 8 <= end {
                    let others = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                    // The first byte that is no space is the lowest not zero.
                    index &+= others == 0 ? 8 : others.trailingZeroBitCount >> 3
                } else {
                    index &+= 1
                }
            case 0x0A, 0x0D, 0x09: index &+= 1
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

/// An array read in a compact form (`JSONParser.parseArray`).
private protocol CompactColumn {
    /// The elements read.
    var count: Int { get }
    /// The array, as a value.
    var value: JSONValue { get }
    /// The elements read, as values.
    var elements: [JSONValue] { get }
    /// Makes room for `count` elements in all.
    mutating func reserve(_ count: Int)
    /// Reads the element here when it fits the form: true; false, having read some way or
    /// none, when it does not. Errors only as reading it as a value would give them here.
    mutating func read(_ parser: inout JSONParser) throws(ChartReadError) -> Bool
}

/// Numbers and nulls, each null as NaN.
private struct NumberColumn: CompactColumn {
    var values: [Double] = []
    var count: Int { values.count }
    var value: JSONValue { .numbers(values) }
    var elements: [JSONValue] { values.map(JSONValue.element) }
    mutating func reserve(_ count: Int) { values.reserveCapacity(count) }

    mutating func read(_ parser: inout JSONParser) throws(ChartReadError) -> Bool {
        guard let number = try parser.parseNumberOrNull() else { return false }
        values.append(number)
        return true
    }
}

/// Strings without escapes, each distinct one made once.
private struct StringColumn: CompactColumn {
    var strings = StringInterner()
    var positions: [UInt32] = []
    var count: Int { positions.count }
    var value: JSONValue { .strings(JSONStrings(distinct: strings.strings, positions: positions)) }
    var elements: [JSONValue] { positions.map { .string(strings.strings[Int($0)]) } }
    mutating func reserve(_ count: Int) { positions.reserveCapacity(count) }

    mutating func read(_ parser: inout JSONParser) throws(ChartReadError) -> Bool {
        guard parser.hasRoom(forValues: 1), let position = parser.takePlainString(into: &strings) else { return false }
        parser.counted(1)
        positions.append(position)
        return true
    }
}

/// Points `{"x": number or plain string, "y": number or null}`, every x of one kind.
private struct PointColumns: CompactColumn {
    var xNumbers: [Double] = []
    var xStrings = StringColumn()
    var y: [Double] = []
    /// Whether the x values are strings, once the first point has said.
    var hasStrings: Bool?
    var count: Int { y.count }

    var value: JSONValue {
        let x: JSONPoints.XValues =
            hasStrings == true
            ? .strings(JSONStrings(distinct: xStrings.strings.strings, positions: xStrings.positions))
            : .numbers(xNumbers)
        return .points(JSONPoints(x: x, y: y))
    }

    var elements: [JSONValue] {
        guard case .points(let points) = value else { return [] }
        return points.y.indices.map(points.element)
    }

    mutating func reserve(_ count: Int) {
        y.reserveCapacity(count)
        if hasStrings == true { xStrings.reserve(count) } else { xNumbers.reserveCapacity(count) }
    }

    mutating func read(_ parser: inout JSONParser) throws(ChartReadError) -> Bool {
        // The object, its x and its y are three values.
        guard parser.mayNest, parser.hasRoom(forValues: 3), parser.take(UInt8(ascii: "{")),
            parser.takeName(UInt8(ascii: "x"))
        else { return false }
        parser.skipWhitespace()
        if hasStrings ?? parser.peek(UInt8(ascii: "\"")) {
            guard let position = parser.takePlainString(into: &xStrings.strings) else { return false }
            xStrings.positions.append(position)
            hasStrings = true
        } else {
            guard let number = parser.takeNumber() else { return false }
            xNumbers.append(number)
            hasStrings = false
        }
        guard parser.take(UInt8(ascii: ",")), parser.takeName(UInt8(ascii: "y")) else { return undo() }
        parser.skipWhitespace()
        if parser.takeNull() {
            y.append(.nan)
        } else if let number = parser.takeNumber() {
            y.append(number)
        } else {
            return undo()
        }
        guard parser.take(UInt8(ascii: "}")) else {
            y.removeLast()
            return undo()
        }
        parser.counted(3)
        return true
    }

    /// Takes back the x of a point that does not fit; false.
    private mutating func undo() -> Bool {
        if hasStrings == true { xStrings.positions.removeLast() } else { xNumbers.removeLast() }
        if count == 0, xStrings.positions.isEmpty, xNumbers.isEmpty { hasStrings = nil }
        return false
    }
}
