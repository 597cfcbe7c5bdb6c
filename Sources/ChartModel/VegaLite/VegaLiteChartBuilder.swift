/// Views made into one chart: the first view's axes and kind, every view's series (each with
/// its mark where it differs from the chart's), rules across the plot as references.
struct VegaLiteChartBuilder {
    typealias Row = VegaLiteRows.Row
    typealias Channel = VegaLiteView.Channel

    private var kind: ChartKind?
    private var xAxis: Axis?
    private var yAxis: Axis?
    /// Each view's value title once, in order: the shared axis's title, joined as Vega-Lite joins them ("Max, Min").
    private var yTitles: [String] = []
    private var direction = ContentDirection.leftToRight
    private var stacking: Chart.Stacking?
    /// The first view's series channel's title (its field when untitled): what the series' names are values of.
    private var seriesTitle: String?
    private var series: [Series] = []
    /// What each series' layer draws: its value's title, and the title of its field ("Min of temp_min"), which tell
    /// apart series of two layers named alike.
    private var layerTitles: [(title: String, field: String)] = []
    /// What the views draw that a person should hear of: values a line draws together.
    private(set) var notes: [ChartReadNote] = []
    private var references: [Reference] = []
    /// The first view's y title's unit when its values stand for other amounts (see `VegaLiteSeriesMaker.Made`).
    private var amounts: HeaderUnit?
    /// The names of months and weekdays that time units make.
    let names: VegaLiteSeriesMaker.CalendarNames
    /// The names made up for channels without a title.
    let labels: MadeUpLabels

    /// A builder naming months and weekdays, and channels without a title, in `locale`'s language.
    init(locale: String?) {
        names = VegaLiteSeriesMaker.CalendarNames(locale: locale)
        labels = MadeUpLabels(locale: locale)
    }

    /// The chart of the views added.
    func chart() throws(ChartReadError) -> Chart {
        guard let xAxis, !series.isEmpty else {
            throw JSONPath.root.error("no view makes series of points (a rule alone is no chart)")
        }
        var (yAxis, series, references) = (yAxis, series, references)
        if let amounts {
            // "Share (%)": 42 is 42 percent, and so are the domain's ends and the rules drawn across y.
            if let range = yAxis?.range {
                yAxis?.range = amounts.amount(range.lowerBound)...amounts.amount(range.upperBound)
            }
            for index in series.indices {
                series[index].points = series[index].points.map { point in
                    var point = point
                    point.y = point.y.map(amounts.amount)
                    point.low = point.low.map(amounts.amount)
                    point.high = point.high.map(amounts.amount)
                    point.box = point.box.map { box in
                        BoxSummary(
                            minimum: amounts.amount(box.minimum), lowerQuartile: amounts.amount(box.lowerQuartile),
                            median: amounts.amount(box.median), upperQuartile: amounts.amount(box.upperQuartile),
                            maximum: amounts.amount(box.maximum), outliers: box.outliers.map(amounts.amount))
                    }
                    return point
                }
            }
            for index in references.indices where references[index].axis == .y {
                references[index].value = amounts.amount(references[index].value)
            }
        }
        return Chart(
            kind: kind, contentDirection: direction, xAxis: xAxis, yAxis: yAxis, series: series,
            references: references, stacking: stacking, seriesTitle: seriesTitle)
    }

    /// Whether no view has made the chart's kind and axes yet.
    var isEmpty: Bool { kind == nil }

    /// Makes the chart of one view read whole (a timeline): its kind, axes and series, and `note` on how it was read.
    mutating func begin(
        kind: ChartKind, xAxis: Axis, yAxis: Axis, seriesTitle: String?, series: [Series], note: ChartReadNote
    ) {
        self.kind = kind
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.seriesTitle = seriesTitle
        self.series = series
        layerTitles = Array(repeating: (yAxis.title, yAxis.title), count: series.count)
        notes.append(note)
    }

    /// The kind and series mark of a view's mark.
    private static func kind(of mark: VegaLiteView.Mark) -> (ChartKind, Series.Mark) {
        switch mark {
        case .line: (.line, .line)
        case .bar: (.bar, .bar)
        case .area: (.area, .area)
        case .point, .circle, .square, .tick: (.scatter, .point)
        case .rect: (.heatmap, .rectangle)
        case .arc: (.pie, .sector)
        case .rule: (.line, .rule)
        case .boxplot: (.box, .bar)
        }
    }

