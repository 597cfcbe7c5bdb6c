import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// A reviewer's sentences heard on R's datasets (UKDriverDeaths, a histogram with tied bins, women, stackloss,
/// treering, ToothGrowth, USAccDeaths), each as a chart of the same shape made here, with its truth worked out in the test.
@Suite struct RDatasetsReviewTruthTests {
    static func summary(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.statement)
    }

    static func text(_ chart: Chart) throws -> String { try ChartDescriber(chart: chart).describe(.summary).text }

    // MARK: A step under a yearly cycle

    /// Road deaths by month from January 1969 to December 1984: a yearly cycle (high in December, low in April)
    /// around a level that climbs from 1,660 to 1,990 by 1973, falls to 1,600 by 1975 and wanders near it (each
    /// year's level, reached at its middle, as the British series has them), then, with `hasLaw`, drops by a fifth
    /// from February 1983 on; noise that lingers a little from month to month (each month's keeps 0.2 of the last's,
    /// plus 110 of its own).
    static func roadDeaths(hasLaw: Bool) -> [Double] {
        let years: [Double] = [
            1_660, 1_740, 1_820, 1_900, 1_990, 1_790, 1_600, 1_600, 1_610, 1_700, 1_660, 1_580, 1_600, 1_620, 1_620,
            1_620,
        ]
        let effects: [Double] = [40, -150, -100, -250, -120, -160, -80, -60, -40, 80, 300, 420]
        var generator = SeededGenerator(seed: 1_983)
        var noise = 0.0
        return (0..<192).map { month in
            noise = 0.2 * noise + generator.gaussian(deviation: 110)
            let place = min(max(Double(month) / 12 - 0.5, 0), 15)
            let year = min(Int(place), 14)
            let swell = years[year] + (years[year + 1] - years[year]) * (place - Double(year))
            let level = hasLaw && month >= 169 ? 0.8 * swell : swell
            return level + effects[month % 12] + noise
        }
    }

    static func monthly(_ name: String, from year: Int, _ values: [Double]) -> Chart {
        Chart(
            title: name, kind: .line, xAxis: .date("Month"), yAxis: .numeric("Deaths"),
            series: [
                Series(
                    name: name, x: values.indices.map { SeasonsTruthTests.seconds(year + $0 / 12, $0 % 12 + 1) },
                    y: values)
            ])
    }

    static func levelShift(_ chart: Chart) throws -> LevelShift? {
        try summary(chart).lazy.compactMap {
            if case .story(.levelShift(let shift)) = $0 { shift } else { nil }
        }.first
    }

    @Test func aStepUnderAYearlyCycleIsToldWhereItHappens() throws {
        let values = Self.roadDeaths(hasLaw: true)
        let chart = Self.monthly("Drivers killed or injured", from: 1969, values)
        let shift = try #require(try Self.levelShift(chart))
        // By construction: the last month at 1,600 is January 1983, the first at 1,280 February 1983.
        #expect(shift.shift.first.place == .value(SeasonsTruthTests.seconds(1983, 2)))
        #expect(shift.shift.last.place == .value(SeasonsTruthTests.seconds(1983, 1)))
        #expect(!shift.shift.isUp)
        // Levels less the cycle: about 1,600 before and 1,280 after, within a few spreads of the noise's mean.
        #expect(abs(shift.before - 1_600) < 40 && abs(shift.shift.level - 1_280) < 40, "\(shift)")
        let text = try Self.text(chart)
        #expect(
            text.contains("Drivers killed or injured: drops to a lower level from February 1983 on, near 1,"),
            "\(text)")
        // The navigator's next change lands on it: February 1983 is the 170th month.
        #expect(try ChartDescriber(chart: chart).landmarks()[0].changes.contains(169))
        // The same series without the law holds its level to the end: no step is told.
        let steady = Self.monthly("Drivers killed or injured", from: 1969, Self.roadDeaths(hasLaw: false))
        #expect(try Self.levelShift(steady) == nil)
        #expect(try !Self.text(steady).contains("lower level"))
    }

    // MARK: Tied bins

    @Test func aTallestBinTiedWithItsNeighbourIsSaidAsTwoBins() throws {
        // Waits in minutes: 2, 5, 9, 9, 4, 1. The tallest count, 9, is both 2 to 3 and 3 to 4 minutes: one peak of two
        // bins, from 2 to 4, never "2 to 3 (9)" as if one bin held it.
        let chart = HistogramTruthTests.histogram([2, 5, 9, 9, 4, 1])
        let found = try HistogramTruthTests.distribution(chart)
        #expect(found.peaks.map(\.place) == [.period(.interval(2, 4))] && found.peaks.map(\.value) == [9])
        #expect(found.peakBinCounts == [2])
        let text = try HistogramTruthTests.text(chart)
        #expect(text.contains("One peak, between 2 and 4 minutes (2 equally tall bins of 9 people)"), "\(text)")
    }

    @Test func aTallestBinTiedWithOneApartIsASecondPeak() throws {
        // 2, 9, 4, 9, 3, 1: the 9 at 3 to 4 stands 5 above the valley of 4, under twice √9 = 6, yet it is as tall as
        // the tallest: both are peaks.
        let chart = HistogramTruthTests.histogram([2, 9, 4, 9, 3, 1])
        let found = try HistogramTruthTests.distribution(chart)
        #expect(found.peaks.map(\.place) == [.period(.interval(1, 2)), .period(.interval(3, 4))])
        #expect(found.peaks.map(\.value) == [9, 9] && found.peakBinCounts == [1, 1])
        let text = try HistogramTruthTests.text(chart)
        #expect(
            text.contains("Two peaks: between 1 and 2 minutes (9 people) and between 3 and 4 minutes (9 people)"),
            "\(text)")
        #expect(!text.contains("One peak"), "\(text)")
        // Not tied, 8 against 9, it stands too little above the valley: one peak.
        let untied = try HistogramTruthTests.distribution(HistogramTruthTests.histogram([2, 9, 4, 8, 3, 1]))
        #expect(untied.peaks.map(\.place) == [.period(.interval(1, 2))])
    }

    // MARK: Ranges whose ends read the same

    /// 60 pressure readings, computed means written to six decimals, holding at 100 within about 0.01, but for one
    /// spike to 130.123456 at the 31st.
    static func pressure() -> [Double] {
        var generator = SeededGenerator(seed: 100)
        return (0..<60).map { index in
            index == 30 ? 130.123456 : ((100 + generator.gaussian(deviation: 0.008)) * 1e6).rounded() / 1e6
        }
    }

    @Test func aRangeWhoseEndsWouldReadTheSameKeepsTheDigitsThatSetThemApart() throws {
        let values = Self.pressure()
        let chart = Chart(
            title: "Pressure", kind: .line, xAxis: .numeric("Reading"), yAxis: .numeric("Pressure"),
            series: [Series(name: "Pressure", x: values.indices.map { Double($0 + 1) }, y: values)])
        // By hand: the readings but the spike span less than 0.05 about 100, so the axis's whole digits (its span is
        // 30) say both ends "100".
        let held = values.enumerated().filter { $0.offset != 30 }.map(\.element)
        let (low, high) = (try #require(held.min()), try #require(held.max()))
        #expect(low > 99.95 && high < 100.05 && low < high)
        let text = try Self.text(chart)
        #expect(!text.contains("between 100 and 100"), "\(text)")
        // Two digits set them apart: the lowest and highest to the hundredth.
        let between = "between " + String(format: "%.2f", low) + " and " + String(format: "%.2f", high)
        #expect(String(format: "%.2f", low) != String(format: "%.2f", high))
        #expect(text.contains("holds steady near 100, " + between + " apart from the unusual value,"), "\(text)")
    }

    // MARK: A series named like its axis

    /// The average weight (pounds) of American women by height (inches), as R's `women` has them.
    static let heights: [Double] = Array(58...72).map(Double.init)
    static let weights: [Double] = [115, 117, 120, 123, 126, 129, 132, 135, 139, 142, 146, 150, 154, 159, 164]

    static func women(series name: String) -> Chart {
        Chart(
            title: "Women", kind: .scatter, xAxis: .numeric("height"), yAxis: .numeric("weight"),
            series: [Series(name: name, x: heights, y: weights)])
    }

    @Test func aSeriesNamedLikeItsAxisIsNotNamedBeforeIt() throws {
        // By hand: the least-squares slope is Sxy / Sxx = 966 / 280 = 3.45 pounds an inch, "about 3.5".
        let (mx, my) = (65.0, Self.weights.reduce(0, +) / 15)
        let sxy = zip(Self.heights, Self.weights).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = Self.heights.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        #expect(sxx == 280 && abs(sxy / sxx - 3.45) < 0.01)
        let text = try Self.text(Self.women(series: "weight"))
        #expect(!text.contains("weight: weight") && !text.contains("weight: "), "\(text)")
        #expect(text.contains("eight rises about 3.5 for each 1 of height."), "\(text)")
        // A series named otherwise is named.
        let named = try Self.text(Self.women(series: "Women aged 30 to 39"))
        #expect(named.contains("Women aged 30 to 39: weight rises about 3.5 for each 1 of height."), "\(named)")
    }

    // MARK: Sentences start with a capital

    /// R's `stackloss` (21 runs of a plant): air flow, water temperature and the stack loss, columns named in lower
    /// case as the data frame names them.
    static let airFlow: [Double] = [80, 80, 75, 62, 62, 62, 62, 62, 58, 58, 58, 58, 58, 58, 50, 50, 50, 50, 50, 56, 70]
    static let stackLoss: [Double] = [42, 37, 37, 28, 18, 18, 19, 20, 15, 14, 14, 13, 11, 12, 8, 7, 8, 8, 9, 15, 15]
    static let waterTemperature: [Double] = [
        27, 27, 25, 24, 22, 23, 24, 24, 23, 18, 18, 17, 18, 19, 18, 18, 19, 19, 20, 20, 20,
    ]

    @Test(arguments: ["en", "de", "fr", "es"])
    func everySentenceStartsWithACapital(locale: String) throws {
        let runs = Self.airFlow.indices.map { Double($0 + 1) }
        let charts = [
            Chart(
                title: "stackloss", kind: .scatter, locale: locale, xAxis: .numeric("Air.Flow"),
                yAxis: .numeric("stack.loss"), series: [Series(name: "", x: Self.airFlow, y: Self.stackLoss)]),
            Chart(
                title: "stackloss", kind: .line, locale: locale, xAxis: .numeric("run"), yAxis: .numeric("Value"),
                series: [
                    Series(name: "stack.loss", x: runs, y: Self.stackLoss),
                    Series(name: "water.temp", x: runs, y: Self.waterTemperature),
                ]),
        ]
        for chart in charts {
            let sentences = try ChartDescriber(chart: chart).describe(.full).sentences
            // By hand: the scatter's points lie near a rising line but two ("the points lie …"), and its extents and
            // the line's series start with the columns' lower-case names.
            for sentence in sentences {
                guard let first = sentence.text.first(where: { !$0.isWhitespace }), first.isLetter else { continue }
                #expect(first.isUppercase, "\(locale): \(sentence.text)")
            }
        }
        if locale == "en" {
            let english = try ChartDescriber(chart: charts[1]).describe(.summary).text
            #expect(english.contains("Stack.loss: falls"), "\(english)")
            // A name in mixed case is the author's own: "pH" stays "pH".
            let acidity: [Segment] = [.chartText("pH"), .words(": rises.")]
            #expect(Phrasebook.capitalizingSentences(acidity) == acidity)
            // A template that starts with a space before a name (" {name}'s share grows"), after a stop.
            let share: [Segment] = [
                .words(" "), .chartText("fog"), .words("'s share grows."), .words(" "), .chartText("rain"),
            ]
            #expect(
                Phrasebook.capitalizingSentences(share) == [
                    .words(" "), .chartText("Fog"), .words("'s share grows."), .words(" "), .chartText("Rain"),
                ])
        }
    }

    // MARK: Years before the common era

    /// Tree-ring widths, one a year from 6000 BC to 1979 (R's `treering`): near 1, with noise of 0.3, the widest
    /// ring 2.5 in 3816 BC and the narrowest 0 in 4606 BC.
    static func treeRings(locale: String) -> (chart: Chart, years: [Double]) {
        var generator = SeededGenerator(seed: 6_000)
        let years = (-6000...1979).map(Double.init)
        let widths = years.map { year in
            year == -3816 ? 2.5 : year == -4606 ? 0 : min(1.9, max(0.1, 1 + generator.gaussian(deviation: 0.3)))
        }
        let chart = Chart(
            title: "Tree rings", kind: .line, locale: locale, xAxis: .numeric("Year"), yAxis: .numeric("Width"),
            series: [Series(name: "Width", x: years, y: widths)])
        return (chart, years)
    }

    @Test(arguments: [
        ("en", "X axis: Year, 6000 BC to 1979.", "in 3816 BC", "in 4606 BC"),
        ("de", "X-Achse: Year, 6000 v. Chr. bis 1979.", "im Jahr 3816 v. Chr.;", "im Jahr 4606 v. Chr."),
        ("fr", "Axe X\u{a0}: Year, 6000 av. J.-C. à 1979.", "en 3816 av. J.-C.", "en 4606 av. J.-C."),
        ("es", "Eje X: Year, 6000 a. C. a 1979.", "en 3816 a. C.", "en 4606 a. C."),
    ])
    func yearsBeforeTheCommonEraAreSaidAsYears(locale: String, axis: String, highest: String, lowest: String) throws {
        let (chart, years) = Self.treeRings(locale: locale)
        #expect(years.first == -6000 && years.last == 1979 && years.count == 7_980)
        let text = try ChartDescriber(chart: chart).describe(.summary).text
        #expect(text.contains(axis), "\(text)")
        // By construction the widest ring is 3816 BC's and the narrowest 4606 BC's.
        #expect(text.contains(highest) && text.contains(lowest), "\(text)")
        let minus = ["en": "minus", "de": "minus", "fr": "moins", "es": "menos"][locale] ?? ""
        #expect(!text.contains(minus) && !text.contains("-6") && !text.contains(".."), "\(text)")
    }

    // MARK: Categories that are numbers, with their unit

    /// Tooth growth by dose of vitamin C, given as orange juice (OJ) or ascorbic acid (VC), as box plots at each dose
    /// (R's `ToothGrowth`): the medians of its ten guinea pigs a box, each box 2 either side of its median.
    static func toothGrowth(vc: [Double]) -> Chart {
        let doses = ["0.5", "1", "2"]
        func boxes(_ medians: [Double]) -> [DataPoint] {
            zip(doses, medians).map {
                DataPoint(
                    category: $0,
                    box: BoxSummary(
                        minimum: $1 - 4, lowerQuartile: $1 - 2, median: $1, upperQuartile: $1 + 2, maximum: $1 + 4))
            }
        }
        return Chart(
            title: "Tooth growth", kind: .box, xAxis: .categorical("dose (mg/day)", categories: doses),
            yAxis: .numeric("len"),
            series: [Series(name: "OJ", points: boxes([12.25, 23.45, 25.95])), Series(name: "VC", points: boxes(vc))])
    }

    @Test func aCategoryThatIsANumberIsSaidWithItsUnitAndTiesWhereTheyAre() throws {
        // By hand: OJ's medians 12.25, 23.45 and 25.95 against VC's 7.15, 16.5 and 25.95: above at 0.5 and 1 mg/day,
        // equal at 2 mg/day.
        let chart = Self.toothGrowth(vc: [7.15, 16.5, 25.95])
        let comparison = try #require(
            try Self.summary(chart).lazy.compactMap {
                if case .categoryComparison(let value) = $0 { value } else { nil }
            }.first)
        #expect(comparison.above == 2 && comparison.equal == 1 && comparison.equalCategories == ["2"])
        let text = try Self.text(chart)
        #expect(text.contains("OJ is above VC in 2 of 3 categories, equal for dose 2 mg/day."), "\(text)")
        #expect(text.contains("from 12.25 for dose 0.5 mg/day to 25.95 for dose 2 mg/day"), "\(text)")
        #expect(
            !text.contains("(mg/day) 0.5") && !text.contains("(mg/day) 2") && !text.contains("equal in 1"), "\(text)")
        // VC ahead at 2 mg/day is the exception, named with its unit.
        let ahead = try Self.text(Self.toothGrowth(vc: [7.15, 16.5, 26.5]))
        #expect(
            ahead.contains("OJ is above VC in 2 of 3 categories; the exception: dose 2 mg/day."), "\(ahead)")
    }

    // MARK: A level that falls and comes back under a cycle

    /// Accidental deaths in the United States by month, 1973 to 1978: R's USAccDeaths as published (Brockwell and
    /// Davis), a yearly cycle (high in July, low in February, swinging by about 3,200) around a level that falls an
    /// eighth from 1973 to 1976 and comes back a little by 1978.
    static let accidentalDeaths: [Double] = [
        9_007, 8_106, 8_928, 9_137, 10_017, 10_826, 11_317, 10_744, 9_713, 9_938, 9_161, 8_927,
        7_750, 6_981, 8_038, 8_422, 8_714, 9_512, 10_120, 9_823, 8_743, 9_129, 8_710, 8_680,
        8_162, 7_306, 8_124, 7_870, 9_387, 9_556, 10_093, 9_620, 8_285, 8_466, 8_160, 8_034,
        7_717, 7_461, 7_767, 7_925, 8_623, 8_945, 10_078, 9_179, 8_037, 8_488, 7_874, 8_647,
        7_792, 6_957, 7_726, 8_106, 8_890, 9_299, 10_625, 9_302, 8_314, 8_850, 8_265, 8_796,
        7_836, 6_892, 7_791, 8_192, 9_115, 9_434, 10_484, 9_827, 9_110, 9_070, 8_633, 9_240,
    ]

    @Test func aLevelThatFallsAnEighthAndComesBackUnderACycleIsToldNeverSteady() throws {
        let values = Self.accidentalDeaths
        let chart = Self.monthly("Deaths", from: 1973, values)
        // By hand: whole years average the cycle out, so each year's level is its plain average; the lowest is 1976's.
        let years = (0..<6).map { year in values[(12 * year)..<(12 * year + 12)].reduce(0, +) / 12 }
        #expect(years.firstIndex(of: try #require(years.min())) == 3, "\(years)")
        // Half the cycle's swing spans more than the levels (the old test of steadiness), a fifth of it does not.
        #expect(years.max()! - years.min()! < 1_575 && years.max()! - years.min()! > 630)
        let course = try #require(try SeasonsTruthTests.course(chart))
        #expect(course.grouping == .year)
        guard case .moves(let moves, let end) = course.shape else {
            Issue.record("not moves: \(course.shape)")
            return
        }
        #expect(moves.count == 2 && end == nil, "\(moves)")
        #expect(moves.map(\.direction) == [.falling, .rising])
        #expect(moves.map(\.from.value) == [years[0], years[3]] && moves.map(\.to.value) == [years[3], years[5]])
        let text = try Self.text(chart)
        let fall = Int(((years[0] - years[3]) / years[0] * 100).rounded())
        #expect(text.contains("Averaged by year, it falls \(fall) percent from "), "\(text)")
        #expect(text.contains(" in 1973 to ") && text.contains(" in 1976, then rises "), "\(text)")
        #expect(!text.contains("steady"), "\(text)")
    }

    // MARK: A first and last that would read the same

    @Test func aFirstAndLastThatWouldReadTheSameKeepTheDigitsThatPartThem() throws {
        // Readings of many digits spanning thousands (so the axis says whole numbers) that end 0.082 below where they
        // start: 3,805.72 and 3,805.64, both "3,806" in whole numbers.
        let values = [3_805.723_411] + (0..<200).map { 1_000 + Double(($0 * 7_919) % 8_000) } + [3_805.641_234]
        let chart = Chart(
            title: "Level", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Level"),
            series: [Series(name: "Level", x: values.indices.map { Double($0 + 1) }, y: values)])
        let text = try ChartDescriber(chart: chart).describe(.details).text
        #expect(text.contains("Minimum 1,000, maximum 8,981"), "\(text)")
        // By hand: one more digit sets them apart (3,805.7 and 3,805.6), and the change of −0.082 is said with it.
        #expect(text.contains("First 3,805.7, last 3,805.6, a change of minus 0.1 (down 0.0022 percent)"), "\(text)")
        #expect(!text.contains("a change of 0"), "\(text)")
    }

    // MARK: Categories one series lacks

    @Test func aComparisonOfCategoriesCountsThoseOnlyOneSeriesHas() throws {
        // Revenue and costs by region; the East's revenue is missing. By hand: revenue is above costs in each of the
        // five regions both have, and the East has only costs: above in 5 of 6, never "in every category (5)".
        let regions = ["North", "South", "East", "West", "Centre", "Islands"]
        let chart = Chart(
            title: "Sales", kind: .bar, xAxis: .categorical("Region", categories: regions), yAxis: .numeric("EUR"),
            series: [
                Series(name: "Revenue", x: .categories(regions), y: [2_400, 2_650, nil, 3_100, 2_900, 4_050]),
                Series(name: "Costs", x: .categories(regions), y: [1_200, 1_300, 1_250, 1_400, 1_330, 1_450]),
            ])
        let comparison = try #require(
            try Self.summary(chart).lazy.compactMap {
                if case .categoryComparison(let comparison) = $0 { comparison } else { nil }
            }.first)
        #expect(comparison.above == 5 && comparison.below == 0 && comparison.unshared == 1, "\(comparison)")
        let text = try Self.text(chart)
        #expect(text.contains("Revenue is above Costs in 5 of 6 categories; 1 without both values."), "\(text)")
        #expect(!text.contains("every category"), "\(text)")
    }

    // MARK: A move whose ends would read the same

    @Test func aMoveWhoseEndsWouldReadTheSameKeepsTheDigitsThatPartThem() throws {
        // Iowa's electricity by source, 2001 to 2017 (vega-datasets' iowa-electricity), stacked to 100 percent: the
        // stack's shares are said in whole percents. By hand: nuclear's share is 3,853 of 40,651 (9.48 percent) in
        // 2001 and 5,214 of 56,476 (9.23 percent) in 2017, after swings between 7.6 and 11.4 percent.
        let fossil: [Double] = [
            35_361, 35_991, 36_234, 36_205, 36_883, 37_014, 41_389, 42_734, 38_620, 42_750, 39_361, 37_379, 34_873,
            35_250, 32_319, 28_437, 29_329,
        ]
        let nuclear: [Double] = [
            3_853, 4_574, 3_988, 4_929, 4_538, 5_095, 4_519, 5_282, 4_679, 4_451, 5_215, 4_347, 5_321, 4_152, 5_243,
            4_703, 5_214,
        ]
        let renewables: [Double] = [
            1_437, 1_963, 1_885, 2_102, 2_724, 3_364, 3_870, 5_070, 8_560, 10_308, 11_795, 14_949, 16_476, 17_452,
            19_091, 21_241, 21_933,
        ]
        let years = (2001...2017).map(Double.init)
        let chart = Chart(
            title: "Iowa", kind: .area, xAxis: .numeric("Year"), yAxis: .numeric("Net generation"),
            series: [
                Series(name: "Fossil Fuels", x: years, y: fossil), Series(name: "Nuclear", x: years, y: nuclear),
                Series(name: "Renewables", x: years, y: renewables),
            ],
            stacking: .normalized)
        let (first, last) = (3_853 / 40_651.0, 5_214 / 56_476.0)
        #expect(String(format: "%.1f %.1f", first * 100, last * 100) == "9.5 9.2")
        let text = try Self.text(chart)
        #expect(text.contains("from 9.5 percent in 2001 to 9.2 percent in 2017"), "\(text)")
        #expect(
            !text.contains(" 0 percentage points") && !text.contains("from 9 percent in 2001 to 9 percent"), "\(text)")
    }

    // MARK: A ranked list in one form

    @Test func aRankedListGivesEveryNameItsColonWhenOneNeedsIt() throws {
        // Seattle's days by weather: "sun" is also a day's name, so its value follows a colon ("sun 714" would be
        // heard as a date); by hand, every other name then takes one too, in order from the most days.
        let weather = ["drizzle", "fog", "rain", "snow", "sun"]
        let days: [Double] = [54, 411, 259, 23, 714]
        let chart = Chart(
            title: "Weather", kind: .bar, xAxis: .categorical("Weather", categories: weather),
            yAxis: .numeric("Days"), series: [Series(name: "Days", x: .categories(weather), y: days)])
        let text = try Self.text(chart)
        #expect(text.contains("sun: 714, fog: 411, rain: 259, drizzle: 54, snow: 23"), "\(text)")
        // Names that need none keep none.
        let plain = ["drizzle", "fog", "rain", "snow"]
        let without = Chart(
            title: "Weather", kind: .bar, xAxis: .categorical("Weather", categories: plain), yAxis: .numeric("Days"),
            series: [Series(name: "Days", x: .categories(plain), y: Array(days.prefix(4)))])
        #expect(try Self.text(without).contains("fog 411, rain 259, drizzle 54, snow 23"))
    }
}

