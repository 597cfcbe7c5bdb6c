import ChartDescription
import ChartModel

extension ChartNavigator {
    var index: SeriesIndex { indexes[seriesIndex] }

    /// A series' spoken name, as the description says it: its name (a number with the chart's series title, "sex 1",
    /// or as a series, "Series 4"), or "Unnamed series 2" for the second series when it has no name; an only series
    /// without a name by the y axis's title ("Steps"), else "The data".
    func seriesName(_ series: Int) -> String {
        phrases.spokenSeriesName(
            chart.series[series].name, number: series + 1, title: chart.seriesTitle, of: chart.series.count,
            yTitle: chart.yAxis?.title)
    }

    /// What series `series`' marks are called, as the description counts them: bars, slices, cells, points.
    func markNoun(_ series: Int) -> Noun {
        ChartDescriber.countedNoun(of: chart.series[series], kind: chart.resolvedKind)
    }

    /// The pitch of the point at `rank` of the current series, when it has a value.
    func pitch(_ rank: Int) -> Double? { index.value(rank).map(mapping.frequency(of:)) }

    /// How many of series `series`' points `.next` visits, from its first point to its last,
    /// each counted once: the ranks it steps through, mapped to points as arriving does, without
    /// wording each arrival (so an audit of ten million points costs a pass, not ten million
    /// announcements).
    ///
    /// - Complexity: O(n) in the series' points.
    package func reachablePointCount(inSeries series: Int) -> Int {
        let index = indexes[series]
        var isReached = [Bool](repeating: false, count: chart.series[series].count)
        var reached = 0
        for rank in 0..<index.count {
            let point = index.point(rank)
            guard isReached.indices.contains(point), !isReached[point] else { continue }
            isReached[point] = true
            reached += 1
        }
        return reached
    }

    /// The announcement of the point at `rank`, as the describe engine's points level words it.
    func pointText(_ rank: Int, in series: Int? = nil) -> String {
        let series = series ?? seriesIndex
        return wording.announcement(of: chart.series[series][indexes[series].point(rank)])
    }

    /// A boundary: the distinct cue, and a line naming the edge and where the position is.
    func boundary(_ edge: NavigatorEdge, _ text: String) -> NavigatorResponse {
        NavigatorResponse(announcement: text, sound: .boundary, events: [.boundary(edge)])
    }

    /// The response for arriving at `rank` from `previous`: the point, what was crossed on the
    /// way, and a glide from the previous pitch when the step was to a neighbour.
    func arrive(at rank: Int, from previous: Int?, prefix: String = "") -> NavigatorResponse {
        var text = prefix + pointText(rank)
        var events: [NavigatorEvent] = []
        let value = index.value(rank)
        if value == nil { events.append(.missingValue) }
        if let previous, abs(previous - rank) == 1, let value, let before = index.value(previous) {
            for reference in chart.references where reference.axis == .y && reference.value.isFinite {
                guard (before < reference.value) != (value < reference.value) else { continue }
                let label = reference.label.flatMap { $0.isEmpty ? nil : $0 } ?? phrases.navigator(.theReferenceLine)
                let isAbove = value >= reference.value
                events.append(.crossedReference(label, isAbove: isAbove))
                text += phrases.navigator(isAbove ? .aboveReference(label) : .belowReference(label))
            }
            let crossings =
                rank > previous
                ? index.crossings[rank] ?? [] : (index.crossings[previous] ?? []).map { ($0.other, !$0.isAbove) }
            for (other, isAbove) in crossings {
                events.append(.crossedSeries(seriesName(other), isAbove: isAbove))
                text += phrases.navigator(isAbove ? .crossesAbove(seriesName(other)) : .crossesBelow(seriesName(other)))
            }
        }
        let sound: NavigatorSound
        if let to = pitch(rank) {
            if let previous, abs(previous - rank) == 1, let from = pitch(previous) {
                sound = .glide(from: from, to: to)
            } else {
                sound = .tone(to)
            }
        } else {
            sound = .none
        }
        return NavigatorResponse(announcement: text, sound: sound, events: events)
    }

