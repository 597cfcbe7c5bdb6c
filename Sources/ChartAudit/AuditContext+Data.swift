import ChartModel
import Foundation

extension AuditContext {
    /// The rules about the chart's data and words.
    mutating func checkData() {
        checkTitles()
        checkSeriesNames()
        checkCategories()
        for index in chart.series.indices { checkValues(of: index) }
        checkRanges()
        checkValueDescriptions()
        checkKinds()
    }

    private static let meaningless: Set<String> = [
        "", "x", "y", "z", "value", "values", "data", "series", "untitled", "label", "number", "category", "item",
    ]

    /// Whether a title says nothing when spoken: "X", "Value", "Series 1", "Data 2", empty.
    static func isMeaningless(_ title: String) -> Bool {
        let words = title.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if words.isEmpty { return true }
        if words.count == 1 { return meaningless.contains(words[0]) }
        return words.count == 2 && ["series", "column", "data", "axis", "value", "field"].contains(words[0])
            && Int(words[1]) != nil
    }

    private mutating func checkTitles() {
        if (chart.title ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            report(
                .titleMissing, "title", "titleMissing")
        }
        var axes: [(String, Axis)] = [("xAxis", chart.xAxis)]
        if let yAxis = chart.yAxis { axes.append(("yAxis", yAxis)) }
        axes += chart.additionalAxes.enumerated().map { ("additionalAxes[\($0.offset)]", $0.element) }
        for (path, axis) in axes where Self.isMeaningless(axis.title) {
            report(
                .titleMeaningless, path + ".title", "axisTitleMeaningless", ["title": axis.title.quotable])
        }
        for (index, series) in chart.series.enumerated() where !series.name.isEmpty && Self.isMeaningless(series.name) {
            report(
                .titleMeaningless, "series[\(index)].name", "seriesNameMeaningless", ["name": series.name.quotable])
        }
        let needsSummary = chart.series.count > 1 || chart.series.contains { $0.count > 50 }
        if needsSummary, (chart.summary ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            let isSeries = chart.series.count > 1
            let count = isSeries ? chart.series.count : chart.series.map(\.count).max() ?? 0
            report(
                .summaryMissing, "summary", isSeries ? "summaryMissingSeries" : "summaryMissingPoints", count: count,
                ["count": String(count)])
        }
    }

    private mutating func checkSeriesNames() {
        var seen: Set<String> = []
        for (index, series) in chart.series.enumerated() {
            if series.name.isEmpty {
                if chart.series.count > 1 {
                    report(
                        .seriesUnnamed, "series[\(index)].name", "seriesUnnamed",
                        ["number": String(index + 1), "count": String(chart.series.count)])
                }
            } else if !seen.insert(series.name).inserted {
                report(
                    .seriesDuplicateName, "series[\(index)].name", "seriesDuplicateName",
                    ["name": series.name.quotable])
            }
        }
    }

    private mutating func checkCategories() {
        guard chart.xAxis.type == .categorical else { return }
        if let declared = chart.xAxis.categories {
            var seen: Set<String> = []
            for (index, name) in declared.enumerated() where !seen.insert(name).inserted {
                report(
                    .categoriesDuplicate, "xAxis.categories[\(index)]", "categoriesDuplicate", ["name": name.quotable])
            }
            for (seriesIndex, series) in chart.series.enumerated() {
                guard case .categories(let names) = series.x else { continue }
                let missing = names.indices.filter { !seen.contains(names[$0]) }
                guard let first = missing.first else { continue }
                report(
                    .categoryUndeclared, path(seriesIndex, first, "x"), "categoryUndeclared", count: missing.count,
                    ["count": String(missing.count), "name": names[first].quotable])
            }
        }
    }

