extension VegaLiteChartBuilder {
    /// What a line of `points`, made of `rows` along `dimension` with no series
    /// channel, draws when x repeats: more than one value at an x in one line, as Vega-Lite
    /// draws them (a zig-zag, not an average), and the field that tells them apart, if one
    /// does; nil when no x repeats.
    static func repeatsNote(_ points: [DataPoint], rows: [Row], dimension: Channel, measure: Channel, isDates: Bool)
        -> ChartReadNote?
    {
        var counts: [DataValue: Int] = [:]
        for point in points { counts[point.x, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        guard most > 1 else { return nil }
        let repeated = counts.values.filter { $0 > 1 }.count
        let field =
            dimension.timeUnit == nil && dimension.bin == nil
            ? dimension.field.flatMap {
                tellingField(rows, x: $0, besides: [$0, measure.field].compactMap { $0 })
            } : nil
        return .drawnTogether(
            most: most, isEvery: repeated == counts.count && counts.values.allSatisfy { $0 == most },
            repeated: repeated, xCount: counts.count, isDates: isDates, field: field)
    }

    /// The field (by name, the first in order of names) that tells apart most rows that
    /// repeat an earlier row's `x`, as a series field would: more than half of them have a
    /// value of it not seen at that x before; of two to `ChartLimits.series` values, never
    /// missing.
    private static func tellingField(_ rows: [Row], x: String, besides: [String]) -> String? {
        let names = Set(rows.flatMap(\.keys)).subtracting(besides).sorted()
        return names.first { name in
            let values = rows.map { $0[name] ?? .null }
            let distinct = Set(values)
            guard distinct.count > 1, distinct.count <= ChartLimits.series, !distinct.contains(.null) else {
                return false
            }
            var seenX = Set<VegaLiteExpression.Value>()
            var seenPairs = Set<[VegaLiteExpression.Value]>()
            var (repeats, toldApart) = (0, 0)
            for (row, value) in zip(rows, values) {
                let xValue = row[x] ?? .null
                let isNewPair = seenPairs.insert([xValue, value]).inserted
                guard !seenX.insert(xValue).inserted else { continue }
                repeats += 1
                if isNewPair { toldApart += 1 }
            }
            return toldApart * 2 > repeats
        }
    }
}
