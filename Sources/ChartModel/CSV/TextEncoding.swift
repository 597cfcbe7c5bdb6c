/// CSV text as spreadsheets save it when it is not UTF-8, made UTF-8: UTF-16 behind its byte-order mark (Excel's
/// "Unicode Text"), or Windows-1252 (Excel's "CSV" on Windows in Western Europe and the Americas: "Köln" as 0xF6).
public enum TextEncoding: String, Sendable {
    case utf16 = "UTF-16"
    case windows1252 = "Windows-1252"

    /// The text of `bytes` in UTF-8 when they are UTF-16 behind a byte-order mark (little- or big-endian), else nil.
    static func utf16(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard bytes.count >= 2 else { return nil }
        let isLittle: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): isLittle = true
        case (0xFE, 0xFF): isLittle = false
        default: return nil
        }
        // (An odd last byte is half a unit: left out.)
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { (offset: Int) -> UInt16 in
            let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
            return isLittle ? first | second << 8 : first << 8 | second
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// The text of `bytes` in UTF-8 read as Windows-1252, when they are not UTF-8 (see `UTF8Validation`) and are
    /// text in it: no byte Windows-1252 leaves undefined, and no control but tab, line feed and carriage return (a
    /// binary file is none); else nil.
    static func windows1252(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard UTF8Validation.firstInvalidOffset(in: bytes) != nil,
            !bytes.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || undefined.contains($0) })
        else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            let scalar = (0x80...0x9F).contains(byte) ? highControls[Int(byte - 0x80)] : UInt32(byte)
            // Every character of Windows-1252 is below U+10000: one to three bytes.
            if scalar < 0x80 {
                text.append(UInt8(scalar))
            } else if scalar < 0x800 {
                text += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
            } else {
                text += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            }
        }
        return text
    }

    /// The bytes Windows-1252 gives no character.
    private static let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

    /// The characters of bytes 0x80 to 0x9F in Windows-1252, where Latin-1 has controls (the undefined ones kept).
    private static let highControls: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
