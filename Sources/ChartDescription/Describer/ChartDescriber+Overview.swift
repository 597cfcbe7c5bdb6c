import ChartModel

extension ChartDescriber {
    /// VoiceOver's "Describe Chart": the title; the kind and size; the series' names when a
    /// few; each axis with its title and span in its own format; the reference lines.
    func overviewStatements() -> [Statement] {
        var statements: [Statement] = []
        if let title = chart.title?.trimmingSpaces, !title.isEmpty { statements.append(.title(title)) }
        statements.append(.chart(chartSize()))
        // A heatmap's rows named by the chart's series title are said as an axis, and its values, which its colors
        // show, as such: its y axis is no place on it.
        let isHeatmap = chart.resolvedKind == .heatmap
        let rows = isHeatmap ? chart.seriesTitle.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 } : nil
        if rows == nil, chart.series.count > 1, chart.series.count <= 6 {
            statements.append(.seriesNames(chart.series.map { SeriesName($0.name) }))
        }
        statements.append(.axis(axisSpan(.x)))
        if let rows {
            let names = chart.series.map(\.name)
            statements.append(
                .axis(AxisSpan(role: .rows, title: rows, span: Self.categorySpan(names), scale: .linear)))
        }
        if chart.resolvedKind != .pie || chart.yAxis != nil {
            statements.append(.axis(axisSpan(isHeatmap ? .values : .y)))
        }
        for index in chart.additionalAxes.indices { statements.append(.axis(axisSpan(.additional(index)))) }
        for reference in chart.references {
            statements.append(
                .reference(
                    ReferenceLine(
                        role: reference.axis == .x ? .x : .y, label: reference.label.flatMap { $0.isEmpty ? nil : $0 },
                        value: reference.value)))
        }
        return statements
    }

    /// The kind, and its marks counted by what they are: a line over bars is a line.
    private func chartSize() -> ChartSize {
        let kind = chart.resolvedKind
        var marks: [MarkCount] = []
        func add(_ noun: Noun, _ count: Int, isLine: Bool) {
            if let index = marks.firstIndex(where: { $0.noun == noun && $0.isLine == isLine }) {
                marks[index].count += count
                marks[index].seriesCount += 1
            } else {
                marks.append(MarkCount(noun: noun, count: count, isLine: isLine, seriesCount: 1))
            }
        }
        for series in chart.series {
            let isLine = series.mark == .line || (series.mark == nil && kind == .line)
            add(isLine ? .point : Self.noun(of: series, kind: kind), series.count, isLine: isLine && kind != .line)
        }
        if marks.isEmpty {
            marks = [MarkCount(noun: Self.noun(of: nil, kind: kind), count: 0, isLine: false, seriesCount: 0)]
        }
        // Boxes and ranges hold their values elsewhere than y; a missing one is told with them.
        let missing = kind == .box || kind == .band ? 0 : analyses.reduce(0) { $0 + $1.statistics.missingCount }
        // A stack's zero bars have no height: the listener hears how many of the bars counted are not drawn.
        let isStackOfBars =
            [.standard, .normalized, .center].contains(chart.stacking) && marks.allSatisfy { $0.noun == .bar }
        let zeros = isStackOfBars ? chart.series.reduce(0) { $0 + $1.y.lazy.filter { $0 == 0 }.count } : 0
        return ChartSize(
            kind: kind, stacking: chart.stacking, marks: marks, seriesCount: chart.series.count,
            axisCount: kind == .radar && chart.pointCount > 0 ? chart.resolvedCategories.count : nil,
            missingCount: missing, zeroCount: zeros)
    }

    /// What a series' values are counted as in its statistics and the navigator: its marks (see `noun(of:kind:)`),
    /// or points for a box plot's series without boxes.
    package static func countedNoun(of series: Series, kind: ChartKind) -> Noun {
        kind == .box && series.boxes == nil ? .point : noun(of: series, kind: kind)
    }

    /// What a series' marks are called: bars, slices, bins, boxes, ranges, cells or points.
    package static func noun(of series: Series?, kind: ChartKind) -> Noun {
        switch series?.mark {
        case .bar?, .rectangle?: return .bar
        case .sector?: return .slice
        case .point?, .line?, .area?, .rule?: return .point
        case nil: break
        }
        switch kind {
        case .bar: return .bar
        case .histogram: return .bin
        case .box: return .box
        case .pie: return .slice
        case .band: return .range
        case .radar: return .value
        case .heatmap: return .cell
        case .line, .area, .scatter: return .point
        }
    }

    private func axisSpan(_ role: AxisSpan.Role) -> AxisSpan {
        let axis = context.axis(role).axis
        let span: AxisSpan.Span
        if axis.type == .categorical {
            span = Self.categorySpan(role == .x ? chart.resolvedCategories : axis.categories ?? [])
        } else if var range = axis.range ?? extent(of: role) {
            // Bars (a histogram's counts among them) are drawn from zero, so their axis is said from zero as it is
            // drawn: "0 to 42", not from the shortest bar.
            if role == .y, axis.range == nil, axis.scale == .linear, chart.resolvedKind.startsAtZero {
                range = min(0, range.lowerBound)...max(0, range.upperBound)
            }
            span =
                range.lowerBound == range.upperBound
                ? .single(range.lowerBound) : .range(range.lowerBound, range.upperBound)
        } else {
            span = .none
        }
        var axisSpan = AxisSpan(
            role: role, title: axis.title, span: span, scale: axis.type == .numeric ? axis.scale : .linear)
        if role == .x, axis.type == .categorical {
            // A category named twice in one series: the highest and the lowest bar can share a name, and say why.
            let most =
                chart.series.map { series in
                    guard case .categories(let names) = series.x else { return 0 }
                    return names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }.values.max() ?? 0
                }.max() ?? 0
            axisSpan.repeatCount = most > 1 ? most : nil
        }
        return axisSpan
    }

    /// Categories as an axis spans them: all named when eight or fewer, else the first and last.
    static func categorySpan(_ categories: [String]) -> AxisSpan.Span {
        categories.count <= 8
            ? .categories(count: categories.count, named: categories, isAll: true)
            : .categories(
                count: categories.count, named: [categories[0], categories[categories.count - 1]], isAll: false)
    }

    /// The extent of the data along an axis that declares no range.
    private func extent(of role: AxisSpan.Role) -> ClosedRange<Double>? {
        switch role {
        case .x: return wording.xExtent
        case .y, .values, .rows: return wording.yExtent
        case .additional(let index):
            var low = Double.infinity
            var high = -Double.infinity
            for series in chart.series {
                for values in series.additional ?? [] where index < values.count {
                    if let value = values[index].number, value.isFinite {
                        (low, high) = (min(low, value), max(high, value))
                    }
                }
            }
            return low <= high ? low...high : nil
        }
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
