import ChartModel
import Foundation

extension ChartDescriber {
    /// The stories beyond the moves (see `Story`), each only where it is true: along x, a series' growth rate (steady, or slowing), a move in its final stretch and a lasting shift of its level, and the gap between two series widening or closing;
    /// over nominal categories, a long tail; on a scatter, the slope of a near-linear relationship in units, and a
    /// relationship that reverses when its series are pooled.
    func storyStatements(_ analyses: [SeriesAnalysis]) -> [Statement] {
        var stories: [Story] = []
        let kind = chart.resolvedKind
        let alongX = tellsCourses && kind != .box && !chart.series.contains(where: isRangeBars)
        for analysis in analyses where analysis.statistics.valueCount > 0 {
            if kind == .scatter, chart.xAxis.type == .numeric {
                if let slope = slope(analysis) { stories.append(.slope(slope)) }
                if let named = namedExtremes(analysis) { stories.append(.namedExtremes(named)) }
            } else if alongX {
                if let doubling = doubling(analysis) { stories.append(.doubling(doubling)) }
                if let slowing = growthSlows(analysis) { stories.append(.growthSlows(slowing)) }
                if let stretch = finalStretch(analysis) { stories.append(.finalStretch(stretch)) }
                if let shift = lastingShift(analysis) { stories.append(.levelShift(shift)) }
            } else if kind == .bar || kind == .pie, chart.xAxis.type == .categorical, !chart.isStacked {
                if let concentration = concentration(analysis) { stories.append(.concentration(concentration)) }
            }
        }
        if alongX, analyses.count > 1 { stories = sharingFinalStretches(stories, analyses) }
        if alongX, !chart.isStacked, analyses.count > 1 {
            let compared = Array(analyses.prefix(4))
            for first in compared.indices {
                for second in compared.indices where second > first {
                    if let gap = gap(compared[first], compared[second]) { stories.append(.gap(gap)) }
                }
            }
        }
        if kind == .scatter, chart.xAxis.type == .numeric, let reversal = reversal(analyses) {
            stories.append(.reversal(reversal))
        }
        if kind == .heatmap, isOrderedCategories, let gradient = gradient(analyses) {
            stories.append(.gradient(gradient))
        }
        var statements = stories.map(Statement.story)
        // Box plots of several series over categories: their medians compared at each ("higher at 2 of 3 doses,
        // equal at the third"), whatever the categories' order.
        if kind == .box, chart.xAxis.type == .categorical {
            let compared = Array(analyses.prefix(4))
            for first in compared.indices {
                for second in compared.indices where second > first {
                    if let comparison = categoryComparison(compared[first], compared[second]) {
                        statements.append(.categoryComparison(comparison))
                    }
                }
            }
        }
        return statements
    }

    /// A least-squares line of `y` on `x`: its slope and the share of y's variance it explains.
    static func fit(_ x: [Double], _ y: [Double]) -> (slope: Double, r2: Double) {
        let n = Double(x.count)
        let (mx, my) = (x.reduce(0, +) / n, y.reduce(0, +) / n)
        var (sxx, syy, sxy) = (0.0, 0.0, 0.0)
        for (a, b) in zip(x, y) {
            (sxx, syy, sxy) = (sxx + (a - mx) * (a - mx), syy + (b - my) * (b - my), sxy + (a - mx) * (b - my))
        }
        guard sxx > 0, syy > 0 else { return (0, 0) }
        return (sxy / sxx, sxy * sxy / (sxx * syy))
    }

    /// Growth at a steady rate, with its doubling time, or `nil`.
    ///
    /// Groups' averages (at least 8, all positive, ratio data) whose logarithms a line fits
    /// with R² of at least 0.95 — better than a line fits the values themselves — over at least two doublings (or
    /// halvings); the doubling time is ln 2 over that line's slope. A straight climb (a line fits better) and a climb
    /// that levels off are not steady growth.
    func doubling(_ analysis: SeriesAnalysis) -> Doubling? {
        guard chart.xAxis.type != .categorical, isRatio(analysis) else { return nil }
        let groups = courseGroups(analysis)
        guard groups.count >= 8, groups.allSatisfy({ $0.mean > 0 }) else { return nil }
        let x = groups.map(\.position)
        let y = groups.map(\.mean)
        let growth = Self.fit(x, y.map { Foundation.log($0) })
        guard growth.r2 >= 0.95, growth.r2 > Self.fit(x, y).r2, growth.slope != 0,
            abs(growth.slope * (x[x.count - 1] - x[0])) >= Foundation.log(4)
        else { return nil }
        let period = Foundation.log(2) / abs(growth.slope)
        return Doubling(
            series: SeriesName(analysis.series.name),
            period: chart.xAxis.type == .date ? period : NumberWording.rounded(period, significantDigits: 2),
            isHalving: growth.slope < 0)
    }