    /// The line for a group: its x range, size and values.
    func groupText(_ group: Int) -> String {
        let summary = index.groups[group]
        let range = summary.minimum.flatMap { minimum in
            summary.maximum.flatMap {
                minimum != $0 ? SpokenRange(lowest: wording.y.text(minimum), highest: wording.y.text($0)) : nil
            }
        }
        // A group of one point says the point (in its period, unless the period is the point's own x), not an
        // average of one.
        if summary.ranks.count == 1 {
            let series = chart.series[seriesIndex]
            let period = periodName(of: summary, in: index, series: series).flatMap {
                $0 == wording.x.text(series.x[index.point(summary.ranks.lowerBound)]) ? nil : $0 + phrases.colon
            }
            return (period ?? "") + pointText(summary.ranks.lowerBound)
        }
        // A week of one reading says so: its average is that one reading.
        var count = language.count(summary.ranks.count, markNoun(seriesIndex))
        if summary.valueCount > 0, summary.valueCount < summary.ranks.count {
            count += phrases.navigator(.groupValued(language.integer(summary.valueCount)))
        }
        return stretch(of: summary, in: index, series: chart.series[seriesIndex], titled: true) + ", "
            + phrases.navigator(
                .groupValues(count: count, mean: summary.mean.map { wording.y.derived($0).text($0) }, range: range))
    }

    /// The calendar period a group is, when the series is grouped by one.
    func periodName(of group: SeriesIndex.Group, in index: SeriesIndex, series: Series) -> String? {
        index.groupUnit.flatMap { unit in
            series.x[index.point(group.ranks.lowerBound)].number.flatMap { periodName(containing: $0, unit) }
        }
    }

    /// A group's stretch of x: its period, or its first and last x (the first with the axis's
    /// title when `titled`).
    func stretch(of group: SeriesIndex.Group, in index: SeriesIndex, series: Series, titled: Bool) -> String {
        if let name = periodName(of: group, in: index, series: series) { return name }
        let firstValue = series.x[index.point(group.ranks.lowerBound)]
        let lastValue = series.x[index.point(group.ranks.upperBound - 1)]
        // A numeric category takes the axis's title as a point's does ("age 10 to 20"), which alone reads as a value.
        let first: String
        switch firstValue {
        case .number(let value) where titled: first = wording.x.titled(value)
        case .category(let name) where titled: first = wording.titledCategory(name)
        default: first = wording.x.text(firstValue)
        }
        if !titled, let low = firstValue.number, let high = lastValue.number, low < high {
            return wording.x.stretch(low...high)
        }
        return firstValue == lastValue ? first : wording.x.stretch(first, wording.x.text(lastValue))
    }

    /// The calendar period of `unit` holding x position `x`: "January 5", "Week of January 5",
    /// "March 2026", "Q1 2026", "2026", "the 2020s"; `nil` for a numeric interval, which its
    /// points' first and last x name.
    func periodName(containing x: Double, _ unit: RoundTicks.Unit) -> String? {
        let day = 86_400.0
        // (No calendar holds an x beyond a few million years: its first and last x name it.)
        guard unit != .number, x.isFinite, abs(x / day) < 1e12 else { return nil }
        let days = Int((x / day).rounded(.down))
        let date = ISODate.civil(fromDaysSince1970: days)
        switch unit {
        case .number: return nil
        case .day: return wording.x.text(Double(days) * day)
        case .week:
            // Monday on or before: 1970-01-05 was a Monday.
            let monday = days - ((days - 4) % 7 + 7) % 7
            return phrases.navigator(.weekOf(wording.x.weekStart(Double(monday) * day)))
        case .month: return phrases.month(date.month, year: date.year)
        case .quarter: return phrases.quarter((date.month - 1) / 3 + 1, year: date.year)
        case .year: return String(date.year)
        case .decade: return phrases.navigator(.decade(date.year - date.year % 10))
        }
    }

