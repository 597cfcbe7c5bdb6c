import Foundation

/// Which way a stretch of data goes.
public enum TrendDirection: String, Sendable, Hashable {
    case rising, falling, flat
}

/// The shape of an ordered sequence of values, found by a deterministic method:
///
/// 1. **Overall trend**: a least-squares line through the values. It is a trend only when the
///    slope is clear of the noise (|t| ≥ 2.5, with at least 4 values) *and* the fitted change
///    across the data is at least 10 percent of the values' range, so noise is never a trend.
/// 2. **Change points**: binary segmentation. The best single split (each side at least 3 values
///    and a tenth of the data) into two independently fitted lines is kept when it removes at
///    least half the squared error of one line and the two sides go different ways (a side is
///    flat when its fitted change is under 15 percent of the range). Each side is then split the
///    same way once more, so at most four segments. Each turn is placed at the highest (or
///    lowest) value next to the split.
///
/// - Complexity: O(n) after prefix sums; the split search is O(n) per level.
public struct Trend: Sendable, Hashable {
    /// A stretch of the data going one way, by index into the analysed values (inclusive).
    public struct Segment: Sendable, Hashable {
        /// The index of its first value.
        public let start: Int
        /// The index of its last value.
        public let end: Int
        /// Which way it goes.
        public let direction: TrendDirection
    }

    /// The overall direction, `flat` when no trend is clear of the noise.
    public let direction: TrendDirection
    /// The segments, one when the direction never changes.
    public let segments: [Segment]
    /// The change the fitted line makes from the first x to the last.
    public private(set) var fittedChange: Double
    /// The number of peaks: highs from which the values fall by at least 40 percent of their
    /// range before rising again by as much (a zigzag filter, so small noise makes no peaks).
    public let swings: Int

    /// The trend of values that were analysed multiplied by a power of two, brought back to
    /// their own scale (`factor` undoes the multiplication).
    func rescaled(by factor: Double) -> Trend {
        var copy = self
        copy.fittedChange *= factor
        return copy
    }

    /// Analyses `values` at positions `positions` (ascending).
    public init(positions: [Double], values: [Double]) {
        precondition(positions.count == values.count)
        let count = values.count
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        guard count >= 2, range > 0 else {
            direction = .flat
            segments = count == 0 ? [] : [Segment(start: 0, end: count - 1, direction: .flat)]
            fittedChange = 0
            swings = 0
            return
        }
        swings = Self.peaks(values, threshold: 0.4 * range)
        let sums = PrefixSums(positions: positions, values: values)
        let fit = sums.fit(0, count)
        fittedChange = fit.slope * (positions[count - 1] - positions[0])
        let isClear: Bool
        switch count {
        case 2: isClear = true
        case 3: isClear = abs(fittedChange) >= 0.3 * range && (values[1] - values[0]).sign == (values[2] - values[1]).sign
        default: isClear = abs(fit.t) >= 2.5 && abs(fittedChange) >= 0.1 * range
        }
        direction = isClear ? (fittedChange > 0 ? .rising : .falling) : .flat
        var found = Self.split(0, count, sums: sums, values: values, range: range, depth: 2)
        if found.count == 1 { found = [Segment(start: 0, end: count - 1, direction: direction)] }
        segments = found
    }

    /// Counts the peaks a zigzag filter with `threshold` finds in `values`.
    private static func peaks(_ values: [Double], threshold: Double) -> Int {
        var peaks = 0
        var isRising: Bool?
        var extreme = values[0]
        for value in values.dropFirst() {
            switch isRising {
            case nil:
                if value - extreme >= threshold { isRising = true; extreme = value } else if extreme - value >= threshold { isRising = false; extreme = value }
            case true?:
                if value > extreme { extreme = value } else if extreme - value >= threshold { peaks += 1; isRising = false; extreme = value }
            case false?:
                if value < extreme { extreme = value } else if value - extreme >= threshold { isRising = true; extreme = value }
            }
        }
        return peaks
    }

