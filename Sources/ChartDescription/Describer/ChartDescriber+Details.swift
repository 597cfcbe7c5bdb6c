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
        let isOrdered =
            ![.scatter, .pie, .radar, .heatmap, .histogram, .box].contains(kind)
            && (chart.xAxis.type != .categorical || isOrderedCategories || kind.isContinuousByDefault)
        let sums = wording.y.axis.resolvedAggregation(locale: wording.language.identifier) == .sum
        for (seriesIndex, analysis) in analyses.enumerated() {
            let series = analysis.series
            let statistics = analysis.statistics
            let name = SeriesName(series.name)
            // A series' values are called what its marks are (bars, slices, cells), as the overview calls them.
            let isSummarised = kind == .histogram || kind == .box && series.boxes != nil
            let noun = Self.countedNoun(of: series, kind: kind)
            statements.append(
                .count(PointCount(series: name, count: statistics.count, missing: statistics.missingCount, noun: noun)))
            // A histogram's counts are told by its distribution and its x axis's estimates, boxes by their summary.
            guard statistics.valueCount > 0, !isSummarised else { continue }
            let isBandOnly = series.low != nil && series.high != nil && !series.y.contains { $0 != nil }
            var told = figures(
                statistics, of: name, part: isBandOnly ? .middles : .values,
                sums: sums && !isBandOnly && !isDerived(analysis))
            // A layer of a stack to 100 percent: its overall share, weighted by the totals, instead of a mean of shares.
            if let share = overallShares?[seriesIndex], told.mean != nil {
                told.mean = share
                told.isOverallShare = true
            }
            statements.append(.statistics(told))
            if isBandOnly, let lows = series.low, let highs = series.high {
                statements.append(
                    .statistics(
                        figures(SeriesStatistics(highs, includesMedian: true), of: name, part: .tops, sums: false)))
                statements.append(
                    .statistics(
                        figures(SeriesStatistics(lows, includesMedian: true), of: name, part: .bottoms, sums: false)))
            }
            // (Nor among a strip's categories, whose points are in no order within them.)
            if isOrdered, !isRangeBars(series), strip(analysis) == nil, statistics.valueCount > 1,
                let first = statistics.first,
                let last = statistics.last
            {
                statements.append(
                    .change(
                        FirstAndLast(
                            series: name, first: first.value, last: last.value,
                            change: change(from: first.value, to: last.value, isRatio: isRatio(analysis)))))
            }
        }
        if let axis = xAxisStatistics() { statements.append(.axisStatistics(axis)) }
        return statements + correlations()
    }

    /// The figures of a column of values.
    private func figures(_ statistics: SeriesStatistics, of name: SeriesName, part: Statistics.Part, sums: Bool)
        -> Statistics
    {
        let (minimum, maximum) = (statistics.minimum?.value ?? 0, statistics.maximum?.value ?? 0)
        // One value, or values all the same, have no spread to tell.
        let isSingle = statistics.valueCount < 2
        let isSpread = !isSingle && minimum != maximum
        return Statistics(
            series: name, count: statistics.valueCount, minimum: minimum, maximum: maximum,
            mean: isSpread ? statistics.mean : nil, median: isSpread ? statistics.median : nil,
            standardDeviation: isSpread
                ? statistics.standardDeviation.flatMap { $0.isFinite || $0 > 0 ? $0 : nil } : nil,
            total: sums && !isSingle && statistics.total.isFinite ? statistics.total : nil, part: part)
    }

    /// The x axis: its categories counted, or its extent, with its statistics when it is
    /// numeric (never for dates or years, whose mean means nothing).
    private func xAxisStatistics() -> AxisStatistics? {
        let x = wording.x
        let title = x.axis.title
        if chart.resolvedKind == .histogram, chart.xAxis.type != .categorical { return binStatistics() }
        guard chart.xAxis.type != .categorical else {
            return AxisStatistics(title: title, role: .x, categories: chart.resolvedCategories.count)
        }
        let statistics: SeriesStatistics
        if analyses.count == 1, let scanned = analyses[0].xStatistics {
            statistics = scanned
        } else {
            // One series' x values are used as they are; several series' are the x values any of them has, each once
            // (four series at the same 12 times are 12 times, whose deviation is theirs, not that of 48 copies).
            let columns = analyses.compactMap { if case .numbers(let values) = $0.series.x { values } else { nil } }
            var numbers = columns.first ?? []
            if columns.dropFirst().contains(where: { $0 != numbers }) {
                numbers = columns.flatMap { $0 }.sorted()
                numbers = zip(numbers.indices, numbers).filter { $0 == 0 || numbers[$0 - 1] != $1 }.map(\.1)
            }
            statistics = SeriesStatistics(numbers: numbers, includesMedian: chart.xAxis.type == .numeric)
        }
        guard let minimum = statistics.minimum, let maximum = statistics.maximum else { return nil }
        // Range bars reach from their first start to their last end; their middles have no figures.
        let intervals = analyses.reduce(nil as ClosedRange<Double>?) { $0.spanning($1.series.xIntervalExtent) }
        let hasFigures = chart.xAxis.type == .numeric && !x.isYearLike && statistics.valueCount > 1 && intervals == nil
        return AxisStatistics(
            title: title, role: .x, range: (minimum.value...maximum.value as ClosedRange<Double>?).spanning(intervals),
            mean: hasFigures ? statistics.mean : nil,
            median: hasFigures ? statistics.median : nil,
            standardDeviation: hasFigures ? statistics.standardDeviation : nil)
    }

    /// A histogram's x axis: from the first bin's start to the last bin's end, with the mean,
    /// median and standard deviation of the values estimated from the bins of all its series
    /// (each bin's count at its middle; the median placed within its bin as if spread evenly);
    /// for one series whose values were counted (`Series.counted`), their own figures.
    private func binStatistics() -> AxisStatistics? {
        var bins: [(range: ClosedRange<Double>, count: Double)] = []
        for analysis in analyses {
            for bin in self.bins(analysis) ?? [] {
                bins.append((analysis.series.xInterval(at: bin.index) ?? bin.middle...bin.middle, bin.count))
            }
        }
        bins.sort { $0.range.lowerBound < $1.range.lowerBound }
        guard let low = bins.map(\.range.lowerBound).min(), let high = bins.map(\.range.upperBound).max() else {
            return nil
        }
        // The values themselves, when the bins of the one series were counted from them, say exactly what the bins
        // estimate.
        if analyses.count == 1, let counted = analyses[0].series.counted, chart.xAxis.type == .numeric {
            return AxisStatistics(
                title: wording.x.axis.title, role: .x, range: counted.minimum...counted.maximum, mean: counted.mean,
                median: counted.median, standardDeviation: counted.count > 1 ? counted.standardDeviation : nil)
        }
        let total = bins.reduce(0) { $0 + $1.count }
        // Bins that sum a measure (rain by temperature) weigh x by it: no estimate of x's own figures.
        guard binsCount else { return AxisStatistics(title: wording.x.axis.title, role: .x, range: low...high) }
        var statistics = AxisStatistics(title: wording.x.axis.title, role: .x, range: low...high, isFromBins: true)
        guard total > 0, chart.xAxis.type == .numeric else { return statistics }
        let mean = bins.reduce(0) { $0 + ($1.range.lowerBound / 2 + $1.range.upperBound / 2) * $1.count } / total
        let variance = bins.reduce(0) { sum, bin in
            let deviation = bin.range.lowerBound / 2 + bin.range.upperBound / 2 - mean
            return sum + deviation * deviation * bin.count
        }
        var below = 0.0
        for bin in bins where bin.count > 0 {
            if below + bin.count >= total / 2 {
                let width = bin.range.upperBound - bin.range.lowerBound
                statistics.median = bin.range.lowerBound + width * (total / 2 - below) / bin.count
                break
            }
            below += bin.count
        }
        statistics.mean = mean
        statistics.standardDeviation = (variance / total).squareRoot()
        return statistics
    }

    /// The correlation of x and y in each scatter series, or between series that share x values.
    ///
    /// The fewest steps two series must share for the correlation of their changes to be said.
    static let correlatedSteps = 8

    private func correlations() -> [Statement] {
        let xTitle = wording.x.axis.title
        let yTitle = wording.y.axis.title
        if chart.resolvedKind == .scatter, chart.xAxis.type == .numeric {
            return analyses.compactMap { item in
                let xs = item.series.indices.compactMap { index in
                    item.values[index].flatMap { _ in item.series.x[index].number }
                }
                let ys = item.series.indices.compactMap { index in
                    item.series.x[index].number.flatMap { _ in item.values[index] }
                }
                guard let r = correlation(xs.indices.lazy.map { (xs[$0], ys[$0]) }) else { return nil }
                let prefix = analyses.count > 1 ? name(of: item.series) + ": " : ""
                return .correlation(Correlation(first: prefix + xTitle, second: yTitle, r: r))
            }
        }
        // Series along ordered x are compared by their changes from one x to the next: two series
        // that both trend correlate by their levels whether or not they move together. Too few
        // shared steps, or categories in no order, say nothing.
        guard chart.xAxis.type != .categorical || isOrderedCategories else { return [] }
        // Every pair of up to `correlatedSeries` series, the strongest `correlatedPairs` said when there are more.
        var found: [Correlation] = []
        let compared = Array(analyses.filter { !isDerived($0) }.prefix(Self.correlatedSeries))
        for first in compared.indices {
            for second in compared.indices where second > first {
                let shared = sharedPoints(
                    (compared[first].positions, compared[first].values),
                    (compared[second].positions, compared[second].values))
                guard shared.count > Self.correlatedSteps else { continue }
                // Prices, counts and other ratio data move together by their percent changes (returns), not their
                // amounts: a fund at 200 moves four times the dollars of one at 50 for the same news.
                let isRelative = isRatio(compared[first]) && isRatio(compared[second])
                let changes = shared.indices.dropFirst().lazy.map { index in
                    let (before, after) = (shared[index - 1], shared[index])
                    return isRelative
                        ? (after.value / before.value - 1, after.other / before.other - 1)
                        : (after.value - before.value, after.other - before.other)
                }
                guard let r = correlation(changes) else { continue }
                found.append(
                    Correlation(
                        first: name(of: compared[first].series), second: name(of: compared[second].series), r: r,
                        ofChanges: true, ofPercentChanges: isRelative))
            }
        }
        if found.count > Self.correlatedPairs {
            found = Array(found.sorted { abs($0.r) > abs($1.r) }.prefix(Self.correlatedPairs))
        }
        return found.map(Statement.correlation)
    }

    /// The most series whose changes are correlated pair by pair.
    static let correlatedSeries = 8
    /// The most pairs said: the strongest.
    static let correlatedPairs = 6
}
