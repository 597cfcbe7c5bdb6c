import ChartModel

/// How every axis of one chart is spoken, worked out once from the chart's data.
package struct ChartWording: Sendable, Hashable {
    /// The chart's language.
    package let language: Language
    /// The x axis.
    package let x: AxisWording
    /// The y axis (the inferred one when the chart has none).
    package let y: AxisWording
    /// The additional axes, in order.
    package let additional: [AxisWording]
    /// The smallest and largest x value of the data on numeric and date axes.
    package let xExtent: ClosedRange<Double>?
    /// The smallest and largest y (and band) value of the data.
    package let yExtent: ClosedRange<Double>?
    /// Whether the x axis's categories are days of the week, most of them ("Mon" to "Sun"), and so are said with a
    /// day's preposition ("on Monday"); a "sun" among weather kinds is no Sunday.
    package let hasWeekdays: Bool

    /// The wording for `chart`.
    ///
    /// - Complexity: O(n) in the number of points.
    package init(chart: Chart) {
        let layout = Self.xLayout(of: chart)
        self.init(
            chart: chart, xExtent: layout.extent, yExtent: chart.yExtent, places: layout.places,
            digitsFor: chart.series.map(\.centralValues),
            extremes: chart.series.map { ExtremeNeighbours($0.centralValues) })
    }

    /// The typical step between `chart`'s x values on numeric and date axes.
    ///
    /// Its x extent over the most distinct places a series has, less one; nil for a single place. A stretch of the
    /// chart keeps it (see `DescriptionOptions.xStep`).
    package static func xStep(of chart: Chart) -> Double? {
        let layout = xLayout(of: chart)
        return layout.extent.flatMap {
            layout.places > 1 ? ($0.upperBound - $0.lowerBound) / Double(layout.places - 1) : nil
        }
    }

    /// The smallest and largest x value of `chart`'s data on numeric and date axes (bins and intervals to their ends),
    /// and the most distinct places a series has: a date repeated (rows kept as read) is one step of the data's
    /// spacing, not a step of none.
    private static func xLayout(of chart: Chart) -> (extent: ClosedRange<Double>?, places: Int) {
        var low = Double.infinity
        var high = -Double.infinity
        var longest = 0
        for series in chart.series {
            guard case .numbers(let values) = series.x else { continue }
            for value in values where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
            // Bins and intervals reach to their ends.
            if let ends = series.xIntervalExtent {
                (low, high) = (min(low, ends.lowerBound), max(high, ends.upperBound))
            }
            guard let first = values.first else { continue }
            var previous = first
            var places = 1
            for value in values.dropFirst() where value != previous {
                places += 1
                previous = value
            }
            longest = max(longest, places)
        }
        return (low <= high ? low...high : nil, longest)
    }

    /// The wording for `chart`, whose finite x values on numeric and date axes span `xExtent`
    /// over at most `places` runs of equal x in a series, and whose y (and band) values span
    /// `yExtent`; `values` are each series' y values, whose own decimals the y axis speaks (see
    /// `PlainNumber.decimals(in:)`), and `extremes` their extremes' neighbours, which set the extremes apart.
    ///
    /// Dates are worded by `xStep` when given, else by the extent's step over the places.
    ///
    /// - Complexity: O(n) in the number of additional values, and in `values` up to 10,000 a
    ///   series (beyond, a sample of 10,000: see `PlainNumber.decimals(in:scale:)`).
    init(
        chart: Chart, xExtent: ClosedRange<Double>?, yExtent: ClosedRange<Double>?, places longest: Int,
        digitsFor values: [[Double?]], extremes: [ExtremeNeighbours], xStep: Double? = nil
    ) {
        let language = Language(locale: chart.locale)
        self.language = language
        self.xExtent = xExtent
        let categories = chart.xAxis.type == .categorical ? chart.resolvedCategories : []
        hasWeekdays = categories.filter(Axis.isWeekdayName).count * 2 > categories.count
        self.yExtent = yExtent
        var spacing =
            xStep ?? xExtent.flatMap { longest > 1 ? ($0.upperBound - $0.lowerBound) / Double(longest - 1) : nil }
        // Bins and intervals are said as finely as the shortest needs.
        for series in chart.series where series.xStart != nil {
            for index in series.indices {
                guard let interval = series.xInterval(at: index), interval.upperBound > interval.lowerBound else {
                    continue
                }
                spacing = min(spacing ?? .infinity, interval.upperBound - interval.lowerBound)
            }
        }
        var xDecimals = 0
        for series in chart.series where chart.xAxis.type == .numeric {
            if case .numbers(let positions) = series.x {
                xDecimals = max(xDecimals, PlainNumber.decimals(in: positions))
            }
        }
        let yAxis = chart.resolvedYAxis(spanning: yExtent)
        let scale = yAxis.format.style == .percent ? 100.0 : 1
        let yDecimals = values.map { PlainNumber.decimals(in: $0, scale: scale) }.max() ?? 0
        x = AxisWording(
            axis: chart.xAxis, language: language, extent: xExtent, spacing: spacing, dataDecimals: xDecimals)
        y = AxisWording(axis: yAxis, language: language, extent: yExtent, dataDecimals: yDecimals)
            .settingApartExtremes(of: extremes)
        additional = chart.additionalAxes.indices.map { index in
            var low = Double.infinity
            var high = -Double.infinity
            for series in chart.series {
                for values in series.additional ?? [] where index < values.count {
                    if let value = values[index].number, value.isFinite {
                        low = min(low, value)
                        high = max(high, value)
                    }
                }
            }
            return AxisWording(
                axis: chart.additionalAxes[index], language: language, extent: low <= high ? low...high : nil)
        }
    }

    /// A category as said on its own: with the x axis's title when it is a number ("age 35", "Cylinders 4"), which
    /// alone a listener would take for a value, and after it the unit the title gives ("dose 0.5 mg/day" of "dose
    /// (mg/day)", never "dose (mg/day) 0.5"); any other name as it is.
    package func titledCategory(_ name: String) -> String {
        let title = x.axis.title.trimmingSpaces
        guard Axis.isNumberLike(name), !title.isEmpty else { return name }
        guard let unit = x.titleAsUnit else { return title + " " + name }
        let said = language.isSingular(name) ? language.phrasebook.singular(ofUnit: unit) : unit
        // The title less its bracketed unit, or nothing when the title is the unit ("Seconds": "0.5 seconds").
        var named = ""
        if title.hasSuffix(")"), let open = title.lastIndex(of: "(") { named = String(title[..<open]).trimmingSpaces }
        return (named.isEmpty ? "" : named + " ") + name + " " + said
    }

    /// A point as the navigator announces it: x in its format, the label, y in its format and unit (a band as "12 to 25
    /// degrees", a missing value as "no value"), then additional values with their axis titles.
    ///
    /// "January 5, New Year, 8,432 steps"; a weekly reading "Week of March 4, 100 visits".
    package func announcement(of point: DataPoint) -> String {
        var parts: [String] = []
        switch point.x {
        case _ where point.xInterval != nil: parts.append(point.xInterval.map(x.range) ?? "")
        case .number(let value) where x.date?.isWeekly == true && x.axis.valueDescriptions[value] == nil:
            // A weekly reading is its week's, as the summary places it ("in the week of March 4").
            parts.append(language.phrasebook.navigator(.weekOf(x.titled(value))))
        case .number(let value): parts.append(x.titled(value))
        case .category(let name): parts.append(titledCategory(name))
        }
        if let label = point.label, !label.isEmpty { parts.append(label) }
        if let box = point.box {
            parts.append(
                language.phrasebook.box(
                    median: y.text(box.median), middleHalf: y.range(box.lowerQuartile...box.upperQuartile),
                    whiskers: y.range(box.minimum...box.maximum),
                    outliers: box.outliers.sorted().map(y.text)))
        } else if let low = point.low, let high = point.high {
            var band = y.range(min(low, high)...max(low, high))
            if let value = point.y { band = y.titled(value) + " (" + band + ")" }
            parts.append(band)
        } else if let value = point.y {
            parts.append(y.titled(value))
        } else {
            parts.append(language.phrasebook.noValue)
        }
        for (index, value) in point.additional.enumerated() {
            let axis = index < additional.count ? additional[index] : nil
            let spoken = axis?.text(value) ?? (value.number.map(PlainNumber.text) ?? value.category ?? "")
            let title = axis?.axis.title ?? ""
            parts.append(title.isEmpty ? spoken : title + " " + spoken)
        }
        return parts.joined(separator: ", ")
    }
}
