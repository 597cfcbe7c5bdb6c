extension VegaLiteChartBuilder {
    /// The fields of `view`'s temporal channels whose values in `rows` are all whole years (1000 to 2999), and there
    /// is one at least.
    ///
    /// Vega-Lite takes a temporal field's numbers as milliseconds since 1970, so 2019 would be a moment two seconds
    /// into 1970; a column of years is what its author meant, as a CSV's year column is read.
    static func yearFields(of view: VegaLiteView, in rows: [Row]) -> [String] {
        var fields: [String] = []
        for (name, channel) in view.channels.sorted(by: { $0.key < $1.key }) {
            let isTemporal =
                channel.type == .temporal || channel.timeUnit != nil
                || (["x2", "y2"].contains(name) && channel.type == nil
                    && view.channels[String(name.dropLast())]?.type == .temporal)
            guard isTemporal, let field = channel.field, !fields.contains(field) else { continue }
            var hasYear = false
            let allYears = rows.allSatisfy { row in
                switch row[field] ?? .null {
                case .null: return true
                case .number(let value):
                    hasYear = true
                    return value == value.rounded() && (1000...2999).contains(value)
                default: return false
                }
            }
            if allYears, hasYear { fields.append(field) }
        }
        return fields
    }

    /// Puts each year of `field` in `rows` as the first moment of that year (in milliseconds since 1970, as Vega-Lite
    /// holds a date), and returns the first and last years.
    static func readingYears(_ field: String, in rows: inout [Row]) -> ClosedRange<Int> {
        var (first, last) = (Int.max, Int.min)
        for index in rows.indices {
            guard case .number(let value)? = rows[index][field] else { continue }
            let year = Int(value)
            (first, last) = (min(first, year), max(last, year))
            rows[index][field] = .number(Double(ISODate.daysSince1970(year: year, month: 1, day: 1)) * 86_400_000)
        }
        return first...last
    }
}
