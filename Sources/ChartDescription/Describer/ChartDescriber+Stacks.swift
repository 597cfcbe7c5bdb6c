import ChartModel

extension ChartDescriber {
    /// A stacked chart's statements: the total's course or ranking (not for a chart stacked to
    /// 100 percent, whose total is always the whole), then each layer's share and the largest
    /// shift in shares.
    func stackStatements() -> [Statement] {
        let sums = stackSums ?? chart.stackSums()
        let positions = sums.positions
        // The layers with values.
        let layers = sums.layers.filter { analyses[$0].statistics.valueCount > 0 }
        guard let stacking = chart.stacking, layers.count > 1, !positions.isEmpty else { return [] }
        var statements: [Statement] = []
        if stacking != .normalized, let total = chart.stackTotal(named: phrasebook.totalName, of: sums) {
            let analysis = SeriesAnalysis(
                total, of: chart, categories: chart.categoryPlaces, maximumGroups: options.maximumGroups)
            // The total's own sum is the whole, which the shares say.
            statements += (tellsCourses ? orderedStatements(analysis) : rankingStatements(analysis)).filter {
                $0.kind != .aggregate
            }
        }
        let (whole, overall) = Self.overallShares(sums)
        func fraction(of layer: Int, at position: Double) -> Double? {
            guard let total = sums.totals[position], total > 0 else { return nil }
            return (sums.amounts[layer]?[position] ?? 0) / total
        }
        var shares = layers.map {
            LayerShare(series: SeriesName(chart.series[$0].name), fraction: overall[$0] ?? 0)
        }
        shares.sort { $0.fraction > $1.fraction }
        // The layer whose share moved most from the first x to the last.
        var shift: ShareShift?
        // Only along ordered x: from the first of unordered categories to the last (hair colours A to Z) is no shift.
        if positions.count > 1, tellsCourses, let first = positions.first, let last = positions.last {
            var largest = 0.05
            for layer in layers {
                guard let from = fraction(of: layer, at: first), let to = fraction(of: layer, at: last),
                    abs(to - from) >= largest, let firstX = sums.xValues[first], let lastX = sums.xValues[last]
                else { continue }
                largest = abs(to - from)
                shift = ShareShift(
                    series: SeriesName(chart.series[layer].name), from: place(of: firstX),
                    fromFraction: from, to: place(of: lastX),
                    toFraction: to)
            }
        }
        // A total across x only where the values add up: never of percentages or averages.
        let adds =
            stacking != .normalized && wording.y.axis.resolvedAggregation(locale: wording.language.identifier) == .sum
        statements.append(.layers(Layers(stacking: stacking, shares: shares, total: adds ? whole : nil, shift: shift)))
        return statements
    }

    /// Everything a stack adds up to, and each layer's share of it by series index (0 when it adds up to nothing).
    ///
    /// To 100 percent too this is the true overall share, weighted by the totals, never a mean of the shares at each x.
    static func overallShares(_ sums: StackSums) -> (whole: Double, shares: [Int: Double]) {
        let whole = sums.positions.reduce(0) { $0 + (sums.totals[$1] ?? 0) }
        var shares: [Int: Double] = [:]
        for layer in sums.layers {
            let sum = sums.amounts[layer]?.values.reduce(0, +) ?? 0
            shares[layer] = whole > 0 ? sum / whole : 0
        }
        return (whole, shares)
    }
}
