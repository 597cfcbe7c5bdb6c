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
    /// The median, or `nil` without values.
    public let median: Double?
    /// The first value and its index.
    public let first: IndexedValue?
    /// The last value and its index.
    public let last: IndexedValue?

    /// The statistics of `values`, where `nil` and non-finite entries are missing.
    ///
    /// - Parameter includesMedian: Whether to compute the median, which needs a copy of the values.
    /// - Complexity: O(n): one pass, plus a selection for the median.
    public init(_ values: [Double?], includesMedian: Bool = true) {
        var count = 0
        var mean = 0.0
        var squares = 0.0
        var total = 0.0
        var low = IndexedValue(value: .infinity, index: -1)
        var high = IndexedValue(value: -.infinity, index: -1)
        var lowCount = 0
        var highCount = 0
        var first: IndexedValue?
        var last: IndexedValue?
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard let value = buffer[index], value.isFinite else { continue }
                count += 1
                total += value
                let delta = value - mean
                mean += delta / Double(count)
                squares += delta * (value - mean)
                if value < low.value { low = IndexedValue(value: value, index: index); lowCount = 1 } else if value == low.value { lowCount += 1 }
                if value > high.value { high = IndexedValue(value: value, index: index); highCount = 1 } else if value == high.value { highCount += 1 }
                if first == nil { first = IndexedValue(value: value, index: index) }
                last = IndexedValue(value: value, index: index)
            }
        }
        self.count = values.count
        valueCount = count
        minimum = count > 0 ? low : nil
        maximum = count > 0 ? high : nil
        minimumCount = lowCount
        maximumCount = highCount
        self.total = total
        self.mean = count > 0 ? mean : nil
        standardDeviation = count > 1 ? (squares / Double(count - 1)).squareRoot() : (count == 1 ? 0 : nil)
        self.first = first
        self.last = last
        if includesMedian, count > 0 {
            var finite = [Double]()
            finite.reserveCapacity(count)
            for case let value? in values where value.isFinite { finite.append(value) }
            median = Selection.median(&finite)
        } else {
            median = nil
        }
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
