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
    @Test func aRiseToThePeakBeforeACrashIsHeard() throws {
        // US nonfarm jobs (thousands), monthly from 2006 to 2015: up 2,969 to their peak in January 2008 (138,419, a
        // fifth of the range of 13,367), down 8,693 to February 2010, then up 13,367 to 143,093. By quarter: 135,757
        // in Q1 2006, 138,347 in Q1 2008, 129,815 in Q1 2010. Once told "falls 4.4 percent from 135,757 in Q1 2006",
        // the peak and the rise to it unsaid.
        let jobs: [Double] = [
            135450, 135762, 136059, 136227, 136258, 136337, 136543, 136722, 136870, 136882, 137090, 137263, 137497,
            137582, 137796, 137855, 138008, 138085, 138055, 138027, 138123, 138201, 138307, 138411, 138419, 138338,
            138283, 138054, 137870, 137716, 137503, 137226, 136783, 136308, 135549, 134842, 134055, 133351, 132549,
            131845, 131491, 131022, 130680, 130484, 130255, 130046, 130058, 129781, 129799, 129726, 129919, 130140,
            130662, 130522, 130444, 130428, 130365, 130632, 130761, 130834, 130878, 131060, 131314, 131637, 131718,
            131952, 132024, 132136, 132369, 132578, 132723, 132924, 133272, 133505, 133769, 133841, 133958, 134026,
            134182, 134355, 134549, 134702, 134832, 135075, 135282, 135547, 135703, 135882, 136122, 136280, 136391,
            136651, 136852, 137062, 137283, 137376, 137550, 137732, 137993, 138304, 138556, 138862, 139058, 139284,
            139568, 139823, 140130, 140381, 140592, 140859, 140937, 141219, 141545, 141736, 141992, 142156, 142244,
            142595, 142859, 143093,
        ]
        let chart = Chart(
            title: "Jobs", kind: .line, xAxis: .date("Month"), yAxis: .numeric("Jobs"),
            series: [
                Series(name: "Jobs", x: jobs.indices.map { Self.seconds(2006 + $0 / 12, $0 % 12 + 1, 1) }, y: jobs)
            ])
        let text = try Self.text(chart)
        #expect(text.contains("rises 1.9 percent from 135,757 in Q1 2006 to 138,347 in Q1 2008"), "\(text)")
        #expect(text.contains("then falls 6.2 percent to 129,815 in Q1 2010"), "\(text)")
        #expect(!text.contains("falls 4.4 percent"), "\(text)")
    }

    @Test func jitterBeforeARiseIsNoFallOfItsOwn() throws {
        // Women murdered in the US a year (per 100,000), 1950 to 1970: jittering between 2.23 and 2.63 until 1963,
        // then climbing to 3.65. The dip from 2.43 to 2.23 by 1955 is a seventh of the range but about the size of a
        // year's step (a median of 0.08; three steps are 0.24): never "falls 8.1 percent … then rises", and the
        // rise's steepest stretch, 1963 to 1967, is still said.
        let rate: [Double] = [
            2.42942, 2.36336, 2.37431, 2.29552, 2.32972, 2.23302, 2.37818, 2.32267, 2.41656, 2.4982, 2.57945, 2.58084,
            2.62929, 2.58185, 2.72094, 2.84477, 3.14486, 3.43304, 3.35842, 3.46262, 3.64734,
        ]
        let chart = Chart(
            title: "Murders", kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Rate"),
            series: [Series(name: "Rate", x: rate.indices.map { Double(1950 + $0) }, y: rate)])
        let text = try Self.text(chart)
        #expect(text.contains("rises 50 percent from 2.43 in 1950 to 3.65 in 1970, most of it from 2.58 in 1963"))
        #expect(!text.contains("falls"), "\(text)")
    }

    @Test func aLevelTheSeriesLeavesByItsEndIsNoLevelItStaysAt() throws {
        // Playfair's price of wheat (shillings a quarter), every five years from 1565 to 1821: near 38 until 1790,
        // then 76, 79, 81, 99 in 1810, 78, and 54 in 1820 and 1821, 20 back toward 38 of a step of 36. Once "rises
        // to a higher level, near 74.4, from 1795 on and stays there"; the fall from 1810 is said instead.
        let wheat: [Double] = [
            41, 45, 42, 49, 41.5, 47, 64, 27, 33, 32, 33, 35, 33, 45, 33, 39, 53, 42, 40.5, 46.5, 32, 37, 43, 35, 27,
            40,
            50, 30, 32, 44, 33, 29, 39, 26, 32, 27, 27.5, 31, 35.5, 31, 43, 47, 44, 46, 42, 47.5, 76, 79, 81, 99, 78,
            54,
            54,
        ]
        let years = (0..<52).map { Double(1565 + 5 * $0) } + [1821]
        let chart = Chart(
            title: "Wheat", kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Price", unit: "shillings"),
            series: [Series(name: "Wheat", x: years, y: wheat)])
        let text = try Self.text(chart)
        #expect(!text.contains("stays there"), "\(text)")
        // The rise to the 1810s' 88.5 (their average) and the fall from it, by groups of ten years.
        #expect(text.contains("to 88.5 shillings in the years 1810 to 1815 and falls 39 percent"), "\(text)")
        // That fall is the course's own largest last move: no final stretch says it again, nor one from the 1800s'
        // 80 past the high ("falls 32 percent").
        #expect(!text.contains("in the final stretch") && !text.contains("32 percent"), "\(text)")
    }

    @Test(arguments: [
        ("en", "holds near 1 until Row reaches 20, then rises to a higher level, near 3, from when Row is 21 on"),
        ("de", "bleibt bis Row 20 nahe 1, steigt dann ab Row 21 auf ein höheres Niveau nahe 3"),
        ("fr", "reste autour de 1 jusqu'à ce que Row atteigne 20, puis passe dès que Row vaut 21"),
        (
            "es",
            "se mantiene en torno a 1 hasta que Row llega a 20, luego sube a un nivel más alto, en torno a 3, desde que Row es 21"
        ),
    ])
    func aStepAlongANumberedAxisIsSaidUntilAValue(locale: String, expected: String) throws {
        // 40 rows near 1, then near 3 from row 21 (a law's effect, by row): never "until when Row is 20".
        let values = (1...40).map { ($0 <= 20 ? 1 : 3) + ($0.isMultiple(of: 2) ? 0.01 : -0.01) }
        let chart = Chart(
            title: "Law", kind: .line, locale: locale, xAxis: .numeric("Row"), yAxis: .numeric("Level"),
            series: [Series(name: "Law", x: (1...40).map(Double.init), y: values)])
        let text = try Self.text(chart)
        #expect(text.contains(expected), "\(text)")
    }

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
        // A German "then" puts the verb second: "dann steigt A über B", never "dann A steigt über B".
        var german = chart
        german.locale = "de"
        let deutsch = try Self.text(german)
        #expect(deutsch.contains("B steigt über A am 21. Januar; dann steigt A über B am 10. Februar;"), "\(deutsch)")
        #expect(!text.contains("cross 99") && !text.contains("cross 4 times"), "\(text)")
    }

    /// Vega's stocks: Apple, cheapest at first, passes the others and stays above.
    ///
    /// Made here: monthly prices over ten years, B steady at 50, A weaving about it (40 and 60 by turns each half year) for its first 48 months, 7
    /// crossings, then 80 to the end; C a weave about 30, crossing neither. By hand: A's last crossing of B is month
    /// 42 (July 2003), and 78 of the 120 months lie from it on: a lasting order, said, where "cross often" was said or,
    /// with more such pairs, nothing.
    @Test func aPairThatCrossesOftenThenStaysApartSaysWhereItSettles() throws {
        let months = 0..<120
        let x = months.map { Self.seconds(2000 + $0 / 12, $0 % 12 + 1, 1) }
        let a = months.map { $0 >= 48 ? 80 : ($0 / 6) % 2 == 0 ? 40.0 : 60 }
        let c = months.map { ($0 / 3) % 2 == 0 ? 25.0 : 35 }
        func chart(_ a: [Double]) -> Chart {
            Chart(
                title: "Prices", kind: .line, xAxis: .date("Month"), yAxis: .numeric("Price"),
                series: [
                    Series(name: "A", x: x, y: a), Series(name: "B", x: x, y: months.map { _ in 50 }),
                    Series(name: "C", x: x, y: c),
                ])
        }
        let text = try Self.text(chart(a))
        #expect(text.contains("A moves above B in July 2003 and stays above, after 6 earlier crossings."), "\(text)")
        #expect(!text.contains("A and B cross often"), "\(text)")
        // Settled 18 months before the end, under a fifth of the span: no lasting order, only "cross often".
        let late = months.map { $0 >= 108 ? 80 : ($0 / 6) % 2 == 0 ? 40.0 : 60 }
        let often = try Self.text(chart(late))
        #expect(often.contains("A and B cross often.") && !often.contains("stays above"), "\(often)")
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
