import ChartAudit
import ChartAuditTesting
import ChartMarks
import Foundation
import Testing
import XCTest

/// Chart code as written for Swift Charts, with `import ChartMarks` for `import Charts`: every
/// container and conditional, and the bridges to the model, Apple's descriptor and the audit.
@Suite struct ContainerTests {
    /// The revenue chart, as a month-by-month bar chart model.
    static let revenueModel = ChartModel.Chart(
        title: "Revenue, first half of 2026", kind: .bar,
        xAxis: .categorical(
            "Month", categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]),
        yAxis: .numeric("Revenue"),
        series: [
            Series(
                name: "Revenue", isContinuous: false,
                points: MonthlyRevenue.firstHalf.map { DataPoint(category: $0.month, y: $0.revenue) })
        ])

    @Test func marksWrittenOneByOneMakeTheSameChartAsAForEach() {
        let written = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 12_400))
            BarMark(x: .value("Month", "Feb"), y: .value("Revenue", 13_900))
            BarMark(x: .value("Month", "Mar"), y: .value("Revenue", 11_200))
            BarMark(x: .value("Month", "Apr"), y: .value("Revenue", 15_800))
            BarMark(x: .value("Month", "May"), y: .value("Revenue", 17_100))
            BarMark(x: .value("Month", "Jun"), y: .value("Revenue", 16_400))
        }
        .accessibilityLabel("Revenue, first half of 2026")
        let looped = Chart {
            ForEach(MonthlyRevenue.firstHalf) { item in
                BarMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
            }
        }
        .accessibilityLabel("Revenue, first half of 2026")
        #expect(model(of: written) == Self.revenueModel)
        #expect(model(of: looped) == Self.revenueModel)
    }

    @Test func everyContainerOfTheSameDataMakesTheSameChart() {
        let data = MonthlyRevenue.firstHalf
        let charts = [
            Chart(data) { BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue)) },
            Chart(data, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue)) },
            Chart {
                ForEach(data, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue)) }
            },
            Chart {
                ForEach(0..<data.count) {
                    BarMark(x: .value("Month", data[$0].month), y: .value("Revenue", data[$0].revenue))
                }
            },
            Chart { AnyChartContent(RevenueBars(data: data)) },
            Chart { RevenueBars(data: data) },
        ]
        for chart in charts {
            #expect(model(of: chart.accessibilityLabel("Revenue, first half of 2026")) == Self.revenueModel)
        }
    }

    /// An app's own chart content, made of marks in its `body`.
    struct RevenueBars: ChartContent {
        let data: [MonthlyRevenue]

        var body: some ChartContent {
            ForEach(data) { BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue)) }
        }
    }

    @Test(arguments: [false, true])
    func ifAndIfLetAddContentOnlyWhenTheyHold(isGoalShown: Bool) {
        let goal: Double? = isGoalShown ? 15_000 : nil
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) {
                BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
            }
            if isGoalShown {
                RuleMark(y: .value("Target", 14_000))
            }
            if let goal {
                RuleMark(y: .value("Goal", goal))
            }
        }
        let available = Chart {
            ForEach(MonthlyRevenue.firstHalf) {
                BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
            }
            if #available(macOS 13, iOS 16, *) {
                RuleMark(y: .value("Target", 14_000))
            }
        }
        #expect(model(of: available).references == [Reference(value: 14_000, label: "Target")])
        #expect(
            model(of: chart).references
                == (isGoalShown
                    ? [Reference(value: 14_000, label: "Target"), Reference(value: 15_000, label: "Goal")] : []))
    }

    enum Style { case bars, line, points }

    @Test(arguments: [Style.bars, .line, .points])
    func ifElseAndSwitchChooseTheMarks(style: Style) {
        let data = MonthlyRevenue.firstHalf
        let chosen = Chart {
            ForEach(data) { item in
                if style == .bars {
                    BarMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                } else {
                    LineMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                }
            }
        }
        let switched = Chart {
            ForEach(data) { item in
                switch style {
                case .bars: BarMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                case .line: LineMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                case .points: PointMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                }
            }
        }
        #expect(model(of: chosen).kind == (style == .bars ? .bar : .line))
        let kinds: [Style: ChartKind] = [.bars: .bar, .line: .line, .points: .scatter]
        #expect(model(of: switched).kind == kinds[style])
        #expect(model(of: switched).series.map(\.count) == [6])
    }

    @Test func theChartIsAnAppleDescriptorThatConvertsBackLosingNothing() {
        let chart = Chart {
            ForEach(DailySteps.january) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
            }
            RuleMark(y: .value("Daily goal", 10_000))
        }
        .accessibilityLabel("Steps, January 2026")
        let descriptor = chart.makeChartDescriptor()
        #expect(descriptor.title == "Steps, January 2026")
        #expect(descriptor.series.map(\.isContinuous) == [true])
        #expect(descriptor.series[0].dataPoints.map(\.xValue.number) == (1...10).map { seconds(1, $0) })
        let back = ChartModel.Chart(descriptor)
        #expect(back == model(of: chart))
        #expect(back.kind == .line && back.xAxis.type == .date && back.xAxis.format.dateStyle == .day)
        #expect(back.references == [Reference(value: 10_000, label: "Daily goal")])
    }

    @Test func theAssertionsTakeTheChartAndFindNothingInAGoodOne() {
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) {
                BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
            }
        }
        .accessibilityLabel("Revenue, first half of 2026")
        .chartYAxisLabel("Revenue (USD)")
        expectAccessible(chart)
        XCTAssertAccessible(chart)
    }

    @Test func anAppsOwnDescriptorWinsOverTheMarks() {
        let own = AXChartDescriptor(
            title: "Revenue as the app describes it", summary: "Up 32 percent.",
            xAxis: AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: ["Jan", "Jun"]),
            yAxis: AXNumericDataAxisDescriptor(title: "Revenue", range: 0...20_000, gridlinePositions: []) {
                "\(Int($0)) dollars"
            },
            series: [
                AXDataSeriesDescriptor(
                    name: "Revenue", isContinuous: false,
                    dataPoints: [.init(x: "Jan", y: 12_400), .init(x: "Jun", y: 16_400)])
            ])
        struct OwnDescriptor: AXChartDescriptorRepresentable {
            let descriptor: AXChartDescriptor
            func makeChartDescriptor() -> AXChartDescriptor { descriptor }
        }
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) { BarMark(x: .value("X", $0.month), y: .value("Y", $0.revenue)) }
        }
        .accessibilityChartDescriptor(OwnDescriptor(descriptor: own))
        #expect(model(of: chart) == ChartModel.Chart(own))
        #expect(model(of: chart).series[0].count == 2)
        // The marks' generic labels are not what is spoken, so they are not audited.
        #expect(ChartAuditor().audit(chart).map(\.ruleID).filter { $0.rawValue.hasPrefix("marks-") }.isEmpty)
    }
}

/// The XCTest assertion, in an XCTest case, as an app's XCTest target writes it.
final class ChartMarksXCTests: XCTestCase {
    func testABarChartOfMarksIsAccessible() {
        let chart = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
        }
        .accessibilityLabel("Revenue, first half of 2026")
        XCTAssertAccessible(chart)
    }
}
