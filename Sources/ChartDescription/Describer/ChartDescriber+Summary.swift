import ChartModel

extension ChartDescriber {
    /// What the data says, series by series, most important first, then comparisons between
    /// series, then the author's summary.
    func summary() -> [Sentence] {
        var sentences: [Sentence] = []
        let kind = chart.resolvedKind
        if chart.pointCount == 0 {
            sentences.append(Sentence("empty", language.say("The chart has no data.", "Das Diagramm enthält keine Daten.")))
        }
        for analysis in analyses where !analysis.series.isEmpty {
            guard analysis.statistics.valueCount > 0 else {
                sentences.append(Sentence("empty", series: analysis.series.name, name(of: analysis.series) + language.say(": no values.", ": keine Werte.")))
                continue
            }
            switch kind {
            case .pie: sentences += shareSentences(analysis)
            case .radar: sentences += radarSentences(analysis)
            case .heatmap: continue
            case .scatter where chart.xAxis.type == .numeric: sentences += scatterSentences(analysis)
            case _ where chart.xAxis.type == .categorical && !kind.isContinuousByDefault: sentences += rankingSentences(analysis)
            default: sentences += orderedSentences(analysis)
            }
        }
        let valued = analyses.filter { $0.statistics.valueCount > 0 }
        if kind == .heatmap, !valued.isEmpty { sentences += heatmapSentences(valued) }
        if valued.count > 1, kind != .pie, kind != .heatmap {
            sentences += comparisonSentences(valued)
        }
        if let summary = chart.summary?.trimmingSpaces, !summary.isEmpty {
            sentences.append(Sentence("author", Self.ending(summary)))
        }
        return sentences
    }

