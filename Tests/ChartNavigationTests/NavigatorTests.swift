import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartNavigation

/// The navigator as a state machine: every command at every boundary.
@Suite struct NavigatorTests {
    func line(_ values: [Double?], name: String = "S", references: [Reference] = []) -> Chart {
        Chart(
            kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Steps", range: 0...100, unit: "steps"),
            series: [Series(name: name, x: values.indices.map(Double.init), y: values)], references: references)
    }

    func run(_ navigator: inout ChartNavigator, _ commands: [NavigatorCommand]) -> [NavigatorResponse] {
        commands.map { navigator.perform($0) }
    }

    @Test func pointsAreAnnouncedExactlyAsDescribeWordsThem() throws {
        for name in Samples.names where !name.contains("100k") {
            let chart = try Samples.chart(name)
            let lines = try ChartDescriber(chart: chart).describe(.points).points
            var navigator = ChartNavigator(chart: chart)
            for (series, described) in lines.enumerated() where !described.lines.isEmpty {
                // The navigator walks in x order, as describe lists points.
                let expected = Array(described.lines)
                var heard = [navigator.perform(navigator.rank == 0 ? .again : .first).announcement]
                for _ in 1..<expected.count { heard.append(navigator.perform(.next).announcement) }
                #expect(heard.map(stripCrossings) == expected, "\(name), series \(series)")
                _ = navigator.perform(.nextSeries)
            }
        }
    }

    /// An announcement without what the move crossed on the way.
    func stripCrossings(_ text: String) -> String {
        var text = text
        for marker in [
            ", above ", ", below ", ", crosses above ", ", crosses below ", ", über ", ", unter ", ", steigt über ",
            ", fällt unter ",
        ] {
            if let range = text.range(of: marker) { text = String(text[..<range.lowerBound]) }
        }
        return text
    }

    @Test func aHistogramsBinsAreSteppedAsRangesWithTheirCounts() throws {
        var navigator = ChartNavigator(chart: try Samples.chart("commute-times-histogram.json"))
        #expect(navigator.perform(.first).announcement == "Start of Employees: 0 to 10 minutes, 8 people")
        #expect(navigator.perform(.next).announcement == "10 to 20 minutes, 30 people")
        #expect(navigator.perform(.maximum).announcement == "Maximum of Employees: 20 to 30 minutes, 40 people")
        #expect(navigator.perform(.goTo("65")).announcement.hasPrefix("60 to 70 minutes, 0 people"))
    }

