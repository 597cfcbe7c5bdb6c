import Foundation

/// Values that stand apart from their neighbours, by a robust rule.
///
/// Each value's residual is its distance from a baseline that leaves the value itself out: for
/// ordered data the median of its four nearest neighbours (two each side), and near the ends
/// the median of its neighbours and the line extrapolated from the inner ones (Tukey's
/// end-point rule), so a straight rise leaves no residual; for scatter data the least-squares
/// line. A residual is an outlier when its modified z-score, 0.6745 × |r − median(r)| / MAD
/// (Iglewicz and Hoaglin), exceeds max(3.5, √(2 ln n) + 1) — the threshold grows with the
/// number n of values so that a long run of noise does not produce outliers by chance — and
/// when it is at least 15 percent of the values' range. Series of fewer than `minimumCount`
/// values have none. Columns of `samplingCount` points or more estimate the median and MAD
/// from the residuals at about `sampleSize` evenly spaced positions.
enum Outliers {
    /// Fewer values than this give too little sense of spread to call any of them unusual.
    static let minimumCount = 8

    /// Columns of at least this many points have their spread sampled.
    static let samplingCount = 1 << 17

    /// About this many residuals estimate a long column's spread: its MAD within a few
    /// percent, where more would cost more than the scan they save.
    static let sampleSize = 1 << 13

    /// Indices of the outliers from the least-squares line of `y` on `x`, most extreme first.
    static func scattered(x: [Double], y: [Double]) -> [Int] {
        guard y.count >= minimumCount else { return [] }
        let meanX = x.reduce(0, +) / Double(x.count)
        let meanY = y.reduce(0, +) / Double(y.count)
        var sxx = 0.0, sxy = 0.0
        for (a, b) in zip(x, y) {
            sxx += (a - meanX) * (a - meanX)
            sxy += (a - meanX) * (b - meanY)
        }
        let slope = sxx > 0 ? sxy / sxx : 0
        let residuals = y.indices.map { (index: $0, residual: y[$0] - (meanY + slope * (x[$0] - meanX))) }
        let step = residuals.count >= samplingCount ? residuals.count / sampleSize : 1
        var sample = stride(from: 0, to: residuals.count, by: step).map { residuals[$0].residual }
        guard let centre = centreAndSpread(&sample) else { return [] }
        return flagged(residuals, centre: centre, count: y.count, range: (y.max() ?? 0) - (y.min() ?? 0))
    }

    /// The median of a sample of residuals and their median absolute deviation (or, when more
    /// than half are equal, the mean absolute deviation scaled to match it), or `nil` when the
    /// residuals do not vary. The sample is reordered.
    private static func centreAndSpread(_ sample: inout [Double]) -> (centre: Double, spread: Double)? {
        guard let centre = Selection.median(&sample) else { return nil }
        for index in sample.indices { sample[index] = abs(sample[index] - centre) }
        let meanDeviation = sample.reduce(0, +) / Double(sample.count)
        var spread = Selection.median(&sample) ?? 0
        if spread == 0 { spread = meanDeviation * (0.6745 / 0.7979) }
        return spread > 0 ? (centre, spread) : nil
    }

    /// The smallest deviation from the centre of `count` residuals that may be an outlier.
    private static func smallestDeviation(spread: Double, count: Int) -> Double {
        max(3.5, (2 * Foundation.log(Double(count))).squareRoot() + 1) * spread / 0.6745
    }

    /// The indices among `candidates`, residuals out of `count`, that pass both tests, most
    /// extreme first.
    private static func flagged(_ candidates: [(index: Int, residual: Double)], centre: (centre: Double, spread: Double), count: Int, range: Double) -> [Int] {
        let smallest = smallestDeviation(spread: centre.spread, count: count)
        var found: [(index: Int, deviation: Double)] = []
        for candidate in candidates {
            let deviation = abs(candidate.residual - centre.centre)
            if deviation > smallest, deviation >= 0.15 * range { found.append((candidate.index, deviation)) }
        }
        return found.sorted { $0.deviation != $1.deviation ? $0.deviation > $1.deviation : $0.index < $1.index }.map(\.index)
    }

    /// The logarithm of a positive value, where a log axis places it; others as they are.
    /// (Never inlined, so that the optimizer cannot compute it for every value of a linear
    /// axis alongside the value itself, as it may for a condition without side effects.)
    @inline(never)
    static func logarithm(_ value: Double) -> Double {
        value > 0 ? Foundation.log10(value) : value
    }

