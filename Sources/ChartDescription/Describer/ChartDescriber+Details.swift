import ChartModel

extension ChartDescriber {
    /// The "Chart Details" screen: per series count, missing values, minimum, maximum, mean,
    /// median, standard deviation, total (bars and pies), first, last and change (where x runs
    /// in order); the x axis's extent (with its statistics when numeric); correlations of x
    /// and y for scatter charts and between series that share x values.
    public func details() -> [Sentence] {
        var sentences: [Sentence] = []
        let kind = chart.resolvedKind
        let y = wording.y
        // First, last and change mean something only where x runs in order.
        let isOrdered = ![.scatter, .pie, .radar, .heatmap].contains(kind) && (chart.xAxis.type != .categorical || kind.isContinuousByDefault)
        for analysis in analyses {
            let series = analysis.series, statistics = analysis.statistics
            let name = name(of: series)
            var facts = [Fact("count", Double(statistics.count), spoken: language.integer(statistics.count)),
                         Fact("missing", Double(statistics.missingCount), spoken: language.integer(statistics.missingCount))]
            var text = name + ": " + language.count(statistics.count, language.say("point", "Punkt"), language.say("points", "Punkte"))
            if statistics.missingCount > 0 {
                text += language.say(", \(language.integer(statistics.missingCount)) without a value", ", davon \(language.integer(statistics.missingCount)) ohne Wert")
            }
            sentences.append(Sentence("statistics", series: series.name, text + ".", facts: facts))
            guard let minimum = statistics.minimum, let maximum = statistics.maximum, let mean = statistics.mean,
                  let median = statistics.median, let deviation = statistics.standardDeviation,
                  let first = statistics.first, let last = statistics.last else { continue }
            facts = [
                Fact("minimum", minimum.value, spoken: y.text(minimum.value)), Fact("maximum", maximum.value, spoken: y.text(maximum.value)),
                Fact("mean", mean, spoken: y.text(mean)), Fact("median", median, spoken: y.text(median)),
                Fact("standardDeviation", deviation, spoken: y.amount(deviation)),
            ]
            var numbers = language.say("Minimum ", "Minimum ") + y.text(minimum.value) + language.say(", maximum ", ", Maximum ") + y.text(maximum.value)
                + language.say(", mean ", ", Mittelwert ") + y.text(mean) + language.say(", median ", ", Median ") + y.text(median)
                + language.say(", standard deviation ", ", Standardabweichung ") + y.amount(deviation)
            if kind == .bar || kind == .pie, statistics.total.isFinite {
                numbers += language.say(", total ", ", Summe ") + y.text(statistics.total)
                facts.append(Fact("total", statistics.total, spoken: y.text(statistics.total)))
            }
            if let lows = series.low, let highs = series.high, !series.y.contains(where: { $0 != nil }) {
                numbers = language.say("Middle of the range: ", "Mitte der Spanne: ") + numbers
                sentences.append(Sentence("statistics", series: series.name, numbers + ".", facts: facts))
                for (column, label) in [(lows, language.say("Bottoms of the range", "Untergrenzen")), (highs, language.say("Tops of the range", "Obergrenzen"))] {
                    let band = SeriesStatistics(column, includesMedian: false)
                    guard let low = band.minimum, let high = band.maximum, let average = band.mean else { continue }
                    let text = label + language.say(": minimum ", ": Minimum ") + y.text(low.value) + language.say(", maximum ", ", Maximum ") + y.text(high.value)
                        + language.say(", mean ", ", Mittelwert ") + y.text(average) + "."
                    sentences.append(Sentence("statistics", series: series.name, text, facts: [
                        Fact("minimum", low.value, spoken: y.text(low.value)), Fact("maximum", high.value, spoken: y.text(high.value)), Fact("mean", average, spoken: y.text(average)),
                    ]))
                }
            } else {
                sentences.append(Sentence("statistics", series: series.name, numbers + ".", facts: facts))
            }
            guard isOrdered else { continue }
            let change = last.value - first.value
            var changeText = language.say("First ", "Erster Wert ") + y.text(first.value) + language.say(", last ", ", letzter ") + y.text(last.value)
            facts = [Fact("first", first.value, spoken: y.text(first.value)), Fact("last", last.value, spoken: y.text(last.value))]
            if change.isFinite {
                changeText += language.say(", a change of ", ", eine Änderung um ") + y.amount(change)
                facts.append(Fact("change", change, spoken: y.amount(change)))
            }
            let fraction = last.value / first.value - 1
            if y.speaksPercentChange(from: first.value), change != 0, NumberWording.isSpeakableRatio(fraction) {
                let percent = NumberWording.percent(fraction, language: language)
                changeText += " (" + (change > 0 ? language.say("up ", "plus ") : language.say("down ", "minus ")) + percent + ")"
                facts.append(Fact("changePercent", fraction * 100, spoken: percent))
            }
            sentences.append(Sentence("statistics", series: series.name, changeText + ".", facts: facts))
        }
        sentences += xAxisDetails()
        sentences += correlationDetails()
        return sentences
    }

