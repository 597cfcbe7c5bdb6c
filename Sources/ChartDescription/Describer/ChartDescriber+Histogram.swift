import ChartModel
import Foundation

extension ChartDescriber {
    /// Whether a histogram's bars count values, as they do unless they sum a measure over each bin (Vega-Lite's binned
    /// bars of a `sum`).
    var binsCount: Bool { chart.yAxis?.aggregate != .sum }

    /// One bin of a histogram: its point, its count, and where it sits along x (its middle, or
    /// its category's place).
    struct Bin {
        var index: Int
        var count: Double
        var middle: Double
    }

    /// A histogram's bins in x order, each with a finite count of zero or more; `nil` when a
    /// count is negative (then it is no histogram, and is told as bars).
    func bins(_ analysis: SeriesAnalysis) -> [Bin]? {
        let series = analysis.series
        var bins: [Bin] = []
        for index in series.indices {
            guard let count = analysis.values[index], count.isFinite else { continue }
            guard count >= 0 else { return nil }
            let middle =
                series.xInterval(at: index).map { $0.lowerBound / 2 + $0.upperBound / 2 } ?? analysis.positions[index]
            bins.append(Bin(index: index, count: count, middle: middle))
        }
        bins.sort { $0.middle < $1.middle }
        return bins
    }

    /// A histogram's statements: its distribution, then missing counts; never a course or a
    /// trend, which a histogram does not have.
    func distributionStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        guard let bins = bins(analysis), let distribution = distribution(analysis, bins) else {
            return orderedStatements(analysis)
        }
        var statements = [Statement.distribution(distribution)]
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }

    /// What a histogram's bins say (see `Distribution`).
    func distribution(_ analysis: SeriesAnalysis, _ bins: [Bin]) -> Distribution? {
        let counts = bins.map(\.count)
        let total = counts.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        let series = analysis.series
        // Where most values lie: the fewest neighbouring bins holding three quarters of them.
        var bulk: Distribution.Bulk?
        var best: (first: Int, last: Int, sum: Double)?
        var first = 0
        var sum = 0.0
        for last in bins.indices {
            sum += counts[last]
            while first < last, sum - counts[first] >= 0.75 * total {
                sum -= counts[first]
                first += 1
            }
            guard sum >= 0.75 * total else { continue }
            let isNarrower = best.map {
                last - first < $0.last - $0.first || (last - first == $0.last - $0.first && sum > $0.sum)
            }
            if isNarrower ?? true {
                best = (first, last, sum)
            }
        }
        if let best, bins.count >= 4, Double(best.last - best.first + 1) <= 0.7 * Double(bins.count) {
            bulk = Distribution.Bulk(
                place: span(of: series, from: bins[best.first].index, to: bins[best.last].index),
                fraction: best.sum / total)
        }
        // Even: about the same count everywhere, with no peak to name.
        let mean = total / Double(bins.count)
        let variance = counts.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(bins.count)
        if bins.count >= 4, variance.squareRoot() < 0.15 * mean {
            return Distribution(
                series: SeriesName(series.name), total: total, bulk: nil, peaks: [], shape: .even, empty: [])
        }
        let peaks = Self.peaks(counts)
        var shape = Distribution.Shape.unstated
        if peaks.count == 1, bins.count >= 3 {
            // The moment skewness of the values, each bin's count at its middle.
            let centre = zip(bins, counts).reduce(0) { $0 + $1.0.middle * $1.1 } / total
            var second = 0.0
            var third = 0.0
            for (bin, count) in zip(bins, counts) {
                let deviation = bin.middle - centre
                second += count * deviation * deviation
                third += count * deviation * deviation * deviation
            }
            (second, third) = (second / total, third / total)
            if second > 0 {
                let skewness = third / Foundation.pow(second, 1.5)
                shape =
                    skewness >= 0.5
                    ? .skewedRight : skewness <= -0.5 ? .skewedLeft : abs(skewness) <= 0.3 ? .symmetric : .unstated
            }
        }
        // Empty bins between bins with values, run by run (a bin summing to 0 may hold values: none is said).
        var empty: [XPlace] = []
        guard let firstFilled = counts.firstIndex(where: { $0 > 0 }),
            let lastFilled = counts.lastIndex(where: { $0 > 0 })
        else { return nil }
        var position = firstFilled
        while binsCount, position < lastFilled {
            guard counts[position] == 0 else {
                position += 1
                continue
            }
            var end = position
            while counts[end + 1] == 0 { end += 1 }
            empty.append(span(of: series, from: bins[position].index, to: bins[end].index))
            position = end + 1
        }
        // A peak of equally tall neighbouring bins spans them all.
        let peakEnds = peaks.map { peak in
            var end = peak
            while end + 1 < counts.count, counts[end + 1] == counts[peak] { end += 1 }
            return end
        }
        return Distribution(
            series: SeriesName(series.name), total: total, bulk: bulk,
            peaks: zip(peaks, peakEnds).map { peak, end in
                end == peak
                    ? anchor(series, bins[peak].index, value: counts[peak])
                    : Anchor(value: counts[peak], place: span(of: series, from: bins[peak].index, to: bins[end].index))
            }, peakBinCounts: zip(peaks, peakEnds).map { $1 - $0 + 1 }, shape: shape, empty: empty)
    }

    /// The peaks of a row of counts, as positions in x order: the tallest bin (the first of equals), any other as
    /// tall apart from it (a tie is said, never hidden), and each other local maximum (the first bin of a plateau)
    /// that stands above the valley between it and the nearest higher bin (or, toward an edge, the lowest count) by
    /// at least a fifth of the tallest bin and, for whole counts, by twice the chance spread of its own count (its
    /// square root).
    ///
    /// Of equal bins, the one to the left counts as higher.
    static func peaks(_ counts: [Double]) -> [Int] {
        guard let tallest = counts.max(), tallest > 0 else { return [] }
        let whole = counts.allSatisfy { $0 == $0.rounded() }
        var peaks: [Int] = []
        for index in counts.indices where index == 0 || counts[index - 1] < counts[index] {
            let count = counts[index]
            var left = index - 1
            var leftLow = count
            while left >= 0, counts[left] < count {
                leftLow = min(leftLow, counts[left])
                left -= 1
            }
            var right = index + 1
            var rightLow = count
            while right < counts.count, counts[right] <= count {
                rightLow = min(rightLow, counts[right])
                right += 1
            }
            let valley: Double =
                switch (left >= 0, right < counts.count) {
                case (true, true): max(leftLow, rightLow)
                case (true, false): leftLow
                case (false, true): rightLow
                case (false, false): min(leftLow, rightLow)
                }
            if count == tallest || count - valley >= max(0.2 * tallest, whole ? 2 * count.squareRoot() : 0) {
                peaks.append(index)
            }
        }
        return peaks
    }

    /// A run of points from `first` to `last` as one place: the stretch from the first bin's
    /// start to the last bin's end, or from the first category to the last.
    private func span(of series: Series, from first: Int, to last: Int) -> XPlace {
        if let start = series.xInterval(at: first), let end = series.xInterval(at: last) {
            return .period(.interval(start.lowerBound, end.upperBound))
        }
        return first == last ? place(of: series, at: first) : .period(.run(series.x[first], series.x[last]))
    }
}
