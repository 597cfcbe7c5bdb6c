import ChartModel

/// What a listener jumps to or hears marked: the places that matter in a series.
public enum Landmark: String, Sendable, Hashable, CaseIterable {
    /// Where the values cross a y reference line or another series.
    case crossing
    /// A high turning point the summary names, and the series' maximum.
    case peak
    /// A low turning point the summary names, and the series' minimum.
    case trough
    /// A value far from its neighbours, as the summary's unusual values.
    case outlier
    /// A point the author labelled.
    case label
    /// The start of a run of missing values.
    case gap
    /// A turning point the summary names, high or low.
    case change
}

/// The landmarks of one series that come from its analysis, as point indices in x order.
package struct SeriesLandmarks: Sendable, Hashable {
    package var peaks: [Int] = []
    package var troughs: [Int] = []
    package var changes: [Int] = []
    /// The changes that are steps rather than turns: where a series of steps shifts its level, where a seasonal one
    /// steps lastingly, and where most of a move happens (see `sudden`), as the summary says.
    package var steps: [Int] = []
    package var outliers: [Int] = []
    /// The first point after each stretch the summary says has no data (dates a series skips, years missing from a
    /// year axis; see `gapIndices(_:)`), which the navigator's next gap reaches as it does missing values.
    package var gaps: [Int] = []
}

extension ChartDescriber {
    /// Each series' turning points (the summary's moves, at the point that makes each group's
    /// extreme when the series is told in groups, for charts whose summary tells courses), the peaks
    /// and troughs that stand out from their neighbours (see `Prominence`: one of each per cycle), its
    /// shifts of level (a lasting one too), its extremes and its unusual values.
    ///
    /// Each landmark is a point's index in the chart as given, though the describer put its points in x order.
    ///
    /// - Complexity: O(n) in the number of points, plus the cycle search (see `cycle(_:)`).
    package func landmarks() -> [SeriesLandmarks] {
        zip(analyses, sourceOrders).map { analysis, order in
            let found = landmarks(of: analysis)
            guard let order else { return found }
            let given = { (points: [Int]) in points.map { order[$0] } }
            return SeriesLandmarks(
                peaks: given(found.peaks), troughs: given(found.troughs), changes: given(found.changes),
                steps: given(found.steps), outliers: given(found.outliers), gaps: given(found.gaps))
        }
    }

