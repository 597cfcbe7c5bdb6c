import ChartDescription
import ChartModel
import Foundation

/// A chart drawn as inline SVG for sighted collaborators: every kind the model has, each series
/// told apart by a pattern or shape as well as its colour (the page's CSS gives the colours,
/// for light and dark schemes), and where any point or group sits, for the explorer's highlight.
///
/// Long series are thinned for drawing: a line keeps the lowest and highest value of each
/// column of pixels, scattered points at most `maximumMarks` a series.
struct ChartDrawing {
    static let width = 640.0, height = 360.0
    static let left = 96.0, right = 20.0, top = 20.0, bottom = 52.0
    static let maximumMarks = 2_000

    let chart: Chart
    let wording: ChartWording
    let kind: ChartKind
    let categories: [String]
    let xDomain: ClosedRange<Double>
    let yDomain: ClosedRange<Double>
    let isLog: Bool
    /// The stack added up, when the chart stacks.
    let stack: StackSums
    /// Each series' x positions (categories by their place), as the model places them.
    let positions: [[Double]]
    /// A pie's slices: the first series' positive values, as angles from the top.
    let slices: [(index: Int, start: Double, end: Double)]

    init(chart: Chart, wording: ChartWording) {
        self.chart = chart
        self.wording = wording
        kind = chart.resolvedKind
        categories = chart.resolvedCategories
        let places = chart.categoryPlaces
        positions = chart.series.map { chart.xPositions(of: $0, categoryPlaces: places) }
        var xs: ClosedRange<Double>? = chart.xAxis.type == .categorical ? nil : chart.xAxis.range ?? wording.xExtent
        for series in chart.series { xs = xs.spanning(series.xIntervalExtent) }
        xDomain = chart.xAxis.type == .categorical ? 0...Double(max(1, categories.count)) : Self.widened(xs ?? 0...1)
        isLog = chart.resolvedYAxis.scale != .linear
        // Stacks: each layer's base, and the totals (to 100 percent, shares of them).
        stack = chart.stackSums()
        slices = kind == .pie ? Self.pieSlices(of: chart.series.first) : []
        var ys = chart.resolvedYAxis.range ?? chart.yExtent ?? 0...1
        if chart.stacking == .normalized, chart.isStacked { ys = 0...1 }
        if kind.startsAtZero || chart.isStacked, !isLog { ys = min(0, ys.lowerBound)...max(0, ys.upperBound) }
        let domain =
            isLog
            ? Self.widened(log10(max(ys.lowerBound, 1e-300))...log10(max(ys.upperBound, 1e-300))) : Self.widened(ys)
        // Room above and below the marks (none below a zero baseline), so no dot sits on the edge.
        let room = (domain.upperBound - domain.lowerBound) * 0.04
        yDomain = (domain.lowerBound == 0 && !isLog ? 0 : domain.lowerBound - room)...(domain.upperBound + room)
    }