    private mutating func checkValues(of index: Int) {
        let series = chart.series[index]
        let yAxis = chart.yAxis
        // Non-finite values: possible in charts built in code.
        var nonFinite: [(Int, String)] = []
        for point in series.indices {
            if let value = series.y[point], !value.isFinite { nonFinite.append((point, "y")) }
            if let value = series.x[point].number, !value.isFinite { nonFinite.append((point, "x")) }
        }
        if let first = nonFinite.first {
            report(
                .valueNotFinite, path(index, first.0, first.1), "valueNotFinite", count: nonFinite.count,
                ["count": String(nonFinite.count)])
        }
        if let range = yAxis?.range {
            var outside: [Int] = []
            for point in series.indices {
                let values = [series.y[point], series.low?[point] ?? nil, series.high?[point] ?? nil].compactMap { $0 }
                    .filter(\.isFinite)
                if values.contains(where: { !range.contains($0) }) { outside.append(point) }
            }
            if let first = outside.first {
                let value =
                    [series.y[first], series.low?[first] ?? nil, series.high?[first] ?? nil].compactMap { $0 }.first {
                        !range.contains($0)
                    } ?? 0
                report(
                    .valueOutsideRange, path(index, first, series.y[first].map(range.contains) == false ? "y" : "low"),
                    "valueOutsideYRange", count: outside.count,
                    [
                        "count": String(outside.count), "low": plain(range.lowerBound, on: yAxis),
                        "high": plain(range.upperBound, on: yAxis), "value": plain(value, on: yAxis),
                    ])
            }
        }
        if let range = chart.xAxis.range, chart.xAxis.type != .categorical, case .numbers(let xs) = series.x {
            if let first = xs.firstIndex(where: { $0.isFinite && !range.contains($0) }) {
                let count = xs.filter { $0.isFinite && !range.contains($0) }.count
                report(
                    .valueOutsideRange, path(index, first, "x"),
                    "valueOutsideXRange", count: count,
                    ["count": String(count), "value": plain(xs[first], on: chart.xAxis)])
            }
        }
        if let yAxis, yAxis.scale != .linear {
            let bad = series.indices.filter { (series.y[$0] ?? 1) <= 0 }
            if let first = bad.first {
                report(
                    .logScaleNonpositive, path(index, first, "y"),
                    "logScaleNonpositive", count: bad.count,
                    ["count": String(bad.count), "scale": yAxis.scale.rawValue])
            }
        }
        checkOrder(of: index)
        checkZeros(of: index)
        checkAdditional(of: index)
        if series.count > 100 {
            report(
                .tooManyPoints, "series[\(index)]",
                "tooManyPoints", ["count": String(series.count)])
        }
        checkDateGaps(of: index)
    }

    private mutating func checkOrder(of index: Int) {
        let series = chart.series[index]
        guard chart.isContinuous(series), case .numbers(let xs) = series.x, xs.count > 1 else { return }
        for point in 1..<xs.count where !(xs[point] > xs[point - 1]) && xs[point].isFinite && xs[point - 1].isFinite {
            report(
                .continuousXOrder, path(index, point, "x"),
                xs[point] == xs[point - 1] ? "continuousXRepeats" : "continuousXGoesBack",
                ["x": plain(xs[point], on: chart.xAxis), "from": plain(xs[point - 1], on: chart.xAxis)])
            return
        }
    }

    private mutating func checkZeros(of index: Int) {
        let series = chart.series[index]
        guard chart.xAxis.type != .categorical || chart.resolvedKind.isContinuousByDefault else { return }
        // A zero is real, never a gap, where the data says so: a histogram's empty bin counts nothing, and a series
        // that writes its missing values as such (null, or a CSV's 'NA') would have written this one so too.
        guard chart.resolvedKind != .histogram, !series.y.contains(where: { $0 == nil }) else { return }
        let positive = series.y.compactMap { $0 }.filter { $0 > 0 }.sorted()
        guard positive.count >= 4, !Self.zerosAreReal(in: series.y) else { return }
        let median = positive[positive.count / 2]
        for point in series.indices where series.y[point] == 0 && (series.labels?[point] ?? nil) == nil {
            guard let before = series.y[..<point].last(where: { $0 != nil }) ?? nil,
                let after = series.y[(point + 1)...].first(where: { $0 != nil }) ?? nil
            else { continue }
            guard min(before, after) >= 0.3 * median else { continue }
            report(
                .zeroAsGap, path(index, point, "y"),
                "zeroAsGap", ["before": plain(before, on: nil), "after": plain(after, on: nil)])
        }
    }

