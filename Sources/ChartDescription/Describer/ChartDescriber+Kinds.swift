import ChartModel

extension ChartDescriber {
    /// The valued points of a series, largest first (ties in point order).
    private func ranked(_ analysis: SeriesAnalysis) -> [(index: Int, value: Double)] {
        analysis.values.enumerated()
            .compactMap { item in item.element.flatMap { $0.isFinite ? (item.offset, $0) : nil } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// Bars over nominal categories: their ranking, their total or average (as the measure
    /// allows), missing values and goals met.
    func rankingStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        var statements = [Statement.ranking(ranking(analysis))]
        if let aggregate = aggregate(analysis) { statements.append(.aggregate(aggregate)) }
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements + goals(analysis).map(Statement.goal)
    }

    /// Every value from the highest when eight or fewer, else the three highest and the three
    /// lowest (ties in point order both ways); `isNamed` when the sentence opens the series.
    func ranking(_ analysis: SeriesAnalysis, isNamed: Bool = true) -> Ranking {
        let order = ranked(analysis)
        let isWhole = order.count <= 8
        let highest = isWhole ? (order, 0) : Self.keepingTies(order)
        let lowest =
            isWhole
            ? ([], 0)
            : Self.keepingTies(order.sorted { $0.value != $1.value ? $0.value < $1.value : $0.index < $1.index })
        func anchors(_ entries: some Sequence<(index: Int, value: Double)>) -> [Anchor] {
            entries.map { anchor(analysis.series, $0.index, value: $0.value) }
        }
        return Ranking(
            series: SeriesName(analysis.series.name), top: anchors(highest.0), bottom: anchors(lowest.0),
            isWhole: isWhole, isNamed: isNamed, topMore: highest.1, bottomMore: lowest.1)
    }

    /// The first three of `ranked`, and those after them tied with the third (up to six in all),
    /// with how many more are tied with the sixth: a tied point is not dropped from a list of the
    /// highest or lowest unsaid.
    static func keepingTies(_ ranked: [(index: Int, value: Double)]) -> (
        kept: [(index: Int, value: Double)], more: Int
    ) {
        var count = min(3, ranked.count)
        while count < min(6, ranked.count), ranked[count].value == ranked[count - 1].value { count += 1 }
        var more = 0
        while count == 6, count + more < ranked.count, ranked[count + more].value == ranked[count - 1].value {
            more += 1
        }
        return (Array(ranked.prefix(count)), more)
    }

    /// The total of values that add up, or the average of values that do not (see
    /// `Axis.resolvedAggregation`); nothing for one value, or for measures that do neither.
    func aggregate(_ analysis: SeriesAnalysis) -> Aggregate? {
        let statistics = analysis.statistics
        guard statistics.valueCount > 1 else { return nil }
        switch wording.y.axis.resolvedAggregation(locale: wording.language.identifier) {
        case .sum where statistics.total.isFinite:
            return Aggregate(series: SeriesName(analysis.series.name), value: statistics.total, aggregation: .sum)
        case .mean:
            return statistics.mean.map {
                Aggregate(
                    series: SeriesName(analysis.series.name), value: $0, aggregation: .mean,
                    isOfAverages: wording.y.axis.isOfAverages(locale: wording.language.identifier),
                    count: statistics.valueCount)
            }
        default:
            return nil
        }
    }

    /// Pie slices: the largest and smallest with their shares, those between when few, the total.
    func shareStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        let order = ranked(analysis).filter { $0.value > 0 }
        let total = order.reduce(0) { $0 + $1.value }
        guard total > 0, total.isFinite, let largest = order.first, let smallest = order.last else {
            return rankingStatements(analysis)
        }
        let series = analysis.series
        func share(_ entry: (index: Int, value: Double)) -> Share {
            Share(anchor: anchor(series, entry.index, value: entry.value), fraction: entry.value / total)
        }
        // The largest and the smallest are said with their values, each with the slices tied with it; the slices
        // between, once.
        let top = order.prefix { $0.value == largest.value }.count
        let bottom = top == order.count ? 0 : order.reversed().prefix { $0.value == smallest.value }.count
        let between = order.dropFirst(top).dropLast(bottom)
        let listed = Array(between.prefix(order.count <= 10 ? 8 : 4))
        let others = between.dropFirst(listed.count)
        // Tied slices in the order they are drawn.
        let largestTied = order.prefix(top).sorted { $0.index < $1.index }.map(share)
        let smallestTied = order.suffix(bottom).sorted { $0.index < $1.index }.map(share)
        var shares = Shares(
            series: SeriesName(series.name), largest: largestTied[0], smallest: smallestTied.first,
            listed: listed.map(share), othersCount: others.count,
            othersFraction: others.reduce(0) { $0 + $1.value } / total, total: total)
        shares.largestTies = Array(largestTied.dropFirst())
        shares.smallestTies = Array(smallestTied.dropFirst())
        var statements = [Statement.shares(shares)]
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }

