import ChartModel
import Foundation

/// The chart model Swift Charts' marks make, inferred as Swift Charts infers it.
///
/// The rules:
///
/// - A `String` x is categorical, in order of first appearance (or the x scale's domain); a
///   number numeric; a `Date` a date axis, spoken to the calendar unit it was binned to.
///   Categories along y (horizontal bars) are turned to run along x, top to bottom; bars from
///   `xStart` to `xEnd` at a category (a timeline) keep x, each bar labelled by its category.
/// - One series per distinct category of `foregroundStyle(by:)` (or `series:`,
///   `lineStyle(by:)`, `symbol(by:)`, `position(by:)`), in order of first appearance or the
///   `chartForegroundStyleScale` domain's; without one, one series per measure, named by its
///   y label, each drawn with its own mark. Points over a line's values are that line's symbols.
/// - Bars and areas of several series at one x stack as their `stacking:` says (`.standard`
///   by default) unless `position(by:)` sets them side by side; a series' own bars at one x
///   add up, as they are drawn stacked.
/// - `RuleMark` is a reference, labelled by its accessibility label, its annotation or its
///   value's label; `AreaMark(x:yStart:yEnd:)` a band; `SectorMark`s a pie; `RectangleMark`s
///   on two categorical axes coloured by a number a heatmap; `PointMark`s alone a scatter;
///   bars from `xStart` to `xEnd` on a numeric axis a histogram.
/// - A mark's accessibility label (else its annotations' text) is its point's label, its
///   accessibility value how its value is spoken; hidden marks are left out.
struct ChartInference {
    let marks: [MarkRecord]
    let settings: ChartSettings
    /// Whether the chart's categories run along y, and were turned to run along x.
    let isTransposed: Bool

    init(marks all: [MarkRecord], settings: ChartSettings) {
        let visible = all.filter { !$0.isHidden }
        let first = visible.first { $0.kind != .rule && $0.kind != .sector } ?? visible.first { $0.kind == .rule }
        let turns =
            first.map { $0.yField?.value.category != nil && $0.x != nil && $0.x?.value.category == nil }
            ?? false
        isTransposed = turns
        self.settings = turns ? settings.transposed : settings
        let placed = turns ? visible.map(\.transposed) : visible
        self.marks = Self.sampled(placed, xDomain: self.settings.x)
    }

    /// The chart.
    func chart() -> ChartModel.Chart {
        let data = marks.filter { $0.kind != .rule }
        var chart: ChartModel.Chart
        if !data.isEmpty, data.allSatisfy({ $0.kind == .sector }) {
            chart = pie(data)
        } else if isHeatmap(data) {
            chart = heatmap(data)
        } else {
            chart = SeriesInference(inference: self).chart(of: marks)
        }
        chart.title = settings.title
        chart.summary = settings.summary
        if let environment = settings.environment { chart.locale = environment.locale.identifier }
        chart.contentDirection = isTransposed ? .topToBottom : .leftToRight
        return chart
    }

    // MARK: Axes

    /// The x axis of marks whose x values are `fields`.
    func xAxis(of fields: [PlotField], title: String? = nil) -> Axis {
        axis(of: fields, settings: settings.x, title: title)
    }

    /// A numeric axis titled `title` (unless the chart titles it), with the y settings.
    func yAxis(titled title: String, values: [Double], descriptions: [Double: String]) -> Axis {
        var axis = Axis(type: .numeric, title: settings.y.label ?? title)
        apply(settings.y, to: &axis, values: values)
        axis.valueDescriptions = descriptions
        // A mark's accessibility value is how its point is announced; sentences about the axis
        // and the data keep the numbers.
        axis.describesPointsOnly = !descriptions.isEmpty
        return axis
    }

    /// An axis of `fields`' type and first label, as `settings` says.
    private func axis(of fields: [PlotField], settings: AxisSettings, title: String? = nil) -> Axis {
        let first = fields.first
        var axis = Axis(title: settings.label ?? title ?? first?.label ?? "")
        switch first?.value {
        case .category?:
            axis.type = .categorical
            axis.categories = orderedCategories(fields.compactMap(\.value.category), domain: settings)
            return axis
        case .date?:
            axis.type = .date
            if let unit = fields.compactMap(\.unit).first { axis.format.dateStyle = Self.dateStyle(of: unit) }
        case .number?, nil:
            axis.type = .numeric
        }
        apply(settings, to: &axis, values: fields.compactMap { $0.value.number })
        return axis
    }

