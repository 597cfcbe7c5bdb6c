import ChartModel
import Foundation
import Testing

@testable import ChartDescription

/// A shift of level says the same facts in every language: the level before and until when it holds, the level
/// after and from when; each place with the preposition its kind takes (French "jusqu'au 30 mars", "jusqu'en
/// décembre", "dès le premier trimestre"; German "bis zum" a day or quarter).
@Suite struct StepWordingTruthTests {
    /// Noise that adds up to nothing over 12 values and repeats no quarter's or week's pattern.
    static let noise: [Double] = [2, -1, 3, -3, 0, 1, -2, 2, -1, -3, 1, 1]

    static func summary(_ chart: Chart, _ locale: String) throws -> String {
        var chart = chart
        chart.locale = locale
        return try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
    }

    /// A river's daily flow from March 1, 2024: 30 days near 850, then 30 near 620.
    static func dailyFlow() -> Chart {
        // 30 values of noise adding up to nothing: the 12 twice, then six that cancel.
        let noise = Self.noise + Self.noise + [2, -2, 1, -1, 3, -3]
        let values = (0..<60).map { ($0 < 30 ? 850 : 620) + noise[$0 % 30] }
        let xs = (0..<60).map { SeasonsTruthTests.seconds(2024, 3) + Double($0) * 86_400 }
        return Chart(
            title: "Flow", kind: .line, xAxis: .date("Day"), yAxis: .numeric("Flow"),
            series: [Series(name: "Flow", x: xs, y: values)])
    }

    @Test func aDailyStepSaysItsLastAndFirstDaysInEveryLanguage() throws {
        let chart = Self.dailyFlow()
        let values = chart.series[0].y.compactMap { $0 }
        // By hand: each half's noise adds up to 0, so the levels are 850 and 620 exactly; day 30 is March 30
        // (the last of the first level), day 31 March 31 (the first of the second).
        #expect(values[..<30].reduce(0, +) / 30 == 850 && values[30...].reduce(0, +) / 30 == 620)
        let expected = [
            "en": "holds near 850 until March 30, then drops to a lower level, near 620, from March 31 on and stays "
                + "there.",
            "de": "bleibt bis zum 30. März nahe 850, fällt dann ab dem 31. März auf ein niedrigeres Niveau nahe "
                + "620 und bleibt dort.",
            "fr": "reste autour de 850 jusqu'au 30 mars, puis tombe dès le 31 mars à un niveau plus bas, "
                + "autour de 620, et y reste.",
            "es": "se mantiene en torno a 850 hasta el 30 de marzo, luego baja a un nivel más bajo, en torno a 620, "
                + "desde el 31 de marzo y se queda ahí.",
        ]
        for (locale, words) in expected {
            let text = try Self.summary(chart, locale)
            #expect(text.contains(words), "\(locale): \(text)")
        }
    }

    @Test func aQuarterlyStepSaysItsQuartersWithTheirArticles() throws {
        // Sales by quarter from 2010: three years near 120, three near 200.
        let values = (0..<24).map { ($0 < 12 ? 120 : 200) + Self.noise[$0 % 12] }
        let xs = (0..<24).map { SeasonsTruthTests.seconds(2010 + $0 / 4, $0 % 4 * 3 + 1) }
        let chart = Chart(
            title: "Sales", kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("Sales"),
            series: [Series(name: "Sales", x: xs, y: values)])
        // By hand: each half's noise adds up to 0 (levels 120 and 200); the 12th quarter is Q4 2012, the 13th
        // Q1 2013.
        #expect(values[..<12].reduce(0, +) / 12 == 120 && values[12...].reduce(0, +) / 12 == 200)
        let expected = [
            "en": "holds near 120 until Q4 2012, then rises to a higher level, near 200, from Q1 2013 on and stays "
                + "there.",
            "de": "bleibt bis zum 4. Quartal 2012 nahe 120, steigt dann ab dem 1. Quartal 2013 auf ein höheres Niveau "
                + "nahe 200 und bleibt dort.",
            "fr": "reste autour de 120 jusqu'au quatrième trimestre 2012, puis passe dès le premier trimestre "
                + "2013 à un niveau plus élevé, autour de 200, et y reste.",
            "es": "se mantiene en torno a 120 hasta el cuarto trimestre de 2012, luego sube a un nivel más alto, en "
                + "torno a 200, desde el primer trimestre de 2013 y se queda ahí.",
        ]
        for (locale, words) in expected {
            let text = try Self.summary(chart, locale)
            #expect(text.contains(words), "\(locale): \(text)")
        }
    }
}
