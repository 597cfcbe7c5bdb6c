import Foundation

/// Reading CSV straight into typed columns: no string per cell, numbers converted as they are
/// found (`DecimalConversion`), text cells interned, large files read on two cores.
///
/// It reads the files `CSVTable` reads and makes the same chart, or declines (nil) and leaves
/// them to `CSVTable`: anything `CSVTable` would refuse, and a column whose cells change kind
/// (numbers, then text). So every refusal is `CSVTable`'s, with its line, column and message.
enum CSVReader {
    /// Files from this size are read on two cores, split at a row boundary.
    static let parallelBytes = 1 << 20

    /// The chart `bytes` hold under `options`, as `CSVTable(parsing:dialect:).reading(options:)`
    /// makes it, in the dialect they are sniffed to be written in.
    ///
    /// - Parameters:
    ///   - bytes: The CSV text.
    ///   - options: Which columns are x, y and the series, and how the text is written.
    ///   - parallelFrom: The size from which the text is read in two parts.
    /// - Returns: The chart and the notes on how it was read.
    /// - Throws: `ChartReadError`, as `CSVTable` throws it.
    /// - Complexity: O(n) in the length of the text.
    static func reading(
        _ bytes: consuming [UInt8], options: CSVImportOptions, parallelFrom: Int = parallelBytes
    ) throws(ChartReadError) -> ChartReading {
        if let text = bytes.withUnsafeBufferPointer(TextEncoding.utf16) {
            return try reading(text, options: options, parallelFrom: parallelFrom).noting(.encoding(.utf16))
        }
        let (dialect, columns) = try bytes.withUnsafeBufferPointer { (text) throws(ChartReadError) in
            try fastColumns(text, options: options, parallelFrom: parallelFrom)
        }
        if let (table, plan) = columns {
            // The text is let go before the chart is made, so its memory can serve the columns.
            _ = consume bytes
            return table.reading(plan, options: options)
        }
        return try tableReading(bytes, dialect: dialect, options: options)
    }

    /// `CSVTable`'s reading of `bytes`, read as Windows-1252 when they are not UTF-8 but text in it (see
    /// `TextEncoding.windows1252(_:)`), with a note saying so. (The fast reading declines text that is not UTF-8.)
    private static func tableReading(
        _ bytes: [UInt8], dialect: CSVDialect, options: CSVImportOptions
    ) throws(ChartReadError) -> ChartReading {
        guard let text = bytes.withUnsafeBufferPointer(TextEncoding.windows1252) else {
            return try CSVTable(parsing: bytes, dialect: dialect).reading(options: options)
        }
        return try CSVTable(parsing: text, dialect: dialect).reading(options: options).noting(.encoding(.windows1252))
    }

    /// The chart the CSV `text` holds under `options`, as `reading(_:options:parallelFrom:)` reads an array's bytes;
    /// `textIsRead` is called once the columns are read, when the chart is made from them.
    static func reading(
        _ text: UnsafeBufferPointer<UInt8>, options: CSVImportOptions, parallelFrom: Int = parallelBytes,
        textIsRead: () -> Void = {}
    ) throws(ChartReadError) -> ChartReading {
        if let utf8 = TextEncoding.utf16(text) {
            textIsRead()
            return try reading(utf8, options: options, parallelFrom: parallelFrom).noting(.encoding(.utf16))
        }
        let (dialect, columns) = try fastColumns(text, options: options, parallelFrom: parallelFrom)
        if let (table, plan) = columns {
            textIsRead()
            return table.reading(plan, options: options)
        }
        return try tableReading(Array(text), dialect: dialect, options: options)
    }

    /// The dialect `text` is written in, and its columns with the chart they make when the fast reading takes them:
    /// a decimal comma, numbers that read two ways (which are noted), a date format or a locale's dates are
    /// `CSVTable`'s to read.
    ///
    /// - Throws: `ChartReadError` when a delimiter the options give does not fit the text.
    private static func fastColumns(
        _ text: UnsafeBufferPointer<UInt8>, options: CSVImportOptions, parallelFrom: Int
    ) throws(ChartReadError) -> (CSVDialect, (CSVColumns, CSVColumns.Plan)?) {
        let dialect = CSVDialect.sniffed(text, options: options)
        if let given = options.delimiterByte, let misfit = CSVDialect.misfit(of: given, in: text) {
            throw ChartReadError(.whole, misfit, setting: .delimiter)
        }
        // Histograms and box plots, which may count or summarise raw values, are the table's too.
        guard dialect.decimal == UInt8(ascii: "."), dialect.decimalSource != .delimiter, options.dateFormat == nil,
            options.kind != .histogram, options.kind != .box,
            let table = read(text, dialect: dialect, parallelFrom: parallelFrom), !table.mayHoldATotal,
            let plan = table.plan(options: options)
        else { return (dialect, nil) }
        return (dialect, (table, plan))
    }

