import Languages

/// The words and number conventions a description is spoken in, chosen once from a chart's
/// locale (see `LanguageChoice`): the language pack that speaks it, and its separators.
///
/// The choice is deterministic and never depends on the machine's settings.
package struct Language: Sendable, Hashable {
    /// The choice the locale made: the pack, whether English stands in, the separators.
    package let choice: LanguageChoice

    /// The locale identifier this language was made from, such as `de_DE`.
    package var identifier: String { choice.identifier }
    /// The language of the sentences.
    package var words: Languages.Language { choice.language }
    /// The decimal separator, "." or ",".
    package var decimalSeparator: String { choice.decimalSeparator }
    /// The separator between groups of three digits.
    package var groupingSeparator: String { choice.groupingSeparator }

    /// The language for a POSIX or BCP 47 locale identifier such as `en_US`, `de-DE` or `fr`.
    package init(locale identifier: String) {
        choice = LanguageChoice(locale: identifier)
    }

    /// The words of the language.
    package var phrasebook: Phrasebook { Phrasebook(words) }

    /// Joins items as a spoken list: "a, b and c" / "a, b und c".
    package func list(_ items: [String]) -> String {
        phrasebook.list(items)
    }

    /// A count with its noun: "1 point", "30 points".
    package func count(_ value: Int, _ noun: Noun) -> String {
        phrasebook.counted(integer(value), noun, isOne: words.pack.plural(value) == "one")
    }

    /// Whether a number as written ("1", "0,5") takes the singular in this language; a number
    /// with words ("1.2 million") takes the plural.
    package func isSingular(_ number: String) -> Bool {
        // This runs for every value said with a unit: the separators are dropped and swapped byte by byte.
        let grouping = Array(groupingSeparator.utf8)
        let decimal = Array(decimalSeparator.utf8)
        let bytes = Array(number.utf8)
        var plain: [UInt8] = []
        plain.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            if Self.hasPrefix(grouping, in: bytes, at: start) {
                start += grouping.count
            } else if Self.hasPrefix(decimal, in: bytes, at: start) {
                plain.append(UInt8(ascii: "."))
                start += decimal.count
            } else {
                plain.append(bytes[start])
                start += 1
            }
        }
        guard let value = Double(String(decoding: plain, as: UTF8.self)) else { return false }
        return words.pack.plural(number: value) == "one"
    }

    /// Whether `bytes` holds the non-empty `prefix` at `start`.
    private static func hasPrefix(_ prefix: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        guard !prefix.isEmpty, start + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[start + offset] != prefix[offset] { return false }
        return true
    }

    /// A whole number with grouping separators.
    package func integer(_ value: Int) -> String {
        NumberWording.grouped(String(value.magnitude), separator: groupingSeparator)
            .withSign(value < 0, self)
    }

    /// A number with up to two decimals, in the language's separators: "1.5", "1,5".
    package func number(_ value: Double) -> String {
        NumberWording.text(value, fractionDigits: 2, language: self)
    }

    /// The word for a negative sign.
    var minus: String { phrasebook.minus }

    /// The names of the months, January first.
    package var monthNames: [String] { phrasebook.monthNames }
}

extension String {
    /// The text with "minus " in front when `isNegative`.
    func withSign(_ isNegative: Bool, _ language: Language) -> String {
        isNegative ? language.minus + " " + self : self
    }
}
