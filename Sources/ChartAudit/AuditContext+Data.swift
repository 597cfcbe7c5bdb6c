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
                .titleMissing, "title", "the chart has no title, so nothing says what it shows",
                fix: "add a title such as 'Daily steps, January 2026'")
        }
        var axes: [(String, Axis)] = [("xAxis", chart.xAxis)]
        if let yAxis = chart.yAxis { axes.append(("yAxis", yAxis)) }
        axes += chart.additionalAxes.enumerated().map { ("additionalAxes[\($0.offset)]", $0.element) }
        for (path, axis) in axes where Self.isMeaningless(axis.title) {
            report(
                .titleMeaningless, path + ".title", "the axis title '\(axis.title.quotable)' says nothing when spoken",
                fix: "name what the axis measures, such as 'Date' or 'Steps'")
        }
        for (index, series) in chart.series.enumerated() where !series.name.isEmpty && Self.isMeaningless(series.name) {
            report(
                .titleMeaningless, "series[\(index)].name",
                "the series name '\(series.name.quotable)' says nothing when spoken",
                fix: "name what the series is, such as 'Europe' or 'Last year'")
        }
        let needsSummary = chart.series.count > 1 || chart.series.contains { $0.count > 50 }
        if needsSummary, (chart.summary ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            let reason =
                chart.series.count > 1
                ? "\(chart.series.count) series" : "\(chart.series.map(\.count).max() ?? 0) points"
            report(
                .summaryMissing, "summary", "a chart of \(reason) has no summary of its key message",
                fix: "add a one-sentence summary of what the reader should take away")
        }
    }

    private mutating func checkSeriesNames() {
        var seen: Set<String> = []
        for (index, series) in chart.series.enumerated() {
            if series.name.isEmpty {
                if chart.series.count > 1 {
                    report(
                        .seriesUnnamed, "series[\(index)].name",
                        "series \(index + 1) of \(chart.series.count) has no name, so it cannot be told apart",
                        fix: "name every series")
                }
            } else if !seen.insert(series.name).inserted {
                report(
                    .seriesDuplicateName, "series[\(index)].name",
                    "the name '\(series.name.quotable)' is used by an earlier series too",
                    fix: "give each series its own name")
            }
        }
    }

    private mutating func checkCategories() {
        guard chart.xAxis.type == .categorical else { return }
        if let declared = chart.xAxis.categories {
            var seen: Set<String> = []
            for (index, name) in declared.enumerated() where !seen.insert(name).inserted {
                report(
                    .categoriesDuplicate, "xAxis.categories[\(index)]",
                    "the category '\(name.quotable)' is listed twice", fix: "list each category once")
            }
            for (seriesIndex, series) in chart.series.enumerated() {
                guard case .categories(let names) = series.x else { continue }
                let missing = names.indices.filter { !seen.contains(names[$0]) }
                guard let first = missing.first else { continue }
                report(
                    .categoryUndeclared, path(seriesIndex, first, "x"),
                    "\(missing.count) point\(missing.count == 1 ? "" : "s") use\(missing.count == 1 ? "s" : "") a category not in xAxis.categories, the first '\(names[first].quotable)'",
                    fix: "add the category to xAxis.categories, where the picture's order is set")
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
                .valueNotFinite, path(index, first.0, first.1),
                "\(nonFinite.count) value\(nonFinite.count == 1 ? " is" : "s are") not finite numbers",
                fix: "use null for a missing value")
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
                    "\(outside.count) value\(outside.count == 1 ? " lies" : "s lie") outside the y range \(plain(range.lowerBound, on: yAxis)) to \(plain(range.upperBound, on: yAxis)), the first \(plain(value, on: yAxis)); pitch and position would not tell the truth",
                    fix: "widen yAxis.range to include every value")
            }
        }
        if let range = chart.xAxis.range, chart.xAxis.type != .categorical, case .numbers(let xs) = series.x {
            if let first = xs.firstIndex(where: { $0.isFinite && !range.contains($0) }) {
                let count = xs.filter { $0.isFinite && !range.contains($0) }.count
                report(
                    .valueOutsideRange, path(index, first, "x"),
                    "\(count) x value\(count == 1 ? " lies" : "s lie") outside the x range, the first \(plain(xs[first], on: chart.xAxis))",
                    fix: "widen xAxis.range to include every x")
            }
        }
        if let yAxis, yAxis.scale != .linear {
            let bad = series.indices.filter { (series.y[$0] ?? 1) <= 0 }
            if let first = bad.first {
                report(
                    .logScaleNonpositive, path(index, first, "y"),
                    "\(bad.count) value\(bad.count == 1 ? " is" : "s are") zero or negative on a \(yAxis.scale.rawValue) scale, which cannot place them",
                    fix: "use a linear scale, or leave those values out")
            }
        }
        checkOrder(of: index)
        checkZeros(of: index)
        checkAdditional(of: index)
        if series.count > 100 {
            report(
                .tooManyPoints, "series[\(index)]",
                "\(series.count) points are too many to step through or hear one by one; they are grouped when described and heard",
                fix: "consider summarising the data, or rely on the grouping")
        }
        checkDateGaps(of: index)
    }

    private mutating func checkOrder(of index: Int) {
        let series = chart.series[index]
        guard chart.isContinuous(series), case .numbers(let xs) = series.x, xs.count > 1 else { return }
        for point in 1..<xs.count where !(xs[point] > xs[point - 1]) && xs[point].isFinite && xs[point - 1].isFinite {
            let what =
                xs[point] == xs[point - 1]
                ? "repeats x \(plain(xs[point], on: chart.xAxis))"
                : "goes back from \(plain(xs[point - 1], on: chart.xAxis)) to \(plain(xs[point], on: chart.xAxis))"
            report(
                .continuousXOrder, path(index, point, "x"),
                "the continuous series \(what), so its line and glide double back",
                fix: "sort the points by x and merge repeated ones")
            return
        }
    }

    private mutating func checkZeros(of index: Int) {
        let series = chart.series[index]
        guard chart.xAxis.type != .categorical || chart.resolvedKind.isContinuousByDefault else { return }
        let positive = series.y.compactMap { $0 }.filter { $0 > 0 }.sorted()
        guard positive.count >= 4 else { return }
        let median = positive[positive.count / 2]
        for point in series.indices where series.y[point] == 0 && (series.labels?[point] ?? nil) == nil {
            guard let before = series.y[..<point].last(where: { $0 != nil }) ?? nil,
                let after = series.y[(point + 1)...].first(where: { $0 != nil }) ?? nil
            else { continue }
            guard min(before, after) >= 0.3 * median else { continue }
            report(
                .zeroAsGap, path(index, point, "y"),
                "a zero between \(plain(before, on: nil)) and \(plain(after, on: nil)) looks like a missing value drawn as zero",
                fix: "write null for a missing value, or label the point if the zero is real")
        }
    }

    private mutating func checkAdditional(of index: Int) {
        let series = chart.series[index]
        guard let extra = series.additional else { return }
        for (point, values) in extra.enumerated() where !values.isEmpty || !chart.additionalAxes.isEmpty {
            if values.count != chart.additionalAxes.count {
                report(
                    .additionalValuesMismatch, path(index, point, "additional"),
                    "\(values.count) additional value\(values.count == 1 ? "" : "s") for \(chart.additionalAxes.count) additional axes",
                    fix: "give one value per additional axis, in order")
                return
            }
            for (axisIndex, value) in values.enumerated() {
                let expectsCategory = chart.additionalAxes[axisIndex].type == .categorical
                if expectsCategory != (value.category != nil) {
                    report(
                        .additionalValuesMismatch, path(index, point, "additional") + "[\(axisIndex)]",
                        "a \(value.category != nil ? "name" : "number") for the \(chart.additionalAxes[axisIndex].type.rawValue) axis '\(chart.additionalAxes[axisIndex].title.quotable)'",
                        fix: "match each value to its axis's type")
                    return
                }
            }
        }
    }

    private mutating func checkDateGaps(of index: Int) {
        let series = chart.series[index]
        guard chart.xAxis.type == .date, case .numbers(let xs) = series.x, xs.count >= 4 else { return }
        let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
        guard steps.allSatisfy({ $0 > 0 }) else { return }
        let typical = steps.sorted()[steps.count / 2]
        guard let gap = steps.firstIndex(where: { $0 > 1.9 * typical }) else { return }
        let count = steps.filter { $0 > 1.9 * typical }.count
        report(
            .dateGapsHidden, path(index, gap + 1, "x"),
            "\(count) gap\(count == 1 ? "" : "s") in the dates, the first from \(ISODate.text(fromSeconds: xs[gap])) to \(ISODate.text(fromSeconds: xs[gap + 1])); missing periods are not heard or spoken as missing",
            fix: "add the missing periods with null (no data) or 0 (none), as they are")
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
                "the range is the single value \(plain(range.lowerBound, on: axis)) while the data runs from \(plain(data.lowerBound, on: axis)) to \(plain(data.upperBound, on: axis))",
                fix: "give the range its real bottom and top, or leave it out")
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
                    "the value \(plain(empty.key, on: axis)) is described by an empty string",
                    fix: "describe every value in words, such as '8,432 steps'")
            }
            if let raw = entries.first(where: { Self.isRawNumber($0.value) }) {
                report(
                    .valueDescriptionRaw, name + ".valueDescriptions",
                    "the value \(plain(raw.key, on: axis)) is described as '\(raw.value.quotable)', raw digits a listener has to decode",
                    fix: "format values for reading, such as '5' or '5.2 kg', with a unit")
            }
            let span = (entries.last?.key ?? 0) - (entries.first?.key ?? 0)
            var byText: [String: Double] = [:]
            for (value, text) in entries where !text.isEmpty {
                if let other = byText[text], abs(value - other) > max(1e-9, 0.01 * span) {
                    report(
                        .valueDescriptionDuplicate, name + ".valueDescriptions",
                        "the values \(plain(other, on: axis)) and \(plain(value, on: axis)) are both described as '\(text.quotable)'",
                        fix: "give different values different descriptions, with enough digits")
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
                "values are spoken as bare numbers; only the title '\(yAxis.title.quotable)' says what they count",
                fix: "add a unit, such as 'steps', or a currency or percent format")
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
                        .pieNotWhole, path(index, negative, "y"), "a negative slice cannot be a share of a whole",
                        fix: "show signed values as bars")
                } else if chart.resolvedYAxis.format.style == .percent, values.count > 1 {
                    let total = values.reduce(0, +)
                    if abs(total - 1) > 0.02 {
                        report(
                            .pieNotWhole, "series[\(index)]",
                            "the shares add up to \(PlainNumber.text((total * 1000).rounded() / 10)) percent, not 100",
                            fix: "make the shares add up to 100 percent, or add an 'Other' slice")
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
                    "'\(chart.series[index].name.quotable)' has different axes from '\(chart.series[0].name.quotable)', so their shapes do not compare",
                    fix: "give every series a value on the same axes")
            }
        case .histogram:
            for index in chart.series.indices { checkBins(of: index) }
        case .box:
            for (index, series) in chart.series.enumerated() {
                for point in series.indices {
                    guard let box = series.boxes?[point] ?? nil else {
                        report(
                            .boxNumbers, path(index, point, "box"),
                            "a box plot's point has no box, so only one value is heard and said",
                            fix: "give every point its box: min, q1, median, q3 and max")
                        break
                    }
                    guard !box.isInOrder else { continue }
                    report(
                        .boxNumbers, path(index, point, "box"),
                        "the five numbers are out of order or an outlier lies within the whiskers: \(box.fiveNumbers.map(PlainNumber.text).joined(separator: ", "))",
                        fix: "give min ≤ q1 ≤ median ≤ q3 ≤ max, and outliers beyond the whiskers")
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
                    "a histogram's bar has no bin (xStart and xEnd), so its range of values is unknown",
                    fix: "give every bar its bin's xStart and xEnd")
                return
            }
            if let count = series.y[point], count < 0 {
                report(
                    .histogramBins, path(index, point, "y"), "a bin cannot count fewer than no values",
                    fix: "count the values in each bin, zero or more")
            }
            widths.append(range.upperBound - range.lowerBound)
        }
        for (earlier, later) in series.overlappingIntervals() {
            report(
                .histogramBins, path(index, later, "xStart"),
                "overlaps the bin of points[\(earlier)], so its values are counted twice",
                fix: "make the bins meet without overlapping")
        }
        guard let narrowest = widths.min(), let widest = widths.max(), widest > narrowest * 1.01 else { return }
        let said = [chart.summary ?? "", chart.resolvedYAxis.title, chart.resolvedYAxis.unit ?? ""].joined(
            separator: " "
        ).lowercased()
        guard !["density", "per ", "uneven", "unequal", "width"].contains(where: said.contains) else { return }
        report(
            .histogramUnevenBins, "series[\(index)]",
            "the bins are from \(plain(narrowest, on: nil)) to \(plain(widest, on: nil)) wide, unsaid: a wider bin's bar is taller for its width alone",
            fix:
                "use bins of one width, show a density (count per unit of x, said in the y axis), or say in the summary that the bins are uneven"
        )
    }

    /// A stack adds its layers: it applies to bars and areas, and a stack to 100 percent holds
    /// no negative value (which has no share of a whole).
    private mutating func checkStacking() {
        guard let stacking = chart.stacking, stacking != .unstacked else { return }
        guard chart.isStacked else {
            report(
                .stackingUnstackable, "stacking",
                "a \(chart.resolvedKind.rawValue) chart cannot stack its series, so 'stacking' is ignored",
                fix: "stack bar or area charts only, or leave 'stacking' out")
            return
        }
        // Layers whose names give different units ("Revenue (USD)", "Orders (count)") add unrelated amounts.
        let units = chart.series.enumerated().filter { chart.isStackLayer($0.element) }.compactMap { index, series in
            Self.unit(inName: series.name).map { (index, $0) }
        }
        if let first = units.first, let other = units.first(where: { $0.1.lowercased() != first.1.lowercased() }) {
            report(
                .stackMixedUnits, "series[\(other.0)]",
                "'\(chart.series[other.0].name.quotable)' is in \(other.1.quotable) but '\(chart.series[first.0].name.quotable)' in \(first.1.quotable): a stack adds them into a total of nothing",
                fix: "stack series of one unit only; show the others unstacked, or as a line")
        }
        if stacking == .normalized {
            for (index, series) in chart.series.enumerated() {
                guard let negative = series.y.firstIndex(where: { ($0 ?? 0) < 0 }) else { continue }
                report(
                    .stackNegative, path(index, negative, "y"),
                    "a negative value has no share of a stack to 100 percent",
                    fix: "stack positive parts only, or show signed values unstacked")
            }
        }
    }
}
