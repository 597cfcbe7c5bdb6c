import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartDescription

/// Charts of realistic shapes made here, whose stories are known by construction, and the statements (types and facts)
/// their descriptions must and must not make.
///
/// Words are checked only where the wording is itself the point; the goldens hold the rest.
@Suite struct TruthTests {
    // MARK: Making charts

    static let january2024 = ISODate.seconds(from: "2024-01-01")!

    /// A series of monthly values from January 2024.
    static func monthly(
        _ title: String, _ values: [Double?], unit: String? = "dollars", format: ValueFormat = ValueFormat(),
        labels: [Int: String] = [:], scale: Axis.Scale = .linear
    ) -> Chart {
        let points = values.enumerated().map { index, value -> DataPoint in
            let (year, month) = (2024 + index / 12, index % 12 + 1)
            let x = Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400
            return DataPoint(x: .number(x), y: value, label: labels[index])
        }
        var axis = Axis.numeric(title, scale: scale, unit: unit)
        axis.format = format
        return Chart(
            title: title, kind: .line, xAxis: .date("Month"), yAxis: axis,
            series: [Series(name: title, isContinuous: true, points: points)])
    }

    /// A series along a numeric x of 0, 1, 2 and so on.
    static func along(
        _ name: String, _ values: [Double?], title: String = "Level", unit: String? = "units", kind: ChartKind = .line,
        scale: Axis.Scale = .linear
    ) -> Chart {
        Chart(
            kind: kind, xAxis: .numeric("Position"), yAxis: .numeric(title, scale: scale, unit: unit),
            series: [Series(name: name, x: values.indices.map(Double.init), y: values)])
    }

    /// Bars over categories.
    static func bars(
        _ categories: [String], _ series: [(String, [Double])], title: String = "Sales", unit: String? = "units",
        isOrdered: Bool? = nil
    ) -> Chart {
        var x = Axis.categorical("Place", categories: categories)
        x.isOrdered = isOrdered
        return Chart(
            kind: .bar, xAxis: x, yAxis: .numeric(title, unit: unit),
            series: series.map { name, values in
                Series(name: name, points: zip(categories, values).map { DataPoint(x: .category($0), y: $1) })
            })
    }

    static func scatter(_ sets: [(String, [Double], [Double])], labels: [Int: String] = [:]) -> Chart {
        Chart(
            kind: .scatter, xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: sets.map { name, x, y in
                Series(
                    name: name, isContinuous: false,
                    points: zip(x, y).enumerated().map {
                        DataPoint(x: .number($0.element.0), y: $0.element.1, label: labels[$0.offset])
                    })
            })
    }

