/// A spreadsheet's total row ("Gesamt;3.230,75"): the rows' sum, not one of them, so left out and said.
extension CSVTable {
    /// The labels of a total row, in the four languages, lower-cased.
    static let totalLabels: Set<String> = [
        "total", "totals", "grand total", "sum", "gesamt", "insgesamt", "summe", "gesamtsumme", "total général",
        "somme", "total general", "suma", "totales",
    ]

    /// The last row when it totals the rows above it: its first text is a total's label, and each of its numbers
    /// is the sum of its column's (to half a percent, as rounded figures add up); nil otherwise.
    func totalRow(decimal: UInt8) -> Int? {
        guard rows.count > 2, let last = rows.last,
            let label = last.first(where: { !$0.isEmpty && (try? SpreadsheetNumber.read($0, decimal: decimal)) == nil }
            ),
            Self.totalLabels.contains(label.trimmingSpaces.lowercased())
        else { return nil }
        var summed = 0
        for column in header.indices {
            guard let total = try? SpreadsheetNumber.read(last[column], decimal: decimal).value else { continue }
            var sum = 0.0
            for row in rows.dropLast() where !SpreadsheetNumber.isMissing(row[column]) {
                guard let value = try? SpreadsheetNumber.read(row[column], decimal: decimal).value else { return nil }
                sum += value
            }
            guard abs(sum - total) <= abs(total) * 0.005 else { return nil }
            summed += 1
        }
        return summed > 0 ? rows.count - 1 : nil
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
