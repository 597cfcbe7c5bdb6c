import ChartModel

/// A series reduced to what a listener can follow: each point when there are few, otherwise
/// consecutive groups (calendar periods on date axes, equal intervals on numeric ones, equal
/// runs of categories), each with its mean, extent and count. Trends, change points and
/// sparklines are read from the profile; extrema always come from every point.
public struct Profile: Sendable, Hashable {
    /// How points were grouped.
    public enum Grouping: Sendable, Hashable {
        /// Not grouped: each point with a value is its own group.
        case none
        case hour, day, week, month, quarter, year, decade
        /// Equal intervals of this width on a numeric axis.
        case interval(Double)
        /// Runs of this many consecutive points.
        case run(Int)
    }

    /// A group of consecutive points.
    public struct Group: Sendable, Hashable {
        /// The first and last x position in the group (index for categorical axes).
        public var start: Double
        public var end: Double
        /// The mean x position of the points with values.
        public var position: Double
        /// The mean of the values.
        public var mean: Double
        public var minimum: Double
        public var maximum: Double
        /// Points with a value, and points in the group.
        public var valueCount: Int
        public var count: Int
        /// The index of the group's first point in the series.
        public var firstIndex: Int
        /// The bucket the group stands for (a calendar period or interval number).
        var key: Int
    }

    /// How points were grouped.
    public let grouping: Grouping
    /// The groups with at least one value, in x order.
    public let groups: [Group]

    /// The profile of values at positions, grouping when there are more than `maximumGroups`.
    ///
    /// - Parameters:
    ///   - positions: x positions (seconds for dates, the index for categories).
    ///   - values: the values; `nil` and non-finite ones are missing.
    ///   - isDate: whether positions are dates, grouped by calendar periods.
    /// - Complexity: O(n), plus O(g log g) to order the groups when x is unsorted.
    public init(positions: [Double], values: [Double?], isDate: Bool, isCategorical: Bool, maximumGroups: Int = 50) {
        precondition(positions.count == values.count)
        let lowest = positions.min() ?? 0
        let highest = positions.max() ?? 0
        if values.count <= maximumGroups {
            grouping = .none
        } else if isCategorical {
            grouping = .run((values.count + maximumGroups - 1) / maximumGroups)
        } else if isDate {
            grouping = Self.calendarGrouping(span: highest - lowest, count: values.count, maximumGroups: maximumGroups)
        } else {
            grouping = .interval(Self.intervalWidth(lowest, highest, maximumGroups: maximumGroups))
        }
        var groups: [Group] = []
        var slot: [Int: Int] = [:]
        var lastKey = Int.min
        var lastSlot = -1
        for index in values.indices {
            let position = positions[index]
            let key = Self.key(of: position, index: index, grouping: grouping)
            if key != lastKey {
                lastKey = key
                if let found = slot[key] {
                    lastSlot = found
                } else {
                    lastSlot = groups.count
                    slot[key] = lastSlot
                    groups.append(Group(start: position, end: position, position: 0, mean: 0, minimum: .infinity,
                                        maximum: -.infinity, valueCount: 0, count: 0, firstIndex: index, key: key))
                }
            }
            groups[lastSlot].count += 1
            groups[lastSlot].start = min(groups[lastSlot].start, position)
            groups[lastSlot].end = max(groups[lastSlot].end, position)
            guard let value = values[index], value.isFinite else { continue }
            groups[lastSlot].valueCount += 1
            let n = Double(groups[lastSlot].valueCount)
            groups[lastSlot].mean += (value - groups[lastSlot].mean) / n
            groups[lastSlot].position += (position - groups[lastSlot].position) / n
            groups[lastSlot].minimum = min(groups[lastSlot].minimum, value)
            groups[lastSlot].maximum = max(groups[lastSlot].maximum, value)
        }
        let valued = groups.filter { $0.valueCount > 0 }
        if grouping == .none {
            self.groups = valued.sorted { $0.position != $1.position ? $0.position < $1.position : $0.firstIndex < $1.firstIndex }
        } else {
            self.groups = valued.sorted { $0.key < $1.key }
        }
    }

    /// Whether points were grouped.
    public var isGrouped: Bool { grouping != .none }

    /// The positions of the groups.
    var positions: [Double] { groups.map(\.position) }

    /// The means of the groups.
    var means: [Double] { groups.map(\.mean) }

    private static func key(of position: Double, index: Int, grouping: Grouping) -> Int {
        func days() -> Int { Int((position / 86_400).rounded(.down)) }
        switch grouping {
        case .none: return index
        case .run(let size): return index / size
        case .interval(let width): return Int((position / width).rounded(.down))
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

    /// The smallest round width (1, 2, 2.5 or 5 times a power of ten) that cuts `low...high`
    /// into at most `maximumGroups` intervals aligned on its multiples.
    static func intervalWidth(_ low: Double, _ high: Double, maximumGroups: Int) -> Double {
        var width = niceStep((high - low) / Double(maximumGroups))
        for _ in 0..<8 {
            let groups = (high / width).rounded(.down) - (low / width).rounded(.down) + 1
            if groups <= Double(maximumGroups) { return width }
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
