import Foundation

/// The numbers the "Chart Details" screen speaks for one column of values: count, missing
/// values, extrema with where they occur, total, mean, median, standard deviation, first, last.
package struct SeriesStatistics: Sendable, Hashable {
    /// The number of points, with or without a value.
    package private(set) var count: Int
    /// The number of points with a finite value.
    package private(set) var valueCount: Int
    /// The number of points without a value.
    package var missingCount: Int { count - valueCount }
    /// The smallest value and the index of its first occurrence.
    package private(set) var minimum: IndexedValue?
    /// The largest value and the index of its first occurrence.
    package private(set) var maximum: IndexedValue?
    /// How many points share the smallest value.
    package private(set) var minimumCount: Int
    /// How many points share the largest value.
    package private(set) var maximumCount: Int
    /// The sum of the values.
    package private(set) var total: Double
    /// The mean, or `nil` without values.
    package private(set) var mean: Double?
    /// The sample standard deviation (0 for a single value), or `nil` without values.
    package private(set) var standardDeviation: Double?
    /// The median, or `nil` without values (or when not asked for).
    package private(set) var median: Double?
    /// The first value and its index.
    package private(set) var first: IndexedValue?
    /// The last value and its index.
    package private(set) var last: IndexedValue?

    /// The statistics of `values`, where `nil` and non-finite entries are missing.
    ///
    /// - Parameters:
    ///   - values: The values.
    ///   - includesMedian: Whether to find the median (see `MedianSearch`), which keeps a copy of
    ///     the values near it.
    /// - Complexity: O(n): one pass, plus a selection among the values near the median.
    package init(_ values: [Double?], includesMedian: Bool = true) {
        self.init(values, includesMedian: includesMedian) { $0 }
    }

    /// The statistics of numbers, where non-finite ones are missing.
    init(numbers: [Double], includesMedian: Bool = true) {
        self.init(numbers, includesMedian: includesMedian) { $0 }
    }

    /// One pass over the values, which also finds their median when asked.
    ///
    /// Values near the ends of `Double`'s range are taken again scaled down (see `isLarge`), so sums cannot overflow.
    private init<Element>(_ values: [Element], includesMedian: Bool, value: (Element) -> Double?) {
        var accumulator = Accumulator()
        var search =
            includesMedian
            ? MedianSearch(sample: MedianSearch.sample(of: values, value: value), count: values.count) : nil
        ScanBlock.forEach(values, value: value) { block in
            accumulator.take(block)
            search?.take(block)
        }
        self.init(values, accumulator: accumulator, search: &search, value: value)
        if isLarge {
            let originals = values.map(value)
            self = SeriesStatistics(originals.map { $0.map { $0 * Self.scaleDown } }, includesMedian: includesMedian)
                .rescaled(by: 1 / Self.scaleDown, values: originals)
        }
    }

    /// The sum of the finite `values` multiplied by `factor`, with Neumaier's compensation, so
    /// that huge values cancelling out leave the small ones' sum exact rather than their
    /// rounding: for the rare series that need `scaleDown`.
    static func compensatedSum(_ values: [Double?], times factor: Double) -> Double {
        var sum = 0.0
        var compensation = 0.0
        for case let value? in values where value.isFinite {
            let term = value * factor
            let next = sum + term
            compensation += abs(sum) >= abs(term) ? (sum - next) + term : (term - next) + sum
            sum = next
        }
        return sum + compensation
    }

    /// Beyond this magnitude (2^900, about 8.5e270) values are analysed scaled down.
    static let largeMagnitude = 0x1p900
    /// The factor values of such magnitude are analysed at (2^-960): the largest `Double`
    /// becomes about 2^64, and no sum, square or difference of them can overflow.
    static let scaleDown = 0x1p-960

    /// Whether at least half the values lie at the lowest (dry days of daily rain): its highs are what it is about,
    /// never unusual beside it.
    var isFloored: Bool { median != nil && median == minimum?.value }

    /// Whether the extremes pass `largeMagnitude`, where sums and squares of the values may
    /// overflow, so the values must be analysed scaled down.
    var isLarge: Bool {
        max(abs(minimum?.value ?? 0), abs(maximum?.value ?? 0)) > Self.largeMagnitude
    }

    /// The statistics of `values` from an accumulator, and a median search when the median is wanted, that took their
    /// finite values in order.
    ///
    /// When the median lies outside the search's bracket, two more passes find it. (The search is taken in place: the
    /// values it kept are reordered where they are, never copied first, as a copy of it would have them.)
    init<Element>(
        _ values: [Element], accumulator: Accumulator, search: inout MedianSearch?, value: (Element) -> Double?
    ) {
        self.init(accumulator, count: values.count)
        guard search != nil, valueCount > 0 else { return }
        median =
            search?.median(count: valueCount)
            ?? values.withUnsafeBufferPointer {
                Self.median(of: $0, count: valueCount, low: accumulator.low, high: accumulator.high, value: value)
            }
    }

    /// The statistics of `numbers`, each finite and none smaller than the one before, whose
    /// sums less `shift` a scan has taken: extremes and median read from their places.
    init(ascending numbers: [Double], shift: Double, shiftedSum: Double, shiftedSquares: Double) {
        self.init(
            Accumulator(ascending: numbers, shift: shift, shiftedSum: shiftedSum, shiftedSquares: shiftedSquares),
            count: numbers.count)
        guard let last = numbers.indices.last else { return }
        median = last % 2 == 0 ? numbers[last / 2] : (numbers[last / 2] + numbers[last / 2 + 1]) / 2
    }

    /// The statistics of values that were analysed multiplied by a power of two (which keeps values near the ends of
    /// `Double`'s range from overflowing sums), brought back to the values' own scale: `factor` undoes the
    /// multiplication; the extremes, first and last values are read from `values` themselves.
    ///
    /// A total beyond `Double`'s range is infinite.
    func rescaled(by factor: Double, values: [Double?]) -> SeriesStatistics {
        var copy = self
        func original(_ indexed: IndexedValue?) -> IndexedValue? {
            indexed.map { IndexedValue(value: values[$0.index] ?? $0.value * factor, index: $0.index) }
        }
        copy.minimum = original(minimum)
        copy.maximum = original(maximum)
        copy.first = original(first)
        copy.last = original(last)
        let sum = Self.compensatedSum(values, times: 1 / factor)
        copy.total = sum * factor
        copy.mean = valueCount > 0 ? sum / Double(valueCount) * factor : nil
        copy.median = median.map { $0 * factor }
        copy.standardDeviation = standardDeviation.map { $0 * factor }
        return copy
    }

    /// The statistics, without the median, of the values an accumulator took out of `count` points.
    private init(_ accumulator: Accumulator, count: Int) {
        let values = accumulator.count
        self.count = count
        valueCount = values
        minimum = values > 0 ? IndexedValue(value: accumulator.low, index: accumulator.lowIndex) : nil
        maximum = values > 0 ? IndexedValue(value: accumulator.high, index: accumulator.highIndex) : nil
        minimumCount = accumulator.lowCount
        maximumCount = accumulator.highCount
        total = accumulator.shift * Double(accumulator.count) + accumulator.shiftedSum
        let n = Double(values)
        let (shift, sum, squares) = (accumulator.shift, accumulator.shiftedSum, accumulator.shiftedSquares)
        mean = values > 0 ? shift + sum / n : nil
        standardDeviation =
            values > 1 ? (max(0, squares - sum * sum / n) / (n - 1)).squareRoot() : (values == 1 ? 0 : nil)
        first = values > 0 ? IndexedValue(value: accumulator.shift, index: accumulator.firstIndex) : nil
        last = values > 0 ? IndexedValue(value: accumulator.previous, index: accumulator.lastIndex) : nil
        median = nil
    }

    /// Takes finite values a block at a time, in order, for the statistics.
    ///
    /// Variance from the blocks' sums, shifted by the first value, which keeps their precision without a division per
    /// value.
    struct Accumulator {
        private(set) var count = 0
        private(set) var shift = 0.0, shiftedSum = 0.0, shiftedSquares = 0.0
        private(set) var low = Double.infinity, high = -Double.infinity
        private(set) var lowIndex = -1, highIndex = -1, lowCount = 0, highCount = 0
        private(set) var firstIndex = -1, lastIndex = -1
        /// The last value taken.
        private(set) var previous = 0.0

        init() {}

        /// The state after taking `numbers`, each finite and none smaller than the one before,
        /// whose sums less `shift` are known.
        init(ascending numbers: [Double], shift: Double, shiftedSum: Double, shiftedSquares: Double) {
            guard let lastIndex = numbers.indices.last else { return }
            count = numbers.count
            (self.shift, self.shiftedSum, self.shiftedSquares) = (shift, shiftedSum, shiftedSquares)
            (low, high, firstIndex, self.lastIndex, previous) = (
                numbers[0], numbers[lastIndex], 0, lastIndex, numbers[lastIndex]
            )
            lowIndex = 0
            lowCount = numbers.prefix { $0 == low }.count
            highCount = numbers.reversed().prefix { $0 == high }.count
            highIndex = count - highCount
        }

        /// Takes the finite values of a block.
        mutating func take(_ block: ScanBlock) {
            let values = block.values
            guard let last = values.last else { return }
            if count == 0 {
                shift = block.shifts.value
                firstIndex = block.index(0)
            }
            shiftedSum += block.valueSums.shifted
            shiftedSquares += block.valueSums.squares
            count &+= values.count
            // Where the extremes occur, and how often, only for a block that reaches them.
            if block.lowest <= low, let place = values.firstIndex(of: block.lowest) {
                if block.lowest < low { (low, lowIndex, lowCount) = (block.lowest, block.index(place), 0) }
                lowCount &+= Self.count(of: low, in: UnsafeBufferPointer(rebasing: values[place...]))
            }
            if block.highest >= high, let place = values.firstIndex(of: block.highest) {
                if block.highest > high { (high, highIndex, highCount) = (block.highest, block.index(place), 0) }
                highCount &+= Self.count(of: high, in: UnsafeBufferPointer(rebasing: values[place...]))
            }
            lastIndex = block.index(values.count - 1)
            previous = last
        }

        /// How many of `values` equal `value`, without a branch per value.
        private static func count(of value: Double, in values: UnsafeBufferPointer<Double>) -> Int {
            var count = 0
            for item in values { count &+= item == value ? 1 : 0 }
            return count
        }
    }

    /// The median of the `count` finite values among `values`, the smallest `low` and the largest `high`, without
    /// copying them all: a first pass counts them in 65,536 buckets of equal width, a second collects those in the
    /// bucket (or two) holding the middle, and a selection among those finds it exactly.
    ///
    /// Values bunched in one bucket make that collection larger, never the answer inexact.
    private static func median<Element>(
        of values: UnsafeBufferPointer<Element>, count: Int, low: Double, high: Double, value: (Element) -> Double?
    ) -> Double? {
        func finite(_ element: Element) -> Double? {
            guard let number = value(element), number.isFinite else { return nil }
            return number
        }
        let bucketCount = 1 << 16
        let scale = Double(bucketCount) / (high - low)
        guard count > 4 * bucketCount, scale.isFinite, scale > 0 else {
            // Few values, all equal, or a span too wide for a double: select among a copy.
            var copy = [Double]()
            copy.reserveCapacity(count)
            for element in values { if let number = finite(element) { copy.append(number) } }
            return Selection.median(&copy)
        }
        func bucket(_ number: Double) -> Int { min(bucketCount - 1, max(0, Int((number - low) * scale))) }
        var counts = [Int](repeating: 0, count: bucketCount)
        counts.withUnsafeMutableBufferPointer { counts in
            for element in values { if let number = finite(element) { counts[bucket(number)] += 1 } }
        }
        // The middle ranks (0-based; equal for an odd count), their buckets, and how many
        // values lie in buckets below the first.
        let lowerRank = (count - 1) / 2
        let upperRank = count / 2
        var below = 0
        var first = 0
        while below + counts[first] <= lowerRank {
            below += counts[first]
            first += 1
        }
        var last = first
        var throughLast = below + counts[first]
        while throughLast <= upperRank {
            last += 1
            throughLast += counts[last]
        }
        var middle = [Double]()
        middle.reserveCapacity(throughLast - below)
        for element in values {
            if let number = finite(element), case let place = bucket(number), place >= first, place <= last {
                middle.append(number)
            }
        }
        return Selection.middle(of: count, in: &middle, below: below)
    }

    /// The change from the first value to the last.
    package var change: Double? {
        guard let first, let last else { return nil }
        return last.value - first.value
    }
}

