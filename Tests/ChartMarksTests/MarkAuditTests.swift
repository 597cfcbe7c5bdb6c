import ChartAudit
import ChartAuditTesting
import ChartMarks
import Foundation
import Testing

/// The rules over mark code: each has a chart that triggers it and a near-identical one that
/// does not, and its finding replaces the chart finding it explains.
@Suite struct MarkAuditTests {
    /// Monthly revenue, labelled and titled: nothing to find.
    static func good(
        x: String = "Month", y: String = "Revenue", title: String? = "Revenue, first half of 2026",
        style: (MonthlyRevenue) -> Color = { _ in .blue },
        value: (MonthlyRevenue) -> String = { "\(Int($0.revenue)) dollars" }
    ) -> Chart {
        let chart = Chart(MonthlyRevenue.firstHalf) { item in
            BarMark(x: .value(x, item.month), y: .value(y, item.revenue))
                .foregroundStyle(style(item))
                .accessibilityValue(value(item))
        }
        return title.map { chart.accessibilityLabel($0) } ?? chart
    }

    /// The marks' x is the row number, and each mark is named by its annotation.
    static func rows(x: (Int, MonthlyRevenue) -> Int) -> Chart {
        Chart {
            ForEach(Array(MonthlyRevenue.firstHalf.enumerated()), id: \.offset) { index, item in
                BarMark(x: .value("Month", x(index, item)), y: .value("Revenue", item.revenue))
                    .annotation { Text(item.month) }
            }
        }
        .accessibilityLabel("Revenue, first half of 2026")
    }

    static let cases: [(rule: AuditRule.ID, triggering: Chart, passing: Chart)] = [
        (.marksTitleMissing, good(title: nil), good(title: "R")),
        (.marksLabelGeneric, good(x: "X"), good(x: "Mo")),
        (.marksLabelGeneric, good(y: "Value"), good(y: "Values sold")),
        (.marksStyleNotSeries, good(style: { $0.revenue > 15_000 ? .orange : .blue }), good(style: { _ in .orange })),
        (.marksValueRaw, good(value: { String(format: "%f", $0.revenue) }), good(value: { "\(Int($0.revenue))" })),
        (.marksXRowIndex, rows { index, _ in index }, rows { index, _ in 2020 + index }),
    ]