    /// The categories in order of first appearance, after those of the scale's domain.
    func orderedCategories(_ names: [String], domain settings: AxisSettings) -> [String] {
        var ordered = settings.isRange ? [] : (settings.domain ?? []).compactMap(\.category)
        var seen = Set(ordered)
        for name in names where seen.insert(name).inserted { ordered.append(name) }
        return ordered
    }

    /// The range, scale and gridlines `settings` give a numeric or date axis holding `values`.
    private func apply(_ settings: AxisSettings, to axis: inout Axis, values: [Double]) {
        if settings.isRange, let domain = settings.domain, domain.count == 2,
            let low = domain[0].number, let high = domain[1].number, low <= high
        {
            axis.range = low...high
        }
        if let scale = settings.scale?.model { axis.scale = scale }
        switch settings.format {
        case .currency(let code)?: (axis.format.style, axis.format.currencyCode) = (.currency, code)
        case .fractionPercent?: axis.format.style = .percent
        case .wholePercent?: axis.unit = "percent"
        case nil: break
        }
        let finite = values.filter(\.isFinite)
        guard let span = axis.range ?? finite.min().flatMap({ low in finite.max().map { low...$0 } }) else { return }
        axis.gridlines = Array(
            Set(settings.gridValues.flatMap { Self.places(of: $0, over: span, isDate: axis.type == .date) })
        ).sorted()
    }

