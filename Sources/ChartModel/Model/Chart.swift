/// A chart as data: what it shows, along which axes, and how it should be spoken.
///
/// The native model behind everything AudioGraph does. It mirrors Apple's `AXChartDescriptor`
/// (title, summary, x axis, optional numeric y axis, additional axes, series) and adds what a
/// spoken or sonified chart also needs: its kind, locale, units, formats and reference rules.
/// The chart file format (`chart-json.md`) reads and writes exactly this value.
public struct Chart: Sendable, Hashable {
    /// The chart's title, spoken first.
    public var title: String?
    /// The author's own key message, spoken after the data-derived content.
    public var summary: String?
    /// The kind of chart, or `nil` to infer it from the series (see `resolvedKind`).
    public var kind: ChartKind?
    /// The direction in which the x axis runs.
    public var contentDirection: ContentDirection
    /// The locale for number and date wording, as a POSIX or BCP 47 identifier such as `de_DE`.
    public var locale: String
    /// The axis played as time.
    public var xAxis: Axis
    /// The y axis, or `nil` to infer a numeric one from the data (see `resolvedYAxis`).
    public var yAxis: Axis?
    /// Extra dimensions; each point's additional values line up with these by index.
    public var additionalAxes: [Axis]
    /// The data.
    public var series: [Series]
    /// Rules and thresholds drawn across the plot: goals, targets, averages.
    public var references: [Reference]
    /// Where the chart is drawn on screen, in points, when an app said so (Apple's `contentFrame`).
    public var contentFrame: Frame?
    /// How bar and area series that share x values are stacked, or `nil` for side by side
    /// (Swift Charts' `MarkStackingMethod`).
    public var stacking: Stacking?
    /// What the series' names are values of, as a legend titles them ("Cylinders" for series "4", "6" and "8"), when
    /// known: a series named by a number alone is said with it ("Cylinders 4"), never as a bare number.
    public var seriesTitle: String?

    /// How series that share x values are stacked.
    public enum Stacking: String, Sendable, Hashable, CaseIterable {
        /// Side by side, or overlaid.
        case unstacked
        /// Stacked: layers add up to a total.
        case standard
        /// Stacked to 100 percent: shares.
        case normalized
        /// A streamgraph, centred.
        case center
    }

    /// The locale used when none is given.
    public static let defaultLocale = "en_US"

    /// Creates a chart.
    public init(
        title: String? = nil,
        summary: String? = nil,
        kind: ChartKind? = nil,
        contentDirection: ContentDirection = .leftToRight,
        locale: String = Chart.defaultLocale,
        xAxis: Axis,
        yAxis: Axis? = nil,
        additionalAxes: [Axis] = [],
        series: [Series],
        references: [Reference] = [],
        contentFrame: Frame? = nil,
        stacking: Stacking? = nil,
        seriesTitle: String? = nil
    ) {
        self.title = title
        self.summary = summary
        self.kind = kind
        self.contentDirection = contentDirection
        self.locale = locale
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
        self.references = references
        self.contentFrame = contentFrame
        self.stacking = stacking
        self.seriesTitle = seriesTitle
    }

    /// A rectangle in screen points.
    public struct Frame: Sendable, Hashable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// How wide it is.
        public var width: Double
        /// How tall it is.
        public var height: Double

        /// Creates a frame.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }
}

extension Chart {
    /// The kind, inferred when not given: continuous series make a line chart, a categorical x
    /// axis a bar chart, and discrete points on a numeric x axis a scatter chart.
    public var resolvedKind: ChartKind {
        if let kind { return kind }
        if series.contains(where: { $0.isContinuous == true }) { return .line }
        if xAxis.type == .categorical { return .bar }
        if series.contains(where: { $0.isContinuous == false }) { return .scatter }
        return .line
    }

    /// Whether `series` is continuous, following the chart's kind when the series doesn't say.
    public func isContinuous(_ series: Series) -> Bool {
        series.isContinuous ?? resolvedKind.isContinuousByDefault
    }

    /// The y axis, or when there is none, a numeric axis titled from the first series and
    /// spanning the data.
    public var resolvedYAxis: Axis {
        yAxis ?? resolvedYAxis(spanning: yExtent)
    }

    /// The y axis, or when there is none, one spanning `extent`, the data's `yExtent`.
    public func resolvedYAxis(spanning extent: ClosedRange<Double>?) -> Axis {
        if let yAxis { return yAxis }
        let title = series.first.map(\.name).flatMap { $0.isEmpty ? nil : $0 } ?? MadeUpLabels(locale: locale).value
        return Axis(type: .numeric, title: title, range: extent)
    }

    /// The categories of the x axis in order: the declared ones, then any others in order of first appearance.
    ///
    /// Empty unless the x axis is categorical.
    ///
    /// - Complexity: O(n) in the total number of points.
    public var resolvedCategories: [String] {
        guard xAxis.type == .categorical else { return [] }
        var ordered = xAxis.categories ?? []
        var seen = Set(ordered)
        for item in series {
            guard case .categories(let names) = item.x else { continue }
            for name in names where seen.insert(name).inserted { ordered.append(name) }
        }
        return ordered
    }

    /// The smallest and largest finite y value (and band value) in any series, or `nil` when
    /// there is none; for a stack (not to 100 percent), from zero to its largest total, as drawn.
    ///
    /// - Complexity: O(n) in the total number of points; O(n log n) for a stack.
    public var yExtent: ClosedRange<Double>? {
        let data = series.reduce(nil as ClosedRange<Double>?) { extent, item in extent.spanning(item.yExtent) }
        // A stack is drawn from zero to its totals (to 100 percent, its values are not what is drawn).
        guard isStacked, stacking != .normalized else { return data }
        let totals = stackSums().totals.values
        guard let lowest = totals.min(), let highest = totals.max() else { return data }
        return data.spanning(lowest...highest).spanning(0...0)
    }

    /// The number of points in all series.
    public var pointCount: Int { series.reduce(0) { $0 + $1.count } }
}
