import ChartDescription
import ChartModel
import Testing

/// Names a listener could mistake for numbers or dates, ties at a pie's ends, and one layer of a 100 percent stack:
/// each truth worked out here, in the four languages where the words change.
@Suite struct NamesAndTiesTruthTests {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    @Test func monthCategoriesAreSetApartFromTheirValues() throws {
        // Mean highs by month: the three highest are July 26, August 25 and June 22; the lowest January 8, February 9
        // and December 10. "Aug 25" would be heard as a date, and "Highest Jul" as one name: the list follows a
        // colon, each value in parentheses after its month.
        let highs: [Double] = [8, 9, 12, 15, 19, 22, 26, 25, 21, 16, 11, 10]
        let order = highs.indices.sorted { highs[$0] > highs[$1] }
        #expect(order.prefix(3).map { Self.months[$0] } == ["Jul", "Aug", "Jun"])
        #expect(order.suffix(3).reversed().map { Self.months[$0] } == ["Jan", "Feb", "Dec"])
        let chart = Chart(
            title: "Highs", kind: .bar, xAxis: .categorical("Month"), yAxis: .numeric("High"),
            series: [Series(name: "High", x: .categories(Self.months), y: highs)])
        let expected = [
            "en_US": "Highest: Jul (26), Aug (25) and Jun (22); lowest: Jan (8), Feb (9) and Dec (10).",
            "de_DE": "Am höchsten: Jul (26), Aug (25) und Jun (22); am niedrigsten: Jan (8), Feb (9) und Dec (10).",
            "fr_FR": "Valeurs les plus hautes\u{A0}: Jul (26), Aug (25) et Jun (22)",
            "es_ES": "Valores más altos: Jul (26), Aug (25) y Jun (22)",
        ]
        for (locale, said) in try EverydayDataTruthTests.expectSaid(chart, expected) {
            #expect(!said.contains("Aug 25") && !said.contains("Jul 26"), "\(locale): \(said)")
        }
        // A category that is no calendar name keeps its plain form ("Europe 61 cars" in a ranking).
        let places = Chart(
            title: "Cars", kind: .bar, xAxis: .categorical("Origin"), yAxis: .numeric("Cars"),
            series: [
                Series(name: "Cars", x: .categories(["Europe", "Japan", "USA", "Korea", "India"]), y: [5, 4, 3, 2, 1])
            ]
        )
        let plain = try EverydayDataTruthTests.sentences(places, "en_US").joined(separator: " ")
        #expect(plain.contains("Europe 5") && !plain.contains("Europe:"), "\(plain)")
    }

    @Test func calendarNamesOutOfTheirOrderAreRankedNotCoursed() throws {
        // Tips' days as first met in the file: Sun, Sat, Thur, Fri. "Falls from Sun to Fri" ran a course through a
        // week backwards; a week starting on Sunday is still in order.
        let scrambled = Chart(
            title: "Bills", kind: .bar, xAxis: .categorical("day"), yAxis: .numeric("Bill"),
            series: [Series(name: "Bill", x: .categories(["Sun", "Sat", "Thur", "Fri"]), y: [21.4, 20.4, 17.7, 17.2])])
        let ranked = try EverydayDataTruthTests.sentences(scrambled, "en_US").joined(separator: " ")
        #expect(ranked.contains("from highest") && !ranked.contains("falls"), "\(ranked)")
        let week = Chart(
            title: "Visits", kind: .bar, xAxis: .categorical("day"), yAxis: .numeric("Visits"),
            series: [Series(name: "Visits", x: .categories(["Sun", "Mon", "Tue", "Wed"]), y: [5, 7, 8, 3])])
        let coursed = try EverydayDataTruthTests.sentences(week, "en_US").joined(separator: " ")
        #expect(coursed.contains("rises 60 percent from 5 on Sun to 8 on Tue"), "\(coursed)")
    }

