import AudioGraph
import Foundation
import Languages

/// The options every command that reads a chart shares, and the reading itself.
enum ChartInput {
    static let fileArgument = ArgumentSpec(
        "FILE",
        help:
            "A chart file (.json, see chart-json.md), a CSV or TSV file (.csv, .tsv) or a Vega-Lite spec (.vl.json, or .json naming its $schema or holding a mark and an encoding); '-' reads standard input. "
            + readingHelp
    )

    static let filesArgument = ArgumentSpec(
        "FILE",
        help:
            "Chart files (.json, see chart-json.md), CSV or TSV files (.csv, .tsv) or Vega-Lite specs (.vl.json, or .json naming its $schema or holding a mark and an encoding), or folders of them; '-' reads standard input. "
            + readingHelp,
        isRepeatable: true)

    /// What the help says of how CSV is read: the notes, and the status of options that do not fit.
    private static let readingHelp =
        "How a CSV file was read (a split into series, x values that repeat, rows sorted by x, missing values) is noted on standard error; a CSV option that does not fit the file (a column it lacks, a --y of text, a --delimiter its lines refute) exits 64, naming the option."

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
            case .nearestCategory(let place):
                let name = chart.resolvedCategories[Int(place.lowerBound)]
                throw CommandFailure(
                    .usage,
                    "invalid value '\(text.quotable)' for '\(key.rawValue)': no category is called that (did you mean '\(name.quotable)'?)"
                )
            case .severalCategories(let names):
                let listed = names.prefix(5).map { "'\($0.quotable)'" }.joined(separator: ", ")
                throw CommandFailure(
                    .usage,
                    "invalid value '\(text.quotable)' for '\(key.rawValue)': it begins \(names.count) category names (\(listed)\(names.count > 5 ? ", …" : "")); give one whole"
                )
            }
        }
        let low = try from.map { text throws(CommandFailure) in try span(text, .from).lowerBound } ?? -Double.infinity
        let high = try to.map { text throws(CommandFailure) in try span(text, .to).upperBound } ?? Double.infinity
        guard low <= high else {
            throw CommandFailure(.usage, "'--from \((from ?? "").quotable)' comes after '--to \((to ?? "").quotable)'")
        }
        // A date inside a point's own month, quarter or year (March 30 on monthly data) takes in that point, as goto
        // lands on it.
        let range = ChartNavigator.widened(low...high, on: chart)
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
            .fromFormat, name: "FORMAT",
            help:
                "The input's format (default: from the extension, else the content; a .json whose $schema names Vega-Lite, or with a mark and an encoding, is a Vega-Lite spec).",
            allowed: ChartReader.Format.allCases.map(\.rawValue)),
        .value(
            .x, name: "COLUMN",
            help:
                "CSV: the column played as x, by header name or number (default: the first column; beside --split-by, the first date column, else the first other)."
        ),
        .value(
            .y, name: "COLUMN",
            help: "CSV: a column of y values, one series each (default: every other numeric column).", repeatable: true),
        .value(.splitBy, name: "COLUMN", help: splitHelp),
        .value(
            .delimiter, name: "CHAR",
            help: "CSV: the character between fields (default: told from the header and first rows).",
            allowed: ["comma", "semicolon", "tab", "pipe"]),
        .value(
            .decimal, name: "SEP",
            help:
                "CSV: the decimal separator (default: a point after commas, else the one the numbers show, else the locale's).",
            allowed: [".", ","]),
        .value(
            .dateFormat, name: "FORMAT",
            help:
                "CSV: how the x column writes dates, in strftime's terms such as '%d/%m/%Y' (default: recognized, day and month order from the column or --locale)."
        ),
        .value(.title, name: "TEXT", help: "The chart's title (fills or replaces the file's)."),
        .value(
            .kind, name: "KIND", help: "The chart's kind (fills or replaces the file's).",
            allowed: ChartKind.allCases.map(\.rawValue)),
        .value(.unit, name: "UNIT", help: "The unit of y values, such as 'steps' (fills or replaces the file's)."),
        .value(
            .locale, name: "ID",
            help:
                "The locale to speak in, such as en_US or de-DE (fills or replaces the file's): its language's words and number separators; English, with a note, for a language without a pack."
        ),
    ]

    private static let splitHelp =
        "CSV: split long-form rows into one series per distinct value of COLUMN, a column of text or of whole numbers such as years (default: when x values repeat and one text column tells most repeats apart, split by it, with a note)."

    /// The `--locale` given, checked to read as a locale: a language of two or three letters
    /// that ISO 639 lists, then parts of letters and digits after '_' or '-' ("de_CH", "en-GB",
    /// "sr-Latn-RS").
    static func locale(_ arguments: ParsedArguments) throws(CommandFailure) -> String? {
        guard let locale = arguments.value(.locale) else { return nil }
        let language = locale.prefix { $0 != "_" && $0 != "-" }
        guard LanguageChoice.isWellFormed(locale), Locale.LanguageCode(String(language)).isISOLanguage else {
            throw CommandFailure(
                .usage,
                "invalid value '\(locale.quotable)' for '--locale'; expected a locale whose language is an ISO 639 code, such as en_US or de-DE"
            )
        }
        return locale
    }

    /// `-r`: folders are searched all the way down, not only their own files.
    static let recursiveOption = OptionSpec.flag(
        .recursive, short: "-r", help: "Also take the charts in the folders inside a folder, all the way down.")

    /// The charts the arguments name: each path, or the .json and .csv files of a folder, sorted
    /// (with `recursive`, those of the folders inside it too).
    ///
    /// In a folder, what is not a regular file (a FIFO, which would wait for a writer; a device;
    /// a socket) and a name that is not UTF-8 (which could not be named again byte for byte)
    /// are skipped, each with a note on standard error.
    static func inputs(_ paths: [String], recursive: Bool = false, console: Console) throws(CommandFailure)
        -> [String]
    {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                let charts = try self.charts(in: path.hasSuffix("/") ? path : path + "/", recursive, console)
                if charts.isEmpty { throw CommandFailure(.noInput, "no .json or .csv charts in '\(path)'") }
                files += charts.sorted()
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// The chart files in `folder` (ending in `/`), and with `recursive` in the folders inside
    /// it; a folder reached through a symbolic link is not followed, so none is read twice.
    private static func charts(in folder: String, _ recursive: Bool, _ console: Console) throws(CommandFailure)
        -> [String]
    {
        guard let names = Folder.names(in: folder) else {
            throw CommandFailure(.noInput, "cannot read the folder '\(folder)'")
        }
        var charts: [String] = []
        for bytes in names {
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let shown = String(decoding: bytes, as: UTF8.self)
                if ChartReader.Format(path: shown) != nil {
                    console.note("skipping '\(folder + shown)': its name is not UTF-8")
                }
                continue
            }
            var status = stat()
            if recursive, lstat(folder + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                charts += try self.charts(in: folder + name + "/", recursive, console)
                continue
            }
            guard ChartReader.Format(path: name) != nil else { continue }
            if let kind = specialKind(folder + name) {
                console.note("skipping '\(folder + name)': it is \(kind), not a chart file")
                continue
            }
            charts.append(folder + name)
        }
        return charts
    }

    /// What the file at `path` is, links followed, when it is not a regular file: "a FIFO",
    /// "a device", "a socket", "a folder"; `nil` for a regular file (or none).
    static func specialKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a regular file"
        }
    }

    /// How the input is named in messages: the path as given, or "standard input".
    static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    /// Reads the chart at `path` ('-' for standard input) as the parsed options say; `splitBy`
    /// is the option that splits long-form CSV.
    ///
    /// - Throws: `CommandFailure` with exit code 74 when the file cannot be read, 65 when it is
    ///   not a valid chart, 64 when CSV options are given for JSON input or a CSV option does
    ///   not fit the file (a column it does not have, a decimal separator its numbers refuse),
    ///   66 when it or a data file a Vega-Lite spec names does not exist.
    ///
    /// A chart without a title takes its file's name, made readable ("daily-steps.csv" is
    /// "Daily steps"), unless `titlesFromFileName` is false (the audit, which reports the
    /// missing title, and `convert`, which writes no title the author did not give). What the reading did (missing values, a split into series) is noted on
    /// standard error.
    static func read(
        _ path: String, _ arguments: ParsedArguments, console: Console, titlesFromFileName: Bool = true
    ) throws(CommandFailure) -> Chart {
        try reading(path, arguments, console: console, titlesFromFileName: titlesFromFileName).chart
    }

    /// Reads the chart at `path` as `read(_:_:console:titlesFromFileName:)` does, with the
    /// format it was read from (a `.json` file may be a Vega-Lite spec), in whose terms the
    /// audit writes its fixes.
    static func reading(
        _ path: String, _ arguments: ParsedArguments, console: Console, titlesFromFileName: Bool = true
    ) throws(CommandFailure) -> (chart: Chart, source: ChartReader.Format, splitCandidate: String?) {
        if path != "-",
            let reading = try withMappedFile(
                path,
                { (text) throws(CommandFailure) in
                    try self.reading(
                        path, arguments, console: console, titlesFromFileName: titlesFromFileName,
                        sniffed: ChartReader.Format(sniffing: text)
                    ) { (format, isStrict, csv, folder) throws(ChartReadError) in
                        try ChartReader.reading(text, format: format, isStrict: isStrict, csv: csv, folder: folder) {
                            // The file's pages go back once read, so the chart may have their memory.
                            madvise(UnsafeMutableRawPointer(mutating: text.baseAddress), text.count, MADV_DONTNEED)
                        }
                    }
                })
        {
            return reading
        }
        var bytes: [UInt8]
        if path == "-" {
            bytes = try console.readInput()
            try checkSize(name: displayName(path), size: bytes.count)
        } else {
            bytes = try contents(of: path)
        }
        return try reading(
            path, arguments, console: console, titlesFromFileName: titlesFromFileName,
            sniffed: ChartReader.Format(sniffing: bytes)
        ) { (format, isStrict, csv, folder) throws(ChartReadError) in
            // The bytes are handed on, so that the reader may let them go before the chart is made.
            var text: [UInt8] = []
            swap(&text, &bytes)
            return try ChartReader.reading(text, format: format, isStrict: isStrict, csv: csv, folder: folder)
        }
    }

    /// `reading(_:_:console:titlesFromFileName:)` once the input's bytes are at hand: `sniffed` is the format they
    /// look like, and `read` reads them in a format, strictly or not, with the CSV options and the folder a
    /// Vega-Lite spec's data is found in.
    private static func reading(
        _ path: String, _ arguments: ParsedArguments, console: Console, titlesFromFileName: Bool,
        sniffed: ChartReader.Format,
        read: (ChartReader.Format, Bool, CSVImportOptions, String) throws(ChartReadError) -> ChartReading
    ) throws(CommandFailure) -> (chart: Chart, source: ChartReader.Format, splitCandidate: String?) {
        let name = displayName(path)
        let format =
            arguments.value(.fromFormat).flatMap(ChartReader.Format.init(rawValue:))
            ?? (path == "-" ? sniffed : ChartReader.Format(path: path) ?? sniffed)
        let csvOnly: [OptionKey] = [.x, .y, .splitBy, .delimiter, .decimal, .dateFormat]
        if format != .csv, let csvOnly = csvOnly.first(where: { arguments.values[$0] != nil }) {
            throw CommandFailure(
                .usage,
                "'\(csvOnly.rawValue)' applies only to CSV input, and '\(name)' is \(format == .vegaLite ? "a Vega-Lite spec" : "a chart file")"
            )
        }
        let delimiters: [String: Character] = ["comma": ",", "semicolon": ";", "tab": "\t", "pipe": "|"]
        let csv = CSVImportOptions(
            x: arguments.value(.x), y: arguments.all(.y), series: arguments.value(.splitBy),
            title: try text(.title, arguments),
            kind: arguments.value(.kind).flatMap(ChartKind.init(rawValue:)),
            delimiter: arguments.value(.delimiter).flatMap { delimiters[$0] },
            decimalSeparator: arguments.value(.decimal).flatMap(\.first), dateFormat: arguments.value(.dateFormat),
            locale: try locale(arguments))
        var chart: Chart
        var source = format
        var splitCandidate: String?
        do {
            let reading = try read(
                format, arguments.flag(.strict), csv,
                path == "-" ? FileManager.default.currentDirectoryPath : (path as NSString).deletingLastPathComponent)
            chart = reading.chart
            source = reading.source ?? format
            // A split --split-by chose leaves no column to name.
            splitCandidate = arguments.value(.splitBy) == nil ? reading.splitCandidate : nil
            for note in reading.notes { console.note("'\(name)': \(note)") }
        } catch {
            // The reader names its settings in words; here they are the options that set them.
            let flags: [ChartReadError.Setting: OptionKey] = [
                .xColumn: .x, .yColumn: .y, .splitColumn: .splitBy, .dateFormat: .dateFormat, .delimiter: .delimiter,
                .decimalSeparator: .decimal,
            ]
            let text =
                error.setting.flatMap { flags[$0] }.map { $0.rawValue + " " + error.message } ?? error.description
            // A setting's value that does not fit the input is the command line's mistake.
            let code: ExitCode =
                error.setting != nil ? .usage : error.problem == .missingFile ? .noInput : .invalidData
            throw CommandFailure(code, "'\(name)': \(text)")
        }
        if let title = try text(.title, arguments) {
            chart.title = title
        } else if chart.title == nil, titlesFromFileName, path != "-" {
            chart.title = readableTitle(fileName: path)
        }
        if let kind = arguments.value(.kind) { chart.kind = ChartKind(rawValue: kind) }
        if let locale = try locale(arguments) { chart.locale = locale }
        let language = LanguageChoice(locale: chart.locale)
        if language.isFallback {
            console.note("'\(name)': no language pack for '\(language.tag)' yet; the words are in English")
        }
        if let unit = try text(.unit, arguments) {
            var axis = chart.resolvedYAxis
            axis.unit = unit
            chart.yAxis = axis
        }
        return (chart, source, splitCandidate)
    }

    /// Initialisms a file's name may write in lower case, written in capitals in its title.
    private static let initialisms: Set<String> = ["CSV", "JSON", "GDP", "CPI", "CO2", "USA", "UK", "EU", "UN", "NASA"]

    /// A file's name as a title: without its folder and extension (`.vl.json` too), its dashes and underscores
    /// spaces, its first letter capitalized ("data/daily-steps.csv" is "Daily steps"); nil when
    /// nothing is left.
    static func readableTitle(fileName path: String) -> String? {
        var base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // A Vega-Lite spec's double extension goes too: "sales.vl.json" is "Sales".
        if base.lowercased().hasSuffix(".vl") { base.removeLast(3) }
        // A currency code or a common initialism is written as one: "eur-usd.csv" is "EUR USD", not "Eur usd".
        let words = base.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map { word in
            let upper = word.uppercased()
            return SpreadsheetNumber.codes.contains(upper) || initialisms.contains(upper) ? Substring(upper) : word
        }
        guard let first = words.first else { return nil }
        let text = ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map(String.init))
            .joined(separator: " ")
        return TextField.cleaned(String(text.prefix(TextField.maximumLength)))
    }

    /// The text option `key` gives, cleaned as the same field in a chart file is, and held to
    /// the same length.
    ///
    /// - Throws: `CommandFailure` (64) when it is longer than a text field may be.
    static func text(_ key: OptionKey, _ arguments: ParsedArguments) throws(CommandFailure) -> String? {
        guard let text = arguments.value(key) else { return nil }
        guard !TextField.isTooLong(text) else {
            throw CommandFailure(
                .usage,
                "the value of '\(key.rawValue)' is \(ChartLimits.count(text.count)) characters long; a chart's text holds at most \(ChartLimits.count(TextField.maximumLength))"
            )
        }
        return TextField.cleaned(text)
    }

    /// The bytes of the file at `path` (which may be a FIFO or a device), named in messages as
    /// `what` ("the baseline") before its path.
    static func contents(of path: String, naming what: String? = nil) throws(CommandFailure) -> [UInt8] {
        let name = (what.map { $0 + " " } ?? "") + "'\(path)'"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(.noInput, "cannot read \(name): no such file")
        }
        if isDirectory.boolValue { throw CommandFailure(.noInput, "cannot read \(name): it is a folder") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure(.noInput, "cannot read \(name): " + OutputError.reason(errno: errno))
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

    /// The size from which a regular file is mapped into memory rather than read (`withMappedFile(_:_:)`).
    static let mappedFrom = 1 << 20

    /// Calls `body` with the bytes of the regular file at `path`, mapped into memory rather than copied.
    ///
    /// The system then lends its own copy of the file, where reading would fill fresh memory page by page (several
    /// times slower for a large file on a busy machine). Nil, and `body` not called, for a file smaller than
    /// `mappedFrom`, anything but a regular file, or a file the system will not map: `contents(of:naming:)` reads
    /// those, and names what fails. A file cut short by another program while it is read would stop this one;
    /// files this large are seldom rewritten in place.
    static func withMappedFile<Result>(
        _ path: String, _ body: (UnsafeBufferPointer<UInt8>) throws(CommandFailure) -> Result
    ) throws(CommandFailure) -> Result? {
        // Looked at before it is opened: opening a FIFO waits for its writer, and would take the bytes it brings
        // from the reading that follows.
        var status = stat()
        func isLargeFile() -> Bool { status.st_mode & S_IFMT == S_IFREG && status.st_size >= mappedFrom }
        guard stat(path, &status) == 0, isLargeFile() else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0, isLargeFile() else { return nil }
        let size = Int(status.st_size)
        try checkSize(name: path, size: size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        defer { munmap(address, size) }
        return try body(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size))
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
            StandardStreams.read(descriptor, into: $0.baseAddress, count: min($0.count, limit - bytes.count))
        }
        if count == 0 { break }
        if count < 0 { return (bytes, errno) }
        bytes.append(contentsOf: block[0..<count])
    }
    return (bytes, nil)
}
