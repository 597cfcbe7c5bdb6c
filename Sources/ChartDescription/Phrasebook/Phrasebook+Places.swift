import ChartModel

/// Names, places and points as every language says them: the chart's own text and numbers, and
/// the pack's prepositions around them ("on March 8", "in Q1 2026", "for Europe", "at 172 cm").
extension Phrasebook {
    /// A series by its name (a number as a series: "Series 4"), or the language's "the data" for an unnamed one.
    func name(_ series: SeriesName) -> Segment {
        series.name.isEmpty ? .words(theData) : .chartText(seriesName(series.name))
    }

    /// "Group A: " before a sentence about y, or nothing when the series has no name or is named like y: a scatter's
    /// one series "weight" on a y axis "Weight (lb)" is never "weight: weight rises".
    func seriesLead(_ series: SeriesName, y title: String) -> [Segment] {
        func plain(_ text: String) -> String {
            var text = text.trimmingSpaces
            if text.hasSuffix(")"), let open = text.lastIndex(of: "(") { text = String(text[..<open]).trimmingSpaces }
            return text.lowercased()
        }
        let isLikeY = plain(series.name) == plain(title)
        return series.name.isEmpty || isLikeY ? [] : say("relationships.series", ["series": [name(series)]])
    }

    /// A category's name, or an x place that is not one as its own words ("2021" of a pie by year).
    ///
    /// A place is a name in a list ("1. Quartal 2020" in a ranking of quarters), without the article a pack's bare
    /// place may put before it for a preposition (German "zwischen dem 1. Quartal").
    func categoryName(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        if case .category(let name) = place { return [.chartText(name)] }
        let located = located(place, c)
        return located.kind.map { [$0.what] } ?? located.bare
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

    /// A length along x said with what it counts ("11 years", "12 metres"), or a bare number placed on its axis by
    /// name: "6.2 on the Generation axis" ("6.2 on the x axis" when the axis has no title).
    ///
    /// A duration keeps `significantDigits` (two unless asked: "11 years"; a measured cycle keeps three, "10.5 years").
    func xSpan(
        _ difference: Double, _ c: PhraseContext, _ fact: FactRole, isDative: Bool = false, significantDigits: Int = 2
    ) -> [Segment] {
        let x = c.wording.x
        if let spoken = x.span(difference, isDative: isDative, significantDigits: significantDigits) {
            return [.number(difference, spoken: spoken, fact: fact)]
        }
        let amount = [Segment.number(difference, spoken: x.amount(abs(difference)), fact: fact)]
        let title = x.axis.title.trimmingSpaces
        return title.isEmpty
            ? say("axes.amountOnXAxis", ["amount": amount])
            : say("axes.amountOnAxis", ["amount": amount, "title": [.chartText(title)]])
    }

    /// Where something is, with its preposition: "on March 8", "in Q1 2026", "for Europe".
    func place(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        located(place, c).full
    }

    /// A place without its preposition, after "between" or "from": "March 8", "Europe".
    func bare(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        located(place, c).bare
    }

    /// A place with the pack's "until" or "from" in front: "until December 2011", "bis Dezember 2011", a condition with
    /// its own words ("until Row reaches 220", `places.<form>.when`); a pack whose
    /// word for it changes with the place gives `places.<form>.<kind>` or `periods.<form>.<kind>` (French "jusqu'en
    /// décembre 2011", "jusqu'au 3 mars 2012", "dès le premier trimestre 2013"), else its `course.<form>` goes before
    /// the bare place.
    func place(_ place: XPlace, _ form: PlaceForm, _ c: PhraseContext) -> [Segment] {
        let located = located(place, c)
        // A condition has words of its own after "until" or "from": "until Row reaches 220", never "until when".
        if let condition = located.condition, pack.text("places." + form.rawValue + ".when") != nil {
            return say("places." + form.rawValue + ".when", ["title": [condition.title], "value": [condition.value]])
        }
        if let kind = located.kind {
            let key = kind.group + "." + form.rawValue + "." + kind.key
            if pack.text(key) != nil { return say(key, [kind.name: [kind.what]]) }
        }
        return say("course." + form.rawValue, ["place": located.bare])
    }

    /// A place with its preposition, and without it where the language says it with a
    /// preposition alone (a stretch or a condition keeps its words either way).
    ///
    /// A pack may keep words of a place even without its preposition (`places.bare.day`, such as
    /// French "le" in "entre le 3 et le 5 janvier").
    private func located(_ place: XPlace, _ c: PhraseContext) -> Located {
        func at(_ key: String, _ what: Segment) -> Located {
            Located(
                full: say("places." + key, ["place": [what]]), bare: bared("places", key, what, "place"),
                kind: ("places", key, what, "place"))
        }
        switch place {
        case .category(let name):
            let key =
                c.wording.hasWeekdays && Axis.isWeekdayName(name)
                ? "weekdayCategory" : Axis.calendarPlace(of: name) != nil ? "calendarCategory" : "category"
            return at(key, .chartText(c.wording.titledCategory(name)))
        case .value(let value):
            let x = c.wording.x
            if let date = x.date, x.axis.valueDescriptions[value] == nil {
                let spoken = Segment.date(value, spoken: date.text(value), fact: nil)
                switch date.granularity {
                case .day where date.isWeekly:
                    // "in the week of May 4", but "between January 5 and May 4", as days are.
                    return Located(
                        full: say("periods.week", ["date": [spoken]]), bare: bared("places", "day", spoken, "place"),
                        kind: nil)
                case .day: return at("day", spoken)
                case .month: return at("month", spoken)
                case .quarter: return at("quarter", spoken)
                case .year: return at("year", spoken)
                case .minute, .second: return at(date.includesDate ? "dateTime" : "time", spoken)
                }
            }
            if x.isYearLike, x.axis.valueDescriptions[value] == nil {
                return at("year", .date(value, spoken: x.text(value), fact: nil))
            }
            if x.isSelfDescribing || x.axis.title.isEmpty {
                return at("value", .number(value, spoken: x.text(value), fact: nil))
            }
            if let spoken = x.textWithTitleUnit(value) { return at("value", .number(value, spoken: spoken, fact: nil)) }
            let (title, spoken) = (
                Segment.chartText(x.axis.title), Segment.number(value, spoken: x.text(value), fact: nil)
            )
            var located = same(say("places.when", ["title": [title], "value": [spoken]]))
            located.condition = (title, spoken)
            return located
        case .period(let period):
            return self.period(period, c)
        }
    }

    private func period(_ period: Period, _ c: PhraseContext) -> Located {
        func at(_ key: String, _ seconds: Double, _ spoken: String) -> Located {
            let date = Segment.date(seconds, spoken: spoken, fact: nil)
            return Located(
                full: say("periods." + key, ["date": [date]]), bare: bared("periods", key, date, "date"),
                kind: ("periods", key, date, "date"))
        }
        func start(year: Int, month: Int) -> Double {
            Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400
        }
        switch period {
        case .hour(let start):
            let hours = DateWording(style: .time, extent: start...start, spacing: 3600, language: c.language)
            return at("hour", start, hours.text(start))
        case .day(let start):
            return at("day", start, dayWording(c).text(start))
        case .week(let start):
            let week = say("periods.week", ["date": [.date(start, spoken: dayWording(c).weekStart(start), fact: nil)]])
            return same(week)
        case .month(let year, let month):
            return at("month", start(year: year, month: month), self.month(month, year: year))
        case .quarter(let year, let quarter):
            return at("quarter", start(year: year, month: quarter * 3 - 2), self.quarter(quarter, year: year))
        case .year(let year):
            return at("year", start(year: year, month: 1), String(year))
        case .decade(let year):
            return at("decade", start(year: year, month: 1), decade(year))
        case .interval(let low, let high):
            let x = c.wording.x
            // A group at one x (rows repeating it) is at that x, never "between 1931 and 1931".
            if x.text(low) == x.text(high) { return located(.value(low), c) }
            // Dates between are said as places are (French "entre le 5 janvier et le 4 mai").
            let between =
                x.date != nil
                ? bare(.value(low), c) + [.words(pack["lists.and"])] + bare(.value(high), c)
                : c.xBetween(low, high, pack["lists.and"])
            let span = say("periods.between", ["between": between])
            if x.isSelfDescribing || x.axis.title.isEmpty { return same(span) }
            if let unit = x.titleAsUnit { return same(span + [.words(" " + unit)]) }
            return same(say("periods.whenBetween", ["title": [.chartText(x.axis.title)], "span": span]))
        case .years(let first, let last):
            // Numbers of a year axis, as a point's year is (see `located`).
            let years = [
                "first": [Segment.date(Double(first), spoken: c.wording.x.text(Double(first)), fact: nil)],
                "last": [Segment.date(Double(last), spoken: c.wording.x.text(Double(last)), fact: nil)],
            ]
            return Located(
                full: say(last == first + 1 ? "periods.twoYears" : "periods.years", years),
                bare: say("periods.bareYears", years), kind: nil)
        case .run(let first, let last):
            let run = say(
                "periods.run",
                ["first": [.chartText(c.wording.x.text(first))], "last": [.chartText(c.wording.x.text(last))]])
            return same(run)
        }
    }

    /// A place said the same with and without its preposition (a stretch, a condition).
    private func same(_ words: [Segment]) -> Located {
        Located(full: words, bare: words, kind: nil)
    }

    /// A place without its preposition: `what` alone, or in the pack's `<group>.bare.<key>`
    /// template when it has one.
    private func bared(_ group: String, _ key: String, _ what: Segment, _ name: String) -> [Segment] {
        pack.text(group + ".bare." + key) == nil ? [what] : say(group + ".bare." + key, [name: [what]])
    }

    private func dayWording(_ c: PhraseContext) -> DateWording {
        DateWording(
            style: .day, extent: c.wording.x.date != nil ? c.wording.xExtent : nil, spacing: nil, language: c.language)
    }
}

/// The words a place is said in front of: "until March 2026", "from March 2026 on" (see `Phrasebook.place(_:_:_:)`).
enum PlaceForm: String {
    case until, from
}

/// A place as said with its preposition ("in March 2026") and without it ("March 2026", after "between"), and what
/// kind of place it is (`kind`: the pack's group and key of its templates, its words and their placeholder's name),
/// for the pack's words before it in other forms; no kind for a stretch or a condition, said the same either way.
private struct Located {
    var full: [Segment]
    var bare: [Segment]
    var kind: (group: String, key: String, what: Segment, name: String)?
    /// The axis's title and the value, of a place said as a condition ("when dose is 2").
    var condition: (title: Segment, value: Segment)?
}
