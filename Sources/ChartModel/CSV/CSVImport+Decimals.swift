extension CSVTable {
    /// Why `cell` is no number, after its value in a message ("'12,5' …"), where `decimal` is
    /// the separator the file is read with.
    ///
    /// A number written with the other separator is told against the number that shows the
    /// file's ("as line 3's '3.25' does"), or said to be read so for want of one.
    func reason(_ failure: SpreadsheetNumber.Failure, decimal: UInt8) -> String {
        guard failure == .otherDecimalSeparator else { return failure.reason(decimal: decimal) }
        let (ours, other) = decimal == UInt8(ascii: ",") ? ("comma", "point") : ("point", "comma")
        guard let (row, column) = firstNumber(writing: decimal) else {
            return
                "has a decimal \(other), but this file is read with decimal \(ours)s, and no number in its first rows shows either (see --decimal)"
        }
        return
            "has a decimal \(other) where this file writes decimals with a \(ours), as line \(rowLines[row])'s '\(rows[row][column].quotable)' does (see --decimal)"
    }

    /// The row and column of the first cell, row by row, that is a number written with
    /// `decimal` as its decimal separator (`12,5` or `1.234,5` for a comma; not `1,500`,
    /// which may be either).
    func firstNumber(writing decimal: UInt8) -> (row: Int, column: Int)? {
        for row in rows.indices {
            for column in header.indices {
                let cell = rows[row][column]
                guard cell.utf8.contains(decimal),
                    CSVDialect.lastSeparator(in: Array(cell.utf8)[...]) == decimal,
                    (try? SpreadsheetNumber.read(cell, decimal: decimal)) != nil
                else { continue }
                return (row, column)
            }
        }
        return nil
    }

    /// The note that quoted numbers were read with a decimal comma, told from them alone (a
    /// comma-separated file, no number with a decimal point): the first y cell that shows one.
    func quotedDecimalCommaNote(y columns: [Int]) -> ChartReadNote? {
        guard dialect.decimalSource == .quotedNumbers else { return nil }
        for row in rows.indices {
            for column in columns where CSVDialect.lastSeparator(in: Array(rows[row][column].utf8)[...]) == 0x2C {
                return .decimalComma(column: header[column], example: rows[row][column], line: rowLines[row])
            }
        }
        return nil
    }

    /// The note that numbers which read two ways (`1.500`: 1500 or 1.5) were read by the
    /// delimiter's rule, no number in the file showing its decimal separator: the first y cell
    /// that does.
    func twoReadingsNote(y columns: [Int]) -> ChartReadNote? {
        guard dialect.decimalSource == .delimiter else { return nil }
        for row in rows.indices {
            for column in columns {
                let cell = rows[row][column]
                guard let (comma, point) = SpreadsheetNumber.twoReadings(of: cell) else { continue }
                let isComma = dialect.decimal == UInt8(ascii: ",")
                // The cell's separator is a decimal one when it is the file's decimal separator.
                let separator = cell.contains(".") ? UInt8(ascii: ".") : UInt8(ascii: ",")
                return .twoReadings(
                    column: header[column], example: cell, line: rowLines[row], value: isComma ? comma : point,
                    otherValue: isComma ? point : comma, isDecimal: separator == dialect.decimal,
                    delimiter: CSVDialect.word(of: dialect.delimiter))
            }
        }
        return nil
    }

    /// Refuses a y cell of a comma-separated file read with the locale's decimal comma that
    /// reads as another number with a decimal point (`"1,500"`: 1.5, or 1,500), when no number
    /// settles which.
    ///
    /// - Throws: `ChartReadError` naming the cell, both readings and `--decimal`.
    func checkLocaleDecimal(y columns: [Int], locale: String?) throws(ChartReadError) {
        guard dialect.decimalSource == .locale else { return }
        for row in rows.indices {
            for column in columns {
                let cell = rows[row][column]
                guard let comma = try? SpreadsheetNumber.read(cell, decimal: UInt8(ascii: ",")),
                    let point = try? SpreadsheetNumber.read(cell, decimal: UInt8(ascii: ".")),
                    comma.value != point.value
                else { continue }
                throw cellError(
                    row: row, column: column,
                    "'\(cell.quotable)' is \(PlainNumber.text(comma.value)) with a decimal comma, as the locale '\((locale ?? "").quotable)' writes numbers, or \(PlainNumber.text(point.value)) with a comma between thousands, as comma-separated files write them, and no number in the file settles which; give --decimal ',' or '.'"
                )
            }
        }
    }
}
