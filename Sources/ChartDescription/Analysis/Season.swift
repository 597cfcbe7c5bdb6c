import ChartModel
import Foundation

/// A calendar cycle in dated values, told apart from their level: the year in monthly, quarterly, weekly or daily
/// data, the week in daily data, the day in hourly data.
///
/// The level is a centred moving average over one cycle (of 2 × m points, the ends at half weight, when a cycle
/// holds an even m); each value less its level (or over it, for swings that grow with the level) is averaged by its
/// place in the calendar (month, quarter, weekday, hour), which gives the cycle's shape. A cycle is found when the
/// span holds at least three, those places explain at least `leastExplained` of what the level leaves, and the
/// shape of the first half of the span agrees with the second's (a correlation of at least `leastAgreement`): a
/// random walk's wander, cut into years, has neither. Swings grow with the level when dividing by it leaves less
/// unexplained than subtracting it does.
///
/// - Complexity: O(n) in the number of values, for each calendar cycle their spacing allows.
struct Season: Sendable {
    /// A calendar cycle.
    enum Unit: Sendable, CaseIterable {
        case hourOfDay, dayOfWeek, monthOfYear, quarterOfYear

        /// How many places the cycle has.
        var placeCount: Int {
            switch self {
            case .hourOfDay: 24
            case .dayOfWeek: 7
            case .monthOfYear: 12
            case .quarterOfYear: 4
            }
        }

        /// How long one cycle is, in seconds.
        var seconds: Double {
            switch self {
            case .hourOfDay: 86_400
            case .dayOfWeek: 604_800
            case .monthOfYear, .quarterOfYear: 31_556_952
            }
        }

        /// The place (from 0) of the moment `seconds` after 1970 in the cycle, in UTC.
        func place(of seconds: Double) -> Int {
            let days = Int((seconds / 86_400).rounded(.down))
            switch self {
            case .hourOfDay: return Season.remainder(Int((seconds / 3600).rounded(.down)), 24)
            // 1970-01-01 was a Thursday: place 3 counting from Monday.
            case .dayOfWeek: return Season.remainder(days + 3, 7)
            case .monthOfYear: return ISODate.civil(fromDaysSince1970: days).month - 1
            case .quarterOfYear: return (ISODate.civil(fromDaysSince1970: days).month - 1) / 3
            }
        }

        /// Which cycle the moment `seconds` after 1970 falls in, in UTC: its day, week (from a Monday) or year.
        func cycle(of seconds: Double) -> Int {
            let days = Int((seconds / 86_400).rounded(.down))
            switch self {
            case .hourOfDay: return days
            case .dayOfWeek: return (days + 3 - Season.remainder(days + 3, 7)) / 7
            case .monthOfYear, .quarterOfYear: return ISODate.civil(fromDaysSince1970: days).year
            }
        }

        /// The place as a statement names it.
        func cyclePlace(_ place: Int) -> CyclePlace {
            switch self {
            case .hourOfDay: .hour(place)
            case .dayOfWeek: .weekday(place + 1)
            case .monthOfYear: .month(place + 1)
            case .quarterOfYear: .quarter(place + 1)
            }
        }

        /// The calendar cycles values spaced `spacing` seconds apart on average may show.
        static func candidates(spacing: Double) -> [Unit] {
            let (hour, day) = (3600.0, 86_400.0)
            switch spacing {
            case 0.9 * hour...1.1 * hour: return [.hourOfDay]
            // (Trading days, without their weekends, are 1.4 days apart on average.)
            case 0.9 * day...1.5 * day: return [.dayOfWeek, .monthOfYear]
            case 6 * day...8 * day, 27 * day...32 * day: return [.monthOfYear]
            case 88 * day...93 * day: return [.quarterOfYear]
            default: return []
            }
        }
    }

    /// The cycle.
    let unit: Unit
    /// Each value less the cycle (or over it): the level the cycle swings around, in the values' order.
    let adjusted: [Double]
    /// How many values one cycle holds, on average.
    let pointsPerCycle: Double
    /// How many cycles the values span, to the nearest whole one.
    let count: Int
    /// The places where the cycle is highest and lowest (from 0).
    let high: Int, low: Int
    /// A neighbour of `high` (of `low`) within a twentieth of the swing of it, said with it: July and August.
    let highToo: Int?, lowToo: Int?
    /// A second high (low) apart from `high` (`low`), standing out by a third of the swing (see `second(_:from:)`):
    /// US electricity's January beside its summer.
    let secondHigh: Int?, secondLow: Int?
    /// How far it swings from low to high.
    let swing: CycleSwing

