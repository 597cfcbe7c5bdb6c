import Foundation

/// Values that stand apart from their neighbours, by a robust rule.
///
/// For ordered data a value's residual is how far it stands from where its neighbours point:
/// the lines through its two neighbours on the left and through its two on the right, each
/// carried on to it. A value away from both in the same direction is a spike, and its residual
/// is its distance from the nearer; otherwise (a turn, a step, a point on a curve) it is 0. At
/// the ends, where one side is missing, the other side's line and its two values' levels
/// (`endResidual`). So a straight rise, a smooth curve, a V-shaped turn and a lasting step leave
/// no outlier.
///
/// A residual is an outlier when it passes three tests. It is more than max(3.5, √(2 ln n) + 1)
/// times the series' typical swing, 1.4826 × the median of the absolute differences between
/// neighbouring values — a threshold growing with the number n of values, so that a long run of
/// noise does not produce outliers by chance. It is at least 15 percent of the values' range.
/// And it is at least `localFactor` times the mean swing around it (of the twelve values on each side, less the
/// two differences the value itself makes and the other spike-like values, past 3.5 swings and 15 percent of the
/// range; of the livelier side), so that the ordinary swings of a volatile stretch are judged against that stretch,
/// and of two spikes near each other neither is judged by the other's jumps (most extreme first: those it finds not
/// unusual are kept as neighbours of the rest). Series of fewer than
/// `minimumCount` values have none. Columns of `samplingCount` points or more estimate the
/// typical swing from about `sampleSize` evenly spaced differences.
///
/// For scatter data the residual is the distance from the least-squares line, and the first two
/// tests apply with the residuals' own centre and spread (their median and MAD, as Iglewicz and
/// Hoaglin's modified z-score).
enum Outliers {
    /// Fewer values than this give too little sense of spread to call any of them unusual.
    static let minimumCount = 8

    /// How many times the mean swing around it an outlier's residual must be.
    static let localFactor = 4.0

    /// Columns of at least this many points have their spread sampled.
    static let samplingCount = 1 << 17

    /// Columns of at least this many points have their typical swing found before the scan (exactly, or sampled from
    /// `samplingCount` on), so that the scan keeps only residuals past 3.5 swings: a column of 100,000 values kept
    /// every residual, and the description of 100,000 points took 35 times a single pass.
    static let swingFirstCount = 1 << 10

    /// About this many residuals or swings estimate a long column's spread: within a few
    /// percent, where more would cost more than the scan they save.
    static let sampleSize = 1 << 13

    /// Indices of the outliers from the least-squares line of `y` on `x`, most extreme first.
    static func scattered(x: [Double], y: [Double]) -> [Int] {
        guard y.count >= minimumCount else { return [] }
        let meanX = x.reduce(0, +) / Double(x.count)
        let meanY = y.reduce(0, +) / Double(y.count)
        var sxx = 0.0
        var sxy = 0.0
        for (a, b) in zip(x, y) {
            sxx += (a - meanX) * (a - meanX)
            sxy += (a - meanX) * (b - meanY)
        }
        let slope = sxx > 0 ? sxy / sxx : 0
        let residuals = y.indices.map { (index: $0, residual: y[$0] - (meanY + slope * (x[$0] - meanX))) }
        let step = residuals.count >= samplingCount ? residuals.count / sampleSize : 1
        var sample = stride(from: 0, to: residuals.count, by: step).map { residuals[$0].residual }
        guard let centre = Selection.median(&sample) else { return [] }
        for index in sample.indices { sample[index] = abs(sample[index] - centre) }
        let meanDeviation = sample.reduce(0, +) / Double(sample.count)
        var spread = Selection.median(&sample) ?? 0
        if spread == 0 { spread = meanDeviation * (0.6745 / 0.7979) }
        guard spread > 0 else { return [] }
        return flagged(
            residuals, centre: centre, scale: spread / 0.6745, count: y.count, range: (y.max() ?? 0) - (y.min() ?? 0))
    }

