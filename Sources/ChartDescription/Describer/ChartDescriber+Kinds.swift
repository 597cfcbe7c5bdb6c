import ChartModel

extension ChartDescriber {
    /// The x name of point `index`: its category, or its x value as spoken.
    func xName(_ series: Series, _ index: Int) -> String {
        wording.x.text(series.x[index])
    }

    /// The valued points of a series, largest first (ties in point order).
    private func ranked(_ analysis: SeriesAnalysis) -> [(index: Int, value: Double)] {
        analysis.values.enumerated()
            .compactMap { item in item.element.flatMap { $0.isFinite ? (item.offset, $0) : nil } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// Categorical bars: the ranking ("Revenue, from highest: December $5,000, …") and the total.
    func rankingSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        let order = ranked(analysis)
        let y = wording.y
        var sentences: [Sentence] = []
        func item(_ entry: (index: Int, value: Double)) -> String { xName(series, entry.index) + " " + y.text(entry.value) }
        let facts = order.prefix(8).map { Fact("rank", $0.value, spoken: xName(series, $0.index)) }
        if order.count <= 8 {
            let text = name(of: series) + language.say(", from highest: ", ", vom höchsten Wert an: ") + order.map(item).joined(separator: ", ") + "."
            sentences.append(Sentence("ranking", series: series.name, text, facts: facts))
        } else {
            let top = order.prefix(3).map(item), bottom = order.suffix(3).reversed().map(item)
            let text = name(of: series) + language.say(": highest ", ": am höchsten ") + language.list(top)
                + language.say("; lowest ", "; am niedrigsten ") + language.list(bottom) + "."
            sentences.append(Sentence("ranking", series: series.name, text, facts: facts))
        }
        if let minimum = analysis.statistics.minimum, minimum.value >= 0, order.count > 1 {
            let total = analysis.statistics.total
            sentences.append(Sentence("total", series: series.name, language.say("Total: ", "Summe: ") + y.text(total) + ".",
                                      facts: [Fact("total", total, spoken: y.text(total))]))
        }
        if let missing = missingSentence(analysis) { sentences.append(missing) }
        sentences += referenceSentences(analysis)
        return sentences
    }

    /// Pie slices: largest and smallest with their shares, every share when few, the total.
    func shareSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        let order = ranked(analysis).filter { $0.value > 0 }
        let total = order.reduce(0) { $0 + $1.value }
        guard total > 0, let largest = order.first, let smallest = order.last else { return rankingSentences(analysis) }
        let y = wording.y
        func share(_ value: Double) -> String {
            let percent = value / total * 100
            return NumberWording.text(percent, fractionDigits: percent < 10 ? 1 : 0, language: language) + language.say(" percent", " Prozent")
        }
        var sentences: [Sentence] = []
        var text = language.say("Largest slice: ", "Größtes Segment: ") + xName(series, largest.index) + ", " + share(largest.value) + " (" + y.text(largest.value) + ")"
        if order.count > 1 {
            text += language.say("; smallest: ", "; kleinstes: ") + xName(series, smallest.index) + ", " + share(smallest.value) + " (" + y.text(smallest.value) + ")"
        }
        sentences.append(Sentence("shares", series: series.name, text + ".", facts: [
            Fact("largest", largest.value / total * 100, spoken: share(largest.value)),
            Fact("smallest", smallest.value / total * 100, spoken: share(smallest.value)),
        ]))
        var items = order.prefix(order.count <= 10 ? 10 : 5).map { xName(series, $0.index) + " " + share($0.value) }
        if order.count > 10 {
            let rest = order.dropFirst(5).reduce(0) { $0 + $1.value }
            items.append(language.say("\(order.count - 5) others together ", "\(order.count - 5) weitere zusammen ") + share(rest))
        }
        sentences.append(Sentence("shares", series: series.name, language.say("Shares: ", "Anteile: ") + items.joined(separator: ", ") + "."))
        sentences.append(Sentence("total", series: series.name, language.say("Total: ", "Summe: ") + y.text(total) + ".", facts: [Fact("total", total, spoken: y.text(total))]))
        if let missing = missingSentence(analysis) { sentences.append(missing) }
        return sentences
    }

