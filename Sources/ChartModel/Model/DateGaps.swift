/// Where dates skip a period the data otherwise has: the one rule the description's gaps and the
/// audit's hidden-gap finding share.
///
/// A step between neighbouring dates is a gap when it is more than 1.9 times the median step.
/// Daily data that never falls on some days of the week (trading days, school days) is spaced by
/// the days it has: a step over only such days (a weekend) is no gap, nor one over a rare holiday
/// (see `holidays(skipped:dates:)`).
package enum DateGaps {
    /// The indices `i` where `positions[i]` to `positions[i + 1]` is a gap; `nil` when the
    /// positions (seconds since 1970, UTC) are not increasing, or too few to tell.
    ///
    /// - Parameters:
    ///   - positions: One series' dates.
    ///   - grid: The dates of the whole chart (`ChartDates.grid`), against whose spacing a series
    ///     not evenly spaced of its own is judged: in long form, a series seen in January, April,
    ///     August and October of a monthly chart has three gaps, though none of its own steps is
    ///     twice another. Nil to judge the series alone.
    /// - Returns: The indices of the steps that are gaps; nil when the positions go back or are
    ///   too few to tell.
    /// - Complexity: O(n log n) in the number of positions (a median).
    package static func indices(in positions: [Double], grid: @autoclosure () -> [Double]? = nil) -> [Int]? {
        guard let steps = steps(of: positions) else { return nil }
        var reference = (positions: positions, steps: steps)
        // The grid is made only for a series uneven on its own (it sorts every date of the chart).
        if positions.count >= 2, let low = steps.min(), let high = steps.max(), high > 1.25 * low, let grid = grid(),
            grid.count >= 4, grid.count > positions.count, let gridSteps = Self.steps(of: grid)
        {
            reference = (grid, gridSteps)
        }
        guard reference.positions.count >= 4 else { return nil }
        let typical = reference.steps.sorted()[reference.steps.count / 2]
        guard typical > 0 else { return nil }
        let day = 86_400.0
        // Daily data: the days of the week it has (a day present on at least 2 percent of its dates).
        if typical >= 0.5 * day, typical <= 1.5 * day {
            var counts = [Int](repeating: 0, count: 7)
            for position in reference.positions { counts[weekday(position)] += 1 }
            let present = counts.map { $0 * 50 >= reference.positions.count }
            if present.contains(false) {
                // The days the data has that each step skips (a weekend skips none); more than a week, a gap.
                let skipped = steps.indices.map { index -> Int in
                    guard steps[index] > 1.9 * typical else { return 0 }
                    let first = Int((positions[index] / day).rounded(.down)) + 1
                    let last = Int((positions[index + 1] / day).rounded(.down)) - 1
                    guard first <= last else { return 0 }
                    if last - first >= 7 { return .max }
                    return (first...last).count(where: { present[weekday(Double($0) * day)] })
                }
                let holidays = Self.holidays(skipped: skipped, dates: positions.count)
                return skipped.indices.filter { skipped[$0] > 0 && !holidays.contains($0) }
            }
        }
        return steps.indices.filter { steps[$0] > 1.9 * typical }
    }

    /// The steps of business-day data that skip only a holiday.
    ///
    /// A holiday is one or two days the data otherwise has (a weekday of trading days, July 3 before a weekend),
    /// when such days are rare: at most one in 20 of the days the data has or skips, as markets close on some ten
    /// days a year. More, or longer, absences are gaps.
    ///
    /// - Parameters:
    ///   - skipped: For each step, how many days the data has lie strictly between its dates.
    ///   - dates: How many dates the data has.
    /// - Returns: The indices of the steps that skip a holiday.
    /// - Complexity: O(n) in the number of steps.
    static func holidays(skipped: [Int], dates: Int) -> Set<Int> {
        let short = skipped.indices.filter { (1...2).contains(skipped[$0]) }
        let missed = short.reduce(0) { $0 + skipped[$1] }
        guard missed > 0, missed * 20 <= dates + missed else { return [] }
        return Set(short)
    }

    /// The chart's dates a series misses before its first date and after its last: in long form, a region whose
    /// readings stop in August of a chart that runs to December misses September to December.
    ///
    /// A date of the chart is missed when it lies a step of the series or more (0.85 of one, as months differ in
    /// length) beyond the series' end: its own typical step when its steps are even, else the chart's.
    ///
    /// - Parameters:
    ///   - positions: One series' dates, increasing.
    ///   - extent: The dates the series is judged against (`ChartDates.extent(ofSeriesAt:)`); the grid is made
    ///     only when the series stops short of them.
    ///   - grid: The dates of the whole chart (`ChartDates.grid`).
    /// - Returns: The first and last date missed at the start and at the end; nil for an end the series reaches.
    /// - Complexity: O(n log n) in the number of the chart's dates, when the series stops short; else O(1).
    package static func edges(
        of positions: [Double], extent: ClosedRange<Double>?, grid: @autoclosure () -> [Double]?
    ) -> (before: ClosedRange<Double>?, after: ClosedRange<Double>?) {
        guard let extent, let first = positions.first, let last = positions.last,
            first > extent.lowerBound || last < extent.upperBound, let grid = grid(), grid.count >= 4,
            let own = steps(of: positions), let gridSteps = steps(of: grid)
        else { return (nil, nil) }
        let isEven = own.count >= 2 && (own.min() ?? 0) * 1.25 >= (own.max() ?? 0)
        let reference = isEven ? own : gridSteps
        let typical = reference.sorted()[reference.count / 2]
        guard typical > 0 else { return (nil, nil) }
        let before = grid.filter { extent.contains($0) && $0 <= first - 0.85 * typical }
        let after = grid.filter { extent.contains($0) && $0 >= last + 0.85 * typical }
        return (
            before.first.flatMap { low in before.last.map { low...$0 } },
            after.first.flatMap { low in after.last.map { low...$0 } }
        )
    }

    /// The steps between neighbouring positions; nil when they go back or are not finite.
    private static func steps(of positions: [Double]) -> [Double]? {
        guard !positions.isEmpty else { return nil }
        var steps: [Double] = []
        steps.reserveCapacity(positions.count - 1)
        for index in 1..<positions.count {
            let step = positions[index] - positions[index - 1]
            guard step >= 0, step.isFinite else { return nil }
            steps.append(step)
        }
        return steps
    }

    /// The day of the week of `seconds`, from 0 for Monday.
    static func weekday(_ seconds: Double) -> Int {
        // 1970-01-01 was a Thursday (3 from Monday).
        let days = Int((seconds / 86_400).rounded(.down))
        return ((days + 3) % 7 + 7) % 7
    }
}