    /// The least share of what the level leaves that the calendar places must explain.
    static let leastExplained = 0.4
    /// The least correlation between the shapes of the span's two halves.
    static let leastAgreement = 0.6
    /// The most values a cycle is looked for in.
    static let mostValues = 1_000_000

    /// The strongest calendar cycle of `values` (finite) at `positions` (seconds, ascending), or `nil` when none;
    /// its swings may grow with the level (or be a share of it) only when `hasTrueZero`.
    init?(values: [Double], positions: [Double], hasTrueZero: Bool = true) {
        let count = values.count
        guard count >= 12, count <= Self.mostValues, count == positions.count,
            let first = positions.first, let last = positions.last, last > first
        else { return nil }
        let spacing = (last - first) / Double(count - 1)
        var best: Season?
        var bestExplained = 0.0
        for unit in Unit.candidates(spacing: spacing) {
            guard
                let (season, explained) = Self.fit(
                    unit, values: values, positions: positions, spacing: spacing, hasTrueZero: hasTrueZero),
                explained > bestExplained
            else { continue }
            (best, bestExplained) = (season, explained)
        }
        guard let best else { return nil }
        self = best
    }

    private init(
        unit: Unit, adjusted: [Double], pointsPerCycle: Double, count: Int, high: Int, low: Int, highToo: Int?,
        lowToo: Int?, secondHigh: Int?, secondLow: Int?, swing: CycleSwing
    ) {
        self.unit = unit
        self.adjusted = adjusted
        self.pointsPerCycle = pointsPerCycle
        self.count = count
        self.high = high
        self.low = low
        self.highToo = highToo
        self.lowToo = lowToo
        self.secondHigh = secondHigh
        self.secondLow = secondLow
        self.swing = swing
    }

