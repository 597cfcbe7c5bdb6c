import ChartModel

extension ChartDescriber {
    /// Where point `index` of `series` sits along x: its bin or interval when it covers one.
    func place(of series: Series, at index: Int) -> XPlace {
        if let interval = series.xInterval(at: index) {
            return .period(.interval(interval.lowerBound, interval.upperBound))
        }
        return place(of: series.x[index])
    }

    /// Where an x value sits.
    func place(of x: DataValue) -> XPlace {
        switch x {
        case .category(let name): .category(name)
        case .number(let value): .value(value)
        }
    }

    /// The point `index` of `series` as a summary names it: its value, place and label.
    func anchor(_ series: Series, _ index: Int, value: Double? = nil) -> Anchor {
        Anchor(
            value: value ?? series.y[index] ?? 0, place: place(of: series, at: index),
            label: series.labels?[index] ?? nil)
    }

    /// Where a group of the profile sits: its period, or the point's own place when the profile
    /// is not grouped (`grouping` when the group is of another than the profile's).
    func place(of group: Profile.Group, in analysis: SeriesAnalysis, grouping: PointGrouping? = nil) -> XPlace {
        let start = group.start
        switch grouping ?? analysis.profile.grouping {
        case .none: return place(of: analysis.series, at: group.firstIndex)
        case .hour: return .period(.hour(start))
        case .day: return .period(.day(start))
        case .week: return .period(.week(Double(group.key * 7 - 3) * 86_400))
        case .month: return .period(.month(year: group.key / 12, month: group.key % 12 + 1))
        case .quarter: return .period(.quarter(year: group.key / 4, quarter: group.key % 4 + 1))
        case .year: return .period(.year(group.key))
        case .decade: return .period(.decade(group.key * 10))
        case .interval(let width):
            // Years are said by those the group holds: "in 1875" for a first group of 1874 and 1875 that starts in
            // 1875, never "between 1874 and 1876".
            if wording.x.isYearLike, group.start.isFinite, group.end.isFinite {
                let (first, last) = (Int(group.start.rounded(.down)), Int(group.end.rounded(.down)))
                return first == last ? .value(Double(first)) : .period(.years(first, last))
            }
            let low = analysis.profile.origin + Double(group.key) * width
            return .period(.interval(low, low + width))
        case .run:
            let series = analysis.series
            return .period(
                .run(series.x[group.firstIndex], series.x[min(series.count - 1, group.firstIndex + group.count - 1)]))
        }
    }

    /// A group as a summary names it: its mean and its place, with the point's label when the
    /// group is a single point.
    func anchor(of group: Profile.Group, in analysis: SeriesAnalysis, grouping: PointGrouping? = nil) -> Anchor {
        let label =
            analysis.profile.isGrouped || grouping != nil ? nil : analysis.series.labels?[group.firstIndex] ?? nil
        return Anchor(value: group.mean, place: place(of: group, in: analysis, grouping: grouping), label: label)
    }

    /// How many distinct dates a series on a date axis has (a month given in two rows is one month); 0 on other axes.
    ///
    /// - Complexity: O(1) when its dates are in order (the scan counted their runs), else O(n).
    func dateCount(of analysis: SeriesAnalysis) -> Int {
        guard chart.xAxis.type == .date else { return 0 }
        return analysis.xStatistics != nil ? analysis.xRuns : Set(analysis.positions).count
    }

    /// How many of its steps a series told in groups has: its points, or its dates when they are named as periods
    /// ("IBM: 123 months" of 128 rows, five of them repeating a month).
    func groupedCount(_ analysis: SeriesAnalysis) -> Int {
        [.bar, .point].contains(stepNoun(of: analysis)) ? analysis.series.count : dateCount(of: analysis)
    }

    /// What one step along x is called: days, weeks, months, years, hours, minutes, bars, points.
    func stepNoun(of analysis: SeriesAnalysis) -> Noun {
        let places = dateCount(of: analysis)
        if places > 1, let extent = analysis.xExtent {
            let spacing = (extent.upperBound - extent.lowerBound) / Double(places - 1)
            let nouns: [(ClosedRange<Double>, Noun)] = [
                (50...70, .minute), (3000...4200, .hour), (0.8 * 86_400...1.2 * 86_400, .day),
                (6 * 86_400...8 * 86_400, .week),
                (27 * 86_400...32 * 86_400, .month), (88 * 86_400...94 * 86_400, .quarter),
                (360 * 86_400...370 * 86_400, .year),
            ]
            if let noun = nouns.first(where: { $0.0.contains(spacing) }) { return noun.1 }
        }
        return chart.resolvedKind == .bar && analysis.series.mark == nil || analysis.series.mark == .bar ? .bar : .point
    }

    /// How much a series changed from `start` to `end`, in the terms of its measure:
    /// percentage points for percentages, percent (or a multiple) for ratio data (`isRatio`:
    /// see `isRatio(_:)`), else units.
    func change(from start: Double, to end: Double, isRatio: Bool) -> Change {
        let y = wording.y
        if y.axis.format.style == .percent { return (end - start).isFinite ? .points(end - start) : .unstated }
        // Percentages by unit are written as points (36 is 36 percent); a change of them, in points.
        if y.isPercentUnit { return (end - start).isFinite ? .points((end - start) / 100) : .unstated }
        if isRatio, start > 0, end >= 0 {
            let fraction = end / start - 1
            if NumberWording.isSpeakableRatio(fraction) {
                return fraction >= 2 ? .fold(end / start) : .percent(fraction)
            }
        }
        let difference = end - start
        return difference.isFinite ? .amount(difference) : .unstated
    }

    /// Whether the y values are ratio data: positive amounts where "30 percent less" means
    /// something — not percentages, dates, temperatures or elevations (by the axis's title or unit, or the series'
    /// name: "Max temperature", "temp_max"), not a series that itself goes to zero or below (a profit that turns to a
    /// loss has no true zero to take a percent of), nor values that stay within 2 percent of their level (a lake's
    /// height above the sea: its feet are the story, not a fraction of a percent of them).
    ///
    /// Each series on its own: a revenue beside a profit that goes below zero is still changed in percent.
    func isRatio(_ analysis: SeriesAnalysis) -> Bool {
        guard let low = analysis.statistics.minimum?.value, let high = analysis.statistics.maximum?.value, low > 0,
            wording.y.axis.format.style != .percent, !wording.y.isPercentUnit, !wording.y.isIntervalScale,
            !AxisWording.namesIntervalScale(analysis.series.name)
        else { return false }
        return high / low - 1 >= 0.02
    }
}
