import ChartModel

/// Options for describing a chart.
public struct DescriptionOptions: Sendable, Hashable {
    /// Describe only the series of this name, or every series when `nil`.
    public var seriesName: String?
    /// Whether to add a braille sparkline per series.
    public var includesSparklines: Bool
    /// Beyond this many points a series is summarised in groups.
    public var maximumGroups: Int
    /// The locale to describe in, instead of the chart's own (a CSV file has none).
    public var locale: String?
    /// Describe only the series at this index in the chart (whatever its name, which another may share), as the
    /// navigator describes its current series; `seriesName` is ignored when set.
    package var seriesIndex: Int?
    /// The step between x values that dates are worded by, when the chart is a stretch of a larger one (see
    /// `ChartWording.xStep(of:)`): a stretch of one quarter is "Q2 1970", never its first day.
    package var xStep: Double?

    /// Creates options; the defaults describe every series without sparklines, in the chart's
    /// own locale.
    public init(
        seriesName: String? = nil, includesSparklines: Bool = false, maximumGroups: Int = 50, locale: String? = nil
    ) {
        self.seriesName = seriesName
        self.includesSparklines = includesSparklines
        self.maximumGroups = max(2, maximumGroups)
        self.locale = locale
    }
}

/// The description engine: what a screen reader says about a chart, from the one-clause overview to every point.
///
/// The same chart and options always give the same words.
public struct ChartDescriber: Sendable {
    /// The chart described (only the chosen series, when options name one; stacked to 100 percent, in shares).
    public let chart: Chart
    /// The options.
    public let options: DescriptionOptions
    /// How the chart's values are spoken.
    package let wording: ChartWording
    /// One analysis per series, made once for every level.
    let analyses: [SeriesAnalysis]
    /// For each series whose points the describer put in x order, the index each had in the chart as given (see
    /// `landmarks()`); nil for a series left as it was.
    let sourceOrders: [[Int]?]
    /// The chart's dates, gathered once for every series' gaps; nil unless x is dates and there are several series.
    let dates: ChartDates?
    /// The data's own name of each series spoken by another name, by the spoken name (see `nameAsSpoken`).
    let dataNames: [String: String]
    /// What the phrasebook words values with.
    let context: PhraseContext
    /// What the phrasebook words each series' own values with, by name, when the series are separate measures
    /// (`scales` or `measures`): the digits of its own values and its own extent, never another measure's (a count in
    /// thousands beside a population written to three decimals is "2,797", not "2,797.417").
    let seriesContexts: [String: PhraseContext]
    /// The amounts of a stack to 100 percent, whose chart is described in shares (see `Chart.asShares()`).
    let stackSums: StackSums?
    /// Each layer's share of everything a stack to 100 percent adds up to, by index in `chart.series` (see
    /// `overallShares(_:)`); `nil` for any other chart.
    let overallShares: [Int: Double]?
    /// The series' typical sizes when they are separate measures on very different scales, which no comparison
    /// between them means anything for (see `separateScales(_:of:)`).
    package let scales: Scales?
    /// The series of each measure when their names say they measure different things, which no comparison between
    /// them means anything for either (see `separateMeasures(_:of:)`).
    package let measures: SeparateMeasures?

    var language: Language { wording.language }
    var phrasebook: Phrasebook { language.phrasebook }