    /// The chart `bytes` hold under `options` (`reading(_:options:parallelFrom:)`'s).
    static func chart(
        _ bytes: consuming [UInt8], options: CSVImportOptions, parallelFrom: Int = parallelBytes
    ) throws(ChartReadError) -> Chart {
        try reading(bytes, options: options, parallelFrom: parallelFrom).chart
    }

    /// The header and typed columns of `text`, or nil when the fast reading declines.
    ///
    /// The rows of a large text are read (and checked for valid UTF-8) in two parts at once, split
    /// after a line feed outside quotes.
    static func read(
        _ text: UnsafeBufferPointer<UInt8>, dialect: CSVDialect, parallelFrom: Int = parallelBytes
    ) -> CSVColumns? {
        guard let base = text.baseAddress else { return nil }
        var scanner = CSVScanner(base: base, start: 0, end: text.count, dialect: dialect)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.at = 3 }
        // A title line above the header (one name, the rest empty) is the table's to read (`CSVTable.preamble`).
        guard let header = scanner.readHeader(), header.count < 2 || header.dropFirst().contains(where: { !$0.isEmpty })
        else { return nil }
        let rowsStart = scanner.at
        guard UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: text[..<rowsStart])) == nil else {
            return nil
        }
        let split = text.count >= parallelFrom ? rowBoundary(in: text, from: rowsStart, dialect: dialect) : nil
        let ranges = split.map { [rowsStart..<$0, $0..<text.count] } ?? [rowsStart..<text.count]
        let shared = SharedText(base: base)
        let textEnd = text.count
        let headerCount = header.count
        let read = { @Sendable (range: Range<Int>) -> [CSVColumn]? in
            let part = UnsafeBufferPointer(start: shared.base + range.lowerBound, count: range.count)
            guard UTF8Validation.firstInvalidOffset(in: part) == nil else { return nil }
            var scanner = CSVScanner(
                base: shared.base, start: range.lowerBound, end: range.upperBound, dialect: dialect)
            var columns = [CSVColumn](repeating: CSVColumn(), count: headerCount)
            // The first part's columns make room for the later part's rows too, joined to them.
            let rowsEnd = range.lowerBound == rowsStart ? textEnd : range.upperBound
            return scanner.readRecords(into: &columns, roomUntil: rowsEnd) ? columns : nil
        }
        var parts = ranges.count > 1 ? concurrentMap(ranges, read) : [read(ranges[0])]
        guard var columns = parts[0] else { return nil }
        parts[0] = nil
        for index in parts.indices.dropFirst() {
            guard var later = parts[index] else { return nil }
            parts[index] = nil
            // Column by column, each part let go once joined.
            for position in columns.indices {
                guard columns[position].append(contentsOf: later[position]) else { return nil }
                later[position] = CSVColumn()
            }
        }
        guard let rows = columns.first?.count, rows > 0, rows <= ChartLimits.pointsPerSeries else { return nil }
        return CSVColumns(header: header, columns: columns, rowCount: rows)
    }

    /// A row boundary near the middle of `text` after `start` (just after a line feed outside
    /// quotes: an even number of quotes since `start`, which begins a row), or nil when there is
    /// none.
    ///
    /// The quotes before the middle are found by `memchr`, usually none.
    static func rowBoundary(in text: UnsafeBufferPointer<UInt8>, from start: Int, dialect: CSVDialect) -> Int? {
        guard let base = text.baseAddress else { return nil }
        let middle = start + (text.count - start) / 2
        var quotes = 0
        var at = start
        while at < middle, let found = memchr(base + at, Int32(dialect.quote), middle - at) {
            quotes += 1
            at = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        }
        at = middle
        while at < text.count {
            if base[at] == dialect.quote { quotes += 1 }
            if base[at] == 0x0A, quotes % 2 == 0 { return at + 1 < text.count ? at + 1 : nil }
            at += 1
        }
        return nil
    }

    /// The text, read (never written) by both threads while they read it.
    private struct SharedText: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
    }

    /// `transform` of each of `items`, each on a thread of its own (Dispatch's, as many at once
    /// as there are cores).
    static func concurrentMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.takeAll()
    }

    /// One result a thread.
    private final class Slots<Value>: @unchecked Sendable {
        /// One slot a thread, written only by that thread (never two threads one slot), taken
        /// once every thread has finished.
        private let slots: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func store(_ value: Value, at index: Int) { slots[index] = value }

        /// The values stored, moved out; each slot must have been stored.
        func takeAll() -> [Value] {
            slots.indices.compactMap { index in
                let value = slots[index]
                slots[index] = nil
                return value
            }
        }
    }
}

