import AudioGraph
import Foundation
import Languages

/// `audiograph audit`: the accessibility rules over one or many charts.
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Check charts for what makes them hard to hear or understand.",
        discussion:
            "Runs every accessibility rule over each chart and over the description, audio graph and navigation it would produce. Text lists findings as 'severity rule-id path: message (fix: hint)' and ends with a summary line. Exits 1 when any finding is an error (with --strict, also a warning); 65 when a chart is not valid, 66 when a file does not exist or cannot be opened, or 74 when one cannot be read (after auditing the rest); 0 otherwise. Rules: "
            + AuditRule.all.map(\.id.rawValue).joined(separator: ", ") + ".",
        arguments: [ChartInput.filesArgument],
        options: [
            .value(
                .format, short: "-f", name: "FORMAT", help: "How to write the findings (default: text).",
                allowed: ["text", "json", "junit"]),
            .flag(.strict, help: "Fail on warnings as well as errors (and refuse unknown keys in chart files)."),
            .value(
                .disable, name: "RULE", help: "Do not run RULE.", repeatable: true,
                allowed: AuditRule.all.map(\.id.rawValue)),
            .value(
                .severity, name: "RULE=LEVEL", help: "Report RULE at LEVEL (error, warning or info).", repeatable: true),
            .value(
                .baseline, name: "FILE",
                help: "Accept the findings listed in FILE, one 'rule-id path' per line (text output works)."),
            .flag(
                .noOutputs, help: "Check only the chart, not the description, audio graph and navigation it produces."),
            .value(
                .output, short: "-o", name: "OUT", help: "Where to write the report (default, or '-': standard output)."
            ),
            ChartInput.recursiveOption,
            Batch.shardOption,
            Batch.shardCountOption,
        ] + ChartInput.options.filter { $0.key != .strict },
        examples: ["audiograph audit charts/ -r", "audiograph audit charts/ -f junit -o audit.xml --strict"]
    )

    /// One audited input: its name, its language, and its findings or why it could not be read.
    struct Report {
        let name: String
        /// The language of the chart (of `--locale` when it could not be read).
        var language: Languages.Language = .english
        let findings: [AuditFinding]
        let failure: String?
        var failureCode: ExitCode? = nil
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        // '--disable' takes only known rules (the parser checks them).
        var configuration = AuditConfiguration(
            disabledRules: Set(arguments.all(.disable).compactMap(AuditRule.ID.init(rawValue:))),
            checksOutputs: !arguments.flag(.noOutputs))
        for item in arguments.all(.severity) {
            let parts = item.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let level = AuditSeverity(rawValue: parts[1]) else {
                throw CommandFailure(
                    .usage,
                    "invalid value '\(item.quotable)' for '--severity'; expected RULE=LEVEL, such as unit-missing=warning, LEVEL one of error, warning, info"
                )
            }
            guard let rule = AuditRule.ID(rawValue: parts[0]) else {
                let hint =
                    Suggestion.nearest(to: parts[0], in: AuditRule.ID.allCases.map(\.rawValue)).map {
                        " (did you mean '\($0)'?)"
                    } ?? ""
                throw CommandFailure(
                    .usage,
                    "invalid value '\(item.quotable)' for '--severity': no rule is called '\(parts[0].quotable)'\(hint); 'audiograph audit --help' lists them"
                )
            }
            configuration.severities[rule] = level
        }
        let paths = try Batch.inputs(arguments, console: console)
        let output = arguments.value(.output) ?? "-"
        let baseline = arguments.value(.baseline)
        try Outputs.checkDistinct(inputs: paths + (baseline.map { [$0] } ?? []), outputs: [output])
        if let baseline {
            let bytes = try ChartInput.contents(of: baseline, naming: "the baseline")
            configuration.baseline = AuditConfiguration.baseline(fromText: String(decoding: bytes, as: UTF8.self))
        }
        let auditor = ChartAuditor(configuration: configuration)
        let language = LanguageChoice(locale: try ChartInput.locale(arguments) ?? "en").language
        var reports: [Report] = []
        for path in paths {
            let chart: Chart
            let source: ChartReader.Format
            let splitCandidate: String?
            do throws(CommandFailure) {
                // The file's name is no authored title: the audit says the title is missing.
                (chart, source, splitCandidate) = try ChartInput.reading(
                    path, arguments, console: console, titlesFromFileName: false)
            } catch {
                // One chart that cannot be read is one line, as everywhere; among several, each is
                // reported as it comes and counted at the end.
                if paths.count == 1 { throw error }
                console.error(error.message)
                reports.append(
                    Report(
                        name: ChartInput.displayName(path), language: language, findings: [],
                        failure: error.message, failureCode: error.code))
                continue
            }
            reports.append(
                Report(
                    name: ChartInput.displayName(path), language: LanguageChoice(locale: chart.locale).language,
                    findings: auditor.audit(chart, source: source, splitCandidate: splitCandidate), failure: nil))
        }
        let format = arguments.value(.format) ?? "text"
        let text = format == "json" ? json(reports) : format == "junit" ? junit(reports) : self.text(reports)
        try Outputs.write(text, to: output, console: console)
        if reports.contains(where: { $0.failure != nil }) {
            // The worst wins: an I/O error, then a missing input, then an invalid chart.
            let code =
                reports.compactMap(\.failureCode).max { $0.rawValue < $1.rawValue } ?? ExitCode.invalidData
            throw CommandFailure(
                code, "\(reports.filter { $0.failure != nil }.count) of \(reports.count) charts could not be read")
        }
        let threshold: AuditSeverity = arguments.flag(.strict) ? .warning : .error
        if reports.contains(where: { $0.findings.contains { $0.severity >= threshold } }) {
            throw CommandFailure(.auditFailed, "")
        }
    }

    /// The summary line: charts, errors, warnings, notes, in the charts' language (English when
    /// they differ).
    static func summary(_ reports: [Report]) -> String {
        let languages = Set(reports.map(\.language))
        let words = Phrasebook(languages.count == 1 ? languages.first ?? .english : .english)
        let findings = reports.flatMap(\.findings)
        func count(_ key: String, _ number: Int) -> String {
            words.text("audit.counts." + key, count: number, ["count": String(number)])
        }
        func count(_ severity: AuditSeverity) -> String {
            count(severity.rawValue, findings.filter { $0.severity == severity }.count)
        }
        let unreadable = reports.filter { $0.failure != nil }.count
        return words.text(
            "audit.summary",
            [
                "charts": count("chart", reports.count), "errors": count(.error), "warnings": count(.warning),
                "notes": count(.info),
                "unreadable": unreadable == 0
                    ? "" : words.text("audit.summaryUnreadable", count: unreadable, ["count": String(unreadable)]),
            ])
    }

    static func text(_ reports: [Report]) -> String {
        var lines: [String] = []
        for report in reports {
            if reports.count > 1 { lines.append("== \(report.name)") }
            if let failure = report.failure {
                lines.append(Phrasebook(report.language).text("audit.unreadable", ["failure": failure]))
            }
            lines += report.findings.map(\.description)
        }
        lines.append(summary(reports))
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ reports: [Report]) -> String {
        var files: [JSONValue] = []
        for report in reports {
            var object = JSONObject()
            object["file"] = .string(report.name)
            if let failure = report.failure { object["error"] = .string(failure) }
            object["findings"] = .array(
                report.findings.map { finding in
                    var item = JSONObject()
                    item["rule"] = .string(finding.ruleID.rawValue)
                    item["severity"] = .string(finding.severity.rawValue)
                    item["path"] = .string(finding.path)
                    item["message"] = .string(finding.message)
                    item["fix"] = .string(finding.fix)
                    return .object(item)
                })
            files.append(.object(object))
        }
        var root = JSONObject()
        root["files"] = .array(files)
        root["summary"] = .string(summary(reports))
        return JSONWriter.text(.object(root))
    }

    /// JUnit XML: a test suite per chart, a test case per rule, a failure per error or warning
    /// finding (notes are listed as system output).
    static func junit(_ reports: [Report]) -> String {
        let failing = reports.reduce(0) {
            $0 + $1.findings.filter { $0.severity > .info }.count + ($1.failure == nil ? 0 : 1)
        }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"audiograph audit\" tests=\"\(reports.count * AuditRule.all.count)\" failures=\"\(failing)\">",
        ]
        for report in reports {
            let failures = report.findings.filter { $0.severity > .info }.count + (report.failure == nil ? 0 : 1)
            lines.append(
                "  <testsuite name=\"\(xml(report.name))\" tests=\"\(AuditRule.all.count)\" failures=\"\(failures)\">")
            if let failure = report.failure {
                lines.append(
                    "    <testcase name=\"readable\" classname=\"\(xml(report.name))\"><failure message=\"\(xml(failure))\"/></testcase>"
                )
            }
            for rule in AuditRule.all {
                let findings = report.findings.filter { $0.ruleID == rule.id }
                lines.append("    <testcase name=\"\(rule.id.rawValue)\" classname=\"\(xml(report.name))\">")
                for finding in findings where finding.severity > .info {
                    lines.append(
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(xml(finding.path + ": " + finding.message))\">\(xml(finding.description))</failure>"
                    )
                }
                let notes = findings.filter { $0.severity == .info }
                if !notes.isEmpty {
                    lines.append(
                        "      <system-out>\(xml(notes.map(\.description).joined(separator: "\n")))</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for XML: escaped, and without the control characters XML cannot hold (a file name
    /// may have any).
    private static func xml(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TextField.cleaned(String($0)).xmlEscaped }
            .joined(separator: "\n")
    }
}
