import ChartModel

extension ChartDescriber {
    /// A stacked chart's statements: the total's course or ranking (not for a chart stacked to
    /// 100 percent, whose total is always the whole), then each layer's share and the largest
    /// shift in shares.
    func stackStatements(_ layers: [SeriesAnalysis]) -> [Statement] {
        guard let stacking = chart.stacking, layers.count > 1 else { return [] }
        // Each layer's value at each x, and the total there (a missing layer adds nothing).
        var totals: [Double: (sum: Double, x: DataValue)] = [:]
        var amounts = [[Double: Double]](repeating: [:], count: layers.count)
        for (number, layer) in layers.enumerated() {
            for (index, position) in layer.positions.enumerated() {
                guard let value = layer.values[index], value.isFinite else { continue }
                amounts[number][position, default: 0] += value
                totals[position] = ((totals[position]?.sum ?? 0) + value, totals[position]?.x ?? layer.series.x[index])
            }
        }
        let positions = totals.keys.sorted()
        guard positions.count > 0 else { return [] }
        var statements: [Statement] = []
        if stacking != .normalized, let total = chart.stackTotal(named: phrasebook.totalName) {
            let analysis = SeriesAnalysis(total, of: chart, categories: chart.categoryPlaces, maximumGroups: options.maximumGroups)
            // The total's own sum is the whole, which the shares say.
            statements += (tellsCourses ? orderedStatements(analysis) : rankingStatements(analysis)).filter { $0.kind != .aggregate }
        }
        // Shares: of everything stacked, or (to 100 percent) the mean share at each x.
        let whole = positions.reduce(0) { $0 + totals[$1]!.sum }
        func fraction(of layer: Int, at position: Double) -> Double? {
            guard let total = totals[position]?.sum, total > 0 else { return nil }
            return (amounts[layer][position] ?? 0) / total
        }
        var shares: [LayerShare] = []
        for (number, layer) in layers.enumerated() {
            let sum = amounts[number].values.reduce(0, +)
            let share: Double
            if stacking == .normalized {
                let fractions = positions.compactMap { fraction(of: number, at: $0) }
                share = fractions.isEmpty ? 0 : fractions.reduce(0, +) / Double(fractions.count)
            } else {
                share = whole > 0 ? sum / whole : 0
            }
            shares.append(LayerShare(series: SeriesName(layer.series.name), fraction: share))
        }
        shares.sort { $0.fraction > $1.fraction }
        // The layer whose share moved most from the first x to the last.
        var shift: ShareShift?
        if positions.count > 1, let first = positions.first, let last = positions.last {
            var largest = 0.05
            for (number, layer) in layers.enumerated() {
                guard let from = fraction(of: number, at: first), let to = fraction(of: number, at: last), abs(to - from) >= largest else { continue }
                largest = abs(to - from)
                shift = ShareShift(
                    series: SeriesName(layer.series.name), from: xPlace(totals[first]!.x), fromFraction: from, to: xPlace(totals[last]!.x), toFraction: to)
            }
        }
        statements.append(.layers(Layers(stacking: stacking, shares: shares, total: stacking == .normalized ? nil : whole, shift: shift)))
        return statements
    }

    /// Where an x value sits, as statements name it.
    private func xPlace(_ x: DataValue) -> XPlace {
        switch x {
        case .category(let name): .category(name)
        case .number(let value): .value(value)
        }
    }
}
