/// A spreadsheet's total row ("Gesamt;3.230,75"): the rows' sum, not one of them, so left out and said.
extension CSVTable {
    /// The labels of a total row, in the four languages, lower-cased.
    static let totalLabels: Set<String> = [
        "total", "totals", "grand total", "sum", "gesamt", "insgesamt", "summe", "gesamtsumme", "total général",
        "somme", "total general", "suma", "totales",
    ]

    /// A last row labelled as a total (its first text is a total's label): where it is, and, when a number of it is
    /// not its column's sum (to half a percent, as rounded figures add up), that column, the number and the sum.
    struct TotalRow {
        var row: Int
        var label: String
        var mismatch: (column: Int, total: Double, sum: Double)?
    }

    /// The last row when it is labelled as a total and holds a number; nil otherwise.
    func totalRow(decimal: UInt8) -> TotalRow? {
        guard rows.count > 2, let last = rows.last,
            let label = last.first(where: { !$0.isEmpty && (try? SpreadsheetNumber.read($0, decimal: decimal)) == nil }
            ),
            Self.totalLabels.contains(label.trimmingSpaces.lowercased())
        else { return nil }
        var total = TotalRow(row: rows.count - 1, label: label)
        var summed = 0
        for column in header.indices {
            guard let value = try? SpreadsheetNumber.read(last[column], decimal: decimal).value else { continue }
            var sum = 0.0
            for row in rows.dropLast() where !SpreadsheetNumber.isMissing(row[column]) {
                guard let value = try? SpreadsheetNumber.read(row[column], decimal: decimal).value else { return nil }
                sum += value
            }
            if abs(sum - value) > abs(value) * 0.005, total.mismatch == nil { total.mismatch = (column, value, sum) }
            summed += 1
        }
        return summed > 0 ? total : nil
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
    /// Whether the last row's text in some column is a total's label (`CSVTable.totalRow(decimal:)`): such a file
    /// is the table's to read.
    var mayEndInATotal: Bool {
        columns.contains { column in
            column.kind == .texts
                && column.positions.last.map { position in
                    CSVTable.totalLabels.contains(column.texts.strings[Int(position)].lowercased())
                } == true
        }
    }
}
