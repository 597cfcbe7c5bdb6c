import ChartModel
import Foundation

/// What the description knows about one series: its values along x, statistics, profile,
/// trend and outliers.
struct SeriesAnalysis: Sendable {
    let series: Series
    /// Each point's x position (seconds for dates, the category's place for categories).
    let positions: [Double]
    /// Each point's value (y, or the middle of its band); `nil` when missing.
    let values: [Double?]
    /// The statistics of the values, with their median.
    let statistics: SeriesStatistics
    /// The values in groups (see `Profile`), unusual values left out when few (see `unusualLeftOut`).
    let profile: Profile
    /// The values in groups, every value in its group's mean, as a sparkline draws them.
    let drawnProfile: Profile
    /// How many unusual values the profile's groups leave out.
    let unusualLeftOut: Int
    let trend: Trend
    /// The outliers among the values taken in order (see `Outliers`), most extreme first.
    let outliers: [Int]
    /// The smallest and largest finite x position.
    let xExtent: ClosedRange<Double>?
    /// The statistics of the x positions, when the scan could take them (see `SeriesScan`).
    let xStatistics: SeriesStatistics?
    /// How many runs of equal x positions there are (see `SeriesScan.xRuns`).
    let xRuns: Int
    /// Whether no x position is smaller than the one before (see `SeriesScan.isInXOrder`).
    let isInXOrder: Bool
    /// The points without a value (see `SeriesScan.missing`).
    let missing: MissingPoints
    /// The two highest and two lowest distinct values (see `ExtremeNeighbours`).
    let extremes: ExtremeNeighbours
    /// The calendar cycle of a series along dates in order (see `Season`), with the index of the point each of its
    /// values is.
    let season: (cycle: Season, indices: [Int])?

    /// Analyses `series` of `chart`, whose categories sit at `categories` on the x axis.
    ///
    /// - Complexity: O(n) in its number of points: one pass (see `SeriesScan`).
    init(_ series: Series, of chart: Chart, categories: [String: Int], maximumGroups: Int) {
        self.series = series
        positions = chart.xPositions(of: series, categoryPlaces: categories)
        values = series.centralValues
        let isLogarithmic = chart.isLogarithmic
        let positions = positions
        // Years as numbers: whole numbers from 1000 under an axis titled as years (as its wording reads them).
        let isYears =
            chart.xAxis.type == .numeric && AxisWording.namesYears(chart.xAxis.title)
            && positions.allSatisfy { !$0.isFinite || ($0 >= 1000 && $0 <= 9999 && $0 == $0.rounded()) }
        let scan = { (values: [Double?]) in
            SeriesScan(
                positions: positions, values: values, isDate: chart.xAxis.type == .date,
                isCategorical: chart.xAxis.type == .categorical, maximumGroups: maximumGroups,
                isLogarithmic: isLogarithmic, isYears: isYears)
        }
        var scanned = scan(values)
        xExtent = scanned.xExtent
        xRuns = scanned.xRuns
        isInXOrder = scanned.isInXOrder
        missing = scanned.missing
        extremes = scanned.extremes
        // x positions near the ends of Double's range: their statistics taken apart, scaled.
        xStatistics = scanned.xStatistics.map { $0.isLarge ? SeriesStatistics(numbers: positions) : $0 }
        var profile: Profile
        let isLarge = scanned.statistics.isLarge
        if isLarge {
            // Values near the ends of Double's range would overflow sums, differences and
            // squares: they are analysed multiplied by a power of two (exactly), and the results
            // brought back.
            let factor = SeriesStatistics.scaleDown
            scanned = scan(values.map { $0.map { $0 * factor } })
            statistics = scanned.statistics.rescaled(by: 1 / factor, values: values)
            profile = scanned.profile.rescaled(by: 1 / factor)
        } else {
            statistics = scanned.statistics
            profile = scanned.profile
        }
        // A cycle swings by a share of its level only where a share means something: not in percentages,
        // temperatures or elevations (their zero is no true zero).
        let axis = chart.yAxis
        let unit = (axis?.unit ?? "").lowercased().trimmingCharacters(in: .whitespaces)
        let hasTrueZero =
            axis?.format.style != .percent && unit != "%" && !AxisWording.percentUnits.contains(unit)
            && !AxisWording.namesIntervalScale(unit + " " + (axis?.title ?? "") + " " + series.name)
        let season =
            chart.xAxis.type == .date
            ? Self.season(positions: positions, values: values, hasTrueZero: hasTrueZero) : nil
        self.season = season
        // Where half the values lie at the lowest (dry days), a value is unusual beside the others above it: a storm
        // beside wet days, never a shower beside dry ones (Seattle's 30.5 mm on a dry August day was named before
        // 55.9 on a wet March one). A value with a cycle is unusual against its season: the highs of a cycle that
        // grows with its level are no spikes, and a February as high as the summers is one.
        if statistics.isFloored, let floor = statistics.minimum?.value {
            outliers = Outliers.ordered(values.map { $0 == floor ? nil : $0 }, isLogarithmic: isLogarithmic)
        } else if let (cycle, indices) = season, !isLogarithmic {
            var adjusted = [Double?](repeating: nil, count: values.count)
            for (place, index) in indices.enumerated() { adjusted[index] = cycle.adjusted[place] }
            outliers = Outliers.ordered(adjusted)
        } else if hasTrueZero, !isLogarithmic, !scanned.outliers.isEmpty {
            outliers = values.withUnsafeBufferPointer { Outliers.standingOutInRatio(scanned.outliers, in: $0) }
        } else {
            outliers = scanned.outliers
        }
        drawnProfile = profile
        // A few unusual values (up to 5, or a hundredth of the values), told as such, are no group's level: a lone
        // spike would lift its month into a rise, or end a month of points with a climb. Not where half the values
        // lie at the lowest (dry days), whose highs are what the values are about.
        let left =
            isInXOrder && !statistics.isFloored && outliers.count <= max(5, statistics.valueCount / 100)
            ? profile.leavingOut(outliers, positions: positions, values: values) : (profile: profile, count: 0)
        (profile, unusualLeftOut) = (left.profile, left.count)
        self.profile = profile
        if isLogarithmic {
            trend = Trend(positions: profile.positions, values: profile.means.map(chart.onScale))
        } else if isLarge {
            let factor = SeriesStatistics.scaleDown
            trend = Trend(positions: profile.positions, values: profile.means.map { $0 * factor })
                .rescaled(by: 1 / factor)
        } else {
            trend = Trend(positions: profile.positions, values: profile.means)
        }
    }

