import ChartModel
import Foundation

extension ChartDescriber {
    /// Growth that clearly slows, or `nil`: "growth slows from about 35 to 13 percent a decade".
    ///
    /// Told along time only (dates, calendar years, an axis titled in years), over at least 12 groups (or, of fewer
    /// groups, 12 to `mostValuesForGrowth` values without a calendar cycle, the values themselves). The groups are
    /// cut in thirds and a line fitted to each on the chart's scale (the values, or their logarithms on a log axis):
    /// all three climb (the last by at least twice its standard error), each less than the one before, the last at
    /// most half as fast as the first, and that difference at least three times its standard error (the thirds' own
    /// scatter about their lines), so a straight or a quickening climb, and noise, are never told as slowing. The
    /// rates said are per a calendar period, in the measure that fits the data: percent on ratio data, percentage
    /// points on percentages, else y's units.
    ///
    /// The series must still climb where it ends: every tail of the last third, of four groups or more, has a rising
    /// line (a price that peaked and fell in its last months never "slows" to a small growth).
    ///
    /// On a plain axis, ratio data whose percent rate slows so while the line steepens (a country's census) is told
    /// too, saying both, with the amounts added over the first and last thirds; a straight climb, whose percent rate
    /// also falls, adds the same each period and is not.
    func growthSlows(_ analysis: SeriesAnalysis) -> GrowthSlows? {
        guard let secondsPerUnit = secondsPerXUnit else { return nil }
        let groups = courseGroups(analysis)
        var (x, means) = (groups.map(\.position), groups.map(\.mean))
        // Fewer than 12 groups of values without a calendar cycle (a country's yearly population since 1960, by
        // decade): the values themselves, when there are 12 or more (and few enough that copying them costs nothing
        // beside the pass that read them).
        if x.count < 12, analysis.values.count <= Self.mostValuesForGrowth, analysis.isInXOrder,
            analysis.season == nil
        {
            let points = analysis.values.indices.compactMap { index in
                analysis.values[index].flatMap { value in
                    value.isFinite && analysis.positions[index].isFinite ? (analysis.positions[index], value) : nil
                }
            }
            if points.count >= 12 { (x, means) = (points.map(\.0), points.map(\.1)) }
        }
        let count = x.count
        guard count >= 12 else { return nil }
        let third = count / 3
        let parts = [0...third, third...(count - 1 - third), (count - 1 - third)...(count - 1)]
        let isRatio = isRatio(analysis)
        var addsMore = false
        let placed = means.map(chart.onScale)
        if !Self.slows(parts.map { Self.slope(x, placed, $0) }) {
            guard isRatio, (chart.yAxis?.scale ?? .linear) == .linear, means.allSatisfy({ $0 > 0 }),
                Self.quickens(parts.map { Self.slope(x, means, $0) }),
                Self.slows(parts.map { Self.slope(x, means.map { Foundation.log($0) }, $0) })
            else { return nil }
            addsMore = true
        }
        // Slowing growth is still growth where the series ends: a series that peaked and fell in its last groups has
        // no slower growth to tell.
        guard Self.climbsToTheEnd(x, placed, from: parts[2].lowerBound) else { return nil }
        guard let period = Self.ratePeriod(thirdSeconds: (x[third] - x[0]) * secondsPerUnit) else { return nil }
        let length = period.seconds / secondsPerUnit
        func rate(_ part: ClosedRange<Int>, isRatio: Bool) -> Change {
            if isRatio {
                let growth = Self.slope(x, means.map { Foundation.log($0) }, part).slope
                return .percent(Foundation.exp(growth * length) - 1)
            }
            return change(from: 0, to: Self.slope(x, means, part).slope * length, isRatio: false)
        }
        // The amounts added are said with their sizes, as fitted over each third: a census adds about 4.3 million a
        // decade at first and 25 at last, though not every decade more than the one before.
        return GrowthSlows(
            series: SeriesName(analysis.series.name), from: rate(parts[0], isRatio: isRatio),
            to: rate(parts[2], isRatio: isRatio), period: period,
            added: addsMore
                ? GrowthSlows.AddedAmounts(from: rate(parts[0], isRatio: false), to: rate(parts[2], isRatio: false))
                : nil)
    }

