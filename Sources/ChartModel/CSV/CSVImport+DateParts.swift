/// A date written in columns of its parts: a year, and a month, a quarter or an ISO week, and with a month
/// perhaps a day ("year,month,value" with `2023,1,5`), which a reading takes as one date x.
struct DateParts: Hashable {
    /// Whether the period column holds months, quarters or ISO 8601 weeks (1 to 53, each from its Monday).
    enum Period: Hashable { case month, quarter, week }

    var year: Int
    var period: Int
    var kind: Period
    var day: Int?

    /// The columns, in the order they are named: year, period, day.
    var columns: [Int] { [year, period] + (day.map { [$0] } ?? []) }

    /// Headers that name a month, a quarter or a day of the month, in the packs' languages
    /// and as spreadsheets shorten them (compared without case).
    static let monthWords: Set<String> = ["month", "mon", "mth", "monat", "mois", "mes"]
    static let quarterWords: Set<String> = ["quarter", "qtr", "q", "quartal", "trimestre"]
    static let dayWords: Set<String> = ["day", "tag", "jour", "día", "dia"]
    static let weekWords: Set<String> = ["week", "wk", "woche", "kw", "semaine", "semana"]
    static let yearWords: Set<String> = ["year", "yr", "jahr", "année", "annee", "an", "año", "ano"]

    /// Whether a column headed `header`, whose cells that are not empty hold `numbers`, groups rows, not a measure.
    ///
    /// Its numbers are whole and repeat, and sit under a header naming a period ("month", "year"), or are years (1000
    /// to 2999) each held by two rows or more on average, as the years of long form are: a count between 1,057 and
    /// 2,654 that repeats a few times (R's Seatbelts' monthly drivers killed or injured) is a measure. The one rule of
    /// both CSV readers.
    static func areGroupingNumbers(_ numbers: some Collection<Double>, header: String) -> Bool {
        let word = header.trimmingSpaces.lowercased()
        let isNamed = isPartName(word) || yearWords.contains(word)
        // Whole numbers first: a measure's first fraction ends the look before any set is made.
        guard !numbers.isEmpty, numbers.allSatisfy({ $0.rounded() == $0 && (isNamed || (1000...2999).contains($0)) })
        else { return false }
        let distinct = Set(numbers).count
        return isNamed ? distinct < numbers.count : 2 * distinct <= numbers.count
    }

    /// Whether a header names a date part other than the year.
    static func isPartName(_ header: String) -> Bool {
        let word = header.trimmingSpaces.lowercased()
        return monthWords.contains(word) || quarterWords.contains(word) || dayWords.contains(word)
            || weekWords.contains(word)
    }

    /// The quarter a cell writes: `1` to `4`, or `Q1` to `Q4`; nil for anything else.
    static func quarter(_ cell: String) -> Int? {
        var text = cell.trimmingSpaces
        if text.first == "Q" || text.first == "q" { text = text.dropFirst() }
        return Int(text).flatMap { (1...4).contains($0) ? $0 : nil }
    }

    /// The month a cell writes: `1` to `12`, or a month's name in a pack's language.
    static func month(_ cell: String) -> Int? {
        let text = cell.trimmingSpaces
        if let number = Int(text) { return (1...12).contains(number) ? number : nil }
        return WrittenDate.month(named: text)
    }

    /// The ISO 8601 week a cell writes: `1` to `53`.
    static func week(_ cell: String) -> Int? {
        Int(cell.trimmingSpaces).flatMap { (1...53).contains($0) ? $0 : nil }
    }

    /// The Monday that starts ISO week `week` of `year`, in days since 1970 (week 1 holds January 4); nil for a week
    /// 53 of a year of 52 weeks.
    static func monday(ofWeek week: Int, year: Int) -> Int? {
        // The Monday of the week holding January 4 (1970-01-05 was a Monday).
        func firstMonday(_ year: Int) -> Int {
            let january4 = ISODate.daysSince1970(year: year, month: 1, day: 4)
            return january4 - ((january4 - 4) % 7 + 7) % 7
        }
        let monday = firstMonday(year) + 7 * (week - 1)
        return monday < firstMonday(year + 1) ? monday : nil
    }