    /// Indices of the outliers of `column`, values ordered along x (`nil` and non-finite ones missing), most extreme
    /// first; on a logarithmic scale when `isLogarithmic`.
    static func ordered(_ column: [Double?], isLogarithmic: Bool = false) -> [Int] {
        column.withUnsafeBufferPointer { buffer in
            var scan = OrderedScan(column: buffer, isLogarithmic: isLogarithmic)
            ScanBlock.forEach(column) { scan.take($0) }
            return scan.outliers(column: buffer)
        }
    }

    /// The least threshold of a residual, in units of the spread, however few the values.
    static let leastThreshold = 3.5

    /// The threshold of a residual among `count`, in units of the spread.
    private static func threshold(count: Int) -> Double {
        max(leastThreshold, (2 * Foundation.log(Double(count))).squareRoot() + 1)
    }

    /// The indices among `candidates`, residuals out of `count`, more than the threshold times
    /// `scale` from `centre` and at least 15 percent of `range`, most extreme first.
    private static func flagged(
        _ candidates: [(index: Int, residual: Double)], centre: Double, scale: Double, count: Int, range: Double
    ) -> [Int] {
        let smallest = threshold(count: count) * scale
        var found: [(index: Int, deviation: Double)] = []
        for candidate in candidates {
            let deviation = abs(candidate.residual - centre)
            if deviation > smallest, deviation >= 0.15 * range { found.append((candidate.index, deviation)) }
        }
        return found.sorted { $0.deviation != $1.deviation ? $0.deviation > $1.deviation : $0.index < $1.index }.map(
            \.index)
    }

    /// The typical swing of a column: 1.4826 × the median absolute difference between
    /// neighbouring finite values (of every pair, or of about `sampleSize` evenly spaced ones),
    /// or `nil` when the values never change.
    static func typicalSwing(_ column: UnsafeBufferPointer<Double?>, isLogarithmic: Bool) -> Double? {
        func value(at position: Int) -> Double? {
            guard let value = column[position], value.isFinite else { return nil }
            return isLogarithmic ? logarithm(value) : value
        }
        var swings: [Double] = []
        let step = column.count >= samplingCount ? column.count / sampleSize : 1
        swings.reserveCapacity(column.count / step + 1)
        if step == 1 {
            var previous: Double?
            for position in 0..<column.count {
                guard let current = value(at: position) else { continue }
                if let previous { swings.append(abs(current - previous)) }
                previous = current
            }
        } else {
            // Pairs of neighbours, one every `step` places.
            for position in stride(from: 0, to: column.count - 1, by: step) {
                if let current = value(at: position), let next = value(at: position + 1) {
                    swings.append(abs(next - current))
                }
            }
        }
        guard let median = Selection.median(&swings) else { return nil }
        if median > 0 { return 1.4826 * median }
        // Mostly flat with a few moves: the mean swing, scaled to match.
        let mean = swings.reduce(0, +) / Double(max(1, swings.count))
        return mean > 0 ? mean * (1.4826 * 0.6745 / 0.7979) : nil
    }

    /// How many times the values' own spread the typical swing between neighbours must be for a series to be noise:
    /// 1.2, neighbours going together no more than a lag-one correlation of about 0.28 (white noise gives √2; a walk, a
    /// cycle or a trend far less).
    static let noiseSwingRatio = 1.2

    /// Fewer values than this say too little of their spread to be judged as noise around a level: a median absolute
    /// deviation of a dozen values puts the cars' yearly sums of horsepower 1.65 deviations up among the unusual.
    static let noiseMinimumCount = 30

    /// The centre and spread (the median and 1.4826 × the median absolute deviation, of about `sampleSize` evenly
    /// spaced values of a long column) of a column whose typical swing between neighbours is at least
    /// `noiseSwingRatio` times that spread: noise around a level (daily returns, a river's yearly counts), whose
    /// neighbours say nothing of a value, and where the lines through two of them that judge an ordered value amplify
    /// the noise (the S&P 500's −1.8 between 1.6 and 1.6 was unusual, its 4.99 not); nil for any other column.
    static func noiseLevel(_ column: UnsafeBufferPointer<Double?>, swing: Double, isLogarithmic: Bool)
        -> (centre: Double, spread: Double)?
    {
        // About 1,024 values rule out most columns (a walk, a cycle, a trend) at an eighth of the cost; a margin of a
        // tenth for the rough sample's error.
        let isSmall = column.count <= 2 * 1024
        guard let rough = level(of: column, sampleSize: isSmall ? sampleSize : 1024, isLogarithmic: isLogarithmic),
            swing >= noiseSwingRatio * rough.spread * (isSmall ? 1 : 0.9)
        else { return nil }
        guard !isSmall else { return rough }
        guard let level = level(of: column, sampleSize: sampleSize, isLogarithmic: isLogarithmic),
            swing >= noiseSwingRatio * level.spread
        else { return nil }
        return level
    }

