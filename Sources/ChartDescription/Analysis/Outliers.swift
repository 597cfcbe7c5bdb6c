import Foundation

/// Values that stand apart from their neighbours, by a robust rule.
///
/// Each value's residual is its distance from a baseline that leaves the value itself out: for
/// ordered data the median of its four nearest neighbours (two each side), and near the ends
/// the median of its neighbours and the line extrapolated from the inner ones (Tukey's
/// end-point rule), so a straight rise leaves no residual; for scatter data the least-squares
/// line. A residual is an outlier when its modified z-score, 0.6745 × |r − median(r)| / MAD
/// (Iglewicz and Hoaglin), exceeds max(3.5, √(2 ln n) + 1) — the threshold grows with n so
/// that a long run of noise does not produce outliers by chance — and when it is at least 15
/// percent of the values' range. Series of fewer than `minimumCount` values have none.
enum Outliers {
    /// Fewer values than this give too little sense of spread to call any of them unusual.
    static let minimumCount = 8

    /// Indices into `values` of the outliers, most extreme first, among values ordered along x.
    ///
    /// - Complexity: O(n); beyond `sampleSize` values the spread is estimated from an evenly
    ///   spaced sample of residuals, so no array of n residuals is made.
    static func ordered(_ values: [Double]) -> [Int] {
        let count = values.count
        guard count >= minimumCount else { return [] }
        return values.withUnsafeBufferPointer { v in
            func residual(_ index: Int) -> Double {
                switch index {
                case 0: v[0] - median(v[1], v[2], 2 * v[1] - v[2])
                case 1: v[1] - median(v[0], v[2], 2 * v[2] - v[3])
                case count - 2: v[count - 2] - median(v[count - 1], v[count - 3], 2 * v[count - 3] - v[count - 4])
                case count - 1: v[count - 1] - median(v[count - 2], v[count - 3], 2 * v[count - 2] - v[count - 3])
                default: v[index] - middleOfFour(v[index - 2], v[index - 1], v[index + 1], v[index + 2])
                }
            }
            return flagged(count: count, range: span(values), residual: residual)
        }
    }

    /// At most this many residuals estimate the spread; more add no precision worth a pass.
    static let sampleSize = 1 << 16

    /// The median of four values: the mean of the middle two.
    private static func middleOfFour(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let low = min(max(a, b), max(c, d))
        let high = max(min(a, b), min(c, d))
        return (low + high) / 2
    }

    private static func median(_ a: Double, _ b: Double, _ c: Double) -> Double {
        max(min(a, b), min(max(a, b), c))
    }

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
        return flagged(count: y.count, range: span(y)) { y[$0] - (meanY + slope * (x[$0] - meanX)) }
    }

    private static func span(_ values: [Double]) -> Double {
        (values.max() ?? 0) - (values.min() ?? 0)
    }

    /// The indices whose residual is an outlier, most extreme first.
    private static func flagged(count: Int, range: Double, residual: (Int) -> Double) -> [Int] {
        let stride = max(1, count / sampleSize)
        var sample = Swift.stride(from: 0, to: count, by: stride).map(residual)
        guard let centre = Selection.median(&sample) else { return [] }
        for index in sample.indices { sample[index] = abs(sample[index] - centre) }
        let meanDeviation = sample.reduce(0, +) / Double(sample.count)
        var spread = Selection.median(&sample) ?? 0
        if spread == 0 {
            // More than half the residuals are equal: fall back to the mean absolute deviation.
            spread = meanDeviation * (0.6745 / 0.7979)
        }
        guard spread > 0 else { return [] }
        let threshold = max(3.5, (2 * Foundation.log(Double(count))).squareRoot() + 1)
        // The smallest deviation that passes both tests.
        let smallest = max(threshold * spread / 0.6745, 0.15 * range)
        var found: [(index: Int, deviation: Double)] = []
        for index in 0..<count {
            let deviation = abs(residual(index) - centre)
            if deviation > smallest || (deviation == smallest && 0.15 * range > threshold * spread / 0.6745) {
                found.append((index, deviation))
            }
        }
        return found.sorted { $0.deviation != $1.deviation ? $0.deviation > $1.deviation : $0.index < $1.index }.map(\.index)
    }
}
