extension Chart {
    /// The place of each category along the x axis, in `resolvedCategories` order (a name listed twice keeps its first
    /// place).
    ///
    /// Empty unless the x axis is categorical.
    ///
    /// - Complexity: O(n) in the total number of points.
    package var categoryPlaces: [String: Int] {
        var places: [String: Int] = [:]
        for (index, name) in resolvedCategories.enumerated() where places[name] == nil { places[name] = index }
        return places
    }

    /// The x position of each point of `series`: its number (seconds since 1970 on date
    /// axes), or for a category its place in `categoryPlaces` (0 when absent).
    ///
    /// - Complexity: O(n) in the series' number of points.
    package func xPositions(of series: Series, categoryPlaces: [String: Int]) -> [Double] {
        switch series.x {
        case .numbers(let values): return values
        case .categories(let names): return names.map { Double(categoryPlaces[$0] ?? 0) }
        }
    }
}

extension Chart {
    /// The chart with only the points whose x position (`xPositions(of:categoryPlaces:)`) lies within `range`, in every
    /// series; series left without points stay, empty.
    ///
    /// A declared x range narrows to the stretch, and declared categories to those within it.
    ///
    /// - Complexity: O(n) in the total number of points.
    public func restricted(toX range: ClosedRange<Double>) -> Chart {
        var chart = self
        let places = categoryPlaces
        for index in chart.series.indices {
            let series = chart.series[index]
            let positions = xPositions(of: series, categoryPlaces: places)
            guard positions.contains(where: { !range.contains($0) }) else { continue }
            chart.series[index].points = series.indices.filter { range.contains(positions[$0]) }.map { series[$0] }
        }
        if xAxis.type == .categorical, xAxis.categories != nil {
            chart.xAxis.categories = resolvedCategories.enumerated().filter { range.contains(Double($0.offset)) }.map(
                \.element)
        }
        if let declared = chart.xAxis.range, declared.overlaps(range) {
            chart.xAxis.range = max(declared.lowerBound, range.lowerBound)...min(declared.upperBound, range.upperBound)
        }
        return chart
    }
}

extension Chart {
    /// Whether the series stack (bars or areas whose layers add up, bottom layer first).
    public var isStacked: Bool {
        guard let stacking, stacking != .unstacked else { return false }
        return resolvedKind == .bar || resolvedKind == .area
    }

    /// Whether `series` is a layer of the stack: drawn as a bar or area (a line or a rule over
    /// stacked bars is not stacked, as Swift Charts draws it) and not computed from another of
    /// the chart's series (a moving average would count its source twice).
    public func isStackLayer(_ series: Series) -> Bool {
        guard isStacked, series.mark == nil || series.mark == .bar || series.mark == .area else { return false }
        guard let source = series.derivedFrom, source != series.name else { return true }
        return !self.series.contains { $0.name == source }
    }

    /// The stack added up (see `StackSums`); empty unless the chart stacks.
    ///
    /// - Complexity: O(n log n) in the total number of points.
    package func stackSums() -> StackSums {
        var sums = StackSums()
        guard isStacked else { return sums }
        let places = categoryPlaces
        for (number, series) in self.series.enumerated() where isStackLayer(series) {
            let positions = xPositions(of: series, categoryPlaces: places)
            let values = series.centralValues
            var amounts: [Double: Double] = [:]
            for (index, position) in positions.enumerated() {
                guard let value = values[index], value.isFinite else { continue }
                amounts[position, default: 0] += value
                if sums.xValues[position] == nil { sums.xValues[position] = series.x[index] }
            }
            var bases: [Double: Double] = [:]
            for (position, amount) in amounts {
                bases[position] = sums.totals[position] ?? 0
                sums.totals[position, default: 0] += amount
            }
            sums.layers.append(number)
            sums.amounts[number] = amounts
            sums.bases[number] = bases
        }
        sums.positions = sums.totals.keys.sorted()
        return sums
    }

    /// The top of the stack: at each x any layer (see `isStackLayer(_:)`) has a value, the sum of
    /// the values there (a missing layer adds nothing), in x order, as a series named `name`;
    /// `nil` without values.
    ///
    /// - Complexity: O(n log n) in the total number of points.
    public func stackTotal(named name: String) -> Series? { stackTotal(named: name, of: stackSums()) }

    /// The top of the stack `sums` adds up, as `stackTotal(named:)`.
    package func stackTotal(named name: String, of sums: StackSums) -> Series? {
        guard !sums.positions.isEmpty else { return nil }
        let xs = sums.positions.compactMap { sums.xValues[$0] }
        let totals = sums.positions.map { sums.totals[$0] }
        let isContinuous = resolvedKind == .area
        let numbers = xs.compactMap(\.number)
        if numbers.count == xs.count {
            return Series(name: name, isContinuous: isContinuous, x: numbers, y: totals)
        }
        return Series(name: name, isContinuous: isContinuous, x: .categories(xs.map { $0.category ?? "" }), y: totals)
    }
}

/// A stacked chart added up: at each x position where a layer (see `Chart.isStackLayer(_:)`) has a value, what each
/// layer adds there (its points at one x together; a missing layer adds nothing), what the layers below it add, and the
/// total.
///
/// Described, drawn and heard alike.
package struct StackSums: Sendable {
    /// The layers, by series index, bottom first.
    package var layers: [Int] = []
    /// The positions where some layer has a value, in order.
    package var positions: [Double] = []
    /// The x value at each position, as the lowest layer with a value there gives it.
    package var xValues: [Double: DataValue] = [:]
    /// What each layer adds at each position, by series index.
    package var amounts: [Int: [Double: Double]] = [:]
    /// What the layers below each layer add at each position, by series index.
    package var bases: [Int: [Double: Double]] = [:]
    /// What every layer adds at each position.
    package var totals: [Double: Double] = [:]
}

extension Series {
    /// The value each point stands for when it is described, heard or navigated: y, or the
    /// middle of its band where y is missing; `nil` when it has neither.
    ///
    /// - Complexity: O(1) without bands (the y column itself), else O(n).
    public var centralValues: [Double?] {
        guard let low, let high else { return y }
        return indices.map { index in
            if let value = y[index] { return value }
            guard let bottom = low[index], let top = high[index] else { return nil }
            return (bottom + top) / 2
        }
    }
}
