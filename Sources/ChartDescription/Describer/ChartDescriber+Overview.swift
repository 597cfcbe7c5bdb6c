import ChartModel

extension ChartDescriber {
    /// VoiceOver's "Describe Chart": the title; the kind and size; each axis with its title and
    /// range in its own format; categories (listed when few, counted when many); references.
    public func overview() -> [Sentence] {
        var sentences: [Sentence] = []
        if let title = chart.title?.trimmingSpaces, !title.isEmpty {
            sentences.append(Sentence("title", Self.ending(title)))
        }
        sentences.append(kindSentence())
        if chart.series.count > 1, chart.series.count <= 6 {
            let names = chart.series.map { name(of: $0) }
            sentences.append(Sentence("series", language.say("Series: ", "Reihen: ") + language.list(names) + "."))
        }
        sentences.append(axisSentence(wording.x, label: language.say("X axis", "X-Achse"), isX: true))
        if chart.resolvedKind != .pie || chart.yAxis != nil {
            sentences.append(axisSentence(wording.y, label: language.say("Y axis", "Y-Achse"), isX: false))
        }
        for axis in wording.additional {
            sentences.append(axisSentence(axis, label: language.say("Additional axis", "Weitere Achse"), isX: false))
        }
        for reference in chart.references {
            let axis = reference.axis == .x ? wording.x : wording.y
            let label = reference.label.flatMap { $0.isEmpty ? nil : $0 } ?? language.say("Reference", "Referenz")
            sentences.append(Sentence(
                "reference",
                language.say("Reference line: ", "Referenzlinie: ") + label + language.say(" at ", " bei ") + axis.text(reference.value) + ".",
                facts: [Fact("value", reference.value, spoken: axis.text(reference.value))]
            ))
        }
        return sentences
    }

    /// "Line chart, 30 points." / "Bar chart, 12 bars in 3 series."
    private func kindSentence() -> Sentence {
        let kind = chart.resolvedKind
        let count = chart.pointCount
        let seriesCount = chart.series.count
        let name: String
        let noun: (String, String, String, String)
        switch kind {
        case .line: name = language.say("Line chart", "Liniendiagramm"); noun = ("point", "points", "Punkt", "Punkte")
        case .area: name = language.say("Area chart", "Flächendiagramm"); noun = ("point", "points", "Punkt", "Punkte")
        case .bar: name = language.say("Bar chart", "Balkendiagramm"); noun = ("bar", "bars", "Balken", "Balken")
        case .scatter: name = language.say("Scatter chart", "Streudiagramm"); noun = ("point", "points", "Punkt", "Punkte")
        case .pie: name = language.say("Pie chart", "Kreisdiagramm"); noun = ("slice", "slices", "Segment", "Segmente")
        case .band: name = language.say("Band chart", "Banddiagramm"); noun = ("range", "ranges", "Bereich", "Bereiche")
        case .radar: name = language.say("Radar chart", "Netzdiagramm"); noun = ("value", "values", "Wert", "Werte")
        case .heatmap: name = language.say("Heatmap", "Heatmap"); noun = ("cell", "cells", "Zelle", "Zellen")
        }
        let facts = [Fact("points", Double(count), spoken: language.integer(count)), Fact("series", Double(seriesCount), spoken: language.integer(seriesCount))]
        guard count > 0 else {
            return Sentence("kind", name + language.say(" with no data.", " ohne Daten."), facts: facts)
        }
        var text = name + ", " + language.count(count, language.say(noun.0, noun.2), language.say(noun.1, noun.3))
        if kind == .radar {
            let axes = chart.resolvedCategories.count
            text = name + ", " + language.count(axes, language.say("axis", "Achse"), language.say("axes", "Achsen"))
        }
        if seriesCount > 1 {
            text += language.say(" in ", " in ") + language.count(seriesCount, language.say("series", "Reihe"), language.say("series", "Reihen"))
        }
        return Sentence("kind", text + ".", facts: facts)
    }

    /// "X axis: Date, January 1 to January 30, 2026." / "X axis: Region, 3 categories: North,
    /// South and East." / "Y axis: Population, 2.5 billion to 10 billion people, logarithmic scale."
    private func axisSentence(_ wording: AxisWording, label: String, isX: Bool) -> Sentence {
        let axis = wording.axis
        var text = label + ": " + (axis.title.isEmpty ? language.say("untitled", "ohne Titel") : axis.title)
        var facts: [Fact] = []
        if axis.type == .categorical {
            let categories = isX ? chart.resolvedCategories : axis.categories ?? []
            let counted = language.count(categories.count, language.say("category", "Kategorie"), language.say("categories", "Kategorien"))
            if categories.count <= 8 {
                text += ", " + counted + (categories.isEmpty ? "" : ": " + language.list(categories))
            } else {
                text += ", " + counted + ", " + categories.first! + language.say(" to ", " bis ") + categories.last!
            }
            facts.append(Fact("categories", Double(categories.count), spoken: language.integer(categories.count)))
        } else if let range = axis.range ?? extent(isX: isX, wording: wording) {
            text += ", " + wording.range(range)
            facts.append(Fact("lowerBound", range.lowerBound, spoken: wording.text(range.lowerBound)))
            facts.append(Fact("upperBound", range.upperBound, spoken: wording.text(range.upperBound)))
        }
        switch axis.scale {
        case .log10 where axis.type == .numeric: text += language.say(", logarithmic scale", ", logarithmische Skala")
        case .ln where axis.type == .numeric: text += language.say(", natural logarithmic scale", ", natürlich-logarithmische Skala")
        default: break
        }
        return Sentence("axis", text + ".", facts: facts)
    }

    /// The extent of the data along an axis that declares no range.
    private func extent(isX: Bool, wording: AxisWording) -> ClosedRange<Double>? {
        if isX { return self.wording.xExtent }
        return wording == self.wording.y ? self.wording.yExtent : additionalExtent(wording)
    }

    private func additionalExtent(_ wording: AxisWording) -> ClosedRange<Double>? {
        guard let index = self.wording.additional.firstIndex(of: wording) else { return nil }
        let numbers = chart.series.flatMap { ($0.additional ?? []).compactMap { index < $0.count ? $0[index].number : nil } }
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        return low...high
    }

    /// `text` ending in a full stop unless it already ends in punctuation.
    static func ending(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?…:".contains(last) ? text : text + "."
    }
}

extension String {
    /// The text without leading and trailing spaces and newlines.
    var trimmingSpaces: String {
        var characters = Substring(self)
        while characters.first?.isWhitespace == true { characters.removeFirst() }
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return String(characters)
    }
}
