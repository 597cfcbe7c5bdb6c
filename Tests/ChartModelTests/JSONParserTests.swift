import TestSupport
import Testing

@testable import ChartModel

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(ChartReadError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anObjectOfManyMembersIsReadWhole() throws {
        // Half a million members: looking each new key up among the earlier ones took
        // quadratic time (2 million took over ten minutes); a dictionary makes it linear.
        let members = (0..<500_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        guard case .object(let object) = try parse("{" + members + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys.count == 500_000)
        #expect(object["k0"] == .number(0) && object["k499999"] == .number(499_999) && object["k500000"] == nil)
        // A repeated member is still found, however late it comes.
        #expect(failure("{" + members + ", \"k123456\": 1}")?.hasSuffix("duplicate member name \"k123456\"") == true)
        // Members keep their order, and an object can still lose and regain members.
        var copy = object
        copy["k1"] = nil
        copy["k1"] = .number(7)
        #expect(
            copy.keys.first == "k0" && copy.keys.last == "k1" && copy["k1"] == .number(7) && copy["k2"] == .number(2))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#"{"a": [1, -2.5, 3e2, true, false, null, "x\"\\\/\n\u00e9\ud83d\ude00"], "b": {}}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["a", "b"])
        #expect(
            object["a"]
                == .array([
                    .number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null,
                    .string("x\"\\/\né😀"),
                ]))
        #expect(object["b"] == .object(JSONObject()))
    }

    @Test func keepsIntegersAndDecimalsExact() throws {
        #expect(try parse("123456789012345") == .number(123_456_789_012_345))
        #expect(try parse("-0.1") == .number(-0.1))
        #expect(try parse("1767225600") == .number(1_767_225_600))
        #expect(try parse("12345678901234567890") == .number(1.2345678901234567e19))
    }

    /// Up to 18 digits times a power of ten up to 10^±22 are converted in integers and rounded
    /// once: the same double as the C library's conversion, also halfway between two.
    @Test func longMantissasRoundExactlyAsTheFullConversion() throws {
        var generator = SeededGenerator(seed: 7)
        var cases: [(UInt64, Int)] = (0..<20_000).map { _ in
            (
                UInt64.random(in: 1 << 53...999_999_999_999_999_999, using: &generator),
                Int.random(in: -22...22, using: &generator)
            )
        }
        // Odd mantissas just above 2^54 lie halfway between two doubles before scaling.
        cases += (0..<200).flatMap { step in [-22, -1, 0, 1, 22].map { ((1 << 54) + UInt64(step) * 2 + 1, $0) } }
        for (mantissa, scale) in cases {
            let text = "\(mantissa)e\(scale)"
            #expect(try JSONParser.parse(Array(text.utf8)) == .number(Double(text)!), "\(text)")
            #expect(JSONParser.exactly(mantissa, timesTenToThe: scale) == Double(text)!, "\(text)")
        }
    }

    @Test func acceptsAByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test(arguments: [
        ("", "line 1, column 1: expected a JSON value, found the end of the input"),
        ("   \n  ", "line 2, column 3: expected a JSON value, found the end of the input"),
        ("{\"a\": 1,}", "line 1, column 9: expected a member after ',', found '}' (trailing comma)"),
        ("[1, 2,]", "line 1, column 7: expected a value after ',', found ']' (trailing comma)"),
        ("{\"y\": NaN}", "line 1, column 7: 'NaN' is not valid JSON; write a number, or null for a missing value"),
        ("[Infinity]", "line 1, column 2: 'Infinity' is not valid JSON; write a number, or null for a missing value"),
        ("{\"a\": \"abc", "line 1, column 7: unterminated string"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the member name \"a\", found '1'"),
        ("{\"a\": 1 \"b\": 2}", "line 1, column 9: expected ',' or '}' after an object member, found a string"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate member name \"a\""),
        ("[01]", "line 1, column 2: a number must not start with 0 followed by digits"),
        ("[1.]", "line 1, column 4: expected a digit after the decimal point, found ']'"),
        ("[1e999]", "line 1, column 2: the number 1e999 is too large"),
        ("[tru]", "line 1, column 2: expected a value, found 'tru'"),
        ("{\"a\": 1} x", "line 1, column 10: expected the end of the input after the JSON value, found 'x'"),
        ("[\"a\u{01}\"]", "line 1, column 4: a string must not contain a raw control character (U+0001); escape it"),
        ("[\"\\x\"]", "line 1, column 3: invalid escape '\\x' in a string"),
        ("[\"\\ud800\"]", "line 1, column 3: a high surrogate \\uD800 must be followed by a low surrogate"),
        ("{\n  \"é\": [1,\n  2 3]}", "line 3, column 5: expected ',' or ']' after an array element, found '3'"),
        ("{// comment\n}", "line 1, column 2: expected a member name in double quotes, found '//'"),
    ])
    func refusesMalformedJSONNamingLineAndColumn(input: String, message: String) {
        #expect(failure(input) == message)
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: ChartReadError(.lineColumn(line: 2, column: 3), "invalid UTF-8 (byte 0xFF)")) {
            try JSONParser.parse(Array("{\n\"a".utf8) + [0xFF] + Array("\": 1}".utf8))
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep =
            String(repeating: "[", count: JSONParser.maximumDepth + 1)
            + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(failure(deep) == "line 1, column \(JSONParser.maximumDepth + 1): nesting deeper than 512 levels")
        let limit =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(failure(limit) == nil)
    }

    @Test func arraysOfNumbersAreKeptAsNumbersAndEqualTheirValues() throws {
        // Numbers and nulls are kept eight bytes each; they equal, hash and write as values.
        let column = try parse("[1, -2.5, null, 3e2]")
        guard case .numbers(let numbers) = column else {
            Issue.record("\(column) is not a number column")
            return
        }
        #expect(numbers.count == 4 && numbers[2].isNaN && numbers[3] == 300)
        let values = JSONValue.array([.number(1), .number(-2.5), .null, .number(300)])
        #expect(column == values && values == column && column.arrayElements == values.arrayElements)
        #expect(Set([column, values]).count == 1)
        #expect(JSONWriter.text(column) == "[1, -2.5, null, 300]\n")
        #expect(column != .array([.number(1), .number(-2.5), .number(0), .number(300)]))
        // Something else after numbers turns the array into values, in order.
        #expect(
            try parse("[1, null, \"a\", 2, [3]]")
                == .array([.number(1), .null, .string("a"), .number(2), .array([.number(3)])]))
        #expect(try parse("[\"a\", 1]") == .array([.string("a"), .number(1)]))
        #expect(try parse("[]") == .array([]))
        // Mistakes among numbers are found where they are.
        #expect(failure("[1, 2,\n 3, -x]") == "line 2, column 6: expected a digit in a number, found 'x'")
        #expect(failure("[1, nul]") == "line 1, column 5: expected a value, found 'nul'")
        #expect(failure("[1 2]") == "line 1, column 4: expected ',' or ']' after an array element, found '2'")
    }

    @Test func aLongColumnIsReadWhole() throws {
        // Longer than the first guess of its length, and far shorter, alike.
        for count in [1, 63, 64, 65, 10_000] {
            let numbers = (0..<count).map { Double($0) / 8 - 7 }
            let text =
                "{\"x\": [" + numbers.map { PlainNumber.text($0) }.joined(separator: ",") + "], \"pad\": \""
                + String(repeating: "p", count: 50_000) + "\"}"
            guard case .object(let object) = try parse(text), case .numbers(let parsed) = object["x"] else {
                Issue.record("no number column")
                return
            }
            #expect(parsed == numbers)
        }
    }

    @Test func invalidUTF8IsFoundAfterAnyRunOfPlainText() {
        // The plain-text run is skipped sixteen bytes at a time: a bad byte at or near each
        // boundary is still found where it is.
        for offset in [0, 1, 15, 16, 17, 31, 32, 33, 100] {
            var bytes = Array(String(repeating: "a", count: offset + 40).utf8)
            bytes[offset] = 0xC0
            #expect(bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) == offset)
            bytes[offset] = 0xC3
            bytes[offset + 1] = 0xA9
            #expect(bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) == nil, "é is valid")
        }
    }

    @Test func writerRoundTripsEveryValue() throws {
        let text = #"{"a": [1, -2.5, 1e-07, 1e+300, true, null, "q\"\\\n\t\u0001é"], "b": {"c": []}, "d": {}}"#
        let value = try parse(text)
        #expect(try parse(JSONWriter.text(value)) == value)
        #expect(JSONWriter.text(.array([.number(5), .number(0.1), .number(-3)])) == "[5, 0.1, -3]\n")
    }
}

