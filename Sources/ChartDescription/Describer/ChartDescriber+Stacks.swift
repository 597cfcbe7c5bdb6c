import ChartModel

extension ChartDescriber {
    /// Whether the chart stacks its series (bars or areas whose layers add up), which makes
    /// the total and the shares its message.
    var isStacked: Bool {
        guard let stacking = chart.stacking, stacking != .unstacked else { return false }
        return chart.resolvedKind == .bar || chart.resolvedKind == .area
    }

    /// A stacked chart's statements: the total's course or ranking (not for a chart stacked to
    /// 100 percent, whose total is always the whole), then each layer's share and the largest
    /// shift in shares.
    func stackStatements(_ layers: [SeriesAnalysis]) -> [Statement] {
        guard let stacking = chart.stacking, layers.count > 1 else { return [] }
        // The total at each x: the sum of the layers there (a missing layer adds nothing).
        var totals: [Double: (sum: Double, count: Int, x: DataValue)] = [:]
        for layer in layers {
            for (index, position) in layer.positions.enumerated() {
                guard let value = layer.values[index], value.isFinite else { continue }
                let entry = totals[position] ?? (0, 0, layer.series.x[index])
                totals[position] = (entry.sum + value, entry.count + 1, entry.x)
            }
        }
        let positions = totals.keys.sorted()
        guard positions.count > 0 else { return [] }
        var statements: [Statement] = []
        if stacking != .normalized {
            let xs = positions.map { totals[$0]!.x }
            let total =
                xs.allSatisfy({ $0.number != nil })
                ? Series(name: phrasebook.totalName, isContinuous: chart.resolvedKind == .area, x: xs.map { $0.number! }, y: positions.map { totals[$0]!.sum })
                : Series(name: phrasebook.totalName, isContinuous: chart.resolvedKind == .area, x: .categories(xs.map { $0.category ?? "" }), y: positions.map { totals[$0]!.sum })
            let analysis = SeriesAnalysis(total, of: chart, categories: chart.categoryPlaces, maximumGroups: options.maximumGroups)
            // The total's own sum is the whole, which the shares say.
            statements += (tellsCourses ? orderedStatements(analysis) : rankingStatements(analysis)).filter { $0.kind != .aggregate }
        }
        // Shares: of everything stacked, or (to 100 percent) the mean share at each x.
        let whole = positions.reduce(0) { $0 + totals[$1]!.sum }
        func fraction(of layer: SeriesAnalysis, at position: Double) -> Double? {
            guard let total = totals[position]?.sum, total > 0 else { return nil }
            let value = layer.positions.indices.filter { layer.positions[$0] == position }.compactMap { layer.values[$0] }.reduce(0, +)
            return value / total
        }
        var shares: [LayerShare] = []
        for layer in layers {
            let sum = layer.values.compactMap { $0 }.filter(\.isFinite).reduce(0, +)
            let share: Double
            if stacking == .normalized {
                let fractions = positions.compactMap { fraction(of: layer, at: $0) }
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
            for layer in layers {
                guard let from = fraction(of: layer, at: first), let to = fraction(of: layer, at: last), abs(to - from) >= largest else { continue }
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
