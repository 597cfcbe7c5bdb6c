/// The peaks and troughs of values in order that stand out from their neighbours: the stops a listener jumps
/// between.
///
/// Without a cycle, a peak is a turn (higher than the value before it and than the next value that differs) whose
/// prominence, its height over the higher of the lowest values between it and the nearest higher ones each side
/// (or the ends), is at least four times the noise (estimated from how far each value leaves the middle of its
/// neighbours), but never more than a quarter of the range nor less than a twentieth (a bump a chart's height
/// hardly shows), and that is the highest within a hundredth of the values each side (at least 2): the highs a
/// reader sees above the wiggles, in white noise the tallest spikes (the Nile's 1879, 1895, 1916 and 1964 among
/// them), of a noisy top its highest spike. A trough the same upside down.
///
/// With a cycle, each cycle gives one peak and one trough whatever its size: a peak is the highest of the values
/// less their moving mean over one cycle within `reach` places each side (about two fifths of the cycle), which fall
/// on both sides within twice that reach by at least a sixth of the swing there, and the stop is the turn of the
/// values themselves it climbs to, then the highest value between the troughs either side (the cycle's own high).
/// Taking out the trend first keeps a growing series' every high (Johnson and Johnson's third quarters, each below
/// the next year's first); the cycle's own zigzag is not noise (monthly air traffic's first summer stands only 36
/// above its winter).
///
/// The first and last values are never stops: a series that ends rising has not peaked.
///
/// - Complexity: O(n), plus the noise's median of at most about 100,000 values.
struct Prominence: Sendable {
    /// The indices of the peaks, in order.
    let peaks: [Int]
    /// The indices of the troughs, in order.
    let troughs: [Int]

    /// The reach for a cycle of `length` values, or for `count` values without one.
    static func reach(cycleLength length: Double?, count: Int) -> Int {
        max(2, length.map { Int((0.4 * $0).rounded()) } ?? count / 100)
    }

    /// The standing-out peaks and troughs of `values` (finite, in order), with a cycle of `cycleLength` values if it
    /// has one.
    init(_ values: [Double], cycleLength: Double? = nil) {
        guard values.count >= 5 else {
            (peaks, troughs) = ([], [])
            return
        }
        if let cycleLength {
            let reach = Self.reach(cycleLength: cycleLength, count: values.count)
            let cycles = Self.lessMovingMean(values, length: Int(cycleLength.rounded()))
            let negated = values.map { -$0 }
            let highs = Self.cyclePeaks(values, cycles, reach: reach)
            let lows = Self.cyclePeaks(negated, cycles.map { -$0 }, reach: reach)
            peaks = Self.highest(values, highs, between: lows)
            troughs = Self.highest(negated, lows, between: highs)
        } else {
            let lowest = values.min() ?? 0
            let range = (values.max() ?? 0) - lowest
            let least = max(range / 20, min(4 * Self.noise(values), range / 4))
            let reach = Self.reach(cycleLength: nil, count: values.count)
            peaks = Self.prominentPeaks(values, least: least, reach: reach)
            troughs = Self.prominentPeaks(values.map { -$0 }, least: least, reach: reach)
        }
    }

    /// The turns of `values` standing at least `least` above the higher of their two bases, each the highest within
    /// `reach` places: of a noisy top's spikes, the highest.
    private static func prominentPeaks(_ values: [Double], least: Double, reach: Int) -> [Int] {
        let n = values.count
        let highest = extremes(values, before: reach, after: reach, isMaximum: true)
        // The lowest value between each index and the nearest one before it at least as high (else the start), and
        // after it strictly higher (else the end): of two equal peaks, the first takes the prominence.
        let before = bases(values, isBackward: false, isBarrier: >=)
        let after = bases(values, isBackward: true, isBarrier: >)
        var found: [Int] = []
        var index = 1
        while index < n - 1 {
            // The end of the run of values equal to this one.
            var end = index
            while end + 1 < n, values[end + 1] == values[index] { end += 1 }
            if values[index - 1] < values[index], end + 1 < n, values[end + 1] < values[index],
                values[index] == highest[index], values[index] - max(before[index], after[index]) >= least
            {
                found.append(index)
            }
            index = end + 1
        }
        return found
    }

    /// For each index (visited first to last, or last to first when `isBackward`), the lowest value visited between
    /// it and the nearest earlier-visited value that `isBarrier` to it, else since the first visited (infinity for
    /// none).
    ///
    /// - Complexity: O(n): a stack of the values not yet passed over, each entering and leaving it once.
    private static func bases(
        _ values: [Double], isBackward: Bool, isBarrier: (Double, Double) -> Bool
    ) -> [Double] {
        var result = [Double](repeating: .infinity, count: values.count)
        let indices =
            isBackward
            ? stride(from: values.count - 1, through: 0, by: -1) : stride(from: 0, through: values.count - 1, by: 1)
        // Each entry's value, and the lowest value visited after it up to the entry above it.
        var stack: [(value: Double, lowest: Double)] = []
        var lowestSoFar = Double.infinity
        for index in indices {
            let value = values[index]
            while let top = stack.last, !isBarrier(top.value, value) {
                stack.removeLast()
                if let below = stack.indices.last {
                    stack[below].lowest = min(stack[below].lowest, top.value, top.lowest)
                }
            }
            result[index] = stack.last?.lowest ?? lowestSoFar
            stack.append((value, .infinity))
            lowestSoFar = min(lowestSoFar, value)
        }
        return result
    }

