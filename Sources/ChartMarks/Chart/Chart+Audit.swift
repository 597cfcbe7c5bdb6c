import ChartAudit
import ChartDescription
import ChartModel

extension Chart: ChartCodeAuditable {
    /// The findings about the chart's code (`AuditRule.marks`) and about the chart it makes.
    ///
    /// The code's findings name the mark in drawing order (`marks[3].x`) or `Chart`, and their
    /// fix is the code to write. A finding about the chart that the code explains (a missing
    /// title is a missing accessibility label; an axis titled "X" is a value labelled "X") is
    /// replaced by the code's own; a missing unit's fix is the accessibility value that speaks
    /// it. With an app's own descriptor, only the chart is audited.
    ///
    /// - Complexity: As `ChartAuditor.audit(_:)` of the chart, plus O(n) in the number of marks.
    public func auditFindings(checkingOutputs: Bool) -> [AuditFinding] {
        let model = self.model
        let findings = ChartAuditor(configuration: AuditConfiguration(checksOutputs: checkingOutputs)).audit(model)
        guard settings.descriptorChart == nil else { return findings }
        var audit = MarkAudit(chart: self, model: model)
        audit.check()
        return findings.filter { !audit.explained.contains($0.baselineKey) }.map(audit.inCodeTerms)
            + audit.findings
    }
}

/// The rules over a chart's marks, and which findings about the chart they explain.
struct MarkAudit {
    let chart: Chart
    let model: ChartModel.Chart
    var findings: [AuditFinding] = []
    /// The `baselineKey`s of findings about the chart that the code's findings explain.
    var explained: Set<String> = []
    /// The words of the chart's language, in which findings are worded.
    let words: Phrasebook

    init(chart: Chart, model: ChartModel.Chart) {
        self.chart = chart
        self.model = model
        words = Language(locale: model.locale).phrasebook
    }

    mutating func check() {
        checkTitle()
        checkLabels()
        checkStyles()
        checkValues()
        checkRowIndices()
    }

    /// A finding about the chart with its fix written as the Swift Charts code to add: a
    /// modifier such as `.chartYAxisLabel(…)` (the pack's `audit.marksFixes`, by rule and, where
    /// it matters, by the axis or series the finding is at); a unit is spoken through each
    /// mark's accessibility value, as Swift Charts has no unit.
    func inCodeTerms(_ finding: AuditFinding) -> AuditFinding {
        var rewritten = finding
        if finding.ruleID == .unitMissing {
            rewritten.fix = words.text("audit.marksUnitMissing.fix")
            return rewritten
        }
        let key = "audit.marksFixes.\(finding.ruleID)"
        // The axis a finding is about: its own, or that of a point's value (`series[0].points[3].y`).
        let axis =
            finding.path.hasPrefix("xAxis") || finding.path.hasSuffix(".x")
            ? "x" : finding.path.hasPrefix("yAxis") || finding.path.hasPrefix("series") ? "y" : ""
        let place = finding.path.hasPrefix("series") ? "series" : axis
        guard
            let fix = words.pack.text(key + "." + place) ?? words.pack.text(key + "." + axis)
                ?? words.pack.text(key)
        else { return finding }
        rewritten.fix = fix
        return rewritten
    }

    /// Records a finding of rule `id` at its own severity, worded by the pack's `audit.<id>`
    /// message and fix with `arguments` in place.
    private mutating func report(_ id: AuditRule.ID, _ path: String, _ arguments: [String: String] = [:]) {
        let key = "audit.\(id)"
        findings.append(
            AuditFinding(
                ruleID: id, severity: AuditRule.named(id).severity, path: path,
                message: words.text(key + ".message", arguments), fix: words.text(key + ".fix", arguments),
                language: words.pack.language))
    }

    /// The visible marks with their place in drawing order.
    private var visibleMarks: [(index: Int, mark: MarkRecord)] {
        chart.marks.enumerated().filter { !$0.element.isHidden }.map { ($0.offset, $0.element) }
    }

