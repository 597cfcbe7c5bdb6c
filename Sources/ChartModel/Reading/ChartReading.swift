/// A chart as read, and what the reading did that a person should hear of.
public struct ChartReading: Sendable, Hashable {
    /// The chart.
    public var chart: Chart
    /// What the reading did beyond the plain: values read as missing, rows split into series.
    public var notes: [ChartReadNote]
    /// The format the chart was read from (a `.json` file may be a Vega-Lite spec), which
    /// says what a fix is written in; nil when not told.
    public var source: ChartReader.Format?
    /// The one text column of a CSV file whose rows repeat x and were not split into series by it (it did not tell
    /// most repeats apart): the column `--split-by` could take, which the audit's advice names; nil otherwise.
    public var splitCandidate: String?

    /// This reading with `note` before its others.
    func noting(_ note: ChartReadNote) -> ChartReading {
        var reading = self
        reading.notes.insert(note, at: 0)
        return reading
    }

    /// Creates a reading.
    public init(chart: Chart, notes: [ChartReadNote] = [], source: ChartReader.Format? = nil) {
        self.chart = chart
        self.notes = notes
        self.source = source
    }
}

/// Something a reading did that a person should hear of, though the chart is read.
public enum ChartReadNote: Sendable, Hashable, CustomStringConvertible {
    /// Cells of a y column read as missing values: how many, and the markers found (`'NA'`,
    /// `empty`).
    case missingValues(column: String, count: Int, markers: [String])
    /// Long-form rows split into series by a text column, which the reader chose.
    case split(column: String, seriesCount: Int)
    /// Rows that repeat an earlier row's x in their series, all kept in file order: the x
    /// column, how many rows, the first value repeated, and the series they are in (empty when
    /// every series is a column of the same rows).
    case repeatedX(column: String, rows: Int, first: String, series: [String])
    /// Rows not in order of their numeric or date x, put in its order: the x column (or the columns of a date's parts
    /// read together), and the series they are in (empty when every series is a column of the same rows).
    case orderedByX(columns: [String], series: [String])
    /// Numbers of a comma-separated file read with a decimal comma, which its quoted numbers
    /// write and no number contradicts: the column and line of the first, and its text.
    case decimalComma(column: String, example: String, line: Int)
    /// Numbers that read two ways (`1.500`: 1500 with a point between thousands, or 1.5 with a
    /// decimal point) read by the rule for the file's `delimiter` (a word: "semicolon", "tab"),
    /// as no number in the file shows its decimal separator: the column and line of the first,
    /// its text, the value it is read as, and the other, which `isDecimal` (whether its
    /// separator is read as the decimal one) turned the other way would make.
    case twoReadings(
        column: String, example: String, line: Int, value: Double, otherValue: Double, isDecimal: Bool,
        delimiter: String)
    /// A first column that only numbers the rows (from `start`: 0, 1, 2 …), unnamed or such as
    /// `id`, read as neither x nor a series: `x` is the column of dates (or text) instead.
    case rowNumbers(column: String, start: Int, x: String)
    /// A y column left out for its unit (in words: "percent", "USD", "plain numbers"), which
    /// is not the y axis's, that of `axisColumn`.
    case leftOut(column: String, unit: String, axisColumn: String, axisUnit: String)
    /// A Vega-Lite line without a series channel that draws more than one value at an x:
    /// at most `most` at each, at every x alike (`isEvery`) or at `repeated` of `xCount`, and
    /// the field that tells them apart, when one does.
    case drawnTogether(most: Int, isEvery: Bool, repeated: Int, xCount: Int, isDates: Bool, field: String?)
    /// Columns of a date's parts (a year, a month or quarter, a day) read together as x.
    case datesFromParts(columns: [String])
    /// Columns of years or periods (whole numbers that repeat) not made y series beside a
    /// measure: they group the rows, as a split would.
    case groupingNumbers(columns: [String])
    /// Rows that go back or repeat along a numeric x (one measure against another): read as a scatter chart.
    case readAsScatter(column: String)
    /// Rows of one measure at a few categories, several at each (a trial's weights by feed): read as a strip of points,
    /// not as bars, each category told by its median and spread.
    case readAsStrip(column: String, categories: Int)
    /// A column that repeats x row by row (R's times beside years as row names), x again and no y series.
    case repeatsX(column: String, x: String)
    /// A Vega-Lite temporal field of whole numbers from `first` to `last` read as years, not as the milliseconds since
    /// 1970 Vega-Lite takes a number for.
    case yearsAsDates(field: String, first: Int, last: Int)
    /// A CSV file that is not UTF-8 read as text in `encoding`, as spreadsheets save it.
    case encoding(TextEncoding)
    /// A JSON file without a `$schema` read as the Vega-Lite spec its `mark` and `encoding` (or its `layer`) make it.
    case readAsVegaLite
    /// A Vega-Lite Gantt chart (bars from dates `start` to `end` at each `task`) read as a timeline, each bar's value
    /// its length in days.
    case timeline(task: String, start: String, end: String)
    /// The last row, at `line`, labelled `label`, left out as the total of the rows above it.
    case totalRow(line: Int, label: String)
    /// Rows at `lines` labelled `label` that each total the block of rows above it (a spreadsheet's subtotals under
    /// each group of long form), left out.
    case subtotalRows(lines: [Int], label: String)
    /// The last row, at `line`, labelled `label` as an average (a mean or median) of the rows above it, left out.
    case averageRow(line: Int, label: String)
    /// Raw values of `columns` counted in `bins` bins `width` wide, from `from` to `to`, for a histogram.
    case binned(columns: [String], values: Int, bins: Int, width: Double, from: Double, to: Double)
    /// A histogram's counts at numbers in even steps of `width` of `column`, read as where each bin starts (or, when
    /// `isMiddle`, its middle).
    case binEdges(column: String, width: Double, isMiddle: Bool)
    /// The last row, at `line`, labelled `label` as a total, whose `total` in `column` is not the `sum` of the rows
    /// above: left out all the same where its label is no x value (in a column of dates or numbers), else kept
    /// (`isKept`) as a bar of its own.
    case unsummedTotal(line: Int, label: String, column: String, total: Double, sum: Double, isKept: Bool)
    /// Rows without an x value (empty, or a marker such as `NA`) in `column`, left out: how many, and the first's
    /// line.
    case missingX(column: String, rows: Int, firstLine: Int)
    /// Lines above a CSV header (`lines` of them) of one text each, the first `title`: read as the chart's title when
    /// `isTitle` (no title was given), else left out.
    case preamble(title: String, lines: Int, isTitle: Bool)
    /// Lines below a CSV file's data and a blank line (`lines` of them from `firstLine`, the first `first`), read as
    /// notes on the data ("Source: …") and left out.
    case footnotes(firstLine: Int, lines: Int, first: String)
    /// Raw values of `column` summarised in `boxes` boxes, one at each value of `by` (and series), for a box plot.
    case boxes(column: String, by: String?, boxes: Int, values: Int)
    /// A Vega-Lite layer of text marks (at its JSON path), words drawn on the chart, left out: the description and the
    /// explorer say the values.
    case textLayer(path: String)

