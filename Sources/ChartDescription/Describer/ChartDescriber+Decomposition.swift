import ChartModel

/// The levels a series with a calendar cycle is told in (see `ChartDescriber.seasonalLevels(_:)`).
struct SeasonalLevels {
    /// The cycle each level is over: a year, week or day.
    var grouping: PointGrouping
    /// The cycles holding too little of one to have a level (a year of one week), left out.
    var partial: [Profile.Group]
    /// The levels, in x order.
    var groups: [Profile.Group]
    /// The levels of cycles holding only part of one (a year from July), which are their values less the cycle rather
    /// than their plain average.
    var adjusted: [Profile.Group] = []
}

/// A series taken apart before it is told: its calendar cycle (see `Season`) apart from its level, and its shifts of
/// level (see `LevelShifts`) as steps.
extension ChartDescriber {
    /// The calendar cycle of a series along dates, with where in the calendar it is highest and lowest and how far
    /// it swings.
    func calendarCycle(_ analysis: SeriesAnalysis) -> Cycle? {
        guard let season = analysis.season?.cycle else { return nil }
        return Cycle(
            series: SeriesName(analysis.series.name), length: season.unit.seconds, count: season.count,
            phase: CyclePhase(
                high: season.unit.cyclePlace(season.high), low: season.unit.cyclePlace(season.low),
                highToo: season.highToo.map(season.unit.cyclePlace), lowToo: season.lowToo.map(season.unit.cyclePlace),
                secondHigh: season.secondHigh.map(season.unit.cyclePlace),
                secondLow: season.secondLow.map(season.unit.cyclePlace)),
            swing: season.swing)
    }

    /// The levels a series with a calendar cycle is told in: its values less the cycle, averaged over each cycle
    /// (by year, week or day), unless its own groups already span a cycle or more.
    func seasonalLevels(_ analysis: SeriesAnalysis) -> SeasonalLevels? {
        guard let (season, indices) = analysis.season else { return nil }
        let grouping: PointGrouping =
            switch season.unit {
            case .hourOfDay: .day
            case .dayOfWeek: .week
            case .monthOfYear, .quarterOfYear: .year
            }
        let groups = analysis.profile.groups
        if analysis.profile.isGrouped, groups.count > 1,
            (groups[groups.count - 1].start - groups[0].start) / Double(groups.count - 1) >= 0.9 * season.unit.seconds
        {
            return nil
        }
        // The unusual values the groups leave out are left out of the levels too (a week of 54 in a December of 5 is
        // no level of its year).
        let unusual = analysis.unusualLeftOut > 0 ? Set(analysis.outliers) : []
        let kept = indices.indices.filter { !unusual.contains(indices[$0]) }
        let levels = Profile(
            positions: kept.map { analysis.positions[indices[$0]] }, values: kept.map { season.adjusted[$0] },
            grouping: grouping)
        // A cycle of under a quarter of its places (a year of one week) is too little to say a level of.
        let placed = levels.groups.map { group in
            Set(
                kept[group.firstIndex..<(group.firstIndex + group.count)].map {
                    season.unit.place(of: analysis.positions[indices[$0]])
                }
            ).count
        }
        let isWhole = placed.map { 4 * $0 >= season.unit.placeCount }
        let told = isWhole.filter { $0 }.count >= 2 ? isWhole : isWhole.map { _ in true }
        func original(_ group: Profile.Group) -> Profile.Group {
            var group = group
            group.firstIndex = indices[kept[group.firstIndex]]
            return group
        }
        // The places of the unusual values left out, by cycle: a year of twelve months, one of them unusual, is whole,
        // and its level the plain average of the others, as the summary says ("The averages leave out the unusual
        // value"), never a part year's.
        var unusualPlaces: [Int: Set<Int>] = [:]
        for index in unusual {
            let position = analysis.positions[index]
            unusualPlaces[Profile.key(of: position, index: 0, grouping: grouping, origin: 0), default: []].insert(
                season.unit.place(of: position))
        }
        var adjusted: [Profile.Group] = []
        let cycles = zip(levels.groups, told).filter(\.1).map(\.0).map { group in
            var group = group
            // A whole cycle averages its own swing out: its level is its plain average, which the
            // cycle's effects (even by place, not by point: months of 28 to 31 days) would shift.
            let members = kept[group.firstIndex..<(group.firstIndex + group.count)].map { indices[$0] }
            group.firstIndex = members[0]
            let places = Set(members.map { season.unit.place(of: analysis.positions[$0]) })
            if places.union(unusualPlaces[group.key] ?? []).count == season.unit.placeCount {
                group.mean = members.reduce(0) { $0 + (analysis.values[$1] ?? 0) } / Double(members.count)
            } else {
                adjusted.append(group)
            }
            return group
        }
        return SeasonalLevels(
            grouping: grouping, partial: zip(levels.groups, told).filter { !$1 }.map { original($0.0) },
            groups: cycles, adjusted: adjusted)
    }

