import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25, part B: groups that say when they are partial, stacks to 100 percent told in shares, ties counted as
/// ties, and the stories beyond moves, each on a chart made here whose truth is computed by hand.
@Suite struct StoryTruthTests {
    static func summary(_ chart: Chart) throws -> [Sentence] {
        try ChartDescriber(chart: chart).describe(.summary).summary
    }

    static func text(_ chart: Chart, _ level: DescriptionLevel = .summary) throws -> String {
        try ChartDescriber(chart: chart).describe(level).text
    }

    /// The last grouping among `statements`: how a series is grouped, and what its groups leave out.
    static func grouped(_ statements: [Statement]) -> GroupedSeries? {
        statements.compactMap { if case .grouping(let value) = $0 { value } else { nil } }.last
    }

    /// Where the summary's course of the chart's first series ends, when it is told in moves.
    static func courseEnd(_ chart: Chart) throws -> Anchor? {
        let statements = try summary(chart).map(\.statement)
        let course = try #require(statements.compactMap { if case .course(let c) = $0 { c } else { nil } }.first)
        guard case .moves(let moves, let end) = course.shape, let last = moves.last else {
            Issue.record("told as \(course.shape)")
            return nil
        }
        return end ?? last.to
    }

    static func year(_ year: Int) -> Double { Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400 }

    static func day(_ offset: Int) -> Double {
        Double(ISODate.daysSince1970(year: 2025, month: 1, day: 6) + offset) * 86_400
    }

    // MARK: Ties

    /// A and B average 5 each, C 2: neither A nor B is "highest on average"; with A's third bar at 10, A is.
    @Test func aSeriesTiedForTheHighestAverageIsNotNamedAlone() throws {
        let towns = ["Alton", "Bury", "Crewe"]
        let tied = TruthTests.bars(towns, [("A", [3, 5, 7]), ("B", [7, 5, 3]), ("C", [1, 2, 3])])
        #expect(!(try Self.text(tied)).contains("on average"))
        let apart = TruthTests.bars(towns, [("A", [3, 5, 10]), ("B", [7, 5, 3]), ("C", [1, 2, 3])])
        #expect(try Self.text(apart).contains("Highest on average: A (6 units); lowest: C (2 units)."))
    }