    /// A range with room to draw: a single value spread by one either way.
    static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        range.upperBound > range.lowerBound ? range : (range.lowerBound - 1)...(range.upperBound + 1)
    }

    // MARK: Scales

    var plotWidth: Double { Self.width - Self.left - Self.right }
    var plotHeight: Double { Self.height - Self.top - Self.bottom }

    func px(_ x: Double) -> Double {
        Self.bounded(Self.left + plotWidth * Self.fraction(x, of: xDomain))
    }

    func py(_ y: Double) -> Double {
        let value = isLog ? log10(max(y, 1e-300)) : y
        return Self.bounded(Self.top + plotHeight * (1 - Self.fraction(value, of: yDomain)))
    }

    /// How far along `domain` `value` is (0 at its start, 1 at its end, beyond outside it),
    /// halved first when the domain's span is beyond a double.
    static func fraction(_ value: Double, of domain: ClosedRange<Double>) -> Double {
        let span = domain.upperBound - domain.lowerBound
        if span.isFinite { return (value - domain.lowerBound) / span }
        return (value / 2 - domain.lowerBound / 2) / (domain.upperBound / 2 - domain.lowerBound / 2)
    }

    /// The farthest a coordinate goes from the drawing: a value far outside the axis's range
    /// is drawn beyond the edge, where the plot clips it, at a distance that stays a finite
    /// number with a whole part (never `Int`'s overflow, never `nan`).
    static let coordinateLimit = 1e6

    /// `coordinate` within `coordinateLimit` of the drawing; `nan` (a value no scale places) at 0.
    static func bounded(_ coordinate: Double) -> Double {
        coordinate.isNaN ? 0 : min(max(coordinate, -coordinateLimit), coordinateLimit)
    }

    /// Where point `index` of series `number` sits along x: its category's middle, its
    /// interval's middle, or its value.
    func xPosition(_ number: Int, _ index: Int) -> Double? {
        let series = chart.series[number]
        if let interval = series.xInterval(at: index) { return interval.lowerBound / 2 + interval.upperBound / 2 }
        switch series.x[index] {
        case .number(let value): return value.isFinite ? value : nil
        case .category(let name): return categories.firstIndex(of: name).map { Double($0) + 0.5 }
        }
    }

    /// The drawn value of a point: in a stack, the top of its layer there (to 100 percent, as a share).
    func drawnValue(_ number: Int, _ index: Int, _ value: Double) -> Double {
        guard let bases = stack.bases[number], let position = positions[number][safe: index],
            let base = bases[position]
        else { return value }
        let top = base + value
        if chart.stacking == .normalized, let total = stack.totals[position], total > 0 { return top / total }
        return top
    }

    /// Where the explorer's highlight goes for `points` of series `number` whose value (a group's
    /// mean) is `value`: the mark's middle or top, in SVG coordinates.
    func highlight(series number: Int, points: Range<Int>, value: Double?) -> (x: Double, y: Double)? {
        let series = chart.series[number]
        guard let first = points.first, first < series.count else { return nil }
        switch kind {
        case .pie:
            guard let slice = slices.first(where: { $0.index == first }) else { return nil }
            let middle = (slice.start + slice.end) / 2
            let radius = pieRadius * 0.6
            return (pieCentre.x + radius * sin(middle), pieCentre.y - radius * cos(middle))
        case .radar:
            guard let value, let (x, y) = radarPoint(series: number, index: first, value: value) else { return nil }
            return (x, y)
        case .heatmap:
            guard let column = xPosition(number, first) else { return nil }
            let rowHeight = plotHeight / Double(max(1, chart.series.count))
            return (px(column), Self.top + rowHeight * (Double(number) + 0.5))
        default:
            let xs = points.compactMap { xPosition(number, $0) }
            guard !xs.isEmpty, let value else { return nil }
            let x = xs.reduce(0, +) / Double(xs.count)
            let drawn = points.count == 1 ? drawnValue(number, first, value) : value
            return (px(x), py(drawn))
        }
    }

    // MARK: The drawing

    /// The SVG, named by the element with id `labelledBy` and described by the one with id `describedBy`.
    func svg(labelledBy: String, describedBy: String) -> String {
        var body = ""
        switch kind {
        case .pie: body = pie()
        case .radar: body = radar()
        case .heatmap: body = heatmap()
        default: body = axes() + cartesian()
        }
        body += legend()
        let patterns = (1..<6).map { number -> String in
            let shapes = [
                "", "M0,8 L8,0", "M4,4 m-1,0 a1,1 0 1,0 2,0 a1,1 0 1,0 -2,0", "M0,0 L8,8 M0,8 L8,0", "M0,4 L8,4",
                "M4,0 L4,8",
            ]
            return
                "<pattern id=\"hatch\(number)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\"><path d=\"\(shapes[number])\" class=\"hatch\"/></pattern>"
        }.joined()
        return """
            <svg id="chart-drawing" role="img" aria-labelledby="\(labelledBy)" aria-describedby="\(describedBy)" viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" width="100%" preserveAspectRatio="xMidYMid meet">\
            <defs>\(patterns)</defs>\(body)<circle id="chart-highlight" r="7" cx="-20" cy="-20"/></svg>
            """
    }

    private func style(_ number: Int) -> String { "s\(number % 6)" }

    private func axes() -> String {
        var out = "<g class=\"axes\" aria-hidden=\"true\">"
        let bottom = Self.height - Self.bottom
        out += line(Self.left, bottom, Self.width - Self.right, bottom) + line(Self.left, Self.top, Self.left, bottom)
        // x ticks: categories (a label every so many when there are many), or round places.
        if chart.xAxis.type == .categorical {
            let every = max(1, Int((Double(categories.count) / 10).rounded(.up)))
            for (place, name) in categories.enumerated() where place % every == 0 {
                out += text(px(Double(place) + 0.5), bottom + 18, name, anchor: "middle")
            }
        } else {
            let ticks = Self.said(
                RoundTicks.places(over: xDomain, isDate: chart.xAxis.type == .date).places, by: wording.x,
                isDate: chart.xAxis.type == .date)
            let places = ticks.map(\.value)
            // A label every so many ticks, so that none overlaps the next (about 7 points a character).
            let labels = ticks.map(\.text)
            let spacing = places.count > 1 ? px(places[1]) - px(places[0]) : plotWidth
            let every = max(1, Int(((Double(labels.map(\.count).max() ?? 0) * 7 + 8) / max(1, spacing)).rounded(.up)))
            for (number, place) in places.enumerated() {
                out += line(px(place), bottom, px(place), bottom + 5)
                if number % every == 0 { out += text(px(place), bottom + 18, labels[number], anchor: "middle") }
            }
        }
        let isShare = chart.stacking == .normalized && chart.isStacked
        let yTicks =
            isLog
            ? stride(from: yDomain.lowerBound.rounded(.up), through: yDomain.upperBound, by: 1).map {
                (value: pow(10, $0), text: wording.y.text(pow(10, $0)))
            }
            : isShare
                ? RoundTicks.places(over: yDomain, isDate: false).places.map {
                    (value: $0, text: PlainNumber.text(($0 * 100).rounded()) + "%")
                } : Self.said(RoundTicks.places(over: yDomain, isDate: false).places, by: wording.y, isDate: false)
        for (value, label) in yTicks {
            let y = py(value)
            out +=
                line(Self.left - 5, y, Self.left, y)
                + "<line class=\"grid\" x1=\"\(f(Self.left))\" y1=\"\(f(y))\" x2=\"\(f(Self.width - Self.right))\" y2=\"\(f(y))\"/>"
            out += text(Self.left - 8, y + 4, label, anchor: "end")
        }
        out += text(
            Self.left + plotWidth / 2, Self.height - 8, wording.x.axis.title, anchor: "middle", classes: "title")
        out +=
            "<text class=\"title\" transform=\"translate(14 \(f(Self.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(wording.y.axis.title.xmlEscaped)</text>"
        return out + "</g>"
    }

    /// The ticks among `places` that the axis's words say as they are, with those words: on numbers, only multiples of
    /// the smallest step its words say (where they say "0" and "1", not five ticks of "0"), and never the same words
    /// twice.
    static func said(_ places: [Double], by wording: AxisWording, isDate: Bool) -> [(value: Double, text: String)] {
        // (A percent axis holds fractions and says them as percentages.)
        let scale =
            Foundation.pow(10, Double(wording.fractionDigits)) * (wording.axis.format.style == .percent ? 100 : 1)
        var ticks: [(value: Double, text: String)] = []
        for place in places {
            let scaled = place * scale
            if !isDate, scaled.isFinite, abs(scaled) < 1e15, abs(scaled - scaled.rounded()) > 1e-6 * max(1, abs(scaled))
            {
                continue
            }
            let text = wording.text(place)
            if text != ticks.last?.text { ticks.append((place, text)) }
        }
        return ticks
    }

    private func cartesian() -> String {
        var out = "<g class=\"marks\" aria-hidden=\"true\">"
        let categoryWidth = chart.xAxis.type == .categorical ? plotWidth / Double(max(1, categories.count)) : 0
        let barSeries = chart.series.indices.filter { isBars($0) }
        let sideBySide = chart.isStacked ? 1 : max(1, barSeries.count)
        for (number, series) in chart.series.enumerated() {
            let style = style(number)
            if let boxes = series.boxes {
                for (index, box) in boxes.enumerated() {
                    guard let box, let x = xPosition(number, index) else { continue }
                    let centre = px(x)
                    let half = max(
                        4, min(24, (categoryWidth > 0 ? categoryWidth : plotWidth / Double(max(1, series.count))) * 0.3)
                    )
                    out += "<g class=\"\(style)\">"
                    out +=
                        line(centre, py(box.minimum), centre, py(box.lowerQuartile))
                        + line(centre, py(box.upperQuartile), centre, py(box.maximum))
                    out +=
                        line(centre - half / 2, py(box.minimum), centre + half / 2, py(box.minimum))
                        + line(centre - half / 2, py(box.maximum), centre + half / 2, py(box.maximum))
                    out += rect(
                        centre - half, py(box.upperQuartile), 2 * half, py(box.lowerQuartile) - py(box.upperQuartile),
                        number, classes: "box")
                    out +=
                        "<line class=\"median\" x1=\"\(f(centre - half))\" y1=\"\(f(py(box.median)))\" x2=\"\(f(centre + half))\" y2=\"\(f(py(box.median)))\"/>"
                    for outlier in box.outliers { out += marker(centre, py(outlier), number) }
                    out += "</g>"
                }
                continue
            }
            if series.xStart != nil {
                // Bins and range bars: from their start to their end.
                for index in series.indices {
                    guard let interval = series.xInterval(at: index), let value = series.y[index], value.isFinite else {
                        continue
                    }
                    let (x0, x1) = (px(interval.lowerBound), px(interval.upperBound))
                    if kind == .histogram {
                        out += rect(
                            x0 + 0.5, py(value), max(1, x1 - x0 - 1), py(yDomain.lowerBound) - py(value), number)
                    } else {
                        out += rect(x0, py(value) - 6, max(2, x1 - x0), 12, number)
                    }
                }
                continue
            }
            if isBars(number) {
                let slot = barSeries.firstIndex(of: number) ?? 0
                let width = (categoryWidth > 0 ? categoryWidth : plotWidth / Double(max(2, series.count))) * 0.8
                let barWidth = width / Double(sideBySide)
                for index in series.indices {
                    guard let value = series.y[index], value.isFinite, let x = xPosition(number, index) else {
                        continue
                    }
                    let top = drawnValue(number, index, value)
                    let base =
                        top
                        - (chart.stacking == .normalized
                            ? value / max(1e-300, stack.totals[positions[number][index]] ?? 1) : value)
                    let left = px(x) - width / 2 + (chart.isStacked ? 0 : Double(slot) * barWidth)
                    out += rect(left, min(py(top), py(base)), barWidth, abs(py(base) - py(top)), number)
                }
                continue
            }
            if let lows = series.low, let highs = series.high {
                var upper: [String] = []
                var lower: [String] = []
                for index in series.indices {
                    guard let low = lows[index], let high = highs[index], let x = xPosition(number, index) else {
                        continue
                    }
                    upper.append("\(f(px(x))),\(f(py(high)))")
                    lower.append("\(f(px(x))),\(f(py(low)))")
                }
                if !upper.isEmpty {
                    out +=
                        "<polygon class=\"band \(style)\" points=\"\((upper + lower.reversed()).joined(separator: " "))\"/>"
                }
            }
            let points = drawnPoints(number)
            if chart.isContinuous(series) {
                if kind == .area, let first = points.first, let last = points.last {
                    let base = chart.isStacked ? nil : py(max(yDomain.lowerBound, min(0, yDomain.upperBound)))
                    let floor =
                        base.map { ["\(f(last.x)),\(f($0))", "\(f(first.x)),\(f($0))"] }
                        ?? stackFloor(number).reversed()
                    out +=
                        "<polygon class=\"area \(style)\" points=\"\((points.map { "\(f($0.x)),\(f($0.y))" } + floor).joined(separator: " "))\"/>"
                }
                out += "<path class=\"line \(style)\" d=\"\(path(points))\"/>"
            } else {
                for point in points.prefix(Self.maximumMarks) { out += marker(point.x, point.y, number) }
            }
        }
        for reference in chart.references where reference.value.isFinite {
            if reference.axis == .y {
                out +=
                    "<line class=\"reference\" x1=\"\(f(Self.left))\" y1=\"\(f(py(reference.value)))\" x2=\"\(f(Self.width - Self.right))\" y2=\"\(f(py(reference.value)))\"/>"
            } else if chart.xAxis.type != .categorical {
                out +=
                    "<line class=\"reference\" x1=\"\(f(px(reference.value)))\" y1=\"\(f(Self.top))\" x2=\"\(f(px(reference.value)))\" y2=\"\(f(Self.height - Self.bottom))\"/>"
            }
        }
        return out + "</g>"
    }

    private func isBars(_ number: Int) -> Bool {
        let mark = chart.series[number].mark
        return mark == .bar || mark == .rectangle || (mark == nil && kind == .bar)
    }

    /// A series' points as drawn, in x order, thinned to the lowest and highest of each pixel
    /// column when there are more than the columns.
    private func drawnPoints(_ number: Int) -> [(x: Double, y: Double)] {
        let series = chart.series[number]
        var points: [(x: Double, y: Double)] = []
        points.reserveCapacity(min(series.count, 4 * Int(plotWidth)))
        let order = series.indices.sorted { (xPosition(number, $0) ?? 0) < (xPosition(number, $1) ?? 0) }
        var column = -1
        var low: (x: Double, y: Double)?
        var high: (x: Double, y: Double)?
        let thin = series.count > 2 * Int(plotWidth)
        for index in order {
            guard let value = series.y[index], value.isFinite, let x = xPosition(number, index) else { continue }
            let point = (x: px(x), y: py(drawnValue(number, index, value)))
            guard thin else {
                points.append(point)
                continue
            }
            let here = Int(point.x)
            if here != column {
                if let low, let high { points += low.x <= high.x ? [low, high] : [high, low] }
                (column, low, high) = (here, point, point)
            } else {
                if point.y > low?.y ?? -.infinity { low = point }
                if point.y < high?.y ?? .infinity { high = point }
            }
        }
        if thin, let low, let high { points += low.x <= high.x ? [low, high] : [high, low] }
        return points
    }

    /// The bottom edge of a stacked area: the layer's bases, in x order.
    private func stackFloor(_ number: Int) -> [String] {
        let positions = positions[number]
        return chart.series[number].indices.compactMap { index -> String? in
            guard let x = xPosition(number, index), let base = stack.bases[number]?[positions[index]] else {
                return nil
            }
            let value = chart.stacking == .normalized ? base / max(1e-300, stack.totals[positions[index]] ?? 1) : base
            return "\(f(px(x))),\(f(py(value)))"
        }
    }

    // MARK: Pie, radar, heatmap

    private var pieCentre: (x: Double, y: Double) { (Self.width / 2 - 80, Self.height / 2) }
    private var pieRadius: Double { Self.height / 2 - 30 }

    private static func pieSlices(of series: Series?) -> [(index: Int, start: Double, end: Double)] {
        guard let series else { return [] }
        let total = series.y.reduce(0) { $0 + max(0, $1 ?? 0) }
        guard total > 0 else { return [] }
        var angle = 0.0
        return series.indices.compactMap { index in
            guard let value = series.y[index], value > 0 else { return nil }
            defer { angle += 2 * .pi * value / total }
            return (index, angle, angle + 2 * .pi * value / total)
        }
    }

    private func pie() -> String {
        var out = "<g class=\"marks\" aria-hidden=\"true\">"
        let (cx, cy) = pieCentre
        let r = pieRadius
        for (slot, slice) in slices.enumerated() {
            let large = slice.end - slice.start > .pi ? 1 : 0
            let (x0, y0) = (cx + r * sin(slice.start), cy - r * cos(slice.start))
            let (x1, y1) = (cx + r * sin(slice.end), cy - r * cos(slice.end))
            let d =
                slice.end - slice.start >= 2 * .pi - 1e-9
                ? "M\(f(cx - r)),\(f(cy)) a\(f(r)),\(f(r)) 0 1,0 \(f(2 * r)),0 a\(f(r)),\(f(r)) 0 1,0 \(f(-2 * r)),0"
                : "M\(f(cx)),\(f(cy)) L\(f(x0)),\(f(y0)) A\(f(r)),\(f(r)) 0 \(large),1 \(f(x1)),\(f(y1)) Z"
            out += "<path class=\"slice \(style(slot))\" d=\"\(d)\"/>"
            if slot % 6 > 0 { out += "<path class=\"pattern\" fill=\"url(#hatch\(slot % 6))\" d=\"\(d)\"/>" }
            let middle = (slice.start + slice.end) / 2
            let name = chart.series[0].x[slice.index].category ?? wording.x.text(chart.series[0].x[slice.index])
            out += text(
                cx + (r + 14) * sin(middle), cy - (r + 14) * cos(middle) + 4, name,
                anchor: sin(middle) >= 0 ? "start" : "end")
        }
        return out + "</g>"
    }

    private func radarPoint(series number: Int, index: Int, value: Double) -> (Double, Double)? {
        guard case .category(let name) = chart.series[number].x[index], let axis = categories.firstIndex(of: name),
            !categories.isEmpty
        else { return nil }
        let angle = 2 * .pi * Double(axis) / Double(categories.count)
        let r = pieRadius * max(0, min(1, (value - yDomain.lowerBound) / (yDomain.upperBound - yDomain.lowerBound)))
        return (Self.width / 2 + r * sin(angle), Self.height / 2 - r * cos(angle))
    }

    private func radar() -> String {
        var out = "<g class=\"axes\" aria-hidden=\"true\">"
        for (axis, name) in categories.enumerated() {
            let angle = 2 * .pi * Double(axis) / Double(max(1, categories.count))
            let (x, y) = (Self.width / 2 + pieRadius * sin(angle), Self.height / 2 - pieRadius * cos(angle))
            out +=
                line(Self.width / 2, Self.height / 2, x, y)
                + text(
                    Self.width / 2 + (pieRadius + 12) * sin(angle), Self.height / 2 - (pieRadius + 12) * cos(angle) + 4,
                    name, anchor: "middle")
        }
        out += "</g><g class=\"marks\" aria-hidden=\"true\">"
        for (number, series) in chart.series.enumerated() {
            let points = series.indices.compactMap { index in
                series.y[index].flatMap { radarPoint(series: number, index: index, value: $0) }
            }
            out +=
                "<polygon class=\"line \(style(number))\" points=\"\(points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " "))\"/>"
            for point in points { out += marker(point.0, point.1, number) }
        }
        return out + "</g>"
    }

    private func heatmap() -> String {
        var out = "<g class=\"marks\" aria-hidden=\"true\">"
        let rowHeight = plotHeight / Double(max(1, chart.series.count))
        let columnWidth = plotWidth / Double(max(1, categories.count))
        let span = yDomain.upperBound - yDomain.lowerBound
        for (row, series) in chart.series.enumerated() {
            out += text(Self.left - 8, Self.top + rowHeight * (Double(row) + 0.5) + 4, series.name, anchor: "end")
            for index in series.indices {
                guard let value = series.y[index], value.isFinite, let x = xPosition(row, index) else { continue }
                let strength = 0.15 + 0.85 * (value - yDomain.lowerBound) / span
                out +=
                    "<rect class=\"cell\" x=\"\(f(px(x) - columnWidth / 2))\" y=\"\(f(Self.top + rowHeight * Double(row)))\" width=\"\(f(columnWidth - 2))\" height=\"\(f(rowHeight - 2))\" fill-opacity=\"\(f(strength))\"/>"
            }
        }
        for (place, name) in categories.enumerated() {
            out += text(
                Self.left + columnWidth * (Double(place) + 0.5), Self.height - Self.bottom + 18, name, anchor: "middle")
        }
        return out + "</g>"
    }

    private func legend() -> String {
        let names: [String] = kind == .pie || kind == .heatmap ? [] : chart.series.map(\.name)
        guard names.count > 1 else { return "" }
        var out = "<g class=\"legend\" aria-hidden=\"true\">"
        // As many entries as the drawing shows (those below its plot would be cut off, and laid out for nothing: a
        // thousand series would slow the page down), the last of them an ellipsis when some are left out.
        let fitting = Int((Self.height - Self.bottom - Self.top - 4) / 16) + 1
        for (number, name) in names.prefix(fitting).enumerated() {
            let y = Self.top + 4 + 16 * Double(number)
            if number == fitting - 1, names.count > fitting {
                out += text(Self.width - Self.right - 150, y + 4, "…", anchor: "start")
                break
            }
            let x = Self.width - Self.right - 150
            out +=
                isBars(number) || kind == .area
                ? rect(x, y - 5, 18, 10, number)
                : "<line class=\"line \(style(number))\" x1=\"\(f(x))\" y1=\"\(f(y))\" x2=\"\(f(x + 18))\" y2=\"\(f(y))\"/>"
                    + marker(x + 9, y, number)
            out += text(x + 24, y + 4, name, anchor: "start")
        }
        return out + "</g>"
    }

    // MARK: Pieces

    private func rect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ number: Int, classes: String = "bar"
    ) -> String {
        let shape = "x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(max(0, width)))\" height=\"\(f(max(0, height)))\""
        var out = "<rect class=\"\(classes) \(style(number))\" \(shape)/>"
        if number % 6 > 0 { out += "<rect class=\"pattern\" fill=\"url(#hatch\(number % 6))\" \(shape)/>" }
        return out
    }

    /// A point's marker: a circle, square, triangle, diamond, cross or star by series.
    private func marker(_ x: Double, _ y: Double, _ number: Int) -> String {
        let shapes = [
            "m-4,0 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0", "m-4,-4 h8 v8 h-8 z", "m0,-5 l5,9 h-10 z",
            "m0,-5 l5,5 l-5,5 l-5,-5 z",
            "m-4,-4 l8,8 m0,-8 l-8,8", "m0,-5 l1.5,3.5 h3.5 l-3,2.5 l1,4 l-3,-2 l-3,2 l1,-4 l-3,-2.5 h3.5 z",
        ]
        return "<path class=\"marker \(style(number))\" d=\"M\(f(x)),\(f(y)) \(shapes[number % 6])\"/>"
    }

    private func path(_ points: [(x: Double, y: Double)]) -> String {
        points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f($0.element.x)),\(f($0.element.y))" }.joined()
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\"/>"
    }

    private func text(_ x: Double, _ y: Double, _ content: String, anchor: String, classes: String = "") -> String {
        "<text\(classes.isEmpty ? "" : " class=\"\(classes)\"") x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\">\(content.xmlEscaped)</text>"
    }

    /// A coordinate with one decimal, as SVG needs no more.
    private func f(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (Self.bounded(value) * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