/// A CSV file as typed columns: its header, cleaned, and one column a header field.
struct CSVColumns {
    var header: [String]
    var columns: [CSVColumn]
    var rowCount: Int

    /// The columns a chart takes under `options`, chosen as `CSVTable.chart(options:)` chooses them.
    struct Plan {
        var x: Int
        var xType: Axis.ValueType
        var series: Int?
        var y: [Int]
        /// A first column that numbers the rows, read as neither x nor a series.
        var rowNumbers: Int?
    }

    /// What `CSVTable.chart(options:)` makes a chart of, or nil when it would refuse (or the
    /// columns cannot say without the cells' text): every check made, nothing built.
    func plan(options: CSVImportOptions) -> Plan? {
        func column(named name: String) -> Int? {
            if let position = header.firstIndex(of: name) { return position }
            if let number = Int(name), header.indices.contains(number - 1) { return number - 1 }
            return nil
        }
        var seriesColumn: Int?
        if let name = options.series {
            guard let position = column(named: name) else { return nil }
            seriesColumn = position
        }
        // A first column of numbers beside one of dates ("temp,date"): the dates are x, as the table reads them.
        var xColumn =
            columns[0].kind == .numbers && !RowNumbers.namesRows(header[0])
            ? header.indices.dropFirst().first { columns[$0].kind == .dates } ?? 0 : 0
        if let seriesColumn {
            // Beside a split column, x is the first date column other than it, else the first other.
            let others = header.indices.filter { $0 != seriesColumn }
            xColumn = others.first { columns[$0].kind == .dates } ?? others.first ?? seriesColumn
        }
        if let name = options.x {
            guard let position = column(named: name) else { return nil }
            xColumn = position
        }
        // A first column that numbers the rows is no x beside dates (or, unnamed, text), as the table reads it.
        var rowNumbers: Int?
        if options.x == nil, seriesColumn != 0, header.count > 1, columns[0].kind == .numbers,
            RowNumbers.areRowNumbers(header: header[0], values: columns[0].values),
            let instead = RowNumbers.x(
                insteadOf: header[0], others: header.indices.filter { $0 != 0 && $0 != seriesColumn },
                isDates: { columns[$0].kind == .dates },
                isYears: {
                    columns[$0].kind == .numbers
                        && (RowNumbers.dates(fromYears: columns[$0].values) != nil
                            || RowNumbers.areYearsBeforeCommonEra(columns[$0].values))
                },
                isText: { columns[$0].kind == .texts },
                isRising: { columns[$0].kind == .numbers && RowNumbers.areRising(columns[$0].values) })
        {
            // A time series' times are the table's to read as dates, and numbers that rise its to read as x.
            guard columns[instead].kind != .numbers else { return nil }
            if xColumn == 0 { xColumn = instead }
            rowNumbers = 0
        } else if options.x != nil, xColumn != 0, seriesColumn != 0, columns[0].kind == .numbers,
            RowNumbers.areRowNumbers(header: header[0], values: columns[0].values)
        {
            // Nor a series beside the x named, as the table reads it.
            rowNumbers = 0
        }
        // A first column of text that repeats beside dates, or years rising row by row, one a row, is the table's to
        // read: its x is those.
        if options.x == nil, seriesColumn == nil, header.count > 2, columns[0].kind == .texts, !columns[0].isDistinct,
            header.indices.dropFirst().contains(where: {
                columns[$0].isDistinct
                    && (columns[$0].kind == .dates
                        || (columns[$0].kind == .numbers && RowNumbers.dates(fromYears: columns[$0].values) != nil))
            })
        {
            return nil
        }
        // An x column that names the rows may hold years (`RowNumbers.areYears(_:)`), which the table titles.
        guard xColumn != seriesColumn, !RowNumbers.namesRows(header[xColumn]) else { return nil }
        // So may one headed "time" or "x" (`RowNumbers.holdsTimes(header:values:)`): a time series' times, which the
        // table reads as dates.
        if columns[xColumn].kind == .numbers,
            RowNumbers.holdsTimes(header: header[xColumn], values: columns[xColumn].values),
            RowNumbers.dates(fromYears: columns[xColumn].values) != nil
        {
            return nil
        }
        // A date written in parts (a year, and a month or quarter) is the table's to join.
        if options.x == nil, header.count > 2, hasYearsAndPeriods { return nil }
        var yColumns: [Int] = []
        for name in options.y {
            guard let position = column(named: name) else { return nil }
            yColumns.append(position)
        }
        if yColumns.isEmpty {
            yColumns = header.indices.filter {
                $0 != xColumn && $0 != seriesColumn && $0 != rowNumbers && columns[$0].isMostlyNumeric
            }
        }
        // Repeated x with a text column may be long form, which the table tells; so may a first
        // column of text that repeats beside dates ("symbol,date,price").
        if seriesColumn == nil, !columns[xColumn].isDistinct,
            header.indices.contains(where: {
                $0 != xColumn && (columns[$0].kind == .texts || (options.x == nil && columns[$0].kind == .dates))
            })
        {
            return nil
        }
        // Years or periods among the y columns, and a unit in a y column's header, are the table's to read.
        if options.y.isEmpty,
            yColumns.contains(where: {
                columns[$0].kind == .numbers
                    && DateParts.areGroupingNumbers(columns[$0].values.lazy.filter { !$0.isNaN }, header: header[$0])
            })
        {
            return nil
        }
        guard !yColumns.contains(where: { HeaderUnit(header[$0], among: header) != nil }) else { return nil }
        // So is a y column that repeats x.
        if options.y.isEmpty, yColumns.count > 1, columns[xColumn].kind == .numbers,
            yColumns.contains(where: { columns[$0].kind == .numbers && columns[$0].values == columns[xColumn].values })
        {
            return nil
        }
        guard !yColumns.isEmpty, seriesColumn == nil || yColumns.count == 1,
            yColumns.allSatisfy({ columns[$0].kind == .numbers || columns[$0].kind == .empty }),
            columns[xColumn].emptyCells == 0
        else { return nil }
        let xType: Axis.ValueType
        switch columns[xColumn].kind {
        case .numbers: xType = .numeric
        case .dates: xType = .date
        case .texts: xType = .categorical
        case .empty: return nil
        }
        // The limits `ChartLimits.excess(of:)` checks once the chart is made.
        if let seriesColumn {
            guard columns[seriesColumn].kind == .texts, columns[seriesColumn].distinctCount <= ChartLimits.series
            else { return nil }
        } else {
            guard yColumns.count <= ChartLimits.series, rowCount * yColumns.count <= ChartLimits.points else {
                return nil
            }
        }
        return Plan(x: xColumn, xType: xType, series: seriesColumn, y: yColumns, rowNumbers: rowNumbers)
    }

