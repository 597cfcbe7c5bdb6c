import ChartModel
import Languages

extension ChartDescriber {
    /// Between series of the same kind of values: which is highest and lowest on average; over
    /// nominal categories, at how many each is above the other; along ordered x, where they
    /// cross; on a radar, on how many axes one is above the other.
    func comparisonStatements(_ analyses: [SeriesAnalysis]) -> [Statement] {
        if let scales { return [.story(.scales(scales))] }
        if let measures { return [.story(.measures(measures))] }
        var statements: [Statement] = []
        let byMean = analyses.compactMap { analysis in analysis.statistics.mean.map { (analysis, $0) } }
            .sorted { $0.1 > $1.1 }
        // (Stacked to 100 percent, a mean of shares is no overall share: the layers' shares, weighted, say it.) A
        // series tied with the highest or the lowest is as high or low: naming one of them would be false.
        if !chart.isStackedToShares, let (top, highest) = byMean.first, let (bottom, lowest) = byMean.last,
            highest != lowest, byMean[1].1 != highest, byMean[byMean.count - 2].1 != lowest,
            Self.areOnOneScale(top, bottom), Self.spanAlike(analyses)
        {
            statements.append(
                .averages(
                    Averages(
                        highest: SeriesValue(series: SeriesName(top.series.name), value: highest),
                        lowest: SeriesValue(series: SeriesName(bottom.series.name), value: lowest))))
        }
        // Along ordered x, every pair of up to `comparedSeries` series is walked for crossings, and past
        // `crossingPairs` pairs that cross, those that cross least are said (a change of order a listener can
        // follow), in pair order; nominal categories and radar axes compare the first four pairwise.
        let alongX = chart.resolvedKind != .radar && (chart.xAxis.type != .categorical || isOrderedCategories)
        // Series over nominal categories that rank the same way in each are said so at once: pair by pair, five
        // years' spending said six pairs and never the fifth year.
        if !alongX, chart.resolvedKind != .radar, let order = categoryOrder(analyses) {
            return statements + [.categoryOrder(order)]
        }
        let compared = Array(analyses.prefix(alongX ? Self.comparedSeries : 4))
        var found: [Statement] = []
        for first in compared.indices {
            for second in compared.indices where second > first {
                if let statement = comparison(compared[first], compared[second]) { found.append(statement) }
            }
        }
        // Lines that cross often are worth a word for one or two pairs; where more do (daily weather, stock prices),
        // the words for each pair are noise, and none is said. (One that settles, to stay above, is a story.)
        let often = found.filter {
            if case .crossings(let crossings) = $0 { return crossings.said.isEmpty && crossings.settled == nil }
            return false
        }
        if often.count > Self.mostOftenPairs { found.removeAll { often.contains($0) } }
        if found.count > Self.crossingPairs {
            func crossed(_ statement: Statement) -> Int {
                if case .crossings(let crossings) = statement { return crossings.count }
                return 0
            }
            let kept = Set(
                found.indices.sorted { (crossed(found[$0]), $0) < (crossed(found[$1]), $1) }.prefix(Self.crossingPairs))
            found = found.indices.filter(kept.contains).map { found[$0] }
        }
        return statements + found
    }

    /// The most series compared pair by pair along ordered x (as many as correlations are measured among).
    static let comparedSeries = correlatedSeries
    /// The most pairs whose crossings are said: those that cross least.
    static let crossingPairs = 6
    /// The most pairs said to cross often: past it, none is.
    static let mostOftenPairs = 2
    /// The most crossings of two series placed and said one by one ("a handful"); beyond it, the lines only "cross
    /// often": a count in the hundreds tells a listener nothing.
    static let mostCrossingsPlaced = 4

    /// The most one series' magnitude may be another's for comparing them to mean something.
    static let mostScaleRatio = 50.0

    /// The least ratio of two series' typical sizes that, among series of separate measures, parts their scales.
    static let separateScaleRatio = 10.0