    /// The cycle of `unit` in the values and the share it explains, when it passes the tests.
    private static func fit(
        _ unit: Unit, values: [Double], positions: [Double], spacing: Double, hasTrueZero: Bool
    ) -> (Season, Double)? {
        let n = values.count
        let cycles = (positions[n - 1] - positions[0] + spacing) / unit.seconds
        guard cycles >= 2.9 else { return nil }
        let perCycle = Double(n) / cycles
        let m = Int(perCycle.rounded())
        guard m >= 2, n >= 2 * m + 1 else { return nil }
        let level = movingAverage(values, window: m)
        let places = positions.map(unit.place)
        let isPositive = hasTrueZero && values.allSatisfy { $0 > 0 } && level.allSatisfy { $0 > 0 }
        // Days or weeks are judged by their months' means: a day's rain is mostly noise, which hides a year as plain
        // as November's 5.4 mm a day against July's 0.4. Only where the level is a whole year's average (not in the
        // half years at the ends); there the agreement is the share of whole years (at least two: twelve months in a
        // row, from wherever the level starts, so that three years and a quarter of days from January hold two) whose
        // months follow the shape found (a correlation of 0.2 or more): a year's rain is too noisy for halves to agree,
        // while a crash and its recovery, cut into months, leave no two years alike.
        let months = unit == .monthOfYear && perCycle >= 24 ? positions.map(monthNumber) : nil
        func judged(_ effects: [Double], centre: Double) -> Shape? {
            guard let months else { return shape(of: effects, places, placeCount: unit.placeCount, centre: centre) }
            let inner = (m / 2)..<(n - m / 2)
            let monthly = monthlyMeans(Array(effects[inner]), months: Array(months[inner]))
            guard var found = shape(of: monthly.effects, monthly.places, placeCount: 12, centre: centre) else {
                return nil
            }
            // Each whole year's months, by their place: twelve months in a row from the first, of which at least ten
            // hold values (a month without a reading leaves the year whole).
            var wholeYears: [[Double?]] = []
            var index = 0
            while index < monthly.effects.count {
                let end = monthly.numbers[index] + 12
                var year = [Double?](repeating: nil, count: 12)
                var next = index
                while next < monthly.effects.count, monthly.numbers[next] < end {
                    year[monthly.places[next]] = monthly.effects[next]
                    next += 1
                }
                if next < monthly.effects.count || monthly.numbers[next - 1] == end - 1,
                    year.compactMap({ $0 }).count >= 10
                {
                    wholeYears.append(year)
                }
                index = next
            }
            func pairs(_ year: [Double?], _ other: [Double?]) -> [(Double, Double)] {
                (0..<12).compactMap { place in year[place].flatMap { a in other[place].map { (a, $0) } } }
            }
            let years = wholeYears.count
            let following = wholeYears.filter { correlation(pairs($0, found.effects)) >= 0.2 }.count
            // With three whole years or fewer, what the shape leaves must be noise, month to month, not a wander: a
            // random walk's months less their year's average drift together from one month to the next. What is left
            // of a smooth cycle is too little to be either: under a tenth of its swing.
            let left = monthly.effects.indices.map { monthly.effects[$0] - (found.effects[monthly.places[$0]] ?? 0) }
            let shapeEffects = found.effects.compactMap { $0 }
            let swing = (shapeEffects.max() ?? 0) - (shapeEffects.min() ?? 0)
            let leftSpread = (left.reduce(0) { $0 + $1 * $1 } / Double(max(1, left.count))).squareRoot()
            // Two years must agree with each other, not only each with their own average (half of it): as the halves
            // of a span without whole years do.
            let isWander =
                years < 4 && leftSpread >= swing / 10 && correlation(Array(zip(left, left.dropFirst()))) >= 0.3
                || years == 2 && correlation(pairs(wholeYears[0], wholeYears[1])) < leastAgreement
            found.agreement = years >= 2 && !isWander ? Double(following) / Double(years) : 0
            return found
        }
        guard let additive = judged(values.indices.map { values[$0] - level[$0] }, centre: 0) else { return nil }
        var multiplicative: Shape?
        if isPositive { multiplicative = judged(values.indices.map { values[$0] / level[$0] }, centre: 1) }
        let isRatio = multiplicative.map { $0.explained > additive.explained + 0.02 } ?? false
        let chosen = isRatio ? multiplicative ?? additive : additive
        guard chosen.explained >= leastExplained, chosen.agreement >= leastAgreement,
            let high = chosen.effects.indices.max(by: {
                chosen.effects[$0] ?? -.infinity < chosen.effects[$1] ?? -.infinity
            }),
            let low = chosen.effects.indices.min(by: {
                chosen.effects[$0] ?? .infinity < chosen.effects[$1] ?? .infinity
            }),
            let top = chosen.effects[high], let bottom = chosen.effects[low], top > bottom
        else { return nil }
        let adjusted = values.indices.map { index in
            let effect = chosen.effects[places[index]] ?? (isRatio ? 1 : 0)
            return isRatio ? values[index] / effect : values[index] - effect
        }
        let swing: CycleSwing
        if isRatio {
            // The level over the first and the last cycle.
            let opening = level.prefix(m).reduce(0, +) / Double(m)
            let closing = level.suffix(m).reduce(0, +) / Double(m)
            let ratio = closing / opening
            swing =
                ratio >= 1.3 || ratio <= 1 / 1.3
                ? .withLevel(from: (top - bottom) * opening, to: (top - bottom) * closing) : .share(top - bottom)
        } else {
            swing = .amount(top - bottom)
        }
        // A neighbour nearly as high (or low) is said with the top (bottom): July 26.0 °C and August 26.1.
        let near = (top - bottom) / 20
        func neighbour(of place: Int, at value: Double) -> Int? {
            let k = unit.placeCount
            return [remainder(place - 1, k), remainder(place + 1, k)]
                .compactMap { other in chosen.effects[other].map { (other, abs($0 - value)) } }
                .filter { $0.1 <= near }.min { $0.1 < $1.1 }?.0
        }
        // A second high or low must hold whichever cycle is left out: Seattle's windy November of 2014 alone is none.
        var (secondHigh, secondLow) = (
            second(chosen.effects, from: high), second(chosen.effects.map { $0.map { -$0 } }, from: low)
        )
        if secondHigh != nil || secondLow != nil {
            var sums: [Int: [(sum: Double, count: Int)]] = [:]
            // (Days by their months' means, where the level is a whole year's.)
            for index in months == nil ? 0..<n : (m / 2)..<(n - m / 2) {
                let effect = isRatio ? values[index] / level[index] : values[index] - level[index]
                let place = months.map { remainder($0[index], 12) } ?? places[index]
                let cycle =
                    months.map { ($0[index] - remainder($0[index], 12)) / 12 } ?? unit.cycle(of: positions[index])
                let (sum, count) = sums[cycle]?[place] ?? (0, 0)
                sums[cycle, default: Array(repeating: (0, 0), count: unit.placeCount)][place] = (
                    sum + effect, count + 1
                )
            }
            let table = sums.values.map { row in row.map { $0.count > 0 ? $0.sum / Double($0.count) : nil } }
            if let place = secondHigh, !Self.holdsWithoutAnyCycle(place, of: table, sign: 1) { secondHigh = nil }
            if let place = secondLow, !Self.holdsWithoutAnyCycle(place, of: table, sign: -1) { secondLow = nil }
        }
        let season = Season(
            unit: unit, adjusted: adjusted, pointsPerCycle: perCycle, count: Int(cycles.rounded()), high: high,
            low: low, highToo: neighbour(of: high, at: top), lowToo: neighbour(of: low, at: bottom),
            secondHigh: secondHigh, secondLow: secondLow, swing: swing)
        return (season, chosen.explained)
    }

