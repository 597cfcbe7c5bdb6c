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
        case "es" where Self.spanishWithDecimalPoint.contains(region):
            (decimalSeparator, groupingSeparator) = (".", ",")
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
        isFallback ? Language.english.rawValue : tag
    }

    /// The BCP 47 tag of the locale as given, for text the chart's author wrote in it:
    /// `de-DE` for `de_DE`.
    package var tag: String {
        let tag = (identifier.split(separator: ".").first ?? "").split(separator: "_").joined(separator: "-")
        return tag.isEmpty ? Language.english.rawValue : tag
    }

    /// Whether `identifier` reads as a locale: a language of two or three letters, then parts of
    /// letters and digits after '_' or '-' ("de_CH", "en-GB", "sr-Latn-RS").
    package static func isWellFormed(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        let isLetters = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let language = parts.first, (2...3).contains(language.count), isLetters(language) else { return false }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// Whether what is written is right to left: only when the pack spoken is, so a page in the
    /// English that stands in for a right-to-left language without a pack runs left to right.
    package var isWrittenRightToLeft: Bool { isRightToLeft && !isFallback }

    /// The regions whose Spanish writes a decimal point and groups with commas: "1,234.5".
    static let spanishWithDecimalPoint: Set<String> = [
        "419", "CU", "DO", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "SV", "US",
    ]

    /// Languages written right to left, by code.
    static let rightToLeft: Set<String> = [
        "ar", "arc", "dv", "fa", "ha", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]
}
