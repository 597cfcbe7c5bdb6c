import ChartModel

/// How AudioGraph speaks English.
package struct EnglishPhrasebook: Phrasebook {
    package init() {}

    // MARK: Statements

    package func segments(for statement: Statement, in c: PhraseContext) -> [Segment] {
        switch statement {
        case .title(let title):
            return [.chartText(title), .words(Self.stop(title))]
        case .chart(let size):
            return chart(size, c)
        case .seriesNames(let names):
            return [.words("Series: ")] + list(names.map { [name($0)] }) + [.words(".")]
        case .axis(let span):
            return axis(span, c)
        case .reference(let line):
            return [.words("Reference line: ")] + (line.label.map { [.chartText($0)] } ?? [.words("Reference")]) + [
                .words(" at "), c.value(line.value, on: line.role, .reference), .words("."),
            ]
        case .empty(let series):
            guard let series else { return [.words("The chart has no data.")] }
            return [name(series), .words(": no values.")]
        case .grouping(let grouped):
            return [
                name(grouped.series), .words(": "), c.count(grouped.count, .points),
                .words(
                    " " + word(grouped.noun, isOne: grouped.count == 1) + ", summarised "
                        + grouping(grouped.grouping, count: grouped.groupCount) + "."),
            ]
        case .cycle(let cycle):
            return [name(cycle.series), .words(": a cycle of about "), c.xAmount(cycle.length, .period)]
                + (c.wording.x.isPlainNumber ? [.words(" on the x axis")] : [])
                + [.words(", "), c.count(cycle.count, .count), .words(" times over.")]
        case .course(let course):
            return self.course(course, c)
        case .extremes(let extremes):
            return [.words("Highest: ")] + anchors(extremes.highest, count: extremes.highestCount, c, .maximum)
                + [.words("; lowest: ")] + anchors(extremes.lowest, count: extremes.lowestCount, c, .minimum) + [
                    .words(".")
                ]
        case .outliers(let unusual):
            let lead = unusual.count == 1 ? "Unusual value: " : "Unusual values: "
            var items = unusual.values.map { unusual.isScatter ? point($0, c) : anchor($0, c, .outlier) }
            if unusual.count > unusual.values.count {
                items.append([.words("\(c.language.integer(unusual.count - unusual.values.count)) more")])
            }
            return [.words(lead)] + list(items) + [.words(".")]
        case .missing(let missing):
            return self.missing(missing, c)
        case .gaps(let gaps):
            if gaps.count <= 2 {
                let items = gaps.between.map {
                    [.words("between ")] + bare($0.from, c) + [.words(" and ")] + bare($0.to, c)
                }
                return [.words("No data ")] + [Segment].joined(items, separator: ", nor ", last: ", nor ") + [
                    .words(".")
                ]
            }
            return [c.count(gaps.count, .count), .words(" gaps in the data; the longest between ")]
                + bare(gaps.between[0].from, c) + [.words(" and ")] + bare(gaps.between[0].to, c) + [.words(".")]
        case .goal(let goal):
            return [.words("At or above ")] + (goal.label.map { [.chartText($0)] } ?? [.words("the reference line")])
                + [
                    .words(" ("), c.y(goal.value, .reference), .words(") for "),
                    c.count(goal.met, .met), .words(" of "), c.count(goal.total, .of),
                    .words(" " + word(goal.noun, isOne: goal.total == 1) + "."),
                ]
        case .ranking(let ranking):
            let items = { (anchors: [Anchor]) in
                anchors.map { [categoryName($0.place)] + label($0) + [.words(" "), c.y($0.value, .rank)] }
            }
            if ranking.isWhole {
                let lead: [Segment] =
                    ranking.isNamed ? [name(ranking.series), .words(", from highest: ")] : [.words("From highest: ")]
                return lead + [Segment].joined(items(ranking.top), separator: ", ", last: ", ") + [.words(".")]
            }
            let lead: [Segment] = ranking.isNamed ? [name(ranking.series), .words(": highest ")] : [.words("Highest ")]
            return lead + list(items(ranking.top)) + [.words("; lowest ")] + list(items(ranking.bottom)) + [.words(".")]
        case .aggregate(let aggregate):
            return [
                .words(aggregate.aggregation == .sum ? "Total: " : "Average: "),
                c.y(aggregate.value, aggregate.aggregation == .sum ? .total : .average), .words("."),
            ]
        case .shares(let shares):
            return self.shares(shares, c)
        case .balance(let balance):
            let evenness =
                balance.variation < 0.1 ? "well balanced" : balance.variation < 0.25 ? "fairly balanced" : "uneven"
            return [
                name(balance.series), .words(": strongest on "), categoryName(balance.strongest.place), .words(" ("),
                c.y(balance.strongest.value, .maximum),
                .words("), weakest on "), categoryName(balance.weakest.place), .words(" ("),
                c.y(balance.weakest.value, .minimum), .words("); " + evenness + "."),
            ]
        case .band(let band):
            var segments: [Segment] =
                [.words("Highest top: ")] + anchor(band.top, c, .top) + [.words("; lowest bottom: ")]
                + anchor(band.bottom, c, .bottom)
            segments +=
                [.words(". Range widest ")] + place(band.widest.place, c) + [.words(": ")]
                + c.yRange(band.widest.low, band.widest.high)
            if let narrowest = band.narrowest {
                segments +=
                    [.words("; narrowest ")] + place(narrowest.place, c) + [.words(": ")]
                    + c.yRange(narrowest.low, narrowest.high)
            }
            return segments + [.words(".")]
        case .relationship(let relationship):
            return self.relationship(relationship, c)
        case .clusters(let clusters):
            let items = clusters.groups.map { group -> [Segment] in
                [.words("around "), .chartText(c.wording.x.axis.title), .words(" ")] + valueRange(group.x, on: .x, c)
                    + [.words(" and "), .chartText(c.wording.y.axis.title), .words(" ")]
                    + valueRange(group.y, on: .y, c)
                    + [.words(" ("), c.count(group.count, .count), .words(group.count == 1 ? " point)" : " points)")]
            }
            return [name(clusters.series), .words(": the points fall into \(clusters.groups.count) groups, ")]
                + list(items) + [.words(".")]
        case .extent(let extent):
            return [.chartText(extent.xTitle), .words(" from ")] + valueRange(extent.x, on: .x, c) + [
                .words("; "), .chartText(extent.yTitle), .words(" from "),
            ]
                + valueRange(extent.y, on: .y, c) + [.words(".")]
        case .derived(let derived):
            let what: [Segment] =
                derived.derivation.map {
                    [.words("The "), .chartText($0), .words(" ("), name(derived.series), .words(")")]
                } ?? [name(derived.series)]
            let smooths = derived.smoothing < 0.8 ? " smooths " : " follows "
            let direction =
                derived.to.value > derived.from.value
                ? "rising" : derived.to.value < derived.from.value ? "falling" : "staying"
            return what + [.words(smooths), name(derived.source), .words(", " + direction + " from ")]
                + anchor(derived.from, c, .from) + [.words(" to ")] + anchor(derived.to, c, .to) + [.words(".")]
        case .heat(let heat):
            var segments: [Segment] = [
                .words("Hottest cell: "), name(heat.hottest.row), .words(", "), categoryName(heat.hottest.anchor.place),
                .words(" ("), c.y(heat.hottest.anchor.value, .maximum),
                .words("); coldest: "), name(heat.coldest.row), .words(", "), categoryName(heat.coldest.anchor.place),
                .words(" ("), c.y(heat.coldest.anchor.value, .minimum), .words(")."),
            ]
            if let top = heat.topRow {
                segments += [
                    .words(" Highest row on average: "), name(top.series), .words(" ("), c.y(top.value, .mean),
                    .words(")."),
                ]
            }
            return segments
        case .averages(let averages):
            return [
                .words("Highest on average: "), name(averages.highest.series), .words(" ("),
                c.y(averages.highest.value, .mean), .words("); lowest: "),
                name(averages.lowest.series), .words(" ("), c.y(averages.lowest.value, .mean), .words(")."),
            ]
        case .categoryComparison(let comparison):
            return self.categoryComparison(comparison, c)
        case .crossings(let crossings):
            if crossings.said.isEmpty {
                return [
                    name(crossings.first), .words(" and "), name(crossings.second), .words(" cross "),
                    c.count(crossings.count, .crossings), .words(" times."),
                ]
            }
            let clauses = crossings.said.map { crossing -> [Segment] in
                let (upper, lower) =
                    crossing.firstGoesAbove ? (crossings.first, crossings.second) : (crossings.second, crossings.first)
                return [
                    name(upper), .words(upper.isPlural ? " move above " : " moves above "), name(lower), .words(" "),
                ] + place(crossing.place, c)
            }
            return [Segment].joined(clauses, separator: "; then ", last: "; then ") + [.words(".")]
        case .axesAbove(let comparison):
            return [
                name(comparison.first), .words(comparison.first.isPlural ? " are above " : " is above "),
                name(comparison.second), .words(" on "),
                c.count(comparison.above, .above), .words(" of "), c.count(comparison.of, .of), .words(" axes."),
            ]
        case .author(let text):
            return [.chartText(text), .words(Self.stop(text))]
        case .count(let count):
            var segments: [Segment] = [
                name(count.series), .words(": "), c.count(count.count, .count),
                .words(" " + word(count.noun, isOne: count.count == 1)),
            ]
            if count.missing > 0 {
                segments += [.words(", "), c.count(count.missing, .missing), .words(" without a value")]
            }
            return segments + [.words(".")]
        case .statistics(let statistics):
            return self.statistics(statistics, c)
        case .change(let change):
            if change.first == change.last {
                return [.words("First and last "), c.y(change.first, .first), .words(".")]
            }
            var segments: [Segment] = [
                .words("First "), c.y(change.first, .first), .words(", last "), c.y(change.last, .last),
            ]
            switch change.change {
            case .percent(let fraction):
                segments += [
                    .words(", a change of "), c.yAmount(change.last - change.first, .change),
                    .words(fraction >= 0 ? " (up " : " (down "), c.percent(abs(fraction), .changePercent), .words(")"),
                ]
            case .fold(let times):
                segments += [
                    .words(", a change of "), c.yAmount(change.last - change.first, .change), .words(" (up "),
                    c.percent(times - 1, .changePercent), .words(")"),
                ]
            case .points(let points):
                segments += [.words(points >= 0 ? ", up " : ", down "), percentagePoints(abs(points), c)]
            case .amount(let amount):
                segments += [.words(", a change of "), c.yAmount(amount, .change)]
            case .unstated: break
            }
            return segments + [.words(".")]
        case .axisStatistics(let statistics):
            var segments: [Segment] = [.chartText(statistics.title), .words(": ")]
            if let categories = statistics.categories {
                return segments + [
                    c.count(categories, .categories), .words(categories == 1 ? " category." : " categories."),
                ]
            }
            guard let range = statistics.range else { return segments }
            segments += valueRange(range, on: statistics.role, c)
            if let mean = statistics.mean, let median = statistics.median, let deviation = statistics.standardDeviation
            {
                let axis = c.axis(statistics.role)
                segments += [
                    .words(statistics.isFromBins ? "; estimated from the bins, mean " : ", mean "),
                    c.value(mean, on: statistics.role, .mean), .words(", median "),
                    c.value(median, on: statistics.role, .median),
                    .words(", standard deviation "),
                    .number(deviation, spoken: axis.amount(deviation), fact: .standardDeviation),
                ]
            }
            return segments + [.words(".")]
        case .correlation(let correlation):
            return [
                .words("Correlation of "), .chartText(correlation.first), .words(" and "),
                .chartText(correlation.second), .words(": "), c.plain(correlation.r, digits: 2, .r), .words("."),
            ]
        case .distribution(let distribution):
            return self.distribution(distribution, c)
        case .boxes(let boxes):
            return self.boxes(boxes, c)
        case .intervals(let intervals):
            return self.intervals(intervals, c)
        case .layers(let layers):
            let items = layers.shares.map { [name($0.series), .words(" "), c.share($0.fraction, .share)] }
            var segments: [Segment] =
                layers.total.map { [.words("Shares of the total, "), c.y($0, .total), .words(": ")] } ?? [
                    .words("Average shares: ")
                ]
            segments += list(items) + [.words(".")]
            if let shift = layers.shift {
                segments += [
                    .words(" "), name(shift.series),
                    .words(
                        (shift.series.name.hasSuffix("s") ? "'" : "'s")
                            + (shift.toFraction > shift.fromFraction ? " share grows from " : " share shrinks from ")),
                    c.share(shift.fromFraction, .from), .words(" "),
                ]
                segments +=
                    place(shift.from, c) + [.words(" to "), c.share(shift.toFraction, .to), .words(" ")]
                    + place(shift.to, c) + [.words(".")]
            }
            return segments
        }
    }

    private func intervals(_ intervals: Intervals, _ c: PhraseContext) -> [Segment] {
        let length = { (bar: Intervals.Bar) -> Segment in
            .number(bar.length, spoken: c.wording.x.amount(bar.length), fact: .widest)
        }
        let bar = { (bar: Intervals.Bar) -> [Segment] in
            (bar.label.map { [.chartText($0), .words(", ")] } ?? []) + self.bare(bar.place, c) + [
                .words(" ("), length(bar), .words(")"),
            ]
        }
        var segments: [Segment] = intervals.series.name.isEmpty ? [] : [name(intervals.series), .words(": ")]
        segments +=
            [c.count(intervals.count, .count), .words(intervals.count == 1 ? " bar " : " bars ")]
            + place(intervals.span, c)
        if !intervals.order.isEmpty {
            segments += [.words(", in order: ")] + list(intervals.order.map { [.chartText($0)] })
        }
        segments += [.words(". Longest: ")] + bar(intervals.longest)
        if let shortest = intervals.shortest { segments += [.words("; shortest: ")] + bar(shortest) }
        segments.append(.words("."))
        if let overlap = intervals.largestOverlap {
            let names = { (bar: Intervals.Bar) -> [Segment] in
                bar.label.map { [.chartText($0)] } ?? self.bare(bar.place, c)
            }
            segments += [
                .words(" "), c.count(intervals.overlapCount, .count),
                .words(intervals.overlapCount == 1 ? " pair overlaps: " : " pairs overlap; the most, "),
            ]
            segments +=
                names(overlap.first) + [.words(" and ")] + names(overlap.second) + [
                    .words(", by "), .number(overlap.length, spoken: c.wording.x.amount(overlap.length), fact: .widest),
                    .words("."),
                ]
        } else if intervals.count > 1 {
            segments.append(.words(" None overlap."))
        }
        return segments
    }

    private func boxes(_ boxes: Boxes, _ c: PhraseContext) -> [Segment] {
        let item = { (anchor: Anchor) -> [Segment] in
            [categoryName(anchor.place), .words(" "), c.y(anchor.value, .median)]
        }
        var segments: [Segment] = boxes.series.name.isEmpty ? [] : [name(boxes.series), .words(": ")]
        if boxes.medians.isEmpty {
            // Told by their course along x instead.
        } else if boxes.lowestMedians.isEmpty {
            segments +=
                [.words(boxes.medians.count == 1 ? "Median " : "Medians, from highest: ")]
                + [Segment].joined(boxes.medians.map(item), separator: ", ", last: ", ")
        } else {
            segments +=
                [.words("Highest medians ")] + list(boxes.medians.map(item)) + [.words("; lowest ")]
                + list(boxes.lowestMedians.map(item))
        }
        segments +=
            [.words((boxes.medians.isEmpty ? "" : ". ") + "Middle half widest ")] + place(boxes.widest.place, c) + [
                .words(": ")
            ] + c.yRange(boxes.widest.low, boxes.widest.high)
        if let narrowest = boxes.narrowest {
            segments +=
                [.words("; narrowest ")] + place(narrowest.place, c) + [.words(": ")]
                + c.yRange(narrowest.low, narrowest.high)
        }
        segments +=
            [.words(". Whiskers reach from ")] + anchor(boxes.lowest, c, .minimum) + [.words(" to ")]
            + anchor(boxes.highest, c, .maximum) + [.words(".")]
        if let farthest = boxes.farthest {
            segments +=
                [
                    .words(" "), c.count(boxes.outlierCount, .outlier),
                    .words(boxes.outlierCount == 1 ? " outlier: " : " outliers; the farthest "),
                ] + anchor(farthest, c, .outlier) + [.words(".")]
        }
        return segments
    }

    private func distribution(_ distribution: Distribution, _ c: PhraseContext) -> [Segment] {
        var segments: [Segment] = []
        if distribution.series.name.isEmpty {
            segments += [c.y(distribution.total, .total), .words(" in all")]
        } else {
            segments += [name(distribution.series), .words(": "), c.y(distribution.total, .total)]
        }
        if let bulk = distribution.bulk {
            segments += [.words("; "), c.share(bulk.fraction, .share), .words(" of them ")] + place(bulk.place, c)
        }
        segments.append(.words(". "))
        switch distribution.peaks.count {
        case 0: break
        case 1:
            let peak = distribution.peaks[0]
            segments +=
                [.words("One peak, ")] + bare(peak.place, c) + [.words(" ("), c.y(peak.value, .peak), .words(")")]
        default:
            let items = distribution.peaks.map {
                bare($0.place, c) + [.words(" ("), c.y($0.value, .peak), .words(")")]
            }
            segments +=
                [
                    .words(
                        "\(distribution.peaks.count == 2 ? "Two" : c.language.integer(distribution.peaks.count)) peaks: "
                    )
                ] + list(items)
        }
        switch distribution.shape {
        case .symmetric: segments.append(.words("; roughly symmetric."))
        case .skewedRight: segments.append(.words("; skewed right, with a longer tail toward higher values."))
        case .skewedLeft: segments.append(.words("; skewed left, with a longer tail toward lower values."))
        case .even: segments.append(.words("About the same count in every bin."))
        case .unstated: segments.append(.words("."))
        }
        if !distribution.empty.isEmpty {
            segments +=
                [.words(" No values ")]
                + [Segment].joined(distribution.empty.map { bare($0, c) }, separator: ", nor ", last: ", nor ") + [
                    .words(".")
                ]
        }
        return segments
    }

    // MARK: Statement parts

    private func chart(_ size: ChartSize, _ c: PhraseContext) -> [Segment] {
        var kind: String
        switch size.kind {
        case .line: kind = "Line chart"
        case .area: kind = "Area chart"
        case .bar: kind = "Bar chart"
        case .scatter: kind = "Scatter chart"
        case .pie: kind = "Pie chart"
        case .band: kind = "Band chart"
        case .radar: kind = "Radar chart"
        case .heatmap: kind = "Heatmap"
        case .histogram: kind = "Histogram"
        case .box: kind = "Box plot"
        }
        switch size.stacking {
        case .standard: kind = "Stacked " + kind.lowercased()
        case .normalized: kind += " stacked to 100 percent"
        case .center: kind = "Streamgraph " + kind.lowercased()
        default: break
        }
        if size.marks.contains(where: \.isLine), size.kind != .line { kind += " with a line" }
        guard !size.isEmpty else { return [.words(kind + " with no data.")] }
        var segments: [Segment] = [.words(kind + ", ")]
        if let axes = size.axisCount {
            segments += [c.count(axes, .categories), .words(axes == 1 ? " axis" : " axes")]
        } else {
            let items = size.marks.map { mark -> [Segment] in
                let noun = word(mark.noun, isOne: mark.count == 1)
                return mark.isLine && size.marks.count > 1
                    ? [
                        .words(mark.seriesCount == 1 ? "a line of " : "\(mark.seriesCount) lines of "),
                        c.count(mark.count, .points), .words(" " + noun),
                    ]
                    : [c.count(mark.count, .points), .words(" " + noun)]
            }
            segments += list(items)
        }
        if size.seriesCount > 1 { segments += [.words(" in "), c.count(size.seriesCount, .series), .words(" series")] }
        return segments + [.words(".")]
    }

    private func axis(_ span: AxisSpan, _ c: PhraseContext) -> [Segment] {
        let label =
            switch span.role {
            case .x: "X axis"
            case .y: "Y axis"
            case .additional: "Additional axis"
            }
        var segments: [Segment] =
            [.words(label + ": ")] + (span.title.isEmpty ? [.words("untitled")] : [.chartText(span.title)])
        switch span.span {
        case .categories(let count, let named, let isAll):
            segments += [.words(", "), c.count(count, .categories), .words(count == 1 ? " category" : " categories")]
            if isAll, !named.isEmpty {
                segments += [.words(": ")] + list(named.map { [.chartText($0)] })
            } else if named.count == 2 {
                segments += [.words(", "), .chartText(named[0]), .words(" to "), .chartText(named[1])]
            }
        case .range(let low, let high):
            segments += [.words(", ")] + valueRange(low...high, on: span.role, c)
        case .single(let value):
            segments += [.words(", "), c.value(value, on: span.role, .value)]
        case .none:
            break
        }
        switch span.scale {
        case .log10: segments.append(.words(", logarithmic scale"))
        case .ln: segments.append(.words(", natural logarithmic scale"))
        case .linear: break
        }
        return segments + [.words(".")]
    }

    /// A range of an axis's values: "January 1 to January 30, 2026", "0 to 14,000 steps".
    private func valueRange(_ range: ClosedRange<Double>, on role: AxisSpan.Role, _ c: PhraseContext) -> [Segment] {
        let axis = c.axis(role)
        if range.lowerBound == range.upperBound { return [c.value(range.lowerBound, on: role, .value)] }
        if axis.date != nil, axis.axis.valueDescriptions.isEmpty {
            return [.date(range.lowerBound, spoken: axis.range(range), fact: nil)]
        }
        return [
            .number(range.lowerBound, spoken: axis.leading(range.lowerBound), fact: .lowerBound),
            .words(rangeConnector),
            .number(range.upperBound, spoken: axis.text(range.upperBound), fact: .upperBound),
        ]
    }

    private func course(_ course: Course, _ c: PhraseContext) -> [Segment] {
        var lead: [Segment] =
            course.grouping.map { [.words("Averaged " + grouping($0, count: nil) + ", it ")] }
            ?? [name(course.series), .words(course.isBandMiddle ? ", middle of the range: " : ": ")]
        switch course.shape {
        case .single(let anchor):
            return lead + [.words("a single value, ")] + self.anchor(anchor, c, .value) + [.words(".")]
        case .constant(let value):
            return lead + [.words("stays at "), c.y(value, .value), .words(" throughout.")]
        case .steady(let level, let low, let high):
            return lead + [.words("holds steady near "), c.y(level, .value), .words(", between ")]
                + c.yBetween(low, high, " and ") + [.words(", with no clear rise or fall.")]
        case .moves(let moves, let end):
            for (index, move) in moves.enumerated() {
                if index > 0 { lead.append(.words(", then ")) }
                lead += self.move(move, c, withStart: index == 0)
            }
            if let end {
                lead += [.words(moves.isEmpty ? "ends at " : ", and ends at ")] + anchor(end, c, .end)
            }
            return lead + [.words(".")]
        case .swings(let rises, let falls, let low, let high, let largestRise, let largestFall, let overall):
            lead +=
                [
                    .words("swings up and down, "), c.count(rises, .rises),
                    .words(rises == 1 ? " rise and " : " rises and "), c.count(falls, .falls),
                    .words(falls == 1 ? " fall" : " falls"), .words(" between "),
                ] + c.yBetween(low, high, " and ")
            for (largest, what) in [(largestFall, "; the largest fall"), (largestRise, "; the largest rise")] {
                guard let largest else { continue }
                lead +=
                    [.words(what)] + changeWords(largest.change, c).prefixed(", ") + [.words(", from ")]
                    + anchor(largest.from, c, .from) + [.words(" to ")] + anchor(largest.to, c, .to)
            }
            if let overall {
                lead +=
                    [.words(overall.direction == .rising ? "; overall it rises" : "; overall it falls")]
                    + changeWords(overall.change, c).prefixed(" ") + [.words(", from ")]
                    + anchor(overall.from, c, .first) + [.words(" to ")]
                    + anchor(overall.to, c, .last)
            }
            return lead + [.words(".")]
        }
    }

    /// "rises 150 percent from 4,210 steps on January 1 to 11,520 steps on January 26".
    private func move(_ move: Move, _ c: PhraseContext, withStart: Bool) -> [Segment] {
        var segments: [Segment] = [.words(move.direction == .rising ? "rises" : "falls")]
        let amount = changeWords(move.change, c)
        if !amount.isEmpty { segments += [.words(" ")] + amount }
        if withStart { segments += [.words(" from ")] + anchor(move.from, c, .from) }
        segments += [.words(" to ")] + anchor(move.to, c, .to)
        if let mostly = move.mostly {
            segments +=
                [.words(", most of it from ")] + anchor(mostly.from, c, .from) + [.words(" to ")]
                + anchor(mostly.to, c, .to)
        }
        if let pace = move.pace { segments.append(.words(pace == .gathering ? ", gathering pace" : ", losing pace")) }
        return segments
    }

    /// "150 percent", "about 3-fold", "12 percentage points", "by 6,117 steps"; nothing when unstated.
    private func changeWords(_ change: Change, _ c: PhraseContext) -> [Segment] {
        switch change {
        case .percent(let fraction): [c.percent(abs(fraction), .changePercent)]
        case .fold(let times):
            [
                .words("about "),
                .number(
                    times,
                    spoken: NumberWording.text(
                        NumberWording.rounded(times, significantDigits: 2), fractionDigits: 1, language: c.language)
                        + "-fold", fact: .fold),
            ]
        case .points(let points): [percentagePoints(abs(points), c)]
        case .amount(let amount): [.words("by "), c.yAmount(abs(amount), .change)]
        case .unstated: []
        }
    }

    private func percentagePoints(_ points: Double, _ c: PhraseContext) -> Segment {
        let digits = max(0, c.wording.y.fractionDigits - 2)
        let number = NumberWording.text(points * 100, fractionDigits: digits, language: c.language)
        return .number(
            points, spoken: number + (number == "1" ? " percentage point" : " percentage points"), fact: .changePoints)
    }

    private func missing(_ missing: Missing, _ c: PhraseContext) -> [Segment] {
        if missing.count <= 3 {
            return [.words("No data ")] + list(missing.places.map { place($0, c) }) + [.words(".")]
        }
        return [
            .words("No data for "), c.count(missing.count, .missing), .words(" of "), c.count(missing.total, .of),
            .words(" " + word(missing.noun, isOne: false) + ", the first "),
        ]
            + place(missing.places[0], c) + [.words(".")]
    }

    private func shares(_ shares: Shares, _ c: PhraseContext) -> [Segment] {
        var segments: [Segment] = [
            .words("Largest slice: "), categoryName(shares.largest.anchor.place), .words(", "),
            c.share(shares.largest.fraction, .largest), .words(" ("), c.y(shares.largest.anchor.value), .words(")"),
        ]
        if let smallest = shares.smallest {
            segments += [
                .words("; smallest: "), categoryName(smallest.anchor.place), .words(", "),
                c.share(smallest.fraction, .smallest), .words(" ("), c.y(smallest.anchor.value), .words(")"),
            ]
        }
        segments += [.words(". Shares: ")]
        var items = shares.listed.map { [categoryName($0.anchor.place), .words(" "), c.share($0.fraction, .share)] }
        if shares.othersCount > 0 {
            items.append([
                c.count(shares.othersCount), .words(" others together "), c.share(shares.othersFraction, .share),
            ])
        }
        return segments + [Segment].joined(items, separator: ", ", last: ", ") + [
            .words(". Total: "), c.y(shares.total, .total), .words("."),
        ]
    }

    private func relationship(_ relationship: Relationship, _ c: PhraseContext) -> [Segment] {
        let y: [Segment] = [.chartText(relationship.yTitle)]
        let x: [Segment] = [.chartText(relationship.xTitle)]
        let lead: [Segment] =
            relationship.series.name.isEmpty || relationship.series.name == relationship.yTitle
            ? [] : [name(relationship.series), .words(": ")]
        let r: [Segment] = relationship.r.map { [.words(" (r = "), c.plain($0, digits: 2, .r), .words(")")] } ?? []
        switch relationship.form {
        case .linear(let direction, let strength):
            let tendency: [Segment] =
                direction == .rising
                ? y + [.words(" tends to rise with ")] + x : y + [.words(" tends to fall as ")] + x + [.words(" rises")]
            return lead + tendency + [
                .words(", a \(strength.rawValue) \(direction == .rising ? "positive" : "negative") correlation")
            ] + r + [.words(".")]
        case .curved(let peak, let at):
            let shape = peak ? " rises, then falls, with a peak near " : " falls, then rises, with a low near "
            return lead + y + [.words(shape)] + x + [
                .words(" "), c.value(at, on: .x, peak ? .peak : .trough),
                .words("; the relationship is curved, not a line"),
            ] + r + [.words(".")]
        case .stacked(let at, let count, let apart):
            return lead + [
                c.count(count, .count), .words(" of the points share "), .chartText(relationship.xTitle), .words(" "),
                c.value(at, on: .x, .x),
                .words("; the relationship rests on "),
            ] + list(apart.map { point2D($0, c) }) + r + [.words(".")]
        case .lineExceptFew(let direction, let apart):
            return lead + [
                .words("the points lie close to a " + (direction == .rising ? "rising" : "falling") + " line except ")
            ] + list(apart.map { point2D($0, c) }) + r + [.words(".")]
        case .none:
            return lead + y + [.words(" does not follow ")] + x + r + [.words(".")]
        }
    }

    private func categoryComparison(_ comparison: CategoryComparison, _ c: PhraseContext) -> [Segment] {
        let total = comparison.above + comparison.equal + comparison.below
        let firstAbove = comparison.above >= comparison.below
        let (upper, lower) = firstAbove ? (comparison.first, comparison.second) : (comparison.second, comparison.first)
        let count = firstAbove ? comparison.above : comparison.below
        var segments: [Segment] = [name(upper), .words(upper.isPlural ? " are above " : " is above "), name(lower)]
        if count == total {
            return segments + [.words(" in every category ("), c.count(total, .of), .words(").")]
        }
        segments += [
            .words(" in "), c.count(count, firstAbove ? .above : .below), .words(" of "), c.count(total, .of),
            .words(" categories"),
        ]
        if !comparison.exceptions.isEmpty {
            segments +=
                [.words(comparison.exceptions.count == 1 ? "; the exception: " : "; the exceptions: ")]
                + list(comparison.exceptions.map { [.chartText($0)] })
        }
        return segments + [.words(".")]
    }

    private func statistics(_ statistics: Statistics, _ c: PhraseContext) -> [Segment] {
        let lead =
            switch statistics.part {
            case .values: ""
            case .middles: "Middle of the range: "
            case .tops: "Tops of the range: "
            case .bottoms: "Bottoms of the range: "
            }
        guard let mean = statistics.mean else {
            let all: [Segment] =
                statistics.count == 1
                ? [.words(lead + "One value: ")]
                : [.words(lead + "All "), c.count(statistics.count, .count), .words(" values: ")]
            return all + [c.y(statistics.minimum, .value)]
                + (statistics.total.map { [.words(", total "), c.y($0, .total)] } ?? []) + [.words(".")]
        }
        var segments: [Segment] = [
            .words(lead + "Minimum "), c.y(statistics.minimum, .minimum), .words(", maximum "),
            c.y(statistics.maximum, .maximum), .words(", mean "), c.y(mean, .mean),
        ]
        if let median = statistics.median { segments += [.words(", median "), c.y(median, .median)] }
        if let deviation = statistics.standardDeviation {
            segments += [.words(", standard deviation "), c.yAmount(deviation, .standardDeviation)]
        }
        if let total = statistics.total { segments += [.words(", total "), c.y(total, .total)] }
        return segments + [.words(".")]
    }

    // MARK: Names, places and values

    /// "11,520 steps on January 26 (Marathon)".
    private func anchor(_ anchor: Anchor, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        [c.y(anchor.value, fact), .words(" ")] + place(anchor.place, c) + label(anchor)
    }

    /// The first anchors of an extreme shared by `count` points: "9 on May 3, May 9 and 2 more".
    private func anchors(_ anchors: [Anchor], count: Int, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        guard let first = anchors.first else { return [] }
        var places: [[Segment]] = [place(first.place, c) + label(first)]
        places += anchors.dropFirst().map { bare($0.place, c) + label($0) }
        if count > anchors.count { places.append([.words("\(c.language.integer(count - anchors.count)) more")]) }
        return [c.y(first.value, fact), .words(" ")] + list(places)
    }

    /// Where something is, with its preposition: "on March 8", "in Q1 2026", "for Europe".
    func place(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        switch place {
        case .category(let name):
            return [.words(Axis.calendarPlace(of: name) != nil ? "in " : "for "), .chartText(name)]
        case .value(let value):
            let x = c.wording.x
            if let date = x.date, x.axis.valueDescriptions[value] == nil {
                let text = date.text(value)
                switch date.granularity {
                case .day: return [.words("on "), .date(value, spoken: text, fact: nil)]
                case .month, .year: return [.words("in "), .date(value, spoken: text, fact: nil)]
                case .minute, .second:
                    return [.words(date.includesDate ? "on " : "at "), .date(value, spoken: text, fact: nil)]
                }
            }
            if x.isYearLike, x.axis.valueDescriptions[value] == nil {
                return [.words("in "), .date(value, spoken: x.text(value), fact: nil)]
            }
            if x.isSelfDescribing || x.axis.title.isEmpty {
                return [.words("at "), .number(value, spoken: x.text(value), fact: nil)]
            }
            if let spoken = x.textWithTitleUnit(value) {
                return [.words("at "), .number(value, spoken: spoken, fact: nil)]
            }
            return [
                .words("when "), .chartText(x.axis.title), .words(" is "),
                .number(value, spoken: x.text(value), fact: nil),
            ]
        case .period(let period):
            return self.period(period, c)
        }
    }

    /// A place without its preposition, after "between" or "from": "March 8", "Europe".
    private func bare(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        let full = self.place(place, c)
        if case .words(let first) = full.first, ["on ", "in ", "for ", "at "].contains(first) {
            return Array(full.dropFirst())
        }
        return full
    }

    private func period(_ period: Period, _ c: PhraseContext) -> [Segment] {
        switch period {
        case .hour(let start):
            let hours = DateWording(style: .time, extent: start...start, spacing: 3600, language: c.language)
            return [.words("at "), .date(start, spoken: hours.text(start), fact: nil)]
        case .day(let start):
            return [.words("on "), .date(start, spoken: dayWording(c).text(start), fact: nil)]
        case .week(let start):
            return [.words("in the week of "), .date(start, spoken: dayWording(c).text(start), fact: nil)]
        case .month(let year, let month):
            return [
                .words("in "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400,
                    spoken: monthNames[month - 1] + " " + String(year), fact: nil),
            ]
        case .quarter(let year, let quarter):
            return [
                .words("in "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: quarter * 3 - 2, day: 1)) * 86_400,
                    spoken: self.quarter(quarter, year: year), fact: nil),
            ]
        case .year(let year):
            return [
                .words("in "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400, spoken: String(year),
                    fact: nil),
            ]
        case .decade(let year):
            return [
                .words("in "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400, spoken: decade(year),
                    fact: nil),
            ]
        case .interval(let low, let high):
            let x = c.wording.x
            let span: [Segment] = [.words("between ")] + c.xBetween(low, high, " and ")
            if x.isSelfDescribing || x.axis.title.isEmpty { return span }
            if let unit = x.titleAsUnit { return span + [.words(" " + unit)] }
            return [.words("when "), .chartText(x.axis.title), .words(" is ")] + span
        case .run(let first, let last):
            return [
                .words("from "), .chartText(c.wording.x.text(first)), .words(" to "),
                .chartText(c.wording.x.text(last)),
            ]
        }
    }

    private func dayWording(_ c: PhraseContext) -> DateWording {
        c.wording.x.date.map {
            DateWording(style: .day, extent: c.wording.xExtent, spacing: nil, language: $0.language)
        }
            ?? DateWording(style: .day, extent: nil, spacing: nil, language: c.language)
    }

    /// How a series was grouped: "by week", "in 40 groups".
    private func grouping(_ grouping: PointGrouping, count: Int?) -> String {
        switch grouping {
        case .none: ""
        case .hour: "by hour"
        case .day: "by day"
        case .week: "by week"
        case .month: "by month"
        case .quarter: "by quarter"
        case .year: "by year"
        case .decade: "by decade"
        case .interval, .run: count.map { "in \($0) groups" } ?? "in these groups"
        }
    }

    private func list(_ items: [[Segment]]) -> [Segment] {
        [Segment].joined(items, separator: ", ", last: " and ")
    }

    /// The full stop a sentence needs unless the text already ends in punctuation.
    static func stop(_ text: String) -> String {
        guard let last = text.last else { return "" }
        return ".!?…:".contains(last) ? "" : "."
    }

    // MARK: Numbers and units

    package var minus: String { "minus" }
    package var percentWord: String { " percent" }
    package var timesTenToThePowerOf: String { " times ten to the power of " }
    package func beyond(above: Bool) -> String { above ? "more than " : "less than " }
    package var undefinedNumber: String { "an undefined number" }
    package var compactScales: [(singular: String, plural: String)] {
        [("thousand", "thousand"), ("million", "million"), ("billion", "billion"), ("trillion", "trillion")]
    }
    package func money(_ amount: String, symbol: String) -> String {
        symbol.count == 1 ? symbol + amount : symbol + " " + amount
    }
    package var monthNames: [String] {
        [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
    }
    package func day(_ day: Int, month: String, year: Int?) -> String {
        month + " " + String(day) + (year.map { ", " + String($0) } ?? "")
    }
    package func time(hour: Int, minute: Int, second: Int?) -> String {
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return String(hour12) + ":" + Self.twoDigits(minute) + (second.map { ":" + Self.twoDigits($0) } ?? "")
            + (hour < 12 ? " AM" : " PM")
    }
    package func quarter(_ quarter: Int, year: Int) -> String { "Q\(quarter) \(year)" }
    package func decade(_ year: Int) -> String { "the \(year)s" }
    package func durationUnit(_ unit: DurationUnit, count: String) -> String {
        let word =
            switch unit {
            case .year: "year"
            case .month: "month"
            case .week: "week"
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            case .second: "second"
            }
        return count == "1" ? word : word + "s"
    }
    package var rangeConnector: String { " to " }
    package func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
    package func counted(_ count: String, _ noun: Noun, isOne: Bool) -> String {
        count + " " + word(noun, isOne: isOne)
    }

    private func word(_ noun: Noun, isOne: Bool) -> String {
        switch noun {
        case .series: "series"
        case .category: isOne ? "category" : "categories"
        case .axis: isOne ? "axis" : "axes"
        case .box: isOne ? "box" : "boxes"
        default: isOne ? noun.rawValue : noun.rawValue + "s"
        }
    }

    package func singular(ofUnit unit: String) -> String {
        // The first word carries the number: "degrees Celsius", "kilometres per hour".
        let words = unit.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first else { return unit }
        let irregular = ["people": "person", "children": "child", "feet": "foot", "men": "man", "women": "woman"]
        var singular = first
        if let known = irregular[first.lowercased()] {
            singular = known
        } else if first.count > 2, first.hasSuffix("s"), !first.hasSuffix("ss"), !first.hasSuffix("us"),
            !first.hasSuffix("is")
        {
            singular = first.hasSuffix("ies") ? String(first.dropLast(3)) + "y" : String(first.dropLast())
        }
        return ([singular] + words.dropFirst()).joined(separator: " ")
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    // MARK: Points

    package var noValue: String { "no value" }
    package var labelHeading: String { "Label" }
    package var bandHeading: String { "Range" }
    package func box(median: String, middleHalf: String, whiskers: String, outliers: [String]) -> String {
        "median \(median), middle half \(middleHalf), whiskers \(whiskers)"
            + (outliers.isEmpty ? "" : (outliers.count == 1 ? ", outlier " : ", outliers ") + list(outliers))
    }
    package func medians(of series: String) -> String { series.isEmpty ? "Medians" : series + ", medians" }
    package func boxPart(_ part: BoxPart) -> String {
        switch part {
        case .minimum: "lower whisker"
        case .lowerQuartile: "lower quartile"
        case .median: "median"
        case .upperQuartile: "upper quartile"
        case .maximum: "upper whisker"
        case .outlier: "outlier"
        }
    }
    package func unnamedSeries(_ number: Int) -> String { "Series \(number)" }
    package var theData: String { "The data" }
    package func summarisedPoints(from: String, to: String?, mean: String?) -> String {
        (to.map { from + " to " + $0 } ?? from) + ", " + (mean.map { "average " + $0 } ?? noValue)
    }

    // MARK: The navigator

    package func navigator(_ phrase: NavigatorPhrase) -> String {
        switch phrase {
        case .chartHasNoData: "The chart has no data."
        case .chartHasNoValues: "The chart has no values."
        case .seriesHasNoValues(let name): name + " has no values."
        case .seriesHasNoPoints(let name): name + ": no points."
        case .wholeChart: "This is the whole chart; down goes to its series."
        case .alreadyAtChart: "Already at the whole chart."
        case .alreadyAtPoint: "Already at a single point."
        case .firstGroup: "First group: "
        case .lastGroup: "Last group: "
        case .firstSeries: "First series: "
        case .lastSeries: "Last series: "
        case .startOf(let name): "Start of \(name): "
        case .endOf(let name): "End of \(name): "
        case .maximumOf(let name): "Maximum of \(name): "
        case .minimumOf(let name): "Minimum of \(name): "
        case .chartMaximum(let name): "Chart maximum, \(name): "
        case .chartMinimum(let name): "Chart minimum, \(name): "
        case .playing(let name): "Playing \(name)."
        case .notADate(let text):
            "'\(text)' is not a date; give one like March 10, March 2026, Q3 2026, 2026 or 2026-03-10."
        case .nothingAt(let text): "No point in '\(text)'; the nearest: "
        case .outsideData(let text): "'\(text)' is outside the data; the nearest: "
        case .notANumber(let text): "'\(text)' is not a number."
        case .noCategory(let text): "No category is called '\(text)'."
        case .wholeChartLevel: "Whole chart: "
        case .seriesLevel: "Series level: "
        case .groupOf(let number, let count, let series): "Group \(number) of \(count) in \(series): "
        case .pointOf(let number, let count, let series): "Point \(number) of \(count) in \(series): "
        case .seriesOf(let number, let count): ", series \(number) of \(count)"
        case .aboveReference(let label): ", above \(label)"
        case .belowReference(let label): ", below \(label)"
        case .crossesAbove(let name): ", crosses above \(name)"
        case .crossesBelow(let name): ", crosses below \(name)"
        case .theReferenceLine: "the reference line"
        case .groupValues(let count, let mean, let range):
            count + (mean.map { ", average " + $0 } ?? ", no values") + (range.map { ", from " + $0 } ?? "")
        case .seriesSummary(let count, let range): count + (range.map { ", from " + $0 } ?? "")
        case .hasNoValue(let name): name + " no value"
        case .landmark(let landmark):
            Self.landmarkNames[landmark]!.prefix(1).uppercased() + Self.landmarkNames[landmark]!.dropFirst() + ": "
        case .noLandmark(let landmark, let after):
            "No \(Self.landmarkNames[landmark]!) \(after ? "after" : "before") this point."
        case .speed(let speed, let isLimit): (isLimit ? "Already at speed " : "Speed ") + speed + "."
        case .commands: "Commands: "
        case .exploring(let start): "Exploring. \(start). Press h for help, q to quit."
        case .goToPrompt: "Go to: "
        case .weekOf(let day): "Week of " + day
        case .markedStart(let at): "Stretch starts at \(at); mark again at its end."
        case .markedRange(let span, let count): "Marked \(span), \(count)."
        case .nothingMarked: "Nothing is marked yet: mark a start and an end."
        case .stackPosition(let upToHere, let share, let total):
            "; stacked so far \(upToHere), \(share) percent of \(total)"
        case .unknownCommand(let text): "Unknown command '\(text)'; 'help' lists the commands."
        case .withoutSound(let reason): reason.prefix(1).uppercased() + reason.dropFirst() + "; going on without sound."
        case .soundStopped(let reason): "Sound stopped (\(reason)); going on without it."
        case .decade(let year): "the \(year)s"
        }
    }

    static let landmarkNames: [Landmark: String] = [
        .crossing: "crossing", .peak: "peak", .trough: "trough", .outlier: "unusual value", .label: "labelled point",
        .gap: "missing value", .change: "turning point",
    ]

    package func commandMeaning(_ word: String) -> String {
        let meanings = [
            "next": "next point", "previous": "previous point", "first": "first point", "last": "last point",
            "forward": "a tenth forward", "back": "a tenth back",
            "next-series": "next series", "previous-series": "previous series", "min": "series minimum",
            "max": "series maximum", "chart-min": "chart minimum",
            "chart-max": "chart maximum", "goto X": "the point at X: a date as said, a number or a category",
            "up": "up a level", "down": "down a level",
            "where": "where am I", "again": "the point again", "describe": "summary", "stats": "statistics",
            "chord": "all series at this x",
            "play": "play the series", "faster": "play faster", "slower": "play slower",
            "mark": "mark a stretch's start, then its end",
            "describe-marked": "summary of the marked stretch", "play-marked": "play the marked stretch",
            "help": "this list",
        ]
        if let meaning = meanings[word] { return meaning }
        for landmark in Landmark.allCases {
            if word == "next-" + landmark.rawValue { return "next " + Self.landmarkNames[landmark]! }
            if word == "previous-" + landmark.rawValue { return "previous " + Self.landmarkNames[landmark]! }
        }
        return word
    }

    package var explorerKeys: String {
        "Keys: left and right arrows, point; up and down arrows, series; Home and End, first and last; Page Up and Page Down, a tenth; [ and ], minimum and maximum; g, go to; x, k, v, o, l, m and t, the next crossing, peak, trough, unusual value, labelled point, missing value and turning point, with Shift the previous; + and -, faster and slower; a, mark a stretch's start then its end; D and P, describe and play it; Enter or Space, again; w, where; c, chord; p, play; s, statistics; d, describe; u or Escape, up a level; Tab, down a level; h or ?, this help; q, quit."
    }

    // MARK: Audio graphs

    package var together: String { "Together: " }
    package var totalName: String { "Total" }
    package func waveform(_ name: String) -> String { name == "sawtooth" ? "saw tooth" : name }
    package func landmarkWord(_ landmark: Landmark) -> String {
        switch landmark {
        case .peak: "highest"
        case .trough: "lowest"
        default: Self.landmarkNames[landmark]!
        }
    }
    package func crossing(_ name: String?, upwards: Bool) -> String {
        (upwards ? "Crosses above " : "Crosses below ") + (name ?? "zero") + "."
    }
}
