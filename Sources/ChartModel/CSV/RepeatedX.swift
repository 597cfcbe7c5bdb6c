extension ChartReadNote {
    /// The note on rows that repeat an earlier row's x within a series, or nil when none does.
    ///
    /// Every such row is kept, in file order: whether two values at one x are to be added,
    /// averaged or are two observations, only the data's author knows.
    ///
    /// - Parameters:
    ///   - series: The series read.
    ///   - column: The x column's name.
    ///   - type: The x axis's type, which says how a value is written in the note.
    ///   - isShared: Whether every series has the same rows' x (wide form: one column a series),
    ///     so that a row is counted once, not once a series.
    /// - Returns: The note, naming how many rows repeat and the first value they repeat.
    /// - Complexity: O(n) in the number of points.
    static func repeatedX(in series: [Series], column: String, type: Axis.ValueType, isShared: Bool)
        -> ChartReadNote?
    {
        var rows = 0
        var first: String?
        var names: [String] = []
        for item in isShared ? Array(series.prefix(1)) : series {
            guard let found = repeats(in: item.x) else { continue }
            rows += found.rows
            if first == nil {
                first =
                    switch found.first {
                    case .category(let name): name
                    case .number(let number):
                        type == .date ? ISODate.text(fromSeconds: number) : PlainNumber.text(number)
                    }
            }
            names.append(item.name)
        }
        guard let first else { return nil }
        return .repeatedX(column: column, rows: rows, first: first, series: isShared ? [] : names)
    }

    /// How many values repeat an earlier one, and the first that does; nil when none does.
    private static func repeats(in x: XColumn) -> (rows: Int, first: DataValue)? {
        switch x {
        case .numbers(let values):
            // Most x columns increase, which is no repeat.
            if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return nil }
            return repeats(in: values).map { ($0.rows, .number($0.first)) }
        case .categories(let names):
            return repeats(in: names).map { ($0.rows, .category($0.first)) }
        }
    }

    private static func repeats<Value: Hashable>(in values: [Value]) -> (rows: Int, first: Value)? {
        var seen = Set<Value>(minimumCapacity: values.count)
        var rows = 0
        var first: Value?
        for value in values where !seen.insert(value).inserted {
            rows += 1
            if first == nil { first = value }
        }
        return first.map { (rows, $0) }
    }

    /// Puts the points of each series whose numeric or date x goes back in order of x (rows
    /// sharing an x keep their file order), and the note that says so, or nil when every series
    /// is in order.
    ///
    /// Spreadsheets are often exported newest first; read in file order, such a series' first
    /// and last points, and every change, would be told backwards.
    ///
    /// - Parameters:
    ///   - series: The series read, put in order in place.
    ///   - column: The x column's name.
    ///   - isShared: Whether every series has the same rows' x (wide form), so the note names none.
    /// - Returns: The note naming the series put in order, or nil when none was out of order.
    /// - Complexity: O(n log n) in the number of points of a series out of order, O(n) else.
    static func orderedByX(_ series: inout [Series], column: String, isShared: Bool) -> ChartReadNote? {
        var names: [String] = []
        for index in series.indices {
            guard case .numbers(let x) = series[index].x, zip(x, x.dropFirst()).contains(where: { $0 > $1 }) else {
                continue
            }
            let order = x.indices.sorted { x[$0] < x[$1] || (x[$0] == x[$1] && $0 < $1) }
            let y = series[index].y
            var ordered = Series(
                name: series[index].name, isContinuous: series[index].isContinuous, x: .numbers(order.map { x[$0] }),
                y: order.map { y[$0] })
            ordered.prefersColumnForm = series[index].prefersColumnForm
            if let spellings = series[index].xSpellings { ordered.keepXSpellings(order.map { spellings[$0] }) }
            series[index] = ordered
            names.append(ordered.name)
        }
        guard !names.isEmpty else { return nil }
        return .orderedByX(columns: [column], series: isShared ? [] : names)
    }
}

extension ChartReading {
    /// Whether `series` (as the file has them, before they are put in order) are one measure against another: their
    /// numeric x, which holds no years, neither only rises nor only falls in some series (a row goes back, or repeats
    /// an x), as eruption lengths and the waits after them, or cars' horsepower and mileage, do.
    ///
    /// - Complexity: O(n) in the number of points.
    static func isScatter(_ series: [Series], xType: Axis.ValueType) -> Bool {
        guard xType == .numeric else { return false }
        for item in series {
            guard case .numbers(let x) = item.x else { return false }
            var (isYears, rises, falls) = (true, true, true)
            var previous: Double?
            for value in x where value.isFinite {
                if isYears, value != value.rounded() || value < 1000 || value >= 3000 { isYears = false }
                if let previous { (rises, falls) = (rises && value > previous, falls && value < previous) }
                // Neither years nor in order: the column is one measure's, whatever the other series hold.
                if !isYears, !rises, !falls { return true }
                previous = value
            }
        }
        return false
    }

    /// The number of categories of `series` when they hold several values at each (three a category or more on
    /// average, at two categories or more, in every series): a strip of points, as a plotting tool draws the rows of
    /// one measure by group, not bars; nil for any other series.
    static func stripCategories(_ series: [Series]) -> Int? {
        var most = 0
        for item in series {
            guard case .categories(let names) = item.x else { return nil }
            let distinct = Set(names).count
            guard isStrip(values: names.count, categories: distinct) else { return nil }
            most = max(most, distinct)
        }
        return most > 0 ? most : nil
    }

    /// Whether `values` at `categories` categories are a strip: two categories or more, three values a category or
    /// more on average. (The one rule of the reader and the describer.)
    package static func isStrip(values: Int, categories: Int) -> Bool { categories >= 2 && values >= 3 * categories }

    /// Reads the chart as a strip of points (`stripCategories(_:)`), unless a kind was given (`isKindGiven`); the
    /// note on repeats becomes one saying so.
    mutating func readAsStrip(column: String, isKindGiven: Bool) {
        guard !isKindGiven, let categories = Self.stripCategories(chart.series) else { return }
        chart.kind = .scatter
        notes =
            notes.filter { if case .repeatedX = $0 { false } else { true } }
            + [.readAsStrip(column: column, categories: categories)]
    }

    /// Reads the chart as a scatter chart, unless a kind was given (`isKindGiven`).
    ///
    /// For rows found to be one (`isScatter(_:xType:)`), whose line would double back. The notes on order and
    /// repeats become one saying so.
    mutating func readAsScatter(column: String, isKindGiven: Bool) {
        guard !isKindGiven else { return }
        chart.kind = .scatter
        notes =
            notes.filter { note in
                switch note {
                case .orderedByX, .repeatedX: false
                default: true
                }
            } + [.readAsScatter(column: column)]
    }
}
