import ChartDescription
import ChartModel
import Foundation

extension ChartNavigator {
    /// Goes to the first point within what `text` names on the x axis (read by
    /// `XValueParser`: a day, month, quarter or year, a number as spoken, a category), or, when
    /// no point is there, to the nearest one, saying so.
    mutating func goTo(_ text: String) -> NavigatorResponse {
        guard index.count > 0 else { return current() }
        let quoted = text.quotable
        let span: ClosedRange<Double>
        // A day or month without its year is placed within this series, not the whole chart.
        let parser = XValueParser(chart: chart, extent: index.positions[0]...index.positions[index.count - 1])
        switch parser.parse(text) {
        case .span(let stretch): span = stretch
        case .nearestCategory(let place):
            level = .point
            move(to: SeriesIndex.firstRank(atOrAbove: place.lowerBound, in: index.positions))
            let arrival = arrive(at: rank, from: nil)
            return NavigatorResponse(
                announcement: phrases.navigator(.nearestCategory(quoted)) + arrival.announcement, sound: arrival.sound,
                events: arrival.events + [.notFound(text)])
        case .severalCategories(let names):
            // A long list names the first four and how many more.
            let listed =
                names.count <= 5
                ? names : names.prefix(4) + [phrases.navigator(.moreNames(language.integer(names.count - 4)))]
            let phrase = NavigatorPhrase.severalCategories(
                input: quoted, count: language.integer(names.count), names: language.phrasebook.list(listed))
            return NavigatorResponse(
                announcement: phrases.navigator(phrase), sound: .boundary, events: [.notFound(text)])
        case .notADate:
            return NavigatorResponse(
                announcement: phrases.navigator(.notADate(quoted)), sound: .boundary, events: [.notFound(text)])
        case .notANumber:
            return NavigatorResponse(
                announcement: phrases.navigator(.notANumber(quoted)), sound: .boundary, events: [.notFound(text)])
        case .noCategory:
            return NavigatorResponse(
                announcement: phrases.navigator(.noCategory(quoted)), sound: .boundary, events: [.notFound(text)])
        }
        level = .point
        let first = SeriesIndex.firstRank(atOrAbove: span.lowerBound, in: index.positions)
        if first < index.count, index.positions[first] <= span.upperBound {
            move(to: first)
            return arrive(at: rank, from: nil)
        }
        // A number inside a bin or interval is that point's; on an edge two bins share, the bin
        // it starts (bins hold their start, and the last its end too).
        let series = chart.series[seriesIndex]
        if span.lowerBound == span.upperBound, series.xStart != nil {
            let holding = (0..<index.count).filter { rank in
                series.xInterval(at: index.point(rank)).map { $0.contains(span.lowerBound) } ?? false
            }
            let starting = holding.first { series.xStart?[index.point($0)] == span.lowerBound }
            if let rank = starting ?? holding.first {
                move(to: rank)
                return arrive(at: rank, from: nil)
            }
        }
        // A date inside the calendar month, quarter or year of a monthly, quarterly or yearly point is that point's,
        // whether the point is dated at the period's start or its end (March 15 is March's, dated March 1 or 31).
        if chart.xAxis.type == .date, let holder = Self.holder(of: span.lowerBound, in: index.positions),
            span.upperBound < holder.period.upperBound
        {
            move(to: holder.rank)
            return arrive(at: rank, from: nil)
        }
        // Nothing there: the point nearest its start (the earlier on a tie), saying so when the place is outside the
        // data, or a stretch (a day, a month) with no point in it; a number between points is simply nearest to one.
        let below = first > 0 ? span.lowerBound - index.positions[first - 1] : .infinity
        let above = first < index.count ? index.positions[first] - span.lowerBound : .infinity
        move(to: below <= above ? first - 1 : first)
        let arrival = arrive(at: rank, from: nil)
        let phrase: NavigatorPhrase
        if first == 0 || first == index.count {
            phrase = .outsideData(quoted)
        } else if span.lowerBound < span.upperBound {
            phrase = .nothingAt(quoted)
        } else {
            return arrival
        }
        return NavigatorResponse(
            announcement: phrases.navigator(phrase) + arrival.announcement, sound: arrival.sound,
            events: arrival.events + [.notFound(text)])
    }