    /// Radar: the strongest and weakest axes, and how balanced the shape is, by the coefficient
    /// of variation (under 0.1 well balanced, under 0.25 fairly balanced, else uneven).
    func radarStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        let statistics = analysis.statistics
        guard let maximum = statistics.maximum, let minimum = statistics.minimum, let mean = statistics.mean else {
            return []
        }
        let variation = mean != 0 ? (statistics.standardDeviation ?? 0) / abs(mean) : 0
        var statements = [
            Statement.balance(
                Balance(
                    series: SeriesName(analysis.series.name),
                    strongest: anchor(analysis.series, maximum.index, value: maximum.value),
                    weakest: anchor(analysis.series, minimum.index, value: minimum.value), variation: variation))
        ]
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }

    /// A band: its highest top and lowest bottom, and where it is widest and narrowest.
    func band(_ analysis: SeriesAnalysis) -> Band? {
        let series = analysis.series
        guard let lows = series.low, let highs = series.high else { return nil }
        var widest: (index: Int, width: Double, low: Double, high: Double)?
        var narrowest: (index: Int, width: Double, low: Double, high: Double)?
        for index in series.indices {
            guard let low = lows[index], let high = highs[index], low.isFinite, high.isFinite else { continue }
            let width = abs(high / 2 - low / 2)
            if widest.map({ width > $0.width }) ?? true { widest = (index, width, low, high) }
            if narrowest.map({ width < $0.width }) ?? true { narrowest = (index, width, low, high) }
        }
        guard let widest, let narrowest, let top = SeriesStatistics(highs, includesMedian: false).maximum,
            let bottom = SeriesStatistics(lows, includesMedian: false).minimum
        else { return nil }
        func width(_ entry: (index: Int, width: Double, low: Double, high: Double)) -> Band.Width {
            Band.Width(
                place: place(of: series, at: entry.index), low: min(entry.low, entry.high),
                high: max(entry.low, entry.high))
        }
        return Band(
            series: SeriesName(series.name),
            top: Anchor(
                value: top.value, place: place(of: series, at: top.index), label: series.labels?[top.index] ?? nil),
            bottom: Anchor(
                value: bottom.value, place: place(of: series, at: bottom.index),
                label: series.labels?[bottom.index] ?? nil),
            widest: width(widest), narrowest: narrowest.index != widest.index ? width(narrowest) : nil)
    }

    /// Heatmap (series are rows, x values columns): the hottest and coldest cells and the row
    /// that is highest on average.
    func heatStatement(_ analyses: [SeriesAnalysis]) -> Statement? {
        var hottest: (analysis: SeriesAnalysis, value: IndexedValue)?
        var coldest: (analysis: SeriesAnalysis, value: IndexedValue)?
        for analysis in analyses {
            if let maximum = analysis.statistics.maximum, hottest.map({ maximum.value > $0.value.value }) ?? true {
                hottest = (analysis, maximum)
            }
            if let minimum = analysis.statistics.minimum, coldest.map({ minimum.value < $0.value.value }) ?? true {
                coldest = (analysis, minimum)
            }
        }
        guard let hottest, let coldest else { return nil }
        func cell(_ entry: (analysis: SeriesAnalysis, value: IndexedValue)) -> Heat.Cell {
            Heat.Cell(
                row: SeriesName(entry.analysis.series.name),
                anchor: anchor(entry.analysis.series, entry.value.index, value: entry.value.value))
        }
        var top: SeriesValue?
        if analyses.count > 1, let row = analyses.max(by: { ($0.statistics.mean ?? 0) < ($1.statistics.mean ?? 0) }),
            let mean = row.statistics.mean
        {
            top = SeriesValue(series: SeriesName(row.series.name), value: mean)
        }
        return .heat(Heat(hottest: cell(hottest), coldest: cell(coldest), topRow: top))
    }
}