    static func summary(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.statement)
    }

    static func details(_ chart: Chart) throws -> [Statement] {
        try ChartDescriber(chart: chart).describe(.details).details.map(\.statement)
    }

    static func course(_ chart: Chart) throws -> Course {
        for case .course(let course) in try summary(chart) { return course }
        Issue.record("no course")
        return Course(series: SeriesName(""), grouping: nil, shape: .constant(0), isBandMiddle: false)
    }

    static func moves(_ chart: Chart) throws -> [Move] {
        if case .moves(let moves, _) = try course(chart).shape { return moves }
        Issue.record("not told as moves")
        return []
    }

    static func unusual(_ chart: Chart) throws -> [Double] {
        for case .outliers(let values) in try summary(chart) { return values.values.map(\.value) }
        return []
    }

    static func month(_ index: Int) -> XPlace {
        .value(Double(ISODate.daysSince1970(year: 2024 + index / 12, month: index % 12 + 1, day: 1)) * 86_400)
    }

    static func fraction(_ change: Change) -> Double? {
        if case .percent(let fraction) = change { return fraction }
        return nil
    }

    /// A price path through `turns` (month, price), straight between them with a small wobble.
    static func path(_ turns: [(Int, Double)], wobble: Double = 0.01, seed: UInt64 = 1) -> [Double?] {
        var generator = SeededGenerator(seed: seed)
        var values: [Double?] = []
        for (start, end) in zip(turns, turns.dropFirst()) {
            for month in start.0..<end.0 {
                let t = Double(month - start.0) / Double(end.0 - start.0)
                let base = start.1 * pow(end.1 / start.1, t)
                values.append(month == start.0 ? start.1 : base * (1 + generator.gaussian(deviation: wobble)))
            }
        }
        values.append(turns.last!.1)
        return values
    }

    /// A random walk of `count` steps of standard deviation 1 from `start`, drawn from `generator`.
    static func walk(_ count: Int, from start: Double = 100, using generator: inout SeededGenerator) -> [Double?] {
        var level = start
        return (0..<count).map { _ in
            level += generator.gaussian()
            return level
        }
    }

    /// A random walk from a seed of its own.
    static func walk(_ count: Int, from start: Double = 100, seed: UInt64) -> [Double?] {
        var generator = SeededGenerator(seed: seed)
        return walk(count, from: start, using: &generator)
    }

    // MARK: Big moves are always told

    @Test func aCrashAndARecoveryAreBothTold() throws {
        // A share price: up from 100 to 150 by month 8, down 70 percent to 45 by month 20, up to
        // 120 by month 28, down 57 percent to 52 by month 35.
        let chart = Self.monthly(
            "Share price", Self.path([(0, 100), (8, 150), (20, 45), (28, 120), (35, 52)]), unit: nil,
            format: ValueFormat(style: .currency, currencyCode: "USD"))
        let told = try Self.moves(chart)
        #expect(told.map(\.direction) == [.rising, .falling, .rising, .falling])
        #expect(told[1].from.place == Self.month(8) && told[1].to.place == Self.month(20))
        #expect(abs(Self.fraction(told[1].change)! + 0.7) < 0.005, "the 70 percent fall")
        #expect(told[3].from.place == Self.month(28) && told[3].to.place == Self.month(35))
        #expect(abs(Self.fraction(told[3].change)! + 0.5667) < 0.005, "the 57 percent fall")
        let text = try ChartDescriber(chart: chart).describe(.summary).summary[0].text
        #expect(text.contains("then falls 70 percent to $45.00 in September 2025"))
    }

    @Test func aCrashInALongDailySeriesIsToldInItsMonths() throws {
        // Three years of daily prices: flat at 100, a 70 percent crash over the second year's
        // first half, then a recovery to 90. Told by month, the crash is there.
        var generator = SeededGenerator(seed: 5)
        let days = 3 * 365
        let values: [Double?] = (0..<days).map { day in
            let level =
                day < 365
                ? 100
                : day < 547 ? 100 * pow(0.3, Double(day - 365) / 182) : 30 + 60 * Double(day - 547) / Double(days - 547)
            return level * (1 + generator.gaussian(deviation: 0.005))
        }
        let first = ISODate.seconds(from: "2022-01-01")!
        let chart = Chart(
            kind: .line, xAxis: .date("Day"), yAxis: .numeric("Price", unit: "euros"),
            series: [Series(name: "Price", x: (0..<days).map { first + Double($0) * 86_400 }, y: values)])
        let course = try Self.course(chart)
        #expect(course.grouping == .month)
        guard case .moves(let moves, _) = course.shape else {
            Issue.record("not moves")
            return
        }
        let fall = try #require(moves.first { $0.direction == .falling })
        #expect(
            Self.fraction(fall.change).map { $0 < -0.6 } == true, "a fall of over 60 percent between monthly averages")
        #expect(moves.last?.direction == .rising)
    }

    @Test func aSteadyFallIsOneFallAndNeverHolds() throws {
        let values = (0..<15).map { Double?(-0.5 - 0.1 * Double($0)) }
        let told = try Self.moves(Self.along("Level", values, unit: nil))
        #expect(told.count == 1 && told[0].direction == .falling)
        #expect(told[0].from.value == -0.5 && abs(told[0].to.value + 1.9) < 1e-9)
        let text = try ChartDescriber(chart: Self.along("Level", values, unit: nil)).describe(.summary).summary.map(
            \.text
        ).joined()
        #expect(!text.contains("hold") && text.contains("to minus 1.9 when Position is 14"))
        // The fall goes from the highest to the lowest: the extremes are not said again.
        #expect(!text.contains("Highest"))
    }

    @Test func manyMovesAreToldAsSwingsWithTheLargest() throws {
        // A cycle of twelve steps repeated five times along a numeric x (no calendar to take it
        // apart by), on a slow rise: ten moves.
        let values = (0..<60).map { step -> Double? in 100 + Double(step) + 40 * sin(Double(step) / 12 * 2 * .pi) }
        let course = try Self.course(Self.along("Visitors", values, unit: "visitors"))
        guard case .swings(let rises, let falls, _, _, let largest, _) = course.shape else {
            Issue.record("not swings")
            return
        }
        #expect(rises >= 3 && falls >= 3)
        #expect(largest.contains { $0.direction == .rising } && largest.contains { $0.direction == .falling })
    }

    // MARK: A shift of level is heard as one

    @Test func aShiftOfLevelIsToldWhereItHappens() throws {
        // Two years of a subscription price near 100 dollars, raised to 150 in January 2025.
        var generator = SeededGenerator(seed: 5)
        let values = (0..<24).map { month -> Double? in
            (month < 12 ? 100 : 150) * (1 + generator.gaussian(deviation: 0.005))
        }
        guard case .shifts(_, let shifts) = try Self.course(Self.monthly("Price", values)).shape, shifts.count == 1
        else {
            Issue.record("not one shift")
            return
        }
        #expect(shifts[0].last.place == Self.month(11) && shifts[0].first.place == Self.month(12))
        #expect(shifts[0].last.value == values[11]! && shifts[0].first.value == values[12]!)
        let text = try ChartDescriber(chart: Self.monthly("Price", values)).describe(.summary).summary.map(\.text)
            .joined()
        #expect(
            text.contains(" until December 2024, then rises to a higher level, near ")
                && text.contains(" dollars, from January 2025 on and stays there."), "\(text)")
    }

    @Test func aShiftInALongSeriesIsToldAtItsPoint() throws {
        // 200 readings, 50 then 80 from the 100th on (x 100): a step from the 100th, not between
        // groups of five.
        let noise = Self.noise(200, level: 0, seed: 8).map { $0! / 4 }
        let values = (0..<200).map { index -> Double? in (index < 100 ? 50 : 80) + noise[index] }
        guard case .shifts(let level, let shifts) = try Self.course(Self.along("Level", values)).shape else {
            Issue.record("not a shift")
            return
        }
        #expect(shifts.count == 1 && shifts[0].isUp)
        #expect(shifts[0].last.place == .value(99) && shifts[0].first.place == .value(100))
        #expect(abs(level - values[..<100].map { $0! }.reduce(0, +) / 100) < 1e-9)
        #expect(abs(shifts[0].level - values[100...].map { $0! }.reduce(0, +) / 100) < 1e-9)
    }

    @Test func anSCurvesSteepMiddleIsWhereMostOfItsRiseIs() throws {
        // Adoption of 1,000 users on a logistic curve centred on day 40, 6 days wide: two thirds
        // of the rise lie within 12 × atanh(2/3) ≈ 9.6 days of day 40, so in the groups of two
        // from 30–32 to 50–52 (the shortest stretch of groups that holds it).
        let values = (0..<100).map { day -> Double? in 1_000 / (1 + exp(-(Double(day) - 40) / 6)) }
        let told = try Self.moves(Self.along("Users", values))
        #expect(told.count == 1)
        #expect(
            told.first?.mostly?.from.place == .period(.interval(30, 32))
                && told.first?.mostly?.to.place == .period(.interval(50, 52)))
    }

    @Test func exponentialGrowthGathersPaceAndALevellingClimbLosesIt() throws {
        // Users growing 3 percent a day for 150 days; a climb like a square root for 40.
        let growth = (0..<150).map { day -> Double? in 10 * exp(0.03 * Double(day)) }
        #expect(try Self.moves(Self.along("Users", growth)).map(\.pace) == [.gathering])
        let levelling = (0..<40).map { day -> Double? in 100 * Double(day).squareRoot() }
        #expect(try Self.moves(Self.along("Reach", levelling)).map(\.pace) == [.losing])
        // On a log axis exponential growth is a straight climb: no pace to speak of.
        #expect(try Self.moves(Self.along("Users", growth, scale: .log10)).map(\.pace) == [nil])
    }

    @Test func randomWalksSeldomGatherOrLosePace() throws {
        // Of the long moves of 200 random walks (those a pace is judged on), how many seem to.
        var generator = SeededGenerator(seed: 18)
        var (long, paced) = (0, 0)
        for _ in 0..<200 {
            let values = Self.walk(200, from: 0, using: &generator)
            guard case .moves(let moves, _) = try Self.course(Self.along("Walk", values)).shape else { continue }
            for move in moves where move.mostly == nil {
                long += 1
                if move.pace != nil { paced += 1 }
            }
        }
        #expect(long > 100)
        #expect(Double(paced) <= 0.05 * Double(long), "\(paced) of \(long) moves")
    }

    @Test func mostOfAMoveIsNeverMoreThanAllOfIt() throws {
        // A walk's move from turn to turn may overshoot its end on the way (rising 170 above its start, then falling
        // 270 to end 100 below it): a leap larger than the move is no "most of it".
        var generator = SeededGenerator(seed: 31)
        var leaps = 0
        for _ in 0..<200 {
            let values = Self.walk(1_000, from: 0, using: &generator)
            guard case .moves(let moves, _) = try Self.course(Self.along("Walk", values)).shape else { continue }
            for move in moves {
                guard let mostly = move.mostly else { continue }
                leaps += 1
                let whole = abs(move.to.value - (move.leaves ?? move.from).value)
                #expect(abs(mostly.to.value - mostly.from.value) <= whole, "\(move)")
            }
        }
        #expect(leaps > 20)
    }

    @Test func aSteadyClimbHasNoLeap() throws {
        // Two years rising 100 to 200 month by month: no month makes most of it.
        var generator = SeededGenerator(seed: 6)
        let values = (0..<24).map { month -> Double? in
            (100 + 100 * Double(month) / 23) * (1 + generator.gaussian(deviation: 0.01))
        }
        let told = try Self.moves(Self.monthly("Price", values))
        #expect(told.count == 1 && told[0].mostly == nil && told[0].pace == nil)
    }

    // MARK: Cycles

    static func cycles(_ chart: Chart) throws -> [Cycle] {
        try summary(chart).compactMap { if case .cycle(let cycle) = $0 { cycle } else { nil } }
    }

    @Test func seasonsAreAYearlyCycle() throws {
        // Five years of monthly temperatures: warmest in July, coldest in January, with weather.
        var generator = SeededGenerator(seed: 13)
        let values = (0..<60).map { month -> Double? in
            12 + 10 * sin(Double(month - 3) / 12 * 2 * .pi) + generator.gaussian(deviation: 1.5)
        }
        let chart = Self.monthly("Temperature", values, unit: "°C")
        let cycle = try #require(try Self.cycles(chart).first)
        #expect(abs(cycle.length / (365.25 * 86_400) - 1) < 0.05 && cycle.count == 5)
        let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(text.contains("Temperature: a yearly cycle, highest in July"), "\(text)")
        // Taken apart from the seasons, the level holds steady near the mean, and the seasons are
        // the cycle, never moves between quarters.
        guard case .steady(let level, _, _) = try Self.course(chart).shape else {
            Issue.record("the level of seasons without a trend not steady")
            return
        }
        #expect(abs(level - values.map { $0! }.reduce(0, +) / 60) < 1e-6)
    }

    @Test func quartersWithAStrongFourthAreACycleAroundASteadyLevel() throws {
        // Ten years of quarterly sales, the fourth quarter a fifth above the rest: a cycle of four
        // steps, told as a cycle highest in the fourth quarter around a level that holds steady
        // (never as moves between quarters).
        var generator = SeededGenerator(seed: 16)
        let values = (0..<40).map { quarter -> Double? in
            [100, 104, 98, 125][quarter % 4] + generator.gaussian(deviation: 3)
        }
        let points = values.enumerated().map { index, value in
            DataPoint(
                x: .number(
                    Double(ISODate.daysSince1970(year: 2016 + index / 4, month: index % 4 * 3 + 1, day: 1)) * 86_400),
                y: value)
        }
        let chart = Chart(
            kind: .bar, xAxis: .date("Quarter"), yAxis: .numeric("Sales", unit: "units"),
            series: [Series(name: "Sales", points: points)])
        let cycle = try #require(try Self.cycles(chart).first)
        #expect(abs(cycle.length / (365.25 * 86_400) - 1) < 0.05 && cycle.count == 10)
        #expect(cycle.phase?.high == .quarter(4))
        guard case .steady = try Self.course(chart).shape else {
            Issue.record("a quarterly cycle without a trend told as moves")
            return
        }
    }

    @Test func aCycleIsMeasuredBetweenItsGroups() throws {
        // 20,000 sensor readings on a slow rise, a sine of period 2π × 400 ≈ 2,513 readings.
        var generator = SeededGenerator(seed: 14)
        let values = (0..<20_000).map { x -> Double? in
            20 + 0.0001 * Double(x) + 5 * sin(Double(x) / 400) + generator.gaussian(deviation: 0.8)
        }
        let cycle = try #require(try Self.cycles(Self.along("Sensor", values)).first)
        #expect(abs(cycle.length / (2 * .pi * 400) - 1) < 0.02)
        #expect(cycle.count == 8)
    }

    @Test func cyclesAreFoundAtTheirLengthAndNotInWalks() throws {
        // The figures in Documentation/Descriptions.md, on 300 sines twice the noise (periods 4 to 24, at least
        // three cycles and 36 to 120 points, half on a slow rise) and 300 random walks of 20 to 200.
        var generator = SeededGenerator(seed: 15)
        var (found, wrong, inWalks) = (0, 0, 0)
        for _ in 0..<300 {
            let period = [4, 6, 7, 12, 24][Int.random(in: 0..<5, using: &generator)]
            let count = max(4 * period, [36, 60, 120][Int.random(in: 0..<3, using: &generator)])
            let rise = Bool.random(using: &generator) ? 0.05 : 0
            let values = (0..<count).map { index -> Double? in
                2 * sin(2 * .pi * Double(index) / Double(period)) + rise * Double(index) + generator.gaussian()
            }
            guard let cycle = try Self.cycles(Self.along("Sine", values, unit: nil)).first else { continue }
            found += 1
            if abs(cycle.length - Double(period)) > max(1, 0.1 * Double(period)) { wrong += 1 }
        }
        for _ in 0..<300 {
            let values = Self.walk(
                [20, 30, 50, 60, 100, 200][Int.random(in: 0..<6, using: &generator)], from: 0, using: &generator)
            if try !Self.cycles(Self.along("Walk", values, unit: nil)).isEmpty { inWalks += 1 }
        }
        #expect(found >= 255, "found \(found) of 300")
        #expect(wrong == 0, "\(wrong) at the wrong length")
        #expect(inWalks <= 3, "\(inWalks) of 300 walks")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomWalksHaveNoCycle(seed: UInt64) throws {
        #expect(try Self.cycles(Self.along("Walk", Self.walk(500, seed: seed))).isEmpty)
    }

    @Test func aCrashAndARecoveryAreNoCycle() throws {
        let chart = Self.monthly(
            "Share price", Self.path([(0, 100), (8, 150), (20, 45), (28, 120), (35, 52)]), unit: nil)
        #expect(try Self.cycles(chart).isEmpty)
    }

    // MARK: Noise is no course

    /// Readings around `level`, independent from one to the next (standard deviation 2).
    static func noise(_ count: Int, level: Double = 50, seed: UInt64) -> [Double?] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in level + generator.gaussian(deviation: 2) }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func readingsAroundALevelHoldSteadyThere(seed: UInt64) throws {
        // 300 readings: grouped, they used to be told as swings between the groups' averages.
        let values = Self.noise(300, seed: seed).map { $0! }
        let course = try Self.course(Self.along("Sensor", values))
        guard case .steady(let level, let low, let high) = course.shape else {
            Issue.record("not steady: \(course.shape)")
            return
        }
        #expect(abs(level - values.reduce(0, +) / 300) < 1e-9)
        #expect(low == values.min()! && high == values.max()! && course.grouping == nil)
    }

    @Test func onALogAxisTheLevelIsTheGeometricMean() throws {
        // Readings scattered by ratios around 1,000 on a log axis: steady near their geometric mean.
        var generator = SeededGenerator(seed: 12)
        let values = (0..<200).map { _ in 1_000 * pow(10, generator.gaussian(deviation: 0.05)) }
        let course = try Self.course(Self.along("Rate", values, scale: .log10))
        guard case .steady(let level, _, _) = course.shape else {
            Issue.record("not steady: \(course.shape)")
            return
        }
        // Unusual values aside, as always.
        let unusual = try Self.unusual(Self.along("Rate", values, scale: .log10))
        let kept = values.filter { !unusual.contains($0) }
        let geometric = pow(10, kept.map(log10).reduce(0, +) / Double(kept.count))
        #expect(abs(level / geometric - 1) < 1e-9)
        #expect(abs(level - values.reduce(0, +) / 200) > 1e-3)
    }

    @Test func aSpikeOnASteadyLevelIsUnusualAndTheLevelHolds() throws {
        // 1,000 readings near 20 and one of 45 at 600: not a rise to 600 and a fall after it.
        var values = Self.noise(1_000, level: 20, seed: 9)
        values[600] = 45
        let statements = try Self.summary(Self.along("Sensor", values))
        #expect(try Self.unusual(Self.along("Sensor", values)) == [45])
        let steady = statements.compactMap { statement -> (Double, Double, Double)? in
            if case .course(let course) = statement, case .steady(let level, let low, let high) = course.shape {
                return (level, low, high)
            }
            return nil
        }
        let others = values.indices.filter { $0 != 600 }.map { values[$0]! }
        #expect(steady.count == 1)
        #expect(abs((steady.first?.0 ?? 0) - others.reduce(0, +) / 999) < 1e-9)
        #expect(steady.first?.2 == others.max()!)
        // Told of the values, so no grouping is announced.
        #expect(!statements.contains { if case .grouping = $0 { true } else { false } })
    }

    @Test func aWeekdayRhythmAveragedByMonthHoldsSteady() throws {
        // Three years of daily steps, 9,000 on weekdays and 4,000 at weekends: the days are no
        // noise, but their monthly averages are (a month's weekends only nudge it).
        var generator = SeededGenerator(seed: 17)
        let start = ISODate.daysSince1970(year: 2023, month: 1, day: 2)  // a Monday
        let points = (0..<1_095).map { day in
            DataPoint(
                x: .number(Double(start + day) * 86_400),
                y: (day % 7 < 5 ? 9_000 : 4_000) + generator.gaussian(deviation: 800))
        }
        let chart = Chart(
            kind: .line, xAxis: .date("Date"), yAxis: .numeric("Steps", unit: "steps"),
            series: [Series(name: "Steps", points: points)])
        let course = try Self.course(chart)
        guard case .steady(let level, let low, let high) = course.shape else {
            Issue.record("not steady: \(course.shape)")
            return
        }
        #expect(course.grouping != nil)
        // The months' averages, worked out here. No day is unusual against the weekly rhythm: the noise's largest of
        // 1,095 draws is some 3.3 deviations, where a line through weekday and weekend neighbours made a few so.
        let unusual = Set(try ChartDescriber(chart: chart).analyses[0].outliers)
        #expect(unusual.isEmpty)
        var months: [Int: [Double]] = [:]
        for (index, point) in points.enumerated() where !unusual.contains(index) {
            guard case .number(let seconds) = point.x, let value = point.y else { continue }
            let (year, month, _) = ISODate.civil(fromDaysSince1970: Int(seconds / 86_400))
            months[year * 12 + month, default: []].append(value)
        }
        let averages = months.values.map { $0.reduce(0, +) / Double($0.count) }
        #expect(averages.count == 36)
        #expect(abs(level - averages.reduce(0, +) / 36) < 1e-6)
        #expect(abs(low - averages.min()!) < 1e-6 && abs(high - averages.max()!) < 1e-6)
        // And the week the days keep is said: 1,095 days are 156 and a half weeks.
        let cycle = try #require(try Self.cycles(chart).first)
        #expect(abs(cycle.length / (7 * 86_400) - 1) < 0.02 && cycle.count == 156)
    }

    /// Shapes with a course, each under the same noise: none holds steady.
    static let courses: [(String, [Double?])] = {
        let noise = Self.noise(400, level: 0, seed: 21).map { $0! }
        let walk = Self.walk(300, from: 50, seed: 11)
        let cycle: [Double?] = (0..<120).map { month -> Double? in
            let season: Double = 10 * sin(Double(month) / 12 * 2 * .pi)
            return 50 + season + noise[month]
        }
        let shift: [Double?] = (0..<200).map { index in (index < 100 ? 50.0 : 58.0) + noise[index] }
        // (40 values, told one by one: averaged in pairs, an alternation is gone.)
        let alternation: [Double?] = (0..<40).map { index in (index % 2 == 0 ? 40.0 : 60.0) + noise[index] }
        let rise: [Double?] = (0..<400).map { index in 50 + Double(index) / 100 + noise[index] }
        return [
            ("a yearly cycle", cycle), ("a shift of level", shift), ("a random walk", walk),
            ("an alternation", alternation), ("a slow rise", rise),
        ]
    }()

    @Test(arguments: 0..<5)
    func aCourseIsNeverSteady(shape: Int) throws {
        let course = try Self.course(Self.along("Level", Self.courses[shape].1))
        if case .steady = course.shape { Issue.record("\(Self.courses[shape].0) said to hold steady") }
    }

    @Test func fewReadingsAreToldMoveByMove() throws {
        // Nineteen readings are too few to call noise: each move between them is told.
        let course = try Self.course(Self.along("Sensor", Self.noise(19, seed: 4)))
        if case .steady = course.shape { Issue.record("19 readings said to hold steady") }
    }

    // MARK: Unusual values only where a value is unusual

    @Test func theEndOfAnAcceleratingCurveIsNotUnusual() throws {
        #expect(try Self.unusual(Self.along("Users", [5, 9, 14, 21, 30, 42, 55, 70])).isEmpty)
    }

    static let curves: [[Double]] = [
        (0..<40).map { exp(Double($0) / 5) },
        (0..<40).map { 100 / (1 + exp(-(Double($0) - 20) / 3)) },
        (0..<80).map { 10 * sin(Double($0) / 4) },
        (0..<60).map { Double($0 * $0) },
    ]

    /// Exponential, logistic, sine, quadratic.
    @Test(arguments: 0..<4)
    func smoothCurvesHaveNoUnusualValues(curve: Int) throws {
        #expect(try Self.unusual(Self.along("Curve", Self.curves[curve])).isEmpty)
    }

    @Test func theTopOfExponentialGrowthOnALogAxisIsNotUnusual() throws {
        let values = (0..<30).map { Double?(pow(10, Double($0) / 5)) }
        #expect(try Self.unusual(Self.along("Cases", values, title: "Cases", unit: "cases", scale: .log10)).isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomWalksHaveNoUnusualValues(seed: UInt64) throws {
        #expect(try Self.unusual(Self.along("Walk", Self.walk(500, seed: seed))).isEmpty)
    }

    @Test func aVolatileMonthlyPriceHasNoUnusualValues() throws {
        // A calm year, a year of swings two and a half times as large, a calm year.
        var generator = SeededGenerator(seed: 3)
        var price = 50.0
        let values = (0..<36).map { month -> Double? in
            price *= exp(generator.gaussian(deviation: 0.12 * (12 <= month && month < 24 ? 2.5 : 1)))
            return price
        }
        #expect(try Self.unusual(Self.monthly("Price", values)).isEmpty)
    }

    @Test func injectedSpikesAreUnusualAndNothingElse() throws {
        var values = Self.walk(200, seed: 7)
        let up = values[120]! + 40
        let down = values[60]! - 35
        values[120] = up
        values[60] = down
        #expect(try Self.unusual(Self.along("Walk", values)) == [up, down])
    }

    @Test func noiseIsJudgedByItsLevelNotByLinesThroughNeighbours() throws {
        // Daily returns: 1,000 draws around 0 with a spread of 1 (none beyond 4 here), a zigzag as the S&P 500's of
        // 1998 (−2.7 between 2.4 and 2.4, scaled from its −1.8 between 1.6 and 1.6) and two shocks, 6.5 and −6. The
        // lines through two neighbours carried on to the zigzag's −2.7 miss it by 8 (11 spreads between neighbours
        // of 0.7); its distance from the level is 2.7. The shocks are the unusual values, the larger first.
        var generator = SeededGenerator(seed: 11)
        var values = (0..<1_000).map { _ in Double?(generator.gaussian()) }
        #expect(values.allSatisfy { abs($0 ?? 0) < 4 })
        for (offset, value) in [-2.7, -2.6, 2.4, -2.7, 2.4, -0.9].enumerated() { values[500 + offset] = value }
        values[300] = 6.5
        values[700] = -6
        #expect(try Self.unusual(Self.along("Return", values)) == [6.5, -6])
    }

    @Test func aDozenValuesAreTooFewToJudgeAsNoise() throws {
        // The cars' yearly sums of horsepower: 5,200, 5,219 and 5,210 are 1.5 to 1.6 deviations above the mean of 13
        // years, no more unusual than 4,500 below it.
        let sums: [Double?] = [5200, 5219, 5210, 4823, 4700, 4650, 4900, 4600, 4750, 4680, 4550, 4820, 4500]
        #expect(try Self.unusual(Self.along("Horsepower", sums)).isEmpty)
    }

    @Test func aSpikeAtTheEndIsUnusualButACurveIsNot() throws {
        var values: [Double?] = (0..<30).map { Double($0) }
        values[29] = 80
        #expect(try Self.unusual(Self.along("Line", values)) == [80])
    }

    // MARK: Scatter charts: forms, never lines

    /// Anscombe's quartet: four sets with the same means, variances and correlation.
    static let anscombeX = [10.0, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5]
    static let anscombe: [(String, [Double], [Double])] = [
        ("Set I", anscombeX, [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68]),
        ("Set II", anscombeX, [9.14, 8.14, 8.74, 8.77, 9.26, 8.10, 6.13, 3.10, 9.13, 7.26, 4.74]),
        ("Set III", anscombeX, [7.46, 6.77, 12.74, 7.11, 7.81, 8.84, 6.08, 5.39, 8.15, 6.42, 5.73]),
        (
            "Set IV", [8, 8, 8, 8, 8, 8, 8, 19, 8, 8, 8],
            [6.58, 5.76, 7.71, 8.84, 8.47, 7.04, 5.25, 12.50, 5.56, 7.91, 6.89]
        ),
    ]

    static func relationships(_ chart: Chart) throws -> [Relationship.Form] {
        try summary(chart).compactMap { if case .relationship(let r) = $0 { r.form } else { nil } }
    }

    @Test func anscombesFourSetsAreToldApart() throws {
        let forms = try Self.relationships(Self.scatter(Self.anscombe))
        #expect(forms.count == 4)
        #expect(forms[0] == .linear(.rising, .strong))
        // Set II is an arch: y = −0.127 x² + 2.78 x − 6.0 exactly, its peak at x = 10.96.
        guard case .curved(let peak, let at) = forms[1] else {
            Issue.record("Set II: \(forms[1])")
            return
        }
        #expect(peak && abs(at - 10.96) < 0.05)
        // Set III lies on a line but for (13, 12.74).
        guard case .lineExceptFew(let direction, let apart) = forms[2] else {
            Issue.record("Set III: \(forms[2])")
            return
        }
        #expect(direction == .rising && apart == [Anchor2D(x: 13, y: 12.74, label: nil)])
        // Set IV: ten points at x = 8, one at 19 that alone makes the correlation.
        guard case .stacked(let x, let count, let others) = forms[3] else {
            Issue.record("Set IV: \(forms[3])")
            return
        }
        #expect(x == 8 && count == 10 && others == [Anchor2D(x: 19, y: 12.5, label: nil)])
    }

    @Test func scatterSeriesAreNeverAveragedNorCrossed() throws {
        let statements = try Self.summary(Self.scatter(Self.anscombe))
        #expect(!statements.contains { [.averages, .crossings, .categoryComparison].contains($0.kind) })
        let words = try ChartDescriber(chart: Self.scatter(Self.anscombe)).describe(.summary).summary.map(\.text)
            .joined(separator: " ")
        #expect(!words.contains("cross") && !words.contains("on average"))
    }

    @Test func clustersAreFoundWithTheirSizes() throws {
        var generator = SeededGenerator(seed: 11)
        var x: [Double] = []
        var y: [Double] = []
        for (cx, cy, count) in [(2.0, 10.0, 40), (8.0, 40.0, 30), (14.0, 12.0, 20)] {
            for _ in 0..<count {
                x.append(cx + generator.gaussian(deviation: 0.5))
                y.append(cy + generator.gaussian(deviation: 2))
            }
        }
        let statements = try Self.summary(Self.scatter([("Samples", x, y)]))
        let clusters = statements.compactMap { if case .clusters(let c) = $0 { c.groups } else { nil } }.first
        #expect(clusters?.map(\.count) == [40, 30, 20])
        #expect(clusters.map { $0[0].x.lowerBound > 0 && $0[0].x.upperBound < 4 } == true)
    }

    @Test func aLopsidedCloudHasNoGroups() throws {
        // Engel's shape: 235 households' incomes bunched low with a long tail (log-normal, from about 400 to 5,000),
        // food spending about half of income, noise of 10 percent. Truth: one cloud, densest at low incomes and
        // thinning without a gap; k-means still cuts it in two, but nothing thins between the halves.
        var generator = SeededGenerator(seed: 12)
        let x = (0..<235).map { _ in exp(6.7 + 0.45 * generator.gaussian()) }
        let y = x.map { 0.5 * $0 * (1 + generator.gaussian(deviation: 0.1)) }
        let statements = try Self.summary(Self.scatter([("Households", x, y)]))
        #expect(!statements.contains { $0.kind == .clusters }, "\(statements)")
        // Two such clouds apart, a gap between them, are two groups.
        let far = x.prefix(100).map { $0 + 8_000 }
        let apart = try Self.summary(
            Self.scatter([("Households", x + far, y + far.map { 0.5 * $0 })]))
        let groups = apart.compactMap { if case .clusters(let c) = $0 { c.groups } else { nil } }.first
        #expect(groups?.map(\.count) == [235, 100], "\(apart)")
    }

    @Test func pointsAlongOneCurveAreNoGroups() throws {
        // R's trees: 31 black cherry trees' volumes (cubic feet) against their girths (inches), one curve thinning as
        // girth grows (volume about girth squared), the widest step between neighbouring girths 1.5 inches (14.5 to
        // 16). Truth: one cloud along the curve; k-means cuts it there, and the middle fifth between the halves' centres
        // holds 1 tree by chance, but the middle two fifths hold 4, near the 5 and 7 around the centres: no gap.
        let girth = [
            8.3, 8.6, 8.8, 10.5, 10.7, 10.8, 11.0, 11.0, 11.1, 11.2, 11.3, 11.4, 11.4, 11.7, 12.0, 12.9, 12.9, 13.3,
            13.7,
            13.8, 14.0, 14.2, 14.5, 16.0, 16.3, 17.3, 17.5, 17.9, 18.0, 18.0, 20.6,
        ]
        let volume = [
            10.3, 10.3, 10.2, 16.4, 18.8, 19.7, 15.6, 18.2, 22.6, 19.9, 24.2, 21.0, 21.4, 21.3, 19.1, 22.2, 33.8, 27.4,
            25.7, 24.9, 34.5, 31.7, 36.3, 38.3, 42.6, 55.4, 55.7, 58.3, 51.5, 51.0, 77.0,
        ]
        let statements = try Self.summary(Self.scatter([("Volume", girth, volume)]))
        #expect(!statements.contains { $0.kind == .clusters }, "\(statements)")
        #expect(try Self.relationships(Self.scatter([("Volume", girth, volume)])) == [.linear(.rising, .strong)])
    }

    @Test func noRelationshipIsSaidToBeNone() throws {
        var generator = SeededGenerator(seed: 13)
        let x = (0..<200).map { _ in generator.gaussian() }
        let y = (0..<200).map { _ in generator.gaussian() }
        #expect(try Self.relationships(Self.scatter([("Noise", x, y)])) == [.none])
    }

    @Test func pointsSharingAnXAreEachAPoint() throws {
        // Two points at each x, far apart: the extent and the relationship use every point.
        let x = [1.0, 1, 2, 2, 3, 3]
        let y = [0.0, 10, 1, 11, 2, 12]
        let statements = try Self.summary(Self.scatter([("Pairs", x, y)]))
        let extent = statements.compactMap { if case .extent(let e) = $0 { e } else { nil } }.first
        #expect(extent?.y == 0...12)
    }

    // MARK: Categories: nominal compared at each and ranked, ordered told in order

    @Test func nominalCategoriesAreComparedAtEachNeverCrossed() throws {
        let places = ["Aachen", "Bonn", "Celle", "Dresden", "Essen", "Fulda"]
        let chart = Self.bars(places, [("This year", [12, 5, 14, 9, 11, 8]), ("Last year", [10, 7, 13, 8, 10, 6])])
        let statements = try Self.summary(chart)
        #expect(!statements.contains { $0.kind == .crossings })
        let comparison = statements.compactMap { if case .categoryComparison(let c) = $0 { c } else { nil } }.first
        #expect(comparison?.above == 5 && comparison?.below == 1 && comparison?.exceptions == ["Bonn"])
        let words = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text)
        #expect(words.contains("This year is above Last year in 5 of 6 categories; the exception: Bonn."))
    }

    @Test func monthsAreOrderedAndToldInOrder() throws {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let temperatures = [1.0, 2, 6, 10, 15, 18, 21, 20, 16, 11, 6, 2]
        let chart = Self.bars(months, [("Berlin", temperatures)], title: "Temperature", unit: "°C")
        let statements = try Self.summary(chart)
        // In month order: up from January to July, down to December; and ranked.
        let told = try Self.moves(chart)
        #expect(told.map(\.direction) == [.rising, .falling])
        #expect(
            told[0].from.place == .category("Jan") && told[0].to.place == .category("Jul") && told[0].to.value == 21)
        #expect(told[1].to.place == .category("Dec") && told[1].to.value == 2)
        let ranking = try #require(statements.compactMap { if case .ranking(let r) = $0 { r } else { nil } }.first)
        #expect(ranking.top.map(\.place) == ["Jul", "Aug", "Jun"].map(XPlace.category))
        #expect(ranking.bottom.map(\.place) == ["Jan", "Feb", "Dec"].map(XPlace.category))
        // Temperatures average; they never add up.
        #expect(
            statements.contains(
                .aggregate(Aggregate(series: SeriesName("Berlin"), value: 128.0 / 12, aggregation: .mean, count: 12))))
        let words = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text)
        #expect(
            words[0] == "Berlin: rises by 20 °C from 1 °C in Jan to 21 °C in Jul, then falls by 19 °C to 2 °C in Dec.")
        // Each month is set off from its value: "Jul 21 °C" would be heard as a date.
        #expect(
            words[1]
                == "Highest: Jul (21 °C), Aug (20 °C) and Jun (18 °C); lowest: Jan (1 °C), Feb (2 °C) and Dec (2 °C).")
        #expect(!words.joined().contains("Total"))
    }

    @Test func weekdaysAndAgeBandsAreOrderedPlacesAreNot() {
        let days = Axis.categorical("Day")
        #expect(days.resolvedIsOrdered(categories: ["Monday", "Tuesday", "Wednesday"]))
        #expect(days.resolvedIsOrdered(categories: ["18–24", "25–34", "65+"]))
        #expect(days.resolvedIsOrdered(categories: ["Q1 2025", "Q2 2025"]))
        #expect(!days.resolvedIsOrdered(categories: ["Berlin", "Paris", "Rome"]))
        var stated = days
        stated.isOrdered = true
        #expect(stated.resolvedIsOrdered(categories: ["Berlin", "Paris"]))
    }

    // MARK: Statistics that fit the measure

    @Test func totalsOnlyWhereValuesAddUp() throws {
        #expect(Axis.numeric("Temperature", unit: "degrees Celsius").resolvedAggregation == .mean)
        #expect(Axis.numeric("Steps", unit: "steps").resolvedAggregation == .sum)
        #expect(Axis.numeric("Weight", unit: "kilograms").resolvedAggregation == .mean)
        #expect(Axis.numeric("Price index").resolvedAggregation == .none)
        #expect(Axis.numeric("Value").resolvedAggregation == .none)
        var share = Axis.numeric("Share")
        share.format = ValueFormat(style: .percent)
        #expect(share.resolvedAggregation == .mean)
        var money = Axis.numeric("Revenue")
        money.format = ValueFormat(style: .currency)
        #expect(money.resolvedAggregation == .sum)
        var stated = Axis.numeric("Temperature", unit: "degrees")
        stated.aggregation = .sum
        #expect(stated.resolvedAggregation == .sum)
        // In the details: a total for steps, none for temperatures.
        let steps = try Self.details(Self.along("Steps", [3, 4, 5], title: "Steps", unit: "steps"))
        let temperatures = try Self.details(
            Self.along("Temperature", [3, 4, 5], title: "Temperature", unit: "degrees Celsius"))
        #expect(steps.contains { if case .statistics(let s) = $0 { s.total == 12 } else { false } })
        #expect(
            temperatures.contains { if case .statistics(let s) = $0 { s.total == nil && s.mean == 4 } else { false } })
    }

    @Test func oneValueHasNoTotalNoSpreadNoChange() throws {
        let details = try Self.details(Self.along("Weight", [72.4], title: "Weight", unit: "kilograms"))
        let figures = details.compactMap { if case .statistics(let s) = $0 { s } else { nil } }
        #expect(
            figures.count == 1 && figures[0].mean == nil && figures[0].standardDeviation == nil
                && figures[0].total == nil)
        #expect(!details.contains { $0.kind == .change })
        let words = try ChartDescriber(chart: Self.along("Weight", [72.4], title: "Weight", unit: "kilograms"))
            .describe(.details)
        #expect(words.overview.map(\.text).contains("Y axis: Weight, 72.4 kilograms."))
        #expect(words.details.map(\.text).contains("One value: 72.4 kilograms."))
    }

    @Test func valuesAllTheSameAreSaidOnce() throws {
        // Minutes trained on three rest days: no range "0 to 0", no spread, no mean.
        var chart = Self.bars(["Mon", "Tue", "Wed"], [("Minutes", [0, 0, 0])], title: "Minutes", unit: nil)
        chart.xAxis.title = "Day"
        let words = try ChartDescriber(chart: chart).describe(.full)
        #expect(words.overview.map(\.text).contains("Y axis: Minutes, 0."))
        #expect(words.summary.map(\.text).contains("Minutes: stays at 0 throughout."))
        #expect(words.details.map(\.text).contains("All 3 values: 0, total 0."))
        let figures = try Self.details(chart).compactMap { if case .statistics(let s) = $0 { s } else { nil } }
        #expect(
            figures.count == 1 && figures[0].mean == nil && figures[0].standardDeviation == nil && figures[0].count == 3
        )
    }

    @Test func percentagesChangeInPercentagePoints() throws {
        var chart = Self.along("Share", [0.6, 0.5, 0.4, 0.3, 0.2], title: "Share", unit: nil)
        chart.yAxis?.format = ValueFormat(style: .percent)
        let told = try Self.moves(chart)
        #expect(told.count == 1 && told[0].change == .points(0.2 - 0.6))
        let words = try ChartDescriber(chart: chart).describe(.full)
        #expect(
            words.summary[0].text
                == "Share: falls 40 percentage points from 60 percent when Position is 0 to 20 percent when Position is 4."
        )
        #expect(words.details.map(\.text).contains("First 60 percent, last 20 percent, down 40 percentage points."))
    }

    @Test func aBarSeriesAndItsMovingAverageAreNotRanked() throws {
        let minutes = [185.0, 150, 0, 120, 240, 200, 0, 160, 210, 285, 250, 230, 120]
        let average = minutes.indices.map { index in
            minutes[max(0, index - 3)...index].reduce(0, +) / Double(min(index + 1, 4))
        }
        let first = ISODate.seconds(from: "2026-03-02")!
        let x = minutes.indices.map { first + Double($0) * 7 * 86_400 }
        var line = Series(name: "4-week average", isContinuous: true, x: x, y: average)
        (line.mark, line.derivedFrom, line.derivation) = (.line, "Minutes", "4-week moving average")
        let chart = Chart(
            kind: .bar, xAxis: .date("Week"), yAxis: .numeric("Training", unit: "minutes"),
            series: [Series(name: "Minutes", isContinuous: false, x: x, y: minutes), line])
        let description = try ChartDescriber(chart: chart).describe(.summary)
        #expect(description.overview[0].text == "Bar chart with a line, 13 bars and a line of 13 points in 2 series.")
        let statements = description.summary.map(\.statement)
        #expect(!statements.contains { $0.kind == .averages || $0.kind == .crossings })
        let derived = try #require(statements.compactMap { if case .derived(let d) = $0 { d } else { nil } }.first)
        #expect(derived.source.name == "Minutes" && derived.from.value == 185 && derived.to.value == average.last!)
        #expect(derived.smoothing < 0.8)
    }

    // MARK: Labels and digits

    @Test func theAuthorsLabelsAreSaidWhereverAPointIsNamed() throws {
        var values: [Double?] = (0..<20).map { 100 + Double($0) }
        values[15] = 400
        let chart = Self.monthly("Sales", values, labels: [15: "Launch", 0: "Start"])
        let statements = try Self.summary(chart)
        // The spike is told as the unusual value it is, named by its label, and the course rises past it.
        let told = try Self.moves(chart)
        #expect(told.first?.from.label == "Start" && told.allSatisfy { $0.to.value < 200 })
        let unusual = try #require(statements.compactMap { if case .outliers(let o) = $0 { o } else { nil } }.first)
        #expect(unusual.values.map(\.label) == ["Launch"])
        let words = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(words.contains("from 100 dollars in January 2024 (Start) to 119 dollars in August 2025"))
        #expect(words.contains("Highest: 400 dollars in April 2025 (Launch)"))
        #expect(words.contains("Unusual value: 400 dollars in April 2025 (Launch)"))
    }

    @Test func differentValuesNeverReadTheSame() throws {
        // Milliseconds from 2.5 to 300: a span that would round to whole numbers.
        let latency = Self.along("Latency", [2.5, 3, 150, 300], title: "Latency", unit: "milliseconds")
        let lines = Array(try ChartDescriber(chart: latency).describe(.points).points[0].lines)
        #expect(lines.prefix(2) == ["Position 0, 2.5 milliseconds", "Position 1, 3 milliseconds"])
        // Money keeps its cents when the data has them, for every amount alike ("1.234,00 €",
        // never "1.234 €" beside "1.234,50 €").
        var euros = Self.along("Preis", [1234.5, 1234, 2500], title: "Preis", unit: nil)
        euros.yAxis?.format = ValueFormat(style: .currency, currencyCode: "EUR")
        euros.locale = "de_DE"
        let german = Array(try ChartDescriber(chart: euros).describe(.points).points[0].lines)
        #expect(german[0].hasSuffix("1.234,50 €") && german[1].hasSuffix("1.234,00 €"))
        #expect(german[2].hasSuffix("2.500,00 €"))
    }

    // MARK: Wording a listener does not stumble on

    @Test func axesWithoutUnitsAreSpokenAsTheyRead() throws {
        // The course starts at 8 (the dip to 7.5 too small to tell among nine values): the lowest is said apart.
        var chart = Self.along("Latency", [8, 7.5, 30, 20, 21, 20.5, 21, 20, 20.5], title: "Latency", unit: "ms")
        chart.xAxis = .numeric("Requests per second")
        let extremes = try ChartDescriber(chart: chart).describe(.summary).summary.first { $0.kind == .extremes }?.text
        #expect(extremes == "Highest: 30 ms at 2 requests per second; lowest: 7.5 ms at 1 request per second.")
        chart.xAxis = .numeric("Position")
        let other = try ChartDescriber(chart: chart).describe(.summary).summary.first { $0.kind == .extremes }?.text
        #expect(other == "Highest: 30 ms when Position is 2; lowest: 7.5 ms when Position is 1.")
        // A symbol is said as written, one or many: never "mb/s", never "1 MB/".
        chart.xAxis = .numeric("MB/s")
        let symbol = try ChartDescriber(chart: chart).describe(.summary).summary.first { $0.kind == .extremes }?.text
        #expect(symbol == "Highest: 30 ms at 2 MB/s; lowest: 7.5 ms at 1 MB/s.")
        // German writes its nouns with a capital, units too: "2 Sekunden", never "2 sekunden".
        chart.xAxis = .numeric("Sekunden")
        chart.locale = "de_DE"
        let german = try ChartDescriber(chart: chart).describe(.summary).summary.first { $0.kind == .extremes }?.text
        #expect(german?.contains("2 Sekunden") == true && german?.contains("sekunden") == false, "\(german ?? "")")
    }

    @Test func plurals() throws {
        let x = (0..<6).map(Double.init)
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year index"), yAxis: .numeric("Share", unit: "TWh"),
            series: [
                Series(name: "Renewables", x: x, y: [10, 12, 14, 16, 18, 20]),
                Series(name: "Coal", x: x, y: [15, 15, 15, 15, 15, 15]),
            ])
        let words = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text)
        #expect(words.contains("Renewables move above Coal when Year index is 3."))
    }

    @Test func aScatterSeriesNamedAsItsAxisIsNotSaidTwice() throws {
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("Position"), yAxis: .numeric("Level"),
            series: [
                Series(
                    name: "Level", isContinuous: false, x: (0..<10).map(Double.init), y: (0..<10).map { Double($0) * 2 }
                )
            ])
        #expect(
            try ChartDescriber(chart: chart).describe(.summary).summary[0].text
                == "Level tends to rise with Position, a strong positive correlation (r = 1).")
    }

    @Test func aYearAxisHasNoMean() throws {
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("People", unit: "people"),
            series: [Series(name: "People", x: [2019, 2020, 2021, 2022], y: [5, 6, 7, 8])])
        let axis = try Self.details(chart).compactMap { if case .axisStatistics(let a) = $0 { a } else { nil } }.first
        #expect(axis?.range == 2019...2022 && axis?.mean == nil && axis?.median == nil)
    }

    @Test func severalSeriesAtTheSameXAreOneAxisOfThoseX() throws {
        // ChickWeight's diets weighed at days 0, 2, … 20 and 21: twelve days, standard deviation 7.08, whether one
        // series or four are drawn (four copies pooled gave 6.85). GOOG's later start adds its own days once.
        let days = Array(stride(from: 0.0, through: 20, by: 2)) + [21]
        let diets = (1...4).map { diet in Series(name: "Diet \(diet)", x: days, y: days.map { 40 + $0 * Double(diet) })
        }
        let chart = Chart(kind: .line, xAxis: .numeric("Time"), yAxis: .numeric("Weight"), series: diets)
        let axis = try Self.details(chart).compactMap { if case .axisStatistics(let a) = $0 { a } else { nil } }.first
        #expect(abs((axis?.standardDeviation ?? 0) - 7.077) < 0.001 && axis?.mean == 131 / 12)
        var later = chart
        later.series.append(Series(name: "Late", x: [21, 22, 23], y: [1, 2, 3]))
        let joined = try Self.details(later).compactMap { if case .axisStatistics(let a) = $0 { a } else { nil } }.first
        // 0, 2, … 20, 21, 22, 23: fourteen days.
        #expect(joined?.range == 0...23 && joined?.mean == (110 + 21 + 22 + 23) / 14.0)
    }

    @Test func csvChartsCanBeDescribedInAnotherLanguage() throws {
        let chart = try ChartReader.read(Array("day,steps\n2026-01-01,100\n2026-01-02,300\n".utf8), format: .csv)
        let german = try ChartDescriber(chart: chart, options: DescriptionOptions(locale: "de_DE")).describe(.summary)
        #expect(
            german.summary[0].text == "Steps: steigt um etwa das 3-Fache von 100 am 1. Januar auf 300 am 2. Januar.")
        #expect(german.rendered(as: .ssml).contains("xml:lang=\"de-DE\""))
    }
}