    /// Adds a view's series (or its rules) made of `rows`.
    mutating func add(_ view: VegaLiteView, rows: [Row]) throws(ChartReadError) {
        try Self.checkFields(of: view, in: rows)
        var rows = rows
        for field in Self.yearFields(of: view, in: rows) {
            let years = Self.readingYears(field, in: &rows)
            let note = ChartReadNote.yearsAsDates(field: field, first: years.lowerBound, last: years.upperBound)
            if !notes.contains(note) { notes.append(note) }
        }
        let c = view.channels
        if view.mark == .rule, c["x"] == nil || c["y"] == nil {
            try addRule(view, rows: rows)
            return
        }
        if view.mark == .bar, let timeline = Self.timelineChannels(of: view) {
            try addTimeline(view, timeline, rows: rows)
            return
        }
        // Which channel is the dimension (where points lie), which the measure (their value).
        var dimension: Channel?
        var measure: Channel
        var dimension2: Channel?
        var measure2: Channel?
        var seriesChannel = try seriesChannel(of: view)
        var isHorizontal = false
        if view.mark == .arc {
            guard let theta = c["theta"] else { throw view.path.key("encoding").error("an arc needs theta") }
            measure = theta
            dimension = seriesChannel
            seriesChannel = nil
        } else if view.mark == .rect, let color = c["color"], color.resolvedType == .quantitative {
            guard let x = c["x"], let y = c["y"] else { throw view.path.key("encoding").error("a rect needs x and y") }
            dimension = x
            measure = color
            seriesChannel = y
        } else {
            let x = c["x"]
            let y = c["y"]
            switch (x, y) {
            case (let x?, let y?):
                let xMeasures =
                    x.resolvedType == .quantitative && y.resolvedType != .quantitative
                    || x.aggregate != nil && y.aggregate == nil
                isHorizontal = xMeasures
                (dimension, measure) = xMeasures ? (y, x) : (x, y)
                (dimension2, measure2) = xMeasures ? (c["y2"], c["x2"]) : (c["x2"], c["y2"])
            case (nil, let y?) where view.mark == .boxplot || view.mark == .tick:
                measure = y
            case (let x?, nil) where view.mark == .boxplot || view.mark == .tick:
                measure = x
                isHorizontal = true
            default:
                throw view.path.key("encoding").error("expected both x and y (or theta for an arc)")
            }
            if let offset = c["xOffset"] ?? c["yOffset"], seriesChannel == nil { seriesChannel = offset }
        }
        guard measure.resolvedType == .quantitative || measure.aggregate == .count else {
            throw measure.path.key("type").error(
                "the value channel is \(measure.resolvedType.rawValue); AudioGraph needs one quantitative channel (or a count)"
            )
        }
        let (kind, mark) = Self.kind(of: view.mark)
        var made = try VegaLiteSeriesMaker(
            view: view, dimension: dimension, measure: measure, dimension2: dimension2, measure2: measure2,
            seriesChannel: seriesChannel, rows: rows, names: names, labels: labels
        ).make()
        if self.kind == nil {
            self.kind = made.isHistogram ? .histogram : (kind == .area && measure2 != nil ? .band : kind)
            direction = isHorizontal ? .topToBottom : .leftToRight
            seriesTitle = seriesChannel.flatMap { $0.title ?? $0.field }
            xAxis = made.xAxis
            yAxis = made.yAxis
            yTitles = [made.yAxis.title]
            amounts = made.amounts
            if [.bar, .area].contains(kind), seriesChannel != nil || measure.stack != nil {
                stacking = try Self.stacking(measure, isOffset: c["xOffset"] != nil || c["yOffset"] != nil)
            } else if let stack = measure.stack, stack != .null {
                stacking = try Self.stacking(measure, isOffset: false)
            }
        } else {
            for index in made.series.indices where mark != Self.kind(of: viewMarkFor(self.kind)).1 {
                made.series[index].mark = mark
            }
            if !yTitles.contains(made.yAxis.title) {
                yTitles.append(made.yAxis.title)
                yAxis?.title = yTitles.joined(separator: ", ")
            }
        }
        // A line with no series channel draws every value at an x in one line.
        if seriesChannel == nil, measure.aggregate == nil, view.mark == .line, let dimension,
            made.series.count == 1,
            let note = Self.repeatsNote(
                made.series[0].points, rows: rows, dimension: dimension, measure: measure,
                isDates: made.xAxis.type == .date)
        {
            notes.append(note)
        }
        let layer = (title: made.yAxis.title, field: measure.fieldTitle(labels))
        for var new in made.series where !series.contains(where: { $0.name == new.name && $0.points == new.points }) {
            // Two layers' series named alike (a colour's values in each, or one title over two fields) are each named
            // with what their layer draws: "temp_max (Median of v)" and "temp_max (Min of v)".
            if let twin = series.firstIndex(where: { $0.name == new.name }) {
                let other = layerTitles[twin]
                let (mine, theirs) =
                    other.title == layer.title ? (layer.field, other.field) : (layer.title, other.title)
                series[twin].name += " (\(theirs))"
                new.name += " (\(mine))"
            }
            series.append(new)
            layerTitles.append(layer)
        }
    }

