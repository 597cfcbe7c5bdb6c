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
        var search = MedianSearch(sample: MedianSearch.sample(of: values) { $0 }, count: values.count)
        var outliers = values.withUnsafeBufferPointer { Outliers.OrderedScan(column: $0, isLogarithmic: isLogarithmic) }
        var (xSum, xSquares, xDescents, xRepeats, xIsFinite) = (0.0, 0.0, 0, 0, true)
        var missing = MissingPoints()
        var extremes = ExtremeNeighbours()
        ScanBlock.forEach(values, positions: positions) { block in
            // The few points without a value, found from the block's present ones (O(m log n) for m missing).
            let length = min(ScanBlock.size, values.count - block.first)
            if block.values.count < length {
                ScanBlock.forEachMissing(in: block.offsets, of: length) { missing.take(block.first + $0) }
            }
            (xSum, xSquares) = (xSum + block.positionSums.shifted, xSquares + block.positionSums.squares)
            xDescents += block.positionSums.descents
            xRepeats += block.positionSums.repeats
            xIsFinite = xIsFinite && block.positionExtent.isFinite
            builder.take(block)
            accumulator.take(block)
            search.take(block)
            outliers.take(block)
            extremes.take(block)
        }
        self.missing = missing
        self.extremes = extremes
        self.outliers = values.withUnsafeBufferPointer { outliers.outliers(column: $0) }
        statistics = SeriesStatistics(values, accumulator: accumulator, search: search) { $0 }
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
    /// stretch of a long series, nearly every block is passed over.
    mutating func take(_ block: ScanBlock) {
        guard block.highest > high.second || block.lowest < low.second else { return }
        for value in block.values { take(value) }
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
    /// The place in the block of the point of each finite value.
    let offsets: UnsafeBufferPointer<Int>
    /// The smallest and the largest finite value (infinite when there are none).
    let lowest: Double, highest: Double

    /// The index in the series of the point of the finite value at `position` of `values`.
    func index(_ position: Int) -> Int { first + offsets[position] }

    /// Calls `body` with each offset from 0 to `count` that is not among `present`, the
    /// ascending offsets of the present ones: O(r log n) for r runs of missing offsets, each found by a binary search
    /// (an offset's lead over its place in `present` counts the missing before it, and never falls).
    static func forEachMissing(in present: UnsafeBufferPointer<Int>, of count: Int, _ body: (Int) -> Void) {
        guard present.count < count else { return }
        var (start, lead) = (0, 0)
        while true {
            // The first present offset with more missing before it than `lead`: a run of them ends there.
            var (low, high) = (start, present.count)
            while low < high {
                let middle = (low &+ high) / 2
                if present[middle] &- middle > lead { high = middle } else { low = middle &+ 1 }
            }
            let end = low < present.count ? present[low] : count
            for offset in (low == 0 ? 0 : present[low &- 1] &+ 1)..<end { body(offset) }
            guard low < present.count else { return }
            (start, lead) = (low, present[low] &- low)
        }
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
        var places = [Int](repeating: 0, count: size)
        (positions ?? []).withUnsafeBufferPointer { positions in
            values.withUnsafeBufferPointer { column in
                finite.withUnsafeMutableBufferPointer { finite in
                    places.withUnsafeMutableBufferPointer { places in
                        for first in stride(from: 0, to: column.count, by: size) {
                            let end = min(first + size, column.count)
                            // The finite values, gathered without a branch, with the descents and
                            // repeats of the positions read alongside (so that the two streams from
                            // memory overlap); then the sums and extremes of both, four at a time.
                            var count = 0
                            var (descents, repeats) = (0, 0)
                            @inline(always)
                            func gather(_ hasPositions: Bool) {
                                for offset in 0..<(end &- first) {
                                    let number = value(column[first &+ offset]) ?? .nan
                                    finite[count] = number
                                    places[count] = offset
                                    count &+= number.isFinite ? 1 : 0
                                    guard hasPositions else { continue }
                                    let position = positions[first &+ offset]
                                    descents &+= position < previous ? 1 : 0
                                    repeats &+= position == previous ? 1 : 0
                                    previous = position
                                }
                            }
                            if positions.isEmpty { gather(false) } else { gather(true) }
                            let gathered = Reduction(
                                UnsafeBufferPointer(rebasing: finite[..<count]), less: shifts.value)
                            // The positions' sum is finite only if each position is (or, rarely,
                            // when it overflows: then the block is merely taken the slow way).
                            var (low, high, sum, squares, valued) = (Double.infinity, -Double.infinity, 0.0, 0.0, 0.0)
                            if !positions.isEmpty {
                                let block = UnsafeBufferPointer(rebasing: positions[first..<end])
                                // Positions in order have their extremes at their ends (any NaN
                                // among them makes the sum NaN, and the block is taken again).
                                let isAscending = descents == 0
                                let reduced = Reduction(block, less: shifts.position, findsExtremes: !isAscending)
                                (low, high, sum, squares) =
                                    isAscending
                                    ? (block[0], block[block.count - 1], reduced.sum, reduced.squares)
                                    : (reduced.lowest, reduced.highest, reduced.sum, reduced.squares)
                                // The positions of the points with a value: all of them less the
                                // few without one.
                                valued = sum
                                Self.forEachMissing(
                                    in: UnsafeBufferPointer(rebasing: places[..<count]), of: block.count
                                ) { valued -= block[$0] - shifts.position }
                            }
                            let block = UnsafeBufferPointer(
                                rebasing: positions.isEmpty ? positions[0..<0] : positions[first..<end])
                            body(
                                ScanBlock(
                                    first: first, positions: block, positionExtent: (low, high, sum.isFinite),
                                    shifts: shifts,
                                    positionSums: (sum, squares, valued, descents, repeats),
                                    valueSums: (gathered.sum, gathered.squares),
                                    values: UnsafeBufferPointer(rebasing: finite[..<count]),
                                    offsets: UnsafeBufferPointer(rebasing: places[..<count]), lowest: gathered.lowest,
                                    highest: gathered.highest))
                        }
                    }
                }
            }
        }
    }
}

