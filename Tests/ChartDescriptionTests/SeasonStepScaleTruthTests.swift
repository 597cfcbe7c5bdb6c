import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// A new user's review of real data (review 31), each finding as a shape made here with its truth worked out in the
/// test: a series with a cycle told steady only of its yearly levels, a season that comes back never a step, a climb
/// in jumps never steps and steps' levels said at sensible precision, growth that slows only while it still grows, no
/// run said across missing months, extremes not repeated after swings said them, and temperatures changed in
/// degrees, never in percent.
@Suite struct SeasonStepScaleTruthTests {
    static func seconds(_ year: Int, _ month: Int) -> Double { SeasonsTruthTests.seconds(year, month) }

    static func statements(_ chart: Chart) throws -> [Statement] { try SeasonsTruthTests.summary(chart) }

    static func text(_ chart: Chart) throws -> String { try SeasonsTruthTests.text(chart) }

    static func course(_ chart: Chart) throws -> Course? { try SeasonsTruthTests.course(chart) }

    /// Monthly values from January of `year`, in euros when `isEuro`.
    static func monthly(
        _ name: String, from year: Int, _ values: [Double?], unit: String? = nil, isEuro: Bool = false,
        locale: String = "en"
    ) -> Chart {
        var axis = Axis.numeric(name, unit: unit)
        if isEuro { axis.format = ValueFormat(style: .currency, currencyCode: "EUR") }
        return Chart(
            title: name, kind: .line, locale: locale, xAxis: .date("Month"), yAxis: axis,
            series: [
                Series(name: name, x: values.indices.map { seconds(year + $0 / 12, $0 % 12 + 1) }, y: values)
            ])
    }

    // MARK: Temperatures change in degrees (F10)

    /// Monthly mean highs in Seattle (°C, no unit given): 8.23 in January up to 26.11 in August, 8.19 in December.
    static let highs: [Double] = [8.23, 9.86, 12.5, 15.7, 19.4, 22.4, 26, 26.11, 21.5, 15.9, 11.2, 8.19]

    @Test(arguments: ["Max temperature", "temp_max", "Höchsttemperatur", "Température maximale", "Temperatura máxima"])
    func aTemperatureByItsNameChangesInDegreesNotPercent(name: String) throws {
        let chart = Self.monthly(name, from: 2015, Self.highs)
        let text = try Self.text(chart)
        // By hand: 26.11 − 8.23 = 17.88 up, 8.19 − 26.11 = −17.92 down.
        #expect(text.contains("rises by 17.88 from 8.23 in January 2015 to 26.11 in August 2015"), "\(text)")
        #expect(text.contains("falls by 17.92 to 8.19 in December 2015"), "\(text)")
        #expect(!text.contains("percent") && !text.contains("fold"), "\(text)")
    }

    @Test func temperaturesChangeInDegreesInEveryLanguage() throws {
        let expected = [
            "de": ("Höchsttemperatur", "steigt um 17,88 von 8,23 im Januar 2015 auf 26,11 im August 2015", "Prozent"),
            "fr": ("Température maximale", "augmente de 17,88, passant de 8,23 en janvier 2015", "pour cent"),
            "es": (
                "Temperatura máxima", "sube 17,88, de 8,23 en enero de 2015 a 26,11 en agosto de 2015", "por ciento"
            ),
        ]
        for (locale, (name, words, percent)) in expected {
            let text = try Self.text(Self.monthly(name, from: 2015, Self.highs, locale: locale))
            #expect(text.contains(words) && !text.contains(percent), "\(locale): \(text)")
        }
    }

    @Test func aMeasureAnotherSeriesTakesBelowZeroIsNoRatioScale() throws {
        // Highs and lows of a cold place, titled only "Value": the lows cross zero, so the highs are no ratio data.
        let xs = (0..<12).map { Self.seconds(2015, $0 + 1) }
        let lows: [Double] = [-6, -5, -1, 3, 7, 10, 13, 12, 8, 3, -2, -5]
        func chart(_ lowValues: [Double]) -> Chart {
            Chart(
                kind: .line, xAxis: .date("Month"), yAxis: .numeric("Value"),
                series: [
                    Series(name: "High", x: xs, y: Self.highs), Series(name: "Low", x: xs, y: lowValues),
                ])
        }
        let text = try Self.text(chart(lows))
        #expect(text.contains("High: rises by 17.88 from 8.23"), "\(text)")
        // The same highs beside positive counts: ratio data, changed in percent (26.11 / 8.23 = 3.17-fold).
        let counts = try Self.text(chart(lows.map { $0 + 10 }))
        #expect(counts.contains("High: rises about 3.2-fold from 8.23"), "\(counts)")
    }
}
