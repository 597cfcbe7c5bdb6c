import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import Sonification
import TestSupport
import Testing

/// The description engine on constructed charts whose right words are known.
@Suite struct DescriberTests {
    func describe(
        _ chart: Chart, _ level: DescriptionLevel = .summary, options: DescriptionOptions = DescriptionOptions()
    ) throws -> ChartDescription {
        try ChartDescriber(chart: chart, options: options).describe(level)
    }

    func days(_ values: [Double?], from start: String = "2026-01-01") -> Series {
        let first = ISODate.seconds(from: start)!
        return Series(name: "Steps", x: values.indices.map { first + Double($0) * 86_400 }, y: values)
    }

    func stepsChart(_ values: [Double?], references: [Reference] = []) -> Chart {
        Chart(
            title: "Steps", kind: .line, xAxis: .date("Date"), yAxis: .numeric("Steps", unit: "steps"),
            series: [days(values)], references: references)
    }

    @Test func anEmptyChartSaysSo() throws {
        let chart = Chart(title: "Nothing yet", xAxis: .date("Date"), series: [])
        let description = try describe(chart)
        #expect(
            description.overview.map(\.text) == [
                "Nothing yet.", "Line chart with no data.", "X axis: Date.", "Y axis: Value.",
            ])
        #expect(description.summary.map(\.text) == ["The chart has no data."])
        let emptySeries = Chart(kind: .bar, xAxis: .categorical("Fruit"), series: [Series(name: "Sales", points: [])])
        #expect(try describe(emptySeries).summary.map(\.text) == ["The chart has no data."])
    }

    @Test func onePointAndAFlatLine() throws {
        #expect(
            try describe(stepsChart([4210])).summary.map(\.text) == ["Steps: a single value, 4,210 steps on January 1."]
        )
        #expect(
            try describe(stepsChart([5, 5, 5, nil])).summary.map(\.text) == [
                "Steps: stays at 5 steps throughout.", "No data on January 4.",
            ])
    }

    @Test func aRiseWithItsSizeMissingDaysAndGoal() throws {
        let values: [Double?] = [4210, 5000, nil, 5600, 6100, 6800, 7300, 8000, 8600, 9400, 10_100, 10_800, 11_020]
        let chart = stepsChart(values, references: [Reference(value: 10_000, label: "Daily goal")])
        #expect(
            try describe(chart).summary.map(\.text) == [
                // The rise runs from the lowest to the highest: they are not said twice.
                "Steps: rises 160 percent from 4,210 steps on January 1 to 11,020 steps on January 13.",
                "No data on January 3.",
                "At or above Daily goal (10,000 steps) for 3 of 12 days.",
            ])
    }

    @Test func aClimbThenAFallIsToldAsTurns() throws {
        let values = (0..<21).map { Double?(Double(1000 + 100 * (10 - abs($0 - 10)))) }
        let summary = try describe(stepsChart(values)).summary
        #expect(
            summary[0].text
                == "Steps: rises 100 percent from 1,000 steps on January 1 to 2,000 steps on January 11, then falls 50 percent to 1,000 steps on January 21."
        )
        #expect(summary[0].facts.map(\.role) == [.changePercent, .from, .to, .changePercent, .to])
        // The words say the size ("falls 50 percent"); the fact is the change, negative for the fall.
        #expect(summary[0].facts.map(\.value) == [100, 1000, 2000, -50, 1000])
    }

    @Test func aFallsFactsAreNegativeInEveryStatement() throws {
        // A price from 3.1 to 2.7: a change of −0.4, which is −0.4 / 3.1 = −12.9 percent, spoken "13 percent".
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Price"),
            series: [Series(name: "Price", x: [2020, 2021, 2022], y: [3.1, 2.9, 2.7])])
        let description = try describe(chart, .details)
        let facts = (description.summary + description.details).flatMap(\.facts)
        let percents = facts.filter { $0.role == .changePercent }
        #expect(
            percents.count == 2 && percents.allSatisfy { abs($0.value - -40 / 3.1) < 1e-9 && $0.spoken == "13 percent" }
        )
        let change = try #require(facts.first { $0.role == .change })
        #expect(abs(change.value - -0.4) < 1e-9)
        #expect(description.summary[0].text == "Price: falls 13 percent from 3.1 in 2020 to 2.7 in 2022.")
    }

    @Test func gapsInDatesAreNamed() throws {
        let first = ISODate.seconds(from: "2026-03-01")!
        let x = [0, 1, 2, 3, 10, 11, 12, 13].map { first + Double($0) * 86_400 }
        let chart = Chart(
            kind: .line, xAxis: .date("Date"), series: [Series(name: "Visits", x: x, y: [3, 4, 3, 5, 4, 3, 5, 4])])
        let gaps = try describe(chart).summary.filter { $0.kind == .gaps }.map(\.text)
        #expect(gaps == ["No data between March 4 and March 11."])
    }

    @Test func manyMissingDaysAreCounted() throws {
        let values: [Double?] = (0..<30).map { (day: Int) -> Double? in day % 6 == 2 ? nil : Double(100 + day % 3) }
        let missing = try describe(stepsChart(values)).summary.filter { $0.kind == .missing }.map(\.text)
        #expect(missing == ["No data for 5 of 30 days, the first on January 3."])
    }

    @Test func denseDataIsSummarisedByPeriodAndSaysSo() throws {
        let values = (0..<365).map { Double?(1000 + Double($0)) }
        let summary = try describe(stepsChart(values)).summary.map(\.text)
        #expect(summary[0] == "Steps: 365 days, summarised by month.")
        #expect(
            summary[1]
                == "Averaged by month, it rises 33 percent from 1,015 steps in January 2026 to 1,349 steps in December 2026."
        )
        #expect(summary[2] == "Highest: 1,364 steps on December 31; lowest: 1,000 steps on January 1.")
    }

    @Test func seriesAreComparedAndCrossingsNamed() throws {
        let x = (0..<6).map(Double.init)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Week"), yAxis: .numeric("Sales", unit: "units"),
            series: [
                Series(name: "North", x: x, y: [10, 13, 16, 19, 22, 25]),
                Series(name: "South", x: x, y: [15, 15, 15, 15, 15, 15]),
            ])
        let summary = try describe(chart).summary.map(\.text)
        #expect(
            summary.suffix(2) == [
                "Highest on average: North (17.5 units); lowest: South (15 units).",
                "North moves above South when Week is 2.",
            ])
    }

    /// Places named with an "s" are one place each ("Dallas moves above Houston"), as is a capitalised name of several
    /// words ending in "States" or "Falls", and a name is as many as the noun before its "of"; plural nouns stay
    /// plural, capitalised or not.
    @Test func placesEndingInSAreOnePlace() throws {
        let x = (0..<6).map(Double.init)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Month"), yAxis: .numeric("Sales", unit: "homes"),
            series: [
                Series(name: "Dallas", x: x, y: [10, 13, 16, 19, 22, 25]),
                Series(name: "Houston", x: x, y: [15, 15, 15, 15, 15, 15]),
            ])
        #expect(try describe(chart).summary.map(\.text).last == "Dallas moves above Houston when Month is 2.")
        for name in [
            "Texas", "Las Vegas", "Los Angeles", "United States", "Wichita Falls", "Des Moines", "Nacogdoches",
            "Massachusetts", "Buenos Aires", "Measles", "Price of goods", "Number of visitors", "Las Cruces",
            "Des Plaines", "Thebes", "Marseilles", "New Orleans", "Les Sables", "San Andreas",
        ] {
            #expect(!SeriesName(name).isPlural, "\(name)")
        }
        for name in [
            "Renewables", "Daily Steps", "Bananas", "Areas", "slips and falls", "states", "Canary Islands",
            "Sales of cars",
        ] {
            #expect(SeriesName(name).isPlural, "\(name)")
        }
    }

    @Test func categoricalBarsAreRanked() throws {
        let chart = Chart(
            title: "Fruit", xAxis: .categorical("Fruit"), yAxis: .numeric("Sold", unit: "kilograms"),
            series: [
                Series(
                    name: "Sales",
                    points: [
                        DataPoint(x: .category("Apples"), y: 30), DataPoint(x: .category("Pears"), y: 12),
                        DataPoint(x: .category("Plums"), y: 45),
                    ])
            ])
        let description = try describe(chart)
        #expect(description.overview[1].text == "Bar chart, 3 bars.")
        #expect(description.overview[2].text == "X axis: Fruit, 3 categories: Apples, Pears and Plums.")
        #expect(
            description.summary.map(\.text) == [
                "Sales, from highest: Plums 45 kilograms, Apples 30 kilograms, Pears 12 kilograms.",
                "Total: 87 kilograms.",
            ])
    }

    @Test func pieSlicesAreSharesOfTheWhole() throws {
        let chart = Chart(
            kind: .pie, xAxis: .categorical("Item"), yAxis: .numeric("Amount"),
            series: [
                Series(
                    name: "Budget",
                    points: [("Rent", 50.0), ("Food", 30), ("Fun", 20)].map { DataPoint(x: .category($0.0), y: $0.1) })
            ])
        #expect(
            try describe(chart).summary.map(\.text) == [
                "Largest slice: Rent, 50 percent (50); smallest: Fun, 20 percent (20). In between: Food 30 percent. Total: 100."
            ])
        // Each share is said once: the ends with their values, the slices between in order;
        // two slices are only their ends.
        let twelve = Chart(
            kind: .pie, xAxis: .categorical("Item"), yAxis: .numeric("Amount"),
            series: [
                Series(
                    name: "Budget",
                    points: (1...12).map { DataPoint(x: .category("Item \($0)"), y: Double(13 - $0)) })
            ])
        let said = try describe(twelve).summary.map(\.text).joined()
        #expect(
            said
                == "Largest slice: Item 1, 15 percent (12); smallest: Item 12, 1.3 percent (1). In between: Item 2: 14 percent, Item 3: 13 percent, Item 4: 12 percent, Item 5: 10 percent, 6 others together 35 percent. Total: 78."
        )
        for item in 1...12 {
            #expect(said.components(separatedBy: "Item \(item) ").count <= 2, "Item \(item): \(said)")
        }
        let two = Chart(
            kind: .pie, xAxis: .categorical("Item"), yAxis: .numeric("Amount"),
            series: [
                Series(
                    name: "Budget", points: [DataPoint(x: .category("Yes"), y: 3), DataPoint(x: .category("No"), y: 1)])
            ])
        #expect(
            try describe(two).summary.map(\.text) == [
                "Largest slice: Yes, 75 percent (3); smallest: No, 25 percent (1). Total: 4."
            ])
    }

    @Test func scatterSaysTheCorrelation() throws {
        let x = (0..<20).map(Double.init)
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("Hours"), yAxis: .numeric("Score"),
            series: [
                Series(name: "Students", isContinuous: false, x: x, y: x.map { 50 - 2 * $0 })
            ])
        let summary = try describe(chart).summary.map(\.text)
        #expect(
            summary[0] == "Students: Score tends to fall as Hours rises, a strong negative correlation (r = minus 1).")
        #expect(summary[1] == "Hours from 0 to 19; Score from 12 to 50.")
        // A near-perfect line also gets its slope in units (50 - 2 x: 2 fewer points an hour).
        #expect(summary.count == 3 && summary[2] == "Students: Score falls about 2 for each 1 of Hours.", "\(summary)")
    }

    @Test func radarBalanceAndHeatmapCells() throws {
        let axes = ["Speed", "Power", "Skill"]
        let radar = Chart(
            kind: .radar, xAxis: .categorical("Skill"), yAxis: .numeric("Level"),
            series: [
                Series(name: "Ann", points: zip(axes, [8.0, 8, 9]).map { DataPoint(x: .category($0.0), y: $0.1) })
            ])
        #expect(
            try describe(radar).summary.map(\.text) == [
                "Ann: strongest on Skill (9), weakest on Speed (8); well balanced."
            ])
        let heatmap = Chart(
            kind: .heatmap, xAxis: .categorical("Hour"), yAxis: .numeric("Load"),
            series: [
                Series(
                    name: "Monday",
                    points: [DataPoint(x: .category("9:00"), y: 3), DataPoint(x: .category("10:00"), y: 7)]),
                Series(
                    name: "Tuesday",
                    points: [DataPoint(x: .category("9:00"), y: 1), DataPoint(x: .category("10:00"), y: 9)]),
            ])
        #expect(
            try describe(heatmap).summary.map(\.text) == [
                "Hottest cell: Tuesday, 10:00 (9); coldest: Tuesday, 9:00 (1). Highest row on average: Monday (5)."
            ])
    }

    @Test func bandsSayTheirWidestAndNarrowest() throws {
        let first = ISODate.seconds(from: "2026-07-01")!
        let points = [(10.0, 20.0), (12, 18), (8, 25)].enumerated().map {
            DataPoint(x: .number(first + Double($0.offset) * 86_400), y: nil, low: $0.element.0, high: $0.element.1)
        }
        let chart = Chart(
            kind: .band, xAxis: .date("Date"), yAxis: .numeric("Temperature", unit: "degrees"),
            series: [Series(name: "Range", points: points)])
        let band = try describe(chart).summary.filter { $0.kind == .band }.map(\.text)
        #expect(
            band == [
                "Highest top: 25 degrees on July 3; lowest bottom: 8 degrees on July 3. Range widest on July 3: 8 to 25 degrees; narrowest on July 2: 12 to 18 degrees."
            ])
    }

    @Test func theAuthorsSummaryComesLast() throws {
        var chart = stepsChart([1, 2, 3, 4])
        chart.summary = "  A steady climb  "
        let last = try #require(try describe(chart).summary.last)
        #expect(last.statement == .author("A steady climb") && last.text == "A steady climb.")
        #expect(try describe(chart, .overview).summary.isEmpty)
    }

    @Test func germanChartsAreDescribedInGerman() throws {
        var chart = stepsChart(
            [4210, 5000, 5600, 6100, 6800, 8000], references: [Reference(value: 6000, label: "Tagesziel")])
        chart.locale = "de_DE"
        chart.yAxis = .numeric("Schritte", unit: "Schritte")
        let description = try describe(chart)
        #expect(
            description.overview.map(\.text) == [
                "Steps.", "Liniendiagramm, 6 Punkte.", "X-Achse: Date, 1. bis 6. Januar 2026.",
                "Y-Achse: Schritte, 4.210 bis 8.000 Schritte.",
                // "bei" takes the dative.
                "Referenzlinie: Tagesziel bei 6.000 Schritten.",
            ])
        #expect(
            description.summary.map(\.text) == [
                "Steps: steigt um 90 Prozent von 4.210 Schritten am 1. Januar auf 8.000 Schritte am 6. Januar.",
                "Tagesziel (6.000 Schritte) erreicht oder überschritten bei 3 von 6 Tagen.",
            ])
    }

    @Test func pointsAreAnnouncedWithLabelsUnitsAndAdditionalValues() throws {
        let first = ISODate.seconds(from: "2026-01-05")!
        let chart = Chart(
            kind: .line, xAxis: .date("Date"), yAxis: .numeric("Steps", unit: "steps"),
            additionalAxes: [.numeric("Heart rate", unit: "bpm"), .categorical("Mood")],
            series: [
                Series(
                    name: "Walk",
                    points: [
                        DataPoint(
                            x: .number(first), y: 8432, label: "New Year",
                            additional: [.number(72), .category("happy")]),
                        DataPoint(x: .number(first + 86_400), y: nil),
                    ])
            ]
        )
        let points = try describe(chart, .points).points
        #expect(
            points.map { Array($0.lines) } == [
                ["January 5, New Year, 8,432 steps, Heart rate 72 bpm, Mood happy", "January 6, no value"]
            ])
        #expect(points[0].columns == ["Date", "Label", "Steps", "Heart rate", "Mood"])
        #expect(points[0].rows[1] == ["January 6", "", "no value", "", ""])
    }

    @Test func anAppsValueDescriptionsAreSpokenVerbatim() throws {
        let x = AXNumericDataAxisDescriptor(title: "Day", range: 1...3, gridlinePositions: []) {
            "Day number \(Int($0))"
        }
        let y = AXNumericDataAxisDescriptor(title: "Mood", range: 0...10, gridlinePositions: []) { value in
            value >= 7 ? "great (\(Int(value)) of 10)" : "meh (\(Int(value)) of 10)"
        }
        let series = AXDataSeriesDescriptor(
            name: "Me", isContinuous: true,
            dataPoints: [
                AXDataPoint(x: 1, y: 3), AXDataPoint(x: 2, y: 8), AXDataPoint(x: 3, y: 9, label: "Holiday"),
            ])
        let descriptor = AXChartDescriptor(
            title: "Mood", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
        let chart = Chart(descriptor)
        let description = try describe(chart, .full)
        #expect(
            Array(description.points[0].lines) == [
                "Day number 1, meh (3 of 10)", "Day number 2, great (8 of 10)",
                "Day number 3, Holiday, great (9 of 10)",
            ])
        // The point's label is said wherever the summary names the point.
        #expect(
            description.summary[0].text
                == "Me: rises about 3-fold from meh (3 of 10) at Day number 1 to great (9 of 10) at Day number 3 (Holiday)."
        )
    }

    @Test func aSeriesCanBeChosenByName() throws {
        let chart = try Samples.chart("quarterly-revenue-by-region.json")
        let europe = try describe(chart, options: DescriptionOptions(seriesName: "Europe"))
        #expect(europe.summary.allSatisfy { $0.series?.name == "Europe" || $0.kind == .author })
        #expect(europe.overview[1].text == "Bar chart, 4 bars.")
        #expect(throws: DescriptionError.self) { try describe(chart, options: DescriptionOptions(seriesName: "Erope")) }
        do {
            _ = try describe(chart, options: DescriptionOptions(seriesName: "Erope"))
        } catch let error as DescriptionError {
            #expect(error.description == "no series is named 'Erope' (did you mean 'Europe'?)")
        }
    }

    @Test func chartsBuiltInCodeWithImpossibleValuesStillDescribe() throws {
        let strange: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e-300, 5e18]
        let values = (0..<200).map { Double?(strange[$0 % strange.count]) }
        for axis in [Axis.date("When"), .numeric("Where"), .numeric("Year")] {
            let chart = Chart(
                kind: .line, xAxis: axis, yAxis: .numeric("What"), additionalAxes: [.numeric("Extra")],
                series: [
                    Series(name: "Odd", x: values.map { $0! }, y: values.reversed()),
                    Series(name: "Even", x: values.map { $0! * 2 }, y: values),
                ], references: [Reference(value: .nan), Reference(axis: .x, value: 1e300)])
            for level in DescriptionLevel.allCases {
                let description = try describe(chart, level, options: DescriptionOptions(includesSparklines: true))
                for format in DescriptionFormat.allCases {
                    #expect(!description.rendered(as: format).isEmpty)
                }
            }
        }
    }

    @Test func theSameChartAlwaysGivesTheSameWords() throws {
        for name in Samples.names where !name.contains("100k") {
            let chart = try Samples.chart(name)
            #expect(try describe(chart, .full) == describe(chart, .full), "\(name)")
        }
    }

    @Test func jsonCarriesTheNumbersBehindEachSentence() throws {
        let chart = stepsChart([100, 200, 300, 400])
        let text = try describe(chart, .details).rendered(as: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["format"] as? String == "audiograph-description/1")
        #expect(root["level"] as? String == "details")
        let details = try #require(root["details"] as? [[String: Any]])
        let facts = try #require(details[1]["facts"] as? [[String: Any]])
        #expect(facts.first?["name"] as? String == "minimum")
        #expect(facts.first?["value"] as? Double == 100)
        #expect(facts.first?["spoken"] as? String == "100 steps")
        #expect(root["points"] == nil)
    }

    @Test func jsonNamesEachSeriesAsTheDataNamesIt() throws {
        // Heights of two sexes, coded "1" and "2" under the series title "sex": spoken "sex 1" and "sex 2", but JSON,
        // read by programs that look the series up in the data, names them "1" and "2", the spoken name beside.
        let ages: [Double] = [1, 2, 3, 4]
        var chart = Chart(
            title: "Heights", kind: .line, xAxis: .numeric("age"), yAxis: .numeric("Height", unit: "cm"),
            series: [
                Series(name: "1", x: ages, y: [50, 70, 85, 95]), Series(name: "2", x: ages, y: [49, 68, 84, 93]),
            ])
        chart.seriesTitle = "sex"
        let options = DescriptionOptions(includesSparklines: true)
        let text = try describe(chart, .full, options: options).rendered(as: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(root["summary"] as? [[String: Any]])
        let named = summary.filter { $0["series"] != nil }
        #expect(!named.isEmpty)
        #expect(named.allSatisfy { ["1", "2"].contains($0["series"] as? String) }, "\(named)")
        #expect(named.allSatisfy { $0["spokenSeries"] as? String == "sex " + ($0["series"] as? String ?? "") })
        let points = try #require(root["points"] as? [[String: Any]])
        #expect(points.map { $0["series"] as? String } == ["1", "2"])
        #expect(points.map { $0["spokenSeries"] as? String } == ["sex 1", "sex 2"])
        let sparklines = try #require(root["sparklines"] as? [[String: Any]])
        #expect(sparklines.map { $0["series"] as? String } == ["1", "2"])
        // A name spoken as it is has no spoken name beside it.
        let steps = try describe(stepsChart([100, 200, 300]), .full).rendered(as: .json)
        #expect(steps.contains("\"series\": \"Steps\"") && !steps.contains("spokenSeries"))
    }

    @Test func ssmlAndMarkdownEscapeWhatTheAuthorWrote() throws {
        var chart = stepsChart([1, 2])
        chart.title = "Q&A <draft> *bold* | pipe"
        let ssml = try describe(chart, .overview).rendered(as: .ssml)
        #expect(ssml.contains("<s>Q&amp;A &lt;draft&gt; *bold* | pipe.</s>"))
        let markdown = try describe(chart, .full).rendered(as: .markdown)
        #expect(markdown.hasPrefix("# Q\\&A \\<draft\\> \\*bold\\* \\| pipe\n"))
    }

    @Test func namesThatStartWithSpacesStartNoCodeBlockInMarkdown() throws {
        // Four spaces at the start of a line make a Markdown code block: the summary, which
        // starts with the series' name, would be shown as code.
        var chart = stepsChart([1, 2, 4])
        chart.series[0].name = "      steps"
        let markdown = try describe(chart, .full).rendered(as: .markdown)
        #expect(!markdown.split(separator: "\n").contains { $0.hasPrefix("    ") || $0.hasPrefix("-     ") })
        #expect(markdown.contains("\n\nSteps: "))
    }
}
