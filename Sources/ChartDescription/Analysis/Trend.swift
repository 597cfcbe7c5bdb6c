import Foundation

/// Which way a stretch of data goes.
package enum TrendDirection: String, Sendable, Hashable {
    case rising, falling, flat
}

/// The overall trend of an ordered sequence of values: a least-squares line through them, a
/// trend only when its slope is clear of the noise (|t| ≥ 2.5, with at least 4 values) *and*
/// its change across the data is at least 10 percent of the values' range, so noise is never a
/// trend. (The rises and falls along the way are `Moves`.)
///
/// - Complexity: O(n).
package struct Trend: Sendable, Hashable {
    /// The overall direction, `flat` when no trend is clear of the noise.
    package let direction: TrendDirection
    /// The change the fitted line makes from the first x to the last.
    package private(set) var fittedChange: Double

    /// The trend of values that were analysed multiplied by a power of two, brought back to
    /// their own scale (`factor` undoes the multiplication).
    func rescaled(by factor: Double) -> Trend {
        var copy = self
        copy.fittedChange *= factor
        return copy
    }

    /// Analyses `values` at positions `positions` (ascending).
    package init(positions: [Double], values: [Double]) {
        precondition(positions.count == values.count)
        let count = values.count
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        guard count >= 2, range > 0 else {
            direction = .flat
            fittedChange = 0
            return
        }
        // Centred on the middle point, so the sums keep their precision on dates and large values.
        let centreX = positions[count / 2]
        let centreY = values[count / 2]
        var sx = 0.0
        var sy = 0.0
        var sxx = 0.0
        var sxy = 0.0
        var syy = 0.0
        for (position, value) in zip(positions, values) {
            let (px, py) = (position - centreX, value - centreY)
            (sx, sy, sxx, sxy, syy) = (sx + px, sy + py, sxx + px * px, sxy + px * py, syy + py * py)
        }
        let n = Double(count)
        let (cxx, cxy, cyy) = (sxx - sx * sx / n, sxy - sx * sy / n, syy - sy * sy / n)
        let slope = cxx > 0 ? cxy / cxx : 0
        fittedChange = slope * (positions[count - 1] - positions[0])
        let isClear: Bool
        switch count {
        case 2: isClear = slope != 0
        case 3:
            isClear = abs(fittedChange) >= 0.3 * range && (values[1] - values[0]).sign == (values[2] - values[1]).sign
        default:
            let sse = max(0, cyy - slope * cxy)
            let tolerance = 1e-12 * max(cyy, 1e-300)
            let t = sse <= tolerance ? (slope == 0 ? 0 : .infinity) : slope / (sse / (n - 2) / cxx).squareRoot()
            isClear = abs(t) >= 2.5 && abs(fittedChange) >= 0.1 * range
        }
        direction = isClear ? (fittedChange > 0 ? .rising : .falling) : .flat
    }

    /// What a least-squares line through `values`, evenly spaced, leaves: the sum of its squared residuals.
    ///
    /// - Complexity: O(n), one pass.
    static func residualSquares(_ values: [Double]) -> Double {
        let count = values.count
        guard count > 2 else { return 0 }
        // Centred on the middle value, so the sums keep their precision far from zero.
        let (middle, centre) = (Double(count - 1) / 2, values[count / 2])
        var (sy, sxy, syy, sxx) = (0.0, 0.0, 0.0, 0.0)
        for (index, value) in values.enumerated() {
            let (x, y) = (Double(index) - middle, value - centre)
            (sy, sxy, syy, sxx) = (sy + y, sxy + x * y, syy + y * y, sxx + x * x)
        }
        let cyy = syy - sy * sy / Double(count)
        return max(0, cyy - sxy * sxy / sxx)
    }
}
