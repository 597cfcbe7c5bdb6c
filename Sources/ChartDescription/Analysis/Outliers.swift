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
    static func ordered(_ values: [Double]) -> [Int] {
        let count = values.count
        guard count >= minimumCount else { return [] }
        var residuals = [Double](repeating: 0, count: count)
        values.withUnsafeBufferPointer { v in
            for index in 2..<(count - 2) {
                residuals[index] = v[index] - middleOfFour(v[index - 2], v[index - 1], v[index + 1], v[index + 2])
            }
            residuals[1] = v[1] - median(v[0], v[2], 2 * v[2] - v[3])
            residuals[count - 2] = v[count - 2] - median(v[count - 1], v[count - 3], 2 * v[count - 3] - v[count - 4])
            residuals[0] = v[0] - median(v[1], v[2], 2 * v[1] - v[2])
            residuals[count - 1] = v[count - 1] - median(v[count - 2], v[count - 3], 2 * v[count - 2] - v[count - 3])
        }
        return flagged(residuals, range: span(values))
    }

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
        let residuals = zip(x, y).map { $1 - (meanY + slope * ($0 - meanX)) }
        return flagged(residuals, range: span(y))
    }

    private static func span(_ values: [Double]) -> Double {
        (values.max() ?? 0) - (values.min() ?? 0)
    }

    private static func flagged(_ residuals: [Double], range: Double) -> [Int] {
        var scratch = residuals
        guard let centre = Selection.median(&scratch) else { return [] }
        var deviations = residuals.map { abs($0 - centre) }
        scratch = deviations
        var spread = Selection.median(&scratch) ?? 0
        if spread == 0 {
            // More than half the residuals are equal: fall back to the mean absolute deviation.
            spread = deviations.reduce(0, +) / Double(deviations.count) * (0.6745 / 0.7979)
        }
        guard spread > 0 else { return [] }
        let threshold = max(3.5, (2 * Foundation.log(Double(residuals.count))).squareRoot() + 1)
        var found: [Int] = []
        for index in deviations.indices where 0.6745 * deviations[index] / spread > threshold && deviations[index] >= 0.15 * range {
            found.append(index)
        }
        deviations = found.map { deviations[$0] }
        return zip(found, deviations).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }
}