    /// The line for a series: its name, place, size and range.
    func seriesText(_ series: Int) -> String {
        let index = indexes[series]
        let count = language.count(index.count, markNoun(series))
        var text = seriesName(series) + seriesPlace(series) + ", "
        if let low = index.minimumRank.flatMap(index.value), let high = index.maximumRank.flatMap(index.value) {
            let range = SpokenRange(lowest: wording.y.text(low), highest: wording.y.text(high))
            // A box plot's values are its medians, and are said as medians.
            text +=
                low == high
                ? count + ", " + wording.y.text(low)
                : phrases.navigator(
                    isBoxPlot(series)
                        ? .seriesMedians(count: count, range: range) : .seriesSummary(count: count, range: range))
        } else {
            text += count
        }
        return text
    }

    /// ", series 2 of 5": where series `series` is among the chart's.
    func seriesPlace(_ series: Int) -> String {
        phrases.navigator(.seriesOf(language.integer(series + 1), language.integer(chart.series.count)))
    }

    /// Whether series `series` is a box plot's: its values are its boxes' medians.
    func isBoxPlot(_ series: Int) -> Bool { chart.series[series].boxes != nil }

    /// The line for the whole chart: its title and kind.
    func chartText() -> String { chartLine }

    /// The response for where the position is, at its level.
    func current(prefix: String = "") -> NavigatorResponse {
        switch level {
        case .chart: return NavigatorResponse(announcement: prefix + chartText(), sound: .none, events: [])
        case .series: return NavigatorResponse(announcement: prefix + seriesText(seriesIndex), sound: .none, events: [])
        case .group:
            guard index.groups.indices.contains(groupIndex) else { return emptySeries(prefix) }
            let tone = index.groups[groupIndex].mean.map { NavigatorSound.tone(mapping.frequency(of: $0)) } ?? .none
            return NavigatorResponse(announcement: prefix + groupText(groupIndex), sound: tone, events: [])
        case .point:
            guard index.count > 0 else { return emptySeries(prefix) }
            return arrive(at: rank, from: nil, prefix: prefix)
        case .part:
            let parts = boxParts()
            guard parts.indices.contains(partIndex) else { return emptySeries(prefix) }
            return NavigatorResponse(
                announcement: prefix + partText(parts[partIndex]),
                sound: .tone(mapping.frequency(of: parts[partIndex].value)), events: [])
        }
    }

    /// The numbers of the current point's box plot from the lowest: the outliers below its lower whisker, its
    /// whiskers' ends, quartiles and median, then the other outliers; empty when the point has no box.
    func boxParts() -> [(part: BoxPart, value: Double)] {
        guard index.count > 0, let box = chart.series[seriesIndex].boxes?[index.point(rank)] ?? nil else { return [] }
        let five: [BoxPart] = [.minimum, .lowerQuartile, .median, .upperQuartile, .maximum]
        let outliers = box.outliers.sorted()
        let below = outliers.prefix { $0 < box.minimum }
        return below.map { (.outlier, $0) } + Array(zip(five, box.fiveNumbers))
            + outliers.dropFirst(below.count).map { (.outlier, $0) }
    }

    /// Where the median is among `boxParts()`: after the outliers below the lower whisker and two more.
    func medianPart() -> Int { (boxParts().firstIndex { $0.part == .minimum } ?? 0) + 2 }

    /// One of a box's numbers: "lower quartile: 20 minutes".
    func partText(_ part: (part: BoxPart, value: Double)) -> String {
        phrases.boxPart(part.part) + phrases.colon + wording.y.text(part.value)
    }

    /// The boundary of a series without points.
    func emptySeries(_ prefix: String = "") -> NavigatorResponse {
        boundary(.empty, prefix + phrases.navigator(.seriesHasNoPoints(seriesName(seriesIndex))))
    }

