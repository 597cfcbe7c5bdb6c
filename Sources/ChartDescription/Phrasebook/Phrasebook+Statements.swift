import ChartModel

/// How each statement is said: which of the pack's templates, with which arguments. The order of
/// the words within a sentence is the template's; the choices between sentences (one value or
/// many, with a label or without) are made here once for every language.
extension Phrasebook {
    /// The sentence `statement` makes, in pieces, each of its sentences starting with a capital (see
    /// `capitalizingSentences(_:)`) and no stop doubled (see `withoutDoubledStops(_:)`); the author's summary as
    /// written.
    package func segments(for statement: Statement, in c: PhraseContext) -> [Segment] {
        let segments = worded(statement, c)
        if case .author = statement { return segments }
        return Self.withoutDoubledStops(Self.capitalizingSentences(segments))
    }

    /// `segments` without a template's full stop right after a value that ends in one.
    ///
    /// A German year before the common era ends the sentence as it is: "im Jahr 4606 v. Chr.", never "v. Chr..".
    static func withoutDoubledStops(_ segments: [Segment]) -> [Segment] {
        var result = segments
        for index in result.indices.dropFirst() {
            guard case .words(let text) = result[index], text.hasPrefix("."), !text.hasPrefix(".."),
                result[index - 1].text.hasSuffix(".")
            else { continue }
            result[index] = .words(String(text.dropFirst()))
        }
        return result
    }

    /// `segments` with the first letter of each sentence a capital, as every language writes one, though it starts
    /// with a name ("stack.loss: falls …", "height from 58 to 72") or with words after a name left out.
    ///
    /// Only the phrasebook's words end a sentence (a stop and a space), never a name's own stop ("Acid.Conc."); a
    /// first word written in mixed case ("pH", "iPhone") stays as its author wrote it.
    static func capitalizingSentences(_ segments: [Segment]) -> [Segment] {
        // (After the spaces a template may start with: " {name}'s share grows".)
        func capitalized(_ text: String) -> String {
            let lead = text.prefix(while: \.isWhitespace)
            let rest = text.dropFirst(lead.count)
            guard let first = rest.first, first.isLowercase,
                !rest.prefix(while: { !$0.isWhitespace }).dropFirst().contains(where: \.isUppercase)
            else { return text }
            return lead + first.uppercased() + rest.dropFirst()
        }
        var isStart = true
        // Whether the phrasebook's words last ended in a stop, which a space after (in them or in the next words)
        // makes the end of a sentence.
        var isAfterStop = false
        return segments.map { segment in
            var result = segment
            if isAfterStop, case .words(let text) = segment, text.first?.isWhitespace == true { isStart = true }
            isAfterStop = false
            if isStart, !segment.text.allSatisfy(\.isWhitespace) {
                isStart = false
                switch segment {
                case .words(let text): result = .words(capitalized(text))
                case .chartText(let text): result = .chartText(capitalized(text))
                case .number(let value, let spoken, let fact):
                    result = .number(value, spoken: capitalized(spoken), fact: fact)
                case .date(let value, let spoken, let fact):
                    result = .date(value, spoken: capitalized(spoken), fact: fact)
                }
            }
            if case .words(let text) = segment {
                if [". ", "? ", "! "].contains(where: text.hasSuffix) { isStart = true }
                isAfterStop = [".", "?", "!"].contains(where: text.hasSuffix)
            }
            return result
        }
    }