/// Stacked charts, whose message is the total and the shares (computed by hand below).
@Suite struct StackTruthTests {
    /// Electricity by source, 2020 to 2023: coal 60, 50, 40, 30; gas 30 throughout; solar 10, 20, 40, 60 TWh.
    ///
    /// Totals 100, 100, 110, 120 (430 in all); shares of the whole: coal 180/430 = 41.9 percent, solar 130/430 = 30.2,
    /// gas 120/430 = 27.9; solar's share goes from 10/100 to 60/120 = 50 percent, the largest shift (coal's falls 35
    /// points, gas's 5).
    static func energy(_ stacking: Chart.Stacking?, kind: ChartKind = .area) -> Chart {
        let years: [Double] = [2020, 2021, 2022, 2023]
        return Chart(
            title: "Electricity by source", kind: kind, xAxis: .numeric("Year"),
            yAxis: .numeric("Generation", unit: "TWh"),
            series: [
                Series(name: "Coal", x: years, y: [60, 50, 40, 30]),
                Series(name: "Gas", x: years, y: [30, 30, 30, 30]),
                Series(name: "Solar", x: years, y: [10, 20, 40, 60]),
            ], stacking: stacking)
    }

    static func summary(_ chart: Chart) throws -> String {
        try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
    }

    @Test func sharesStackedToAHundredPercentAreNotAddedUp() throws {
        // A reviewer's stack of generation shares, "Share (%)", each year's summing to 100: the total was told as
        // "falls 2.22 times ten to the power of minus 14 percentage points" (0.1 + 0.2 + 0.7 is 1.0000000000000002 in
        // doubles) and the shares as "of the total, 1,700 percent", seventeen years of 100 percent added.
        var axis = Axis.numeric("Share")
        axis.format = ValueFormat(style: .percent)
        let years: [Double] = [2020, 2021, 2022]
        let chart = Chart(
            kind: .bar, xAxis: .numeric("Year"), yAxis: axis,
            series: [
                Series(name: "Coal", x: years, y: [0.7, 0.6, 0.5]),
                Series(name: "Gas", x: years, y: [0.2, 0.3, 0.25]),
                Series(name: "Solar", x: years, y: [0.1, 0.1, 0.25]),
            ], stacking: .standard)
        let sums: [Double] = [0.7 + 0.2 + 0.1, 0.6 + 0.3 + 0.1, 0.5 + 0.25 + 0.25]
        #expect(Set(sums).count > 1, "the sums differ in doubles")
        let text = try Self.summary(chart)
        #expect(text.contains("Total: stays at 100 percent throughout."), Comment(rawValue: text))
        let layers = try TruthTests.summary(chart).compactMap { if case .layers(let l) = $0 { l } else { nil } }.first
        #expect(layers != nil && layers?.total == nil)
    }

