import Testing

@testable import ChartModel

@Suite struct SeriesTests {
    @Test func columnsStayEqualInLengthThroughEveryMutation() {
        var series = Series(name: "S", points: [DataPoint(x: 1, y: 1), DataPoint(x: 2, y: nil)])
        #expect(series.labels == nil && series.low == nil && series.additional == nil)
        series.append(DataPoint(x: .number(3), y: 3, low: 2, high: 4, label: "peak", additional: [.number(9)]))
        #expect(series.count == 3)
        #expect(series.labels == [nil, nil, "peak"])
        #expect(series.low == [nil, nil, 2] && series.high == [nil, nil, 4])
        #expect(series.additional == [[], [], [.number(9)]])
        series[2] = DataPoint(x: 3, y: 5)
        #expect(series.labels == nil && series.low == nil && series.high == nil && series.additional == nil)
        #expect(
            series
                == Series(name: "S", points: [DataPoint(x: 1, y: 1), DataPoint(x: 2, y: nil), DataPoint(x: 3, y: 5)]))
        series[0] = DataPoint(x: 0, y: 7, label: "first")
        #expect(series.points.map(\.label) == ["first", nil, nil])
        series.append(DataPoint(x: 4, y: 1))
        #expect(series.labels == ["first", nil, nil, nil])
    }

    @Test func aCategoryAmongNumbersKeepsEveryXAsWritten() {
        var series = Series(name: "S", x: [1, 2.5], y: [1, 2])
        series.append(DataPoint(category: "three", y: 3))
        #expect(series.x == .categories(["1", "2.5", "three"]))
        series.append(DataPoint(x: 4, y: 4))
        #expect(series.x == .categories(["1", "2.5", "three", "4"]))
    }

    @Test func rowsAndColumnsDescribeTheSamePoints() {
        let columns = Series(name: "S", x: [1, 2, 3], y: [10, nil, 30])
        let rows = Series(name: "S", points: columns.points)
        #expect(rows.points == columns.points)
        #expect(rows.x == columns.x && rows.y == columns.y)
        #expect(columns[1] == DataPoint(x: 2, y: nil))
    }

    @Test func chartInfersKindAxisAndCategories() {
        let bars = Chart(
            xAxis: .categorical("Month", categories: ["Jan"]),
            series: [
                Series(name: "A", points: [DataPoint(category: "Feb", y: 2), DataPoint(category: "Jan", y: -1)]),
                Series(name: "B", points: [DataPoint(category: "Mar", y: .nan)]),
            ])
        #expect(bars.resolvedKind == .bar)
        #expect(bars.resolvedCategories == ["Jan", "Feb", "Mar"])
        #expect(bars.yExtent == -1...2)
        #expect(bars.resolvedYAxis == Axis(type: .numeric, title: "A", range: -1...2))
        #expect(bars.isContinuous(bars.series[0]) == false)
        #expect(bars.pointCount == 3)

        let line = Chart(xAxis: .numeric("t"), series: [Series(name: "", isContinuous: true, points: [])])
        #expect(line.resolvedKind == .line && line.isContinuous(line.series[0]))
        #expect(line.resolvedYAxis.title == "Value" && line.resolvedYAxis.range == nil)
        let scatter = Chart(xAxis: .numeric("h"), series: [Series(name: "P", isContinuous: false, points: [])])
        #expect(scatter.resolvedKind == .scatter)
        let declared = Chart(kind: .area, xAxis: .date("Day"), series: [Series(name: "P", points: [])])
        #expect(declared.resolvedKind == .area && declared.isContinuous(declared.series[0]))
    }

    @Test func plainNumbersAreShortAndExact() {
        #expect(PlainNumber.text(5) == "5")
        #expect(PlainNumber.text(-0.1) == "-0.1")
        #expect(PlainNumber.text(1_767_225_600) == "1767225600")
        #expect(PlainNumber.text(1e-7) == "1e-07")
        #expect(PlainNumber.text(1e20) == "1e+20")
        #expect(Double(PlainNumber.text(0.1 + 0.2)) == 0.1 + 0.2)
    }

    /// The digits a column is written with: the most any value needs, whole numbers none, to a billionth of the
    /// value (0.1 + 0.2 is 0.3; a third needs nine, a thirtieth ten); a long column's sample finds the values needing
    /// more digits after ones needing fewer, and those needing fewer after ones needing more change nothing.
    @Test func aColumnsDecimalsAreTheMostAnyValueNeeds() {
        #expect(PlainNumber.decimals(in: [1, 2.5, 3]) == 1)
        #expect(PlainNumber.decimals(in: [1234.5, 1234.25, 7]) == 2)
        #expect(PlainNumber.decimals(in: [0.1 + 0.2]) == 1)
        #expect(PlainNumber.decimals(in: [2, 1.0 / 3]) == 9)
        #expect(PlainNumber.decimals(in: [2, 0.1 / 3]) == 10)
        #expect(PlainNumber.decimals(in: [0.1 / 3, 0.5, 1.0 / 7]) == 10)
        #expect(PlainNumber.decimals(in: [12, -40, 1e15]) == 0)
        #expect(PlainNumber.decimals(in: [0.125, 2.5, 3.25]) == 3)
        #expect(PlainNumber.decimals(in: [0.25, nil, 0.5], scale: 100) == 0)
        // A million prices with cents, a tenth of a cent from the middle on; the shares of a percent axis.
        let prices = (0..<1_000_000).map { Double($0 % 5000) + ($0 < 500_000 ? 0.25 : 0.125) }
        #expect(PlainNumber.decimals(in: prices) == 3)
        #expect(PlainNumber.decimals(in: Array(prices.reversed())) == 3)
        #expect(PlainNumber.decimals(in: prices.map { Double?($0 / 100) }, scale: 100) == 3)
        #expect(PlainNumber.decimals(in: (0..<1_000_000).map(Double.init)) == 0)
    }

    @Test func suggestionsFindNearMisspellingsOnly() {
        #expect(Suggestion.nearest(to: "--ouput", in: ["--output", "--strict"]) == "--output")
        #expect(Suggestion.nearest(to: "PIE", in: ["pie", "bar"]) == "pie")
        #expect(Suggestion.nearest(to: "zzzzzz", in: ["pie", "bar"]) == nil)
    }
}

