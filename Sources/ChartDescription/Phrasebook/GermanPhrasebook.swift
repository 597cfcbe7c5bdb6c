import ChartModel

/// How AudioGraph speaks German.
package struct GermanPhrasebook: Phrasebook {
    package init() {}

    // MARK: Statements

    package func segments(for statement: Statement, in c: PhraseContext) -> [Segment] {
        switch statement {
        case .title(let title):
            return [.chartText(title), .words(EnglishPhrasebook.stop(title))]
        case .chart(let size):
            return chart(size, c)
        case .seriesNames(let names):
            return [.words("Reihen: ")] + list(names.map { [name($0)] }) + [.words(".")]
        case .axis(let span):
            return axis(span, c)
        case .reference(let line):
            return [.words("Referenzlinie: ")] + (line.label.map { [.chartText($0)] } ?? [.words("Referenz")]) + [
                .words(" bei "), c.value(line.value, on: line.role, .reference), .words("."),
            ]
        case .empty(let series):
            guard let series else { return [.words("Das Diagramm enthält keine Daten.")] }
            return [name(series), .words(": keine Werte.")]
        case .grouping(let grouped):
            return [
                name(grouped.series), .words(": Daten aus "), c.count(grouped.count, .points),
                .words(
                    " " + dative(grouped.noun, plural: grouped.count != 1) + ", zusammengefasst "
                        + grouping(grouped.grouping, count: grouped.groupCount) + "."),
            ]
        case .cycle(let cycle):
            return [name(cycle.series), .words(": ein Zyklus von etwa "), c.xAmount(cycle.length, .period)]
                + (c.wording.x.isPlainNumber ? [.words(" auf der x-Achse")] : [])
                + [.words(", "), c.count(cycle.count, .count), .words("-mal durchlaufen.")]
        case .course(let course):
            return self.course(course, c)
        case .extremes(let extremes):
            return [.words("Höchster Wert: ")] + anchors(extremes.highest, count: extremes.highestCount, c, .maximum)
                + [.words("; niedrigster: ")] + anchors(extremes.lowest, count: extremes.lowestCount, c, .minimum) + [
                    .words(".")
                ]
        case .outliers(let unusual):
            let lead = unusual.count == 1 ? "Auffälliger Wert: " : "Auffällige Werte: "
            var items = unusual.values.map { unusual.isScatter ? point($0, c) : anchor($0, c, .outlier) }
            if unusual.count > unusual.values.count {
                items.append([.words("\(c.language.integer(unusual.count - unusual.values.count)) weitere")])
            }
            return [.words(lead)] + list(items) + [.words(".")]
        case .missing(let missing):
            if missing.count <= 3 {
                return [.words("Keine Daten ")] + list(missing.places.map { place($0, c) }) + [.words(".")]
            }
            return [
                .words("Keine Daten bei "), c.count(missing.count, .missing), .words(" von "),
                c.count(missing.total, .of), .words(" " + dative(missing.noun, plural: true) + ", zuerst "),
            ]
                + place(missing.places[0], c) + [.words(".")]
        case .gaps(let gaps):
            if gaps.count <= 2 {
                let items = gaps.between.map {
                    [.words("zwischen ")] + bare($0.from, c) + [.words(" und ")] + bare($0.to, c)
                }
                return [.words("Keine Daten ")] + [Segment].joined(items, separator: " und nicht ", last: " und nicht ")
                    + [.words(".")]
            }
            return [c.count(gaps.count, .count), .words(" Lücken in den Daten; die längste zwischen ")]
                + bare(gaps.between[0].from, c) + [.words(" und ")] + bare(gaps.between[0].to, c) + [.words(".")]
        case .goal(let goal):
            return (goal.label.map { [.chartText($0)] } ?? [.words("Die Referenzlinie")]) + [
                .words(" ("), c.y(goal.value, .reference), .words(") erreicht oder überschritten bei "),
                c.count(goal.met, .met), .words(" von "), c.count(goal.total, .of),
                .words(" " + dative(goal.noun, plural: goal.total != 1) + "."),
            ]
        case .ranking(let ranking):
            let items = { (anchors: [Anchor]) in
                anchors.map { [categoryName($0.place)] + label($0) + [.words(" "), c.y($0.value, .rank)] }
            }
            if ranking.isWhole {
                let lead: [Segment] =
                    ranking.isNamed
                    ? [name(ranking.series), .words(", vom höchsten Wert an: ")] : [.words("Vom höchsten Wert an: ")]
                return lead + [Segment].joined(items(ranking.top), separator: ", ", last: ", ") + [.words(".")]
            }
            let lead: [Segment] =
                ranking.isNamed ? [name(ranking.series), .words(": am höchsten ")] : [.words("Am höchsten ")]
            return lead + list(items(ranking.top)) + [.words("; am niedrigsten ")] + list(items(ranking.bottom)) + [
                .words(".")
            ]
        case .aggregate(let aggregate):
            return [
                .words(aggregate.aggregation == .sum ? "Summe: " : "Durchschnitt: "),
                c.y(aggregate.value, aggregate.aggregation == .sum ? .total : .average), .words("."),
            ]
        case .shares(let shares):
            var segments: [Segment] = [
                .words("Größtes Segment: "), categoryName(shares.largest.anchor.place), .words(", "),
                c.share(shares.largest.fraction, .largest), .words(" ("), c.y(shares.largest.anchor.value), .words(")"),
            ]
            if let smallest = shares.smallest {
                segments += [
                    .words("; kleinstes: "), categoryName(smallest.anchor.place), .words(", "),
                    c.share(smallest.fraction, .smallest), .words(" ("), c.y(smallest.anchor.value), .words(")"),
                ]
            }
            var items = shares.listed.map {
                [categoryName($0.anchor.place), .words(" "), c.share($0.fraction, .share)]
            }
            if shares.othersCount > 0 {
                items.append([
                    c.count(shares.othersCount), .words(" weitere zusammen "), c.share(shares.othersFraction, .share),
                ])
            }
            return segments + [.words(". Anteile: ")] + [Segment].joined(items, separator: ", ", last: ", ") + [
                .words(". Summe: "), c.y(shares.total, .total), .words("."),
            ]
        case .balance(let balance):
            let evenness =
                balance.variation < 0.1 ? "ausgewogen" : balance.variation < 0.25 ? "recht ausgewogen" : "unausgewogen"
            return [
                name(balance.series), .words(": am stärksten bei "), categoryName(balance.strongest.place),
                .words(" ("), c.y(balance.strongest.value, .maximum),
                .words("), am schwächsten bei "), categoryName(balance.weakest.place), .words(" ("),
                c.y(balance.weakest.value, .minimum), .words("); " + evenness + "."),
            ]
        case .band(let band):
            var segments: [Segment] =
                [.words("Höchste Obergrenze: ")] + anchor(band.top, c, .top) + [.words("; niedrigste Untergrenze: ")]
                + anchor(band.bottom, c, .bottom)
            segments +=
                [.words(". Spanne am größten ")] + place(band.widest.place, c) + [.words(": ")]
                + c.yRange(band.widest.low, band.widest.high)
            if let narrowest = band.narrowest {
                segments +=
                    [.words("; am kleinsten ")] + place(narrowest.place, c) + [.words(": ")]
                    + c.yRange(narrowest.low, narrowest.high)
            }
            return segments + [.words(".")]
        case .relationship(let relationship):
            return self.relationship(relationship, c)
        case .clusters(let clusters):
            let items = clusters.groups.map { group -> [Segment] in
                [.words("um "), .chartText(c.wording.x.axis.title), .words(" ")] + valueRange(group.x, on: .x, c)
                    + [.words(" und "), .chartText(c.wording.y.axis.title), .words(" ")]
                    + valueRange(group.y, on: .y, c)
                    + [.words(" ("), c.count(group.count, .count), .words(group.count == 1 ? " Punkt)" : " Punkte)")]
            }
            return [name(clusters.series), .words(": die Punkte bilden \(clusters.groups.count) Gruppen, ")]
                + list(items) + [.words(".")]
        case .extent(let extent):
            return [.chartText(extent.xTitle), .words(" von ")] + valueRange(extent.x, on: .x, c) + [
                .words("; "), .chartText(extent.yTitle), .words(" von "),
            ]
                + valueRange(extent.y, on: .y, c) + [.words(".")]
        case .derived(let derived):
            let what: [Segment] =
                derived.derivation.map {
                    [.words("Der Wert „"), .chartText($0), .words("“ ("), name(derived.series), .words(")")]
                } ?? [name(derived.series)]
            let smooths = derived.smoothing < 0.8 ? " glättet " : " folgt "
            let direction =
                derived.to.value > derived.from.value
                ? "steigt" : derived.to.value < derived.from.value ? "fällt" : "bleibt"
            return what + [.words(smooths), name(derived.source), .words(" und " + direction + " von ")]
                + anchor(derived.from, c, .from) + [.words(" auf ")] + anchor(derived.to, c, .to) + [.words(".")]
        case .heat(let heat):
            var segments: [Segment] = [
                .words("Heißeste Zelle: "), name(heat.hottest.row), .words(", "),
                categoryName(heat.hottest.anchor.place), .words(" ("), c.y(heat.hottest.anchor.value, .maximum),
                .words("); kälteste: "), name(heat.coldest.row), .words(", "), categoryName(heat.coldest.anchor.place),
                .words(" ("), c.y(heat.coldest.anchor.value, .minimum), .words(")."),
            ]
            if let top = heat.topRow {
                segments += [
                    .words(" Im Durchschnitt höchste Zeile: "), name(top.series), .words(" ("), c.y(top.value, .mean),
                    .words(")."),
                ]
            }
            return segments
        case .averages(let averages):
            return [
                .words("Im Durchschnitt am höchsten: "), name(averages.highest.series), .words(" ("),
                c.y(averages.highest.value, .mean), .words("); am niedrigsten: "),
                name(averages.lowest.series), .words(" ("), c.y(averages.lowest.value, .mean), .words(")."),
            ]
        case .categoryComparison(let comparison):
            let total = comparison.above + comparison.equal + comparison.below
            let firstAbove = comparison.above >= comparison.below
            let (upper, lower) =
                firstAbove ? (comparison.first, comparison.second) : (comparison.second, comparison.first)
            let count = firstAbove ? comparison.above : comparison.below
            var segments: [Segment] = [name(upper), .words(" liegt über "), name(lower)]
            if count == total {
                return segments + [.words(" in jeder Kategorie ("), c.count(total, .of), .words(").")]
            }
            segments += [
                .words(" in "), c.count(count, firstAbove ? .above : .below), .words(" von "), c.count(total, .of),
                .words(" Kategorien"),
            ]
            if !comparison.exceptions.isEmpty {
                segments +=
                    [.words(comparison.exceptions.count == 1 ? "; die Ausnahme: " : "; die Ausnahmen: ")]
                    + list(comparison.exceptions.map { [.chartText($0)] })
            }
            return segments + [.words(".")]
        case .crossings(let crossings):
            if crossings.said.isEmpty {
                return [
                    name(crossings.first), .words(" und "), name(crossings.second), .words(" kreuzen sich "),
                    c.count(crossings.count, .crossings), .words("-mal."),
                ]
            }
            let clauses = crossings.said.map { crossing -> [Segment] in
                let (upper, lower) =
                    crossing.firstGoesAbove ? (crossings.first, crossings.second) : (crossings.second, crossings.first)
                return [name(upper), .words(" steigt über "), name(lower), .words(" ")] + place(crossing.place, c)
            }
            return [Segment].joined(clauses, separator: "; dann ", last: "; dann ") + [.words(".")]
        case .axesAbove(let comparison):
            return [
                name(comparison.first), .words(" liegt bei "), c.count(comparison.above, .above), .words(" von "),
                c.count(comparison.of, .of), .words(" Achsen über "), name(comparison.second), .words("."),
            ]
        case .author(let text):
            return [.chartText(text), .words(EnglishPhrasebook.stop(text))]
        case .count(let count):
            var segments: [Segment] = [
                name(count.series), .words(": "), c.count(count.count, .count),
                .words(
                    " " + word(count.noun == .bin ? .bin : count.noun == .box ? .box : .point, isOne: count.count == 1)),
            ]
            if count.missing > 0 {
                segments += [.words(", davon "), c.count(count.missing, .missing), .words(" ohne Wert")]
            }
            return segments + [.words(".")]
        case .statistics(let statistics):
            let lead =
                switch statistics.part {
                case .values: ""
                case .middles: "Mitte der Spanne: "
                case .tops: "Obergrenzen: "
                case .bottoms: "Untergrenzen: "
                }
            guard let mean = statistics.mean else {
                let all: [Segment] =
                    statistics.count == 1
                    ? [.words(lead + "Ein Wert: ")]
                    : [.words(lead + "Alle "), c.count(statistics.count, .count), .words(" Werte: ")]
                return all + [c.y(statistics.minimum, .value)]
                    + (statistics.total.map { [.words(", Summe "), c.y($0, .total)] } ?? []) + [.words(".")]
            }
            var segments: [Segment] = [
                .words(lead + "Minimum "), c.y(statistics.minimum, .minimum), .words(", Maximum "),
                c.y(statistics.maximum, .maximum), .words(", Mittelwert "), c.y(mean, .mean),
            ]
            if let median = statistics.median { segments += [.words(", Median "), c.y(median, .median)] }
            if let deviation = statistics.standardDeviation {
                segments += [.words(", Standardabweichung "), c.yAmount(deviation, .standardDeviation)]
            }
            if let total = statistics.total { segments += [.words(", Summe "), c.y(total, .total)] }
            return segments + [.words(".")]
        case .change(let change):
            if change.first == change.last {
                return [.words("Erster und letzter Wert "), c.y(change.first, .first), .words(".")]
            }
            var segments: [Segment] = [
                .words("Erster Wert "), c.y(change.first, .first), .words(", letzter "), c.y(change.last, .last),
            ]
            switch change.change {
            case .percent(let fraction):
                segments += [
                    .words(", eine Änderung um "), c.yAmount(change.last - change.first, .change),
                    .words(fraction >= 0 ? " (plus " : " (minus "), c.percent(abs(fraction), .changePercent),
                    .words(")"),
                ]
            case .fold(let times):
                segments += [
                    .words(", eine Änderung um "), c.yAmount(change.last - change.first, .change), .words(" (plus "),
                    c.percent(times - 1, .changePercent), .words(")"),
                ]
            case .points(let points):
                segments += [.words(points >= 0 ? ", plus " : ", minus "), percentagePoints(abs(points), c)]
            case .amount(let amount):
                segments += [.words(", eine Änderung um "), c.yAmount(amount, .change)]
            case .unstated: break
            }
            return segments + [.words(".")]
        case .axisStatistics(let statistics):
            var segments: [Segment] = [.chartText(statistics.title), .words(": ")]
            if let categories = statistics.categories {
                return segments + [
                    c.count(categories, .categories), .words(categories == 1 ? " Kategorie." : " Kategorien."),
                ]
            }
            guard let range = statistics.range else { return segments }
            segments += valueRange(range, on: statistics.role, c)
            if let mean = statistics.mean, let median = statistics.median, let deviation = statistics.standardDeviation
            {
                segments += [
                    .words(statistics.isFromBins ? "; aus den Klassen geschätzt: Mittelwert " : ", Mittelwert "),
                    c.value(mean, on: statistics.role, .mean), .words(", Median "),
                    c.value(median, on: statistics.role, .median),
                    .words(", Standardabweichung "),
                    .number(deviation, spoken: c.axis(statistics.role).amount(deviation), fact: .standardDeviation),
                ]
            }
            return segments + [.words(".")]
        case .correlation(let correlation):
            return [
                .words("Korrelation von "), .chartText(correlation.first), .words(" und "),
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
                layers.total.map { [.words("Anteile an der Summe von "), c.y($0, .total), .words(": ")] } ?? [
                    .words("Mittlere Anteile: ")
                ]
            segments += list(items) + [.words(".")]
            if let shift = layers.shift {
                segments += [
                    .words(" Der Anteil von "), name(shift.series),
                    .words(shift.toFraction > shift.fromFraction ? " wächst von " : " sinkt von "),
                    c.share(shift.fromFraction, .from), .words(" "),
                ]
                segments +=
                    place(shift.from, c) + [.words(" auf "), c.share(shift.toFraction, .to), .words(" ")]
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
        segments += [c.count(intervals.count, .count), .words(" Balken ")] + place(intervals.span, c)
        if !intervals.order.isEmpty {
            segments += [.words(", der Reihe nach: ")] + list(intervals.order.map { [.chartText($0)] })
        }
        segments += [.words(". Am längsten: ")] + bar(intervals.longest)
        if let shortest = intervals.shortest { segments += [.words("; am kürzesten: ")] + bar(shortest) }
        segments.append(.words("."))
        if let overlap = intervals.largestOverlap {
            let names = { (bar: Intervals.Bar) -> [Segment] in
                bar.label.map { [.chartText($0)] } ?? self.bare(bar.place, c)
            }
            segments += [
                .words(" "), c.count(intervals.overlapCount, .count),
                .words(intervals.overlapCount == 1 ? " Paar überlappt: " : " Paare überlappen; am meisten "),
            ]
            segments +=
                names(overlap.first) + [.words(" und ")] + names(overlap.second) + [
                    .words(", um "), .number(overlap.length, spoken: c.wording.x.amount(overlap.length), fact: .widest),
                    .words("."),
                ]
        } else if intervals.count > 1 {
            segments.append(.words(" Keine überlappen."))
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
                [.words(boxes.medians.count == 1 ? "Median " : "Mediane, vom höchsten: ")]
                + [Segment].joined(boxes.medians.map(item), separator: ", ", last: ", ")
        } else {
            segments +=
                [.words("Höchste Mediane ")] + list(boxes.medians.map(item)) + [.words("; niedrigste ")]
                + list(boxes.lowestMedians.map(item))
        }
        segments +=
            [.words((boxes.medians.isEmpty ? "" : ". ") + "Mittlere Hälfte am breitesten ")]
            + place(boxes.widest.place, c) + [.words(": ")] + c.yRange(boxes.widest.low, boxes.widest.high)
        if let narrowest = boxes.narrowest {
            segments +=
                [.words("; am schmalsten ")] + place(narrowest.place, c) + [.words(": ")]
                + c.yRange(narrowest.low, narrowest.high)
        }
        segments +=
            [.words(". Whisker von ")] + anchor(boxes.lowest, c, .minimum) + [.words(" bis ")]
            + anchor(boxes.highest, c, .maximum) + [.words(".")]
        if let farthest = boxes.farthest {
            segments +=
                [
                    .words(" "), c.count(boxes.outlierCount, .outlier),
                    .words(boxes.outlierCount == 1 ? " Ausreißer: " : " Ausreißer; der äußerste "),
                ] + anchor(farthest, c, .outlier) + [.words(".")]
        }
        return segments
    }

    private func distribution(_ distribution: Distribution, _ c: PhraseContext) -> [Segment] {
        var segments: [Segment] =
            distribution.series.name.isEmpty
            ? [.words("Insgesamt "), c.y(distribution.total, .total)]
            : [name(distribution.series), .words(": "), c.y(distribution.total, .total)]
        if let bulk = distribution.bulk {
            segments += [.words("; davon "), c.share(bulk.fraction, .share), .words(" ")] + place(bulk.place, c)
        }
        segments.append(.words(". "))
        switch distribution.peaks.count {
        case 0: break
        case 1:
            let peak = distribution.peaks[0]
            segments +=
                [.words("Ein Gipfel, ")] + bare(peak.place, c) + [.words(" ("), c.y(peak.value, .peak), .words(")")]
        default:
            let items = distribution.peaks.map {
                bare($0.place, c) + [.words(" ("), c.y($0.value, .peak), .words(")")]
            }
            segments +=
                [
                    .words(
                        "\(distribution.peaks.count == 2 ? "Zwei" : c.language.integer(distribution.peaks.count)) Gipfel: "
                    )
                ] + list(items)
        }
        switch distribution.shape {
        case .symmetric: segments.append(.words("; annähernd symmetrisch."))
        case .skewedRight: segments.append(.words("; rechtsschief, mit längerem Ausläufer zu höheren Werten."))
        case .skewedLeft: segments.append(.words("; linksschief, mit längerem Ausläufer zu niedrigeren Werten."))
        case .even: segments.append(.words("In jeder Klasse etwa gleich viele."))
        case .unstated: segments.append(.words("."))
        }
        if !distribution.empty.isEmpty {
            segments +=
                [.words(" Keine Werte ")]
                + [Segment].joined(distribution.empty.map { bare($0, c) }, separator: ", ", last: " und ") + [
                    .words(".")
                ]
        }
        return segments
    }

    // MARK: Statement parts

    private func chart(_ size: ChartSize, _ c: PhraseContext) -> [Segment] {
        var kind: String =
            switch size.kind {
            case .line: "Liniendiagramm"
            case .area: "Flächendiagramm"
            case .bar: "Balkendiagramm"
            case .scatter: "Streudiagramm"
            case .pie: "Kreisdiagramm"
            case .band: "Banddiagramm"
            case .radar: "Netzdiagramm"
            case .heatmap: "Heatmap"
            case .histogram: "Histogramm"
            case .box: "Boxplot"
            }
        switch size.stacking {
        case .standard: kind = "Gestapeltes " + kind
        case .normalized: kind += ", auf 100 Prozent gestapelt"
        case .center: kind = "Streamgraph (" + kind + ")"
        default: break
        }
        if size.marks.contains(where: \.isLine), size.kind != .line { kind += " mit Linie" }
        guard !size.isEmpty else { return [.words(kind + " ohne Daten.")] }
        var segments: [Segment] = [.words(kind + ", ")]
        if let axes = size.axisCount {
            segments += [c.count(axes, .categories), .words(axes == 1 ? " Achse" : " Achsen")]
        } else {
            let items = size.marks.map { mark -> [Segment] in
                let noun = word(mark.noun, isOne: mark.count == 1)
                return mark.isLine && size.marks.count > 1
                    ? [
                        .words(mark.seriesCount == 1 ? "eine Linie aus " : "\(mark.seriesCount) Linien aus "),
                        c.count(mark.count, .points), .words(" " + dativeMark(mark.noun, plural: mark.count != 1)),
                    ]
                    : [c.count(mark.count, .points), .words(" " + noun)]
            }
            segments += list(items)
        }
        if size.seriesCount > 1 { segments += [.words(" in "), c.count(size.seriesCount, .series), .words(" Reihen")] }
        return segments + [.words(".")]
    }

    private func axis(_ span: AxisSpan, _ c: PhraseContext) -> [Segment] {
        let label =
            switch span.role {
            case .x: "X-Achse"
            case .y: "Y-Achse"
            case .additional: "Weitere Achse"
            }
        var segments: [Segment] =
            [.words(label + ": ")] + (span.title.isEmpty ? [.words("ohne Titel")] : [.chartText(span.title)])
        switch span.span {
        case .categories(let count, let named, let isAll):
            segments += [.words(", "), c.count(count, .categories), .words(count == 1 ? " Kategorie" : " Kategorien")]
            if isAll, !named.isEmpty {
                segments += [.words(": ")] + list(named.map { [.chartText($0)] })
            } else if named.count == 2 {
                segments += [.words(", "), .chartText(named[0]), .words(" bis "), .chartText(named[1])]
            }
        case .range(let low, let high):
            segments += [.words(", ")] + valueRange(low...high, on: span.role, c)
        case .single(let value):
            segments += [.words(", "), c.value(value, on: span.role, .value)]
        case .none:
            break
        }
        switch span.scale {
        case .log10: segments.append(.words(", logarithmische Skala"))
        case .ln: segments.append(.words(", natürlich-logarithmische Skala"))
        case .linear: break
        }
        return segments + [.words(".")]
    }

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
            course.grouping.map { [.words("Gemittelt " + grouping($0, count: nil) + ": ")] }
            ?? [name(course.series), .words(course.isBandMiddle ? ", Mitte der Spanne: " : ": ")]
        switch course.shape {
        case .single(let anchor):
            return lead + [.words("ein einziger Wert, ")] + self.anchor(anchor, c, .value) + [.words(".")]
        case .constant(let value):
            return lead + [.words("bleibt durchgehend bei "), c.y(value, .value), .words(".")]
        case .steady(let level, let low, let high):
            return lead + [.words("bleibt stabil bei etwa "), c.y(level, .value), .words(", zwischen ")]
                + c.yBetween(low, high, " und ") + [.words(", ohne deutlichen Anstieg oder Rückgang.")]
        case .moves(let moves, let end):
            for (index, move) in moves.enumerated() {
                if index > 0 { lead.append(.words(", dann ")) }
                lead += self.move(move, c, withStart: index == 0)
            }
            if let end { lead += [.words(moves.isEmpty ? "endet bei " : " und endet bei ")] + anchor(end, c, .end) }
            return lead + [.words(".")]
        case .swings(let rises, let falls, let low, let high, let largestRise, let largestFall, let overall):
            lead +=
                [
                    .words("schwankt auf und ab, "), c.count(rises, .rises),
                    .words(rises == 1 ? " Anstieg und " : " Anstiege und "), c.count(falls, .falls),
                    .words(falls == 1 ? " Rückgang" : " Rückgänge"), .words(" zwischen "),
                ] + c.yBetween(low, high, " und ")
            for (largest, what) in [(largestFall, "; der größte Rückgang"), (largestRise, "; der größte Anstieg")] {
                guard let largest else { continue }
                lead +=
                    [.words(what)] + changeWords(largest.change, c).prefixed(" um ") + [.words(", von ")]
                    + anchor(largest.from, c, .from) + [.words(" auf ")] + anchor(largest.to, c, .to)
            }
            if let overall {
                lead +=
                    [.words(overall.direction == .rising ? "; insgesamt steigt es" : "; insgesamt fällt es")]
                    + changeWords(overall.change, c).prefixed(" um ") + [.words(", von ")]
                    + anchor(overall.from, c, .first) + [.words(" auf ")]
                    + anchor(overall.to, c, .last)
            }
            return lead + [.words(".")]
        }
    }

    private func move(_ move: Move, _ c: PhraseContext, withStart: Bool) -> [Segment] {
        var segments: [Segment] = [.words(move.direction == .rising ? "steigt" : "fällt")]
        let amount = changeWords(move.change, c)
        if !amount.isEmpty { segments += [.words(" um ")] + amount }
        if withStart { segments += [.words(" von ")] + anchor(move.from, c, .from) }
        segments += [.words(" auf ")] + anchor(move.to, c, .to)
        if let mostly = move.mostly {
            segments +=
                [.words(", der Großteil davon von ")] + anchor(mostly.from, c, .from) + [.words(" auf ")]
                + anchor(mostly.to, c, .to)
        }
        if let pace = move.pace {
            segments.append(.words(pace == .gathering ? ", immer schneller" : ", immer langsamer"))
        }
        return segments
    }

    private func changeWords(_ change: Change, _ c: PhraseContext) -> [Segment] {
        switch change {
        case .percent(let fraction): [c.percent(abs(fraction), .changePercent)]
        case .fold(let times):
            [
                .words("etwa das "),
                .number(
                    times,
                    spoken: NumberWording.text(
                        NumberWording.rounded(times, significantDigits: 2), fractionDigits: 1, language: c.language)
                        + "-Fache", fact: .fold),
            ]
        case .points(let points): [percentagePoints(abs(points), c)]
        case .amount(let amount): [c.yAmount(abs(amount), .change)]
        case .unstated: []
        }
    }

    private func percentagePoints(_ points: Double, _ c: PhraseContext) -> Segment {
        let digits = max(0, c.wording.y.fractionDigits - 2)
        let number = NumberWording.text(points * 100, fractionDigits: digits, language: c.language)
        return .number(
            points, spoken: number + (number == "1" ? " Prozentpunkt" : " Prozentpunkte"), fact: .changePoints)
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
                ? y + [.words(" steigt tendenziell mit ")] + x
                : y + [.words(" fällt tendenziell, wenn ")] + x + [.words(" steigt")]
            let words =
                switch strength {
                case .weak: "schwache"
                case .moderate: "mittlere"
                case .strong: "starke"
                }
            return lead + tendency + [
                .words(", eine \(words) \(direction == .rising ? "positive" : "negative") Korrelation")
            ] + r + [.words(".")]
        case .curved(let peak, let at):
            let shape =
                peak ? " steigt und fällt dann, am höchsten bei " : " fällt und steigt dann, am niedrigsten bei "
            return lead + y + [.words(shape)] + x + [
                .words(" "), c.value(at, on: .x, peak ? .peak : .trough),
                .words("; der Zusammenhang ist gekrümmt, keine Linie"),
            ] + r + [.words(".")]
        case .stacked(let at, let count, let apart):
            return lead + [
                c.count(count, .count), .words(" der Punkte haben "), .chartText(relationship.xTitle), .words(" "),
                c.value(at, on: .x, .x),
                .words("; der Zusammenhang beruht auf "),
            ] + list(apart.map { point2D($0, c) }) + r + [.words(".")]
        case .lineExceptFew(let direction, let apart):
            return lead + [
                .words(
                    "die Punkte liegen nahe einer " + (direction == .rising ? "steigenden" : "fallenden")
                        + " Linie, außer ")
            ] + list(apart.map { point2D($0, c) }) + r + [.words(".")]
        case .none:
            return lead + y + [.words(" hängt nicht von ")] + x + [.words(" ab")] + r + [.words(".")]
        }
    }

    // MARK: Names, places and values

    private func anchor(_ anchor: Anchor, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        [c.y(anchor.value, fact), .words(" ")] + place(anchor.place, c) + label(anchor)
    }

    private func anchors(_ anchors: [Anchor], count: Int, _ c: PhraseContext, _ fact: FactRole) -> [Segment] {
        guard let first = anchors.first else { return [] }
        var places: [[Segment]] = [place(first.place, c) + label(first)]
        places += anchors.dropFirst().map { bare($0.place, c) + label($0) }
        if count > anchors.count { places.append([.words("\(c.language.integer(count - anchors.count)) weiteren")]) }
        return [c.y(first.value, fact), .words(" ")] + list(places)
    }

    func place(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        switch place {
        case .category(let name):
            return [.words(Axis.calendarPlace(of: name) != nil ? "im " : "bei "), .chartText(name)]
        case .value(let value):
            let x = c.wording.x
            if let date = x.date, x.axis.valueDescriptions[value] == nil {
                let text = date.text(value)
                switch date.granularity {
                case .day: return [.words("am "), .date(value, spoken: text, fact: nil)]
                case .month: return [.words("im "), .date(value, spoken: text, fact: nil)]
                case .year: return [.words("im Jahr "), .date(value, spoken: text, fact: nil)]
                case .minute, .second:
                    return [.words(date.includesDate ? "am " : "um "), .date(value, spoken: text, fact: nil)]
                }
            }
            if x.isYearLike, x.axis.valueDescriptions[value] == nil {
                return [.words("im Jahr "), .date(value, spoken: x.text(value), fact: nil)]
            }
            if x.isSelfDescribing || x.axis.title.isEmpty {
                return [.words("bei "), .number(value, spoken: x.text(value), fact: nil)]
            }
            if let spoken = x.textWithTitleUnit(value) {
                return [.words("bei "), .number(value, spoken: spoken, fact: nil)]
            }
            return [
                .words("wenn "), .chartText(x.axis.title), .words(" "),
                .number(value, spoken: x.text(value), fact: nil), .words(" ist"),
            ]
        case .period(let period):
            return self.period(period, c)
        }
    }

    private func bare(_ place: XPlace, _ c: PhraseContext) -> [Segment] {
        let full = self.place(place, c)
        if case .words(let first) = full.first, ["am ", "im ", "im Jahr ", "bei ", "um "].contains(first) {
            return Array(full.dropFirst())
        }
        return full
    }

    private func period(_ period: Period, _ c: PhraseContext) -> [Segment] {
        switch period {
        case .hour(let start):
            let hours = DateWording(style: .time, extent: start...start, spacing: 3600, language: c.language)
            return [.words("um "), .date(start, spoken: hours.text(start), fact: nil)]
        case .day(let start):
            return [.words("am "), .date(start, spoken: dayWording(c).text(start), fact: nil)]
        case .week(let start):
            return [.words("in der Woche vom "), .date(start, spoken: dayWording(c).text(start), fact: nil)]
        case .month(let year, let month):
            return [
                .words("im "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400,
                    spoken: monthNames[month - 1] + " " + String(year), fact: nil),
            ]
        case .quarter(let year, let quarter):
            return [
                .words("im "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: quarter * 3 - 2, day: 1)) * 86_400,
                    spoken: self.quarter(quarter, year: year), fact: nil),
            ]
        case .year(let year):
            return [
                .words("im Jahr "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400, spoken: String(year),
                    fact: nil),
            ]
        case .decade(let year):
            return [
                .words("in den "),
                .date(
                    Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400, spoken: decade(year),
                    fact: nil),
            ]
        case .interval(let low, let high):
            let x = c.wording.x
            let span: [Segment] = [.words("zwischen ")] + c.xBetween(low, high, " und ")
            if x.isSelfDescribing || x.axis.title.isEmpty { return span }
            if let unit = x.titleAsUnit { return span + [.words(" " + unit)] }
            return [.words("wenn "), .chartText(x.axis.title), .words(" ")] + span + [.words(" ist")]
        case .run(let first, let last):
            return [
                .words("von "), .chartText(c.wording.x.text(first)), .words(" bis "),
                .chartText(c.wording.x.text(last)),
            ]
        }
    }

    private func dayWording(_ c: PhraseContext) -> DateWording {
        DateWording(
            style: .day, extent: c.wording.x.date != nil ? c.wording.xExtent : nil, spacing: nil, language: c.language)
    }

    private func grouping(_ grouping: PointGrouping, count: Int?) -> String {
        switch grouping {
        case .none: ""
        case .hour: "nach Stunden"
        case .day: "nach Tagen"
        case .week: "nach Wochen"
        case .month: "nach Monaten"
        case .quarter: "nach Quartalen"
        case .year: "nach Jahren"
        case .decade: "nach Jahrzehnten"
        case .interval, .run: count.map { "in \($0) Gruppen" } ?? "in diesen Gruppen"
        }
    }

    /// A step's name after "von" or "bei": dative.
    private func dative(_ noun: Noun, plural: Bool) -> String {
        switch noun {
        case .minute: plural ? "Minuten" : "Minute"
        case .hour: plural ? "Stunden" : "Stunde"
        case .day: plural ? "Tagen" : "Tag"
        case .week: plural ? "Wochen" : "Woche"
        case .month: plural ? "Monaten" : "Monat"
        case .quarter: plural ? "Quartalen" : "Quartal"
        case .year: plural ? "Jahren" : "Jahr"
        case .bar: "Balken"
        case .bin: plural ? "Klassen" : "Klasse"
        case .box: plural ? "Boxen" : "Box"
        case .point: plural ? "Punkten" : "Punkt"
        default: word(noun, isOne: !plural)
        }
    }

    private func dativeMark(_ noun: Noun, plural: Bool) -> String {
        noun == .point && plural ? "Punkten" : word(noun, isOne: !plural)
    }

    private func list(_ items: [[Segment]]) -> [Segment] {
        [Segment].joined(items, separator: ", ", last: " und ")
    }

    // MARK: Numbers and units

    package var minus: String { "minus" }
    package var percentWord: String { " Prozent" }
    package var timesTenToThePowerOf: String { " mal zehn hoch " }
    package func beyond(above: Bool) -> String { above ? "mehr als " : "weniger als " }
    package var undefinedNumber: String { "eine unbestimmte Zahl" }
    package var compactScales: [(singular: String, plural: String)] {
        [("Tausend", "Tausend"), ("Million", "Millionen"), ("Milliarde", "Milliarden"), ("Billion", "Billionen")]
    }
    package func money(_ amount: String, symbol: String) -> String { amount + " " + symbol }
    package var monthNames: [String] {
        [
            "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
            "Dezember",
        ]
    }
    package func day(_ day: Int, month: String, year: Int?) -> String {
        String(day) + ". " + month + (year.map { " " + String($0) } ?? "")
    }
    package func time(hour: Int, minute: Int, second: Int?) -> String {
        String(hour) + ":" + EnglishPhrasebook.twoDigits(minute)
            + (second.map { ":" + EnglishPhrasebook.twoDigits($0) } ?? "") + " Uhr"
    }
    package func quarter(_ quarter: Int, year: Int) -> String { "\(quarter). Quartal \(year)" }
    package func decade(_ year: Int) -> String { "\(year)er-Jahren" }
    package func durationUnit(_ unit: DurationUnit, count: String) -> String {
        let isOne = count == "1"
        return switch unit {
        case .year: isOne ? "Jahr" : "Jahre"
        case .month: isOne ? "Monat" : "Monate"
        case .week: isOne ? "Woche" : "Wochen"
        case .day: isOne ? "Tag" : "Tage"
        case .hour: isOne ? "Stunde" : "Stunden"
        case .minute: isOne ? "Minute" : "Minuten"
        case .second: isOne ? "Sekunde" : "Sekunden"
        }
    }
    package var rangeConnector: String { " bis " }
    package func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " und " + items.last!
    }
    package func counted(_ count: String, _ noun: Noun, isOne: Bool) -> String {
        count + " " + word(noun, isOne: isOne)
    }

    private func word(_ noun: Noun, isOne: Bool) -> String {
        switch noun {
        case .point: isOne ? "Punkt" : "Punkte"
        case .bar: "Balken"
        case .bin: isOne ? "Klasse" : "Klassen"
        case .box: isOne ? "Box" : "Boxen"
        case .slice: isOne ? "Segment" : "Segmente"
        case .range: isOne ? "Bereich" : "Bereiche"
        case .value: isOne ? "Wert" : "Werte"
        case .cell: isOne ? "Zelle" : "Zellen"
        case .series: isOne ? "Reihe" : "Reihen"
        case .category: isOne ? "Kategorie" : "Kategorien"
        case .axis: isOne ? "Achse" : "Achsen"
        case .group: isOne ? "Gruppe" : "Gruppen"
        case .minute: isOne ? "Minute" : "Minuten"
        case .hour: isOne ? "Stunde" : "Stunden"
        case .day: isOne ? "Tag" : "Tage"
        case .week: isOne ? "Woche" : "Wochen"
        case .month: isOne ? "Monat" : "Monate"
        case .quarter: isOne ? "Quartal" : "Quartale"
        case .year: isOne ? "Jahr" : "Jahre"
        case .time: "Mal"
        }
    }

    package func singular(ofUnit unit: String) -> String { unit }

    // MARK: Points

    package var noValue: String { "kein Wert" }
    package var labelHeading: String { "Beschriftung" }
    package var bandHeading: String { "Spanne" }
    package func box(median: String, middleHalf: String, whiskers: String, outliers: [String]) -> String {
        "Median \(median), mittlere Hälfte \(middleHalf), Whisker \(whiskers)"
            + (outliers.isEmpty ? "" : ", Ausreißer " + list(outliers))
    }
    package func medians(of series: String) -> String { series.isEmpty ? "Mediane" : series + ", Mediane" }
    package func boxPart(_ part: BoxPart) -> String {
        switch part {
        case .minimum: "unterer Whisker"
        case .lowerQuartile: "unteres Quartil"
        case .median: "Median"
        case .upperQuartile: "oberes Quartil"
        case .maximum: "oberer Whisker"
        case .outlier: "Ausreißer"
        }
    }
    package func unnamedSeries(_ number: Int) -> String { "Reihe \(number)" }
    package var theData: String { "Die Daten" }
    package func summarisedPoints(from: String, to: String?, mean: String?) -> String {
        (to.map { from + " bis " + $0 } ?? from) + ", " + (mean.map { "Mittel " + $0 } ?? noValue)
    }

    // MARK: The navigator

    package func navigator(_ phrase: NavigatorPhrase) -> String {
        switch phrase {
        case .chartHasNoData: "Das Diagramm enthält keine Daten."
        case .chartHasNoValues: "Das Diagramm hat keine Werte."
        case .seriesHasNoValues(let name): name + " hat keine Werte."
        case .seriesHasNoPoints(let name): name + ": keine Punkte."
        case .wholeChart: "Das ist das ganze Diagramm; abwärts geht es zu den Reihen."
        case .alreadyAtChart: "Schon beim ganzen Diagramm."
        case .alreadyAtPoint: "Schon bei einem einzelnen Punkt."
        case .firstGroup: "Erste Gruppe: "
        case .lastGroup: "Letzte Gruppe: "
        case .firstSeries: "Erste Reihe: "
        case .lastSeries: "Letzte Reihe: "
        case .startOf(let name): "Anfang von \(name): "
        case .endOf(let name): "Ende von \(name): "
        case .maximumOf(let name): "Maximum von \(name): "
        case .minimumOf(let name): "Minimum von \(name): "
        case .chartMaximum(let name): "Maximum des Diagramms, \(name): "
        case .chartMinimum(let name): "Minimum des Diagramms, \(name): "
        case .playing(let name): "Spiele \(name)."
        case .notADate(let text): "'\(text)' ist kein Datum; etwa 10. März, März 2026, Q3 2026, 2026 oder 2026-03-10."
        case .nothingAt(let text): "Kein Punkt in '\(text)'; der nächste: "
        case .outsideData(let text): "'\(text)' liegt außerhalb der Daten; der nächste Punkt: "
        case .notANumber(let text): "'\(text)' ist keine Zahl."
        case .noCategory(let text): "Keine Kategorie heißt '\(text)'."
        case .wholeChartLevel: "Ganzes Diagramm: "
        case .seriesLevel: "Reihen: "
        case .groupOf(let number, let count, let series): "Gruppe \(number) von \(count) in \(series): "
        case .pointOf(let number, let count, let series): "Punkt \(number) von \(count) in \(series): "
        case .seriesOf(let number, let count): ", Reihe \(number) von \(count)"
        case .aboveReference(let label): ", über \(label)"
        case .belowReference(let label): ", unter \(label)"
        case .crossesAbove(let name): ", steigt über \(name)"
        case .crossesBelow(let name): ", fällt unter \(name)"
        case .theReferenceLine: "der Referenzlinie"
        case .groupValues(let count, let mean, let range):
            count + (mean.map { ", Mittel " + $0 } ?? ", keine Werte") + (range.map { ", von " + $0 } ?? "")
        case .seriesSummary(let count, let range): count + (range.map { ", von " + $0 } ?? "")
        case .hasNoValue(let name): name + " kein Wert"
        case .landmark(let landmark): Self.landmarkNames[landmark]!.name + ": "
        case .noLandmark(let landmark, let after):
            "\(Self.landmarkNames[landmark]!.none) \(after ? "nach" : "vor") diesem Punkt."
        case .speed(let speed, let isLimit): (isLimit ? "Schon bei Tempo " : "Tempo ") + speed + "."
        case .commands: "Befehle: "
        case .exploring(let start): "Erkunden. \(start). h für Hilfe, q zum Beenden."
        case .goToPrompt: "Gehe zu: "
        case .weekOf(let day): "Woche ab " + day
        case .markedStart(let at): "Abschnitt beginnt bei \(at); am Ende noch einmal markieren."
        case .markedRange(let span, let count): "Markiert: \(span), \(count)."
        case .nothingMarked: "Noch nichts markiert: Anfang und Ende markieren."
        case .stackPosition(let upToHere, let share, let total):
            "; bis hier gestapelt \(upToHere), \(share) Prozent von \(total)"
        case .unknownCommand(let text): "Unbekannter Befehl '\(text)'; 'help' listet die Befehle."
        case .withoutSound(let reason): "Kein Ton (\(reason)); weiter ohne Ton."
        case .soundStopped(let reason): "Ton ausgefallen (\(reason)); weiter ohne Ton."
        case .decade(let year): "die \(year)er"
        }
    }

    /// Each landmark's name, and "no …", "next …" and "previous …" with its gender.
    static let landmarkNames: [Landmark: (name: String, none: String, next: String, previous: String)] = [
        .crossing: ("Kreuzung", "Keine Kreuzung", "nächste Kreuzung", "vorherige Kreuzung"),
        .peak: ("Gipfel", "Kein Gipfel", "nächster Gipfel", "vorheriger Gipfel"),
        .trough: ("Tal", "Kein Tal", "nächstes Tal", "vorheriges Tal"),
        .outlier: (
            "Ungewöhnlicher Wert", "Kein ungewöhnlicher Wert", "nächster ungewöhnlicher Wert",
            "vorheriger ungewöhnlicher Wert"
        ),
        .label: (
            "Beschrifteter Punkt", "Kein beschrifteter Punkt", "nächster beschrifteter Punkt",
            "vorheriger beschrifteter Punkt"
        ),
        .gap: ("Fehlender Wert", "Kein fehlender Wert", "nächster fehlender Wert", "vorheriger fehlender Wert"),
        .change: ("Wendepunkt", "Kein Wendepunkt", "nächster Wendepunkt", "vorheriger Wendepunkt"),
    ]

    package func commandMeaning(_ word: String) -> String {
        let meanings = [
            "next": "nächster Punkt", "previous": "vorheriger Punkt", "first": "erster Punkt", "last": "letzter Punkt",
            "forward": "ein Zehntel vor",
            "back": "ein Zehntel zurück", "next-series": "nächste Reihe", "previous-series": "vorherige Reihe",
            "min": "Minimum der Reihe",
            "max": "Maximum der Reihe", "chart-min": "Minimum des Diagramms", "chart-max": "Maximum des Diagramms",
            "goto X": "der Punkt bei X: ein Datum wie gesagt, eine Zahl oder eine Kategorie", "up": "eine Ebene höher",
            "down": "eine Ebene tiefer",
            "where": "wo bin ich", "again": "der Punkt noch einmal", "describe": "Zusammenfassung",
            "stats": "Statistik", "chord": "alle Reihen bei diesem x",
            "play": "die Reihe abspielen", "faster": "schneller abspielen", "slower": "langsamer abspielen",
            "mark": "Anfang, dann Ende eines Abschnitts markieren",
            "describe-marked": "Zusammenfassung des markierten Abschnitts",
            "play-marked": "den markierten Abschnitt abspielen", "help": "diese Liste",
        ]
        if let meaning = meanings[word] { return meaning }
        for landmark in Landmark.allCases {
            if word == "next-" + landmark.rawValue { return Self.landmarkNames[landmark]!.next }
            if word == "previous-" + landmark.rawValue { return Self.landmarkNames[landmark]!.previous }
        }
        return word
    }

    package var explorerKeys: String {
        "Tasten: Pfeile links und rechts, Punkt; Pfeile hoch und runter, Reihe; Pos1 und Ende, erster und letzter; Bild hoch und Bild runter, ein Zehntel; [ und ], Minimum und Maximum; g, gehe zu; x, k, v, o, l, m und t, nächste Kreuzung, nächster Gipfel, nächstes Tal, nächster ungewöhnlicher Wert, beschrifteter Punkt, fehlender Wert und Wendepunkt, mit Umschalt die vorherigen; + und -, schneller und langsamer; a, Anfang und dann Ende eines Abschnitts markieren; D und P, ihn beschreiben und abspielen; Eingabe oder Leertaste, noch einmal; w, wo; c, Akkord; p, abspielen; s, Statistik; d, beschreiben; u oder Escape, eine Ebene höher; Tab, eine Ebene tiefer; h oder ?, diese Hilfe; q, beenden."
    }

    // MARK: Audio graphs

    package var together: String { "Zusammen: " }
    package var totalName: String { "Summe" }
    package func landmarkWord(_ landmark: Landmark) -> String {
        switch landmark {
        case .peak: "höchster Wert"
        case .trough: "tiefster Wert"
        default: Self.landmarkNames[landmark]!.name
        }
    }
    package func crossing(_ name: String?, upwards: Bool) -> String {
        (upwards ? "Steigt über " : "Fällt unter ") + (name ?? "null") + "."
    }
    package func waveform(_ name: String) -> String {
        switch name {
        case "sine": "Sinus"
        case "triangle": "Dreieck"
        case "square": "Rechteck"
        case "sawtooth": "Sägezahn"
        default: name
        }
    }
}