    /// Hazel against Green over four hair colours: above in Black and Red, equal in Brown, below in Blond.
    @Test func aTieIsCountedAsATieNotAsAnException() throws {
        let colours = ["Black", "Brown", "Red", "Blond"]
        let chart = TruthTests.bars(colours, [("Hazel", [10, 5, 7, 3]), ("Green", [8, 5, 6, 9])])
        let comparison = try #require(
            try Self.summary(chart).compactMap { sentence -> CategoryComparison? in
                if case .categoryComparison(let value) = sentence.statement { return value }
                return nil
            }.first)
        #expect(comparison.above == 2 && comparison.equal == 1 && comparison.below == 1)
        #expect(comparison.exceptions == ["Blond"])
        let words = try Self.text(chart)
        #expect(words.contains("Hazel is above Green in 2 of 4 categories, equal for Brown; the exception: Blond."))
        // Without the tie there is nothing equal to say.
        let untied = TruthTests.bars(colours, [("Hazel", [10, 6, 7, 3]), ("Green", [8, 5, 6, 9])])
        let plain = try Self.text(untied)
        #expect(plain.contains("Hazel is above Green in 3 of 4 categories; the exception: Blond."))
        #expect(!plain.contains("equal in"))
    }

    /// Ten places whose two lowest values tie with a third: the lowest list keeps all of them.
    @Test func aListOfTheLowestKeepsTiedPoints() throws {
        let places = (1...10).map { "P\($0)" }
        let chart = TruthTests.bars(places, [("Sales", [90, 80, 70, 60, 50, 40, 30, 2, 2, 2])])
        var bottom: [Anchor] = []
        for case .ranking(let ranking) in try Self.summary(chart).map(\.statement) { bottom = ranking.bottom }
        #expect(bottom.map(\.place) == [.category("P8"), .category("P9"), .category("P10")])
        let four = TruthTests.bars(places, [("Sales", [90, 80, 70, 60, 50, 40, 2, 2, 2, 2])])
        for case .ranking(let ranking) in try Self.summary(four).map(\.statement) { bottom = ranking.bottom }
        #expect(bottom.count == 4, "all four tied at 2, none dropped")
        // No tie: three, as before.
        let untied = TruthTests.bars(places, [("Sales", [90, 80, 70, 60, 50, 40, 4, 3, 2, 1])])
        for case .ranking(let ranking) in try Self.summary(untied).map(\.statement) { bottom = ranking.bottom }
        #expect(bottom.count == 3)
    }

    // MARK: Stacks to 100 percent

    static let shareStack = SharedCharts.shareStack

    @Test func aStackToAHundredPercentIsToldInSharesWeightedByTotals() throws {
        let chart = Self.shareStack
        var shares: [LayerShare] = []
        for case .layers(let layers) in try Self.summary(chart).map(\.statement) { shares = layers.shares }
        let a = try #require(shares.first { $0.series.name == "A" })
        #expect(abs(a.fraction - 31.0 / 50) < 1e-12, "weighted by totals, not (0.1 + 0.75) / 2")
        let b = try #require(shares.first { $0.series.name == "B" })
        #expect(abs(b.fraction - 19.0 / 50) < 1e-12)
        let full = try Self.text(chart, .full)
        #expect(full.contains("A 62 percent and B 38 percent"))
        // The axis, the points and the statements speak shares, never students.
        #expect(full.contains("Y axis: Students, 0 percent to 100 percent."))
        #expect(!full.contains("on average"), "a mean of shares is no overall share")
        #expect(!full.contains("students"))
        #expect(full.contains("2025, 75 percent"))
        // The mean of A's shares is never said; their median, 42.5 percent, is said as a median in the details.
        #expect(!full.contains("42") || full.components(separatedBy: "42").count == 2 && full.contains("median 42.5"))
    }

    @Test func sharesOverUnorderedCategoriesHaveNoShift() throws {
        // Eye colours stacked to 100 percent by hair colour, sorted A to Z: from Black's 63 percent brown to Red's 37
        // is no shrinking, the shares at Blond and Brown between being 6 and 42.
        let hair = ["Black", "Blond", "Brown", "Red"]
        let chart = Chart(
            kind: .bar, xAxis: .categorical("Hair"), yAxis: .numeric("People"),
            series: [
                Series(name: "Brown eyes", x: .categories(hair), y: [68, 7, 119, 26]),
                Series(name: "Other eyes", x: .categories(hair), y: [40, 120, 167, 45]),
            ], stacking: .normalized)
        let text = try Self.text(chart, .summary)
        #expect(text.contains("Shares of everything stacked") && !text.contains("shrinks") && !text.contains("grows"))
    }

    /// Series ranking the same way in every category are said once, in order.
    ///
    /// R's USPersonalExpenditure: five years' spending (billions of dollars) in five categories, each year above the
    /// one before in every one. Pair by pair, six pairs of the first four years were said and never 1960; one crossing
    /// brings the pairs back.
    @Test func seriesRankingAlikeInEveryCategoryAreSaidInOrder() throws {
        let categories = [
            "Food and Tobacco", "Household Operation", "Medical and Health", "Personal Care", "Education",
        ]
        var spending: [(year: String, values: [Double])] = [
            ("1940", [22.2, 10.5, 3.53, 1.04, 0.341]), ("1945", [44.5, 15.5, 5.76, 1.98, 0.974]),
            ("1950", [59.6, 29, 9.71, 2.45, 1.8]), ("1955", [73.2, 36.5, 14, 3.4, 2.6]),
            ("1960", [86.8, 46.2, 21.1, 5.4, 3.64]),
        ]
        func chart() -> Chart {
            Chart(
                kind: .bar, xAxis: .categorical("Category"), yAxis: .numeric("Spending"),
                series: spending.map { Series(name: $0.year, x: .categories(categories), y: $0.values) })
        }
        let text = try Self.text(chart())
        #expect(
            text.contains(
                "In every category (5), the order is the same, from highest to lowest: 1960, 1955, 1950, 1945 and 1940."
            ),
            "\(text)")
        #expect(!text.contains("is above"), "\(text)")
        // 1955's personal care below 1950's: no one order, so the pairs are said.
        spending[3].values[3] = 2.4
        let crossed = try Self.text(chart())
        #expect(!crossed.contains("the order is the same") && crossed.contains("1950 is above 1945 in every category"))
    }

    @Test func seriesAlikeInEveryCategoryAreSaidToBeTheSame() throws {
        // Two shops selling the same of each of five fruits; a third selling less: "above in 0 of 5, equal in 5" was said.
        let fruits = ["Apples", "Pears", "Plums", "Figs", "Kiwis"]
        func chart(_ third: [Double?]) -> Chart {
            Chart(
                kind: .bar, xAxis: .categorical("Fruit"), yAxis: .numeric("Sales"),
                series: [
                    Series(name: "North", x: .categories(fruits), y: [3, 5, 2, 7, 4]),
                    Series(name: "South", x: .categories(fruits), y: [3, 5, 2, 7, 4]),
                    Series(name: "East", x: .categories(fruits), y: third),
                ])
        }
        let text = try Self.text(chart([1, 2, 1.5, 3, 0.5]))
        #expect(text.contains("North and South have the same value in every category (5)."), "\(text)")
        #expect(!text.contains("in 0 of"), "\(text)")
        #expect(text.contains("North is above East in every category (5)."), "\(text)")
        // East alike where it has values, no kiwis: alike in 4 of 5, the fifth said to lack a value.
        let partial = try Self.text(chart([3, 5, 2, 7, nil]))
        #expect(
            partial.contains("North and East have the same value in 4 of 5 categories; 1 without both values."),
            "\(partial)")
        // Over ordered categories (R's VADeaths' age groups), where only crossings were looked for, none is found
        // between two alike series, and they are said to be the same.
        let ages = ["50-54", "55-59", "60-64", "65-69", "70-74"]
        let rural = Chart(
            kind: .bar, xAxis: .categorical("Age group"), yAxis: .numeric("Deaths per 1,000"),
            series: ["Published", "Reprint"].map {
                Series(name: $0, x: .categories(ages), y: [11.7, 18.1, 26.9, 41, 66])
            })
        let same = try Self.text(rural)
        #expect(same.contains("Published and Reprint have the same value in every category (5)."), "\(same)")
    }

    /// dslabs' research funding rates (percent of applications funded, by discipline): men's above women's in 5 of 9,
    /// the 4 exceptions, by hand, 10.4 points apart (Interdisciplinary), 5.1 (Technical), 5.0 (Humanities) and 3.8
    /// (Physical): the three named are the widest apart, widest first, where the first three in order were named.
    @Test func theExceptionsNamedAreTheWidestApart() throws {
        let disciplines = [
            "Chemical sciences", "Physical sciences", "Physics", "Humanities", "Technical sciences",
            "Interdisciplinary", "Earth/life sciences", "Social sciences", "Medical sciences",
        ]
        let men: [Double?] = [26.5, 19.3, 26.9, 14.3, 15.9, 11.4, 24.4, 15.3, 18.8]
        let women: [Double?] = [25.6, 23.1, 22.2, 19.3, 21.0, 21.8, 14.3, 11.5, 11.2]
        let chart = Chart(
            kind: .bar, xAxis: .categorical("Discipline"), yAxis: .numeric("Success rate"),
            series: [
                Series(name: "Men", x: .categories(disciplines), y: men),
                Series(name: "Women", x: .categories(disciplines), y: women),
            ])
        let text = try Self.text(chart)
        #expect(
            text.contains(
                "Men is above Women in 5 of 9 categories; 4 exceptions, among them Interdisciplinary, Technical sciences"
                    + " and Humanities."), "\(text)")
    }

    @Test func aCurvesLowIsWhereThePointsTurn() throws {
        // mtcars: fuel economy is lowest at 205 and 215 hp (10.4 each), rising to 13.3–15.8 beyond; the fitted
        // parabola's low is near 253 hp, where no car is.
        let hp: [Double] = [
            110, 110, 93, 110, 175, 105, 245, 62, 95, 123, 123, 180, 180, 180, 205, 215, 230, 66, 52, 65, 97, 150, 150,
            245, 175, 66, 91, 113, 264, 175, 335, 109,
        ]
        let mpg: [Double] = [
            21, 21, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 32.4,
            30.4,
            33.9, 21.5, 15.5, 15.2, 13.3, 19.2, 27.3, 26, 30.4, 15.8, 19.7, 15, 21.4,
        ]
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("Horsepower"), yAxis: .numeric("Fuel economy"),
            series: [Series(name: "Cars", x: hp, y: mpg)])
        let text = try Self.text(chart, .summary)
        #expect(text.contains("with a low near Horsepower 210"), "\(text)")
    }

    // MARK: Partial groups

    /// Yearly flows from 1900 to 1970: 71 years, told by decade, the last of which holds one year only.
    @Test func aDecadeOfOneYearIsLeftOutAndSaidToBePartial() throws {
        var points: [DataPoint] = []
        for year in 1900...1970 {
            let flow: Double = year < 1931 ? 300 + Double(year % 7) : 150 + Double(year % 5)
            points.append(DataPoint(x: .number(Self.year(year)), y: year == 1970 ? 400 : flow))
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Year"), yAxis: .numeric("Flow", unit: "cubic metres per second"),
            series: [Series(name: "Flow", points: points)])
        let statements = try Self.summary(chart).map(\.statement)
        let grouped = Self.grouped(statements)
        #expect(grouped?.grouping == .decade)
        #expect(grouped?.partial == [GroupedSeries.PartialGroup(place: .period(.decade(1970)), valueCount: 1)])
        let course = try #require(statements.compactMap { if case .course(let c) = $0 { c } else { nil } }.first)
        // The course never reaches the 1970s' one reading of 400.
        if case .moves(let moves, let end) = course.shape {
            let places = moves.flatMap { [$0.from.place, $0.to.place] } + (end.map { [$0.place] } ?? [])
            #expect(!places.contains(.period(.decade(1970))))
            #expect(!moves.contains { $0.to.value == 400 })
        } else {
            Issue.record("told as \(course.shape)")
        }
        let words = try Self.text(chart)
        #expect(words.contains("The averages leave out the values in the 1970s: only 1 year."), "\(words)")
        // Whole decades: nothing is left out.
        let whole = Chart(
            kind: .line, xAxis: .date("Year"), yAxis: .numeric("Flow", unit: "cubic metres per second"),
            series: [Series(name: "Flow", points: Array(points.dropLast()))])
        #expect(try !Self.text(whole).contains("leave out"))
    }

    /// Monthly unemployment from July 1967 to April 2015, as economics holds it, told by year.
    ///
    /// 1967's July to December is half a year and 2015's January to April a third, beside whole years of 12 months. Both are left out of the
    /// averages (a half year beside whole ones is no year's average), and the course runs from 1968 to 2014.
    @Test func aHalfYearAtTheStartIsNoYearsAverage() throws {
        func unemployed(from first: (Int, Int), to last: (Int, Int)) -> Chart {
            var points: [DataPoint] = []
            for year in first.0...last.0 {
                for month in 1...12 where (year, month) >= first && (year, month) <= last {
                    let day = Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400
                    points.append(DataPoint(x: .number(day), y: 3_000 + Double(year - 1967) * 150 + Double(month)))
                }
            }
            return Chart(
                kind: .line, xAxis: .date("Date"), yAxis: .numeric("Unemployed", unit: "thousand"),
                series: [Series(name: "Unemployed", points: points)])
        }
        let economics = unemployed(from: (1967, 7), to: (2015, 4))
        #expect(economics.series[0].count == 574)
        let words = try Self.text(economics)
        #expect(
            words.contains(
                "The averages leave out the values in 1967 (6 months) and in 2015 (4 months), too few to compare."),
            "\(words)")
        #expect(words.contains("in 1968 to") && !words.contains("in 1967 to"), "\(words)")
        // Nine months of a first year are three quarters of it, enough: April to December 1967 stays.
        let april = try Self.text(unemployed(from: (1967, 4), to: (2014, 12)))
        #expect(!april.contains("leave out") && april.contains("in 1967 to"), "\(april)")
    }

    /// Quarterly approval ratings of R's presidents, 1945 to 1974, with two years of two quarters.
    ///
    /// 1948 and 1972 hold two quarters each. Their averages rest on half the year, stay in the course (1948 is Truman's low before his rebound) and are said to rest on half;
    /// one quarter of a year is too little and left out; three of four (1945, 1952) are a year.
    @Test func aYearOfTwoQuartersIsSaidToRestOnHalfItsPeriod() throws {
        let approval: [Double?] = [
            nil, 87, 82, 75, 63, 50, 43, 32, 35, 60, 54, 55, 36, 39, nil, nil, 69, 57, 57, 51, 45, 37, 46, 39, 36, 24,
            32, 23, 25, 32, nil, 32, 59, 74, 75, 60, 71, 61, 71, 57, 71, 68, 79, 73, 76, 71, 67, 75, 79, 62, 63, 57, 60,
            49, 48, 52, 57, 62, 61, 66, 71, 62, 61, 57, 72, 83, 71, 78, 79, 71, 62, 74, 76, 64, 62, 57, 80, 73, 69, 69,
            71, 64, 69, 62, 63, 46, 56, 44, 44, 52, 38, 46, 36, 49, 35, 44, 59, 65, 65, 56, 66, 53, 61, 52, 51, 48, 54,
            49, 49, 61, nil, nil, 68, 44, 40, 27, 28, 25, 24, 24,
        ]
        func chart(_ values: [Double?]) -> Chart {
            let points = values.enumerated().map { index, value in
                let day = ISODate.daysSince1970(year: 1945 + index / 4, month: 1 + 3 * (index % 4), day: 1)
                return DataPoint(x: .number(Double(day) * 86_400), y: value)
            }
            return Chart(
                kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("Approval"),
                series: [Series(name: "Approval", points: points)])
        }
        let words = try Self.text(chart(approval))
        #expect(
            words.contains(
                "The averages in 1948 (2 quarters) and in 1972 (2 quarters) rest on half as many values as most."),
            "\(words)")
        // 1948's average, (36 + 39) / 2, is in the course; 1945's and 1952's three quarters are years.
        #expect(words.contains("37.5 in 1948") && !words.contains("leave out") && !words.contains("1952 ("), "\(words)")
        // One quarter of 1948 left: too little, left out.
        var oneQuarter = approval
        oneQuarter[13] = nil
        let left = try Self.text(chart(oneQuarter))
        #expect(left.contains("The averages leave out the values in 1948: only 1 quarter."), "\(left)")
        #expect(left.contains("The average in 1972 rests on half as many values as most: 2 quarters."), "\(left)")
    }

    /// Yearly values from 1958 to 2012, told by decade: the 1950s hold 2 years and the 2010s 3, fewer than half the
    /// 10 of a whole decade, so both are left out of the averages, and said so as a person would in each language.
    @Test func twoPartialDecadesAreSaidInPlainWords() throws {
        let points = (1958...2012).map { DataPoint(x: .number(Self.year($0)), y: 100 + Double($0 - 1958) * 2) }
        var chart = Chart(
            kind: .line, xAxis: .date("Year"), yAxis: .numeric("Output", unit: "tonnes"),
            series: [Series(name: "Output", points: points)])
        let expected = [
            "en":
                "The averages leave out the values in the 1950s (2 years) and in the 2010s (3 years), too few to compare.",
            "de":
                "Die Mittelwerte lassen die Werte in den 1950er-Jahren (2 Jahre) und in den 2010er-Jahren (3 Jahre) aus, da es zu wenige sind.",
            "fr":
                "Les moyennes laissent de côté les valeurs dans les années 1950 (2 ans) et dans les années 2010 (3 ans), trop peu nombreuses.",
            "es":
                "Las medias dejan fuera los valores en la década de 1950 (2 años) y en la década de 2010 (3 años), por ser demasiado pocos.",
        ]
        for (locale, sentence) in expected {
            chart.locale = locale
            let words = try Self.text(chart)
            #expect(words.contains(sentence), "\(words)")
        }
    }

    /// Daily readings for 40 weeks, steady near 20 but for a last week of one reading, 135, and six missing days.
    @Test func aWeekOfOneReadingDropsOutOfTheSteadyRange() throws {
        var generator = SeededGenerator(seed: 7)
        var points: [DataPoint] = []
        for offset in 0..<287 {
            let weekday = offset % 7
            // A weekday rhythm (so the values are no noise) around a steady weekly level.
            let value = 20 + (weekday >= 5 ? 6 : -2.4) + generator.gaussian(deviation: 0.8)
            points.append(DataPoint(x: .number(Self.day(offset)), y: value))
        }
        points.append(DataPoint(x: .number(Self.day(287)), y: 135))
        for offset in 288..<294 { points.append(DataPoint(x: .number(Self.day(offset)), y: nil)) }
        let chart = Chart(
            kind: .line, xAxis: .date("Day"), yAxis: .numeric("Level", unit: "units"),
            series: [Series(name: "Level", points: points)])
        let statements = try Self.summary(chart).map(\.statement)
        let grouped = Self.grouped(statements)
        #expect(grouped?.grouping == .week)
        #expect(grouped?.partial.map(\.valueCount) == [1])
        let course = try #require(statements.compactMap { if case .course(let c) = $0 { c } else { nil } }.first)
        switch course.shape {
        case .steady(_, _, let high): #expect(high < 30, "the one reading of 135 is no week's average")
        case .moves(let moves, let end):
            #expect(!moves.contains { $0.to.value == 135 } && end?.value != 135)
        case .swings(_, _, _, let high, _, _): #expect(high < 30)
        default: Issue.record("told as \(course.shape)")
        }
    }

    // MARK: Lone spikes

    /// Daily visits for `days` days from January 1, 2023, rising by `slope` a day with noise, and one spike of
    /// `spike` at `spikeAt` days from the end.
    static func visits(days: Int, slope: Double, spike: Double?, spikeAt: Int = 10) -> [Double?] {
        var generator = SeededGenerator(seed: 5)
        return (0..<days).map { index in
            if let spike, index == days - spikeAt { return spike }
            return 100 + slope * Double(index) + generator.gaussian(deviation: 4)
        }
    }

    static func daily(_ values: [Double?]) -> Chart {
        let start = ISODate.daysSince1970(year: 2023, month: 1, day: 1)
        return Chart(
            kind: .line, xAxis: .date("Day"), yAxis: .numeric("Visits"),
            series: [
                Series(
                    name: "Visits",
                    points: values.enumerated().map { DataPoint(x: .number(Double(start + $0) * 86_400), y: $1) })
            ])
    }

    /// Two spikes ten days apart among daily visits that swing with the seasons are both unusual.
    ///
    /// Three years of visits (100 ± 30, highs in early July) and July 2025's 289 and 194, some 160 and 65 above their
    /// neighbours. Judged by the values around it, the smaller one's left side held the larger one's two jumps, a mean
    /// swing of about 36 that hid it; the values around it without the larger spike swing by about 9. The days beside
    /// them are not unusual.
    @Test func aSecondSpikeBesideALargerOneIsUnusualToo() throws {
        var generator = SeededGenerator(seed: 5)
        var values: [Double?] = (0..<1_095).map { index in
            100 + 30 * Foundation.sin(2 * Double.pi * Double(index - 100) / 365) + generator.gaussian(deviation: 8)
        }
        let (larger, smaller) = (
            ISODate.daysSince1970(year: 2025, month: 7, day: 10) - ISODate.daysSince1970(year: 2023, month: 1, day: 1),
            ISODate.daysSince1970(year: 2025, month: 7, day: 20) - ISODate.daysSince1970(year: 2023, month: 1, day: 1)
        )
        (values[larger], values[smaller]) = (289, 194)
        let describer = try ChartDescriber(chart: Self.daily(values))
        #expect(describer.analyses[0].outliers == [larger, smaller])
        let words = try Self.text(Self.daily(values))
        #expect(words.contains("Unusual values: 289 on July 10, 2025 and 194 on July 20, 2025."), "\(words)")
    }

    /// Two spikes of about one size eight days apart are both unusual, each judged without the other's jumps.
    ///
    /// Visits of 100 ± 30 with the seasons (noise of 8) and March 2025's 160 and 155, some 75 above the days around.
    /// Judged with the other among its neighbours, neither stood out from their swings, and neither was told. With a
    /// second spike too small to pass the threshold alone (150 and 130, against the yearly cycle's level near 85 and
    /// its noise), the larger is still told.
    @Test func twoSpikesOfOneSizeNearEachOtherAreBothUnusual() throws {
        var generator = SeededGenerator(seed: 5)
        let seasonal: [Double?] = (0..<1_095).map { index in
            100 + 30 * Foundation.sin(2 * Double.pi * Double(index - 100) / 365) + generator.gaussian(deviation: 8)
        }
        let first =
            ISODate.daysSince1970(year: 2025, month: 3, day: 10) - ISODate.daysSince1970(year: 2023, month: 1, day: 1)
        var values = seasonal
        (values[first], values[first + 8]) = (160, 155)
        #expect(try ChartDescriber(chart: Self.daily(values)).analyses[0].outliers == [first, first + 8])
        let words = try Self.text(Self.daily(values))
        #expect(words.contains("Unusual values: 160 on March 10, 2025 and 155 on March 18, 2025."), "\(words)")
        (values[first], values[first + 8]) = (150, 130)
        #expect(try ChartDescriber(chart: Self.daily(values)).analyses[0].outliers == [first])
    }

    /// A turn's landmark is the extreme of the stretch between the turns beside it, not of the group it is told at.
    ///
    /// Two years of daily prices from January 2023 (straight lines between 100, 200 on June 30, 150 on November 1, a
    /// crash to 60 on November 20, 80 on November 30, 70 at the year's end, 72 a month on and 150 at the end): by month
    /// the fall ends in January 2024 (its average, 71, the lowest), but the lowest day is November 20, 2023, where
    /// the navigator's turning point lands (it landed on December 31, at 70, the lowest day of the months around).
    @Test func aTurnLandsOnTheExtremeBetweenTheTurnsBesideIt() throws {
        let corners: [(day: Int, value: Double)] = [
            (0, 100), (180, 200), (304, 150), (323, 60), (333, 80), (364, 70), (395, 72), (729, 150),
        ]
        var values: [Double?] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for day in (values.isEmpty ? from.day : from.day + 1)...to.day {
                values.append(from.value + (to.value - from.value) * Double(day - from.day) / Double(to.day - from.day))
            }
        }
        let chart = Self.daily(values)
        let text = try Self.text(chart)
        #expect(text.contains("then falls 63 percent to 71 in January 2024"), "\(text)")
        let changes = try ChartDescriber(chart: chart).landmarks()[0].changes
        #expect(changes.contains(323) && !changes.contains(364), "\(changes)")
        #expect(changes.contains(180), "\(changes)")
    }

    /// A series' ends are no turning points: it begins and ends there, it does not turn.
    ///
    /// R's airmiles, 1937 to 1960, rise the whole way (74-fold): no turn at all, where 1937 and 1960 were each called a
    /// turning point. The same rise with a fall after its top in 1957 turns there, and only there.
    @Test func aSeriesEndsAreNoTurningPoints() throws {
        let miles: [Double?] = [
            412, 480, 683, 1052, 1385, 1418, 1634, 2178, 3362, 5948, 6109, 5981, 6753, 8003, 10566, 12528, 14760,
            16769, 19819, 22362, 25340, 25343, 29269, 30514,
        ]
        let rise = TruthTests.along("Miles", miles, unit: "miles")
        let landmarks = try ChartDescriber(chart: rise).landmarks()[0]
        #expect(landmarks.changes.isEmpty, "\(landmarks.changes)")
        #expect(landmarks.peaks == [23] && landmarks.troughs == [0], "\(landmarks)")
        let turning = TruthTests.along("Miles", Array(miles[..<21]) + [20_000, 14_000, 9_000], unit: "miles")
        #expect(try ChartDescriber(chart: turning).landmarks()[0].changes == [20])
    }

    /// Separate measures each speak their own values' digits.
    ///
    /// R's economics table read as a CSV: monthly unemployment in thousands (whole numbers) beside the population in
    /// thousands to three decimals, on very different scales. Unemployment's yearly averages are said as whole numbers
    /// (they were said to three decimals, the population's: "from 2,797.417 in 1968"), the population's keep theirs.
    @Test func separateMeasuresEachSpeakTheirOwnDigits() throws {
        let rows = (0..<36).map { month -> String in
            let unemployed = 3000 + 37 * month + month % 5 * 11
            let population = String(format: "%.3f", 200_000 + 151.123 * Double(month))
            return String(format: "%d-%02d-01,%d,", 2020 + month / 12, month % 12 + 1, unemployed) + population
        }
        let csv = "date,unemploy,pop\n" + rows.joined(separator: "\n") + "\n"
        let words = try Self.text(try ChartReader.read(Array(csv.utf8), format: .csv), .details)
        // By hand: unemployment sums to 132,080 over 36 months, a mean of 3,668.9 (said 3,669); the population ends at
        // 205,289.305.
        #expect(words.contains("Unemploy: 36 points. Minimum 3,000, maximum 4,302, mean 3,669,"), "\(words)")
        #expect(words.contains("maximum 205,289.305"), "\(words)")
    }

    /// A cycle riding a climb is counted by its peaks above the climb: 36 months of a five-month cycle on a rise of 37
    /// a month hold 7 of them ("7 times over"), where the values themselves peak once, at the end.
    @Test func aCycleOnAClimbIsCountedByItsPeaks() throws {
        let points = (0..<36).map { (month: Int) -> DataPoint in
            let value: Int = 3000 + 37 * month + month % 5 * 11
            let day = ISODate.daysSince1970(year: 2020 + month / 12, month: month % 12 + 1, day: 1)
            return DataPoint(x: .number(Double(day) * 86_400), y: Double(value))
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Month"), yAxis: .numeric("People"),
            series: [Series(name: "Unemployed", points: points)])
        let cycle = try #require(
            try Self.summary(chart).compactMap { if case .cycle(let c) = $0.statement { c } else { nil } }.first)
        #expect(cycle.count == 7, "\(cycle)")
    }

    /// R's fdeaths (UK deaths from lung disease, women, 1974 to 1979) with February 1976's influenza peak, 1,141, told
    /// as unusual and left out of the averages: the steady level is said without it too (near 556, the mean of the
    /// values less the cycle but that one), never near 560.7, the mean with it; 1976 is a whole year, no part year.
    @Test func aSteadyLevelLeavesOutTheUnusualValueTheAveragesLeaveOut() throws {
        let deaths: [Double] = [
            901, 689, 827, 677, 522, 406, 441, 393, 387, 582, 578, 666,
            830, 752, 785, 664, 467, 438, 421, 412, 343, 440, 531, 771,
            767, 1141, 896, 532, 447, 420, 376, 330, 357, 445, 546, 764,
            862, 660, 663, 643, 502, 392, 411, 348, 387, 385, 411, 638,
            796, 853, 737, 546, 530, 446, 431, 362, 387, 430, 425, 679,
            821, 785, 727, 612, 478, 429, 405, 379, 393, 411, 487, 574,
        ]
        let chart = RDatasetsReviewTruthTests.monthly("Deaths", from: 1974, deaths)
        let describer = try ChartDescriber(chart: chart)
        let analysis = describer.analyses[0]
        #expect(analysis.outliers == [25])
        let adjusted = try #require(analysis.season).cycle.adjusted
        let level = (adjusted.reduce(0, +) - adjusted[25]) / 71
        let words = try Self.text(chart)
        #expect(words.contains("holds steady near \(Int(level.rounded()))"), "\(level) \(words)")
        #expect(words.contains("Unusual value: 1,141 in February 1976.") && !words.contains("seasonally adjusted"))
    }

    /// A cycle's highs that grow with its level are its season, not unusual values.
    ///
    /// R's UKgas (quarterly gas use, UK, millions of therms) from Q3 1960 to Q4 1986: its first quarters are highest and
    /// its swings grow sixfold with its level. Those highs are its season, not unusual values (cut to begin mid-year,
    /// its line through neighbours made five of them so, and left them out of the averages: "rises about 4.8-fold …
    /// to 581.1 in 1986", the mean of 1986's last three quarters), so none is said and 1986's level is the plain
    /// mean of its four quarters, 726.8.
    @Test func aCyclesGrowingHighsAreNoUnusualValues() throws {
        let values: [Double] = [
            84.8, 120.1, 160.1, 124.9, 84.8, 116.9, 169.7, 140.9, 89.7, 123.3, 187.3, 144.1,
            92.9, 120.1, 176.1, 147.3, 89.7, 123.3, 185.7, 155.3, 99.3, 131.3, 200.1, 161.7,
            102.5, 136.1, 204.9, 176.1, 112.1, 140.9, 227.3, 195.3, 115.3, 142.5, 244.9, 214.5,
            118.5, 153.7, 244.9, 216.1, 188.9, 142.5, 301.0, 196.9, 136.1, 267.3, 317.0, 230.5,
            152.1, 336.2, 371.4, 240.1, 158.5, 355.4, 449.9, 286.6, 179.3, 403.4, 491.5, 321.8,
            177.7, 409.8, 593.9, 329.8, 176.1, 483.5, 584.3, 395.4, 187.3, 485.1, 669.2, 421.0,
            216.1, 509.1, 827.7, 467.5, 209.7, 542.7, 840.5, 414.6, 217.7, 670.8, 848.5, 437.0,
            209.7, 701.2, 925.3, 443.4, 214.5, 683.6, 917.3, 515.5, 224.1, 694.8, 989.4, 477.1,
            233.7, 730.0, 1087.0, 534.7, 281.8, 787.6, 1163.9, 613.1, 347.4, 782.8,
        ]
        let points = values.enumerated().map { step, value in
            let (year, quarter) = (1960 + (step + 2) / 4, (step + 2) % 4)
            let day = ISODate.daysSince1970(year: year, month: 3 * quarter + 1, day: 1)
            return DataPoint(x: .number(Double(day) * 86_400), y: value)
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("UKgas"),
            series: [Series(name: "UKgas", points: points)])
        let describer = try ChartDescriber(chart: chart)
        #expect(describer.analyses[0].season != nil)
        #expect(describer.analyses[0].outliers.isEmpty, "\(describer.analyses[0].outliers)")
        let words = try Self.text(chart)
        #expect(!words.lowercased().contains("unusual"), "\(words)")
        let final = try #require(try Self.courseEnd(chart))
        #expect(final.place == .period(.year(1986)), "\(final)")
        #expect(abs(final.value - values.suffix(4).reduce(0, +) / 4) < 1e-9, "\(final.value)")
    }

    /// R's USAccDeaths, 1973 to 1978, with February 1976 at 10,445 (other Februaries 6,892–8,106).
    ///
    /// A summer's level in the lowest month, though well within the values' range and their month-to-month swings:
    /// against the cycle it is the one unusual value; the series as published has none.
    @Test func aMonthAtAnotherSeasonsLevelIsUnusual() throws {
        var values = RDatasetsReviewTruthTests.accidentalDeaths
        func chart() -> Chart { RDatasetsReviewTruthTests.monthly("Accidental deaths", from: 1973, values) }
        #expect(try ChartDescriber(chart: chart()).analyses[0].outliers.isEmpty)
        values[37] = 10445
        let describer = try ChartDescriber(chart: chart())
        #expect(describer.analyses[0].season != nil)
        #expect(describer.analyses[0].outliers == [37])
        let words = try Self.text(chart())
        #expect(words.contains("Unusual value: 10,445 in February 1976."), "\(words)")
        // 1976 has its twelve months: its level is the plain average of the other eleven, and no part year's.
        #expect(!words.contains("seasonally adjusted"), "\(words)")
        let levels = try #require(describer.seasonalLevels(describer.analyses[0]))
        let level = try #require(levels.groups.first { $0.key == 1976 })
        #expect(abs(level.mean - (values[36..<48].reduce(0, +) - 10445) / 11) < 1e-9, "\(level.mean)")
        #expect(levels.adjusted.isEmpty)
    }

    /// Three years of visits rising 0.1 a day, one day of 2,000 in December 2025: December's level is its other 29
    /// days' (about 208), not the 268 the spike lifts its average to, and the summary says the averages leave it out.
    @Test func aLoneSpikeIsNoGroupsLevel() throws {
        let values = Self.visits(days: 1095, slope: 0.1, spike: 2000)
        let december = (1065..<1095).filter { $0 != 1085 }.map { values[$0] ?? 0 }
        let level = december.reduce(0, +) / Double(december.count)
        let statements = try Self.summary(Self.daily(values)).map(\.statement)
        let grouped = Self.grouped(statements)
        #expect(grouped?.grouping == .month && grouped?.unusualLeftOut == 1)
        let course = try #require(statements.compactMap { if case .course(let c) = $0 { c } else { nil } }.first)
        guard case .moves(let moves, _) = course.shape, let last = moves.last else {
            Issue.record("told as \(course.shape)")
            return
        }
        #expect(abs(last.to.value - level) < 1e-9, "December's level without the spike: \(level)")
        #expect(last.to.place == .period(.month(year: 2025, month: 12)))
        let words = try Self.text(Self.daily(values))
        #expect(words.contains("The averages leave out the unusual value. Averaged by month, it rises"), "\(words)")
        #expect(words.contains("Unusual value: 2,000 on December 21, 2025."))
        #expect(!words.contains("final stretch"))
        var chart = Self.daily(values)
        for (locale, sentence) in [
            ("de", "Die Mittelwerte lassen den auffälligen Wert aus."),
            ("fr", "Les moyennes laissent de côté la valeur inhabituelle."),
            ("es", "Las medias dejan fuera el valor inusual."),
        ] {
            chart.locale = locale
            #expect(try Self.text(chart).contains(sentence))
        }
        // Without the spike nothing is left out, and December's average is every day's.
        let plain = Self.visits(days: 1095, slope: 0.1, spike: nil)
        let plainWords = try Self.text(Self.daily(plain))
        #expect(!plainWords.contains("leave out the unusual"))
    }

    /// A steady series with one spike near its end, over three years (36 months) and over one (12 months, whose
    /// points' own final stretch is looked at): no stretch rises to the spike's month or falls from the spike.
    @Test func aLoneSpikeNearTheEndIsNoFinalStretch() throws {
        for days in [1095, 365] {
            let values = Self.visits(days: days, slope: 0, spike: 1000, spikeAt: 5)
            let words = try Self.text(Self.daily(values))
            #expect(words.contains("holds steady near"), "\(words)")
            #expect(words.contains("Unusual value: 1,000"))
            #expect(!words.contains("final stretch"), "\(words)")
        }
        // A true late climb, of 1 to 30 over December of a steady year, is still told: into December's level without
        // the spike (about 115).
        var values = Self.visits(days: 365, slope: 0, spike: 1000, spikeAt: 5)
        for index in 334..<365 where index != 360 { values[index] = (values[index] ?? 0) + Double(index - 333) }
        let december = (334..<365).filter { $0 != 360 }.map { values[$0] ?? 0 }
        let course = try TruthTests.course(Self.daily(values))
        guard case .moves(let moves, _) = course.shape, let last = moves.last else {
            Issue.record("told as \(course.shape)")
            return
        }
        #expect(last.direction == .rising && last.to.place == .period(.month(year: 2023, month: 12)))
        #expect(abs(last.to.value - december.reduce(0, +) / Double(december.count)) < 1e-9)
    }

    /// A month of daily highs falling from about 14 to 6, its last day ten times its level (as a typing slip makes
    /// it): the course is of the other 30 days and ends on December 30; the 60 is the unusual value and the highest.
    @Test func aSpikeEndingAMonthOfPointsIsNoClimb() throws {
        var values = (0..<31).map { day -> Double? in 14 - 8 * Double(day) / 30 + (day % 2 == 0 ? 0.6 : -0.6) }
        values[30] = 60
        let words = try Self.text(Self.daily(values))
        let course = try TruthTests.course(Self.daily(values))
        #expect(course.grouping == nil)
        guard case .moves(let moves, let end) = course.shape else {
            Issue.record("told as \(course.shape): \(words)")
            return
        }
        #expect(!moves.contains { $0.to.value == 60 } && end?.value != 60, "\(words)")
        #expect(moves.first?.direction == .falling, "\(words)")
        #expect(
            words.contains("Highest: 60 on January 31") && words.contains("Unusual value: 60 on January 31"), "\(words)"
        )
        #expect(!words.contains("leave out"), "ungrouped, no averages to leave it out of")
    }

    /// Daily rain, dry on most days, with a few storms far above the wet days around them: the storms are what rain is
    /// about, so no month's average leaves them out, and a last dry day after a storm is no final stretch.
    @Test func stormsAreNoValuesToLeaveOut() throws {
        var generator = SeededGenerator(seed: 9)
        var values = (0..<365).map { day -> Double? in
            day % 3 == 0 ? 2 + abs(generator.gaussian(deviation: 2)) : 0
        }
        for storm in [40, 200, 350] { values[storm] = 60 }
        values[364] = 0
        let chart = Self.daily(values)
        let analysis = try ChartDescriber(chart: chart).analyses[0]
        #expect(analysis.statistics.isFloored && analysis.unusualLeftOut == 0)
        let words = try Self.text(chart)
        #expect(!words.contains("leave out the unusual") && !words.contains("final stretch"), "\(words)")
        // Four spikes in a year of visits are left out, a hundredth of 365 days notwithstanding.
        var spiked = Self.visits(days: 365, slope: 0.1, spike: nil)
        for day in [40, 120, 200, 300] { spiked[day] = 2000 }
        let left = try ChartDescriber(chart: Self.daily(spiked)).analyses[0]
        #expect(left.outliers.count == 4 && left.unusualLeftOut == 4)
        #expect(try Self.text(Self.daily(spiked)).contains("The averages leave out the 4 unusual values."))
    }

    /// R's beaver2: a beaver's body temperature every 10 minutes from 9:30 AM.
    ///
    /// It is flat near 37.1 °C until mid-afternoon, then near 38 once the beaver is active. By hand, the hourly means at 10 AM (37.118), 2 PM (37.168) and 4 PM (38.118):
    /// 0.95 of the rise of 1 comes in the last two of its six hours, and is said where it comes.
    @Test func aRiseOfSixGroupsSaysTheTwoThatMakeMostOfIt() throws {
        let chart = SharedCharts.beaver
        let words = try Self.text(chart)
        #expect(
            words.contains(
                "from 37.12 °C at 10:00 AM to 38.12 °C at 4:00 PM, most of it from 37.17 °C at 2:00 PM to 38.12 °C at 4:00 PM"
            ), "\(words)")
        // The navigator stops where it steps, and calls it a step: 3:50 PM (index 38, 37.98), the first reading past
        // halfway from 2 PM's 37.17 to 4 PM's 38.12, and 11:50 PM (index 86, 37.64), past halfway from 11 PM's 37.94
        // to midnight's 37.52; the turning points alone skipped from the start to 8:40 PM.
        let landmarks = try ChartDescriber(chart: chart).landmarks()[0]
        #expect(landmarks.changes.first { $0 > 0 } == 38 && landmarks.steps == [38, 86], "\(landmarks)")
        // A reading past halfway that falls back (2:30 PM at 37.9) is no step: the values pass halfway for good at 3:50.
        var spiked = chart
        let beaver = chart.series[0]
        var temperatures = beaver.y
        temperatures[30] = 37.9
        spiked.series = [Series(name: beaver.name, x: beaver.x, y: temperatures)]
        let steps = try ChartDescriber(chart: spiked).landmarks()[0].steps
        let told = try Self.text(spiked)
        #expect(steps == [38, 86], "\(steps) \(told)")
        // A rise spread evenly over six groups has no stretch that makes most of it.
        #expect(ChartDescriber.sudden([0, 1, 2, 3, 4, 5, 6], from: 0, to: 6) == nil)
        #expect(ChartDescriber.sudden([37.1, 37, 37.05, 37.1, 37.2, 37.6, 38.1], from: 0, to: 6) == 4...6)
    }

    /// R's discoveries: great inventions a year, 1860 to 1959, told by decade.
    ///
    /// 1885's 12, 1887's 10 and 1888's 9 are
    /// unusual, but three in one decade are its level, not spikes: by hand the 1880s average 52 / 10 = 5.2, the peak
    /// decade (3.0 with the three left out, below the 1910s' 4.4, as was said). A lone spike is still left out.
    @Test func unusualValuesMakingAFifthOfTheirGroupStayInItsAverage() throws {
        let discoveries: [Double?] = [
            5, 3, 0, 2, 0, 3, 2, 3, 6, 1, 2, 1, 2, 1, 3, 3, 3, 5, 2, 4, 4, 0, 2, 3, 7, 12, 3, 10, 9, 2, 3, 7, 7, 2, 3,
            3,
            6, 2, 4, 3, 5, 2, 2, 4, 0, 4, 2, 5, 2, 3, 3, 6, 5, 8, 3, 6, 6, 0, 5, 2, 2, 2, 6, 3, 4, 4, 2, 2, 4, 7, 5, 3,
            3, 0, 2, 2, 2, 1, 3, 4, 2, 2, 1, 1, 1, 2, 1, 4, 4, 3, 2, 1, 4, 1, 1, 1, 0, 0, 2, 0,
        ]
        func chart(_ values: [Double?]) -> Chart {
            Chart(
                kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Discoveries"),
                series: [Series(name: "Discoveries", x: values.indices.map { Double(1860 + $0) }, y: values)])
        }
        let analysis = try ChartDescriber(chart: chart(discoveries)).analyses[0]
        #expect(Set(analysis.outliers) == [25, 27, 28] && analysis.unusualLeftOut == 0, "\(analysis.outliers)")
        let words = try Self.text(chart(discoveries))
        #expect(words.contains("to 5.2 in the years 1880 to 1889") && !words.contains("leave out"), "\(words)")
        // 1887 and 1888 back to 3 each: 1885's 12 alone is a spike, left out of the 1880s' average.
        var lone = discoveries
        (lone[27], lone[28]) = (3, 3)
        let alone = try ChartDescriber(chart: chart(lone)).analyses[0]
        #expect(alone.outliers == [25] && alone.unusualLeftOut == 1, "\(alone.outliers)")
    }

    /// Forty days of noise around 50 with two spikes, 90 and 8: the steady range is the other values' lowest and
    /// highest, and says it leaves the two out (R's uschange income "between minus 1.66 and 2.59", then "Highest:
    /// 4.54", left a listener asking what the range was).
    @Test func aSteadyRangeSaysTheUnusualValuesItLeavesOut() throws {
        var generator = SeededGenerator(seed: 31)
        var values: [Double?] = (0..<40).map { _ in (50 + generator.gaussian(deviation: 2)).rounded() }
        let others = values.compactMap { $0 }.enumerated().filter { ![12, 27].contains($0.offset) }.map(\.element)
        (values[12], values[27]) = (90, 8)
        let (low, high) = (others.min()!, others.max()!)
        let chart = Self.daily(values)
        let words = try Self.text(chart)
        #expect(words.contains("between \(Int(low)) and \(Int(high)) apart from 2 unusual values,"), "\(words)")
        #expect(words.contains("Highest: 90") && words.contains("lowest: 8"), "\(words)")
        // Four unusual values, three named: the fourth is "1 autre" in French and "1 weiterer" in German, never "1
        // autres" or "1 weitere".
        (values[5], values[33]) = (95, 5)
        var four = Self.daily(values)
        for (locale, ending) in [("fr", " et 1 autre."), ("de", " und 1 weiterer."), ("en", " and 1 more.")] {
            four.locale = locale
            let said = try Self.text(four)
            #expect(said.contains(ending), "\(locale): \(said)")
        }
        // Without the spikes, nothing is left out, and nothing said.
        (values[5], values[12], values[27], values[33]) = (50, 50, 50, 50)
        #expect(try !Self.text(Self.daily(values)).contains("apart from"))
    }

    /// Seattle's daily rain in 2015 (vega-datasets' seattle-weather), dry on 57 percent of days: a day's rain is judged
    /// beside the wet days around it, not the dry ones, so the list leads with the wettest days (by hand: 55.9 mm on
    /// March 15, 54.1 on December 8, 47.2 on November 14), where 30.5 on a dry August 14 came first and 55.9 third.
    @Test func rainIsUnusualBesideTheWetDays() throws {
        let rain: [Double?] = [
            0, 1.5, 0, 10.2, 8.1, 0, 0, 0, 0.3, 5.8, 1.5, 0, 0, 0, 9.7, 0, 26.2, 21.3, 0.5, 0, 0, 0.8, 5.8, 0.5,
            0, 0, 0.8, 0, 0, 0, 0, 1.5, 7.4, 1.3, 8.4, 26.2, 17.3, 23.6, 3.6, 6.1, 0.3, 0, 1, 0, 0.3, 0, 0, 0,
            0, 4.6, 0.8, 0, 0, 0, 0, 4.1, 9.4, 18.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.8, 2.5, 0, 2, 17, 55.9, 1,
            0.8, 0, 0, 4.1, 3.8, 1, 8.1, 7.6, 5.1, 0, 1, 0, 0, 1.8, 1, 5.1, 0, 1.5, 0, 0, 1, 0.5, 0, 0, 10.9, 0,
            0, 14, 3.3, 0, 0, 0, 0, 0, 0, 5.6, 0, 3, 3.3, 1.3, 0, 0.3, 1.8, 0, 0, 0, 0, 0, 0, 6.1, 0, 0, 0, 0,
            0, 0, 4.3, 4.1, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4.6, 0.5, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            7.6, 0, 30.5, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0.5, 32.5, 10.2, 0, 5.8, 0, 0, 0, 0.3, 5.3,
            0.3, 0, 0, 0, 0, 0, 0.5, 0, 0, 1, 1.8, 0, 0, 4.1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            9.9, 0, 0.3, 28.7, 0, 4.6, 1.3, 0, 0, 0, 0.3, 3.8, 0.3, 0, 0, 0, 0, 0, 8.9, 6.9, 0, 3.3, 1.8, 19.3,
            33, 26.2, 0.3, 0.8, 0, 1.3, 0, 12.7, 6.6, 3.3, 1.3, 1.5, 9.9, 33.5, 47.2, 22.4, 2, 29.5, 1.5, 2, 0,
            0, 0, 3, 7.1, 0, 0, 0, 0, 0, 0.5, 12.2, 2.5, 12.7, 2, 15.7, 11.2, 27.4, 54.1, 13.5, 9.4, 0.3, 16,
            1.3, 0, 1.5, 3.6, 21.8, 18.5, 0, 4.3, 27.4, 4.6, 6.1, 2.5, 5.8, 0, 8.6, 1.5, 0, 0, 0,
        ]
        // (Laid on 2023's days, as 2015 a year of 365.)
        let chart = Self.daily(rain)
        let analysis = try ChartDescriber(chart: chart).analyses[0]
        #expect(analysis.statistics.isFloored)
        #expect(analysis.outliers.prefix(3) == [73, 341, 317], "\(analysis.outliers)")
        let words = try Self.text(chart)
        #expect(
            words.contains("Unusual values: 55.9 on March 15, 54.1 on December 8, 47.2 on November 14 and"), "\(words)")
    }

    /// Four years of weekly highs swinging with the seasons around 15 rising to 17, one week of 54 in December 2015,
    /// and one week of 2016: the yearly levels leave the spike out (2015's is the plain mean of its other weeks) and
    /// say so, and the year of one week has no level, so no fall "to 2016" is told, and it is said to be left out.
    @Test func yearlyLevelsLeaveOutASpikeAndAYearOfOneWeek() throws {
        let start = ISODate.daysSince1970(year: 2012, month: 1, day: 1)
        var points: [DataPoint] = []
        var weeks2015: [Double] = []
        for week in 0..<210 {
            let day = start + 7 * week
            let t = Double(week) / (365.25 / 7)
            var value = 15 + 0.6 * t - 9 * cos(2 * .pi * t) + (week % 2 == 0 ? 0.4 : -0.4)
            if week == 208 { value = 54 }
            let year = ISODate.civil(fromDaysSince1970: day).year
            if year == 2015, week != 208 { weeks2015.append(value) }
            points.append(DataPoint(x: .number(Double(day) * 86_400), y: value))
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Week"), yAxis: .numeric("Temperature", unit: "degrees"),
            series: [Series(name: "High", points: points)])
        #expect(ISODate.civil(fromDaysSince1970: start + 7 * 209).year == 2016)
        let statements = try Self.summary(chart).map(\.statement)
        let grouped = Self.grouped(statements)
        #expect(grouped?.grouping == .year && grouped?.unusualLeftOut == 1)
        #expect(grouped?.partial == [GroupedSeries.PartialGroup(place: .period(.year(2016)), valueCount: 1)])
        #expect(grouped?.seasonallyAdjusted == [])
        #expect(try Self.text(chart).contains("The averages leave out the values in 2016: only 1 week."))
        let final = try #require(try Self.courseEnd(chart))
        #expect(final.place == .period(.year(2015)), "\(final)")
        #expect(abs(final.value - weeks2015.reduce(0, +) / Double(weeks2015.count)) < 1e-9)
    }

    /// Weekly highs from April 2012 to December 2015 swinging with the seasons (15 ± 9, highs in July, and noise) and
    /// rising 1.5 a year: 2012's level is its weeks less the cycle, about 2 below their plain average (a spring, a
    /// summer and an autumn, no winter: 9 × 1 / (2π × 0.75) = 1.9), and the summary says so rather than pass it off as
    /// an average; whole years are plain averages.
    @Test func aPartYearsLevelIsSaidToBeSeasonallyAdjusted() throws {
        let start = ISODate.daysSince1970(year: 2012, month: 4, day: 1)
        let endOfSeptember = ISODate.daysSince1970(year: 2015, month: 10, day: 1)
        var (points, weeks2012, weeks2013) = ([DataPoint](), [Double](), [Double]())
        var generator = SeededGenerator(seed: 11)
        for week in 0..<196 {
            let day = start + 7 * week
            let t = 0.25 + Double(week) / (365.25 / 7)
            let value = 15 + 1.5 * (t - 0.25) - 9 * cos(2 * .pi * t) + generator.gaussian(deviation: 1.5)
            switch ISODate.civil(fromDaysSince1970: day).year {
            case 2012: weeks2012.append(value)
            case 2013: weeks2013.append(value)
            default: break
            }
            points.append(DataPoint(x: .number(Double(day) * 86_400), y: value))
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Week"), yAxis: .numeric("Temperature", unit: "degrees"),
            series: [Series(name: "High", points: points)])
        let statements = try Self.summary(chart).map(\.statement)
        let grouped = Self.grouped(statements)
        #expect(grouped?.grouping == .year)
        #expect(
            grouped?.seasonallyAdjusted
                == [GroupedSeries.PartialGroup(place: .period(.year(2012)), valueCount: weeks2012.count)])
        let words = try Self.text(chart)
        #expect(words.contains("The level in 2012 is seasonally adjusted: only 40 weeks."), "\(words)")
        #expect(weeks2012.count == 40)
        let describer = try ChartDescriber(chart: chart)
        let levels = try #require(describer.seasonalLevels(describer.analyses[0]))
        let plain2012 = weeks2012.reduce(0, +) / Double(weeks2012.count)
        #expect(plain2012 - levels.groups[0].mean > 1.2, "2012's level \(levels.groups[0].mean), plain \(plain2012)")
        #expect(abs(levels.groups[1].mean - weeks2013.reduce(0, +) / Double(weeks2013.count)) < 1e-9)
        var german = chart
        german.locale = "de"
        #expect(try Self.text(german).contains("Der Wert im Jahr 2012 ist saisonbereinigt: nur 40 Wochen."))
        // Ending in September 2015 as well: two part years, said together.
        var shorter = chart
        shorter.series[0].points = Array(points.prefix(while: { $0.x.number ?? 0 < Double(endOfSeptember) * 86_400 }))
        let both = try Self.text(shorter)
        #expect(
            both.contains(
                "The levels in 2012 (40 weeks) and in 2015 (39 weeks) are seasonally adjusted: too few values for plain"
                    + " averages."), "\(both)")
    }

    /// Leaving a value out of its month: the mean, position and extent are the other values'; a group of the one value
    /// alone keeps it (it is left out whole when partial).
    @Test func leavingOutAValueRecomputesItsGroup() {
        let start = ISODate.daysSince1970(year: 2025, month: 1, day: 1)
        // January: 31 days of 10 but a 100 on the 5th; February: one reading, 50, on the 1st; March: 31 days of 20.
        var values: [Double?] = Array(repeating: 10, count: 31) + [50] + Array(repeating: 20, count: 31)
        values[4] = 100
        let days = Array(0..<31) + [31] + Array(59..<90)
        let positions = days.map { Double(start + $0) * 86_400 }
        let profile = Profile(
            positions: positions, values: values, isDate: true, isCategorical: false, maximumGroups: 5)
        #expect(profile.grouping == .month && profile.groups.count == 3)
        #expect(abs(profile.groups[0].mean - (30 * 10 + 100) / 31) < 1e-9)
        let (left, count) = profile.leavingOut([4, 31], positions: positions, values: values)
        #expect(count == 1)
        #expect(left.groups[0].mean == 10 && left.groups[0].maximum == 10 && left.groups[0].valueCount == 30)
        let january = (0..<31).filter { $0 != 4 }.map { positions[$0] }
        #expect(abs(left.groups[0].position - january.reduce(0, +) / 30) < 1e-3)
        #expect(left.groups.dropFirst() == profile.groups.dropFirst())
        // February's one reading alone is never left out; two in January are, its extent that of the rest.
        let (pair, paired) = profile.leavingOut([31], positions: positions, values: values)
        #expect(paired == 0 && pair.groups == profile.groups)
        var two = values
        two[5] = 100
        let twice = Profile(positions: positions, values: two, isDate: true, isCategorical: false, maximumGroups: 5)
        let (both, bothCount) = twice.leavingOut([4, 5], positions: positions, values: two)
        #expect(bothCount == 2 && both.groups[0].minimum == 10 && both.groups[0].maximum == 10)
    }
}
