import ChartModel

/// The words of one language: how each statement is said, how numbers, dates and units are spoken, and every phrase the
/// navigator and the audio graphs say.
///
/// Adding a language is adding one phrasebook (and choosing it in `Language`).
package protocol Phrasebook: Sendable {
    /// The sentence `statement` makes, in pieces.
    func segments(for statement: Statement, in context: PhraseContext) -> [Segment]

    // MARK: Numbers and units

    /// The word before a negative number.
    var minus: String { get }
    /// The word after a percentage, with its space: " percent".
    var percentWord: String { get }
    /// Between a mantissa and its power of ten: " times ten to the power of ".
    var timesTenToThePowerOf: String { get }
    /// Before a bound a number passes: "more than " or "less than ".
    func beyond(above: Bool) -> String
    /// A number that is not one.
    var undefinedNumber: String { get }
    /// The words of thousand, million, billion and trillion, singular and plural.
    var compactScales: [(singular: String, plural: String)] { get }
    /// An amount of money: the number and the currency's symbol or code in their order.
    func money(_ amount: String, symbol: String) -> String
    /// The names of the months, January first.
    var monthNames: [String] { get }
    /// A day: "March 8", "March 8, 2026".
    func day(_ day: Int, month: String, year: Int?) -> String
    /// A time of day: "2:30 PM", "14:30 Uhr".
    func time(hour: Int, minute: Int, second: Int?) -> String
    /// A quarter: "Q3 2025".
    func quarter(_ quarter: Int, year: Int) -> String
    /// A decade: "the 1990s".
    func decade(_ year: Int) -> String
    /// A unit of time, for durations, by the number said before it.
    func durationUnit(_ unit: DurationUnit, count: String) -> String
    /// Between the ends of a range: " to ".
    var rangeConnector: String { get }
    /// Joins items as a spoken list: "a, b and c".
    func list(_ items: [String]) -> String
    /// A count with its noun: "1 point", "30 points".
    func counted(_ count: String, _ noun: Noun, isOne: Bool) -> String
    /// A unit said after 1 when the axis gives no singular: "step" of "steps".
    func singular(ofUnit unit: String) -> String

    // MARK: Points

    /// What a missing value is called.
    var noValue: String { get }
    /// The heading of the label column of a points table.
    var labelHeading: String { get }
    /// The heading of the band column of a points table.
    var bandHeading: String { get }
    /// A box plot's point after its x: "median 31 minutes, middle half 20 to 45 minutes,
    /// whiskers 8 to 70 minutes, outliers 85 and 95 minutes" (the values already spoken).
    func box(median: String, middleHalf: String, whiskers: String, outliers: [String]) -> String
    /// What a box plot's medians are called, told as a series: "Medians", "Delivery, medians".
    func medians(of series: String) -> String
    /// What one of a box's numbers is called, for the navigator: "lower quartile".
    func boxPart(_ part: BoxPart) -> String
    /// An unnamed series, by its number from 1.
    func unnamedSeries(_ number: Int) -> String
    /// An unnamed only series.
    var theData: String { get }
    /// A group of points summarised into one: "January 1 to January 7, average 42 steps".
    func summarisedPoints(from: String, to: String?, mean: String?) -> String

    // MARK: The navigator

    /// Every sentence the navigator says besides points and descriptions.
    func navigator(_ phrase: NavigatorPhrase) -> String
    /// What an explorer command (its English word, such as "next-peak") does, for help.
    func commandMeaning(_ word: String) -> String
    /// The interactive explorer's keys, on one line.
    var explorerKeys: String { get }

    // MARK: Audio graphs

    /// The words before the names of series played together: "Together: ".
    var together: String { get }
    /// The name of a stacked chart's total: "Total".
    var totalName: String { get }
    /// A waveform's spoken name.
    func waveform(_ name: String) -> String
    /// The word spoken at a landmark in an audio graph: "highest", "lowest".
    func landmarkWord(_ landmark: Landmark) -> String
    /// A chime's caption: the data crossing a reference line (`name`) or, for `nil`, zero.
    func crossing(_ name: String?, upwards: Bool) -> String
}