    /// Whether zeros are real values of a series, never gaps: common (two or more, and a fifth
    /// of its values or more, as dry days are of rain), or within its reach (it otherwise comes as close to zero
    /// as a tenth of its median size, or as one of its usual steps; or it counts in whole
    /// numbers down to 1 or 2, as counts of events do).
    ///
    /// - Complexity: O(n log n) in the number of values (medians).
    static func zerosAreReal(in values: [Double?]) -> Bool {
        let readings = values.compactMap { $0 }.filter(\.isFinite)
        let zeros = readings.filter { $0 == 0 }.count
        guard zeros < 2 || zeros * 5 < readings.count else { return true }
        let sizes = readings.filter { $0 != 0 }.map(abs).sorted()
        guard let smallest = sizes.first else { return true }
        let nonzero = readings.filter { $0 != 0 }
        let steps = zip(nonzero, nonzero.dropFirst()).map { abs($1 - $0) }.sorted()
        let typicalStep = steps.isEmpty ? 0 : steps[steps.count / 2]
        if smallest <= 0.1 * sizes[sizes.count / 2] || smallest <= typicalStep { return true }
        return smallest <= 2 && nonzero.allSatisfy { $0.rounded() == $0 }
    }

    private mutating func checkAdditional(of index: Int) {
        let series = chart.series[index]
        guard let extra = series.additional else { return }
        for (point, values) in extra.enumerated() where !values.isEmpty || !chart.additionalAxes.isEmpty {
            if values.count != chart.additionalAxes.count {
                report(
                    .additionalValuesMismatch, path(index, point, "additional"),
                    "additionalCount", count: values.count,
                    ["count": String(values.count), "axes": String(chart.additionalAxes.count)])
                return
            }
            for (axisIndex, value) in values.enumerated() {
                let expectsCategory = chart.additionalAxes[axisIndex].type == .categorical
                if expectsCategory != (value.category != nil) {
                    report(
                        .additionalValuesMismatch, path(index, point, "additional") + "[\(axisIndex)]",
                        value.category != nil ? "additionalNameForNumber" : "additionalNumberForName",
                        [
                            "type": chart.additionalAxes[axisIndex].type.rawValue,
                            "title": chart.additionalAxes[axisIndex].title.quotable,
                        ])
                    return
                }
            }
        }
    }

    /// Gaps in a series' dates, judged against the dates of the whole chart (`ChartDates.grid`), and the chart's dates
    /// it misses before its first and after its last (`DateGaps.edges`), as the description says them.
    private mutating func checkDateGaps(of index: Int) {
        let series = chart.series[index]
        guard chart.xAxis.type == .date, case .numbers(let xs) = series.x, let first = xs.first, let last = xs.last
        else { return }
        let text = { (seconds: Double) in ISODate.text(fromSeconds: seconds) }
        if let gaps = DateGaps.indices(in: xs, grid: dates?.grid), let gap = gaps.first {
            let count = gaps.count
            report(
                .dateGapsHidden, path(index, gap + 1, "x"),
                "dateGapsHidden", count: count,
                ["count": String(count), "from": text(xs[gap]), "to": text(xs[gap + 1])])
        }
        let edges = DateGaps.edges(of: xs, extent: dates?.extent(ofSeriesAt: xs), grid: dates?.grid)
        // One date missed or several choose the message's form.
        if let before = edges.before {
            report(
                .dateGapsHidden, path(index, 0, "x"), "dateGapsBefore",
                count: before.lowerBound == before.upperBound ? 1 : 2,
                ["first": text(first), "from": text(before.lowerBound), "to": text(before.upperBound)])
        }
        if let after = edges.after {
            report(
                .dateGapsHidden, path(index, xs.count - 1, "x"), "dateGapsAfter",
                count: after.lowerBound == after.upperBound ? 1 : 2,
                ["last": text(last), "from": text(after.lowerBound), "to": text(after.upperBound)])
        }
    }