    /// The channels whose fields are checked against the data, in the order they are checked.
    private static let checkedChannels =
        ["x", "y", "x2", "y2", "theta", "xOffset", "yOffset"] + VegaLiteView.seriesChannels

    /// Refuses a channel whose field is in none of `rows`.
    ///
    /// A misspelt field (`sale` for `sales`) would make a chart of points without values, or
    /// none. Rows are needed to tell: with none (all filtered out, say) nothing is refused.
    ///
    /// - Throws: `ChartReadError` at the channel's `field`, naming it and the nearest field the
    ///   rows have, or else the fields they have.
    static func checkFields(of view: VegaLiteView, in rows: [Row]) throws(ChartReadError) {
        guard !rows.isEmpty else { return }
        var fields = Set<String>()
        for row in rows { fields.formUnion(row.keys) }
        for name in checkedChannels {
            guard let channel = view.channels[name], let field = channel.field, !fields.contains(field) else {
                continue
            }
            // Sorted, so that a tie between two near fields is broken the same way every time.
            let known = fields.sorted()
            let hint =
                Suggestion.nearest(to: field, in: known).map { " (did you mean '\($0.quotable)'?)" }
                ?? "; its fields are "
                + known.prefix(12).map { "'\($0.quotable)'" }.joined(separator: ", ")
                + (known.count > 12 ? " and \(known.count - 12) more" : "")
            throw channel.path.key("field").error("'\(field.quotable)' is not in the data\(hint)")
        }
    }

    /// The mark that draws a chart kind, to tell a layer's differing mark.
    private func viewMarkFor(_ kind: ChartKind?) -> VegaLiteView.Mark {
        switch kind {
        case .bar, .histogram: .bar
        case .area, .band: .area
        case .scatter: .point
        case .heatmap: .rect
        case .pie: .arc
        case .box: .boxplot
        default: .line
        }
    }

    /// How a measure's `stack` stacks series.
    private static func stacking(_ measure: Channel, isOffset: Bool) throws(ChartReadError) -> Chart.Stacking {
        if isOffset { return .unstacked }
        switch measure.stack {
        case nil, .string("zero")?, .bool(true)?: return .standard
        case .string("normalize")?: return .normalized
        case .string("center")?: return .center
        case .null?, .bool(false)?: return .unstacked
        case let other?:
            throw measure.path.key("stack").error(
                "\(other.quoted) is not a stack; expected zero, normalize, center or null")
        }
    }

    /// The one channel that splits rows into series (color, detail, shape, …), or nil.
    func seriesChannel(of view: VegaLiteView) throws(ChartReadError) -> Channel? {
        let channels = VegaLiteView.seriesChannels.compactMap { view.channels[$0] }.filter { $0.field != nil }
        guard let first = channels.first else { return nil }
        if let other = channels.first(where: { $0.field != first.field }) {
            throw other.path.error(
                "splits series by '\((other.field ?? "").quotable)' while \(first.path) splits them by '\((first.field ?? "").quotable)'; AudioGraph splits by one field"
            )
        }
        return first
    }

    /// A rule across the plot: a datum, or a field's aggregate (each of its values without one).
    private mutating func addRule(_ view: VegaLiteView, rows: [Row]) throws(ChartReadError) {
        guard
            let (name, channel) = [("y", view.channels["y"]), ("x", view.channels["x"])].first(where: { $0.1 != nil }),
            let channel
        else { throw view.path.key("encoding").error("a rule needs x or y") }
        let axis: Reference.AxisName = name == "y" ? .y : .x
        if let datum = channel.datum {
            guard let value = VegaLiteSeriesMaker.number(datum.datum, type: channel.resolvedType) else {
                throw channel.path.key("datum").error("expected a number or a date")
            }
            references.append(Reference(axis: axis, value: value, label: channel.title))
            return
        }
        guard let field = channel.field else { throw channel.path.error("expected a field or a datum") }
        let values = rows.compactMap { VegaLiteSeriesMaker.number($0[field] ?? .null, type: channel.resolvedType) }
        if let aggregate = channel.aggregate {
            guard let value = VegaLiteSeriesMaker.aggregate(aggregate, values, count: rows.count) else { return }
            references.append(Reference(axis: axis, value: value, label: channel.defaultTitle(labels)))
        } else {
            for value in values { references.append(Reference(axis: axis, value: value, label: channel.title)) }
        }
    }
}
