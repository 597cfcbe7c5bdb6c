/// A Unicode braille sparkline: one cell per group of the profile, its height in four steps
/// (⣀ ⠤ ⠒ ⠉) from the lowest group mean to the highest; a blank cell (⠀) where no point of
/// the group has a value.
package enum Sparkline {
    static let cells: [Character] = ["\u{28C0}", "\u{2824}", "\u{2812}", "\u{2809}"]

    /// The sparkline of a profile; empty when it has no groups.
    package static func cells(for profile: Profile) -> String {
        let means = profile.groups.map(\.mean)
        guard let low = means.min(), let high = means.max() else { return "" }
        return String(
            profile.buckets.map { bucket in
                guard bucket.valueCount > 0 else { return "\u{2800}" }
                // Halved, so that a span across the whole range of Double does not overflow.
                let fraction = high > low ? (bucket.mean / 2 - low / 2) / (high / 2 - low / 2) : 0.5
                guard fraction.isFinite else { return cells[1] }
                return cells[Int(max(0, min(3, (fraction * 3.999).rounded(.down))))]
            })
    }
}
