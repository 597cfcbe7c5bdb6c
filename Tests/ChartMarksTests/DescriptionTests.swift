import ChartDescription
import ChartMarks
import Foundation
import Testing

/// What is said of marks charts of each kind, word for word: the overview and the data summary.
@Suite struct DescriptionTests {
    /// The summary's paragraphs, one per line.
    static func said(_ chart: Chart) throws -> String {
        try summary(of: chart).split(separator: "\n").filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test func aPieOfSectorsIsSpokenAsShares() throws {
        #expect(
            try Self.said(Charts.electricity) == """
                Electricity by source. Pie chart, 4 slices. X axis: Source, 4 categories: Coal, Gas, Wind and Solar.
                Largest slice: Coal, 33 percent (430); smallest: Solar, 14 percent (177). In between: Gas 27 percent, Wind 27 percent. Total: 1,307.
                """)
    }

    @Test func aHeatmapOfRectanglesIsSpokenByItsCells() throws {
        #expect(
            try Self.said(Charts.visits) == """
                Site visits. Heatmap, 4 cells in 2 series. Series: Mon and Sun. X axis: Time of day, 2 categories: Morning and Noon. Values: Visits, 2 to 30.
                Hottest cell: Mon, Noon (30); coldest: Sun, Morning (2). Highest row on average: Mon (21).
                """)
    }

    @Test func aHistogramOfBinsIsSpokenByItsDistribution() throws {
        #expect(
            try Self.said(Charts.commutes) == """
                Commutes. Histogram, 5 bins. X axis: Commute, 0 to 50. Y axis: Employees, 0 to 40.
                Employees: 117; 81 percent of them when Commute is between 10 and 40. One peak, when Commute is between 20 and 30 (40); roughly symmetric.
                """)
    }

    @Test func horizontalBarsAreSpokenByTheirCategories() throws {
        let chart = Chart(MonthlyRevenue.firstHalf) {
            BarMark(x: .value("Revenue", $0.revenue), y: .value("Month", $0.month))
        }
        .accessibilityLabel("Revenue")
        #expect(
            try Self.said(chart) == """
                Revenue. Bar chart, 6 bars. X axis: Month, 6 categories: Jan, Feb, Mar, Apr, May and Jun. Y axis: Revenue, 0 to 17,100.
                Revenue: rises 12 percent from 12,400 in Jan to 13,900 in Feb, then falls 19 percent to 11,200 in Mar, then rises 53 percent to 17,100 in May, then falls 4.1 percent to 16,400 in Jun. From highest: May: 17,100, Jun: 16,400, Apr: 15,800, Feb: 13,900, Jan: 12,400, Mar: 11,200. Total: 86,800.
                """)
    }

    @Test func seriesNamedByNumbersAreSaidWithWhatSplitsThem() throws {
        struct Car { let year: Int, mpg: Double, cylinders: String }
        let cars = [
            Car(year: 1970, mpg: 25, cylinders: "4"), Car(year: 1980, mpg: 31, cylinders: "4"),
            Car(year: 1970, mpg: 15, cylinders: "8"), Car(year: 1980, mpg: 19, cylinders: "8"),
        ]
        let chart = Chart(cars, id: \.mpg) {
            LineMark(x: .value("Year", $0.year), y: .value("Miles per gallon", $0.mpg))
                .foregroundStyle(by: .value("Cylinders", $0.cylinders))
        }
        .accessibilityLabel("Fuel economy")
        let said = try Self.said(chart)
        #expect(said.contains("Series: Cylinders 4 and Cylinders 8."), "\(said)")
        #expect(!said.contains("Series 4"), "\(said)")
    }

    @Test func aScatterOfPointsIsSpokenBySeries() throws {
        let chart = Chart(Penguin.sample) {
            PointMark(x: .value("Flipper length", $0.flipper), y: .value("Body mass", $0.mass))
                .foregroundStyle(by: .value("Species", $0.species))
        }
        .accessibilityLabel("Penguins")
        #expect(
            try Self.said(chart).hasPrefix(
                "Penguins. Scatter chart, 6 points in 2 series. Series: Adelie and Gentoo. X axis: Flipper length, 181 to 230. Y axis: Body mass, 3,250 to 5,700."
            ))
    }

    @Test func aBandIsARangeNotASeriesToRank() throws {
        func temperatures(observedAsBand: Bool) -> Chart {
            Chart {
                ForEach(DayTemperature.week, id: \.day) { item in
                    if observedAsBand {
                        AreaMark(
                            x: .value("Day", item.day), yStart: .value("Low", item.low), yEnd: .value("High", item.high)
                        )
                    } else {
                        LineMark(x: .value("Day", item.day), y: .value("Observed", item.mean))
                    }
                    LineMark(
                        x: .value("Day", item.day), y: .value("Forecast", item.mean + (item.day % 2 == 0 ? 1 : -1)))
                }
            }
            .accessibilityLabel("Temperatures")
        }
        let withBand = try summary(of: temperatures(observedAsBand: true))
        #expect(!withBand.contains("on average") && !withBand.contains(" cross "), "\(withBand)")
        // Two lines are ranked and crossed as ever: four crossings, each said where it is.
        let withLines = try summary(of: temperatures(observedAsBand: false))
        #expect(withLines.contains("Highest on average: ") && withLines.contains(" moves above "), "\(withLines)")
    }

    @Test func aFunctionIsSpokenWithTheDigitsOfItsShapeAndWithinItsDomain() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "sine of x") { sin($0) }
        }
        .chartXScale(domain: 0...10)
        .accessibilityLabel("Sine")
        let made = model(of: chart)
        // x to the step's digits (0.1), y to a hundredth of the span (2): two decimals.
        #expect(made.series[0].x == .numbers((0...100).map { Double($0) / 10 }))
        #expect(made.series[0].y.compactMap { $0 }.allSatisfy { ($0 * 100).rounded() / 100 == $0 })
        #expect(made.series[0].y[15] == 1 && made.series[0].y[16] == 1 && made.series[0].y[5] == 0.48)
        let said = try ChartDescriber(chart: made).describe(.full).text
        #expect(!said.contains("0.479") && !said.contains("0.4794"), "\(said)")
        // Nothing is said of x past the domain's end.
        #expect(!said.contains("10.5") && !said.contains("to 11"), "\(said)")
    }
}