    /// The course of a series with a calendar cycle that holds steady, or `nil`.
    ///
    /// Steady: its levels from cycle to cycle (`levels`, or when those are `nil` its own groups, each a cycle or
    /// longer) have no clear trend and stay within half the cycle's swing; and they stay within a fifth of the swing
    /// or part no further than the values' noise would part averages of so many (see `isNoise(levels:of:adjusted:)`):
    /// a level that falls 13 percent over three years and comes back is a course, though it has no trend. Told of
    /// those levels ("Averaged by year, it
    /// holds steady near 92.2, between 80.4 and 101.3"): near the mean of its values less the cycle (the unusual ones
    /// the levels leave out left out), between its lowest and highest level; never between its lowest and highest
    /// values, which the cycle swings between.
    func seasonalSteadiness(
        _ analysis: SeriesAnalysis, levels: SeasonalLevels?
    ) -> Course? {
        guard let (season, indices) = analysis.season else { return nil }
        let groups = levels?.groups ?? analysis.profile.groups
        let means = groups.map(\.mean)
        // The unusual values the levels leave out are left out of it too, as the summary says.
        let unusual = analysis.unusualLeftOut > 0 ? Set(analysis.outliers) : []
        let kept = season.adjusted.indices.filter { !unusual.contains(indices[$0]) }
        let level = kept.reduce(0) { $0 + season.adjusted[$1] / Double(kept.count) }
        let swing =
            switch season.swing {
            case .amount(let amount): amount
            case .share(let share): share * level
            case .withLevel(let from, let to): min(from, to)
            }
        guard Trend(positions: groups.map(\.position), values: means).direction == .flat,
            let lowest = means.min(), let highest = means.max(), highest - lowest <= swing / 2,
            highest - lowest <= swing / 5
                || Self.isNoise(levels: highest - lowest, of: groups, adjusted: season.adjusted)
        else { return nil }
        let series = analysis.series
        let isBandMiddle = series.low != nil && !series.y.contains { $0 != nil }
        // Told of the levels, never of the values, whose range is the cycle's swing: a series with a cycle is not
        // steady, its level from cycle to cycle is.
        if let levels {
            return Course(
                series: SeriesName(series.name), grouping: levels.grouping,
                shape: .steady(level: level, low: lowest, high: highest), isBandMiddle: isBandMiddle)
        }
        let mean = means.reduce(0) { $0 + $1 / Double(means.count) }
        return Course(
            series: SeriesName(series.name), grouping: analysis.profile.grouping,
            shape: .steady(level: mean, low: lowest, high: highest), isBandMiddle: isBandMiddle)
    }

    /// Whether levels from cycle to cycle that span `spread` part no further than noise would: no more than
    /// `steadySpread` standard errors of a level, the values' own noise (less the cycle, from one value to the next,
    /// so that a level's course adds little to it) over the root of the values a level averages.
    static func isNoise(levels spread: Double, of groups: [Profile.Group], adjusted: [Double]) -> Bool {
        guard adjusted.count > 2, !groups.isEmpty else { return true }
        var squares = 0.0
        for index in adjusted.indices.dropFirst() {
            let step = adjusted[index] - adjusted[index - 1]
            squares += step * step
        }
        let noise = (squares / Double(2 * (adjusted.count - 1))).squareRoot()
        return spread <= steadySpread * noise / (Double(adjusted.count) / Double(groups.count)).squareRoot()
    }

