import Foundation

/// Text made ready for a speech synthesizer, which reads what a screen shows in its own way: "$7" as "dollar seven",
/// "Mar 3" as a date, "kg" letter by letter.
///
/// Currency and units after numbers are spelled out, abbreviations and month abbreviations expanded, "Q3" said as a
/// quarter, in the words' language (English or German).
package enum SpeechText {
    /// `text`, written for a speech synthesizer speaking `language`'s words.
    package static func prepared(_ text: String, language: Language) -> String {
        let german = language.words == .german
        var text = text
        for (symbol, english, germanWords) in [
            ("°C", "degrees Celsius", "Grad Celsius"), ("°F", "degrees Fahrenheit", "Grad Fahrenheit"),
            ("km/h", "kilometres per hour", "Kilometer pro Stunde"),
        ] {
            text = text.replacingOccurrences(of: symbol, with: " " + (german ? germanWords : english))
        }
        var tokens = tokenize(text)
        var index = 0
        while index < tokens.count {
            let token = tokens[index].text
            let isNumber = { (position: Int) in
                position >= 0 && position < tokens.count && tokens[position].text.first?.isNumber == true
            }
            // Currency before a number: "$1.82 million" → "1.82 million dollars".
            if let currency = currencies[token], isNumber(index + 1) {
                var end = index + 1
                if end + 1 < tokens.count, scaleWords.contains(tokens[end + 1].text.lowercased()) { end += 1 }
                let spaced = tokens[index].isSpaced
                tokens.remove(at: index)
                tokens[index].isSpaced = spaced
                tokens.insert((german ? currency.german : currency.english, true), at: end)
                continue
            }
            if isNumber(index - 1), let currency = currencies[token] {
                tokens[index] = (german ? currency.german : currency.english, true)
            } else if isNumber(index - 1), let unit = units[token] {
                tokens[index] = (german ? unit.german : unit.english, true)
            } else if let expanded = (german ? germanAbbreviations : englishAbbreviations)[token] {
                tokens[index].text = expanded
            } else if token.count == 2, token.first == "Q", let quarter = Int(token.dropFirst()),
                (1...4).contains(quarter)
            {
                tokens[index].text =
                    german ? "\(quarter). Quartal" : ["first", "second", "third", "fourth"][quarter - 1] + " quarter"
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

    /// Whether `word` (ending in its full stop) is, or begins, an abbreviation the tables
    /// expand: "approx.", "e." of "e.g.", "Jan.".
    static func isAbbreviation(_ word: String) -> Bool {
        englishAbbreviations.keys.contains { $0.hasPrefix(word) }
            || germanAbbreviations.keys.contains { $0.hasPrefix(word) }
            || monthAbbreviations.contains(word.dropLast().lowercased())
    }

    static let currencies: [String: (english: String, german: String)] = [
        "$": ("dollars", "Dollar"), "US$": ("dollars", "Dollar"), "€": ("euros", "Euro"), "£": ("pounds", "Pfund"),
        "¥": ("yen", "Yen"), "₹": ("rupees", "Rupien"),
        "CHF": ("Swiss francs", "Franken"), "USD": ("dollars", "Dollar"), "EUR": ("euros", "Euro"),
        "GBP": ("pounds", "Pfund"),
    ]

    static let units: [String: (english: String, german: String)] = [
        "%": ("percent", "Prozent"), "°": ("degrees", "Grad"), "°C": ("degrees Celsius", "Grad Celsius"),
        "°F": ("degrees Fahrenheit", "Grad Fahrenheit"),
        "km": ("kilometres", "Kilometer"), "m": ("metres", "Meter"), "cm": ("centimetres", "Zentimeter"),
        "mm": ("millimetres", "Millimeter"),
        "kg": ("kilograms", "Kilogramm"), "g": ("grams", "Gramm"), "mg": ("milligrams", "Milligramm"),
        "lb": ("pounds", "Pfund"), "lbs": ("pounds", "Pfund"),
        "mi": ("miles", "Meilen"), "ft": ("feet", "Fuß"), "h": ("hours", "Stunden"), "min": ("minutes", "Minuten"),
        "s": ("seconds", "Sekunden"),
        "ms": ("milliseconds", "Millisekunden"), "kWh": ("kilowatt hours", "Kilowattstunden"),
        "MW": ("megawatts", "Megawatt"), "kW": ("kilowatts", "Kilowatt"),
        "km/h": ("kilometres per hour", "Kilometer pro Stunde"), "mph": ("miles per hour", "Meilen pro Stunde"),
        "bpm": ("beats per minute", "Schläge pro Minute"),
    ]

    static let scaleWords: Set<String> = [
        "thousand", "million", "billion", "trillion", "tausend", "millionen", "million", "milliarden", "billionen",
    ]

    static let englishAbbreviations: [String: String] = [
        "e.g.": "for example", "i.e.": "that is", "vs": "versus", "vs.": "versus", "approx.": "approximately",
        "avg": "average", "avg.": "average",
        "etc.": "et cetera", "no.": "number", "No.": "number", "est.": "estimated", "Mon": "Monday", "Tue": "Tuesday",
        "Wed": "Wednesday", "Thu": "Thursday",
        "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday",
    ]

    static let germanAbbreviations: [String: String] = [
        "z.B.": "zum Beispiel", "bzw.": "beziehungsweise", "ca.": "circa", "usw.": "und so weiter", "Nr.": "Nummer",
        "vs": "gegen", "vs.": "gegen",
        "Mo": "Montag", "Di": "Dienstag", "Mi": "Mittwoch", "Do": "Donnerstag", "Fr": "Freitag", "Sa": "Samstag",
        "So": "Sonntag",
    ]

    /// Three-letter month abbreviations (and "sept"), January first.
    static let monthAbbreviations = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
}
