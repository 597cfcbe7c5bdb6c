import ChartModel
import Foundation

extension ChartDescriber {
    /// What the data says, series by series (each derived series after its source), then for
    /// a stacked chart its total and shares, then the comparisons between series, then the
    /// author's summary.
    func summaryStatements() -> [Statement] {
        var statements: [Statement] = []
        let kind = chart.resolvedKind
        if chart.pointCount == 0 { statements.append(.empty(nil)) }
        for analysis in analyses where !analysis.series.isEmpty && !isDerived(analysis) {
            statements += seriesStatements(analysis, kind: kind)
            for derived in analyses where analysis.series.name == derived.series.derivedFrom && isDerived(derived) {
                statements += derivedStatements(derived, source: analysis)
            }
        }
        let valued = analyses.filter { $0.statistics.valueCount > 0 }
        if kind == .heatmap, !valued.isEmpty, let heat = heatStatement(valued) { statements.append(heat) }
        let compared = valued.filter { !isDerived($0) }
        if chart.isStacked { statements += stackStatements() }
        // A band is a range, not a series to rank: its middle is no value of the data.
        let ranked = compared.filter { $0.series.low == nil || $0.series.high == nil }
        if ranked.count > 1, ![.pie, .heatmap, .scatter, .histogram, .box].contains(kind) {
            statements += comparisonStatements(ranked)
        }
        // A move in the final stretch that the course tells already, among its largest swings, is said once.
        let told = Set(
            statements.flatMap { statement -> [Move] in
                guard case .course(let course) = statement else { return [] }
                switch course.shape {
                case .moves(let moves, _): return moves
                case .swings(_, _, _, _, let largest, _): return largest
                default: return []
                }
            }.map { [$0.from, $0.to] })
        statements += storyStatements(compared).filter { statement in
            switch statement {
            case .story(.finalStretch(let stretch)): !told.contains([stretch.move.from, stretch.move.to])
            case .story(.sharedFinalStretch(let shared)):
                !shared.stretches.allSatisfy { told.contains([$0.move.from, $0.move.to]) }
            default: true
            }
        }
        if let summary = chart.summary?.trimmingSpaces, !summary.isEmpty { statements.append(.author(summary)) }
        return statements
    }

    /// Whether a series is computed from another one of the chart, which it is described against.
    func isDerived(_ analysis: SeriesAnalysis) -> Bool {
        guard let source = analysis.series.derivedFrom else { return false }
        return source != analysis.series.name && analyses.contains { $0.series.name == source }
    }

    /// The statements about one series, by what the chart is.
    private func seriesStatements(_ analysis: SeriesAnalysis, kind: ChartKind) -> [Statement] {
        guard analysis.statistics.valueCount > 0 else { return [.empty(SeriesName(analysis.series.name))] }
        switch kind {
        case .pie: return shareStatements(analysis)
        case .radar: return radarStatements(analysis)
        case .heatmap: return []
        case .histogram: return distributionStatements(analysis)
        case .box: if let boxes = boxStatements(analysis) { return boxes } else { return rankingStatements(analysis) }
        case .bar where isRangeBars(analysis.series):
            return intervalStatements(analysis) ?? orderedStatements(analysis)
        case .scatter where chart.xAxis.type == .numeric: return scatterStatements(analysis)
        default:
            if let strip = stripStatements(analysis) { return strip }
            return tellsCourses ? orderedStatements(analysis) : rankingStatements(analysis)
        }
    }

    /// Whether the summary tells each series' course along x (its moves between turning
    /// points): not for pies, radars, heatmaps, numeric scatters or unordered categories.
    var tellsCourses: Bool {
        switch chart.resolvedKind {
        case .pie, .radar, .heatmap, .histogram, .box: false
        case .scatter where chart.xAxis.type == .numeric: false
        default: chart.xAxis.type != .categorical || isOrderedCategories
        }
    }

    /// Whether the x axis's categories have a meaningful order (months, quarters, age bands).
    var isOrderedCategories: Bool {
        chart.xAxis.type == .categorical && chart.xAxis.resolvedIsOrdered(categories: chart.resolvedCategories)
    }

