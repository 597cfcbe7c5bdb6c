import ChartDescription
import ChartModel
import Foundation

/// Which rules run, how much each matters, and which findings are already known.
public struct AuditConfiguration: Sendable, Hashable {
    /// Rules that do not run, by id.
    public var disabledRules: Set<AuditRule.ID>
    /// Severities that replace a rule's own, by id.
    public var severities: [AuditRule.ID: AuditSeverity]
    /// Findings accepted as known, by `AuditFinding.baselineKey` ("rule-id path").
    public var baseline: Set<String>
    /// Whether to check what the chart becomes: its audio graph, summary and navigation.
    public var checksOutputs: Bool

    /// Every rule at its own severity, nothing accepted, outputs checked.
    public init(
        disabledRules: Set<AuditRule.ID> = [], severities: [AuditRule.ID: AuditSeverity] = [:],
        baseline: Set<String> = [], checksOutputs: Bool = true
    ) {
        self.disabledRules = disabledRules
        self.severities = severities
        self.baseline = baseline
        self.checksOutputs = checksOutputs
    }

    /// Reads a baseline file: one `rule-id path` per line (a line of `audiograph audit` text
    /// output also works); blank lines and lines starting with # are skipped.
    public static func baseline(fromText text: String) -> Set<String> {
        var keys: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            var words = trimmed.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            // A line of text output starts with its severity, in the report's language.
            if words.count > 1, AuditRule.ID(rawValue: String(words[0])) == nil {
                words = words[1].split(maxSplits: 1, whereSeparator: \.isWhitespace)
            }
            guard words.count == 2, AuditRule.ID(rawValue: String(words[0])) != nil else { continue }
            // The path ends at its colon (after a no-break space in French); a series' name in it may hold spaces
            // ("series['Adj Close']").
            let rest = words[1]
            let path =
                (rest.range(of: ": ").map { rest[..<$0.lowerBound] } ?? (rest.hasSuffix(":") ? rest.dropLast() : rest))
                .trimmingCharacters(in: .whitespaces)
            keys.insert(words[0] + " " + path)
        }
        return keys
    }
}

/// The accessibility audit: every rule of `AuditRule.all` over a chart, each finding with its
/// place in the chart file and a fix.
public struct ChartAuditor: Sendable {
    /// The configuration.
    public let configuration: AuditConfiguration

    /// An auditor with `configuration`.
    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// The findings for `chart`, in rule order, after configuration.
    ///
    /// - Parameters:
    ///   - chart: The chart.
    ///   - source: The format the chart was read from (`ChartReading.source`), in whose terms
    ///     a fix is written where they differ: a CSV's options, a Vega-Lite spec's encodings, a
    ///     chart file's fields; nil for a chart file's.
    ///   - splitCandidate: The one text column of a CSV file that could split its rows into series but did not
    ///     (`ChartReading.splitCandidate`), which a fix for x values that repeat names (`--split-by`).
    /// - Returns: The findings.
    /// - Complexity: O(n) in the number of points, plus describing, planning the audio graph
    ///   and stepping the navigator when outputs are checked.
    public func audit(_ chart: Chart, source: ChartReader.Format? = nil, splitCandidate: String? = nil)
        -> [AuditFinding]
    {
        var context = AuditContext(chart: chart, source: source ?? .json)
        context.splitCandidate = source == .csv ? splitCandidate : nil
        context.checkData()
        if configuration.checksOutputs { context.checkOutputs() }
        // A CSV file or a spec has no list of series to count in: each is named ("series['GOOG'].points[0].x").
        if let source, source != .json {
            for index in context.findings.indices {
                context.findings[index].path = Self.namingSeries(context.findings[index].path, in: chart)
            }
        }
        return configured(context.findings)
    }

    /// `path` with its leading `series[n]` as the series' name: `series['name']`.
    static func namingSeries(_ path: String, in chart: Chart) -> String {
        guard path.hasPrefix("series["), let close = path.firstIndex(of: "]"),
            let index = Int(path[path.index(path.startIndex, offsetBy: 7)..<close]),
            chart.series.indices.contains(index)
        else { return path }
        return "series['\(chart.series[index].name.quotable)']" + path[path.index(after: close)...]
    }