    /// The calendar cycle of values along dates, when x ascends; its swings scale with the level only when the values
    /// have a true zero.
    private static func season(
        positions: [Double], values: [Double?], hasTrueZero: Bool
    ) -> (cycle: Season, indices: [Int])? {
        guard values.count <= Season.mostValues, zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return nil
        }
        let indices = values.indices.filter { values[$0]?.isFinite == true }
        let found = Season(
            values: indices.map { values[$0] ?? 0 }, positions: indices.map { positions[$0] }, hasTrueZero: hasTrueZero)
        return found.map { ($0, indices) }
    }

    /// The finite values in order of x, with the index of the point each is.
    ///
    /// - Complexity: O(n), or O(n log n) when x goes back.
    func orderedValues() -> (indices: [Int], values: [Double]) {
        var indices = values.indices.filter { values[$0]?.isFinite == true }
        if zip(positions, positions.dropFirst()).contains(where: { $0 > $1 }) {
            indices.sort { (positions[$0], $0) < (positions[$1], $1) }
        }
        return (indices, indices.map { values[$0] ?? 0 })
    }

}

/// The points of one series that another has at the same x: `a`'s index, `a`'s value and the other's value, in x order.
///
/// Both with finite values only.
///
/// - Complexity: O(n) when both series have the same x values (compared first), else O(n log n).
func sharedPoints(_ a: (positions: [Double], values: [Double?]), _ b: (positions: [Double], values: [Double?])) -> [(
    index: Int, value: Double, other: Double
)] {
    var shared: [(index: Int, value: Double, other: Double)] = []
    // Room for every point at once: a million shared points grown by doubling cost more than
    // finding them.
    shared.reserveCapacity(min(a.values.count, b.values.count))
    if a.positions == b.positions {
        for index in a.positions.indices {
            if let value = a.values[index], let other = b.values[index], value.isFinite, other.isFinite {
                shared.append((index, value, other))
            }
        }
    } else {
        var other: [Double: Double] = [:]
        for (index, position) in b.positions.enumerated() {
            if let value = b.values[index], value.isFinite { other[position] = value }
        }
        for index in a.positions.indices {
            if let value = a.values[index], value.isFinite, let match = other[a.positions[index]] {
                shared.append((index, value, match))
            }
        }
    }
    let positions = a.positions
    if !zip(shared, shared.dropFirst()).allSatisfy({ positions[$0.index] <= positions[$1.index] }) {
        shared.sort {
            positions[$0.index] != positions[$1.index] ? positions[$0.index] < positions[$1.index] : $0.index < $1.index
        }
    }
    return shared
}

/// Calls `body` with each point `sharedPoints` would give, in the same order, until it returns `false`.
///
/// Two series on one x column (a CSV's, a table's), in x order, are walked as they are, nothing stored: a million
/// shared points cost no array of them.
func forEachSharedPoint(
    _ a: (positions: [Double], values: [Double?]), _ b: (positions: [Double], values: [Double?]),
    _ body: (_ index: Int, _ value: Double, _ other: Double) -> Bool
) {
    guard a.positions == b.positions, zip(a.positions, a.positions.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        for point in sharedPoints(a, b) where !body(point.index, point.value, point.other) { return }
        return
    }
    for index in a.positions.indices {
        if let value = a.values[index], let other = b.values[index], value.isFinite, other.isFinite,
            !body(index, value, other)
        {
            return
        }
    }
}

extension Chart {
    /// Whether the y axis has a logarithmic scale.
    var isLogarithmic: Bool { (yAxis?.scale ?? .linear) != .linear }

    /// A value as the y axis places it: its logarithm on log scales, where equal ratios look
    /// (and sound) like equal steps, so trends and outliers are judged as the picture shows them.
    func onScale(_ value: Double) -> Double {
        isLogarithmic && value > 0 ? Foundation.log10(value) : value
    }
}
