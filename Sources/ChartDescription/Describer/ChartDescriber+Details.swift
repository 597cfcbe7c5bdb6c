import ChartModel

extension ChartDescriber {
    /// The "Chart Details" screen: per series its count and missing values; its minimum,
    /// maximum, mean, median and standard deviation (one value alone for a single point), and
    /// its total where its values add up (never of a series computed from another, such as a
    /// moving average); first, last and their change where x runs in order;
    /// the x axis's extent (with its statistics when it is numeric and not years); correlations
    /// of x and y for scatter charts and between series that share x values.
    func detailStatements() -> [Statement] {
        var statements: [Statement] = []
        let kind = chart.resolvedKind
        // First, last and change mean something only where x runs in order.
        let isOrdered = ![.scatter, .pie, .radar, .heatmap].contains(kind) && (chart.xAxis.type != .categorical || isOrderedCategories || kind.isContinuousByDefault)
        let sums = wording.y.axis.resolvedAggregation == .sum
        for analysis in analyses {
            let series = analysis.series, statistics = analysis.statistics
            let name = SeriesName(series.name)
            statements.append(.count(PointCount(series: name, count: statistics.count, missing: statistics.missingCount)))
            guard statistics.valueCount > 0 else { continue }
            let isBandOnly = series.low != nil && series.high != nil && !series.y.contains { $0 != nil }
            statements.append(.statistics(figures(statistics, of: name, part: isBandOnly ? .middles : .values, sums: sums && !isBandOnly && !isDerived(analysis))))
            if isBandOnly, let lows = series.low, let highs = series.high {
                statements.append(.statistics(figures(SeriesStatistics(highs, includesMedian: true), of: name, part: .tops, sums: false)))
                statements.append(.statistics(figures(SeriesStatistics(lows, includesMedian: true), of: name, part: .bottoms, sums: false)))
            }
            if isOrdered, statistics.valueCount > 1, let first = statistics.first, let last = statistics.last {
                statements.append(.change(FirstAndLast(series: name, first: first.value, last: last.value, change: change(from: first.value, to: last.value, isRatio: isRatio(analysis)))))
            }
        }
        if let axis = xAxisStatistics() { statements.append(.axisStatistics(axis)) }
        return statements + correlations()
    }

    /// The figures of a column of values.
    private func figures(_ statistics: SeriesStatistics, of name: SeriesName, part: Statistics.Part, sums: Bool) -> Statistics {
        let (minimum, maximum) = (statistics.minimum?.value ?? 0, statistics.maximum?.value ?? 0)
        // One value, or values all the same, have no spread to tell.
        let isSingle = statistics.valueCount < 2, isSpread = !isSingle && minimum != maximum
        return Statistics(
            series: name, count: statistics.valueCount, minimum: minimum, maximum: maximum,
            mean: isSpread ? statistics.mean : nil, median: isSpread ? statistics.median : nil,
            standardDeviation: isSpread ? statistics.standardDeviation.flatMap { $0.isFinite || $0 > 0 ? $0 : nil } : nil,
            total: sums && !isSingle && statistics.total.isFinite ? statistics.total : nil, part: part)
    }

    /// The x axis: its categories counted, or its extent, with its statistics when it is
    /// numeric (never for dates or years, whose mean means nothing).
    private func xAxisStatistics() -> AxisStatistics? {
        let x = wording.x
        let title = x.axis.title
        guard chart.xAxis.type != .categorical else {
            return AxisStatistics(title: title, role: .x, categories: chart.resolvedCategories.count)
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
        guard let minimum = statistics.minimum, let maximum = statistics.maximum else { return nil }
        let hasFigures = chart.xAxis.type == .numeric && !x.isYearLike && statistics.valueCount > 1
        return AxisStatistics(
            title: title, role: .x, range: minimum.value...maximum.value, mean: hasFigures ? statistics.mean : nil,
            median: hasFigures ? statistics.median : nil, standardDeviation: hasFigures ? statistics.standardDeviation : nil)
    }

    /// The correlation of x and y in each scatter series, or between series that share x values.
    private func correlations() -> [Statement] {
        let xTitle = wording.x.axis.title, yTitle = wording.y.axis.title
        if chart.resolvedKind == .scatter, chart.xAxis.type == .numeric {
            return analyses.compactMap { item in
                let xs = item.series.indices.compactMap { index in item.values[index].flatMap { _ in item.series.x[index].number } }
                let ys = item.series.indices.compactMap { index in item.series.x[index].number.flatMap { _ in item.values[index] } }
                guard let r = correlation(xs.indices.lazy.map { (xs[$0], ys[$0]) }) else { return nil }
                let prefix = analyses.count > 1 ? name(of: item.series) + ": " : ""
                return .correlation(Correlation(first: prefix + xTitle, second: yTitle, r: r))
            }
        }
        var statements: [Statement] = []
        let compared = Array(analyses.filter { !isDerived($0) }.prefix(4))
        for first in compared.indices {
            for second in compared.indices where second > first {
                let shared = sharedPoints((compared[first].positions, compared[first].values), (compared[second].positions, compared[second].values))
                guard let r = correlation(shared.lazy.map { ($0.value, $0.other) }) else { continue }
                statements.append(.correlation(Correlation(first: name(of: compared[first].series), second: name(of: compared[second].series), r: r)))
            }
        }
        return statements
    }
}
