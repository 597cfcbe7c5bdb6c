import ChartModel

/// A series reduced to what a listener can follow: each point when there are few, otherwise consecutive groups
/// (calendar periods on date axes, equal intervals on numeric ones, equal runs of categories), each with its mean,
/// extent and count.
///
/// Trends, change points and sparklines are read from the profile; extrema always come from every point.
package struct Profile: Sendable, Hashable {
    /// How points were grouped.
    package typealias Grouping = PointGrouping

    /// A group of consecutive points.
    package struct Group: Sendable, Hashable {
        /// The first x position in the group (the category's place for categorical axes).
        package var start: Double
        /// The last x position in the group.
        package var end: Double
        /// The mean x position of the points with values.
        package var position: Double
        /// The mean of the values.
        package var mean: Double
        /// The smallest value.
        package var minimum: Double
        /// The largest value.
        package var maximum: Double
        /// The points in the group with a value.
        package var valueCount: Int
        /// The points in the group, with or without a value.
        package var count: Int
        /// The index of the group's first point in the series.
        package var firstIndex: Int
        /// The bucket the group stands for (a calendar period or interval number).
        var key: Int

        /// Adds the points of `other`, a later stretch of the same bucket (x out of order).
        mutating func merge(_ other: Group) {
            let total = Double(valueCount + other.valueCount)
            if other.valueCount > 0 {
                mean = (mean * Double(valueCount) + other.mean * Double(other.valueCount)) / total
                position = (position * Double(valueCount) + other.position * Double(other.valueCount)) / total
            }
            start = min(start, other.start)
            end = max(end, other.end)
            minimum = min(minimum, other.minimum)
            maximum = max(maximum, other.maximum)
            valueCount += other.valueCount
            count += other.count
        }
    }

    /// The profile of values that were analysed multiplied by a power of two, brought back to
    /// the values' own scale (`factor` undoes the multiplication).
    func rescaled(by factor: Double) -> Profile {
        func rescale(_ group: Group) -> Group {
            var group = group
            group.mean *= factor
            group.minimum *= factor
            group.maximum *= factor
            return group
        }
        return Profile(grouping: grouping, origin: origin, groups: groups.map(rescale), buckets: buckets.map(rescale))
    }

    private init(grouping: Grouping, origin: Double, groups: [Group], buckets: [Group]) {
        self.grouping = grouping
        self.origin = origin
        self.groups = groups
        self.buckets = buckets
    }

    /// How points were grouped.
    package let grouping: Grouping
    /// Where interval number 0 starts, for `.interval` groupings: a multiple of the width at
    /// or below the smallest x, so keys stay small whatever the x values.
    package let origin: Double
    /// The groups with at least one value, in x order.
    package let groups: [Group]
    /// Every group in x order, with those whose points all lack a value.
    package let buckets: [Group]

    /// The profile of values at positions, grouping when there are more than `maximumGroups`.
    ///
    /// - Parameters:
    ///   - positions: x positions (seconds for dates, the index for categories).
    ///   - values: the values; `nil` and non-finite ones are missing.
    ///   - isDate: whether positions are dates, grouped by calendar periods.
    ///   - isCategorical: whether positions are categories' places, grouped in equal runs.
    ///   - maximumGroups: the most groups; more points than this are grouped.
    /// - Complexity: O(n), plus O(g log g) to order the groups when x is unsorted.
    package init(positions: [Double], values: [Double?], isDate: Bool, isCategorical: Bool, maximumGroups: Int = 50) {
        precondition(positions.count == values.count)
        var lowest = Double.infinity
        var highest = -Double.infinity
        for position in positions where position.isFinite {
            lowest = min(lowest, position)
            highest = max(highest, position)
        }
        let plan = Plan(
            lowest: lowest, highest: highest, count: values.count, isDate: isDate, isCategorical: isCategorical,
            maximumGroups: maximumGroups)
        var builder = Builder(plan: plan)
        ScanBlock.forEach(values, positions: positions) { builder.take($0) }
        self = builder.profile()
    }

    /// The profile of values at positions, grouped by `grouping` (a calendar period) however many there are.
    ///
    /// - Complexity: O(n).
    init(positions: [Double], values: [Double?], grouping: Grouping) {
        var builder = Builder(plan: Plan(grouping: grouping))
        ScanBlock.forEach(values, positions: positions) { builder.take($0) }
        self = builder.profile()
    }

    private init(plan: Plan, buckets: [Group]) {
        grouping = plan.grouping
        origin = plan.origin
        self.buckets = buckets
        groups = buckets.filter { $0.valueCount > 0 }
    }

    /// How points will be grouped, decided from their number and x extent before they are read.
    struct Plan: Hashable {
        let grouping: Grouping
        /// Where interval number 0 starts, for `.interval` groupings.
        let origin: Double
        /// The last interval's number, for `.interval` groupings: the highest x on an interval's
        /// edge ends the interval before it rather than opening one past the data.
        var last = Int.max

        /// The plan of a calendar grouping.
        init(grouping: Grouping) {
            self.grouping = grouping
            origin = 0
        }

        /// The plan for `count` points whose finite x positions span `lowest...highest` (an
        /// empty span when there are none); years as numbers (`isYears`) are grouped by decades or longer, as people
        /// count them, never in twos.
        init(
            lowest: Double, highest: Double, count: Int, isDate: Bool, isCategorical: Bool, maximumGroups: Int,
            isYears: Bool = false
        ) {
            var (lowest, highest) = (lowest, highest)
            if lowest > highest { (lowest, highest) = (0, 0) }
            if count <= maximumGroups {
                grouping = .none
            } else if isCategorical {
                grouping = .run((count + maximumGroups - 1) / maximumGroups)
            } else if isDate {
                grouping = Profile.calendarGrouping(span: highest - lowest, count: count, maximumGroups: maximumGroups)
            } else {
                // Whole numbers a whole step apart (minutes 1 to 100) are cut in whole widths: 5, never 2.5, whose
                // groups would hold 2 and 3 points by turns and start at half steps.
                let step = count > 1 ? (highest - lowest) / Double(count - 1) : 0
                let isWhole = lowest == lowest.rounded() && highest == highest.rounded() && step == step.rounded()
                let width = Profile.intervalWidth(lowest, highest, maximumGroups: maximumGroups, isWhole: isWhole)
                grouping = .interval(isYears && highest - lowest >= 40 ? max(width, 10) : width)
            }
            if case .interval(let width) = grouping {
                origin = (lowest / width).rounded(.down) * width
                let edge = (highest - origin) / width
                // (A year on a decade's edge, 1970, is the 1970s' own, whole numbers being no continuum.)
                if highest > lowest, edge == edge.rounded(), edge < 1e9, !isYears { last = Int(edge) - 1 }
            } else {
                origin = 0
            }
        }
    }

    /// Groups points taken a block at a time in series order, by a plan made beforehand.
    struct Builder {
        let plan: Plan
        private var finished = Finished()
        private var key = Int.min, first = 0, count = 0, valueCount = 0
        /// The group's sums are of positions and values less the scan's shifts.
        private var shifts = (position: 0.0, value: 0.0)
        private var start = 0.0, end = 0.0, positionSum = 0.0, valueSum = 0.0
        private var minimum = Double.infinity, maximum = -Double.infinity
        // The x interval of the current bucket, to skip recomputing its key.
        private var low = Double.infinity, high = -Double.infinity

        init(plan: Plan) {
            self.plan = plan
        }

        /// Takes the points of a block.
        mutating func take(_ block: ScanBlock) {
            let positions = block.positions
            let (lowest, highest, isFinite) = block.positionExtent
            shifts = block.shifts
            // Most blocks lie within the bucket of the group being filled: their positions'
            // extent tells, and then their sums are the group's.
            if isFinite, lowest >= low, highest < high {
                count &+= positions.count
                (start, end) = (min(start, lowest), max(end, highest))
                positionSum += block.positionSums.valued
                valueSum += block.valueSums.shifted
                (minimum, maximum) = (min(minimum, block.lowest), max(maximum, block.highest))
                valueCount &+= block.values.count
                return
            }
            // Else point by point; but where positions ascend, the points from one in the
            // bucket up to the first beyond it (found by bisection) at once.
            let isAscending = isFinite && block.positionSums.descents == 0
            let missing = block.missing
            // The next point and value, and the next missing point.
            var (point, value, gap) = (0, 0, 0)
            while point < positions.count {
                let position = positions[point]
                if isAscending, position >= low, position < high {
                    let end = Profile.firstIndex(in: point..<positions.count) { positions[$0] >= high }
                    let gapEnd = Profile.firstIndex(in: gap..<missing.count) { missing[$0] >= end }
                    let valueEnd = value + (end - point) - (gapEnd - gap)
                    take(
                        block, points: point..<end, values: value..<valueEnd, gaps: gap..<gapEnd,
                        extent: (position, positions[end - 1]))
                    (point, value, gap) = (end, valueEnd, gapEnd)
                } else {
                    let hasValue = !(gap < missing.count && missing[gap] == point)
                    take(block.first + point, position, hasValue ? block.values[value] : .nan)
                    (point, value, gap) = (point + 1, value + (hasValue ? 1 : 0), gap + (hasValue ? 0 : 1))
                }
            }
        }

        /// Takes the `points` of a block, all within the bucket of the group being filled and
        /// spanning `extent`, whose finite values are those at `values` and whose points without one are those at
        /// `gaps` of the block's missing points.
        private mutating func take(
            _ block: ScanBlock, points: Range<Int>, values range: Range<Int>, gaps: Range<Int>,
            extent: (Double, Double)
        ) {
            count &+= points.count
            (start, end) = (min(start, extent.0), max(end, extent.1))
            valueCount &+= range.count
            if gaps.isEmpty {
                // Every point has its value (as in most blocks): the sums and extremes four at a time.
                let values = Reduction(UnsafeBufferPointer(rebasing: block.values[range]), less: shifts.value)
                let steps = PositionSteps(
                    UnsafeBufferPointer(rebasing: block.positions[points]), after: -.infinity, less: shifts.position)
                (positionSum, valueSum) = (positionSum + steps.sum, valueSum + values.sum)
                (minimum, maximum) = (min(minimum, values.lowest), max(maximum, values.highest))
                return
            }
            // The sums and extremes in registers while the loop runs.
            var (positionSum, valueSum, minimum, maximum) = (positionSum, valueSum, minimum, maximum)
            var (gap, place) = (gaps.lowerBound, range.lowerBound)
            for point in points {
                if gap < gaps.upperBound, block.missing[gap] == point {
                    gap += 1
                    continue
                }
                let value = block.values[place]
                place += 1
                positionSum += block.positions[point] - shifts.position
                valueSum += value - shifts.value
                (minimum, maximum) = (min(minimum, value), max(maximum, value))
            }
            (self.positionSum, self.valueSum, self.minimum, self.maximum) = (positionSum, valueSum, minimum, maximum)
        }

        /// Takes the point at `index`; a non-finite `value` is missing, a non-finite position
        /// leaves the point out.
        private mutating func take(_ index: Int, _ position: Double, _ value: Double) {
            guard position.isFinite else { return }
            if !(position >= low && position < high) {
                let next = plan.key(of: position, index: index)
                if next != key {
                    if count > 0 { finished.add(group) }
                    key = next
                    first = index
                    (count, valueCount, positionSum, valueSum) = (0, 0, 0, 0)
                    (start, end, minimum, maximum) = (position, position, .infinity, -.infinity)
                }
                (low, high) = Profile.bounds(of: next, grouping: plan.grouping, origin: plan.origin)
            }
            count &+= 1
            if position < start { start = position }
            if position > end { end = position }
            guard value.isFinite else { return }
            valueCount &+= 1
            positionSum += position - shifts.position
            valueSum += value - shifts.value
            if value < minimum { minimum = value }
            if value > maximum { maximum = value }
        }

        /// The group being filled.
        private var group: Group {
            let n = Double(max(valueCount, 1))
            let position = valueCount > 0 ? shifts.position + positionSum / n : start
            return Group(
                start: start, end: end, position: position, mean: shifts.value + valueSum / n,
                minimum: minimum, maximum: maximum, valueCount: valueCount, count: count, firstIndex: first, key: key)
        }

        /// The profile of the points taken.
        mutating func profile() -> Profile {
            if count > 0 { finished.add(group) }
            let groups = finished.groups
            let buckets =
                plan.grouping == .none
                ? groups.sorted {
                    $0.position != $1.position ? $0.position < $1.position : $0.firstIndex < $1.firstIndex
                }
                : groups.sorted { $0.key < $1.key }
            return Profile(plan: plan, buckets: buckets)
        }

        /// Groups in order of their first point, each bucket's points merged into one.
        private struct Finished {
            var groups: [Group] = []
            var slot: [Int: Int] = [:]

            @inline(never)
            mutating func add(_ group: Group) {
                if let found = slot[group.key] {
                    groups[found].merge(group)
                } else {
                    slot[group.key] = groups.count
                    groups.append(group)
                }
            }
        }
    }

    /// The smallest and largest finite x position, or `nil` when there is none.
    var xExtent: ClosedRange<Double>? {
        guard let lowest = buckets.map(\.start).min(), let highest = buckets.map(\.end).max() else { return nil }
        return lowest...highest
    }

    /// The profile with the values at `indices` left out of their groups (a lone spike is no month's level), and how
    /// many were left out: only of groups of points in x order, which are runs of the series' indices, never a
    /// group's last value, nor those of a group where two or more make a fifth of its values or more (a run of highs
    /// is the group's level); points not grouped are left out whole.
    ///
    /// - Complexity: O(k log g), plus the points of the groups touched.
    func leavingOut(_ indices: [Int], positions: [Double], values: [Double?]) -> (profile: Profile, count: Int) {
        guard !indices.isEmpty else { return (self, 0) }
        guard isGrouped else {
            // Each point its own group: the unusual ones go, as long as two others stay.
            let left = Set(indices)
            let kept = groups.filter { !left.contains($0.firstIndex) }
            guard kept.count >= 2 else { return (self, 0) }
            return (
                Profile(grouping: grouping, origin: origin, groups: kept, buckets: buckets), groups.count - kept.count
            )
        }
        var buckets = buckets
        var touched = Set<Int>()
        var left = Set<Int>()
        // The bucket of each point: the last starting at or before it.
        let places = indices.map { index in Self.firstIndex(in: 0..<buckets.count) { buckets[$0].firstIndex > index } }
        var perPlace: [Int: Int] = [:]
        for place in places { perPlace[place, default: 0] += 1 }
        for (index, low) in zip(indices, places) {
            // (A group of the one value stays: it is left out whole when partial, and said to be.) Two or more in one
            // group, a fifth of its values or more, are its level, not spikes: discoveries of 12, 10 and 9 in
            // 1885–1888 make the 1880s the peak decade.
            guard low > 0, buckets[low - 1].valueCount > 1, let value = values[index], value.isFinite,
                positions[index].isFinite,
                perPlace[low, default: 0] < 2 || 5 * perPlace[low, default: 0] < buckets[low - 1].valueCount
            else { continue }
            var group = buckets[low - 1]
            let n = Double(group.valueCount)
            // (Halves first: values near the ends of Double's range would overflow their difference.)
            group.mean += (group.mean / 2 - value / 2) / (n - 1) * 2
            group.position += (group.position / 2 - positions[index] / 2) / (n - 1) * 2
            group.valueCount -= 1
            buckets[low - 1] = group
            touched.insert(low - 1)
            left.insert(index)
        }
        for place in touched {
            let end = place + 1 < buckets.count ? buckets[place + 1].firstIndex : values.count
            var (minimum, maximum) = (Double.infinity, -Double.infinity)
            for index in buckets[place].firstIndex..<end where !left.contains(index) && positions[index].isFinite {
                guard let value = values[index], value.isFinite else { continue }
                (minimum, maximum) = (min(minimum, value), max(maximum, value))
            }
            (buckets[place].minimum, buckets[place].maximum) = (minimum, maximum)
        }
        let profile = Profile(
            grouping: grouping, origin: origin, groups: buckets.filter { $0.valueCount > 0 }, buckets: buckets)
        return (profile, left.count)
    }

    /// The first index of `range` where `test`, which is false before it and true from it on, holds (the range's end
    /// when nowhere), found by halving.
    static func firstIndex(in range: Range<Int>, where test: (Int) -> Bool) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if test(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether points were grouped.
    package var isGrouped: Bool { grouping != .none }

    /// The positions of the groups.
    var positions: [Double] { groups.map(\.position) }

    /// The means of the groups.
    var means: [Double] { groups.map(\.mean) }

    static func key(of unclamped: Double, index: Int, grouping: Grouping, origin: Double) -> Int {
        // Dates beyond years 1 to 9999 (possible only in charts built in code) count as those years.
        let position = min(max(unclamped, -62_135_596_800), 253_402_300_799)
        func days() -> Int { Int((position / 86_400).rounded(.down)) }
        switch grouping {
        case .none: return index
        case .run(let size): return index / size
        case .interval(let width): return Int(min(max(((unclamped - origin) / width).rounded(.down), -1e9), 1e9))
        case .hour: return Int((position / 3600).rounded(.down))
        case .day: return days()
        case .week: return Int((Double(days() + 3) / 7).rounded(.down))
        case .month, .quarter, .year, .decade:
            let date = DateWording.parts(position)
            switch grouping {
            case .month: return date.year * 12 + date.month - 1
            case .quarter: return date.year * 4 + (date.month - 1) / 3
            case .year: return date.year
            default: return Int((Double(date.year) / 10).rounded(.down))
            }
        }
    }

    /// The x interval of a bucket, or an empty one when buckets follow the point index.
    private static func bounds(of key: Int, grouping: Grouping, origin: Double) -> (low: Double, high: Double) {
        func day(_ year: Int, _ month: Int) -> Double {
            Double(ISODate.daysSince1970(year: year + (month - 1) / 12, month: (month - 1) % 12 + 1, day: 1)) * 86_400
        }
        switch grouping {
        case .none, .run: return (.infinity, -.infinity)
        case .interval(let width): return (origin + Double(key) * width, origin + Double(key + 1) * width)
        case .hour: return (Double(key) * 3600, Double(key + 1) * 3600)
        case .day: return (Double(key) * 86_400, Double(key + 1) * 86_400)
        case .week: return (Double(key * 7 - 3) * 86_400, Double(key * 7 + 4) * 86_400)
        case .month: return (day(key / 12, key % 12 + 1), day(key / 12, key % 12 + 2))
        case .quarter: return (day(key / 4, key % 4 * 3 + 1), day(key / 4, key % 4 * 3 + 4))
        case .year: return (day(key, 1), day(key + 1, 1))
        case .decade: return (day(key * 10, 1), day(key * 10 + 10, 1))
        }
    }

    /// The finest calendar period that gives at most `maximumGroups` groups and is no finer
    /// than the data's own spacing.
    private static func calendarGrouping(span: Double, count: Int, maximumGroups: Int) -> Grouping {
        let spacing = count > 1 ? span / Double(count - 1) : 0
        let periods: [(Grouping, Double)] = [
            (.hour, 3600), (.day, 86_400), (.week, 604_800), (.month, 2_629_746),
            (.quarter, 7_889_238), (.year, 31_556_952), (.decade, 315_569_520),
        ]
        for (grouping, length) in periods where length >= spacing && span / length + 1 <= Double(maximumGroups) {
            return grouping
        }
        return .interval(intervalWidth(0, span, maximumGroups: maximumGroups))
    }

    /// The smallest round width (1, 2, 2.5 or 5 times a power of ten; a whole one when `isWhole`) that cuts
    /// `low...high` into at most `maximumGroups` intervals aligned on its multiples.
    static func intervalWidth(_ low: Double, _ high: Double, maximumGroups: Int, isWhole: Bool = false) -> Double {
        // Halved first, so that a span across the whole range of Double does not overflow.
        var width = niceStep((high / 2 - low / 2) / Double(maximumGroups) * 2)
        for _ in 0..<8 {
            let groups = (high / width).rounded(.down) - (low / width).rounded(.down) + 1
            if groups <= Double(maximumGroups), !isWhole || width == width.rounded() { return width }
            width = niceStep(width * 1.01)
        }
        return width
    }

    /// The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value`.
    static func niceStep(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value { power /= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= value { return factor * power }
        return 10 * power
    }
}

extension Profile.Plan {
    /// The bucket of the point at `index` and x `position`: its interval's number (the highest
    /// x kept in the last interval), calendar period or run.
    func key(of position: Double, index: Int) -> Int {
        min(Profile.key(of: position, index: index, grouping: grouping, origin: origin), last)
    }
}
