import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// What a reviewer found false or missing on real data (Lake Huron, sunspots, Seattle rain, weekly CO₂ with gaps,
/// quarterly unemployment), each on a shape made here like it, with the truth computed by hand.
@Suite struct ReviewedDataTruthTests {
    static func text(_ chart: Chart) throws -> String { try ChartDescriber(chart: chart).describe(.summary).text }

    static func statements(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.statement)
    }

    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
    }

    // MARK: Groups of years said by the years they hold

    /// Yearly levels 1875 to 1972, 98 points, so grouped, by decade as people count years (never in twos).
    ///
    /// Decades from 1870, so the first holds 1875 to 1879, the fifth 1910 to 1919, and the last 1970 to 1972 (three
    /// years: partial, left out of the course and said so). The level dips from 580 to 577 and back, so the course
    /// is said from its first group.
    @Test func yearGroupsAreSaidByTheYearsTheyHold() throws {
        let years = Array(1875...1972)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Lake level", unit: "ft"),
            series: [
                Series(
                    name: "Lake level", x: years.map(Double.init),
                    y: years.map { 580 - 3 * sin(.pi * Double($0 - 1875) / 97) })
            ])
        let describer = try ChartDescriber(chart: chart)
        let analysis = try #require(describer.analyses.first)
        let places = analysis.profile.groups.map { describer.place(of: $0, in: analysis) }
        #expect(places.count == 11)
        #expect(places.first == .period(.years(1875, 1879)))
        #expect(places[4] == .period(.years(1910, 1919)))
        #expect(places.last == .period(.years(1970, 1972)))
        let text = try Self.text(chart)
        // Never the calendar span around the data: no 1874, no "between 19", no two-year groups.
        #expect(!text.contains("1874") && !text.contains("between 19"), "\(text)")
        #expect(text.contains("in the years 1875 to 1879 to"), "\(text)")
        #expect(text.contains("The averages leave out the values in the years 1970 to 1972: only 3 points."), "\(text)")
        let course = try #require(text.components(separatedBy: "Highest").first)
        #expect(course.matches(of: /in (\d{4}) and (\d{4})/).isEmpty, "\(text)")
        var german = chart
        german.locale = "de"
        #expect(try Self.text(german).contains("in den Jahren 1875 bis 1879"))
    }

    // MARK: A cycle's count and length as measured

    /// 80 + 60 cos(2π (year − 1707) / 10.5) over 1700 to 1990 (291 years): highs at 1707 + 10.5 k up to 1989, k from 0
    /// to 26, so 27 of them (1990 ends on a climb, no high; 291 / 10.5 = 27.7 would round to 28); the length measured,
    /// 10.5 years, is said so, never rounded to 11.
    @Test func aCycleIsCountedByItsPeaksAndSaidAtItsMeasuredLength() throws {
        let years = Array(1700...1990)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Sunspots"),
            series: [
                Series(
                    name: "Sunspots", x: years.map(Double.init),
                    y: years.map { 80 + 60 * cos(2 * .pi * Double($0 - 1707) / 10.5) })
            ])
        let cycle = try #require(
            try Self.statements(chart).compactMap { if case .cycle(let cycle) = $0 { cycle } else { nil } }.first)
        #expect(abs(cycle.length - 10.5) < 0.05)
        #expect(cycle.count == 27)
        let text = try Self.text(chart)
        #expect(text.contains("a cycle of about 10.5 years, 27 times over"), "\(text)")
    }

    // MARK: Zero in zero-heavy data

    /// A year of daily rain, mostly dry.
    ///
    /// Wet on days 0 and 1 of every five (2 to 8 mm, by the day mod 7), dry otherwise, so 0 is the commonest value
    /// (219 of 365 days). Day 100 pours 40 mm; day 201 is dry between 15 mm on days 200 and 202.
    /// The 40 is unusual; the dry day, whose 0 is shared by most days around it, is not.
    @Test func zeroInRainIsNeverUnusual() throws {
        var rain = (0..<365).map { $0 % 5 < 2 ? 2 + Double($0 % 7) : 0 }
        rain[100] = 40
        (rain[200], rain[201], rain[202]) = (15, 0, 15)
        #expect(rain.count { $0 == 0 } == 219)
        let start = Self.seconds(2012, 1, 1)
        let chart = Chart(
            kind: .line, xAxis: .date("Date"), yAxis: .numeric("Precipitation", unit: "mm"),
            series: [
                Series(name: "Precipitation", x: (0..<365).map { start + Double($0) * 86_400 }, y: rain.map { $0 })
            ])
        let describer = try ChartDescriber(chart: chart)
        let outliers = try #require(describer.analyses.first).outliers
        #expect(outliers.contains(100))
        #expect(!outliers.contains(201))
        #expect(outliers.allSatisfy { rain[$0] != 0 })
    }

    /// The rule itself: a dip to 0 among 64 neighbours of which 40 are 0 lies in the bulk; a spike above all 64 does
    /// not; a dip with only two neighbours as low stands apart.
    @Test func theBulkAroundAValueDecides() {
        var column: [Double?] = (0..<65).map { $0 % 8 < 5 ? 0 : 10 }
        column[32] = 0
        column.withUnsafeBufferPointer { #expect(Outliers.isCommonAround(32, in: $0)) }
        column[32] = 50
        column.withUnsafeBufferPointer { #expect(!Outliers.isCommonAround(32, in: $0)) }
        var dips: [Double?] = (0..<65).map { _ in 10 }
        (dips[5], dips[32], dips[60]) = (1, 1, 1)
        dips.withUnsafeBufferPointer { #expect(!Outliers.isCommonAround(32, in: $0)) }
    }

    // MARK: The longest stretch without data, and partial groups at the summary's grouping

    /// Weekly readings from Saturday, March 29, 1958 for 405 weeks, a yearly swing of 2.5 about a level rising 0.02 a
    /// week; without a value in weeks 6, 30 and 300, and in the 18 weeks 304 to 321 (January 25 to May 23, 1964).
    static func weekly() -> (Chart, [Double?]) {
        let start = Self.seconds(1958, 3, 29)
        var values: [Double?] = (0..<405).map { week -> Double? in
            let level: Double = 315 + 0.02 * Double(week)
            return level + 2.5 * sin(2 * Double.pi * Double(week) / 52.18)
        }
        for week in [6, 30, 300] + Array(304...321) { values[week] = nil }
        let chart = Chart(
            kind: .line, xAxis: .date("Week"), yAxis: .numeric("CO2"),
            series: [Series(name: "CO2", x: (0..<405).map { start + Double($0) * 7 * 86_400 }, y: values)])
        return (chart, values)
    }

    @Test func theLongestStretchWithoutDataIsSaid() throws {
        let (chart, _) = Self.weekly()
        let missing = try #require(
            try Self.statements(chart).compactMap { if case .missing(let missing) = $0 { missing } else { nil } }.first)
        #expect(missing.count == 21 && missing.longestCount == 18)
        // Week 304 is 304 × 7 = 2,128 days after March 29, 1958: January 25, 1964; week 321, 119 days later; week 6,
        // 42 days after it, May 10, 1958.
        #expect(
            missing.longest
                == Stretch(from: .value(Self.seconds(1964, 1, 25)), to: .value(Self.seconds(1964, 5, 23))))
        let text = try Self.text(chart)
        #expect(
            text.contains(
                "No data for 21 of 405 weeks, the first in the week of May 10, 1958; the longest stretch without data: 18 weeks, from January 25, 1964 to May 23, 1964."
            ), "\(text)")
    }

    /// The same weeks told by year, in the levels their yearly cycle swings around: no quarter is named partial in a
    /// summary by year (the quarters' Q1 1958 holds one week).
    @Test func partialGroupsAreNamedAtTheSummarysGrouping() throws {
        let (chart, _) = Self.weekly()
        let grouped = try #require(
            try Self.statements(chart).compactMap { if case .grouping(let grouped) = $0 { grouped } else { nil } }.first
        )
        #expect(grouped.grouping == .year)
        #expect(grouped.partial.allSatisfy { if case .period(.year) = $0.place { true } else { false } })
        let text = try Self.text(chart)
        #expect(!text.contains("Q1 1958") && !text.contains("Q2 1964"), "\(text)")
    }

    // MARK: A late move under coarse groups

    /// Quarterly rates that climb at the end, told by decade.
    ///
    /// From Q1 1959 to Q3 2009 (203 quarters, summarised by decade): 5 plus noise of 0.2 through Q3
    /// 2006 (index 190), then up 0.4 a quarter to 9.8 in Q3 2009. The decades' averages hide it; the final stretch
    /// tells it from the lowest of the last 21 quarters (all before the climb) to 9.8.
    @Test func aLateMoveIsToldUnderCoarseGroups() throws {
        var generator = SeededGenerator(seed: 7)
        var values = (0...190).map { _ in 5 + generator.gaussian(deviation: 0.2) }
        values += (191...202).map { 5 + 0.4 * Double($0 - 190) }
        let positions = (0..<203).map { Self.seconds(1959 + $0 / 4, $0 % 4 * 3 + 1, 1) }
        let chart = Chart(
            kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("Rate"),
            series: [Series(name: "Rate", x: positions, y: values.map { $0 })])
        let statements = try Self.statements(chart)
        #expect(
            statements.contains { if case .grouping(let grouped) = $0 { grouped.grouping == .decade } else { false } })
        let stretch = try #require(
            statements.compactMap { statement -> FinalStretch? in
                if case .story(.finalStretch(let stretch)) = statement { return stretch }
                return nil
            }.first)
        let lowest = try #require((182...202).min { values[$0] < values[$1] })
        #expect(lowest <= 190)
        #expect(stretch.move.direction == .rising)
        #expect(stretch.move.from == Anchor(value: values[lowest], place: .value(positions[lowest])))
        #expect(stretch.move.to == Anchor(value: values[202], place: .value(positions[202])))
        #expect(try Self.text(chart).contains("in the final stretch, rises"))
    }
}
