import ChartDescription
import ChartModel
import Foundation
import Languages
import TestSupport
import Testing

@testable import ChartDescription

/// Every language pack says everything: each has every text English has, with no placeholder
/// English's does not fill, and every statement kind is worded in every language without a text
/// taken from English.
@Suite struct LanguagePackTests {
    /// Keys a pack may leave out, where its grammar needs no word: special day and quarter
    /// numbers, noun forms, the "no ..." forms of landmarks, unit singulars, the words a place
    /// keeps without its preposition or after "until" and "from", contractions and elisions; and
    /// its own lists (abbreviations, words inference and parsing read), which are its own words,
    /// not translations.
    static func isOptional(_ key: String) -> Bool {
        let prefixes = [
            "dates.days.", "dates.quarters.", "landmarks.none.", "units.", "dates.morning", "dates.afternoon",
            "places.bare.", "periods.bare.", "places.until.", "periods.until.", "places.from.", "periods.from.",
            "speech.abbreviations.", "inference.", "parsing.", "grammar.",
        ]
        let forms = ["dative", "beforeUnit"]
        return prefixes.contains { key.hasPrefix($0) }
            || forms.contains { key.hasSuffix("." + $0) || key.contains("." + $0 + ".") }
    }

    /// A key without its plural form: `statements.outliers.one` → `statements.outliers`.
    static func stem(_ key: String) -> String {
        for form in [".one", ".other"] where key.hasSuffix(form) { return String(key.dropLast(form.count)) }
        return key
    }

    @Test(arguments: Languages.Language.allCases.filter { $0 != .english })
    func everyPackHasEveryTextWithTheSamePlaceholders(language: Languages.Language) {
        let english = Languages.Language.english.pack
        let pack = language.pack
        // Its own words for every month and weekday, which inference and parsing read.
        #expect((0..<12).allSatisfy { !pack.ownList("inference.months.\($0)").isEmpty })
        #expect((0..<7).allSatisfy { !pack.ownList("inference.weekdays.\($0)").isEmpty })
        let stems = Set(pack.keys.map(Self.stem))
        let missing = english.keys.map(Self.stem).filter { !stems.contains($0) && !Self.isOptional($0) }
        #expect(Set(missing).isEmpty, "\(language) lacks \(Set(missing).sorted())")
        let extra = pack.keys.map(Self.stem).filter {
            !Set(english.keys.map(Self.stem)).contains($0) && !Self.isOptional($0)
        }
        #expect(Set(extra).isEmpty, "\(language) has texts English does not: \(Set(extra).sorted())")
        // A placeholder English never fills would say nothing (the same name capitalized is filled
        // with the value capitalized, for a sentence that starts with it).
        func placeholders(_ pack: LanguagePack, _ stem: String) -> Set<String> {
            Set(pack.keys.filter { Self.stem($0) == stem }.flatMap { Template.placeholders(in: pack[$0]) })
        }
        for stem in Set(english.keys.map(Self.stem)) where stems.contains(stem) {
            let filled = placeholders(english, stem)
            let unknown = placeholders(pack, stem).subtracting(filled.union(filled.map { $0.lowercased() }))
            #expect(unknown.isEmpty, "\(language) \(stem) has placeholders English does not fill: \(unknown.sorted())")
        }
    }

    @Test(arguments: Languages.Language.allCases)
    func everySampleIsWordedInEveryLanguage(language: Languages.Language) throws {
        var kinds = Set<StatementKind>()
        for name in Samples.names {
            var chart = try Samples.chart(name)
            chart.locale = language.rawValue
            let description = try ChartDescriber(chart: chart).describe(.full)
            for sentence in description.sentences {
                kinds.insert(sentence.kind)
                #expect(!sentence.text.isEmpty, "\(name): an empty \(sentence.kind) sentence in \(language)")
                #expect(!sentence.text.contains("{"), "\(name): \(sentence.text)")
            }
        }
        #expect(kinds.count > 20, "the samples say \(kinds.count) kinds of statement")
        let misses = LanguagePack.misses.filter { $0.hasPrefix(language.rawValue + ": ") }
        #expect(misses.isEmpty, "texts taken from English: \(misses.sorted())")
    }

    // Each language quotes in its own marks, never in English's straight quotes.
    @Test(arguments: [
        (Languages.Language.french, "«\u{a0}", "\u{a0}»"), (.german, "„", "“"), (.spanish, "«", "»"),
    ])
    func everyPackQuotesInItsOwnMarks(language: Languages.Language, open: String, close: String) throws {
        let pack = language.pack
        for key in pack.keys {
            let text = pack[key]
            #expect(!text.hasPrefix("'") && !text.contains(" '") && !text.contains("('"), "\(key): \(text)")
        }
        let noCategory = try #require(pack.keys.first { $0.hasSuffix(".noCategory") })
        #expect(pack[noCategory].contains(open + "{input}" + close))
    }
}