    /// The median of about `sampleSize` evenly spaced finite values of `column` (their logarithms when
    /// `isLogarithmic`), and 1.4826 times their median absolute deviation; nil without a deviation.
    private static func level(of column: UnsafeBufferPointer<Double?>, sampleSize: Int, isLogarithmic: Bool)
        -> (centre: Double, spread: Double)?
    {
        let step = max(1, column.count / sampleSize)
        var sample: [Double] = []
        sample.reserveCapacity(column.count / step + 1)
        for position in stride(from: 0, to: column.count, by: step) {
            guard let value = column[position], value.isFinite else { continue }
            sample.append(isLogarithmic ? logarithm(value) : value)
        }
        guard let centre = Selection.median(&sample) else { return nil }
        for index in sample.indices { sample[index] = abs(sample[index] - centre) }
        guard let deviation = Selection.median(&sample), deviation > 0 else { return nil }
        return (centre, 1.4826 * deviation)
    }

    /// The indices of the values of `column` (on their logarithms when `isLogarithmic`), `count` of them finite, more
    /// than the threshold times `level`'s spread from its centre and at least 15 percent of `range`, most extreme
    /// first; four or more in a row on one side are a move or a shift of the level (a late climb), never unusual.
    ///
    /// - Complexity: O(n): one pass, keeping only the values found.
    static func apartFromLevel(
        _ column: UnsafeBufferPointer<Double?>, _ level: (centre: Double, spread: Double), count: Int,
        range: Double, isLogarithmic: Bool
    ) -> [Int] {
        let bar = max(threshold(count: count) * level.spread, 0.15 * range)
        var apart: [(index: Int, residual: Double)] = []
        var run: [(index: Int, residual: Double)] = []
        func endRun() {
            if run.count < 4 { apart += run }
            run.removeAll()
        }
        for position in 0..<column.count {
            guard let value = column[position], value.isFinite else { continue }
            let residual = (isLogarithmic ? logarithm(value) : value) - level.centre
            guard abs(residual) > bar else {
                endRun()
                continue
            }
            if let last = run.last, (last.residual > 0) != (residual > 0) { endRun() }
            run.append((position, residual))
        }
        endRun()
        return flagged(apart, centre: 0, scale: level.spread, count: count, range: range)
    }

    /// The logarithm of a positive value, where a log axis places it; others as they are.
    /// (Never inlined, so that the optimizer cannot compute it for every value of a linear
    /// axis alongside the value itself, as it may for a condition without side effects.)
    @inline(never)
    static func logarithm(_ value: Double) -> Double {
        value > 0 ? Foundation.log10(value) : value
    }

    /// Finds the outliers among finite values ordered along x, taken a block at a time from a
    /// column, on their logarithms when `isLogarithmic`: each value's residual is known once
    /// two more have come.
    ///
    /// Short columns keep every residual and judge them at the end. Longer ones find the
    /// typical swing first (from a sample of the longest), and keep only residuals that could
    /// pass the first two tests: beyond the least threshold (3.5 swings) and, on linear axes, at
    /// least 15 percent of the range of the values so far (the final range is no smaller). The
    /// final range is that of the values as placed: on log axes, between the logarithms of the
    /// largest and the smallest value.
    struct OrderedScan {
        private let isLogarithmic: Bool
        /// The typical swing, when found before the scan (`swingFirstCount`).
        private let swingFirst: Double?
        /// The centre residuals are judged from: 0, as most values lie on a line from a side.
        private let centre = 0.0
        /// Residuals within this of the centre are not kept (−1 keeps all of them).
        private let bar: Double
        /// Residuals within this fraction of the range so far are not kept.
        private let rangeFraction: Double
        private var candidates: [(index: Int, residual: Double)] = []
        private var window = Window()
        /// The indices of the last four values before the block being taken, newest first.
        private var earlier = (0, 0, 0, 0)
        /// The smallest and the largest value so far.
        private var lowest = Double.infinity, highest = -Double.infinity