/// What every phrasebook says the same way: the chart's own text and numbers, without words.
extension Phrasebook {
    /// A series by its name, or the language's "the data" for an unnamed one.
    func name(_ series: SeriesName) -> Segment {
        series.name.isEmpty ? .words(theData) : .chartText(series.name)
    }

    /// A category's name, or nothing for an x place that is not one.
    func categoryName(_ place: XPlace) -> Segment {
        if case .category(let name) = place { return .chartText(name) }
        return .words("")
    }

    /// The author's label of an anchor, in parentheses: " (Marathon)".
    func label(_ anchor: Anchor) -> [Segment] {
        anchor.label.map { [.words(" ("), .chartText($0), .words(")")] } ?? []
    }

    /// A scatter point by both coordinates (its value alone when it has no numeric x).
    func point(_ anchor: Anchor, _ c: PhraseContext) -> [Segment] {
        guard case .value(let x) = anchor.place else { return [c.y(anchor.value, .outlier)] + label(anchor) }
        return point2D(Anchor2D(x: x, y: anchor.value, label: anchor.label), c)
    }

    /// A scatter point by both coordinates, each titled unless its value says what it is:
    /// "Height 168, 128.5 kilograms (Outlier)".
    func point2D(_ point: Anchor2D, _ c: PhraseContext) -> [Segment] {
        let x = c.wording.x
        let y = c.wording.y
        let xText = x.isSelfDescribing || x.axis.title.isEmpty ? x.text(point.x) : x.axis.title + " " + x.text(point.x)
        let yText = y.isSelfDescribing || y.axis.title.isEmpty ? y.text(point.y) : y.axis.title + " " + y.text(point.y)
        return [.number(point.x, spoken: xText, fact: .x), .words(", "), .number(point.y, spoken: yText, fact: .y)]
            + (point.label.map { [.words(" ("), .chartText($0), .words(")")] } ?? [])
    }
}

/// Units of time for durations.
package enum DurationUnit: Sendable, Hashable, CaseIterable {
    case year, month, week, day, hour, minute, second
}

/// One of a box plot's numbers.
package enum BoxPart: Sendable, Hashable {
    case minimum, lowerQuartile, median, upperQuartile, maximum, outlier
}

/// The navigator's sentences, with what each says.
package enum NavigatorPhrase: Sendable, Hashable {
    case chartHasNoData
    case chartHasNoValues
    case seriesHasNoValues(String)
    case seriesHasNoPoints(String)
    case wholeChart
    case alreadyAtChart
    case alreadyAtPoint
    case firstGroup, lastGroup
    case firstSeries, lastSeries
    case startOf(String)
    case endOf(String)
    case maximumOf(String)
    case minimumOf(String)
    case chartMaximum(String)
    case chartMinimum(String)
    case playing(String)
    case notADate(String)
    case notANumber(String)
    case noCategory(String)
    case nothingAt(String)
    case outsideData(String)
    case wholeChartLevel
    case seriesLevel
    case groupOf(Int, Int, String)
    case pointOf(Int, Int, String)
    case seriesOf(Int, Int)
    case aboveReference(String)
    case belowReference(String)
    case crossesAbove(String)
    case crossesBelow(String)
    case theReferenceLine
    case groupValues(count: String, mean: String?, range: String?)
    case seriesSummary(count: String, range: String?)
    case hasNoValue(String)
    case landmark(Landmark)
    case noLandmark(Landmark, after: Bool)
    case speed(String, isLimit: Bool)
    case commands
    case exploring(String)
    case goToPrompt
    case weekOf(String)
    case markedStart(String)
    case markedRange(String, String)
    case nothingMarked
    case stackPosition(upToHere: String, share: String, total: String)
    case unknownCommand(String)
    case withoutSound(String)
    case soundStopped(String)
    case decade(Int)
}

