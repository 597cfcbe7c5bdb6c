/// Finding where UTF-8 text goes wrong, and where an offset is in lines and columns.
enum UTF8Validation {
    /// The offset of the first byte that does not begin a valid UTF-8 sequence, or `nil`.
    ///
    /// - Complexity: O(n).
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        while index < count {
            // Plain ASCII sixteen bytes at a time, while none has its high bit set.
            while index + 16 <= count {
                let words = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD2<UInt64>.self)
                if (words[0] | words[1]) & 0x8080_8080_8080_8080 != 0 { break }
                index += 16
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let lowest: UInt32
            switch lead {
            case 0xC2...0xDF:
                length = 2
                lowest = 0x80
            case 0xE0...0xEF:
                length = 3
                lowest = 0x800
            case 0xF0...0xF4:
                length = 4
                lowest = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < lowest || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}

/// Lines and columns, counted from 1, with columns in characters (Unicode scalars).
enum TextPosition {
    /// The line and column of byte `offset`.
    static func lineAndColumn<Bytes: RandomAccessCollection<UInt8>>(of offset: Int, in bytes: Bytes) -> (
        line: Int, column: Int
    ) where Bytes.Index == Int {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, !(line == 1 && column == 1 && byte == 0xEF) {  // not a byte order mark
                column += 1
            }
        }
        return (line, column)
    }
}
