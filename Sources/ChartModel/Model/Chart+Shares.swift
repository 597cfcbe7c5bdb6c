extension Chart {
    /// Whether the chart stacks its layers to 100 percent (`"stacking": "normalized"` on bars or areas).
    package var isStackedToShares: Bool { isStacked && stacking == .normalized }

    /// A chart stacked to 100 percent as it is drawn and should be heard: each layer's values (and band ends) as
    /// fractions of the stack at their x, on a y axis of percentages from 0 to 100; any other chart as it is.
    ///
    /// A stack of 5 to 119 students is heard, navigated and described as the shares it shows, never as counts. A
    /// point at an x where the stack adds up to nothing has no share; series that are not layers (a line over the
    /// bars) keep their values.
    ///
    /// - Complexity: O(n log n) in the total number of points (see `stackSums()`).
    package func asShares() -> Chart {
        guard isStackedToShares else { return self }
        let sums = stackSums()
        var chart = self
        let places = categoryPlaces
        for layer in sums.layers {
            let series = self.series[layer]
            let positions = xPositions(of: series, categoryPlaces: places)
            var shared = series
            for index in series.indices {
                var point = series[index]
                let total = sums.totals[positions[index]] ?? 0
                func share(_ value: Double?) -> Double? {
                    guard let value, value.isFinite, total > 0 else { return nil }
                    return value / total
                }
                point.y = share(point.y)
                point.low = share(point.low)
                point.high = share(point.high)
                shared[index] = point
            }
            chart.series[layer] = shared
        }
        var axis = resolvedYAxis
        axis.format = ValueFormat(style: .percent)
        // The overall share is weighted by the totals (the layers' statement says it), not a mean of shares.
        axis.aggregation = Axis.Aggregation.none
        axis.unit = nil
        axis.unitSingular = nil
        axis.range = 0...1
        axis.scale = .linear
        axis.valueDescriptions = [:]
        axis.gridlines = []
        chart.yAxis = axis
        return chart
    }
}