    mutating func step(by delta: Int) -> NavigatorResponse {
        switch level {
        case .chart:
            return boundary(.top, phrases.navigator(.wholeChart))
        case .series:
            return changeSeries(by: delta)
        case .group:
            guard !index.groups.isEmpty else { return emptySeries() }
            let target = groupIndex + delta
            guard index.groups.indices.contains(target) else {
                return boundary(
                    delta > 0 ? .end : .start,
                    phrases.navigator(delta > 0 ? .lastGroup : .firstGroup) + groupText(groupIndex))
            }
            groupIndex = target
            rank = index.groups[target].ranks.lowerBound
            return current()
        case .point:
            guard index.count > 0 else { return current() }
            let target = rank + delta
            guard target >= 0, target < index.count else {
                let edge = phrases.navigator(
                    delta > 0 ? .endOf(seriesName(seriesIndex)) : .startOf(seriesName(seriesIndex)))
                return boundary(delta > 0 ? .end : .start, edge + pointText(rank))
            }
            let previous = rank
            move(to: target)
            return arrive(at: target, from: previous)
        case .part:
            let parts = boxParts()
            let target = partIndex + delta
            guard parts.indices.contains(target) else {
                return boundary(
                    delta > 0 ? .end : .start,
                    phrases.navigator(delta > 0 ? .lastPart : .firstPart) + partText(parts[partIndex]))
            }
            partIndex = target
            return current()
        }
    }

    mutating func jump(toEnd: Bool) -> NavigatorResponse {
        switch level {
        case .chart: return step(by: 1)
        case .series:
            let target = toEnd ? chart.series.count - 1 : 0
            return changeSeries(by: target - seriesIndex)
        case .group:
            guard !index.groups.isEmpty else { return emptySeries() }
            let target = toEnd ? index.groups.count - 1 : 0
            return step(by: target == groupIndex ? (toEnd ? 1 : -1) : target - groupIndex)
        case .part:
            let target = toEnd ? boxParts().count - 1 : 0
            return step(by: target == partIndex ? (toEnd ? 1 : -1) : target - partIndex)
        case .point:
            guard index.count > 0 else { return current() }
            let target = toEnd ? index.count - 1 : 0
            guard target != rank else { return step(by: toEnd ? 1 : -1) }
            move(to: target)
            return arrive(at: target, from: nil)
        }
    }

    mutating func leap(by direction: Int) -> NavigatorResponse {
        // A tenth of the groups, or of the series, at those levels.
        let across = level == .group ? index.groups.count : level == .series ? chart.series.count : 0
        if across > 0 {
            let at = level == .group ? groupIndex : seriesIndex
            let to = min(across - 1, max(0, at + direction * max(1, across / 10)))
            guard to != at else { return step(by: direction) }
            return level == .group ? step(by: to - at) : changeSeries(by: to - at)
        }
        guard level == .point, index.count > 0 else { return step(by: direction) }
        let size = max(1, index.count / 10)
        let target = min(index.count - 1, max(0, rank + direction * size))
        guard target != rank else { return step(by: direction) }
        let previous = rank
        move(to: target)
        return arrive(at: target, from: size == 1 ? previous : nil)
    }

    mutating func changeSeries(by delta: Int) -> NavigatorResponse {
        let target = seriesIndex + delta
        guard chart.series.indices.contains(target), delta != 0 else {
            let edge = phrases.navigator(delta >= 0 ? .lastSeries : .firstSeries)
            return boundary(delta >= 0 ? .lastSeries : .firstSeries, edge + seriesName(seriesIndex))
        }
        let x = index.count > 0 ? index.positions[rank] : nil
        seriesIndex = target
        if level == .chart { level = .series }
        if level == .part || (level == .group && !index.hasGroupLevel) { level = .point }
        move(to: x.map { index.count > 0 ? index.nearestRank(to: $0) : 0 } ?? 0)
        let response = current(prefix: level == .series ? "" : seriesName(target) + phrases.colon)
        guard level == .point, let place = x, index.count > 0, index.positions[rank] == place,
            let stack = stackText(inSeries: target, rank: rank)
        else { return response }
        return NavigatorResponse(
            announcement: response.announcement + stack, sound: response.sound, events: response.events)
    }

