import AudioGraph
import Foundation

/// The options every command that reads a chart shares, and the reading itself.
enum ChartInput {
    static let fileArgument = ArgumentSpec(
        "FILE", help: "A chart file (.json, see chart-json.md) or a CSV file (.csv); '-' reads standard input.")

    static let filesArgument = ArgumentSpec(
        "FILE",
        help:
            "Chart files (.json, see chart-json.md) or CSV files (.csv), or folders of them; '-' reads standard input.",
        isRepeatable: true)

    /// The options of every command that reads charts: CSV long form is split with `--split-by COLUMN`, as
    /// chart-json.md spells it.
    ///
    /// `--from` and `--to`: one stretch of x, in the axis's own terms.
    static let rangeOptions: [OptionSpec] = [
        .value(
            .from, name: "X",
            help:
                "Only from this x on, in the axis's terms or as the tool says them: 2026-03-10, 'March 10', 'March 2026', 'Q3 2025', 2008, '1,000', a category."
        ),
        .value(.to, name: "X", help: "Only up to this x (the whole day, month, quarter or year it names)."),
    ]

    /// The stretch of x that `--from` and `--to` name on `chart`'s axis (from the start of the
    /// first to the end of the second), or `nil` when neither is given.
    ///
    /// - Throws: `CommandFailure` (64) when a value is not one of the axis's, or the stretch
    ///   is empty or holds no point.
    static func range(of chart: Chart, _ arguments: ParsedArguments, input: String) throws(CommandFailure)
        -> ClosedRange<Double>?
    {
        let from = arguments.value(.from)
        let to = arguments.value(.to)
        guard from != nil || to != nil else { return nil }
        let parser = XValueParser(chart: chart)
        func span(_ text: String, _ key: OptionKey) throws(CommandFailure) -> ClosedRange<Double> {
            switch parser.parse(text) {
            case .span(let span): return span
            case .notADate:
                throw CommandFailure(
                    .usage,
                    "invalid value '\(text.quotable)' for '\(key.rawValue)': not a date; give one like 2026-03-10, 'March 10', 'March 2026', 'Q3 2026' or 2026"
                )
            case .notANumber:
                throw CommandFailure(.usage, "invalid value '\(text.quotable)' for '\(key.rawValue)': not a number")
            case .noCategory:
                throw CommandFailure(
                    .usage, "invalid value '\(text.quotable)' for '\(key.rawValue)': no category is called that")
            }
        }
        let low = try from.map { text throws(CommandFailure) in try span(text, .from).lowerBound } ?? -Double.infinity
        let high = try to.map { text throws(CommandFailure) in try span(text, .to).upperBound } ?? Double.infinity
        guard low <= high else {
            throw CommandFailure(.usage, "'--from \((from ?? "").quotable)' comes after '--to \((to ?? "").quotable)'")
        }
        let range = low...high
        guard
            chart.series.contains(where: { series in
                chart.xPositions(of: series, categoryPlaces: chart.categoryPlaces).contains { range.contains($0) }
            })
        else {
            throw CommandFailure(
                .usage,
                "'\(displayName(input))': no point lies between \(from.map { "'\($0.quotable)'" } ?? "the start") and \(to.map { "'\($0.quotable)'" } ?? "the end")"
            )
        }
        return range
    }

    static let options: [OptionSpec] = [
        .flag(.strict, help: "Refuse unknown keys in chart files instead of ignoring them."),
        .value(
            .x, name: "COLUMN",
            help: "CSV: the column played as x, by header name or number (default: the first column)."),
        .value(
            .y, name: "COLUMN",
            help: "CSV: a column of y values, one series each (default: every other numeric column).", repeatable: true),
        .value(.splitBy, name: "COLUMN", help: splitHelp),
        .value(.title, name: "TEXT", help: "The chart's title (fills or replaces the file's)."),
        .value(
            .kind, name: "KIND", help: "The chart's kind (fills or replaces the file's).",
            allowed: ChartKind.allCases.map(\.rawValue)),
        .value(.unit, name: "UNIT", help: "The unit of y values, such as 'steps' (fills or replaces the file's)."),
        .value(
            .locale, name: "ID",
            help:
                "The locale to speak in, such as en_US or de-DE (fills or replaces the file's): German words for de, English for every other language, each with its own number separators."
        ),
    ]

    private static let splitHelp = "CSV: split long-form rows into one series per distinct value of COLUMN."

