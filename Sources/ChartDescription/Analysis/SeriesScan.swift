/// What the description engine reads from the points of one series, gathered in a single pass
/// over their x positions and values: the statistics with the median, the profile, the
/// outliers and the x extent.
struct SeriesScan: Sendable {
    let statistics: SeriesStatistics
    let profile: Profile
    /// The indices of the outliers, most extreme first (see `Outliers`), for values ordered along x.
    let outliers: [Int]
    /// The smallest and largest finite x position.
    let xExtent: ClosedRange<Double>?
    /// The statistics of the x positions, when each is finite and none is smaller than the
    /// one before (else `nil`: `SeriesStatistics(numbers:)` finds them).
    let xStatistics: SeriesStatistics?
    /// How many runs of equal x positions there are: the points less those at the position of
    /// the one before (a date repeated is one place of the data's spacing, not a step of none).
    let xRuns: Int
    /// Whether no x position is smaller than the one before.
    let isInXOrder: Bool
    /// The points without a value: the first few, and the longest run of them.
    let missing: MissingPoints
    /// The two highest and two lowest distinct values.
    let extremes: ExtremeNeighbours

    /// The scan of values at positions, grouped as `Profile` groups them and judged for
    /// outliers on a logarithmic scale when `isLogarithmic`.
    ///
    /// - Complexity: O(n): one pass, after samples of some thousands of points when there
    ///   are many; a second pass when x is out of order in a way that changes the grouping,
    ///   and two when the median escapes its sample's bracket (see `MedianSearch`).
    init(
        positions: [Double], values: [Double?], isDate: Bool, isCategorical: Bool, maximumGroups: Int,
        isLogarithmic: Bool, isYears: Bool = false
    ) {
        precondition(positions.count == values.count)
        func plan(_ lowest: Double, _ highest: Double) -> Profile.Plan {
            Profile.Plan(
                lowest: lowest, highest: highest, count: values.count, isDate: isDate, isCategorical: isCategorical,
                maximumGroups: maximumGroups, isYears: isYears)
        }
        // The grouping depends on the x extent, known only after the pass: the first and the
        // last finite position bound it when x is in order, and the pass checks that.
        let first = positions.first(where: \.isFinite) ?? 0
        let last = positions.last(where: \.isFinite) ?? 0
        let expected = plan(min(first, last), max(first, last))
        var builder = Profile.Builder(plan: expected)
        var accumulator = SeriesStatistics.Accumulator()
        var search: MedianSearch? = MedianSearch(sample: MedianSearch.sample(of: values) { $0 }, count: values.count)
        var outliers = values.withUnsafeBufferPointer { Outliers.OrderedScan(column: $0, isLogarithmic: isLogarithmic) }
        var (xSum, xSquares, xDescents, xRepeats, xIsFinite) = (0.0, 0.0, 0, 0, true)
        var missing = MissingPoints()
        var extremes = ExtremeNeighbours()
        ScanBlock.forEach(values, positions: positions) { block in
            for place in block.missing { missing.take(block.first + place) }
            (xSum, xSquares) = (xSum + block.positionSums.shifted, xSquares + block.positionSums.squares)
            xDescents += block.positionSums.descents
            xRepeats += block.positionSums.repeats
            xIsFinite = xIsFinite && block.positionExtent.isFinite
            builder.take(block)
            accumulator.take(block)
            search?.take(block)
            outliers.take(block)
            extremes.take(block)
        }
        self.missing = missing
        self.extremes = extremes
        self.outliers = values.withUnsafeBufferPointer { outliers.outliers(column: $0) }
        statistics = SeriesStatistics(values, accumulator: accumulator, search: &search) { $0 }
        xStatistics =
            xIsFinite && xDescents == 0 && !positions.isEmpty
            ? SeriesStatistics(ascending: positions, shift: first, shiftedSum: xSum, shiftedSquares: xSquares)
            : nil
        xRuns = positions.count - xRepeats
        isInXOrder = xDescents == 0
        let built = builder.profile()
        xExtent = built.xExtent
        profile =
            plan(xExtent?.lowerBound ?? 0, xExtent?.upperBound ?? 0) == expected
            ? built
            : Profile(
                positions: positions, values: values, isDate: isDate, isCategorical: isCategorical,
                maximumGroups: maximumGroups)
    }
}