    /// What a change of series to the point at `rank` of the stack layer `target` adds: the total up to this layer
    /// and this layer's share of the whole stack (in shares, the share up to here); `nil` when the series is no
    /// layer of a stack, or the point has no value or its stack no total.
    func stackText(inSeries target: Int, rank: Int) -> String? {
        let index = indexes[target]
        guard chart.isStackLayer(chart.series[target]), let value = index.value(rank) else { return nil }
        let place = index.positions[rank]
        var below = 0.0
        var total = 0.0
        for (layer, other) in indexes.enumerated() where chart.isStackLayer(chart.series[layer]) {
            let found = SeriesIndex.firstRank(atOrAbove: place, in: other.positions)
            guard found < other.count, other.positions[found] == place, let amount = other.value(found) else {
                continue
            }
            total += amount
            if layer <= target { below += amount }
        }
        guard total > 0 else { return nil }
        // In shares, the share up to here is all there is to add (the point says its own share).
        return chart.isStackedToShares
            ? phrases.navigator(.stackShareSoFar(wording.y.text(below)))
            : phrases.navigator(
                .stackPosition(
                    upToHere: wording.y.text(below), share: wording.language.number((value / total * 100).rounded()),
                    total: wording.y.text(total)))
    }

    mutating func extreme(isMaximum: Bool, acrossChart: Bool) -> NavigatorResponse {
        var series = seriesIndex
        if acrossChart {
            var best: (series: Int, value: Double)?
            for (candidate, index) in indexes.enumerated() {
                guard let rank = isMaximum ? index.maximumRank : index.minimumRank, let value = index.value(rank) else {
                    continue
                }
                if best.map({ isMaximum ? value > $0.value : value < $0.value }) ?? true { best = (candidate, value) }
            }
            guard let best else { return boundary(.empty, phrases.navigator(.chartHasNoValues)) }
            series = best.series
        }
        let tied = isMaximum ? indexes[series].maximumRanks : indexes[series].minimumRanks
        guard var target = tied.first else {
            return boundary(.empty, phrases.navigator(.seriesHasNoValues(seriesName(series))))
        }
        // Points tied at the extreme are each one: asked again, the next of them (round to the first).
        var number = 1
        if series == seriesIndex, level == .point, let here = tied.firstIndex(of: rank) {
            number = (here + 1) % tied.count + 1
            target = tied[number - 1]
        }
        seriesIndex = series
        level = .point
        move(to: target)
        var whose = phrases.navigator(extremePhrase(isMaximum: isMaximum, acrossChart: acrossChart, series: series))
        let count = isMaximum ? indexes[series].maximumCount : indexes[series].minimumCount
        if count > 1 {
            whose += phrases.navigator(
                .tiedExtreme(number: language.integer(number), count: language.integer(count)))
        }
        return arrive(at: target, from: nil, prefix: whose)
    }

    /// What a move to an extreme of series `series` says before the point: whose maximum or minimum (a box plot's
    /// highest or lowest median), of the series or the whole chart.
    func extremePhrase(isMaximum: Bool, acrossChart: Bool, series: Int) -> NavigatorPhrase {
        let name = seriesName(series)
        switch (isBoxPlot(series), acrossChart, isMaximum) {
        case (false, false, true): return .maximumOf(name)
        case (false, false, false): return .minimumOf(name)
        case (false, true, true): return .chartMaximum(name)
        case (false, true, false): return .chartMinimum(name)
        case (true, false, true): return .highestMedianOf(name)
        case (true, false, false): return .lowestMedianOf(name)
        case (true, true, true): return .chartHighestMedian(name)
        case (true, true, false): return .chartLowestMedian(name)
        }
    }

