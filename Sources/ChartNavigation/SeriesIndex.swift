import ChartDescription
import ChartModel

/// What the navigator knows of one series before the first move, so every step is O(1) and
/// every jump O(log n): the points in x order, their extrema, groups and crossings.
struct SeriesIndex: Sendable {
    /// A group of neighbouring points, by rank, with its numbers.
    struct Group: Sendable {
        let ranks: Range<Int>
        let valueCount: Int
        let minimum: Double?
        let maximum: Double?
        let mean: Double?
    }

    /// The point indices in x order, or `nil` when the points are already in x order.
    let order: [Int]?
    /// The x positions in x order (seconds for dates, the category's place for categories).
    let positions: [Double]
    /// The values by point index: y, or the middle of a band.
    let values: [Double?]
    /// The ranks of the first smallest and first largest value.
    var minimumRank: Int? { minimumRanks.first }
    var maximumRank: Int? { maximumRanks.first }
    /// The ranks of every point tied at the smallest and at the largest value (the first
    /// `mostTiedRanks` of them), and how many there are in all.
    let minimumRanks: [Int]
    let maximumRanks: [Int]
    let minimumCount: Int
    let maximumCount: Int
    /// The most ranks kept of points tied at an extreme.
    static let mostTiedRanks = 1_000
    /// The groups, in x order.
    let groups: [Group]
    /// Whether a group holds more than one point: a series whose every group is one point (monthly data grouped by
    /// month) has no group level, its points being its groups.
    let hasGroupLevel: Bool
    /// The calendar period or round interval each group spans, when groups are made that way
    /// (not at gridlines, nor for categories).
    let groupUnit: RoundTicks.Unit?
    /// For a rank, the series this one crosses on arriving there from the rank before:
    /// the other series' index and whether this one is then above it.
    var crossings: [Int: [(other: Int, isAbove: Bool)]] = [:]
    /// The ranks of each kind of landmark, in order.
    var landmarks: [Landmark: [Int]] = [:]
    /// The ranks of the changes that are steps rather than turns (see `SeriesLandmarks.steps`), in order.
    var steps: [Int] = []

    var count: Int { positions.count }

    /// The point index at `rank`.
    func point(_ rank: Int) -> Int { order?[rank] ?? rank }

    /// The value at `rank`.
    func value(_ rank: Int) -> Double? {
        guard let value = values[point(rank)], value.isFinite else { return nil }
        return value
    }

    /// The index of `series`, whose points sit at `positions` along x.
    ///
    /// With `weights` (by point index), a group's mean weighs each value by its point's weight: a layer of a stack
    /// to 100 percent, whose values are shares of the stack's totals, averages to its amount over the group's total.
    init(
        series: Series, positions unsorted: [Double], gridlines: [Double], isDate: Bool, isCategorical: Bool,
        weights: [Double]? = nil
    ) {
        var raw = unsorted.map { $0.isFinite ? $0 : 0 }
        if zip(raw, raw.dropFirst()).allSatisfy({ $0 <= $1 }) {
            order = nil
        } else {
            let sorted = raw.indices.sorted { raw[$0] != raw[$1] ? raw[$0] < raw[$1] : $0 < $1 }
            order = sorted
            raw = sorted.map { raw[$0] }
        }
        positions = raw
        values = series.centralValues
        var (lowest, highest): ([Int], [Int]) = ([], [])
        var (lowestCount, highestCount) = (0, 0)
        var lowestValue: Double?
        var highestValue: Double?
        var groups: [Group] = []
        let count = raw.count
        let (bounds, unit) = Self.groupBounds(
            positions: raw, gridlines: gridlines, isDate: isDate, isCategorical: isCategorical)
        groupUnit = unit
        var start = 0
        for end in bounds + [count] where end > start {
            var valueCount = 0
            var sum = 0.0
            var weighted = 0.0
            var weightSum = 0.0
            var minimum: Double?
            var maximum: Double?
            for rank in start..<end {
                let point = order?[rank] ?? rank
                guard let value = values[point], value.isFinite else { continue }
                valueCount += 1
                sum += value
                if let weight = weights?[point] {
                    weighted += value * weight
                    weightSum += weight
                }
                if minimum.map({ value < $0 }) ?? true { minimum = value }
                if maximum.map({ value > $0 }) ?? true { maximum = value }
                if lowestValue.map({ value < $0 }) ?? true { (lowest, lowestValue, lowestCount) = ([], value, 0) }
                if value == lowestValue {
                    lowestCount += 1
                    if lowest.count < Self.mostTiedRanks { lowest.append(rank) }
                }
                if highestValue.map({ value > $0 }) ?? true { (highest, highestValue, highestCount) = ([], value, 0) }
                if value == highestValue {
                    highestCount += 1
                    if highest.count < Self.mostTiedRanks { highest.append(rank) }
                }
            }
            groups.append(
                Group(
                    ranks: start..<end, valueCount: valueCount, minimum: minimum, maximum: maximum,
                    mean: weightSum > 0 ? weighted / weightSum : valueCount > 0 ? sum / Double(valueCount) : nil))
            start = end
        }
        (minimumRanks, maximumRanks) = (lowest, highest)
        (minimumCount, maximumCount) = (lowestCount, highestCount)
        self.groups = groups
        hasGroupLevel = groups.contains { $0.ranks.count > 1 }
    }