    /// How many standard errors of a level the levels of a steady series may span: the range of up to 20 averages of
    /// noise alone nearly always passes it (99 times in 100 for 15).
    static let steadySpread = 5.5

    /// A series' course as shifts of level, when it is steps (see `levelShifts`).
    func shiftCourse(_ analysis: SeriesAnalysis) -> Course? {
        guard let (found, points, groups) = levelShifts(analysis) else { return nil }
        let series = analysis.series
        func place(_ index: Int) -> Anchor {
            if let groups { return anchor(of: groups[index], in: analysis) }
            return anchor(series, points[index])
        }
        let shifts = found.steps.map {
            Shift(last: place($0.index - 1), first: place($0.index), level: $0.after, isUp: $0.after > $0.before)
        }
        return Course(
            series: SeriesName(series.name), grouping: groups == nil ? nil : analysis.profile.grouping,
            shape: .shifts(level: found.opening, shifts),
            isBandMiddle: series.low != nil && !series.y.contains { $0 != nil })
    }

    /// A series' shifts of level (see `LevelShifts`), found in its values less its calendar cycle, else in its values
    /// (up to `mostShiftValues` of them), else in its groups' averages; with the point each value they were found in
    /// is (a group's first), and the groups when it was those.
    func levelShifts(_ analysis: SeriesAnalysis) -> (LevelShifts, points: [Int], groups: [Profile.Group]?)? {
        if let (season, indices) = analysis.season {
            let least = yearOfSteps(indices.map { analysis.positions[$0] })
            return LevelShifts(season.adjusted, leastStretch: least).map { ($0, indices, nil) }
        }
        if analysis.statistics.valueCount <= Self.mostShiftValues {
            let (indices, values) = analysis.orderedValues()
            let least = yearOfSteps(indices.map { analysis.positions[$0] })
            return LevelShifts(values, leastStretch: least).map { ($0, indices, nil) }
        }
        guard analysis.profile.isGrouped else { return nil }
        let groups = analysis.profile.groups
        return LevelShifts(groups.map(\.mean), leastStretch: yearOfSteps(groups.map(\.start))).map {
            ($0, groups.map(\.firstIndex), groups)
        }
    }

    /// A lasting shift of level in a series with a calendar cycle that is not all steps, with the point each value it
    /// was found in is.
    ///
    /// Found (see `LevelShifts.lastingStep(in:leastStretch:)`) in its values less the cycle, a year on either side: of
    /// at most `mostShiftValues` values a week to a quarter apart.
    func lastingStep(_ analysis: SeriesAnalysis) -> (LevelShifts.Step, points: [Int])? {
        guard let (season, indices) = analysis.season, indices.count <= Self.mostShiftValues,
            levelShifts(analysis) == nil,
            let step = LevelShifts.lastingStep(
                in: season.adjusted, leastStretch: yearOfSteps(indices.map { analysis.positions[$0] }))
        else { return nil }
        return (step, indices)
    }

    /// A series' lasting shift of level (see `lastingStep(_:)`) as a story.
    func lastingShift(_ analysis: SeriesAnalysis) -> LevelShift? {
        guard let (step, points) = lastingStep(analysis) else { return nil }
        let series = analysis.series
        return LevelShift(
            series: SeriesName(series.name), before: step.before,
            shift: Shift(
                last: anchor(series, points[step.index - 1]), first: anchor(series, points[step.index]),
                level: step.after, isUp: step.after > step.before))
    }

    /// How many steps of dates `positions` (ascending) make a year, when they are a week to a quarter apart on
    /// average, else 0: a level must last that long to be a level, not a season (a snowy winter, a summer's sales),
    /// which comes back.
    func yearOfSteps(_ positions: [Double]) -> Int {
        guard chart.xAxis.type == .date, let first = positions.first, let last = positions.last, positions.count > 1
        else { return 0 }
        let step = (last - first) / Double(positions.count - 1)
        guard step >= 6 * 86_400, step <= 100 * 86_400 else { return 0 }
        return Int((AxisWording.secondsPerYear / step).rounded())
    }

    /// The most values shifts of level are looked for among one by one; beyond, among groups.
    static let mostShiftValues = 5_000
}
