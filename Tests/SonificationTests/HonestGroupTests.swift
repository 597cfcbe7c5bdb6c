import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

/// Issue 25, part B, heard and navigated: ties at the extremes, stacks to 100 percent in shares, histogram cues by
/// their bins' edges and counts, and groups that say when they rest on one reading.
@Suite struct HonestGroupTests {
    static func line(_ values: [Double?]) -> Chart {
        Chart(
            kind: .line, xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: [Series(name: "S", x: values.indices.map(Double.init), y: values)])
    }

    /// Waiting times in 40 bins of a quarter minute from 1.5 minutes; bin i holds 10 + i people.
    static let waits = Chart(
        kind: .histogram, xAxis: .numeric("Wait", unit: "minutes"), yAxis: .numeric("People", unit: "people"),
        series: [
            Series(
                name: "",
                points: (0..<40).map {
                    DataPoint(xStart: 1.5 + Double($0) / 4, xEnd: 1.75 + Double($0) / 4, y: Double(10 + $0))
                })
        ])

    @Test func minimumAndMaximumVisitEveryTiedPoint() {
        var navigator = ChartNavigator(chart: Self.line([5, 1, 7, 1, 9, 9]))
        #expect(navigator.perform(.minimum).announcement == "Minimum of S: 1 of 2 tied, X 1, Y 1")
        #expect(navigator.perform(.minimum).announcement == "Minimum of S: 2 of 2 tied, X 3, Y 1")
        #expect(navigator.perform(.minimum).announcement == "Minimum of S: 1 of 2 tied, X 1, Y 1")
        #expect(navigator.perform(.maximum).announcement == "Maximum of S: 1 of 2 tied, X 4, Y 9")
        #expect(navigator.perform(.maximum).announcement == "Maximum of S: 2 of 2 tied, X 5, Y 9")
        // One lowest point: no tie said, and asking again stays there.
        var single = ChartNavigator(chart: Self.line([5, 1, 7, 2, 9]))
        #expect(single.perform(.minimum).announcement == "Minimum of S: X 1, Y 1")
        #expect(single.perform(.minimum).announcement == "Minimum of S: X 1, Y 1")
    }

    static let shareStack = SharedCharts.shareStack

    @Test func aStackToAHundredPercentIsNavigatedAndHeardInShares() throws {
        var navigator = ChartNavigator(chart: Self.shareStack)
        let first = navigator.perform(.first).announcement
        #expect(first.hasSuffix("10 percent"), "\(first)")
        #expect(!first.contains("student"))
        let above = navigator.perform(.nextSeries).announcement
        #expect(above.hasSuffix("90 percent; stacked so far 100 percent"), "\(above)")
        // Heard as shares: A's tones stand for 10 and 75 percent, not 1 and 30 students.
        let score = try Sonifier(chart: Self.shareStack).score
        let heard = score.series.first { $0.seriesIndex == 0 }?.steps.compactMap(\.value) ?? []
        #expect(heard.count == 2 && abs(heard[0] - 0.1) < 1e-12 && abs(heard[1] - 0.75) < 1e-12)
    }

    @Test func groupedHistogramCuesNameEdgesAndCountsAsTheySound() throws {
        let sonifier = try Sonifier(chart: Self.waits, options: SonificationOptions(duration: 4))
        let cues = sonifier.captions().map(\.text)
        #expect(cues.count > 1 && cues.count < 40, "bins of a tenth of a second share cues")
        for cue in cues {
            #expect(!cue.contains("average"), "\(cue)")
            #expect(cue.contains(" to "), "\(cue)")
        }
        // Every bin is heard in exactly one cue, by its own edges and count, or within the edges of a run.
        let first = try #require(cues.first)
        #expect(first.hasPrefix("1.5 to 1.75 minutes, 10 people"), "\(first)")
        #expect(!cues.joined().contains("1.625"), "a bin's middle is not what sounds")
    }

    @Test func aBinIsReachedByItsOwnWords() {
        var navigator = ChartNavigator(chart: Self.waits)
        #expect(navigator.perform(.goTo("4 to 4.25 minutes")).announcement == "4 to 4.25 minutes, 20 people")
        #expect(navigator.perform(.goTo("2.5 to 2.75")).announcement == "2.5 to 2.75 minutes, 14 people")
        // A single number still finds the bin it falls in.
        #expect(navigator.perform(.goTo("3.6")).announcement.hasPrefix("3.5 to 3.75 minutes, 18 people"))
    }

    /// 40 weeks of daily readings and a last week of one reading among six missing days.
    static func readings() -> Chart {
        let monday = Double(ISODate.daysSince1970(year: 2025, month: 1, day: 6)) * 86_400
        var points: [DataPoint] = (0..<287).map {
            DataPoint(x: .number(monday + Double($0) * 86_400), y: 20 + Double($0 % 7))
        }
        points.append(DataPoint(x: .number(monday + 287 * 86_400), y: 135))
        for day in 288..<294 { points.append(DataPoint(x: .number(monday + Double(day) * 86_400), y: nil)) }
        return Chart(
            kind: .line, xAxis: .date("Day"), yAxis: .numeric("Level", unit: "units"),
            series: [Series(name: "Level", points: points)])
    }

    @Test func theNavigatorGroupsAsTheDescriptionDoesAndSaysAWeekHasOneReading() {
        var navigator = ChartNavigator(chart: Self.readings())
        _ = navigator.perform(.last)
        let group = navigator.perform(.up).announcement
        #expect(group.contains("7 points, 1 with a value, average 135 units"), "\(group)")
        // Weeks, as the description's "summarised by week": 42 of them, each starting on a Monday.
        let first = navigator.perform(.first).announcement
        #expect(first.hasPrefix("Week of January 6"), "\(first)")
        let whole = navigator.perform(.previous).announcement
        #expect(whole.contains("7 points, average 23 units"), "\(whole)")
    }

    /// Earnings by quarter over 21 years, each quarter 0.01 above the last from 0.5; 1962's last two have no value, so
    /// its average is of Q1 (0.58) and Q2 (0.59).
    static func quarters() -> Chart {
        let points = (0..<84).map { quarter -> DataPoint in
            let x = Double(ISODate.daysSince1970(year: 1960 + quarter / 4, month: 1 + 3 * (quarter % 4), day: 1))
            return DataPoint(
                x: .number(x * 86_400), y: quarter == 10 || quarter == 11 ? nil : 0.5 + 0.01 * Double(quarter))
        }
        return Chart(
            kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("Earnings"),
            series: [Series(name: "Earnings", points: points)])
    }

    @Test func aCaptionOfAPartFilledYearSaysHowManyHaveAValue() throws {
        let cues = try Sonifier(chart: Self.quarters()).captions().map(\.text)
        #expect(cues.count == 21, "a cue a year: \(cues)")
        #expect(cues.contains("Q1 1962 to Q4 1962, 2 with a value, average 0.585"), "\(cues)")
        #expect(cues.contains("Q1 1961 to Q4 1961, average 0.555"), "\(cues)")
        #expect(cues.filter { $0.contains("with a value") }.count == 1, "\(cues)")
        // The navigator says the year alike.
        var navigator = ChartNavigator(chart: Self.quarters())
        _ = navigator.perform(.goTo("Q1 1962"))
        #expect(navigator.perform(.up).announcement.contains("4 points, 2 with a value, average 0.585"))
    }
}
