/// A spreadsheet's total row ("Gesamt;3.230,75"): the rows' sum, not one of them, so left out and said.
extension CSVTable {
    /// The labels of a total row, in the four languages, lower-cased.
    static let totalLabels: Set<String> = [
        "total", "totals", "grand total", "sum", "gesamt", "insgesamt", "summe", "gesamtsumme", "total général",
        "somme", "total general", "suma", "totales",
    ]

    /// The labels of an average row, in the four languages, lower-cased: a mean ("Average", "Durchschnitt",
    /// "Moyenne", "Promedio") or a median.
    static let averageLabels: Set<String> = [
        "average", "avg", "avg.", "mean", "durchschnitt", "mittelwert", "schnitt", "moyenne", "promedio", "media",
    ]
    static let medianLabels: Set<String> = ["median", "médiane", "mediana"]

    /// A last row labelled as a total (its first text is a total's label) or an average: where it is, and, when a
    /// number of it is not its column's sum, mean or median (to half a percent, as rounded figures add up), that
    /// column, the number and the figure.
    struct TotalRow {
        var row: Int
        var label: String
        /// Whether the row is an average (a mean or median), not a total.
        var isAverage = false
        var mismatch: (column: Int, total: Double, sum: Double)?
    }

    /// The last row when it is labelled as a total or an average and holds a number; nil otherwise.
    func totalRow(decimal: UInt8) -> TotalRow? {
        guard rows.count > 2, let last = rows.last,
            let label = last.first(where: { !$0.isEmpty && (try? SpreadsheetNumber.read($0, decimal: decimal)) == nil }
            )
        else { return nil }
        let lower = label.trimmingSpaces.lowercased()
        let isMedian = Self.medianLabels.contains(lower)
        guard Self.totalLabels.contains(lower) || Self.averageLabels.contains(lower) || isMedian else { return nil }
        var total = TotalRow(row: rows.count - 1, label: label, isAverage: !Self.totalLabels.contains(lower))
        var summed = 0
        for column in header.indices {
            guard let value = try? SpreadsheetNumber.read(last[column], decimal: decimal).value else { continue }
            var above: [Double] = []
            for row in rows.dropLast() where !SpreadsheetNumber.isMissing(row[column]) {
                guard let value = try? SpreadsheetNumber.read(row[column], decimal: decimal).value else { return nil }
                above.append(value)
            }
            guard !above.isEmpty else { continue }
            let sum = above.reduce(0, +)
            let figure: Double
            if isMedian {
                let sorted = above.sorted()
                figure = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
            } else {
                figure = total.isAverage ? sum / Double(above.count) : sum
            }
            if abs(figure - value) > abs(value) * 0.005, total.mismatch == nil {
                total.mismatch = (column, value, figure)
            }
            summed += 1
        }
        return summed > 0 ? total : nil
    }

    /// The rows of a table in blocks, each block closed by a row labelled as a total (in any column) that sums the
    /// block above it in every column of numbers (to half a percent), as spreadsheets subtotal long form ("North,
    /// Total,36" under North's months): the rows' indices, two or more, or nil when the table has no such blocks.
    func subtotalRows(decimal: UInt8) -> [Int]? {
        let labelled = rows.indices.filter { row in
            rows[row].contains { Self.totalLabels.contains($0.trimmingSpaces.lowercased()) }
        }
        guard labelled.count >= 2 else { return nil }
        var start = 0
        for row in labelled {
            guard row > start else { return nil }
            var summed = 0
            for column in header.indices {
                guard let total = try? SpreadsheetNumber.read(rows[row][column], decimal: decimal).value else {
                    continue
                }
                var sum = 0.0
                for above in start..<row where !SpreadsheetNumber.isMissing(rows[above][column]) {
                    guard let value = try? SpreadsheetNumber.read(rows[above][column], decimal: decimal).value else {
                        return nil
                    }
                    sum += value
                }
                guard abs(sum - total) <= abs(total) * 0.005 else { return nil }
                summed += 1
            }
            guard summed > 0 else { return nil }
            start = row + 1
        }
        return labelled
    }

    /// Whether the total row `total` is left out: when it sums its columns, or when its label stands in a column of
    /// dates or numbers, where it can be no point; a label among categories that does not sum may be a bar of its own.
    func isLeftOut(_ total: TotalRow) -> Bool {
        guard total.mismatch != nil, let column = rows[total.row].firstIndex(of: total.label) else { return true }
        var above = self
        above.rows.removeLast()
        return above.inferredType(of: column) != .categorical
    }
}

extension CSVColumns {
    /// Whether the last row's text in some column is a total's or an average's label (`CSVTable.totalRow(decimal:)`),
    /// or some text column holds a total's label elsewhere (`CSVTable.subtotalRows(decimal:)`): such a file is the
    /// table's to read.
    var mayHoldATotal: Bool {
        columns.contains { column in
            guard column.kind == .texts else { return false }
            if column.texts.strings.contains(where: { CSVTable.totalLabels.contains($0.lowercased()) }) { return true }
            return column.positions.last.map { position in
                let label = column.texts.strings[Int(position)].lowercased()
                return CSVTable.averageLabels.contains(label) || CSVTable.medianLabels.contains(label)
            } == true
        }
    }
}