    /// The point among `positions` (in order, seconds since 1970) whose calendar period holds `date`, and the period:
    /// points a calendar month apart (28 to 31 days, with either neighbour) each stand for their month, a quarter
    /// (89 to 92) their quarter, a year (365 or 366) their year, whatever day they are dated; points a week apart the
    /// week they start; closer points hold no more than themselves.
    package static func holder(of date: Double, in positions: [Double]) -> (rank: Int, period: Range<Double>)? {
        let first = SeriesIndex.firstRank(atOrAbove: date, in: positions)
        for rank in [first - 1, first] where positions.indices.contains(rank) {
            let steps = [
                rank > 0 ? positions[rank] - positions[rank - 1] : 0,
                rank + 1 < positions.count ? positions[rank + 1] - positions[rank] : 0,
            ]
            guard let step = steps.filter({ $0 > 0 }).min() else { continue }
            let days = step / 86_400
            // A weekly point stands for the week it starts, as it is said ("Week of March 9" holds March 10).
            if days == 7, (positions[rank]..<positions[rank] + step).contains(date) {
                return (rank, positions[rank]..<positions[rank] + step)
            }
            let months: Int? =
                (28...31).contains(days) ? 1 : (89...92).contains(days) ? 3 : (365...366).contains(days) ? 12 : nil
            guard let months else { continue }
            let civil = ISODate.civil(fromDaysSince1970: Int((positions[rank] / 86_400).rounded(.down)))
            let start = (civil.year * 12 + civil.month - 1) / months * months
            func first(ofMonth month: Int) -> Double {
                Double(ISODate.daysSince1970(year: month / 12, month: month % 12 + 1, day: 1)) * 86_400
            }
            let period = first(ofMonth: start)..<first(ofMonth: start + months)
            if period.contains(date) { return (rank, period) }
        }
        return nil
    }

    /// `range` of x on `chart`, widened on a date axis to the monthly, quarterly or yearly points whose calendar
    /// period holds either end (see `holder(of:in:)`): from March 30 on monthly data starts at March's point, to
    /// February at the first quarter's point dated March 31, as goto lands on them.
    package static func widened(_ range: ClosedRange<Double>, on chart: Chart) -> ClosedRange<Double> {
        guard chart.xAxis.type == .date else { return range }
        var (low, high) = (range.lowerBound, range.upperBound)
        for series in chart.series {
            guard case .numbers(let values) = series.x else { continue }
            let positions = values.filter(\.isFinite).sorted()
            if low.isFinite, let holder = holder(of: low, in: positions) { low = min(low, positions[holder.rank]) }
            if high.isFinite, let holder = holder(of: high, in: positions) { high = max(high, positions[holder.rank]) }
        }
        return low...high
    }

    /// Where the position is: level, series, point and group numbers, and the point.
    func whereAmI() -> NavigatorResponse {
        let series = seriesName(seriesIndex) + seriesPlace(seriesIndex)
        switch level {
        case .chart:
            return NavigatorResponse(
                announcement: phrases.navigator(.wholeChartLevel) + chartText(), sound: .none, events: [])
        case .series:
            return NavigatorResponse(
                announcement: phrases.navigator(.seriesLevel) + seriesText(seriesIndex), sound: .none, events: [])
        case .group:
            guard index.groups.indices.contains(groupIndex) else { return emptySeries() }
            let text =
                phrases.navigator(
                    .groupOf(language.integer(groupIndex + 1), language.integer(index.groups.count), series))
                + groupText(groupIndex)
            return NavigatorResponse(announcement: text, sound: current().sound, events: [])
        case .point, .part:
            guard index.count > 0 else { return current() }
            let prefix = phrases.navigator(
                .markOf(markNoun(seriesIndex), language.integer(rank + 1), language.integer(index.count), series))
            return level == .part
                ? NavigatorResponse(
                    announcement: prefix + pointText(rank) + "; " + current().announcement, sound: current().sound,
                    events: []) : current(prefix: prefix)
        }
    }

    /// The summary of the series, or of the chart at the chart level, on one line.
    func describe() -> NavigatorResponse {
        let describer = level == .chart ? try? ChartDescriber(chart: context.amounts ?? chart) : seriesDescriber()
        guard let describer else {
            return NavigatorResponse(announcement: "", sound: .none, events: [])
        }
        let description = describer.describe(.summary)
        let sentences = level == .chart ? description.sentences : description.summary
        return NavigatorResponse(announcement: sentences.map(\.text).joined(separator: " "), sound: .none, events: [])
    }

