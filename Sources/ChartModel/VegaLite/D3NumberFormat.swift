/// A d3-format specifier (what Vega-Lite's `axis.format` and a field's `format` hold) read for
/// what it says about the values, not how they look.
///
/// Read: a percent type (`%`, `.1%`, `p`) makes a percent axis, its 0.081 said "8.1 percent",
/// with the precision of `%` as its digits; the `$` symbol makes an amount in US dollars (d3's
/// default locale); a fixed precision (`.2f`, `$,.0f`) the digits said; `d` whole numbers; `s`
/// compact amounts ("1.2 million"). Everything else a specifier writes (fill, alignment, sign,
/// width, grouping with `,`, `~`, exponent, hexadecimal) only changes how a label looks and is
/// left out, as is a specifier that is not a d3 number format at all (a time format such as
/// `%Y` on a temporal axis): such formats are read silently, as the axis without them.
struct D3NumberFormat: Equatable {
    /// The type letter, or nil for none (`,` alone).
    var type: Character?
    /// The precision after `.`, if written.
    var precision: Int?
    /// Whether the `$` symbol is written.
    var isCurrency = false

    /// The specifier `text` read, or nil when it is not a d3 number format.
    ///
    /// d3's grammar: `[[fill]align][sign][symbol][0][width][,][.precision][~][type]`.
    init?(_ text: String) {
        var rest = Substring(text)
        let aligns: Set<Character> = ["<", ">", "=", "^"]
        if rest.count >= 2, aligns.contains(rest[rest.index(after: rest.startIndex)]) {
            rest = rest.dropFirst(2)
        } else if let first = rest.first, aligns.contains(first) {
            rest = rest.dropFirst()
        }
        if let first = rest.first, "+-( ".contains(first) { rest = rest.dropFirst() }
        if let first = rest.first, first == "$" || first == "#" {
            isCurrency = first == "$"
            rest = rest.dropFirst()
        }
        rest = rest.drop { $0.isASCII && $0.isNumber }
        if rest.first == "," { rest = rest.dropFirst() }
        if rest.first == "." {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let value = Int(digits) else { return nil }
            precision = value
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.first == "~" { rest = rest.dropFirst() }
        if let letter = rest.first {
            guard rest.count == 1, "eEfgGnoprsxXdbc%".contains(letter) else { return nil }
            type = letter
        }
    }

    /// `format` with what the specifier says of the values: percent, dollars, digits, compact.
    func applied(to format: ValueFormat) -> ValueFormat {
        var format = format
        switch type {
        case "%", "p":
            format.style = .percent
            format.currencyCode = nil
            // `p` rounds to significant digits, not places: its precision says no digits after the point.
            if type == "%", let precision { format.fractionDigits = precision }
            return format
        case "f":
            if let precision { format.fractionDigits = precision }
        case "d":
            format.fractionDigits = 0
        case "s":
            format.isCompact = true
        default:
            break
        }
        if isCurrency {
            format.style = .currency
            format.currencyCode = "USD"
        }
        return format
    }
}
