import ChartAudit
import ChartModel
import Foundation

/// The series, kind, stacking, axes and references of a chart of bars, lines, areas, points,
/// rectangles and rules (see `ChartInference`).
struct SeriesInference {
    let inference: ChartInference

    /// What a series is drawn with; points over a line's values are the line's.
    enum Family: Hashable {
        case bar, line, area, band, point, rectangle, rule

        var mark: Series.Mark {
            switch self {
            case .bar: .bar
            case .line: .line
            case .area, .band: .area
            case .point: .point
            case .rectangle: .rectangle
            case .rule: .rule
            }
        }
    }

    /// What tells one series from another.
    struct Key: Hashable {
        /// The label of what is measured ("Revenue").
        var measure: String
        /// The categories of `foregroundStyle(by:)` and the like, or `nil`.
        var split: String?
        var family: Family
    }

    /// The marks of one series, as they are gathered.
    struct Gathered {
        var key: Key
        var marks: [MarkRecord] = []
    }

    /// The chart of `marks`.
    func chart(of marks: [MarkRecord]) -> ChartModel.Chart {
        let data = marks.filter { $0.kind != .rule && $0.kind != .sector } + rangeRules(marks)
        // A rule drawn once per element of the data is one rule.
        var references: [Reference] = []
        var seen: Set<Reference> = []
        for case let rule? in marks.filter({ $0.kind == .rule && !isRange($0) }).map(reference)
        where seen.insert(rule).inserted {
            references.append(rule)
        }
        let groups = gather(data)
        let additional = additionalLabels(data)
        let splitMeasures = Set(groups.filter { $0.key.split != nil }.map(\.key.measure))
        var series: [Series] = []
        var descriptions: [Double: String] = [:]
        let stacking = stackingMethod(groups)
        for group in groups {
            var item = Series(
                name: name(of: group.key, splitMeasures: splitMeasures),
                points: points(of: group, additional: additional, sums: stacking.map { $0 != .unstacked } ?? true))
            item.isContinuous =
                [.line, .area, .band].contains(group.key.family)
                && !group.marks.contains { $0.interpolation?.isStep == true }
            series.append(item)
            for mark in group.marks {
                if let spoken = mark.accessibilityValue, let value = mark.yField?.value.number,
                    descriptions[value] == nil
                {
                    descriptions[value] = spoken
                }
            }
        }
        let kind = self.kind(of: groups)
        for index in series.indices where groups[index].key.family.mark != Self.naturalMark(of: kind) {
            series[index].mark = groups[index].key.family.mark
        }
        let yValues = series.flatMap { [$0.y, $0.low ?? [], $0.high ?? []].joined().compactMap { $0 } }
        let yTitle = groups.first.map { $0.key.measure } ?? ""
        return ChartModel.Chart(
            kind: kind,
            xAxis: inference.xAxis(of: data.compactMap(\.xField), title: data.first.map(xTitle)),
            yAxis: inference.yAxis(titled: yTitle, values: yValues, descriptions: descriptions),
            additionalAxes: additional.map { Axis.numeric($0) },
            series: series,
            references: references,
            stacking: stacking,
            seriesTitle: seriesTitle(data))
    }

    // MARK: Series

    /// The marks gathered into series, in order of first appearance or the foreground domain's.
    private func gather(_ marks: [MarkRecord]) -> [Gathered] {
        let lines = Set(
            marks.filter { $0.kind == .line }.map { Key(measure: measure(of: $0), split: split(of: $0), family: .line) }
        )
        var groups: [Gathered] = []
        var places: [Key: Int] = [:]
        for mark in marks {
            var key = Key(measure: measure(of: mark), split: split(of: mark), family: family(of: mark))
            if key.family == .point, lines.contains(Key(measure: key.measure, split: key.split, family: .line)) {
                key.family = .line
            }
            if let place = places[key] {
                groups[place].marks.append(mark)
            } else {
                places[key] = groups.count
                groups.append(Gathered(key: key, marks: [mark]))
            }
        }
        guard let domain = inference.settings.foregroundDomain else { return groups }
        let rank = { (group: Gathered) in
            group.marks.first?.foregroundStyle?.value.category.flatMap { domain.firstIndex(of: $0) } ?? domain.count
        }
        return groups.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }

    /// What a mark measures: its y label, or its range's labels.
    private func measure(of mark: MarkRecord) -> String {
        mark.y?.label ?? Self.rangeLabel(mark.yStart, mark.yEnd)
    }

    /// What a mark's x is: its x label, or its interval's labels.
    private func xTitle(of mark: MarkRecord) -> String {
        mark.x?.label ?? Self.rangeLabel(mark.xStart, mark.xEnd)
    }

