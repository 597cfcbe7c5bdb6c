import ChartModel
import Foundation

/// What a phrasebook needs to word values: the chart's wording, and segments made from it.
package struct PhraseContext: Sendable {
    /// How the chart's values are spoken.
    package let wording: ChartWording
    /// The language.
    package var language: Language { wording.language }

    /// How y values are spoken when a sentence chose their digits once: when every one is an average of a group of
    /// points (a course told by weekly averages), as figures derived from the data are (see `averaged(upTo:)`); or
    /// with the digits that set two of them apart (see `settingApart(_:_:)`).
    private var averagedY: AxisWording?

    package init(wording: ChartWording) {
        self.wording = wording
    }

    /// The context for a sentence of y values that are each an average of a group of points, the largest
    /// `magnitude` from zero: every y value in it, a range's ends as much as a move's, is spoken with the digits
    /// derived figures of that size get, so that one sentence never says 9.13 and 9.133 of one value.
    package func averaged(upTo magnitude: Double) -> PhraseContext {
        var context = self
        context.averagedY = wording.y.derived(magnitude)
        return context
    }

    /// The context for a sentence of two y values that differ, a first and a last: every y value in it, the change
    /// between them too, spoken with the digits that set them apart (see `AxisWording.settingApart`), never "first
    /// 3,806, last 3,806, a change of 0".
    package func settingApart(_ one: Double, _ other: Double) -> PhraseContext {
        var context = self
        context.averagedY = sentenceY.settingApart(min(one, other), max(one, other))
        return context
    }

    /// The context for a sentence that says `change` beside its ends: when it is a ratio (a percent or a multiple),
    /// each value said with two significant figures at least (see `AxisWording.keepingTwoFigures`), as a listener
    /// divides them; else this one.
    package func keepingTwoFigures(for change: Change) -> PhraseContext {
        switch change {
        case .percent, .fold:
            var context = self
            context.averagedY = sentenceY.keepingTwoFigures
            return context
        case .points, .amount, .unstated: return self
        }
    }

    /// The facts that are figures worked out from the data rather than read from it, spoken with one digit more than
    /// the data's own where the axis's digits would round it away: the mean of 4 and 5 is "4.5", never "5".
    private static let derivedFacts: Set<FactRole> = [.mean, .median, .average]

    /// How the sentence's y values are spoken: with the digits chosen once for a sentence of averages, else the axis's.
    package var sentenceY: AxisWording { averagedY ?? wording.y }

    /// The wording of an axis.
    package func axis(_ role: AxisSpan.Role) -> AxisWording {
        switch role {
        case .x: wording.x
        // (A heatmap's rows are categories: no value of theirs is worded.)
        case .y, .values, .rows: wording.y
        case .additional(let index): wording.additional[index]
        }
    }

    /// The wording of an axis for `value` stating `fact`: derived figures with their extra digit, a highest or lowest
    /// value with the digits that set it apart (see `AxisWording.settingApartExtremes(of:)`).
    private func axis(_ role: AxisSpan.Role, for fact: FactRole?, _ value: Double) -> AxisWording {
        if role == .y, let averagedY { return averagedY }
        let wording = axis(role)
        if fact == .maximum || fact == .minimum { return wording.extreme }
        return fact.map(Self.derivedFacts.contains) ?? false ? wording.derived(value) : wording
    }

    /// A y value as spoken.
    package func y(_ value: Double, _ fact: FactRole? = nil) -> Segment {
        .number(value, spoken: axis(.y, for: fact, value).text(value), fact: fact)
    }

    /// `change` from `from` to `to` as a listener can check it against the two as this sentence speaks them (see
    /// `AxisWording.spokenDifference(from:to:)`): an amount or percentage points from the values at their spoken
    /// digits, "rises 5 from 19 to 24" of 18.95 and 24.0; a percent or a multiple as it is.
    package func checkable(_ change: Change, from: Double, to: Double) -> Change {
        switch change {
        case .amount: .amount(sentenceY.spokenDifference(from: from, to: to))
        case .points:
            .points(sentenceY.spokenDifference(from: from, to: to) / (wording.y.isPercentUnit ? 100 : 1))
        case .percent, .fold, .unstated: change
        }
    }

    /// A difference of y values, in the axis's units.
    package func yAmount(_ difference: Double, _ fact: FactRole? = nil) -> Segment {
        .number(difference, spoken: axis(.y, for: fact, difference).amount(difference), fact: fact)
    }

    /// A rate of y per unit of x (a slope), in the axis's units with the digits of a derived figure (see
    /// `AxisWording.derived(_:)`): "0.49" of a slope on an axis spanning thousands, never "0".
    package func yRate(_ rate: Double, _ fact: FactRole? = nil) -> Segment {
        .number(rate, spoken: axis(.y).derived(rate).amount(rate), fact: fact)
    }

    /// A value of an axis as spoken: a date segment on date axes.
    package func value(_ value: Double, on role: AxisSpan.Role, _ fact: FactRole? = nil) -> Segment {
        let axis = axis(role, for: fact, value)
        return axis.date != nil && axis.axis.valueDescriptions[value] == nil
            ? .date(value, spoken: axis.text(value), fact: fact)
            : .number(value, spoken: axis.text(value), fact: fact)
    }

    /// A count, grouped as the locale groups digits.
    package func count(_ value: Int, _ fact: FactRole? = nil) -> Segment {
        .number(Double(value), spoken: language.integer(value), fact: fact)
    }

    /// A plain number with `digits` fraction digits at most.
    package func plain(_ value: Double, digits: Int, _ fact: FactRole? = nil) -> Segment {
        .number(value, spoken: NumberWording.text(value, fractionDigits: digits, language: language), fact: fact)
    }

    /// A correlation coefficient to two decimals, with more where two would round it to 1 or −1
    /// (0.997 is not a perfect correlation, and is never said as one).
    package func correlation(_ r: Double) -> Segment {
        var digits = 2
        while digits < 6, abs(r) < 1, abs((r * pow(10, Double(digits))).rounded()) >= pow(10, Double(digits)) {
            digits += 1
        }
        return plain(r, digits: digits, .r)
    }

    /// A fraction spoken as a percentage, to two significant digits.
    package func percent(_ fraction: Double, _ fact: FactRole? = nil) -> Segment {
        .number(fraction * 100, spoken: NumberWording.percent(fraction, language: language), fact: fact)
    }

    /// A share of a whole, as a percentage with one decimal below ten; a share that is some of the whole but would
    /// round to none or all of it keeps its significant digits as changes do (see `NumberWording.percent`): 0.5 of
    /// 2,102.5 is "0.024 percent", never "0 percent".
    package func share(_ fraction: Double, _ fact: FactRole? = nil) -> Segment {
        let percent = fraction * 100
        let (digits, scale) = percent < 10 ? (1, 10.0) : (0, 1.0)
        let rounded = (percent * scale).rounded() / scale
        let spoken =
            fraction > 0 && fraction < 1 && (rounded == 0 || rounded == 100)
            ? NumberWording.percent(fraction, language: language)
            : NumberWording.text(percent, fractionDigits: digits, language: language) + language.phrasebook.percentWord
        return .number(percent, spoken: spoken, fact: fact)
    }

    /// Two y values with the unit said once, joined by `connector`: "4,210 and 11,520 steps", with the digits that
    /// set them apart (see `AxisWording.settingApart`).
    package func yBetween(_ low: Double, _ high: Double, _ connector: String) -> [Segment] {
        let y = axis(.y, for: nil, max(abs(low), abs(high))).settingApart(low, high)
        return [
            .number(low, spoken: y.leading(low), fact: .low), .words(connector),
            .number(high, spoken: y.text(high), fact: .high),
        ]
    }

    /// Two x values with the unit said once, joined by `connector`: "10 and 50 minutes" (dates
    /// each said in full), with the digits that set them apart.
    package func xBetween(_ low: Double, _ high: Double, _ connector: String) -> [Segment] {
        let x = wording.x.settingApart(low, high)
        guard x.date == nil else { return [value(low, on: .x), .words(connector), value(high, on: .x)] }
        return [
            .number(low, spoken: x.leading(low), fact: nil), .words(connector),
            .number(high, spoken: x.text(high), fact: nil),
        ]
    }

    /// A range of y values: "0 to 14,000 steps", with the digits that set its ends apart, or one value when its ends
    /// meet or read the same even so.
    package func yRange(_ low: Double, _ high: Double) -> [Segment] {
        let y = axis(.y, for: nil, max(abs(low), abs(high))).settingApart(low, high)
        guard y.text(low) != y.text(high) else { return [self.y(low, .value)] }
        return [
            .number(low, spoken: y.leading(low), fact: .lowerBound), .words(language.phrasebook.rangeConnector),
            .number(high, spoken: y.text(high), fact: .upperBound),
        ]
    }
}

extension [Segment] {
    /// The segments with `words` between each group: for lists made of pieces.
    static func joined(_ groups: [[Segment]], separator: String, last: String) -> [Segment] {
        var result: [Segment] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { result.append(.words(index == groups.count - 1 ? last : separator)) }
            result += group
        }
        return result
    }
}

extension [Segment] {
    /// The segments after `words`, or nothing when there are none.
    func prefixed(_ words: String) -> [Segment] {
        isEmpty ? [] : [.words(words)] + self
    }
}
