import ChartAudit
import ChartDescription
import ChartMarks
import ChartModel
import Foundation
import Testing

/// The modifiers that carry meaning become the model's labels, words, scales and gridlines; the
/// purely visual ones compile and change nothing.
@Suite struct ModifierTests {
    static func steps() -> some ChartContent {
        ForEach(DailySteps.january) { LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
    }

    @Test func aMarksAccessibilityLabelAndValueAreHowItsPointIsSpoken() throws {
        let chart = Chart {
            ForEach(DailySteps.january) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    .accessibilityLabel(day.steps == 13_050 ? "Record" : "")
                    .accessibilityValue("\(day.steps.formatted()) steps")
            }
        }
        .accessibilityLabel("Steps")
        let made = model(of: chart)
        #expect(made.series[0].labels?.last == "Record")
        #expect(made.yAxis?.valueDescriptions[13_050] == "13,050 steps")
        let points = try ChartDescriber(chart: made).describe(.points).text
        #expect(points.contains("Record") && points.contains("13,050 steps"))
        // Only the point is announced by its accessibility value: the axis and the statistics
        // keep the numbers.
        let describer = try ChartDescriber(chart: made)
        let overview = describer.describe(.overview).text
        let details = describer.describe(.details).text
        #expect(overview.contains("Y axis: Steps, ") && overview.contains(" to 13,050."), "\(overview)")
        #expect(details.contains("maximum 13,050,"), "\(details)")
        #expect(!(overview + details).contains(" steps"), "\(overview)\n\(details)")
        // A chart file keeps that: converted and read back, it is said the same way.
        let file = ChartJSON.encode(made)
        #expect(file.contains(#""valueDescriptionsSpeak": "points""#), "\(file)")
        let reread = try ChartDescriber(chart: ChartJSON.decode(Array(file.utf8)))
        #expect(reread.describe(.overview).text == overview && reread.describe(.details).text == details)
        #expect(reread.describe(.points).text == points)
    }

