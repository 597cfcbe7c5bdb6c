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
    /// Beyond 10,000 values, an evenly spaced sample of 10,000 is read.
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
        let step = max(1, count / 10_000)
        var most = 0
        for index in stride(from: 0, to: count, by: step) {
            // Whole numbers told by a conversion, not `rounded()`, which baseline x86-64 calls a function for: a
            // million positions are sampled ten thousand times.
            guard let value = value(index), value.isFinite, abs(value) < 0x1p52, value != Double(Int64(value)) else {
                continue
            }
            var scale = 1.0
            for digits in 1...10 {
                scale *= 10
                let scaled = abs(value) * scale
                if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled) {
                    most = max(most, digits)
                    break
                }
                if digits == 10 { most = 10 }
            }
            if most == 10 { break }
        }
        return most
    }
}
