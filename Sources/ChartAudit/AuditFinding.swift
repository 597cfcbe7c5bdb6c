import ChartDescription
import Languages

/// How much a finding matters.
public enum AuditSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Worth knowing; nothing is wrong.
    case info
    /// Makes the chart harder to hear or understand.
    case warning
    /// Keeps a listener from the chart's data or story.
    case error

    /// Whether `left` is less severe than `right`.
    public static func < (left: AuditSeverity, right: AuditSeverity) -> Bool {
        left.rank < right.rank
    }

    /// The order of severity, from 0 for info.
    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// Something that makes a chart harder to hear or understand.
public struct AuditFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rule's stable id, such as `title-missing`.
    public var ruleID: AuditRule.ID
    /// How much it matters (the rule's, or as configured).
    public var severity: AuditSeverity
    /// Where: a JSON path into the chart file (`series[1].points[4].y`), or `chart`.
    public var path: String
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var fix: String
    /// The language the message and fix are worded in, which also words the severity and the
    /// "fix" of `description`.
    package var language: Languages.Language = .english

    /// Creates a finding.
    public init(ruleID: AuditRule.ID, severity: AuditSeverity, path: String, message: String, fix: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.message = message
        self.fix = fix
    }

    /// Creates a finding worded in `language`.
    package init(
        ruleID: AuditRule.ID, severity: AuditSeverity, path: String, message: String, fix: String,
        language: Languages.Language
    ) {
        self.init(ruleID: ruleID, severity: severity, path: path, message: message, fix: fix)
        self.language = language
    }

    /// `severity rule-id path: message (fix: hint)`, as `audiograph audit` prints it, with the
    /// severity and "fix" in the finding's language ("erreur … (correction : …)").
    public var description: String {
        let words = Phrasebook(language)
        return words.text(
            "audit.finding",
            [
                "severity": words.pack["audit.severities." + severity.rawValue], "rule": ruleID.rawValue,
                "path": path, "message": message, "fix": fix,
            ])
    }

    /// The finding's identity in a baseline file: `rule-id path`.
    public var baselineKey: String { ruleID.rawValue + " " + path }
}

/// An accessibility rule: its stable id, default severity and what it checks.
public struct AuditRule: Sendable, Hashable {
    /// The rules' stable ids, as reports, baselines and configurations spell them: a constant
    /// each, so a misspelt rule does not compile (and on the command line is refused).
    public enum ID: String, Sendable, Hashable, CaseIterable, Comparable {
        case titleMissing = "title-missing"
        case titleMeaningless = "title-meaningless"
        case summaryMissing = "summary-missing"
        case seriesUnnamed = "series-unnamed"
        case seriesDuplicateName = "series-duplicate-name"
        case categoriesDuplicate = "categories-duplicate"
        case categoryUndeclared = "category-undeclared"
        case valueOutsideRange = "value-outside-range"
        case rangeCollapsed = "range-collapsed"
        case logScaleNonpositive = "log-scale-nonpositive"
        case valueNotFinite = "value-not-finite"
        case zeroAsGap = "zero-as-gap"
        case continuousXOrder = "continuous-x-order"
        case additionalValuesMismatch = "additional-values-mismatch"
        case valueDescriptionEmpty = "value-description-empty"
        case valueDescriptionRaw = "value-description-raw"
        case valueDescriptionDuplicate = "value-description-duplicate"
        case unitMissing = "unit-missing"
        case tooManyPoints = "too-many-points"
        case dateGapsHidden = "date-gaps-hidden"
        case pieNotWhole = "pie-not-whole"
        case radarAxesDiffer = "radar-axes-differ"
        case stackingUnstackable = "stacking-unstackable"
        case stackNegative = "stack-negative"
        case stackMixedUnits = "stack-mixed-units"
        case histogramBins = "histogram-bins"
        case histogramUnevenBins = "histogram-uneven-bins"
        case boxNumbers = "box-numbers"
        case audioSilent = "audio-silent"
        case audioClips = "audio-clips"
        case audioNarrow = "audio-narrow"
        case summaryExtrema = "summary-extrema"
        case navigatorUnreachable = "navigator-unreachable"
        case marksTitleMissing = "marks-title-missing"
        case marksLabelGeneric = "marks-label-generic"
        case marksStyleNotSeries = "marks-style-not-series"
        case marksValueRaw = "marks-value-raw"
        case marksXRowIndex = "marks-x-row-index"

        /// Orders rule ids alphabetically.
        public static func < (left: ID, right: ID) -> Bool { left.rawValue < right.rawValue }
    }

    /// The stable id.
    public let id: ID
    /// The severity unless configured otherwise.
    public let severity: AuditSeverity
    /// What it checks, in one line.
    public let summary: String