    /// The smallest and largest typical size of series that are separate measures on very different scales.
    ///
    /// A typical size is a series' median, or its mean where the median is 0. Separate measures are columns side by
    /// side that nothing gathers into one measure (no series title, no stack, no unit of the y axis and no title of its
    /// own, only a reader's made-up "Value"), whose values are all at or above zero and whose typical sizes differ at
    /// least `separateScaleRatio`-fold, as a car's weight, horsepower and cylinders do. `nil` for series of one measure
    /// (the regions a column splits, a stack's layers) and for values of either sign, whose medians say nothing of
    /// scale.
    static func separateScales(_ analyses: [SeriesAnalysis], of chart: Chart) -> Scales? {
        guard areSideBySide(chart) else { return nil }
        let names = Set(analyses.map(\.series.name))
        var sizes: [SeriesValue] = []
        for analysis in analyses {
            let statistics = analysis.statistics
            if let source = analysis.series.derivedFrom, source != analysis.series.name, names.contains(source) {
                continue
            }
            guard analysis.series.low == nil, analysis.series.high == nil, let median = statistics.median,
                let mean = statistics.mean, let minimum = statistics.minimum?.value, minimum >= 0
            else { continue }
            sizes.append(SeriesValue(series: SeriesName(analysis.series.name), value: median > 0 ? median : mean))
        }
        guard sizes.count > 1, let smallest = sizes.min(by: { $0.value < $1.value }),
            let largest = sizes.max(by: { $0.value < $1.value }), smallest.value > 0,
            largest.value >= separateScaleRatio * smallest.value
        else { return nil }
        return Scales(smallest: smallest, largest: largest)
    }

    /// The first series of each measure, when at least two series' names name measures (`AxisWording.measures(named:)`)
    /// and two of those share none: "precipitation", "temp_max" and "wind" of a weather table, whose sizes may lie
    /// within ten times of each other, side by side on no one measure (see `separateScales(_:of:)`).
    static func separateMeasures(_ analyses: [SeriesAnalysis], of chart: Chart) -> SeparateMeasures? {
        guard analyses.count > 1, areSideBySide(chart) else { return nil }
        var told: [(series: SeriesName, measures: Set<Int>)] = []
        for analysis in analyses {
            let measures = AxisWording.measures(named: analysis.series.name)
            guard !measures.isEmpty, !told.contains(where: { !$0.measures.isDisjoint(with: measures) }) else {
                continue
            }
            told.append((SeriesName(analysis.series.name), measures))
        }
        return told.count > 1 ? SeparateMeasures(series: told.map(\.series)) : nil
    }

    /// Whether a chart's series are columns side by side that nothing gathers into one measure: no series title, no
    /// stack, no unit of the y axis and no title of its own, only a reader's made-up "Value".
    private static func areSideBySide(_ chart: Chart) -> Bool {
        let y = chart.yAxis
        return chart.seriesTitle == nil && !chart.isStacked && y?.unit == nil
            && (y.map({ axis in Languages.Language.allCases.contains { $0.pack["labels.value"] == axis.title } })
                ?? true)
    }