    @Test func aStackedChartSaysItsTotalAndShares() throws {
        let text = try Self.summary(Self.energy(.standard))
        // Totals 100, 100, 110, 120: the rise leaves 2021's 100.
        #expect(
            text.contains(
                "Total: starts at 100 TWh in 2020 and is still there in 2021, then rises 20 percent to 120 TWh in 2023."
            ),
            Comment(rawValue: text))
        #expect(
            text.contains("Shares of the total, 430 TWh: Coal 42 percent, Solar 30 percent and Gas 28 percent."),
            Comment(rawValue: text))
        #expect(
            text.contains("Solar's share grows from 10 percent in 2020 to 50 percent in 2023."), Comment(rawValue: text)
        )
        // The y axis is said as drawn: from zero to the largest total.
        let overview = try ChartDescriber(chart: Self.energy(.standard)).describe(.overview).sentences.map(\.text)
            .joined(separator: " ")
        #expect(
            overview.contains("Stacked area chart") && overview.contains("Y axis: Generation, 0 to 120 TWh."),
            Comment(rawValue: overview))
        // Typed: the layers statement carries the fractions.
        let layers = try ChartDescriber(chart: Self.energy(.standard)).summaryStatements().compactMap {
            statement -> Layers? in
            if case .layers(let layers) = statement { return layers } else { return nil }
        }
        #expect(layers.count == 1)
        #expect(abs(layers[0].shares[0].fraction - 180.0 / 430) < 1e-12 && layers[0].total == 430)
        #expect(layers[0].shift.map { abs($0.toFraction - 0.5) < 1e-12 && abs($0.fromFraction - 0.1) < 1e-12 } == true)
    }

    @Test func aChartStackedTo100PercentSaysAverageSharesAndNoTotal() throws {
        // Shares of everything stacked, weighted by the totals (100 + 100 + 110 + 120 = 430): coal 180 / 430 = 41.9
        // percent, solar 130 / 430 = 30.2, gas 120 / 430 = 27.9 (not the plain means of shares, 42.8, 29.1, 28.1).
        let text = try Self.summary(Self.energy(.normalized))
        #expect(
            text.contains("Shares of everything stacked: Coal 42 percent, Solar 30 percent and Gas 28 percent."),
            Comment(rawValue: text))
        #expect(!text.contains("Total:"), "a 100 percent stack has no total to tell")
    }

    @Test func unstackedSeriesAreNotSummed() throws {
        for chart in [Self.energy(nil), Self.energy(.unstacked), Self.energy(.standard, kind: .line)] {
            let text = try Self.summary(chart)
            #expect(!text.contains("Total") && !text.contains("Shares of the total"), Comment(rawValue: text))
        }
    }

    @Test func aLineOverStackedBarsIsNoLayer() throws {
        // A target line of 150 TWh over the stacked bars: the totals stay 100, 100, 110 and 120.
        var chart = Self.energy(.standard, kind: .bar)
        var target = Series(name: "Target", x: [2020, 2021, 2022, 2023], y: [150, 150, 150, 150])
        target.mark = .line
        chart.series.append(target)
        #expect(chart.stackTotal(named: "Total")?.y == [100, 100, 110, 120])
        let text = try Self.summary(chart)
        #expect(
            text.contains("Shares of the total, 430 TWh: Coal 42 percent, Solar 30 percent and Gas 28 percent."),
            Comment(rawValue: text))
        let sonifier = try Sonifier(chart: chart)
        #expect(sonifier.chart.series.last?.y == [100, 100, 110, 120])
    }

    @Test func germanStacksAreWordedInGerman() throws {
        var chart = Self.energy(.standard)
        chart.locale = "de-DE"
        let text = try Self.summary(chart)
        #expect(
            text.contains("Anteile an der Summe von 430 TWh: Coal 42 Prozent, Solar 30 Prozent und Gas 28 Prozent."),
            Comment(rawValue: text))
        #expect(text.contains("Der Anteil von Solar wächst von 10 Prozent"), Comment(rawValue: text))
    }
}

