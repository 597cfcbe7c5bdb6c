import ChartAudit
import ChartDescription
import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// The measure that fits the data, and the calendar it keeps: quarters said as quarters, trading
/// days without their weekends as gaps, interval data and percentages changed in their own units,
/// correlations only of changes, never rounded to a perfect one.
///
/// Each chart is made here with its truth known by construction.
@Suite struct MeasureTruthTests {
    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
    }

    static func dated(_ title: String, _ xs: [Double], _ ys: [Double?], unit: String? = nil, format: ValueFormat? = nil)
        -> Chart
    {
        var axis = Axis.numeric(title, unit: unit)
        if let format { axis.format = format }
        return Chart(
            title: title, kind: .line, xAxis: .date("Date"), yAxis: axis,
            series: [Series(name: title, isContinuous: true, x: xs, y: ys)])
    }

    static func text(_ chart: Chart, _ level: DescriptionLevel = .full) throws -> String {
        try ChartDescriber(chart: chart).describe(level).text
    }

    // MARK: Quarters

    @Test func quarterlyDataIsSpokenInQuarters() throws {
        // 1960 to 1986, one value on the first day of each quarter: 108 values, rising with a
        // peak in the third quarter of 1986.
        var xs: [Double] = []
        var ys: [Double] = []
        for year in 1960...1986 {
            for quarter in 0..<4 {
                xs.append(Self.seconds(year, quarter * 3 + 1, 1))
                ys.append(Double(year - 1960) * 4 + Double(quarter) + (year == 1986 && quarter == 2 ? 50 : 0))
            }
        }
        let chart = Self.dated("Output", xs, ys, unit: "tonnes")
        let description = try ChartDescriber(chart: chart).describe(.full)
        let overview = description.overview.map(\.text).joined(separator: " ")
        #expect(overview.contains("X axis: Date, Q1 1960 to Q4 1986."), "\(overview)")
        let summary = description.summary.map(\.text).joined(separator: " ")
        #expect(summary.contains("in Q3 1986"), "\(summary)")
        let months = ["January", "April", "July", "October"]
        #expect(!months.contains { overview.contains($0) || summary.contains($0) }, "\(summary)")
        #expect(description.points[0].lines[0].hasPrefix("Q1 1960"), "\(description.points[0].lines[0])")
    }

    @Test func weekdaysAreSaidWithTheirOwnPreposition() throws {
        // A week of visits by weekday, rising to Friday's 410 and falling to Sunday's 120.
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let visits: [Double] = [180, 240, 300, 350, 410, 200, 120]
        for (locale, on, wrong) in [
            ("en", "on Fri", "in Fri"), ("de", "am Fri", "im Fri"), ("fr", "le Fri", "en Fri"),
            ("es", "el Fri", "en Fri"),
        ] {
            let chart = Chart(
                title: "Visits", kind: .bar, locale: locale, xAxis: .categorical("Day", categories: days),
                yAxis: .numeric("Visits", unit: "visits"),
                series: [Series(name: "Visits", points: zip(days, visits).map { DataPoint(category: $0, y: $1) })])
            let text = try Self.text(chart, .summary)
            #expect(text.contains(on) && !text.contains(wrong), "\(locale): \(text)")
        }
        // Months keep theirs.
        let months = ["Jan", "Feb", "Mar", "Apr"]
        let chart = Chart(
            title: "Sales", kind: .bar, xAxis: .categorical("Month", categories: months), yAxis: .numeric("Sales"),
            series: [
                Series(name: "Sales", points: zip(months, [10.0, 20, 40, 30]).map { DataPoint(category: $0, y: $1) })
            ])
        #expect(try Self.text(chart, .summary).contains("in Mar"))
    }

    @Test func monthlyDataStaysInMonths() throws {
        // Three-month spacing only where each value sits in the same month of its quarter; monthly
        // data keeps its months.
        let xs = (0..<24).map { Self.seconds(2024 + $0 / 12, $0 % 12 + 1, 1) }
        let text = try Self.text(Self.dated("Sales", xs, xs.indices.map(Double.init), unit: "units"), .overview)
        #expect(text.contains("January 2024 to December 2025"), "\(text)")
    }

    @Test func germanSaysTheArticleOfAQuarterBetweenTwo() throws {
        // Quarterly sales from Q1 2019 to Q1 2023 without Q2 and Q3 2020 (a gap between Q1 and Q4 2020), and with no
        // value from Q1 2022 to Q4 2022 (four quarters, the longest stretch without data). German says a quarter with
        // its article after "zwischen", as French ("le premier trimestre") and Spanish ("el primer trimestre") do.
        var xs: [Double] = []
        var ys: [Double?] = []
        for index in 0..<17 where index != 5 && index != 6 {
            xs.append(Self.seconds(2019 + index / 4, index % 4 * 3 + 1, 1))
            ys.append((12...15).contains(index) ? nil : 10 + Double(index))
        }
        var chart = Self.dated("Sales", xs, ys)
        chart.locale = "de"
        let text = try Self.text(chart, .summary)
        #expect(text.contains("Keine Daten zwischen dem 1. Quartal 2020 und dem 4. Quartal 2020."), "\(text)")
        #expect(
            text.contains(
                "die längste Strecke ohne Daten: 4 Punkte, zwischen dem 1. Quartal 2022 und dem 4. Quartal 2022"),
            "\(text)")
        #expect(
            !text.contains("zwischen 1. Quartal") && !text.contains("von dem") && !text.contains("bis dem"), "\(text)")
    }

    // MARK: Trading days

    /// Weekdays from Monday 2024-01-01 for `weeks` weeks, leaving out `skipped` (day offsets).
    static func tradingDays(weeks: Int, skipping skipped: Set<Int> = []) -> [Double] {
        (0..<(weeks * 7)).filter { $0 % 7 < 5 && !skipped.contains($0) }.map {
            Self.seconds(2024, 1, 1) + Double($0) * 86_400
        }
    }

    @Test func weekendsInTradingDataAreNoGaps() throws {
        let xs = Self.tradingDays(weeks: 60)
        var random = SeededGenerator(seed: 7)
        var price = 100.0
        let ys = xs.map { _ in
            price *= 1 + random.gaussian(deviation: 0.01)
            return price
        }
        let chart = Self.dated("Share price", xs, ys, unit: "dollars")
        let summary = try ChartDescriber(chart: chart).describe(.summary).summary
        #expect(!summary.contains { $0.kind == .gaps }, "\(summary.map(\.text))")
        #expect(!ChartAuditor().audit(chart).contains { $0.ruleID == .dateGapsHidden })
        // Tuesday to Thursday missing (days 8 to 10: the second week's), three weekdays in a row, is
        // one gap, between the Monday and the Friday; a holiday is never that long.
        let missing = Self.tradingDays(weeks: 60, skipping: [8, 9, 10])
        let withGap = Self.dated("Share price", missing, Array(ys.prefix(missing.count)), unit: "dollars")
        let gaps = try ChartDescriber(chart: withGap).describe(.summary).summary.compactMap { sentence -> Gaps? in
            if case .gaps(let gaps) = sentence.statement { return gaps }
            return nil
        }
        #expect(gaps.count == 1 && gaps.first?.count == 1)
        #expect(
            gaps.first?.between.first
                == Stretch(from: .value(Self.seconds(2024, 1, 8)), to: .value(Self.seconds(2024, 1, 12))))
        #expect(ChartAuditor().audit(withGap).filter { $0.ruleID == .dateGapsHidden }.count == 1)
    }

    @Test func marketHolidaysInTradingDataAreNoGaps() throws {
        // The New York exchange's 2024 calendar: weekdays from Tuesday January 2 to Tuesday December 31 but its nine
        // holidays on weekdays besides New Year's Day (MLK Day January 15, Presidents' Day February 19, Good Friday
        // March 29, Memorial Day May 27, Juneteenth June 19, Independence Day July 4, Labor Day September 2,
        // Thanksgiving November 28, Christmas December 25): 261 weekdays less 9 is 252 trading days, a holiday one
        // weekday in 28, none beside another. No gap, as weekends are none.
        let holidays: Set<Double> = [
            Self.seconds(2024, 1, 15), Self.seconds(2024, 2, 19), Self.seconds(2024, 3, 29), Self.seconds(2024, 5, 27),
            Self.seconds(2024, 6, 19), Self.seconds(2024, 7, 4), Self.seconds(2024, 9, 2), Self.seconds(2024, 11, 28),
            Self.seconds(2024, 12, 25),
        ]
        let xs = Self.tradingDays(weeks: 53).filter {
            $0 > Self.seconds(2024, 1, 1) && $0 <= Self.seconds(2024, 12, 31) && !holidays.contains($0)
        }
        #expect(xs.count == 252)
        var random = SeededGenerator(seed: 11)
        var price = 100.0
        let ys = xs.map { _ in
            price *= 1 + random.gaussian(deviation: 0.01)
            return price
        }
        let chart = Self.dated("Close", xs, ys, unit: "dollars")
        let summary = try ChartDescriber(chart: chart).describe(.summary).summary
        #expect(!summary.contains { $0.kind == .gaps }, "\(summary.map(\.text))")
        #expect(!ChartAuditor().audit(chart).contains { $0.ruleID == .dateGapsHidden })
        // Every third Wednesday missing besides (17 more of the year's 50, none beside a holiday) is no holiday
        // calendar: 26 weekdays missing of 252 is more than one in 20, and each of those steps is a gap (the
        // holidays then too: 26 in all).
        // (1970-01-01 was a Thursday, so a Wednesday is 6 days on from one in 7.)
        let wednesdays = xs.filter { Int($0 / 86_400) % 7 == 6 }
        #expect(wednesdays.count == 50)
        let thinned = Set(stride(from: 0, to: wednesdays.count, by: 3).map { wednesdays[$0] }).subtracting(holidays)
        let sparse = xs.filter { !thinned.contains($0) }
        let sparseChart = Self.dated("Close", sparse, Array(ys.prefix(sparse.count)), unit: "dollars")
        let gaps = try ChartDescriber(chart: sparseChart).describe(.summary).summary.compactMap { sentence -> Gaps? in
            if case .gaps(let gaps) = sentence.statement { return gaps }
            return nil
        }
        #expect(gaps.first?.count == thinned.count + holidays.count, "\(thinned.count)")
        #expect(ChartAuditor().audit(sparseChart).contains { $0.ruleID == .dateGapsHidden })
    }

    @Test func dailyDataWithEveryDayStillHasItsGaps() throws {
        // Every day but a missing week: the week is a gap (the rule for data that has every day).
        let days = (0..<60).filter { !(20..<27).contains($0) }
        let xs = days.map { Self.seconds(2024, 3, 1) + Double($0) * 86_400 }
        let chart = Self.dated("Visits", xs, xs.indices.map { Double(100 + $0 % 5) }, unit: "visits")
        #expect(try ChartDescriber(chart: chart).describe(.summary).summary.contains { $0.kind == .gaps })
    }

    // MARK: Measures of change

    @Test func aLakesLevelChangesInFeetNotPercent() throws {
        // A lake 576.2 to 579.6 feet above the sea, falling then rising: a fraction of a percent
        // of its height means nothing; its feet are the story.
        let ys = [579.6, 579.1, 578.4, 577.6, 576.9, 576.2, 576.5, 577.3, 578.0, 578.8]
        let chart = TruthTests.along("Lake Huron", ys, title: "Level", unit: "feet")
        let moves = try TruthTests.moves(chart)
        #expect(!moves.isEmpty)
        for move in moves {
            guard case .amount(let feet) = move.change else {
                Issue.record("\(move.change) is not in feet")
                continue
            }
            #expect(abs(feet - (move.to.value - move.from.value)) < 1e-9)
        }
        let text = try Self.text(chart)
        #expect(!text.contains("percent"), "\(text)")
        #expect(text.contains("falls by 3.4 feet"), "\(text)")
    }

    @Test func aRatingInPercentChangesInPercentagePoints() throws {
        // Approval of 61 percent falling to 25: 36 percentage points, not "59 percent".
        let chart = TruthTests.along("Approval", [61, 58, 52, 47, 40, 33, 25], title: "Approval", unit: "percent")
        let moves = try TruthTests.moves(chart)
        #expect(moves.count == 1 && moves.first?.change == .points(-0.36))
        let text = try Self.text(chart)
        #expect(text.contains("falls 36 percentage points"), "\(text)")
        #expect(text.contains("down 36 percentage points"), "\(text)")
        #expect(!text.contains("59 percent") && !text.contains("(down"), "\(text)")
    }

    @Test func aShareInPercentFormatChangesInPoints() throws {
        var format = ValueFormat()
        format.style = .percent
        let chart = Self.dated(
            "Share", (0..<5).map { Self.seconds(2020 + $0, 1, 1) }, [0.6, 0.5, 0.4, 0.3, 0.2], format: format)
        let text = try Self.text(chart, .summary)
        #expect(text.contains("40 percentage points"), "\(text)")
        #expect(!text.contains("67 percent"), "\(text)")
    }

    @Test func ratioDataStillChangesInPercent() throws {
        // Sales doubling from 100 to 200 units: a ratio, said as a percentage.
        let chart = TruthTests.along("Sales", [100, 120, 140, 160, 180, 200], title: "Sales", unit: "units")
        #expect(try TruthTests.moves(chart).first?.change == .percent(1))
    }

    @Test func aHyperinflationRisesByAMultipleInEveryLanguageAndLevel() throws {
        // Prices tripling every year from 1 in 1970: 3^19 = 1,162,261,467 in 1989, a rise of about 1.2 billion-fold,
        // never the 1,162,261,466 units of it to the cent, nor a percent of 116 billion; at every level the same.
        let xs = (1970...1989).map { Self.seconds($0, 1, 1) }
        let chart = Self.dated("Prices", xs, (0..<20).map { pow(3, Double($0)) })
        let summary = try Self.text(chart, .summary)
        #expect(summary.contains("rises about 1.2 billion-fold from 1 in 1970 to 1,162,261,467 in 1989"), "\(summary)")
        #expect(!summary.contains("1,162,261,466"), "\(summary)")
        let details = try Self.text(chart, .details)
        #expect(details.contains("a change of 1,162,261,466 (up about 1.2 billion-fold)."), "\(details)")
        #expect(!details.contains("percent"), "\(details)")
        let words = [
            ("de", "etwa das 1,2-Milliarden-Fache"), ("fr", "d'un facteur 1,2 milliard environ"),
            ("es", "unos 1,2 mil millones de veces"),
        ]
        for (locale, fold) in words {
            var chart = chart
            chart.locale = locale
            let text = try Self.text(chart, .details)
            #expect(text.components(separatedBy: fold).count == 3, "\(text)")
        }
        // From 1.3 (to the ten-millionth, so the axis speaks whole numbers: "Y axis: Prices, 1 to …"), the ratio's
        // ends keep two figures: 1.3 × 3^19 is 1,510,940,058, and "from 1" would make it 1.5 billion-fold.
        let fromMore = Self.dated("Prices", xs, (0..<20).map { 1.3 * pow(3, Double($0)) * (1 + 1e-7) })
        let more = try Self.text(fromMore, .summary)
        #expect(more.contains("Y axis: Prices, 1 to 1,510,940,058."), "\(more)")
        #expect(more.contains("rises about 1.2 billion-fold from 1.3 in 1970 to 1,510,940,058 in 1989"), "\(more)")
        let moreDetails = try Self.text(fromMore, .details)
        #expect(moreDetails.contains("First 1.3, last 1,510,940,058, a change of "), "\(moreDetails)")
        // A fall to 1.2 billionth is no "fold": a fall of all but a billionth of it, in percent.
        let falling = Self.dated("Prices", xs, (0..<20).map { pow(3, Double(19 - $0)) })
        #expect(try TruthTests.moves(falling).first?.change == .percent(1 / pow(3, 19) - 1))
    }

    // MARK: Correlations

    @Test func trendingSeriesAreCorrelatedByTheirChanges() throws {
        // Two independent random walks on a shared upward trend: their levels correlate near 1,
        // their changes near 0. Only the changes are said.
        var random = SeededGenerator(seed: 11)
        let days = 200
        let xs = (0..<days).map { Self.seconds(2024, 1, 1) + Double($0) * 86_400 }
        var a = 100.0
        var b = 50.0
        var first: [Double] = []
        var second: [Double] = []
        for _ in 0..<days {
            a += 1 + random.gaussian(deviation: 1)
            b += 0.5 + random.gaussian(deviation: 0.5)
            first.append(a)
            second.append(b)
        }
        let chart = Chart(
            title: "Prices", kind: .line, xAxis: .date("Date"), yAxis: .numeric("Price", unit: "dollars"),
            series: [
                Series(name: "A", isContinuous: true, x: xs, y: first),
                Series(name: "B", isContinuous: true, x: xs, y: second),
            ])
        let correlations = try TruthTests.details(chart).compactMap { statement -> Correlation? in
            if case .correlation(let correlation) = statement { return correlation }
            return nil
        }
        #expect(correlations.count == 1)
        let correlation = try #require(correlations.first)
        #expect(correlation.ofChanges && abs(correlation.r) < 0.3, "\(correlation)")
        // Prices: the r of their percent changes (returns), computed here.
        let returns = Self.changes(first, second, relative: true)
        #expect(correlation.ofPercentChanges && abs(correlation.r - Self.pearson(returns)) < 1e-9)
        let text = try Self.text(chart, .details)
        #expect(text.contains("Correlation of the percent changes in A and B: "), "\(text)")
    }

    /// The changes of two series from each point to the next, as fractions of the first or as amounts.
    static func changes(_ first: [Double], _ second: [Double], relative: Bool) -> [(Double, Double)] {
        (1..<first.count).map { index -> (Double, Double) in
            let (a, b): (Double, Double) = (first[index - 1], second[index - 1])
            let (c, d): (Double, Double) = (first[index], second[index])
            return relative ? (c / a - 1, d / b - 1) : (c - a, d - b)
        }
    }

    /// Pearson's r of `pairs`, written out.
    static func pearson(_ pairs: [(Double, Double)]) -> Double {
        let count = Double(pairs.count)
        let (mx, my) = (pairs.reduce(0) { $0 + $1.0 } / count, pairs.reduce(0) { $0 + $1.1 } / count)
        let sxy = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
        let syy = pairs.reduce(0) { $0 + ($1.1 - my) * ($1.1 - my) }
        return sxy / (sxx * syy).squareRoot()
    }

    @Test func pricesAreCorrelatedByTheirReturnsAndTemperaturesByTheirChanges() throws {
        // Two funds over 120 days with the same daily news (2 percent a day) plus a little of their own (0.5 percent):
        // A climbs from 10 to about 300 while B sinks from 300 to about 10, so a dollar of A early is worth a dollar
        // of B late. Their returns correlate near 0.94; their dollar changes far less, each big where the other is
        // small.
        var random = SeededGenerator(seed: 5)
        let days = 120
        var (a, b) = (10.0, 300.0)
        var (first, second): ([Double], [Double]) = ([a], [b])
        for _ in 1..<days {
            let news = random.gaussian(deviation: 0.02)
            a *= 1 + 0.028 + news + random.gaussian(deviation: 0.005)
            b *= 1 - 0.028 + news + random.gaussian(deviation: 0.005)
            first.append(a)
            second.append(b)
        }
        func chart(unit: String) -> Chart {
            Chart(
                title: "Funds", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Price", unit: unit),
                series: [
                    Series(name: "A", x: (0..<days).map(Double.init), y: first),
                    Series(name: "B", x: (0..<days).map(Double.init), y: second),
                ])
        }
        func correlation(_ chart: Chart) throws -> Correlation? {
            try TruthTests.details(chart).lazy.compactMap { statement -> Correlation? in
                if case .correlation(let correlation) = statement { return correlation }
                return nil
            }.first
        }
        let returns = Self.changes(first, second, relative: true)
        let amounts = Self.changes(first, second, relative: false)
        #expect(Self.pearson(returns) > 0.9 && Self.pearson(amounts) < 0.5, "the shape as meant")
        let prices = try #require(try correlation(chart(unit: "dollars")))
        #expect(prices.ofPercentChanges && abs(prices.r - Self.pearson(returns)) < 1e-9, "\(prices)")
        // Degrees are no ratio data: their changes are amounts.
        let degrees = try #require(try correlation(chart(unit: "°C")))
        #expect(!degrees.ofPercentChanges && abs(degrees.r - Self.pearson(amounts)) < 1e-9, "\(degrees)")
        #expect(try Self.text(chart(unit: "°C"), .details).contains("Correlation of the changes in A and B: "))
    }

    @Test func theStrongestPairsAreSaidAmongManySeries() throws {
        // Five stocks over 60 days: four walk on their own, and the fifth (E, listed last) repeats A's daily moves
        // with a little noise of its own. Truth: E and A, the only related pair, correlate near 1; among the ten
        // pairs, six are said, the strongest first, and E and A is among them though E is the fifth series.
        var random = SeededGenerator(seed: 77)
        let xs = (0..<60).map { Double($0) * 86_400 }
        var levels = [[Double]](repeating: [], count: 4)
        for index in 0..<4 {
            var level = 100.0
            for _ in 0..<60 {
                level += random.gaussian(deviation: 1)
                levels[index].append(level)
            }
        }
        let e = levels[0].map { $0 * 2 + random.gaussian(deviation: 0.1) }
        let names = ["A", "B", "C", "D", "E"]
        let chart = Chart(
            title: "Prices", kind: .line, xAxis: .date("Date"), yAxis: .numeric("Price", unit: "dollars"),
            series: zip(names, levels + [e]).map { Series(name: $0, isContinuous: true, x: xs, y: $1) })
        let correlations = try TruthTests.details(chart).compactMap { statement -> Correlation? in
            if case .correlation(let correlation) = statement { return correlation }
            return nil
        }
        #expect(correlations.count == 6)
        #expect(correlations.first.map { Set([$0.first, $0.second]) } == ["A", "E"], "\(correlations)")
        #expect(correlations.first.map { $0.r > 0.95 } == true)
        #expect(zip(correlations, correlations.dropFirst()).allSatisfy { abs($0.r) >= abs($1.r) })
    }

    @Test func fewCategoriesHaveNoCorrelation() throws {
        let chart = TruthTests.bars(
            ["North", "South", "East", "West"], [("2024", [10, 20, 30, 40]), ("2025", [12, 19, 33, 41])])
        #expect(!(try TruthTests.details(chart)).contains { $0.kind == .correlation })
    }

    @Test func nearlyPerfectCorrelationsAreNeverSaidAsPerfect() throws {
        let context = PhraseContext(wording: try ChartDescriber(chart: TruthTests.along("A", [1, 2, 3])).wording)
        #expect(context.correlation(0.997).text == "0.997")
        #expect(context.correlation(-0.9996).text == "minus 0.9996")
        #expect(context.correlation(0.9955).text == "0.996")
        #expect(context.correlation(1).text == "1")
        #expect(context.correlation(0.62).text == "0.62")
    }
}