    @Test func aBoxsNumbersAreSteppedBelowItsPoint() throws {
        var navigator = ChartNavigator(chart: try Samples.chart("commute-modes-box.json"))
        #expect(
            navigator.perform(.first).announcement
                == "Start of Commute time: Walk, median 18 minutes, middle half 12 to 24 minutes, whiskers 5 to 35 minutes"
        )
        _ = navigator.perform(.goTo("Bus"))
        // Down into the box at its median, then through its numbers and outliers, with their tones.
        let median = navigator.perform(.down)
        #expect(
            median.announcement == "median: 35 minutes" && median.sound == .tone(navigator.mapping.frequency(of: 35)))
        #expect(navigator.perform(.previous).announcement == "lower quartile: 28 minutes")
        #expect(navigator.perform(.first).announcement == "lower whisker: 15 minutes")
        #expect(navigator.perform(.previous).events == [.boundary(.start)])
        #expect(
            run(&navigator, [.next, .next, .next, .next, .next, .next]).map(\.announcement) == [
                "lower quartile: 28 minutes", "median: 35 minutes", "upper quartile: 44 minutes",
                "upper whisker: 62 minutes", "outlier: 80 minutes", "outlier: 95 minutes",
            ])
        #expect(navigator.perform(.next).events == [.boundary(.end)])
        #expect(navigator.perform(.down).events == [.boundary(.bottom)])
        #expect(navigator.perform(.up).announcement.hasPrefix("Bus, median 35 minutes"))
        // A chart without boxes has nothing below its points.
        var line = ChartNavigator(chart: line([1, 2, 3]))
        #expect(line.perform(.down).events == [.boundary(.bottom)] && line.level == .point)
    }

    @Test func steppingStopsAtTheEndsWithACue() {
        var navigator = ChartNavigator(chart: line([10, 20, 30]))
        let responses = run(&navigator, [.previous, .next, .next, .next, .first, .first, .last, .last])
        #expect(
            responses.map(\.announcement) == [
                "Start of S: Day 0, 10 steps", "Day 1, 20 steps", "Day 2, 30 steps", "End of S: Day 2, 30 steps",
                "Day 0, 10 steps", "Start of S: Day 0, 10 steps", "Day 2, 30 steps", "End of S: Day 2, 30 steps",
            ])
        #expect(responses[0].sound == .boundary && responses[0].events == [.boundary(.start)])
        #expect(responses[3].sound == .boundary && responses[3].events == [.boundary(.end)])
        #expect(navigator.rank == 2)
    }

    @Test func stepsGlideFromThePreviousPitchAndJumpsPlayATone() {
        let chart = line([0, 100, nil, 50])
        var navigator = ChartNavigator(chart: chart)
        let low = navigator.mapping.frequency(of: 0)
        let high = navigator.mapping.frequency(of: 100)
        let middle = navigator.mapping.frequency(of: 50)
        let responses = run(&navigator, [.again, .next, .next, .next, .first])
        #expect(responses.map(\.sound) == [.tone(low), .glide(from: low, to: high), .none, .tone(middle), .tone(low)])
        #expect(responses[2].events == [.missingValue])
        #expect(responses[2].announcement == "Day 2, no value")
    }

    @Test func onePointAndEmptySeriesAreNeverSilent() {
        var one = ChartNavigator(chart: line([42]))
        for command in [NavigatorCommand.next, .previous, .first, .last, .forward, .back] {
            let response = one.perform(command)
            #expect(response.sound == .boundary, "\(command)")
            #expect(response.announcement.hasSuffix("Day 0, 42 steps"))
        }
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Value"),
            series: [Series(name: "Empty", x: [], y: []), Series(name: "Full", x: [1], y: [5])])
        var navigator = ChartNavigator(chart: chart)
        for command in [NavigatorCommand.next, .first, .minimum, .goTo("3"), .chord] {
            let response = navigator.perform(command)
            #expect(response.sound == .boundary, "\(command)")
            #expect(
                response.announcement == "Empty: no points." || response.announcement == "Empty has no values.",
                "\(command)")
        }
        #expect(navigator.perform(.nextSeries).announcement == "Full: X 1, Value 5")
        var nothing = ChartNavigator(chart: Chart(xAxis: .numeric("X"), series: []))
        #expect(
            nothing.perform(.next)
                == NavigatorResponse(
                    announcement: "The chart has no data.", sound: .boundary, events: [.boundary(.empty)]))
    }

    @Test func crossingAReferenceIsSaidBothWays() {
        var navigator = ChartNavigator(
            chart: line([40, 60, 70, 30], references: [Reference(value: 50, label: "Daily goal")]))
        let responses = run(&navigator, [.next, .next, .next, .previous])
        #expect(
            responses.map(\.announcement) == [
                "Day 1, 60 steps, above Daily goal", "Day 2, 70 steps", "Day 3, 30 steps, below Daily goal",
                "Day 2, 70 steps, above Daily goal",
            ])
        #expect(responses[0].events == [.crossedReference("Daily goal", isAbove: true)])
    }

    @Test func seriesCrossingOneAnotherAreSaid() {
        let x: [Double] = [0, 1, 2, 3]
        let chart = Chart(
            xAxis: .numeric("Week"), yAxis: .numeric("Sales"),
            series: [
                Series(name: "North", x: x, y: [1, 2, 5, 6]), Series(name: "South", x: x, y: [3, 3, 3, 3]),
            ])
        var navigator = ChartNavigator(chart: chart)
        let responses = run(&navigator, [.next, .next, .previous, .nextSeries, .next])
        #expect(responses[1].announcement == "Week 2, Sales 5, crosses above South")
        #expect(responses[1].events == [.crossedSeries("South", isAbove: true)])
        #expect(responses[2].announcement == "Week 1, Sales 2, crosses below South")
        #expect(responses[3].announcement == "South: Week 1, Sales 3", "the next series keeps the x")
        #expect(responses[4].announcement == "Week 2, Sales 3, crosses below North")
        // Jumping to the crossing says which line it crosses, as stepping onto it does.
        var jumping = ChartNavigator(chart: chart)
        let crossing = jumping.perform(.nextLandmark(.crossing))
        #expect(crossing.announcement == "Crossing: Week 2, Sales 5, crosses above South")
        #expect(crossing.events == [.crossedSeries("South", isAbove: true)])
    }

    @Test func seriesChangesStopAtTheEnds() {
        var navigator = ChartNavigator(chart: line([1, 2]))
        #expect(
            navigator.perform(.nextSeries)
                == NavigatorResponse(announcement: "Last series: S", sound: .boundary, events: [.boundary(.lastSeries)])
        )
        #expect(navigator.perform(.previousSeries).announcement == "First series: S")
    }

    @Test func aRealZeroIsAValueAndOnlyAMissingValueIsAGap() {
        // Rainfall with a dry day (0) at day 2 and no reading at day 4: the gap landmark finds day 4 only, the zero
        // is announced as a value, and the statistics average the six readings: 25 / 6 = 4.17, never 25 / 7.
        var navigator = ChartNavigator(chart: line([4, 6, 0, 5, nil, 7, 3]))
        let responses = run(&navigator, [.goTo("2"), .nextLandmark(.gap), .statistics])
        #expect(responses[0].announcement == "Day 2, 0 steps")
        #expect(responses[1].announcement == "No data for 1 point, Day 4")
        #expect(responses[2].announcement.contains("7 points, 1 without a value"), "\(responses[2].announcement)")
        #expect(responses[2].announcement.contains("mean 4.17 steps"), "\(responses[2].announcement)")
        // Past the one gap, there is none: the zero before it was never one.
        let again = navigator.perform(.nextLandmark(.gap))
        #expect(again.events.contains { if case .boundary = $0 { true } else { false } }, "\(again)")
    }

    @Test func aGroupsAverageOfWholeNumbersKeepsItsHalf() {
        // Whole steps on an axis of 0 to 100, which speaks whole numbers: each group's average is said with the digit
        // that keeps it true: days 0 to 9 of 0, 3, 6, 6, 9, 12, 12, 15, 18, 18 average 9.9, never "10".
        let values = (0..<40).map { Double($0 * 2 + $0 % 3) }
        let navigator = ChartNavigator(chart: line(values))
        let rows = navigator.groupRows(inSeries: 0)
        let groups = navigator.indexes[0].groups
        #expect(rows.count == groups.count && groups.contains { $0.ranks.count > 1 })
        var halves = 0
        for (row, group) in zip(rows, groups) {
            let mean = group.ranks.map { values[$0] }.reduce(0, +) / Double(group.ranks.count)
            var text = String(format: "%.1f", mean)
            if text.hasSuffix(".0") { text.removeLast(2) }
            if !text.hasSuffix("0"), text.contains(".") { halves += 1 }
            #expect(row.mean == text + (text == "1" ? " step" : " steps"), "\(row) \(mean)")
        }
        #expect(halves > 0, "at least one group's average is not whole")
    }

    @Test func extremaOfTheSeriesAndTheChart() {
        let x: [Double] = [0, 1, 2]
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: [
                Series(name: "A", x: x, y: [5, 9, 1]), Series(name: "B", x: x, y: [12, nil, 0]),
            ])
        var navigator = ChartNavigator(chart: chart)
        let responses = run(&navigator, [.maximum, .minimum, .chartMaximum, .chartMinimum, .whereAmI])
        #expect(
            responses.map(\.announcement) == [
                "Maximum of A: X 1, Y 9", "Minimum of A: X 2, Y 1", "Chart maximum, B: X 0, Y 12",
                "Chart minimum, B: X 2, Y 0",
                "Point 3 of 3 in B, series 2 of 2: X 2, Y 0",
            ])
    }

    @Test func goingToTheNearestX() throws {
        let first = try #require(ISODate.seconds(from: "2026-01-01"))
        let dates = Chart(
            xAxis: .date("Date"), yAxis: .numeric("Steps"),
            series: [
                Series(name: "Walk", x: [0, 1, 5, 6].map { first + $0 * 86_400 }, y: [1, 2, 3, 4])
            ])
        var navigator = ChartNavigator(chart: dates)
        // January 1, 2, 6 and 7: the 5th has no point, so the nearest (the 6th) with a word.
        #expect(
            navigator.perform(.goTo("2026-01-05")).announcement
                == "No point in '2026-01-05'; the nearest: January 6, Steps 3")
        #expect(
            navigator.perform(.goTo("2026-01-04")).announcement
                == "No point in '2026-01-04'; the nearest: January 2, Steps 2", "two days either way: the earlier")
        #expect(navigator.perform(.goTo("2026-01-02")).announcement == "January 2, Steps 2")
        #expect(
            navigator.perform(.goTo("soon")).announcement
                == "'soon' is not a date; give one like March 10, March 2026, Q3 2026, 2026 or 2026-03-10.")
        let bars = Chart(
            xAxis: .categorical("Fruit"), yAxis: .numeric("Kilograms"),
            series: [
                Series(
                    name: "Sales",
                    points: ["Apples", "Pears", "Plums"].enumerated().map {
                        DataPoint(category: $0.element, y: Double($0.offset))
                    })
            ])
        var shop = ChartNavigator(chart: bars)
        #expect(shop.perform(.goTo("plums")).announcement == "Plums, Kilograms 2")
        #expect(shop.perform(.goTo("Pear")).announcement == "Pears, Kilograms 1")
        #expect(shop.perform(.goTo("Kiwis")).announcement == "No category is called 'Kiwis'.")
        // A goto that finds nothing is no edge: it says what was not found.
        #expect(shop.perform(.goTo("Kiwis")).events == [.notFound("Kiwis")])
        var numbers = ChartNavigator(chart: line([1, 2, 3, 4]))
        #expect(numbers.perform(.goTo("2.4")).announcement == "Day 2, 3 steps")
        #expect(numbers.perform(.goTo("-7")).announcement == "'-7' is outside the data; the nearest: Day 0, 1 step")
    }

    /// A year of weekly points, from Monday January 5, 2026 to Monday December 28, 2026.
    var weekly: Chart {
        let first = ISODate.seconds(from: "2026-01-05")!
        return Chart(
            xAxis: .date("Week"), yAxis: .numeric("Visits"),
            series: [
                Series(
                    name: "Visits", x: (0..<52).map { first + Double($0) * 7 * 86_400 },
                    y: (0..<52).map { Double(100 + $0) })
            ])
    }

    @Test(arguments: [
        // Said the way the tool says them: a day without its year (inside its week's point), a day with it, a month, a
        // month alone, a quarter, a year.
        ("March 10", "Week of March 9, Visits 109"),
        ("March 8", "Week of March 2, Visits 108"),
        ("March 16, 2026", "Week of March 16, Visits 110"),
        ("Mar 16", "Week of March 16, Visits 110"),
        ("16 March 2026", "Week of March 16, Visits 110"),
        ("March 2026", "Week of March 2, Visits 108"),
        ("Jul", "Week of July 6, Visits 126"),
        ("Q3 2026", "Week of July 6, Visits 126"),
        ("q4", "Week of October 5, Visits 139"),
        ("2026", "Week of January 5, Visits 100"),
        ("2026-12", "Week of December 7, Visits 148"),
        ("2026-12-28", "Week of December 28, Visits 151"),
        // Outside the data: said, and the nearest end.
        ("2008", "'2008' is outside the data; the nearest: Week of January 5, Visits 100"),
        ("January 2027", "'January 2027' is outside the data; the nearest: Week of December 28, Visits 151"),
        // A bare number on a date axis is no date (it once landed silently on March 1).
        ("12", "'12' is not a date; give one like March 10, March 2026, Q3 2026, 2026 or 2026-03-10."),
        ("March 32", "'March 32' is not a date; give one like March 10, March 2026, Q3 2026, 2026 or 2026-03-10."),
    ])
    func gotoTakesWhatTheToolSays(typed: String, expected: String) {
        var navigator = ChartNavigator(chart: weekly)
        #expect(navigator.perform(.goTo(typed)).announcement == expected)
    }

    @Test func aMonthInsideAQuartersPointGoesToThatQuarter() {
        // Quarterly sales from Q1 2025: March is in Q1 2026's point, not nearest to Q2's.
        let x = ["2025-01-01", "2025-04-01", "2025-07-01", "2025-10-01", "2026-01-01", "2026-04-01"]
        var chart = Chart(
            xAxis: .date("Quarter"), yAxis: .numeric("Sales"),
            series: [Series(name: "Sales", x: x.map { ISODate.seconds(from: $0) ?? 0 }, y: [10, 12, 11, 14, 15, 17])])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.goTo("March 2026")).announcement == "Q1 2026, Sales 15")
        #expect(navigator.perform(.goTo("August 20, 2025")).announcement == "Q3 2025, Sales 11")
        chart.locale = "es_ES"
        var spanish = ChartNavigator(chart: chart)
        #expect(spanish.perform(.goTo("marzo de 2026")).announcement == "primer trimestre de 2026, Sales 15")
    }

    // Weekly points, each said as its week: a quarter lands on its first week (July 6), a week on its Monday.
    @Test(arguments: [
        ("en_US", "third quarter 2026", "Week of July 6,"), ("en_US", "week of March 16", "Week of March 16,"),
        ("de_DE", "3. Quartal 2026", "Woche vom 6. Juli,"), ("de_DE", "Woche vom 16. März", "Woche vom 16. März,"),
        ("fr_FR", "troisième trimestre 2026", "Semaine du 6 juillet,"),
        ("fr_FR", "semaine du 16 mars", "Semaine du 16 mars,"),
        ("es_ES", "tercer trimestre de 2026", "Semana del 6 de julio,"),
        ("es_ES", "semana del 16 de marzo", "Semana del 16 de marzo,"),
    ])
    func gotoTakesQuartersAndWeeksInWords(locale: String, typed: String, lands: String) {
        var chart = weekly
        chart.locale = locale
        var navigator = ChartNavigator(chart: chart)
        let said = navigator.perform(.goTo(typed)).announcement
        #expect(said.hasPrefix(lands), "\(typed): \(said)")
    }

    @Test func aNameAndWhatItNamesAreJoinedByTheLanguagesColon() {
        let chart = Chart(
            locale: "fr_FR", xAxis: .categorical("Région"), yAxis: .numeric("Ventes"),
            series: [
                Series(name: "Europe", x: [0, 1], y: [3, 4]), Series(name: "Asie", x: [0, 1], y: [5, 6]),
            ])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.nextSeries).announcement.hasPrefix("Asie\u{A0}: "))
        #expect(navigator.perform(.chord).announcement.contains("\u{A0}: Europe"))
    }

    @Test func namesATextBeginsAreSaidInEachLanguagesOrder() {
        // French puts the count first ("2 noms commencent par « Co »"), as it is said, not "« Co » commence 2 noms".
        let countries = ["Congo", "Costa Rica", "Chili"]
        for (locale, expected) in [
            ("fr_FR", "2 noms commencent par «\u{A0}Co\u{A0}»\u{A0}: Congo et Costa Rica."),
            ("en_US", "'Co' begins 2 names: Congo and Costa Rica."),
        ] {
            let chart = Chart(
                locale: locale, xAxis: .categorical("Pays"), yAxis: .numeric("Ventes"),
                series: [Series(name: "Ventes", points: countries.map { DataPoint(category: $0, y: 1) })])
            var navigator = ChartNavigator(chart: chart)
            #expect(navigator.perform(.goTo("Co")).announcement == expected)
        }
    }

    @Test func gotoOnGermanAndNumericCharts() {
        var german = weekly
        german.locale = "de-DE"
        var navigator = ChartNavigator(chart: german)
        #expect(navigator.perform(.goTo("16. März 2026")).announcement == "Woche vom 16. März, Visits 110")
        #expect(navigator.perform(.goTo("Juli")).announcement == "Woche vom 6. Juli, Visits 126")
        #expect(
            navigator.perform(.goTo("2030")).announcement
                == "„2030“ liegt außerhalb der Daten; der nächste Punkt: Woche vom 28. Dezember, Visits 151")
        // Numbers as spoken: grouped, with units, currency and scale words.
        let money = Chart(
            xAxis: Axis(type: .numeric, title: "Budget", format: ValueFormat(style: .currency, currencyCode: "USD")),
            yAxis: .numeric("Reach"),
            series: [Series(name: "Reach", x: [500, 1_000, 250_000, 1_820_000], y: [1, 2, 3, 4])])
        var spending = ChartNavigator(chart: money)
        #expect(spending.perform(.goTo("1,000")).announcement.hasPrefix("$1,000"))
        #expect(spending.perform(.goTo("$1.82 million")).announcement.hasPrefix("$1,820,000"))
        #expect(spending.perform(.goTo("250 thousand")).announcement.hasPrefix("$250"))
        var germanMoney = money
        germanMoney.locale = "de-DE"
        var ausgaben = ChartNavigator(chart: germanMoney)
        #expect(ausgaben.perform(.goTo("1.000")).announcement.hasPrefix("1.000"), "German grouping")
    }

    /// Rank by rank where each landmark jump lands, walking forward from the start and then
    /// back from the end.
    func landmarks(_ chart: Chart, _ kind: Landmark) -> (forward: [String], backward: [String]) {
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.first)
        var forward: [String] = []
        var backward: [String] = []
        while case let response = navigator.perform(.nextLandmark(kind)), response.events.first != .boundary(.end) {
            forward.append(response.announcement)
        }
        _ = navigator.perform(.last)
        while case let response = navigator.perform(.previousLandmark(kind)), response.events.first != .boundary(.start)
        { backward.insert(response.announcement, at: 0) }
        return (forward, backward)
    }

    @Test func landmarkJumpsLandWhereTheShapeTurns() {
        // 0, 100, 0, 100, (missing), 0, 50, 60, 10 with a reference at 50, "Launch" on day 6.
        // Every move spans at least a quarter of the range, so each reversal is a turning
        // point: days 1, 2, 3, 5 and 7; the ends, days 0 and 8, begin and end it, no turn.
        var chart = line([0, 100, 0, 100, nil, 0, 50, 60, 10], references: [Reference(value: 50, label: "Half")])
        chart.series[0][6].label = "Launch"
        func days(_ kind: Landmark) -> [String] {
            let found = landmarks(chart, kind)
            // Backward from day 8 finds the same, but for the ends themselves (where each walk starts).
            let inner = { (list: [String]) in list.filter { !$0.contains("Day 0,") && !$0.contains("Day 8,") } }
            #expect(inner(found.forward) == inner(found.backward), "\(kind): the same landmarks both ways")
            return found.forward
        }
        // Forward from day 0, which is itself the first trough. Day 8 is no trough nor change: the series ends there,
        // and only its extremes are peaks or troughs at an end.
        #expect(days(.peak) == ["Peak: Day 1, 100 steps", "Peak: Day 3, 100 steps", "Peak: Day 7, 60 steps"])
        #expect(days(.trough) == ["Trough: Day 2, 0 steps", "Trough: Day 5, 0 steps"])
        #expect(
            days(.change).map { $0.components(separatedBy: ",")[0] } == [
                "Turning point: Day 1", "Turning point: Day 2", "Turning point: Day 3", "Turning point: Day 5",
                "Turning point: Day 7",
            ])
        // Crossings of 50 between values, the missing day skipped; reaching 50 is crossing it.
        #expect(
            days(.crossing).map { $0.components(separatedBy: ",")[0] } == [
                "Crossing: Day 1", "Crossing: Day 2", "Crossing: Day 3", "Crossing: Day 5", "Crossing: Day 6",
                "Crossing: Day 8",
            ])
        #expect(days(.gap) == ["No data for 1 point, Day 4"])
        #expect(days(.label).first?.hasPrefix("Labelled point: Day 6, Launch, 50 steps") == true)
        #expect(landmarks(chart, .trough).backward.first == "Trough: Day 0, 0 steps", "the start is the first trough")
        // Nothing further: said, with the edge's sound.
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.last)
        let none = navigator.perform(.nextLandmark(.peak))
        #expect(
            none.announcement == "No peak after this point." && none.sound == .boundary
                && none.events == [.boundary(.end)])
        #expect(navigator.rank == 8, "a failed jump stays put")
    }

    @Test func theOutlierJumpFindsWhatTheSummaryCallsUnusual() throws {
        // A steady 10 to 12 with one spike of 95 on day 5.
        let chart = line([10, 11, 10, 12, 11, 95, 10, 11, 12, 10, 11])
        let summary = try ChartDescriber(chart: chart).describe(.summary).text
        #expect(summary.contains("95"), "\(summary)")
        #expect(landmarks(chart, .outlier).forward == ["Unusual value: Day 5, 95 steps"])
    }

    @Test func landmarksAndHelpAreWordedInTheChartsLanguage() {
        var chart = line([0, 100, 0])
        chart.locale = "de-DE"
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.nextLandmark(.peak)).announcement == "Gipfel: Day 1, 100 steps")
        #expect(navigator.perform(.nextLandmark(.crossing)).announcement == "Keine Kreuzung nach diesem Punkt.")
        let help = navigator.perform(.help).announcement
        #expect(
            help.hasPrefix("Befehle: next (nächster Punkt)") && help.contains("next-peak (nächster Gipfel)")
                && !help.contains("next point"))
        #expect(navigator.perform(.faster).announcement == "Tempo 1,5.")
    }

    @Test func playbackSpeedStepsWithinItsLimits() {
        var navigator = ChartNavigator(chart: line([1, 2, 3]))
        #expect(navigator.perform(.faster).announcement == "Speed 1.5." && navigator.playbackSpeed == 1.5)
        for _ in 0..<10 { _ = navigator.perform(.faster) }
        let top = navigator.perform(.faster)
        #expect(
            navigator.playbackSpeed == 4 && top.announcement == "Already at speed 4." && top.events == [.boundary(.top)]
        )
        for _ in 0..<10 { _ = navigator.perform(.slower) }
        #expect(navigator.playbackSpeed == 0.25 && navigator.perform(.slower).announcement == "Already at speed 0.25.")
        #expect(
            NavigatorCommand("faster") == .faster && NavigatorCommand("prev-peak") == .previousLandmark(.peak)
                && NavigatorCommand("next-nothing") == nil)
    }

    @Test func groupsAreCalendarPeriodsAndRoundIntervals() {
        // The weekly year of visits: 52 Mondays, grouped by month (weeks would be 52 groups).
        var navigator = ChartNavigator(chart: weekly)
        #expect(navigator.perform(.up).announcement == "January 2026, 4 points, average 101.5, lowest 100, highest 103")
        #expect(navigator.perform(.next).announcement.hasPrefix("February 2026, 4 points"))
        #expect(navigator.perform(.last).announcement.hasPrefix("December 2026, 4 points"))
        // Years 1700 to 2020, sparse early: every 50 years, named by their points; a group of
        // one point says the point.
        let years: [Double] = [1700, 1750, 1800, 1850, 1900, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020]
        let population = Chart(
            xAxis: .numeric("Year"), yAxis: .numeric("People"),
            series: [Series(name: "World", x: years, y: years.map { $0 - 1000 })])
        var world = ChartNavigator(chart: population)
        #expect(world.perform(.up).announcement == "1700, People 700")
        _ = world.perform(.last)
        #expect(
            world.perform(.again).announcement == "2000 to 2020, 3 points, average 1,010, lowest 1,000, highest 1,020")
    }

    // Every period a group is named by, as each language says it.
    @Test(arguments: [
        ("en_US", "January 2026", "Q1 2026", "Week of December 29, 2025"),
        ("de_DE", "Januar 2026", "1. Quartal 2026", "Woche vom 29. Dezember 2025"),
        ("fr_FR", "janvier 2026", "premier trimestre 2026", "Semaine du 29 décembre 2025"),
        ("es_ES", "enero de 2026", "primer trimestre de 2026", "Semana del 29 de diciembre de 2025"),
    ])
    func groupsAreNamedAsTheLanguageSaysItsPeriods(locale: String, month: String, quarter: String, week: String) {
        var monthly = weekly
        monthly.locale = locale
        var navigator = ChartNavigator(chart: monthly)
        let monthGroup = navigator.perform(.up).announcement
        #expect(monthGroup.hasPrefix(month + ", 4 "), "\(monthGroup)")
        // Ten years of weeks are grouped by quarter.
        let first = ISODate.seconds(from: "2026-01-05") ?? 0
        let quarters = Chart(
            locale: locale, xAxis: .date("Week"), yAxis: .numeric("Visits"),
            series: [
                Series(
                    name: "Visits", x: (0..<520).map { first + Double($0) * 7 * 86_400 },
                    y: Array(repeating: 1, count: 520))
            ])
        var byQuarter = ChartNavigator(chart: quarters)
        let quarterGroup = byQuarter.perform(.up).announcement
        #expect(quarterGroup.hasPrefix(quarter + ", "), "\(quarterGroup)")
        // Two months of days from Thursday, January 1 are grouped by week; the first week
        // starts in the year before, which is said.
        let newYear = ISODate.seconds(from: "2026-01-01") ?? 0
        let days = Chart(
            locale: locale, xAxis: .date("Day"), yAxis: .numeric("Visits"),
            series: [
                Series(
                    name: "Visits", x: (0..<60).map { newYear + Double($0) * 86_400 }, y: Array(repeating: 1, count: 60)
                )
            ])
        var byWeek = ChartNavigator(chart: days)
        let weekGroup = byWeek.perform(.up).announcement
        #expect(weekGroup.hasPrefix(week + ", "), "\(weekGroup)")
    }

    @Test func aMarkedStretchIsDescribedAndPlayedOnItsOwn() {
        var navigator = ChartNavigator(chart: line([10, 20, 30, 40, 35, 30, 60, 90]))
        #expect(navigator.perform(.describeMarked).announcement == "Nothing is marked yet: mark a start and an end.")
        _ = navigator.perform(.goTo("5"))
        #expect(navigator.perform(.mark).announcement == "Stretch starts at Day 5; mark again at its end.")
        _ = navigator.perform(.goTo("2"))
        // Marked backwards: the stretch is days 2 to 5 all the same.
        #expect(navigator.perform(.mark).announcement == "Marked Day 2 to 5, 4 points.")
        #expect(navigator.markedRange == 2...5)
        // 30, 40, 35, 30: a rise then a fall, not the whole series' climb to 90.
        let summary = navigator.perform(.describeMarked).announcement
        #expect(
            summary.hasPrefix(
                "S: rises 33 percent from 30 steps when Day is 2 to 40 steps when Day is 3, then falls 25 percent to 30 steps when Day is 5."
            ), Comment(rawValue: summary))
        #expect(!summary.contains("90"))
        #expect(navigator.perform(.playMarked).sound == .seriesStretch(0, 2...5))
        // A third mark starts again.
        #expect(navigator.perform(.mark).announcement.hasPrefix("Stretch starts at Day 2"))
        #expect(navigator.markedRange == nil)
    }

    @Test func movingThroughAStackSaysTheRunningTotalAndTheShare() {
        // At 2021: coal 50, gas 30, solar 20 (100 in all); bottom layer first.
        let years: [Double] = [2020, 2021]
        let chart = Chart(
            kind: .bar, xAxis: .numeric("Year"), yAxis: .numeric("Generation", unit: "TWh"),
            series: [
                Series(name: "Coal", x: years, y: [60, 50]), Series(name: "Gas", x: years, y: [30, 30]),
                Series(name: "Solar", x: years, y: [10, 20]),
            ], stacking: .standard)
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.last)
        #expect(
            navigator.perform(.nextSeries).announcement
                == "Gas: 2021, 30 TWh; 30 percent of 100 TWh, stacked so far 80 TWh")
        #expect(
            navigator.perform(.nextSeries).announcement
                == "Solar: 2021, 20 TWh; 20 percent of 100 TWh, stacked so far 100 TWh")
        #expect(
            navigator.perform(.previousSeries).announcement
                == "Gas: 2021, 30 TWh; 30 percent of 100 TWh, stacked so far 80 TWh")
        // Unstacked, the same move says the point alone.
        var flat = chart
        flat.stacking = nil
        var plain = ChartNavigator(chart: flat)
        _ = plain.perform(.last)
        #expect(plain.perform(.nextSeries).announcement == "Gas: 2021, 30 TWh")
    }

    @Test func statsOfAStackToAHundredPercentSayEachLayersOverallShare() throws {
        // Totals 4, 8, 8, 10 (30 in all). A's shares: 25, 25, 37.5, 40 percent, but its overall share is its 10 of
        // the 30 stacked, 33.33 percent at the description's digits (never the plain mean of its shares, 31.875);
        // C's 12 of 30, 40 percent (never 42.5).
        let x: [Double] = [1, 2, 3, 4]
        let chart = Chart(
            kind: .bar, xAxis: .numeric("Week"), yAxis: .numeric("Sales"),
            series: [
                Series(name: "A", x: x, y: [1, 2, 3, 4]), Series(name: "B", x: x, y: [1, 2, 1, 4]),
                Series(name: "C", x: x, y: [2, 4, 4, 2]),
            ], stacking: .normalized)
        var navigator = ChartNavigator(chart: chart)
        let a = navigator.perform(.statistics).announcement
        _ = navigator.perform(.nextSeries)
        _ = navigator.perform(.nextSeries)
        let c = navigator.perform(.statistics).announcement
        #expect(
            a
                == "A: 4 bars. Minimum 25 percent, maximum 40 percent, overall share 33.33 percent, median 31.25 "
                + "percent, standard deviation 8 percent. First 25 percent, last 40 percent, up 15 percentage points.")
        #expect(
            c
                == "C: 4 bars. Minimum 20 percent, maximum 50 percent, overall share 40 percent, median 50 percent, "
                + "standard deviation 15 percent. First 50 percent, last 20 percent, down 30 percentage points.")
        // Word for word what `describe --series A` says.
        let described = try ChartDescriber(chart: chart, options: DescriptionOptions(seriesName: "A")).details()
        #expect(
            a
                == described.filter { [.count, .statistics, .change].contains($0.kind) }.map(\.text).joined(
                    separator: " "))
    }

    /// Days of rain, snow and sun by month, as a Vega-Lite bar chart stacked to 100 percent.
    static let weather = """
        {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Weather by month",
         "data": {"values": [
           {"month": "Jan", "weather": "rain", "days": 6}, {"month": "Jan", "weather": "snow", "days": 12},
           {"month": "Jan", "weather": "sun", "days": 12}, {"month": "Feb", "weather": "rain", "days": 4},
           {"month": "Feb", "weather": "snow", "days": 8}, {"month": "Feb", "weather": "sun", "days": 16},
           {"month": "Mar", "weather": "rain", "days": 10}, {"month": "Mar", "weather": "snow", "days": 1},
           {"month": "Mar", "weather": "sun", "days": 20}, {"month": "Apr", "weather": "rain", "days": 3},
           {"month": "Apr", "weather": "snow", "days": 0}, {"month": "Apr", "weather": "sun", "days": 27}]},
         "mark": "bar",
         "encoding": {"x": {"field": "month", "type": "ordinal", "sort": null},
           "y": {"field": "days", "type": "quantitative", "aggregate": "sum", "stack": "normalize", "title": "Days"},
           "color": {"field": "weather", "type": "nominal"}}}
        """

    @Test func aNormalizedVegaLiteLayersStatsAreWhatDescribeSays() throws {
        let chart = try ChartReader.read(Array(Self.weather.utf8), format: .vegaLite)
        #expect(chart.stacking == .normalized && chart.series.map(\.name) == ["rain", "snow", "sun"])
        // By hand: rain is 6 of 30 days, 4 of 28, 10 of 31 and 3 of 30: 23 of the 119 days stacked, an overall
        // share of 19.328 percent; the plain mean of its shares (20, 14.286, 32.258, 10) would be 19.136.
        #expect((23.0 / 119 * 100_000).rounded() / 1000 == 19.328)
        var navigator = ChartNavigator(chart: chart)
        let stats = navigator.perform(.statistics).announcement
        // Shares computed to every digit are said to the digits of the stack's span, 0 to 100 percent: 32.258 is
        // "32"; the overall share, a derived figure, to three significant digits, "19.3" (the mean would be "19.1").
        #expect(stats.contains("Minimum 10 percent, maximum 32 percent, overall share 19.3 percent"), "\(stats)")
        #expect(!stats.contains("mean") && !stats.contains("19.1") && !stats.contains("32.258"), "\(stats)")
        // Word for word what `describe --series rain` says in its details.
        let described = try ChartDescriber(chart: chart, options: DescriptionOptions(seriesName: "rain")).details()
        let expected = described.filter { [.count, .statistics, .change].contains($0.kind) }.map(\.text)
        #expect(stats == expected.joined(separator: " "), "\(stats)")
        // The series' summary says its shares with the description's digits too: 6 points (of 5.714), to 14 percent.
        let summary = navigator.perform(.describe).announcement
        #expect(summary.contains("falls 6 percentage points from 20 percent in Jan to 14 percent in Feb"), "\(summary)")
    }

    @Test func aGroupsShareOfAHundredPercentStackIsWeightedByItsTotals() {
        // Weeks 3 and 4 form a group (a gridline at 2.5). A adds 3 of 4, then 1 of 8: its share of the group is
        // (3 + 1) / (4 + 8) = 33.3 percent, not the plain mean of 75 and 12.5 percent (43.75).
        let x: [Double] = [1, 2, 3, 4]
        var xAxis = Axis.numeric("Week")
        xAxis.gridlines = [2.5]
        let chart = Chart(
            kind: .bar, xAxis: xAxis, yAxis: .numeric("Sales"),
            series: [Series(name: "A", x: x, y: [1, 3, 3, 1]), Series(name: "B", x: x, y: [3, 1, 1, 7])],
            stacking: .normalized)
        #expect((4.0 / 12 * 1000).rounded() / 10 == 33.3)
        var navigator = ChartNavigator(chart: chart)
        let groups = run(&navigator, [.up, .next]).map(\.announcement)
        // Weeks 1 and 2: (1 + 3) / (4 + 4), 50 percent either way.
        #expect(groups[0].contains("2 bars, average 50 percent"), "\(groups)")
        #expect(groups[1].contains("2 bars, average 33.3"), "\(groups)")
        #expect(!groups[1].contains("43.7") && !groups[1].contains("43.8"), "\(groups)")
        // Points are said with the description's digits: 3 of 8 (37.5 percent) is never 37.5000.
        #expect(navigator.perform(.down).announcement == "Week 3, 75 percent", "\(groups)")
    }

    @Test func nominalCategoriesAreNeverCrossed() {
        // Cars by origin: A has more cars than B in Europe and Japan, fewer in the USA. Countries have no before and
        // after, so nothing crosses; along months, A falls below B in March.
        func chart(_ categories: [String]) -> Chart {
            Chart(
                kind: .bar, xAxis: .categorical("Place"), yAxis: .numeric("Cars"),
                series: [
                    Series(name: "A", x: .categories(categories), y: [61, 69, 69]),
                    Series(name: "B", x: .categories(categories), y: [1, 2, 103]),
                ])
        }
        var nominal = ChartNavigator(chart: chart(["Europe", "Japan", "USA"]))
        #expect(run(&nominal, [.next, .next]).map(\.announcement) == ["Japan, Cars 69", "USA, Cars 69"])
        #expect(nominal.perform(.nextLandmark(.crossing)).events.contains(.boundary(.end)))
        var ordered = ChartNavigator(chart: chart(["Jan", "Feb", "Mar"]))
        #expect(
            run(&ordered, [.next, .next]).map(\.announcement) == ["Feb, Cars 69", "Mar, Cars 69, crosses below B"])
    }

    @Test func twelveMonthCategoriesAreEachTheirOwnStop() {
        // Twelve months as categories are navigated as twelve monthly dates are: up from a month is the series,
        // never a pair of months.
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let chart = Chart(
            kind: .bar, xAxis: .categorical("Month"), yAxis: .numeric("High"),
            series: [Series(name: "High", x: .categories(months), y: (1...12).map(Double.init))])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.up).announcement == "High, series 1 of 1, 12 bars, lowest 1, highest 12")
        // Twenty categories are still grouped, in ten pairs: 1 and 2 average 1.5.
        let twenty = (1...20).map { "Plot \($0)" }
        let long = Chart(
            kind: .bar, xAxis: .categorical("Plot"), yAxis: .numeric("Yield"),
            series: [Series(name: "Yield", x: .categories(twenty), y: (1...20).map(Double.init))])
        var grouped = ChartNavigator(chart: long)
        let group = grouped.perform(.up).announcement
        #expect(group.contains("2 bars, average 1.5"), "\(group)")
    }

    @Test func aBarIsAnnouncedAsABarAtThePointLevelInEveryLanguage() {
        // Cars by cylinders, three bars: where at the second says "Bar 2 of 3", as the series says "3 bars"; a line's
        // point is still a point.
        let chart = Chart(
            kind: .bar, xAxis: .categorical("Cylinders"), yAxis: .numeric("Cars"),
            series: [Series(name: "Cars", x: .categories(["three", "four", "five"]), y: [4, 207, 3])])
        let expected = [
            ("en_US", "Bar 2 of 3 in Cars, series 1 of 1: four, Cars 207"),
            ("de_DE", "Balken 2 von 3 in Cars, Reihe 1 von 1: four, Cars 207"),
            ("fr_FR", "Barre 2 sur 3 dans Cars, série 1 sur 1\u{A0}: four, Cars 207"),
            ("es_ES", "Barra 2 de 3 en Cars, serie 1 de 1: four, Cars 207"),
        ]
        for (locale, line) in expected {
            var localized = chart
            localized.locale = locale
            var navigator = ChartNavigator(chart: localized)
            #expect(run(&navigator, [.next, .whereAmI]).last?.announcement == line, "\(locale)")
        }
        var line = chart
        line.kind = .line
        var points = ChartNavigator(chart: line)
        #expect(run(&points, [.next, .whereAmI]).last?.announcement.hasPrefix("Point 2 of 3 in Cars") == true)
        // Slices, bins and cells are named as the overview counts them.
        let named: [(ChartKind, String, String)] = [
            (.pie, "en_US", "Slice 2 of 3 in Cars"), (.pie, "de_DE", "Segment 2 von 3 in Cars"),
            (.histogram, "fr_FR", "Classe 2 sur 3 dans Cars"), (.heatmap, "es_ES", "Celda 2 de 3 en Cars"),
        ]
        for (kind, locale, prefix) in named {
            var other = chart
            (other.kind, other.locale) = (kind, locale)
            if kind == .histogram {
                other.xAxis = .numeric("Cylinders")
                other.series = [Series(name: "Cars", x: [3, 4, 5], y: [4, 207, 3])]
            }
            var navigator = ChartNavigator(chart: other)
            let said = run(&navigator, [.next, .whereAmI]).last?.announcement ?? ""
            #expect(said.hasPrefix(prefix), "\(said)")
        }
    }

    @Test func aGroupOfNumericCategoriesSaysTheAxissTitle() {
        // People by age, ages "0" to "99" as categories: 100 points make groups of 2, the first "0" to "1"; a number
        // alone would be taken for a value, so the group says "age 0 to 1" as a point says "age 0".
        let ages = (0..<100).map { String($0) }
        // People: (age × 7) mod 23 + 1, so age 0 has 1 and age 1 has 8: average 4.5, lowest 1, highest 8.
        let chart = Chart(
            kind: .bar, xAxis: .categorical("age"), yAxis: .numeric("People"),
            series: [Series(name: "People", x: .categories(ages), y: (0..<100).map { Double($0 * 7 % 23 + 1) })])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.up).announcement == "age 0 to 1, 2 bars, average 4.5, lowest 1, highest 8")
        #expect(navigator.perform(.next).announcement.hasPrefix("age 2 to 3, 2 bars"))
        // A category that is not a number is said as it is.
        let named = Chart(
            kind: .bar, xAxis: .categorical("Code"), yAxis: .numeric("People"),
            series: [Series(name: "People", x: .categories(ages.map { "A" + $0 }), y: (0..<100).map { Double($0) })])
        var codes = ChartNavigator(chart: named)
        #expect(codes.perform(.up).announcement.hasPrefix("A0 to A1, 2 bars"))
    }

    @Test func barsSlicesAndCellsAreCountedAsWhatTheyAre() {
        // Cars by cylinders: the series is 5 bars, as describe counts them, in every language; a pie's are slices.
        let chart = Chart(
            kind: .bar, xAxis: .categorical("Cylinders"), yAxis: .numeric("Cars"),
            series: [
                Series(
                    name: "Cars", x: .categories(["three", "four", "five", "six", "eight"]), y: [4, 207, 3, 84, 108])
            ])
        let expected = [
            ("en_US", "5 bars"), ("de_DE", "5 Balken"), ("fr_FR", "5\u{A0}barres"), ("es_ES", "5 barras"),
        ]
        for (locale, count) in expected {
            var localized = chart
            localized.locale = locale
            var navigator = ChartNavigator(chart: localized)
            let said = navigator.perform(.up).announcement
            let described = (try? ChartDescriber(chart: localized).describe(.overview).overview.map(\.text)) ?? []
            #expect(
                said.contains(count) || said.contains(count.replacingOccurrences(of: "\u{A0}", with: " ")), "\(said)")
            #expect(
                described.joined().contains(
                    said.contains(count) ? count : count.replacingOccurrences(of: "\u{A0}", with: " ")))
        }
        var pie = chart
        pie.kind = .pie
        var slices = ChartNavigator(chart: pie)
        #expect(slices.perform(.up).announcement.contains("5 slices"))
        // Monthly bars over four years are grouped by year: each year is 12 bars.
        let seconds = (0..<48).map {
            Double(ISODate.daysSince1970(year: 2012 + $0 / 12, month: $0 % 12 + 1, day: 1)) * 86_400
        }
        let monthly = Chart(
            kind: .bar, xAxis: .date("Month"), yAxis: .numeric("Rain"),
            series: [Series(name: "Rain", x: seconds, y: seconds.indices.map { Double($0 % 12) })])
        var years = ChartNavigator(chart: monthly)
        let year = years.perform(.up).announcement
        #expect(year.hasPrefix("2012, 12 bars, average 5.5"), "\(year)")
    }

    @Test func upAndDownTheHierarchy() {
        var chart = line((0..<20).map { Double($0) })
        chart.title = "Walk"
        var navigator = ChartNavigator(chart: chart)
        let responses = run(&navigator, [.goTo("7"), .up, .next, .up, .up, .up, .down, .down, .down, .down])
        #expect(
            responses.map(\.announcement) == [
                "Day 7, 7 steps",
                "Day 6 to 7, 2 points, average 6.5 steps, lowest 6 steps, highest 7 steps",
                "Day 8 to 9, 2 points, average 8.5 steps, lowest 8 steps, highest 9 steps",
                "S, series 1 of 1, 20 points, lowest 0 steps, highest 19 steps",
                "Walk. Line chart, 20 points.",
                "Already at the whole chart.",
                "S, series 1 of 1, 20 points, lowest 0 steps, highest 19 steps",
                "Day 8 to 9, 2 points, average 8.5 steps, lowest 8 steps, highest 9 steps",
                "Day 8, 8 steps",
                "Already at a single point.",
            ])
        chart.xAxis.gridlines = [5, 15]
        var gridded = ChartNavigator(chart: chart)
        #expect(
            run(&gridded, [.up, .next, .next, .next]).map(\.announcement) == [
                "Day 0 to 4, 5 points, average 2 steps, lowest 0 steps, highest 4 steps",
                "Day 5 to 14, 10 points, average 9.5 steps, lowest 5 steps, highest 14 steps",
                "Day 15 to 19, 5 points, average 17 steps, lowest 15 steps, highest 19 steps",
                "Last group: Day 15 to 19, 5 points, average 17 steps, lowest 15 steps, highest 19 steps",
            ])
    }

    @Test func aSeriesWhoseGroupsAreEachOnePointHasNoGroupLevel() {
        // Monthly sales, grouped by month: every group is one point. Up from a point is the series, down from the
        // series a point, and no line names the month twice.
        let months = (1...4).map { ISODate.seconds(from: "2025-0\($0)-01") ?? 0 }
        let days = (0..<20).map { (ISODate.seconds(from: "2025-01-01") ?? 0) + Double($0) * 86_400 }
        let chart = Chart(
            title: "Sales", xAxis: .date("Month"), yAxis: .numeric("Sales"),
            series: [
                Series(name: "North", x: months, y: [100, 110, 120, 130]),
                Series(name: "South", x: months, y: [50, 45, 40, 35]),
            ])
        var navigator = ChartNavigator(chart: chart)
        let said = run(&navigator, [.next, .up, .whereAmI, .down, .whereAmI, .up, .up, .down, .down, .down]).map(
            \.announcement)
        #expect(
            said == [
                "February 2025, Sales 110",
                "North, series 1 of 2, 4 points, lowest 100, highest 130",
                "Series level: North, series 1 of 2, 4 points, lowest 100, highest 130",
                "February 2025, Sales 110",
                "Point 2 of 4 in North, series 1 of 2: February 2025, Sales 110",
                "North, series 1 of 2, 4 points, lowest 100, highest 130",
                "Sales. Line chart, 8 points in 2 series.",
                "North, series 1 of 2, 4 points, lowest 100, highest 130",
                "February 2025, Sales 110",
                "Already at a single point.",
            ], "\(said)")
        #expect(!said.contains { $0.contains("2025: February 2025") })
        // From the group of a series that has groups, the next series without them is met at its point.
        let mixed = Chart(
            title: "Sales", xAxis: .date("Day"), yAxis: .numeric("Sales"),
            series: [
                Series(name: "Daily", x: days, y: days.indices.map { 10 + Double($0) }),
                Series(name: "Monthly", x: months, y: [101, 102, 103, 104]),
            ])
        var both = ChartNavigator(chart: mixed)
        #expect(both.perform(.up).announcement.hasPrefix("Week of December 30, 2024, 5 points"))
        #expect(both.perform(.nextSeries).announcement == "Monthly: January 1, Sales 101")
        #expect(both.level == .point)
        #expect(both.perform(.up).announcement == "Monthly, series 2 of 2, 4 points, lowest 101, highest 104")
        #expect(both.perform(.previousSeries).announcement.hasPrefix("Daily, series 1 of 2, 20 points"))
        #expect(both.perform(.down).announcement.hasPrefix("Week of December 30, 2024, 5 points"))
    }

    @Test func forwardAndBackByATenth() {
        var navigator = ChartNavigator(chart: line((0..<50).map { Double($0) }))
        let responses = run(&navigator, [.forward, .forward, .back, .last, .forward])
        #expect(
            responses.map(\.announcement) == [
                "Day 5, 5 steps", "Day 10, 10 steps", "Day 5, 5 steps", "Day 49, 49 steps",
                "End of S: Day 49, 49 steps",
            ])
    }

    @Test func aChordOfEverySeriesAtThisX() {
        let x: [Double] = [0, 1]
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...10),
            series: [
                Series(name: "A", x: x, y: [2, 3]), Series(name: "B", x: x, y: [8, nil]),
                Series(name: "C", x: [5], y: [1]),
            ])
        var navigator = ChartNavigator(chart: chart)
        let chord = navigator.perform(.chord)
        // The x as a point says it, with the axis's title.
        #expect(chord.announcement == "X 0: A 2; B 8")
        #expect(chord.sound == .chord([navigator.mapping.frequency(of: 2), navigator.mapping.frequency(of: 8)]))
        _ = navigator.perform(.next)
        #expect(navigator.perform(.chord).announcement == "X 1: A 3; B no value")
    }

    @Test func seriesNamedByYearsAreSaidAsTheYears() {
        // Barley yields by site in two years (columns site,1931,1932): a year is a series' name as it is, as the
        // description says it, never "Series 1931"; in a chord, set off from its value by a comma ("1931, 436.6"),
        // never "1931 436.6", two numbers heard as one.
        let sites = ["Crookston", "Duluth", "Morris"]
        let chart = Chart(
            kind: .bar, xAxis: .categorical("site"), yAxis: .numeric("Yield"),
            series: [
                Series(name: "1931", x: .categories(sites), y: [436.6, 302.9, 292.9]),
                Series(name: "1932", x: .categories(sites), y: [311.8, 257, 415.1]),
            ])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.chord).announcement == "Crookston: 1931, 436.6; 1932, 311.8")
        let next = navigator.perform(.nextSeries).announcement
        #expect(next.hasPrefix("1932"), "\(next)")
        #expect(!next.contains("Series 1932"), "\(next)")
    }

    @Test func aMillionPointsNavigate() {
        let count = 1_000_000
        let chart = Chart(
            xAxis: .numeric("Sample"), yAxis: .numeric("Level"),
            series: [
                Series(
                    name: "Signal", x: (0..<count).map(Double.init), y: (0..<count).map { Double(($0 * 7919) % 1000) })
            ])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.goTo("500000.4")).announcement == "Sample 500,000, Level 0")
        for _ in 0..<1000 { _ = navigator.perform(.next) }
        #expect(navigator.rank == 501_000)
        // 1,000 samples tie at the top (Level 999): each is one of them.
        #expect(navigator.perform(.maximum).announcement.hasPrefix("Maximum of Signal: 1 of 1,000 tied, Sample "))
        #expect(navigator.perform(.last).announcement == "Sample 999,999, Level \(999_999 * 7919 % 1000)")
    }

    @Test func commandsParseFromWords() {
        #expect(NavigatorCommand("  Next ") == .next)
        #expect(NavigatorCommand("goto 2026-01-05") == .goTo("2026-01-05"))
        #expect(NavigatorCommand("goto") == nil)
        #expect(NavigatorCommand("next-series") == .nextSeries)
        #expect(NavigatorCommand("stats") == .statistics)
        #expect(NavigatorCommand("dance") == nil)
        for word in NavigatorCommand.words {
            #expect(NavigatorCommand(word) != nil, "\(word)")
        }
    }
}