    @Test func hiddenMarksAreLeftOutAndIdentifiersChangeNothing() {
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) { item in
                BarMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                    .accessibilityHidden(item.month == "Mar")
                    .accessibilityIdentifier("bar-\(item.month)")
            }
        }
        #expect(model(of: chart).resolvedCategories == ["Jan", "Feb", "Apr", "May", "Jun"])
        #expect(model(of: chart).series[0].count == 5)
    }

    @Test func stepInterpolationIsHeardAsSeparateNotes() {
        let stepped = Chart { Self.steps().interpolationMethod(.stepEnd) }
        let smooth = Chart { Self.steps().interpolationMethod(.catmullRom) }
        #expect(model(of: stepped).series[0].isContinuous == false)
        #expect(model(of: smooth).series[0].isContinuous == true)
    }

    @Test func scalesSetCategoriesRangesAndLogScales() {
        let ordered = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
        }
        .chartXScale(domain: ["Jun", "May", "Apr", "Mar", "Feb", "Jan"])
        .chartYScale(domain: 10...100_000, type: .log)
        #expect(model(of: ordered).xAxis.categories == ["Jun", "May", "Apr", "Mar", "Feb", "Jan"])
        #expect(model(of: ordered).yAxis?.scale == .log10 && model(of: ordered).yAxis?.range == 10...100_000)
        let dated = Chart { Self.steps() }.chartXScale(domain: calendarDate(1, 1)...calendarDate(1, 31))
        #expect(model(of: dated).xAxis.range == seconds(1, 1)...seconds(1, 31))
    }

    @Test func axisLabelsTitleTheAxes() {
        let chart = Chart { Self.steps() }.chartXAxisLabel("Date").chartYAxisLabel("Steps walked")
        #expect(model(of: chart).xAxis.title == "Date" && model(of: chart).yAxis?.title == "Steps walked")
    }

    @Test func axisMarksThatDrawGridLinesGiveTheAxisGridlines() {
        let monthly = Chart {
            ForEach(DateTests.workouts, id: \.date) {
                BarMark(x: .value("Date", $0.date, unit: .day), y: .value("Minutes", $0.minutes))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, count: 3)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
        .chartYAxis { AxisMarks(preset: .aligned, position: .leading, values: [0, 30, 60]) }
        #expect(
            model(of: monthly).xAxis.gridlines == [
                seconds(9, 1, year: 2025), seconds(12, 1, year: 2025), seconds(3, 1), seconds(6, 1),
            ])
        #expect(model(of: monthly).yAxis?.gridlines == [30, 60])
        let ticksOnly = Chart { Self.steps() }.chartYAxis { AxisMarks(values: .stride(by: 2_500)) { _ in AxisTick() } }
        #expect(model(of: ticksOnly).yAxis?.gridlines == [])
        let strided = Chart { Self.steps() }.chartYAxis { AxisMarks(values: .stride(by: 2_500)) }
        #expect(model(of: strided).yAxis?.gridlines == [5_000, 7_500, 10_000, 12_500])
        let automatic = Chart { Self.steps() }.chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 4)) { _ in AxisGridLine() }
        }
        #expect(model(of: automatic).yAxis?.gridlines == [6_000, 8_000, 10_000, 12_000])
    }

    @Test func aCurrencyOrPercentLabelFormatSaysHowValuesAreSpoken() throws {
        let revenue = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
        }
        .accessibilityLabel("Revenue")
        let dollars = revenue.chartYAxis { AxisMarks(format: .currency(code: "USD")) }
        #expect(model(of: dollars).yAxis?.format == ValueFormat(style: .currency, currencyCode: "USD"))
        #expect(try summary(of: dollars).contains("$17,100"))
        #expect(ChartAuditor().audit(dollars).isEmpty)
        let labelled = revenue.chartYAxis {
            AxisMarks { _ in
                AxisGridLine()
                AxisValueLabel(format: Decimal.FormatStyle.Currency(code: "EUR"))
            }
        }
        #expect(model(of: labelled).yAxis?.format.currencyCode == "EUR")
        let shares = Chart {
            BarMark(x: .value("Browser", "Safari"), y: .value("Share", 0.42))
            BarMark(x: .value("Browser", "Chrome"), y: .value("Share", 0.58))
        }
        #expect(
            model(of: shares.chartYAxis { AxisMarks(format: FloatingPointFormatStyle<Double>.Percent()) }).yAxis?.format
                .style == .percent)
        let whole = Chart {
            BarMark(x: .value("Browser", "Safari"), y: .value("Share", 42))
            BarMark(x: .value("Browser", "Chrome"), y: .value("Share", 58))
        }
        #expect(
            model(of: whole.chartYAxis { AxisMarks(format: IntegerFormatStyle<Int>.Percent()) }).yAxis?.unit
                == "percent")
        let dated = revenue.chartYAxis {
            AxisMarks { _ in
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)))
            }
        }
        #expect(model(of: dated).yAxis?.format == ValueFormat() && model(of: dated).yAxis?.unit == nil)
    }

    @Test func visualModifiersCompileAndChangeNothing() {
        let plain = Chart {
            ForEach(MonthlyRevenue.firstHalf) {
                BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
            }
            RuleMark(y: .value("Target", 14_000))
        }
        .accessibilityLabel("Revenue")
        let dressed = Chart {
            ForEach(MonthlyRevenue.firstHalf) { item in
                BarMark(
                    x: .value("Month", item.month), y: .value("Revenue", item.revenue),
                    width: item.month == "Jan" ? .fixed(20) : .ratio(0.6), height: .automatic
                )
                .foregroundStyle(.blue.gradient)
                .opacity(0.8)
                .cornerRadius(4)
            }
            RuleMark(y: .value("Target", 14_000))
                .foregroundStyle(Color.gray.opacity(0.5))
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3]))
                .symbol(.circle)
                .symbolSize(30)
        }
        .accessibilityLabel("Revenue")
        .chartLegend(.hidden)
        .chartLegend(position: .bottom, alignment: .center)
        .chartYAxis(.hidden)
        .chartXAxis(.visible)
        .chartPlotStyle { plotArea in plotArea.background(.gray.opacity(0.1)).frame(height: 240) }
        .chartBackground { _ in Color.clear }
        .chartOverlay { _ in Text("Overlay") }
        .chartXSelection(value: .constant(nil as String?))
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 4)
        .chartScrollPosition(initialX: "Jan")
        #expect(model(of: dressed) == model(of: plain))
        let gradient = Chart {
            Self.steps()
            ForEach(DailySteps.january) {
                AreaMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
            }
        }
        #expect(model(of: gradient).series.map(\.mark) == [nil, .area])
    }
}