/// Histograms, whose message is their distribution, never a trend (each answer computed by hand
/// in the comments, with bins one unit wide from zero unless said).
@Suite struct HistogramTruthTests {
    static func histogram(
        _ counts: [Double], width: Double = 1, unit: String = "minutes", locale: String = Chart.defaultLocale
    ) -> Chart {
        Chart(
            title: "Waiting times", kind: .histogram, locale: locale, xAxis: .numeric("Wait", unit: unit),
            yAxis: .numeric("Customers", unit: "people"),
            series: [
                Series(
                    name: "",
                    points: counts.enumerated().map {
                        DataPoint(xStart: Double($0.offset) * width, xEnd: Double($0.offset + 1) * width, y: $0.element)
                    })
            ])
    }

    static func distribution(_ chart: Chart) throws -> Distribution {
        let found = try TruthTests.summary(chart).compactMap { statement -> Distribution? in
            if case .distribution(let distribution) = statement { return distribution } else { return nil }
        }
        try #require(found.count == 1)
        return found[0]
    }

    static func text(_ chart: Chart, _ level: DescriptionLevel = .summary) throws -> String {
        let description = try ChartDescriber(chart: chart).describe(level)
        return (level == .details ? description.details : description.summary).map(\.text).joined(separator: " ")
    }

