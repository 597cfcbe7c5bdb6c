import Foundation

/// Shifts of level in values taken in order: stretches that each hold near their own level, told as steps rather
/// than as slopes ("drops to a lower level from 1931 on and stays there").
///
/// Found by binary segmentation: the split of a stretch that parts its values' means the most, kept when the step is
/// clear of the noise (a t of at least `leastT`, and at least `leastStep` times the stretches' spread), up to
/// `mostShifts`, each stretch at least `leastStretch` values long (a year of months: a level that lasts a winter is a
/// season, which comes back, not a step). The steps are a story only when what they leave is noise: von Neumann's
/// ratio of the values less their stretch's mean at least `leastNoiseRatio` (noise gives about 2; a slope or a random
/// walk cut into steps leaves ramps whose neighbours are alike, and a small ratio), when no stretch has a clear trend
/// of its own (see `Trend`) that climbs half as far as a step beside it (a climb cut in two is no step), and when the steps explain the values clearly better
/// than one straight line does: Schwarz's criterion, n ln(RSS) plus ln(n) per parameter (a level each, and a place
/// each step), at least `leastEvidence` lower for the steps (a price that climbs in jumps and noise is a climb).
///
/// - Complexity: O(n · s) for s shifts tried (at most `mostShifts` + 1).
struct LevelShifts: Sendable {
    /// A shift: the first index at the new level, and the levels before and after.
    struct Step: Sendable, Hashable {
        let index: Int
        let before: Double
        let after: Double
    }

    /// The shifts, in order.
    let steps: [Step]
    /// The level before the first shift.
    let opening: Double

    static let leastT = 6.0
    static let leastStep = 1.5
    static let leastNoiseRatio = 1.2
    static let mostShifts = 3
    static let leastEvidence = 10.0

    /// The shifts of level in `values` (finite, in order), each stretch at least `leastStretch` long, or `nil` when
    /// they hold none, or are no steps.
    init?(_ values: [Double], leastStretch: Int = 0) {
        let n = values.count
        guard n >= 12 else { return nil }
        let least = max(4, n / 25, leastStretch)
        // Sums from the first value, less it, so they keep their precision far from zero.
        let origin = values[0]
        var sums = [0.0]
        var squares = [0.0]
        sums.reserveCapacity(n + 1)
        squares.reserveCapacity(n + 1)
        for value in values {
            let shifted = value - origin
            sums.append(sums[sums.count - 1] + shifted)
            squares.append(squares[squares.count - 1] + shifted * shifted)
        }
        func mean(_ range: Range<Int>) -> Double {
            (sums[range.upperBound] - sums[range.lowerBound]) / Double(range.count)
        }
        func spread(_ range: Range<Int>) -> Double {
            let total = sums[range.upperBound] - sums[range.lowerBound]
            return max(0, squares[range.upperBound] - squares[range.lowerBound] - total * total / Double(range.count))
        }
        // The best split of a stretch, when its step is clear.
        func split(_ range: Range<Int>) -> (at: Int, t: Double)? {
            guard range.count >= 2 * least else { return nil }
            var best: (at: Int, gain: Double)?
            let whole = spread(range)
            for at in (range.lowerBound + least)...(range.upperBound - least) {
                let gain = whole - spread(range.lowerBound..<at) - spread(at..<range.upperBound)
                if gain > (best?.gain ?? 0) { best = (at, gain) }
            }
            guard let best else { return nil }
            let (left, right) = (range.lowerBound..<best.at, best.at..<range.upperBound)
            let within = (spread(left) + spread(right)) / Double(range.count - 2)
            let step = abs(mean(right) - mean(left))
            guard within > 0 else { return step > 0 ? (best.at, .infinity) : nil }
            let deviation = within.squareRoot()
            let t = step / (deviation * (1 / Double(left.count) + 1 / Double(right.count)).squareRoot())
            guard t >= Self.leastT, step >= Self.leastStep * deviation else { return nil }
            return (best.at, t)
        }
        var cuts: [Int] = []
        while cuts.count < Self.mostShifts {
            let bounds = [0] + cuts + [n]
            let found = zip(bounds, bounds.dropFirst()).compactMap { split($0..<$1) }.max { $0.t < $1.t }
            guard let found else { break }
            cuts = (cuts + [found.at]).sorted()
        }
        guard !cuts.isEmpty else { return nil }
        let bounds = [0] + cuts + [n]
        let stretches = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
        let levels = stretches.map { mean($0) + origin }
        // What the steps leave must be noise.
        var (squared, stepped, previous) = (0.0, 0.0, Double?.none)
        for (stretch, level) in zip(stretches, levels) {
            for index in stretch {
                let residual = values[index] - level
                squared += residual * residual
                if let previous { stepped += (residual - previous) * (residual - previous) }
                previous = residual
            }
        }
        guard squared == 0 || stepped / squared >= Self.leastNoiseRatio else { return nil }
        // Clearly better than a line through all the values.
        if squared > 0 {
            let line = Trend.residualSquares(values)
            // The steps' parameters (a level a stretch, a place a cut) beyond the line's two.
            let parameters = Double(2 * cuts.count - 1)
            guard
                Double(n) * Foundation.log(line / squared) >= parameters * Foundation.log(Double(n))
                    + Self.leastEvidence
            else { return nil }
        }
        // Each stretch holds its level: a slope within one that climbs half as far as a step beside it is a climb,
        // not a step (a slope far smaller than its steps, a chance tilt of the noise, leaves them steps).
        for (order, stretch) in stretches.enumerated() where stretch.count >= 4 {
            let trend = Trend(positions: stretch.map(Double.init), values: Array(values[stretch]))
            let beside = [order - 1, order].filter { cuts.indices.contains($0) }.map {
                abs(levels[$0 + 1] - levels[$0])
            }
            if trend.direction != .flat, abs(trend.fittedChange) >= 0.5 * (beside.min() ?? 0) { return nil }
        }
        // The series ends where its last level says it "stays", and starts where its first "holds": its end point is
        // not far back toward the level before (past four robust spreads of its stretch, or half the step). Wheat
        // near 74 from 1795, at 99 in 1810 and 54 in 1820 and 1821, did not stay there: 54 is 20 back toward 38.5,
        // more than half the step of 36, though within four spreads that the 54s themselves widen.
        if let last = stretches.last, let first = stretches.first, levels.count >= 2 {
            func strays(_ stretch: Range<Int>, at index: Int, level: Double, toward other: Double) -> Bool {
                var deviations = values[stretch].map { abs($0 - level) }
                let spread = 1.4826 * (Selection.median(&deviations) ?? 0)
                let away = values[index] - level
                return (away > 0) == (other > level) && abs(away) > min(4 * spread, abs(other - level) / 2)
            }
            let count = levels.count
            if strays(last, at: last.upperBound - 1, level: levels[count - 1], toward: levels[count - 2])
                || strays(first, at: first.lowerBound, level: levels[0], toward: levels[1])
            {
                return nil
            }
        }
        opening = levels[0]
        steps = cuts.indices.map { Step(index: cuts[$0], before: levels[$0], after: levels[$0 + 1]) }
    }

