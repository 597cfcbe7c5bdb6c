import ChartModel
import Foundation
import Languages

/// How the values of one axis are spoken: through the author's value descriptions when there
/// are any, else by the axis's format (number, percent, currency, compact, date) and unit, with
/// fraction digits chosen from the span of the data.
package struct AxisWording: Sendable, Hashable {
    /// The axis.
    package let axis: Axis
    /// The language of the words and separators.
    package let language: Language
    /// The digits after the separator that plain values are spoken with.
    package private(set) var fractionDigits: Int
    /// Whether each value is said with two significant figures at least (see `keepingTwoFigures`), else one.
    private var keepsTwoFigures = false
    /// The data's own digits after the point, which figures derived from it (see `derived(_:)`) exceed by one.
    let dataDecimals: Int
    /// Whether the data is written with more digits than anyone measures (more than `meaningfulDecimals`: 49.17083
    /// of a computed daily mean), so values are said to the digits of their span alone, derived figures too; never
    /// of money, nor of an axis whose format sets its digits.
    let hasComputedDecimals: Bool
    /// The digits a highest or lowest value is said with: those that set it apart from the nearest other value of
    /// its series (see `settingApartExtremes(of:)`); the axis's own unless its data has computed decimals.
    private(set) var extremeDigits: Int?
    /// The most digits after the point that data written by hand or measured carries (0.081, 2.125); more are the
    /// digits of a computation.
    static let meaningfulDecimals = 3
    /// Whether amounts of money are all said with cents, because the data has them: "$1.50 and
    /// $2.00", never "$1.50 and $2".
    private(set) var showsCents: Bool
    let date: DateWording?
    /// Whether the axis counts calendar years as plain numbers ("Year", 1700 to 2022, or −6000 to 1979), which
    /// are spoken without grouping, and before the common era as years: "1700", not "1,700"; "6000 BC".
    let isYearLike: Bool

    /// The wording for `axis`, whose data spans `extent` with points `spacing` apart on average
    /// and is written with `dataDecimals` digits after the point: values are spoken with the
    /// digits that resolve a hundredth of the span, or more when the data has them (up to three
    /// more), so that "2.5" and "3" never both read "3".
    ///
    /// Data with more than three digits after the point (computed values, 49.17083333333334) is
    /// spoken with the span's digits alone, as a person would: "49 to 63.1" of a span of 14, never
    /// "48.9917 to 63.1292".
    package init(
        axis: Axis, language: Language, extent: ClosedRange<Double>?, spacing: Double? = nil, dataDecimals: Int = 0
    ) {
        self.axis = axis
        self.language = language
        let shown = extent ?? axis.range
        var span = shown.map { $0.upperBound - $0.lowerBound } ?? 0
        if span == 0, let range = axis.range { span = range.upperBound - range.lowerBound }
        let magnitude = shown.map { max(abs($0.lowerBound), abs($0.upperBound)) } ?? 0
        let scale = axis.format.style == .percent ? 100.0 : 1
        let spanDigits = NumberWording.fractionDigits(forSpan: span * scale, magnitude: magnitude * scale)
        // Money keeps its cents, and digits the author set stay theirs.
        hasComputedDecimals =
            dataDecimals > Self.meaningfulDecimals && axis.format.style != .currency
            && axis.format.fractionDigits == nil
        var digits =
            axis.format.fractionDigits
            ?? (hasComputedDecimals ? spanDigits : max(spanDigits, min(dataDecimals, spanDigits + 3, 10)))
        if axis.format.style == .currency, axis.format.fractionDigits == nil { digits = min(digits, 2) }
        fractionDigits = digits
        self.dataDecimals = dataDecimals
        showsCents = axis.format.style == .currency && digits > 0 && dataDecimals > 0
        let title = axis.title.lowercased()
        // Years before the common era too: tree rings from −6000 to 1979.
        isYearLike =
            axis.type == .numeric && Self.namesYears(title)
            && shown.map {
                ($0.lowerBound >= 1000 || $0.lowerBound < 0) && $0.lowerBound >= -9999 && $0.upperBound <= 9999
                    && $0.lowerBound == $0.lowerBound.rounded()
            } ?? false
        date =
            axis.type == .date
            ? DateWording(
                style: axis.format.dateStyle, extent: extent ?? axis.range, spacing: spacing, language: language)
            : nil
    }

    /// The wording of `value`, a figure derived from the data rather than read from it: a mean, a median between
    /// two values, a group's average.
    ///
    /// It has one digit more than the data's own where the axis's digits would round it away, up to four significant
    /// digits of the figure, as the Vega-Lite reader words an aggregate mean: the mean of 4 and 5 is "4.5", never "5";
    /// 4.0 is still "4"; 1,137.4 is "1,137". Of data with computed decimals (see `hasComputedDecimals`), the axis's
    /// own digits, or three significant digits of a figure too small for them: a month's mean of 49.98 is "50" on a
    /// span of 14, as the values are, and a slope of 0.4912 is "0.49".
    package func derived(_ value: Double) -> AxisWording {
        let scaled = abs(value) * (axis.format.style == .percent ? 100 : 1)
        let magnitude = scaled > 0 && scaled.isFinite ? Int(Foundation.log10(scaled).rounded(.down)) : 0
        var wording = self
        if hasComputedDecimals {
            wording.fractionDigits = max(fractionDigits, min(2 - magnitude, 10))
            return wording
        }
        let significant = scaled > 0 && scaled.isFinite ? 3 - magnitude : 1
        wording.fractionDigits = max(fractionDigits, min(dataDecimals + 1, max(0, significant), 10))
        return wording
    }

    /// This wording with the digits that set each series' highest and lowest value apart from its nearest other
    /// value, when the data has computed decimals (one digit of a span of 14 says both 48.992 and 49.000 "49"): up
    /// to three more than the axis's own, so "lowest: 48.99" is never heard as a tie the description does not tell.
    ///
    /// - Parameter extremes: Each series' two highest and two lowest values.
    /// - Returns: The wording, its `extremeDigits` set.
    func settingApartExtremes(of extremes: [ExtremeNeighbours]) -> AxisWording {
        guard hasComputedDecimals else { return self }
        let scale = axis.format.style == .percent ? 100.0 : 1
        var digits = fractionDigits
        func rounded(_ value: Double, _ digits: Int) -> Double {
            (value * scale * Foundation.pow(10, Double(digits))).rounded()
        }
        for neighbours in extremes {
            let (high, low) = (neighbours.high, neighbours.low)
            for (extreme, next) in [high, low] where next.isFinite {
                while digits < min(fractionDigits + 3, 10), rounded(extreme, digits) == rounded(next, digits) {
                    digits += 1
                }
            }
        }
        var wording = self
        wording.extremeDigits = digits
        return wording
    }

    /// This wording with the fewest more digits that say `low` and `high` apart, when they differ but would read the
    /// same.
    ///
    /// Up to three more, money up to its cents: a range is "99.97 to 100.02", never "100 to 100". Dates, digits an
    /// author set and values an author described stay as they are.
    package func settingApart(_ low: Double, _ high: Double) -> AxisWording {
        guard low != high, date == nil, axis.format.fractionDigits == nil, sentenceDescriptions[low] == nil,
            sentenceDescriptions[high] == nil
        else { return self }
        let most = min(fractionDigits + 3, axis.format.style == .currency ? 2 : 10)
        var wording = self
        while wording.fractionDigits < most, wording.text(low) == wording.text(high) { wording.fractionDigits += 1 }
        return wording
    }

    /// The wording of a highest or lowest value (see `settingApartExtremes(of:)`).
    package var extreme: AxisWording {
        guard let extremeDigits, extremeDigits != fractionDigits else { return self }
        var wording = self
        wording.fractionDigits = extremeDigits
        return wording
    }

    /// `value` as spoken to `significantDigits` significant digits, with no more fraction digits (nor cents) than
    /// those need: a level near which values hold, "€8,230", never "€8,233.32" nor "€8,230.00".
    package func approximate(_ value: Double, significantDigits: Int) -> String {
        let rounded = NumberWording.rounded(value, significantDigits: significantDigits)
        let scaled = abs(rounded) * (axis.format.style == .percent ? 100 : 1)
        let magnitude = scaled > 0 && scaled.isFinite ? Int(Foundation.log10(scaled).rounded(.down)) : 0
        var wording = self
        wording.fractionDigits = min(fractionDigits, max(0, significantDigits - 1 - magnitude))
        wording.showsCents = false
        return wording.text(rounded)
    }

    /// Words of titles of calendar years, in the four languages.
    private static let yearWords = ["year", "jahr", "année", "annee", "año"]

    /// Whether an axis title names years ("Year", "Jahr", "Année de mesure", "yr").
    static func namesYears(_ title: String) -> Bool {
        let title = title.lowercased()
        return yearWords.contains(where: title.contains)
            || title.split(whereSeparator: { !$0.isLetter }).contains { $0 == "yr" || $0 == "yrs" }
    }

    /// Whether a spoken value says what it counts by itself (a unit, money, a percentage, a
    /// date or a category), so it needs no axis title in front of it.
    package var isSelfDescribing: Bool {
        axis.type != .numeric || axis.unit != nil || axis.format.style != .number || !sentenceDescriptions.isEmpty
            || isYearLike
    }

    /// The title read as a unit when it reads as one: "requests per second" of "Requests per
    /// second", "seconds" of "Seconds", "ms" of "Latency (ms)"; so a value can be spoken "1,000
    /// requests per second" rather than "when Requests per second is 1,000".
    var titleAsUnit: String? {
        let title = axis.title.trimmingSpaces
        if title.hasSuffix(")"), let open = title.lastIndex(of: "(") {
            let unit = String(title[title.index(after: open)..<title.index(before: title.endIndex)]).trimmingSpaces
            // "Horsepower (binned)", as Vega-Lite titles a binned field, names no unit.
            return unit.isEmpty || unit == "binned" ? nil : unit
        }
        let lower = title.lowercased()
        let words = lower.split(separator: " ")
        guard
            words.contains("per") || lower.contains("/")
                || (words.count == 1 && words.first.map { Self.unitWords.contains(String($0)) } == true)
        else { return nil }
        if language.phrasebook.pack.capitalizesNouns { return title }
        // "Requests per second" → "requests per second", but "MB/s" and "kWh" as written.
        return title.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.dropFirst().contains(where: \.isUppercase) ? String(word) : word.lowercased()
        }.joined(separator: " ")
    }

    /// A value with the title read as its unit, singular for one: "1 request per second".
    func textWithTitleUnit(_ value: Double) -> String? {
        guard let unit = titleAsUnit else { return nil }
        let body = text(value)
        return body + " " + (language.isSingular(body) ? language.phrasebook.singular(ofUnit: unit) : unit)
    }

    private static let unitWords: Set<String> = [
        "seconds", "minutes", "hours", "days", "weeks", "months", "years", "milliseconds", "meters", "metres",
        "kilometers",
        "kilometres", "miles", "feet", "inches", "grams", "kilograms", "pounds", "dollars", "euros", "degrees",
        "percent",
        "watts", "volts", "bytes", "megabytes", "gigabytes", "liters", "litres", "calories", "steps", "points",
        "sekunden", "minuten", "stunden", "tage", "wochen", "monate", "jahre", "meter", "kilometer", "kilogramm",
        "gramm", "euro", "grad", "prozent",
    ]

    /// Whether ratios of values mean nothing, so changes are never spoken in percent: an axis
    /// of temperatures in degrees, or of dates.
    package var isIntervalScale: Bool {
        if date != nil { return true }
        return Self.namesIntervalScale((axis.unit ?? "") + " " + axis.title)
    }

    /// Whether a title, unit or series name names a measure whose zero is arbitrary: a degree sign, a word of a pack's
    /// `inference.intervalWords`, a compound starting or ending with one of six letters or more ("Höchsttemperatur"),
    /// or ending with an abbreviation of temperature ("nhtemp", R's New Haven temperatures; never "tempo").
    package static func namesIntervalScale(_ text: String) -> Bool {
        let text = text.lowercased()
        if text.contains("°") { return true }
        return text.split { !$0.isLetter }.contains { word in
            intervalWords.contains(String(word))
                || longIntervalWords.contains { word.hasPrefix($0) || word.hasSuffix($0) }
                || endingIntervalWords.contains { word.hasSuffix($0) }
        }
    }

    /// The measures a series name's words name, each the index of a list of the packs' `inference.measures` (the same
    /// in every pack): "temp_max" temperature, "Niederschlag" precipitation, "wind_speed" wind and speed; a compound
    /// starting or ending with a word of six letters or more counts ("Windgeschwindigkeit" is speed).
    package static func measures(named name: String) -> Set<Int> {
        var found = Set<Int>()
        for word in name.lowercased().split(whereSeparator: { !$0.isLetter }) {
            for (index, words) in measureWords.enumerated()
            where words.contains(String(word))
                || words.contains(where: { $0.count >= 6 && (word.hasPrefix($0) || word.hasSuffix($0)) })
            {
                found.insert(index)
            }
        }
        return found
    }

    /// Every pack's words of each measure, in the packs' order of measures.
    private static let measureWords: [Set<String>] = {
        let count = (0...).prefix { !Languages.Language.english.pack.ownList("inference.measures.\($0)").isEmpty }.count
        return (0..<count).map { index in
            Set(Languages.Language.allCases.flatMap { $0.pack.ownList("inference.measures.\(index)") })
        }
    }()

    /// Whether the axis's unit says its values are percentages ("percent", "%"), though its
    /// format does not: their changes are percentage points, as the percent format's are.
    package var isPercentUnit: Bool {
        guard axis.format.style != .percent, let unit = axis.unit?.lowercased().trimmingCharacters(in: .whitespaces)
        else { return false }
        return unit == "%" || Self.percentUnits.contains(unit)
    }

    /// Every pack's words of interval scales, whose zero is arbitrary (temperatures, elevations).
    static let intervalWords = Set(Languages.Language.allCases.flatMap { $0.pack.ownList("inference.intervalWords") })

    /// The interval words long enough to be found inside a compound word.
    private static let longIntervalWords = intervalWords.filter { $0.count >= 6 }
    /// The short interval words found ending a compound word: the abbreviations of temperature ("temp", "temps"; not
    /// German's "grad", which ends Belgrad).
    private static let endingIntervalWords = intervalWords.filter { $0.count < 6 && $0.hasPrefix("temp") }

    /// Every pack's words for percent as a unit.
    static let percentUnits = Set(Languages.Language.allCases.flatMap { $0.pack.ownList("inference.percentUnits") })

    /// A value as spoken: "8,432 steps", "$1.2 million", "42 percent", "March 8", or the
    /// author's own description of it (unless that describes only how a point is announced).
    package func text(_ value: Double) -> String {
        if let description = sentenceDescriptions[value] { return description }
        return keepingFigure(of: value).number(value, withUnit: true)
    }

    /// This wording saying each value with two significant figures at least, where the axis's digits give it fewer:
    /// the ends of a ratio, which a listener divides (Argentina's prices "rise about 85 million-fold from 1.1", never
    /// "from 1", on an axis spanning billions).
    package var keepingTwoFigures: AxisWording {
        var wording = self
        wording.keepsTwoFigures = true
        return wording
    }

    /// This wording, or one with the digits `value` needs not to be said as zero when it is none (nor with one figure,
    /// when `keepsTwoFigures`): a vapour pressure of 0.0002 on an axis spanning 806 is "0.0002", never "0"; digits an
    /// author set stay theirs.
    private func keepingFigure(of value: Double) -> AxisWording {
        let scaled = abs(value) * (axis.format.style == .percent ? 100 : 1)
        guard date == nil, axis.format.style != .currency, axis.format.fractionDigits == nil, scaled > 0,
            scaled.isFinite, scaled < (keepsTwoFigures ? 10 : 0.5) * Foundation.pow(10, -Double(fractionDigits))
        else { return self }
        var wording = self
        wording.fractionDigits = min(10, 1 - Int(Foundation.log10(scaled).rounded(.down)))
        return wording
    }

    /// The author's descriptions of values that sentences and ranges use: none when they say
    /// only how each point is announced.
    private var sentenceDescriptions: [Double: String] {
        axis.describesPointsOnly ? [:] : axis.valueDescriptions
    }

    /// An x or additional value as spoken: a category by its name, a number as `text(_:)`.
    package func text(_ value: DataValue) -> String {
        switch value {
        case .number(let number): text(number)
        case .category(let name): name
        }
    }

    /// A value with the axis title in front unless the value says what it counts:
    /// "Height 172", "8,432 steps".
    package func titled(_ value: Double) -> String {
        // A point announced as its author describes it is said as written.
        if let description = axis.valueDescriptions[value] { return description }
        let spoken = text(value)
        return isSelfDescribing || axis.title.isEmpty ? spoken : axis.title + " " + spoken
    }

    /// A range: "0 to 14,000 steps", "$0 to $1.2 million", "January 1 to January 30, 2026".
    package func range(_ range: ClosedRange<Double>) -> String {
        if let date, sentenceDescriptions.isEmpty { return date.range(range) }
        return between(range.lowerBound, range.upperBound, joinedBy: language.phrasebook.rangeConnector)
    }

    /// The axis's whole extent: its range, and times of one day with the day they are on ("March 5, 2026, 8:00 AM to
    /// 12:00 PM"), which no point then says.
    package func extent(_ range: ClosedRange<Double>) -> String {
        if let date, sentenceDescriptions.isEmpty { return date.extent(range) }
        return self.range(range)
    }

    /// The first day of a week as the week's name says it: "January 5", with the year when the
    /// data spans years or the week runs into the next ("December 29, 2025").
    package func weekStart(_ seconds: Double) -> String {
        date?.weekStart(seconds) ?? text(seconds)
    }

    /// A stretch of this axis's values within the data: "du 3 au 9 mars" (a date's year only
    /// where the data's dates say it), "10 to 20 steps".
    package func stretch(_ range: ClosedRange<Double>) -> String {
        if let date, sentenceDescriptions.isEmpty { return date.range(range, isStretch: true) }
        return stretch(text(range.lowerBound), text(range.upperBound))
    }

    /// Two values of this axis, already spoken, as a stretch: "January 1 to January 7" (dates as
    /// the pack words a range of their kind: "du 1er janvier au 7 janvier"), "10 to 20".
    package func stretch(_ first: String, _ last: String) -> String {
        if let kind = date?.rangeKind { return language.phrasebook.dateRange(kind, first, last) }
        return first + language.phrasebook.rangeConnector + last
    }

    /// Two values with the unit said once, at the end: "0 and 285 minutes", set apart (see `settingApart`).
    func between(_ low: Double, _ high: Double, joinedBy connector: String) -> String {
        let wording = settingApart(low, high)
        return wording.leading(low) + connector + wording.text(high)
    }

    /// A value that another follows, which says the unit: "0" of "0 to 285 minutes" (money,
    /// percentages and dates keep their own words).
    func leading(_ value: Double) -> String {
        sentenceDescriptions[value]
            ?? keepingFigure(of: value).number(value, withUnit: axis.format.style != .number || date != nil)
    }

    /// The change from `from` to `to` as a listener can check it against the two as spoken: the difference of the
    /// values at the digits they are said with, where both are plain numbers or percentages said in full ("rises 5
    /// from 19 to 24" of 18.95 and 24.0, never "5.1", though 5.05 is); else the difference itself.
    package func spokenDifference(from: Double, to: Double) -> Double {
        let scale = axis.format.style == .percent ? 100.0 : 1
        guard date == nil, !isYearLike, [.number, .percent].contains(axis.format.style), !axis.format.isCompact,
            sentenceDescriptions[from] == nil, sentenceDescriptions[to] == nil,
            keepingFigure(of: from).fractionDigits == fractionDigits,
            keepingFigure(of: to).fractionDigits == fractionDigits
        else { return to - from }
        let spoken = { (value: Double) in NumberWording.rounded(value * scale, fractionDigits: fractionDigits) }
        return (spoken(to) - spoken(from)) / scale
    }

    /// A difference between two values, in the axis's unit: "6,810 steps", "$1.5 thousand".
    ///
    /// Dates give a duration ("3 days"), and so do calendar years counted as numbers ("11 years").
    package func amount(_ difference: Double) -> String {
        if date != nil { return duration(abs(difference)) }
        if isYearLike { return duration(abs(difference) * Self.secondsPerYear) }
        return number(difference, withUnit: true)
    }

    /// A length along this axis said with what it counts, or `nil` for a bare number, which a phrase must place on
    /// its axis by name.
    ///
    /// Dates, calendar years and an axis titled in years ("Years before present") give a duration ("11 years",
    /// "13,000 years"), in the dative where `isDative` asks and the language declines ("von 11 Jahren"); a unit,
    /// money or a percentage is said with the number ("12 metres"), and so is a title read as a unit ("Depth (m)").
    /// A duration keeps `significantDigits`, at most one after the point.
    package func span(_ difference: Double, isDative: Bool = false, significantDigits: Int = 2) -> String? {
        if date != nil { return duration(abs(difference), isDative: isDative, significantDigits: significantDigits) }
        if isInYears {
            return duration(
                abs(difference) * Self.secondsPerYear, isDative: isDative, significantDigits: significantDigits)
        }
        if axis.format.style != .number || !(axis.unit ?? "").isEmpty { return number(abs(difference), withUnit: true) }
        return textWithTitleUnit(abs(difference))
    }

    /// Whether lengths along this numeric axis are years: it counts calendar years, or is titled in years.
    package var isInYears: Bool { isYearLike || countsYears }

    /// Whether the axis is a plain number titled in years ("Years before present", "Jahre"), so lengths along it
    /// are durations.
    private var countsYears: Bool {
        guard axis.type == .numeric, axis.format.style == .number, (axis.unit ?? "").isEmpty,
            let first = axis.title.lowercased().split(whereSeparator: { !$0.isLetter }).first
        else { return false }
        return Self.yearTitleWords.contains(String(first))
    }

    /// The words, in the four languages, that open a title of an axis counting years.
    private static let yearTitleWords: Set<String> = [
        "year", "years", "jahr", "jahre", "année", "années", "annee", "annees", "ans", "año", "años",
    ]

    /// The seconds in a year of 365.25 days, as durations count it.
    static let secondsPerYear = 365.25 * 86_400

    /// A length of time in the largest whole unit that fits, to `significantDigits`: "3 days", "2 hours".
    func duration(_ seconds: Double, isDative: Bool = false, significantDigits: Int = 2) -> String {
        let units: [(Double, DurationUnit)] = [
            (Self.secondsPerYear, .year), (30.44 * 86_400, .month), (7 * 86_400, .week), (86_400, .day), (3600, .hour),
            (60, .minute),
        ]
        for (size, unit) in units where seconds >= size {
            let count = NumberWording.rounded(seconds / size, significantDigits: significantDigits)
            let number = NumberWording.text(count, fractionDigits: 1, language: language)
            return number + " "
                + language.phrasebook.durationUnit(unit, isSingular: language.isSingular(number), isDative: isDative)
        }
        let number = NumberWording.text(seconds, fractionDigits: 1, language: language)
        return number + " "
            + language.phrasebook.durationUnit(.second, isSingular: language.isSingular(number), isDative: isDative)
    }

    private func number(_ value: Double, withUnit: Bool) -> String {
        if let date { return date.text(value) }
        let format = axis.format
        switch format.style {
        case .percent:
            return NumberWording.text(value * 100, fractionDigits: fractionDigits, language: language)
                + language.phrasebook.percentWord
        case .currency:
            // A price per a unit: "$3.20 per kg".
            guard withUnit, let unit = axis.unit, !unit.isEmpty else { return currency(value) }
            return currency(value) + " " + unit
        case .number where isYearLike && abs(value) < 9999.5:
            // A year before the common era as the language writes one: "6000 BC", never "minus 6,000".
            let year = Int(value.rounded())
            return year < 0 ? language.phrasebook.yearBeforeCommonEra(-year) : String(year)
        case .number:
            let unit = withUnit ? axis.unit ?? "" : ""
            let body =
                format.isCompact
                ? NumberWording.compact(
                    value, language: language, fractionDigits: fractionDigits, beforeUnit: !unit.isEmpty)
                : NumberWording.text(value, fractionDigits: fractionDigits, language: language)
            guard !unit.isEmpty else { return body }
            let isSingular = language.isSingular(body)
            if let written = language.phrasebook.writtenUnit(unit, isSingular: isSingular) {
                return body + " " + written
            }
            return body + " " + (isSingular ? axis.unitSingular ?? language.phrasebook.singular(ofUnit: unit) : unit)
        }
    }

    private func currency(_ value: Double) -> String {
        let code = (axis.format.currencyCode ?? "USD").uppercased()
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "CNY": "¥", "KRW": "₩"]
        let symbol = symbols[code] ?? code
        let body: String
        if axis.format.isCompact, abs(value) >= 1000 {
            body = NumberWording.compact(
                abs(value), language: language, fractionDigits: fractionDigits, beforeUnit: true)
        } else {
            let hasCents =
                showsCents || fractionDigits > 0 && (abs(value) * 100).rounded() != (abs(value).rounded() * 100)
            body = NumberWording.text(
                abs(value), fractionDigits: hasCents ? 2 : 0, language: language, keepsZeros: hasCents)
        }
        let amount = language.phrasebook.money(body, symbol: symbol)
        let isZero = body.allSatisfy { $0 == "0" || $0 == Character(language.decimalSeparator) }
        return amount.withSign(value < 0 && !isZero, language)
    }
}