    @Test func namesHoldingCommasAreListedWithSemicolons() throws {
        // The World Bank's names: "Congo, Rep." and "Korea, Rep." in a list by commas are heard as four names.
        let names = ["Congo, Rep.", "Korea, Rep.", "Egypt", "Congo, Dem. Rep."]
        let chart = Chart(
            title: "GDP", kind: .bar, xAxis: .categorical("Country"), yAxis: .numeric("GDP"),
            series: [Series(name: "GDP", x: .categories(names), y: [12, 1600, 400, 60])])
        let expected = [
            "en_US": "4 categories: Congo, Rep.; Korea, Rep.; Egypt and Congo, Dem. Rep. Y axis",
            "de_DE": "Korea, Rep. 1.600; Egypt 400; Congo, Dem. Rep. 60; Congo, Rep. 12.",
            "fr_FR": "Korea, Rep. 1\u{202F}600\u{A0}; Egypt 400\u{A0}; Congo, Dem. Rep. 60",
            "es_ES": "Congo, Rep.; Korea, Rep.; Egypt y Congo, Dem. Rep.",
        ]
        try EverydayDataTruthTests.expectSaid(chart, expected)
        // Names without commas keep commas between them.
        let plain = Chart(
            title: "GDP", kind: .bar, xAxis: .categorical("Country"), yAxis: .numeric("GDP"),
            series: [Series(name: "GDP", x: .categories(["Chad", "Peru", "Oman"]), y: [1, 3, 2])])
        let said = try EverydayDataTruthTests.sentences(plain, "en_US").joined(separator: " ")
        #expect(said.contains("Peru 3, Oman 2, Chad 1") && !said.contains(";"), "\(said)")
    }

    @Test func seriesAndCategoriesNamedByNumbersAreLabelled() throws {
        // Population by sex code (series "1" and "2") and age (categories "0" to "20"): 2 overtakes 1 at age 10.
        let ages = ["0", "5", "10", "15", "20"]
        let men: [Double] = [100, 90, 80, 70, 60]
        let women: [Double] = [95, 88, 82, 75, 70]
        let crossing = ages.indices.first { women[$0] > men[$0] }.map { ages[$0] }
        #expect(crossing == "10")
        let chart = Chart(
            title: "People", kind: .line, xAxis: .categorical("age"), yAxis: .numeric("People"),
            series: [
                Series(name: "1", x: .categories(ages), y: men), Series(name: "2", x: .categories(ages), y: women),
            ])
        let expected = [
            "en_US": "Series 2 moves above Series 1 for age 10.",
            "de_DE": "Reihe 2",
            "fr_FR": "Série 2",
            "es_ES": "Serie 2",
        ]
        for (locale, said) in try EverydayDataTruthTests.expectSaid(chart, expected) {
            #expect(!said.contains(" 2 moves above 1") && !said.contains("for 10"), "\(locale): \(said)")
            #expect(said.contains("age 10"), "\(locale): \(said)")
        }
        // Points name a numeric category with its axis: "age 10, People 80", never "10, People 80".
        let points = try ChartDescriber(chart: chart).describe(.points).points[0].lines
        #expect(points[2] == "age 10, People 80", "\(points)")
        // A name with letters is said as it is.
        var named = chart
        named.series[0].name = "Men"
        let said = try EverydayDataTruthTests.sentences(named, "en_US").joined(separator: " ")
        #expect(said.contains("Series 2 moves above Men for age 10"), "\(said)")
    }

