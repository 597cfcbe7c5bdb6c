/// Writes JSON text: two-space indentation, with arrays and objects of plain values kept on one
/// line (so each data point is one line), numbers in their shortest exact spelling.
package enum JSONWriter {
    /// The text of `value`, ending with a newline.
    ///
    /// - Complexity: O(n) in the size of the document.
    package static func text(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, indent: 0, into: &output)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of `value` as it appears inside a document at nesting depth `indent`, without a
    /// final newline: for writers that lay out the outer levels themselves, piece by piece.
    package static func text(_ value: JSONValue, indent: Int) -> String {
        var output: [UInt8] = []
        write(value, indent: indent, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func isFlat(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements): elements.allSatisfy(isScalar)
        case .numbers, .strings: true
        case .points: false
        case .object(let object): object.values.allSatisfy(isScalar)
        default: true
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .numbers, .strings, .points, .object: false
        default: true
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        // JSON has no spelling for infinity or nan: such a number is written as null.
        case .number(let number): output.append(contentsOf: (number.isFinite ? PlainNumber.text(number) : "null").utf8)
        case .string(let text): writeString(text, into: &output)
        case .numbers, .strings, .points: write(.array(value.arrayElements ?? []), indent: indent, into: &output)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            let flat = isFlat(value)
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if flat {
                    if position > 0 { output.append(0x20) }
                } else {
                    newline(indent + 1, into: &output)
                }
                write(element, indent: indent + 1, into: &output)
            }
            if !flat { newline(indent, into: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.keys.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            let flat = isFlat(value)
            output.append(UInt8(ascii: "{"))
            for (position, key) in object.keys.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if flat { output.append(0x20) } else { newline(indent + 1, into: &output) }
                writeString(key, into: &output)
                output.append(contentsOf: ": ".utf8)
                write(object.values[position], indent: indent + 1, into: &output)
            }
            if flat { output.append(0x20) } else { newline(indent, into: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: indent * 2))
    }

    /// A JSON string: quotes and backslashes escaped, and every control character (C0, DEL
    /// and C1) and line or paragraph separator written as `\uXXXX`, so no raw control character
    /// reaches a reader.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in writeEscaped(bytes, into: &output) }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var index = 0
        func escape(_ scalar: UInt32) {
            let digits = String(scalar, radix: 16, uppercase: true)
            output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F: escape(UInt32(byte))
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                // C1 control characters, U+0080 to U+009F.
                escape(UInt32(bytes[index + 1]))
                index += 1
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 and U+2029, which end a line in JavaScript.
                escape(0x2000 + UInt32(bytes[index + 2]) - 0x80)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
    }
}