    private func worded(_ statement: Statement, _ c: PhraseContext) -> [Segment] {
        switch statement {
        case .title(let title):
            return [.chartText(title), .words(Self.stop(title))]
        case .chart(let size):
            return chart(size, c)
        case .seriesNames(let names):
            return say("statements.seriesNames", ["names": list(names.map { [name($0)] })])
        case .axis(let span):
            return axis(span, c)
        case .reference(let line):
            return say(
                "statements.reference",
                [
                    "label": line.label.map { [.chartText($0)] } ?? say("statements.referenceUnlabelled"),
                    "value": [c.value(line.value, on: line.role, .reference)],
                ])
        case .empty(let series):
            guard let series else { return say("statements.chartEmpty") }
            return say("statements.seriesEmpty", ["series": [name(series)]])
        case .grouping(let grouped):
            // Each group left out where it is ("in the 1950s"), with how many values it holds; one alone as
            // "the values in the 1950s: only 4 quarters".
            func arguments(_ groups: [GroupedSeries.PartialGroup]) -> [[String: [Segment]]] {
                groups.prefix(3).map {
                    [
                        "at": place($0.place, c), "count": [c.count($0.valueCount, .count)],
                        "noun": [.words(pack.noun(grouped.noun.rawValue, count: $0.valueCount))],
                    ]
                }
            }
            func sentence(_ key: String, _ groups: [GroupedSeries.PartialGroup]) -> [Segment] {
                let groups = arguments(groups)
                guard let first = groups.first else { return [] }
                return say(
                    key, count: groups.count,
                    first.merging(["groups": list(groups.map { say("statements.partialGroup", $0) })]) { $1 })
            }
            return say(
                "statements.grouping",
                [
                    "series": [name(grouped.series)], "count": [c.count(grouped.count, .points)],
                    "noun": dative(grouped.noun, count: grouped.count),
                    "grouping": grouping(grouped.grouping, count: grouped.groupCount),
                ])
                // A first part year adjusted before a last one left out, as they come in time.
                + sentence("statements.seasonallyAdjusted", grouped.seasonallyAdjusted)
                + sentence("statements.partialGroups", grouped.partial)
                + sentence("statements.halfFilled", grouped.halfFilled)
                + (grouped.unusualLeftOut == 0
                    ? []
                    : say(
                        "statements.unusualLeftOut", count: grouped.unusualLeftOut,
                        ["count": [c.count(grouped.unusualLeftOut, .count)]]))
        case .cycle(let cycle):
            if let phase = cycle.phase {
                return say(
                    Self.calendarCycleKey(phase.high),
                    [
                        "series": [name(cycle.series)], "phase": cyclePhase(phase, c),
                        "swing": cycleSwing(cycle.swing, c),
                    ])
            }
            return say(
                "statements.cycle", count: cycle.count,
                [
                    "series": [name(cycle.series)],
                    "length": xSpan(cycle.length, c, .period, isDative: true, significantDigits: 3),
                    "count": [c.count(cycle.count, .count)],
                    "phase": cycle.highs.count == 2
                        ? say(
                            "statements.cycleHighs",
                            ["first": [c.value(cycle.highs[0], on: .x)], "second": [c.value(cycle.highs[1], on: .x)]])
                        : cyclePhase(cycle.phase, c),
                    "swing": cycleSwing(cycle.swing, c),
                ])
        case .course(let course):
            return self.course(course, c)
        case .extremes(let extremes):
            return say(
                "statements.extremes",
                [
                    "highest": anchors(extremes.highest, count: extremes.highestCount, c, .maximum),
                    "lowest": anchors(extremes.lowest, count: extremes.lowestCount, c, .minimum),
                ])
        case .outliers(let unusual):
            var items = unusual.values.map { unusual.isScatter ? point($0, c) : anchor($0, c, .outlier) }
            if unusual.count > unusual.values.count {
                let more = unusual.count - unusual.values.count
                items.append(
                    say("statements.outliersMore", count: more, ["count": [.words(c.language.integer(more))]]))
            }
            return say("statements.outliers", count: unusual.count, ["values": list(items)])
        case .missing(let missing):
            if missing.count <= 3 {
                return say("statements.missingFew", ["places": list(missing.places.map { place($0, c) })])
            }
            return say(
                "statements.missingMany",
                [
                    "count": [c.count(missing.count, .missing)], "total": [c.count(missing.total, .of)],
                    "noun": dative(missing.noun, count: missing.total), "first": place(missing.places[0], c),
                    "longest": missing.longest.map { longest in
                        say(
                            "statements.missingLongest",
                            [
                                "length": [c.count(missing.longestCount, .count)],
                                "noun": [.words(pack.noun(missing.noun.rawValue, count: missing.longestCount))],
                                "from": bare(longest.from, c), "to": bare(longest.to, c),
                            ])
                    } ?? [],
                ])
        case .gaps(let gaps):
            return self.gaps(gaps, c)
        case .goal(let goal):
            return say(
                "statements.goal",
                [
                    "label": goal.label.map { [.chartText($0)] } ?? say("statements.goalUnlabelled"),
                    "value": [c.y(goal.value, .reference)], "met": [c.count(goal.met, .met)],
                    "total": [c.count(goal.total, .of)], "noun": dative(goal.noun, count: goal.total),
                ])
        case .ranking(let ranking):
            // One list, one form: when a name needs a colon before its value (a number, "sun" a day's name), every
            // name has one ("sun: 714, fog: 411"), never only the first.
            let items = { (anchors: [Anchor], more: Int) in
                let names = anchors.map { self.categoryName($0.place, c) + self.label($0) }
                let isColoned = names.contains { self.beforeValue($0, isCategory: true).count > $0.count }
                return zip(anchors, names).map { anchor, name in
                    (isColoned ? name + [self.valueColon] : name) + [.words(" "), c.y(anchor.value, .rank)]
                }
                    + (more > 0 ? [self.more(more, c)] : [])
            }
            let series: [Segment] = ranking.isNamed ? [name(ranking.series)] : []
            if ranking.isWhole {
                let order = listed(items(ranking.top, 0))
                return say(
                    ranking.isNamed ? "statements.rankingNamed" : "statements.ranking",
                    ["series": series, "order": order])
            }
            // The ends after the pack's colon, each value in parentheses after its name ("Highest: December
            // ($81,500), November ($67,800)"), never "Highest December: $81,500", a name run into the word before it.
            let ends = { (anchors: [Anchor], more: Int) in
                list(
                    anchors.map {
                        say(
                            "statements.rankingItem",
                            ["name": categoryName($0.place, c) + label($0), "value": [c.y($0.value, .rank)]])
                    } + (more > 0 ? [self.more(more, c)] : []))
            }
            return say(
                ranking.isNamed ? "statements.rankingEndsNamed" : "statements.rankingEnds",
                [
                    "series": series, "top": ends(ranking.top, ranking.topMore),
                    "bottom": ends(ranking.bottom, ranking.bottomMore),
                ])
        case .aggregate(let aggregate):
            let isSum = aggregate.aggregation == .sum
            if !isSum, aggregate.isOfAverages {
                return say(
                    "statements.averageOfBars",
                    ["count": [c.count(aggregate.count, .count)], "value": [c.y(aggregate.value, .average)]])
            }
            return say(
                isSum ? "statements.total" : "statements.average",
                ["value": [c.y(aggregate.value, isSum ? .total : .average)]])
        case .shares(let shares):
            return self.shares(shares, c)
        case .balance(let balance):
            let evenness =
                balance.variation < 0.1
                ? "statements.balanceEven"
                : balance.variation < 0.25 ? "statements.balanceFair" : "statements.balanceUneven"
            return say(
                "statements.balance",
                [
                    "series": [name(balance.series)], "strongest": categoryName(balance.strongest.place, c),
                    "strongestValue": [c.y(balance.strongest.value, .maximum)],
                    "weakest": categoryName(balance.weakest.place, c),
                    "weakestValue": [c.y(balance.weakest.value, .minimum)],
                    "evenness": say(evenness),
                ])
        case .band(let band):
            let narrowest = band.narrowest.map {
                say("statements.bandNarrowest", ["place": place($0.place, c), "range": c.yRange($0.low, $0.high)])
            }
            return say(
                "statements.band",
                [
                    "top": anchor(band.top, c, .top), "bottom": anchor(band.bottom, c, .bottom),
                    "widestPlace": place(band.widest.place, c), "widest": c.yRange(band.widest.low, band.widest.high),
                    "narrowest": narrowest ?? [],
                ])
        case .relationship(let relationship):
            return self.relationship(relationship, c)
        case .clusters(let clusters):
            let items = clusters.groups.map { group -> [Segment] in
                say(
                    "statements.cluster", count: group.count,
                    [
                        "xTitle": [.chartText(c.wording.x.axis.title)], "x": valueRange(group.x, on: .x, c),
                        "yTitle": [.chartText(c.wording.y.axis.title)], "y": valueRange(group.y, on: .y, c),
                        "count": [c.count(group.count, .count)],
                    ])
            }
            return say(
                "statements.clusters",
                [
                    "series": [name(clusters.series)], "count": [.words(String(clusters.groups.count))],
                    "groups": list(items),
                ])
        case .extent(let extent):
            return say(
                "statements.extent",
                [
                    "xTitle": [.chartText(extent.xTitle)], "x": valueRange(extent.x, on: .x, c),
                    "yTitle": [.chartText(extent.yTitle)], "y": valueRange(extent.y, on: .y, c),
                ])
        case .derived(let derived):
            let what =
                derived.derivation.map {
                    say("statements.derivedNamed", ["derivation": [.chartText($0)], "series": [name(derived.series)]])
                } ?? [name(derived.series)]
            let direction =
                derived.to.value > derived.from.value
                ? "Rising" : derived.to.value < derived.from.value ? "Falling" : "Staying"
            return say(
                (derived.smoothing < 0.8 ? "statements.derivedSmooths" : "statements.derivedFollows") + direction,
                [
                    "derived": what, "source": [name(derived.source)], "from": anchor(derived.from, c, .from),
                    "to": anchor(derived.to, c, .to),
                ])
        case .heat(let heat):
            let top = heat.topRow.map {
                say("statements.heatTopRow", ["row": [name($0.series)], "value": [c.y($0.value, .mean)]])
            }
            return say(
                "statements.heat",
                [
                    "hottestRow": [name(heat.hottest.row)], "hottest": categoryName(heat.hottest.anchor.place, c),
                    "hottestValue": [c.y(heat.hottest.anchor.value, .maximum)],
                    "coldestRow": [name(heat.coldest.row)], "coldest": categoryName(heat.coldest.anchor.place, c),
                    "coldestValue": [c.y(heat.coldest.anchor.value, .minimum)], "topRow": top ?? [],
                ])
        case .averages(let averages):
            return say(
                "statements.averages",
                [
                    "highest": [name(averages.highest.series)], "highestValue": [c.y(averages.highest.value, .mean)],
                    "lowest": [name(averages.lowest.series)], "lowestValue": [c.y(averages.lowest.value, .mean)],
                ])
        case .categoryComparison(let comparison):
            return categoryComparison(comparison, c)
        case .categoryOrder(let order):
            return say(
                "comparisons.categoryOrder",
                [
                    "total": [c.count(order.categories, .of)], "series": list(order.series.map { [name($0)] }),
                ])
        case .crossings(let crossings):
            if crossings.said.isEmpty, let settled = crossings.settled {
                let (upper, lower) =
                    settled.firstGoesAbove ? (crossings.first, crossings.second) : (crossings.second, crossings.first)
                return say(
                    "statements.crossingsSettled", count: upper.isPlural ? 2 : 1,
                    [
                        "upper": [name(upper)], "lower": [name(lower)], "place": place(settled.place, c),
                        "count": [c.count(crossings.count - 1, .count)],
                    ])
            }
            if crossings.said.isEmpty {
                // More than a handful: only that they cross often, as a count in the hundreds tells nothing.
                return say(
                    "statements.crossingsOften", ["first": [name(crossings.first)], "second": [name(crossings.second)]])
            }
            // Each after the first is its own "then" clause, which a language may word in its own order ("dann steigt
            // Houston über Dallas").
            let clauses = crossings.said.enumerated().map { order, crossing -> [Segment] in
                let (upper, lower) =
                    crossing.firstGoesAbove ? (crossings.first, crossings.second) : (crossings.second, crossings.first)
                return say(
                    order == 0 ? "statements.crossing" : "statements.crossingLater", count: upper.isPlural ? 2 : 1,
                    ["upper": [name(upper)], "lower": [name(lower)], "place": place(crossing.place, c)])
            }
            let then = pack["statements.crossingThen"]
            return [Segment].joined(clauses, separator: then, last: then) + [.words(".")]
        case .axesAbove(let comparison):
            return say(
                "statements.axesAbove", count: comparison.first.isPlural ? 2 : 1,
                [
                    "first": [name(comparison.first)], "second": [name(comparison.second)],
                    "above": [c.count(comparison.above, .above)], "of": [c.count(comparison.of, .of)],
                ])
        case .story(let story):
            return self.story(story, c)
        case .author(let text):
            return [.chartText(text), .words(Self.stop(text))]
        case .count(let count):
            let missing =
                count.missing > 0 ? say("statements.countMissing", ["missing": [c.count(count.missing, .missing)]]) : []
            return say(
                "statements.count",
                [
                    "series": [name(count.series)], "count": [c.count(count.count, .count)],
                    "noun": [.words(pack.noun(count.noun.rawValue, count: count.count))], "missing": missing,
                ])
        case .statistics(let statistics):
            return self.statistics(statistics, c)
        case .change(let change):
            return self.change(change, c)
        case .axisStatistics(let statistics):
            return axisStatistics(statistics, c)
        case .correlation(let correlation):
            return say(
                correlation.ofPercentChanges
                    ? "statements.correlationOfPercentChanges"
                    : correlation.ofChanges ? "statements.correlationOfChanges" : "statements.correlation",
                [
                    "first": [.chartText(correlation.first)], "second": [.chartText(correlation.second)],
                    "r": [c.correlation(correlation.r)],
                ])
        case .distribution(let distribution):
            return self.distribution(distribution, c)
        case .boxes(let boxes):
            return self.boxes(boxes, c)
        case .intervals(let intervals):
            return self.intervals(intervals, c)
        case .layers(let layers):
            return self.layers(layers, c)
        }
    }