/// Every command from every awkward place: the first point, the last, a one-point series, an empty series, a missing
/// value, and each level.
///
/// Each answers with words, and a move that cannot happen answers with the boundary cue rather than silence.
@Suite struct TransitionTableTests {
    static let commands: [NavigatorCommand] = [
        .next, .previous, .first, .last, .forward, .back, .nextSeries, .previousSeries, .minimum, .maximum,
        .chartMinimum, .chartMaximum, .goTo("1"), .goTo("nowhere"), .up, .down, .whereAmI, .again, .describe,
        .statistics, .chord, .play, .help,
    ]

    /// Navigators placed at each awkward spot, with names for messages.
    static func places() -> [(String, ChartNavigator)] {
        let x: [Double] = [0, 1, 2]
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...10),
            series: [
                Series(name: "Three", x: x, y: [1, nil, 9]), Series(name: "One", x: [1], y: [5]),
                Series(name: "None", x: [], y: []),
            ])
        var places: [(String, ChartNavigator)] = []
        var navigator = ChartNavigator(chart: chart)
        places.append(("first point", navigator))
        _ = navigator.perform(.next)
        places.append(("missing value", navigator))
        _ = navigator.perform(.last)
        places.append(("last point", navigator))
        _ = navigator.perform(.nextSeries)
        places.append(("one-point series", navigator))
        _ = navigator.perform(.nextSeries)
        places.append(("empty series", navigator))
        for start in [places[0].1, places[4].1] {
            var up = start
            for _ in 0..<3 {
                _ = up.perform(.up)
                places.append(("\(up.level) level of \(up.chart.series[up.seriesIndex].name)", up))
            }
        }
        return places
    }

    @Test func everyCommandAnswersFromEveryPlace() {
        for (place, start) in Self.places() {
            for command in Self.commands {
                var navigator = start
                let before = (navigator.level, navigator.seriesIndex, navigator.rank, navigator.groupIndex)
                let response = navigator.perform(command)
                let after = (navigator.level, navigator.seriesIndex, navigator.rank, navigator.groupIndex)
                #expect(!response.announcement.isEmpty, "\(command) at \(place)")
                let isMove = [
                    NavigatorCommand.next, .previous, .first, .last, .forward, .back, .nextSeries, .previousSeries, .up,
                    .down,
                ].contains(command)
                if isMove && before == after {
                    #expect(
                        response.sound == .boundary,
                        "\(command) at \(place) stayed put without the boundary cue: \(response.announcement)")
                }
            }
        }
    }
}