    /// Whether a column holds years (whole numbers from 1000 to 2999) and another may be
    /// their months or quarters (`DateParts`): headed as one, or of month names or quarters.
    private var hasYearsAndPeriods: Bool {
        let hasPeriods =
            header.contains(where: DateParts.isPartName)
            || columns.contains {
                $0.kind == .texts && $0.distinctCount <= 12
                    && $0.texts.strings.allSatisfy { DateParts.month($0) != nil || DateParts.quarter($0) != nil }
            }
        return hasPeriods
            && columns.contains {
                $0.kind == .numbers && $0.values.allSatisfy { (1000...2999).contains($0) && $0.rounded() == $0 }
            }
    }

    /// The chart of `plan`, which `plan(options:)` made of these columns under `options`: each
    /// y column let go once it is a series.
    consuming func reading(_ plan: Plan, options: CSVImportOptions) -> ChartReading {
        let x = columns[plan.x]
        var xAxis = Axis(type: plan.xType, title: header[plan.x])
        var xNumbers = x.values
        if plan.xType == .numeric {
            if RowNumbers.isYearAxis(header: header[plan.x], values: x.values) {
                xAxis.title = MadeUpLabels(locale: options.locale).year
            } else if let axis = HeaderUnit.numericAxis(
                header[plan.x], among: header, values: &xNumbers, locale: options.locale)
            {
                // Read in the unit its header writes, as the table reads it.
                xAxis = axis
            }
        }
        let xValues: XColumn =
            plan.xType == .categorical
            ? .categories(x.positions.map { x.texts.strings[Int($0)] }) : .numbers(xNumbers)
        var allSeries: [Series] = []
        if let seriesColumn = plan.series {
            allSeries = split(
                xValues, yColumn: plan.y[0], by: seriesColumn, spellings: plan.xType == .date ? x.zonedSpellings : [:])
        } else {
            // Large columns become series side by side.
            let rows = rowCount
            let ys =
                plan.y.count > 1 && rows >= 100_000
                ? CSVReader.concurrentMap(plan.y.map { columns[$0] }) { $0.optionalValues(rows) }
                : plan.y.map { columns[$0].optionalValues(rows) }
            for (yColumn, y) in zip(plan.y, ys) {
                var series = Series(name: header[yColumn], x: xValues, y: y)
                series.prefersColumnForm = rowCount > 1000
                if plan.xType == .date, !x.zonedSpellings.isEmpty {
                    series.keepXSpellings((0..<series.count).map { x.zonedSpellings[$0] })
                }
                allSeries.append(series)
            }
        }
        let yTitle =
            plan.series == nil && plan.y.count > 1 ? MadeUpLabels(locale: options.locale).value : header[plan.y[0]]
        let isScatter = ChartReading.isScatter(allSeries, xType: plan.xType)
        let order = ChartReadNote.orderedByX(&allSeries, column: header[plan.x], isShared: plan.series == nil)
        let chart = Chart(
            title: options.title,
            kind: options.kind,
            xAxis: xAxis,
            yAxis: Axis(type: .numeric, title: yTitle, unit: options.unit),
            series: allSeries,
            seriesTitle: plan.series.map { header[$0] }
        )
        // Empty cells alone are no note (the description counts them); the table reads the
        // markers that are.
        let note = ChartReadNote.repeatedX(
            in: chart.series, column: header[plan.x], type: plan.xType, isShared: plan.series == nil)
        let numbered = plan.rowNumbers.map { column in
            ChartReadNote.rowNumbers(
                column: header[column], start: columns[column].values.first == 1 ? 1 : 0, x: header[plan.x])
        }
        var reading = ChartReading(chart: chart, notes: [numbered, note, order].compactMap { $0 })
        if isScatter { reading.readAsScatter(column: header[plan.x], isKindGiven: options.kind != nil) }
        reading.readAsStrip(column: header[plan.x], isKindGiven: options.kind != nil)
        return reading
    }

