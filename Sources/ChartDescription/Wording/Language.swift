/// The words and number conventions a description is spoken in, chosen from a chart's locale.
///
/// Sentences are worded by a `Phrasebook`: German for `de*` locales, English for every other,
/// each locale with its own decimal and grouping separators. The choice is deterministic and
/// never depends on the machine's settings.
package struct Language: Sendable, Hashable {
    /// The languages sentences can be worded in.
    package enum Words: String, Sendable, Hashable {
        case english = "en"
        case german = "de"
    }

    /// The locale identifier this language was made from, such as `de_DE`.
    package let identifier: String
    /// The language of the sentences.
    package let words: Words
    /// The decimal separator, "." or ",".
    package let decimalSeparator: String
    /// The separator between groups of three digits.
    package let groupingSeparator: String

    /// The language for a POSIX or BCP 47 locale identifier such as `en_US`, `de-DE` or `fr`.
    package init(locale identifier: String) {
        self.identifier = identifier
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." })
        let code = parts.first.map { $0.lowercased() } ?? "en"
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        words = code == "de" ? .german : .english
        switch code {
        case "de" where region == "CH" || region == "LI":
            (decimalSeparator, groupingSeparator) = (".", "’")
        case "de", "es", "it", "nl", "pt", "id", "tr", "da", "el":
            (decimalSeparator, groupingSeparator) = (",", ".")
        case "fr", "sv", "nb", "no", "fi", "pl", "ru", "cs", "sk", "uk", "hu":
            (decimalSeparator, groupingSeparator) = (",", "\u{202F}")
        default:
            (decimalSeparator, groupingSeparator) = (".", ",")
        }
    }

    /// The words of the language.
    package var phrasebook: any Phrasebook {
        switch words {
        case .english: EnglishPhrasebook()
        case .german: GermanPhrasebook()
        }
    }

    /// Joins items as a spoken list: "a, b and c" / "a, b und c".
    package func list(_ items: [String]) -> String {
        phrasebook.list(items)
    }

    /// A count with its noun: "1 point", "30 points".
    package func count(_ value: Int, _ noun: Noun) -> String {
        phrasebook.counted(integer(value), noun, isOne: value == 1)
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
