/// Finds the median of many values in the same pass that reads them, as Floyd and Rivest's selection does: a sample
/// taken beforehand brackets the median between two of its order statistics; the pass counts the values below the
/// bracket and keeps those inside it (about 5 percent); a selection among those kept finds the median exactly.
///
/// When the median falls outside the bracket, or ties crowd into it, `median(count:)` says so and the caller finds it
/// another way. Without a sample (few values), every value is kept.
struct MedianSearch {
    /// Below this many values, keeping them all costs less than sampling them.
    static let samplingCount = 1 << 17
    /// The values sampled for the bracket.
    static let sampleSize = 1 << 14

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
        // Ranks six standard errors of the sample's median on each side, for noise; data
        // that wanders (a random walk) is sampled densely enough to need no more.
        let middle = sample.count / 2
        let margin = 3 * Int(Double(sample.count).squareRoot())
        high = Selection.select(min(sample.count - 1, middle + margin), in: &sample)
        low = Selection.select(max(0, middle - margin), in: &sample)
        inside = Inside(capacity: count / 8 + 1024)
    }

    /// Every finite value of `values` at evenly spaced positions, `sampleSize` of them or so,
    /// when there are at least `samplingCount` values; else none.
    static func sample<Element>(of values: [Element], value: (Element) -> Double?) -> [Double] {
        guard values.count >= samplingCount else { return [] }
        let step = values.count / sampleSize
        return stride(from: step / 2, to: values.count, by: step).compactMap { position in
            value(values[position]).flatMap { $0.isFinite ? $0 : nil }
        }
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
        while index < whole {
            let four = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD4<Double>.self)
            counts &+= SIMD4<Int64>().replacing(with: 1, where: four .< lows)
            let isInside = (four .>= lows) .& (four .<= highs)
            if any(isInside) {
                for lane in 0..<4 where isInside[lane] { inside.add(four[lane]) }
            }
            index &+= 4
        }
        below &+= Int(counts.wrappedSum())
        while index < values.count {
            let value = base[index]
            if value < low { below &+= 1 } else if value <= high { inside.add(value) }
            index &+= 1
        }
    }

    /// The median of the `count` values taken, or `nil` when the bracket missed it.
    mutating func median(count: Int) -> Double? {
        inside.isOverflowing ? nil : Selection.middle(of: count, in: &inside.values, below: below)
    }

    private struct Inside {
        /// More values than this give up on the bracket.
        let capacity: Int
        var values: [Double] = []
        var isOverflowing = false

        init(capacity: Int) {
            self.capacity = capacity
            // Room for them all, so that adding one never moves them; memory is touched only
            // as they come.
            values.reserveCapacity(capacity)
        }

        @inline(never)
        mutating func add(_ value: Double) {
            if values.count < capacity { values.append(value) } else { isOverflowing = true }
        }

        mutating func add(contentsOf block: UnsafeBufferPointer<Double>) {
            if values.count + block.count <= capacity { values.append(contentsOf: block) } else { isOverflowing = true }
        }
    }
}
