/// The peaks and troughs of values in order that stand out from their neighbours, relative to the local swing: the
/// stops a listener jumps between.
///
/// A peak is the highest value within `reach` places each side, and falls on both sides, within twice that reach,
/// by at least a sixth of the swing there (its height over the lowest value around: a small cycle beside a large
/// one still stands out) and, in a series without a cycle, by at least four times the
/// noise (estimated from how far each value leaves the middle of its neighbours); a trough the same upside down. A
/// cycle's reach is about two fifths of its length, so each cycle gives one peak and one trough whatever its size
/// (there the zigzag of the cycle itself would count as noise: monthly air traffic's first summer, 36 above its
/// winter, was passed over for a "noise" of 12).
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

    /// The standing-out peaks and troughs of `values` (finite, in order), each the highest or lowest within `reach`,
    /// which is a cycle's when `isCyclic`.
    init(_ values: [Double], reach: Int, isCyclic: Bool = false) {
        let n = values.count
        guard n >= 5 else {
            (peaks, troughs) = ([], [])
            return
        }
        let noise = isCyclic ? 0 : Self.noise(values)
        func stops(_ values: [Double]) -> [Int] {
            let highest = Self.extremes(values, before: reach, after: reach, isMaximum: true)
            let lowestBefore = Self.extremes(values, before: 2 * reach, after: 0, isMaximum: false)
            let lowestAfter = Self.extremes(values, before: 0, after: 2 * reach, isMaximum: false)
            var found: [Int] = []
            for index in 0..<n where values[index] == highest[index] {
                // The first of equal highs only.
                if let last = found.last, index - last <= reach, values[last] == values[index] { continue }
                let swing = values[index] - min(lowestBefore[index], lowestAfter[index])
                let fall = values[index] - max(lowestBefore[index], lowestAfter[index])
                if fall > 0, fall >= swing / 6, fall >= 4 * noise { found.append(index) }
            }
            return found
        }
        peaks = stops(values)
        troughs = stops(values.map { -$0 })
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
    static func extremes(_ values: [Double], before: Int, after: Int, isMaximum: Bool) -> [Double] {
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
