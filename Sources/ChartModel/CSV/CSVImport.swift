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
    /// The character between fields: a comma, semicolon, tab or pipe; `nil` to tell from the
    /// header and first rows.
    public var delimiter: Character?
    /// The decimal separator, a point or a comma; `nil` for a point after a comma delimiter,
    /// otherwise the one the numbers show, else the locale's.
    public var decimalSeparator: Character?
    /// The x column's date format in strftime's terms, such as `%d/%m/%Y`; `nil` to recognize
    /// dates as people write them.
    public var dateFormat: String?
    /// The locale the file was written in, such as `en_US` or `de-DE`: whether `03/04/2026` is
    /// March 4 or 3 April when the column does not say, and the decimal separator when the
    /// numbers do not.
    public var locale: String?

    /// Creates import options; the defaults read a wide table with x in the first column.
    public init(
        x: String? = nil, y: [String] = [], series: String? = nil,
        title: String? = nil, kind: ChartKind? = nil, unit: String? = nil,
        delimiter: Character? = nil, decimalSeparator: Character? = nil, dateFormat: String? = nil,
        locale: String? = nil
    ) {
        self.x = x
        self.y = y
        self.series = series
        self.title = title
        self.kind = kind
        self.unit = unit
        self.delimiter = delimiter
        self.decimalSeparator = decimalSeparator
        self.dateFormat = dateFormat
        self.locale = locale
    }

    /// The delimiter as a byte, when it is one of the four.
    var delimiterByte: UInt8? {
        delimiter.flatMap(\.asciiValue).flatMap { CSVDialect.delimiters.contains($0) ? $0 : nil }
    }
}

extension CSVTable {
    /// The chart this table holds under `options`.
    ///
    /// Column types are inferred from their cells: numbers as spreadsheets write them
    /// (`SpreadsheetNumber`) make a numeric axis, dates as people write them (`WrittenDate`,
    /// or `options.dateFormat`) a date axis, anything else a categorical one. An empty y cell,
    /// or a marker such as `NA`, is a missing value. Rows that repeat x with one text column
    /// besides are long form, split into one series per text.
    ///
    /// - Throws: `ChartReadError` naming the line and column of a cell that does not fit, and
    ///   why; or naming a column that is not in the header.
    /// - Complexity: O(rows × columns).
    public func chart(options: CSVImportOptions = CSVImportOptions()) throws(ChartReadError) -> Chart {
        try reading(options: options).chart
    }