    @Test func aRightSkewedDistributionWithAnEmptyBin() throws {
        // Commutes in bins of 10 minutes: 8, 30, 40, 25, 14, 8, 0, 3, 2 (130 people). The fewest
        // bins holding 75 percent (97.5): four, 10 to 50 (109, 83.8 percent; 0 to 40 holds 103).
        // One peak, 20 to 30 (40): the 3 at 70 to 80 stands only 3 above the empty bin, under a
        // fifth of 40. Skewness of the bin middles weighted by count: 1.12, right. Empty: 60 to 70.
        let chart = Self.histogram([8, 30, 40, 25, 14, 8, 0, 3, 2], width: 10)
        let found = try Self.distribution(chart)
        #expect(found.total == 130)
        #expect(found.bulk == Distribution.Bulk(place: .period(.interval(10, 50)), fraction: 109.0 / 130))
        #expect(found.peaks.map(\.place) == [.period(.interval(20, 30))] && found.peaks.map(\.value) == [40])
        #expect(found.shape == .skewedRight)
        #expect(found.empty == [.period(.interval(60, 70))])
        let text = try Self.text(chart)
        #expect(
            text
                == "Customers: 130 people; 84 percent of them between 10 and 50 minutes. One peak, between 20 and 30 minutes (40 people); skewed right, with a longer tail toward higher values. No values between 60 and 70 minutes.",
            Comment(rawValue: text))
        // The details estimate from the bins: mean 3,830 / 130 = 29.5; the median, the 65th
        // value, is 27 of the 40 into the bin from 20 (38 below it): 26.75; deviation 16.08.
        let details = try Self.text(chart, .details)
        #expect(details.contains("9 bins."), Comment(rawValue: details))
        #expect(
            details.contains(
                "Wait: 0 to 90 minutes; estimated from the bins, mean 29.5 minutes, median 26.8 minutes, standard deviation 16.1 minutes."
            ), Comment(rawValue: details))
    }

    @Test func twoPeaksAreNamedAndNoSkewIsClaimed() throws {
        // 2, 10, 24, 12, 4, 6, 18, 26, 11, 3: the tallest is 26 (7 to 8); 24 (2 to 3) falls to 4
        // before the higher 26, standing 20 above the valley, more than a fifth of 26 and twice
        // √24 = 9.8; the 6 at 5 to 6 stands 0 above 6. Six bins, 2 to 8, hold 90 of 116 (77.6).
        let found = try Self.distribution(Self.histogram([2, 10, 24, 12, 4, 6, 18, 26, 11, 3]))
        #expect(found.peaks.map(\.place) == [.period(.interval(2, 3)), .period(.interval(7, 8))])
        #expect(found.shape == .unstated)
        #expect(found.bulk == Distribution.Bulk(place: .period(.interval(2, 8)), fraction: 90.0 / 116))
        let text = try Self.text(Self.histogram([2, 10, 24, 12, 4, 6, 18, 26, 11, 3]))
        #expect(
            text.contains("Two peaks: between 2 and 3 minutes (24 people) and between 7 and 8 minutes (26 people)."),
            Comment(rawValue: text))
    }

    @Test func noiseMakesNoPeakAndSymmetryIsSaid() throws {
        // 3, 10, 18, 25, 22, 24, 15, 8, 2: the 24 stands 2 above the 22 before the higher 25.
        let noisy = try Self.distribution(Self.histogram([3, 10, 18, 25, 22, 24, 15, 8, 2]))
        #expect(noisy.peaks.map(\.value) == [25])
        // Skewness 0.034 (within ±0.3).
        #expect(noisy.shape == .symmetric)
        // 1, 4, 11, 20, 24, 20, 11, 4, 1: skewness 0.
        #expect(try Self.distribution(Self.histogram([1, 4, 11, 20, 24, 20, 11, 4, 1])).shape == .symmetric)
    }

    @Test func aDecayIsSkewedRightFromItsFirstBin() throws {
        // 50, 30, 18, 11, 6, 4, 2, 1: peak in the first bin; 98 of 122 (80.3 percent) in the first
        // three; skewness 1.34.
        let found = try Self.distribution(Self.histogram([50, 30, 18, 11, 6, 4, 2, 1]))
        #expect(found.peaks.map(\.place) == [.period(.interval(0, 1))])
        #expect(found.bulk == Distribution.Bulk(place: .period(.interval(0, 3)), fraction: 98.0 / 122))
        #expect(found.shape == .skewedRight)
    }

    @Test func anEvenSpreadHasNoPeak() throws {
        // 10, 11, 9, 10, 10, 9: coefficient of variation 0.07.
        let found = try Self.distribution(Self.histogram([10, 11, 9, 10, 10, 9]))
        #expect(found.peaks.isEmpty && found.shape == .even && found.bulk == nil)
    }

    @Test func aHistogramNeverHasATrendNorACourse() throws {
        for counts: [Double] in [
            [8, 30, 40, 25, 14, 8, 0, 3, 2], [50, 30, 18, 11, 6, 4, 2, 1], [1, 2, 4, 8, 16, 32],
        ] {
            let statements = try TruthTests.summary(Self.histogram(counts))
            #expect(
                !statements.contains { [.course, .extremes, .ranking, .outliers].contains($0.kind) },
                "\(statements.map(\.kind))")
            let text = try Self.text(Self.histogram(counts))
            #expect(
                !text.contains("rises") && !text.contains("falls") && !text.contains("trend"), Comment(rawValue: text))
        }
    }

    @Test func germanHistogramsAreWordedInGerman() throws {
        let text = try Self.text(
            Self.histogram([8, 30, 40, 25, 14, 8, 0, 3, 2], width: 10, unit: "Minuten", locale: "de-DE"))
        #expect(text.contains("davon 84 Prozent zwischen 10 und 50 Minuten."), Comment(rawValue: text))
        #expect(text.contains("Ein Gipfel, zwischen 20 und 30 Minuten"), Comment(rawValue: text))
        #expect(
            text.contains("rechtsschief") && text.contains("Keine Werte zwischen 60 und 70 Minuten."),
            Comment(rawValue: text))
    }
}