    @Test(arguments: cases.indices)
    func eachRuleHasATriggeringAndANearIdenticalPassingChart(index: Int) {
        let (rule, triggering, passing) = Self.cases[index]
        let found = ChartAuditor().audit(triggering).filter { $0.ruleID == rule }
        #expect(found.count == 1, "\(rule): \(found)")
        #expect(!ChartAuditor().audit(passing).contains { $0.ruleID == rule }, "\(rule)")
        #expect(
            ChartAuditor().audit(passing).filter { $0.severity >= .warning }.isEmpty, "\(ChartAuditor().audit(passing))"
        )
    }

    @Test func everyMarksRuleHasACase() {
        #expect(Set(Self.cases.map(\.rule)) == Set(AuditRule.marks.map(\.id)))
        #expect(Set(AuditRule.marks.map(\.id)).isDisjoint(with: AuditRule.all.map(\.id)))
    }

    @Test func eachFindingNamesTheCodeAndReplacesTheChartFindingItExplains() {
        let untitled = ChartAuditor().audit(Self.good(title: nil))
        #expect(
            untitled.map(\.description) == [
                "error marks-title-missing Chart: the chart has no accessibility label, so VoiceOver has no title to speak first (fix: add .accessibilityLabel(\"Daily steps, January 2026\") to the Chart)"
            ])
        let generic = ChartAuditor().audit(Self.good(x: "X"))
        #expect(
            generic.map(\.description) == [
                "warning marks-label-generic marks[0].x: BarMark's x value is labelled 'X', which says nothing when spoken (fix: label what the values are, such as .value(\"Month\", …))"
            ])
        let raw = ChartAuditor().audit(Self.good(value: { String(format: "%f", $0.revenue) }))
        #expect(raw.map(\.baselineKey) == ["marks-value-raw marks[0].accessibilityValue"])
        #expect(
            raw.first?.message == "BarMark's accessibility value is '12400.000000', raw digits a listener has to decode"
        )
        let styled = ChartAuditor().audit(Self.good(style: { $0.revenue > 15_000 ? .orange : .blue }))
        #expect(styled.map(\.baselineKey) == ["marks-style-not-series marks[3].foregroundStyle"])
        #expect(
            styled.first?.message
                == "BarMarks of 'Revenue' are painted blue and orange by foregroundStyle(_:), a difference VoiceOver cannot say"
        )
        let rows = ChartAuditor().audit(Self.rows { index, _ in index })
        #expect(
            rows.first { $0.ruleID == .marksXRowIndex }?.message
                == "x counts the marks (0 to 5) while each is named, such as 'Jan'")
    }

    @Test func theFindingsAreWordedInTheChartsLanguage() throws {
        let chart = Self.good(x: "X", title: nil).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(model(of: chart).locale == "de_DE")
        #expect(
            ChartAuditor().audit(chart).map(\.description) == [
                "Fehler marks-title-missing Chart: das Diagramm hat kein Bedienungshilfen-Label, also hat VoiceOver keinen Titel, den es zuerst spricht (Abhilfe: .accessibilityLabel(\"Tägliche Schritte, Januar 2026\") am Chart ergänzen)",
                "Warnung marks-label-generic marks[0].x: der x-Wert von BarMark heißt „X“, was gesprochen nichts sagt (Abhilfe: benennen, was die Werte sind, etwa .value(\"Monat\", …))",
            ])
        #expect(try summary(of: chart).hasPrefix("Balkendiagramm"))
    }

    @Test func theConfigurationAppliesToTheMarksRules() {
        let untitled = Self.good(title: nil)
        #expect(
            ChartAuditor(configuration: AuditConfiguration(disabledRules: [.marksTitleMissing])).audit(untitled).isEmpty
        )
        #expect(
            ChartAuditor(configuration: AuditConfiguration(baseline: ["marks-title-missing Chart"])).audit(untitled)
                .isEmpty)
        let lowered = ChartAuditor(configuration: AuditConfiguration(severities: [.marksTitleMissing: .info])).audit(
            untitled)
        #expect(lowered.map(\.severity) == [.info])
    }

    @Test func theAssertionsFailOnceForEachFindingOfTheCode() {
        let chart = Self.good(x: "X", title: nil)
        withKnownIssue {
            expectAccessible(chart)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Accessibility: error marks-title-missing Chart") }
                || issue.comments.contains {
                    $0.rawValue.hasPrefix("Accessibility: warning marks-label-generic marks[0].x")
                }
        }
        expectAccessible(
            chart, configuration: AuditConfiguration(disabledRules: [.marksTitleMissing, .marksLabelGeneric]))
    }

    @Test func fixesAboutTheChartAreTheSwiftChartsCodeToWrite() {
        let chart = Chart {
            ForEach(DailySteps.january) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
            }
        }
        .chartYAxisLabel("Value")
        .chartYScale(domain: 0...5_000)
        .accessibilityLabel("Daily steps, January 2026")
        func fixes(_ chart: Chart) -> [AuditRule.ID: String] {
            Dictionary(ChartAuditor().audit(chart).map { ($0.ruleID, $0.fix) }, uniquingKeysWith: { first, _ in first })
        }
        let english = fixes(chart)
        #expect(english[.titleMeaningless] == "name the y values: .chartYAxisLabel(\"Steps\"), or .value(\"Steps\", …)")
        #expect(english[.valueOutsideRange] == "widen .chartYScale(domain: …) to include every value, or leave it out")
        // The same chart file's fixes name its keys, not the modifiers.
        let file = ChartAuditor().audit(model(of: chart))
        #expect(file.first { $0.ruleID == .valueOutsideRange }?.fix == "widen yAxis.range to include every value")
        let french = fixes(chart.environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(
            french[.titleMeaningless] == "nommez les valeurs y\u{a0}: .chartYAxisLabel(\"Pas\") ou .value(\"Pas\", …)")
        #expect(french[.valueOutsideRange]?.hasPrefix("élargissez .chartYScale(domain: …)") == true)
    }
}