    /// Every rule, in the order they run.
    public static let all: [AuditRule] = [
        AuditRule(id: .titleMissing, severity: .error, summary: "The chart has a title to speak first."),
        AuditRule(
            id: .titleMeaningless, severity: .warning,
            summary:
                "Axis and series titles mean something spoken (not \"X\", \"Y\", \"Value\", \"Series 1\", \"Data\" or empty)."
        ),
        AuditRule(
            id: .summaryMissing, severity: .warning,
            summary: "A chart with several series or many points has the author's summary."),
        AuditRule(id: .seriesUnnamed, severity: .error, summary: "Every series among several has a name."),
        AuditRule(id: .seriesDuplicateName, severity: .error, summary: "Series names are different."),
        AuditRule(id: .categoriesDuplicate, severity: .warning, summary: "Category names are different."),
        AuditRule(
            id: .categoryUndeclared, severity: .warning, summary: "Every category used is in the axis's categories."),
        AuditRule(
            id: .valueOutsideRange, severity: .error,
            summary: "Values lie within the axis range, so pitch and position tell the truth."),
        AuditRule(
            id: .rangeCollapsed, severity: .warning,
            summary: "An axis range is not a single value while the data varies."),
        AuditRule(id: .logScaleNonpositive, severity: .error, summary: "Values on a log scale are above zero."),
        AuditRule(id: .valueNotFinite, severity: .error, summary: "Values are finite numbers."),
        AuditRule(
            id: .zeroAsGap, severity: .warning,
            summary: "A zero between values far from zero is a real zero, not a gap drawn as zero."),
        AuditRule(
            id: .continuousXOrder, severity: .error, summary: "A continuous series has x in order, without repeats."),
        AuditRule(
            id: .additionalValuesMismatch, severity: .error,
            summary: "Additional values match the additional axes in count and kind."),
        AuditRule(id: .valueDescriptionEmpty, severity: .error, summary: "Value descriptions are not empty."),
        AuditRule(
            id: .valueDescriptionRaw, severity: .warning,
            summary: "Value descriptions read well, not as raw digits (\"42.000000\", \"5.0\")."),
        AuditRule(
            id: .valueDescriptionDuplicate, severity: .warning,
            summary: "Clearly different values have different descriptions."),
        AuditRule(
            id: .unitMissing, severity: .info,
            summary: "The y axis says what is counted: a unit, a currency, a percentage or value descriptions."),
        AuditRule(
            id: .tooManyPoints, severity: .info,
            summary: "A series of more than 100 points is grouped when described and heard."),
        AuditRule(
            id: .dateGapsHidden, severity: .warning,
            summary: "Dates are evenly spaced; missing periods are explicit gaps or zeros."),
        AuditRule(id: .pieNotWhole, severity: .warning, summary: "Pie slices are positive and make a whole."),
        AuditRule(
            id: .radarAxesDiffer, severity: .warning, summary: "Radar series compared with each other share their axes."
        ),
        AuditRule(
            id: .stackingUnstackable, severity: .warning, summary: "Only bar and area charts stack their series."),
        AuditRule(id: .stackNegative, severity: .error, summary: "A stack to 100 percent holds no negative value."),
        AuditRule(
            id: .stackMixedUnits, severity: .warning, summary: "A stack adds layers of one unit, not unrelated amounts."
        ),
        AuditRule(
            id: .histogramBins, severity: .error,
            summary: "A histogram's bars are bins that meet without overlapping, counting zero or more."),
        AuditRule(
            id: .histogramUnevenBins, severity: .warning,
            summary: "A histogram's bins are of one width, or say they are not."),
        AuditRule(
            id: .boxNumbers, severity: .error,
            summary: "A box plot's points have their five numbers in order, outliers beyond the whiskers."),
        AuditRule(id: .audioSilent, severity: .error, summary: "The audio graph makes a sound."),
        AuditRule(id: .audioClips, severity: .error, summary: "The audio graph stays below full scale."),
        AuditRule(
            id: .audioNarrow, severity: .warning, summary: "The data spans at least an octave of the audio graph."),
        AuditRule(id: .summaryExtrema, severity: .warning, summary: "The spoken summary mentions the extrema."),
        AuditRule(id: .navigatorUnreachable, severity: .error, summary: "The navigator reaches every point."),
    ]

    /// The rules over a chart's code rather than the chart: Swift Charts' marks, which `ChartMarks`
    /// audits (see `ChartCodeAuditable`).
    ///
    /// They run after `all`.
    public static let marks: [AuditRule] = [
        AuditRule(
            id: .marksTitleMissing, severity: .error,
            summary: "The chart has an accessibility label, which VoiceOver speaks as its title."),
        AuditRule(
            id: .marksLabelGeneric, severity: .warning,
            summary: "Plotted values are labelled by what they are, not \"X\", \"Y\" or \"Value\"."),
        AuditRule(
            id: .marksStyleNotSeries, severity: .warning,
            summary:
                "Marks coloured to tell categories apart say so with foregroundStyle(by:), not foregroundStyle(_:)."),
        AuditRule(
            id: .marksValueRaw, severity: .warning,
            summary: "Accessibility values read well, not as raw floating-point digits (\"42.000000\")."),
        AuditRule(
            id: .marksXRowIndex, severity: .warning,
            summary: "x plots what each mark is (its name or date), not its row number."),
    ]

    /// The rule of `id` (every id has one).
    public static func named(_ id: ID) -> AuditRule {
        // swift-format-ignore: NeverForceUnwrap
        // (`all` and `marks` list one rule for every id, which `RuleTests` and `MarkAuditTests` check.)
        (all + marks).first { $0.id == id }!
    }

    /// Whether a title or label says nothing when spoken: "X", "Value", "Series 1", empty.
    package static func isMeaningless(_ title: String) -> Bool { AuditContext.isMeaningless(title) }

    /// Whether a spoken value is raw digits a listener has to decode: "42.000000", "5.0".
    package static func isRawNumber(_ text: String) -> Bool { AuditContext.isRawNumber(text) }
}