/// Box plots: medians compared, spreads, whiskers and outliers (computed by hand below).
@Suite struct BoxTruthTests {
    /// Commutes by mode: medians Bus 35, Train 33, Car 31, Bike 21, Walk 18; middle halves Walk
    /// 12, Bike 13, Bus 16, Train 6 (30 to 36), Car 28 (20 to 48); whiskers from Walk's 5 to Car's
    /// 70; outliers Bike 55 (34 from its median), Bus 80 (45) and 95 (60), Car 90 (59): four, the
    /// farthest Bus's 95.
    @Test func boxesSayMediansSpreadsWhiskersAndOutliers() throws {
        let chart = try Samples.chart("commute-modes-box.json")
        let found = try TruthTests.summary(chart).compactMap { statement -> Boxes? in
            if case .boxes(let boxes) = statement { return boxes } else { return nil }
        }
        try #require(found.count == 1)
        let boxes = found[0]
        #expect(
            boxes.medians.map(\.place) == ["Bus", "Train", "Car", "Bike", "Walk"].map(XPlace.category)
                && boxes.medians.map(\.value) == [35, 33, 31, 21, 18])
        #expect(
            boxes.widest == Band.Width(place: .category("Car"), low: 20, high: 48)
                && boxes.narrowest == Band.Width(place: .category("Train"), low: 30, high: 36))
        #expect(
            boxes.lowest == Anchor(value: 5, place: .category("Walk"))
                && boxes.highest == Anchor(value: 70, place: .category("Car")))
        #expect(boxes.outlierCount == 4 && boxes.farthest == Anchor(value: 95, place: .category("Bus")))
        let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(
            text.hasPrefix(
                "Commute time: Medians, from highest: Bus 35 minutes, Train 33 minutes, Car 31 minutes, Bike 21 minutes, Walk 18 minutes. Middle half widest for Car: 20 to 48 minutes; narrowest for Train: 30 to 36 minutes. Whiskers reach from 5 minutes for Walk to 70 minutes for Car. 4 outliers; the farthest: 95 minutes for Bus."
            ), Comment(rawValue: text))
        var german = chart
        german.locale = "de-DE"
        let deutsch = try ChartDescriber(chart: german).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(
            deutsch.contains("Mediane, vom höchsten: Bus 35 minutes")
                && deutsch.contains("Mittlere Hälfte am breitesten bei Car: 20 bis 48 minutes")
                && deutsch.contains("4 Ausreißer"), Comment(rawValue: deutsch))
    }

    @Test func boxesAlongTimeTellTheirMediansCourse() throws {
        // Monthly delivery times, medians 10, 12, 15, 20 days: they rise 100 percent from January
        // to April. Middle halves 8, 7, 8 and 9 days wide: widest April (15 to 24), narrowest
        // February (8 to 15). Whiskers from January's 2 to April's 30; one outlier, March's 40.
        let months = ["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01"].map { ISODate.seconds(from: $0)! }
        let boxes = [
            BoxSummary(minimum: 2, lowerQuartile: 6, median: 10, upperQuartile: 14, maximum: 20),
            BoxSummary(minimum: 3, lowerQuartile: 8, median: 12, upperQuartile: 15, maximum: 21),
            BoxSummary(minimum: 5, lowerQuartile: 11, median: 15, upperQuartile: 19, maximum: 26, outliers: [40]),
            BoxSummary(minimum: 8, lowerQuartile: 15, median: 20, upperQuartile: 24, maximum: 30),
        ]
        let chart = Chart(
            title: "Delivery times", kind: .box, xAxis: .date("Month"), yAxis: .numeric("Delivery time", unit: "days"),
            series: [
                Series(name: "", points: zip(months, boxes).map { DataPoint(x: .number($0), y: $1.median, box: $1) })
            ])
        let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(
            text
                == "Delivery time, medians: rises 100 percent from 10 days in January 2026 to 20 days in April 2026. Delivery time: Middle half widest in April 2026: 15 to 24 days; narrowest in February 2026: 8 to 15 days. Whiskers reach from 2 days in January 2026 to 30 days in April 2026. 1 outlier: 40 days in March 2026.",
            Comment(rawValue: text))
    }

    @Test func manyBoxesSayTheirHighestAndLowestMediansAndNoCourse() throws {
        // Medians 10, 20, …, 100 over ten groups: the three highest (100, 90, 80) and lowest (10, 20, 30).
        let groups = (1...10).map { "G\($0)" }
        let chart = Chart(
            kind: .box, xAxis: .categorical("Group"), yAxis: .numeric("Score"),
            series: [
                Series(
                    name: "Scores",
                    points: groups.enumerated().map { index, name in
                        let m = Double(index + 1) * 10
                        return DataPoint(
                            category: name,
                            box: BoxSummary(
                                minimum: m - 8, lowerQuartile: m - 4, median: m, upperQuartile: m + 4, maximum: m + 8))
                    })
            ])
        let statements = try TruthTests.summary(chart)
        #expect(!statements.contains { [.course, .ranking, .extremes].contains($0.kind) })
        guard case .boxes(let boxes) = statements.first else {
            Issue.record("\(statements)")
            return
        }
        #expect(boxes.medians.map(\.value) == [100, 90, 80] && boxes.lowestMedians.map(\.value) == [10, 20, 30])
        #expect(boxes.narrowest == nil, "every middle half is 8 wide")
        #expect(boxes.farthest == nil && boxes.outlierCount == 0)
    }
}

