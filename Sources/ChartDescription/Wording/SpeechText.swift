import Foundation
import Languages

/// Text made ready for a speech synthesizer, which reads what a screen shows in its own way: "$7" as "dollar seven",
/// "Mar 3" as a date, "kg" letter by letter.
///
/// Currency and units after numbers are spelled out, abbreviations and month abbreviations expanded, "Q3" said as a
/// quarter, in the words' language, from its pack's `speech` lexicon.
package enum SpeechText {
    /// `text`, written for a speech synthesizer speaking `language`'s words.
    package static func prepared(_ text: String, language: Language) -> String {
        let pack = language.words.pack
        var text = text
        for symbol in pack.keys(below: "speech.symbols") {
            text = text.replacingOccurrences(of: symbol, with: " " + pack["speech.symbols." + symbol])
        }
        var tokens = tokenize(text)
        var index = 0
        while index < tokens.count {
            let token = tokens[index].text
            let isNumber = { (position: Int) in
                position >= 0 && position < tokens.count && tokens[position].text.first?.isNumber == true
            }
            // Currency before a number: "$1.82 million" → "1.82 million dollars".
            if let currency = pack.text("speech.currencies." + token), isNumber(index + 1) {
                var end = index + 1
                if end + 1 < tokens.count, scaleWords.contains(tokens[end + 1].text.lowercased()) { end += 1 }
                let spaced = tokens[index].isSpaced
                tokens.remove(at: index)
                tokens[index].isSpaced = spaced
                tokens.insert((currency, true), at: end)
                continue
            }
            if isNumber(index - 1), let currency = pack.text("speech.currencies." + token) {
                tokens[index] = (currency, true)
            } else if let count = counted(before: index, in: tokens), let unit = unit(token, after: count, pack) {
                tokens[index] = (unit, true)
            } else if let expanded = pack.text("speech.abbreviations." + token) {
                tokens[index].text = expanded
            } else if token.count == 2, token.first == "Q", let quarter = Int(token.dropFirst()),
                (1...4).contains(quarter)
            {
                tokens[index].text = pack.list("speech.quarters")[quarter - 1]
            } else if let month = monthAbbreviations.firstIndex(
                of: token.lowercased().replacingOccurrences(of: ".", with: "")), token.count <= 4,
                token.first?.isUppercase == true
            {
                tokens[index].text = language.monthNames[month]
            }
            index += 1
        }
        return tokens.enumerated().map { ($0.offset > 0 && $0.element.isSpaced ? " " : "") + $0.element.text }.joined()
    }

    /// The number a unit at `index` follows, directly or after a scale word ("2.1 million kWh",
    /// French "2,1 millions de kWh"), as written: a scale word makes it many.
    private static func counted(before index: Int, in tokens: [(text: String, isSpaced: Bool)]) -> String? {
        var position = index - 1
        var isScaled = false
        if position > 0, tokens[position].text.lowercased() == "de",
            scaleWords.contains(tokens[position - 1].text.lowercased())
        {
            position -= 1
        }
        if position > 0, scaleWords.contains(tokens[position].text.lowercased()) {
            position -= 1
            isScaled = true
        }
        guard position >= 0, let number = tokens[position].text.first, number.isNumber else { return nil }
        return isScaled ? "2" : tokens[position].text
    }

    /// A unit's words after the number `count` (as written): the pack's one form, or its
    /// singular or plural form as that number takes ("1 kilowatt hour", "2 kilowatt hours").
    private static func unit(_ token: String, after count: String, _ pack: LanguagePack) -> String? {
        let key = "speech.units." + token
        if let words = pack.text(key) { return words }
        // Only a whole part of 0 or 1 can take the singular: "1", French "1,5"; "1,250" is grouped.
        let groups = count.split(whereSeparator: { $0 == "." || $0 == "," })
        var value = Double(groups.first ?? "") ?? 2
        if groups.count > 1 { value = groups.count == 2 && groups[1].count == 3 ? 1000 : value + 0.5 }
        return pack.text(key + "." + pack.plural(number: value))
    }

    /// Words and numbers (with their separators and an abbreviation's full stop), and each
    /// other character on its own, each with whether a space came before it.
    static func tokenize(_ text: String) -> [(text: String, isSpaced: Bool)] {
        var tokens: [(text: String, isSpaced: Bool)] = []
        var current = ""
        var spaced = false
        var pendingSpace = false
        func flush() {
            if !current.isEmpty { tokens.append((current, spaced)) }
            current = ""
        }
        let characters = Array(text)
        for (position, character) in characters.enumerated() {
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            if character.isWhitespace {
                flush()
                pendingSpace = true
                continue
            }
            if current.isEmpty { spaced = pendingSpace }
            pendingSpace = false
            if character.isLetter || character.isNumber || character == "'" || character == "’" {
                current.append(character)
            } else if character == "." || character == ",", current.last?.isNumber == true, next?.isNumber == true {
                current.append(character)
            } else if character == ".", current.last?.isLetter == true, isAbbreviation(current + ".") {
                current.append(character)
            } else {
                flush()
                tokens.append((String(character), position > 0 && characters[position - 1].isWhitespace))
            }
        }
        flush()
        return tokens
    }

    /// Whether `word` (ending in its full stop) is, or begins, an abbreviation some pack expands:
    /// "approx.", "e." of "e.g.", "Jan.".
    static func isAbbreviation(_ word: String) -> Bool {
        abbreviations.contains { $0.hasPrefix(word) } || monthAbbreviations.contains(word.dropLast().lowercased())
    }

    /// Every pack's abbreviations: a full stop ends a sentence unless it ends one of these.
    static let abbreviations = Set(Languages.Language.allCases.flatMap { $0.pack.keys(below: "speech.abbreviations") })

    /// The words of thousand, million, billion and trillion in every pack, lowercased.
    static let scaleWords = Set(
        Languages.Language.allCases.flatMap { language in
            Phrasebook(language).compactScales.flatMap { [$0.singular.lowercased(), $0.plural.lowercased()] }
        })

    /// Three-letter month abbreviations (and "sept"), January first.
    static let monthAbbreviations = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
}