    /// The segments of `start..<end`, split at most `depth` times.
    private static func split(_ start: Int, _ end: Int, sums: PrefixSums, values: [Double], range: Double, depth: Int) -> [Segment] {
        let whole = sums.fit(start, end)
        let single = [Segment(start: start, end: end - 1, direction: sums.direction(start, end, range: range))]
        let length = end - start
        let minimum = max(3, (values.count + 9) / 10)
        guard depth > 0, length >= 2 * minimum, whole.sse > 0 else { return single }
        var best = (sse: Double.infinity, at: -1)
        for at in (start + minimum)...(end - minimum) {
            let sse = sums.fit(start, at).sse + sums.fit(at, end).sse
            if sse < best.sse { best = (sse, at) }
        }
        guard best.at > 0, best.sse <= 0.5 * whole.sse else { return single }
        let left = sums.direction(start, best.at, range: range)
        let right = sums.direction(best.at, end, range: range)
        guard left != right else { return single }
        // The turn sits at the extreme value next to the split.
        var turn = best.at
        let window = max(start, best.at - 2)...min(end - 1, best.at + 1)
        if left == .rising || right == .falling {
            turn = window.max { values[$0] < values[$1] } ?? best.at
        } else if left == .falling || right == .rising {
            turn = window.min { values[$0] < values[$1] } ?? best.at
        }
        turn = min(max(turn, start + 1), end - 2)
        let parts = split(start, turn + 1, sums: sums, values: values, range: range, depth: depth - 1)
            + split(turn, end, sums: sums, values: values, range: range, depth: depth - 1)
        return merge(parts)
    }

    /// Joins neighbouring segments going the same way; neighbours share their turn point.
    private static func merge(_ segments: [Segment]) -> [Segment] {
        var merged: [Segment] = []
        for segment in segments {
            if let last = merged.last, last.direction == segment.direction {
                merged[merged.count - 1] = Segment(start: last.start, end: segment.end, direction: last.direction)
            } else if let last = merged.last {
                merged.append(Segment(start: last.end, end: segment.end, direction: segment.direction))
            } else {
                merged.append(segment)
            }
        }
        return merged
    }
}

/// Running sums that give the least-squares line of any stretch in O(1).
struct PrefixSums {
    private var x: [Double] = [0]
    private var y: [Double] = [0]
    private var xx: [Double] = [0]
    private var xy: [Double] = [0]
    private var yy: [Double] = [0]
    private let positions: [Double]

    init(positions: [Double], values: [Double]) {
        self.positions = positions
        // Centre x and y so the sums keep their precision on dates and large values.
        let centreX = positions[positions.count / 2]
        let centreY = values[values.count / 2]
        for (position, value) in zip(positions, values) {
            let px = position - centreX
            let py = value - centreY
            x.append(x.last! + px)
            y.append(y.last! + py)
            xx.append(xx.last! + px * px)
            xy.append(xy.last! + px * py)
            yy.append(yy.last! + py * py)
        }
    }

    struct Fit {
        let slope: Double
        let sse: Double
        /// The slope over its standard error; infinite for a perfect fit.
        let t: Double
    }

    /// The least-squares line through `start..<end`.
    func fit(_ start: Int, _ end: Int) -> Fit {
        let n = Double(end - start)
        let sx = x[end] - x[start], sy = y[end] - y[start]
        let sxx = (xx[end] - xx[start]) - sx * sx / n
        let sxy = (xy[end] - xy[start]) - sx * sy / n
        let syy = (yy[end] - yy[start]) - sy * sy / n
        guard n >= 2, sxx > 0 else { return Fit(slope: 0, sse: max(0, syy), t: 0) }
        let slope = sxy / sxx
        let sse = max(0, syy - slope * sxy)
        let tolerance = 1e-12 * max(syy, 1e-300)
        let t: Double
        if n <= 2 || sse <= tolerance {
            t = slope == 0 ? 0 : .infinity
        } else {
            t = slope / (sse / (n - 2) / sxx).squareRoot()
        }
        return Fit(slope: slope, sse: sse <= tolerance ? 0 : sse, t: t)
    }

    /// The direction of the fitted line over `start..<end`: flat when its change is under 15
    /// percent of `range`.
    func direction(_ start: Int, _ end: Int, range: Double) -> TrendDirection {
        let change = fit(start, end).slope * (positions[end - 1] - positions[start])
        if abs(change) < 0.15 * range { return .flat }
        return change > 0 ? .rising : .falling
    }
}