    /// The places `values` mark over `span`.
    static func places(of values: AxisMarkValues, over span: ClosedRange<Double>, isDate: Bool) -> [Double] {
        switch values.rule {
        case .automatic(let count?) where !isDate && count > 0:
            return niceStep(over: span, count: count).map { step in
                let first = (span.lowerBound / step).rounded(.up)
                return Swift.stride(from: first * step, through: span.upperBound, by: step).map { $0 }
            } ?? []
        case .automatic:
            return RoundTicks.places(over: span, isDate: isDate).places
        case .strideNumber(let step):
            guard step > 0, step.isFinite, (span.upperBound - span.lowerBound) / step < 10_000 else { return [] }
            let first = (span.lowerBound / step).rounded(.up)
            return Swift.stride(from: first * step, through: span.upperBound, by: step).map { $0 }
        case .strideDate(let component, let count):
            // Wall-clock seconds are counted in UTC, so the calendar steps in UTC.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            var date = PlotDate.start(
                of: component, containing: Date(timeIntervalSince1970: span.lowerBound), in: calendar)
            var places: [Double] = []
            while date.timeIntervalSince1970 <= span.upperBound, places.count < 10_000 {
                if date.timeIntervalSince1970 >= span.lowerBound { places.append(date.timeIntervalSince1970) }
                guard let next = calendar.date(byAdding: component, value: max(1, count), to: date) else { break }
                date = next
            }
            return places
        case .values(let values):
            return values.compactMap { $0.number }.filter { span.contains($0) }
        }
    }

    /// The round step (1, 2 or 5 times a power of ten) that divides `span` into about `count`
    /// parts, as D3's `ticks` chooses it.
    static func niceStep(over span: ClosedRange<Double>, count: Int) -> Double? {
        let raw = (span.upperBound - span.lowerBound) / Double(count)
        guard raw > 0, raw.isFinite else { return nil }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let error = raw / magnitude
        let factor: Double =
            error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// How dates binned to `unit` are worded.
    static func dateStyle(of unit: Calendar.Component) -> ValueFormat.DateStyle {
        switch unit {
        case .hour, .minute, .second, .nanosecond: .time
        case .month, .quarter: .month
        case .year, .era: .year
        default: .day
        }
    }

    // MARK: Pies and heatmaps

    /// A pie: one slice per category of `foregroundStyle(by:)`, its size the angle's value.
    private func pie(_ sectors: [MarkRecord]) -> ChartModel.Chart {
        var slices: [(name: String, value: Double, label: String?)] = []
        var descriptions: [Double: String] = [:]
        for (index, sector) in sectors.enumerated() {
            let name =
                sector.foregroundStyle?.value.category ?? sector.accessibilityLabel ?? "Slice \(index + 1)"
            let value = sector.angle?.value.number ?? 0
            if let spoken = sector.accessibilityValue, descriptions[value] == nil { descriptions[value] = spoken }
            let label = sector.foregroundStyle == nil ? nil : sector.pointLabel
            if let place = slices.firstIndex(where: { $0.name == name }) {
                slices[place].value += value
            } else {
                slices.append((name, value, label))
            }
        }
        let order = orderedCategories(
            slices.map(\.name), domain: AxisSettings(domain: settings.foregroundDomain?.map(PlotValue.category)))
        slices.sort { (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0) }
        let measure = sectors.first?.angle?.label ?? ""
        var xAxis = Axis.categorical(sectors.first?.foregroundStyle?.label ?? "", categories: order)
        if let label = settings.x.label { xAxis.title = label }
        return ChartModel.Chart(
            kind: .pie, xAxis: xAxis,
            yAxis: descriptions.isEmpty ? nil : yAxis(titled: measure, values: [], descriptions: descriptions),
            series: [
                Series(
                    name: measure, isContinuous: false,
                    points: slices.map { DataPoint(category: $0.name, y: $0.value, label: $0.label) })
            ])
    }

    /// Whether the marks are rectangles on two categorical axes, coloured by a number.
    private func isHeatmap(_ data: [MarkRecord]) -> Bool {
        !data.isEmpty
            && data.allSatisfy {
                $0.kind == .rectangle && $0.x?.value.category != nil && $0.y?.value.category != nil
                    && $0.foregroundStyle.map { $0.value.category == nil } == true
            }
    }

    /// A heatmap: the x categories along x, one series per y category, the colour's number as y.
    private func heatmap(_ cells: [MarkRecord]) -> ChartModel.Chart {
        let rows = orderedCategories(cells.compactMap { $0.y?.value.category }, domain: settings.y)
        let cellsByRow = Dictionary(grouping: cells) { $0.y?.value.category ?? "" }
        var descriptions: [Double: String] = [:]
        let series = rows.map { row in
            Series(
                name: row, isContinuous: false,
                points: (cellsByRow[row] ?? []).map { cell in
                    let value = cell.foregroundStyle?.value.number
                    if let value, let spoken = cell.accessibilityValue, descriptions[value] == nil {
                        descriptions[value] = spoken
                    }
                    return DataPoint(x: .category(cell.x?.value.category ?? ""), y: value, label: cell.pointLabel)
                })
        }
        return ChartModel.Chart(
            kind: .heatmap, xAxis: xAxis(of: cells.compactMap(\.x)),
            yAxis: yAxis(
                titled: cells.first?.foregroundStyle?.label ?? "", values: series.flatMap { $0.y.compactMap { $0 } },
                descriptions: descriptions),
            series: series)
    }

    // MARK: Function plots

    /// The marks with each function plot sampled at 101 x values across its domain: its own,
    /// else the x scale's, else the other marks' x values, else 0 to 1.
    ///
    /// A sample is a reading of a curve, not data: x is kept to the digits of the step between
    /// samples ("-9.4", not "-9.399999999999999"), and y to a hundredth of the curve's span, so
    /// the curve is spoken with the digits that tell its shape.
    static func sampled(_ marks: [MarkRecord], xDomain: AxisSettings) -> [MarkRecord] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let xs = marks.filter { $0.function == nil }.compactMap { $0.xField?.value.number }
        var scale: ClosedRange<Double>?
        if xDomain.isRange, let ends = xDomain.domain, ends.count == 2, let low = ends[0].number,
            let high = ends[1].number, low <= high
        {
            scale = low...high
        }
        let fallback = scale ?? xs.min().flatMap { low in xs.max().map { low...$0 } } ?? 0...1
        return marks.flatMap { mark -> [MarkRecord] in
            guard let plot = mark.function else { return [mark] }
            let domain = plot.domain ?? fallback
            let step = (domain.upperBound - domain.lowerBound) / 100
            let xs = (0...100).map { rounded(domain.lowerBound + step * Double($0), resolving: step) }
            let values = xs.map(plot.function)
            let ys = values.flatMap { [$0.low, $0.high ?? .nan] }.filter(\.isFinite)
            let span = (ys.max() ?? 0) - (ys.min() ?? 0)
            return zip(xs, values).map { x, value in
                let (low, high) = (
                    rounded(value.low, resolving: span / 100), value.high.map { rounded($0, resolving: span / 100) }
                )
                var sample = mark
                sample.function = nil
                sample.x = PlotField(label: plot.xLabel, value: .number(x, isInteger: false))
                if let endLabel = plot.yEndLabel {
                    sample.yStart = PlotField(label: plot.yLabel, value: .number(low, isInteger: false))
                    sample.yEnd = PlotField(label: endLabel, value: .number(high ?? .nan, isInteger: false))
                } else {
                    sample.y = PlotField(label: plot.yLabel, value: .number(low, isInteger: false))
                }
                return sample
            }
        }
    }
}

