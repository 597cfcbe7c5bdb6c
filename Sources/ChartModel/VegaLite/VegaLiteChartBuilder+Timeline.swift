import Foundation

extension VegaLiteChartBuilder {
    /// A timeline's channels: bars from `start` to `end` (dates) at each value of `task`.
    struct Timeline {
        var start: Channel
        var end: Channel
        var task: Channel
    }

    /// The channels of a Gantt chart: a bar mark from `x` to `x2` (dates, not aggregated) at each value of a nominal
    /// or ordinal `y` (or from `y` to `y2` at each value of `x`); nil for any other bar.
    static func timelineChannels(of view: VegaLiteView) -> Timeline? {
        let c = view.channels
        for (dates, ends, tasks) in [("x", "x2", "y"), ("y", "y2", "x")] {
            guard let start = c[dates], let end = c[ends], let task = c[tasks], start.aggregate == nil,
                end.field != nil, task.aggregate == nil, [.nominal, .ordinal].contains(task.resolvedType)
            else { continue }
            // Numbers from x to x2 at categories are range bars (lows and highs), read as such; dates are a timeline.
            guard start.timeUnit != nil || start.resolvedType == .temporal else { continue }
            return Timeline(start: start, end: end, task: task)
        }
        return nil
    }

    /// A Gantt chart's bars as a timeline along x, as chart files write one: each bar from its start to its end,
    /// labelled by its task, its value its length in days, one series a value of the series channel.
    ///
    /// - Throws: `ChartReadError` at the view's path for a timeline layered over other views.
    mutating func addTimeline(_ view: VegaLiteView, _ timeline: Timeline, rows: [Row]) throws(ChartReadError) {
        guard isEmpty else {
            throw view.path.error("a timeline (bars from x to x2 at each y) is read only as a spec's first view")
        }
        guard let startField = timeline.start.field, let endField = timeline.end.field,
            let taskField = timeline.task.field
        else { throw timeline.task.path.error("expected a field") }
        let split = try seriesChannel(of: view)
        var order: [String] = []
        var points: [String: [DataPoint]] = [:]
        for row in rows {
            guard let from = VegaLiteSeriesMaker.number(row[startField] ?? .null, type: .temporal),
                let to = VegaLiteSeriesMaker.number(row[endField] ?? .null, type: .temporal),
                let task = Self.text(row[taskField] ?? .null)
            else { continue }
            let splitValue = split?.field.flatMap { row[$0] }
            let name = splitValue.flatMap(Self.text) ?? timeline.task.defaultTitle(labels)
            if points[name] == nil { order.append(name) }
            let (low, high) = (min(from, to), max(from, to))
            points[name, default: []].append(
                DataPoint(xStart: low, xEnd: high, y: (high - low) / 86_400, label: task))
        }
        // Vega-Lite titles an axis of two fields with both: "start, end".
        let xTitle =
            timeline.start.title ?? timeline.start.defaultTitle(labels) + ", " + timeline.end.defaultTitle(labels)
        let yAxis = Axis(type: .numeric, title: labels.duration, unit: labels.days, unitSingular: labels.day)
        begin(
            kind: .bar, xAxis: Axis(type: .date, title: xTitle), yAxis: yAxis,
            seriesTitle: split.flatMap { $0.title ?? $0.field },
            series: order.map { Series(name: $0, points: points[$0] ?? []) },
            note: .timeline(task: taskField, start: startField, end: endField))
    }

    /// A value as a task's or series' name; nil for none.
    private static func text(_ value: VegaLiteExpression.Value) -> String? {
        switch value {
        case .null: nil
        case .string(let text): TextField.cleaned(text)
        case .number(let number): PlainNumber.text(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }
}
