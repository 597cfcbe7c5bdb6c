import ChartModel
import Foundation
import Languages

/// Reads an x value typed by a listener, in the axis's own terms and as the tool speaks them,
/// into the stretch of x it names: `goto` in the explorer, and `--from`/`--to` on the command
/// line.
///
/// - Dates: ISO 8601 (`2026`, `2026-03`, `2026-03-08`, date-times); in numbers (`15.01.2014`,
///   `1/15/2014`, in the locale's order); "March 10", "March 10, 2026",
///   "10 March 2026"; "March 2010"; a month alone ("Jul", "July"); "Q3 2025", "Q3"; a year
///   ("2008"). German charts also take "10. März 2026" and German month names. A day or month
///   without a year takes the first year in which it falls within the data. A stretch is
///   the whole day, month, quarter or year named.
/// - Numbers: grouped as the chart's language groups them ("1,000", German "1.000"), with the
///   axis's unit or currency around them ("$1.82 million", "140 €", "5%") and the scale words
///   the tool says ("thousand", "million", "billion"); on a percent axis, in percent.
/// - Categories: the name, ignoring case; the only one it begins ("Q2" for "Q2 2025"); or the
///   nearest spelling, which is told apart as a guess; text that begins several names names
///   them instead.
package struct XValueParser: Sendable {
    /// What typed text names.
    package enum Result: Sendable, Hashable {
        /// A stretch of x: one value, a day, month, quarter or year, or a category's place.
        case span(ClosedRange<Double>)
        /// Not a date the parser can read, on a date axis.
        case notADate
        /// Not a number, on a numeric axis.
        case notANumber
        /// No category is called anything like it.
        case noCategory
        /// No category is called it, and the place of the name nearest its spelling.
        case nearestCategory(ClosedRange<Double>)
        /// The names it begins, more than one, in the axis's order.
        case severalCategories([String])
    }

    let axis: Axis
    let categories: [String]
    let language: Language
    /// The x extent of the data, which places a day or month given without its year.
    let extent: ClosedRange<Double>?
    /// Whether a date written in numbers with its day and month in either order ("03/04/2026") has its day first, as
    /// the chart's locale writes dates (US English and a locale that says neither: month first).
    package let isDayFirst: Bool

    /// A parser for `chart`'s x axis, in its language, placing a day or month without its year within `extent` (by
    /// default the x extent of all the chart's series).
    package init(chart: Chart, extent: ClosedRange<Double>? = nil) {
        axis = chart.xAxis
        categories = chart.xAxis.type == .categorical ? chart.resolvedCategories : []
        language = Language(locale: chart.locale)
        isDayFirst = WrittenDate.isDayFirst(locale: chart.locale) ?? false
        if let extent {
            self.extent = extent
            return
        }
        var low = Double.infinity
        var high = -Double.infinity
        for series in chart.series {
            if case .numbers(let values) = series.x {
                for value in values where value.isFinite {
                    low = min(low, value)
                    high = max(high, value)
                }
            }
        }
        self.extent = low <= high ? low...high : nil
    }

    /// Whether the x axis holds years as numbers ("Year", 1871 to 1970), where a date with its year names its year.
    package var isYearAxis: Bool {
        axis.type == .numeric && AxisWording(axis: axis, language: language, extent: extent).isYearLike
    }

    /// On an axis of years as numbers, the years a date written with its year names: "June 30, 1900" is 1900, "Aug
    /// 2001" 2001, "Q3 1950" 1950.
    private func yearsOfDate(_ text: String) -> ClosedRange<Double>? {
        guard isYearAxis, text.contains(/[0-9]{4}/), let span = date(text) else { return nil }
        let year = { (seconds: Double) in
            Double(ISODate.civil(fromDaysSince1970: Int((seconds / 86_400).rounded(.down))).year)
        }
        return year(span.lowerBound)...year(span.upperBound)
    }

    /// What `text` names on the axis.
    package func parse(_ text: String) -> Result {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch axis.type {
        case .date: return date(trimmed).map(Result.span) ?? .notADate
        case .numeric: return (numberRange(trimmed) ?? yearsOfDate(trimmed)).map(Result.span) ?? .notANumber
        case .categorical:
            let folded = Self.folded(trimmed)
            let spelled = categories.map(Self.spellings)
            var starting = categories.indices.filter { spelled[$0].contains { $0.hasPrefix(folded) } }.map {
                categories[$0]
            }
            // Accents typed are meant: "Côte" begins "Côte d'Ivoire", not "Cote Blanche" too.
            let typed = starting.filter { $0.lowercased().hasPrefix(trimmed.lowercased()) }
            if !typed.isEmpty, folded != trimmed.lowercased() { starting = typed }
            if let name = categories.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame })
                ?? categories.indices.first(where: { spelled[$0].contains(folded) }).map({ categories[$0] })
                ?? (starting.count == 1 ? starting[0] : nil),
                let place = categories.firstIndex(of: name)
            {
                return .span(Double(place)...Double(place))
            }
            if starting.count > 1 { return .severalCategories(starting) }
            guard let name = Suggestion.nearest(to: trimmed, in: categories),
                let place = categories.firstIndex(of: name)
            else { return .noCategory }
            return .nearestCategory(Double(place)...Double(place))
        }
    }

    /// Quarters and months as tables write them, in the words `date(_:)` reads.
    ///
    /// "1970Q2", "1970-Q2" and "Q2-1970" as "Q2 1970"; "1950-3" and "3/1950" as "1950-03". The page's script reads
    /// them the same way.
    static func spelledOut(_ text: String) -> String {
        if let match = text.wholeMatch(of: /([0-9]{4}) ?-? ?[Qq]([1-4])/) { return "Q\(match.2) \(match.1)" }
        if let match = text.wholeMatch(of: /[Qq]([1-4]) ?[-\/] ?([0-9]{4})/) { return "Q\(match.1) \(match.2)" }
        if let match = text.wholeMatch(of: /([0-9]{4})-([1-9])/) { return "\(match.1)-0\(match.2)" }
        if let match = text.wholeMatch(of: /([0-9]{1,2})\/([0-9]{4})/), let month = Int(match.1),
            (1...12).contains(month)
        {
            return "\(match.2)-" + (month < 10 ? "0" : "") + "\(month)"
        }
        return text
    }

    /// A name as goto compares it, as the page's script folds it too.
    ///
    /// Lower case, without accents, letters that have none spelled in plain ones ("ß" as "ss", "ø" as "o", "ł" as
    /// "l", "æ" as "ae"), curly apostrophes straight, dashes as spaces and spaces single: "São Paulo" is "sao paulo",
    /// "Łódź" "lodz", "Côte d’Ivoire" "cote d'ivoire", "Guinea-Bissau" "guinea bissau".
    static func folded(_ text: String) -> String {
        let plain = String(
            String.UnicodeScalarView(
                text.decomposedStringWithCanonicalMapping.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) })
        ).lowercased()
        var result = ""
        for character in plain { result += plainLetters[character] ?? String(character) }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The ways a name may be typed, folded, as the page's script spells names too.
    ///
    /// Without its accents, and with the umlauts and Nordic letters written out as German and Danish write them
    /// without the letter ("Muenchen" for München, "koebenhavn" for København, "aarhus" for Århus).
    static func spellings(_ name: String) -> [String] {
        let plain = folded(name)
        var written = ""
        for character in name.lowercased() { written += writtenOut[character] ?? String(character) }
        let out = folded(written)
        return out == plain ? [plain] : [plain, out]
    }

    /// The letters `spellings(_:)` writes out.
    private static let writtenOut: [Character: String] = [
        "ä": "ae", "ö": "oe", "ü": "ue", "ø": "oe", "å": "aa",
    ]

    /// The letters and marks `folded(_:)` spells otherwise.
    private static let plainLetters: [Character: String] = [
        "ß": "ss", "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "\u{2019}": "'",
        "\u{2018}": "'", "\u{02BC}": "'", "-": " ", "\u{2010}": " ", "\u{2011}": " ", "\u{2013}": " ", "\u{2014}": " ",
    ]

    // MARK: Numbers

    /// A number, or a stretch as the tool says a bin: "40 to 50 minutes" (the unit said once, at the end).
    func numberRange(_ text: String) -> ClosedRange<Double>? {
        if let value = number(text) { return value...value }
        let connector = language.phrasebook.rangeConnector.lowercased()
        guard !connector.isEmpty, let split = text.lowercased().range(of: connector),
            let low = number(String(text.lowercased()[..<split.lowerBound])),
            let high = number(String(text.lowercased()[split.upperBound...]))
        else { return nil }
        return min(low, high)...max(low, high)
    }

    /// A number as the tool says it or as typed: grouping, decimal separator, unit, currency and
    /// scale words allowed.
    func number(_ text: String) -> Double? {
        var words = text.lowercased()
        var scale = 1.0
        for (word, factor) in Self.scaleWords where words.hasSuffix(" " + word) {
            words = String(words.dropLast(word.count))
            scale = factor
            break
        }
        // The tool says negatives "minus 7".
        var isNegative = false
        if words.hasPrefix(language.minus.lowercased() + " ") {
            words = String(words.dropFirst(language.minus.count + 1))
            isNegative = true
        }
        // Before the number only a sign and currency symbols; after it, a unit, dropped.
        guard let firstDigit = words.firstIndex(where: { $0.isNumber && $0.isASCII }),
            words[..<firstDigit].allSatisfy({
                "-−+ ".contains($0) || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
            })
        else { return nil }
        var kept = ""
        var rest = words[firstDigit...]
        while let character = rest.first {
            if character.isNumber && character.isASCII || character == "-" || character == "−"
                || String(character) == language.decimalSeparator || String(character) == language.groupingSeparator
            {
                kept.append(character == "−" ? "-" : character)
            } else if character == "," || character == "." || character == "’" || character == "'"
                || character == "\u{202F}" || character == " "
            {
                // another language's grouping, or spacing inside the number
            } else if character == "e", let exponent = Self.exponent(rest) {
                kept += exponent
                rest = rest.dropFirst(exponent.count)
                continue
            } else {
                break
            }
            rest = rest.dropFirst()
        }
        // After the number, only a unit: a percent sign, the axis's unit, a currency. Anything
        // else ("3abc") is not a number, rather than the number its start spells.
        guard isUnit(rest.trimmingCharacters(in: .whitespaces)) else { return nil }
        if isNegative || words[..<firstDigit].contains(where: { $0 == "-" || $0 == "−" }) { kept = "-" + kept }
        let normalized = kept.replacingOccurrences(of: language.groupingSeparator, with: "").replacingOccurrences(
            of: language.decimalSeparator, with: ".")
        guard normalized.contains(where: \.isNumber), let value = Double(normalized), value.isFinite else { return nil }
        // A percent axis holds fractions and speaks them as percentages: "5" or "5%" is 0.05.
        return value * scale / (axis.format.style == .percent ? 100 : 1)
    }

    /// The exponent `text` starts with (`e5`, `e-3`, `e+12`), or `nil`.
    static func exponent(_ text: Substring) -> String? {
        var rest = text.dropFirst()
        var exponent = "e"
        if let sign = rest.first, sign == "-" || sign == "+" || sign == "−" {
            exponent.append(sign == "−" ? "-" : sign)
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : exponent + digits
    }

    /// Whether `text`, what follows a number, is a unit the axis allows there: nothing, a
    /// percent sign, the axis's unit (singular or plural), or a currency (its symbol or code).
    func isUnit(_ text: String) -> Bool {
        let units = [axis.unit, axis.unitSingular, axis.format.currencyCode].compactMap { $0?.lowercased() }
        return text.isEmpty || text == "%" || Self.percentWords.contains(text) || units.contains(text)
            || text.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
    }

    /// The scale words of every pack, singular and plural, and the factor each stands for; the
    /// longest first, so Spanish "mil millones" is a billion, not "millones".
    package static let scaleWords: [(String, Double)] = Languages.Language.allCases.flatMap { language in
        zip(Phrasebook(language).compactScales, [1e3, 1e6, 1e9, 1e12]).flatMap { words, factor in
            [(words.singular.lowercased(), factor), (words.plural.lowercased(), factor)]
        }
    }.sorted { $0.0.count > $1.0.count }

    /// The words every pack lets a date be written with, lowercased: the letters before a quarter's
    /// number ("q", "t"), words that only join ("de"), and endings after a day's number ("er").
    package static let quarterPrefixes = Set(
        Languages.Language.allCases.flatMap { $0.pack.ownList("parsing.quarterPrefixes") })
    package static let fillerWords = Set(Languages.Language.allCases.flatMap { $0.pack.ownList("parsing.fillerWords") })
    /// Every pack's ordinal words for quarters ("third", "troisième", "tercer") and the quarter
    /// number each stands for, lowercased.
    package static let quarterOrdinals = Dictionary(
        Languages.Language.allCases.flatMap { language in
            (1...4).compactMap { number in
                language.pack.text("dates.quarters.\(number)").map { ($0.lowercased(), number) }
            }
                + language.pack.ownList("parsing.quarterWords").enumerated().map { ($1.lowercased(), $0 + 1) }
        },
        uniquingKeysWith: { first, _ in first })
    /// Every pack's nouns for a quarter ("quarter", "trimestre", "Quartal"), lowercased.
    package static let quarterNouns = Set(
        Languages.Language.allCases.flatMap { language in
            ["one", "other"].compactMap { language.pack.text("nouns.quarter." + $0)?.lowercased() }
        })
    package static let ordinalSuffixes = Set(
        Languages.Language.allCases.flatMap { $0.pack.ownList("parsing.ordinalSuffixes") })

    /// Every pack's word for percent, lowercased ("percent", "prozent").
    package static let percentWords = Set(
        Languages.Language.allCases.map { Phrasebook($0).percentWord.trimmingCharacters(in: .whitespaces).lowercased() }
    )

    /// Every pack's month names, January first.
    package static let monthNames = Languages.Language.allCases.map { Phrasebook($0).monthNames }

    // MARK: Dates

    /// The stretch of time `text` names, or `nil`.
    func date(_ written: String) -> ClosedRange<Double>? {
        let text = Self.spelledOut(written)
        if let iso = isoDate(text) ?? numericDate(text) { return iso }
        let words = text.replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace).map {
            String($0)
        }
        var year: Int?
        var month: Int?
        var day: Int?
        var quarter: Int?
        for word in words {
            var lower = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            if Self.fillerWords.contains(lower) { continue }
            if let suffix = Self.ordinalSuffixes.first(where: {
                lower.hasSuffix($0) && Int(lower.dropLast($0.count)) != nil
            }) {
                lower = String(lower.dropLast(suffix.count))
            }
            if let number = Self.quarterOrdinals[lower], quarter == nil {
                quarter = number
            } else if Self.quarterNouns.contains(lower) {
                // "3. Quartal": the number before the noun was the quarter's, not a day.
                if quarter == nil, let number = day, (1...4).contains(number), month == nil {
                    quarter = number
                    day = nil
                } else if quarter == nil {
                    return nil
                }
            } else if lower.count == 2, let prefix = lower.first, Self.quarterPrefixes.contains(String(prefix)),
                let number = Int(lower.dropFirst()), (1...4).contains(number), quarter == nil
            {
                quarter = number
            } else if let named = monthNumber(lower), month == nil {
                month = named
            } else if let number = Int(lower), lower.count == 4, year == nil {
                year = number
            } else if let number = Int(lower), (1...31).contains(number), day == nil, lower.count <= 2 {
                day = number
            } else {
                return nil
            }
        }
        if let quarter {
            guard month == nil, day == nil else { return nil }
            return span(year: year, months: (quarter - 1) * 3 + 1...(quarter - 1) * 3 + 3, day: nil)
        }
        if let month { return span(year: year, months: month...month, day: day) }
        // A year alone; a bare day number is not a date.
        guard let year, day == nil else { return nil }
        return span(year: year, months: 1...12, day: nil)
    }

    private func isoDate(_ text: String) -> ClosedRange<Double>? {
        guard let start = ISODate.seconds(from: text) else { return nil }
        let parts = ISODate.civil(fromDaysSince1970: Int((start / 86_400).rounded(.down)))
        switch text.count {
        case 4: return span(year: parts.year, months: 1...12, day: nil)
        case 7: return span(year: parts.year, months: parts.month...parts.month, day: nil)
        case 10: return start...start + 86_400 - 1
        default: return start...start
        }
    }

    /// The day a date written in numbers names ("15.01.2014", "1/15/2014", "2014/01/15": see
    /// `WrittenDate.numericShape`), its day and month in the order a number above 12 or the locale says.
    private func numericDate(_ text: String) -> ClosedRange<Double>? {
        guard !text.contains(" "), let shape = WrittenDate.numericShape(text), (1...9999).contains(shape.year) else {
            return nil
        }
        let dayFirst = shape.first > 12 || (shape.second <= 12 && isDayFirst)
        guard let start = shape.seconds(dayFirst: dayFirst) else { return nil }
        return start...start + 86_400 - 1
    }

    /// Months by name and three-letter abbreviation, in the chart's language first, then in every other.
    private func monthNumber(_ word: String) -> Int? {
        for names in [language.monthNames] + Self.monthNames {
            for (index, name) in names.enumerated() {
                let lower = name.lowercased()
                if word == lower || (word.count >= 3 && lower.hasPrefix(word)) { return index + 1 }
            }
        }
        return nil
    }

    /// The stretch from the start of the first month (or the day) to the end of the last, in
    /// `year`, or when it is not given, the first year that puts it within the data (else the
    /// nearest to it).
    private func span(year: Int?, months: ClosedRange<Int>, day: Int?) -> ClosedRange<Double>? {
        func stretch(_ year: Int) -> ClosedRange<Double>? {
            guard (1...9999).contains(year) else { return nil }
            if let day {
                guard day <= ISODate.daysIn(month: months.lowerBound, year: year) else { return nil }
                let start = Double(ISODate.daysSince1970(year: year, month: months.lowerBound, day: day)) * 86_400
                return start...start + 86_400 - 1
            }
            let start = Double(ISODate.daysSince1970(year: year, month: months.lowerBound, day: 1)) * 86_400
            let last = months.upperBound
            let end =
                Double(ISODate.daysSince1970(year: year, month: last, day: ISODate.daysIn(month: last, year: year)))
                * 86_400 + 86_400 - 1
            return start...end
        }
        if let year { return stretch(year) }
        guard let extent else { return nil }
        let first = ISODate.civil(fromDaysSince1970: Int((extent.lowerBound / 86_400).rounded(.down))).year
        let last = ISODate.civil(fromDaysSince1970: Int((extent.upperBound / 86_400).rounded(.down))).year
        let candidates = (first - 1...last + 1).compactMap(stretch)
        return candidates.first { $0.overlaps(extent) }
            ?? candidates.min { distance($0, extent) < distance($1, extent) }
    }

    private func distance(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Double {
        a.upperBound < b.lowerBound ? b.lowerBound - a.upperBound : a.lowerBound - b.upperBound
    }
}
