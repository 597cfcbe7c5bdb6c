import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25, part B: the stories beyond the moves — a growth rate, a move in the final stretch, a long tail, a slope in
/// units, a gap that widens or closes — each on a chart made here, said where it is true and never where it is not.
@Suite struct StoryBeyondTests {
    static func stories(_ chart: Chart) throws -> [Story] {
        try ChartDescriber(chart: chart).describe(.summary).summary.compactMap {
            if case .story(let story) = $0.statement { return story }
            return nil
        }
    }

    static func text(_ chart: Chart) throws -> String { try ChartDescriber(chart: chart).describe(.summary).text }

    static func yearly(_ series: [(String, [Double])], unit: String = "people") -> Chart {
        Chart(
            kind: .line, xAxis: .date("Year"), yAxis: .numeric("Population", unit: unit),
            series: series.map { name, values in
                Series(
                    name: name,
                    points: values.enumerated().map {
                        DataPoint(
                            x: .number(
                                Double(ISODate.daysSince1970(year: 1990 + $0.offset, month: 1, day: 1)) * 86_400),
                            y: $0.element)
                    })
            })
    }

    /// 30 years of 100 × 2^(t/6), within 2 percent: it doubles every 6 years.
    @Test func steadyGrowthIsToldByItsDoublingTime() throws {
        var generator = SeededGenerator(seed: 3)
        let values = (0..<30).map { 100 * pow(2, Double($0) / 6) * (1 + generator.gaussian(deviation: 0.02)) }
        let found = try Self.stories(Self.yearly([("Town", values)]))
        guard case .doubling(let doubling)? = found.first(where: { if case .doubling = $0 { true } else { false } })
        else {
            Issue.record("no doubling time in \(found)")
            return
        }
        let years = doubling.period / (365.25 * 86_400)
        #expect(abs(years - 6) < 0.3 && !doubling.isHalving, "\(years) years")
        #expect(try Self.text(Self.yearly([("Town", values)])).contains("Town: doubles about every 6 years."))
        // A straight climb from 100 to 1,550 is no steady growth rate, though it grows 15-fold.
        let straight = (0..<30).map { 100 + 50 * Double($0) }
        #expect(
            try !Self.stories(Self.yearly([("Town", straight)])).contains {
                if case .doubling = $0 { true } else { false }
            })
        // Halving: 100 × 2^(−t/5).
        let decay = (0..<30).map { 1000 * pow(2, -Double($0) / 5) }
        let halving = try Self.stories(Self.yearly([("Stock", decay)]))
        #expect(halving.contains { if case .doubling(let d) = $0 { d.isHalving } else { false } })
    }

    /// 90 points swinging 5 either side of 100 every 10 points, then a fall to 70 over the last 10.
    @Test func aMoveInTheFinalStretchIsTold() throws {
        let swinging = (0..<90).map { 100 + 5 * sin(2 * Double.pi * Double($0) / 10) }
        let falling = swinging + (1...10).map { 100 - 3 * Double($0) }
        let chart = TruthTests.along("Price", falling, title: "Price", unit: "dollars")
        let found = try Self.stories(chart)
        guard
            case .finalStretch(let stretch)? = found.first(where: { if case .finalStretch = $0 { true } else { false } }
            )
        else {
            Issue.record("no final stretch in \(found)")
            return
        }
        #expect(stretch.move.direction == .falling)
        #expect(stretch.move.to.value == 71.5, "the last group averages 73 and 70")
        #expect(try Self.text(chart).contains("Price: in the final stretch, falls"))
        // The same swings without the fall: nothing to tell of the end.
        let plain = TruthTests.along("Price", swinging + swinging.prefix(10), title: "Price", unit: "dollars")
        #expect(try !Self.stories(plain).contains { if case .finalStretch = $0 { true } else { false } })
        // The same swings with only the last value leaping to 160: an unusual value, told as one, never a move.
        let spike = Array(swinging + swinging.prefix(9)) + [160]
        let spiked = TruthTests.along("Price", spike, title: "Price", unit: "dollars")
        #expect(try TruthTests.unusual(spiked) == [160])
        #expect(try !Self.stories(spiked).contains { if case .finalStretch = $0 { true } else { false } })
        #expect(try !Self.text(spiked).contains("final stretch"))
    }

    /// Four funds of 100 days swinging 2 percent either side of their level every 10 days, then falling.
    ///
    /// Each falls over its last 10 days: Alpha, Beta and Gamma by 15 percent, Delta, which swings 3 percent, by 12. In pairs of days the last
    /// pair (98 and 99) averages 85.75 for Alpha against 98.46 for days 88 and 89, 12.9 percent down; Delta's 70.88
    /// against 78.56 for days 90 and 91, 9.8 percent, under its own bar (2.5 times its typical change of 6 percent of
    /// its level) but past 0.6 of it.
    static func funds(_ ends: [String: Double] = [:]) -> Chart {
        let funds: [(String, Double, Double, Double)] = [
            ("Alpha", 100, 0.02, 0.15), ("Beta", 50, 0.02, 0.15), ("Gamma", 200, 0.02, 0.15), ("Delta", 80, 0.03, 0.12),
        ]
        return Chart(
            kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Price"),
            series: funds.map { name, level, swing, fall in
                let end: Double = ends[name] ?? -fall
                let values = (0..<100).map { day -> Double? in
                    let t = Double(day)
                    let swung: Double = level * (1 + swing * sin(2 * Double.pi * t / 10))
                    return day < 90 ? swung : level * (1 + end * (t - 89) / 10)
                }
                return Series(name: name, x: (0..<100).map(Double.init), y: values)
            })
    }

    @Test func aFallSharedByEveryFundIsToldOnceWithTheFundUnderItsOwnBar() throws {
        let found = try Self.stories(Self.funds())
        #expect(!found.contains { if case .finalStretch = $0 { true } else { false } }, "\(found)")
        guard case .sharedFinalStretch(let shared)? = found.first(where: { $0.series == SeriesName("Alpha") }) else {
            Issue.record("no shared stretch in \(found)")
            return
        }
        #expect(shared.stretches.map(\.series.name) == ["Alpha", "Beta", "Gamma", "Delta"] && shared.seriesCount == 4)
        #expect(shared.stretches.allSatisfy { $0.move.direction == .falling })
        let delta = try #require(TruthTests.fraction(shared.stretches[3].move.change))
        #expect(abs(delta - (70.88 / 78.56 - 1)) < 1e-9)
        let typical = try #require(shared.typical.flatMap(TruthTests.fraction))
        #expect(abs(typical - (85.75 / 98.461 - 1)) < 1e-3, "the median, Alpha's 12.9 percent")
        let text = try Self.text(Self.funds())
        #expect(text.contains("In the final stretch, all 4 series fall about 13 percent: Alpha falls 13 percent from"))
        #expect(text.contains("and Delta falls 9.8 percent from 79 when Day is between 90 and 92"), "\(text)")
        // Delta alone is under its bar: no final stretch.
        var alone = Self.funds()
        alone.series = [alone.series[3]]
        #expect(try !Self.stories(alone).contains { if case .finalStretch = $0 { true } else { false } })
    }

    @Test func aFinalFallOfSomeFundsSaysHowManyAndAFundRisingIsToldApart() throws {
        // Beta rises 15 percent instead: three of four fall, and Beta's rise is its own.
        let found = try Self.stories(Self.funds(["Beta": 0.15]))
        guard case .sharedFinalStretch(let shared)? = found.first(where: { $0.series == SeriesName("Alpha") }) else {
            Issue.record("no shared stretch in \(found)")
            return
        }
        #expect(shared.stretches.map(\.series.name) == ["Alpha", "Gamma", "Delta"])
        #expect(found.contains { if case .finalStretch(let own) = $0 { own.series.name == "Beta" } else { false } })
        let text = try Self.text(Self.funds(["Beta": 0.15]))
        #expect(text.contains("In the final stretch, 3 of 4 series fall about 13 percent:"), "\(text)")
        #expect(text.contains("Beta: in the final stretch, rises"))
        // Two funds: both, about the mean of 12.9 and 9.8 percent.
        var pair = Self.funds()
        pair.series = [pair.series[0], pair.series[3]]
        #expect(try Self.text(pair).contains("In the final stretch, both series fall about 11 percent: Alpha falls 13"))
        // Delta falling only 3 percent, under even the lower bar, still falls with the three over their stretch (days 88
        // and 89 to 98 and 99): "3 of 4 fall" would say it did not. Its change is between the same pairs' averages.
        let slight = Self.funds(["Delta": -0.03])
        let together = try Self.stories(slight).compactMap { story -> SharedFinalStretch? in
            if case .sharedFinalStretch(let shared) = story { shared } else { nil }
        }
        #expect(together.first?.stretches.map(\.series.name) == ["Alpha", "Beta", "Gamma", "Delta"])
        let days = slight.series[3].y.map { $0 ?? 0 }
        let fall = (days[98] + days[99]) / (days[88] + days[89]) - 1
        let said = try #require(together.first?.stretches.last.flatMap { TruthTests.fraction($0.move.change) })
        #expect(abs(said - fall) < 1e-9 && fall < 0 && fall > -0.06)
        #expect(try Self.text(slight).contains("In the final stretch, all 4 series fall"))
        // Only Alpha falls, the others swinging on: Alpha's stretch is its own, never shared.
        let lone = try Self.stories(Self.funds(["Beta": 0, "Gamma": 0, "Delta": 0]))
        #expect(!lone.contains { if case .sharedFinalStretch = $0 { true } else { false } }, "\(lone)")
        #expect(lone.contains { if case .finalStretch(let own) = $0 { own.series.name == "Alpha" } else { false } })
    }

    /// 48 products: 7 sell 1,000 each and 41 sell 20: 7 of 48 hold 7,000 of 7,820.
    @Test func aLongTailIsToldAsConcentration() throws {
        let names = (1...48).map { "Product \($0)" }
        let values = (0..<48).map { $0 % 7 == 3 && $0 < 49 && $0 / 7 < 7 ? 1_000.0 : 20 }
        #expect(values.filter { $0 == 1_000 }.count == 7)
        let chart = TruthTests.bars(names, [("Sales", values)], title: "Sales")
        let found = try Self.stories(chart)
        guard case .concentration(let concentration)? = found.first else {
            Issue.record("no concentration in \(found)")
            return
        }
        #expect(concentration.count == 7 && concentration.total == 48)
        #expect(abs(concentration.fraction - 7_000 / 7_820) < 1e-12)
        #expect(try Self.text(chart).contains("Sales: 7 of 48 hold 90 percent of the total."))
        // Evenly spread sales have no long tail.
        let even = TruthTests.bars(names, [("Sales", (0..<48).map { 100 + Double($0 % 5) })], title: "Sales")
        #expect(try Self.stories(even).isEmpty)
    }

    /// Weight = 3.5 × height − 110 within a pound or two, over 30 adults.
    @Test func aNearLinearRelationshipIsToldByItsSlopeInUnits() throws {
        var generator = SeededGenerator(seed: 11)
        let heights = (0..<30).map { 60 + Double($0) / 2 }
        func chart(_ noise: Double) -> Chart {
            var x = Axis.numeric("Height", unit: "inches")
            x.unitSingular = "inch"
            var y = Axis.numeric("Weight", unit: "pounds")
            y.unitSingular = "pound"
            return Chart(
                kind: .scatter, xAxis: x, yAxis: y,
                series: [
                    Series(
                        name: "Adults", isContinuous: false, x: heights,
                        y: heights.map { 3.5 * $0 - 110 + generator.gaussian(deviation: noise) })
                ])
        }
        let near = chart(1.5)
        let found = try Self.stories(near)
        guard case .slope(let slope)? = found.first else {
            Issue.record("no slope in \(found)")
            return
        }
        #expect(abs(slope.slope - 3.5) <= 0.1)
        #expect(try Self.text(near).contains("Adults: Weight rises about 3.5 pounds per inch."))
        // A loose cloud (r well under 0.9) has no slope worth saying.
        #expect(try Self.stories(chart(25)).isEmpty)
    }

    /// A at 100 + 10t and B at 95 + 5t: the gap widens from 5 to 100 people over 20 years.
    @Test func aWideningGapIsTold() throws {
        let a = (0..<20).map { 100 + 10 * Double($0) }
        let b = (0..<20).map { 95 + 5 * Double($0) }
        let found = try Self.stories(Self.yearly([("A", a), ("B", b)]))
        let gap = found.compactMap { if case .gap(let gap) = $0 { gap } else { nil } }
        #expect(gap.count == 1)
        #expect(gap.first?.from.value == 5 && gap.first?.to.value == 100)
        #expect(gap.first?.first.name == "A")
        #expect(
            try Self.text(Self.yearly([("A", a), ("B", b)])).contains(
                "The gap between A and B widens from 5 people in 1990 to 100 people in 2009."))
        // Between percentages the gap is in percentage points: A from 10 to 29 percent against B from 9.5 to 19
        // widens from 0.5 to 10 points (a reviewer's shares narrowed "from 83.5 percent to 13.1 percent").
        let shares = try Self.text(Self.yearly([("A", a.map { $0 / 10 }), ("B", b.map { $0 / 10 })], unit: "percent"))
        #expect(
            shares.contains(
                "The gap between A and B widens from 0.5 percentage points in 1990 to 10 percentage points in 2009."),
            Comment(rawValue: shares))
        // Closing: reversed in time.
        let closing = try Self.stories(Self.yearly([("A", a.reversed()), ("B", b.reversed())]))
        #expect(closing.contains { if case .gap(let gap) = $0 { gap.to.value == 5 } else { false } })
        // Parallel lines keep their gap: nothing to say.
        let parallel = try Self.stories(Self.yearly([("A", a), ("B", a.map { $0 - 10 })]))
        #expect(!parallel.contains { if case .gap = $0 { true } else { false } })
        // A gap that widens and closes again (GOOG over MSFT, 2004 to 2010) did not just widen. Truth: B stays at 95
        // and the gap is 5 + 8t up to t = 12 (101), then 101 - 7(t - 12): 52 at t = 19, about half its widest.
        let gapSize: [Double] = (0..<20).map { (year: Int) -> Double in
            year <= 12 ? 5 + 8 * Double(year) : 101 - 7 * Double(year - 12)
        }
        let bump = try Self.stories(Self.yearly([("A", gapSize.map { 95 + $0 }), ("B", gapSize.map { _ in 95 })]))
        #expect(!bump.contains { if case .gap = $0 { true } else { false } }, "\(bump)")
    }

    /// GDP in billions (about 12,000, rising) beside an unemployment rate (about 5, wandering): no comparison of the
    /// two means anything, so neither which is higher on average, nor a gap, nor a crossing is said.
    @Test func seriesOnScalesFarApartAreNotCompared() throws {
        let gdp = (0..<20).map { 2_700 + 550 * Double($0) }
        let rate = (0..<20).map { 5 + 2 * sin(Double($0) / 3) }
        let text = try Self.text(Self.yearly([("GDP", gdp), ("Unemployment", rate)]))
        #expect(!text.contains("Highest on average") && !text.contains("gap") && !text.contains("cross"), "\(text)")
        // Two prices, one 30 times the other, are still compared.
        let near = try Self.text(Self.yearly([("A", gdp.map { $0 / 20 }), ("B", rate.map { $0 * 2 })]))
        #expect(near.contains("Highest on average: A"), "\(near)")
    }

    /// Separate measures on far-apart scales are not compared.
    ///
    /// A spreadsheet of cars, one column a measure: weight in thousands of pounds (median 3.2), horsepower (median 110)
    /// and cylinders (median 6), read as three series on one made-up "Value" axis. They are above one another only by
    /// their units: the chart says their scales lie far apart (3.2 to 110, truth by hand) and compares none, in every
    /// language; the same columns with a shared unit, a title of their own, or split from one column, are one measure
    /// and compared.
    @Test func separateMeasuresOnFarApartScalesAreNotCompared() throws {
        let weights = [2.6, 2.9, 2.3, 3.2, 3.4, 3.5, 3.6, 3.2, 3.2, 3.4, 3.4]
        let power = [110, 110, 93, 110, 175, 105, 245, 62, 95, 123, 123]
        let cylinders = [6, 6, 4, 6, 8, 6, 8, 4, 4, 6, 6]
        let rows = weights.indices.map { "Car \($0 + 1),\(weights[$0]),\(power[$0]),\(cylinders[$0])" }
        let csv = "model,wt,hp,cyl\n" + rows.joined(separator: "\n") + "\n"
        let chart = try ChartReader.read(Array(csv.utf8), format: .csv)
        let stories = try Self.stories(chart)
        #expect(
            stories == [
                .scales(
                    Scales(
                        smallest: SeriesValue(series: SeriesName("wt"), value: 3.2),
                        largest: SeriesValue(series: SeriesName("hp"), value: 110)))
            ], "\(stories)")
        let text = try Self.text(chart)
        #expect(
            text.contains(
                "The series are on very different scales, from about 3.2 for wt to about 110 for hp, so they"),
            "\(text)")
        for compared in ["above", "Highest on average", "gap", "cross"] { #expect(!text.contains(compared), "\(text)") }
        for locale in ["de", "fr", "es"] {
            let words = try ChartDescriber(chart: chart, options: DescriptionOptions(locale: locale)).describe(.summary)
            #expect(words.summary.last?.text.contains("110") == true, "\(locale): \(words.text)")
        }
        // One measure: a unit on the axis, an axis title of the author's, or a column that splits the series.
        var withUnit = chart
        withUnit.yAxis?.unit = "points"
        var titled = chart
        titled.yAxis?.title = "Score"
        var split = chart
        split.seriesTitle = "measure"
        for same in [withUnit, titled, split] {
            let said = try Self.stories(same)
            #expect(!said.contains { if case .scales = $0 { true } else { false } }, "\(said)")
            // Horsepower above cylinders above weight at every car: said once, in that order.
            #expect(
                try Self.text(same).contains(
                    "In every category (11), the order is the same, from highest to lowest: hp, cyl and wt."))
        }
        // Columns of one measure a few times apart (petals and sepals in centimetres: medians 1.3 and 5.8) are compared.
        let petals =
            "flower,sepal,petal\n"
            + (1...8).map { "F\($0),\(5.4 + Double($0 % 3) * 0.4),\(1.1 + Double($0 % 2) * 0.4)" }
            .joined(separator: "\n")
        #expect(
            try Self.text(ChartReader.read(Array(petals.utf8), format: .csv)).contains(
                "Sepal is above petal in every category"))
    }

    /// Separate measures whose names say so are not compared, however near their sizes.
    ///
    /// A weather table by day (Seattle's, as Vega ships it): precipitation in millimetres (typical size 4.5), the
    /// day's highest and lowest temperatures (16 and 8) and wind (3.5), all within ten times of each other on a
    /// made-up "Value" axis. "Highest on average: temp_max; lowest: precipitation" compares rain with heat: instead
    /// the chart says they measure different things, naming the first series of each measure (temp_min measures what
    /// temp_max does), in every language. The two temperatures alone are one measure and compared; so are regions,
    /// whose names name no measure, and the weather columns under a unit the author gave.
    @Test func separateMeasuresNamedSoAreNotCompared() throws {
        let rows = (0..<28).map { day in
            let rain = 1.5 + Double(day % 7)
            let high = 16 + 4 * sin(Double(day) / 6)
            return
                "2026-03-\(String(format: "%02d", day + 1)),\(rain),\(high),\(high - 8),\(3 + Double(day % 4) * 0.5)"
        }
        let weather = "date,precipitation,temp_max,temp_min,wind\n" + rows.joined(separator: "\n") + "\n"
        let chart = try ChartReader.read(Array(weather.utf8), format: .csv)
        let stories = try Self.stories(chart)
        #expect(
            stories == [
                .measures(SeparateMeasures(series: ["precipitation", "temp_max", "wind"].map(SeriesName.init)))
            ],
            "\(stories)")
        let text = try Self.text(chart)
        #expect(
            text.contains("Precipitation, temp_max and wind measure different things, so the series are not compared."))
        for compared in ["above", "Highest on average", "gap", "cross"] { #expect(!text.contains(compared), "\(text)") }
        for (locale, words) in [("de", "messen Verschiedenes"), ("fr", "mesurent des choses"), ("es", "miden cosas")] {
            let said = try ChartDescriber(chart: chart, options: DescriptionOptions(locale: locale)).describe(.summary)
            #expect(said.text.contains(words), "\(locale): \(said.text)")
        }
        // One measure: the two temperatures alone; regions; the weather under the author's unit.
        let temperatures =
            "date,temp_max,temp_min\n"
            + (1...20).map { "2026-03-\(String(format: "%02d", $0)),\(15 + $0 % 3),\(7 + $0 % 2)" }
            .joined(separator: "\n")
        let regions =
            "date,North,South\n"
            + (1...20).map { "2026-03-\(String(format: "%02d", $0)),\(15 + $0 % 3),\(7 + $0 % 2)" }
            .joined(separator: "\n")
        var withUnit = chart
        withUnit.yAxis?.unit = "units"
        for same in [
            try ChartReader.read(Array(temperatures.utf8), format: .csv),
            try ChartReader.read(Array(regions.utf8), format: .csv), withUnit,
        ] {
            let said = try Self.text(same)
            #expect(!(try Self.stories(same)).contains { if case .measures = $0 { true } else { false } })
            #expect(said.contains("Highest on average"), "\(said)")
        }
        // The words of a measure are found in compounds and in every pack: "Höchsttemperatur", "Niederschlag".
        #expect(AxisWording.measures(named: "Höchsttemperatur") == AxisWording.measures(named: "temp_max"))
        #expect(AxisWording.measures(named: "Niederschlag") == AxisWording.measures(named: "rain"))
        #expect(AxisWording.measures(named: "North").isEmpty)
        // Where a thing is: latitude and longitude are two measures (Los Angeles' riots, by place, never "latitude is
        // above longitude").
        let (latitude, longitude) = (AxisWording.measures(named: "latitude"), AxisWording.measures(named: "Longitud"))
        #expect(!latitude.isEmpty && !longitude.isEmpty && latitude.isDisjoint(with: longitude))
    }

    /// Two series of 20 years, the second starting in year 8: their averages are over different years, so which is
    /// higher on average is not said; over the same 20 years it is.
    @Test func averagesAreComparedOnlyOverTheSameStretch() throws {
        let early = (0..<20).map { 100 + 10 * Double($0) }
        let whole = Self.yearly([("Early", early), ("Late", (0..<20).map { 150 + 5 * Double($0) })])
        // Truth: over all 20 years Early averages 195 and Late 197.5.
        #expect(try Self.text(whole).contains("Highest on average: Late"))
        var chart = whole
        chart.series[1] = Series(name: "Late", points: Array(whole.series[1].points.dropFirst(8)))
        #expect(!(try Self.text(chart)).contains("Highest on average"))
    }

    /// Drug and Placebo at three doses: medians 5, 8, 6 against 4, 6, 6 — higher at two, equal at the third.
    @Test func boxPlotSeriesAreComparedAtEachCategory() throws {
        let doses = ["10 mg", "20 mg", "30 mg"]
        func boxes(_ medians: [Double]) -> [DataPoint] {
            zip(doses, medians).map {
                DataPoint(
                    category: $0,
                    box: BoxSummary(
                        minimum: $1 - 3, lowerQuartile: $1 - 1, median: $1, upperQuartile: $1 + 1, maximum: $1 + 3))
            }
        }
        let chart = Chart(
            kind: .box, xAxis: .categorical("Dose", categories: doses), yAxis: .numeric("Relief", unit: "points"),
            series: [
                Series(name: "Drug", points: boxes([5, 8, 6])), Series(name: "Placebo", points: boxes([4, 6, 6])),
            ])
        let summary = try ChartDescriber(chart: chart).describe(.summary).summary
        let comparisons = summary.compactMap { if case .categoryComparison(let c) = $0.statement { c } else { nil } }
        #expect(comparisons.map { [$0.above, $0.equal, $0.below] } == [[2, 1, 0]])
        #expect(try Self.text(chart).contains("Drug is above Placebo in 2 of 3 categories, equal for 30 mg."))
        // One series has nothing to be compared with.
        var single = chart
        single.series.removeLast()
        #expect(
            try ChartDescriber(chart: single).describe(.summary).summary.allSatisfy { $0.kind != .categoryComparison })
    }

    /// Five labelled cities: the highest and lowest by name; unlabelled points name none.
    @Test func aScattersLabelledExtremesAreNamed() throws {
        let x: [Double] = [10, 20, 30, 40, 50]
        let y: [Double] = [3, 9, 4, 1, 6]
        let names = ["Ayr", "Bree", "Cork", "Derry", "Ennis"]
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("Size"), yAxis: .numeric("Rain"),
            series: [
                Series(
                    name: "Towns", isContinuous: false,
                    points: (0..<5).map { DataPoint(x: .number(x[$0]), y: y[$0], label: names[$0]) })
            ])
        let named = try Self.stories(chart).compactMap { if case .namedExtremes(let n) = $0 { n } else { nil } }
        #expect(named.count == 1)
        #expect(named.first?.highest.label == "Bree" && named.first?.lowest.label == "Derry")
        #expect(try Self.text(chart).contains("Towns: highest Rain, Bree (9 at 20); lowest, Derry (1 at 40)."))
        // A tie at the low names both (mtcars' Cadillac Fleetwood and Lincoln Continental, 10.4 each).
        var tied = chart
        tied.series[0] = Series(
            name: "Towns", isContinuous: false,
            points: (0..<5).map { DataPoint(x: .number(x[$0]), y: $0 == 2 ? 1 : y[$0], label: names[$0]) })
        #expect(try Self.text(tied).contains("lowest, Cork (1 at 30) and Derry (1 at 40)."))
        var unlabelled = chart
        unlabelled.series[0] = Series(name: "Towns", isContinuous: false, x: x, y: y)
        #expect(try !Self.stories(unlabelled).contains { if case .namedExtremes = $0 { true } else { false } })
    }
}