    /// Whether two series are on one scale, so that comparing them means something.
    ///
    /// The larger's magnitude (its largest absolute value) is at most `mostScaleRatio` times the smaller's. Two prices
    /// or two temperatures are; a GDP in billions beside an unemployment rate is not, and neither "crosses" nor
    /// "widens a gap" with it.
    static func areOnOneScale(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> Bool {
        func magnitude(_ analysis: SeriesAnalysis) -> Double {
            max(abs(analysis.statistics.minimum?.value ?? 0), abs(analysis.statistics.maximum?.value ?? 0))
        }
        let (low, high) = (min(magnitude(a), magnitude(b)), max(magnitude(a), magnitude(b)))
        return high <= low * mostScaleRatio
    }

    /// Whether the series span alike along numeric x (the stretch all share at least 90 percent of the one any
    /// covers), so their averages are over the same time: a stock listed six years later averages other years.
    static func spanAlike(_ analyses: [SeriesAnalysis]) -> Bool {
        let extents = analyses.compactMap(\.xExtent)
        guard extents.count == analyses.count, let start = extents.map(\.lowerBound).min(),
            let end = extents.map(\.upperBound).max(), end > start
        else { return true }
        let shared = (extents.map(\.upperBound).min() ?? end) - (extents.map(\.lowerBound).max() ?? start)
        return shared >= 0.9 * (end - start)
    }

    private func comparison(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> Statement? {
        guard Self.areOnOneScale(a, b) else { return nil }
        let nameA = SeriesName(a.series.name)
        let nameB = SeriesName(b.series.name)
        // One walk along the shared points: how many, how many with `a` above, and the crossings (at most
        // `mostCrossingsPlaced` are ever said, so only one more is placed).
        var (count, above, equal, crossed, sign) = (0, 0, 0, 0, 0)
        var crossings: [Crossing] = []
        var last: (index: Int, goesAbove: Bool, count: Int)?
        forEachSharedPoint((a.positions, a.values), (b.positions, b.values)) { index, value, other in
            count += 1
            let current = value > other ? 1 : value < other ? -1 : 0
            if current > 0 { above += 1 }
            if current == 0 {
                equal += 1
                return true
            }
            if sign != 0, current != sign {
                crossed += 1
                if crossings.count <= Self.mostCrossingsPlaced {
                    crossings.append(Crossing(firstGoesAbove: current > 0, place: place(of: a.series, at: index)))
                }
                last = (index, current > 0, count)
            }
            sign = current
            return true
        }
        guard count >= 2 else { return nil }
        if chart.resolvedKind == .radar {
            return .axesAbove(AxesAbove(first: nameA, second: nameB, above: above, of: count))
        }
        if chart.xAxis.type == .categorical, !isOrderedCategories || equal == count {
            // Nominal categories have no order to cross along: compare at each. Ordered ones (age groups) alike in
            // each, which never cross, are said to be the same.
            return categoryComparison(a, b).map(Statement.categoryComparison)
        }
        guard crossed > 0 else { return nil }
        // Past a handful, the last crossing is said when the order it makes lasts a fifth of the points or more.
        let settled = last.flatMap { last in
            crossed > Self.mostCrossingsPlaced && 5 * (count - last.count + 1) >= count
                ? Crossing(firstGoesAbove: last.goesAbove, place: place(of: a.series, at: last.index)) : nil
        }
        return .crossings(
            Crossings(
                first: nameA, second: nameB, count: crossed, said: crossed <= Self.mostCrossingsPlaced ? crossings : [],
                settled: settled))
    }

    /// Two series compared at each category they share: where the first is above, equal (a tie is neither above nor
    /// an exception) and below, and the categories that go against the majority (of more than three, the three
    /// widest apart, widest first); `nil` when they share fewer than two.
    ///
    /// A category is counted once however many bars it has: where categories repeat (barley's varieties, twice a
    /// site), each series' bars of one category are compared by their average, and the statement says so.
    ///
    /// - Complexity: O(n log n) in the series' number of points.
    func categoryComparison(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> CategoryComparison? {
        let (first, firstRepeats) = Self.categoryMeans(a)
        let (second, secondRepeats) = Self.categoryMeans(b)
        let shared = first.compactMap { place, value in second[place].map { (place: place, value: value, other: $0) } }
            .sorted { $0.place < $1.place }
        guard shared.count >= 2 else { return nil }
        let above = shared.filter { $0.value > $0.other }
        let below = shared.filter { $0.value < $0.other }
        // More than three exceptions: those named are the widest apart, widest first (research funding's
        // Interdisciplinary, women 21.8 against men 11.4 percent, was left unnamed for the first three in order).
        var exceptions = above.count >= below.count ? below : above
        if exceptions.count > 3 {
            exceptions.sort { (abs($0.value - $0.other), -$0.place) > (abs($1.value - $1.other), -$1.place) }
        }
        let equal = shared.filter { $0.value == $0.other }
        let names = chart.resolvedCategories
        func named(_ places: [(place: Double, value: Double, other: Double)]) -> [String] {
            places.prefix(3).compactMap { Int($0.place) < names.count ? names[Int($0.place)] : nil }
        }
        return CategoryComparison(
            first: SeriesName(a.series.name), second: SeriesName(b.series.name), above: above.count,
            equal: equal.count, below: below.count, exceptions: named(exceptions),
            isByAverage: firstRepeats || secondRepeats, equalCategories: equal.count <= 3 ? named(equal) : [],
            unshared: Set(first.keys).symmetricDifference(second.keys).count)
    }

    /// Three series or more (up to `comparedSeries`) over nominal categories, each above the next in every category,
    /// highest first; `nil` when two tie or cross in some category, one lacks a category another has, one has several
    /// bars in a category (compared by their average, which the pairs' sentences say), or two are on no one scale.
    func categoryOrder(_ analyses: [SeriesAnalysis]) -> CategoryOrder? {
        guard analyses.count >= 3, analyses.count <= Self.comparedSeries else { return nil }
        let means = analyses.map(Self.categoryMeans)
        guard !means.contains(where: \.repeats), let places = means.first.map({ Set($0.means.keys) }),
            places.count >= 2,
            means.allSatisfy({ Set($0.means.keys) == places }), let first = places.first
        else { return nil }
        // (Every series has a value at every place: the defaults are never taken.)
        func value(_ series: Int, _ place: Double) -> Double { means[series].means[place] ?? 0 }
        let order = analyses.indices.sorted { value($0, first) > value($1, first) }
        for (higher, lower) in zip(order, order.dropFirst()) {
            guard Self.areOnOneScale(analyses[higher], analyses[lower]),
                places.allSatisfy({ value(higher, $0) > value(lower, $0) })
            else { return nil }
        }
        return CategoryOrder(series: order.map { SeriesName(analyses[$0].series.name) }, categories: places.count)
    }

    /// The average of a series' values at each category place (see `Chart.categoryPlaces`), and whether any place has
    /// more than one value.
    private static func categoryMeans(_ analysis: SeriesAnalysis) -> (means: [Double: Double], repeats: Bool) {
        var sums: [Double: (total: Double, count: Int)] = [:]
        for (place, value) in zip(analysis.positions, analysis.values) {
            guard let value, value.isFinite else { continue }
            sums[place, default: (0, 0)].total += value
            sums[place, default: (0, 0)].count += 1
        }
        return (sums.mapValues { $0.total / Double($0.count) }, sums.values.contains { $0.count > 1 })
    }

    /// A derived series (a moving average, a trend line) against its source: how it goes from
    /// its first value to its last, and how much it smooths the source's ups and downs.
    func derivedStatements(_ derived: SeriesAnalysis, source: SeriesAnalysis) -> [Statement] {
        let series = derived.series
        guard let first = derived.statistics.first, let last = derived.statistics.last else { return [] }
        let spread = { (analysis: SeriesAnalysis) -> Double in
            // The typical step between neighbours: how much a series moves point to point.
            var total = 0.0
            var count = 0
            var previous: Double?
            for case let value? in analysis.values where value.isFinite {
                if let previous {
                    total += abs(value - previous)
                    count += 1
                }
                previous = value
            }
            return count > 0 ? total / Double(count) : 0
        }
        let sourceSpread = spread(source)
        let smoothing = sourceSpread > 0 ? min(1, spread(derived) / sourceSpread) : 1
        return [
            .derived(
                Derived(
                    series: SeriesName(series.name), source: SeriesName(source.series.name),
                    derivation: series.derivation,
                    from: anchor(series, first.index, value: first.value),
                    to: anchor(series, last.index, value: last.value), smoothing: smoothing))
        ]
    }
}