/// What a phrasebook needs to word values: the chart's wording, and segments made from it.
package struct PhraseContext: Sendable {
    /// How the chart's values are spoken.
    package let wording: ChartWording
    /// The language.
    package var language: Language { wording.language }

    package init(wording: ChartWording) {
        self.wording = wording
    }

    /// The wording of an axis.
    package func axis(_ role: AxisSpan.Role) -> AxisWording {
        switch role {
        case .x: wording.x
        case .y: wording.y
        case .additional(let index): wording.additional[index]
        }
    }

    /// A y value as spoken.
    package func y(_ value: Double, _ fact: FactRole? = nil) -> Segment {
        .number(value, spoken: wording.y.text(value), fact: fact)
    }

    /// A difference of x values, in the axis's units ("3 days" on date axes).
    package func xAmount(_ difference: Double, _ fact: FactRole? = nil) -> Segment {
        .number(difference, spoken: wording.x.amount(difference), fact: fact)
    }

    /// A difference of y values, in the axis's units.
    package func yAmount(_ difference: Double, _ fact: FactRole? = nil) -> Segment {
        .number(difference, spoken: wording.y.amount(difference), fact: fact)
    }

    /// A value of an axis as spoken: a date segment on date axes.
    package func value(_ value: Double, on role: AxisSpan.Role, _ fact: FactRole? = nil) -> Segment {
        let axis = axis(role)
        return axis.date != nil && axis.axis.valueDescriptions[value] == nil
            ? .date(value, spoken: axis.text(value), fact: fact)
            : .number(value, spoken: axis.text(value), fact: fact)
    }

    /// A count, grouped as the locale groups digits.
    package func count(_ value: Int, _ fact: FactRole? = nil) -> Segment {
        .number(Double(value), spoken: language.integer(value), fact: fact)
    }

    /// A plain number with `digits` fraction digits at most.
    package func plain(_ value: Double, digits: Int, _ fact: FactRole? = nil) -> Segment {
        .number(value, spoken: NumberWording.text(value, fractionDigits: digits, language: language), fact: fact)
    }

    /// A fraction spoken as a percentage, to two significant digits.
    package func percent(_ fraction: Double, _ fact: FactRole? = nil) -> Segment {
        .number(fraction * 100, spoken: NumberWording.percent(fraction, language: language), fact: fact)
    }

    /// A share of a whole, as a percentage with one decimal below ten.
    package func share(_ fraction: Double, _ fact: FactRole? = nil) -> Segment {
        let percent = fraction * 100
        return .number(
            percent,
            spoken: NumberWording.text(percent, fractionDigits: percent < 10 ? 1 : 0, language: language)
                + language.phrasebook.percentWord, fact: fact)
    }

    /// Two y values with the unit said once, joined by `connector`: "4,210 and 11,520 steps".
    package func yBetween(_ low: Double, _ high: Double, _ connector: String) -> [Segment] {
        [
            .number(low, spoken: wording.y.leading(low), fact: .low), .words(connector),
            .number(high, spoken: wording.y.text(high), fact: .high),
        ]
    }

    /// Two x values with the unit said once, joined by `connector`: "10 and 50 minutes" (dates
    /// each said in full).
    package func xBetween(_ low: Double, _ high: Double, _ connector: String) -> [Segment] {
        let x = wording.x
        guard x.date == nil else { return [value(low, on: .x), .words(connector), value(high, on: .x)] }
        return [
            .number(low, spoken: x.leading(low), fact: nil), .words(connector),
            .number(high, spoken: x.text(high), fact: nil),
        ]
    }

    /// A range of y values: "0 to 14,000 steps", or one value when its ends meet.
    package func yRange(_ low: Double, _ high: Double) -> [Segment] {
        guard low != high else { return [y(low, .value)] }
        return [
            .number(low, spoken: wording.y.leading(low), fact: .lowerBound), .words(language.phrasebook.rangeConnector),
            .number(high, spoken: wording.y.text(high), fact: .upperBound),
        ]
    }
}

extension [Segment] {
    /// The segments with `words` between each group: for lists made of pieces.
    static func joined(_ groups: [[Segment]], separator: String, last: String) -> [Segment] {
        var result: [Segment] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { result.append(.words(index == groups.count - 1 ? last : separator)) }
            result += group
        }
        return result
    }
}

extension [Segment] {
    /// The segments after `words`, or nothing when there are none.
    func prefixed(_ words: String) -> [Segment] {
        isEmpty ? [] : [.words(words)] + self
    }
}
