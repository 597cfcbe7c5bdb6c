import Languages

/// What an axis does not say but its names and units tell: whether its values add up, and
/// whether its categories have an order. Both are documented in Documentation/Descriptions.md,
/// so authors know when to say them outright.
extension Axis {
    /// Whether values along x add up: the axis's `aggregation`, else inferred.
    ///
    /// - Percentages, and titles or units of rates, levels and measurements (a temperature, a
    ///   price, a score, an index, a speed, a weight, anything "per" something): `mean`, or
    ///   `none` for an index, a balance or a cumulative or running total.
    /// - Money, durations, energy, and counts of events or things (steps, sales, visits, cases,
    ///   people arriving…): `sum`.
    /// - Anything else, a bare number among them: `none`, so that no total is claimed.
    ///
    /// Before the title and unit, the axis's `aggregate` decides where it tells: sums and counts add up, means and
    /// medians do not.
    ///
    /// Titles and units are read in English, the default locale's language; see `resolvedAggregation(locale:)`.
    public var resolvedAggregation: Aggregation { resolvedAggregation(locale: Chart.defaultLocale) }

    /// Whether values along x add up, as `resolvedAggregation` says, reading titles and units in the language of
    /// `locale` (a chart's `locale`) and in English: "media" is an average in a Spanish chart, not in "Social media
    /// messages".
    public func resolvedAggregation(locale: String) -> Aggregation {
        if let aggregation { return aggregation }
        let language = LanguageChoice(locale: locale).language
        switch aggregate {
        case .sum, .count: return .sum
        case .mean, .median: return .mean
        case .min, .max, nil: break
        }
        let unitText = (unit ?? "").lowercased()
        let words = Self.words(title + " " + unitText)
        if !words.isDisjoint(with: Self.neitherWords[language] ?? [])
            || (Self.neitherPhrases[language] ?? []).contains(where: { title.lowercased().contains($0) })
        {
            return .none
        }
        if format.style == .percent || unitText.contains("%") || unitText.contains("°") || unitText.contains("/")
            || words.contains("per")
        {
            return .mean
        }
        if !words.isDisjoint(with: Self.levelWords[language] ?? []) { return .mean }
        if format.style == .currency || !words.isDisjoint(with: Self.summedWords[language] ?? []) { return .sum }
        return .none
    }

    /// Whether the axis's values are each a summary (a mean, a median, a minimum or a maximum) of data beneath them:
    /// an average of them is then an average of averages, not the mean of that data.
    ///
    /// The axis's `aggregate` says so when it is known (a mean titled "Precipitation" is one); else its title does
    /// ("Mean of mpg", "Average temperature", "Media de precio").
    package var isOfAverages: Bool { isOfAverages(locale: Chart.defaultLocale) }

    /// Whether the axis's values are each a summary, as `isOfAverages` says, reading the title in the language of
    /// `locale` and in English.
    package func isOfAverages(locale: String) -> Bool {
        switch aggregate {
        case .mean, .median, .min, .max: return true
        case .sum, .count: return false
        case nil:
            let language = LanguageChoice(locale: locale).language
            return !Self.words(title).isDisjoint(with: Self.averageWords[language] ?? [])
        }
    }

    /// Whether the categories have an order that carries meaning: the axis's `ordered`, else
    /// inferred from `categories` (the resolved ones): ordered when every name is a month, a
    /// weekday, a quarter, a year, or a number or range of numbers ("18–24", "65+").
    package func resolvedIsOrdered(categories: [String]) -> Bool {
        if let isOrdered { return isOrdered }
        guard categories.count >= 2 else { return false }
        // Calendar names in the calendar's order, a week or year maybe starting late (Sun, Mon, Tue …); in another
        // order (tips' days as first met: Sun, Sat, Thur, Fri) they are names, and a course along them would be false.
        // (Quarters with their years, "Q4 2024, Q1 2025", run on past a year's end.)
        let places = categories.compactMap(Self.calendarPlace(of:))
        guard places.count == categories.count else { return categories.allSatisfy(Self.isNumberLike) }
        if categories.contains(where: { $0.contains(where: \.isNumber) }) { return true }
        let descents = zip(places, places.dropFirst()).count { $0 >= $1 }
        return descents == 0 || (descents == 1 && places[places.count - 1] < places[0])
    }