    /// The chart this table holds under `options`, and what the reading did that a person
    /// should hear of (missing values, a split into series).
    func reading(options: CSVImportOptions) throws(ChartReadError) -> ChartReading {
        if let title = preamble.first {
            var (table, titled) = (self, options)
            table.preamble = []
            titled.title = options.title ?? title
            var reading = try table.reading(options: titled)
            reading.notes.insert(.preamble(title: title, lines: preamble.count, isTitle: options.title == nil), at: 0)
            return reading
        }
        if let first = footnotes.first {
            var table = self
            table.footnotes = []
            var reading = try table.reading(options: options)
            reading.notes.insert(
                .footnotes(firstLine: first, lines: footnotes.count, first: firstFootnote), at: 0)
            return reading
        }
        guard !header.isEmpty else { throw ChartReadError(.whole, "the CSV header names no columns") }
        guard !rows.isEmpty else { throw ChartReadError(.whole, "the CSV file has a header but no rows of data") }
        if let parts = try dateParts(options: options) {
            var reading = try joining(parts).reading(options: options)
            // x is the parts together ("year and month"), not the finest alone; messages still name that column.
            let columns = parts.columns.map { header[$0] }
            reading.chart.xAxis.title = MadeUpLabels(locale: options.locale).together(columns)
            reading.notes = reading.notes.map { note in
                guard case .orderedByX(_, let series) = note else { return note }
                return .orderedByX(columns: columns, series: series)
            }
            reading.notes.insert(.datesFromParts(columns: columns), at: 0)
            return reading
        }
        let decimal = options.decimalSeparator?.asciiValue ?? dialect.decimal
        if let subtotals = subtotalRows(decimal: decimal) {
            var table = self
            for row in subtotals.reversed() {
                table.rows.remove(at: row)
                table.rowLines.remove(at: row)
            }
            var reading = try table.reading(options: options)
            let label = rows[subtotals[0]].first { Self.totalLabels.contains($0.trimmingSpaces.lowercased()) } ?? ""
            reading.notes.insert(.subtotalRows(lines: subtotals.map { rowLines[$0] }, label: label), at: 0)
            return reading
        }
        if !keepsLastRow, let total = totalRow(decimal: decimal) {
            let line = rowLines[total.row]
            guard isLeftOut(total) else {
                var table = self
                table.keepsLastRow = true
                var reading = try table.reading(options: options)
                // An "Average" bar that is not the bars' mean is one of them ("EU average" among countries).
                if !total.isAverage, let (column, value, sum) = total.mismatch {
                    reading.notes.insert(
                        .unsummedTotal(
                            line: line, label: total.label, column: header[column], total: value, sum: sum,
                            isKept: true), at: 0)
                }
                return reading
            }
            var table = self
            table.rows.remove(at: total.row)
            table.rowLines.remove(at: total.row)
            var reading = try table.reading(options: options)
            let note: ChartReadNote =
                if total.isAverage {
                    .averageRow(line: line, label: total.label)
                } else if let (column, value, sum) = total.mismatch {
                    .unsummedTotal(
                        line: line, label: total.label, column: header[column], total: value, sum: sum, isKept: false)
                } else {
                    .totalRow(line: line, label: total.label)
                }
            reading.notes.insert(note, at: 0)
            return reading
        }
        if let distribution = try distributionReading(options: options, decimal: decimal) { return distribution }
        var seriesColumn = try options.series.map { (name) throws(ChartReadError) in
            try column(named: name, setting: .splitColumn)
        }
        var xColumn =
            try options.x.map { (name) throws(ChartReadError) in try column(named: name, setting: .xColumn) }
            ?? defaultX(besides: seriesColumn, decimal: decimal)
        // Long form led by its text ("symbol,date,price"): x is the dates, and the text splits.
        var isSplitInferred = false
        if options.x == nil, seriesColumn == nil, let dates = textLedLongForm() {
            (xColumn, seriesColumn, isSplitInferred) = (dates, 0, true)
        }
        // A first column that numbers the rows is no x beside dates (or, unnamed, text), nor a series.
        var rowNumbers: Int?
        if options.x == nil, seriesColumn != 0, header.count > 1, areRowNumbers(0),
            let instead = RowNumbers.x(
                insteadOf: header[0], others: header.indices.filter { $0 != 0 && $0 != seriesColumn },
                isDates: { inferredType(of: $0) == .date },
                isYears: { timeOfSeries($0) != nil || numbers($0).map(RowNumbers.areYearsBeforeCommonEra) == true },
                isText: { inferredType(of: $0) == .categorical },
                isRising: { numbers($0).map(RowNumbers.areRising) == true })
        {
            if xColumn == 0 { xColumn = instead }
            rowNumbers = 0
        } else if options.x != nil, xColumn != 0, seriesColumn != 0, areRowNumbers(0) {
            // Nor a series beside the x named.
            rowNumbers = 0
        }
        if let seriesColumn, seriesColumn == xColumn {
            throw ChartReadError(
                .whole, "'\(header[xColumn].quotable)' is the x column too; split by another column",
                setting: .splitColumn)
        }
        if let seriesColumn { try checkSplit(seriesColumn, besides: xColumn, decimal: decimal) }
        let noX = rowsWithoutX(xColumn)
        if let first = noX.first, noX.count < rows.count {
            var table = self
            for row in noX.reversed() {
                table.rows.remove(at: row)
                table.rowLines.remove(at: row)
            }
            var reading = try table.reading(options: options)
            reading.notes.insert(.missingX(column: header[xColumn], rows: noX.count, firstLine: rowLines[first]), at: 0)
            return reading
        }
        var yColumns: [Int] = []
        for name in options.y {
            let position = try column(named: name, setting: .yColumn)
            guard !yColumns.contains(position) else {
                throw ChartReadError(
                    .whole, "'\(name.quotable)' is named twice; each y column is one series", setting: .yColumn)
            }
            try checkY(position, besides: [xColumn, seriesColumn], decimal: decimal)
            yColumns.append(position)
        }
        if let seriesColumn, yColumns.count > 1 {
            throw ChartReadError(
                .whole,
                "'\(header[seriesColumn].quotable)' splits one y column into series, and --y names \(yColumns.count): \(quotedList(yColumns)); give one --y, or leave out --split-by for one series a column",
                setting: .splitColumn)
        }
        if yColumns.isEmpty {
            yColumns = header.indices.filter {
                $0 != xColumn && $0 != seriesColumn && $0 != rowNumbers && isMostlyNumeric($0, decimal: decimal)
            }
            guard !yColumns.isEmpty else {
                if let seriesColumn, isMostlyNumeric(seriesColumn, decimal: decimal) {
                    throw ChartReadError(
                        .whole,
                        "'\(header[seriesColumn].quotable)' is the only column of numbers besides x, so it is y and cannot split the rows too; split by a column of text, or of whole numbers that repeat, such as years",
                        setting: .splitColumn)
                }
                if options.decimalSeparator != nil {
                    try checkDecimal(besides: [xColumn, seriesColumn], decimal: decimal, isEveryColumn: true)
                }
                let besides =
                    seriesColumn.map { "'\(header[xColumn].quotable)' (x) and '\(header[$0].quotable)' (the split)" }
                    ?? "'\(header[xColumn].quotable)'"
                throw ChartReadError(
                    .whole,
                    "no numeric column to use as y besides \(besides); the columns are \(header.map { "'\($0)'" }.joined(separator: ", "))"
                        + firstRefusal(besides: [xColumn, seriesColumn], decimal: decimal)
                )
            }
        }
        // A given separator that leaves a column of numbers out ("$1,234.50" with a decimal comma) is refused, as
        // it is in a y column.
        if options.y.isEmpty, options.decimalSeparator != nil {
            try checkDecimal(
                besides: [xColumn, seriesColumn, rowNumbers] + yColumns, decimal: decimal, isEveryColumn: false)
        }
        var notes: [ChartReadNote] = []
        if let rowNumbers {
            notes.append(
                .rowNumbers(
                    column: header[rowNumbers], start: rows[0][rowNumbers].trimmingSpaces == "1" ? 1 : 0,
                    x: header[xColumn]))
        }
        // A column that repeats x row by row (R's times beside years as row names, longley's Year) is x again.
        if options.y.isEmpty,
            let repeating = yColumns.first(where: { column in
                yColumns.count > 1 && rows.allSatisfy { $0[column].trimmingSpaces == $0[xColumn].trimmingSpaces }
            })
        {
            yColumns.removeAll { $0 == repeating }
            notes.append(.repeatsX(column: header[repeating], x: header[xColumn]))
        }
        // Years and periods (whole numbers that repeat) are no measure beside one: they group rows.
        let grouping = options.y.isEmpty ? yColumns.filter(isGroupingNumbers) : []
        if !grouping.isEmpty, grouping.count < yColumns.count {
            yColumns.removeAll(where: grouping.contains)
            notes.append(.groupingNumbers(columns: grouping.map { header[$0] }))
        }
        if seriesColumn == nil,
            let split = try longFormSplit(x: xColumn, y: yColumns, decimal: decimal, grouping: grouping)
        {
            (seriesColumn, isSplitInferred) = (split, true)
        }
        if isSplitInferred, let split = seriesColumn {
            // Years that split the rows are said once, as the split.
            notes = notes.compactMap { note in
                guard case .groupingNumbers(let columns) = note, columns.contains(header[split]) else { return note }
                let others = columns.filter { $0 != header[split] }
                return others.isEmpty ? nil : .groupingNumbers(columns: others)
            }
            notes.append(.split(column: header[split], seriesCount: Set(rows.map { $0[split] }).count))
        }
        // Repeats no column split: the one text column that could is what the audit's advice names.
        var splitCandidate: String?
        if seriesColumn == nil, yColumns.count == 1, Set(rows.map { $0[xColumn] }).count < rows.count {
            let texts = splittingColumns(x: xColumn, y: yColumns, decimal: decimal, grouping: grouping).filter {
                !grouping.contains($0)
            }
            if texts.count == 1 { splitCandidate = header[texts[0]] }
        }
        if let seriesColumn, yColumns.count > 1 {
            throw ChartReadError(
                .whole,
                "'\(header[seriesColumn].quotable)' splits one y column into series, and \(quotedList(yColumns)) could each be it; choose one with --y",
                setting: .splitColumn)
        }
        var (xType, xValues) = try xColumnValues(xColumn, options: options, decimal: decimal)
        // A time series as R writes it, beside its row numbers or headed "time": its times are years and their
        // fractions, whether the column was found or chosen.
        if xType == .numeric,
            rowNumbers != nil
                || RowNumbers.holdsTimes(header: header[xColumn], values: xValues.map { $0.number ?? .nan }),
            let dates = timeOfSeries(xColumn)
        {
            (xType, xValues) = (.date, dates.map { .number($0) })
        }
        var xAxis = Axis(type: xType, title: xTitle(xColumn, values: xValues, type: xType, locale: options.locale))
        // Numbers under a unit ("Population (thousands)", "Height (cm)") are read in it, as a y column's are.
        if xType == .numeric, xAxis.title == header[xColumn] {
            var numbers = xValues.map { $0.number ?? 0 }
            if let axis = HeaderUnit.numericAxis(
                header[xColumn], among: header, values: &numbers, locale: options.locale)
            {
                (xAxis, xValues) = (axis, numbers.map { .number($0) })
            }
        }
        var yReadings: [Int: YColumn] = [:]
        for yColumn in yColumns {
            yReadings[yColumn] = applyingHeaderUnit(
                of: yColumn, to: try yValues(yColumn, decimal: decimal, isGiven: options.decimalSeparator != nil),
                locale: options.locale)
        }
        // One y axis, one unit: columns in another are left out, or refused when named.
        let oneUnit = try columnsOfOneUnit(yColumns, readings: yReadings, isGiven: !options.y.isEmpty)
        yColumns = oneUnit.kept
        notes += oneUnit.notes
        var allSeries: [Series] = []
        // Date-times with a zone ("2024-03-01T10:00:00+02:00") are kept as written, to be written again so.
        let spellings: [String?]? =
            xType == .date
            ? rows.map { row in
                let cell = String(row[xColumn].trimmingSpaces)
                return ISODate.seconds(from: cell) != nil && ISODate.saysMoreThanSeconds(cell) ? cell : nil
            } : nil
        let zoned = spellings?.contains { $0 != nil } == true ? spellings : nil
        if let seriesColumn, let y = yReadings[yColumns[0]]?.values {
            var order: [String] = []
            var groups: [String: (x: [DataValue], y: [Double?], spellings: [String?])] = [:]
            for row in rows.indices {
                let key = rows[row][seriesColumn]
                if groups[key] == nil { order.append(key) }
                groups[key, default: ([], [], [])].x.append(xValues[row])
                groups[key, default: ([], [], [])].y.append(y[row])
                groups[key, default: ([], [], [])].spellings.append(zoned?[row])
            }
            // Months split by number are named as months: series "7" would be said "Series 7".
            let names = monthSeriesNames(of: seriesColumn, locale: options.locale)
            for key in order {
                guard let group = groups[key] else { continue }
                var series = Series(
                    name: names?[key] ?? key, points: zip(group.x, group.y).map { DataPoint(x: $0, y: $1) })
                if zoned != nil { series.keepXSpellings(group.spellings) }
                allSeries.append(series)
            }
        } else {
            for yColumn in yColumns {
                let x: XColumn =
                    xType == .categorical
                    ? .categories(xValues.map { $0.category ?? "" })
                    : .numbers(xValues.map { $0.number ?? 0 })
                var series = Series(name: seriesName(of: yColumn), x: x, y: yReadings[yColumn]?.values ?? [])
                series.prefersColumnForm = rows.count > 1000
                if let zoned { series.keepXSpellings(zoned) }
                allSeries.append(series)
            }
        }
        if options.decimalSeparator == nil,
            let note = quotedDecimalCommaNote(y: yColumns) ?? twoReadingsNote(y: yColumns)
        {
            notes.append(note)
        }
        try checkLocaleDecimal(y: yColumns, locale: options.locale)
        for yColumn in yColumns {
            // Empty cells alone are the plain way to leave a gap, and go unsaid; markers are said.
            guard let reading = yReadings[yColumn], reading.markers.contains(where: { $0 != "empty" }) else { continue }
            notes.append(.missingValues(column: header[yColumn], count: reading.missing, markers: reading.markers))
        }
        // Several columns are several series, named by the overview: the axis is their value.
        let yTitle =
            seriesColumn == nil && yColumns.count > 1
            ? MadeUpLabels(locale: options.locale).value : seriesName(of: yColumns[0])
        let isScatter = ChartReading.isScatter(allSeries, xType: xType)
        // A scatter's one text column of names that each come back ("Species") groups its points, as a colour does: a
        // series each, said so, never left out unsaid (pooled, iris' sepals seem not to go together; by species they
        // rise together).
        if isScatter, seriesColumn == nil, options.kind == nil || options.kind == .scatter,
            let candidate = splitCandidate, let column = header.firstIndex(of: candidate)
        {
            var split = options
            split.series = candidate
            var reading = try reading(options: split)
            reading.notes.append(.split(column: candidate, seriesCount: Set(rows.map { $0[column] }).count))
            return reading
        }
        let order = ChartReadNote.orderedByX(&allSeries, column: header[xColumn], isShared: seriesColumn == nil)
        let chart = Chart(
            title: options.title,
            kind: options.kind,
            xAxis: xAxis,
            yAxis: Axis(
                type: .numeric, title: yTitle, unit: options.unit ?? yReadings[yColumns[0]]?.unit,
                format: sharedFormat(of: yColumns, readings: yReadings)),
            series: allSeries,
            // Series split from one column are values of it: "sex 1", "sex 2".
            seriesTitle: seriesColumn.map { header[$0] }
        )
        if let excess = ChartLimits.excess(of: chart, place: { _ in .whole }) { throw excess }
        if let note = ChartReadNote.repeatedX(
            in: allSeries, column: header[xColumn], type: xType, isShared: seriesColumn == nil)
        {
            notes.append(note)
        }
        if let order { notes.append(order) }
        var reading = ChartReading(chart: chart, notes: notes)
        reading.splitCandidate = splitCandidate
        if isScatter { reading.readAsScatter(column: header[xColumn], isKindGiven: options.kind != nil) }
        reading.readAsStrip(column: header[xColumn], isKindGiven: options.kind != nil)
        reading.readBins(column: header[xColumn])
        return reading
    }