    /// The `--locale` given, checked to read as a locale: a language of two or three letters,
    /// then parts of letters and digits after '_' or '-' ("de_CH", "en-GB", "sr-Latn-RS").
    static func locale(_ arguments: ParsedArguments) throws(CommandFailure) -> String? {
        guard let locale = arguments.value(.locale) else { return nil }
        let parts = locale.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        let isLetters = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let language = parts.first, (2...3).contains(language.count), isLetters(language),
            parts.dropFirst().allSatisfy({
                (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else {
            throw CommandFailure(
                .usage, "invalid value '\(locale.quotable)' for '--locale'; expected a locale such as en_US or de-DE")
        }
        return locale
    }

    /// The charts the arguments name: each path, or the .json and .csv files of a folder, sorted.
    static func inputs(_ paths: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                    throw CommandFailure(.ioError, "cannot read the folder '\(path)'")
                }
                let charts = names.filter { ChartReader.Format(path: $0) != nil }.sorted()
                if charts.isEmpty { throw CommandFailure(.ioError, "no .json or .csv charts in '\(path)'") }
                files += charts.map { (path.hasSuffix("/") ? path : path + "/") + $0 }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// How the input is named in messages: the path as given, or "standard input".
    static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    /// Reads the chart at `path` ('-' for standard input) as the parsed options say; `splitBy`
    /// is the option that splits long-form CSV.
    ///
    /// - Throws: `CommandFailure` with exit code 74 when the file cannot be read, 65 when it is
    ///   not a valid chart, 64 when CSV options are given for JSON input.
    static func read(_ path: String, _ arguments: ParsedArguments, console: Console) throws(CommandFailure) -> Chart {
        let name = displayName(path)
        let bytes: [UInt8]
        if path == "-" {
            bytes = try console.readInput()
            try checkSize(name: name, size: bytes.count)
        } else {
            bytes = try contents(of: path)
        }
        let format =
            path == "-"
            ? ChartReader.Format(sniffing: bytes)
            : ChartReader.Format(path: path) ?? ChartReader.Format(sniffing: bytes)
        if format == .json, let csvOnly = [OptionKey.x, .y, .splitBy].first(where: { arguments.values[$0] != nil }) {
            throw CommandFailure(
                .usage, "'\(csvOnly.rawValue)' applies only to CSV input, and '\(name)' is a chart file")
        }
        let csv = CSVImportOptions(x: arguments.value(.x), y: arguments.all(.y), series: arguments.value(.splitBy))
        var chart: Chart
        do {
            chart = try ChartReader.read(consume bytes, format: format, isStrict: arguments.flag(.strict), csv: csv)
        } catch {
            // The reader names its settings in words; here they are the options that set them.
            let flags: [ChartReadError.Setting: OptionKey] = [.xColumn: .x, .yColumn: .y, .splitColumn: .splitBy]
            let text =
                error.setting.flatMap { flags[$0] }.map { $0.rawValue + " " + error.message } ?? error.description
            throw CommandFailure(.invalidData, "'\(name)': \(text)")
        }
        if let title = arguments.value(.title) { chart.title = TextField.cleaned(title) }
        if let kind = arguments.value(.kind) { chart.kind = ChartKind(rawValue: kind) }
        if let locale = try locale(arguments) { chart.locale = locale }
        if let unit = arguments.value(.unit) {
            var axis = chart.resolvedYAxis
            axis.unit = TextField.cleaned(unit)
            chart.yAxis = axis
        }
        return chart
    }

    /// The bytes of the file at `path` (which may be a FIFO or a device), named in messages as
    /// `what` ("the baseline") before its path.
    static func contents(of path: String, naming what: String? = nil) throws(CommandFailure) -> [UInt8] {
        let name = (what.map { $0 + " " } ?? "") + "'\(path)'"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(.ioError, "cannot read \(name): no such file")
        }
        if isDirectory.boolValue { throw CommandFailure(.ioError, "cannot read \(name): it is a folder") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure(.ioError, "cannot read \(name): " + OutputError.reason(errno: errno))
        }
        defer { close(descriptor) }
        // A file known to be too large is refused before any of it is read.
        var status = stat()
        if fstat(descriptor, &status) == 0 { try checkSize(name: path, size: Int(status.st_size)) }
        let bytes = readBytes(from: descriptor)
        if let failure = bytes.failure {
            throw CommandFailure(.ioError, "cannot read \(name): " + OutputError.reason(errno: failure))
        }
        try checkSize(name: path, size: bytes.bytes.count)
        return bytes.bytes
    }

    /// Refuses input of `size` bytes beyond `ChartLimits.fileBytes`.
    private static func checkSize(name: String, size: Int) throws(CommandFailure) {
        guard size > ChartLimits.fileBytes else { return }
        throw CommandFailure(
            .invalidData,
            "'\(name)' is larger than \(ChartLimits.fileBytes >> 20) MB, the largest chart file AudioGraph reads")
    }
}

/// Reads `descriptor` to its end, or to one byte beyond `ChartLimits.fileBytes` (so that too much can be told from
/// enough without reading it all), with the system's calls: straight into the bytes, no copy (a regular file's size
/// is known beforehand; anything else is read in blocks).
///
/// `failure` is the `errno` of a failed read.
func readBytes(from descriptor: Int32) -> (bytes: [UInt8], failure: Int32?) {
    let limit = ChartLimits.fileBytes + 1
    var bytes: [UInt8] = []
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_size > 0 {
        // One byte more than the size, to see the end (or a file that grew).
        let capacity = min(Int(status.st_size) + 1, limit)
        var failure: Int32?
        bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress.map { $0 + count }, capacity - count)
                if got == 0 { break }
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += got
            }
        }
        if failure != nil || bytes.count < capacity || bytes.count == limit { return (bytes, failure) }
    }
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
        let count = block.withUnsafeMutableBytes {
            read(descriptor, $0.baseAddress, min($0.count, limit - bytes.count))
        }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            return (bytes, errno)
        }
        bytes.append(contentsOf: block[0..<count])
    }
    return (bytes, nil)
}