    /// A year a cell writes: a whole number from 1000 to 2999.
    static func year(_ cell: String) -> Int? {
        Int(cell.trimmingSpaces).flatMap { (1000...2999).contains($0) ? $0 : nil }
    }
}

extension CSVTable {
    /// The columns that write x as a date's parts, when x is not named: a column of years and
    /// a month column (headed as a month, or of month names), a quarter column (headed as a
    /// quarter, or of `Q1` to `Q4`) or a week column (headed as a week), one of them the first column (the years, with
    /// weeks), and with a month a day column (headed as a day); nil when there are none, or one is named as y or the
    /// split.
    ///
    /// - Throws: `ChartReadError` naming the first cell of a month, quarter or day column,
    ///   headed so, that is whole numbers but for it, and is none (a month 13).
    func dateParts(options: CSVImportOptions) throws(ChartReadError) -> DateParts? {
        guard options.x == nil, options.dateFormat == nil, header.count > 2 else { return nil }
        let named = Set(options.y + (options.series.map { [$0] } ?? []))
        // Years are headed so, or repeat, a year for several months: numbers from 1000 to 2999 once each are as likely
        // a measure ("Costs" of 1,200 to 1,450 beside months are no years).
        let years = header.indices.filter { column in
            !named.contains(header[column]) && rows.allSatisfy { DateParts.year($0[column]) != nil }
                && (DateParts.yearWords.contains(header[column].trimmingSpaces.lowercased())
                    || Set(rows.map { $0[column] }).count < rows.count)
        }
        // The parts lead the table, after any column of one value on every row ("city,year,month,sales" of one city).
        let first = header.indices.first { column in Set(rows.map { $0[column] }).count > 1 } ?? 0
        for year in years {
            // (Weeks first, "week,year,visits", compare the years week by week: the years split the rows.)
            guard let (period, kind) = try periodColumn(besides: year, named: named),
                year == first || (period == first && kind != .week)
            else { continue }
            var parts = DateParts(year: year, period: period, kind: kind)
            if kind == .month {
                parts.day = try dayColumn(besides: parts, named: named)
            }
            return parts
        }
        return nil
    }

    /// The month or quarter column beside the year column `year`.
    private func periodColumn(besides year: Int, named: Set<String>) throws(ChartReadError)
        -> (Int, DateParts.Period)?
    {
        for column in header.indices where column != year && !named.contains(header[column]) {
            let word = header[column].trimmingSpaces.lowercased()
            let cells = rows.map { $0[column] }
            let isText = { (cell: String) in Int(cell.trimmingSpaces) == nil }
            if DateParts.monthWords.contains(word) && isMostly(cells, DateParts.month)
                || cells.allSatisfy({ isText($0) && DateParts.month($0) != nil })
            {
                try checkParts(column, "a month (1 to 12, or a month's name)", DateParts.month)
                return (column, .month)
            }
            if DateParts.quarterWords.contains(word) && isMostly(cells, DateParts.quarter)
                || cells.allSatisfy({ isText($0) && DateParts.quarter($0) != nil })
            {
                try checkParts(column, "a quarter (1 to 4, or Q1 to Q4)", DateParts.quarter)
                return (column, .quarter)
            }
            if DateParts.weekWords.contains(word) && isMostly(cells, DateParts.week) {
                try checkParts(column, "an ISO week (1 to 53)", DateParts.week)
                try checkWeeks(column, besides: year)
                return (column, .week)
            }
        }
        return nil
    }

    /// The day column beside a year and month, headed as a day.
    private func dayColumn(besides parts: DateParts, named: Set<String>) throws(ChartReadError) -> Int? {
        guard
            let column = header.indices.first(where: {
                !parts.columns.contains($0) && !named.contains(header[$0])
                    && DateParts.dayWords.contains(header[$0].trimmingSpaces.lowercased())
            })
        else { return nil }
        guard isMostly(rows.map { $0[column] }, { Int($0.trimmingSpaces) }) else { return nil }
        for row in rows.indices {
            let cell = rows[row][column]
            let (year, month) = (
                DateParts.year(rows[row][parts.year]) ?? 1, DateParts.month(rows[row][parts.period]) ?? 1
            )
            guard let day = Int(cell.trimmingSpaces), (1...ISODate.daysIn(month: month, year: year)).contains(day)
            else {
                throw cellError(
                    row: row, column: column,
                    "'\(cell.quotable)' is not a day of \(WrittenDate.englishMonthNames[month - 1]) \(year), and the column beside years and months is read with them as x dates; give --x to play one column as x"
                )
            }
        }
        return column
    }