    /// The findings for a chart written as code and for the chart it makes, in rule order
    /// (the code's rules last), after configuration.
    ///
    /// - Complexity: As `audit(_:)` of the chart, plus what the code's own checks cost.
    public func audit(_ code: some ChartCodeAuditable) -> [AuditFinding] {
        configured(code.auditFindings(checkingOutputs: configuration.checksOutputs))
    }

    /// `findings` without the disabled and known ones, at their configured severities, in rule order.
    private func configured(_ findings: [AuditFinding]) -> [AuditFinding] {
        let order = Dictionary(uniqueKeysWithValues: (AuditRule.all + AuditRule.marks).enumerated().map { ($1.id, $0) })
        return findings.enumerated()
            .filter {
                !configuration.disabledRules.contains($0.element.ruleID)
                    && !configuration.baseline.contains($0.element.baselineKey)
            }
            .map { item -> (Int, AuditFinding) in
                var finding = item.element
                if let severity = configuration.severities[finding.ruleID] { finding.severity = severity }
                return (item.offset, finding)
            }
            .sorted { (order[$0.1.ruleID] ?? 0, $0.0) < (order[$1.1.ruleID] ?? 0, $1.0) }
            .map(\.1)
    }
}

/// A chart written as code whose code is audited as well as the chart it makes: Swift Charts'
/// marks, as `ChartMarks` holds them.
///
/// `ChartAuditor.audit(_:)` and the test assertions take it.
public protocol ChartCodeAuditable {
    /// The findings about the code (rules of `AuditRule.marks`) and about the chart it makes,
    /// before configuration; a finding about the chart that the code explains (a missing title
    /// is a missing accessibility label) is replaced by the code's own, which names the code.
    func auditFindings(checkingOutputs: Bool) -> [AuditFinding]
}

/// A chart being audited and what was found so far.
struct AuditContext {
    let chart: Chart
    /// The format the chart was read from, in whose terms a fix is written where they differ.
    let source: ChartReader.Format
    var findings: [AuditFinding] = []
    /// The one text column of a CSV file that could split its rows into series, which a fix names.
    var splitCandidate: String?
    /// The words of the chart's language, in which findings are worded.
    let words: Phrasebook
    /// The chart's dates, gathered once for every series' gaps (see `ChartDates`).
    let dates: ChartDates?

    init(chart: Chart, source: ChartReader.Format = .json) {
        self.chart = chart
        self.source = source
        dates = ChartDates(chart)
        words = Language(locale: chart.locale).phrasebook
    }

    /// Records a finding of rule `id` at its own severity, worded by the pack's `audit.<key>`
    /// message (in the form `count` takes) and fix, with `arguments` in place; the fix is the
    /// pack's `fixCSV` or `fixVegaLite` for a chart read from one, where the pack has one, and its `fixCSVSplit`
    /// (naming the column as `{column}`) for a CSV file with a column that could split its rows.
    mutating func report(
        _ id: AuditRule.ID, _ path: String, _ key: String, count: Int? = nil, _ arguments: [String: String] = [:]
    ) {
        var arguments = arguments
        let sourceFixes: [String] =
            switch source {
            case .csv: splitCandidate != nil ? ["fixCSVSplit", "fixCSV"] : ["fixCSV"]
            case .vegaLite: ["fixVegaLite"]
            case .json: []
            }
        if let splitCandidate { arguments["column"] = splitCandidate }
        let fix = sourceFixes.first { words.pack.text("audit.\(key).\($0)") != nil } ?? "fix"
        findings.append(
            AuditFinding(
                ruleID: id, severity: AuditRule.named(id).severity, path: path,
                message: words.text("audit.\(key).message", count: count, arguments),
                fix: words.text("audit.\(key).\(fix)", arguments), language: words.pack.language))
    }

    /// The path of a point's field, in the series' own form (row or column).
    func path(_ series: Int, _ point: Int, _ field: String) -> String {
        chart.series[series].prefersColumnForm && (field == "x" || field == "y")
            ? "series[\(series)].\(field)[\(point)]" : "series[\(series)].points[\(point)].\(field)"
    }

    /// A value as the chart file would write it, for messages.
    func plain(_ value: Double, on axis: Axis?) -> String {
        axis?.type == .date ? ISODate.text(fromSeconds: value) : PlainNumber.text(value)
    }
}