    /// Long-form rows split into one series per distinct text of `column` (a text column), in
    /// order of first appearance, each its rows' x and y, and the x `spellings` of its rows kept (a date-time's zone).
    private func split(_ x: XColumn, yColumn: Int, by column: Int, spellings: [Int: String]) -> [Series] {
        let keys = columns[column]
        let y = columns[yColumn].optionalValues(rowCount)
        // The interned texts are cleaned already, so equal keys are one number.
        var groupOf = [Int](repeating: -1, count: keys.texts.strings.count)
        var rowsOf: [[Int]] = []
        for (row, key) in keys.positions.enumerated() {
            if groupOf[Int(key)] < 0 {
                groupOf[Int(key)] = rowsOf.count
                rowsOf.append([])
            }
            rowsOf[groupOf[Int(key)]].append(row)
        }
        var names = [String](repeating: "", count: rowsOf.count)
        for (key, group) in groupOf.enumerated() where group >= 0 { names[group] = keys.texts.strings[key] }
        return zip(names, rowsOf).map { name, rows in
            let groupX: XColumn =
                switch x {
                case .numbers(let values): .numbers(rows.map { values[$0] })
                case .categories(let values): .categories(rows.map { values[$0] })
                }
            var series = Series(name: name, x: groupX, y: rows.map { y[$0] })
            series.prefersColumnForm = false
            if !spellings.isEmpty { series.keepXSpellings(rows.map { spellings[$0] }) }
            return series
        }
    }
}

/// One column of a CSV file as it is read: typed by its first cell that is not empty (a
/// number, else an ISO 8601 date, else text) and kept so while every cell agrees.
struct CSVColumn {
    /// What the column's cells are.
    enum Kind { case empty, numbers, dates, texts }

    private(set) var kind = Kind.empty
    /// Numbers, or dates as seconds since 1970; NaN for an empty cell.
    private(set) var values: [Double] = []
    /// Each text cell's number among `texts` (cleaned, so equal texts have one number).
    private(set) var positions: [UInt32] = []
    /// The distinct texts of a text column.
    private(set) var texts = StringInterner()
    /// The cells read.
    private(set) var count = 0
    /// The cells of a column of dates that say more than their seconds keep (a zone such as `+02:00`, or `Z`), by
    /// row, to be written again as they are (`Series.keepXSpellings(_:)`).
    private(set) var zonedSpellings: [Int: String] = [:]
    /// The cells that are empty (once cleaned).
    private(set) var emptyCells = 0
    /// The cells, not empty, that are numbers (`CSVNumber`), and those that are not.
    private(set) var numberCells = 0
    private(set) var otherCells = 0

    /// Whether most cells that are not empty are numbers (`CSVTable.isMostlyNumeric`).
    var isMostlyNumeric: Bool { numberCells > otherCells }

    /// The values as a series' y: nil for each empty cell (every cell of an empty column).
    func optionalValues(_ rows: Int) -> [Double?] {
        guard kind == .numbers else { return [Double?](repeating: nil, count: rows) }
        return DecimalConversion.optionals(values)
    }

    /// Adds a cell read as a number on the way, where numbers may go (an empty or number
    /// column); false elsewhere.
    @inline(__always)
    mutating func append(number: Double) -> Bool {
        switch kind {
        case .numbers: break
        case .empty:
            kind = .numbers
            values = [Double](repeating: .nan, count: count)
        default: return false
        }
        values.append(number)
        count &+= 1
        numberCells &+= 1
        return true
    }