    /// Radar: the strongest and weakest axes and how balanced the shape is, by the coefficient
    /// of variation (under 0.1 well balanced, under 0.25 fairly balanced, else uneven).
    func radarSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        let statistics = analysis.statistics
        guard let maximum = statistics.maximum, let minimum = statistics.minimum, let mean = statistics.mean else { return [] }
        let y = wording.y
        let variation = mean != 0 ? (statistics.standardDeviation ?? 0) / abs(mean) : 0
        let balance: String
        switch variation {
        case ..<0.1: balance = language.say("well balanced", "ausgewogen")
        case ..<0.25: balance = language.say("fairly balanced", "recht ausgewogen")
        default: balance = language.say("uneven", "unausgewogen")
        }
        let text = name(of: series) + language.say(": strongest on ", ": am stärksten bei ") + xName(series, maximum.index) + " (" + y.text(maximum.value) + ")"
            + language.say(", weakest on ", ", am schwächsten bei ") + xName(series, minimum.index) + " (" + y.text(minimum.value) + "); " + balance + "."
        var sentences = [Sentence("balance", series: series.name, text, facts: [
            Fact("maximum", maximum.value, spoken: y.text(maximum.value)), Fact("minimum", minimum.value, spoken: y.text(minimum.value)),
            Fact("variation", variation, spoken: NumberWording.text(variation, fractionDigits: 2, language: language)),
        ])]
        if let missing = missingSentence(analysis) { sentences.append(missing) }
        return sentences
    }

    /// Scatter: the direction and strength of the correlation, the extent on both axes, and
    /// points far from the fitted line.
    func scatterSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        var xs: [Double] = [], ys: [Double] = [], indices: [Int] = []
        for index in series.indices {
            guard let value = analysis.values[index], value.isFinite, let x = series.x[index].number, x.isFinite else { continue }
            xs.append(x); ys.append(value); indices.append(index)
        }
        let xTitle = wording.x.axis.title, yTitle = wording.y.axis.title
        var sentences: [Sentence] = []
        if let r = correlation(xs.indices.lazy.map { (xs[$0], ys[$0]) }) {
            let strength: String
            switch abs(r) {
            case ..<0.1: strength = ""
            case ..<0.3: strength = language.say("weak", "schwache")
            case ..<0.7: strength = language.say("moderate", "mittlere")
            default: strength = language.say("strong", "starke")
            }
            let rText = NumberWording.text(r, fractionDigits: 2, language: language)
            let text: String
            if strength.isEmpty {
                text = name(of: series) + ": " + yTitle + language.say(" does not follow ", " hängt nicht von ") + xTitle + language.say("", " ab") + " (r = " + rText + ")."
            } else {
                let sign = r > 0 ? language.say("positive", "positive") : language.say("negative", "negative")
                let tendency = r > 0 ? language.say(" tends to rise with ", " steigt tendenziell mit ") : language.say(" tends to fall as ", " fällt tendenziell, wenn ")
                let tail = r > 0 ? "" : language.say(" rises", " steigt")
                text = name(of: series) + ": " + yTitle + tendency + xTitle + tail + ", " + language.say("a \(strength) \(sign) correlation", "\(strength) \(sign) Korrelation") + " (r = " + rText + ")."
            }
            sentences.append(Sentence("correlation", series: series.name, text, facts: [Fact("r", r, spoken: rText)]))
        }
        if let xLow = xs.min(), let xHigh = xs.max(), let yLow = ys.min(), let yHigh = ys.max() {
            let text = xTitle + language.say(" from ", " von ") + wording.x.range(xLow...xHigh) + "; " + yTitle + language.say(" from ", " von ") + wording.y.range(yLow...yHigh) + "."
            sentences.append(Sentence("extent", series: series.name, text))
        }
        let found = Outliers.scattered(x: xs, y: ys).map { indices[$0] }
        if let outliers = outlierSentence(found, in: analysis, spoken: { wording.announcement(of: series[$0]) }) {
            sentences.append(outliers)
        }
        if let missing = missingSentence(analysis) { sentences.append(missing) }
        return sentences
    }

    /// Band: the highest top and lowest bottom, and where the band is widest and narrowest.
    func bandSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        guard let lows = series.low, let highs = series.high else { return [] }
        var widest: (index: Int, width: Double)?
        var narrowest: (index: Int, width: Double)?
        for index in series.indices {
            guard let low = lows[index], let high = highs[index], low.isFinite, high.isFinite else { continue }
            let width = abs(high - low)
            if widest == nil || width > widest!.width { widest = (index, width) }
            if narrowest == nil || width < narrowest!.width { narrowest = (index, width) }
        }
        guard let widest, let narrowest else { return [] }
        let y = wording.y
        let top = SeriesStatistics(highs, includesMedian: false).maximum!, bottom = SeriesStatistics(lows, includesMedian: false).minimum!
        func band(_ index: Int) -> String {
            let low = lows[index]!, high = highs[index]!
            return y.range(min(low, high)...max(low, high))
        }
        let extremes = language.say("Highest top: ", "Höchster Wert: ") + y.text(top.value) + " " + place(of: series, at: top.index).spoken
            + language.say("; lowest bottom: ", "; niedrigster: ") + y.text(bottom.value) + " " + place(of: series, at: bottom.index).spoken + "."
        var text = language.say("Range widest ", "Spanne am größten ") + place(of: series, at: widest.index).spoken + ": " + band(widest.index)
        if narrowest.index != widest.index {
            text += language.say("; narrowest ", "; am kleinsten ") + place(of: series, at: narrowest.index).spoken + ": " + band(narrowest.index)
        }
        return [Sentence("extrema", series: series.name, extremes, facts: [
            Fact("maximum", top.value, spoken: y.text(top.value)), Fact("minimum", bottom.value, spoken: y.text(bottom.value)),
        ]), Sentence("band", series: series.name, text + ".", facts: [
            Fact("widest", widest.width, spoken: y.amount(widest.width)), Fact("narrowest", narrowest.width, spoken: y.amount(narrowest.width)),
        ])]
    }

    /// Heatmap (series are rows, x values columns): the hottest and coldest cells and the
    /// row that is highest on average.
    func heatmapSentences(_ analyses: [SeriesAnalysis]) -> [Sentence] {
        var hottest: (analysis: SeriesAnalysis, value: IndexedValue)?
        var coldest: (analysis: SeriesAnalysis, value: IndexedValue)?
        for analysis in analyses {
            if let maximum = analysis.statistics.maximum, hottest == nil || maximum.value > hottest!.value.value { hottest = (analysis, maximum) }
            if let minimum = analysis.statistics.minimum, coldest == nil || minimum.value < coldest!.value.value { coldest = (analysis, minimum) }
        }
        guard let hottest, let coldest else { return [] }
        let y = wording.y
        func cell(_ entry: (analysis: SeriesAnalysis, value: IndexedValue)) -> String {
            name(of: entry.analysis.series) + ", " + xName(entry.analysis.series, entry.value.index) + " (" + y.text(entry.value.value) + ")"
        }
        var sentences = [Sentence("extrema", language.say("Hottest cell: ", "Heißeste Zelle: ") + cell(hottest) + language.say("; coldest: ", "; kälteste: ") + cell(coldest) + ".", facts: [
            Fact("maximum", hottest.value.value, spoken: y.text(hottest.value.value)), Fact("minimum", coldest.value.value, spoken: y.text(coldest.value.value)),
        ])]
        if analyses.count > 1, let top = analyses.max(by: { ($0.statistics.mean ?? 0) < ($1.statistics.mean ?? 0) }), let mean = top.statistics.mean {
            sentences.append(Sentence("comparison", language.say("Highest row on average: ", "Im Durchschnitt höchste Zeile: ") + name(of: top.series) + " (" + y.text(mean) + ")."))
        }
        return sentences
    }

    /// Between series: which is highest and lowest on average, which leads on most shared x
    /// values (radar), and where series cross.
    func comparisonSentences(_ analyses: [SeriesAnalysis]) -> [Sentence] {
        let y = wording.y
        let byMean = analyses.filter { $0.statistics.mean != nil }.sorted { $0.statistics.mean! > $1.statistics.mean! }
        var sentences: [Sentence] = []
        if let top = byMean.first, let bottom = byMean.last, top.statistics.mean != bottom.statistics.mean {
            let text = language.say("Highest on average: ", "Im Durchschnitt am höchsten: ") + name(of: top.series) + " (" + y.text(top.statistics.mean!) + ")"
                + language.say("; lowest: ", "; am niedrigsten: ") + name(of: bottom.series) + " (" + y.text(bottom.statistics.mean!) + ")."
            sentences.append(Sentence("comparison", text, facts: [
                Fact("highestMean", top.statistics.mean!, spoken: y.text(top.statistics.mean!)),
                Fact("lowestMean", bottom.statistics.mean!, spoken: y.text(bottom.statistics.mean!)),
            ]))
        }
        let compared = Array(analyses.prefix(4))
        for first in compared.indices {
            for second in compared.indices where second > first {
                if let sentence = crossingSentence(compared[first], compared[second]) { sentences.append(sentence) }
            }
        }
        return sentences
    }

    /// Where two series sharing x values cross: "Europe moves above North America in Q3." For
    /// radar charts, on how many axes one is above the other.
    private func crossingSentence(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> Sentence? {
        let shared = sharedPoints((a.positions, a.values), (b.positions, b.values))
        guard shared.count >= 2 else { return nil }
        let nameA = name(of: a.series), nameB = name(of: b.series)
        if chart.resolvedKind == .radar {
            let above = shared.filter { $0.value > $0.other }.count
            let text = language.say("\(nameA) is above \(nameB) on \(above) of \(shared.count) axes.", "\(nameA) liegt bei \(above) von \(shared.count) Achsen über \(nameB).")
            return Sentence("comparison", text, facts: [Fact("above", Double(above), spoken: language.integer(above))])
        }
        var crossings: [(index: Int, aboveIsA: Bool)] = []
        var sign = 0
        for point in shared {
            let current = point.value > point.other ? 1 : (point.value < point.other ? -1 : 0)
            guard current != 0 else { continue }
            if sign != 0, current != sign { crossings.append((point.index, current > 0)) }
            sign = current
        }
        guard !crossings.isEmpty else { return nil }
        let facts = [Fact("crossings", Double(crossings.count), spoken: language.integer(crossings.count))]
        if crossings.count <= 2 {
            let clauses = crossings.map { crossing in
                (crossing.aboveIsA ? nameA : nameB) + language.say(" moves above ", " steigt über ") + (crossing.aboveIsA ? nameB : nameA) + " " + place(of: a.series, at: crossing.index).spoken
            }
            return Sentence("crossings", clauses.joined(separator: language.say("; then ", "; dann ")) + ".", facts: facts)
        }
        return Sentence("crossings", nameA + language.say(" and ", " und ") + nameB + language.say(" cross \(crossings.count) times.", " kreuzen sich \(crossings.count)-mal."), facts: facts)
    }
}
