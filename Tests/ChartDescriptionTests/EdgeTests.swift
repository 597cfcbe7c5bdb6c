import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartDescription

/// Values at the edges of what a Double holds, and text that must stay where it belongs: what a
/// listener hears is true and never "infinity" or "not a number".
@Suite struct EdgeTests {
    static func chart(_ values: [Double], kind: ChartKind = .line) -> Chart {
        Chart(
            title: "Edges", kind: kind, xAxis: .numeric("Position"), yAxis: .numeric("Level"),
            series: [Series(name: "Level", x: values.indices.map(Double.init), y: values)])
    }

    static func everything(_ chart: Chart) throws -> String {
        let describer = try ChartDescriber(chart: chart, options: DescriptionOptions(includesSparklines: true))
        return DescriptionFormat.allCases.map { describer.describe(.full).rendered(as: $0) }.joined(separator: "\n")
    }

    @Test(
        arguments: [
            [-1e308, 1e308, 1.7e308, -1.7e308, Double.leastNonzeroMagnitude],
            [-1.7976931348623157e308, 1.7976931348623157e308, -1.7976931348623157e308, 1.7976931348623157e308],
            [Double.leastNonzeroMagnitude, 1, 2, 3],
            [1.7976931348623157e308, 1.7976931348623157e308, 1.7976931348623157e308],
            [-Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude],
        ] as [[Double]])
    func neverSaysInfinityOrNotANumber(values: [Double]) throws {
        for kind in [ChartKind.line, .bar, .scatter] {
            let words = try Self.everything(Self.chart(values, kind: kind))
            for forbidden in ["infinity", "not a number", "nan", "-fold", "undefined"] {
                #expect(!words.lowercased().contains(forbidden), "\(kind): '\(forbidden)' in \(words)")
            }
        }
    }

    @Test func statisticsOfTheLargestValuesAreRight() throws {
        // Symmetric about zero: mean and median 0; every value 1e308 from it, so the sample
        // standard deviation is 1e308 × √(4/3). Their total is 0, though the squares, and a sum
        // of the positive two alone, would overflow.
        let values = [-1e308, 1e308, 1e308, -1e308]
        let statistics = try ChartDescriber(chart: Self.chart(values, kind: .bar)).analyses[0].statistics
        #expect(statistics.mean == 0 && statistics.median == 0 && statistics.total == 0)
        let deviation = try #require(statistics.standardDeviation)
        #expect(abs(deviation / (1e308 * (4.0 / 3).squareRoot()) - 1) < 1e-12)
        #expect(statistics.minimum?.value == -1e308 && statistics.maximum?.value == 1e308)
        #expect(statistics.minimum?.index == 0 && statistics.maximum?.index == 1)
        let details = try ChartDescriber(chart: Self.chart(values, kind: .bar)).describe(.details).details.map(\.text)
        // A level is averaged, never totalled.
        #expect(
            details.contains(
                "Minimum minus 1 times ten to the power of 308, maximum 1 times ten to the power of 308, mean 0, median 0, standard deviation 1.15 times ten to the power of 308."
            ))
    }

    @Test func xPositionsAtTheEdgesHaveTheirTrueMean() throws {
        // The huge positions cancel; the mean is the small ones' sum over five, exactly.
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: [Series(name: "S", x: [-1e308, 1, 2, 3, 1e308], y: [1, 2, 3, 4, 5])])
        let statistics = SeriesStatistics([-1e308, 1, 2, 3, 1e308])
        #expect(statistics.mean == 1.2 && statistics.median == 2 && statistics.total == 6)
        #expect(statistics.minimum?.value == -1e308 && statistics.maximum?.value == 1e308)
        let details = try ChartDescriber(chart: chart).describe(.details).details.map(\.text)
        #expect(
            details.contains(
                "X: minus 1 times ten to the power of 308 to 1 times ten to the power of 308, mean 1.2, median 2, standard deviation 7.07 times ten to the power of 307."
            ))
        // The correlation too: x's deviations are about (-1, 0, 0, 0, 1) × 1e308 against y's
        // (-2, -1, 0, 1, 2), so r = 4 / (√2 × √10) ≈ 0.894, not the 1 an overflow gave.
        #expect(details.last == "Correlation of X and Y: 0.89.")
        let column = SeriesStatistics([1e308, nil, -1e308, 0.5])
        #expect(column.mean == 0.5 / 3 && column.total == 0.5 && column.missingCount == 1)
    }

    @Test func aSpreadPastTheLargestDoubleIsSaidToBeSo() throws {
        // The true standard deviation, 1.7e308 × √(4/3), is more than a Double holds.
        let details = try ChartDescriber(chart: Self.chart([-1.7e308, 1.7e308, 1.7e308, -1.7e308], kind: .bar))
            .describe(.details).details.map(\.text)
        #expect(details[1].contains("standard deviation more than 1.8 times ten to the power of 308"))
    }

    @Test func aTotalPastTheLargestDoubleIsNotSaid() throws {
        func figures(_ values: [Double]) throws -> String {
            var chart = Self.chart(values, kind: .bar)
            chart.yAxis?.aggregation = .sum
            return try ChartDescriber(chart: chart).describe(.details).details.map(\.text)[1]
        }
        let past = try figures([1.7e308, 1.6e308])
        #expect(
            past.hasPrefix("Minimum 1.6 times ten to the power of 308, maximum 1.7 times ten to the power of 308")
                && !past.contains("total"))
        #expect(try figures([1e308, 0.5e308]).hasSuffix("total 1.5 times ten to the power of 308."))
    }

    @Test func theSmallestDoubleIsSpokenInPowersOfTen() throws {
        let summary = try ChartDescriber(chart: Self.chart([Double.leastNonzeroMagnitude, 1, 2, 3])).describe(.summary)
            .summary.map(\.text)
        #expect(
            summary[0]
                == "Level: rises by 3 from 4.94 times ten to the power of minus 324 when Position is 0 to 3 when Position is 3."
        )
    }

    @Test func aSparklineOfTheWholeRangeHasItsShape() throws {
        let description = try ChartDescriber(
            chart: Self.chart([-1.7e308, 0, 1.7e308]), options: DescriptionOptions(includesSparklines: true)
        ).describe(.summary)
        #expect(description.sparklines.map(\.cells) == ["\u{28C0}\u{2824}\u{2809}"])
    }

    @Test func dateTimesAreSpokenAtTheWallTimeWritten() throws {
        let chart = try ChartJSON.decode(
            Array(
                #"""
                {"xAxis": {"type": "date", "title": "Time"}, "series": [{"name": "S", "points": [
                  {"x": "2020-01-01T00:00:00+14:00", "y": 1}, {"x": "2020-01-02T00:00:00+14:00", "y": 2}]}]}
                """#.utf8))
        let lines = Array(try ChartDescriber(chart: chart).describe(.points).points[0].lines)
        #expect(lines == ["January 1, S 1", "January 2, S 2"])
    }

    @Test func pointsAreWrittenAsTheyAreMade() throws {
        // Ten thousand points come out in pieces of a line or so, never as one string.
        let values = (0..<10_000).map(Double.init)
        var pieces = 0
        var largest = 0
        try ChartDescriber(chart: Self.chart(values)).write(.points, as: .text) { (piece: String) throws(Never) in
            pieces += 1
            largest = max(largest, piece.utf8.count)
        }
        #expect(pieces >= 10_000 && largest < 200)
    }
}
