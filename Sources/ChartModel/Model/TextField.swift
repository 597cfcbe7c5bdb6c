/// The text fields of a chart (titles, names, labels, categories, units, summaries) are single
/// lines of printable text, as chart-json.md says, so that nothing from a chart can move a
/// terminal's cursor, retitle its window, break a one-line announcement in two, or start a new
/// element of a markup format.
package enum TextField {
    /// The most characters a text field holds; longer is refused with its path.
    package static let maximumLength = 1_000

    /// `text` as one line of printable text: tabs and line breaks (line feed, carriage return,
    /// vertical tab, form feed, next line, and the line and paragraph separators) become a space,
    /// other control characters (C0, DEL, C1) are removed, the bidirectional embeddings and
    /// overrides (U+202A to U+202E) are removed, and the bidirectional isolates (U+2066 to
    /// U+2069) are balanced, so that none reaches past the field.
    ///
    /// - Complexity: O(n); text that is printable ASCII is returned as it is after one look.
    package static func cleaned(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = String.UnicodeScalarView()
        var openIsolates = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r":
                continue
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E:
                continue
            case 0x2066...0x2068:
                openIsolates += 1
                result.append(scalar)
            case 0x2069:
                guard openIsolates > 0 else { continue }
                openIsolates -= 1
                result.append(scalar)
            default:
                result.append(scalar)
            }
        }
        for _ in 0..<openIsolates { result.append("\u{2069}") }
        return String(result)
    }

    /// `text` cleaned, without the spaces around it: a column's name as a header row means it
    /// (`date, steps` names `steps`).
    package static func name(_ text: String) -> String {
        let cleaned = cleaned(text)
        guard cleaned.utf8.first == 0x20 || cleaned.utf8.last == 0x20 else { return cleaned }
        return String(cleaned.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// Whether `text` is longer than a text field may be.
    package static func isTooLong(_ text: String) -> Bool {
        text.utf8.count > maximumLength && text.count > maximumLength
    }
}