    /// The x axis: its extent and, when numeric, its statistics.
    private func xAxisDetails() -> [Sentence] {
        let x = wording.x
        let title = x.axis.title.isEmpty ? language.say("X axis", "X-Achse") : x.axis.title
        guard chart.xAxis.type != .categorical else {
            let count = chart.resolvedCategories.count
            return [Sentence("axis-statistics", title + ": " + language.count(count, language.say("category", "Kategorie"), language.say("categories", "Kategorien")) + ".")]
        }
        let statistics: SeriesStatistics
        if analyses.count == 1, let scanned = analyses[0].xStatistics {
            statistics = scanned
        } else {
            // One series' x values are used as they are; several are joined.
            var numbers: [Double] = []
            for case .numbers(let values) in analyses.map(\.series.x) {
                if numbers.isEmpty { numbers = values } else { numbers += values }
            }
            statistics = SeriesStatistics(numbers: numbers, includesMedian: chart.xAxis.type == .numeric)
        }
        guard let minimum = statistics.minimum, let maximum = statistics.maximum else { return [] }
        var text = title + ": " + x.range(minimum.value...maximum.value)
        var facts = [Fact("minimum", minimum.value, spoken: x.text(minimum.value)), Fact("maximum", maximum.value, spoken: x.text(maximum.value))]
        if chart.xAxis.type == .numeric, let mean = statistics.mean, let median = statistics.median, let deviation = statistics.standardDeviation {
            text += language.say(", mean ", ", Mittelwert ") + x.text(mean) + language.say(", median ", ", Median ") + x.text(median)
                + language.say(", standard deviation ", ", Standardabweichung ") + x.amount(deviation)
            facts += [Fact("mean", mean, spoken: x.text(mean)), Fact("median", median, spoken: x.text(median)), Fact("standardDeviation", deviation, spoken: x.amount(deviation))]
        }
        return [Sentence("axis-statistics", text + ".", facts: facts)]
    }

    /// Correlation of x and y in scatter charts, and between series sharing x values.
    private func correlationDetails() -> [Sentence] {
        var sentences: [Sentence] = []
        let xTitle = wording.x.axis.title, yTitle = wording.y.axis.title
        if chart.resolvedKind == .scatter, chart.xAxis.type == .numeric {
            for item in analyses {
                let pairs = item.series.indices.lazy.compactMap { index -> (Double, Double)? in
                    guard let value = item.values[index], let x = item.series.x[index].number else { return nil }
                    return (x, value)
                }
                guard let r = correlation(pairs) else { continue }
                let spoken = NumberWording.text(r, fractionDigits: 2, language: language)
                let lead = analyses.count > 1 ? name(of: item.series) + ": " : ""
                sentences.append(Sentence("correlation", series: item.series.name,
                                          lead + language.say("Correlation of \(xTitle) and \(yTitle): ", "Korrelation von \(xTitle) und \(yTitle): ") + spoken + ".",
                                          facts: [Fact("r", r, spoken: spoken)]))
            }
            return sentences
        }
        let compared = Array(analyses.prefix(4))
        for first in compared.indices {
            for second in compared.indices where second > first {
                let shared = sharedPoints((compared[first].positions, compared[first].values), (compared[second].positions, compared[second].values))
                guard let r = correlation(shared.lazy.map { ($0.value, $0.other) }) else { continue }
                let spoken = NumberWording.text(r, fractionDigits: 2, language: language)
                let text = language.say("Correlation between ", "Korrelation zwischen ") + name(of: compared[first].series) + language.say(" and ", " und ") + name(of: compared[second].series) + ": " + spoken + "."
                sentences.append(Sentence("correlation", text, facts: [Fact("r", r, spoken: spoken)]))
            }
        }
        return sentences
    }
}