    /// A calendar name's place in its cycle (January 0, Monday 0, Q1 0), for ordering and
    /// shapes; `nil` when the name is not one.
    package static func calendarPlace(of name: String) -> Int? {
        let word = name.trimmingSpaces.lowercased()
        if let month = monthNames.firstIndex(where: { $0.contains(word) }) { return month }
        if let day = weekdayNames.firstIndex(where: { $0.contains(word) }) { return day }
        // Q1 to Q4, alone or with a year on either side: "Q3", "Q3 2025", "2025 Q3".
        let parts = word.split(separator: " ")
        if let quarter = parts.first(where: { $0.count == 2 && $0.hasPrefix("q") }),
            let number = Int(quarter.dropFirst()), (1...4).contains(number),
            parts.count == 1 || (parts.count == 2 && parts.contains { $0.count == 4 && Int($0) != nil })
        {
            return number - 1
        }
        return nil
    }

    /// Whether a category names a day of the week ("Mon", "Tuesday", "mercredi"), which is
    /// spoken with its own preposition ("on Monday").
    package static func isWeekdayName(_ name: String) -> Bool {
        let word = name.trimmingSpaces.lowercased()
        return !monthNames.contains { $0.contains(word) } && weekdayNames.contains { $0.contains(word) }
    }

    /// Whether a category names a number, a year, or a range of numbers: "3", "2019", "1.5",
    /// "18–24", "10-20", "65+", "<5".
    package static func isNumberLike(_ name: String) -> Bool {
        var text = name.trimmingSpaces
        guard !text.isEmpty else { return false }
        if text.hasPrefix("<") || text.hasPrefix(">") || text.hasPrefix("≤") || text.hasPrefix("≥") {
            text = text.dropFirst()
        }
        if text.hasSuffix("+") { text = text.dropLast() }
        let bounds = text.split(whereSeparator: { "-–—".contains($0) }).map { String($0).trimmingSpaces }
        return (1...2).contains(bounds.count)
            && bounds.allSatisfy { !$0.isEmpty && Double($0.replacingOccurrences(of: ",", with: "")) != nil }
    }

    /// The words of a title or unit, lower-cased.
    private static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    /// Month names of every language pack, full and abbreviated, January first.
    static let monthNames: [Set<String>] = (0..<12).map { month in words(below: "inference.months.\(month)") }

    /// Weekday names of every language pack, full and abbreviated, Monday first.
    static let weekdayNames: [Set<String>] = (0..<7).map { day in words(below: "inference.weekdays.\(day)") }

    /// Words of measures whose values neither add up nor average into a story of their own, by language.
    static let neitherWords = wordsByLanguage(below: "inference.neither")

    /// Phrases of such measures ("running total"), by language.
    static let neitherPhrases = wordsByLanguage(below: "inference.neitherPhrases")

    /// Words of rates, levels and measurements: an average means something, a total does not; by language.
    static let levelWords = wordsByLanguage(below: "inference.levels")

    /// Words of titles of averages and medians, by language.
    static let averageWords = wordsByLanguage(below: "inference.averages")

    /// Words of amounts that add up: money, durations, energy, counts of events and things; by language.
    static let summedWords = wordsByLanguage(below: "inference.summed")

    /// The words of the list at `key` in every language's pack: a chart's words may be in any of
    /// them, whatever its locale.
    private static func words(below key: String) -> Set<String> {
        Set(Language.allCases.flatMap { $0.pack.ownList(key) })
    }

    /// For each language, the words of the list at `key` in its pack and in English's: a title's words mean what
    /// they mean in the chart's language (Spanish "media", an average, is English "media", not one), and English
    /// titles are read in any chart.
    private static func wordsByLanguage(below key: String) -> [Language: Set<String>] {
        let english = Language.english.pack.ownList(key)
        return Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, Set(english + $0.pack.ownList(key))) })
    }
}