    /// The landmarks of one series, by its points' indices in x order.
    private func landmarks(of analysis: SeriesAnalysis) -> SeriesLandmarks {
        var landmarks = SeriesLandmarks()
        landmarks.gaps = gapIndices(analysis).map { $0 + 1 }
        let isScatter = chart.resolvedKind == .scatter && chart.xAxis.type == .numeric
        landmarks.outliers = isScatter ? scatterUnusual(analysis) : analysis.outliers
        if let maximum = analysis.statistics.maximum { landmarks.peaks.append(maximum.index) }
        if let minimum = analysis.statistics.minimum { landmarks.troughs.append(minimum.index) }
        if let strip = strip(analysis) {
            // A strip's unusual values are those a box plot of it would draw beyond their category's whiskers (1.5
            // times the middle half past it), not those apart from the rows beside them in the file; and its points
            // are in no order within a category to turn in.
            let boxes = strip.mapValues { BoxSummary(summarizing: $0.values, whiskerReach: 1.5) }
            landmarks.outliers = analysis.values.indices.filter { index in
                guard let value = analysis.values[index], let box = boxes[analysis.positions[index]] ?? nil else {
                    return false
                }
                return value < box.minimum || value > box.maximum
            }
            return landmarks.sorted(by: analysis.positions)
        }
        if chart.resolvedKind == .histogram, let bins = bins(analysis) {
            landmarks.add(histogramPeaksAndValleys(analysis, bins))
            return landmarks.sorted(by: analysis.positions)
        }
        guard tellsCourses, analysis.profile.groups.count >= 2 else {
            return landmarks.sorted(by: analysis.positions)
        }
        let stops = standingOut(analysis)
        if let stops {
            landmarks.peaks += stops.peaks.map { stops.indices[$0] }
            landmarks.troughs += stops.troughs.map { stops.indices[$0] }
        }
        // A series of steps turns where it steps; a seasonal one, between its yearly levels.
        if let (shifts, points, _) = levelShifts(analysis) {
            landmarks.add(steps: shifts.steps.map { points[$0.index] })
            return landmarks.sorted(by: analysis.positions)
        }
        // A turning point found between groups, at the standing-out peak or trough within reach, else at the
        // top (or bottom) of the slope it is on: a group's extreme may sit at its edge, by the real one.
        func snapped(_ point: Int, isHigh: Bool) -> Int {
            guard let stops, stops.rankOf.indices.contains(point), stops.rankOf[point] >= 0 else { return point }
            var rank = stops.rankOf[point]
            let ranks = isHigh ? stops.peaks : stops.troughs
            if let near = ranks.min(by: { abs($0 - rank) < abs($1 - rank) }), abs(near - rank) <= stops.reach {
                return stops.indices[near]
            }
            let values = stops.values
            func beyond(_ other: Int) -> Bool {
                values.indices.contains(other)
                    && (isHigh ? values[other] > values[rank] : values[other] < values[rank])
            }
            while beyond(rank + 1) || beyond(rank - 1) { rank += beyond(rank + 1) ? 1 : -1 }
            return stops.indices[rank]
        }
        // A seasonal one that turns and also steps, where it steps as well.
        if let (step, points) = lastingStep(analysis) { landmarks.add(steps: [points[step.index]]) }
        let groups = seasonalLevels(analysis)?.groups ?? analysis.profile.groups
        let means = groups.map(\.mean)
        let placed = chart.isLogarithmic ? means.map(chart.onScale) : means
        let moves = Moves(values: means, placed: placed, isRatio: isRatio(analysis))
        let isSorted = zip(analysis.positions, analysis.positions.dropFirst()).allSatisfy { $0 <= $1 }
        // The course as the summary tells it: one that holds steady has no turn, whatever its noise (Nottingham's
        // monthly temperatures, steady near 49 °F year on year, turned at eleven summers and winters).
        let shape = course(analysis, cycle: cycle(analysis), levels: seasonalLevels(analysis)).shape
        let turns: [Int]
        switch shape {
        case .steady, .constant, .single: turns = []
        case .moves, .swings, .shifts: turns = moves.pivots
        }
        // The first and last points along x that have a value.
        let values = analysis.values
        let hasValue = { (index: Int) in values[index]?.isFinite ?? false }
        let ends: [Int]
        if isSorted {
            ends = [values.indices.first(where: hasValue), values.indices.last(where: hasValue)].compactMap { $0 }
        } else {
            let valued = values.indices.filter(hasValue)
            let positions = analysis.positions
            ends = [valued.min { positions[$0] < positions[$1] }, valued.max { positions[$0] < positions[$1] }]
                .compactMap { $0 }
        }
        for (order, pivot) in turns.enumerated() {
            let neighbours = [
                order > 0 ? turns[order - 1] : nil,
                order + 1 < turns.count ? turns[order + 1] : nil,
            ].compactMap { $0 }
            let isHigh = neighbours.allSatisfy { means[$0] < means[pivot] }
            let isLow = neighbours.allSatisfy { means[$0] > means[pivot] }
            guard isHigh || isLow else { continue }
            // The point itself, or the extreme of the stretch between the turns on either side: the S&P 500's lowest
            // quarter on average is Q1 2003, its lowest day October 9, 2002, the quarter before.
            let group = groups[pivot]
            var point = group.firstIndex
            if isSorted, groups.count < analysis.values.count {
                // (Positions ascend: the stretch is found by halving, so every turn reads only its own.)
                let positions = analysis.positions
                func first(_ isPast: (Double) -> Bool) -> Int {
                    Profile.firstIndex(in: 0..<positions.count) { isPast(positions[$0]) }
                }
                let after = order > 0 ? groups[turns[order - 1]].end : -Double.infinity
                let before = order + 1 < turns.count ? groups[turns[order + 1]].start : Double.infinity
                let start = first { $0 > after }
                let valued = (start..<max(start, first { $0 >= before })).compactMap { index in
                    analysis.values[index].flatMap { $0.isFinite ? (index, $0) : nil }
                }
                point = (isHigh ? valued.max { $0.1 < $1.1 } : valued.min { $0.1 < $1.1 })?.0 ?? point
            }
            point = snapped(point, isHigh: isHigh)
            // An end has not turned: a peak or trough there is only the extreme's, added above, and no change (a
            // rise's start is where it begins, not a turn).
            if ends.contains(point) { continue }
            landmarks.changes.append(point)
            if isHigh { landmarks.peaks.append(point) } else { landmarks.troughs.append(point) }
        }
        // Where most of a move happens (see `sudden`), where the summary says so: a step where the values pass halfway
        // across that stretch for good, the run past it lasting to the stretch's end and holding a quarter of its
        // points or more (a beaver's body temperature, near 37.2 until 2 PM and a degree higher by 4, at 3:50 PM; a
        // month's spike past halfway, or a cycle's crest inside decades that step, is none). The summary's stretches
        // are found by their averages.
        let said: [Leap] =
            switch shape {
            case .moves(let told, _): told.compactMap(\.mostly)
            case .swings(_, _, _, _, let largest, _): largest.compactMap(\.mostly)
            default: []
            }
        for leap in said where isSorted {
            // The stretch's groups, by their averages.
            guard let first = groups.firstIndex(where: { $0.mean == leap.from.value }),
                let last = groups[first...].firstIndex(where: { $0.mean == leap.to.value })
            else { continue }
            let (low, high) = (placed[first], placed[last])
            let (positions, begin, end) = (analysis.positions, groups[first].start, groups[last].end)
            let start = Profile.firstIndex(in: 0..<positions.count) { positions[$0] >= begin }
            let valued = (start..<positions.count).prefix { positions[$0] <= end }.compactMap { index in
                analysis.values[index].flatMap { $0.isFinite ? (index, chart.onScale($0)) : nil }
            }
            let run = valued.reversed().prefix { ($0.1 - (low + high) / 2) * (high - low) >= 0 }
            // (A turning point stays one.)
            guard let passed = run.last?.0, run.count * 4 >= valued.count, !landmarks.changes.contains(passed) else {
                continue
            }
            landmarks.add(steps: [passed])
        }
        return landmarks.sorted(by: analysis.positions)
    }
}

