/// Finds the median of many values in the same pass that reads them, as Floyd and Rivest's selection does: a sample
/// taken beforehand brackets the median between two of its order statistics; the pass counts the values below the
/// bracket and keeps those inside it (about 5 percent); a selection among those kept finds the median exactly.
///
/// When the median falls outside the bracket, or ties crowd into it, `median(count:)` says so and the caller finds it
/// another way. Without a sample (few values), every value is kept.
struct MedianSearch {
    /// Below this many values, keeping them all costs less than sampling them.
    static let samplingCount = 1 << 17

    private let low: Double, high: Double
    private var below = 0
    /// The values inside the bracket, kept apart so that taking a value outside it touches
    /// only scalars.
    private var inside: Inside

    /// A search among `count` values, bracketing their median by `sample`, a sample of them
    /// (`sample(of:value:)`); an empty sample keeps every value.
    init(sample: [Double], count: Int) {
        var sample = sample
        guard sample.count >= 1024 else {
            (low, high, inside) = (-.infinity, .infinity, Inside(capacity: count))
            return
        }
        // Ranks six standard errors of the sample's median on each side (four, were each pair of neighbours one
        // value), for noise; data that wanders (a random walk) is sampled densely enough to need no more.
        let middle = sample.count / 2
        let margin = 3 * Int(Double(sample.count).squareRoot())
        high = Selection.select(min(sample.count - 1, middle + margin), in: &sample)
        low = Selection.select(max(0, middle - margin), in: &sample)
        inside = Inside(capacity: count / 8 + 1024)
    }

    /// Every finite value of `values` at evenly spaced pairs of neighbouring positions, `Outliers.sampleSize` pairs or
    /// so, when there are at least `samplingCount` values; else none.
    ///
    /// They are the pairs whose swings `Outliers.typicalSwing` samples next, which then finds them in the cache (a
    /// long column's values far apart cost a read from memory each).
    static func sample<Element>(of values: [Element], value: (Element) -> Double?) -> [Double] {
        guard values.count >= samplingCount else { return [] }
        let step = values.count / Outliers.sampleSize
        var sample: [Double] = []
        sample.reserveCapacity(2 * (values.count / step + 1))
        for position in stride(from: 0, to: values.count - 1, by: step) {
            for neighbour in position...(position + 1) {
                if let number = value(values[neighbour]), number.isFinite { sample.append(number) }
            }
        }
        return sample
    }

    /// Takes the finite values of a block: at once when its extremes put it wholly outside the
    /// bracket or wholly inside it; else four at a time, counting those below the bracket in a vector and keeping
    /// those inside it (runs of data near the median make the one branch predictable), then the
    /// rest one by one.
    mutating func take(_ block: ScanBlock) {
        let values = block.values
        guard let base = values.baseAddress, block.lowest <= high else { return }
        // A block wholly below the bracket (most of a long series' blocks lie wholly on one side
        // of it) is only counted.
        guard block.highest >= low else {
            below &+= values.count
            return
        }
        // One wholly inside it (data that wanders near the median stays there a while) is kept at once.
        guard block.lowest < low || block.highest > high else {
            inside.add(contentsOf: values)
            return
        }
        let whole = values.count & ~3
        let (lows, highs) = (SIMD4<Double>(repeating: low), SIMD4<Double>(repeating: high))
        var counts = SIMD4<Int64>()
        var index = 0
        inside.adding { kept, room in
            while index < whole {
                let four = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD4<Double>.self)
                counts &+= SIMD4<Int64>().replacing(with: 1, where: four .< lows)
                let isInside = (four .>= lows) .& (four .<= highs)
                if any(isInside) {
                    // Each of the four written after those kept, and kept (passed) only if inside: no branch
                    // for data near the bracket's ends to mispredict.
                    guard kept <= room else { return }
                    let taken = SIMD4<Int64>().replacing(with: 1, where: isInside)
                    for lane in 0..<4 {
                        kept.pointee = four[lane]
                        kept += Int(taken[lane])
                    }
                }
                index &+= 4
            }
            while index < values.count, kept <= room {
                let value = base[index]
                kept.pointee = value
                below &+= value < low ? 1 : 0
                kept += value >= low && value <= high ? 1 : 0
                index &+= 1
            }
        }
        below &+= Int(counts.wrappedSum())
    }

    /// The median of the `count` values taken, or `nil` when the bracket missed it; the search takes no more after.
    mutating func median(count: Int) -> Double? {
        guard !inside.isOverflowing else { return nil }
        var values = inside.taken()
        return Selection.middle(of: count, in: &values, below: below)
    }

    /// The values inside the bracket, in room for `capacity` of them and four more, so that four can be written
    /// before it is known which of them are kept.
    private struct Inside {
        /// More values than this give up on the bracket.
        let capacity: Int
        private var values: [Double]
        private var count = 0
        var isOverflowing: Bool { count > capacity }

        init(capacity: Int) {
            self.capacity = capacity
            // Its elements are said to be written but are written only as values come (doubles need no setting
            // up, and none is read before it is written), so its memory is touched only then.
            values = [Double](unsafeUninitializedCapacity: capacity + 4) { _, initialized in
                initialized = capacity + 4
            }
        }

        /// Calls `body` with where the next value kept goes, which it moves past each value it keeps, and the last
        /// place four values may be written from; once that place is passed, the values are too many.
        mutating func adding(_ body: (inout UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void) {
            guard !isOverflowing else { return }
            let capacity = capacity
            count = values.withUnsafeMutableBufferPointer { buffer in
                // swift-format-ignore: NeverForceUnwrap
                // (The buffer has room for four values at least.)
                let base = buffer.baseAddress!
                var kept = base + count
                body(&kept, base + capacity)
                return kept - base
            }
        }

        mutating func add(contentsOf block: UnsafeBufferPointer<Double>) {
            adding { kept, room in
                guard block.count <= room - kept, let source = block.baseAddress else {
                    kept = room + 1
                    return
                }
                kept.update(from: source, count: block.count)
                kept += block.count
            }
        }

        /// The values kept, handed over for selecting among them (none are kept after).
        mutating func taken() -> [Double] {
            values.removeLast(values.count - count)
            defer { (values, count) = ([], 0) }
            return values
        }
    }
}