    /// A series along ordered x (numbers, dates, or categories in order such as months,
    /// quarters and age bands): its grouping, its course, its extremes (or, over more than four
    /// categories, their ranking), band, unusual values, total or average (for bars), missing
    /// values, gaps and goals met.
    func orderedStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        let series = analysis.series
        var statements: [Statement] = []
        let cycle = cycle(analysis)
        let levels = seasonalLevels(analysis)
        let course = course(analysis, cycle: cycle, levels: levels)
        // A steady series is told of its values, not of groups.
        if let grouping = course.grouping {
            statements.append(
                .grouping(
                    GroupedSeries(
                        series: SeriesName(series.name), count: groupedCount(analysis), noun: stepNoun(of: analysis),
                        grouping: grouping, groupCount: levels?.groups.count ?? analysis.profile.groups.count,
                        // Told in a cycle's levels, the course leaves out only cycles of too little to have a
                        // level: no quarter is named partial in a summary by year.
                        partial: levels.map { levels in
                            levels.partial.map {
                                GroupedSeries.PartialGroup(
                                    place: place(of: $0, in: analysis, grouping: levels.grouping),
                                    valueCount: $0.valueCount)
                            }
                        } ?? groups(analysis, where: \.partialGroups),
                        halfFilled: levels == nil ? groups(analysis, where: \.halfGroups) : [],
                        unusualLeftOut: analysis.unusualLeftOut,
                        seasonallyAdjusted: (levels?.adjusted ?? []).map {
                            GroupedSeries.PartialGroup(
                                place: place(of: $0, in: analysis, grouping: levels?.grouping ?? .year),
                                valueCount: $0.valueCount)
                        })))
        }
        statements.append(.course(course))
        if let cycle { statements.append(.cycle(cycle)) }
        let isBandOnly = series.low != nil && series.high != nil && !series.y.contains { $0 != nil }
        if chart.xAxis.type == .categorical, analysis.statistics.valueCount > 4 {
            // Months, weekdays, age bands: their ranking as well as their course.
            statements.append(.ranking(ranking(analysis, isNamed: false)))
        } else if !isBandOnly, let extremes = extremes(analysis), !Self.tells(course, extremes) {
            statements.append(.extremes(extremes))
        }
        if let band = band(analysis) { statements.append(.band(band)) }
        if let unusual = unusualValues(analysis) { statements.append(.outliers(unusual)) }
        if chart.resolvedKind == .bar, let aggregate = aggregate(analysis) { statements.append(.aggregate(aggregate)) }
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        if let gaps = gaps(analysis) { statements.append(.gaps(gaps)) }
        statements += goals(analysis).map(Statement.goal)
        return statements
    }

    /// How a series along x goes: its shifts of level (see `shiftCourse`); or its moves between turning points (see
    /// `Moves`), told whole when few and as swings when many; told in groups' averages when it is summarised, or in
    /// the `levels` a calendar cycle swings around; or the level it holds steady near (see `steadiness`), unless it
    /// repeats `cycle`.
    func course(
        _ analysis: SeriesAnalysis, cycle: Cycle? = nil,
        levels: SeasonalLevels? = nil
    ) -> Course {
        let series = analysis.series
        let name = SeriesName(series.name)
        let isBandMiddle = series.low != nil && !series.y.contains { $0 != nil }
        let grouping = levels?.grouping ?? (analysis.profile.isGrouped ? analysis.profile.grouping : nil)
        let statistics = analysis.statistics
        guard let minimum = statistics.minimum, let maximum = statistics.maximum else {
            return Course(series: name, grouping: nil, shape: .constant(0), isBandMiddle: isBandMiddle)
        }
        if statistics.valueCount == 1 {
            return Course(
                series: name, grouping: nil, shape: .single(anchor(series, minimum.index, value: minimum.value)),
                isBandMiddle: isBandMiddle)
        }
        // The same value throughout, to a few units in the last place of a double: sums of shares that each make 100
        // percent are 0.9999999999999778 as often as 1.
        if maximum.value - minimum.value <= max(abs(minimum.value), abs(maximum.value)) * 1e-12 {
            return Course(series: name, grouping: nil, shape: .constant(minimum.value), isBandMiddle: isBandMiddle)
        }
        if let shifts = shiftCourse(analysis) { return shifts }
        if let steady = seasonalSteadiness(analysis, levels: levels) { return steady }
        // (A cycle of four steps is as unlike its neighbours as noise: it is no steady level.)
        if cycle == nil, let steady = steadiness(analysis) {
            // Told of the values themselves, not of groups' averages (which an unusual value would pull away); the
            // unusual values it leaves out lie beyond its lowest and highest, and are said to.
            let apart = analysis.outliers.count {
                analysis.values[$0].map { $0 < steady.low || $0 > steady.high } ?? false
            }
            return Course(
                series: name, grouping: nil, shape: .steady(level: steady.level, low: steady.low, high: steady.high),
                isBandMiddle: isBandMiddle, steadyLeavesOut: apart)
        }
        let groups = levels?.groups ?? courseGroups(analysis)
        let means = groups.map(\.mean)
        // Values with a rhythm inside each group (weekdays in a month) are no noise, yet their
        // groups' averages may be: then the averages hold steady, when any cycle is shorter
        // than two groups (a longer one, seasons in quarters, is a course even if its averages
        // pass for noise). (Months with more weekends make such averages alternate a little
        // more than noise: no course either.)
        let groupWidth =
            groups.count > 1 ? (groups[groups.count - 1].start - groups[0].start) / Double(groups.count - 1) : 0
        if grouping != nil, levels == nil, analysis.trend.direction == .flat,
            (cycle?.length).map({ $0 < 2 * groupWidth }) ?? true,
            let steady = Self.noiseLevel(
                isLogarithmic: chart.isLogarithmic, least: Self.leastSteadyCount, isAlternationNoise: true,
                { body in
                    for mean in means { body(chart.onScale(mean), mean) }
                })
        {
            return Course(
                series: name, grouping: grouping,
                shape: .steady(level: steady.level, low: steady.low, high: steady.high), isBandMiddle: isBandMiddle)
        }
        let placed = chart.isLogarithmic ? means.map(chart.onScale) : means
        // A series short enough for every move to be told keeps every turn.
        // Runs of equal values end at a gap in the dates: nothing says the value held across it. Points (not groups)
        // are judged against the chart's dates, as the gaps said are: a long-form series without February has a gap
        // there, though too few of its own dates tell it.
        let gapsAfter =
            chart.xAxis.type == .date
            ? Set(DateGaps.indices(in: groups.map(\.start), grid: grouping == nil ? dates?.grid : nil) ?? []) : []
        let moves = Moves(
            values: means, placed: placed, isRatio: isRatio(analysis),
            keepsEveryTurn: means.count <= Self.movesToldWhole + 1, gapsAfter: gapsAfter)
        // Each move leaves from the last of a run of equal values at its start, and says the run
        // it ends in; the first is said from where the series starts, and where it leaves.
        let told = moves.pivots.indices.dropLast().map { order in
            let (from, to) = (moves.stays[order], moves.pivots[order + 1])
            let start = order == 0 ? moves.pivots[0] : from
            let stays = moves.stays[order + 1]
            let mostly = Self.sudden(placed, from: from, to: to).map {
                Leap(
                    from: anchor(of: groups[$0.lowerBound], in: analysis, grouping: levels?.grouping),
                    to: anchor(of: groups[$0.upperBound], in: analysis, grouping: levels?.grouping))
            }
            return Move(
                direction: means[to] > means[from] ? .rising : .falling,
                from: anchor(of: groups[start], in: analysis, grouping: levels?.grouping),
                to: anchor(of: groups[to], in: analysis, grouping: levels?.grouping),
                change: change(from: means[from], to: means[to], isRatio: isRatio(analysis)), mostly: mostly,
                pace: mostly == nil ? Self.pace(placed, from: from, to: to) : nil,
                stays: stays > to ? anchor(of: groups[stays], in: analysis, grouping: levels?.grouping) : nil,
                leaves: from > start ? anchor(of: groups[from], in: analysis, grouping: levels?.grouping) : nil)
        }
        let last = groups.count - 1
        if told.count <= Self.movesToldWhole {
            let end =
                moves.stays.last.map { $0 < last } == true
                ? anchor(of: groups[last], in: analysis, grouping: levels?.grouping) : nil
            return Course(series: name, grouping: grouping, shape: .moves(told, end: end), isBandMiddle: isBandMiddle)
        }
        // Many moves: how many each way, the largest in time order, and the overall direction.
        func size(_ move: Move) -> Double {
            let (from, to) = (move.from.value, move.to.value)
            return isRatio(analysis) ? abs(Foundation.log(to / from)) : abs(to / 2 - from / 2)
        }
        let bySize = told.indices.sorted { size(told[$0]) > size(told[$1]) }
        var largest = Array(bySize.prefix(Self.largestMovesTold))
        // Never only one way (moves alternate, so each way has three or more): when the largest are all or all but one
        // of one way, the two largest of each way and the next largest of all. The second crash of a share price
        // (AMZN's 44 percent in 2008) is heard beside its three climbs.
        let ways = [Direction.rising, .falling].map { way in bySize.filter { told[$0].direction == way } }
        if ways.contains(where: { way in largest.filter(way.contains).count < 2 }) {
            largest = ways.flatMap { $0.prefix(2) }
            largest += bySize.filter { !largest.contains($0) }.prefix(1)
        }
        largest.sort()
        let trend = levels.map { Trend(positions: $0.groups.map(\.position), values: means) } ?? analysis.trend
        var overall: Move?
        if trend.direction != .flat, let first = groups.first, let final = groups.last {
            let direction: Direction = trend.direction == .rising ? .rising : .falling
            if (final.mean > first.mean) == (direction == .rising) {
                overall = Move(
                    direction: direction, from: anchor(of: first, in: analysis, grouping: levels?.grouping),
                    to: anchor(of: final, in: analysis, grouping: levels?.grouping),
                    change: change(from: first.mean, to: final.mean, isRatio: isRatio(analysis)))
            }
        }
        return Course(
            series: name, grouping: grouping,
            shape: .swings(
                rises: told.filter { $0.direction == .rising }.count,
                falls: told.filter { $0.direction == .falling }.count,
                low: means.min() ?? .nan, high: means.max() ?? .nan, largest: largest.map { told[$0] },
                overall: overall), isBandMiddle: isBandMiddle)
    }

    /// The level a series holds steady near, and its lowest and highest values but the unusual ones, when it has no
    /// course to tell: at least `leastSteadyCount` values besides its unusual ones, no trend clear of the noise, and
    /// those values, taken in order of x, as independent of their neighbours as noise is.
    ///
    /// That is von Neumann's ratio, the mean squared step between neighbours over the variance, about 2 for noise
    /// (within two of its standard deviations, about 2/√n, of 2: one noisy series in twenty is told move by move,
    /// rather than a series with a course called steady): a trend, a cycle, a shift of level or a wandering walk makes
    /// neighbours alike and the ratio small, an alternation makes it large. Its zigzag would otherwise be told as rises
    /// and falls that are only noise. `nil` when the series has a course.
    ///
    /// Fewer values are told move by move, each move one between values as they are: with so
    /// few, a rest week's dip or a short build-up is the story, not noise.
    ///
    /// - Complexity: O(n), two passes and no copy of the values when x is in order.
    func steadiness(_ analysis: SeriesAnalysis) -> (level: Double, low: Double, high: Double)? {
        guard analysis.trend.direction == .flat else { return nil }
        let values = analysis.values
        let positions = analysis.positions
        let unusual = analysis.outliers.sorted()
        // The points to take, in order of x: the series' own order unless x goes back, and the
        // unusual values to leave out, in that order.
        let isInOrder = !zip(positions, positions.dropFirst()).contains { $0 > $1 }
        func precedes(_ a: Int, _ b: Int) -> Bool { (positions[a], a) < (positions[b], b) }
        let order = isInOrder ? nil : values.indices.sorted(by: precedes)
        let skipped = isInOrder ? unusual : unusual.sorted(by: precedes)
        let isLogarithmic = chart.isLogarithmic
        // Each value to take on the axis's scale, in order, and the value itself.
        func forEachValue(_ body: (_ placed: Double, _ value: Double) -> Void) {
            var next = 0
            for place in values.indices {
                let index = order.map { $0[place] } ?? place
                if next < skipped.count, skipped[next] == index {
                    next += 1
                    continue
                }
                guard let value = values[index], value.isFinite else { continue }
                if isLogarithmic, value > 0 { body(Foundation.log10(value), value) } else { body(value, value) }
            }
        }
        return Self.noiseLevel(
            isLogarithmic: isLogarithmic, least: Self.leastSteadyCount, isAlternationNoise: false, forEachValue)
    }

    /// The level of values given in order by `forEachValue` (each on the axis's scale, and as
    /// it is) when there are at least `least` of them and they pass von Neumann's test for
    /// noise (see `steadiness`; with `isAlternationNoise`, only its lower side: values that
    /// alternate more than noise count as no course either): their mean (on a log axis of
    /// positive values, their geometric mean), lowest and highest; `nil` when they do not.
    static func noiseLevel(
        isLogarithmic: Bool, least: Int, isAlternationNoise: Bool,
        _ forEachValue: ((_ placed: Double, _ value: Double) -> Void) -> Void
    ) -> (level: Double, low: Double, high: Double)? {
        // Divided by the largest magnitude, so no square overflows, and less the first, so the
        // sums keep their precision however far the values are from zero.
        var count = 0
        var scale = 0.0
        var first = Double.nan
        forEachValue { placed, _ in
            if count == 0 { first = placed }
            count += 1
            scale = max(scale, abs(placed))
        }
        guard count >= least, scale > 0 else { return nil }
        let (inverse, origin) = (1 / scale, first / scale)
        var sum = 0.0
        var squares = 0.0
        var steps = 0.0
        var previous = 0.0
        var total = 0.0
        var low = Double.infinity
        var high = -Double.infinity
        var isPositive = true
        forEachValue { placed, value in
            let deviation = placed * inverse - origin
            sum += deviation
            squares += deviation * deviation
            steps += (deviation - previous) * (deviation - previous)
            previous = deviation
            total += value * (1 / Double(count))
            (low, high) = (min(low, value), max(high, value))
            isPositive = isPositive && value > 0
        }
        // (The first step, from 0 to the first deviation, is 0.)
        let mean = sum / Double(count)
        let variance = squares - sum * mean
        let (ratio, tolerance) = (steps / variance, 2 * 2 / Double(count).squareRoot())
        guard variance > 0, ratio >= 2 - tolerance, isAlternationNoise || ratio <= 2 + tolerance else { return nil }
        // The level: the values' mean, or on a log axis of positive values their geometric mean.
        return (isLogarithmic && isPositive ? Foundation.pow(10, (mean + origin) * scale) : total, low, high)
    }

    /// Where most of a move from `from` to `to` (places in `placed`) happens: the shortest stretch between neighbours,
    /// at most a quarter of the move's length (two steps of a move of six to eight: a beaver's body temperature flat
    /// from 10 AM, 1 degree higher by 4 PM, 0.9 of it after 2 PM), that makes at least two thirds of its change and
    /// no more than all of it (a stretch that goes further, where the move overshot its end, is not most of it).
    ///
    /// A shift of level is then heard as one, and an S-curve's steep middle or a curve's late climb where it is, not as
    /// a steady climb from where the move starts to where it ends. `nil` when no stretch that short makes that much.
    ///
    /// - Complexity: O(k²) in the move's length k (the groups told, 50 unless asked for more;
    /// moves of more than 2,000 steps are not searched).
    static func sudden(_ placed: [Double], from: Int, to: Int) -> ClosedRange<Int>? {
        let sign: Double = placed[to] > placed[from] ? 1 : -1
        let net = (placed[to] - placed[from]) * sign
        guard net > 0, to - from >= 4, to - from <= Self.longestSearch else { return nil }
        for width in 1...max((to - from) / 4, min(2, (to - from) / 3)) {
            var best: (start: Int, change: Double)?
            for start in from...(to - width) {
                let change = (placed[start + width] - placed[start]) * sign
                if change > (best?.change ?? 0) { best = (start, change) }
            }
            if let best, best.change >= net * 2 / 3 {
                return best.change <= net ? best.start...(best.start + width) : nil
            }
        }
        return nil
    }

    /// The cycle a series repeats: found in its values in order of x (up to `mostCycleValues` of them; up to 5,000 in a
    /// chart of at most 100,000 points, a cycle of at most 60 of them; else, or failing that, in the groups' averages
    /// its course is told in), which must be evenly spaced, within half a step, less their fitted line.
    ///
    /// Their autocorrelation must fall to −0.3 or below (through half a cycle), then climb to its next peak of 4 steps
    /// or more (weaker peaks under 4 passed over, a strong one there ends the search: a cycle that short is not told):
    /// that peak's lag is the cycle when the values hold at least three, the correlation there is at least 0.5 (and
    /// 2.5 over the square root of the pairs of values a lag apart, which a short series' chance peak is not), and no
    /// peak of 0.25 or more stands at a whole fraction of it (the cycle would be that one, this a multiple); its length
    /// is taken between lags, at the top of a parabola through the peak. A later, higher peak never stands in for a
    /// weak first one. On simulated series this finds a sine twice the noise in nine of ten, a quarter a fifth above
    /// the others in ten years of quarters nearly always, a wrong length in fewer than one in a thousand, and a cycle
    /// in random walks or noise in fewer than one in a hundred.
    func cycle(_ analysis: SeriesAnalysis) -> Cycle? {
        if let calendar = calendarCycle(analysis) { return calendar }
        let valueCount = analysis.statistics.valueCount
        // Short cycles among the values of a longer series (a week in three years of days),
        // while the whole chart is small enough that a pass per lag stays cheap.
        let isShortSearch = valueCount > Self.mostCycleValues && valueCount <= 5_000 && chart.pointCount <= 100_000
        if valueCount <= Self.mostCycleValues || isShortSearch {
            var (values, positions) = ([Double](), [Double]())
            for (index, value) in analysis.values.enumerated() {
                guard let value, value.isFinite else { continue }
                values.append(chart.onScale(value))
                positions.append(analysis.positions[index])
            }
            if let cycle = cycle(
                in: values, at: positions, longestLag: isShortSearch ? 60 : values.count, series: analysis.series.name)
            {
                return cycle
            }
            if !isShortSearch { return nil }
        }
        guard analysis.profile.isGrouped else { return nil }
        let groups = analysis.profile.groups.filter { $0.valueCount > 0 }
        // Groups that each span most of a faster cycle alias it into a slow one among their means (eleven-year
        // cycles of months in groups of 100 months beat every three cycles): the means carry a cycle only when they
        // differ among themselves by more than each group's values do within it, on average.
        let spread = groups.reduce(0) { $0 + ($1.maximum - $1.minimum) / Double(groups.count) }
        guard let low = groups.map(\.mean).min(), let high = groups.map(\.mean).max(), high - low > spread else {
            return nil
        }
        return cycle(
            in: groups.map { chart.onScale($0.mean) }, at: groups.map(\.start), longestLag: groups.count,
            series: analysis.series.name)
    }

    /// The cycle among `values` at `positions` (see `cycle(_:)`), of at most `longestLag` steps.
    private func cycle(in values: [Double], at positions: [Double], longestLag: Int, series: String) -> Cycle? {
        let count = values.count
        // (Groups are 50 unless more are asked for; beyond 2,000, no cycle is looked for.)
        guard count >= 12, count <= Self.longestSearch || longestLag < count else { return nil }
        let spacings = zip(positions, positions.dropFirst()).map { $1 - $0 }
        guard let narrowest = spacings.min(), let widest = spacings.max(), narrowest > 0, widest <= 1.5 * narrowest
        else { return nil }
        // Less the fitted line, and scaled by the largest magnitude so no square overflows.
        let middle = Double(count - 1) / 2
        let mean = values.reduce(0) { $0 + $1 / Double(count) }
        var (sxx, sxy) = (0.0, 0.0)
        for (index, value) in values.enumerated() {
            let x = Double(index) - middle
            (sxx, sxy) = (sxx + x * x, sxy + x * (value - mean))
        }
        let slope = sxy / sxx
        var residuals = values.indices.map { values[$0] - mean - slope * (Double($0) - middle) }
        guard let largest = residuals.map(abs).max(), largest > 0 else { return nil }
        residuals = residuals.map { $0 / largest }
        let variance = residuals.reduce(0) { $0 + $1 * $1 } / Double(count)
        let top = min(count / 3, longestLag)
        func correlation(_ lag: Int) -> Double {
            residuals.withUnsafeBufferPointer { residuals in
                // Four sums side by side, so the products need not wait on one another.
                var sums = SIMD4<Double>()
                var index = 0
                let end = count - lag
                guard let address = residuals.baseAddress else { return 0 }
                let base = UnsafeRawPointer(address)
                while index + 4 <= end {
                    let here = base.loadUnaligned(fromByteOffset: index * 8, as: SIMD4<Double>.self)
                    let there = base.loadUnaligned(fromByteOffset: (index + lag) * 8, as: SIMD4<Double>.self)
                    sums += here * there
                    index += 4
                }
                var sum = sums.sum()
                while index < end {
                    sum += residuals[index] * residuals[index + lag]
                    index += 1
                }
                return sum / Double(end) / variance
            }
        }
        // The dip comes within half the longest cycle: the lags past it are taken only then.
        var correlations = [1] + (1...(top / 2 + 1)).map(correlation)
        var lag = 1
        while lag <= top / 2, correlations[lag] > -0.3 { lag += 1 }
        guard lag <= top / 2 else { return nil }
        correlations += ((top / 2 + 2)..<(top + 2)).map(correlation)
        while lag <= top {
            while lag <= top, correlations[lag + 1] <= correlations[lag] { lag += 1 }
            while lag <= top, correlations[lag + 1] > correlations[lag] { lag += 1 }
            if lag >= 4 { break }
            // A peak under four steps: a short cycle (never told) when strong, else passed over.
            if lag <= top, correlations[lag] >= 0.25 { return nil }
            lag += 1
        }
        // At least 0.5, and more where few pairs of values stand a lag apart: 21 rows' lone 0.57 at 7 is chance.
        guard lag <= top, correlations[lag] >= max(0.5, 2.5 / Double(count - lag).squareRoot()) else { return nil }
        // No peak at a whole fraction of the lag: that would be the cycle, and this a multiple.
        func isPeak(_ at: Int) -> Bool {
            at >= 2 && correlations[at] >= 0.25 && correlations[at] >= correlations[at - 1]
                && correlations[at] >= correlations[at + 1]
        }
        for parts in stride(from: 2, through: lag / 4, by: 1) {
            let centre = Int((Double(lag) / Double(parts)).rounded())
            if (centre - 1...centre + 1).contains(where: isPeak) { return nil }
        }
        // The peak between lags, from the parabola through it and its neighbours.
        let (before, at, after) = (correlations[lag - 1], correlations[lag], correlations[lag + 1])
        let curvature = before - 2 * at + after
        let peak = Double(lag) + (curvature < 0 ? max(-0.5, min(0.5, (before - after) / (2 * curvature))) : 0)
        let step = (positions[count - 1] - positions[0]) / Double(count - 1)
        // Said to three significant digits ("about 12,600"; durations round themselves).
        let length = chart.xAxis.type == .date ? peak * step : NumberWording.rounded(peak * step, significantDigits: 3)
        var cycle = Cycle(
            series: SeriesName(series), length: length, count: Self.peakCount(residuals, halfWidth: peak / 2))
        if let (highs, swing) = Self.cycleHighs(values, at: positions, length: peak * step) {
            // Dates are said to their spacing, so the second high is put at the date nearest it: a lynx peak of 1828
            // and a cycle of 9.6 years put the next in 1838, where the data has it, not in 1837.
            cycle.highs =
                chart.xAxis.type == .date
                ? highs.map { positions[0] + (($0 - positions[0]) / step).rounded() * step } : highs
            if wording.y.axis.scale == .linear { cycle.swing = .amount(swing) }
        }
        return cycle
    }

    /// How many cycles `values` hold (less their fitted line, whose climb would hide the peaks of a rising cycle):
    /// their peaks.
    ///
    /// A peak is the highest value within `halfWidth` steps either side (half the cycle, cut at the ends; the first of
    /// equal highs), never the first or last value, which may be a climb cut off. Sunspots of 1700 to 2008 peak 28 times, in 1705, 1717 … 2000, though 309 years hold 29.6 cycles of 10.45
    /// years.
    ///
    /// - Complexity: O(n × halfWidth).
    static func peakCount(_ values: [Double], halfWidth: Double) -> Int {
        let reach = max(1, Int(halfWidth.rounded(.down)))
        var peaks = 0
        for (index, value) in values.enumerated() where index > 0 && index < values.count - 1 {
            let before = max(0, index - reach)..<index
            let after = (index + 1)..<min(values.count, index + reach + 1)
            if before.allSatisfy({ values[$0] < value }), after.allSatisfy({ values[$0] <= value }) { peaks += 1 }
        }
        return max(peaks, 1)
    }

    /// Where a cycle of `length` (in x) among `values` at evenly spaced `positions` is highest, as its first two highs,
    /// and how far it swings from low to high, when its phase holds: each value less its level (a centred moving
    /// average over a cycle), averaged by its place in the cycle, passes the tests of a calendar cycle (see `Season`:
    /// the places explain at least 40 percent of what the level leaves, and the shapes of the two halves agree).
    ///
    /// A cycle whose length wanders (sunspots, between 9 and 14 years) has no place its highs keep, and gives `nil`.
    static func cycleHighs(_ values: [Double], at positions: [Double], length: Double) -> ([Double], Double)? {
        let count = values.count
        guard count >= 2, let first = positions.first, let last = positions.last, last > first, length > 0 else {
            return nil
        }
        let step = (last - first) / Double(count - 1)
        let k = Int((length / step).rounded())
        guard k >= 4, count >= 3 * k else { return nil }
        let level = Season.movingAverage(values, window: k)
        let places = positions.map { position -> Int in
            let turns = (position - first) / length
            // (A hair over, so that a place a whole step in is not put one before by rounding.)
            return min(k - 1, Int(((turns - turns.rounded(.down)) * Double(k) + 1e-9).rounded(.down)))
        }
        guard
            let shape = Season.shape(
                of: values.indices.map { values[$0] - level[$0] }, places, placeCount: k, centre: 0),
            shape.explained >= Season.leastExplained, shape.agreement >= Season.leastAgreement,
            let high = shape.effects.indices.max(by: {
                shape.effects[$0] ?? -.infinity < shape.effects[$1] ?? -.infinity
            }),
            let top = shape.effects[high], let bottom = shape.effects.compactMap({ $0 }).min(), top > bottom,
            let firstHigh = places.firstIndex(of: high)
        else { return nil }
        return ([positions[firstHigh], positions[firstHigh] + length], top - bottom)
    }

    /// Whether a move from `from` to `to` (places in `placed`) of at least 8 steps gathers pace (its quarters each
    /// change more than the one before, the same way, the last at least three times the first: an exponential's climb)
    /// or loses it (each less, the first at least three times the last: a climb levelling off).
    ///
    /// A random walk's move seldom keeps to either.
    static func pace(_ placed: [Double], from: Int, to: Int) -> Pace? {
        guard to - from >= 8 else { return nil }
        let sign: Double = placed[to] > placed[from] ? 1 : -1
        let marks = (0...4).map { from + (to - from) * $0 / 4 }
        let quarters = zip(marks, marks.dropFirst()).map { (placed[$1] - placed[$0]) * sign }
        guard quarters.allSatisfy({ $0 > 0 }) else { return nil }
        let pairs = zip(quarters, quarters.dropFirst())
        if pairs.allSatisfy({ $0 < $1 }), quarters[3] >= 3 * quarters[0] { return .gathering }
        if pairs.allSatisfy({ $0 > $1 }), quarters[0] >= 3 * quarters[3] { return .losing }
        return nil
    }

    /// The most values a cycle is looked for in one by one: a pass over them for each lag, so
    /// 200 values cost 13,000 steps, and a thousand series of them about 10 ms.
    static let mostCycleValues = 200

    /// The most steps a move is searched for where most of it happens, and the most groups a
    /// cycle is looked for in: both searches take time growing with the square of it.
    static let longestSearch = 2_000

    /// The fewest values (unusual ones aside) a series may be said to hold steady with.
    static let leastSteadyCount = 20

    /// Whether a course told point by point already names the one highest and the one lowest
    /// value where they are (a steady rise from the lowest to the highest, or swings whose largest moves start or end
    /// at both), so the extremes would only repeat it.
    static func tells(_ course: Course, _ extremes: Extremes) -> Bool {
        guard course.grouping == nil, extremes.highestCount == 1, extremes.lowestCount == 1 else { return false }
        let said: [Anchor]
        switch course.shape {
        case .moves(let moves, let end): said = moves.flatMap { [$0.from, $0.to] } + (end.map { [$0] } ?? [])
        case .swings(_, _, _, _, let largest, let overall):
            said = (largest + (overall.map { [$0] } ?? [])).flatMap { [$0.from, $0.to] }
        default: return false
        }
        return Set(said).isSuperset(of: extremes.highest + extremes.lowest)
    }

    /// Up to this many moves are told one by one.
    static let movesToldWhole = 6

    /// When there are more, this many of the largest are told (one more when they would leave a way with fewer than two).
    static let largestMovesTold = 4

    /// The highest and lowest values and where they are (the first three places of each), with
    /// their labels.
    func extremes(_ analysis: SeriesAnalysis) -> Extremes? {
        let statistics = analysis.statistics
        guard statistics.valueCount > 1, let maximum = statistics.maximum, let minimum = statistics.minimum,
            maximum.value != minimum.value
        else { return nil }
        func places(_ extreme: IndexedValue, count: Int) -> [Anchor] {
            var found = [anchor(analysis.series, extreme.index, value: extreme.value)]
            var index = extreme.index + 1
            while found.count < min(3, count), index < analysis.values.count {
                if analysis.values[index] == extreme.value {
                    found.append(anchor(analysis.series, index, value: extreme.value))
                }
                index += 1
            }
            return found
        }
        return Extremes(
            series: SeriesName(analysis.series.name), highest: places(maximum, count: statistics.maximumCount),
            highestCount: statistics.maximumCount,
            lowest: places(minimum, count: statistics.minimumCount), lowestCount: statistics.minimumCount)
    }

    /// The values far from their neighbours (see `Outliers`), the most unusual first.
    func unusualValues(_ analysis: SeriesAnalysis) -> UnusualValues? {
        let found = analysis.outliers
        guard !found.isEmpty else { return nil }
        return UnusualValues(
            series: SeriesName(analysis.series.name),
            values: found.prefix(3).map { anchor(analysis.series, $0, value: analysis.values[$0]) },
            count: found.count, isScatter: false)
    }

    /// The groups a course is told in: partial ones (a decade of one year, a week of one reading) left out, as the
    /// grouping says, since their averages rest on too little to compare.
    func courseGroups(_ analysis: SeriesAnalysis) -> [Profile.Group] {
        let partial = analysis.profile.partialGroups
        guard partial.filter({ !$0 }).count >= 2 else { return analysis.profile.groups }
        return zip(analysis.profile.groups, partial).filter { !$1 }.map(\.0)
    }

    /// The groups the course leaves out as partial (`\.partialGroups`) or tells as resting on half their period
    /// (`\.halfGroups`), with how many values each holds; none when fewer than two whole groups would remain.
    func groups(_ analysis: SeriesAnalysis, where kind: KeyPath<Profile, [Bool]>) -> [GroupedSeries.PartialGroup] {
        guard analysis.profile.partialGroups.filter({ !$0 }).count >= 2 else { return [] }
        return zip(analysis.profile.groups, analysis.profile[keyPath: kind]).filter(\.1).map {
            GroupedSeries.PartialGroup(place: place(of: $0.0, in: analysis), valueCount: $0.0.valueCount)
        }
    }

    /// Points without a value: where, when few.
    func missing(_ analysis: SeriesAnalysis) -> Missing? {
        let count = analysis.statistics.missingCount
        guard count > 0 else { return nil }
        let (first, longest) = (analysis.missing.first, analysis.missing.longest)
        var missing = Missing(
            series: SeriesName(analysis.series.name), count: count, total: analysis.series.count,
            noun: stepNoun(of: analysis),
            places: first.map { place(of: analysis.series, at: $0) })
        // A stretch longer than one step is its own story: a season without readings. A scatter's points are in no
        // order, so they make no stretch.
        if longest.length > 1, chart.resolvedKind != .scatter {
            missing.longest = Stretch(
                from: place(of: analysis.series, at: longest.start),
                to: place(of: analysis.series, at: longest.start + longest.length - 1))
            missing.longestCount = longest.length
        }
        return missing
    }

    /// The points of a series after which data is missing until the next: on date axes, periods without points
    /// (see `DateGaps`: a weekend in trading days is none; a series judged against the dates of the whole chart); on
    /// an axis of year numbers that mostly steps a year at a time, years without points (WorldPhones' 1951, then 1956).
    func gapIndices(_ analysis: SeriesAnalysis) -> [Int] {
        let positions = analysis.positions
        if wording.x.isYearLike {
            let steps = zip(positions, positions.dropFirst()).map { $1 - $0 }
            guard steps.count > 1, steps.filter({ $0 == 1 }).count * 2 > steps.count else { return [] }
            return steps.indices.filter { steps[$0] > 1 }
        }
        guard chart.xAxis.type == .date else { return [] }
        return DateGaps.indices(in: positions, grid: dates?.grid) ?? []
    }

    /// The stretches without data of a series (see `gapIndices(_:)`): "no data between 1951 and 1956".
    ///
    /// On dates, those the chart's dates a series misses before its first date or after its last are said too (see
    /// `DateGaps.edges`).
    func gaps(_ analysis: SeriesAnalysis) -> Gaps? {
        let positions = analysis.positions
        let gaps = gapIndices(analysis)
        let edges =
            chart.xAxis.type == .date && !wording.x.isYearLike
            ? DateGaps.edges(of: positions, extent: dates?.extent(ofSeriesAt: positions), grid: dates?.grid)
            : (before: nil, after: nil)
        guard !gaps.isEmpty || edges.before != nil || edges.after != nil else { return nil }
        let step = { (index: Int) in positions[index + 1] - positions[index] }
        let longest = gaps.max { step($0) < step($1) } ?? 0
        let series = analysis.series
        let said = gaps.count <= 2 ? gaps : [longest]
        let stretch = { (dates: ClosedRange<Double>) in
            Stretch(from: self.place(of: .number(dates.lowerBound)), to: self.place(of: .number(dates.upperBound)))
        }
        return Gaps(
            series: SeriesName(series.name), count: gaps.count,
            between: said.map { Stretch(from: place(of: series, at: $0), to: place(of: series, at: $0 + 1)) },
            before: edges.before.map(stretch), after: edges.after.map(stretch))
    }

    /// For each y reference line, how many values reach it.
    func goals(_ analysis: SeriesAnalysis) -> [Goal] {
        chart.references.filter { $0.axis == .y && $0.value.isFinite }.compactMap { reference in
            var met = 0
            for case let value? in analysis.values where value.isFinite && value >= reference.value { met += 1 }
            let total = analysis.statistics.valueCount
            guard total > 0 else { return nil }
            return Goal(
                series: SeriesName(analysis.series.name), label: reference.label.flatMap { $0.isEmpty ? nil : $0 },
                value: reference.value,
                met: met, total: total, noun: stepNoun(of: analysis))
        }
    }
}