    func column(named name: String, setting: ChartReadError.Setting) throws(ChartReadError) -> Int {
        if let position = header.firstIndex(of: name) { return position }
        if let number = Int(name), header.indices.contains(number - 1) { return number - 1 }
        let hint = Suggestion.nearest(to: name, in: header).map { " (did you mean '\($0)'?)" } ?? ""
        throw ChartReadError(
            .whole,
            "'\(name.quotable)': no such column\(hint); the columns are \(header.map { "'\($0)'" }.joined(separator: ", "))",
            setting: setting)
    }

    /// The x column when none is named: the first; beside a split column, the first date column
    /// other than it, else the first column other than it (the split is never x).
    func defaultX(besides split: Int?, decimal: UInt8) -> Int {
        guard let split else {
            // A first column of text that repeats beside dates, or years rising row by row, one a row
            // ("side,year,miles,gas", the side of a connected scatter's label; "weather,date,temp"): those are x, and
            // the text names no point.
            if header.count > 2, inferredType(of: 0) == .categorical, Set(rows.map { $0[0] }).count < rows.count,
                let times = header.indices.dropFirst().first(where: { column in
                    Set(rows.map { $0[column] }).count == rows.count
                        && (inferredType(of: column) == .date || timeOfSeries(column) != nil)
                })
            {
                return times
            }
            // A first column of numbers beside one of dates ("temp,date"): the dates are x, the numbers y. (Numbers
            // headed as the rows' are their own case: `RowNumbers`.)
            guard header.count > 1, !RowNumbers.namesRows(header[0]), isMostlyNumeric(0, decimal: decimal),
                let dates = header.indices.dropFirst().first(where: { inferredType(of: $0) == .date })
            else { return 0 }
            return dates
        }
        let others = header.indices.filter { $0 != split }
        let isDates = { (column: Int) in
            !isMostlyNumeric(column, decimal: decimal)
                && rows.first(where: { !$0[column].isEmpty }).map { WrittenDate.shape(of: $0[column]) != nil } == true
        }
        return others.first(where: isDates) ?? others.first(where: isYears) ?? others.first ?? split
    }