    /// The full stop a sentence needs unless the text already ends in punctuation.
    static func stop(_ text: String) -> String {
        guard let last = text.last else { return "" }
        return ".!?…:".contains(last) ? "" : "."
    }

    // MARK: Statement parts

    private func chart(_ size: ChartSize, _ c: PhraseContext) -> [Segment] {
        let stacking: String? =
            switch size.stacking {
            case .standard: "stacked"
            case .normalized: "normalized"
            case .center: "streamgraph"
            default: nil
            }
        let kind = size.kind.rawValue
        var what = stacking.flatMap { pack.text("charts.\($0).\(kind)") } ?? pack["charts.kinds." + kind]
        if size.marks.contains(where: \.isLine), size.kind != .line { what = text("charts.withLine", ["chart": what]) }
        guard !size.isEmpty else { return say("charts.empty", ["chart": [.words(what)]]) }
        var contents: [Segment]
        if let axes = size.axisCount {
            contents = [c.count(axes, .categories), .words(" " + pack.noun("axis", count: axes))]
        } else {
            let items = size.marks.map { mark -> [Segment] in
                let counted = [
                    c.count(mark.count, .points), .words(" " + pack.noun(mark.noun.rawValue, count: mark.count)),
                ]
                guard mark.isLine, size.marks.count > 1 else { return counted }
                let dative = pack.noun(mark.noun.rawValue, count: mark.count, form: "dative")
                return say(
                    "charts.linesOf", count: mark.seriesCount,
                    [
                        "lines": [.words(String(mark.seriesCount))], "count": [c.count(mark.count, .points)],
                        "noun": [.words(dative)],
                    ])
            }
            contents = list(items)
        }
        if size.seriesCount > 1 {
            contents += say("charts.inSeries", ["count": [c.count(size.seriesCount, .series)]])
        }
        if size.zeroCount > 0 {
            contents += say("charts.zero", ["count": [c.count(size.zeroCount, .count)]])
        }
        if size.missingCount > 0 {
            contents += say("charts.missing", ["count": [c.count(size.missingCount, .missing)]])
        }
        return say("charts.chart", ["chart": [.words(what)], "contents": contents])
    }