    /// The most values of a series told in fewer than 12 groups whose own values are cut in thirds.
    static let mostValuesForGrowth = 10_000

    /// Whether every tail of `y` from `start` on, of 4 values or more, climbs: the series is still growing at its end.
    ///
    /// - Complexity: O(k) in the tail's length k, each tail's line from running sums.
    static func climbsToTheEnd(_ x: [Double], _ y: [Double], from start: Int) -> Bool {
        let end = y.count - 1
        guard end - start >= 3 else { return true }
        // Centred on the last point, so the sums keep their precision.
        let (cx, cy) = (x[end], y[end])
        var (n, sx, sy, sxx, sxy) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for index in stride(from: end, through: start, by: -1) {
            let (px, py) = (x[index] - cx, y[index] - cy)
            (n, sx, sy, sxx, sxy) = (n + 1, sx + px, sy + py, sxx + px * px, sxy + px * py)
            if n >= 4, sxy - sx * sy / n <= 0 { return false }
        }
        return true
    }

    /// Whether the thirds' slopes tell growth that slows: all three climb, each less than the one before, the last at
    /// most half the first, by at least three standard errors; the last climbs by at least two of its own (a fall and
    /// a recovery, fitted, is no slow growth: US gasoline's 2008–2016 was "0.062 percent a year").
    private static func slows(_ fits: [(slope: Double, error: Double)]) -> Bool {
        let (first, middle, last) = (fits[0], fits[1], fits[2])
        return last.slope >= 2 * last.error && middle.slope < first.slope && last.slope < middle.slope
            && last.slope <= first.slope / 2 && first.slope - last.slope >= 3 * spread(first, last)
    }

    /// Whether the thirds' slopes tell a climb that steepens: all three climb, each more than the one before, the last
    /// at least half again the first, by at least three standard errors.
    private static func quickens(_ fits: [(slope: Double, error: Double)]) -> Bool {
        let (first, middle, last) = (fits[0], fits[1], fits[2])
        return first.slope > 0 && middle.slope > first.slope && last.slope > middle.slope
            && last.slope >= 1.5 * first.slope && last.slope - first.slope >= 3 * spread(first, last)
    }

    /// The standard error of the difference of two thirds' slopes.
    private static func spread(_ a: (slope: Double, error: Double), _ b: (slope: Double, error: Double)) -> Double {
        (a.error * a.error + b.error * b.error).squareRoot()
    }

    /// How many seconds one unit of x is when x counts time: 1 on dates, a year's on calendar years or an axis titled
    /// in years; `nil` when x counts something else.
    private var secondsPerXUnit: Double? {
        if chart.xAxis.type == .date { return 1 }
        return wording.x.isInYears ? AxisWording.secondsPerYear : nil
    }

    /// The calendar period growth is said per: the longest (a decade, a year, a month, a week, a day or an hour) that
    /// fits twice in a third of the span.
    static func ratePeriod(thirdSeconds: Double) -> RatePeriod? {
        RatePeriod.allCases.reversed().first { 2 * $0.seconds <= thirdSeconds }
    }

    /// The least-squares slope of `y` on `x` over the indices `part`, and its standard error.
    static func slope(_ x: [Double], _ y: [Double], _ part: ClosedRange<Int>) -> (slope: Double, error: Double) {
        let n = Double(part.count)
        let (mx, my) = (part.reduce(0) { $0 + x[$1] } / n, part.reduce(0) { $0 + y[$1] } / n)
        var (sxx, sxy) = (0.0, 0.0)
        for index in part {
            sxx += (x[index] - mx) * (x[index] - mx)
            sxy += (x[index] - mx) * (y[index] - my)
        }
        guard sxx > 0, n > 2 else { return (0, .infinity) }
        let slope = sxy / sxx
        let residuals = part.reduce(0.0) {
            let residual = y[$1] - my - slope * (x[$1] - mx)
            return $0 + residual * residual
        }
        return (slope, (residuals / (n - 2) / sxx).squareRoot())
    }
}