    /// Adds a cell (its bytes unquoted, and its quotes undoubled) as `CSVTable` would read it,
    /// cleaned (`TextField`): false when it changes the column's kind.
    mutating func append(cell bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Printable ASCII is its own cleaned text; anything else is cleaned first.
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return append(cleaned: bytes) }
        var cleaned = TextField.cleaned(String(decoding: bytes, as: UTF8.self))
        return cleaned.withUTF8 { append(cleaned: $0) }
    }

    private mutating func append(cleaned cell: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = cell.baseAddress, !cell.isEmpty else {
            appendEmpty()
            return true
        }
        // A number as `CSVNumber` reads it: spaces and tabs around it are no part of it.
        var first = 0
        var last = cell.count
        while first < last, cell[first] == 0x20 || cell[first] == 0x09 { first += 1 }
        while last > first, cell[last - 1] == 0x20 || cell[last - 1] == 0x09 { last -= 1 }
        let number = first < last ? DecimalConversion.parse(start + first, count: last - first) : nil
        let isNumber = number?.isFinite == true
        switch kind {
        case .empty, .numbers:
            if let number, isNumber { return append(number: number) }
            if kind == .numbers { return false }
            if let seconds = ISODate.seconds(fromUTF8: cell) {
                kind = .dates
                values = [Double](repeating: .nan, count: count)
                values.append(seconds)
                keepSpelling(of: cell)
            } else {
                guard !Self.isForTheTable(cell) else { return false }
                kind = .texts
                let empty = texts.number(of: UnsafeBufferPointer(start: start, count: 0))
                positions = [UInt32](repeating: empty, count: count)
                positions.append(texts.number(of: cell))
            }
        case .dates:
            guard let seconds = ISODate.seconds(fromUTF8: cell) else { return false }
            values.append(seconds)
            keepSpelling(of: cell)
        case .texts:
            guard !Self.isForTheTable(cell) else { return false }
            positions.append(texts.number(of: cell))
        }
        count &+= 1
        if isNumber { numberCells &+= 1 } else { otherCells &+= 1 }
        return true
    }

    /// Keeps the date-time `cell` (the next row's) as written when it says more than its seconds: a zone.
    @inline(__always)
    private mutating func keepSpelling(of cell: UnsafeBufferPointer<UInt8>) {
        // A date alone (10 bytes) has no time, and so no zone.
        guard cell.count > 10 else { return }
        let text = String(decoding: cell, as: UTF8.self)
        if ISODate.saysMoreThanSeconds(text) { zonedSpellings[count] = text }
    }

    /// Whether a text cell may be what `CSVTable` reads and this reading does not: a number as
    /// spreadsheets write it, a date as people write it (each holds a digit), or a marker of a
    /// missing value.
    @inline(__always)
    static func isForTheTable(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        if cell.count <= 5, SpreadsheetNumber.isMissing(String(decoding: cell, as: UTF8.self)) { return true }
        guard cell.contains(where: { $0 &- 48 < 10 }) else { return false }
        let text = String(decoding: cell, as: UTF8.self)
        return (try? SpreadsheetNumber.read(text, decimal: UInt8(ascii: "."))) != nil
            || WrittenDate.shape(of: text) != nil
    }

    /// Whether no two cells are alike: distinct texts, or numbers or dates in increasing order
    /// (anything else may repeat, and is taken to).
    var isDistinct: Bool {
        switch kind {
        // The interner may hold an empty text no cell has: the cells' own numbers are counted.
        case .texts: return Set(positions).count == count
        case .numbers, .dates:
            guard var previous = values.first else { return true }
            for value in values.dropFirst() {
                guard value > previous else { return false }
                previous = value
            }
            return true
        case .empty: return count <= 1
        }
    }

    /// Adds an empty cell.
    @inline(__always)
    mutating func appendEmpty() {
        switch kind {
        case .empty: break
        case .numbers, .dates: values.append(.nan)
        case .texts: positions.append(texts.number(of: UnsafeBufferPointer(start: nil, count: 0)))
        }
        count &+= 1
        emptyCells &+= 1
    }

    /// Makes room for `cells` cells in all.
    mutating func reserve(_ cells: Int) {
        switch kind {
        case .empty: break
        case .numbers, .dates: values.reserveCapacity(cells)
        case .texts: positions.reserveCapacity(cells)
        }
    }

    /// The number of distinct texts of a text column.
    var distinctCount: Int { texts.strings.count }

    /// Adds `later`'s cells (the next rows of the same file) after this column's: false when
    /// their kinds differ.
    mutating func append(contentsOf later: CSVColumn) -> Bool {
        guard later.count > 0 else { return true }
        switch (kind, later.kind) {
        case (.empty, .empty): break
        case (.numbers, .empty), (.dates, .empty):
            values += repeatElement(.nan, count: later.count)
        case (.texts, .empty):
            positions += repeatElement(texts.number(of: UnsafeBufferPointer(start: nil, count: 0)), count: later.count)
        case (.empty, .numbers), (.empty, .dates):
            kind = later.kind
            values = [Double](repeating: .nan, count: count)
            values += later.values
        case (.numbers, .numbers), (.dates, .dates):
            values += later.values
        case (.empty, .texts), (.texts, .texts):
            if kind == .empty {
                kind = .texts
                positions = [UInt32](
                    repeating: texts.number(of: UnsafeBufferPointer(start: nil, count: 0)), count: count)
            }
            // Each text again by this column's numbers.
            var numbers: [UInt32] = []
            for var text in later.texts.strings { numbers.append(text.withUTF8 { texts.number(of: $0) }) }
            positions += later.positions.map { numbers[Int($0)] }
        default:
            return false
        }
        count += later.count
        emptyCells += later.emptyCells
        numberCells += later.numberCells
        otherCells += later.otherCells
        return true
    }
}