    mutating func moveLevel(up: Bool) -> NavigatorResponse {
        let levels = Level.allCases
        var position = (levels.firstIndex(of: level) ?? 0) + (up ? -1 : 1)
        // A series whose every group is one point has no group level: up from a point is the series, down from it a
        // point.
        if levels.indices.contains(position), levels[position] == .group, !index.hasGroupLevel {
            position += up ? -1 : 1
        }
        guard levels.indices.contains(position) else {
            return boundary(up ? .top : .bottom, phrases.navigator(up ? .alreadyAtChart : .alreadyAtPoint))
        }
        if levels[position] == .part {
            // Only a box plot's point has numbers below it: the median first.
            guard boxParts().count > 2 else { return boundary(.bottom, phrases.navigator(.alreadyAtPoint)) }
            partIndex = medianPart()
        }
        level = levels[position]
        if level == .group, index.count > 0 { groupIndex = index.group(of: rank) }
        if level == .point, !up, index.count > 0, index.groups.indices.contains(groupIndex),
            !index.groups[groupIndex].ranks.contains(rank)
        {
            rank = index.groups[groupIndex].ranks.lowerBound
        }
        return current()
    }

    /// Moves to `rank` in the current series, keeping the group in step.
    mutating func move(to target: Int) {
        rank = target
        if index.count > 0 { groupIndex = index.group(of: target) }
    }

    /// Goes to the next (or previous) landmark of a kind in the series, saying which kind it is.
    ///
    /// From a point (or a box's number) the landmark after (before) that point; from a group the one after its last
    /// point (before its first), never one behind it; from the series or the chart the first (last) of the series.
    mutating func jump(to landmark: Landmark, forward: Bool) -> NavigatorResponse {
        guard index.count > 0 else { return emptySeries() }
        let ranks = index.landmarks[landmark] ?? []
        let from: Int
        switch level {
        case .point, .part: from = rank
        case .group where index.groups.indices.contains(groupIndex):
            let group = index.groups[groupIndex].ranks
            from = forward ? group.upperBound - 1 : group.lowerBound
        case .group, .series, .chart: from = forward ? -1 : index.count
        }
        let target = forward ? ranks.first { $0 > from } : ranks.last { $0 < from }
        guard let target else {
            return boundary(forward ? .end : .start, phrases.navigator(.noLandmark(landmark, after: forward)))
        }
        level = .point
        move(to: target)
        // A crossing is arrived at from the point before it, so it says which line it crosses, as a step there does.
        let previous = landmark == .crossing && target > 0 ? target - 1 : nil
        // A change that is a step says so: it is no turning point.
        let isStep = landmark == .change && index.steps.contains(target)
        let prefix = phrases.navigator(isStep ? .step : .landmark(landmark))
        let arrival = arrive(at: target, from: previous, prefix: prefix)
        // A gap says how long the data is missing, and from where to where.
        guard landmark == .gap else { return arrival }
        return NavigatorResponse(announcement: gapText(at: target), sound: arrival.sound, events: arrival.events)
    }

    /// Steps the playing speed up or down.
    mutating func changeSpeed(faster: Bool) -> NavigatorResponse {
        let speeds = Self.speeds
        let position = speeds.firstIndex(of: playbackSpeed) ?? speeds.firstIndex(of: 1) ?? 0
        let next = position + (faster ? 1 : -1)
        guard speeds.indices.contains(next) else {
            return boundary(
                faster ? .top : .bottom,
                phrases.navigator(.speed(wording.language.number(playbackSpeed), isLimit: true)))
        }
        playbackSpeed = speeds[next]
        return NavigatorResponse(
            announcement: phrases.navigator(.speed(wording.language.number(playbackSpeed), isLimit: false)),
            sound: .none, events: [])
    }
}