    /// Refuses the first week 53 of a year that has 52 ISO weeks.
    private func checkWeeks(_ column: Int, besides year: Int) throws(ChartReadError) {
        for row in rows.indices {
            let (week, inYear) = (DateParts.week(rows[row][column]) ?? 1, DateParts.year(rows[row][year]) ?? 2000)
            guard DateParts.monday(ofWeek: week, year: inYear) == nil else { continue }
            throw cellError(
                row: row, column: column,
                "'\(rows[row][column].quotable)' is not an ISO week of \(inYear), which has 52, and the column beside years is read with them as x dates; give --x to play one column as x"
            )
        }
    }

    /// Whether more than half of `cells` read as a part by `read`.
    private func isMostly(_ cells: [String], _ read: (String) -> Int?) -> Bool {
        cells.filter { read($0) != nil }.count * 2 > cells.count
    }

    /// Refuses the first cell of a part column headed as one that is not `what` (read by
    /// `read`), when the column's other cells are.
    private func checkParts(_ column: Int, _ what: String, _ read: (String) -> Int?) throws(ChartReadError) {
        guard let row = rows.indices.first(where: { read(rows[$0][column]) == nil }) else { return }
        throw cellError(
            row: row, column: column,
            "'\(rows[row][column].quotable)' is not \(what), and the column beside years is read with them as x dates; give --x to play one column as x"
        )
    }

    /// The table with its date parts as one column of dates (`2023-01`, `Q1 2023`,
    /// `2023-01-05`), in the place of the first, named as the finest part; messages still
    /// name the file's columns.
    func joining(_ parts: DateParts) -> CSVTable {
        var table = self
        let finest = parts.day ?? parts.period
        let place = parts.columns.min() ?? parts.year
        let dropped = Set(parts.columns).subtracting([place])
        table.header[place] = header[finest]
        for row in rows.indices {
            let cells = rows[row]
            let year = DateParts.year(cells[parts.year]) ?? 0
            let cell = cells[parts.period]
            let period =
                switch parts.kind {
                case .month: DateParts.month(cell) ?? 0
                case .quarter: DateParts.quarter(cell) ?? 0
                case .week: DateParts.week(cell) ?? 0
                }
            let date =
                switch (parts.kind, parts.day) {
                case (.quarter, _): "Q\(period) \(year)"
                case (.week, _):
                    ISODate.text(fromSeconds: Double(DateParts.monday(ofWeek: period, year: year) ?? 0) * 86_400)
                case (.month, nil): "\(year)-\(twoDigits(period))"
                case (.month, let day?):
                    "\(year)-\(twoDigits(period))-\(twoDigits(Int(cells[day].trimmingSpaces) ?? 1))"
                }
            table.rows[row][place] = date
        }
        let kept = header.indices.filter { !dropped.contains($0) }
        table.header = kept.map { table.header[$0] }
        table.rows = table.rows.map { cells in kept.map { cells[$0] } }
        table.fileColumns = kept.map { fileColumn($0) }
        return table
    }

    private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// The names of the series a month column splits rows into, by cell: the month's name ("7" → "July"), in the
    /// language of `locale`; nil unless the column is headed as a month and every cell is a month's number (1 to 12).
    func monthSeriesNames(of column: Int, locale: String?) -> [String: String]? {
        guard DateParts.monthWords.contains(header[column].trimmingSpaces.lowercased()) else { return nil }
        let months = MadeUpLabels(locale: locale).monthNames
        guard months.count == 12 else { return nil }
        var names: [String: String] = [:]
        for row in rows {
            guard let month = Int(row[column].trimmingSpaces), (1...12).contains(month) else { return nil }
            names[row[column]] = months[month - 1]
        }
        return names
    }
}