    /// A relationship that reverses when scatter series are pooled (Simpson's paradox), or `nil`: at least two series
    /// of at least 5 points each, every one a line the same way (see `RelationshipAnalysis.line`: noticeable and
    /// unlikely by chance), and all their points together a line the other way, or no line at all.
    func reversal(_ analyses: [SeriesAnalysis]) -> Reversal? {
        guard analyses.count >= 2, let first = analyses.first else { return nil }
        var (allX, allY) = ([Double](), [Double]())
        var directions: Set<Bool> = []
        for analysis in analyses {
            let (xs, ys, _) = scatterPoints(analysis)
            guard xs.count >= 5,
                case .linear(let r) = RelationshipAnalysis.line(correlation(Array(zip(xs, ys))), count: xs.count)
            else { return nil }
            directions.insert(r > 0)
            allX += xs
            allY += ys
        }
        guard directions.count == 1, let isRising = directions.first else { return nil }
        let pooled = RelationshipAnalysis.line(correlation(Array(zip(allX, allY))), count: allX.count)
        if case .linear(let r) = pooled, (r > 0) == isRising { return nil }
        var reversal = Reversal(
            series: SeriesName(first.series.name), count: analyses.count, isRisingWithin: isRising,
            yTitle: wording.y.axis.title, xTitle: wording.x.axis.title)
        if case .linear = pooled {} else { reversal.isHiddenWhenPooled = true }
        return reversal
    }

    /// A gradient along a heatmap's ordered x categories, or `nil`: at least two rows of at least 3 cells each, every
    /// one rising (or falling) along x the same way — the rank correlation of its cells with their order at least 0.8
    /// — with the median row's change from first cell to last (fold or percent on ratio data, else in units).
    func gradient(_ analyses: [SeriesAnalysis]) -> Gradient? {
        guard analyses.count >= 2, let first = analyses.first else { return nil }
        var directions: Set<Bool> = []
        var (ratios, differences) = ([Double](), [Double]())
        var isRatioData = true
        for analysis in analyses {
            let values = analysis.orderedValues().values
            guard values.count >= 3, let start = values.first, let end = values.last,
                let r = correlation(Array(zip(values.indices.map(Double.init), Self.ranks(values)))), abs(r) >= 0.8
            else { return nil }
            directions.insert(r > 0)
            isRatioData = isRatioData && isRatio(analysis) && start > 0
            ratios.append(start > 0 ? end / start : .nan)
            differences.append(end - start)
        }
        guard directions.count == 1, let isRising = directions.first else { return nil }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        let change =
            isRatioData
            ? self.change(from: 1, to: median(ratios), isRatio: true)
            : self.change(from: 0, to: median(differences), isRatio: false)
        return Gradient(
            series: SeriesName(first.series.name), count: analyses.count, isRising: isRising,
            yTitle: wording.y.axis.title, xTitle: wording.x.axis.title, change: change)
    }

