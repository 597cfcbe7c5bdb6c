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

    /// At most this many residuals estimate the spread; more add no precision worth a pass.
    static let sampleSize = 1 << 16

    /// Indices into `values` of the outliers, most extreme first, among finite values ordered
    /// along x.
    static func ordered(_ values: [Double]) -> [Int] {
        let column = values.map(Optional.some)
        return column.withUnsafeBufferPointer {
            ordered($0, finiteCount: values.count { $0.isFinite }, range: span(values), isLogarithmic: false)
        }
    }

    /// Indices into `column` of the outliers, most extreme first, among its finite values
    /// (ordered along x), read in place — on their logarithms when `isLogarithmic` — so no
    /// copy of the column is made; `range` is their largest minus smallest.
    static func ordered(_ column: UnsafeBufferPointer<Double?>, finiteCount: Int, range: Double, isLogarithmic: Bool) -> [Int] {
        isLogarithmic
            ? ordered(OrderedResiduals<Logarithm>(column: column, count: finiteCount), range: range)
            : ordered(OrderedResiduals<Identity>(column: column, count: finiteCount), range: range)
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
        return flagged(LineResiduals(x: x, y: y, meanX: meanX, meanY: meanY, slope: sxx > 0 ? sxy / sxx : 0), range: span(y))
    }

    private static func ordered<Scale: ValueScale>(_ residuals: OrderedResiduals<Scale>, range: Double) -> [Int] {
        residuals.count >= minimumCount ? flagged(residuals, range: range) : []
    }

    private static func span(_ values: [Double]) -> Double {
        (values.max() ?? 0) - (values.min() ?? 0)
    }

    /// The indices whose residual is an outlier, most extreme first: two passes over the
    /// residuals, the first sampling them for their centre and spread.
    private static func flagged<Residuals: ResidualSource>(_ residuals: Residuals, range: Double) -> [Int] {
        let count = residuals.count
        var sample = residuals.sample(stride: max(1, count / sampleSize))
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
        var flagger = Flagger(centre: centre, smallest: max(threshold * spread / 0.6745, 0.15 * range),
                              includesSmallest: 0.15 * range > threshold * spread / 0.6745)
        residuals.visit(&flagger)
        return flagger.found.sorted { $0.deviation != $1.deviation ? $0.deviation > $1.deviation : $0.index < $1.index }.map(\.index)
    }

    // MARK: Residuals, visited in order without storing them

    /// Takes each residual in order, with its index.
    private protocol ResidualVisitor {
        mutating func visit(_ index: Int, _ residual: Double)
    }

    /// Keeps every residual.
    private struct Collector: ResidualVisitor {
        var residuals: [Double] = []
        mutating func visit(_ index: Int, _ residual: Double) { residuals.append(residual) }
    }

    /// Keeps the residuals at least `smallest` from the centre.
    private struct Flagger: ResidualVisitor {
        let centre: Double, smallest: Double, includesSmallest: Bool
        var found: [(index: Int, deviation: Double)] = []
        @inline(__always)
        mutating func visit(_ index: Int, _ residual: Double) {
            let deviation = abs(residual - centre)
            if deviation > smallest || (deviation == smallest && includesSmallest) { found.append((index, deviation)) }
        }
    }

    /// Residuals that can be visited in order, more than once.
    private protocol ResidualSource {
        var count: Int { get }
        func visit<Visitor: ResidualVisitor>(_ visitor: inout Visitor)
        /// Every `stride`-th residual.
        func sample(stride: Int) -> [Double]
    }

    /// How values are placed before their residuals are taken. (The scale is a type, not a
    /// flag, so that no logarithm is computed on a linear axis: the optimizer may compute both
    /// sides of a condition when one has no side effects.)
    private protocol ValueScale {
        static func place(_ value: Double) -> Double
    }

    private enum Identity: ValueScale {
        static func place(_ value: Double) -> Double { value }
    }

    /// Logarithms of positive values; others as they are.
    private enum Logarithm: ValueScale {
        static func place(_ value: Double) -> Double { value > 0 ? Foundation.log10(value) : value }
    }

    /// The residuals of the `count` finite values of a column ordered along x (missing ones
    /// skipped), each placed on `Scale`, from a sliding window of five: each value less the
    /// median of its four nearest neighbours, and at the ends the median of its neighbours and
    /// the line through the inner ones.
    private struct OrderedResiduals<Scale: ValueScale>: ResidualSource {
        let column: UnsafeBufferPointer<Double?>
        let count: Int

        /// The value at a position of the column, or `nil` where it is missing.
        func value(at position: Int) -> Double? {
            guard let value = column[position], value.isFinite else { return nil }
            return Scale.place(value)
        }

        func visit<Visitor: ResidualVisitor>(_ visitor: inout Visitor) {
            var window = Window(visitor: visitor)
            for index in column.indices {
                guard let value = column[index], value.isFinite else { continue }
                window.take(index, Scale.place(value))
            }
            window.finish()
            visitor = window.visitor
        }

        func sample(stride: Int) -> [Double] {
            guard stride > 1 else {
                var collector = Collector()
                collector.residuals.reserveCapacity(count)
                visit(&collector)
                return collector.residuals
            }
            // Many values: read only the sampled values' neighbourhoods, at evenly spaced
            // positions of the column, skipping the ends and values without two neighbours
            // on each side within a few positions.
            var sample: [Double] = []
            let positions = column.count, step = max(1, positions / Outliers.sampleSize)
            sample.reserveCapacity(positions / step + 1)
            func neighbours(of position: Int, by direction: Int) -> (Double, Double)? {
                var nearer: Double?
                var next = position + direction
                while next >= 0, next < positions, abs(next - position) <= 16 {
                    if let found = value(at: next) {
                        guard let nearer else { nearer = found; next += direction; continue }
                        return (nearer, found)
                    }
                    next += direction
                }
                return nil
            }
            for position in Swift.stride(from: 0, to: positions, by: step) {
                guard let middle = value(at: position), let (left1, left2) = neighbours(of: position, by: -1),
                      let (right1, right2) = neighbours(of: position, by: 1) else { continue }
                sample.append(middle - Outliers.middleOfFour(left2, left1, right1, right2))
            }
            return sample
        }
    }

    /// Takes values and gives their residuals to `visitor` as soon as their neighbours are known.
    private struct Window<Visitor: ResidualVisitor> {
        var visitor: Visitor
        // The last five values and the indices of the last four; `seen` values so far.
        var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0
        var i1 = 0, i2 = 0, i3 = 0, i4 = 0
        var seen = 0

        @inline(__always)
        mutating func take(_ index: Int, _ value: Double) {
            (v0, v1, v2, v3, v4) = (v1, v2, v3, v4, value)
            (i1, i2, i3, i4) = (i2, i3, i4, index)
            seen += 1
            if seen > 4 {
                visitor.visit(i2, v2 - Outliers.middleOfFour(v0, v1, v3, v4))
            } else if seen == 4 {
                visitor.visit(i1, v1 - Outliers.median(v2, v3, 2 * v2 - v3))
                visitor.visit(i2, v2 - Outliers.median(v1, v3, 2 * v3 - v4))
            }
        }

        mutating func finish() {
            visitor.visit(i3, v3 - Outliers.median(v4, v2, 2 * v2 - v1))
            visitor.visit(i4, v4 - Outliers.median(v3, v2, 2 * v3 - v2))
        }
    }

    /// The residuals from a least-squares line.
    private struct LineResiduals: ResidualSource {
        let x: [Double], y: [Double]
        let meanX: Double, meanY: Double, slope: Double
        var count: Int { y.count }
        func residual(_ index: Int) -> Double { y[index] - (meanY + slope * (x[index] - meanX)) }
        func visit<Visitor: ResidualVisitor>(_ visitor: inout Visitor) {
            for index in y.indices { visitor.visit(index, residual(index)) }
        }
        func sample(stride: Int) -> [Double] { Swift.stride(from: 0, to: count, by: stride).map(residual) }
    }

    /// The median of four values: the mean of the middle two.
    fileprivate static func middleOfFour(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let low = min(max(a, b), max(c, d))
        let high = max(min(a, b), min(c, d))
        return (low + high) / 2
    }

    fileprivate static func median(_ a: Double, _ b: Double, _ c: Double) -> Double {
        max(min(a, b), min(max(a, b), c))
    }
}