/// The fast number path agrees with the full conversion, bit for bit.
@Suite struct JSONNumberTests {
    @Test func fastAndFullConversionsAgree() throws {
        var generator = SeededGenerator(seed: 7)
        var texts = [
            "0", "-0", "1", "-1", "0.1", "12.50", "0.000123", "123456789012345", "1234567890123456",
            "12345678901234567890",
            "1e22", "1e23", "1.5e-22", "9007199254740993", "0.30000000000000004", "2.2250738585072014e-308", "4.9e-324",
            "1.7976931348623157e308",
        ]
        for _ in 0..<2000 {
            let mantissa = Int.random(in: 0..<1_000_000_000_000, using: &generator)
            let exponent = Int.random(in: -30...30, using: &generator)
            texts.append("\(Bool.random(using: &generator) ? "-" : "")\(mantissa)e\(exponent)")
            texts.append("\(mantissa / 1000).\(String(mantissa % 1000))")
        }
        // Every length of whole part and fraction, across the eight-digit steps.
        for whole in 0...20 {
            for fraction in [0, 1, 7, 8, 9, 16, 17, 19] {
                let digits = (0..<(whole + fraction)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
                    .joined()
                let integer =
                    whole == 0
                    ? "0"
                    : (digits.prefix(whole).first == "0"
                        ? "1" + digits.prefix(whole).dropFirst() : String(digits.prefix(whole)))
                texts.append(integer + (fraction > 0 ? "." + digits.suffix(fraction) : ""))
                texts.append("-" + integer + ".000" + digits.suffix(fraction) + "e-3")
            }
        }
        for text in texts {
            // Room after each number, so its digits are read eight at a time too.
            let parsed = try JSONParser.parse(Array("[\(text)\(String(repeating: " ", count: 8))]".utf8))
            guard let values = parsed.arrayElements, case .number(let value) = values[0] else {
                Issue.record("\(text) did not parse")
                continue
            }
            let expected = Double(text)!
            #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) != \(expected)")
        }
    }
}