    /// The place of a second high of a cycle's `effects` apart from the highest at `top`, or `nil`.
    ///
    /// (For a second low, the effects negated.) The one place higher than both its neighbours and than the middle of
    /// the swing whose prominence — its height over the higher of the lowest places on its way round to `top`, either
    /// way — is at least a third of the swing. US electricity's January (5 percent over its level) stands between its
    /// November and February lows (8 and 7 percent under) on the way to its summer top; a month a little over a dip
    /// beside it is no high, nor one below the middle (a fifth-highest month), and where two or more stand out (an
    /// industry's March, June and September beside its December) none is said second.
    static func second(_ effects: [Double?], from top: Int) -> Int? {
        let values = effects.compactMap { $0 }
        let k = effects.count
        guard values.count == k, k >= 4, let lowest = values.min() else { return nil }
        let swing = values[top] - lowest
        var found: [Int] = []
        for place in 0..<k where place != top {
            let value = values[place]
            guard value > values[remainder(place - 1, k)], value > values[remainder(place + 1, k)],
                value > lowest + swing / 2
            else { continue }
            // The lowest place on the way to the top, each way round.
            func lowestOnTheWay(_ step: Int) -> Double {
                var (position, least) = (remainder(place + step, k), value)
                while position != top {
                    least = min(least, values[position])
                    position = remainder(position + step, k)
                }
                return least
            }
            if value - max(lowestOnTheWay(1), lowestOnTheWay(-1)) >= swing / 3 { found.append(place) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// A cycle's shape: each place's mean effect (`nil` where no value falls), what share of the effects' variance
    /// the places explain, and how the shapes of the two halves agree.
    struct Shape {
        var effects: [Double?]
        var explained: Double
        var agreement: Double
    }

    /// The shape of `effects` (each value less or over its level) by their `places` (from 0 to `placeCount` − 1),
    /// centred on `centre`.
    static func shape(of effects: [Double], _ places: [Int], placeCount k: Int, centre: Double) -> Shape? {
        let half = effects.count / 2
        var sums = [[Double]](repeating: [Double](repeating: 0, count: k), count: 3)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: k), count: 3)
        for (index, effect) in effects.enumerated() {
            let part = index < half ? 1 : 2
            for row in [0, part] {
                sums[row][places[index]] += effect
                counts[row][places[index]] += 1
            }
        }
        func means(_ row: Int) -> [Double?] {
            (0..<k).map { counts[row][$0] > 0 ? sums[row][$0] / Double(counts[row][$0]) : nil }
        }
        var whole = means(0)
        let present = whole.compactMap { $0 }
        guard present.count >= 3 else { return nil }
        // Centred: the places' effects average to no effect.
        let shift = present.reduce(0, +) / Double(present.count) - centre
        whole = whole.map { $0.map { $0 - shift } }
        let mean = effects.reduce(0, +) / Double(effects.count)
        var (total, left) = (0.0, 0.0)
        for (index, effect) in effects.enumerated() {
            total += (effect - mean) * (effect - mean)
            let residual = effect - (whole[places[index]] ?? centre)
            left += residual * residual
        }
        guard total > 0 else { return nil }
        let (first, second) = (means(1), means(2))
        let pairs = (0..<k).compactMap { place in first[place].flatMap { a in second[place].map { (a, $0) } } }
        return Shape(effects: whole, explained: 1 - left / total, agreement: correlation(pairs))
    }

    /// Pearson's correlation of pairs; 0 when either side does not vary.
    private static func correlation(_ pairs: [(Double, Double)]) -> Double {
        guard pairs.count >= 3 else { return 0 }
        let n = Double(pairs.count)
        let (ma, mb) = (pairs.reduce(0) { $0 + $1.0 } / n, pairs.reduce(0) { $0 + $1.1 } / n)
        var (sab, saa, sbb) = (0.0, 0.0, 0.0)
        for (a, b) in pairs {
            (sab, saa, sbb) = (sab + (a - ma) * (b - mb), saa + (a - ma) * (a - ma), sbb + (b - mb) * (b - mb))
        }
        return saa > 0 && sbb > 0 ? sab / (saa * sbb).squareRoot() : 0
    }

    /// The month of `seconds` after 1970, counted from January 1970 (0), in UTC.
    static func monthNumber(_ seconds: Double) -> Int {
        let date = ISODate.civil(fromDaysSince1970: Int((seconds / 86_400).rounded(.down)))
        return (date.year - 1970) * 12 + date.month - 1
    }

    /// The mean of `effects` in each month (`months`, not decreasing), in order, with each month's number and place
    /// in the year.
    static func monthlyMeans(
        _ effects: [Double], months: [Int]
    ) -> (effects: [Double], numbers: [Int], places: [Int]) {
        var (means, numbers, places): ([Double], [Int], [Int]) = ([], [], [])
        var start = 0
        while start < effects.count {
            var end = start + 1
            while end < effects.count, months[end] == months[start] { end += 1 }
            means.append(effects[start..<end].reduce(0, +) / Double(end - start))
            numbers.append(months[start])
            places.append(remainder(months[start], 12))
            start = end
        }
        return (means, numbers, places)
    }

    /// Whether `place` is still the second high (low, for `sign` −1) of the shape of the cycles of `table` with any
    /// one of them left out (see `second(_:from:)`), and at least three are.
    static func holdsWithoutAnyCycle(_ place: Int, of table: [[Double?]], sign: Double) -> Bool {
        guard table.count >= 3 else { return false }
        let k = table[0].count
        for left in table.indices {
            var shape = [Double?](repeating: nil, count: k)
            for position in 0..<k {
                let present = table.indices.compactMap { $0 == left ? nil : table[$0][position] }
                if !present.isEmpty { shape[position] = sign * present.reduce(0, +) / Double(present.count) }
            }
            let known = shape.compactMap { $0 }
            guard known.count == k, let top = known.indices.max(by: { known[$0] < known[$1] }),
                second(shape, from: top) == place
            else { return false }
        }
        return true
    }

    /// The remainder of `a` by `b`, from 0 to `b` − 1 even for negative `a`.
    static func remainder(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }

    /// The centred moving average of `values` over `window` points (2 × window, the ends at half weight, when even),
    /// the ends held at the nearest average.
    static func movingAverage(_ values: [Double], window: Int) -> [Double] {
        let n = values.count
        let half = window / 2
        let isEven = window % 2 == 0
        var prefix = [0.0]
        prefix.reserveCapacity(n + 1)
        for value in values { prefix.append(prefix[prefix.count - 1] + value) }
        var level = [Double](repeating: .nan, count: n)
        guard n > 2 * half else { return [Double](repeating: prefix[n] / Double(n), count: n) }
        for index in half..<(n - half) {
            if isEven {
                let inner = prefix[index + half] - prefix[index - half + 1]
                level[index] = (inner + (values[index - half] + values[index + half]) / 2) / Double(window)
            } else {
                level[index] = (prefix[index + half + 1] - prefix[index - half]) / Double(window)
            }
        }
        for index in 0..<half { level[index] = level[half] }
        for index in (n - half)..<n { level[index] = level[n - half - 1] }
        return level
    }
}