extension ChartDescriber {
    /// The peaks and troughs of a series that stand out from their neighbours (see `Prominence`), one of each per
    /// cycle when it has one: as ranks in x order, with the point and value at each rank, each point's rank (−1 for none), and
    /// the reach.
    fileprivate func standingOut(
        _ analysis: SeriesAnalysis
    ) -> (peaks: [Int], troughs: [Int], indices: [Int], values: [Double], rankOf: [Int], reach: Int)? {
        let (indices, values) = analysis.orderedValues()
        guard values.count >= 5 else { return nil }
        var length = analysis.season?.cycle.pointsPerCycle
        if length == nil, let cycle = cycle(analysis), let extent = analysis.xExtent,
            extent.upperBound > extent.lowerBound
        {
            length = cycle.length / (extent.upperBound - extent.lowerBound) * Double(values.count - 1)
        }
        let reach = Prominence.reach(cycleLength: length, count: values.count)
        let found = Prominence(values, cycleLength: length)
        var rankOf = [Int](repeating: -1, count: analysis.values.count)
        for (rank, index) in indices.enumerated() { rankOf[index] = rank }
        return (found.peaks, found.troughs, indices, values, rankOf, reach)
    }
}

extension ChartDescriber {
    /// A histogram's peaks as its summary names them (see `peaks(_:)`), and the valley between each two
    /// neighbouring peaks (its lowest bin, the first of equals), as point indices; none when the summary names no
    /// peak (about the same count in every bin).
    ///
    /// - Complexity: O(n) in the number of bins.
    fileprivate func histogramPeaksAndValleys(_ analysis: SeriesAnalysis, _ bins: [Bin]) -> SeriesLandmarks {
        guard let distribution = distribution(analysis, bins), !distribution.peaks.isEmpty else {
            return SeriesLandmarks()
        }
        let counts = bins.map(\.count)
        let peaks = Self.peaks(counts)
        var landmarks = SeriesLandmarks()
        landmarks.peaks = peaks.map { bins[$0].index }
        for (left, right) in zip(peaks, peaks.dropFirst()) where right - left > 1 {
            if let valley = (left + 1..<right).min(by: { counts[$0] < counts[$1] }) {
                landmarks.troughs.append(bins[valley].index)
            }
        }
        return landmarks
    }
}

extension SeriesLandmarks {
    /// Adds `other`'s landmarks to these.
    fileprivate mutating func add(_ other: SeriesLandmarks) {
        peaks += other.peaks
        troughs += other.troughs
        changes += other.changes
        steps += other.steps
        outliers += other.outliers
        gaps += other.gaps
    }

    /// Adds `points` as steps, and so as changes.
    fileprivate mutating func add(steps points: [Int]) {
        changes += points
        steps += points
    }

    /// Each list in x order, without repeats.
    fileprivate func sorted(by positions: [Double]) -> SeriesLandmarks {
        func ordered(_ points: [Int]) -> [Int] {
            Array(Set(points)).sorted { positions[$0] != positions[$1] ? positions[$0] < positions[$1] : $0 < $1 }
        }
        return SeriesLandmarks(
            peaks: ordered(peaks), troughs: ordered(troughs), changes: ordered(changes), steps: ordered(steps),
            outliers: ordered(outliers), gaps: ordered(gaps))
    }
}
