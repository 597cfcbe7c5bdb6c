// Swift Charts code, described and audited anywhere. The charts below are written for Apple's
// Swift Charts; with `import ChartMarks` in place of `import Charts` the same code runs on
// Linux, and AudioGraph shows the chart VoiceOver would build from the marks, says it, and
// audits it. The first chart is the README's example for app developers.
import ChartAudit
import ChartDescription
import ChartMarks
import Foundation

/// Steps walked on one day.
struct DaySteps: Identifiable {
    let date: Date
    let count: Int
    var id: Date { date }
}

/// Revenue of one region in one quarter.
struct QuarterRevenue {
    let quarter: String
    let region: String
    let revenue: Double
}

/// 1 March 2026, midnight UTC.
let firstOfMarch = Date(timeIntervalSince1970: 1_772_323_200)
let week = [8_432, 6_210, 10_950, 12_004, 7_315, 4_980, 11_240].enumerated().map { day, count in
    DaySteps(date: firstOfMarch.addingTimeInterval(Double(day) * 86_400), count: count)
}

let stepsChart = Chart {
    ForEach(week) { day in
        LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
        PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
    }
    RuleMark(y: .value("Daily goal", 10_000))
}
.accessibilityLabel("Daily steps, first week of March")
.chartYAxisLabel("Steps walked")

let revenue = [
    ("Q1", [120.0, 200, 80]), ("Q2", [140, 210, 95]), ("Q3", [130, 190, 120]), ("Q4", [160, 230, 150]),
].flatMap { quarter, amounts in
    zip(["Europe", "Americas", "Asia"], amounts).map { QuarterRevenue(quarter: quarter, region: $0, revenue: $1) }
}

let revenueChart = Chart(revenue, id: \.region) { item in
    BarMark(x: .value("Quarter", item.quarter), y: .value("Revenue", item.revenue))
        .foregroundStyle(by: .value("Region", item.region))
}
.accessibilityLabel("Revenue by region, 2026")
.accessibilityValue("The Americas lead every quarter; Asia grows fastest.")

let draftChart = Chart(week) { day in
    BarMark(x: .value("X", day.date, unit: .day), y: .value("Y", day.count))
        .foregroundStyle(day.count >= 10_000 ? Color.green : Color.gray)
}

for (name, chart) in [("Steps", stepsChart), ("Revenue", revenueChart), ("Draft", draftChart)] {
    let model = ChartModel.Chart(chart)
    let kind = model.resolvedKind.rawValue
    print("\(name): a \(kind) chart of \(model.series.count) series, \(model.pointCount) points")
    print(try ChartDescriber(chart: model).describe(.summary).text)
    let findings = ChartAuditor().audit(chart)
    print(findings.isEmpty ? "Audit: nothing found" : findings.map { "Audit: \($0)" }.joined(separator: "\n"))
    print()
}