/// The two highest and the two lowest distinct finite values of a series (infinite where there are fewer), which
/// tell how many digits set its extremes apart (see `AxisWording.settingApartExtremes(of:)`).
struct ExtremeNeighbours: Sendable {
    private(set) var high: (first: Double, second: Double) = (-.infinity, -.infinity)
    private(set) var low: (first: Double, second: Double) = (.infinity, .infinity)

    init() {}

    /// The neighbours of `values`' extremes, in one pass.
    init(_ values: [Double?]) {
        for case let value? in values { take(value) }
    }

    /// Takes a block's values, unless its extremes show none of them can change the neighbours: after the first
    /// stretch of a long series, nearly every block is passed over, and nearly every value of the others.
    mutating func take(_ block: ScanBlock) {
        guard block.highest > high.second || block.lowest < low.second else { return }
        for value in block.values where value > high.second || value < low.second { take(value) }
    }

    mutating func take(_ value: Double) {
        guard value.isFinite else { return }
        if value > high.first {
            high = (value, high.first)
        } else if value < high.first, value > high.second {
            high.second = value
        }
        if value < low.first {
            low = (value, low.first)
        } else if value > low.first, value < low.second {
            low.second = value
        }
    }
}

/// The points of a series without a value, taken in order: the first few, and the longest run of them.
struct MissingPoints: Sendable {
    /// How many of the first are kept.
    static let firstCount = 3
    /// The first points without a value (at most `firstCount`).
    private(set) var first: [Int] = []
    /// The longest run of consecutive points without a value: its first index and length (0 when there is none).
    private(set) var longest = (start: 0, length: 0)
    private var run = (start: 0, length: 0)

    /// Takes the point at `index`, after every one taken before it.
    mutating func take(_ index: Int) {
        if first.count < Self.firstCount { first.append(index) }
        run = run.length > 0 && run.start + run.length == index ? (run.start, run.length + 1) : (index, 1)
        if run.length > longest.length { longest = run }
    }
}

/// A run of consecutive points of a series, read once from its columns and handed to each part of a scan in turn, with
/// the sums and extremes every part needs taken as it is read.
///
/// The parts' loops over a block then run on data in the cache, each with few enough variables to keep them in
/// registers; one loop over everything would keep most of them in memory.
struct ScanBlock {
    /// The points in a block.
    static let size = 1024

    /// The index of the block's first point in the series.
    let first: Int
    /// The x position of each point of the block, when the scan has positions (else empty).
    let positions: UnsafeBufferPointer<Double>
    /// The smallest and the largest position, and whether every position is finite (which
    /// may be false when they all are but their sum overflows).
    let positionExtent: (lowest: Double, highest: Double, isFinite: Bool)
    /// What the scan's sums are taken less, to keep them small and their squares precise: its
    /// first finite position and first finite value (0 when there is none).
    let shifts: (position: Double, value: Double)
    /// The sum of the positions less the position shift, of their squares, of those of the
    /// points with a finite value, and how many positions are smaller than, and equal to, the
    /// one before (the last of the block before included).
    let positionSums: (shifted: Double, squares: Double, valued: Double, descents: Int, repeats: Int)
    /// The sum of the finite values less the value shift, and of their squares.
    let valueSums: (shifted: Double, squares: Double)
    /// The finite values of the block, in order.
    let values: UnsafeBufferPointer<Double>
    /// The places in the block of the points without a finite value, in order (usually none).
    let missing: UnsafeBufferPointer<Int>
    /// The smallest and the largest finite value (infinite when there are none).
    let lowest: Double, highest: Double

    /// The index in the series of the point of the finite value at `position` of `values`: O(m) for the m missing
    /// points of the block.
    func index(_ position: Int) -> Int {
        var place = position
        for gap in missing {
            guard gap <= place else { break }
            place &+= 1
        }
        return first &+ place
    }

    /// Calls `body` with each block of `values` (`nil` and non-finite ones missing) in order,
    /// with their `positions` when given (else none).
    static func forEach(_ values: [Double?], positions: [Double]? = nil, _ body: (ScanBlock) -> Void) {
        forEach(values, positions: positions, value: { $0 }, body)
    }