    private func axis(_ span: AxisSpan, _ c: PhraseContext) -> [Segment] {
        let role =
            switch span.role {
            case .x: "x"
            case .y: "y"
            case .additional: "additional"
            case .rows: "rows"
            case .values: "values"
            }
        var extent: [Segment] = []
        switch span.span {
        case .categories(let count, let named, let isAll):
            extent = say(
                "axes.categories", count: count,
                ["count": [c.count(count, .categories)], "noun": [.words(pack.noun("category", count: count))]])
            if isAll, !named.isEmpty {
                extent += say("axes.allNamed", ["names": list(named.map { [.chartText($0)] })])
            } else if named.count == 2 {
                extent += say("axes.firstToLast", ["first": [.chartText(named[0])], "last": [.chartText(named[1])]])
            }
            if let repeats = span.repeatCount {
                extent += say("axes.repeated", ["count": [c.count(repeats, .count)]])
            }
        case .range(let low, let high):
            extent = say("axes.range", ["range": valueRange(low...high, on: span.role, c)])
        case .single(let value):
            extent = say("axes.range", ["range": [c.value(value, on: span.role, .value)]])
        case .none:
            break
        }
        let scale: [Segment] =
            switch span.scale {
            case .log10: say("axes.log10")
            case .ln: say("axes.ln")
            case .linear: []
            }
        return say(
            "axes.axis",
            [
                "axis": say("axes." + role),
                "title": span.title.isEmpty ? say("axes.untitled") : [.chartText(span.title)],
                "extent": extent, "scale": scale,
            ])
    }

    /// Gaps in a series' dates: each when few ("No data between March and June 2024, nor from September to December
    /// 2024"), else how many and the longest; the stretches the series misses at its start and end always.
    private func gaps(_ gaps: Gaps, _ c: PhraseContext) -> [Segment] {
        // A stretch the series misses at an end: its one date ("in December 2024"), or its first and last.
        func edge(_ stretch: Stretch?) -> [[Segment]] {
            guard let stretch else { return [] }
            guard stretch.from != stretch.to, case .value(let low) = stretch.from, case .value(let high) = stretch.to,
                c.axis(.x).date != nil
            else { return [place(stretch.from, c)] }
            return [say("statements.gapSpan", ["range": [.date(low, spoken: c.axis(.x).range(low...high), fact: nil)]])]
        }
        func few(_ items: [[Segment]]) -> [Segment] {
            say(
                "statements.gapsFew",
                [
                    "gaps": [Segment].joined(
                        items, separator: pack["statements.gapsNor"], last: pack["statements.gapsNor"])
                ])
        }
        if gaps.count <= 2 {
            let inner = gaps.between.map {
                say("statements.gapBetween", ["from": bare($0.from, c), "to": bare($0.to, c)])
            }
            return few(edge(gaps.before) + inner + edge(gaps.after))
        }
        let many = say(
            "statements.gapsMany",
            [
                "count": [c.count(gaps.count, .count)], "from": bare(gaps.between[0].from, c),
                "to": bare(gaps.between[0].to, c),
            ])
        let edges = edge(gaps.before) + edge(gaps.after)
        return edges.isEmpty ? many : many + [.words(" ")] + few(edges)
    }

    /// A range of an axis's values: "January 1 to January 30, 2026", "0 to 14,000 steps".
    private func valueRange(_ range: ClosedRange<Double>, on role: AxisSpan.Role, _ c: PhraseContext) -> [Segment] {
        let axis = c.axis(role).settingApart(range.lowerBound, range.upperBound)
        if range.lowerBound == range.upperBound { return [c.value(range.lowerBound, on: role, .value)] }
        if axis.date != nil, axis.axis.valueDescriptions.isEmpty {
            return [.date(range.lowerBound, spoken: axis.extent(range), fact: nil)]
        }
        return [
            .number(range.lowerBound, spoken: axis.leading(range.lowerBound), fact: .lowerBound),
            .words(rangeConnector),
            .number(range.upperBound, spoken: axis.text(range.upperBound), fact: .upperBound),
        ]
    }

    private func course(_ course: Course, _ context: PhraseContext) -> [Segment] {
        // A course told by groups' averages says them as averages are said.
        let c = course.grouping == nil ? context : context.averaged(upTo: course.shape.largestMagnitude)
        let lead =
            course.grouping.map { say("course.averaged", ["grouping": grouping($0, count: nil)]) }
            ?? say(course.isBandMiddle ? "course.leadMiddle" : "course.lead", ["series": [name(course.series)]])
        switch course.shape {
        case .single(let anchor):
            return say("course.single", ["lead": lead, "value": self.anchor(anchor, c, .value)])
        case .constant(let value):
            return say("course.constant", ["lead": lead, "value": [c.y(value, .value)]])
        case .steady(let level, let low, let high):
            let arguments = [
                "lead": lead, "level": [c.y(level, .value)], "between": c.yBetween(low, high, pack["lists.and"]),
                "count": [c.count(course.steadyLeavesOut, .count)],
            ]
            return course.steadyLeavesOut > 0
                ? say("course.steadyApart", count: course.steadyLeavesOut, arguments) : say("course.steady", arguments)
        case .moves(let moves, let end):
            var told: [Segment] = []
            for (index, move) in moves.enumerated() {
                if index > 0 { told += say("course.then") }
                told += self.move(move, c, withStart: index == 0)
            }
            if let end {
                told += say(moves.isEmpty ? "course.endsAt" : "course.andEndsAt", ["end": anchor(end, c, .end)])
            }
            return say("course.moves", ["lead": lead, "moves": told])
        case .shifts(let level, let shifts):
            return say("course.moves", ["lead": lead, "moves": self.shifts(level, shifts, c)])
        case .swings(let rises, let falls, let low, let high, let largest, let overall):
            var told = say(
                "course.swings",
                [
                    "rises": say("course.rises", count: rises, ["count": [c.count(rises, .rises)]]),
                    "falls": say("course.falls", count: falls, ["count": [c.count(falls, .falls)]]),
                    "between": c.yBetween(low, high, pack["lists.and"]),
                ])
            if !largest.isEmpty {
                // Said plainly, without where most of each happens: a list of moves, each with its ends.
                let plain = largest.map { Move(direction: $0.direction, from: $0.from, to: $0.to, change: $0.change) }
                told += say("course.largest", ["moves": list(plain.map { move($0, c, withStart: true) })])
            }
            if let overall {
                let c = c.settingApart(overall.from.value, overall.to.value)
                told += say(
                    overall.direction == .rising ? "course.overallRises" : "course.overallFalls",
                    [
                        "change": changed(overall.change, "changes.inOverall", c),
                        "from": anchor(overall.from, c, .first),
                        "to": anchor(overall.to, c, .last),
                    ])
            }
            return say("course.moves", ["lead": lead, "moves": told])
        }
    }

