import Foundation

/// The numbers the "Chart Details" screen speaks for one column of values: count, missing
/// values, extrema with where they occur, total, mean, median, standard deviation, first, last.
public struct SeriesStatistics: Sendable, Hashable {
    /// The number of points, with or without a value.
    public let count: Int
    /// The number of points with a finite value.
    public let valueCount: Int
    /// The number of points without a value.
    public var missingCount: Int { count - valueCount }
    /// The smallest value and the index of its first occurrence.
    public let minimum: IndexedValue?
    /// The largest value and the index of its first occurrence.
    public let maximum: IndexedValue?
    /// How many points share the smallest value.
    public let minimumCount: Int
    /// How many points share the largest value.
    public let maximumCount: Int
    /// The sum of the values.
    public let total: Double
    /// The mean, or `nil` without values.
    public let mean: Double?
    /// The sample standard deviation (0 for a single value), or `nil` without values.
    public let standardDeviation: Double?
    /// The median, or `nil` without values (or when not asked for).
    public private(set) var median: Double?
    /// The first value and its index.
    public let first: IndexedValue?
    /// The last value and its index.
    public let last: IndexedValue?
    /// Whether the values never fall, in the order given (so their median is in the middle).
    let isAscending: Bool

    /// The statistics of `values`, where `nil` and non-finite entries are missing.
    ///
    /// - Parameter includesMedian: Whether to compute the median, which needs a copy of the values.
    /// - Complexity: O(n): one pass, plus a selection for the median.
    public init(_ values: [Double?], includesMedian: Bool = true) {
        self.init(values, includesMedian: includesMedian) { $0 }
    }

    /// The statistics of numbers, where non-finite ones are missing.
    init(numbers: [Double], includesMedian: Bool = true) {
        self.init(numbers, includesMedian: includesMedian) { $0 }
    }