/// A chart's dates as its series' gaps are judged against them (`DateGaps`), gathered once for all its series: every
/// date of the chart in order, and each series' first and last.
package struct ChartDates: Sendable {
    /// The dates of all series, in order, each once: the grid each series' gaps are judged against
    /// (`DateGaps.indices(in:grid:)`).
    package let grid: [Double]
    /// Each series' earliest and latest date (nil for a series with none).
    private let spans: [ClosedRange<Double>?]

    /// The dates of `chart`; nil unless x is dates and there are several series.
    ///
    /// - Complexity: O(n log n) in the total number of points; O(n) when every series has the same dates in order.
    package init?(_ chart: Chart) {
        guard chart.xAxis.type == .date, chart.series.count > 1 else { return nil }
        var columns: [[Double]] = []
        spans = chart.series.map { series in
            guard case .numbers(let xs) = series.x else { return nil }
            columns.append(xs)
            var (start, end) = (Double.infinity, -Double.infinity)
            for x in xs where x.isFinite { (start, end) = (min(start, x), max(end, x)) }
            return start <= end ? start...end : nil
        }
        // Series sharing one column of increasing dates (wide form) have it as their grid.
        if let first = columns.first, columns.dropFirst().allSatisfy({ $0 == first }),
            zip(first, first.dropFirst()).allSatisfy({ $0 < $1 }), first.first?.isFinite != false,
            first.last?.isFinite != false
        {
            grid = first
        } else {
            var dates = Set<Double>()
            for xs in columns { dates.formUnion(xs.lazy.filter(\.isFinite)) }
            grid = dates.sorted()
        }
    }

    /// The dates a series at `positions` (increasing) is judged against at its ends: back to the earliest start of
    /// the series that reach as late as it does, and on to the latest end of those that start as early.
    ///
    /// A region that stops reporting in August while another goes on to December misses September to December; an
    /// actual series that ends where its forecast begins misses nothing, as no series covers both their stretches.
    ///
    /// - Complexity: O(s) in the number of series.
    package func extent(ofSeriesAt positions: [Double]) -> ClosedRange<Double>? {
        guard let first = positions.first, let last = positions.last, first <= last else { return nil }
        var (low, high) = (first, last)
        for case let span? in spans {
            if span.upperBound >= last { low = min(low, span.lowerBound) }
            if span.lowerBound <= first { high = max(high, span.upperBound) }
        }
        return low...high
    }
}