    /// The marked stretch, when both ends are marked.
    public var markedRange: ClosedRange<Double>? {
        guard let start = marks.start, let end = marks.end else { return nil }
        return min(start, end)...max(start, end)
    }

    /// Marks the current point's x as the start of a stretch, or, with a start marked, as its
    /// end; a third mark starts again.
    mutating func mark() -> NavigatorResponse {
        guard index.count > 0 else { return current() }
        let x = index.positions[rank]
        let series = chart.series[seriesIndex]
        func spoken(_ value: DataValue) -> String { value.number.map(wording.x.titled) ?? wording.x.text(value) }
        let at = spoken(series.x[index.point(rank)])
        guard let start = marks.start, marks.end == nil else {
            marks = (x, nil)
            return NavigatorResponse(
                announcement: phrases.navigator(.markedStart(at)), sound: current().sound, events: [])
        }
        marks.end = x
        let range = min(start, x)...max(start, x)
        let count = (0..<index.count).reduce(0) { $0 + (range.contains(index.positions[$1]) ? 1 : 0) }
        let first = spoken(
            series.x[index.point(SeriesIndex.firstRank(atOrAbove: range.lowerBound, in: index.positions))])
        let last = wording.x.text(
            series.x[index.point(SeriesIndex.firstRank(atOrAbove: range.upperBound, in: index.positions))])
        return NavigatorResponse(
            announcement: phrases.navigator(
                .markedRange(wording.x.stretch(first, last), language.count(count, .point))),
            sound: current().sound, events: [])
    }

    /// The summary of the marked stretch of the series.
    func describeMarked() -> NavigatorResponse {
        guard let range = markedRange else {
            return NavigatorResponse(announcement: phrases.navigator(.nothingMarked), sound: .boundary, events: [])
        }
        guard let describer = seriesDescriber(restrictedTo: range) else {
            return NavigatorResponse(announcement: "", sound: .none, events: [])
        }
        return NavigatorResponse(
            announcement: describer.describe(.summary).summary.map(\.text).joined(separator: " "), sound: .none,
            events: [])
    }

    /// The audio graph of the marked stretch of the series.
    func playMarked() -> NavigatorResponse {
        guard let range = markedRange else {
            return NavigatorResponse(announcement: phrases.navigator(.nothingMarked), sound: .boundary, events: [])
        }
        return NavigatorResponse(
            announcement: phrases.navigator(.playing(seriesName(seriesIndex))),
            sound: .seriesStretch(seriesIndex, range), events: [])
    }

    /// The statistics of the series, on one line.
    func statistics() -> NavigatorResponse {
        guard let describer = seriesDescriber() else {
            return NavigatorResponse(announcement: "", sound: .none, events: [])
        }
        let sentences = describer.details().filter { [.count, .statistics, .change, .correlation].contains($0.kind) }
        return NavigatorResponse(announcement: sentences.map(\.text).joined(separator: " "), sound: .none, events: [])
    }

    /// The current series described alone, as `describe --series` describes it, among the chart's other series (so
    /// it is named as the description names it: an unnamed one by its place) and, on a stack to 100 percent, among its
    /// stack's amounts (so its overall share is weighted by the totals, never a mean of its shares); only the
    /// stretch of x `range`, when given.
    func seriesDescriber(restrictedTo range: ClosedRange<Double>? = nil) -> ChartDescriber? {
        let whole = context.amounts ?? chart
        var options = DescriptionOptions()
        options.seriesIndex = seriesIndex
        return try? ChartDescriber(chart: range.map(whole.restricted(toX:)) ?? whole, options: options)
    }