/// What a reviewer heard exploring pages: a flat series given a final move, box plots of equal middle halves given a
/// narrowest, and a weather kind "sun" said as a Sunday.
@Suite struct PageReviewTruthTests {
    @Test func aFlatSeriesHasNoFinalMove() throws {
        // 1,500 steps all at 5: "in the final stretch, falls by 0 from 5 … to 5" was said.
        let x = (0..<1_500).map(Double.init)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Step"), yAxis: .numeric("Level"),
            series: [Series(name: "F", x: x, y: x.map { _ in 5 })])
        let text = try RDatasetsReviewTruthTests.text(chart)
        #expect(text.contains("stays at 5") && !text.contains("final stretch") && !text.contains("falls"), "\(text)")
    }

    @Test func boxesOfEqualMiddleHalvesHaveNoNarrowest() throws {
        // 44.4 to 54.4 and 27.3 to 37.3 are both 10 wide, though their differences in binary are not equal: neither is
        // the widest or the narrowest, and the middle halves are said to be as wide in every box, 10 ppm. Beside a box
        // 12 wide, that one is the widest and 10 the narrowest.
        func box(_ q1: Double, _ q3: Double) -> BoxSummary {
            BoxSummary(minimum: q1 - 5, lowerQuartile: q1, median: (q1 + q3) / 2, upperQuartile: q3, maximum: q3 + 5)
        }
        // Widths of 10.05 and 10 are as wide to the ear.
        for (boxes, narrowest) in [
            ([box(44.4, 54.4), box(27.3, 37.3)], false), ([box(44.4, 54.4), box(27.3, 39.3)], true),
            ([box(44.4, 54.4), box(27.3, 37.35)], false),
        ] {
            let chart = Chart(
                kind: .box, xAxis: .categorical("Year"), yAxis: .numeric("CO2", unit: "ppm"),
                series: [
                    Series(name: "", points: zip(["2000", "2002"], boxes).map { DataPoint(category: $0, box: $1) })
                ])
            let text = try RDatasetsReviewTruthTests.text(chart)
            #expect(text.contains("narrowest") == narrowest, "\(text)")
            #expect(text.contains("Middle half widest") == narrowest, "\(text)")
            #expect(text.contains("Middle half equally wide in every box, 10") != narrowest, "\(text)")
        }
    }

    @Test func sunAmongWeatherKindsIsNoSunday() throws {
        // Seattle's highest temperatures by weather kind as box plots: "Whiskers reach from minus 1.6 on sun to 35 on
        // sun" was said, "on" as for a day; "sun" has the lowest minimum and the highest maximum.
        func boxes(_ names: [String]) -> Chart {
            let points = names.enumerated().map { number, name in
                let sun = number == names.count - 1
                return DataPoint(
                    category: name,
                    box: BoxSummary(
                        minimum: sun ? -1.6 : 2, lowerQuartile: 8, median: 12 + Double(number), upperQuartile: 18,
                        maximum: sun ? 35 : 30))
            }
            return Chart(
                kind: .box, xAxis: .categorical("weather"), yAxis: .numeric("temp_max"),
                series: [Series(name: "", points: points)])
        }
        let text = try RDatasetsReviewTruthTests.text(boxes(["drizzle", "fog", "rain", "snow", "sun"]))
        #expect(text.contains("from minus 1.6 in sun to 35 in sun"), "\(text)")
        // Days of the week keep theirs.
        let days = try RDatasetsReviewTruthTests.text(boxes(["Mon", "Tue", "Sun"]))
        #expect(days.contains("from minus 1.6 on Sun"), "\(days)")
    }

    @Test func aHeatmapSaysItsRowsAndItsValues() throws {
        // Vega-Lite's Seattle heatmap (day of month by month, color the highest temperature): "Y axis: Max of
        // temp_max" was said of what only colors show, and the months, its y axis, never.
        let months = ["January", "February", "March"]
        var chart = Chart(
            kind: .heatmap, xAxis: .categorical("Day"), yAxis: .numeric("Max of temp_max"),
            series: months.enumerated().map { number, month in
                Series(name: month, points: ["1", "2"].map { DataPoint(category: $0, y: Double(5 + number * 4)) })
            })
        chart.seriesTitle = "Month"
        let overview = try ChartDescriber(chart: chart).describe(.overview).text
        #expect(
            overview.contains(
                "X axis: Day, 2 categories: 1 and 2. Rows: Month, 3 categories: January, February and March. "
                    + "Values: Max of temp_max, 5 to 13."), "\(overview)")
        #expect(!overview.contains("Y axis"))
    }
}