    /// Finds the outliers among finite values ordered along x, taken a block at a time from a
    /// column, on their logarithms when `isLogarithmic`: each value's residual is known once
    /// two more have come.
    ///
    /// Short columns keep every residual and judge them at the end. Long ones estimate the
    /// centre and spread of the residuals first, from a sample of the column, and keep only
    /// residuals that could pass both tests: beyond the least threshold (3.5) and, on linear
    /// axes, at least 15 percent of the range of the values so far (the final range is no
    /// smaller). The final range is that of the values as placed: on log axes, between the
    /// logarithms of the largest and the smallest value.
    struct OrderedScan {
        private let isLogarithmic: Bool
        /// The centre and spread of the residuals, when sampled beforehand.
        private let sampled: (centre: Double, spread: Double)?
        /// The sampled centre, or 0.
        private let centre: Double
        /// Residuals within this of the centre are not kept (−1 keeps all of them).
        private let bar: Double
        /// Residuals within this fraction of the range so far are not kept.
        private let rangeFraction: Double
        private var candidates: [(index: Int, residual: Double)] = []
        private var window = Window()
        /// The indices of the last four values before the block being taken, newest first.
        private var earlier = (0, 0, 0, 0)
        /// The smallest and the largest value so far.
        private var lowest = Double.infinity, highest = -Double.infinity

        /// A scan of the finite values of `column`, which it samples when it is long.
        init(column: UnsafeBufferPointer<Double?>, isLogarithmic: Bool) {
            self.isLogarithmic = isLogarithmic
            guard column.count >= Outliers.samplingCount else {
                (sampled, centre, bar, rangeFraction) = (nil, 0, -1, 0)
                return
            }
            var sample = Self.sampledResiduals(column, isLogarithmic: isLogarithmic)
            sampled = Outliers.centreAndSpread(&sample)
            centre = sampled?.centre ?? 0
            bar = sampled.map { 3.5 * $0.spread / 0.6745 } ?? .infinity
            rangeFraction = 0.15
        }

        /// The residuals at about `sampleSize` evenly spaced positions of a long column, for
        /// those with two values on each side within a few positions.
        private static func sampledResiduals(_ column: UnsafeBufferPointer<Double?>, isLogarithmic: Bool) -> [Double] {
            func value(at position: Int) -> Double? {
                guard let value = column[position], value.isFinite else { return nil }
                return isLogarithmic ? Outliers.logarithm(value) : value
            }
            func neighbours(of position: Int, by direction: Int) -> (Double, Double)? {
                var nearer: Double?
                var next = position + direction
                while next >= 0, next < column.count, abs(next - position) <= 16 {
                    if let found = value(at: next) {
                        guard let nearer else { nearer = found; next += direction; continue }
                        return (nearer, found)
                    }
                    next += direction
                }
                return nil
            }
            var sample: [Double] = []
            let step = column.count / Outliers.sampleSize
            sample.reserveCapacity(column.count / step + 1)
            for position in stride(from: 0, to: column.count, by: step) {
                guard let middle = value(at: position) else { continue }
                // Mostly the nearest four are there; else the search for them.
                if position >= 2, position + 2 < column.count, let left2 = value(at: position - 2), let left1 = value(at: position - 1),
                   let right1 = value(at: position + 1), let right2 = value(at: position + 2) {
                    sample.append(middle - Outliers.middleOfFour(left2, left1, right1, right2))
                } else if let (left1, left2) = neighbours(of: position, by: -1), let (right1, right2) = neighbours(of: position, by: 1) {
                    sample.append(middle - Outliers.middleOfFour(left2, left1, right1, right2))
                }
            }
            return sample
        }