    /// Whether a column holds years that group its rows (`isGroupingNumbers(_:)`, not a month's or a quarter's
    /// numbers): the x of long form without dates ("country,year,lifeExp").
    func isYears(_ column: Int) -> Bool {
        !DateParts.isPartName(header[column]) && isGroupingNumbers(column)
    }

    /// Refuses a split column that holds measured numbers: a split names one series for each of
    /// its values, so it holds categories, text or whole numbers that repeat (such as years).
    ///
    /// - Throws: `ChartReadError` for `--split-by`, naming a number of the column and the text
    ///   columns that could split instead.
    private func checkSplit(_ column: Int, besides x: Int, decimal: UInt8) throws(ChartReadError) {
        guard isMostlyNumeric(column, decimal: decimal) else { return }
        var values = Set<Double>()
        var fraction: Int?
        for row in rows.indices where !SpreadsheetNumber.isMissing(rows[row][column]) {
            guard let value = try? SpreadsheetNumber.read(rows[row][column], decimal: decimal).value else { continue }
            values.insert(value)
            if fraction == nil, value.rounded() != value { fraction = row }
        }
        guard fraction != nil || values.count == rows.count else { return }
        let row = fraction ?? 0
        let texts = header.indices.filter { $0 != x && $0 != column && inferredType(of: $0) == .categorical }
        let instead = texts.isEmpty ? "text" : "text, such as \(quotedList(texts)),"
        throw ChartReadError(
            .whole,
            "'\(header[column].quotable)' holds \(fraction == nil ? "numbers found once each" : "measured numbers"), such as '\(rows[row][column].quotable)' (line \(rowLines[row])), not categories; a split column names one series for each of its values: \(instead) or whole numbers that repeat, such as years",
            setting: .splitColumn)
    }

