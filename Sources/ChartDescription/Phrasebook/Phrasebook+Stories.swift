import ChartModel

extension Phrasebook {
    /// A story beyond the moves (see `Story`) in words.
    func story(_ story: Story, _ c: PhraseContext) -> [Segment] {
        switch story {
        case .doubling(let doubling):
            return say(
                doubling.isHalving ? "stories.halves" : "stories.doubles",
                ["series": [name(doubling.series)], "period": xSpan(doubling.period, c, .period)])
        case .growthSlows(let slowing):
            func rate(_ change: Change, _ fact: FactRole) -> [Segment] {
                switch change {
                case .percent(let fraction): [c.percent(fraction, fact)]
                case .points(let points): [percentagePoints(NumberWording.rounded(points, significantDigits: 2), c)]
                case .amount(let amount): [c.yAmount(NumberWording.rounded(amount, significantDigits: 2), fact)]
                case .fold, .unstated: []
                }
            }
            let isPercent = if case .percent = slowing.from { true } else { false }
            return say(
                slowing.added != nil
                    ? "stories.growthSlowsAddingMore" : isPercent ? "stories.growthSlows" : "stories.riseSlows",
                [
                    "series": [name(slowing.series)], "from": rate(slowing.from, .first), "to": rate(slowing.to, .last),
                    "per": say("stories.per." + slowing.period.rawValue),
                    "addedFrom": slowing.added.map { rate($0.from, .first) } ?? [],
                    "addedTo": slowing.added.map { rate($0.to, .last) } ?? [],
                ])
        case .finalStretch(let stretch):
            return say(
                "stories.finalStretch",
                ["series": [name(stretch.series)], "move": move(stretch.move, c, withStart: true)])
        case .sharedFinalStretch(let shared):
            let (count, total) = (shared.stretches.count, shared.seriesCount)
            let who =
                count < total
                ? say("stories.finalStretchSome", ["count": [c.count(count, .count)], "total": [c.count(total, .of)]])
                : count == 2
                    ? say("stories.finalStretchBoth")
                    : say("stories.finalStretchAll", ["count": [c.count(count, .count)]])
            let moves = shared.stretches.map { stretch in
                say(
                    "stories.finalStretchMove",
                    ["series": [name(stretch.series)], "move": move(stretch.move, c, withStart: true)])
            }
            let isRising = shared.stretches.first?.move.direction == .rising
            // The size alone, the sentence saying the way.
            let typical: [Segment]? =
                switch shared.typical {
                case .percent(let fraction): [c.percent(abs(fraction), .changePercent)]
                case .points(let points):
                    [percentagePoints(NumberWording.rounded(abs(points), significantDigits: 2), c)]
                case .amount(let amount): [c.yAmount(NumberWording.rounded(abs(amount), significantDigits: 2), .change)]
                case .fold, .unstated, nil: nil
                }
            return say(
                isRising ? "stories.finalStretchSharedRise" : "stories.finalStretchSharedFall",
                [
                    "who": who,
                    "about": typical.map { say("stories.finalStretchAbout", ["change": $0]) } ?? [],
                    "moves": [Segment].joined(
                        moves, separator: pack["lists.strongSeparator"], last: pack["lists.last"]),
                ])
        case .concentration(let concentration):
            return say(
                "stories.concentration",
                [
                    "series": [name(concentration.series)], "count": [c.count(concentration.count, .count)],
                    "total": [c.count(concentration.total, .of)], "share": [c.share(concentration.fraction, .share)],
                ])
        case .slope(let slope):
            let x = c.wording.x.axis
            let unit = x.unitSingular ?? x.unit.map { writtenUnit($0, isSingular: true) ?? $0 }
            let key = (slope.slope > 0 ? "stories.slopeRises" : "stories.slopeFalls") + (unit == nil ? "Each" : "Per")
            return say(
                key,
                [
                    "series": seriesLead(slope.series, y: slope.yTitle), "y": [.chartText(slope.yTitle)],
                    "x": [.chartText(slope.xTitle)],
                    "amount": [c.yRate(abs(slope.slope), .change)], "unit": unit.map { [.chartText($0)] } ?? [],
                ])
        case .namedExtremes(let named):
            func point(_ point: Anchor2D) -> [Segment] {
                say(
                    "stories.namedPoint",
                    [
                        "label": [.chartText(point.label ?? "")], "y": [c.y(point.y, .y)],
                        "x": [c.value(point.x, on: .x, .x)],
                    ])
            }
            return say(
                "stories.namedExtremes",
                [
                    "series": seriesLead(named.series, y: named.yTitle), "y": [.chartText(named.yTitle)],
                    "highest": list(([named.highest] + named.highestTies).map(point)),
                    "lowest": list(([named.lowest] + named.lowestTies).map(point)),
                ])
        case .reversal(let reversal):
            return say(
                (reversal.isRisingWithin ? "stories.reversalRising" : "stories.reversalFalling")
                    + (reversal.isHiddenWhenPooled ? "Hidden" : "Within"),
                [
                    "count": [c.count(reversal.count, .count)], "y": [.chartText(reversal.yTitle)],
                    "x": [.chartText(reversal.xTitle)],
                ])
        case .gradient(let gradient):
            let change = changeWords(gradient.change, c)
            return say(
                gradient.isRising ? "stories.gradientRises" : "stories.gradientFalls",
                [
                    "count": [c.count(gradient.count, .count)], "y": [.chartText(gradient.yTitle)],
                    "x": [.chartText(gradient.xTitle)],
                    "change": change.isEmpty ? [] : say("stories.gradientChange", ["change": change]),
                ])
        case .levelShift(let shift):
            return say(
                shift.shift.isUp ? "stories.levelShiftUp" : "stories.levelShiftDown",
                [
                    "series": [name(shift.series)], "from": place(shift.shift.first.place, .from, c),
                    "level": near(shift.shift.level, c), "before": near(shift.before, c),
                ])
        case .scales(let scales):
            func size(_ value: SeriesValue, _ fact: FactRole) -> [Segment] {
                [.number(value.value, spoken: c.wording.y.approximate(value.value, significantDigits: 2), fact: fact)]
            }
            return say(
                "stories.scales",
                [
                    "smallest": [name(scales.smallest.series)], "smallestValue": size(scales.smallest, .smallest),
                    "largest": [name(scales.largest.series)], "largestValue": size(scales.largest, .largest),
                ])
        case .measures(let measures):
            return say("stories.measures", ["names": list(measures.series.map { [name($0)] })])
        case .gap(let gap):
            // A gap between percentages is in percentage points, as a change of one is.
            func amount(_ value: Double, _ fact: FactRole) -> Segment {
                if c.sentenceY.axis.format.style == .percent { return percentagePoints(value, c) }
                return c.sentenceY.isPercentUnit ? percentagePoints(value / 100, c) : c.yAmount(value, fact)
            }
            return say(
                gap.to.value > gap.from.value ? "stories.gapWidens" : "stories.gapNarrows",
                [
                    "first": [name(gap.first)], "second": [name(gap.second)],
                    "from": [amount(gap.from.value, .from), .words(" ")] + place(gap.from.place, c),
                    "to": [amount(gap.to.value, .to), .words(" ")] + place(gap.to.place, c),
                ])
        }
    }
}
