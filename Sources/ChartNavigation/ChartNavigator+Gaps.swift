import ChartDescription
import ChartModel

extension ChartNavigator {
    /// The line for a run of missing values starting at `rank`: how long the data is missing and where, "No data for
    /// 18 weeks, January 25 to May 23, 1964", or for one missing point "No data for 1 week, May 10, 1958".
    ///
    /// How long: dates in the run's own steps (days, weeks, months, quarters, years) or, spaced otherwise,
    /// as a duration; numbers as a length along x where the axis says what it counts ("3 years"), else as marks ("3
    /// points").
    ///
    /// - Complexity: O(k) in the run's length.
    func gapText(at rank: Int, in series: Int? = nil) -> String {
        let series = series ?? seriesIndex
        let index = indexes[series]
        let data = chart.series[series]
        // A point with a value after a stretch without data: the stretch, between the points about it, as the
        // description says it ("No data between September 10, 2001 and September 17, 2001.").
        if rank > 0, index.value(rank) != nil {
            let (from, to) = (data.x[index.point(rank - 1)], data.x[index.point(rank)])
            return phrases.navigator(.gapBetween(from: wording.x.text(from), to: wording.x.text(to)))
        }
        var last = rank
        while last + 1 < index.count, index.value(last + 1) == nil { last += 1 }
        let missing = last - rank + 1
        let positions = index.positions
        // The spacing about the run: between the values on either side, else across the whole series.
        let step: Double
        if rank > 0, last + 1 < index.count {
            step = (positions[last + 1] - positions[rank - 1]) / Double(missing + 1)
        } else if index.count > 1 {
            step = (positions[index.count - 1] - positions[0]) / Double(index.count - 1)
        } else {
            step = 0
        }
        let duration = step > 0 ? length(of: missing, steps: step) : nil
        let first = data.x[index.point(rank)]
        // Dates are said alone; a number or category with the axis's title, as a point says it ("Day 4 to 6").
        let titled: String
        switch first {
        case .number(let value): titled = chart.xAxis.type == .date ? wording.x.text(first) : wording.x.titled(value)
        case .category(let name): titled = wording.titledCategory(name)
        }
        let span: String
        if missing == 1 {
            span = titled
        } else if chart.xAxis.type == .date {
            span = wording.x.stretch(positions[rank]...positions[last])
        } else {
            span = wording.x.stretch(titled, wording.x.text(data.x[index.point(last)]))
        }
        return phrases.navigator(
            .gapRun(duration: duration ?? language.count(missing, markNoun(series)), span: span))
    }

    /// `count` steps of `step` along x as a length: a date series' steps in their calendar unit ("18 weeks"), other
    /// spacings as the axis says a length; `nil` where the axis says none.
    private func length(of count: Int, steps step: Double) -> String? {
        guard chart.xAxis.type == .date else {
            return chart.xAxis.type == .numeric ? wording.x.span(Double(count) * step) : nil
        }
        let days = step / 86_400
        let calendar: (DurationUnit, Int)? =
            switch days {
            case 0.9...1.1: (.day, count)
            case 6.5...7.5: (.week, count)
            case 27...32: (.month, count)
            case 88...93: (.quarter, count)
            case 360...370: (.year, count)
            default: nil
            }
        guard let (unit, number) = calendar else { return wording.x.span(Double(count) * step) }
        let said = language.integer(number)
        return said + " " + phrases.durationUnit(unit, isSingular: language.isSingular(said))
    }
}
