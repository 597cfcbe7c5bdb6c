import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25: a relationship that reverses when scatter series are pooled, and a gradient along an ordered heatmap
/// axis, each told where it is true and never where it is not.
@Suite struct StoryPaceTests {
    // MARK: Simpson's paradox

    /// Three clinics, 10 patients each: within each, recovery rises 0.8 points per hour of therapy; but each clinic
    /// further along in hours starts 8 points lower, so all 30 together fall.
    static func clinics(offset: Double) -> [(x: [Double], y: [Double])] {
        var generator = SeededGenerator(seed: 21)
        return (0..<3).map { clinic in
            let x = (0..<10).map { 5 * Double(clinic) + 0.5 * Double($0) }
            let y = x.map {
                offset * Double(clinic) + 0.8 * ($0 - 5 * Double(clinic)) + 20 + generator.gaussian(deviation: 0.3)
            }
            return (x, y)
        }
    }

    static func chart(_ clinics: [(x: [Double], y: [Double])]) -> Chart {
        Chart(
            kind: .scatter, xAxis: .numeric("Hours"), yAxis: .numeric("Recovery"),
            series: clinics.enumerated().map {
                Series(name: "Clinic \($0.offset + 1)", isContinuous: false, x: $0.element.x, y: $0.element.y)
            })
    }

    @Test func aRelationshipThatReversesWhenPooledIsTold() throws {
        let clinics = Self.clinics(offset: -8)
        let chart = Self.chart(clinics)
        // The truth, by hand: each clinic's own points rise; all thirty fall.
        for clinic in clinics { #expect(try #require(correlation(Array(zip(clinic.x, clinic.y)))) > 0.9) }
        #expect(try #require(correlation(clinics.flatMap { zip($0.x, $0.y) })) < -0.5)
        let reversal = try #require(
            try StoryBeyondTests.stories(chart).compactMap { if case .reversal(let r) = $0 { r } else { nil } }.first)
        #expect(reversal.isRisingWithin && reversal.count == 3)
        #expect(
            try StoryBeyondTests.text(chart).contains(
                "Within each of the 3 series, Recovery rises with Hours; all their points together fall."))
        // Clinics half a point lower each: the clinics' means fall 0.1 an hour, which pooled with the rise of 0.8 an hour
        // inside each (x varying 2.06 within a clinic, 16.7 between them) leaves all thirty with no line (covariance
        // 0.8 × 2.06 − 0.1 × 16.7, about 0): the rise in each is hidden when pooled, and said so.
        let flat = Self.clinics(offset: -0.5)
        #expect(abs(try #require(correlation(flat.flatMap { zip($0.x, $0.y) }))) < 0.1)
        let hidden = try #require(
            try StoryBeyondTests.stories(Self.chart(flat)).compactMap {
                if case .reversal(let r) = $0 { r } else { nil }
            }
            .first)
        #expect(hidden.isHiddenWhenPooled && hidden.isRisingWithin && !reversal.isHiddenWhenPooled)
        #expect(
            try StoryBeyondTests.text(Self.chart(flat)).contains(
                "Within each of the 3 series, Recovery rises with Hours; all their points together show no clear relationship."
            ))
        // Clinics that start higher further along: all together rise as each does, nothing reverses.
        #expect(
            try !StoryBeyondTests.stories(Self.chart(Self.clinics(offset: 8))).contains {
                if case .reversal = $0 { true } else { false }
            })
        // One clinic alone has nothing to pool.
        #expect(
            try !StoryBeyondTests.stories(Self.chart([clinics[0]])).contains {
                if case .reversal = $0 { true } else { false }
            })
    }

    // MARK: A gradient along an ordered heatmap axis

    static let ages = ["20–29", "30–39", "40–49", "50–59", "60–69"]

    /// Rows of a heatmap over age bands (ordered, being ranges of numbers).
    static func heatmap(_ rows: [(String, [Double])]) -> Chart {
        Chart(
            kind: .heatmap, xAxis: .categorical("Age", categories: ages), yAxis: .numeric("Visits", unit: "visits"),
            series: rows.map { name, values in
                Series(name: name, points: zip(ages, values).map { DataPoint(x: .category($0), y: $1) })
            })
    }

    /// Four regions whose visits rise with age: 4-, 5-, 5.5- and 6-fold from the youngest band to the oldest (one
    /// region dips at 40–49, its rank correlation with age still 0.9): the median row rises 5.25-fold, about 5.3.
    @Test func aGradientAlongAnOrderedHeatmapAxisIsTold() throws {
        let rows: [(String, [Double])] = [
            ("North", [10, 15, 22, 30, 40]), ("South", [10, 20, 30, 40, 50]), ("East", [10, 25, 20, 35, 55]),
            ("West", [10, 20, 30, 45, 60]),
        ]
        let chart = Self.heatmap(rows)
        let gradient = try #require(
            try StoryBeyondTests.stories(chart).compactMap { if case .gradient(let g) = $0 { g } else { nil } }.first)
        #expect(gradient.isRising && gradient.count == 4)
        #expect(gradient.change == .fold(5.25))
        let text = try StoryBeyondTests.text(chart)
        #expect(text.contains("Visits rises with Age in all 4 rows, about 5.3-fold."), "\(text)")
        // One region that falls with age: no gradient holds for all.
        var mixed = rows
        mixed[3].1.reverse()
        #expect(
            try !StoryBeyondTests.stories(Self.heatmap(mixed)).contains {
                if case .gradient = $0 { true } else { false }
            })
        // Categories without an order (regions by name) have no gradient to tell.
        let unordered = Chart(
            kind: .heatmap, xAxis: .categorical("Shop", categories: ["Ayr", "Bree", "Cork", "Derry", "Ennis"]),
            yAxis: .numeric("Visits", unit: "visits"),
            series: rows.map { name, values in
                Series(
                    name: name,
                    points: zip(["Ayr", "Bree", "Cork", "Derry", "Ennis"], values).map {
                        DataPoint(x: .category($0), y: $1)
                    })
            })
        #expect(try !StoryBeyondTests.stories(unordered).contains { if case .gradient = $0 { true } else { false } })
    }
}