    /// The least t of a lasting step's jump (see `lastingStep(in:leastStretch:)`).
    static let leastJumpT = 5.0

    /// The one clear step of `values` (finite, in order) that are not all steps: a series that rises and falls, then
    /// drops to a lower level and stays there (road deaths after a seat-belt law).
    ///
    /// At each place, a line is fitted to up to two `leastStretch`s of values on either side (at least one each); the
    /// jump is how far the line after starts from where the line before ends, so a climb cut in two has none. The
    /// place where the two lines leave the smallest share of what one line through both sides leaves is a step when
    /// its jump is clear of the noise (a t of at least `leastJumpT`, and at least `leastStep` times the spread the
    /// lines leave), neither line moves half as far as the jump (the level holds on both sides: a peak's crash is no
    /// step), and what the lines leave is noise (see `leastNoiseRatio`). Its levels are the means on either side.
    ///
    /// - Complexity: O(n · `leastStretch`).
    static func lastingStep(in values: [Double], leastStretch: Int) -> Step? {
        let n = values.count
        guard leastStretch >= 2, n >= 2 * leastStretch else { return nil }
        // A line through `part`: where it is at `at` (counted from the part's first value), what it leaves, the
        // variance of that place's estimate over the noise's, and how far it moves across the part.
        func line(_ part: ArraySlice<Double>, at: Double) -> (
            end: Double, residuals: [Double], variance: Double, moves: Double
        ) {
            let count = Double(part.count)
            let (middle, mean) = ((count - 1) / 2, part.reduce(0, +) / count)
            var (sxx, sxy) = (0.0, 0.0)
            for (offset, value) in part.enumerated() {
                let x = Double(offset) - middle
                (sxx, sxy) = (sxx + x * x, sxy + x * (value - mean))
            }
            let slope = sxy / sxx
            let residuals = part.enumerated().map { $0.element - mean - slope * (Double($0.offset) - middle) }
            return (
                mean + slope * (at - middle), residuals, 1 / count + (at - middle) * (at - middle) / sxx,
                slope * (count - 1)
            )
        }
        var best: (gain: Double, step: Step, isClear: Bool)?
        for index in leastStretch...(n - leastStretch) {
            let (start, end) = (max(0, index - 2 * leastStretch), min(n, index + 2 * leastStretch))
            let (before, after) = (values[start..<index], values[index..<end])
            let (left, right) = (line(before, at: Double(before.count) - 0.5), line(after, at: -0.5))
            let residuals = left.residuals + right.residuals
            let squares = residuals.reduce(0) { $0 + $1 * $1 }
            // The place where two lines leave least of what one line through both sides leaves: a month half at
            // each level, as a law's first is, belongs to neither.
            let gain = squares > 0 ? Trend.residualSquares(Array(values[start..<end])) / squares : .infinity
            guard gain > best?.gain ?? 0 else { continue }
            let deviation = (squares / Double(residuals.count - 4)).squareRoot()
            let jump = abs(right.end - left.end)
            let stepped = zip(residuals, residuals.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }
            let isClear =
                jump >= leastJumpT * deviation * (left.variance + right.variance).squareRoot()
                && jump >= leastStep * deviation && max(abs(left.moves), abs(right.moves)) < 0.5 * jump
                && (squares == 0 || stepped / squares >= leastNoiseRatio)
            let step = Step(
                index: index, before: before.reduce(0, +) / Double(before.count),
                after: after.reduce(0, +) / Double(after.count))
            best = (gain, step, isClear)
        }
        guard let best, best.isClear else { return nil }
        return best.step
    }
}
