/// How a CSV table becomes a chart: which columns to use, and what a CSV cannot say.
public struct CSVImportOptions: Sendable, Hashable {
    /// The x column, by header name (or 1-based number); `nil` for the first column.
    public var x: String?
    /// The y columns, one series each; empty for every column other than x and `series` whose
    /// cells are mostly numbers.
    public var y: [String]
    /// A column whose distinct values split long-form data into one series each.
    public var series: String?
    /// The chart's title.
    public var title: String?
    /// The chart's kind; `nil` to infer it.
    public var kind: ChartKind?
    /// The y axis unit, such as "steps".
    public var unit: String?

    /// Creates import options; the defaults read a wide table with x in the first column.
    public init(
        x: String? = nil, y: [String] = [], series: String? = nil,
        title: String? = nil, kind: ChartKind? = nil, unit: String? = nil
    ) {
        self.x = x
        self.y = y
        self.series = series
        self.title = title
        self.kind = kind
        self.unit = unit
    }
}

extension CSVTable {
    /// The chart this table holds under `options`.
    ///
    /// Column types are inferred from their non-empty cells: ISO 8601 dates make a date axis,
    /// numbers a numeric one, anything else a categorical one. An empty y cell is a missing value.
    ///
    /// - Throws: `ChartReadError` naming the line and column of a cell that does not fit, or
    ///   naming a column that is not in the header.
    /// - Complexity: O(rows × columns).
    public func chart(options: CSVImportOptions = CSVImportOptions()) throws(ChartReadError) -> Chart {
        guard !header.isEmpty else { throw ChartReadError(.whole, "the CSV header names no columns") }
        guard !rows.isEmpty else { throw ChartReadError(.whole, "the CSV file has a header but no rows of data") }
        let xColumn =
            try options.x.map { (name) throws(ChartReadError) in try column(named: name, setting: .xColumn) } ?? 0
        let seriesColumn = try options.series.map { (name) throws(ChartReadError) in
            try column(named: name, setting: .splitColumn)
        }
        var yColumns: [Int] = []
        for name in options.y { yColumns.append(try column(named: name, setting: .yColumn)) }
        if yColumns.isEmpty {
            yColumns = header.indices.filter { $0 != xColumn && $0 != seriesColumn && isMostlyNumeric($0) }
            guard !yColumns.isEmpty else {
                throw ChartReadError(
                    .whole,
                    "no numeric column to use as y besides '\(header[xColumn])'; the columns are \(header.map { "'\($0)'" }.joined(separator: ", "))"
                )
            }
        }
        if seriesColumn != nil, yColumns.count > 1 {
            throw ChartReadError(
                .whole, "takes one y column to split into series; \(yColumns.count) are chosen or found, choose one",
                setting: .splitColumn)
        }
        let xType = inferredType(of: xColumn)
        let xValues = try xColumnValues(xColumn, type: xType)
        var allSeries: [Series] = []
        if let seriesColumn {
            let yColumn = yColumns[0]
            var order: [String] = []
            var groups: [String: (x: [DataValue], y: [Double?])] = [:]
            for row in rows.indices {
                let key = rows[row][seriesColumn]
                if groups[key] == nil { order.append(key) }
                groups[key, default: ([], [])].x.append(xValues[row])
                groups[key, default: ([], [])].y.append(try number(row: row, column: yColumn))
            }
            for key in order {
                guard let group = groups[key] else { continue }
                allSeries.append(Series(name: key, points: zip(group.x, group.y).map { DataPoint(x: $0, y: $1) }))
            }
        } else {
            for yColumn in yColumns {
                var y: [Double?] = []
                y.reserveCapacity(rows.count)
                for row in rows.indices { y.append(try number(row: row, column: yColumn)) }
                let x: XColumn =
                    xType == .categorical
                    ? .categories(xValues.map { $0.category ?? "" })
                    : .numbers(xValues.map { $0.number ?? 0 })
                var series = Series(name: header[yColumn], x: x, y: y)
                series.prefersColumnForm = rows.count > 1000
                allSeries.append(series)
            }
        }
        // Several columns are several series, named by the overview: the axis is their value.
        let yTitle = seriesColumn == nil && yColumns.count > 1 ? "Value" : header[yColumns[0]]
        let chart = Chart(
            title: options.title,
            kind: options.kind,
            xAxis: Axis(type: xType, title: header[xColumn]),
            yAxis: Axis(type: .numeric, title: yTitle, unit: options.unit),
            series: allSeries
        )
        if let excess = ChartLimits.excess(of: chart, place: { _ in .whole }) { throw excess }
        return chart
    }

