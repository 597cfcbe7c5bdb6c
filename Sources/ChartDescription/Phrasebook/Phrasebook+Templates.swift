import Languages

/// Templates of a language pack, rendered into segments.
///
/// A template is the pack's text with `{name}` placeholders; rendering puts each argument's
/// segments where its placeholder stands and the text between as the pack's words. A placeholder
/// without an argument says nothing (an optional part left out).
extension Phrasebook {
    /// The template at `key` (in the form `count` takes, when given) with `arguments` in place.
    ///
    /// An amount after a preposition that takes the dative in the pack's grammar is said in the dative (see
    /// `dative(_:)`).
    func say(_ key: String, count: Int? = nil, _ arguments: [String: [Segment]] = [:]) -> [Segment] {
        var segments: [Segment] = []
        var before = ""
        // The pack's grammar lists, read once a call, at its first placeholder (many templates have none).
        var grammar: (prepositions: [String], skipped: Set<String>)?
        Template.render(pack[key, count: count]) { piece in
            switch piece {
            case .text(let text):
                segments.append(.words(Self.afterFullStop(text, segments.last?.text ?? "")))
                before = text
            case .placeholder(let name):
                let argument = arguments[name] ?? []
                let lists =
                    grammar ?? (pack.ownList("grammar.dativePrepositions"), Set(pack.ownList("grammar.dativeSkips")))
                grammar = lists
                segments +=
                    takesDative(after: before, lists.prepositions, skipping: lists.skipped)
                    ? dative(argument) : argument
                before = ""
            }
        }
        return segments
    }

    /// Whether a template's words in front of a placeholder end with a preposition that takes the dative (German
    /// "bei", "von etwa"): one of the pack's `grammar.dativePrepositions` (`prepositions`), with the words of
    /// `grammar.dativeSkips` (`skipped`, "etwa") between.
    private func takesDative(after words: String, _ prepositions: [String], skipping skipped: Set<String>) -> Bool {
        guard !prepositions.isEmpty else { return false }
        var last = words.split(separator: " ").map { $0.lowercased() }
        while let word = last.last, skipped.contains(word) { last.removeLast() }
        return last.last.map(prepositions.contains) ?? false
    }

    /// Amounts in the dative: the plural unit after the first number (and after any number joined to it by the
    /// pack's "and", as in "zwischen 4.210 und 11.520 Schritten") takes the ending the pack's
    /// `grammar.dativeEndings` give its own ("Schritte" → "Schritten", "Meter" → "Metern").
    private func dative(_ argument: [Segment]) -> [Segment] {
        var result = argument
        let and = pack["lists.and"]
        var index = 0
        while index < result.count, case .number(let value, let spoken, let fact) = result[index] {
            result[index] = .number(value, spoken: dative(ofAmount: spoken), fact: fact)
            guard index + 2 < result.count, case .words(let words) = result[index + 1], words == and else { break }
            index += 2
        }
        return result
    }

    /// An amount as spoken ("6.000 Schritte", "1,5 Millionen Schritte") with its plural unit in the dative, when the
    /// unit is a capitalised noun (as the languages with a dative in their packs write nouns).
    func dative(ofAmount spoken: String) -> String {
        var words = spoken.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let first = words.first, first.contains(where: \.isNumber) else { return spoken }
        var unit = 1
        var isPlural = first != "1"
        let scales = Set(compactScales.flatMap { [$0.singular, $0.plural] })
        if unit < words.count, scales.contains(words[unit]) {
            unit += 1
            isPlural = true
        }
        // Only the language's own nouns, which it capitalises: an English unit in a German chart is left as written.
        guard isPlural, unit < words.count, words[unit].first?.isUppercase == true else { return spoken }
        let endings = pack.keys(below: "grammar.dativeEndings").sorted { $0.count > $1.count }
        guard let ending = endings.first(where: words[unit].hasSuffix) else { return spoken }
        words[unit] = String(words[unit].dropLast(ending.count)) + pack["grammar.dativeEndings." + ending]
        return words.joined(separator: " ")
    }

    /// A template's `words` after `text`, without their first full stop when `text` ends with one.
    ///
    /// A name ending a sentence with its own full stop ("names: Congo Basin and Congo, Rep") takes no second.
    static func afterFullStop(_ words: String, _ text: String) -> String {
        text.hasSuffix(".") && words.hasPrefix(".") && !words.hasPrefix("..") ? String(words.dropFirst()) : words
    }

    /// The template at `key` as plain text, with `arguments` in place.
    package func text(_ key: String, count: Int? = nil, _ arguments: [String: String] = [:]) -> String {
        var text = ""
        Template.render(pack[key, count: count]) { piece in
            switch piece {
            case .text(let words): text += Self.afterFullStop(words, text)
            case .placeholder(let name): text += arguments[name] ?? ""
            }
        }
        return text
    }
}

/// The pieces of a template: text, and `{name}` placeholders (`{{` and `}}` stand for braces).
enum Template {
    /// A piece of a template.
    enum Piece {
        /// Words as written.
        case text(String)
        /// Where an argument goes.
        case placeholder(String)
    }

    /// Calls `body` with each piece of `template` in order: `{name}` is a placeholder, `{{` and `}}` are braces.
    ///
    /// Read byte by byte (a brace is one byte in UTF-8 and never part of another character): this runs for every
    /// phrase said.
    static func render(_ template: String, _ body: (Piece) -> Void) {
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        let bytes = Array(template.utf8)
        var text = ""
        // Where the name being read starts, inside braces; where the words not yet in `text` start.
        var nameStart: Int?
        var run = 0
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if let start = nameStart {
                if byte == close {
                    if !text.isEmpty { body(.text(text)) }
                    text = ""
                    body(.placeholder(String(decoding: bytes[start..<position], as: UTF8.self)))
                    nameStart = nil
                    run = position + 1
                }
                position += 1
                continue
            }
            guard byte == open || byte == close else {
                position += 1
                continue
            }
            text += String(decoding: bytes[run..<position], as: UTF8.self)
            if position + 1 < bytes.count, bytes[position + 1] == byte {
                // A doubled brace is the brace itself.
                text += String(decoding: [byte], as: UTF8.self)
                position += 2
                run = position
            } else if byte == open {
                position += 1
                nameStart = position
            } else {
                text += "}"
                position += 1
                run = position
            }
        }
        if nameStart == nil { text += String(decoding: bytes[run...], as: UTF8.self) }
        if !text.isEmpty { body(.text(text)) }
    }

    /// The names of `template`'s placeholders, in order.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        render(template) { piece in
            if case .placeholder(let name) = piece { names.append(name) }
        }
        return names
    }
}