    /// A describer for `chart`.
    ///
    /// - Throws: `DescriptionError.unknownSeries` when `options.seriesName` names no series.
    /// - Complexity: O(n) in the number of points: one pass over each series (see `SeriesScan`).
    public init(chart: Chart, options: DescriptionOptions = DescriptionOptions()) throws(DescriptionError) {
        var chart = chart
        if let locale = options.locale { chart.locale = locale }
        // Stacked to 100 percent: described in the shares it shows; the amounts stay for the overall shares. Both are
        // shares of every layer, so they are found before a layer is chosen (alone, it would be all of its stack).
        let sums = chart.isStackedToShares ? chart.stackSums() : nil
        var shares = sums.map { Self.overallShares($0).shares }
        chart = chart.asShares()
        let positions = chart.series.indices
        var kept: [Int]?
        if let index = options.seriesIndex, chart.series.indices.contains(index) {
            kept = [index]
        } else if let name = options.seriesName {
            let names = chart.series.map(\.name)
            guard names.contains(name) else {
                throw DescriptionError.unknownSeries(
                    name, suggestion: Suggestion.nearest(to: name, in: names), available: names)
            }
            kept = chart.series.indices.filter { chart.series[$0].name == name }
        }
        if let kept {
            if chart.yAxis == nil { chart.yAxis = chart.resolvedYAxis }
            chart.series = kept.map { chart.series[$0] }
            shares = shares.map { shares in
                Dictionary(
                    uniqueKeysWithValues: kept.enumerated().compactMap { new, old in shares[old].map { (new, $0) } })
            }
        }
        dataNames = Self.nameAsSpoken(&chart, places: kept ?? Array(positions), of: positions.count)
        stackSums = kept == nil ? sums : nil
        overallShares = shares
        self.options = options
        let places = chart.categoryPlaces
        var analyses = chart.series.map {
            SeriesAnalysis($0, of: chart, categories: places, maximumGroups: options.maximumGroups)
        }
        // Points written out of x order (a chart file's, which the audit flags on a line) are told in x order, as their
        // course is and as a CSV's rows are read: first and last, the missing points and the points listed too.
        var sourceOrders = [[Int]?](repeating: nil, count: analyses.count)
        if chart.xAxis.type != .categorical {
            for index in analyses.indices where !analyses[index].isInXOrder {
                let positions = analyses[index].positions
                let points = chart.series[index].points
                let order = positions.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }
                chart.series[index].points = order.map { points[$0] }
                sourceOrders[index] = order
                analyses[index] = SeriesAnalysis(
                    chart.series[index], of: chart, categories: places, maximumGroups: options.maximumGroups)
            }
        }
        self.chart = chart
        self.analyses = analyses
        self.sourceOrders = sourceOrders
        dates = ChartDates(chart)
        let scales = Self.separateScales(analyses, of: chart)
        let measures = scales == nil ? Self.separateMeasures(analyses, of: chart) : nil
        (self.scales, self.measures) = (scales, measures)
        // The extents the wording needs come from the analyses, so no level reads the points again.
        var xExtent: ClosedRange<Double>?
        var yExtent: ClosedRange<Double>?
        for analysis in analyses {
            if case .numbers = analysis.series.x {
                xExtent = xExtent.spanning(analysis.xExtent).spanning(analysis.series.xIntervalExtent)
            }
            let statistics = analysis.statistics
            if analysis.series.low != nil || analysis.series.high != nil || analysis.series.boxes != nil {
                yExtent = yExtent.spanning(analysis.series.yExtent)
            } else if let low = statistics.minimum?.value, let high = statistics.maximum?.value {
                yExtent = yExtent.spanning(low...high)
            }
        }
        // A stack is drawn from zero to its totals.
        if chart.isStacked { yExtent = chart.isStackedToShares ? 0...1 : chart.yExtent }
        let runs = analyses.map { analysis in
            guard case .numbers = analysis.series.x else { return 0 }
            return analysis.xRuns
        }
        wording = ChartWording(
            chart: chart, xExtent: xExtent, yExtent: yExtent, places: runs.max() ?? 0,
            digitsFor: analyses.map(\.values), extremes: analyses.map(\.extremes), xStep: options.xStep)
        context = PhraseContext(wording: wording)
        var seriesContexts: [String: PhraseContext] = [:]
        if scales != nil || measures != nil {
            for analysis in analyses {
                guard let low = analysis.statistics.minimum?.value, let high = analysis.statistics.maximum?.value
                else { continue }
                let own = ChartWording(
                    chart: chart, xExtent: xExtent, yExtent: low...high, places: runs.max() ?? 0,
                    digitsFor: [analysis.values], extremes: [analysis.extremes], xStep: options.xStep)
                seriesContexts[analysis.series.name] = PhraseContext(wording: own)
            }
        }
        self.seriesContexts = seriesContexts
    }

    /// Names `chart`'s series as the navigator says them (see `Phrasebook.spokenSeriesName`).
    ///
    /// A name that is a number takes the chart's series title ("sex 1"); an unnamed series among `count` is named by
    /// its place in the chart (`places`, each series' index there: "Unnamed series 2"); an only unnamed series by the
    /// y axis's title, or, without one, stays "the data". Series derived from a renamed one follow it.
    ///
    /// - Returns: The data's own name of each renamed series, by its spoken name.
    private static func nameAsSpoken(_ chart: inout Chart, places: [Int], of count: Int) -> [String: String] {
        let phrasebook = Language(locale: chart.locale).phrasebook
        var renamed: [String: String] = [:]
        var dataNames: [String: String] = [:]
        for (index, place) in zip(chart.series.indices, places) {
            let name = chart.series[index].name
            let spoken = phrasebook.spokenSeriesName(
                name, number: place + 1, title: chart.seriesTitle, of: count, yTitle: chart.yAxis?.title)
            // An only unnamed series without a y title stays unnamed, which the phrasebook says as "The data".
            guard spoken != phrasebook.theData || !name.isEmpty else { continue }
            // A number without a title stays its name, which the phrasebook says as a series ("Series 4").
            guard spoken != phrasebook.seriesName(name) else { continue }
            chart.series[index].name = spoken
            dataNames[spoken] = name
            if !name.isEmpty { renamed[name] = spoken }
        }
        for index in chart.series.indices {
            if let source = chart.series[index].derivedFrom, let spoken = renamed[source] {
                chart.series[index].derivedFrom = spoken
            }
        }
        return dataNames
    }

    /// The statements as sentences in the chart's language.
    func sentences(_ statements: [Statement]) -> [Sentence] {
        statements.map { statement in
            let wording = statement.series.flatMap { seriesContexts[$0.name] } ?? context
            return Sentence(statement, segments: phrasebook.segments(for: statement, in: wording))
        }
    }

    /// VoiceOver's "Describe Chart": title, kind and size, axes, references.
    public func overview() -> [Sentence] { sentences(overviewStatements()) }

    /// What the data says: each series' story, then comparisons, then the author's summary.
    public func summary() -> [Sentence] { sentences(summaryStatements()) }

    /// The "Chart Details" statistics of each series and axis.
    public func details() -> [Sentence] { sentences(detailStatements()) }

    /// The description at `level`.
    ///
    /// - Complexity: Most of the work was done when the describer was made. Levels add what
    ///   they alone need: O(n) passes for references met, gaps on date axes and comparisons
    ///   between series, and one line per point at `points` and `full`.
    public func describe(_ level: DescriptionLevel = .summary) -> ChartDescription {
        var description = ChartDescription(title: chart.title, level: level, locale: chart.locale)
        description.dataNames = dataNames
        if level.includesOverview { description.overview = overview() }
        if level.includesSummary { description.summary = summary() }
        if level.includesDetails { description.details = details() }
        if level.includesPoints {
            description.points = chart.series.map(pointTable)
        }
        if options.includesSparklines {
            description.sparklines = zip(chart.series, analyses).map {
                SeriesSparkline(series: $0.name, cells: Sparkline.cells(for: $1.drawnProfile))
            }
        }
        return description
    }

    /// Writes the description at `level` in `format` to `sink`, piece by piece; the points of a
    /// long series go out as they are made (see `ChartDescription.write(as:to:)`).
    ///
    /// - Throws: Whatever `sink` throws.
    public func write<E: Error>(
        _ level: DescriptionLevel, as format: DescriptionFormat, to sink: (String) throws(E) -> Void
    ) throws(E) {
        try describe(level).write(as: format, to: sink)
    }

    /// The points of a series as announcements and as a table of spoken cells, each made when
    /// read.
    private func pointTable(_ series: Series) -> SeriesAnnouncements {
        let hasLabels = series.labels != nil
        let hasBands = series.low != nil || series.high != nil
        var columns = [wording.x.axis.title]
        if hasLabels { columns.append(phrasebook.labelHeading) }
        columns.append(wording.y.axis.title)
        if hasBands { columns.append(phrasebook.bandHeading) }
        columns += wording.additional.map(\.axis.title)
        return SeriesAnnouncements(
            series: series, wording: wording, columns: columns, hasLabels: hasLabels, hasBands: hasBands,
            noValue: phrasebook.noValue)
    }

    /// The name a series is spoken by: its name, or "the data" when it has none.
    func name(of series: Series) -> String {
        series.name.isEmpty ? phrasebook.theData : series.name
    }
}

/// Why a chart cannot be described as asked.
public enum DescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No series has the requested name.
    case unknownSeries(String, suggestion: String?, available: [String])

    /// One line naming the series asked for and the names there are.
    public var description: String {
        switch self {
        case .unknownSeries(let name, let suggestion, let available):
            let hint =
                suggestion.map { " (did you mean '\($0)'?)" }
                ?? " (the series are " + available.map { "'\($0.quotable)'" }.joined(separator: ", ") + ")"
            return "no series is named '\(name.quotable)'" + hint
        }
    }
}