    /// A line, area, band or bar series along ordered x: how much the data is grouped, the
    /// trend and its turns, extrema, bands, outliers, missing values, gaps, references met.
    func orderedSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        let series = analysis.series
        var sentences: [Sentence] = []
        if analysis.profile.isGrouped {
            let noun = stepNoun(of: analysis)
            let text = name(of: series) + ": "
                + language.say("\(language.integer(series.count)) \(noun.plural), summarised \(groupingPhrase(analysis.profile))",
                               "Daten aus \(language.integer(series.count)) \(noun.plural), zusammengefasst \(groupingPhrase(analysis.profile))") + "."
            sentences.append(Sentence("grouping", series: series.name, text, facts: [
                Fact("points", Double(series.count), spoken: language.integer(series.count)),
                Fact("groups", Double(analysis.profile.groups.count), spoken: language.integer(analysis.profile.groups.count)),
            ]))
        }
        sentences.append(trendSentence(analysis, named: !analysis.profile.isGrouped))
        let isBandOnly = series.low != nil && series.high != nil && !series.y.contains { $0 != nil }
        if !isBandOnly, let extrema = extremaSentence(analysis) { sentences.append(extrema) }
        sentences += bandSentences(analysis)
        if let outliers = outlierSentence(analysis) { sentences.append(outliers) }
        if let missing = missingSentence(analysis) { sentences.append(missing) }
        if let gaps = gapSentence(analysis) { sentences.append(gaps) }
        sentences += referenceSentences(analysis)
        return sentences
    }

    /// "Daily steps: rises about 160 percent, from 4,210 steps on January 1 to 11,020 steps on
    /// January 30." or the turns: "… climbs from … to … on March 12, then falls to …".
    func trendSentence(_ analysis: SeriesAnalysis, named: Bool) -> Sentence {
        let series = analysis.series
        let groups = analysis.profile.groups
        let trend = analysis.trend
        let y = wording.y
        let isBandOnly = series.low != nil && !series.y.contains { $0 != nil }
        var lead = name(of: series) + (isBandOnly ? language.say(", middle of the range", ", Mitte der Spanne") : "") + ": "
        if !named {
            lead = language.say("Averaged \(groupingPhrase(analysis.profile)), it ", "Gemittelt \(groupingPhrase(analysis.profile)): ")
        }
        let statistics = analysis.statistics
        guard let minimum = statistics.minimum, let maximum = statistics.maximum else {
            return Sentence("trend", series: series.name, lead + language.say("no values.", "keine Werte."))
        }
        if statistics.valueCount == 1 {
            let place = self.place(of: series, at: minimum.index)
            return Sentence("trend", series: series.name, lead + language.say("a single value, ", "ein einziger Wert, ") + y.text(minimum.value) + " " + place.spoken + ".",
                            facts: [Fact("value", minimum.value, spoken: y.text(minimum.value))])
        }
        if minimum.value == maximum.value {
            return Sentence("trend", series: series.name, lead + language.say("stays at ", "bleibt bei ") + y.text(minimum.value) + language.say(" throughout.", " durchgehend."),
                            facts: [Fact("value", minimum.value, spoken: y.text(minimum.value))])
        }
        let first = groups[0], last = groups[groups.count - 1]
        var facts = [Fact("start", first.mean, spoken: y.text(first.mean)), Fact("end", last.mean, spoken: y.text(last.mean))]
        if trend.segments.count > 1 {
            var clauses: [String] = []
            for (number, segment) in trend.segments.enumerated() {
                let start = groups[segment.start], end = groups[segment.end]
                let to = place(of: end, in: analysis)
                switch (number, segment.direction) {
                case (0, .flat):
                    clauses.append(language.say("holds around ", "bleibt um ") + y.text(segmentMean(groups, segment)) + language.say(" until ", " bis ") + to.text)
                case (0, _):
                    let verb = segment.direction == .rising ? language.say("rises", "steigt") : language.say("falls", "fällt")
                    clauses.append(verb + language.say(" from ", " von ") + y.text(start.mean) + " " + place(of: start, in: analysis).spoken
                                   + language.say(" to ", " auf ") + y.text(end.mean) + " " + to.spoken)
                case (_, .flat):
                    clauses.append(language.say("then holds around ", "bleibt dann um ") + y.text(segmentMean(groups, segment)) + language.say(" until ", " bis ") + to.text)
                default:
                    let verb = segment.direction == .rising ? language.say("then rises", "steigt dann") : language.say("then falls", "fällt dann")
                    clauses.append(verb + language.say(" to ", " auf ") + y.text(end.mean) + " " + to.spoken)
                }
                facts.append(Fact("turn\(number)", end.position, spoken: to.text))
            }
            return Sentence("trend", series: series.name, lead + clauses.joined(separator: ", ") + ".", facts: facts)
        }
        guard trend.direction != .flat else {
            let between = y.between(minimum.value, maximum.value, joinedBy: language.say(" and ", " und "))
            var text = lead + language.say(named ? "no clear trend" : "shows no clear trend", "kein klarer Trend")
            if trend.swings >= 2 {
                text += language.say("; it swings up and down, with \(trend.swings) peaks between ", "; der Verlauf schwankt, mit \(trend.swings) Gipfeln zwischen ") + between + "."
                facts.append(Fact("peaks", Double(trend.swings), spoken: language.integer(trend.swings)))
            } else {
                text += language.say(", staying between ", ", zwischen ") + between + "."
            }
            return Sentence("trend", series: series.name, text, facts: facts)
        }
        let isRising = trend.direction == .rising
        let change = last.mean - first.mean
        let from = language.say("from ", "von ") + y.text(first.mean) + " " + place(of: first, in: analysis).spoken
        let to = language.say(" to ", " auf ") + y.text(last.mean) + " " + place(of: last, in: analysis).spoken
        let agrees = (change > 0) == isRising && change != 0
        var text: String
        if !agrees {
            text = (isRising ? language.say("trends upward overall", "tendiert insgesamt nach oben") : language.say("trends downward overall", "tendiert insgesamt nach unten"))
        } else if y.speaksPercentChange(from: first.mean), NumberWording.isSpeakableRatio(last.mean / first.mean - 1) {
            let fraction = last.mean / first.mean - 1
            if fraction >= 2 {
                let times = NumberWording.text(NumberWording.rounded(fraction + 1, significantDigits: 2), fractionDigits: 1, language: language)
                text = language.say("rises about \(times)-fold", "steigt etwa auf das \(times)-Fache")
            } else {
                text = (isRising ? language.say("rises about ", "steigt um etwa ") : language.say("falls about ", "fällt um etwa "))
                    + NumberWording.percent(fraction, language: language)
            }
            facts.append(Fact("changePercent", fraction * 100, spoken: NumberWording.percent(fraction, language: language)))
        } else if change.isFinite {
            text = (isRising ? language.say("rises by ", "steigt um ") : language.say("falls by ", "fällt um ")) + y.amount(abs(change))
            facts.append(Fact("change", change, spoken: y.amount(abs(change))))
        } else {
            // A change beyond Double's range is said by its ends alone.
            text = isRising ? language.say("rises", "steigt") : language.say("falls", "fällt")
        }
        return Sentence("trend", series: series.name, lead + text + ", " + from + to + ".", facts: facts)
    }

    private func segmentMean(_ groups: [Profile.Group], _ segment: Trend.Segment) -> Double {
        let slice = groups[segment.start...segment.end]
        return slice.reduce(0) { $0 + $1.mean } / Double(slice.count)
    }

    /// "Highest: 12,804 steps on January 24; lowest: 3,102 steps on January 13."
    func extremaSentence(_ analysis: SeriesAnalysis) -> Sentence? {
        let statistics = analysis.statistics
        guard statistics.valueCount > 1, let maximum = statistics.maximum, let minimum = statistics.minimum, maximum.value != minimum.value else { return nil }
        func spoken(_ value: IndexedValue, _ ties: Int) -> String {
            var places = [place(of: analysis.series, at: value.index)]
            if ties > 1 {
                for index in (value.index + 1)..<analysis.values.count where analysis.values[index] == value.value {
                    places.append(place(of: analysis.series, at: index))
                    if places.count == 3 { break }
                }
            }
            var texts = places.map(\.text)
            if ties > 3 { texts.append(language.say("\(ties - 3) more", "\(ties - 3) weiteren")) }
            return wording.y.text(value.value) + " " + places[0].preposition + language.list(texts)
        }
        let text = language.say("Highest: ", "Höchster Wert: ") + spoken(maximum, statistics.maximumCount)
            + language.say("; lowest: ", "; niedrigster: ") + spoken(minimum, statistics.minimumCount) + "."
        return Sentence("extrema", series: analysis.series.name, text, facts: [
            Fact("maximum", maximum.value, spoken: wording.y.text(maximum.value)),
            Fact("minimum", minimum.value, spoken: wording.y.text(minimum.value)),
        ])
    }

    /// "Unusual values: 1,200 steps on January 20 and 15,000 steps on January 27."
    func outlierSentence(_ analysis: SeriesAnalysis) -> Sentence? {
        outlierSentence(analysis.outliers, in: analysis) { wording.y.text(analysis.values[$0]!) + " " + place(of: analysis.series, at: $0).spoken }
    }

    func outlierSentence(_ found: [Int], in analysis: SeriesAnalysis, spoken: (Int) -> String) -> Sentence? {
        guard !found.isEmpty else { return nil }
        var items = found.prefix(3).map(spoken)
        if found.count > 3 { items.append(language.say("\(found.count - 3) more", "\(found.count - 3) weitere")) }
        let lead = found.count == 1 ? language.say("Unusual value: ", "Auffälliger Wert: ") : language.say("Unusual values: ", "Auffällige Werte: ")
        return Sentence("outliers", series: analysis.series.name, lead + language.list(items) + ".",
                        facts: found.prefix(3).compactMap { index in analysis.values[index].map { Fact("outlier", $0, spoken: wording.y.text($0)) } })
    }

    /// "No data on January 3." or "No data for 12 of 365 days, the first on January 3."
    func missingSentence(_ analysis: SeriesAnalysis) -> Sentence? {
        let count = analysis.statistics.missingCount
        guard count > 0 else { return nil }
        var first: [Int] = []
        for (index, value) in analysis.values.enumerated() where value == nil || value?.isFinite == false {
            first.append(index)
            if first.count == 3 { break }
        }
        let facts = [Fact("missing", Double(count), spoken: language.integer(count))]
        if count <= 3 {
            let places = first.map { place(of: analysis.series, at: $0) }
            let samePreposition = Set(places.map(\.preposition)).count == 1
            let spoken = samePreposition ? places[0].preposition + language.list(places.map(\.text)) : language.list(places.map(\.spoken))
            return Sentence("missing", series: analysis.series.name, language.say("No data ", "Keine Daten ") + spoken + ".", facts: facts)
        }
        let noun = stepNoun(of: analysis)
        let text = language.say("No data for \(language.integer(count)) of \(language.integer(analysis.series.count)) \(noun.plural), the first ",
                                "Keine Daten bei \(language.integer(count)) von \(language.integer(analysis.series.count)) \(noun.plural), zuerst ")
            + place(of: analysis.series, at: first[0]).spoken + "."
        return Sentence("missing", series: analysis.series.name, text, facts: facts)
    }

    /// Periods without points, on date axes: where consecutive points lie
    /// more than 1.9 times the median spacing apart. "No data between March 3 and March 10."
    func gapSentence(_ analysis: SeriesAnalysis) -> Sentence? {
        let positions = analysis.positions
        guard chart.xAxis.type == .date, positions.count >= 4 else { return nil }
        var spacings = [Double]()
        spacings.reserveCapacity(positions.count - 1)
        for index in 1..<positions.count {
            let step = positions[index] - positions[index - 1]
            guard step >= 0 else { return nil }
            spacings.append(step)
        }
        var scratch = spacings
        guard let typical = Selection.median(&scratch), typical > 0 else { return nil }
        var gaps: [Int] = []
        var longest = -1
        for (index, step) in spacings.enumerated() where step > 1.9 * typical {
            gaps.append(index)
            if longest < 0 || step > spacings[longest] { longest = index }
        }
        guard !gaps.isEmpty else { return nil }
        func between(_ index: Int) -> String {
            wording.x.text(analysis.series.x[index]) + language.say(" and ", " und ") + wording.x.text(analysis.series.x[index + 1])
        }
        let facts = [Fact("gaps", Double(gaps.count), spoken: language.integer(gaps.count))]
        if gaps.count <= 2 {
            let items = gaps.map { language.say("between ", "zwischen ") + between($0) }
            return Sentence("gaps", series: analysis.series.name, language.say("No data ", "Keine Daten ") + items.joined(separator: language.say(", nor ", " und nicht ")) + ".", facts: facts)
        }
        let text = language.say("\(language.integer(gaps.count)) gaps in the data; the longest between ", "\(language.integer(gaps.count)) Lücken in den Daten; die längste zwischen ")
            + between(longest) + "."
        return Sentence("gaps", series: analysis.series.name, text, facts: facts)
    }

    /// "At or above Daily goal (10,000 steps) for 9 of 29 days."
    func referenceSentences(_ analysis: SeriesAnalysis) -> [Sentence] {
        chart.references.filter { $0.axis == .y }.compactMap { reference in
            var met = 0
            for case let value? in analysis.values where value.isFinite && value >= reference.value { met += 1 }
            let total = analysis.statistics.valueCount
            guard total > 0 else { return nil }
            let label = reference.label.flatMap { $0.isEmpty ? nil : $0 } ?? language.say("the reference line", "die Referenzlinie")
            let noun = stepNoun(of: analysis)
            let text = language.say("At or above ", "") + label + " (" + wording.y.text(reference.value) + ")"
                + language.say(" for \(language.integer(met)) of \(language.integer(total)) \(total == 1 ? noun.singular : noun.plural).",
                               " erreicht oder überschritten bei \(language.integer(met)) von \(language.integer(total)) \(total == 1 ? noun.singular : noun.plural).")
            return Sentence("reference-met", series: analysis.series.name, text, facts: [
                Fact("met", Double(met), spoken: language.integer(met)), Fact("of", Double(total), spoken: language.integer(total)),
            ])
        }
    }
}
