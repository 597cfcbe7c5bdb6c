import ChartModel
import Languages

/// How AudioGraph says things in one language: the control flow every language shares (which
/// words a statement needs, in which order, lists and ranges), with the words, their order and
/// their grammar from the language's pack (see `LanguagePack`).
///
/// Statements are worded in `Phrasebook+Statements.swift`; numbers, dates, points, the navigator's
/// and the audio graph's words here.
package struct Phrasebook: Sendable {
    /// The language's words.
    package let pack: LanguagePack

    /// The phrasebook of `language`.
    package init(_ language: Languages.Language) {
        pack = language.pack
    }

    // MARK: Numbers and units

    /// The word before a negative number.
    package var minus: String { pack["numbers.minus"] }
    /// The word after a percentage, with its space: " percent".
    package var percentWord: String { pack["numbers.percent"] }
    /// Between a mantissa and its power of ten: " times ten to the power of ".
    package var timesTenToThePowerOf: String { pack["numbers.timesTenToThePowerOf"] }
    /// Before a bound a number passes: "more than " or "less than ".
    package func beyond(above: Bool) -> String { pack[above ? "numbers.moreThan" : "numbers.lessThan"] }
    /// A year before the common era, `year` years before it: "6000 BC".
    package func yearBeforeCommonEra(_ year: Int) -> String {
        text("numbers.yearBeforeCommonEra", ["year": String(year)])
    }
    /// A number that is not one.
    package var undefinedNumber: String { pack["numbers.undefined"] }
    /// The names of the scales in the packs, smallest first.
    static let scaleNames = ["thousand", "million", "billion", "trillion"]
    /// The words of thousand, million, billion and trillion, singular and plural.
    package var compactScales: [(singular: String, plural: String)] {
        Self.scaleNames.map { (pack.noun("scales." + $0, count: 1), pack.noun("scales." + $0, count: 2)) }
    }
    /// The word of a scale (`thousand`, `million`, `billion` or `trillion`) after `number`, in the
    /// form that number takes; before a unit when `beforeUnit` ("millions de personnes").
    package func scale(_ name: String, after number: Double, beforeUnit: Bool) -> String {
        let count = pack.plural(number: number) == "one" ? 1 : 2
        return pack.noun("scales." + name, count: count, form: beforeUnit ? "beforeUnit" : nil)
    }
    /// An amount of money: the number and the currency's symbol or code in their order.
    package func money(_ amount: String, symbol: String) -> String {
        text(symbol.count == 1 ? "numbers.moneySymbol" : "numbers.moneyCode", ["amount": amount, "symbol": symbol])
    }
    /// The names of the months, January first.
    package var monthNames: [String] { pack.list("dates.months") }
    /// A day: "March 8", "March 8, 2026".
    package func day(_ day: Int, month: String, year: Int?) -> String {
        // A pack may word some days apart, such as French "1er" for the first.
        let number = pack.text("dates.days." + String(day)) ?? String(day)
        let arguments = ["day": number, "month": month, "year": year.map(String.init) ?? ""]
        return text(year == nil ? "dates.day" : "dates.dayOfYear", arguments)
    }
    /// A time of day: "2:30 PM", "14:30 Uhr".
    package func time(hour: Int, minute: Int, second: Int?) -> String {
        let isTwelveHour = pack["dates.clock"] == "12"
        let shown = isTwelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        let arguments = [
            "hour": String(shown), "minute": Self.twoDigits(minute),
            "second": second.map { Self.twoDigits($0) } ?? "",
            "half": isTwelveHour ? pack[hour < 12 ? "dates.morning" : "dates.afternoon"] : "",
        ]
        return text(second == nil ? "dates.time" : "dates.timeWithSeconds", arguments)
    }
    /// A quarter: "Q3 2025".
    package func quarter(_ quarter: Int, year: Int) -> String {
        // A pack may word the quarters apart, such as Spanish "primer" for the first.
        let number = pack.text("dates.quarters." + String(quarter)) ?? String(quarter)
        return text("dates.quarter", ["quarter": number, "year": String(year)])
    }
    /// A month of a year: "March 2026", "marzo de 2026".
    package func month(_ month: Int, year: Int) -> String {
        text("dates.month", ["month": monthNames[month - 1], "year": String(year)])
    }
    /// Two dates as a range, in the pack's wording for ranges of `kind`, its articles and
    /// prepositions contracted: `days` ("du 28 février au 3 mars"), `months` ("de marzo de 2025
    /// a junio de 2026"), `monthsOfYear` ("d'avril à juin 2026", with `year`), `quarters`,
    /// `years`.
    package func dateRange(_ kind: DateRangeKind, _ first: String, _ last: String, year: Int? = nil) -> String {
        pack.contracted(
            text("dates.ranges." + kind.rawValue, ["first": first, "last": last, "year": year.map(String.init) ?? ""]))
    }
    /// Days of one month as a range: "March 3 to 9, 2026", "del 3 al 9 de marzo" (without
    /// `year`).
    package func dayRange(_ first: Int, _ last: Int, month: Int, year: Int?) -> String {
        let day = { (day: Int) in self.pack.text("dates.days." + String(day)) ?? String(day) }
        let arguments = [
            "first": day(first), "last": day(last), "month": monthNames[month - 1],
            "year": year.map(String.init) ?? "",
        ]
        return pack.contracted(
            text(year == nil ? "dates.ranges.daysInMonth" : "dates.ranges.daysInMonthOfYear", arguments))
    }
    /// A decade: "the 1990s".
    package func decade(_ year: Int) -> String { text("dates.decade", ["year": String(year)]) }
    /// A unit of time, for durations, by the number said before it (whose singular `isSingular` tells); in the dative
    /// after a preposition that takes it, where the language declines its nouns ("von 12 Monaten").
    package func durationUnit(_ unit: DurationUnit, isSingular: Bool, isDative: Bool = false) -> String {
        pack.noun(unit.rawValue, count: isSingular ? 1 : 2, form: isDative ? "dative" : nil)
    }
    /// Between a name and what it names: ": " (French puts a no-break space before the colon).
    package var colon: String { pack["lists.colon"] }
    /// Between the ends of a range: " to ".
    package var rangeConnector: String { pack["lists.range"] }
    /// Joins items as a spoken list: "a, b and c".
    package func list(_ items: [String]) -> String { pack.joined(items) }
    /// A count with its noun: "1 point", "30 points".
    package func counted(_ count: String, _ noun: Noun, isOne: Bool) -> String {
        count + " " + pack.noun(noun.rawValue, count: isOne ? 1 : 2)
    }
    /// A unit's symbol that reads as a word ("in", "t", "d") as the pack writes it out after a number: "inches", and
    /// "inch" when `isSingular`; nil for a symbol that reads as itself ("mm", "kg").
    package func writtenUnit(_ unit: String, isSingular: Bool) -> String? {
        pack.text("units.written." + unit + (isSingular ? ".one" : ".other"))
    }
    /// A unit said after 1 when the axis gives no singular: "step" of "steps".
    package func singular(ofUnit unit: String) -> String {
        // The first word carries the number: "degrees Celsius", "kilometres per hour".
        let words = unit.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first else { return unit }
        var singular = first
        if let known = pack.text("units.singulars." + first.lowercased()) {
            singular = known
        } else if pack.text("units.singularDropsS") == "true", first.count > 2, first.hasSuffix("s"),
            !first.hasSuffix("ss"), !first.hasSuffix("us"), !first.hasSuffix("is"),
            first.allSatisfy(\.isLetter)  // a plural word, not a symbol such as "MB/s"
        {
            // The pack's own endings first ("ies" → "y" in English, "ones" → "ón" in Spanish).
            let endings = (2...4).reversed().map { String(first.suffix($0)) }
            let replaced = endings.lazy.compactMap { ending in
                self.pack.text("units.singularEndings." + ending).map { String(first.dropLast(ending.count)) + $0 }
            }
            singular = replaced.first ?? String(first.dropLast())
        }
        return ([singular] + words.dropFirst()).joined(separator: " ")
    }

    /// A number of two digits at least: "05".
    static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    // MARK: Points

    /// What a missing value is called.
    package var noValue: String { pack["points.noValue"] }
    /// The heading of the label column of a points table.
    package var labelHeading: String { pack["points.labelHeading"] }
    /// The heading of the band column of a points table.
    package var bandHeading: String { pack["points.bandHeading"] }
    /// A box plot's point after its x: "median 31 minutes, middle half 20 to 45 minutes,
    /// whiskers 8 to 70 minutes, outliers 85 and 95 minutes" (the values already spoken).
    package func box(median: String, middleHalf: String, whiskers: String, outliers: [String]) -> String {
        text("points.box", ["median": median, "middleHalf": middleHalf, "whiskers": whiskers])
            + (outliers.isEmpty
                ? "" : text("points.boxOutliers", count: outliers.count, ["outliers": list(outliers)]))
    }
    /// The heading of a series' points in a text description: "Steps:", or "Points:" for an
    /// unnamed series (`nil`).
    package func pointsHeading(_ series: String?) -> String {
        text("points.heading", ["series": series ?? pack["points.points"]])
    }
    /// What a box plot's medians are called, told as a series: "Medians", "Delivery, medians".
    package func medians(of series: String) -> String {
        series.isEmpty ? pack["points.medians"] : text("points.mediansOf", ["series": series])
    }
    /// What one of a box's numbers is called, for the navigator: "lower quartile".
    package func boxPart(_ part: BoxPart) -> String { pack["points.boxParts." + part.rawValue] }
    /// An unnamed series, by its number from 1.
    package func unnamedSeries(_ number: Int) -> String { text("points.unnamedSeries", ["number": String(number)]) }
    /// An unnamed only series.
    package var theData: String { pack["points.theData"] }
    /// A series' name as spoken: a name that is a number ("4", "65+", "0.5") is said as a series ("Series 4"),
    /// never as a bare number a listener would take for a value; a calendar year ("1931") is a name as it is, as a
    /// person says "1931 is above 1932" of two years' harvests.
    package func seriesName(_ name: String) -> String {
        Axis.isNumberLike(name) && !Self.isYear(name) ? text("points.numberedSeries", ["name": name]) : name
    }

    /// Whether a name is a calendar year: four digits from 1000 to 2999 ("1931", "2024").
    static func isYear(_ name: String) -> Bool {
        let text = name.trimmingSpaces
        guard text.count == 4, text.allSatisfy(\.isASCII), let year = Int(text) else { return false }
        return (1000...2999).contains(year)
    }
    /// A series as the description, the navigator and the audio graph's captions all say it: a name that is a number
    /// with what the chart's series are values of when it says (`title`: "sex 1", "Cylinders 4"), else as a series
    /// ("Series 4") unless it is a year ("1931"); an unnamed series by its place from 1 (`number`: "Unnamed series 2"), so "Series 2" is only ever
    /// the name "2".
    ///
    /// A chart's only series, unnamed, is named as its values are (`yTitle`: "Steps", as the page's table heads its
    /// column, and as a CSV file's one column names its series), else "The data" (`count` is the chart's number of
    /// series).
    package func spokenSeriesName(
        _ name: String, number: Int, title: String?, of count: Int = 2, yTitle: String? = nil
    ) -> String {
        if name.isEmpty, count == 1 {
            let values = yTitle?.trimmingSpaces ?? ""
            return values.isEmpty ? theData : values
        }
        if name.isEmpty { return unnamedSeries(number) }
        if Axis.isNumberLike(name), let title = title?.trimmingSpaces, !title.isEmpty { return title + " " + name }
        return seriesName(name)
    }
    /// Neighbouring histogram bins heard together: "3 to 5 minutes, 230 eruptions in 8 bins".
    package func binsTogether(_ stretch: String, total: String, bins: String) -> String {
        text("points.binsTogether", ["stretch": stretch, "total": total, "bins": bins])
    }
    /// A group of points summarised into one: "January 1 to January 7, average 42 steps"; with `valued`, how many of
    /// them have a value when some have none ("Q1 1962 to Q4 1962, 2 with a value, average 0.745"), as the navigator
    /// says the group.
    package func summarisedPoints(_ stretch: String, mean: String?, valued: String? = nil) -> String {
        stretch + (valued.map { navigator(.groupValued($0)) } ?? "") + ", "
            + (mean.map { text("points.average", ["mean": $0]) } ?? noValue)
    }

    // MARK: The navigator

    /// A landmark's name: "peak", "unusual value".
    package func landmarkName(_ landmark: Landmark) -> String { pack["landmarks." + landmark.rawValue] }

    /// What an explorer command (its English word, such as "next-peak") does, for help.
    package func commandMeaning(_ word: String) -> String { pack.text("commands." + word) ?? word }

    /// The interactive explorer's keys, on one line.
    package var explorerKeys: String { pack["navigator.keys"] }

    // MARK: Audio graphs

    /// The words before the names of series played together: "Together: ".
    package var together: String { pack["audio.together"] }
    /// The name of a stacked chart's total: "Total".
    package var totalName: String { pack["audio.total"] }
    /// A waveform's spoken name.
    package func waveform(_ name: String) -> String { pack.text("audio.waveforms." + name) ?? name }
    /// The word spoken at a landmark in an audio graph: "highest", "lowest".
    package func landmarkWord(_ landmark: Landmark) -> String {
        pack.text("audio.landmarks." + landmark.rawValue) ?? landmarkName(landmark)
    }
    /// A chime's caption: the data crossing a reference line (`name`) or, for `nil`, zero.
    package func crossing(_ name: String?, upwards: Bool) -> String {
        text(upwards ? "audio.crossesAbove" : "audio.crossesBelow", ["name": name ?? pack["audio.zero"]])
    }
}

/// The kinds of date ranges a pack words, each its own way (French "du … au …" for days, "de …
/// à …" for months).
package enum DateRangeKind: String, Sendable, Hashable {
    case days, months, monthsOfYear, quarters, years
}

/// Units of time for durations.
package enum DurationUnit: String, Sendable, Hashable, CaseIterable {
    case year, quarter, month, week, day, hour, minute, second
}

/// One of a box plot's numbers.
package enum BoxPart: String, Sendable, Hashable {
    case minimum, lowerQuartile, median, upperQuartile, maximum, outlier
}
