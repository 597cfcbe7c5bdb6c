/// The values a histogram's bins count, summarised, when they were at hand (rows of raw values): figures the
/// bins alone can only estimate.
public struct CountedValues: Sendable, Hashable {
    /// How many values the bins count.
    public var count: Int
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The mean.
    public var mean: Double
    /// The median: the middle value, or the mean of the middle two.
    public var median: Double
    /// The sample standard deviation (dividing by one less than the count); 0 for one value.
    public var standardDeviation: Double

    /// Creates a summary from its figures.
    public init(
        count: Int, minimum: Double, maximum: Double, mean: Double, median: Double, standardDeviation: Double
    ) {
        self.count = count
        self.minimum = minimum
        self.maximum = maximum
        self.mean = mean
        self.median = median
        self.standardDeviation = standardDeviation
    }

    /// The sum of `values` compensated for rounding (Neumaier's), so that values written with a few decimals give
    /// theirs: 3.758, not 3.757999999999999; 63.9, not 63.89999999999999.
    static func compensatedSum(_ values: [Double]) -> Double {
        var (total, compensation) = (0.0, 0.0)
        for value in values {
            let next = total + value
            compensation += abs(total) >= abs(value) ? (total - next) + value : (value - next) + total
            total = next
        }
        return total + compensation
    }

    /// The summary of `values`, or nil when there is none.
    ///
    /// - Complexity: O(n log n) in the number of values, to find the median.
    public init?(of values: [Double]) {
        guard let first = values.first else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        // The mean from a compensated sum; the spread from values shifted by the first, which keeps the squares'
        // precision far from zero.
        let shifted = values.map { $0 - first }
        let sum = shifted.reduce(0, +)
        let squares = shifted.reduce(0) { $0 + $1 * $1 }
        let n = Double(values.count)
        self.init(
            count: values.count, minimum: sorted[0], maximum: sorted[sorted.count - 1],
            mean: Self.compensatedSum(values) / n,
            median: sorted.count % 2 == 1 ? sorted[middle] : sorted[middle - 1] / 2 + sorted[middle] / 2,
            standardDeviation: values.count > 1 ? (max(0, squares - sum * sum / n) / (n - 1)).squareRoot() : 0)
    }
}