    /// "rises 150 percent from 4,210 steps on January 1 to 11,520 steps on January 26".
    func move(_ move: Move, _ c: PhraseContext, withStart: Bool) -> [Segment] {
        // Ends that would read the same keep the digits that part them: never "falls 0 percentage points, from 9
        // percent to 9 percent".
        let c = c.settingApart(move.from.value, move.to.value).keepingTwoFigures(for: move.change)
        let mostly = move.mostly.map {
            say("course.mostly", ["from": anchor($0.from, c, .from), "to": anchor($0.to, c, .to)])
        }
        let pace = move.pace.map { say($0 == .gathering ? "course.gathering" : "course.losing") }
        let stays = move.stays.map { say("course.stillThere", ["place": place($0.place, c)]) }
        // A series that starts in a run of equal values says so before its first move leaves it.
        var start: [Segment] = []
        if withStart, let leaves = move.leaves {
            start =
                say("course.startsAt", ["from": anchor(move.from, c, .from)])
                + say("course.stillThere", ["place": place(leaves.place, c)]) + say("course.then")
        }
        let key = (move.direction == .rising ? "rises" : "falls") + (withStart && start.isEmpty ? "From" : "") + "To"
        return start
            + say(
                "course." + key,
                [
                    "change": changed(
                        c.checkable(move.change, from: move.from.value, to: move.to.value), "changes.inMove", c),
                    "from": anchor(move.from, c, .from),
                    "to": anchor(move.to, c, .to), "mostly": mostly ?? [], "pace": pace ?? [],
                ]) + (stays ?? [])
    }

    /// A change as a clause of `key`'s template ("rises 150 percent"); nothing when unstated.
    private func changed(_ change: Change, _ key: String, _ c: PhraseContext) -> [Segment] {
        let words = changeWords(change, c)
        return words.isEmpty ? [] : say(key, ["change": words])
    }

    /// "150 percent", "about 3-fold", "12 percentage points", "by 6,117 steps"; nothing when unstated.
    ///
    /// The words say the size (the sentence says the way: "falls 13 percent"); the facts keep the change's sign, so
    /// that a fall's are negative.
    func changeWords(_ change: Change, _ c: PhraseContext) -> [Segment] {
        switch change {
        case .percent(let fraction):
            say("changes.percent", ["percent": [Self.signed(c.percent(abs(fraction), .changePercent), like: fraction)]])
        case .fold(let times):
            say(
                NumberWording.rounded(times, significantDigits: 2) >= 1e6 ? "changes.foldScaled" : "changes.fold",
                ["times": [.number(times, spoken: foldNumber(times, c.language), fact: .fold)]])
        case .points(let points):
            say("changes.points", ["points": [Self.signed(percentagePoints(abs(points), c), like: points)]])
        case .amount(let amount):
            say("changes.amount", ["amount": [Self.signed(c.yAmount(abs(amount), .change), like: amount)]])
        case .unstated: []
        }
    }

    /// A multiple to two significant digits: "74-fold", and from a million on with its scale word, "2.7 billion-fold"
    /// (a hyperinflation's prices), never a row of zeros.
    func foldNumber(_ times: Double, _ language: Language) -> String {
        let rounded = NumberWording.rounded(times, significantDigits: 2)
        for (size, name) in zip([1e6, 1e9, 1e12], Self.scaleNames.dropFirst()).reversed() where rounded >= size {
            let number = NumberWording.rounded(rounded / size, significantDigits: 2)
            return text(
                "changes.foldNumberScaled",
                [
                    "number": NumberWording.text(number, fractionDigits: 1, language: language),
                    "scale": scale(name, after: number, beforeUnit: false),
                ])
        }
        return text("changes.foldNumber", ["times": NumberWording.text(rounded, fractionDigits: 1, language: language)])
    }

    /// `segment` stating its fact with the sign of `change`, its words as they are: the size of a change is spoken
    /// ("falls 13 percent"), and its fact is the change itself (−12.9).
    static func signed(_ segment: Segment, like change: Double) -> Segment {
        guard case .number(let value, let spoken, let fact) = segment else { return segment }
        return .number(change < 0 ? -abs(value) : abs(value), spoken: spoken, fact: fact)
    }

    /// A change of percentages in percentage points, with the digits of the values it joins (the sentence's, one
    /// precision for the whole sentence): "2.75 percentage points" from 12.5 to 9.75 percent, never "3".
    func percentagePoints(_ points: Double, _ c: PhraseContext) -> Segment {
        // The axis's digits are those of its values in percent, for the percent format and a percent unit alike.
        let digits = c.sentenceY.fractionDigits
        let number = NumberWording.text(points * 100, fractionDigits: digits, language: c.language)
        return .number(
            points,
            spoken: text("changes.percentagePoints", count: c.language.isSingular(number) ? 1 : 2, ["points": number]),
            fact: .changePoints)
    }

