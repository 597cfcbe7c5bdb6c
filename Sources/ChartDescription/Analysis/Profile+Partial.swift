/// Groups that hold too little of their period to stand beside the others.
extension Profile {
    /// Whether each group (of `groups`) is partial: it holds fewer than half the values of a typical group (the
    /// median of the groups' value counts), such as a decade of one year or a week of one reading; the first or last
    /// group of calendar periods, where data starts or stops part way through one, fewer than three quarters ("1967"
    /// of July to December beside whole years; intervals are named by the values they hold, and say so themselves).
    ///
    /// A partial group's average rests on too few values to be compared with the others' (135 for a week of one
    /// reading among weeks of seven): the course is told without it, and says so. Never for fewer than three groups.
    ///
    /// - Complexity: O(g log g) in the number of groups.
    package var partialGroups: [Bool] { fill.map { $0 == .partial } }

    /// Whether each group (of `groups`) holds exactly half of what a typical group holds (of four values or more), so
    /// it stays in the course but its average rests on half as many values as most (1948's two quarters of approval
    /// ratings beside whole years), and is said to.
    ///
    /// - Complexity: O(g log g) in the number of groups.
    package var halfGroups: [Bool] { fill.map { $0 == .half } }

    private enum Fill { case whole, half, partial }

    private var fill: [Fill] {
        guard isGrouped, groups.count >= 3 else { return groups.map { _ in .whole } }
        let counts = groups.map(\.valueCount).sorted()
        let typical = counts[counts.count / 2]
        let isCalendar =
            switch grouping {
            case .interval, .run, .none: false
            case .hour, .day, .week, .month, .quarter, .year, .decade: true
            }
        return groups.indices.map { index in
            let count = groups[index].valueCount
            // (Periods of a few values each, 2 years a decade, keep the half rule: one is half of them.)
            if isCalendar && typical >= 4 && (index == 0 || index == groups.count - 1) {
                return 4 * count < 3 * typical ? .partial : .whole
            }
            return 2 * count < typical ? .partial : typical >= 4 && 2 * count == typical ? .half : .whole
        }
    }

    /// Where groups of `plan` would start among `positions` (in ascending order): the indices, after the first,
    /// where a new group begins, and the grouping, so the navigator and captions group as the description does.
    ///
    /// - Complexity: O(n) in the number of positions.
    package static func groupStarts(
        sortedPositions positions: [Double], isDate: Bool, isCategorical: Bool, maximumGroups: Int
    ) -> (starts: [Int], grouping: Grouping) {
        guard let lowest = positions.first(where: \.isFinite), let highest = positions.last(where: \.isFinite) else {
            return ([], .none)
        }
        let plan = Plan(
            lowest: lowest, highest: highest, count: positions.count, isDate: isDate, isCategorical: isCategorical,
            maximumGroups: maximumGroups)
        guard plan.grouping != .none else { return ([], .none) }
        var starts: [Int] = []
        var previous: Int?
        for (index, position) in positions.enumerated() where position.isFinite {
            let key = plan.key(of: position, index: index)
            if let previous, key != previous { starts.append(index) }
            previous = key
        }
        return (starts, plan.grouping)
    }
}