    /// One peak a cycle: the highest of `cycles` (the values less their trend) within `reach` each side that falls
    /// both sides within twice the reach by a sixth of the swing there, moved to the turn of `values` it climbs to
    /// within the reach (the first of equal values); none where the values do not turn.
    private static func cyclePeaks(_ values: [Double], _ cycles: [Double], reach: Int) -> [Int] {
        let n = values.count
        let highest = extremes(cycles, before: reach, after: reach, isMaximum: true)
        let lowestBefore = extremes(cycles, before: 2 * reach, after: 0, isMaximum: false)
        let lowestAfter = extremes(cycles, before: 0, after: 2 * reach, isMaximum: false)
        var found: [Int] = []
        for index in 0..<n where cycles[index] == highest[index] {
            let swing = cycles[index] - min(lowestBefore[index], lowestAfter[index])
            let fall = cycles[index] - max(lowestBefore[index], lowestAfter[index])
            guard fall > 0, fall >= swing / 6 else { continue }
            var turn = index
            for _ in 0..<reach {
                if turn + 1 < n, values[turn + 1] > values[turn] {
                    turn += 1
                } else if turn > 0, values[turn - 1] > values[turn] {
                    turn -= 1
                } else {
                    break
                }
            }
            while turn > 0, values[turn - 1] == values[turn] { turn -= 1 }
            var end = turn
            while end + 1 < n, values[end + 1] == values[turn] { end += 1 }
            guard turn > 0, end + 1 < n, values[turn - 1] < values[turn], values[end + 1] < values[turn] else {
                continue
            }
            found.append(turn)
        }
        return Array(Set(found)).sorted()
    }

    /// Each of `stops` moved to the highest of `values` between the `bounds` on either side of it (the stops of the
    /// other kind): the cycle's own high, Johnson and Johnson's third quarter of 1979 (14.85), not its first (14.04),
    /// which stands higher above the trend; the same place when that highest is an end.
    private static func highest(_ values: [Double], _ stops: [Int], between bounds: [Int]) -> [Int] {
        let n = values.count
        var moved: [Int] = []
        var next = 0
        for stop in stops {
            while next < bounds.count, bounds[next] <= stop { next += 1 }
            let start = next > 0 ? bounds[next - 1] + 1 : 0
            let end = next < bounds.count ? bounds[next] : n
            var best = stop
            for index in start..<end where values[index] > values[best] { best = index }
            while best > start, values[best - 1] == values[best] { best -= 1 }
            moved.append(best > 0 && best < n - 1 ? best : stop)
        }
        return Array(Set(moved)).sorted()
    }

    /// `values` less their mean over `length` places centred on each (for an even length, half of each end
    /// place), the nearest whole window's mean near the ends.
    private static func lessMovingMean(_ values: [Double], length: Int) -> [Double] {
        let n = values.count
        let half = max(1, length) / 2
        guard n > 2 * half else { return values }
        let isEven = length.isMultiple(of: 2)
        var means = [Double](repeating: 0, count: n)
        var sum = values[0...(2 * half)].reduce(0, +)
        for centre in half..<(n - half) {
            if centre > half { sum += values[centre + half] - values[centre - half - 1] }
            means[centre] =
                isEven
                ? (sum - (values[centre - half] + values[centre + half]) / 2) / Double(length)
                : sum / Double(2 * half + 1)
        }
        for index in 0..<half { means[index] = means[half] }
        for index in (n - half)..<n { means[index] = means[n - half - 1] }
        return zip(values, means).map { $0 - $1 }
    }

    /// The noise of `values`: the median distance of a value from the middle of its neighbours, as a deviation (of at
    /// most about 100,000 values taken evenly, so ten million points cost no sort of them all).
    private static func noise(_ values: [Double]) -> Double {
        let n = values.count
        var departures = stride(from: 1, to: n - 1, by: max(1, n / 100_000)).map { index -> Double in
            let middle: Double = (values[index - 1] + values[index + 1]) / 2
            return abs(values[index] - middle)
        }
        departures.sort()
        return 1.4826 * departures[departures.count / 2] / 1.5.squareRoot()
    }

    /// For each index, the largest (or smallest) value from `before` places before it to `after` places after it.
    ///
    /// - Complexity: O(n): a queue of candidates, each value entering and leaving it once.
    private static func extremes(_ values: [Double], before: Int, after: Int, isMaximum: Bool) -> [Double] {
        let n = values.count
        var result = [Double](repeating: 0, count: n)
        var queue = [Int](repeating: 0, count: n)
        var (head, tail) = (0, 0)
        func beats(_ a: Double, _ b: Double) -> Bool { isMaximum ? a >= b : a <= b }
        var next = 0
        for index in 0..<n {
            // Takes in the values up to `after` places ahead.
            while next < n, next <= index + after {
                while tail > head, beats(values[next], values[queue[tail - 1]]) { tail -= 1 }
                queue[tail] = next
                tail += 1
                next += 1
            }
            while queue[head] < index - before { head += 1 }
            result[index] = values[queue[head]]
        }
        return result
    }
}