/// Reading records field by field within `start..<end` of a text.
struct CSVScanner {
    let base: UnsafePointer<UInt8>
    let start: Int
    let end: Int
    let dialect: CSVDialect
    var at: Int
    /// A quoted field's text with its doubled quotes made single.
    private var scratch: [UInt8] = []

    init(base: UnsafePointer<UInt8>, start: Int, end: Int, dialect: CSVDialect) {
        self.base = base
        self.start = start
        self.end = end
        self.dialect = dialect
        self.at = start
    }

    /// The first record's fields, cleaned, when they are names `CSVTable` takes (no two alike).
    mutating func readHeader() -> [String]? {
        skipBlankLines()
        var names: [String] = []
        while at < end {
            guard let field = nextField(), field.count <= TextField.maximumLength else { return nil }
            let name = withField(field) { TextField.name(String(decoding: $0, as: UTF8.self)) }
            guard !names.contains(name) else { return nil }
            names.append(name)
            if field.isLast { break }
        }
        return names.isEmpty ? nil : names
    }

    /// Moves past blank lines, which are no records, and lines of delimiters alone (a spreadsheet's empty row).
    @inline(__always)
    private mutating func skipBlankLines() {
        while at < end {
            if base[at] == 0x0A {
                at &+= 1
            } else if base[at] == 0x0D {
                at &+= at &+ 1 < end && base[at &+ 1] == 0x0A ? 2 : 1
            } else if base[at] == dialect.delimiter {
                var next = at
                while next < end, base[next] == dialect.delimiter { next &+= 1 }
                guard next == end || base[next] == 0x0A || base[next] == 0x0D else { return }
                at = next
            } else {
                return
            }
        }
    }

    /// Reads every record into `columns` (one a field): false when one has another number of
    /// fields, `CSVTable` would refuse one, or a cell changes its column's kind.
    ///
    /// After 64 rows, each column makes room for as many as the rows up to `roomUntil` would
    /// be, spelled like those (reserved and not yet written, the room costs no memory).
    mutating func readRecords(into columns: inout [CSVColumn], roomUntil: Int) -> Bool {
        let fields = columns.count
        var rows = 0
        while true {
            let lineStart = at
            skipBlankLines()
            guard at < end else { return true }
            // Lines after a blank line among the rows may be notes on the data, which the table reads.
            if rows > 0, at != lineStart { return false }
            if rows == 64 {
                let estimate = (roomUntil - at) / max(1, (at - start) / 64) + 64 + 64
                for field in columns.indices { columns[field].reserve(min(estimate, ChartLimits.pointsPerSeries + 1)) }
            }
            for field in 0..<fields {
                let isLastField = field == fields &- 1
                // A number where numbers go, read straight from the text.
                if at < end, columns[field].kind == .numbers || columns[field].kind == .empty {
                    let first = base[at]
                    if first &- 48 < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
                        || first == UInt8(ascii: "+")
                    {
                        let (value, numberEnd) = DecimalConversion.scan(base, from: at, end: end)
                        if let value, value.isFinite, endsField(at: numberEnd, isLast: isLastField) {
                            _ = columns[field].append(number: value)
                            at = numberEnd
                            skipTerminator(isLast: isLastField)
                            continue
                        }
                    }
                }
                guard let cell = nextField(), cell.isLast == isLastField, cell.count <= TextField.maximumLength,
                    withField(cell, { columns[field].append(cell: $0) })
                else { return false }
            }
            rows &+= 1
            if rows > ChartLimits.pointsPerSeries { return false }
        }
    }