    /// Calls `body` with each block of the numbers `value` finds in `values` (`nil` and
    /// non-finite ones missing) in order, with their `positions` when given (else none).
    /// (Inlined, so that `value` is, in the loop that reads every point.)
    @inline(always)
    static func forEach<Element>(
        _ values: [Element], positions: [Double]? = nil, value: (Element) -> Double?, _ body: (ScanBlock) -> Void
    ) {
        precondition(positions == nil || positions?.count == values.count)
        var shifts = (position: positions?.first(where: \.isFinite) ?? 0, value: 0.0)
        for element in values {
            if let number = value(element), number.isFinite {
                shifts.value = number
                break
            }
        }
        var previous = -Double.infinity
        var finite = [Double](repeating: 0, count: size)
        var gaps = [Int](repeating: 0, count: size)
        (positions ?? []).withUnsafeBufferPointer { positions in
            values.withUnsafeBufferPointer { column in
                finite.withUnsafeMutableBufferPointer { finite in
                    gaps.withUnsafeMutableBufferPointer { gaps in
                        for first in stride(from: 0, to: column.count, by: size) {
                            let length = min(size, column.count &- first)
                            // Each value at its place, a missing one as NaN (no store waits on the one before); then
                            // the sums and extremes of the rest.
                            for offset in 0..<length { finite[offset] = value(column[first &+ offset]) ?? .nan }
                            var gathered = Reduction(
                                UnsafeBufferPointer(rebasing: finite[..<length]), less: shifts.value)
                            var missing = 0
                            let isFinite = gathered.sum.isFinite && gathered.squares.isFinite
                            if gathered.count < length || !isFinite {
                                // Some value is missing or infinite (or, rarely, the sums too large): the finite
                                // values move to the front, and the places of the others are noted.
                                missing = Self.compact(
                                    finite, length: length, gaps: gaps,
                                    expected: isFinite ? length &- gathered.count : length)
                                if !isFinite {
                                    gathered = Reduction(
                                        UnsafeBufferPointer(rebasing: finite[..<(length &- missing)]),
                                        less: shifts.value)
                                }
                            }
                            let gapsFound = UnsafeBufferPointer(rebasing: gaps[..<missing])
                            // The positions' sum is finite only if each position is (or, rarely,
                            // when it overflows: then the block is merely taken the slow way).
                            var block = UnsafeBufferPointer(rebasing: positions[0..<0])
                            var steps = PositionSteps()
                            var valued = 0.0
                            if !positions.isEmpty {
                                block = UnsafeBufferPointer(rebasing: positions[first..<(first &+ length)])
                                steps = PositionSteps(block, after: previous, less: shifts.position)
                                previous = block[length &- 1]
                                // The positions of the points with a value: all of them less the few without one.
                                valued = steps.sum
                                for gap in gapsFound { valued -= block[gap] - shifts.position }
                            }
                            body(
                                ScanBlock(
                                    first: first, positions: block,
                                    positionExtent: (steps.lowest, steps.highest, steps.sum.isFinite), shifts: shifts,
                                    positionSums: (steps.sum, steps.squares, valued, steps.descents, steps.repeats),
                                    valueSums: (gathered.sum, gathered.squares),
                                    values: UnsafeBufferPointer(rebasing: finite[..<(length &- missing)]),
                                    missing: gapsFound, lowest: gathered.lowest, highest: gathered.highest))
                        }
                    }
                }
            }
        }
    }

    /// Moves the finite numbers among the first `length` of `numbers` to the front, in order, and writes the places
    /// of the others to `gaps`; returns how many others there are.
    ///
    /// Those before the first number that is not finite stay where they are; the runs between the others move at once,
    /// and the rest once `expected` numbers that are not finite have been found (at most that many are).
    static func compact(
        _ numbers: UnsafeMutableBufferPointer<Double>, length: Int, gaps: UnsafeMutableBufferPointer<Int>,
        expected: Int
    ) -> Int {
        guard let base = numbers.baseAddress else { return 0 }
        var (found, start, offset) = (0, 0, 0)
        // The numbers from `start` up to the one at `gap` move before it, to follow the finite ones already found.
        func skip(_ gap: Int) {
            if found > 0 {
                UnsafeMutableRawPointer(base + (start &- found)).copyMemory(
                    from: base + start, byteCount: (gap &- start) &* MemoryLayout<Double>.stride)
            }
            start = gap &+ 1
        }
        while offset < length, found < expected {
            if offset &+ 4 <= length {
                let four = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD4<Double>.self)
                // Only a finite number less itself is zero.
                if all((four - four) .== SIMD4<Double>()) {
                    offset &+= 4
                    continue
                }
            }
            if !base[offset].isFinite {
                skip(offset)
                gaps[found] = offset
                found &+= 1
            }
            offset &+= 1
        }
        skip(length)
        return found
    }
}
/// The sum of a run of numbers less a shift, the sum of the squares of those differences, and
/// their extremes, taken four at a time in vectors: four independent sums shorten the chains of
/// additions that one sum would wait on.
struct Reduction {
    var sum = 0.0, squares = 0.0, lowest = Double.infinity, highest = -Double.infinity
    /// How many numbers were taken (NaNs left out).
    var count = 0