    /// The ranks of `values`, from 1, ties sharing the mean of their ranks.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            for position in start...end { ranks[order[position]] = Double(start + end) / 2 + 1 }
            start = end + 1
        }
        return ranks
    }

    /// `stories` with the final stretches that move the same way to the same last x told as one story.
    ///
    /// The story stands where the first of them was, and holds every series whose move passes the bar and those whose
    /// move the same way passes `sharedStretchBar` of it (moving with others is itself a sign). Four funds each falling
    /// about 10 percent in the last month were told fund by fund, and Delta's 10.3 percent, under its own bar, not at
    /// all.
    func sharingFinalStretches(_ stories: [Story], _ analyses: [SeriesAnalysis]) -> [Story] {
        var stories = stories
        let own = stories.compactMap { story -> FinalStretch? in
            if case .finalStretch(let stretch) = story { stretch } else { nil }
        }
        guard !own.isEmpty else { return stories }
        // Each series' stretch: its own, else one past the lower bar (worked out once, for either way).
        let candidates = analyses.map { analysis -> FinalStretch? in
            let name = SeriesName(analysis.series.name)
            return own.first { $0.series == name } ?? finalStretch(analysis, bar: Self.sharedStretchBar)
        }
        for direction in [Direction.falling, .rising] {
            guard let lead = own.first(where: { $0.move.direction == direction }) else { continue }
            let joins = candidates.map { candidate in
                candidate.flatMap {
                    $0.move.direction == direction && $0.move.to.place == lead.move.to.place ? $0 : nil
                }
            }
            guard joins.compactMap({ $0 }).count > 1 else { continue }
            // Once several move together, a series moving the same way over the lead's stretch, though under its bar or
            // already told by its course, is one of them too: "4 of 5 rise" would say it did not (GOOG's 58 percent).
            let members = zip(analyses, joins).compactMap { analysis, join in
                join ?? stretch(analysis, over: lead.move).flatMap { $0.move.direction == direction ? $0 : nil }
            }
            guard
                let first = stories.firstIndex(where: { story in
                    members.contains { member in story == .finalStretch(member) }
                })
            else { continue }
            stories.removeAll { story in members.contains { story == .finalStretch($0) } }
            stories.insert(
                .sharedFinalStretch(
                    SharedFinalStretch(
                        stretches: members, seriesCount: analyses.count,
                        typical: Self.typical(members.map(\.move.change))
                    )), at: min(first, stories.count))
        }
        return stories
    }

    /// A series' move between the groups at the places `move` starts and ends, when it has both and they differ.
    private func stretch(_ analysis: SeriesAnalysis, over move: Move) -> FinalStretch? {
        let groups = courseGroups(analysis)
        guard let from = groups.first(where: { anchor(of: $0, in: analysis).place == move.from.place }),
            let to = groups.last(where: { anchor(of: $0, in: analysis).place == move.to.place }), from.mean != to.mean
        else { return nil }
        return stretch(analysis, from: from, to: to)
    }

    /// A series' move from the group `from` to the group `to`.
    private func stretch(_ analysis: SeriesAnalysis, from: Profile.Group, to: Profile.Group) -> FinalStretch {
        FinalStretch(
            series: SeriesName(analysis.series.name),
            move: Move(
                direction: to.mean > from.mean ? .rising : .falling, from: anchor(of: from, in: analysis),
                to: anchor(of: to, in: analysis),
                change: change(from: from.mean, to: to.mean, isRatio: isRatio(analysis))))
    }

    /// The share of a final stretch's bar that a series moving with others must pass.
    static let sharedStretchBar = 0.6

    /// The median of `changes` when they are of one kind and within a factor of 1.5 of each other (never of folds,
    /// said with "about" already).
    static func typical(_ changes: [Change]) -> Change? {
        var sizes = changes.compactMap { change -> Double? in
            switch change {
            case .percent(let value), .points(let value), .amount(let value): abs(value)
            case .fold, .unstated: nil
            }
        }
        guard sizes.count == changes.count, let least = sizes.min(), let most = sizes.max(), least > 0,
            most <= 1.5 * least, let first = changes.first, let middle = Selection.median(&sizes)
        else { return nil }
        switch first {
        case .percent(let value): return .percent(value < 0 ? -middle : middle)
        case .points(let value): return .points(value < 0 ? -middle : middle)
        case .amount(let value): return .amount(value < 0 ? -middle : middle)
        case .fold, .unstated: return nil
        }
    }

    /// A move in the final tenth of a series' groups (at least 20), into the last from the group there farthest from
    /// it, that is at least two and a half times (`bar` of that) the typical change into a group from the farthest of
    /// as many before it anywhere, and a tenth of the range: unless the course already tells it as its last move.
    ///
    /// Groups too few for that (a course by decade) hide a late move in their averages: then the points' own final
    /// stretch is looked at (see `finalPointStretch`). None when the last value is unusual.
    func finalStretch(_ analysis: SeriesAnalysis, bar: Double = 1) -> FinalStretch? {
        // A last value that is unusual is told as such: a stretch ending on it would call a spike a move ("rises 57
        // percent … to 160", the 160 alone).
        if let last = analysis.values.lastIndex(where: { $0?.isFinite == true }), analysis.outliers.contains(last) {
            return nil
        }
        let groups = courseGroups(analysis)
        let count = groups.count
        guard count >= 20 else { return analysis.profile.isGrouped ? finalPointStretch(analysis, bar: bar) : nil }
        let width = max(1, count / 10)
        let placed = groups.map { chart.onScale($0.mean) }
        // Into each group from the farthest of the `width` before it: a peak inside the final stretch (wheat's 1810s,
        // 88.5, between the 1800s' 80 and 1820's 54) starts its fall, never the stretch's first group past it; the
        // typical change is taken alike.
        let changes = (width..<count).map { index in
            ((index - width)..<index).map { abs(placed[index] - placed[$0]) }.max() ?? 0
        }.sorted()
        let typical = changes[changes.count / 2]
        let end = count - 1
        let start =
            ((end - width)..<end).max { abs(placed[$0] - placed[end]) < abs(placed[$1] - placed[end]) } ?? end - width
        let final = placed[end] - placed[start]
        // (A flat series has no final move, though nothing moves more.)
        guard let low = placed.min(), let high = placed.max(), final != 0, abs(final) >= 2.5 * bar * typical,
            abs(final) >= (high - low) / 10
        else { return nil }
        let moves = Moves(values: groups.map(\.mean), placed: placed, isRatio: isRatio(analysis))
        let pivots = moves.pivots
        if pivots.count - 1 <= Self.movesToldWhole, pivots.count >= 2, pivots[pivots.count - 1] == end,
            pivots[pivots.count - 2] >= start - width
        {
            return nil
        }
        return stretch(analysis, from: groups[start], to: groups[end])
    }

    /// The move into a series' last point from the farthest point the other way within its final tenth.
    ///
    /// Of at least 20 points in order along x, when the series is told in groups whose averages would hide it: told
    /// when it is at least three times (`bar` of that) the typical change over as many points anywhere and a quarter of
    /// the values' range, and the last point is at the stretch's end of it (within a tenth of the move), unusual values
    /// left out. Never for a series with a cycle, whose final tenth swings by its season, nor one of values mostly at
    /// their lowest.
    ///
    /// Quarterly unemployment from 1959 told by decade: its 2000s average hides the rise from 4.4 percent in Q4 2006
    /// to 9.6 percent in Q3 2009.
    ///
    /// - Complexity: O(n log n).
    func finalPointStretch(_ analysis: SeriesAnalysis, bar: Double = 1) -> FinalStretch? {
        let positions = analysis.positions
        // (Nor for values mostly at their lowest, dry days, whose last wet one is no level.)
        guard !zip(positions, positions.dropFirst()).contains(where: { $0 > $1 }), cycle(analysis) == nil,
            !analysis.statistics.isFloored
        else {
            return nil
        }
        // Unusual values are told as such: a stretch from a lone spike back to the level is no move.
        let unusual = Set(analysis.outliers)
        let points = analysis.values.indices.filter {
            (analysis.values[$0].map(\.isFinite) ?? false) && !unusual.contains($0)
        }
        let count = points.count
        guard count >= 20 else { return nil }
        let placed = points.map { chart.onScale(analysis.values[$0] ?? 0) }
        let width = max(2, count / 10)
        let changes = (0..<(count - width)).map { abs(placed[$0 + width] - placed[$0]) }.sorted()
        let typical = changes[changes.count / 2]
        let end = count - 1
        let window = (end - width)...end
        guard let low = placed.min(), let high = placed.max(),
            let lowest = window.min(by: { placed[$0] < placed[$1] }),
            let highest = window.max(by: { placed[$0] < placed[$1] })
        else { return nil }
        // Rising into the end when the last point is nearer the stretch's high than its low.
        let isRising = placed[highest] - placed[end] < placed[end] - placed[lowest]
        let start = isRising ? lowest : highest
        let move = placed[end] - placed[start]
        guard move != 0, abs(move) >= 3 * bar * typical, abs(move) >= (high - low) / 4,
            abs(placed[isRising ? highest : lowest] - placed[end]) <= abs(move) / 10
        else { return nil }
        let (from, to) = (points[start], points[end])
        let (first, last) = (analysis.values[from] ?? 0, analysis.values[to] ?? 0)
        return FinalStretch(
            series: SeriesName(analysis.series.name),
            move: Move(
                direction: last > first ? .rising : .falling, from: anchor(analysis.series, from, value: first),
                to: anchor(analysis.series, to, value: last),
                change: change(from: first, to: last, isRatio: isRatio(analysis))))
    }

    /// A long tail: of at least 10 categories with values (none negative, values that add up), the fewest largest that
    /// hold 80 percent of the total, when they are a fifth of the categories or fewer.
    func concentration(_ analysis: SeriesAnalysis) -> Concentration? {
        guard
            chart.resolvedKind == .pie
                || wording.y.axis.resolvedAggregation(locale: wording.language.identifier) == .sum
        else { return nil }
        let values = analysis.values.compactMap { $0 }.filter(\.isFinite)
        guard values.count >= 10, values.allSatisfy({ $0 >= 0 }) else { return nil }
        let total = values.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var (held, count) = (0.0, 0)
        for value in values.sorted(by: >) where held < 0.8 * total {
            held += value
            count += 1
        }
        guard count * 5 <= values.count else { return nil }
        return Concentration(
            series: SeriesName(analysis.series.name), count: count, total: values.count, fraction: held / total)
    }

    /// The slope of a near-linear scatter relationship (at least 8 points, |r| of 0.9 or more, and no curve a parabola
    /// fits better), rounded to two significant digits.
    func slope(_ analysis: SeriesAnalysis) -> Slope? {
        let (xs, ys, _) = scatterPoints(analysis)
        guard xs.count >= 8, case .linear(let r) = RelationshipAnalysis(x: xs, y: ys).form, abs(r) >= 0.9 else {
            return nil
        }
        let line = Self.fit(xs, ys)
        guard line.slope != 0, line.slope.isFinite else { return nil }
        return Slope(
            series: SeriesName(analysis.series.name), yTitle: wording.y.axis.title, xTitle: wording.x.axis.title,
            slope: NumberWording.rounded(line.slope, significantDigits: 2))
    }

    /// The labelled points with the highest and the lowest y of a scatter series whose points have labels (the first
    /// of any tie), when they are two.
    func namedExtremes(_ analysis: SeriesAnalysis) -> NamedExtremes? {
        guard let labels = analysis.series.labels else { return nil }
        let (xs, ys, indices) = scatterPoints(analysis)
        var (high, low): (Int?, Int?) = (nil, nil)
        for position in ys.indices {
            guard let label = labels[indices[position]], !label.isEmpty else { continue }
            if high.map({ ys[position] > ys[$0] }) ?? true { high = position }
            if low.map({ ys[position] < ys[$0] }) ?? true { low = position }
        }
        guard let high, let low, ys[high] > ys[low] else { return nil }
        func point(_ position: Int) -> Anchor2D {
            Anchor2D(x: xs[position], y: ys[position], label: labels[indices[position]])
        }
        func ties(of position: Int) -> [Anchor2D] {
            ys.indices.filter { other in
                other != position && ys[other] == ys[position] && labels[indices[other]].map { !$0.isEmpty } == true
            }.prefix(2).map(point)
        }
        return NamedExtremes(
            series: SeriesName(analysis.series.name), yTitle: wording.y.axis.title, highest: point(high),
            lowest: point(low), highestTies: ties(of: high), lowestTies: ties(of: low))
    }

    /// The gap between two series on one scale along x (at least 8 shared points, one always above the other) when it
    /// at least doubles or halves from the first shared point to the last, by a tenth of their range, mostly in one
    /// direction (its correlation with the order of the points at least 0.6 either way), and ends near its widest (or
    /// narrowest).
    func gap(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> Gap? {
        guard scales == nil, measures == nil, Self.areOnOneScale(a, b) else { return nil }
        // Series that cross have no gap: found first, without storing the points.
        var side = 0
        var crosses = false
        forEachSharedPoint((a.positions, a.values), (b.positions, b.values)) { _, value, other in
            let current = value > other ? 1 : -1
            if side == 0 { side = current }
            crosses = value == other || current != side
            return !crosses
        }
        guard !crosses else { return nil }
        let shared = sharedPoints((a.positions, a.values), (b.positions, b.values))
        guard shared.count >= 8, let first = shared.first, let last = shared.last else { return nil }
        let isAbove = first.value > first.other
        let gaps = shared.map { abs($0.value - $0.other) }
        let (from, to) = (gaps[0], gaps[gaps.count - 1])
        let values = shared.flatMap { [$0.value, $0.other] }
        guard let low = values.min(), let high = values.max(), abs(to - from) >= (high - low) / 10,
            to >= 2 * from || to <= from / 2
        else { return nil }
        let trend = Self.fit(gaps.indices.map(Double.init), gaps)
        guard trend.r2 >= 0.36, (trend.slope > 0) == (to > from) else { return nil }
        // A gap that widened further and then closed again (or narrowed and opened again) did not just widen: it ends
        // within a fifth of its swing of its widest (or narrowest).
        let (narrowest, widest) = (gaps.min() ?? to, gaps.max() ?? to)
        guard (to > from ? widest - to : to - narrowest) <= 0.2 * (widest - narrowest) else { return nil }
        let (upper, lower) = isAbove ? (a, b) : (b, a)
        return Gap(
            first: SeriesName(upper.series.name), second: SeriesName(lower.series.name),
            from: Anchor(value: from, place: place(of: a.series, at: first.index)),
            to: Anchor(value: to, place: place(of: a.series, at: last.index)))
    }
}
