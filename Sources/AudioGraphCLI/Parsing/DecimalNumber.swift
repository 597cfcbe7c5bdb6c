/// Numbers as the command line takes them: plain decimal notation only (`12`, `-0.5`, `.25`,
/// `1e3`), never the hexadecimal, `nan` or `inf` spellings the standard library also reads.
enum DecimalNumber {
    /// The value of `text`, or `nil` when it is not a finite decimal number.
    static func parse(_ text: String) -> Double? {
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes[bytes.startIndex..<bytes.startIndex]
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