    private mutating func checkRanges() {
        let axes: [(String, Axis?, ClosedRange<Double>?)] = [
            ("yAxis", chart.yAxis, chart.yExtent), ("xAxis", chart.xAxis, nil),
        ]
        for (name, axis, extent) in axes {
            guard let axis, let range = axis.range, range.lowerBound == range.upperBound else { continue }
            var data = extent
            if name == "xAxis" {
                let xs = chart.series.flatMap { series -> [Double] in
                    if case .numbers(let values) = series.x { return values } else { return [] }
                }
                data = xs.min().flatMap { low in xs.max().map { low...$0 } }
            }
            guard let data, data.lowerBound < data.upperBound else { continue }
            report(
                .rangeCollapsed, name + ".range",
                "rangeCollapsed",
                [
                    "value": plain(range.lowerBound, on: axis), "low": plain(data.lowerBound, on: axis),
                    "high": plain(data.upperBound, on: axis),
                ])
        }
    }

    private mutating func checkValueDescriptions() {
        var axes: [(String, Axis)] = [("xAxis", chart.xAxis)]
        if let yAxis = chart.yAxis { axes.append(("yAxis", yAxis)) }
        for (name, axis) in axes where !axis.valueDescriptions.isEmpty {
            let entries = axis.valueDescriptions.sorted { $0.key < $1.key }
            if let empty = entries.first(where: { $0.value.trimmingCharacters(in: .whitespaces).isEmpty }) {
                report(
                    .valueDescriptionEmpty, name + ".valueDescriptions",
                    "valueDescriptionEmpty", ["value": plain(empty.key, on: axis)])
            }
            if let raw = entries.first(where: { Self.isRawNumber($0.value) }) {
                report(
                    .valueDescriptionRaw, name + ".valueDescriptions",
                    "valueDescriptionRaw", ["value": plain(raw.key, on: axis), "text": raw.value.quotable])
            }
            let span = (entries.last?.key ?? 0) - (entries.first?.key ?? 0)
            var byText: [String: Double] = [:]
            for (value, text) in entries where !text.isEmpty {
                if let other = byText[text], abs(value - other) > max(1e-9, 0.01 * span) {
                    report(
                        .valueDescriptionDuplicate, name + ".valueDescriptions",
                        "valueDescriptionDuplicate",
                        ["first": plain(other, on: axis), "second": plain(value, on: axis), "text": text.quotable])
                    break
                }
                byText[text] = value
            }
        }
        if let yAxis = chart.yAxis ?? chart.series.first.map({ _ in chart.resolvedYAxis }),
            yAxis.unit == nil, yAxis.format.style == .number, yAxis.valueDescriptions.isEmpty, !chart.series.isEmpty
        {
            report(
                .unitMissing, "yAxis.unit",
                "unitMissing", ["title": yAxis.title.quotable])
        }
    }

    /// Whether a description is only digits with trailing zeros or many decimals: "42.000000", "5.0".
    static func isRawNumber(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let point = trimmed.firstIndex(of: "."), Double(trimmed) != nil else { return false }
        let fraction = trimmed[trimmed.index(after: point)...]
        return fraction.hasSuffix("0") || fraction.count >= 5
    }

    private mutating func checkKinds() {
        switch chart.resolvedKind {
        case .pie:
            for (index, series) in chart.series.enumerated() {
                let values = series.y.compactMap { $0 }
                if let negative = series.y.firstIndex(where: { ($0 ?? 0) < 0 }) {
                    report(
                        .pieNotWhole, path(index, negative, "y"), "pieNegative")
                } else if chart.resolvedYAxis.format.style == .percent, values.count > 1 {
                    let total = values.reduce(0, +)
                    if abs(total - 1) > 0.02 {
                        report(
                            .pieNotWhole, "series[\(index)]",
                            "pieNotWhole", ["total": PlainNumber.text((total * 1000).rounded() / 10)])
                    }
                }
            }
        case .radar where chart.series.count > 1:
            let sets = chart.series.map { series -> Set<String> in
                if case .categories(let names) = series.x { return Set(names) }
                return []
            }
            for index in sets.indices.dropFirst() where sets[index] != sets[0] {
                report(
                    .radarAxesDiffer, "series[\(index)]",
                    "radarAxesDiffer",
                    ["name": chart.series[index].name.quotable, "first": chart.series[0].name.quotable])
            }
        case .histogram:
            for index in chart.series.indices { checkBins(of: index) }
        case .box:
            for (index, series) in chart.series.enumerated() {
                for point in series.indices {
                    guard let box = series.boxes?[point] ?? nil else {
                        report(
                            .boxNumbers, path(index, point, "box"),
                            "boxMissing")
                        break
                    }
                    guard !box.isInOrder else { continue }
                    report(
                        .boxNumbers, path(index, point, "box"),
                        "boxOutOfOrder", ["numbers": box.fiveNumbers.map(PlainNumber.text).joined(separator: ", ")])
                }
            }
        default:
            break
        }
        checkStacking()
    }