    /// The reduction of `numbers` less `shift`; NaNs are left out of the sums, the extremes and the count.
    @inline(always)
    init(_ numbers: UnsafeBufferPointer<Double>, less shift: Double) {
        guard let base = numbers.baseAddress, !numbers.isEmpty else { return }
        let whole = numbers.count & ~3
        var (sums, squareSums, taken) = (SIMD4<Double>(), SIMD4<Double>(), SIMD4<Int64>())
        var lows = SIMD4<Double>(repeating: .infinity)
        var highs = SIMD4<Double>(repeating: -.infinity)
        let shifts = SIMD4<Double>(repeating: shift)
        var index = 0
        while index < whole {
            let four = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD4<Double>.self)
            let isNumber = four .== four
            let shifted = SIMD4<Double>().replacing(with: four - shifts, where: isNumber)
            sums += shifted
            squareSums += shifted * shifted
            taken &+= SIMD4<Int64>().replacing(with: 1, where: isNumber)
            lows.replace(with: four, where: four .< lows)
            highs.replace(with: four, where: four .> highs)
            index &+= 4
        }
        (sum, squares, lowest, highest) = (sums.sum(), squareSums.sum(), lows.min(), highs.max())
        count = Int(taken.wrappedSum())
        while index < numbers.count {
            let number = base[index]
            if !number.isNaN {
                let shifted = number - shift
                (sum, squares, count) = (sum + shifted, squares + shifted * shifted, count &+ 1)
                (lowest, highest) = (min(lowest, number), max(highest, number))
            }
            index &+= 1
        }
    }

}

/// The sums of a block's x positions less a shift, their extremes, and how many are smaller than, and equal to, the one
/// before, taken four at a time in vectors.
struct PositionSteps {
    var sum = 0.0, squares = 0.0, lowest = Double.infinity, highest = -Double.infinity
    var descents = 0, repeats = 0

    /// Nothing taken.
    init() {}

    /// The steps of `positions` less `shift`, the first compared with `previous`. (NaNs are left out of the extremes,
    /// and make the sums NaN.)
    @inline(always)
    init(_ positions: UnsafeBufferPointer<Double>, after previous: Double, less shift: Double) {
        guard let base = positions.baseAddress, !positions.isEmpty else { return }
        let whole = positions.count & ~3
        var (sums, squareSums, downs, sames) = (SIMD4<Double>(), SIMD4<Double>(), SIMD4<Int64>(), SIMD4<Int64>())
        let shifts = SIMD4<Double>(repeating: shift)
        @inline(always)
        func take(_ four: SIMD4<Double>, after before: SIMD4<Double>) {
            let shifted = four - shifts
            sums += shifted
            squareSums += shifted * shifted
            downs &+= SIMD4<Int64>().replacing(with: 1, where: four .< before)
            sames &+= SIMD4<Int64>().replacing(with: 1, where: four .== before)
        }
        var index = 0
        if whole > 0 {
            let four = UnsafeRawPointer(base).loadUnaligned(as: SIMD4<Double>.self)
            take(four, after: SIMD4(previous, four[0], four[1], four[2]))
            index = 4
        }
        while index < whole {
            take(
                UnsafeRawPointer(base + index).loadUnaligned(as: SIMD4<Double>.self),
                after: UnsafeRawPointer(base + (index &- 1)).loadUnaligned(as: SIMD4<Double>.self))
            index &+= 4
        }
        (sum, squares) = (sums.sum(), squareSums.sum())
        (descents, repeats) = (Int(downs.wrappedSum()), Int(sames.wrappedSum()))
        while index < positions.count {
            let (position, before) = (base[index], index == 0 ? previous : base[index &- 1])
            let shifted = position - shift
            (sum, squares) = (sum + shifted, squares + shifted * shifted)
            descents &+= position < before ? 1 : 0
            repeats &+= position == before ? 1 : 0
            index &+= 1
        }
        // Positions in order have their extremes at their ends; others are looked through again (NaNs left out).
        if descents == 0 {
            (lowest, highest) = (base[0], base[positions.count &- 1])
        } else {
            for position in positions {
                (lowest, highest) = (min(lowest, position), max(highest, position))
            }
        }
    }
}