    /// Every series' value at the current x, spoken and sounded together.
    ///
    /// Past `chordNamed` series with a point there (and two more), `chordNamed` of them are named and sounded, from the
    /// current series on (or the last `chordNamed`), and the rest counted.
    func chord() -> NavigatorResponse {
        guard index.count > 0 else { return current() }
        let x = index.positions[rank]
        var parts: [String] = []
        var pitches: [Double] = []
        let here = indexes.indices.filter {
            indexes[$0].count > 0 && indexes[$0].positions[indexes[$0].nearestRank(to: x)] == x
        }
        var named = here.indices
        if here.count > Self.chordNamed + 2 {
            let start = min(here.firstIndex { $0 >= seriesIndex } ?? 0, here.count - Self.chordNamed)
            named = start..<start + Self.chordNamed
        }
        for series in here[named] {
            let other = indexes[series]
            if let value = other.value(other.nearestRank(to: x)) {
                // A name ending in a digit ("1931") is set off from its value by a comma: "1931, 436.6".
                let name = seriesName(series)
                parts.append(name + (name.last?.isNumber == true ? ", " : " ") + wording.y.text(value))
                pitches.append(mapping.frequency(of: value))
            } else {
                parts.append(phrases.navigator(.hasNoValue(seriesName(series))))
            }
        }
        if named.count < here.count {
            parts.append(phrases.navigator(.chordRest(language.integer(here.count - named.count))))
        }
        // The x as a point says it: "step 58,735", "cyl 8", not "58,735", "8".
        let at = chordPlace(chart.series[seriesIndex].x[index.point(rank)])
        return NavigatorResponse(
            announcement: at + phrases.colon + parts.joined(separator: "; "),
            sound: pitches.isEmpty ? .none : .chord(pitches),
            events: [])
    }

    /// Where a chord is, as a point there says its x: a number with the axis's title ("step 58,735"), a category that is
    /// a number with it too ("cyl 8").
    func chordPlace(_ x: DataValue) -> String {
        switch x {
        case .category(let name): wording.titledCategory(name)
        case .number(let value) where chart.xAxis.type != .categorical: wording.x.titled(value)
        case .number: wording.x.text(x)
        }
    }

    /// How many series a chord names and sounds, at most, before it counts the rest.
    static let chordNamed = 8

    /// The commands, on one line.
    func help() -> NavigatorResponse {
        let list = NavigatorCommand.words.map { "\($0) (\(phrases.commandMeaning($0)))" }.joined(separator: ", ")
        return NavigatorResponse(announcement: phrases.navigator(.commands) + list + ".", sound: .none, events: [])
    }
}

extension ChartNavigator {
    /// A place `goto` takes, as the navigator says the x of the point it is at (away from the point level, of its
    /// series' first point): "March 2024", "Berlin".
    package var gotoExample: String {
        let series = indexes.indices.contains(seriesIndex) ? seriesIndex : 0
        guard indexes.indices.contains(series), indexes[series].count > 0 else { return "1" }
        let here = level == .point || level == .part ? min(rank, indexes[series].count - 1) : 0
        return wording.x.text(chart.series[series].x[indexes[series].point(here)])
    }

    /// Where the position is in the chart's data, for drawing it: the series and, at a point,
    /// its index in the series; at a group, the indices of its points and their mean; at the
    /// chart or series level, neither.
    package var dataPosition: (series: Int, points: Range<Int>, value: Double?)? {
        guard indexes.indices.contains(seriesIndex) else { return nil }
        let index = indexes[seriesIndex]
        switch level {
        case .chart, .series: return nil
        case .point, .part:
            guard index.count > 0 else { return nil }
            let point = index.point(rank)
            return (seriesIndex, point..<point + 1, index.value(rank))
        case .group:
            guard index.groups.indices.contains(groupIndex) else { return nil }
            let group = index.groups[groupIndex]
            let points = group.ranks.map(index.point)
            return (seriesIndex, (points.min() ?? 0)..<((points.max() ?? 0) + 1), group.mean)
        }
    }

    /// A series' groups as table rows, worded as the navigator says them: each group's stretch
    /// of x (its period, or its first and last x), its number of points, and the mean, lowest
    /// and highest of its values.
    package func groupRows(inSeries number: Int) -> [(
        stretch: String, count: Int, mean: String?, minimum: String?, maximum: String?
    )] {
        let index = indexes[number]
        let series = chart.series[number]
        return index.groups.map { group in
            (
                stretch(of: group, in: index, series: series, titled: false), group.ranks.count,
                group.mean.map { wording.y.derived($0).text($0) },
                group.minimum.map(wording.y.text), group.maximum.map(wording.y.text)
            )
        }
    }
}