    private func column(named name: String, setting: ChartReadError.Setting) throws(ChartReadError) -> Int {
        if let position = header.firstIndex(of: name) { return position }
        if let number = Int(name), header.indices.contains(number - 1) { return number - 1 }
        let hint = Suggestion.nearest(to: name, in: header).map { " (did you mean '\($0)'?)" } ?? ""
        throw ChartReadError(
            .whole,
            "'\(name.quotable)': no such column\(hint); the columns are \(header.map { "'\($0)'" }.joined(separator: ", "))",
            setting: setting)
    }

    /// Numbers if every non-empty cell is a number, else dates if every one is an ISO 8601 date,
    /// else categories.
    func inferredType(of column: Int) -> Axis.ValueType {
        var allNumbers = true
        var allDates = true
        var anyValue = false
        for row in rows {
            let cell = row[column]
            if cell.isEmpty { continue }
            anyValue = true
            if allNumbers, CSVNumber.parse(cell) == nil { allNumbers = false }
            if allDates, ISODate.seconds(from: cell) == nil { allDates = false }
            if !allNumbers && !allDates { return .categorical }
        }
        if !anyValue { return .categorical }
        return allNumbers ? .numeric : .date
    }

    /// Whether most non-empty cells of a column are numbers: such a column is meant as y, and
    /// its other cells are reported as errors rather than the column being silently skipped.
    func isMostlyNumeric(_ column: Int) -> Bool {
        var numbers = 0
        var others = 0
        for row in rows where !row[column].isEmpty {
            if CSVNumber.parse(row[column]) != nil { numbers += 1 } else { others += 1 }
        }
        return numbers > others
    }

    private func xColumnValues(_ column: Int, type: Axis.ValueType) throws(ChartReadError) -> [DataValue] {
        var values: [DataValue] = []
        values.reserveCapacity(rows.count)
        for row in rows.indices {
            let cell = rows[row][column]
            guard !cell.isEmpty else { throw cellError(row: row, column: column, "the x value is empty") }
            switch type {
            case .categorical: values.append(.category(cell))
            // The column's type was chosen because every cell reads as it; NaN would say otherwise.
            case .numeric: values.append(.number(CSVNumber.parse(cell) ?? .nan))
            case .date: values.append(.number(ISODate.seconds(from: cell) ?? .nan))
            }
        }
        return values
    }

    private func number(row: Int, column: Int) throws(ChartReadError) -> Double? {
        let cell = rows[row][column]
        if cell.isEmpty { return nil }
        guard let value = CSVNumber.parse(cell) else {
            throw cellError(
                row: row, column: column,
                "expected a number, or an empty cell for a missing value, found '\(cell.quotable)'")
        }
        return value
    }

    private func cellError(row: Int, column: Int, _ message: String) -> ChartReadError {
        ChartReadError(.csv(line: rowLines[row], column: column + 1, header: header[column]), message)
    }
}

/// Numbers as CSV files write them: optional sign, digits, optional fraction and exponent.
///
/// No thousands separators, no hexadecimal, no NaN or infinity.
enum CSVNumber {
    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty,
            trimmed.utf8.allSatisfy({
                (48...57).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 == 0x65 || $0 == 0x45
            }),
            trimmed.utf8.contains(where: { (48...57).contains($0) }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