    /// The label of a range: its ends' label, or both ("Start to End").
    static func rangeLabel(_ start: PlotField?, _ end: PlotField?) -> String {
        guard let start else { return end?.label ?? "" }
        guard let end, end.label != start.label else { return start.label }
        return start.label + " to " + end.label
    }

    /// The fields whose categories split a mark's series from others.
    private func splitFields(of mark: MarkRecord) -> [PlotField] {
        [mark.foregroundStyle, mark.series, mark.lineStyle, mark.symbol, mark.position].compactMap { field in
            field?.value.category == nil ? nil : field
        }
    }

    /// The categories that split a mark's series from others, or `nil`.
    private func split(of mark: MarkRecord) -> String? {
        var names: [String] = []
        for name in splitFields(of: mark).compactMap(\.value.category) where !names.contains(name) {
            names.append(name)
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// What the series are values of when one field splits them all ("Sex", so a series named "1" is "Sex 1").
    private func seriesTitle(_ marks: [MarkRecord]) -> String? {
        let labels = Set(marks.flatMap { splitFields(of: $0).map(\.label) })
        guard labels.count == 1, let label = labels.first, !label.isEmpty else { return nil }
        return label
    }

    private func family(of mark: MarkRecord) -> Family {
        switch mark.kind {
        case .bar: .bar
        case .line: .line
        case .area: mark.yStart != nil && mark.yEnd != nil ? .band : .area
        case .point, .sector: .point
        case .rectangle: .rectangle
        case .rule: .rule
        }
    }

    /// A series' name: its categories (with the measure when the chart splits several
    /// measures), or its measure.
    private func name(of key: Key, splitMeasures: Set<String>) -> String {
        guard let split = key.split else { return key.measure }
        return splitMeasures.count > 1 && !key.measure.isEmpty ? split + ", " + key.measure : split
    }

    /// The labels of the additional axes: the numbers marks are sized or coloured by.
    private func additionalLabels(_ marks: [MarkRecord]) -> [String] {
        var labels: [String] = []
        for mark in marks {
            for field in [mark.symbolSize, mark.foregroundStyle] {
                if let field, field.value.category == nil, !labels.contains(field.label) { labels.append(field.label) }
            }
        }
        return labels
    }

    /// The points of a series.
    ///
    /// Points over a line's values join the line's points (their labels kept); a bar's or area's
    /// values at one x add up when they stack (`sums`).
    private func points(of group: Gathered, additional: [String], sums: Bool) -> [DataPoint] {
        var points: [DataPoint] = []
        var places: [DataValue: Int] = [:]
        let adds = sums && [.bar, .area].contains(group.key.family)
        for mark in group.marks {
            var point = dataPoint(of: mark, additional: additional)
            if let place = places[point.x], !(point.xStart != nil || point.low != nil) {
                let earlier = points[place]
                if adds {
                    points[place].y = (earlier.y ?? 0) + (point.y ?? 0)
                    points[place].label = earlier.label ?? point.label
                    continue
                }
                if group.key.family == .line, mark.kind == .point || earlier.y == point.y {
                    if earlier.y == point.y {
                        points[place].label = earlier.label ?? point.label
                        continue
                    }
                }
            }
            if point.y.map({ !$0.isFinite }) == true { point.y = nil }
            places[point.x] = places[point.x] ?? points.count
            points.append(point)
        }
        return points
    }

    /// A mark's point.
    private func dataPoint(of mark: MarkRecord, additional: [String]) -> DataPoint {
        let x = mark.x.map { Self.dataValue($0) }
        let start = mark.xStart.flatMap { $0.value.number }
        let end = mark.xEnd.flatMap { $0.value.number }
        let extra = additional.map { label -> DataValue in
            let field = [mark.symbolSize, mark.foregroundStyle].compactMap { $0 }.first {
                $0.label == label && $0.value.category == nil
            }
            return .number(field?.value.number ?? .nan)
        }
        var point = DataPoint(
            x: x ?? .number(start.flatMap { s in end.map { s / 2 + $0 / 2 } } ?? start ?? 0),
            y: mark.y.flatMap { $0.value.number },
            low: mark.yStart.flatMap { $0.value.number },
            high: mark.yEnd.flatMap { $0.value.number },
            label: mark.pointLabel ?? mark.y?.value.category,
            additional: extra.contains { $0.number?.isNaN == false } ? extra : [])
        if x == nil { (point.xStart, point.xEnd) = (start, end) }
        if mark.y == nil, mark.yStart != nil, mark.yEnd == nil { point.y = point.low }
        return point
    }

    /// A plotted value as the model holds it.
    static func dataValue(_ field: PlotField) -> DataValue {
        if let name = field.value.category { return .category(name) }
        return .number(field.value.number ?? .nan)
    }

    // MARK: Kind and stacking

    /// The chart's kind: a histogram when every bar is a numeric bin, a band when every other
    /// series is a line over a band, a scatter when all are points; else the first series'.
    private func kind(of groups: [Gathered]) -> ChartKind {
        let families = groups.map(\.key.family)
        guard let first = families.first else { return .bar }
        if families.allSatisfy({ $0 == .bar }),
            groups.allSatisfy({
                $0.marks.allSatisfy { $0.xStart?.value.isNumber == true && $0.xEnd?.value.isNumber == true }
            })
        {
            return .histogram
        }
        if families.contains(.band), families.allSatisfy({ $0 == .band || $0 == .line }) { return .band }
        if families.allSatisfy({ $0 == .point }) { return .scatter }
        switch families.first(where: { $0 != .point }) ?? first {
        case .bar, .rule: return .bar
        case .line: return .line
        case .area: return .area
        case .band: return .band
        case .point: return .scatter
        case .rectangle: return groups.first?.marks.first?.xField?.value.category != nil ? .bar : .scatter
        }
    }

    /// The mark a chart of `kind` draws its series with.
    static func naturalMark(of kind: ChartKind) -> Series.Mark? {
        switch kind {
        case .bar, .histogram: .bar
        case .line: .line
        case .area, .band: .area
        case .scatter: .point
        case .pie: .sector
        case .heatmap: .rectangle
        case .radar, .box: nil
        }
    }

    /// How the bar and area series stack: only when two of them share an x; side by side with
    /// `position(by:)`, else as the first one's `stacking:` says.
    ///
    /// Bars and areas given their own start and end (floating ranges, bands) sit where they are
    /// drawn and never stack.
    private func stackingMethod(_ groups: [Gathered]) -> ChartModel.Chart.Stacking? {
        let layers = groups.filter { group in
            [.bar, .area].contains(group.key.family) && !group.marks.contains { $0.yStart != nil || $0.yEnd != nil }
        }
        var seen: [DataValue: Int] = [:]
        var isShared = false
        for (index, layer) in layers.enumerated() {
            for mark in layer.marks {
                guard let x = mark.x.map(Self.dataValue) else { continue }
                if let owner = seen[x], owner != index { isShared = true }
                seen[x] = seen[x] ?? index
            }
        }
        guard isShared else { return nil }
        let marks = layers.flatMap(\.marks)
        if marks.contains(where: { $0.position != nil }) { return .unstacked }
        return marks.first?.stacking?.model ?? .standard
    }

    // MARK: Rules

    /// Whether a rule spans a range at a category: that category's range, not a reference.
    private func isRange(_ rule: MarkRecord) -> Bool {
        rule.x?.value.category != nil && rule.yStart != nil
    }

    /// The rules that are ranges at categories, as marks of a series of their own.
    private func rangeRules(_ marks: [MarkRecord]) -> [MarkRecord] {
        marks.filter { $0.kind == .rule && isRange($0) }
    }

    /// The reference a rule draws, labelled by its accessibility label, annotation or value
    /// label; a rule at an x category is at that category's place.
    private func reference(_ rule: MarkRecord) -> Reference? {
        let axis: Reference.AxisName
        let field: PlotField
        if let y = rule.y {
            (axis, field) = (.y, y)
        } else if let x = rule.x {
            (axis, field) = (.x, x)
        } else {
            return nil
        }
        let value: Double
        if let name = field.value.category {
            let categories = inference.orderedCategories(
                inference.marks.filter { $0.kind != .rule }.compactMap { $0.xField?.value.category },
                domain: inference.settings.x)
            guard axis == .x, let place = categories.firstIndex(of: name) else { return nil }
            value = Double(place)
        } else {
            guard let number = field.value.number else { return nil }
            value = number
        }
        return Reference(axis: axis, value: value, label: label(of: rule, field: field, on: axis))
    }

    /// What a rule is called: its accessibility label; else its value's label when that names
    /// the rule ("Daily goal") rather than the axis ("Day") or nothing ("Y"); else its
    /// annotation (unless that only shows the value); else its value's label.
    private func label(of rule: MarkRecord, field: PlotField, on axis: Reference.AxisName) -> String {
        if let label = rule.accessibilityLabel { return label }
        let axisLabels = Set(
            inference.marks.filter { $0.kind != .rule }.compactMap { axis == .x ? $0.xField?.label : $0.yField?.label })
        if !axisLabels.contains(field.label), !AuditRule.isMeaningless(field.label) { return field.label }
        return rule.annotationLabel ?? field.label
    }
}

extension PlotValue {
    /// Whether this is a number (not a date or a category).
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
