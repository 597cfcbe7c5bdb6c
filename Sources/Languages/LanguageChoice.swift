/// The language a locale identifier asks for, chosen once: the pack that speaks it (English when
/// none does, which is said), the number conventions of its region, and its writing direction.
///
/// This is the one place that reads locale identifiers; everything else takes the choice.
package struct LanguageChoice: Sendable, Hashable {
    /// The locale identifier as given, such as `de_DE`, `fr-CA` or `ar`.
    package let identifier: String
    /// The pack that speaks it.
    package let language: Language
    /// Whether the identifier asked for a language without a pack, so English stands in.
    package let isFallback: Bool
    /// The decimal separator, "." or ",".
    package let decimalSeparator: String
    /// The separator between groups of three digits.
    package let groupingSeparator: String
    /// Whether the language asked for is written right to left.
    package let isRightToLeft: Bool

    /// The language code asked for, lowercased: "de" for `de_DE`.
    package let code: String

    /// The choice for a POSIX or BCP 47 locale identifier such as `en_US`, `de-DE` or `fr`.
    package init(locale identifier: String) {
        self.identifier = identifier
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
        let code = parts.first.map { $0.lowercased() } ?? "en"
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        self.code = code
        let known = Language(rawValue: code)
        language = known ?? .english
        isFallback = known == nil
        isRightToLeft = Self.rightToLeft.contains(code)
        // Numbers are written as the language spoken writes them, in its region's way.
        switch known?.rawValue ?? "en" {
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

    /// The BCP 47 tag of the language actually spoken: `de-DE` for `de_DE`, `en` when English
    /// stands in for a language without a pack.
    package var spokenTag: String {
        guard !isFallback else { return Language.english.rawValue }
        let tag = identifier.split(separator: ".").first ?? Substring(identifier)
        return tag.split(separator: "_").joined(separator: "-")
    }

    /// Languages written right to left, by code.
    static let rightToLeft: Set<String> = ["ar", "arc", "dv", "fa", "ha", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]
}