/// The sum of a run of numbers less a shift, the sum of the squares of those differences, and
/// their extremes, taken four at a time in vectors: four independent sums shorten the chains of
/// additions that one sum would wait on.
struct Reduction {
    var sum = 0.0, squares = 0.0, lowest = Double.infinity, highest = -Double.infinity

    /// The reduction of `numbers` less `shift`, with their extremes when `findsExtremes`.
    /// (NaNs are left out of the extremes, and make the sums NaN.)
    @inline(always)
    init(_ numbers: UnsafeBufferPointer<Double>, less shift: Double, findsExtremes: Bool = true) {
        guard let base = numbers.baseAddress, !numbers.isEmpty else { return }
        let count = numbers.count
        let whole = count & ~3
        var sums = SIMD4<Double>()
        var squareSums = SIMD4<Double>()
        var lows = SIMD4<Double>(repeating: .infinity)
        var highs = SIMD4<Double>(repeating: -.infinity)
        let shifts = SIMD4<Double>(repeating: shift)
        var index = 0
        while index < whole {
            let four = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD4<Double>.self)
            let shifted = four - shifts
            sums += shifted
            squareSums += shifted * shifted
            if findsExtremes {
                lows.replace(with: four, where: four .< lows)
                highs.replace(with: four, where: four .> highs)
            }
            index &+= 4
        }
        sum = sums.sum()
        squares = squareSums.sum()
        lowest = lows.min()
        highest = highs.max()
        while index < count {
            let number = base[index]
            let shifted = number - shift
            sum += shifted
            squares += shifted * shifted
            lowest = number < lowest ? number : lowest
            highest = number > highest ? number : highest
            index &+= 1
        }
    }
}