    /// A field as `nextField` found it: where its text is (in the text, or undoubled in the
    /// scanner's scratch), and whether it ends its record.
    struct Field {
        var start: Int
        var count: Int
        var isInScratch: Bool
        var isLast: Bool
    }

    /// `body` of the field's bytes.
    @inline(__always)
    private func withField<Result>(_ field: Field, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if field.isInScratch { return scratch.withUnsafeBufferPointer(body) }
        return body(UnsafeBufferPointer(start: base + field.start, count: field.count))
    }

    /// Whether a field may end at `position`: the delimiter, or the record's end for its last.
    @inline(__always)
    private func endsField(at position: Int, isLast: Bool) -> Bool {
        if position == end { return isLast }
        let byte = base[position]
        return isLast ? byte == 0x0A || byte == 0x0D : byte == dialect.delimiter
    }

    /// Moves past the delimiter, or the line end (CR, LF or CRLF), at `at`.
    @inline(__always)
    private mutating func skipTerminator(isLast: Bool) {
        guard at < end else { return }
        if isLast, base[at] == 0x0D, at &+ 1 < end, base[at &+ 1] == 0x0A { at &+= 2 } else { at &+= 1 }
    }

    /// The field at `at`, unquoted, and whether it ends its record; the position moves past its
    /// delimiter or line end.
    ///
    /// Nil for what `CSVTable` refuses: a quote inside an unquoted field, a quoted field never
    /// closed or followed by more than a delimiter or line end.
    private mutating func nextField() -> Field? {
        if at < end, base[at] == dialect.quote {
            var segment = at &+ 1
            var position = segment
            var isEscaped = false
            while true {
                position = find(dialect.quote, from: position)
                guard position < end else { return nil }
                guard position &+ 1 < end, base[position &+ 1] == dialect.quote else { break }
                // A doubled quote: the text so far and one quote.
                if !isEscaped { scratch.removeAll(keepingCapacity: true) }
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + segment, count: position &+ 1 &- segment))
                isEscaped = true
                position &+= 2
                segment = position
            }
            let closing = position
            at = closing &+ 1
            let isLast = at == end || base[at] == 0x0A || base[at] == 0x0D
            guard isLast || base[at] == dialect.delimiter else { return nil }
            skipTerminator(isLast: isLast)
            guard isEscaped else {
                return Field(start: segment, count: closing &- segment, isInScratch: false, isLast: isLast)
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + segment, count: closing &- segment))
            return Field(start: 0, count: scratch.count, isInScratch: true, isLast: isLast)
        }
        let fieldStart = at
        let fieldEnd = findSpecial(from: at)
        if fieldEnd < end, base[fieldEnd] == dialect.quote { return nil }
        at = fieldEnd
        let isLast = fieldEnd == end || base[fieldEnd] != dialect.delimiter
        skipTerminator(isLast: isLast)
        return Field(start: fieldStart, count: fieldEnd &- fieldStart, isInScratch: false, isLast: isLast)
    }

    /// The first `byte` from `position`, or `end`; eight bytes at a time.
    @inline(__always)
    private func find(_ byte: UInt8, from position: Int) -> Int {
        var at = position
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        while at &+ 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) ^ pattern
            let found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if found != 0 { return at &+ found.trailingZeroBitCount >> 3 }
            at &+= 8
        }
        while at < end, base[at] != byte { at &+= 1 }
        return at
    }

    /// The first delimiter, line end or quote from `position`, or `end`; eight bytes at a time
    /// (a byte is one of them when its word, less that byte everywhere, borrows there first).
    @inline(__always)
    private func findSpecial(from position: Int) -> Int {
        var at = position
        let delimiters = UInt64(dialect.delimiter) &* 0x0101_0101_0101_0101
        let quotes = UInt64(dialect.quote) &* 0x0101_0101_0101_0101
        while at &+ 8 <= end {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let a = word ^ delimiters
            let b = word ^ quotes
            let c = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let d = word ^ 0x0D0D_0D0D_0D0D_0D0D
            let found =
                ((a &- 0x0101_0101_0101_0101) & ~a | (b &- 0x0101_0101_0101_0101) & ~b
                    | (c &- 0x0101_0101_0101_0101) & ~c | (d &- 0x0101_0101_0101_0101) & ~d) & 0x8080_8080_8080_8080
            if found != 0 { return at &+ found.trailingZeroBitCount >> 3 }
            at &+= 8
        }
        while at < end {
            let byte = base[at]
            if byte == dialect.delimiter || byte == dialect.quote || byte == 0x0A || byte == 0x0D { return at }
            at &+= 1
        }
        return at
    }
}