    /// The note, on one line.
    public var description: String {
        switch self {
        case .missingValues(let column, let count, let markers):
            let values = count == 1 ? "1 missing value" : "\(ChartLimits.count(count)) missing values"
            return
                "'\(column.quotable)': \(values) (\(markers.joined(separator: ", "))), left as \(count == 1 ? "a gap" : "gaps")"
        case .split(let column, let count):
            return "split into \(count) series by '\(column.quotable)'; --split-by to choose"
        case .repeatedX(let column, let rows, let first, let series):
            let repeating = rows == 1 ? "1 row repeats" : "\(ChartLimits.count(rows)) rows repeat"
            let within =
                switch series.count {
                case 0: ""
                case 1: " in its series \(Self.named(series))"
                default: " in their series (\(Self.named(series)))"
                }
            return
                "'\(column.quotable)': \(repeating) an earlier row's value\(within), the first '\(first.quotable)'; every row is kept, in file order, none combined"
        case .orderedByX(let columns, let series):
            let within = series.isEmpty ? "" : " of series \(Self.named(series))"
            let named = columns.map { "'\($0.quotable)'" }.joined(separator: " and ")
            return columns.count == 1
                ? "\(named): the rows\(within) are not in order of this column; they are read sorted by it"
                : "\(named): the rows\(within) are not in order of these columns; they are read sorted by them"
        case .drawnTogether(let most, let isEvery, let repeated, let xCount, let isDates, let field):
            let places = isDates ? "dates" : "x values"
            let drawn =
                isEvery
                ? "\(most) values at each of \(ChartLimits.count(xCount)) \(places)"
                : "up to \(most) values at \(ChartLimits.count(repeated)) of \(ChartLimits.count(xCount)) \(places)"
            let fix =
                field.map {
                    "field '\($0.quotable)' tells them apart: add \"color\": {\"field\": \"\($0.quotable)\"} to draw a line for each"
                } ?? "add a \"color\" encoding of the field that tells them apart, or an \"aggregate\" on y"
            return "the spec draws \(drawn) in one line; \(fix)"
        case .datesFromParts(let columns):
            let names = columns.map { "'\($0.quotable)'" }
            let named = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return "x is \(named) read together as dates; --x to play one column as x"
        case .yearsAsDates(let field, let first, let last):
            let span = first == last ? "\(first)" : "\(first) to \(last)"
            return
                "'\(field.quotable)': whole numbers \(span) read as years, not as milliseconds since 1970 as Vega-Lite reads a temporal number"
        case .encoding(let encoding):
            let saved = encoding == .utf16 ? "Unicode Text" : "CSV"
            return
                "read as \(encoding.rawValue), as a spreadsheet's \"\(saved)\" is saved, for it is not UTF-8; save it as \"CSV UTF-8\" to be sure of its letters"
        case .readAsVegaLite:
            return
                #"read as a Vega-Lite spec, as its "mark" and "encoding" are one's, though no "$schema" says so; --from-format vega-lite (or a "$schema") says so"#
        case .timeline(let task, let start, let end):
            return
                "bars from '\(start.quotable)' to '\(end.quotable)' at each '\(task.quotable)' read as a timeline; each bar's value is its length in days"
        case .totalRow(let line, let label):
            return
                "line \(line) ('\(label.quotable)') totals the rows above it and is left out, as a total is no row of the data"
        case .subtotalRows(let lines, let label):
            let listed =
                lines.count <= 3
                ? lines.map(String.init) : lines.prefix(2).map(String.init) + ["\(lines.count - 2) more"]
            let joined = listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
            return
                "lines \(joined) ('\(label.quotable)') each total the rows above them and are left out, as a total is no row of the data"
        case .averageRow(let line, let label):
            return
                "line \(line) ('\(label.quotable)') sums up the rows above it and is left out, as a summary is no row of the data"
        case .binned(let columns, let values, let bins, let width, let from, let to):
            let names = columns.map { "'\($0.quotable)'" }.joined(separator: ", ")
            return
                "\(names): \(ChartLimits.count(values)) values counted in \(bins) bin\(bins == 1 ? "" : "s") \(PlainNumber.text(width)) wide, from \(PlainNumber.text(from)) to \(PlainNumber.text(to)); a table that already counts its bins is read as those bins"
        case .binEdges(let column, let width, let isMiddle):
            return
                "'\(column.quotable)': counts at numbers \(PlainNumber.text(width)) apart read as bins \(PlainNumber.text(width)) wide, each number its bin's \(isMiddle ? "middle, as each is half a step off a multiple of the step" : "start"); ranges such as '10-20' in the column say the bins outright"
        case .unsummedTotal(let line, let label, let column, let total, let sum, let isKept):
            let figures =
                "its \(PlainNumber.text(total)) in '\(column.quotable)' is not the sum of the rows above, \(PlainNumber.text(sum))"
            return isKept
                ? "line \(line) ('\(label.quotable)') is kept as a row: it is labelled a total, but \(figures); delete the row if it totals rows not in the file"
                : "line \(line) ('\(label.quotable)') is left out as a total, as it is no x value, though \(figures)"
        case .missingX(let column, let rows, let firstLine):
            let count = rows == 1 ? "1 row has" : "\(ChartLimits.count(rows)) rows have"
            let first = rows == 1 ? "on line \(firstLine)" : "the first on line \(firstLine)"
            return "'\(column.quotable)': \(count) no x value and \(rows == 1 ? "is" : "are") left out, \(first)"
        case .footnotes(let line, let lines, let first):
            let below = lines == 1 ? "line \(line)" : "\(lines) lines from line \(line)"
            return
                "\(below), below the data and a blank line, \(lines == 1 ? "is" : "are") read as notes on it and left out: '\(first.quotable)'"
        case .preamble(let title, let lines, let isTitle):
            let above =
                lines == 1 ? "'\(title.quotable)' stands" : "\(lines) lines, the first '\(title.quotable)', stand"
            let read =
                isTitle
                ? (lines == 1 ? "is read as the chart's title" : "the first is read as the chart's title")
                : "--title gives the title, so \(lines == 1 ? "it is" : "they are") left out"
            return "\(above) above the header and \(read)"
        case .textLayer(let path):
            return
                "\(path): its text marks, words drawn on the chart, are left out; the description and the explorer say the values"
        case .boxes(let column, let by, let boxes, let values):
            let place = by.map { " at each '\($0.quotable)'" } ?? ""
            return
                "'\(column.quotable)': \(ChartLimits.count(values)) values summarised in \(boxes) box\(boxes == 1 ? "" : "es")\(place): quartiles, whiskers to the furthest values within 1.5 times the box's height, values beyond as outliers"
        case .readAsScatter(let column):
            return
                "'\(column.quotable)': the rows are in no order of this column, or repeat its values, as the points of a scatter chart are; read as one (--kind line draws a line)"
        case .readAsStrip(let column, let categories):
            return
                "'\(column.quotable)': the rows hold several values at each of its \(ChartLimits.count(categories)) categories, as the points of a strip plot do; read as one, each category told by its median and spread (--kind bar draws bars)"
        case .repeatsX(let column, let x):
            return
                "'\(column.quotable)' repeats x ('\(x.quotable)') row by row and is no y series; --y '\(column.quotable)' to plot it"
        case .groupingNumbers(let columns):
            let names = columns.map { "'\($0.quotable)'" }
            let named = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + (names.last ?? "")
            let first = columns.first?.quotable ?? ""
            return
                "\(named) \(columns.count == 1 ? "holds" : "hold") years or periods, not a measure, and \(columns.count == 1 ? "is" : "are") no y series; --split-by '\(first)' for a series of each, --y '\(first)' to plot it"
        case .leftOut(let column, let unit, let axisColumn, let axisUnit):
            return
                "'\(column.quotable)' is left out: it is in \(unit), and the y axis in \(axisUnit), as '\(axisColumn.quotable)' is; --y '\(column.quotable)' describes it"
        case .rowNumbers(let column, let start, let x):
            let numbers = (start..<start + 3).map(String.init).joined(separator: ", ")
            let named = RowNumbers.isUnnamed(column) ? "the unnamed first column" : "'\(column.quotable)'"
            return
                "\(named) numbers the rows (\(numbers) …) and is read as neither x nor a series: x is '\(x.quotable)'; --x to choose"
        case .twoReadings(let column, let example, let line, let value, let otherValue, let isDecimal, let delimiter):
            let (separator, name) = example.contains(".") ? (".", "point") : (",", "comma")
            let (read, other) =
                isDecimal
                ? ("a decimal \(name)", "a \(name) between thousands")
                : ("a \(name) between thousands", "a decimal \(name)")
            // The decimal separator that reads the other way: the cell's own, or the other one.
            let option = isDecimal ? (separator == "." ? "," : ".") : separator
            return
                "'\(column.quotable)': '\(example.quotable)' (line \(line)) and numbers like it are read as \(PlainNumber.text(value)), with \(read), as \(delimiter)-separated files write them, for no number in the file shows its decimal separator; --decimal '\(option)' reads them with \(other) (\(PlainNumber.text(otherValue)))"
        case .decimalComma(let column, let example, let line):
            return
                "'\(column.quotable)': numbers such as '\(example.quotable)' (line \(line)) are read with a decimal comma, as no number in the file writes a decimal point; --decimal to choose"
        }
    }

    /// Series named in a note: "'A'", "'A' and 1 other", "'A' and 3 others"; empty for none.
    private static func named(_ series: [String]) -> String {
        guard let first = series.first else { return "" }
        let others = series.count - 1
        return "'\(first.quotable)'" + (others == 0 ? "" : " and \(others) other\(others == 1 ? "" : "s")")
    }
}