        /// A scan of the finite values of `column`, which it samples when it is long.
        init(column: UnsafeBufferPointer<Double?>, isLogarithmic: Bool) {
            self.isLogarithmic = isLogarithmic
            guard column.count >= Outliers.swingFirstCount else {
                (swingFirst, bar, rangeFraction) = (nil, -1, 0)
                return
            }
            swingFirst = Outliers.typicalSwing(column, isLogarithmic: isLogarithmic)
            bar = swingFirst.map { Outliers.leastThreshold * $0 } ?? .infinity
            rangeFraction = 0.15
        }

        /// Takes the finite values of a block.
        mutating func take(_ block: ScanBlock) {
            let values = block.values
            guard !values.isEmpty else { return }
            (lowest, highest) = (min(lowest, block.lowest), max(highest, block.highest))
            // A bound on the final range for keeping residuals: the range so far, the whole
            // block included. (On log axes none, since a value at or below zero, placed as
            // itself, may shrink the range of logarithms.)
            let range = isLogarithmic ? 0 : highest - lowest
            // The window in registers while the loop runs; the index of a value only when
            // its residual is kept.
            var window = self.window
            let earlier = self.earlier
            let last = values.count - 1
            defer {
                self.window = window
                self.earlier = (
                    Self.index(back: 0, from: last, in: block, earlier: earlier),
                    Self.index(back: 1, from: last, in: block, earlier: earlier),
                    Self.index(back: 2, from: last, in: block, earlier: earlier),
                    Self.index(back: 3, from: last, in: block, earlier: earlier)
                )
            }
            // A residual is at most a second difference, at most twice the spread of the values
            // it joins: where the block's values and the four before it span less than a third of
            // the least residual kept (half would do; the rest is a margin for rounding), as most
            // blocks of a long series do, none is kept, and the window only moves on.
            if window.seen >= 4, values.count >= 5 {
                let before = (
                    min(min(window.v1, window.v2), min(window.v3, window.v4)),
                    max(max(window.v1, window.v2), max(window.v3, window.v4))
                )
                if 3 * (max(block.highest, before.1) - min(block.lowest, before.0)) < rangeFraction * range {
                    (window.v0, window.v1, window.v2, window.v3, window.v4) = (
                        values[last - 4], values[last - 3], values[last - 2], values[last - 1], values[last]
                    )
                    window.seen += values.count
                    return
                }
            }
            var start = 0
            // The first four values of the series, the first two judged from their right.
            while start < values.count, window.seen < 4 {
                window.push(isLogarithmic ? Outliers.logarithm(values[start]) : values[start])
                window.seen += 1
                if window.seen == 4 {
                    let position = start
                    consider(Outliers.endResidual(window.v1, window.v2, window.v3), range: range) {
                        Self.index(back: 3, from: position, in: block, earlier: earlier)
                    }
                    consider(Outliers.endResidual(window.v2, window.v3, window.v4, beside: window.v1), range: range) {
                        Self.index(back: 2, from: position, in: block, earlier: earlier)
                    }
                }
                start += 1
            }
            /// The loop over `positions`, with a logarithm or without.
            @inline(always)
            func run(_ positions: Range<Int>, _ place: (Double) -> Double) {
                for position in positions {
                    window.push(place(values[position]))
                    // The residual's size, were the two sides' lines to agree, is the nearer
                    // one's: only past the bar is the residual itself worked out, so the loop
                    // has no branch that noise could mispredict.
                    let fromLeft = abs(window.v2 - (2 * window.v1 - window.v0))
                    let fromRight = abs(window.v2 - (2 * window.v3 - window.v4))
                    if (fromLeft < fromRight ? fromLeft : fromRight) > bar {
                        consider(Outliers.residual(window.v0, window.v1, window.v2, window.v3, window.v4), range: range)
                        {
                            Self.index(back: 2, from: position, in: block, earlier: earlier)
                        }
                    }
                }
            }
            if isLogarithmic {
                run(start..<values.count, Outliers.logarithm)
            } else {
                // Until the five values of a window lie in the block, one at a time; then four
                // windows at a time, in vectors; then the rest.
                var position = max(start, min(4, values.count))
                run(start..<position) { $0 }
                // swift-format-ignore: NeverForceUnwrap
                // (A block is never empty, so its buffer has an address; a check here would cost every block.)
                let base = values.baseAddress!
                func load(_ offset: Int) -> SIMD4<Double> {
                    UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD4<Double>.self)
                }
                // A value's distance from its right side's line is the second difference at its
                // right neighbour, v[j-1] - 2 v[j] + v[j+1]: a residual past the bar needs that
                // past it too (compared as squares; with no bar, every one passes). So each
                // point's second difference is taken once, and the residuals of eight values are
                // worked out only when one of their eight passes.
                let bars = SIMD4<Double>(repeating: bar < 0 ? -1 : bar * bar)
                let vectored = position
                while position + 8 <= values.count {
                    let first = load(position - 2) - 2 * load(position - 1) + load(position)
                    let second = load(position + 2) - 2 * load(position + 3) + load(position + 4)
                    if any((first * first .> bars) .| (second * second .> bars)) {
                        for lane in 0..<8 {
                            let at = position + lane
                            consider(
                                Outliers.residual(
                                    values[at - 4], values[at - 3], values[at - 2], values[at - 1], values[at]),
                                range: range
                            ) {
                                Self.index(back: 2, from: at, in: block, earlier: earlier)
                            }
                        }
                    }
                    position += 8
                }
                if position > vectored {
                    (window.v0, window.v1, window.v2, window.v3, window.v4) = (
                        values[position - 5], values[position - 4], values[position - 3], values[position - 2],
                        values[position - 1]
                    )
                }
                run(position..<values.count) { $0 }
            }
            window.seen += values.count - start
        }