    /// Refuses a y column someone named that holds text or dates rather than numbers (a column
    /// of numbers with a cell that is none, or numbers written with the other decimal separator,
    /// is refused where the cells are read, naming the cell).
    ///
    /// - Throws: `ChartReadError` for `--y`, naming the column, a value of it and what it could
    ///   be instead.
    private func checkY(_ column: Int, besides columns: [Int?], decimal: UInt8) throws(ChartReadError) {
        let other = decimal == UInt8(ascii: ",") ? UInt8(ascii: ".") : UInt8(ascii: ",")
        guard !isMostlyNumeric(column, decimal: decimal), !isMostlyNumeric(column, decimal: other),
            let row = rows.indices.first(where: { !SpreadsheetNumber.isMissing(rows[$0][column]) })
        else { return }
        let isDates = inferredType(of: column) == .date
        let numeric = header.indices.filter {
            $0 != column && !columns.contains($0) && isMostlyNumeric($0, decimal: decimal)
        }
        let instead =
            (numeric.isEmpty ? "" : ", such as \(quotedList(numeric))")
            + (isDates
                ? "; dates are an x axis (--x '\(header[column].quotable)')"
                : "; text splits rows into series (--split-by '\(header[column].quotable)')")
        throw ChartReadError(
            .whole,
            "'\(header[column].quotable)' holds \(isDates ? "dates" : "text") such as '\(rows[row][column].quotable)' (line \(rowLines[row])), not numbers; a y column holds the numbers to plot\(instead)",
            setting: .yColumn)
    }

