import Foundation
import ChartModel

/// What the summary knows about one series: its values along x, statistics, profile, trend.
struct SeriesAnalysis: Sendable {
    let series: Series
    /// Each point's x position (seconds for dates, the category's place for categories).
    let positions: [Double]
    /// Each point's value (y, or the middle of its band); `nil` when missing.
    let values: [Double?]
    let statistics: SeriesStatistics
    let profile: Profile
    let trend: Trend
}

/// The points of one series that another has at the same x: `a`'s index, `a`'s value and
/// the other's value, in x order. Both with finite values only.
///
/// - Complexity: O(n) when both series have the same x values (compared first), else O(n log n).
func sharedPoints(_ a: (positions: [Double], values: [Double?]), _ b: (positions: [Double], values: [Double?])) -> [(index: Int, value: Double, other: Double)] {
    var shared: [(index: Int, value: Double, other: Double)] = []
    if a.positions == b.positions {
        for index in a.positions.indices {
            if let value = a.values[index], let other = b.values[index], value.isFinite, other.isFinite { shared.append((index, value, other)) }
        }
    } else {
        var other: [Double: Double] = [:]
        for (index, position) in b.positions.enumerated() {
            if let value = b.values[index], value.isFinite { other[position] = value }
        }
        for index in a.positions.indices {
            if let value = a.values[index], value.isFinite, let match = other[a.positions[index]] { shared.append((index, value, match)) }
        }
    }
    let positions = a.positions
    if !zip(shared, shared.dropFirst()).allSatisfy({ positions[$0.index] <= positions[$1.index] }) {
        shared.sort { positions[$0.index] != positions[$1.index] ? positions[$0.index] < positions[$1.index] : $0.index < $1.index }
    }
    return shared
}

extension ChartDescriber {
    /// Analyses one series, whose categories sit at `categories` on the x axis.
    ///
    /// - Complexity: O(n) in its number of points.
    func analyse(_ series: Series, categories: [String: Int]) -> SeriesAnalysis {
        let positions = chart.xPositions(of: series, categoryPlaces: categories)
        let values = series.centralValues
        let profile = Profile(
            positions: positions, values: values, isDate: chart.xAxis.type == .date,
            isCategorical: chart.xAxis.type == .categorical, maximumGroups: options.maximumGroups
        )
        return SeriesAnalysis(
            series: series, positions: positions, values: values,
            statistics: SeriesStatistics(values, includesMedian: false),
            profile: profile, trend: Trend(positions: profile.positions, values: isLogarithmic ? profile.means.map(onScale) : profile.means)
        )
    }

    /// A value as the y axis places it: its logarithm on log scales, where equal ratios look
    /// (and sound) like equal steps, so trends and outliers are judged as the picture shows them.
    func onScale(_ value: Double) -> Double {
        isLogarithmic && value > 0 ? Foundation.log10(value) : value
    }

    /// Whether the y axis has a logarithmic scale.
    var isLogarithmic: Bool { wording.y.axis.scale != .linear }
}
