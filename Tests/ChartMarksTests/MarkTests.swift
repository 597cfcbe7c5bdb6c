import ChartDescription
import ChartMarks
import Foundation
import Testing

/// Every mark and plot, and every stacking method, and the chart each becomes.
@Suite struct MarkTests {
    @Test func barsColouredByRegionStackAsSwiftChartsDrawsThem() throws {
        let chart = Chart(RegionalRevenue.year, id: \.region) {
            BarMark(x: .value("Quarter", $0.quarter), y: .value("Revenue", $0.revenue))
                .foregroundStyle(by: .value("Region", $0.region))
        }
        .accessibilityLabel("Revenue by region, 2026")
        .accessibilityValue("The Americas lead every quarter.")
        let made = model(of: chart)
        #expect(made.kind == .bar && made.stacking == .standard)
        #expect(made.xAxis == .categorical("Quarter", categories: ["Q1", "Q2", "Q3", "Q4"]))
        #expect(made.series.map(\.name) == ["Europe", "Americas", "Asia"])
        #expect(
            made.series.map { $0.y.compactMap { $0 } } == [
                [120, 140, 130, 160], [200, 210, 190, 230], [80, 95, 120, 150],
            ])
        #expect(made.series.allSatisfy { $0.mark == nil && $0.isContinuous == false })
        #expect(made.summary == "The Americas lead every quarter.")
        // The stack's totals are what is described.
        #expect(try summary(of: chart).contains("400"))
    }

    @Test func positionByPutsBarsSideBySide() {
        let chart = Chart(RegionalRevenue.year, id: \.region) {
            BarMark(x: .value("Quarter", $0.quarter), y: .value("Revenue", $0.revenue))
                .foregroundStyle(by: .value("Region", $0.region))
                .position(by: .value("Region", $0.region))
        }
        #expect(model(of: chart).stacking == .unstacked)
        #expect(model(of: chart).series.map(\.name) == ["Europe", "Americas", "Asia"])
    }

    @Test(arguments: [MarkStackingMethod.standard, .normalized, .center, .unstacked])
    func theStackingArgumentSaysHowAreasStack(stacking: MarkStackingMethod) {
        let chart = Chart(RegionalRevenue.year, id: \.region) {
            AreaMark(x: .value("Quarter", $0.quarter), y: .value("Revenue", $0.revenue), stacking: stacking)
                .foregroundStyle(by: .value("Region", $0.region))
        }
        let expected: [MarkStackingMethod: ChartModel.Chart.Stacking] = [
            .standard: .standard, .normalized: .normalized, .center: .center, .unstacked: .unstacked,
        ]
        #expect(model(of: chart).kind == .area)
        #expect(model(of: chart).stacking == expected[stacking])
        #expect(model(of: chart).series.allSatisfy { $0.isContinuous == true })
    }

    @Test func aSingleSeriesOfBarsDoesNotStack() {
        let chart = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue), stacking: .normalized)
        }
        #expect(model(of: chart).stacking == nil)
    }

    @Test func aSeriesOwnBarsAtOneXAddUpAsTheyAreDrawnStacked() {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 100))
            BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 50))
            BarMark(x: .value("Month", "Feb"), y: .value("Revenue", 70))
        }
        #expect(
            model(of: chart).series[0].points == [
                DataPoint(category: "Jan", y: 150), DataPoint(category: "Feb", y: 70),
            ])
    }

    @Test func linesBySeriesArgumentAndForegroundStyleInTheScalesOrder() {
        let chart = Chart(StockPrice.week, id: \.date) {
            LineMark(
                x: .value("Date", $0.date, unit: .day), y: .value("Price", $0.price),
                series: .value("Symbol", $0.symbol)
            )
            .foregroundStyle(by: .value("Symbol", $0.symbol))
        }
        .chartForegroundStyleScale(["MSFT": Color.blue, "AAPL": Color.gray])
        let made = model(of: chart)
        #expect(made.kind == .line && made.stacking == nil)
        #expect(made.series.map(\.name) == ["MSFT", "AAPL"])
        #expect(made.series[1].y == [101, 103.5, 102, 106.2, 108])
        #expect(made.series[0].x == .numbers((2...6).map { seconds(3, $0) }))
    }

    @Test func lineStylesByCategoryAndTheScalesDomainOrderTheSeries() {
        let chart = Chart(StockPrice.week, id: \.date) {
            LineMark(x: .value("Date", $0.date, unit: .day), y: .value("Price", $0.price))
                .lineStyle(by: .value("Symbol", $0.symbol))
        }
        #expect(model(of: chart).series.map(\.name) == ["AAPL", "MSFT"])
        #expect(
            model(of: chart.chartForegroundStyleScale(domain: ["MSFT", "AAPL"])).series.map(\.name) == ["AAPL", "MSFT"])
        let coloured = Chart(StockPrice.week, id: \.date) {
            LineMark(x: .value("Date", $0.date, unit: .day), y: .value("Price", $0.price))
                .foregroundStyle(by: .value("Symbol", $0.symbol))
        }
        let ordered = coloured.chartForegroundStyleScale(domain: ["MSFT", "AAPL"], range: [Color.red, .secondary])
        #expect(model(of: ordered).series.map(\.name) == ["MSFT", "AAPL"])
        #expect(model(of: coloured.chartForegroundStyleScale(domain: ["MSFT", "AAPL"])) == model(of: ordered))
    }

    @Test func pointsOverALinesValuesAreThatLinesSymbolsAndKeepTheirLabels() {
        let chart = Chart {
            ForEach(DayTemperature.week, id: \.day) { item in
                LineMark(x: .value("Day", item.day), y: .value("Mean temperature", item.mean))
                PointMark(x: .value("Day", item.day), y: .value("Mean temperature", item.mean))
                    .annotation(position: .top) { Text(item.day == 5 ? "Warmest" : "") }
            }
        }
        let made = model(of: chart)
        #expect(made.kind == .line && made.series.count == 1)
        #expect(made.series[0].count == 5 && made.series[0].mark == nil)
        #expect(made.series[0].labels?.last == "Warmest")
    }

    @Test func barsAndALineOfAnotherMeasureAreTwoSeriesEachWithItsMark() throws {
        let minutes: [Double] = [30, 45, 20, 60, 50, 40, 70, 65]
        let chart = Chart {
            ForEach(minutes.indices, id: \.self) { week in
                BarMark(x: .value("Week", "W\(week + 1)"), y: .value("Minutes", minutes[week]))
            }
            ForEach(3..<minutes.count, id: \.self) { week in
                LineMark(
                    x: .value("Week", "W\(week + 1)"),
                    y: .value("4-week average", minutes[(week - 3)...week].reduce(0, +) / 4))
            }
        }
        .accessibilityLabel("Training minutes")
        let made = model(of: chart)
        #expect(made.kind == .bar && made.stacking == nil)
        #expect(made.series.map(\.name) == ["Minutes", "4-week average"])
        #expect(made.series.map(\.mark) == [nil, .line])
        #expect(made.series[1].y == [38.75, 43.75, 42.5, 55, 56.25])
        #expect(made.yAxis?.title == "Minutes")
    }

    @Test func anAreaFromYStartToYEndIsABandAndALineOverItStaysALine() throws {
        let chart = Chart(DayTemperature.week, id: \.day) { item in
            AreaMark(
                x: .value("Day", item.day), yStart: .value("Temperature", item.low),
                yEnd: .value("Temperature", item.high))
            LineMark(x: .value("Day", item.day), y: .value("Mean", item.mean))
        }
        .accessibilityLabel("Temperatures")
        let made = model(of: chart)
        #expect(made.kind == .band)
        #expect(made.series.map(\.name) == ["Temperature", "Mean"])
        #expect(made.series[0].low == [3, 4, 2, 5, 6] && made.series[0].high == [9, 11, 8, 13, 14])
        #expect(made.series.map(\.mark) == [nil, .line])
        #expect(try summary(of: chart).contains("Band chart with a line"))
    }

    @Test func barsWithCategoriesAlongYAreTurnedToRunAlongX() {
        let chart = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Revenue", $0.revenue), y: .value("Month", $0.month))
        }
        .chartXAxisLabel("Revenue (USD)")
        let made = model(of: chart)
        #expect(made.contentDirection == .topToBottom)
        #expect(made.xAxis.type == .categorical && made.xAxis.title == "Month")
        #expect(made.yAxis?.title == "Revenue (USD)")
        #expect(made.series[0].y == MonthlyRevenue.firstHalf.map(\.revenue))
    }

    @Test func numericBinsFromXStartToXEndAreAHistogram() {
        let made = model(of: Charts.commutes)
        #expect(made.kind == .histogram)
        #expect(made.xAxis.title == "Commute" && made.xAxis.type == .numeric)
        #expect(
            made.series[0].points == [
                DataPoint(xStart: 0, xEnd: 10, y: 8), DataPoint(xStart: 10, xEnd: 20, y: 30),
                DataPoint(xStart: 20, xEnd: 30, y: 40), DataPoint(xStart: 30, xEnd: 40, y: 25),
                DataPoint(xStart: 40, xEnd: 50, y: 14),
            ])
    }

    @Test func datedBarsAtACategoryAreATimelineLabelledByTheirCategory() {
        let tasks = [("Design", 5, 26), ("Build", 26, 31)]
        let chart = Chart(tasks, id: \.0) { task in
            BarMark(
                xStart: .value("Start", calendarDate(1, task.1)), xEnd: .value("End", calendarDate(1, task.2)),
                y: .value("Task", task.0))
        }
        let made = model(of: chart)
        #expect(made.kind == .bar && made.xAxis.type == .date && made.xAxis.title == "Start to End")
        #expect(made.series[0].labels == ["Design", "Build"])
        #expect(made.series[0].xStart == [seconds(1, 5), seconds(1, 26)])
        #expect(made.series[0].xEnd == [seconds(1, 26), seconds(1, 31)])
    }

    @Test func floatingBarsAreRangesAtTheirCategory() {
        let chart = Chart(DayTemperature.week, id: \.day) {
            BarMark(x: .value("Day", "Day \($0.day)"), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
        }
        let made = model(of: chart)
        #expect(made.kind == .bar && made.series[0].name == "Low to High")
        #expect(made.series[0].low == [3, 4, 2, 5, 6] && made.series[0].high == [9, 11, 8, 13, 14])
    }

    @Test func floatingBarsBesideBarsAtTheSameCategoryDoNotStack() throws {
        let chart = Chart(DayTemperature.week, id: \.day) {
            BarMark(x: .value("Day", "Day \($0.day)"), y: .value("Mean", $0.mean))
            BarMark(x: .value("Day", "Day \($0.day)"), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
        }
        let made = model(of: chart)
        #expect(made.stacking == nil || made.stacking == .unstacked)
        let summary = try ChartDescriber(chart: made).describe(.full).overview.map(\.text).joined(separator: " ")
        // Bars are said from zero; stacked, the top would pass the highest bar's 14.
        #expect(!summary.contains("Stacked") && summary.contains("0 to 14."), "\(summary)")
    }

    @Test func pointsAloneAreAScatterSizedByAnAdditionalValue() {
        let chart = Chart(Penguin.sample) {
            PointMark(x: .value("Flipper length", $0.flipper), y: .value("Body mass", $0.mass))
                .foregroundStyle(by: .value("Species", $0.species))
                .symbol(by: .value("Species", $0.species))
                .symbolSize(by: .value("Body mass", $0.mass))
        }
        let made = model(of: chart)
        #expect(made.kind == .scatter)
        #expect(made.series.map(\.name) == ["Adelie", "Gentoo"])
        #expect(made.additionalAxes == [.numeric("Body mass")])
        #expect(made.series[0].additional == [[.number(3_750)], [.number(3_800)], [.number(3_250)]])
    }

    @Test func rulesAreReferencesLabelledByTheirValueOrAnnotation() {
        let chart = Chart {
            ForEach(DailySteps.january) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
            }
            RuleMark(y: .value("Daily goal", 10_000))
            RuleMark(x: .value("Day", calendarDate(1, 5)))
                .annotation(position: .top) { Text("New shoes") }
            RuleMark(
                xStart: .value("Day", calendarDate(1, 1)), xEnd: .value("Day", calendarDate(1, 5)),
                y: .value("Old goal", 8_000))
            RuleMark(x: .value("Day", calendarDate(1, 8)), yStart: .value("Steps", 0), yEnd: .value("Steps", 5_000))
                .accessibilityLabel("Holiday")
        }
        #expect(
            model(of: chart).references == [
                Reference(axis: .y, value: 10_000, label: "Daily goal"),
                Reference(axis: .x, value: seconds(1, 5), label: "New shoes"),
                Reference(axis: .y, value: 8_000, label: "Old goal"),
                Reference(axis: .x, value: seconds(1, 8), label: "Holiday"),
            ])
        #expect(model(of: chart).series.count == 1)
    }

    @Test func anAnnotationsTextFormatsItsInterpolatedValues() {
        let average = 12.3456
        let chart = Chart {
            ForEach(DailySteps.january) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
            }
            RuleMark(y: .value("Steps", average))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average: \(average, format: .number.precision(.fractionLength(1))), \(3) days")
                }
        }
        #expect(model(of: chart).references == [Reference(axis: .y, value: average, label: "Average: 12.3, 3 days")])
    }

    @Test func anAnnotationShowingTheValueIsNoLabelAndARulesNameWins() {
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) { item in
                BarMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                    .annotation(position: .top) {
                        item.month == "May" ? Text("Record") : Text("\(item.revenue, format: .number)")
                    }
            }
            RuleMark(y: .value("Target", 15_000)).annotation { Text("15K") }
            RuleMark(y: .value("Revenue", 12_000)).annotation { Text("Break-even") }
            RuleMark(y: .value("Y", 14_000)).annotation { Text("Last year's best") }
        }
        let made = model(of: chart)
        #expect(made.series[0].labels == [nil, nil, nil, nil, "Record", nil])
        #expect(
            made.references == [
                Reference(axis: .y, value: 15_000, label: "Target"),
                Reference(axis: .y, value: 12_000, label: "Break-even"),
                Reference(axis: .y, value: 14_000, label: "Last year's best"),
            ])
        // Values written with units, currency, percent or a scale are still the value.
        let marks = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 1_250.5))
                .annotation { Text("$1,250.50") }
            BarMark(x: .value("Month", "Feb"), y: .value("Revenue", 1_200))
                .annotation { Text("1.2K") }
            BarMark(x: .value("Month", "Mar"), y: .value("Share", 0.42))
                .annotation { Text("42%") }
            BarMark(x: .value("Month", "Apr"), y: .value("Revenue", 900))
                .annotation { Text("900 dollars") }
            BarMark(x: .value("Month", "May"), y: .value("Revenue", 900))
                .annotation { Text("up 900 from April") }
        }
        #expect(model(of: marks).series.flatMap { $0.labels ?? [] }.compactMap { $0 } == ["up 900 from April"])
    }

    @Test func aRuleAtACategoryIsAtThatCategorysPlace() {
        let chart = Chart {
            ForEach(MonthlyRevenue.firstHalf) {
                BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
            }
            RuleMark(x: .value("Month", "Apr")).accessibilityLabel("Price change")
            RuleMark(x: .value("Month", "Dec"))
        }
        #expect(model(of: chart).references == [Reference(axis: .x, value: 3, label: "Price change")])
    }

    @Test func rectanglesOnTwoCategoricalAxesColouredByANumberAreAHeatmap() {
        let made = model(of: Charts.visits)
        #expect(made.kind == .heatmap)
        #expect(made.xAxis == .categorical("Time of day", categories: ["Morning", "Noon"]))
        #expect(made.yAxis?.title == "Visits")
        #expect(made.series.map(\.name) == ["Mon", "Sun"])
        #expect(made.series.map(\.y) == [[12, 30], [2, 15]])
    }

    @Test func rectanglesFromStartToEndAreRangesInBothDimensions() {
        let chart = Chart {
            RectangleMark(
                xStart: .value("Hour", 9), xEnd: .value("Hour", 11), yStart: .value("Heart rate", 60),
                yEnd: .value("Heart rate", 90))
        }
        let made = model(of: chart)
        #expect(made.series[0].points == [DataPoint(x: .number(10), y: nil, low: 60, high: 90, xStart: 9, xEnd: 11)])
        #expect(made.series[0].mark == .rectangle)
    }

    @Test func sectorsAreAPieWhoseSlicesAreTheirCategories() throws {
        let made = model(of: Charts.electricity)
        #expect(made.kind == .pie && made.yAxis == nil)
        #expect(made.xAxis == .categorical("Source", categories: ["Coal", "Gas", "Wind", "Solar"]))
        #expect(made.series.map(\.name) == ["Generation"])
        #expect(made.series[0].y == [430, 350, 350, 177])
    }

    @Test func plotsOverACollectionMakeWhatTheirMarksWould() {
        let marks = Chart(StockPrice.week, id: \.date) {
            LineMark(x: .value("Date", $0.date), y: .value("Price", $0.price), series: .value("Symbol", $0.symbol))
                .foregroundStyle(by: .value("Symbol", $0.symbol))
        }
        let plot = Chart {
            LinePlot(
                StockPrice.week, x: .value("Date", \.date), y: .value("Price", \.price),
                series: .value("Symbol", \.symbol)
            )
            .foregroundStyle(by: .value("Symbol", \.symbol))
        }
        #expect(model(of: plot) == model(of: marks))
        let bars = Chart {
            BarPlot(MonthlyRevenue.firstHalf, x: .value("Month", \.month), y: .value("Revenue", \.revenue))
        }
        #expect(
            model(of: bars)
                == model(
                    of: Chart(MonthlyRevenue.firstHalf) {
                        BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue))
                    }))
        let points = Chart {
            PointPlot(Penguin.sample, x: .value("Flipper length", \.flipper), y: .value("Body mass", \.mass))
                .symbolSize(by: .value("Body mass", \.mass))
        }
        #expect(model(of: points).kind == .scatter && model(of: points).additionalAxes.map(\.title) == ["Body mass"])
        let areas = Chart {
            AreaPlot(
                RegionalRevenue.year, x: .value("Quarter", \.quarter), y: .value("Revenue", \.revenue),
                stacking: .normalized
            )
            .foregroundStyle(by: .value("Region", \.region))
        }
        #expect(
            model(of: areas).kind == .area && model(of: areas).stacking == .normalized
                && model(of: areas).series.count == 3)
        let portfolio = Chart {
            AreaPlot(
                RegionalRevenue.year, x: .value("Quarter", \.quarter), y: .value("Revenue", \.revenue),
                series: .value("Region", \.region), stacking: .standard
            )
            .foregroundStyle(by: .value("Region", \.region))
        }
        #expect(model(of: portfolio).stacking == .standard)
        #expect(model(of: portfolio).series.map(\.name) == ["Europe", "Americas", "Asia"])
        let labelled = Chart {
            BarPlot(MonthlyRevenue.firstHalf, x: .value("Month", \.month), y: .value("Revenue", \.revenue))
                .accessibilityLabel(\.spokenMonth)
                .accessibilityValue(\.spokenRevenue)
                .accessibilityHidden(\.isBeforeMarch)
        }
        #expect(model(of: labelled).series[0].labels == ["March", "April", "May", "June"])
        #expect(model(of: labelled).yAxis?.valueDescriptions[15_800] == "15,800 dollars")
        let band = Chart {
            AreaPlot(
                DayTemperature.week, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("High", \.high)
            )
        }
        #expect(model(of: band).kind == .band && model(of: band).series[0].high == [9, 11, 8, 13, 14])
    }

    @Test func functionPlotsAreSampledOverTheXScalesDomain() {
        let chart = Chart {
            LinePlot(x: "x", y: "x squared") { $0 * $0 }
            AreaPlot(x: "x", yStart: "Lower bound", yEnd: "Upper bound", domain: 0...2) { (yStart: $0, yEnd: $0 + 1) }
        }
        .chartXScale(domain: -10...10)
        let made = model(of: chart)
        #expect(made.series.map(\.name) == ["x squared", "Lower bound to Upper bound"])
        #expect(
            made.series[0].count == 101 && made.series[0].x == .numbers((0...100).map { Double(-100 + 2 * $0) / 10 }))
        #expect(made.series[0].y.first == 100 && made.series[0].y[50] == 0)
        #expect(made.series[1].x == .numbers((0...100).map { 2 * Double($0) / 100 }))
        #expect(made.series[1].low?.last == 2 && made.series[1].high?.last == 3)
        #expect(made.xAxis.range == -10...10 && made.kind == .band && made.series.map(\.mark) == [.line, nil])
    }
}