    /// The unit a series' name gives in closing brackets: "USD" of "Revenue (USD)".
    static func unit(inName name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let close = trimmed.last, close == ")" || close == "]" else { return nil }
        guard let open = trimmed.lastIndex(of: close == ")" ? "(" : "[") else { return nil }
        let unit = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingCharacters(
            in: .whitespaces)
        return unit.isEmpty ? nil : unit
    }

    /// A histogram's bars are bins: each with both ends, none overlapping, counts not negative;
    /// and bins of different widths are said to be so (a wider bin's bar is taller for its
    /// width alone, unless the bars show a density).
    private mutating func checkBins(of index: Int) {
        let series = chart.series[index]
        var widths: [Double] = []
        for point in series.indices {
            guard let range = series.xInterval(at: point) else {
                report(
                    .histogramBins, path(index, point, "xStart"),
                    "histogramNoBin")
                return
            }
            if let count = series.y[point], count < 0 {
                report(
                    .histogramBins, path(index, point, "y"), "histogramNegative")
            }
            widths.append(range.upperBound - range.lowerBound)
        }
        for (earlier, later) in series.overlappingIntervals() {
            report(
                .histogramBins, path(index, later, "xStart"),
                "histogramOverlap", ["earlier": String(earlier)])
        }
        guard let narrowest = widths.min(), let widest = widths.max(), widest > narrowest * 1.01 else { return }
        let said = [chart.summary ?? "", chart.resolvedYAxis.title, chart.resolvedYAxis.unit ?? ""].joined(
            separator: " "
        ).lowercased()
        guard !["density", "per ", "uneven", "unequal", "width"].contains(where: said.contains) else { return }
        report(
            .histogramUnevenBins, "series[\(index)]",
            "histogramUnevenBins", ["narrowest": plain(narrowest, on: nil), "widest": plain(widest, on: nil)]
        )
    }

    /// A stack adds its layers: it applies to bars and areas, and a stack to 100 percent holds
    /// no negative value (which has no share of a whole).
    private mutating func checkStacking() {
        guard let stacking = chart.stacking, stacking != .unstacked else { return }
        guard chart.isStacked else {
            report(
                .stackingUnstackable, "stacking",
                "stackingUnstackable", ["kind": chart.resolvedKind.rawValue])
            return
        }
        // Layers whose names give different units ("Revenue (USD)", "Orders (count)") add unrelated amounts.
        let units = chart.series.enumerated().filter { chart.isStackLayer($0.element) }.compactMap { index, series in
            Self.unit(inName: series.name).map { (index, $0) }
        }
        if let first = units.first, let other = units.first(where: { $0.1.lowercased() != first.1.lowercased() }) {
            report(
                .stackMixedUnits, "series[\(other.0)]",
                "stackMixedUnits",
                [
                    "name": chart.series[other.0].name.quotable, "unit": other.1.quotable,
                    "first": chart.series[first.0].name.quotable, "firstUnit": first.1.quotable,
                ])
        }
        if stacking == .normalized {
            for (index, series) in chart.series.enumerated() {
                guard let negative = series.y.firstIndex(where: { ($0 ?? 0) < 0 }) else { continue }
                report(
                    .stackNegative, path(index, negative, "y"),
                    "stackNegative")
            }
        }
    }
}