    private mutating func checkTitle() {
        guard (chart.settings.title ?? "").trimmingCharacters(in: .whitespaces).isEmpty else { return }
        report(.marksTitleMissing, "Chart")
        explained.insert(AuditRule.ID.titleMissing.rawValue + " title")
    }

    private mutating func checkLabels() {
        var seen: Set<String> = []
        for (index, mark) in visibleMarks {
            for (role, field) in mark.fields where AuditRule.isMeaningless(field.label) {
                guard seen.insert(role + "\u{0}" + field.label).inserted else { continue }
                report(
                    .marksLabelGeneric, "marks[\(index)].\(role)",
                    ["mark": mark.kind.rawValue, "role": role, "label": field.label])
                explainTitles(equalTo: field.label)
            }
        }
    }

    /// Explains the chart's meaningless titles and names that are `label`.
    private mutating func explainTitles(equalTo label: String) {
        let key = AuditRule.ID.titleMeaningless.rawValue + " "
        if model.xAxis.title == label { explained.insert(key + "xAxis.title") }
        if model.yAxis?.title == label { explained.insert(key + "yAxis.title") }
        for (index, axis) in model.additionalAxes.enumerated() where axis.title == label {
            explained.insert(key + "additionalAxes[\(index)].title")
        }
        for (index, series) in model.series.enumerated() where series.name == label {
            explained.insert(key + "series[\(index)].name")
        }
    }

    /// Marks of one measure and one series painted in different styles by `foregroundStyle(_:)`.
    private mutating func checkStyles() {
        var styles: [String: (first: String, index: Int)] = [:]
        for (index, mark) in visibleMarks where mark.kind != .rule {
            guard let style = mark.style, mark.foregroundStyle?.value.category == nil else { continue }
            let group = [
                mark.kind.rawValue, mark.yField?.label ?? "", mark.series?.value.category ?? "",
            ].joined(separator: "\u{0}")
            guard let earlier = styles[group] else {
                styles[group] = (style, index)
                continue
            }
            guard earlier.first != style, earlier.index >= 0 else { continue }
            styles[group] = (earlier.first, -1)
            let measure = mark.yField?.label ?? ""
            report(
                .marksStyleNotSeries, "marks[\(index)].foregroundStyle",
                ["mark": mark.kind.rawValue, "measure": measure, "first": earlier.first, "second": style])
        }
    }

    /// Accessibility values that read as raw floating-point digits.
    private mutating func checkValues() {
        guard
            let (index, mark) = visibleMarks.first(where: {
                $0.mark.accessibilityValue.map(AuditRule.isRawNumber) == true
            }),
            let value = mark.accessibilityValue
        else { return }
        report(.marksValueRaw, "marks[\(index)].accessibilityValue", ["mark": mark.kind.rawValue, "value": value])
        explained.insert(AuditRule.ID.valueDescriptionRaw.rawValue + " yAxis.valueDescriptions")
    }

    /// x values that count the marks (0, 1, 2…) while each mark is named.
    private mutating func checkRowIndices() {
        let data = visibleMarks.filter { $0.mark.kind != .rule && $0.mark.kind != .sector }
        var numbers: [Double] = []
        var seen: Set<Double> = []
        for (_, mark) in data {
            guard case .number(let value, isInteger: true)? = mark.x?.value else { return }
            if seen.insert(value).inserted { numbers.append(value) }
        }
        let names = Set(data.compactMap(\.mark.pointLabel))
        guard numbers.count >= 3, let first = numbers.first, first == 0 || first == 1,
            numbers == numbers.indices.map({ first + Double($0) }), names.count >= 2,
            let (index, mark) = data.first, let label = mark.pointLabel
        else { return }
        report(
            .marksXRowIndex, "marks[\(index)].x",
            ["first": String(Int(first)), "last": String(Int(numbers.last ?? first)), "label": label])
    }
}
