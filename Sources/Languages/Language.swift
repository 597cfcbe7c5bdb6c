/// The languages AudioGraph speaks, one language pack each.
///
/// A pack is one folder, `Packs/<Name>/`, holding `<Name>.json`: every word the package knows in
/// that language (sentences as templates, nouns with their forms, months, the navigator's and the
/// page's words, audit messages, the speech lexicon and the espeak-ng voice). Adding a language is
/// adding its folder and its case here.
package enum Language: String, Sendable, Hashable, CaseIterable {
    /// English: the fallback for every language without a pack.
    case english = "en"
    /// German.
    case german = "de"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"

    /// The pack's folder name below `Packs`.
    var folder: String {
        switch self {
        case .english: "English"
        case .german: "German"
        case .french: "French"
        case .spanish: "Spanish"
        }
    }

    /// The language's words.
    package var pack: LanguagePack { LanguagePack.loaded(self) }
}