    /// One pass over the values. Variance from sums shifted by the first value, which keeps
    /// their precision without a division per value.
    @inline(__always)
    private init<Element>(_ values: [Element], includesMedian: Bool, value: (Element) -> Double?) {
        var count = 0
        var shift = 0.0, shiftedSum = 0.0, shiftedSquares = 0.0, total = 0.0
        var low = Double.infinity, high = -Double.infinity
        var lowIndex = -1, highIndex = -1, lowCount = 0, highCount = 0
        var firstIndex = -1, lastIndex = -1
        var previous = -Double.infinity, isAscending = true
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard let item = value(buffer[index]), item.isFinite else { continue }
                if count == 0 {
                    shift = item
                    firstIndex = index
                }
                count += 1
                total += item
                let shifted = item - shift
                shiftedSum += shifted
                shiftedSquares += shifted * shifted
                if item < low { low = item; lowIndex = index; lowCount = 1 } else if item == low { lowCount += 1 }
                if item > high { high = item; highIndex = index; highCount = 1 } else if item == high { highCount += 1 }
                lastIndex = index
                if item < previous { isAscending = false }
                previous = item
            }
        }
        self.isAscending = isAscending
        self.count = values.count
        valueCount = count
        minimum = count > 0 ? IndexedValue(value: low, index: lowIndex) : nil
        maximum = count > 0 ? IndexedValue(value: high, index: highIndex) : nil
        minimumCount = lowCount
        maximumCount = highCount
        self.total = total
        let n = Double(count)
        mean = count > 0 ? shift + shiftedSum / n : nil
        standardDeviation = count > 1 ? (max(0, shiftedSquares - shiftedSum * shiftedSum / n) / (n - 1)).squareRoot() : (count == 1 ? 0 : nil)
        first = count > 0 ? IndexedValue(value: value(values[firstIndex])!, index: firstIndex) : nil
        last = count > 0 ? IndexedValue(value: value(values[lastIndex])!, index: lastIndex) : nil
        if includesMedian, count > 0 {
            median = values.withUnsafeBufferPointer { Self.median(of: $0, count: count, low: low, high: high, isAscending: isAscending, value: value) }
        } else {
            median = nil
        }
    }

    /// The median of the `count` finite values among `values`, the smallest `low` and the
    /// largest `high`, without copying them all: a first pass counts them in 65,536 buckets
    /// of equal width, a second collects those in the bucket (or two) holding the middle, and
    /// a selection among those finds it exactly. Values bunched in one bucket make that
    /// collection larger, never the answer inexact. Values all present and `isAscending` (x
    /// values, mostly) have theirs in the middle.
    @inline(__always)
    private static func median<Element>(
        of values: UnsafeBufferPointer<Element>, count: Int, low: Double, high: Double, isAscending: Bool, value: (Element) -> Double?
    ) -> Double? {
        func finite(_ element: Element) -> Double? {
            guard let number = value(element), number.isFinite else { return nil }
            return number
        }
        if isAscending, count == values.count, count > 0, let lower = finite(values[(count - 1) / 2]), let upper = finite(values[count / 2]) {
            return (lower + upper) / 2
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
        let lowerRank = (count - 1) / 2, upperRank = count / 2
        var below = 0, first = 0
        while below + counts[first] <= lowerRank {
            below += counts[first]
            first += 1
        }
        var last = first, throughLast = below + counts[first]
        while throughLast <= upperRank {
            last += 1
            throughLast += counts[last]
        }
        var middle = [Double]()
        middle.reserveCapacity(throughLast - below)
        for element in values {
            if let number = finite(element), case let place = bucket(number), place >= first, place <= last { middle.append(number) }
        }
        let lower = Selection.select(lowerRank - below, in: &middle)
        guard upperRank != lowerRank else { return lower }
        return (lower + Selection.select(upperRank - below, in: &middle)) / 2
    }

    /// These statistics with the median of `values`, the values they were computed from.
    func withMedian(of values: [Double?]) -> SeriesStatistics {
        guard median == nil, let low = minimum?.value, let high = maximum?.value else { return self }
        var statistics = self
        statistics.median = values.withUnsafeBufferPointer { Self.median(of: $0, count: valueCount, low: low, high: high, isAscending: isAscending) { $0 } }
        return statistics
    }

    /// The change from the first value to the last.
    public var change: Double? {
        guard let first, let last else { return nil }
        return last.value - first.value
    }
}

/// A value and the index of the point it belongs to.
public struct IndexedValue: Sendable, Hashable {
    /// The value.
    public let value: Double
    /// The index of its point in the series.
    public let index: Int
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

    /// The `k`th smallest value (0-based); afterwards values before `k` are no larger than it.
    static func select(_ k: Int, in values: inout [Double]) -> Double {
        values.withUnsafeMutableBufferPointer { buffer in
            var low = 0
            var high = buffer.count - 1
            while low < high {
                let middle = low + (high - low) / 2
                if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
                if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
                if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
                let pivot = buffer[middle]
                var left = low
                var right = high
                while left <= right {
                    while buffer[left] < pivot { left += 1 }
                    while buffer[right] > pivot { right -= 1 }
                    if left <= right {
                        buffer.swapAt(left, right)
                        left += 1
                        right -= 1
                    }
                }
                if k <= right { high = right } else if k >= left { low = left } else { break }
            }
            return buffer[k]
        }
    }
}

/// Pearson's correlation coefficient of paired values, or `nil` when either side is constant
/// or there are fewer than three pairs.
func correlation(_ pairs: some Sequence<(Double, Double)>) -> Double? {
    var count = 0.0
    var meanX = 0.0, meanY = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
    for (x, y) in pairs where x.isFinite && y.isFinite {
        count += 1
        let dx = x - meanX
        meanX += dx / count
        let dy = y - meanY
        meanY += dy / count
        sxx += dx * (x - meanX)
        syy += dy * (y - meanY)
        sxy += dx * (y - meanY)
    }
    guard count >= 3, sxx > 0, syy > 0 else { return nil }
    return max(-1, min(1, sxy / (sxx * syy).squareRoot()))
}