/// Range bars along x: a release plan (computed by hand below).
@Suite struct IntervalTruthTests {
    /// Design January 5 to 26 (21 days), Build January 26 to March 23 (56), Test March 9 to April 13 (35), Review April
    /// 13 to 27 (14), Launch April 27 to May 4 (7).
    ///
    /// Bars that only touch do not overlap: only Build and Test do, March 9 to 23, 14 days.
    @Test func rangeBarsSayTheirOrderLongestShortestAndOverlaps() throws {
        let chart = try Samples.chart("release-plan-timeline.json")
        guard case .intervals(let found) = try TruthTests.summary(chart).first else {
            Issue.record("no intervals statement")
            return
        }
        let day = 86_400.0
        #expect(found.count == 5 && found.order == ["Design", "Build", "Test", "Review", "Launch"])
        #expect(found.longest.label == "Build" && found.longest.length == 56 * day)
        #expect(found.shortest?.label == "Launch" && found.shortest?.length == 7 * day)
        #expect(
            found.overlapCount == 1 && found.largestOverlap?.first.label == "Build"
                && found.largestOverlap?.second.label == "Test")
        #expect(found.largestOverlap?.length == 14 * day)
        let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(
            text.contains(
                "Tasks: 5 bars between January 5 and May 4, in order: Design, Build, Test, Review and Launch."),
            Comment(rawValue: text))
        #expect(text.contains("1 pair overlaps: Build and Test, by 2 weeks."), Comment(rawValue: text))
        #expect(!text.contains("rises") && !text.contains("falls"), Comment(rawValue: text))
        var german = chart
        german.locale = "de-DE"
        let deutsch = try ChartDescriber(chart: german).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(deutsch.contains("1 Paar überlappt: Build und Test, um 2 Wochen."), Comment(rawValue: deutsch))
    }
}

/// Bins of a value: Vega-Lite's bars of horsepower bins, each the mean of its rows' mileage (computed by hand below).
@Suite struct BinnedValueTruthTests {
    /// Bins of 50: 50–100 holds 30 and 34 (mean 32), 100–150 28, 150–200 24 and 22 (23), 200–250 nothing, 250–300 16.
    ///
    /// The bars only follow one another and carry no labels, so their course is told, from 32 to 16 (down 50
    /// percent), never their widths as range bars'.
    @Test func binnedBarsOfMeansAreToldByTheirCourse() throws {
        let rows =
            #"{"hp": 60, "mpg": 30}, {"hp": 90, "mpg": 34}, {"hp": 120, "mpg": 28}, {"hp": 160, "mpg": 24}, "#
            + #"{"hp": 190, "mpg": 22}, {"hp": 280, "mpg": 16}"#
        for aggregate in ["mean", "median"] {
            let spec =
                #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
                + #"]}, "mark": "bar", "encoding": {"x": {"field": "hp", "bin": {"step": 50}, "type": "quantitative"}, "#
                + #""y": {"field": "mpg", "aggregate": ""# + aggregate + #"", "type": "quantitative"}}}"#
            let chart = try ChartReader.reading(Array(spec.utf8), format: .vegaLite).chart
            #expect(chart.kind == .bar && chart.series[0].y == [32, 28, 23, 16])
            let summary = try TruthTests.summary(chart)
            #expect(!summary.contains { if case .intervals = $0 { true } else { false } })
            guard case .course(let course) = summary.first(where: { $0.kind == .course }),
                case .moves(let moves, _) = course.shape
            else {
                Issue.record("no moves")
                continue
            }
            #expect(moves.count == 1 && moves.first?.from.value == 32 && moves.first?.to.value == 16)
            let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
            #expect(
                text.contains(
                    "falls 50 percent from 32 when hp (binned) is between 50 and 100 to 16 when hp (binned) is "),
                Comment(rawValue: text))
            #expect(!text.contains("Longest"), Comment(rawValue: text))
        }
    }
}

/// Binned bars summing a measure: rain by temperature, a reviewer's Seattle weather (computed by hand below).
@Suite struct BinnedSumTruthTests {
    /// Bins of 5 degrees: 0–5 holds 2 and 3 mm, 5–10 two dry days (0 mm), 10–15 4 mm.
    ///
    /// The dry bin holds days: it is no empty bin. The bins weigh temperature by rain, so they estimate nothing of
    /// temperature itself (the days' mean is 7.4 degrees, the rain-weighted one 6.1).
    @Test func binsOfASumSayNeitherEmptyBinsNorXFigures() throws {
        let rows =
            #"{"t": 1, "rain": 2}, {"t": 4, "rain": 3}, {"t": 6, "rain": 0}, {"t": 9, "rain": 0}, {"t": 17, "rain": 4}"#
        let spec =
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
            + #"]}, "mark": "bar", "encoding": {"x": {"field": "t", "bin": {"step": 5}, "type": "quantitative"}, "#
            + #""y": {"field": "rain", "aggregate": "sum", "type": "quantitative", "title": "Rain (mm)"}}}"#
        let chart = try ChartReader.reading(Array(spec.utf8), format: .vegaLite).chart
        #expect(chart.kind == .histogram && chart.series[0].y == [5, 0, 0, 4])
        let text = try ChartDescriber(chart: chart).describe(.details).sentences.map(\.text).joined(separator: " ")
        #expect(!text.contains("No values") && !text.contains("estimated"), Comment(rawValue: text))
        #expect(text.contains("Rain: 9 mm"), Comment(rawValue: text))
    }
}

/// Points written out of x order, as a chart file may hold them (the audit flags it): told in x order, as a CSV's rows
/// are read.
@Suite struct OutOfOrderTruthTests {
    /// Monthly sales, January and May without a value, written March, May, February, January, April, June.
    ///
    /// In x order the first value is February's 7 and the last June's 4 (down 3, 43 percent), and the missing months
    /// come January then May; as written they would be 5 first and May before January.
    @Test func pointsOutOfOrderAreToldInXOrder() throws {
        let values: [Double?] = [nil, 7, 5, 9, nil, 4]
        let sorted = TruthTests.monthly("Sales", values)
        var written = sorted
        written.series[0].points = [2, 4, 1, 0, 3, 5].map { sorted.series[0].points[$0] }
        let change = try TruthTests.details(written).compactMap { if case .change(let c) = $0 { c } else { nil } }.first
        #expect(change?.first == 7 && change?.last == 4)
        let describer = try ChartDescriber(chart: written)
        let inOrder = try ChartDescriber(chart: sorted)
        for level in [DescriptionLevel.summary, .details, .points] {
            #expect(describer.describe(level).text == inOrder.describe(level).text, "\(level)")
        }
        let text = describer.describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(text.contains("No data in January 2024 and in May 2024."), Comment(rawValue: text))
        // A scatter's points without a value, as a CSV's sorted rows give them: 110 before 165.
        let cars = TruthTests.scatter([("Cars", [130, 165, 150, 95, 110], [18, .nan, 16, 24, .nan])])
        let scattered = try ChartDescriber(chart: cars).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(scattered.contains("No data when X is 110 and when X is 165."), Comment(rawValue: scattered))
    }
}
