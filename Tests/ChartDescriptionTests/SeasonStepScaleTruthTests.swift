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

    /// Monthly values from January of `year`, in euros when `isEuro`, on a y axis titled `axis` (else the name).
    static func monthly(
        _ name: String, from year: Int, _ values: [Double?], unit: String? = nil, isEuro: Bool = false,
        locale: String = "en", axis title: String? = nil
    ) -> Chart {
        var axis = Axis.numeric(title ?? name, unit: unit)
        if isEuro { axis.format = ValueFormat(style: .currency, currencyCode: "EUR") }
        return Chart(
            title: name, kind: .line, locale: locale, xAxis: .date("Month"), yAxis: axis,
            series: [
                Series(name: name, x: values.indices.map { seconds(year + $0 / 12, $0 % 12 + 1) }, y: values)
            ])
    }

    // MARK: A cycle is never steady (F8)

    /// Four years of monthly rain near 90 mm, 80 over in November and 75 under in July, with noise of 8.
    static func rain() -> [Double] {
        let effects: [Double] = [60, 10, 20, -10, -30, -40, -75, -70, -40, 50, 80, 45]
        var generator = SeededGenerator(seed: 3_108)
        return (0..<48).map { max(0, 90 + effects[$0 % 12] + generator.gaussian(deviation: 8)) }
    }

    @Test func aSteadyLevelUnderACycleIsToldOfItsYearlyLevelsNotItsValues() throws {
        let values = Self.rain()
        let chart = Self.monthly("Rain", from: 2012, values, unit: "mm")
        // By hand: each year's average (whole years, so the cycle averages out), and the values' extremes.
        let years = (0..<4).map { year in values[(12 * year)..<(12 * year + 12)].reduce(0, +) / 12 }
        let (lowest, highest) = (try #require(years.min()), try #require(years.max()))
        let course = try #require(try Self.course(chart))
        #expect(course.grouping == .year)
        guard case .steady(let level, let low, let high) = course.shape else {
            Issue.record("not steady: \(course.shape)")
            return
        }
        #expect(abs(low - lowest) < 1e-9 && abs(high - highest) < 1e-9, "\(low)–\(high) against \(years)")
        #expect(abs(level - values.reduce(0, +) / 48) < 1, "\(level)")
        let text = try Self.text(chart)
        #expect(text.contains("Averaged by year, it holds steady near"), "\(text)")
        #expect(text.contains("a yearly cycle, highest in November"), "\(text)")
        // Never the values' own range, which is the cycle's swing, as the range it holds steady in.
        let minimum = try #require(values.min())
        #expect(!text.contains("between \(Int(minimum.rounded(.down)))"), "\(text)")
        #expect(!text.contains("Rain: holds steady"), "\(text)")
    }

    // MARK: A season that comes back is no step (F9)

    /// Snow days by month over four years: a snowy first winter, a smaller second one from December, then none.
    static let snow: [Double] = [6, 4, 5, 2, 0, 0, 0, 0, 0, 0, 0, 5, 2, 1] + Array(repeating: 0, count: 34)

    @Test func aSecondWinterIsToldAsARiseNotLostInAStep() throws {
        let chart = Self.monthly("Snow days", from: 2012, Self.snow)
        let course = try #require(try Self.course(chart))
        guard case .moves(let moves, _) = course.shape else {
            Issue.record("not moves: \(course.shape)")
            return
        }
        // The return: a rise to December 2012's 5 (index 11), the second winter's peak.
        #expect(moves.contains { $0.direction == .rising && $0.to.place == .value(Self.seconds(2012, 12)) })
        let text = try Self.text(chart)
        #expect(text.contains("rises by 5 to 5 in December 2012"), "\(text)")
        #expect(!text.contains("lower level") && !text.contains("stays there"), "\(text)")
    }

    // MARK: Steps need a real jump; levels at sensible precision (F22)

    /// A share price by month in 2005 and 2006 (Google's, in euros): a climb in jumps, no steps.
    static let climb: [Double] = [
        3912.4, 3759.8, 3610.2, 4400.0, 5545.4, 5883.0, 5755.2, 5720.0, 6329.2, 7442.8, 8098.2, 8297.2, 8653.2,
        7252.4, 7800.0, 8358.8, 7436.4, 8386.6, 7732.0, 7570.6, 8038.0, 9527.8, 9696.2, 9209.6,
    ]

    @Test func aPriceClimbingInJumpsIsNoStep() throws {
        let values = Self.climb
        // By hand: steps before May 2005 and October 2005 (indices 4 and 9) leave less than a line, but not by
        // Schwarz's margin (5 parameters against 2, and 10 more).
        func squares(_ part: ArraySlice<Double>) -> Double {
            let mean = part.reduce(0, +) / Double(part.count)
            return part.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        }
        let steps = squares(values[0..<4]) + squares(values[4..<9]) + squares(values[9...])
        let n = Double(values.count)
        let xMean = (n - 1) / 2
        let yMean = values.reduce(0, +) / n
        let sxy = values.indices.reduce(0) { $0 + (Double($1) - xMean) * (values[$1] - yMean) }
        let sxx = values.indices.reduce(0) { $0 + (Double($1) - xMean) * (Double($1) - xMean) }
        let line = squares(values[...]) - sxy * sxy / sxx
        #expect(steps < line && n * log(line / steps) < 3 * log(n) + 10)
        let chart = Self.monthly("Price", from: 2005, values, isEuro: true)
        let course = try #require(try Self.course(chart))
        if case .shifts = course.shape { Issue.record("a climb told as steps") }
        let text = try Self.text(chart)
        // 9,696.2 / 3,912.4 = 2.48: up 150 percent to two significant digits.
        #expect(
            text.contains("Price: rises 150 percent from €3,912.40 in January 2005 to €9,696.20 in November 2006"),
            "\(text)")
        #expect(!text.contains("stays there") && !text.contains("higher level"), "\(text)")
    }

    /// Two years of a price near €3,920, then two near €8,230, with noise of €80.
    static func stepped() -> [Double] {
        var generator = SeededGenerator(seed: 3_122)
        return (0..<48).map { ((($0 < 24 ? 3920 : 8230) + generator.gaussian(deviation: 80)) * 100).rounded() / 100 }
    }

    @Test func aRealStepIsToldWithItsLevelsRoundedToTheNoise() throws {
        let values = Self.stepped()
        let course = try #require(try Self.course(Self.monthly("Price", from: 2010, values, isEuro: true)))
        guard case .shifts(let opening, let shifts) = course.shape, shifts.count == 1 else {
            Issue.record("not one step: \(course.shape)")
            return
        }
        // By hand: the means of the two years each side of January 2012.
        let before = values[..<24].reduce(0, +) / 24
        let after = values[24...].reduce(0, +) / 24
        #expect(abs(opening - before) < 1e-9 && abs(shifts[0].level - after) < 1e-9)
        #expect(shifts[0].first.place == .value(Self.seconds(2012, 1)))
        // Said to three significant digits, no cents: the noise makes them nothing a listener can use.
        func grouped(_ value: Double, _ separator: String) -> String {
            let whole = Int((value / 10).rounded()) * 10
            return "\(whole / 1000)\(separator)\(String(format: "%03d", whole % 1000))"
        }
        // Every language says the same facts: both levels, the last month of the first and the first of the second.
        let expected = [
            "en": "holds near €\(grouped(before, ",")) until December 2011, then rises to a higher level, near €"
                + grouped(after, ",") + ", from January 2012 on and stays there.",
            "de": "bleibt bis Dezember 2011 nahe \(grouped(before, ".")) €, steigt dann ab Januar 2012 auf ein "
                + "höheres Niveau nahe \(grouped(after, ".")) € und bleibt dort.",
            "fr": "reste autour de \(grouped(before, "\u{202f}"))\u{a0}€ jusqu'en décembre 2011, puis passe dès "
                + "janvier 2012 à un niveau plus élevé, autour de \(grouped(after, "\u{202f}"))\u{a0}€, et y reste.",
            "es": "en torno a \(grouped(before, "."))\u{a0}€ hasta diciembre de 2011, luego sube a un nivel más alto, "
                + "en torno a \(grouped(after, "."))\u{a0}€, desde enero de 2012 y se queda ahí.",
        ]
        for (locale, words) in expected {
            let text = try Self.text(Self.monthly("Price", from: 2010, values, isEuro: true, locale: locale))
            #expect(text.contains(words), "\(locale): \(text)")
        }
    }

    // MARK: Growth slows only while it grows (F11)

    /// Microsoft's monthly closes from January 2009 to March 2010: a climb that peaks in December 2009 and falls.
    static let peaked: [Double] = [
        16.63, 15.81, 17.99, 19.84, 20.59, 23.42, 23.18, 24.43, 25.49, 27.48, 29.27, 30.34, 28.05, 28.67, 28.80,
    ]

    @Test func aClimbThatPeakedAndFellIsNotGrowthSlowing() throws {
        // By hand: the last five months' line on the logarithms falls (about −0.9 percent a month).
        let tail = Self.peaked.suffix(5).map { log($0) }
        let mean = tail.reduce(0, +) / 5
        let slope = tail.indices.reduce(0) { $0 + (Double($1 - tail.startIndex) - 2) * (tail[$1] - mean) } / 10
        #expect(exp(slope) - 1 < -0.008 && exp(slope) - 1 > -0.01, "\(exp(slope) - 1)")
        var chart = Self.monthly("MSFT", from: 2009, Self.peaked)
        chart.yAxis?.format = ValueFormat(style: .currency, currencyCode: "USD")
        let stories = try ChartDescriber(chart: chart).describe(.summary).summary.compactMap {
            if case .story(.growthSlows(let slows)) = $0.statement { slows } else { nil }
        }
        #expect(stories.isEmpty, "\(stories)")
        let text = try Self.text(chart)
        #expect(!text.contains("slows"), "\(text)")
        #expect(text.contains("to $30.34 in December 2009, and ends at $28.80 in March 2010"), "\(text)")
    }

    @Test func climbsToTheEndOnlyWhenEveryTailClimbs() {
        let x = (0..<8).map(Double.init)
        #expect(ChartDescriber.climbsToTheEnd(x, [1, 2, 3, 4, 5, 6, 7, 8], from: 2))
        // The last four fall back from a peak: their line falls.
        #expect(!ChartDescriber.climbsToTheEnd(x, [1, 2, 3, 4, 8, 9, 7, 6], from: 2))
        // Three values are too few to judge.
        #expect(ChartDescriber.climbsToTheEnd(x, [1, 2, 3, 4, 5, 9, 6, 6.5], from: 5))
    }

    // MARK: No run across missing months (F15)

    /// Snow days counted only in months with snow: January to April 2012, December 2012, January and March 2013.
    static func counted(withFebruary: Bool) -> Chart {
        var months = [(2012, 1), (2012, 2), (2012, 3), (2012, 4), (2012, 12), (2013, 1), (2013, 3)]
        var values: [Double] = [7, 3, 5, 1, 5, 1, 1]
        if withFebruary {
            months.insert((2013, 2), at: 6)
            values.insert(1, at: 6)
        }
        return Chart(
            title: "Snow days", kind: .bar, xAxis: .date("Month"), yAxis: .numeric("Days"),
            series: [Series(name: "Days", x: months.map { seconds($0.0, $0.1) }, y: values)])
    }

    @Test func aRunIsNotSaidToContinueAcrossAMissingMonth() throws {
        let gap = try Self.text(Self.counted(withFebruary: false))
        #expect(!gap.contains("is still there in March 2013"), "\(gap)")
        #expect(gap.contains("to 1 in January 2013, and ends at 1 in March 2013"), "\(gap)")
        // With February there, the run of ones is one and is said.
        let whole = try Self.text(Self.counted(withFebruary: true))
        #expect(whole.contains("to 1 in January 2013 and is still there in March 2013"), "\(whole)")
    }

    // MARK: Extremes said once (F24)

    @Test func swingsWhoseLargestMovesNameBothExtremesAreNotFollowedByThem() throws {
        // Ten moves: the largest, from the lowest (100 at 0) to the highest (260 at 4), and smaller swings after.
        let turns: [(Int, Double)] = [
            (0, 100), (4, 260), (6, 170), (10, 220), (12, 160), (16, 210), (18, 150), (22, 200), (24, 140), (28, 190),
            (30, 150),
        ]
        let values = TruthTests.path(turns, wobble: 0)
        let chart = TruthTests.along("Price", values, title: "Price", unit: "dollars")
        let statements = try Self.statements(chart)
        guard case .swings(_, _, _, _, let largest, _)? = try Self.course(chart)?.shape else {
            Issue.record("not swings")
            return
        }
        #expect(largest.first?.from.place == .value(0) && largest.first?.to.place == .value(4))
        #expect(!statements.contains { if case .extremes = $0 { true } else { false } })
        // Started at 160 and the lowest a trough of 147 between two small moves: no largest move reaches it, and the
        // extremes are said.
        var later = turns
        later[0] = (0, 160)
        later[8] = (24, 147)
        let other = try Self.statements(TruthTests.along("Price", TruthTests.path(later, wobble: 0), unit: "dollars"))
        #expect(other.contains { if case .extremes = $0 { true } else { false } })
    }

    // MARK: Temperatures change in degrees (F10)

    /// Monthly mean highs in Seattle (°C, no unit given): 8.23 in January up to 26.11 in August, 8.19 in December.
    static let highs: [Double] = [8.23, 9.86, 12.5, 15.7, 19.4, 22.4, 26, 26.11, 21.5, 15.9, 11.2, 8.19]

    @Test(arguments: [
        "Max temperature", "temp_max", "Höchsttemperatur", "Température maximale", "Temperatura máxima", "nhtemp",
        "TMAX", "tmin", "tempmax",
    ])
    func aTemperatureByItsNameChangesInDegreesNotPercent(name: String) throws {
        // The axis says nothing ("Value", as a CSV of two measures gets): the series' name must.
        let chart = Self.monthly(name, from: 2015, Self.highs, axis: "Value")
        let text = try Self.text(chart)
        // By hand: 26.11 − 8.23 = 17.88 up, 8.19 − 26.11 = −17.92 down.
        #expect(text.contains("rises by 17.88 from 8.23 in January 2015 to 26.11 in August 2015"), "\(text)")
        #expect(text.contains("falls by 17.92 to 8.19 in December 2015"), "\(text)")
        #expect(!text.contains("percent") && !text.contains("fold"), "\(text)")
    }

    /// "temp" ends a compound ("nhtemp", "airtemp") but never starts one, and German's "grad" is no ending.
    @Test func onlyTemperaturesAbbreviationEndsACompound() {
        #expect(AxisWording.namesIntervalScale("airtemp") && AxisWording.namesIntervalScale("maxtemps"))
        for name in ["tempo", "temporary", "Belgrad", "Wolgograd"] { #expect(!AxisWording.namesIntervalScale(name)) }
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
            let text = try Self.text(Self.monthly(name, from: 2015, Self.highs, locale: locale, axis: "Value"))
            #expect(text.contains(words) && !text.contains(percent), "\(locale): \(text)")
        }
    }

    /// A year of monthly revenue and profit (in thousands): the profit is a loss in January, February, April and
    /// August.
    static let revenue: [Double] = [120, 125, 131, 128, 140, 150, 158, 149, 160, 171, 180, 192]
    static let profit: [Double] = [-8, -5, 2, -3, 6, 10, 12, -2, 9, 14, 18, 25]

    static func revenueAndProfit(locale: String) -> Chart {
        let xs = (0..<12).map { Self.seconds(2024, $0 + 1) }
        return Chart(
            kind: .line, locale: locale, xAxis: .date("Month"), yAxis: .numeric("Value"),
            series: [Series(name: "Revenue", x: xs, y: Self.revenue), Series(name: "Profit", x: xs, y: Self.profit)])
    }

    @Test func aSeriesBelowZeroLosesPercentNotTheSeriesBesideIt() throws {
        // By hand: revenue 120 → 192 is up 72, 192 / 120 = 1.6, so 60 percent; profit goes below zero (a loss has
        // no true zero to take a percent of), so its moves are in units: −8 → 12 up 20, 12 → −2 down 14, −2 → 25
        // up 27; first to last −8 → 25, a change of 33.
        #expect(192.0 / 120 - 1 > 0.5999 && 192.0 / 120 - 1 < 0.6001)
        let expected = [
            "en_US": (
                "Revenue: rises 60 percent from 120 in January 2024 to 192 in December 2024.",
                "Profit: rises by 20 from minus 8 in January 2024 to 12 in July 2024", "percent"
            ),
            "de_DE": (
                "Revenue: steigt um 60 Prozent von 120 im Januar 2024 auf 192 im Dezember 2024.",
                "Profit: steigt um 20 von minus 8 im Januar 2024 auf 12 im Juli 2024", "Prozent"
            ),
            "fr_FR": (
                "Revenue\u{a0}: augmente de 60 pour cent, passant de 120 en janvier 2024 à 192 en décembre 2024.",
                "Profit\u{a0}: augmente de 20, passant de moins 8 en janvier 2024 à 12 en juillet 2024", "pour cent"
            ),
            "es_ES": (
                "Revenue: sube un 60 por ciento, de 120 en enero de 2024 a 192 en diciembre de 2024.",
                "Profit: sube 20, de menos 8 en enero de 2024 a 12 en julio de 2024", "por ciento"
            ),
        ]
        for (locale, (revenue, profit, percent)) in expected {
            let description = try ChartDescriber(chart: Self.revenueAndProfit(locale: locale)).describe(.details)
            let summary = description.summary.map(\.text)
            #expect(summary.contains(revenue), "\(locale): \(summary)")
            let told = try #require(summary.first { $0.hasPrefix("Profit") }, "\(locale): \(summary)")
            #expect(told.hasPrefix(profit) && !told.contains(percent), "\(locale): \(told)")
            // The details agree: revenue's change also in percent, profit's only in units.
            let changes = description.details.filter { $0.kind == .change }.map(\.text)
            try #require(changes.count == 2, "\(locale): \(changes)")
            #expect(changes[0].contains("72") && changes[0].contains("60 " + percent), "\(locale): \(changes)")
            #expect(changes[1].contains("33") && !changes[1].contains(percent), "\(locale): \(changes)")
        }
    }

    @Test func highsBesideLowsBelowZeroChangeInDegreesByTheirAxis() throws {
        // Highs and lows of a cold place on an axis titled "Temperature": the highs never go below zero, but the
        // axis names a measure with no true zero, so they change in degrees (26.11 − 8.23 = 17.88), never 3.2-fold.
        let xs = (0..<12).map { Self.seconds(2015, $0 + 1) }
        let lows: [Double] = [-6, -5, -1, 3, 7, 10, 13, 12, 8, 3, -2, -5]
        let chart = Chart(
            kind: .line, xAxis: .date("Month"), yAxis: .numeric("Temperature"),
            series: [Series(name: "High", x: xs, y: Self.highs), Series(name: "Low", x: xs, y: lows)])
        let text = try Self.text(chart)
        #expect(text.contains("High: rises by 17.88 from 8.23"), "\(text)")
        #expect(!text.contains("fold") && !text.contains("percent"), "\(text)")
    }

    /// Weekly readings are placed in their weeks.
    ///
    /// Weekly visits, one reading each Monday from January 1, 2024 for 30 weeks: 1,000 + 10 a week, with 1,500 in
    /// week 12 (March 18) and 700 in week 20 (May 13). Each reading stands for its week, so its moves and unusual values
    /// are "in the week of" their Monday, never "on" it; daily readings keep their day.
    @Test func weeklyReadingsArePlacedInTheirWeeks() throws {
        func chart(days: Int) -> Chart {
            let start = Double(ISODate.daysSince1970(year: 2024, month: 1, day: 1)) * 86_400
            var values = (0..<30).map { 1_000 + 10 * Double($0) }
            (values[11], values[19]) = (1_500, 700)
            return Chart(
                title: "Visits", kind: .line, xAxis: .date("Week"), yAxis: .numeric("Visits"),
                series: [
                    Series(
                        name: "Visits", x: values.indices.map { start + Double($0 * days) * 86_400 }, y: values)
                ])
        }
        let weekly = try Self.text(chart(days: 7))
        #expect(
            weekly.contains("Unusual values: 700 in the week of May 13 and 1,500 in the week of March 18."), "\(weekly)"
        )
        #expect(!weekly.contains("on March 18") && !weekly.contains("on May 13"), "\(weekly)")
        let daily = try Self.text(chart(days: 1))
        #expect(daily.contains("Unusual values: 700 on January 20 and 1,500 on January 12."), "\(daily)")
        // Point by point too: the weeks of January 1 and 8, and the daily readings' days.
        let points = try #require(ChartDescriber(chart: chart(days: 7)).describe(.points).points.first?.lines).map {
            $0
        }
        #expect(
            points.prefix(2) == ["Week of January 1, Visits 1,000", "Week of January 8, Visits 1,010"], "\(points)")
        let days = try #require(ChartDescriber(chart: chart(days: 1)).describe(.points).points.first?.lines).map { $0 }
        #expect(days.first == "January 1, Visits 1,000", "\(days)")
    }
}
