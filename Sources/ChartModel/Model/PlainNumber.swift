/// The plain, locale-free spelling of a number: the shortest text that reads back as the same `Double`, without a
/// trailing ".0" ("5", "0.1", "1e-07").
///
/// Used by the file formats, never for speech, and to tell how many digits a column is written with.
package enum PlainNumber {
    /// The shortest round-tripping spelling of `value`.
    package static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// The most digits after the point that the finite values need to be written exactly, up to ten: 1 for 2.5 and 3, 2
    /// for 1234.5 and 1234.25; each value times `scale` (100 for a percent axis's fractions).
    ///
    /// Beyond 10,000 values, a sample of 10,000 is read: 100 runs of 100 neighbours, evenly spread.
    package static func decimals(in values: [Double?], scale: Double = 1) -> Int {
        decimals(count: values.count) { values[$0].map { $0 * scale } }
    }

    /// The most digits after the point that `values` need, as `decimals(in:scale:)` counts them.
    package static func decimals(in values: [Double]) -> Int {
        decimals(count: values.count) { values[$0] }
    }

    /// The most digits after the point that the values at `count` positions need, `value(position)` each.
    /// (Concrete rather than generic over collections, which another module calls through witnesses for every value.)
    private static func decimals(count: Int, _ value: (Int) -> Double?) -> Int {
        /// Whether `scaled`, at least 0, is a whole number to within a billionth of itself. (The nearest whole number
        /// is found by adding and taking away 2^52, not by `rounded()`, which baseline x86-64 calls a function for;
        /// every number from 2^52 on is whole.)
        func isWhole(_ scaled: Double) -> Bool {
            let nearest = scaled < 0x1p52 ? (scaled + 0x1p52) - 0x1p52 : scaled
            return abs(scaled - nearest) <= 1e-9 * max(1, scaled)
        }
        // Beyond 10,000 values, 100 runs of 100 neighbours, evenly spread: neighbours share the memory read at once,
        // and values far apart do not (a million points' sample, one every hundred, took as long as a describer's
        // pass over a tenth of them).
        let (runs, length) = count > 10_000 ? (100, 100) : (1, count)
        // The most digits so far, and 10 to that power. A value whole with some digits is whole with more (the margin
        // grows with it), so one with no more than the most so far is told by one test.
        var (most, scale) = (0, 1.0)
        for run in 0..<runs {
            let start = runs == 1 ? 0 : (count - length) * run / (runs - 1)
            for index in start..<(start + length) {
                // Whole numbers told by a conversion.
                guard let value = value(index), value.isFinite, abs(value) < 0x1p52, value != Double(Int64(value)),
                    most == 0 || !isWhole(abs(value) * scale)
                else { continue }
                for digits in (most + 1)...10 {
                    scale *= 10
                    if digits == 10 || isWhole(abs(value) * scale) {
                        most = digits
                        break
                    }
                }
                if most == 10 { return 10 }
            }
        }
        return most
    }
}