/// A value and the index of the point it belongs to.
package struct IndexedValue: Sendable, Hashable {
    /// The value.
    package let value: Double
    /// The index of its point in the series.
    package let index: Int
}

/// Order statistics without sorting.
enum Selection {
    /// The median of `values`, which are reordered; the mean of the two middle values for an
    /// even count.
    ///
    /// - Complexity: O(n) on average (quickselect with a median-of-three pivot).
    static func median(_ values: inout [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let middle = values.count / 2
        let upper = select(middle, in: &values)
        guard values.count % 2 == 0 else { return upper }
        // The largest value below the middle is the other middle value.
        var lower = -Double.infinity
        for index in 0..<middle { lower = max(lower, values[index]) }
        return (lower + upper) / 2
    }

    /// The median of `count` values, given `values`, those of them that rank just above the
    /// `below` smallest (which are reordered); `nil` when the middle ranks are not among them.
    static func middle(of count: Int, in values: inout [Double], below: Int) -> Double? {
        let lowerRank = (count - 1) / 2 - below
        let upperRank = count / 2 - below
        guard count > 0, lowerRank >= 0, upperRank < values.count else { return nil }
        let lower = select(lowerRank, in: &values)
        guard upperRank != lowerRank else { return lower }
        // The values after the lower middle are no smaller than it: the least of them is the upper.
        var upper = Double.infinity
        for index in upperRank..<values.count { upper = min(upper, values[index]) }
        return (lower + upper) / 2
    }

    /// The `k`th smallest value (0-based) of `values`, none of them NaN; afterwards values before `k` are no larger
    /// than it and values after it no smaller.
    ///
    /// - Complexity: O(n) on average: quickselect with a median-of-three pivot, each partition
    ///   writing every value both where it goes if below the pivot and where it goes if not, and
    ///   moving on from the one it belongs to, without a branch (a branch on data in no order is
    ///   mispredicted half the time, and costs more than the writes).
    static func select(_ k: Int, in values: inout [Double]) -> Double {
        precondition(values.indices.contains(k))
        return values.withUnsafeMutableBufferPointer { buffer in
            // swift-format-ignore: NeverForceUnwrap
            // (`k` is an index of the buffer, so it is not empty and has an address.)
            let base = buffer.baseAddress!
            let spare = UnsafeMutablePointer<Double>.allocate(capacity: buffer.count)
            defer { spare.deallocate() }
            var (low, high) = (0, buffer.count)
            /// Puts the values of `low..<high` for which `isFront` holds before the others; returns where the others
            /// start.
            @inline(always)
            func split(_ isFront: (Double) -> Bool) -> Int {
                var (front, back) = (low, high &- 1)
                for index in low..<high {
                    let value = base[index]
                    spare[front] = value
                    spare[back] = value
                    let goes = Int(truncatingIfNeeded: unsafeBitCast(isFront(value), to: UInt8.self))
                    front &+= goes
                    back &-= 1 &- goes
                }
                (base + low).update(from: spare + low, count: high &- low)
                return front
            }
            while high &- low > 16 {
                let middle = low &+ (high &- low) / 2
                let (a, b, c) = (base[low], base[middle], base[high &- 1])
                let pivot = max(min(a, b), min(max(a, b), c))
                let store = split { $0 < pivot }
                if k < store {
                    high = store
                } else if store > low {
                    low = store
                } else {
                    // Nothing is below the pivot, so it is the least: the values equal to it go to the front, and
                    // are passed over at once (ties would otherwise take a partition each).
                    let equal = split { $0 == pivot }
                    if k < equal { return pivot }
                    // (None equal to it: a NaN, which a partition cannot pass.)
                    guard equal > low else { break }
                    low = equal
                }
            }
            // A few left: sorted in place by insertion.
            for index in stride(from: low &+ 1, to: high, by: 1) {
                let value = base[index]
                var place = index
                while place > low, base[place &- 1] > value {
                    base[place] = base[place &- 1]
                    place &-= 1
                }
                base[place] = value
            }
            return base[k]
        }
    }
}

/// Pearson's correlation coefficient of paired values, or `nil` when either side is constant
/// or there are fewer than three pairs.
func correlation(_ pairs: some Collection<(Double, Double)>) -> Double? {
    func pass(_ scaleX: Double, _ scaleY: Double) -> (count: Double, sxx: Double, syy: Double, sxy: Double) {
        var count = 0.0
        var meanX = 0.0
        var meanY = 0.0
        var sxx = 0.0
        var syy = 0.0
        var sxy = 0.0
        for (x, y) in pairs where x.isFinite && y.isFinite {
            let (x, y) = (x * scaleX, y * scaleY)
            count += 1
            let dx = x - meanX
            meanX += dx / count
            let dy = y - meanY
            meanY += dy / count
            sxx += dx * (x - meanX)
            syy += dy * (y - meanY)
            sxy += dx * (y - meanY)
        }
        return (count, sxx, syy, sxy)
    }
    var sums = pass(1, 1)
    if !(sums.sxx * sums.syy).isFinite || !sums.sxy.isFinite {
        // Values near the ends of Double's range: r does not change when each variable is
        // multiplied by a constant, so both are brought to about 1 by powers of two (exactly).
        func scale(_ magnitude: Double) -> Double {
            magnitude > 0 ? Double(sign: .plus, exponent: -magnitude.exponent, significand: 1) : 1
        }
        let largestX = pairs.reduce(0.0) { $1.0.isFinite ? max($0, abs($1.0)) : $0 }
        let largestY = pairs.reduce(0.0) { $1.1.isFinite ? max($0, abs($1.1)) : $0 }
        sums = pass(scale(largestX), scale(largestY))
    }
    guard sums.count >= 3, sums.sxx > 0, sums.syy > 0 else { return nil }
    return max(-1, min(1, sums.sxy / (sums.sxx * sums.syy).squareRoot()))
}
