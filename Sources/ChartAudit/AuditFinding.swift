/// How much a finding matters.
public enum AuditSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (left: AuditSeverity, right: AuditSeverity) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// Something that makes a chart harder to hear or understand.
public struct AuditFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rule's stable id, such as `title-missing`.
    public var ruleID: String
    /// How much it matters (the rule's, or as configured).
    public var severity: AuditSeverity
    /// Where: a JSON path into the chart file (`series[1].points[4].y`), or `chart`.
    public var path: String
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var fix: String

    /// Creates a finding.
    public init(ruleID: String, severity: AuditSeverity, path: String, message: String, fix: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.message = message
        self.fix = fix
    }

    /// `severity rule-id path: message (fix: hint)`, as `audiograph audit` prints it.
    public var description: String {
        "\(severity.rawValue) \(ruleID) \(path): \(message) (fix: \(fix))"
    }

    /// The finding's identity in a baseline file: `rule-id path`.
    public var baselineKey: String { ruleID + " " + path }
}

/// An accessibility rule: its stable id, default severity and what it checks.
public struct AuditRule: Sendable, Hashable {
    /// The stable id.
    public let id: String
    /// The severity unless configured otherwise.
    public let severity: AuditSeverity
    /// What it checks, in one line.
    public let summary: String

    /// Every rule, in the order they run.
    public static let all: [AuditRule] = [
        AuditRule(id: "title-missing", severity: .error, summary: "The chart has a title to speak first."),
        AuditRule(id: "title-meaningless", severity: .warning, summary: "Axis and series titles mean something spoken (not \"X\", \"Y\", \"Value\", \"Series 1\", \"Data\" or empty)."),
        AuditRule(id: "summary-missing", severity: .warning, summary: "A chart with several series or many points has the author's summary."),
        AuditRule(id: "series-unnamed", severity: .error, summary: "Every series among several has a name."),
        AuditRule(id: "series-duplicate-name", severity: .error, summary: "Series names are different."),
        AuditRule(id: "categories-duplicate", severity: .warning, summary: "Category names are different."),
        AuditRule(id: "category-undeclared", severity: .warning, summary: "Every category used is in the axis's categories."),
        AuditRule(id: "value-outside-range", severity: .error, summary: "Values lie within the axis range, so pitch and position tell the truth."),
        AuditRule(id: "range-collapsed", severity: .warning, summary: "An axis range is not a single value while the data varies."),
        AuditRule(id: "log-scale-nonpositive", severity: .error, summary: "Values on a log scale are above zero."),
        AuditRule(id: "value-not-finite", severity: .error, summary: "Values are finite numbers."),
        AuditRule(id: "zero-as-gap", severity: .warning, summary: "A zero between values far from zero is a real zero, not a gap drawn as zero."),
        AuditRule(id: "continuous-x-order", severity: .error, summary: "A continuous series has x in order, without repeats."),
        AuditRule(id: "additional-values-mismatch", severity: .error, summary: "Additional values match the additional axes in count and kind."),
        AuditRule(id: "value-description-empty", severity: .error, summary: "Value descriptions are not empty."),
        AuditRule(id: "value-description-raw", severity: .warning, summary: "Value descriptions read well, not as raw digits (\"42.000000\", \"5.0\")."),
        AuditRule(id: "value-description-duplicate", severity: .warning, summary: "Clearly different values have different descriptions."),
        AuditRule(id: "unit-missing", severity: .info, summary: "The y axis says what is counted: a unit, a currency, a percentage or value descriptions."),
        AuditRule(id: "too-many-points", severity: .info, summary: "A series of more than 100 points is grouped when described and heard."),
        AuditRule(id: "date-gaps-hidden", severity: .warning, summary: "Dates are evenly spaced; missing periods are explicit gaps or zeros."),
        AuditRule(id: "pie-not-whole", severity: .warning, summary: "Pie slices are positive and make a whole."),
        AuditRule(id: "radar-axes-differ", severity: .warning, summary: "Radar series compared with each other share their axes."),
        AuditRule(id: "audio-silent", severity: .error, summary: "The audio graph makes a sound."),
        AuditRule(id: "audio-clips", severity: .error, summary: "The audio graph stays below full scale."),
        AuditRule(id: "audio-narrow", severity: .warning, summary: "The data spans at least an octave of the audio graph."),
        AuditRule(id: "summary-extrema", severity: .warning, summary: "The spoken summary mentions the extrema."),
        AuditRule(id: "navigator-unreachable", severity: .error, summary: "The navigator reaches every point."),
    ]

    /// The rule with `id`.
    public static func named(_ id: String) -> AuditRule? { all.first { $0.id == id } }
}