extension MarkRecord {
    /// The label of the mark's point: its accessibility label, else its annotations' text
    /// (leaving out annotations that only show the mark's value, which is spoken already).
    var pointLabel: String? {
        accessibilityLabel ?? annotationLabel
    }

    /// The text of the annotations that say more than the mark's value, joined.
    var annotationLabel: String? {
        let naming = annotations.filter { !repeatsValue($0) }
        return naming.isEmpty ? nil : naming.joined(separator: ", ")
    }

    /// Whether `text` only shows one of the mark's numbers, with at most a word around it:
    /// "8432", "8,432 steps", "$1.2K", "42%".
    func repeatsValue(_ text: String) -> Bool {
        if text == accessibilityValue { return true }
        let words = text.split(whereSeparator: \.isWhitespace)
        let numbers = words.filter { $0.contains(where: \.isNumber) }
        guard numbers.count == 1, words.count <= 2, let written = numbers.first else { return false }
        let values = [x, y, xStart, xEnd, yStart, yEnd, angle].compactMap { $0?.value.number }
        return values.contains { Self.shows(String(written), $0) }
    }

    /// Whether a number as written ("8,432", "1.2K", "42%", "$7.50") is `value` rounded to
    /// its digits, its decimal mark either a point or a comma.
    private static func shows(_ written: String, _ value: Double) -> Bool {
        let scales: [Character: Double] = ["K": 1e3, "k": 1e3, "M": 1e6, "B": 1e9]
        var body = Substring(written)
        while let last = body.last, !last.isNumber, scales[last] == nil { body.removeLast() }
        let scale = body.last.flatMap { scales[$0] } ?? 1
        if scale != 1 { body.removeLast() }
        body = body.drop { !$0.isNumber && $0 != "-" }
        let isPercent = written.hasSuffix("%")
        for decimalMark in [".", ","] {
            let grouping: Character = decimalMark == "." ? "," : "."
            let plain = body.filter { $0 != grouping && $0 != " " && $0 != "\u{202F}" && $0 != "’" }
                .replacingOccurrences(of: decimalMark, with: ".")
            guard let number = Double(plain) else { continue }
            let digits = plain.split(separator: ".").dropFirst().first?.count ?? 0
            let step = pow(10, -Double(digits)) * scale
            for shown in isPercent ? [value, value * 100] : [value]
            where abs(shown - number * scale) <= step / 2 * (1 + 1e-9) {
                return true
            }
        }
        return false
    }
}

extension ChartInference {
    /// `value` to the decimals that resolve `resolution` (0.2 → one decimal, 0.02 → two); as is
    /// when the resolution is no positive finite number or the value no finite one.
    static func rounded(_ value: Double, resolving resolution: Double) -> Double {
        guard resolution > 0, resolution.isFinite, value.isFinite else { return value }
        let decimals = min(max(0, Int((-log10(resolution)).rounded(.up))), 12)
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }
}