    private func change(_ change: FirstAndLast, _ c: PhraseContext) -> [Segment] {
        if change.first == change.last {
            return say("details.firstAndLastSame", ["value": [c.y(change.first, .first)]])
        }
        let c = c.settingApart(change.first, change.last).keepingTwoFigures(for: change.change)
        // The amount as the first and last are said (see `PhraseContext.checkable(_:from:to:)`).
        let amount = [c.yAmount(c.sentenceY.spokenDifference(from: change.first, to: change.last), .change)]
        var difference: [Segment] = []
        switch c.checkable(change.change, from: change.first, to: change.last) {
        case .percent(let fraction):
            difference = say(
                fraction >= 0 ? "details.changeUpPercent" : "details.changeDownPercent",
                [
                    "amount": amount,
                    "percent": [Self.signed(c.percent(abs(fraction), .changePercent), like: fraction)],
                ])
        case .fold:
            difference = say("details.changeUpFold", ["amount": amount, "fold": changeWords(change.change, c)])
        case .points(let points):
            difference = say(
                points >= 0 ? "details.changeUpPoints" : "details.changeDownPoints",
                ["points": [Self.signed(percentagePoints(abs(points), c), like: points)]])
        case .amount:
            difference = say("details.changeAmount", ["amount": amount])
        case .unstated: break
        }
        return say(
            "details.firstAndLast",
            ["first": [c.y(change.first, .first)], "last": [c.y(change.last, .last)], "change": difference])
    }

    private func axisStatistics(_ statistics: AxisStatistics, _ c: PhraseContext) -> [Segment] {
        let title: [Segment] = [.chartText(statistics.title)]
        if let categories = statistics.categories {
            return say(
                "details.axisCategories",
                [
                    "title": title, "count": [c.count(categories, .categories)],
                    "noun": [.words(pack.noun("category", count: categories))],
                ])
        }
        guard let range = statistics.range else { return title + say("details.axisEmpty") }
        var figures: [Segment] = []
        if let mean = statistics.mean, let median = statistics.median, let deviation = statistics.standardDeviation {
            let axis = c.axis(statistics.role)
            figures = say(
                statistics.isFromBins ? "details.axisFiguresFromBins" : "details.axisFigures",
                [
                    "mean": [c.value(mean, on: statistics.role, .mean)],
                    "median": [c.value(median, on: statistics.role, .median)],
                    "deviation": [.number(deviation, spoken: axis.amount(deviation), fact: .standardDeviation)],
                ])
        }
        return say(
            "details.axis", ["title": title, "range": valueRange(range, on: statistics.role, c), "figures": figures])
    }

    private func statistics(_ statistics: Statistics, _ c: PhraseContext) -> [Segment] {
        let part = say("details.parts." + statistics.part.rawValue)
        let total = statistics.total.map { say("details.total", ["total": [c.y($0, .total)]]) } ?? []
        guard let mean = statistics.mean else {
            return say(
                statistics.count == 1 ? "details.oneValue" : "details.allValues",
                [
                    "part": part, "count": [c.count(statistics.count, .count)],
                    "value": [c.y(statistics.minimum, .value)], "total": total,
                ])
        }
        let median = statistics.median.map { say("details.median", ["median": [c.y($0, .median)]]) }
        let deviation = statistics.standardDeviation.map {
            say("details.deviation", ["deviation": [c.yAmount($0, .standardDeviation)]])
        }
        return say(
            statistics.isOverallShare ? "details.statisticsOverallShare" : "details.statistics",
            [
                "part": part, "minimum": [c.y(statistics.minimum, .minimum)],
                "maximum": [c.y(statistics.maximum, .maximum)], "mean": [c.y(mean, .mean)], "median": median ?? [],
                "deviation": deviation ?? [], "total": total,
            ])
    }

    private func shares(_ shares: Shares, _ c: PhraseContext) -> [Segment] {
        func slice(_ share: Share, _ fact: FactRole) -> [String: [Segment]] {
            [
                "name": categoryName(share.anchor.place, c), "share": [c.share(share.fraction, fact)],
                "value": [c.y(share.anchor.value)],
            ]
        }
        var items = shares.listed.map {
            say(
                "shares.item",
                [
                    "name": beforeValue(categoryName($0.anchor.place, c), isCategory: true),
                    "share": [c.share($0.fraction, .share)],
                ])
        }
        if shares.othersCount > 0 {
            items.append(
                say(
                    "shares.others",
                    ["count": [c.count(shares.othersCount)], "share": [c.share(shares.othersFraction, .share)]]))
        }
        // Slices tied at an end are said together: every name when four or fewer, else three and how many more.
        func end(_ key: String, _ share: Share, ties: [Share], _ fact: FactRole) -> [Segment] {
            guard !ties.isEmpty else { return say("shares." + key, slice(share, fact)) }
            let tied = [share] + ties
            var names = tied.prefix(tied.count <= 4 ? 4 : 3).map { categoryName($0.anchor.place, c) }
            if tied.count > 4 { names.append(more(tied.count - 3, c)) }
            var words = slice(share, fact)
            words["names"] = list(names)
            return say("shares." + key + "Tied", words)
        }
        return say(
            "shares.shares",
            [
                "largest": end("largest", shares.largest, ties: shares.largestTies, .largest),
                "smallest": shares.smallest.map { end("smallest", $0, ties: shares.smallestTies, .smallest) } ?? [],
                "between": items.isEmpty
                    ? []
                    : say("shares.between", ["shares": listed(items)]),
                "total": [c.y(shares.total, .total)],
            ])
    }

    private func layers(_ layers: Layers, _ c: PhraseContext) -> [Segment] {
        let items = layers.shares.map {
            say("layers.item", ["name": beforeValue([name($0.series)]), "share": [c.share($0.fraction, .share)]])
        }
        let lead =
            layers.total.map { say("layers.ofTotal", ["total": [c.y($0, .total)]]) } ?? say("layers.overallShares")
        let shift = layers.shift.map { shift in
            say(
                shift.toFraction > shift.fromFraction ? "layers.grows" : "layers.shrinks",
                [
                    "name": [name(shift.series)],
                    "possessive": [
                        .words(pack[shift.series.name.hasSuffix("s") ? "layers.possessiveS" : "layers.possessive"])
                    ],
                    "from": [c.share(shift.fromFraction, .from)], "fromPlace": place(shift.from, c),
                    "to": [c.share(shift.toFraction, .to)], "toPlace": place(shift.to, c),
                ])
        }
        return say("layers.layers", ["lead": lead, "shares": list(items), "shift": shift ?? []])
    }