        /// Takes the finite values of a block.
        mutating func take(_ block: ScanBlock) {
            let values = block.values
            guard !values.isEmpty else { return }
            (lowest, highest) = (min(lowest, block.lowest), max(highest, block.highest))
            // A bound on the final range for keeping residuals: the range so far, the whole
            // block included. (On log axes none, since a value at or below zero, placed as
            // itself, may shrink the range of logarithms.)
            let range = isLogarithmic ? 0 : highest - lowest
            // The window in registers while the loop runs; the index of a value only when
            // its residual is kept.
            var window = self.window
            let earlier = self.earlier
            var start = 0
            // The first four values of the series, the first two judged by the end-point rule.
            while start < values.count, window.seen < 4 {
                window.push(isLogarithmic ? Outliers.logarithm(values[start]) : values[start])
                window.seen += 1
                if window.seen == 4 {
                    let position = start
                    consider(window.v1 - Outliers.median(window.v2, window.v3, 2 * window.v2 - window.v3), range: range) {
                        Self.index(back: 3, from: position, in: block, earlier: earlier)
                    }
                    consider(window.v2 - Outliers.median(window.v1, window.v3, 2 * window.v3 - window.v4), range: range) {
                        Self.index(back: 2, from: position, in: block, earlier: earlier)
                    }
                }
                start += 1
            }
            /// The loop over the rest, with a logarithm or without.
            @inline(always)
            func run(_ place: (Double) -> Double) {
                for position in start..<values.count {
                    window.push(place(values[position]))
                    consider(window.v2 - Outliers.middleOfFour(window.v0, window.v1, window.v3, window.v4), range: range) {
                        Self.index(back: 2, from: position, in: block, earlier: earlier)
                    }
                }
            }
            if isLogarithmic { run(Outliers.logarithm) } else { run { $0 } }
            window.seen += values.count - start
            self.window = window
            let last = values.count - 1
            self.earlier = (Self.index(back: 0, from: last, in: block, earlier: earlier), Self.index(back: 1, from: last, in: block, earlier: earlier),
                            Self.index(back: 2, from: last, in: block, earlier: earlier), Self.index(back: 3, from: last, in: block, earlier: earlier))
        }

        /// Keeps a residual that could be an outlier, the final range being at least `range`,
        /// with the index of its value.
        @inline(always)
        private mutating func consider(_ residual: Double, range: Double, index: () -> Int) {
            let deviation = abs(residual - centre)
            if deviation > bar, deviation >= rangeFraction * range { keep(index(), residual) }
        }

        /// The index of the value `back` (at most 3) places before the one at `position` of
        /// `block`, given the indices of the four values before the block, newest first.
        private static func index(back: Int, from position: Int, in block: ScanBlock, earlier: (Int, Int, Int, Int)) -> Int {
            if position >= back { return block.index(position - back) }
            switch back - position - 1 {
            case 0: return earlier.0
            case 1: return earlier.1
            case 2: return earlier.2
            default: return earlier.3
            }
        }

        @inline(never)
        private mutating func keep(_ index: Int, _ residual: Double) {
            candidates.append((index, residual))
        }

        /// The last five values, newest last, and how many values have come.
        private struct Window {
            var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0
            var seen = 0

            @inline(always)
            mutating func push(_ value: Double) {
                (v0, v1, v2, v3, v4) = (v1, v2, v3, v4, value)
            }
        }

        /// The indices of the outliers, most extreme first.
        mutating func outliers() -> [Int] {
            let window = self.window
            guard window.seen >= Outliers.minimumCount else { return [] }
            // The last two values, whose indices are the newest of `earlier`.
            let (second, last) = (earlier.1, earlier.0)
            let range = isLogarithmic ? Outliers.logarithm(highest) - Outliers.logarithm(lowest) : highest - lowest
            consider(window.v3 - Outliers.median(window.v4, window.v2, 2 * window.v2 - window.v1), range: range) { second }
            consider(window.v4 - Outliers.median(window.v3, window.v2, 2 * window.v3 - window.v2), range: range) { last }
            var estimate = sampled
            if estimate == nil {
                var residuals = candidates.map(\.residual)
                estimate = Outliers.centreAndSpread(&residuals)
            }
            guard let estimate else { return [] }
            return Outliers.flagged(candidates, centre: estimate, count: window.seen, range: range)
        }
    }

    /// The median of four values: the mean of the middle two. (Comparisons rather than
    /// `min` and `max`, which must order NaN, so that each is one instruction.)
    fileprivate static func middleOfFour(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let low = lesser(greater(a, b), greater(c, d))
        let high = greater(lesser(a, b), lesser(c, d))
        return (low + high) / 2
    }

    fileprivate static func median(_ a: Double, _ b: Double, _ c: Double) -> Double {
        greater(lesser(a, b), lesser(greater(a, b), c))
    }

    private static func lesser(_ a: Double, _ b: Double) -> Double { b < a ? b : a }
    private static func greater(_ a: Double, _ b: Double) -> Double { b > a ? b : a }
}
