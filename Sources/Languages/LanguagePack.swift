import Foundation

/// Every word of one language: a table of texts by key, read from the pack's JSON file (embedded
/// at build time), and the few rules that use them — plural forms, nouns, lists.
///
/// Keys are dotted paths into the JSON file: `statements.cycle`, `nouns.day.other`,
/// `dates.months.2`. A text that varies with a count has `.one` and `.other` forms (the pack's
/// plural rule picks one). A text missing from a pack is taken from English and recorded in
/// `LanguagePack.misses`, which the tests keep empty.
package struct LanguagePack: Sendable {
    /// The pack's language.
    package let language: Language
    /// Its texts, by key.
    let table: [String: String]
    /// Its lists (`key.0`, `key.1`, ...), by key, and the names below each key, sorted: made once, as they are
    /// looked up for every date and number said.
    private let lists: [String: [String]]
    private let children: [String: [String]]

    private init(language: Language, table: [String: String]) {
        self.language = language
        self.table = table
        var children: [String: [String]] = [:]
        for key in table.keys {
            var end = key.endIndex
            while let dot = key[..<end].lastIndex(of: ".") {
                children[String(key[..<dot]), default: []].append(String(key[key.index(after: dot)...]))
                end = dot
            }
        }
        var lists: [String: [String]] = [:]
        for (key, names) in children where names.contains("0") {
            var items: [String] = []
            while let item = table[key + "." + String(items.count)] { items.append(item) }
            lists[key] = items
        }
        self.lists = lists
        self.children = children.mapValues { $0.sorted() }
    }

    /// The pack of `language`, read once (each pack is made on its first use and kept: words are looked up for every
    /// value said).
    static func loaded(_ language: Language) -> LanguagePack {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }

    private static let english = reading(.english)
    private static let german = reading(.german)
    private static let french = reading(.french)
    private static let spanish = reading(.spanish)

    /// The pack of `language` from its embedded file.
    private static func reading(_ language: Language) -> LanguagePack {
        let file = "Packs/\(language.folder)/\(language.folder).json"
        return LanguagePack(language: language, table: EmbeddedResources.tables[file] ?? [:])
    }

    // MARK: Texts

    /// The text at `key`, or `nil` when the pack has none.
    package func text(_ key: String) -> String? { table[key] }

    /// The text at `key`, in its plural form for `count` when it has forms; from English, and
    /// recorded as missing, when this pack lacks it.
    package subscript(_ key: String, count count: Int? = nil) -> String {
        if let count, let form = table[key + "." + plural(count)] ?? table[key + ".other"] { return form }
        if let text = table[key] { return text }
        Self.record(miss: key, in: language)
        guard language != .english else { return "" }
        return Language.english.pack[key, count: count]
    }

    /// The texts of a list at `key` (`key.0`, `key.1`, ...), in order; English's, recorded as
    /// missing, when this pack has none.
    package func list(_ key: String) -> [String] {
        let items = ownList(key)
        if items.isEmpty, language != .english {
            Self.record(miss: key, in: language)
            return Language.english.pack.list(key)
        }
        return items
    }

    /// The texts of a list that is the pack's own (its words for months, units that add up,
    /// words that join a date), in order; empty when it has none.
    package func ownList(_ key: String) -> [String] { lists[key] ?? [] }

    /// Every key the pack has, sorted.
    package var keys: [String] { table.keys.sorted() }

    /// The names below `key` in the pack (for `speech.units`, the units it spells out: "km", "°C").
    package func keys(below key: String) -> [String] { children[key] ?? [] }

    // MARK: Grammar

    /// The plural category of `count` in this language: "one" or "other".
    package func plural(_ count: Int) -> String {
        plural(number: Double(count))
    }

    /// The plural category of a number as said, fractions included: "one" or "other".
    ///
    /// With `zeroAndOneAreSingular` (French) every number whose whole part is 0 or 1 is singular
    /// ("1,5 million", "0 minute"); with `oneIsSingular`, 1 alone ("1.5 million", "0 minutes").
    package func plural(number: Double) -> String {
        switch table["language.plural"] {
        case "zeroAndOneAreSingular": abs(number) < 2 ? "one" : "other"
        default: number == 1 ? "one" : "other"
        }
    }

    /// Whether the language writes every noun with a capital (German "Sekunden"), so a title
    /// read as a unit keeps its capitals: the pack's `language.nouns`.
    package var capitalizesNouns: Bool { table["language.nouns"] == "capitalized" }

    /// A noun (a key below `nouns`) in the form `count` takes: "day", "days".
    ///
    /// - Parameters:
    ///   - noun: The noun's key below `nouns`.
    ///   - count: How many there are, which chooses singular or plural.
    ///   - form: A grammatical form the pack may give (such as `dative`, or `beforeUnit`
    ///     for a scale word followed by a unit, French "millions de"); the plain form when it gives none.
    /// - Returns: The word.
    package func noun(_ noun: String, count: Int, form: String? = nil) -> String {
        let category = plural(count)
        if let form, let word = table["nouns.\(noun).\(form).\(category)"] ?? table["nouns.\(noun).\(form)"] {
            return word
        }
        return self["nouns." + noun, count: count]
    }

    /// Joins items as a spoken list: "a, b and c".
    package func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: separator(holdingCommas: items.contains { $0.contains(", ") }))
            + self["lists.last"] + last
    }

    /// What separates a list's items: the pack's semicolon where an item holds a comma ("Congo, Rep."), as a careful
    /// writer lists them, else its comma.
    package func separator(holdingCommas: Bool) -> String {
        self[holdingCommas ? "lists.strongSeparator" : "lists.separator"]
    }

    /// `text` with the pack's contractions made ("de le" → "du", "a el" → "al") and its
    /// elisions before a vowel ("de avril" → "d'avril").
    package func contracted(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let contractions = keys(below: "grammar.contractions")
        let elisions = Set(ownList("grammar.elisions"))
        var index = 0
        while index + 1 < words.count {
            let pair = words[index] + " " + words[index + 1]
            if contractions.contains(pair) {
                words.replaceSubrange(index...index + 1, with: [self["grammar.contractions." + pair]])
            } else if elisions.contains(words[index]), let next = words[index + 1].first,
                "aeiouyàâéèêëîïôûüœh".contains(next.lowercased())
            {
                words.replaceSubrange(
                    index...index + 1, with: [String(words[index].dropLast()) + "'" + words[index + 1]])
            }
            index += 1
        }
        return words.joined(separator: " ")
    }

    // MARK: Misses

    /// The keys looked up in a pack that lacks them, as "language: key", since the process began.
    package static var misses: Set<String> { Misses.shared.keys }

    private static func record(miss key: String, in language: Language) {
        Misses.shared.insert(language.rawValue + ": " + key)
    }
}

/// The keys looked up and not found, shared by every thread.
private final class Misses: @unchecked Sendable {
    static let shared = Misses()
    private let lock = NSLock()
    private var found: Set<String> = []

    var keys: Set<String> { lock.withLock { found } }

    func insert(_ key: String) {
        lock.withLock { _ = found.insert(key) }
    }
}
