import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// What a new user's review of real data found untold or told meaninglessly (crossings by the hundred, a recession
/// inside a long climb, seasonal anomalies, peaks of a noisy flow), each on a shape made here like it, with the truth
/// computed by hand.
@Suite struct StoryReviewTruthTests {
    static func text(_ chart: Chart, _ level: DescriptionLevel = .summary) throws -> String {
        try ChartDescriber(chart: chart).describe(level).text
    }

    static func statements(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.statement)
    }

    /// Seconds from 1970 of a day in UTC.
    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
    }

    // MARK: Crossings said when few, "often" when many, among up to eight series

    /// Five series over the 100 days from January 1, 2020 (a leap year), all between 30 and 101:
    /// A is 60, 40, 60, 40, 60 in blocks of 20 days; B is 50; C alternates 45 and 55 day by day; D is 100 and up;
    /// E (listed fifth) is 30 until day 70 (March 11, 2020: 31 + 29 + 10 days on), then 70.
    ///
    /// Truth by hand: A and B cross 4 times, at days 20, 40, 60, 80 (January 21, February 10, March 1, March 21),
    /// each said with its day (the year said once, in the axis); A and C cross 4 times too (C is above A's 40s, below its 60s); B and C cross 99
    /// times, said only as "often"; E crosses A, B and C once each, on March 11, 2020, though it is the fifth series;
    /// D crosses nothing.
    @Test func crossingsAreSaidWhenFewAndOnlyOftenWhenMany() throws {
        let days = 0..<100
        let a = days.map { Double(($0 / 20) % 2 == 0 ? 60 : 40) }
        let b = days.map { _ in 50.0 }
        let c = days.map { Double($0 % 2 == 0 ? 45 : 55) }
        let d = days.map { 100 + Double($0) / 100 }
        let e = days.map { Double($0 < 70 ? 30 : 70) }
        let x = days.map { Self.seconds(2020, 1, 1) + Double($0) * 86_400 }
        let chart = Chart(
            title: "Levels", kind: .line, xAxis: .date("Date"), yAxis: .numeric("Level"),
            series: zip(["A", "B", "C", "D", "E"], [a, b, c, d, e]).map { Series(name: $0, x: x, y: $1) })
        let crossings = try Self.statements(chart).compactMap { statement -> Crossings? in
            if case .crossings(let crossings) = statement { return crossings }
            return nil
        }
        let pairs = Dictionary(
            uniqueKeysWithValues: crossings.map { ("\($0.first.name)\($0.second.name)", $0) })
        #expect(Set(pairs.keys) == ["AB", "AC", "AE", "BC", "BE", "CE"], "\(crossings)")
        #expect(pairs["AB"]?.said.count == 4)
        #expect(pairs["BC"]?.count == 99 && pairs["BC"]?.said.isEmpty == true)
        let text = try Self.text(chart)
        #expect(
            text.contains(
                "B moves above A on January 21; then A moves above B on February 10; then B moves above A on March 1;"
                    + " then A moves above B on March 21."), "\(text)")
        #expect(text.contains("E moves above A on March 11."), "\(text)")
        #expect(text.contains("B and C cross often."), "\(text)")
        #expect(!text.contains("cross 99") && !text.contains("cross 4 times"), "\(text)")
    }

    /// Three series that change order every day, so no crossing is said.
    ///
    /// A = 50 + 5s, B = 50 − 4s and C = 50 + 3t, where s alternates 1 and −1 day by day and t every two days. Truth: A − B = 9s, A − C and B − C have the sign of s and −s, so all
    /// three pairs cross 99 times in 100 days; three pairs crossing often are noise, and no crossing is said.
    @Test func manyPairsCrossingOftenSayNothing() throws {
        let days = 0..<100
        let s = days.map { Double($0 % 2 == 0 ? 1 : -1) }
        let t = days.map { Double(($0 / 2) % 2 == 0 ? 1 : -1) }
        let x = days.map { Self.seconds(2020, 1, 1) + Double($0) * 86_400 }
        let chart = Chart(
            title: "Levels", kind: .line, xAxis: .date("Date"), yAxis: .numeric("Level"),
            series: [
                Series(name: "A", x: x, y: s.map { 50 + 5 * $0 }), Series(name: "B", x: x, y: s.map { 50 - 4 * $0 }),
                Series(name: "C", x: x, y: t.map { 50 + 3 * $0 }),
            ])
        #expect(try !Self.statements(chart).contains { $0.kind == .crossings })
        let text = try Self.text(chart)
        #expect(!text.contains("cross"), "\(text)")
    }
}
