extension CSVTable {
    /// What a y column's numbers are in, as their spelling or header says: a currency, percent,
    /// a unit of measure, or plain numbers; nil for a column with no number, which says nothing.
    struct YUnit: Hashable {
        var style: ValueFormat.Style
        var currencyCode: String?
        /// The unit of measure the header writes ("°F" of "High (°F)").
        var measure: String?

        init?(_ column: YColumn) {
            guard column.values.contains(where: { $0 != nil }) else { return nil }
            style = column.format?.style ?? .number
            currencyCode = column.format?.currencyCode
            measure = column.unit
        }

        /// The unit in words for a message: "USD", "percent", "°F", "plain numbers".
        var words: String {
            switch style {
            case .currency: currencyCode ?? "a currency"
            case .percent: "percent"
            case .number: measure.map { "'\($0)'" } ?? "plain numbers"
            }
        }
    }

    /// `column` read as its header's unit (`HeaderUnit`) says, where its cells say no other:
    /// a percent header makes 42 read as 42 percent, a currency header the column's currency,
    /// a unit of measure its unit; a price per a unit ("$/kg", "€ pro kg") is per it in any case, in words
    /// (`locale`'s "per" for a slash).
    func applyingHeaderUnit(of position: Int, to column: YColumn, locale: String?) -> YColumn {
        guard let unit = HeaderUnit(header[position], among: header) else { return column }
        var column = column
        (column.format, column.unit) = unit.applied(
            to: &column.values, format: column.format, labels: MadeUpLabels(locale: locale))
        return column
    }

    /// The name a y column's series and axis take: its header without a unit it writes.
    func seriesName(of position: Int) -> String {
        HeaderUnit(header[position], among: header)?.name ?? header[position]
    }

    /// The y columns that share the first's unit (`YUnit`), as one y axis holds one, and a
    /// note for each left out; a column without numbers agrees with any.
    ///
    /// - Parameters:
    ///   - columns: The y columns, the first the one whose unit the axis takes.
    ///   - readings: Each column's values and format.
    ///   - isGiven: Whether the columns were named (`--y`): then one that disagrees is refused
    ///     rather than left out.
    /// - Returns: The columns kept, in order, and a note for each left out.
    /// - Throws: `ChartReadError` for `--y`, naming the first column that disagrees and the
    ///   first column, with their units.
    func columnsOfOneUnit(_ columns: [Int], readings: [Int: YColumn], isGiven: Bool) throws(ChartReadError)
        -> (kept: [Int], notes: [ChartReadNote])
    {
        let units = columns.map { readings[$0].flatMap(YUnit.init) }
        guard let leader = units.indices.first(where: { units[$0] != nil }), let unit = units[leader] else {
            return (columns, [])
        }
        var kept: [Int] = []
        var notes: [ChartReadNote] = []
        for (column, other) in zip(columns, units) {
            guard let other, other != unit else {
                kept.append(column)
                continue
            }
            let (name, first) = (header[column].quotable, header[columns[leader]].quotable)
            if isGiven {
                throw ChartReadError(
                    .whole,
                    "'\(name)' is in \(other.words) and '\(first)' in \(unit.words), and a y axis has one unit; describe them one at a time",
                    setting: .yColumn)
            }
            notes.append(
                .leftOut(
                    column: header[column], unit: other.words, axisColumn: header[columns[leader]], axisUnit: unit.words
                ))
        }
        return (kept, notes)
    }

    /// The y axis's format for the columns `columns` read as `readings`, which share one unit:
    /// their style and currency, compact when any is; plain when they have none.
    func sharedFormat(of columns: [Int], readings: [Int: YColumn]) -> ValueFormat {
        let formats = columns.compactMap {
            readings[$0].flatMap { YUnit($0) != nil ? $0 : nil }
        }
        .map { $0.format ?? ValueFormat() }
        guard var format = formats.first else { return ValueFormat() }
        format.isCompact = formats.contains(where: \.isCompact)
        return format
    }
}
