import ChartDescription
import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Series taken apart before they are told.
///
/// A calendar cycle apart from its level (when in the calendar it is high and low, how far it swings, whether the swings grow), shifts of level as
/// steps, and the largest of many moves. Each chart is made here with its truth known by
/// construction.
@Suite struct SeasonsTruthTests {
    static func seconds(_ year: Int, _ month: Int, _ day: Int = 1) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day)) * 86_400
    }

    /// A dated line of `values` at `xs`.
    static func dated(_ name: String, _ xs: [Double], _ values: [Double], unit: String) -> Chart {
        Chart(
            title: name, kind: .line, xAxis: .date("Date"), yAxis: .numeric(name, unit: unit),
            series: [Series(name: name, isContinuous: true, x: xs, y: values)])
    }

    /// Monthly values from January of `year`.
    static func monthly(_ name: String, from year: Int, _ values: [Double], unit: String) -> Chart {
        dated(name, values.indices.map { seconds(year + $0 / 12, $0 % 12 + 1) }, values, unit: unit)
    }

    static func summary(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.statement)
    }

    static func text(_ chart: Chart) throws -> String {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
    }

    static func cycle(_ chart: Chart) throws -> Cycle? {
        try summary(chart).lazy.compactMap { if case .cycle(let cycle) = $0 { cycle } else { nil } }.first
    }

    static func course(_ chart: Chart) throws -> Course? {
        try summary(chart).lazy.compactMap { if case .course(let course) = $0 { course } else { nil } }.first
    }

    static let year = 365.2425 * 86_400

    // MARK: Seasons

    /// Twelve years of monthly passengers from 1949, growing 12 percent a year, highest in July
    /// (26 percent over the level) and lowest in November (20 percent under), with 1.5 percent noise.
    static func passengers() -> (chart: Chart, values: [Double]) {
        let factors = [0.90, 0.88, 1.00, 0.97, 0.98, 1.12, 1.26, 1.22, 1.06, 0.92, 0.80, 0.89]
        var generator = SeededGenerator(seed: 31)
        let values = (0..<144).map { month in
            120 * pow(1.12, Double(month) / 12) * factors[month % 12] * (1 + generator.gaussian(deviation: 0.015))
        }
        return (monthly("Passengers", from: 1949, values, unit: "thousand passengers"), values)
    }

    /// A cycle that peaks twice a year says its second high and low.
    ///
    /// US electricity's shape by hand (each month over its level, 1973 to 2012): highest in July and August (15
    /// percent over), again in January (5 over) between November's 8 under and February's 7 under, lowest in April (11
    /// under). January stands 12 points over the higher of its lows on the way to July, more than a third of the 26
    /// from April to July; March's 3 over February is no high. Forty years growing 2-fold, 1 percent of noise.
    @Test func aCycleThatPeaksTwiceSaysItsSecondHighAndLow() throws {
        let factors = [1.05, 0.93, 0.96, 0.89, 0.96, 1.04, 1.15, 1.145, 0.99, 0.94, 0.92, 1.01]
        var generator = SeededGenerator(seed: 1973)
        let values = (0..<480).map { month in
            160 * pow(2, Double(month) / 479) * factors[month % 12] * (1 + generator.gaussian(deviation: 0.01))
        }
        var chart = Self.monthly("Generation", from: 1973, values, unit: "TWh")
        let phase = try #require(try Self.cycle(chart)?.phase)
        #expect(
            phase
                == CyclePhase(
                    high: .month(7), low: .month(4), highToo: .month(8), secondHigh: .month(1), secondLow: .month(11)),
            "\(phase)")
        #expect(
            try Self.text(chart).contains(
                "a yearly cycle, highest in July and August, with a second high in January, and lowest in April, with a "
                    + "second low in November;"))
        chart.locale = "de"
        #expect(
            try Self.text(chart).contains(
                "am höchsten im Juli und August, ein zweites Hoch im Januar, am niedrigsten im April, ein zweites Tief im "
                    + "November;"))
        // A single summer peak with a small bump in March (a tenth of the swing over February) has none.
        let single = [0.9, 0.88, 0.9, 0.89, 0.96, 1.04, 1.15, 1.145, 1.05, 0.98, 0.93, 0.91]
        let plain = (0..<480).map { month in
            160 * pow(2, Double(month) / 479) * single[month % 12] * (1 + generator.gaussian(deviation: 0.005))
        }
        let one = try #require(try Self.cycle(Self.monthly("Generation", from: 1973, plain, unit: "TWh"))?.phase)
        #expect(one.secondHigh == nil && one.secondLow == nil, "\(one)")
        // Where March, June and September stand out alike beside December (an industry's quarter ends), no one of
        // them is the second; nor is one year's November, 40 percent over its level, among four (Seattle's 2014).
        let quarterEnds = [0.9, 0.95, 1.08, 0.92, 0.96, 1.08, 0.9, 0.86, 1.08, 0.95, 0.98, 1.15]
        let ends = (0..<180).map { month in 100 * quarterEnds[month % 12] * (1 + generator.gaussian(deviation: 0.005)) }
        let evenly = try #require(try Self.cycle(Self.monthly("Orders", from: 2000, ends, unit: "units"))?.phase)
        #expect(evenly.high == .month(12) && evenly.secondHigh == nil, "\(evenly)")
        let windy = [1.1, 1.15, 1.05, 1.0, 0.95, 0.9, 0.85, 0.8, 0.9, 0.95, 1.0, 0.95]
        let once = (0..<48).map { month in
            10 * windy[month % 12] * (1 + (month == 12 * 2 + 10 ? 0.4 : 0) + generator.gaussian(deviation: 0.01))
        }
        let bumped = try #require(try Self.cycle(Self.monthly("Wind", from: 2012, once, unit: "m/s"))?.phase)
        #expect(bumped.high == .month(2) && bumped.secondHigh == nil, "\(bumped)")
    }

    /// Three years and a quarter of daily deaths from January have a yearly cycle.
    ///
    /// Puerto Rico's shape, 2015 to April 2018: highest in January and lowest in July, though the level (a year's
    /// moving average) spans only one calendar year whole. Any twelve months in a row are a whole year to agree on:
    /// July to June twice.
    @Test func threeYearsOfDailyDeathsHaveAYearlyCycle() throws {
        var generator = SeededGenerator(seed: 2015)
        let start = Self.seconds(2015, 1, 1)
        let days = 1_201
        let xs = (0..<days).map { start + 86_400 * Double($0) }
        // 82 a day, 8 more in mid-January and 8 fewer in mid-July (a cosine over the year), noise of 9.
        let values = xs.indices.map { day in
            82 + 8 * cos(2 * Double.pi * (Double(day) - 14) / 365.25) + generator.gaussian(deviation: 9)
        }
        let chart = Self.dated("Deaths", xs, values.map { $0.rounded() }, unit: "deaths")
        let text = try Self.text(chart)
        let cycle = try #require(try Self.cycle(chart), "\(text)")
        #expect(cycle.phase?.high == .month(1) && cycle.phase?.low == .month(7), "\(text)")
        #expect(text.contains("a yearly cycle, highest in January"), "\(text)")
    }

    @Test func aGrowingSeriesWithASummerPeakIsToldAsATrendAndACycle() throws {
        let (chart, values) = Self.passengers()
        let cycle = try #require(try Self.cycle(chart))
        #expect(cycle.length == Self.year && cycle.count == 12)
        #expect(cycle.phase == CyclePhase(high: .month(7), low: .month(11)))
        // The swings grow with the level, 1.12 to the 11th (3.5-fold) from the first year to the last.
        guard case .withLevel(let from, let to)? = cycle.swing else {
            Issue.record("swings not told with the level: \(String(describing: cycle.swing))")
            return
        }
        #expect(to / from > 2.8 && to / from < 4.3, "\(from) to \(to)")
        // The first year swings about (1.26 − 0.80) × its level, about 120 × 1.06.
        #expect(abs(from / (0.46 * 120 * 1.06) - 1) < 0.2, "\(from)")
        // The trend is told on the yearly level: one rise from 1949 to 1960, about 3.5-fold.
        let course = try #require(try Self.course(chart))
        #expect(course.grouping == .year)
        guard case .moves(let moves, _) = course.shape, moves.count == 1, case .fold(let times) = moves[0].change else {
            Issue.record("not one rise: \(course.shape)")
            return
        }
        #expect(moves[0].from.place == .period(.year(1949)) && moves[0].to.place == .period(.year(1960)))
        #expect(abs(times / pow(1.12, 11) - 1) < 0.05, "\(times)")
        let text = try Self.text(chart)
        #expect(text.contains("Averaged by year, it rises about 3.5-fold from"), "\(text)")
        #expect(text.contains("highest in July and lowest in November"), "\(text)")
        #expect(text.contains("its swings grow with its level, from about "), "\(text)")
        // Never the yearly swings merged into one rise to a summer, nor a fall from one.
        #expect(!text.contains("quarter") && !text.contains("falls") && !text.contains("Q3"), "\(text)")
        #expect(values.count == 144)
    }

    @Test func aFortyFourYearMonthlySeriesHasItsYearlyCycle() throws {
        // Gas use from 1970 to 2013: a level wandering over thirty years, 120 above it in January
        // and 120 below it in July, noise of 20.
        var generator = SeededGenerator(seed: 32)
        let values = (0..<528).map { month -> Double in
            let level = 500 + 150 * sin(2 * .pi * Double(month) / 360) + Double(month) / 6
            return level + 120 * cos(2 * .pi * Double(month % 12) / 12) + generator.gaussian(deviation: 20)
        }
        let chart = Self.monthly("Gas use", from: 1970, values, unit: "therms")
        let cycle = try #require(try Self.cycle(chart), "no cycle in 44 years of seasons")
        #expect(cycle.length == Self.year && cycle.count == 44)
        #expect(cycle.phase == CyclePhase(high: .month(1), low: .month(7)))
        guard case .amount(let amount)? = cycle.swing else {
            Issue.record("not a swing in therms: \(String(describing: cycle.swing))")
            return
        }
        #expect(abs(amount - 240) < 20, "\(amount)")
        let text = try Self.text(chart)
        #expect(
            text.contains("Gas use: a yearly cycle, highest in January and lowest in July"),
            "\(text)")
        #expect(text.contains("from low to high it swings by about 2"), "\(text)")
    }

    @Test func quarterlySalesPeakInTheFourthQuarter() throws {
        // Fifteen years of quarterly sales from 2000 rising 5 a quarter; the fourth quarter 25 over
        // the level, the first 30 under, noise of 4.
        var generator = SeededGenerator(seed: 33)
        let effects = [-30.0, 0, 5, 25]
        let xs = (0..<60).map { Self.seconds(2000 + $0 / 4, $0 % 4 * 3 + 1) }
        let values = (0..<60).map { 200 + 5 * Double($0) + effects[$0 % 4] + generator.gaussian(deviation: 4) }
        let chart = Self.dated("Sales", xs, values, unit: "units")
        let cycle = try #require(try Self.cycle(chart))
        #expect(cycle.count == 15 && cycle.phase == CyclePhase(high: .quarter(4), low: .quarter(1)))
        guard case .amount(let amount)? = cycle.swing else {
            Issue.record("\(String(describing: cycle.swing))")
            return
        }
        #expect(abs(amount - 55) < 6, "\(amount)")
        let text = try Self.text(chart)
        #expect(text.contains("highest in the fourth quarter and lowest in the first quarter"), "\(text)")
        // The rise, by year: one, never a fall.
        guard case .moves(let moves, _)? = try Self.course(chart)?.shape else {
            Issue.record("no moves")
            return
        }
        #expect(moves.map(\.direction) == [.rising])
        #expect(!text.contains("falls"), "\(text)")
    }

    @Test func aWeekInDailyVisitsIsHighestMidweekAndLowestOnSundays() throws {
        // Twelve weeks of daily visits from Monday, January 1, 2024: 1,000 a day, 120 more on
        // Wednesdays, 200 fewer on Sundays, noise of 15; no trend.
        var generator = SeededGenerator(seed: 34)
        let effects = [50.0, 80, 120, 60, 0, -150, -200]
        let xs = (0..<84).map { Self.seconds(2024, 1) + Double($0) * 86_400 }
        let values = (0..<84).map { 1_000 + effects[$0 % 7] + generator.gaussian(deviation: 15) }
        let chart = Self.dated("Visits", xs, values, unit: "visits")
        let cycle = try #require(try Self.cycle(chart))
        #expect(cycle.length == 7 * 86_400 && cycle.count == 12)
        #expect(cycle.phase == CyclePhase(high: .weekday(3), low: .weekday(7)))
        // The level holds steady, told by week: near the mean of the weeks' averages, between the
        // lowest and highest of them.
        let course = try #require(try Self.course(chart))
        guard case .steady(let level, let low, let high) = course.shape else {
            Issue.record("not steady: \(course.shape)")
            return
        }
        let weeks = (0..<12).map { week in values[(week * 7)..<(week * 7 + 7)].reduce(0, +) / 7 }
        #expect(course.grouping == .week)
        #expect(abs(level - weeks.reduce(0, +) / 12) < 1e-6)
        #expect(abs(low - weeks.min()!) < 1e-6 && abs(high - weeks.max()!) < 1e-6)
        let text = try Self.text(chart)
        #expect(text.contains("highest on Wednesdays and lowest on Sundays"), "\(text)")
        #expect(!text.contains("rises") && !text.contains("falls"), "\(text)")
    }

    @Test func aYearOfTemperaturesWithoutTrendHoldsSteadyAndSwings() throws {
        // Six years of monthly temperatures: 12 °C on average, 10 above it in July (sin peak at
        // month index 6) and 10 below in January, noise of 1.
        var generator = SeededGenerator(seed: 35)
        let values = (0..<72).map { month in
            12 - 10 * cos(2 * .pi * Double(month % 12) / 12) + generator.gaussian(deviation: 1)
        }
        let chart = Self.monthly("Temperature", from: 2018, values, unit: "°C")
        let cycle = try #require(try Self.cycle(chart))
        #expect(cycle.phase == CyclePhase(high: .month(7), low: .month(1)))
        guard case .amount(let amount)? = cycle.swing else {
            Issue.record("\(String(describing: cycle.swing))")
            return
        }
        #expect(abs(amount - 20) < 2, "\(amount)")
        guard case .steady(let level, _, _)? = try Self.course(chart)?.shape else {
            Issue.record("not steady: \(String(describing: try Self.course(chart)))")
            return
        }
        #expect(abs(level - values.reduce(0, +) / 72) < 1e-6)
        let text = try Self.text(chart)
        #expect(text.contains("holds steady near 12"), "\(text)")
        #expect(!text.contains("rises") && !text.contains("falls"), "\(text)")
    }

    @Test func aTemperaturesDailySwingIsInDegreesNeverAShareOfItsLevel() throws {
        // 60 days of hourly temperatures, titled "temp" as a weather export writes it: a level from 30 °F up to 80
        // and back (55 - 25 cos over the 60 days, so the first and last days alike) and a daily swing of a quarter of
        // the level each side, highest at 3 PM (2 PM beside it, within a twentieth of the swing), no noise, as warm days swing wider. The swing
        // divided by the level explains more than subtracted, but a temperature's zero is arbitrary, so the swing is
        // in degrees: twice a quarter of the mean level 55, 27.5, never "percent of its level".
        let start = Self.seconds(2010, 3, 1)
        let xs = (0..<1_440).map { start + Double($0) * 3_600 }
        let values = (0..<1_440).map { hour in
            let level = 55 - 25 * cos(2 * .pi * Double(hour) / 1_440)
            return level * (1 + 0.25 * cos(2 * .pi * Double(hour % 24 - 15) / 24))
        }
        let chart = Self.dated("temp", xs, values, unit: "")
        let cycle = try #require(try Self.cycle(chart))
        #expect(cycle.phase?.high == .hour(15), "\(String(describing: cycle.phase))")
        guard case .amount(let amount)? = cycle.swing else {
            Issue.record("\(String(describing: cycle.swing))")
            return
        }
        #expect(abs(amount - 27.5) < 1.5, "\(amount)")
        let text = try Self.text(chart)
        #expect(text.contains("Temp: a daily cycle, highest at 2:00 PM and 3:00 PM"), "\(text)")
        #expect(!text.contains("of its level"), "\(text)")
        // The same swings in visitors, which have a true zero, are a share of the level: half of it.
        guard case .share(let share)? = try Self.cycle(Self.dated("Visitors", xs, values, unit: ""))?.swing else {
            Issue.record("visitors' swing is not a share")
            return
        }
        #expect(abs(share - 0.5) < 0.03, "\(share)")
    }

    @Test func neighboursNearlyAsHighOrLowAreSaidTogether() throws {
        // Six years of monthly highs: July 26.0 and August 26.1 (within a twentieth of the 18-degree swing),
        // December 8.2 and January 8.3, no noise. Truth: the top is August with July beside it, the bottom December
        // with January after it: "highest in July and August and lowest in December and January", in that order.
        let effects = [8.3, 9.9, 12.4, 15.0, 19.3, 22.4, 26.0, 26.1, 21.9, 16.4, 11.0, 8.2]
        let chart = Self.monthly("High", from: 2012, (0..<72).map { effects[$0 % 12] }, unit: "°C")
        let phase = try #require(try Self.cycle(chart)?.phase)
        #expect(phase == CyclePhase(high: .month(8), low: .month(12), highToo: .month(7), lowToo: .month(1)))
        let text = try Self.text(chart)
        #expect(text.contains("highest in July and August and lowest in December and January"), "\(text)")
        // A clear top stands alone: August 28 against July 26.
        var apart = effects
        apart[7] = 28
        let alone = try #require(
            try Self.cycle(Self.monthly("High", from: 2012, (0..<72).map { apart[$0 % 12] }, unit: "°C"))?.phase)
        #expect(alone.high == .month(8) && alone.highToo == nil)
    }

    @Test func dailyRainHasItsYearAmongDryDays() throws {
        // Four years of daily rain from 2012: rain falls on a day with chance 0.15 in July up to 0.75 in December and
        // January (a cosine over the year), 7 mm when it does, noise of 4 mm; most summer days are dry (0). Truth: the
        // months' means run from about 1 mm a day in July to about 5 in January, so the year is the story, though a
        // day's rain is mostly noise (the calendar explains well under 40 percent of the daily values).
        var generator = SeededGenerator(seed: 41)
        let days = 1_461
        let xs = (0..<days).map { Self.seconds(2012, 1) + Double($0) * 86_400 }
        let values = xs.map { x -> Double in
            let month = Double(ISODate.civil(fromDaysSince1970: Int(x / 86_400)).month - 1)
            let chance = 0.45 + 0.3 * cos(2 * .pi * month / 12)
            let wet = Double(generator.next() % 1_000) / 1_000 < chance
            return wet ? max(0, 7 + generator.gaussian(deviation: 4)) : 0
        }
        let cycle = try #require(try Self.cycle(Self.dated("Rain", xs, values, unit: "mm")))
        #expect(cycle.length == Self.year && cycle.count == 4)
        let phase = try #require(cycle.phase)
        #expect([.month(6), .month(7), .month(8)].contains(phase.low), "\(phase)")
        #expect([.month(12), .month(1), .month(2)].contains(phase.high), "\(phase)")
    }

    /// A smooth yearly cycle of three and a half years is a cycle, highest in June and July and lowest in December and
    /// January.
    ///
    /// Weekly highs from July 2012 to December 2015 (15 ± 9, highs in early July), a steady rise and readings
    /// alternately 0.4 high and low. With two whole years inside, what the cycle leaves (months holding two or three high readings,
    /// well under a tenth of its swing) is no wander, though one month's leftover is like the next's.
    @Test func aSmoothCycleOfThreeAndAHalfYearsIsACycle() throws {
        let start = Self.seconds(2012, 7)
        let xs = (0..<183).map { start + Double($0) * 7 * 86_400 }
        let values = xs.indices.map { week in
            let t = 0.5 + Double(week) / (365.25 / 7)
            return 15 + 1.5 * (t - 0.5) - 9 * cos(2 * .pi * t) + (week % 2 == 0 ? 0.4 : -0.4)
        }
        let cycle = try #require(try Self.cycle(Self.dated("High", xs, values, unit: "degrees")))
        #expect(cycle.length == Self.year)
        let phase = try #require(cycle.phase)
        #expect([.month(6), .month(7)].contains(phase.high), "\(phase)")
        #expect([.month(12), .month(1)].contains(phase.low), "\(phase)")
    }

    /// Three years of a daily random walk have no yearly cycle.
    ///
    /// A share price from April holds two whole years, July to June: each follows their own average, which is half
    /// of it, so they must agree with each other as well. Of 40 walks, none
    /// has a yearly cycle (one did before; of 110 real three-year windows of share prices, four).
    @Test func dailyRandomWalksOfThreeYearsHaveNoYearlyCycle() throws {
        let xs = (0..<1_096).map { Self.seconds(2013, 4) + Double($0) * 86_400 }
        var found: [UInt64] = []
        for seed in 1...40 as ClosedRange<UInt64> {
            let values = TruthTests.walk(1_096, from: 200, seed: seed).map { $0! }
            if try Self.cycle(Self.dated("Price", xs, values, unit: "dollars")) != nil { found.append(seed) }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// A month without a reading leaves its year whole.
    ///
    /// Daily low temperatures from April 2003 (Clemson's shape: 50 °F, 18 either way, warmest in mid-July), February
    /// 2005 missing: the level's span holds two whole years, October to September, one of them without February.
    @Test func aMissingMonthLeavesAYearWhole() throws {
        var generator = SeededGenerator(seed: 2003)
        let from = Self.seconds(2003, 4, 1)
        let days = (0..<1_279).filter { day in
            let date = ISODate.civil(fromDaysSince1970: Int(from / 86_400) + day)
            return !(date.year == 2005 && date.month == 2)
        }
        let temperatures = days.map { day in
            50 + 18 * cos(2 * Double.pi * (Double(day) - 108) / 365.25) + generator.gaussian(deviation: 5)
        }
        let chart = Self.dated("Low", days.map { from + 86_400 * Double($0) }, temperatures, unit: "°F")
        let yearly = try #require(try Self.cycle(chart))
        #expect(yearly.phase?.high == .month(7) || yearly.phase?.highToo == .month(7), "\(yearly)")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func dailyRandomWalksOfFourYearsHaveNoYearlyCycle(seed: UInt64) throws {
        let xs = (0..<1_461).map { Self.seconds(2012, 1) + Double($0) * 86_400 }
        let values = TruthTests.walk(1_461, from: 200, seed: seed).map { $0! }
        let found = try Self.cycle(Self.dated("Price", xs, values, unit: "dollars"))
        #expect(found == nil, "\(String(describing: found))")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func monthlyRandomWalksHaveNoCalendarCycle(seed: UInt64) throws {
        let values = TruthTests.walk(120, from: 200, seed: seed).map { $0! }
        #expect(try Self.cycle(Self.monthly("Price", from: 2010, values, unit: "dollars")) == nil)
    }

    @Test func theCycleIsWordedInEveryLanguage() throws {
        var (chart, _) = Self.passengers()
        let expected = [
            "de": "am höchsten im Juli, am niedrigsten im November",
            "fr": "au plus haut en juillet et au plus bas en novembre",
            "es": "con el máximo en julio y el mínimo en noviembre",
        ]
        for (locale, words) in expected {
            chart.locale = locale
            let text = try Self.text(chart)
            #expect(text.contains(words), "\(locale): \(text)")
        }
    }

    // MARK: Shifts of level

    /// River flow from 1900 to 1970, near 850 until 1930 and near 620 from 1931 on, noise of 60.
    static func flow() -> (chart: Chart, values: [Double]) {
        var generator = SeededGenerator(seed: 36)
        let values = (1900...1970).map { ($0 < 1931 ? 850 : 620) + generator.gaussian(deviation: 60) }
        let xs = (1900...1970).map { Self.seconds($0, 1) }
        return (Self.dated("Flow", xs, values, unit: "cubic metres a second"), values)
    }

    @Test func aRiverThatDropsToALowerLevelIsToldAsAStep() throws {
        let (chart, values) = Self.flow()
        let course = try #require(try Self.course(chart))
        guard case .shifts(let level, let shifts) = course.shape, shifts.count == 1 else {
            Issue.record("not one shift: \(course.shape)")
            return
        }
        // The levels are the means before and after 1931 (index 31), worked out here.
        #expect(abs(level - values[..<31].reduce(0, +) / 31) < 1e-9)
        #expect(abs(shifts[0].level - values[31...].reduce(0, +) / 40) < 1e-9)
        #expect(!shifts[0].isUp)
        #expect(shifts[0].first.place == .value(Self.seconds(1931, 1)))
        #expect(shifts[0].last.place == .value(Self.seconds(1930, 1)))
        let text = try Self.text(chart)
        #expect(text.contains("Flow: holds near "), "\(text)")
        #expect(text.contains("until 1930, then drops to a lower level, near "), "\(text)")
        #expect(text.contains("from 1931 on and stays there."), "\(text)")
        #expect(!text.contains("1970s") && !text.contains("rises"), "\(text)")
    }

    @Test func aLevelThatFallsAwayAtTheEndDoesNotStay() throws {
        // Wheat prices every five years, 1565 to 1820: near 38 (noise of 6) until 1790, then 76, 79, 81, 99, 78 and
        // 54. Truth: the last level, near 78 from 1795, ends at 54, back toward the first and 24 from its level, past
        // four robust spreads of its stretch (its median deviation 2.5, times 1.4826 and 4: 15): no step that
        // "stays there"; the end's fall is told.
        var generator = SeededGenerator(seed: 43)
        let early = (0..<46).map { _ in 38 + generator.gaussian(deviation: 6) }
        let values = early + [76, 79, 81, 99, 78, 54]
        let xs = values.indices.map { Self.seconds(1565 + 5 * $0, 1) }
        let chart = Self.dated("Wheat", xs, values, unit: "shillings")
        let course = try #require(try Self.course(chart))
        if case .shifts = course.shape { Issue.record("told as steps: \(course.shape)") }
        let text = try Self.text(chart)
        #expect(!text.contains("stays there") && text.contains("to 54 shillings"), "\(text)")
        // Ending at its level, the same shape is a step.
        let steady = early + [76, 79, 81, 77, 78, 80]
        let stepped = try #require(try Self.course(Self.dated("Wheat", xs, steady, unit: "shillings")))
        guard case .shifts = stepped.shape else {
            Issue.record("not steps: \(stepped.shape)")
            return
        }
    }

    @Test func twoStepsAreBothTold() throws {
        // 150 readings: 50 until 49, 58 from 50, 45 from 110, noise of 1.5.
        var generator = SeededGenerator(seed: 37)
        let values = (0..<150).map { ($0 < 50 ? 50.0 : $0 < 110 ? 58 : 45) + generator.gaussian(deviation: 1.5) }
        let course = try #require(try Self.course(TruthTests.along("Level", values)))
        guard case .shifts(_, let shifts) = course.shape else {
            Issue.record("not shifts: \(course.shape)")
            return
        }
        #expect(shifts.map(\.first.place) == [.value(50), .value(110)])
        #expect(shifts.map(\.isUp) == [true, false])
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func walksNoiseAndSlopesAreNoSteps(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed + 100)
        let walk = TruthTests.walk(200, from: 100, seed: seed).map { $0! }
        let noise = (0..<200).map { _ in 50 + generator.gaussian(deviation: 2) }
        let slope = (0..<200).map { 50 + Double($0) / 4 + generator.gaussian(deviation: 2) }
        for (name, values) in [("walk", walk), ("noise", noise), ("slope", slope)] {
            if case .shifts? = try Self.course(TruthTests.along("Level", values))?.shape {
                Issue.record("a \(name) told as steps")
            }
        }
    }

    // MARK: Many moves

    @Test func twoCrashesAndAClimbAreAllTold() throws {
        // A share price over 48 weeks: up 35 percent, a crash of 56 percent (135 to 60), then
        // swings up to 240, a crash of 54 percent (240 to 110), and swings to 180: eleven moves.
        let values = TruthTests.path(
            [
                (0, 100), (4, 135), (6, 60), (12, 140), (14, 95), (20, 200), (22, 150), (28, 240), (31, 110),
                (37, 160), (40, 110), (47, 180),
            ], wobble: 0
        ).map { $0! }
        let chart = TruthTests.along("Price", values, title: "Price", unit: "dollars")
        guard case .swings(let rises, let falls, _, _, let largest, _)? = try Self.course(chart)?.shape else {
            Issue.record("not swings")
            return
        }
        #expect(rises == 6 && falls == 5)
        // The four largest by ratio, in time order: the first crash, the climb after it, the
        // climb from 95 to 200 and the second crash.
        #expect(largest.map(\.from.place) == [.value(4), .value(6), .value(14), .value(28)])
        #expect(largest.map(\.to.place) == [.value(6), .value(12), .value(20), .value(31)])
        let text = try Self.text(chart)
        #expect(text.contains("falls 56 percent from 135 dollars"), "\(text)")
        #expect(text.contains("falls 54 percent from 240 dollars"), "\(text)")
    }

    @Test func theLargestMovesAreNeverOnlyOneFall() throws {
        // AMZN's quarterly shape, 2000 to 2010: a crash of 86 percent, a 5.9-fold climb, a wobble (53.7 to 34 to 45 to
        // 30), a 3-fold climb, the 2008 fall of 44 percent (90.8 to 50.4) and a 2.6-fold climb: eight moves. By size
        // the four largest are the first crash and three climbs; the 2008 fall is the largest of the other falls.
        let values = TruthTests.path(
            [(0, 66.8), (6, 9.13), (15, 53.7), (19, 34), (23, 45), (26, 30), (31, 90.8), (35, 50.4), (39, 129.8)],
            wobble: 0
        ).map { $0! }
        let chart = TruthTests.along("Price", values, title: "Price", unit: "dollars")
        guard case .swings(let rises, let falls, _, _, let largest, _)? = try Self.course(chart)?.shape else {
            Issue.record("not swings")
            return
        }
        #expect(rises == 4 && falls == 4)
        #expect(largest.map(\.from.place) == [.value(0), .value(6), .value(26), .value(31), .value(35)])
        #expect(largest.filter { $0.direction == .falling }.count == 2)
        let text = try Self.text(chart)
        #expect(text.contains("falls 44 percent from 91 dollars when Position is 31 to 50 dollars"), "\(text)")
        // The wobble's moves stay out: each is smaller than every move told.
        #expect(!text.contains("from 54 dollars") && !text.contains("from 34 dollars"), "\(text)")
    }
}
