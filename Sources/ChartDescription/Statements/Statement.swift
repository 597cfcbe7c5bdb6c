import ChartModel

/// What a description says, decided before any word is chosen.
///
/// One typed statement per sentence, with the values, places and names it needs. A `Phrasebook`
/// words it in one language; the writers lay the words out in text, SSML, Markdown or JSON.
///
/// The statements' values live in files by concept:
/// - `Places.swift`: where along x (`XPlace`, `Period`, `Stretch`), values at places (`Anchor`,
///   `Anchor2D`) and series (`SeriesName`);
/// - `Change.swift`: changes and moves (`Change`, `Direction`, `Move`, `Pace`, `Leap`);
/// - `Overview.swift`: the chart and its axes (`ChartSize`, `MarkCount`, `Noun`, `AxisSpan`,
///   `ReferenceLine`);
/// - `Course.swift`: a series along x (`PointGrouping`, `GroupedSeries`, `Course`, `Cycle`);
/// - `Values.swift`: a series' values (`Extremes`, `UnusualValues`, `Missing`, `Gaps`, `Goal`,
///   `Ranking`, `Aggregate`);
/// - `Parts.swift`: parts of a whole (`Layers`, `Shares`, `Balance`, `Band`, `Heat`);
/// - `Scatter.swift`: x against y (`Relationship`, `Clusters`, `Extent`, `Derived`);
/// - `Comparisons.swift`: series against series (`Averages`, `CategoryComparison`, `Crossings`,
///   `AxesAbove`, `Correlation`);
/// - `Details.swift`: the Chart Details statistics (`PointCount`, `Statistics`, `FirstAndLast`,
///   `AxisStatistics`);
/// - `Distributions.swift`: histograms, box plots and range bars (`Distribution`, `Boxes`,
///   `Intervals`).
public enum Statement: Sendable, Hashable {
    // The overview.
    /// The chart's title.
    case title(String)
    /// What kind of chart it is and how much it holds.
    case chart(ChartSize)
    /// The names of the series, when there are a few.
    case seriesNames([SeriesName])
    /// An axis: its title and what it spans.
    case axis(AxisSpan)
    /// A reference line.
    case reference(ReferenceLine)

    // What the data says.
    /// A chart, or a series, without values.
    case empty(SeriesName?)
    /// A long series is summarised in groups.
    case grouping(GroupedSeries)
    /// How a series along x goes: its moves, or its swings.
    case course(Course)
    /// A series that repeats a cycle: how long each is, how many there are.
    case cycle(Cycle)
    /// The largest and smallest values, where they are.
    case extremes(Extremes)
    /// Values that stand apart from their neighbours.
    case outliers(UnusualValues)
    /// Points without a value.
    case missing(Missing)
    /// Stretches of the dates without points.
    case gaps(Gaps)
    /// How often a series meets a goal line.
    case goal(Goal)
    /// Bars over categories, largest first.
    case ranking(Ranking)
    /// The total of a series whose values add up, or the average of one whose values do not.
    case aggregate(Aggregate)
    /// Pie slices: the largest, the smallest, the shares.
    case shares(Shares)
    /// A radar series: its strongest and weakest axes, and how even it is.
    case balance(Balance)
    /// A band: where it is widest and narrowest.
    case band(Band)
    /// A scatter series: the form of the relationship between x and y.
    case relationship(Relationship)
    /// A scatter series: groups of points apart from each other.
    case clusters(Clusters)
    /// A scatter series: what its points span.
    case extent(Extent)
    /// A derived series (a moving average, a trend line) against its source.
    case derived(Derived)
    /// A heatmap's hottest and coldest cells.
    case heat(Heat)
    /// Which series is highest and lowest on average.
    case averages(Averages)
    /// Two series over the same categories, compared at each.
    case categoryComparison(CategoryComparison)
    /// Series over the same categories that rank the same way in each.
    case categoryOrder(CategoryOrder)
    /// Where two series along x cross.
    case crossings(Crossings)
    /// On how many radar axes one series is above another.
    case axesAbove(AxesAbove)
    /// What a careful describer adds beyond the moves: a growth rate, a final stretch, a long tail, a slope, a gap.
    case story(Story)
    /// The author's own summary.
    case author(String)