    /// Where groups start (after the first): at the x gridlines inside the data when there
    /// are any; else at each category when points share them; else at round places (calendar periods on dates, round
    /// intervals on numbers, see `RoundTicks`), with their unit; for up to 12 categories, one each; for more, about
    /// ten runs of equal size.
    private static func groupBounds(positions: [Double], gridlines: [Double], isDate: Bool, isCategorical: Bool) -> (
        [Int], RoundTicks.Unit?
    ) {
        let count = positions.count
        guard count > 1 else { return ([], nil) }
        let inside = gridlines.sorted().filter { $0 > positions[0] && $0 <= positions[count - 1] }
        if !inside.isEmpty {
            return (inside.map { gridline in Self.firstRank(atOrAbove: gridline, in: positions) }, nil)
        }
        // Points sharing categories (a strip: iris's 50 flowers a species) are grouped by category, as the description
        // tells them, never in runs across two ("versicolor to virginica, 3 points").
        if isCategorical {
            let changes = (1..<count).filter { positions[$0] != positions[$0 - 1] }
            if changes.count + 1 < count, changes.count < DescriptionOptions().maximumGroups { return (changes, nil) }
        }
        // A series the description summarises in groups is navigated in the same ones (weeks, months, decades).
        if count > DescriptionOptions().maximumGroups {
            let (starts, grouping) = Profile.groupStarts(
                sortedPositions: positions, isDate: isDate, isCategorical: isCategorical,
                maximumGroups: DescriptionOptions().maximumGroups)
            if !starts.isEmpty { return (starts, Self.unit(of: grouping)) }
        }
        if !isCategorical, positions[count - 1] > positions[0] {
            let (places, unit) = RoundTicks.places(over: positions[0]...positions[count - 1], isDate: isDate)
            let bounds = places.filter { $0 > positions[0] }.map { Self.firstRank(atOrAbove: $0, in: positions) }
            if !bounds.isEmpty { return (Array(Set(bounds)).sorted(), unit) }
        }
        // Up to a year's months of categories, each is its own stop (as twelve monthly dates are); more, about ten
        // runs of equal size.
        let size = count <= 12 ? 1 : max(1, (count + 9) / 10)
        return (Array(stride(from: size, to: count, by: size)), nil)
    }

    /// The calendar unit a grouping's groups are named by; `nil` for intervals, hours and runs, named by their first and
    /// last x.
    private static func unit(of grouping: PointGrouping) -> RoundTicks.Unit? {
        switch grouping {
        case .day: .day
        case .week: .week
        case .month: .month
        case .quarter: .quarter
        case .year: .year
        case .decade: .decade
        case .none, .hour, .interval, .run: nil
        }
    }

    /// The first rank whose position is at or above `x` (binary search).
    static func firstRank(atOrAbove x: Double, in positions: [Double]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < x { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The rank whose position is nearest `x`, the earlier on a tie.
    func nearestRank(to x: Double) -> Int {
        let above = Self.firstRank(atOrAbove: x, in: positions)
        if above == 0 { return 0 }
        if above == count { return count - 1 }
        return x - positions[above - 1] <= positions[above] - x ? above - 1 : above
    }

    /// The group holding `rank`.
    func group(of rank: Int) -> Int {
        var low = 0
        var high = groups.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if groups[middle].ranks.lowerBound <= rank { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