    /// Columns named as a list: "'price' and 'volume'", "'a', 'b' and 'c'".
    func quotedList(_ columns: [Int]) -> String {
        let names = columns.map { "'\(header[$0].quotable)'" }
        guard let last = names.last, names.count > 1 else { return names.last ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Refuses the given decimal separator `decimal` for the first cell, in a column besides
    /// `columns`, that it does not read and the other one does: in any such column when
    /// `isEveryColumn` (no column is y, so the separator may be why), else in a column of
    /// numbers it would leave out (`$1,234.50` with a decimal comma), which the other reads.
    ///
    /// - Throws: `decimalError(row:column:decimal:)`'s error for that cell.
    private func checkDecimal(besides columns: [Int?], decimal: UInt8, isEveryColumn: Bool) throws(ChartReadError) {
        let other = decimal == UInt8(ascii: ",") ? UInt8(ascii: ".") : UInt8(ascii: ",")
        for column in header.indices where !columns.contains(column) {
            let isLeftOut = !isMostlyNumeric(column, decimal: decimal) && isMostlyNumeric(column, decimal: other)
            guard isEveryColumn || isLeftOut else { continue }
            for row in rows.indices where !SpreadsheetNumber.isMissing(rows[row][column]) {
                let cell = rows[row][column]
                do {
                    _ = try SpreadsheetNumber.read(cell, decimal: decimal)
                } catch {
                    if error == .otherDecimalSeparator || (try? SpreadsheetNumber.read(cell, decimal: other)) != nil {
                        throw decimalError(row: row, column: column, decimal: decimal)
                    }
                }
            }
        }
    }

    /// The number in the cell at `row` and `column` read with `decimal`, which the caller gave
    /// when `isGiven`.
    ///
    /// - Throws: `ChartReadError` naming the cell and why it is no number; for a cell written
    ///   with the other decimal separator than a given one, refusing that separator.
    private func number(row: Int, column: Int, decimal: UInt8, isGiven: Bool) throws(ChartReadError)
        -> SpreadsheetNumber.Reading
    {
        let cell = rows[row][column]
        do {
            return try SpreadsheetNumber.read(cell, decimal: decimal)
        } catch {
            if isGiven, error == .otherDecimalSeparator {
                throw decimalError(row: row, column: column, decimal: decimal)
            }
            throw cellError(
                row: row, column: column,
                "'\(cell.quotable)' \(reason(error, decimal: decimal)); expected a number, or an empty cell or a marker such as NA for a missing value"
            )
        }
    }

    /// The decimal separator given as `decimal` refused for a cell written with the other one
    /// (`12,5` for a point), or grouping thousands with it (`1,234,567` for a comma).
    private func decimalError(row: Int, column: Int, decimal: UInt8) -> ChartReadError {
        let (given, other, name) =
            decimal == UInt8(ascii: ",") ? (",", ".", "point") : (".", ",", "comma")
        let cell = rows[row][column]
        let written =
            cell.contains(other)
            ? "with a decimal \(name)" : "with \(name == "point" ? "comma" : "point")s between thousands"
        return ChartReadError(
            .whole,
            "'\(given)': line \(rowLines[row]), column \(fileColumn(column) + 1) ('\(header[column].quotable)') writes '\(cell.quotable)' \(written); give '\(other)', or none to tell it from the numbers",
            setting: .decimalSeparator)
    }

    /// The columns that could split rows into series beside x and the y column of `y`: text (or one of `grouping`,
    /// years or periods left out of y), not dates, of more than one distinct value and fewer than the rows, none empty,
    /// most of its values on more than one row (`isSeriesLike(_:)`).
    private func splittingColumns(x: Int, y: [Int], decimal: UInt8, grouping: [Int]) -> [Int] {
        header.indices.filter { column in
            guard column != x, column != y[0], grouping.contains(column) || !isMostlyNumeric(column, decimal: decimal)
            else { return false }
            // Dates are no split: a column of them is another axis.
            guard grouping.contains(column) || WrittenDate.shape(of: rows[0][column]) == nil else { return false }
            return isSeriesLike(column)
        }
    }

    /// Whether `column`'s values could name series: more than one and at most `ChartLimits.series`, none empty, and
    /// most on two rows or more (a name on each row of a scatter's points, or nearly each, names points, not lines).
    private func isSeriesLike(_ column: Int) -> Bool {
        var rowsOf: [String: Int] = [:]
        for row in rows { rowsOf[row[column], default: 0] += 1 }
        let single = rowsOf.values.count { $0 == 1 }
        return rowsOf.count > 1 && rowsOf.count < rows.count && rowsOf.count <= ChartLimits.series
            && rowsOf[""] == nil && single * 2 < rowsOf.count
    }

    /// The column that splits long-form rows into series, when x repeats and exactly one text
    /// column, or one of `grouping` (years or periods left out of y), could split it (not x,
    /// not y, of more than one distinct value); nil when x does not repeat or no column could.
    ///
    /// A text column could split the rows when it tells their repeats apart: of the rows that
    /// repeat an earlier row's x, most have a text of it not seen at that x before (as series
    /// do, each once at an x). Rows repeated whole, or repeats within one text, are no series:
    /// they are kept as they are and noted (`ChartReadNote.repeatedX`).
    ///
    /// - Throws: `ChartReadError` when two or more columns could, or when none could alone and
    ///   two could together.
    private func longFormSplit(x: Int, y: [Int], decimal: UInt8, grouping: [Int]) throws(ChartReadError)
        -> Int?
    {
        guard y.count == 1, Set(rows.map { $0[x] }).count < rows.count else { return nil }
        let splitting = splittingColumns(x: x, y: y, decimal: decimal, grouping: grouping)
        let candidates = splitting.filter { tellsApart(repeatsOf: x, by: [$0]) }
        if candidates.isEmpty {
            // Two text columns that tell the repeats apart only together (country and product) are long form too,
            // which one split cannot draw: refused as two that each could are, rather than read as one zig-zag line.
            // (Years that group rows are no text: barley's year and variety at each site stay one line, noted.)
            let texts = splitting.filter { !grouping.contains($0) }
            for (index, first) in texts.enumerated() {
                for second in texts[(index + 1)...] where tellsApart(repeatsOf: x, by: [first, second]) {
                    throw ChartReadError(
                        .whole,
                        "the rows repeat values of x ('\(header[x].quotable)'), as long-form data does, and \(quotedList([first, second])) tell them apart only together, and a chart splits by one column: join the two into one column, keep the rows of one value of either, or choose another x with --x"
                    )
                }
            }
        }
        guard candidates.count > 1 else { return candidates.first }
        throw ChartReadError(
            .whole,
            "the rows repeat values of x ('\(header[x].quotable)'), as long-form data does, and \(quotedList(candidates)) could each split them into series; choose one with --split-by, or another x with --x"
        )
    }

    /// The rows whose x in `column` is missing: empty, or a marker such as `NA` among dates or numbers (among
    /// categories, "N/A" may be a bar of its own).
    private func rowsWithoutX(_ column: Int) -> [Int] {
        let empty = rows.indices.filter { rows[$0][column].trimmingSpaces.isEmpty }
        let markers = rows.indices.filter { SpreadsheetNumber.isMissing(rows[$0][column]) }
        guard markers.count > empty.count else { return empty }
        var others = self
        others.rows.removeAll { SpreadsheetNumber.isMissing($0[column]) }
        return others.rows.isEmpty || others.inferredType(of: column) == .categorical ? empty : markers
    }

    /// The dates of a column of a time series' times (`RowNumbers.dates(fromYears:)`), or nil.
    private func timeOfSeries(_ column: Int) -> [Double]? {
        numbers(column).flatMap(RowNumbers.dates(fromYears:))
    }

    /// A column's values when every one is a plain number, or nil.
    private func numbers(_ column: Int) -> [Double]? {
        var values: [Double] = []
        for row in rows {
            guard let value = Double(row[column].trimmingSpaces) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The title of the x axis from `column`: its header, but "Year" for years written as row names ("rownames", as R
    /// writes a time series) or R's times of years before the common era, and "Row" for row numbers under no header or
    /// "rownames" (R's `write.csv` and pandas' index of a table with no other x).
    func xTitle(_ column: Int, values: [DataValue], type: Axis.ValueType, locale: String?) -> String {
        // An unnamed column of text names its rows (R's row names: car models, states).
        if type == .categorical, RowNumbers.isUnnamed(header[column]) { return MadeUpLabels(locale: locale).name }
        // A time series' times headed "x" (`RowNumbers.holdsTimes(header:values:)`) are years.
        if type == .date, header[column].trimmingSpaces.lowercased() == "x" { return MadeUpLabels(locale: locale).year }
        guard type == .numeric else { return header[column] }
        let numbers = values.compactMap(\.number)
        if RowNumbers.isYearAxis(header: header[column], values: numbers) { return MadeUpLabels(locale: locale).year }
        // (R names row names "rownames" where a table has them as a column, as the Rdatasets files do.)
        let isRowNames =
            RowNumbers.isUnnamed(header[column]) || header[column].trimmingSpaces.lowercased() == "rownames"
        if isRowNames, RowNumbers.areRowNumbers(header: header[column], values: numbers) {
            return MadeUpLabels(locale: locale).row
        }
        return header[column]
    }

    /// Whether a column numbers its rows (`RowNumbers.areRowNumbers(header:values:)`).
    func areRowNumbers(_ column: Int) -> Bool {
        var values: [Double] = []
        for row in rows {
            guard let number = Int(row[column].trimmingSpaces) else { return false }
            values.append(Double(number))
        }
        return RowNumbers.areRowNumbers(header: header[column], values: values)
    }

    /// Whether a column holds years or periods that group its rows (`DateParts.areGroupingNumbers(_:header:)`).
    func isGroupingNumbers(_ column: Int) -> Bool {
        var numbers: [Double] = []
        for row in rows where !row[column].trimmingSpaces.isEmpty {
            guard let number = Int(row[column].trimmingSpaces) else { return false }
            numbers.append(Double(number))
        }
        return DateParts.areGroupingNumbers(numbers, header: header[column])
    }

    /// The date column of long form whose first column is its text (the first column text that
    /// repeats, told apart at each date as `tellsApart` says), else its column of three years or more
    /// ("country,year,lifeExp", as Our World in Data and gapminder write it; two years split a table of sites, and
    /// compare them), when x is not named; else nil.
    private func textLedLongForm() -> Int? {
        guard header.count > 2, inferredType(of: 0) == .categorical, isSeriesLike(0) else { return nil }
        let others = header.indices.dropFirst()
        let isTimeline = { (column: Int) in self.isYears(column) && Set(self.rows.map { $0[column] }).count >= 3 }
        guard let dates = others.first(where: { inferredType(of: $0) == .date }) ?? others.first(where: isTimeline),
            tellsApart(repeatsOf: dates, by: [0])
        else { return nil }
        return dates
    }

    /// Whether `columns` tell apart most of the rows that repeat an earlier row's value of `x`:
    /// more than half of them have values of `columns` not seen together at that x before.
    private func tellsApart(repeatsOf x: Int, by columns: [Int]) -> Bool {
        var seenX = Set<String>()
        var seenPairs = Set<[String]>()
        var repeats = 0
        var toldApart = 0
        for row in rows {
            let isNewPair = seenPairs.insert([row[x]] + columns.map { row[$0] }).inserted
            guard !seenX.insert(row[x]).inserted else { continue }
            repeats += 1
            if isNewPair { toldApart += 1 }
        }
        return toldApart * 2 > repeats
    }

    /// Numbers if every cell that is not missing is a number, else dates as people write them
    /// (or as `dateFormat` says), else categories.
    func inferredType(of column: Int) -> Axis.ValueType {
        // (A missing value, "NA" as R writes it, types nothing: numbers with a few are numbers.)
        let cells = rows.map { $0[column] }.filter { !SpreadsheetNumber.isMissing($0) }
        if cells.isEmpty { return .categorical }
        if cells.allSatisfy({ (try? SpreadsheetNumber.read($0, decimal: dialect.decimal)) != nil }) { return .numeric }
        if case .dates = WrittenDate.column(cells, dayFirst: nil) { return .date }
        return .categorical
    }

    /// Whether most cells of a column that are not missing are numbers: such a column is meant
    /// as y, and its other cells are reported as errors rather than the column being silently
    /// skipped.
    func isMostlyNumeric(_ column: Int, decimal: UInt8) -> Bool {
        var numbers = 0
        var others = 0
        for row in rows where !SpreadsheetNumber.isMissing(row[column]) {
            if (try? SpreadsheetNumber.read(row[column], decimal: decimal)) != nil { numbers += 1 } else { others += 1 }
        }
        return numbers > others
    }

    /// Where the first column besides `columns` that has a cell refuses to be a number: "; in
    /// 'Umsatz', line 2's '1.234,5' has a decimal comma …"; empty when none has.
    private func firstRefusal(besides columns: [Int?], decimal: UInt8) -> String {
        for column in header.indices where !columns.contains(column) {
            for row in rows.indices where !SpreadsheetNumber.isMissing(rows[row][column]) {
                do {
                    _ = try SpreadsheetNumber.read(rows[row][column], decimal: decimal)
                } catch {
                    return
                        "; in '\(header[column])', line \(rowLines[row])'s '\(rows[row][column].quotable)' \(reason(error, decimal: decimal))"
                }
            }
        }
        return ""
    }

    /// The x column's type and values.
    private func xColumnValues(_ column: Int, options: CSVImportOptions, decimal: UInt8) throws(ChartReadError) -> (
        type: Axis.ValueType, values: [DataValue]
    ) {
        let cells = rows.map { $0[column] }
        if let row = cells.firstIndex(where: \.isEmpty) {
            throw cellError(row: row, column: column, "the x value is empty")
        }
        if let format = options.dateFormat {
            let pattern = try DatePattern(format)
            var values: [DataValue] = []
            for (row, cell) in cells.enumerated() {
                guard let seconds = pattern.seconds(from: cell) else {
                    // The format is the command line's, refuted by the file: named first, as
                    // a decimal separator the numbers refute is.
                    throw ChartReadError(
                        .whole,
                        "'\(format.quotable)': line \(rowLines[row]), column \(fileColumn(column) + 1) ('\(header[column].quotable)') writes '\(cell.quotable)', which is not a date in this format; give the format the column writes, or none to have its dates recognized",
                        setting: .dateFormat)
                }
                values.append(.number(seconds))
            }
            return (.date, values)
        }
        let numbers = cells.map { try? SpreadsheetNumber.read($0, decimal: decimal).value }
        if numbers.allSatisfy({ $0 != nil }) { return (.numeric, numbers.map { .number($0 ?? 0) }) }
        switch WrittenDate.column(cells, dayFirst: WrittenDate.isDayFirst(locale: options.locale)) {
        case .dates(let seconds): return (.date, seconds.map { .number($0) })
        case .notDates: return (.categorical, cells.map { .category($0) })
        case .notADate(let row):
            // A date's shape that names no day ("00-01-2020") is no date either; the column's others are named when
            // they are dates.
            let others = cells.indices.filter { $0 != row && WrittenDate.shape(of: cells[$0]) != nil }
            let example = others.first.map { ", as the column's others are (such as '\(cells[$0].quotable)')" } ?? ""
            throw cellError(
                row: row, column: column,
                "'\(cells[row].quotable)' is not a date\(example); give the format with --date-format")
        case .ambiguous(let row):
            let shape = WrittenDate.shape(of: cells[row])
            let readings = shape.map(WrittenDate.bothReadings) ?? ""
            let year = (shape?.isShortYear == true ? "%y" : "%Y") + WrittenDate.timePattern(of: cells[row])
            throw cellError(
                row: row, column: column,
                "'\(cells[row].quotable)' reads as \(readings), and no day above 12 settles it; give --date-format '%m/%d/\(year)' or '%d/%m/\(year)', or the file's --locale"
            )
        case .mixedOrder(let dayFirst, let monthFirst):
            throw cellError(
                row: monthFirst, column: column,
                "'\(cells[monthFirst].quotable)' can only be month first, but line \(rowLines[dayFirst])'s '\(cells[dayFirst].quotable)' only day first; give the format with --date-format"
            )
        }
    }

    /// A y column read: its values, the cells missing and the markers among them, and the
    /// format its numbers are written in.
    struct YColumn {
        var values: [Double?] = []
        var missing = 0
        var markers: [String] = []
        var format: ValueFormat?
        /// The unit of measure its header writes (`HeaderUnit`).
        var unit: String?
    }

    /// The y column `column` read with `decimal`, which the caller gave when `isGiven`.
    func yValues(_ column: Int, decimal: UInt8, isGiven: Bool) throws(ChartReadError) -> YColumn {
        var result = YColumn()
        result.values.reserveCapacity(rows.count)
        var percent: (row: Int, isPercent: Bool)?
        var currency: (row: Int, code: String)?
        var isCompact = false
        for row in rows.indices {
            let cell = rows[row][column]
            if SpreadsheetNumber.isMissing(cell) {
                result.values.append(nil)
                result.missing += 1
                let marker = cell.trimmingSpaces.isEmpty ? "empty" : "'\(cell.trimmingSpaces)'"
                if !result.markers.contains(marker) { result.markers.append(marker) }
                continue
            }
            let reading = try number(row: row, column: column, decimal: decimal, isGiven: isGiven)
            if let percent, percent.isPercent != reading.isPercent {
                let (with, without) = reading.isPercent ? (row, percent.row) : (percent.row, row)
                throw cellError(
                    row: row, column: column,
                    "'\(cell.quotable)': line \(rowLines[with])'s '\(rows[with][column].quotable)' is a percentage and line \(rowLines[without])'s '\(rows[without][column].quotable)' is not; write the column one way"
                )
            }
            percent = percent ?? (row, reading.isPercent)
            if let code = reading.currencyCode {
                if let currency, currency.code != code {
                    throw cellError(
                        row: row, column: column,
                        "'\(cell.quotable)' is in \(code) but line \(rowLines[currency.row])'s '\(rows[currency.row][column].quotable)' is in \(currency.code); a column holds one currency"
                    )
                }
                currency = currency ?? (row, code)
            }
            isCompact = isCompact || reading.hasMagnitude
            result.values.append(reading.value)
        }
        if percent?.isPercent == true {
            result.format = ValueFormat(style: .percent)
        } else if let currency {
            result.format = ValueFormat(style: .currency, currencyCode: currency.code, isCompact: isCompact)
        } else if isCompact {
            result.format = ValueFormat(isCompact: true)
        }
        return result
    }

    func cellError(row: Int, column: Int, _ message: String) -> ChartReadError {
        ChartReadError(.csv(line: rowLines[row], column: fileColumn(column) + 1, header: header[column]), message)
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