        /// Keeps a residual that could be an outlier, the final range being at least `range`,
        /// with the index of its value.
        @inline(always)
        private mutating func consider(_ residual: Double, range: Double, index: () -> Int) {
            let deviation = abs(residual - centre)
            if deviation > bar, deviation >= rangeFraction * range { keep(index(), residual) }
        }

        /// The index of the value `back` (at most 3) places before the one at `position` of
        /// `block`, given the indices of the four values before the block, newest first.
        private static func index(back: Int, from position: Int, in block: ScanBlock, earlier: (Int, Int, Int, Int))
            -> Int
        {
            if position >= back { return block.index(position - back) }
            switch back - position - 1 {
            case 0: return earlier.0
            case 1: return earlier.1
            case 2: return earlier.2
            default: return earlier.3
            }
        }

        @inline(never)
        private mutating func keep(_ index: Int, _ residual: Double) {
            candidates.append((index, residual))
        }

        /// The last five values, newest last, and how many values have come.
        private struct Window {
            var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0
            var seen = 0

            @inline(always)
            mutating func push(_ value: Double) {
                (v0, v1, v2, v3, v4) = (v1, v2, v3, v4, value)
            }
        }

        /// The indices of the outliers of `column` (the column scanned), most extreme first.
        mutating func outliers(column: UnsafeBufferPointer<Double?>) -> [Int] {
            let window = self.window
            guard window.seen >= Outliers.minimumCount else { return [] }
            // The last two values, whose indices are the newest of `earlier`, judged by the line
            // on their left.
            let (second, last) = (earlier.1, earlier.0)
            let range = isLogarithmic ? Outliers.logarithm(highest) - Outliers.logarithm(lowest) : highest - lowest
            consider(Outliers.endResidual(window.v3, window.v2, window.v1, beside: window.v4), range: range) { second }
            consider(Outliers.endResidual(window.v4, window.v3, window.v2), range: range) { last }
            guard let swing = swingFirst ?? Outliers.typicalSwing(column, isLogarithmic: isLogarithmic) else {
                return []
            }
            let isLogarithmic = self.isLogarithmic
            if window.seen >= Outliers.noiseMinimumCount,
                let level = Outliers.noiseLevel(column, swing: swing, isLogarithmic: isLogarithmic)
            {
                let found = Outliers.apartFromLevel(
                    column, level, count: window.seen, range: range, isLogarithmic: isLogarithmic)
                return Outliers.leavingOutCommonValues(found, in: column)
            }
            // Most extreme first, each judged without the spike-like values near it (past the least threshold and 15
            // percent of the range) but those found not unusual: of two spikes near each other, neither is judged by
            // the other's jumps (a second one too small to pass the threshold alone is still not told).
            let spikeLike = candidates.filter {
                abs($0.residual) > Outliers.leastThreshold * swing && abs($0.residual) >= 0.15 * range
            }
            var (found, apart) = ([Int](), Set(spikeLike.map(\.index)))
            for index in Outliers.flagged(candidates, centre: 0, scale: swing, count: window.seen, range: range) {
                apart.remove(index)
                guard Outliers.standsOutLocally(index, in: column, isLogarithmic: isLogarithmic, apart: apart),
                    !Outliers.isCommonAround(index, in: column)
                else { continue }
                found.append(index)
                apart.insert(index)
            }
            return Outliers.leavingOutCommonValues(found, in: column)
        }
    }

    /// The residual of `value` between two neighbours on each side (`left2`, `left1` before it,
    /// `right1`, `right2` after): its distance from the nearer of the two lines carried on to
    /// it from either side when it lies beyond both in the same direction, else 0. (Comparisons
    /// rather than `min` and `max`, which must order NaN, so that each is one instruction.)
    @inline(always)
    static func residual(_ left2: Double, _ left1: Double, _ value: Double, _ right1: Double, _ right2: Double)
        -> Double
    {
        let fromLeft = value - (2 * left1 - left2)
        let fromRight = value - (2 * right1 - right2)
        if fromLeft > 0, fromRight > 0 { return fromLeft < fromRight ? fromLeft : fromRight }
        if fromLeft < 0, fromRight < 0 { return fromLeft > fromRight ? fromLeft : fromRight }
        return 0
    }

    /// The residual of a value near an end, from its two neighbours on the inner side (`nearer`, then `farther`) and,
    /// for the second value, the end value `beside` it: how far it stands beyond every way of seeing it from them — the
    /// line through the inner two carried on to it, each neighbour's own level — when it lies beyond all of them in the
    /// same direction, else 0.
    ///
    /// The line alone follows a curve; the levels alone keep a spike among the inner values from being taken for a line
    /// that the end value departs from.
    static func endResidual(_ value: Double, _ nearer: Double, _ farther: Double, beside: Double? = nil) -> Double {
        var smallest = value - (2 * nearer - farther)
        for level in [nearer, farther] + (beside.map { [$0] } ?? []) {
            let difference = value - level
            guard (difference > 0) == (smallest > 0), difference != 0, smallest != 0 else { return 0 }
            if abs(difference) < abs(smallest) { smallest = difference }
        }
        return smallest
    }

    /// How many of the values around a candidate (up to 32 finite ones each side) must be as far out as it, the same
    /// way, for it to lie within the bulk of its stretch rather than apart from it: a tenth of them, and at least three.
    static let commonShare = 0.1

    /// Whether the value at `index` of `column` lies within the bulk of the values around it: at least `commonShare` of
    /// the finite values within 32 places each side are as far out as it, the same way (as low or lower for a dip, as
    /// high or higher for a spike), so that a dry day among showers, where a third of the days are dry, is no unusual
    /// value however wet its neighbours.
    static func isCommonAround(_ index: Int, in column: UnsafeBufferPointer<Double?>) -> Bool {
        guard let value = column[index], value.isFinite else { return false }
        let around = max(0, index - 32)..<min(column.count, index + 33)
        var (lower, higher, count) = (0, 0, 0)
        var (below, above) = (0, 0)
        for position in around where position != index {
            guard let other = column[position], other.isFinite else { continue }
            count += 1
            if other <= value { lower += 1 }
            if other >= value { higher += 1 }
            if other < value { below += 1 }
            if other > value { above += 1 }
        }
        // A dip has most values above it, a spike most below.
        let asFarOut = above >= below ? lower : higher
        return asFarOut >= 3 && Double(asFarOut) >= commonShare * Double(count)
    }

    /// `found` without the values that are the most common of the column's finite values, held by at least
    /// `commonShare` of them (the dry days of daily rain: zero, on 838 of 1,461 days), which are never unusual.
    ///
    /// Columns of `samplingCount` values or more are tallied in about `sampleSize` evenly spaced ones, where a value
    /// held by a tenth of the column is a tenth within about a percent.
    ///
    /// - Complexity: O(n) in the column's length, when anything was found; O(`sampleSize`) for a long column.
    static func leavingOutCommonValues(_ found: [Int], in column: UnsafeBufferPointer<Double?>) -> [Int] {
        guard !found.isEmpty else { return found }
        var tallies: [Double: Int] = [:]
        for index in found { if let value = column[index] { tallies[value] = 0 } }
        let step = column.count >= samplingCount ? column.count / sampleSize : 1
        var finite = 0
        for position in stride(from: 0, to: column.count, by: step) {
            guard let value = column[position], value.isFinite else { continue }
            finite += 1
            if tallies[value] != nil { tallies[value, default: 0] += 1 }
        }
        return found.filter { index in
            guard let value = column[index], let tally = tallies[value] else { return true }
            return Double(tally) < commonShare * Double(finite)
        }
    }

    /// `found` without the values that stand out only on a linear scale.
    ///
    /// Among positive amounts around them (within 64 places), each must also lie beyond the mean swing around it on
    /// their logarithms. A price tripling every year has its last year three times the one before, a spike beside
    /// the line its neighbours draw, yet on the logarithms it lies on their line: no unusual value, the growth goes on
    /// at its rate. (Where a value around is zero or below, a logarithm means nothing, and all are kept.) Each is
    /// judged without the others found, as they were.
    static func standingOutInRatio(_ found: [Int], in column: UnsafeBufferPointer<Double?>) -> [Int] {
        let apart = Set(found)
        return found.filter { index in
            let around = max(0, index - 64)..<min(column.count, index + 65)
            let isPositive = around.allSatisfy { column[$0].map { !$0.isFinite || $0 > 0 } ?? true }
            return !isPositive
                || standsOutLocally(
                    index, in: column, isLogarithmic: true, apart: apart.subtracting([index]), factor: 1)
        }
    }

    /// Whether the value at `index` of `column` stands out from the values around it: its residual at least `factor`
    /// times the mean swing between neighbours around it.
    ///
    /// The values around it are the twelve finite ones nearest on each side (within 64 places), less those at `apart`
    /// (spike-like values, but those found not unusual); the two differences the value itself makes are left out, and
    /// each side's mean taken apart, the livelier one judging.
    static func standsOutLocally(
        _ index: Int, in column: UnsafeBufferPointer<Double?>, isLogarithmic: Bool, apart: Set<Int> = [],
        factor: Double = localFactor
    ) -> Bool {
        func placed(_ position: Int) -> Double? {
            guard let value = column[position], value.isFinite else { return nil }
            return isLogarithmic ? logarithm(value) : value
        }
        // Twelve finite values each side, those at `apart` counted but not kept: leaving them out must not reach
        // further into a livelier stretch.
        func side(_ positions: StrideTo<Int>) -> [Double] {
            var (kept, counted) = ([Double](), 0)
            for position in positions {
                guard let value = placed(position) else { continue }
                if !apart.contains(position) { kept.append(value) }
                counted += 1
                if counted == 12 { break }
            }
            return kept
        }
        let before = side(stride(from: index - 1, to: max(-1, index - 65), by: -1))
        let after = side(stride(from: index + 1, to: min(column.count, index + 65), by: 1))
        guard let value = placed(index) else { return false }
        func meanSwing(_ side: [Double]) -> Double? {
            guard side.count >= 3 else { return nil }
            let swings = zip(side, side.dropFirst()).map { abs($0 - $1) }
            return swings.reduce(0, +) / Double(swings.count)
        }
        // Too few neighbours to judge locally: the other tests decide.
        guard let scale = [meanSwing(before), meanSwing(after)].compactMap({ $0 }).max() else { return true }
        let residual: Double
        switch (before.count >= 2, after.count >= 2) {
        case (true, true): residual = Outliers.residual(before[1], before[0], value, after[0], after[1])
        case (true, false): residual = endResidual(value, before[0], before[1])
        case (false, true): residual = endResidual(value, after[0], after[1])
        case (false, false): return false
        }
        return abs(residual) >= factor * scale
    }
}