@Suite struct NavigatorEdgeTests {
    @Test func aHugeXAmongYearsIsNamedByItsValuesNotACalendar() throws {
        // Found by the fuzzer: a year mistyped as 2e120 made naming its group trap (a day count
        // beyond Int) when the navigator went up to the groups; now its first and last x name it.
        let years = [2019, 2e120, 2021, 2022, 2023, 2024] + (0..<60).map { 2025 + Double($0) }
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Output"),
            series: [Series(name: "Coal", x: years, y: years.indices.map { Double($0) })])
        var navigator = ChartNavigator(chart: chart)
        var heard: [String] = []
        for command in [NavigatorCommand.up, .next, .last, .up, .down] {
            heard.append(navigator.perform(command).announcement)
        }
        #expect(heard.allSatisfy { !$0.isEmpty })
        #expect(
            navigator.periodName(containing: 2e120 * 86_400, .year) == nil
                && navigator.periodName(containing: .infinity, .day) == nil)
        #expect(navigator.periodName(containing: 0, .year) == "1970")
    }

    /// A trial's responses, rows interleaved: Control 10 to 18 (five), Drug A 20 to 32 (seven, average 179 / 7), Drug B
    /// 5 to 9 and 40 (six, average 12.5).
    @Test func aStripIsNavigatedUpByCategoryNeverAcrossTwo() {
        let rows: [(String, Double)] = [
            ("Control", 10), ("Drug A", 20), ("Drug B", 5), ("Control", 12), ("Drug A", 21), ("Drug B", 6),
            ("Control", 14), ("Drug A", 22), ("Drug B", 7), ("Control", 16), ("Drug A", 23), ("Drug B", 8),
            ("Control", 18), ("Drug A", 30), ("Drug B", 9), ("Drug A", 31), ("Drug B", 40), ("Drug A", 32),
        ]
        let chart = Chart(
            kind: .scatter, xAxis: .categorical("Treatment"), yAxis: .numeric("Response"),
            series: [Series(name: "Response", x: .categories(rows.map(\.0)), y: rows.map(\.1))])
        var navigator = ChartNavigator(chart: chart)
        let commands: [NavigatorCommand] = [.first, .up, .next, .next, .next]
        let said = commands.map { navigator.perform($0).announcement }
        #expect(said[1] == "Control, 5 points, average 14, lowest 10, highest 18", "\(said)")
        #expect(said[2].hasPrefix("Drug A, 7 points, average 25.6, lowest 20, highest 32"), "\(said)")
        #expect(said[3] == "Drug B, 6 points, average 12.5, lowest 5, highest 40", "\(said)")
        #expect(said[4].hasSuffix("Drug B, 6 points, average 12.5, lowest 5, highest 40"), "the last group")
        #expect(!said.joined().contains(" to "), "no group spans two categories: \(said)")
    }
}