    private func relationship(_ relationship: Relationship, _ c: PhraseContext) -> [Segment] {
        var arguments: [String: [Segment]] = [
            "y": [.chartText(relationship.yTitle)], "x": [.chartText(relationship.xTitle)],
            "series": seriesLead(relationship.series, y: relationship.yTitle),
            "r": relationship.r.map { say("relationships.r", ["r": [c.correlation($0)]]) } ?? [],
        ]
        let key: String
        switch relationship.form {
        case .linear(let direction, let strength):
            key = "relationships." + (direction == .rising ? "positive" : "negative") + "." + strength.rawValue
        case .curved(let peak, let at):
            key = peak ? "relationships.peak" : "relationships.trough"
            arguments["at"] = [c.value(at, on: .x, peak ? .peak : .trough)]
        case .stacked(let at, let count, let apart):
            key = "relationships.stacked"
            arguments["count"] = [c.count(count, .count)]
            arguments["at"] = [c.value(at, on: .x, .x)]
            arguments["apart"] = list(apart.map { point2D($0, c) })
        case .lineExceptFew(let direction, let apart):
            key = direction == .rising ? "relationships.risingLineExcept" : "relationships.fallingLineExcept"
            arguments["apart"] = list(apart.map { point2D($0, c) })
        case .tooFew(let count):
            arguments["count"] = [c.count(count, .count)]
            return say("relationships.tooFew", count: count, arguments)
        case .none:
            key = "relationships.none"
        }
        return say(key, arguments)
    }

    private func categoryComparison(_ comparison: CategoryComparison, _ c: PhraseContext) -> [Segment] {
        let total = comparison.above + comparison.equal + comparison.below + comparison.unshared
        // Series alike wherever both have a value are said to be the same, not "above in 0 of 5".
        let byAverage = comparison.isByAverage ? say("comparisons.byAverage") : []
        let unshared =
            comparison.unshared > 0
            ? say("comparisons.unshared", ["count": [c.count(comparison.unshared, .count)]]) : []
        if comparison.above == 0, comparison.below == 0 {
            return say(
                comparison.unshared == 0 ? "comparisons.sameEvery" : "comparisons.sameSome",
                [
                    "first": [name(comparison.first)], "second": [name(comparison.second)],
                    "count": [c.count(comparison.equal, .equal)], "total": [c.count(total, .of)],
                    "exceptions": byAverage + unshared,
                ])
        }
        let firstAbove = comparison.above >= comparison.below
        let (upper, lower) = firstAbove ? (comparison.first, comparison.second) : (comparison.second, comparison.first)
        let count = firstAbove ? comparison.above : comparison.below
        let exceptionCount = firstAbove ? comparison.below : comparison.above
        // Repeated categories are compared by their bars' average, and the sentence says so.
        // Ties are ties: neither above nor an exception; named where they are, as a category is ("equal for dose 2
        // mg/day"), when few.
        let equal =
            !comparison.equalCategories.isEmpty
            ? say("comparisons.equalAt", ["places": list(comparison.equalCategories.map { place(.category($0), c) })])
            : comparison.equal > 0 ? say("comparisons.equalIn", ["count": [c.count(comparison.equal, .equal)]]) : []
        // A category that is a number is said with the x axis's title and unit ("dose 0.5 mg/day").
        let named = list(comparison.exceptions.map { [.chartText(c.wording.titledCategory($0))] })
        // A list of some of the exceptions says that it is some: "9 exceptions, among them …".
        let exceptions =
            byAverage + equal
            + (comparison.exceptions.isEmpty
                ? []
                : exceptionCount > comparison.exceptions.count
                    ? say(
                        "comparisons.exceptionsAmong",
                        ["count": [c.count(exceptionCount, .count)], "exceptions": named])
                    : say("comparisons.exceptions", count: comparison.exceptions.count, ["exceptions": named]))
            + unshared
        return say(
            count == total ? "comparisons.everyCategory" : "comparisons.someCategories", count: upper.isPlural ? 2 : 1,
            [
                "upper": [name(upper)], "lower": [name(lower)], "count": [c.count(count, firstAbove ? .above : .below)],
                "total": [c.count(total, .of)], "exceptions": exceptions,
            ])
    }

    private func intervals(_ intervals: Intervals, _ c: PhraseContext) -> [Segment] {
        let bar = { (bar: Intervals.Bar) -> [Segment] in
            say(
                bar.label == nil ? "intervals.bar" : "intervals.barLabelled",
                [
                    "label": bar.label.map { [.chartText($0)] } ?? [], "place": self.bare(bar.place, c),
                    "length": [.number(bar.length, spoken: c.wording.x.amount(bar.length), fact: .widest)],
                ])
        }
        var overlap: [Segment] = []
        if let largest = intervals.largestOverlap {
            let names = { (bar: Intervals.Bar) -> [Segment] in
                bar.label.map { [.chartText($0)] } ?? self.bare(bar.place, c)
            }
            overlap = say(
                "intervals.overlaps", count: intervals.overlapCount,
                [
                    "count": [c.count(intervals.overlapCount, .count)], "first": names(largest.first),
                    "second": names(largest.second),
                    "length": [.number(largest.length, spoken: c.wording.x.amount(largest.length), fact: .widest)],
                ])
        } else if intervals.count > 1 {
            overlap = say("intervals.noOverlap")
        }
        return say(
            "intervals.intervals", count: intervals.count,
            [
                "series": intervals.series.name.isEmpty
                    ? [] : say("intervals.series", ["series": [name(intervals.series)]]),
                "count": [c.count(intervals.count, .count)], "span": place(intervals.span, c),
                "order": intervals.order.isEmpty
                    ? [] : say("intervals.order", ["order": list(intervals.order.map { [.chartText($0)] })]),
                "longest": bar(intervals.longest),
                "shortest": intervals.shortest.map { say("intervals.shortest", ["bar": bar($0)]) } ?? [],
                "overlap": overlap,
            ])
    }

