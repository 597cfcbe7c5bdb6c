import ChartModel
import Foundation

extension ChartDescriber {
    /// Growth that clearly slows, or `nil`: "growth slows from about 35 to 13 percent a decade".
    ///
    /// Told along time only (dates, calendar years, an axis titled in years), over at least 12 groups. The groups are
    /// cut in thirds and a line fitted to each on the chart's scale (the values, or their logarithms on a log axis):
    /// all three climb, each less than the one before, the last at most half as fast as the first, and that
    /// difference at least three times its standard error (the thirds' own scatter about their lines), so a straight
    /// or a quickening climb, and noise, are never told as slowing. The rates said are per a calendar period, in the
    /// measure that fits the data: percent on ratio data, percentage points on percentages, else y's units.
    func growthSlows(_ analysis: SeriesAnalysis) -> GrowthSlows? {
        let groups = courseGroups(analysis)
        let count = groups.count
        guard count >= 12, let secondsPerUnit = secondsPerXUnit else { return nil }
        let x = groups.map(\.position)
        let placed = groups.map { chart.onScale($0.mean) }
        let third = count / 3
        let parts = [0...third, third...(count - 1 - third), (count - 1 - third)...(count - 1)]
        let fits = parts.map { Self.slope(x, placed, $0) }
        let (first, middle, last) = (fits[0], fits[1], fits[2])
        guard last.slope > 0, middle.slope < first.slope, last.slope < middle.slope, last.slope <= first.slope / 2,
            first.slope - last.slope >= 3 * (first.error * first.error + last.error * last.error).squareRoot(),
            let period = Self.ratePeriod(thirdSeconds: (x[third] - x[0]) * secondsPerUnit)
        else { return nil }
        let length = period.seconds / secondsPerUnit
        let isRatio = isRatio(analysis)
        func rate(_ part: ClosedRange<Int>) -> Change {
            if isRatio {
                let growth = Self.slope(x, groups.map { Foundation.log($0.mean) }, part).slope
                return .percent(Foundation.exp(growth * length) - 1)
            }
            return change(from: 0, to: Self.slope(x, groups.map(\.mean), part).slope * length, isRatio: false)
        }
        return GrowthSlows(
            series: SeriesName(analysis.series.name), from: rate(parts[0]), to: rate(parts[2]), period: period)
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