@Suite struct PositionTests {
    @Test func categoriesHaveTheirPlaceAndBandsTheirMiddle() {
        let chart = Chart(
            xAxis: .categorical("Fruit", categories: ["Pears", "Apples", "Pears"]),
            series: [
                Series(
                    name: "S",
                    points: [
                        DataPoint(category: "Apples", y: 3), DataPoint(x: .category("Plums"), y: nil, low: 2, high: 6),
                        DataPoint(category: "Pears", y: nil),
                    ])
            ])
        // A category declared twice keeps its first place, and its second still takes a slot.
        #expect(chart.categoryPlaces == ["Pears": 0, "Apples": 1, "Plums": 3])
        #expect(chart.xPositions(of: chart.series[0], categoryPlaces: chart.categoryPlaces) == [1, 3, 0])
        #expect(chart.series[0].centralValues == [3, 4, nil])
        let plain = Series(name: "T", x: [5, 7], y: [1, nil])
        #expect(plain.centralValues == [1, nil])
        #expect(chart.xPositions(of: plain, categoryPlaces: [:]) == [5, 7])
    }
}

@Suite struct ChartLimitTests {
    @Test func seriesAndChartsHoldAtMostTheirLimitOfPoints() throws {
        let most = ChartLimits.pointsPerSeries
        let x = (0...most).map(Double.init)
        let tooLong = Chart(xAxis: Axis(title: "Time"), series: [Series(name: "s", x: x, y: x)])
        #expect(
            ChartLimits.excess(of: tooLong, place: { .path("series[\($0)]") })?.description
                == "series[0]: 10,000,001 points; a series holds at most 10,000,000")
        let full = Series(name: "full", x: Array(x.dropLast()), y: Array(x.dropLast()))
        let three = Chart(xAxis: Axis(title: "Time"), series: [full, full, Series(name: "one more", x: [0], y: [0])])
        #expect(
            ChartLimits.excess(of: three, place: { .path("series[\($0)]") })?.description
                == "series: 20,000,001 points in all; a chart holds at most 20,000,000")
        #expect(
            ChartLimits.excess(of: Chart(xAxis: Axis(title: "Time"), series: [full, full]), place: { _ in .whole })
                == nil)
    }
}