    private func boxes(_ boxes: Boxes, _ c: PhraseContext) -> [Segment] {
        // One form for every median listed: a colon after each name when one needs it ("Wisconsin No. 38: 37").
        let isColoned = (boxes.medians + boxes.lowestMedians).contains { anchor in
            let name = self.categoryName(anchor.place, c)
            return self.beforeValue(name, isCategory: true).count > name.count
        }
        let item = { (anchor: Anchor) -> [Segment] in
            self.categoryName(anchor.place, c) + (isColoned ? [self.valueColon] : [])
                + [.words(" "), c.y(anchor.value, .median)]
        }
        var medians: [Segment] = []
        if boxes.medians.isEmpty {
            // Told by their course along x instead.
        } else if boxes.lowestMedians.isEmpty {
            medians = say("boxes.medians", count: boxes.medians.count, ["medians": listed(boxes.medians.map(item))])
        } else {
            medians = say(
                "boxes.highestAndLowest",
                ["highest": list(boxes.medians.map(item)), "lowest": list(boxes.lowestMedians.map(item))])
        }
        let narrowest = boxes.narrowest.map {
            say("boxes.narrowest", ["place": place($0.place, c), "range": c.yRange($0.low, $0.high)])
        }
        let outliers = boxes.farthest.map {
            say(
                "boxes.outliers", count: boxes.outlierCount,
                ["count": [c.count(boxes.outlierCount, .outlier)], "farthest": anchor($0, c, .outlier)])
        }
        return say(
            (boxes.isStrip ? "boxes.strip" : "boxes.boxes") + (boxes.medians.isEmpty ? "ByCourse" : "")
                + (boxes.isEvenWidth ? "Even" : ""),
            [
                "width": [c.yAmount(boxes.widest.high - boxes.widest.low, .widest)],
                "series": boxes.series.name.isEmpty ? [] : say("boxes.series", ["series": [name(boxes.series)]]),
                "medians": medians, "widestPlace": place(boxes.widest.place, c),
                "widest": c.yRange(boxes.widest.low, boxes.widest.high), "narrowest": narrowest ?? [],
                "lowest": anchor(boxes.lowest, c, .minimum), "highest": anchor(boxes.highest, c, .maximum),
                "outliers": outliers ?? [],
            ])
    }

    private func distribution(_ distribution: Distribution, _ c: PhraseContext) -> [Segment] {
        let bulk = distribution.bulk.map {
            say("distributions.bulk", ["share": [c.share($0.fraction, .share)], "place": place($0.place, c)])
        }
        var peaks: [Segment] = []
        let peakItems = distribution.peaks.indices.map { index in
            let (peak, binCount) = (distribution.peaks[index], distribution.peakBinCounts[index])
            return say(
                binCount > 1 ? "distributions.peakOfBins" : "distributions.peak",
                [
                    "place": bare(peak.place, c), "value": [c.y(peak.value, .peak)],
                    "count": [c.count(binCount, .count)],
                ])
        }
        switch distribution.peaks.count {
        case 0: break
        case 1: peaks = say("distributions.onePeak", ["peak": peakItems[0]])
        default:
            peaks = say(
                distribution.peaks.count == 2 ? "distributions.twoPeaks" : "distributions.peaks",
                ["count": [.words(c.language.integer(distribution.peaks.count))], "peaks": list(peakItems)])
        }
        let empty =
            distribution.empty.isEmpty
            ? []
            : say(
                "distributions.empty",
                [
                    "places": [Segment].joined(
                        distribution.empty.map { bare($0, c) }, separator: pack["distributions.emptySeparator"],
                        last: pack["distributions.emptyLast"])
                ])
        return say(
            distribution.series.name.isEmpty ? "distributions.total" : "distributions.seriesTotal",
            [
                "series": [name(distribution.series)], "total": [c.y(distribution.total, .total)],
                "bulk": bulk ?? [], "peaks": peaks, "shape": say("distributions.shapes." + distribution.shape.rawValue),
                "empty": empty,
            ])
    }

    // MARK: Names, places and values

    /// "11,520 steps on January 26 (Marathon)".
    func anchor(_ anchor: Anchor, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        [c.y(anchor.value, fact), .words(" ")] + place(anchor.place, c) + label(anchor)
    }

    /// The first anchors of an extreme shared by `count` points: "9 on May 3, May 9 and 2 more".
    private func anchors(_ anchors: [Anchor], count: Int, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        guard let first = anchors.first else { return [] }
        var places: [[Segment]] = [place(first.place, c) + label(first)]
        places += anchors.dropFirst().map { bare($0.place, c) + label($0) }
        if count > anchors.count { places.append(more(count - anchors.count, c)) }
        return [c.y(first.value, fact), .words(" ")] + list(places)
    }

    /// A name followed by its value in a list, with the pack's colon when it ends in a digit, or is a category naming
    /// a month, weekday or quarter (`isCategory`): "2021: 38 percent", "August: 26.1", never "2021 38 percent", where
    /// the listener cannot tell the name's number from the value's, nor "August 26.1", which sounds like a date.
    func beforeValue(_ name: [Segment], isCategory: Bool = false) -> [Segment] {
        let text = name.map(\.text).joined()
        guard text.last?.isNumber == true || isCategory && Axis.calendarPlace(of: text) != nil else { return name }
        return name + [valueColon]
    }

    /// The pack's colon between a name and its value, without the space after it.
    var valueColon: Segment { .words(String(colon.reversed().drop { $0 == " " }.reversed())) }

    /// "2 more".
    private func more(_ count: Int, _ c: PhraseContext) -> [Segment] {
        say("lists.more", count: count, ["count": [.words(c.language.integer(count))]])
    }

    /// A counted noun in the dative where the language has one ("days", "Tagen"): after "of".
    private func dative(_ noun: Noun, count: Int) -> [Segment] {
        [.words(pack.noun(noun.rawValue, count: count, form: "dative"))]
    }

    /// How a series was grouped: "by week", "in 40 groups".
    private func grouping(_ grouping: PointGrouping, count: Int?) -> [Segment] {
        switch grouping {
        case .none: []
        case .hour: say("groupings.hour")
        case .day: say("groupings.day")
        case .week: say("groupings.week")
        case .month: say("groupings.month")
        case .quarter: say("groupings.quarter")
        case .year: say("groupings.year")
        case .decade: say("groupings.decade")
        case .interval, .run:
            count.map { say("groupings.groups", ["count": [.words(String($0))]]) } ?? say("groupings.theseGroups")
        }
    }

    /// Items as a spoken list: "a, b and c".
    func list(_ items: [[Segment]]) -> [Segment] { listed(items, last: pack["lists.last"]) }

    /// `items` joined by the pack's separator (`last`, or the separator itself, before the last), a semicolon where a
    /// name among them holds a comma ("Congo, Rep.").
    func listed(_ items: [[Segment]], last: String? = nil) -> [Segment] {
        let holdsComma = items.contains { item in
            item.contains { if case .chartText(let text) = $0 { text.contains(", ") } else { false } }
        }
        let separator = pack.separator(holdingCommas: holdsComma)
        return [Segment].joined(items, separator: separator, last: last ?? separator)
    }
}