    @Test func slicesTiedAtAnEndAreSaidAsATie() throws {
        // Airports by country: 3,372 in the USA and one in each of four others, 3,376 in all. The four are tied for
        // smallest, 1 / 3,376 = 0.03 percent each; none is "in between".
        let names = ["USA", "Thailand", "Palau", "Guam", "Fiji"]
        let counts: [Double] = [3372, 1, 1, 1, 1]
        #expect(counts.reduce(0, +) == 3376 && (1.0 / 3376 * 100 * 100).rounded() / 100 == 0.03)
        let pie = Chart(
            title: "Airports", kind: .pie, xAxis: .categorical("Country"), yAxis: .numeric("Airports"),
            series: [Series(name: "Airports", x: .categories(names), y: counts)])
        let expected = [
            "en_US": "smallest, tied: Thailand, Palau, Guam and Fiji, 0.03 percent (1) each. Total: 3,376.",
            "de_DE": "kleinste, gleichauf: Thailand, Palau, Guam und Fiji, je 0,03 Prozent (1)",
            "fr_FR": "plus petits, à égalité\u{A0}: Thailand, Palau, Guam et Fiji, 0,03",
            "es_ES": "los más pequeños, empatados: Thailand, Palau, Guam y Fiji, 0,03 por ciento (1) cada uno",
        ]
        for (locale, said) in try EverydayDataTruthTests.expectSaid(pie, expected) {
            #expect(!said.contains("In between") && !said.contains("Dazwischen"), "\(locale): \(said)")
        }
        // Six tied: three named and the rest counted; two tied at the top are the largest together.
        let six = Chart(
            title: "Airports", kind: .pie, xAxis: .categorical("Country"), yAxis: .numeric("Airports"),
            series: [
                Series(
                    name: "Airports", x: .categories(["A", "B", "C", "D", "E", "F", "G", "H"]),
                    y: [10, 10, 1, 1, 1, 1, 1, 1])
            ])
        let said = try EverydayDataTruthTests.sentences(six, "en_US").joined(separator: " ")
        // 10 of 26 is 38 percent, 1 of 26 is 3.8 percent.
        #expect(
            said.contains("Largest slices, tied: A and B, 38 percent (10) each; smallest, tied: C, D, E and 3 more"),
            "\(said)")
    }

    @Test func oneLayerOfAHundredPercentStackKeepsItsSharesOfTheStack() throws {
        // Weather days by month: rain 35, 30, 10 of totals 124, 113, 124 days. Rain's shares are 28.2, 26.5 and 8.1
        // percent; its overall share 75 / 361 = 20.776 percent (the plain mean of its shares would be 20.9).
        let months = ["Jan", "Feb", "Mar"]
        let rain: [Double] = [35, 30, 10]
        let sun: [Double] = [89, 83, 114]
        let totals = zip(rain, sun).map { $0 + $1 }
        #expect(totals == [124, 113, 124])
        let shares = zip(rain, totals).map { $0 / $1 * 100 }
        #expect(shares.map { ($0 * 10).rounded() / 10 } == [28.2, 26.5, 8.1])
        #expect((75.0 / 361 * 100_000).rounded() / 1000 == 20.776)
        let chart = Chart(
            title: "Weather", kind: .bar, xAxis: .categorical("Month", categories: months), yAxis: .numeric("Days"),
            series: [
                Series(name: "rain", x: .categories(months), y: rain),
                Series(name: "sun", x: .categories(months), y: sun),
            ],
            stacking: .normalized)
        let alone = try ChartDescriber(chart: chart, options: DescriptionOptions(seriesName: "rain"))
        let details = alone.describe(.details).details.map(\.text).joined(separator: " ")
        #expect(!details.contains("100 percent,") && !details.contains("maximum 100 percent"), "\(details)")
        // Shares computed to every digit are said to the digits of the stack's span, 0 to 100 percent, as a person
        // says them; the overall share, a derived figure, to three significant digits.
        #expect(details.contains("maximum 28 percent"), "\(details)")
        #expect(details.contains("Minimum 8 percent"), "\(details)")
        #expect(details.contains("overall share 20.8 percent"), "\(details)")
        // The same layer among the others is described in the same shares.
        let whole = try ChartDescriber(chart: chart).describe(.details).details.map(\.text)
        // Rain is the first layer: its figures are the first told.
        let rainLine = try #require(whole.first { $0.contains("overall share") })
        #expect(details.contains(rainLine), "\(whole)")
    }
}
