import TestSupport
import Testing

@testable import ChartModel

/// The reader's own conversion of decimal text (Eisel–Lemire, Clinger, and the fallback beyond
/// 19 digits) against Swift's `Double(String)`, bit for bit: on random numbers of every shape,
/// on the exact halves between neighbouring doubles (where rounding ties to even) and on numbers
/// a hair either side of them, written out to hundreds of digits.
@Suite struct DecimalConversionTests {
    /// Our conversion of `text` in the C grammar, through `DecimalConversion.parse`.
    private func converted(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            DecimalConversion.parse(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count)
        }
    }

    /// Every text's conversion, and the same texts read by the JSON parser as one array, equal
    /// `Double(String)` bit for bit (JSON refuses infinities, so those are left out of it).
    private func expectAgreement(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var failures = 0
        for text in texts {
            let ours = converted(text)
            let swift = Double(text)
            if ours?.bitPattern != swift?.bitPattern {
                failures += 1
                if failures <= 10 {
                    Issue.record("\(text): ours \(String(describing: ours)), Swift's \(String(describing: swift))")
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(texts.count) differ", sourceLocation: sourceLocation)
        let json = texts.filter { Double($0)?.isFinite == true && Self.isJSON($0) }
        guard !json.isEmpty else { return }
        let parsed = try JSONParser.parse(Array(("[" + json.joined(separator: ",") + "]").utf8))
        guard case .numbers(let numbers) = parsed else {
            Issue.record("not read as numbers", sourceLocation: sourceLocation)
            return
        }
        let differing = zip(json, numbers).filter { Double($0.0)!.bitPattern != $0.1.bitPattern }
        #expect(differing.isEmpty, "JSON: \(differing.prefix(5))", sourceLocation: sourceLocation)
    }

    /// Whether `text` is in JSON's stricter grammar (no plus, no bare point, no leading zeros).
    private static func isJSON(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        guard let first = rest.first, first.isNumber else { return false }
        if first == "0", rest.dropFirst().first?.isNumber == true { return false }
        if let point = rest.firstIndex(of: ".") {
            guard rest[rest.index(after: point)...].first?.isNumber == true else { return false }
        }
        return true
    }

    @Test func plainAndEdgeCases() throws {
        try expectAgreement([
            "0", "-0", "+0", "0.0", "-0.0e-999", "0e99999", "00000.0000", "1", "-1", "+1", "1.", ".5", "-.5e1", "0.1",
            "12.50", "0.000123", "123456789012345", "9007199254740992", "9007199254740993", "9007199254740995",
            "18446744073709551615", "18446744073709551616", "12345678901234567890123", "1e22", "1e23", "1.5e-22",
            "0.30000000000000004", "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "1.7976931348623157e308",
            "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e400", "1e-342", "1e-343", "1e308",
            "4.9406564584124654e-324", "2.2250738585072012e-308", "7.2057594037927933e16", "1E5", "1e+5",
            "3.0000000000000000000000000001", "2.9999999999999999999999999999", "0.000000000000000000000000000001",
            "1" + String(repeating: "0", count: 400) + "e-400",
            "0." + String(repeating: "0", count: 400) + "1e400",
        ])
    }

    @Test func refusesWhatTheGrammarDoesNot() {
        for text in ["", "-", "+", ".", "e5", "1e", "1e+", "--1", "1-2", "1.2.3", "1e5.5", " 1", "1 "] {
            #expect(converted(text) == nil, "\(text)")
            #expect(Double(text) == nil, "\(text)")
        }
        // Hexadecimal, infinity and NaN, which Swift reads, are no decimal numbers.
        for text in ["0x10", "inf", "-Infinity", "nan"] {
            #expect(converted(text) == nil, "\(text)")
            #expect(Double(text) != nil, "\(text)")
        }
    }

    /// A million random numbers: 1 to 25 digits, a point anywhere or none, exponents across
    /// Double's range and beyond.
    @Test func randomNumbersAgree() throws {
        var generator = SeededGenerator(seed: 30)
        var texts: [String] = []
        texts.reserveCapacity(100_000)
        for _ in 0..<1_000_000 {
            let count = Int.random(in: 1...25, using: &generator)
            var digits = (0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }
            if digits.count > 1, digits[0] == "0", Bool.random(using: &generator) { digits[0] = "7" }
            var text = Bool.random(using: &generator) ? "-" : ""
            let point = Int.random(in: 0...count, using: &generator)
            text += String(digits[..<point]) + (point < count ? "." : "") + String(digits[point...])
            if text.hasSuffix(".") || text.hasPrefix(".") || text.hasPrefix("-.") { text += "0" }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: break
            case 1: text += "e\(Int.random(in: -30...30, using: &generator))"
            default: text += "e\(Int.random(in: -360...330, using: &generator))"
            }
            texts.append(text)
            if texts.count == 100_000 {
                try expectAgreement(texts)
                texts.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Doubles' own shortest spellings read back as themselves, across every exponent.
    @Test func shortestSpellingsReadBack() throws {
        var generator = SeededGenerator(seed: 31)
        var texts: [String] = []
        for _ in 0..<200_000 {
            let value = Double(bitPattern: UInt64.random(in: 1..<0x7FF0_0000_0000_0000, using: &generator))
            texts.append(value.description)
        }
        try expectAgreement(texts)
    }

    /// The exact halves between neighbouring doubles (ties, which go to the even one), and the
    /// same cut short at 17 to 40 digits (a hair below) or with a digit added (a hair above).
    @Test func halfwayCasesAgree() throws {
        var generator = SeededGenerator(seed: 32)
        var texts: [String] = []
        for round in 0..<30_000 {
            // Every exponent, subnormals among them, and significands near the edges of a binade.
            let exponent = UInt64(round % 2046)
            let significand: UInt64 =
                switch round % 5 {
                case 0: 0
                case 1: (1 << 52) - 1
                case 2: UInt64.random(in: 0..<16, using: &generator)
                default: UInt64.random(in: 0..<(1 << 52), using: &generator)
                }
            let value = Double(bitPattern: exponent << 52 | significand)
            let half = Self.exactHalfAbove(value)
            texts.append(half)
            texts.append(half + (half.contains(".") ? "1" : ".1"))
            let digits = half.filter(\.isNumber).count
            for length in [17, 18, 19, 20, 25, 40] where length < digits {
                texts.append(Self.cut(half, toDigits: length))
            }
        }
        try expectAgreement(texts)
    }

    /// `value`'s exact half-way point to the next double up, in plain decimal.
    private static func exactHalfAbove(_ value: Double) -> String {
        // value = m × 2^e exactly; the half above is (2m + 1) × 2^(e − 1).
        let bits = value.bitPattern
        let field = Int(bits >> 52)
        let m = field == 0 ? bits & (1 << 52 - 1) : bits & (1 << 52 - 1) | 1 << 52
        let e = (field == 0 ? 1 : field) - 1075
        var number = BigNumber(2 * m + 1)
        let power = e - 1
        if power >= 0 {
            for _ in 0..<power { number.multiply(by: 2) }
            return number.decimal
        }
        // (2m + 1) / 2^k is (2m + 1) × 5^k / 10^k.
        for _ in 0..<(-power) { number.multiply(by: 5) }
        var digits = number.decimal
        let places = -power
        if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        return digits
    }

    /// `text` with only its first `count` significant digits (the rest dropped, not rounded).
    private static func cut(_ text: String, toDigits count: Int) -> String {
        var kept = 0
        var result = ""
        var significant = false
        for character in text {
            if character == "." {
                result.append(character)
                continue
            }
            if character != "0" { significant = true }
            if significant { kept += 1 }
            result.append(kept > count ? "0" : character)
        }
        return result
    }

    /// An unsigned integer of any size, for writing exact halves.
    private struct BigNumber {
        /// Base 10^9 limbs, least significant first.
        var limbs: [UInt64]

        init(_ value: UInt64) {
            limbs = []
            var rest = value
            repeat {
                limbs.append(rest % 1_000_000_000)
                rest /= 1_000_000_000
            } while rest > 0
        }

        mutating func multiply(by factor: UInt64) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            while carry > 0 {
                limbs.append(carry % 1_000_000_000)
                carry /= 1_000_000_000
            }
        }

        var decimal: String {
            var text = String(limbs.last ?? 0)
            for limb in limbs.dropLast().reversed() {
                let part = String(limb)
                text += String(repeating: "0", count: 9 - part.count) + part
            }
            return text
        }
    }
}