    // The details.
    /// How many points a series has, and how many lack a value.
    case count(PointCount)
    /// A series' statistics.
    case statistics(Statistics)
    /// A series' first and last values and the change between them.
    case change(FirstAndLast)
    /// An axis's extent and statistics.
    case axisStatistics(AxisStatistics)
    /// The correlation of x and y, or of two series.
    case correlation(Correlation)
    /// The layers of a stacked chart: each one's share, and the largest shift in shares.
    case layers(Layers)
    /// A histogram: where its values lie, its peaks, its skew and its empty bins.
    case distribution(Distribution)
    /// Box plots: medians compared, spreads, whiskers and outliers.
    case boxes(Boxes)
    /// Range bars along x: their order, longest and shortest, and overlaps.
    case intervals(Intervals)

    /// What kind of statement this is.
    public var kind: StatementKind {
        switch self {
        case .title: .title
        case .chart: .chart
        case .seriesNames: .seriesNames
        case .axis: .axis
        case .reference: .reference
        case .empty: .empty
        case .grouping: .grouping
        case .course: .course
        case .cycle: .cycle
        case .extremes: .extremes
        case .outliers: .outliers
        case .missing: .missing
        case .gaps: .gaps
        case .goal: .goal
        case .ranking: .ranking
        case .aggregate: .aggregate
        case .shares: .shares
        case .balance: .balance
        case .band: .band
        case .relationship: .relationship
        case .clusters: .clusters
        case .extent: .extent
        case .derived: .derived
        case .heat: .heat
        case .averages: .averages
        case .categoryComparison: .categoryComparison
        case .categoryOrder: .categoryOrder
        case .crossings: .crossings
        case .axesAbove: .axesAbove
        case .story: .story
        case .author: .author
        case .count: .count
        case .statistics: .statistics
        case .change: .change
        case .axisStatistics: .axisStatistics
        case .correlation: .correlation
        case .layers: .layers
        case .distribution: .distribution
        case .boxes: .boxes
        case .intervals: .intervals
        }
    }

    /// The series the statement is about, or `nil` for the chart as a whole.
    public var series: SeriesName? {
        switch self {
        case .empty(let name): name
        case .grouping(let value): value.series
        case .course(let value): value.series
        case .cycle(let value): value.series
        case .extremes(let value): value.series
        case .outliers(let value): value.series
        case .missing(let value): value.series
        case .gaps(let value): value.series
        case .goal(let value): value.series
        case .ranking(let value): value.series
        case .aggregate(let value): value.series
        case .shares(let value): value.series
        case .balance(let value): value.series
        case .band(let value): value.series
        case .relationship(let value): value.series
        case .clusters(let value): value.series
        case .extent(let value): value.series
        case .derived(let value): value.series
        case .count(let value): value.series
        case .statistics(let value): value.series
        case .change(let value): value.series
        case .distribution(let value): value.series
        case .boxes(let value): value.series
        case .intervals(let value): value.series
        case .story(let value): value.series
        default: nil
        }
    }
}

/// The kinds of statement: the `type` of each sentence in `--format json`.
public enum StatementKind: String, Sendable, Hashable, CaseIterable {
    case title, chart, seriesNames, axis, reference
    case empty, grouping, course, cycle, extremes, outliers, missing, gaps, goal, ranking, aggregate, shares, balance,
        band
    case relationship, clusters, extent, derived, heat, averages, categoryComparison, categoryOrder, crossings,
        axesAbove, story, author
    case count, statistics, change, axisStatistics, correlation, layers, distribution, boxes, intervals
}
