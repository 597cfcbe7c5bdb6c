import AudioGraph
import Foundation

/// `audiograph explore`: Chart Detail in a terminal, or scripted from a file of commands.
enum ExploreCommand {
    static let spec = CommandSpec(
        name: "explore",
        abstract: "Step through a chart point by point, hearing and reading where you are.",
        discussion:
            "With a terminal and no --commands, keys move through the chart (h lists them) and each move prints one line. With --commands (or input that is not a terminal), each line is a command (next, previous, first, last, forward, back, next-series, previous-series, min, max, chart-min, chart-max, goto X, next-KIND and previous-KIND for the landmarks crossing, peak, trough, outlier, label, gap and change, up, down, where, again, describe, stats, chord, play, faster, slower, help) and each prints one line. goto takes what the tool says: 'March 10', 'March 2026', 'Q3 2025', 2008, '1,000', a category. Exits 64 after the script if any command, or the place after a goto, was not understood.",
        arguments: [ChartInput.fileArgument],
        options: [
            .value(
                .commands, name: "FILE",
                help:
                    "Run the commands in FILE ('-' for standard input), one per line; blank lines and lines starting with # are skipped."
            ),
            .flag(
                .sounds,
                help:
                    "With commands, follow each line with a tab and the sound played there, for programs: none, boundary, tone HZ, glide HZ HZ, chord HZ..., series N (its audio graph; N from 1) or stretch N FROM TO (x values); hertz to the hundredth."
            ),
        ] + ChartInput.options,
        examples: [
            "audiograph explore sales.json",
            "printf 'next\\nmax\\nwhere\\n' | audiograph explore sales.json --commands -",
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let path = arguments.arguments[0]
        let commands = arguments.value(.commands)
        if path == "-", commands == "-" {
            throw CommandFailure(
                .usage, "standard input ('-') is named both as the chart and as the commands; it can be read only once")
        }
        try Outputs.checkDistinct(inputs: [path] + (commands.map { [$0] } ?? []), outputs: [])
        let chart = try ChartInput.read(path, arguments, console: console)
        let navigator = ChartNavigator(chart: chart)
        let sounds = arguments.flag(.sounds)
        if let commands, commands != "-" {
            let descriptor = open(commands, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CommandFailure(
                    .noInput, "cannot read the commands '\(commands)': " + OutputError.reason(errno: errno))
            }
            defer { close(descriptor) }
            try runScript(
                LineReader(descriptor: descriptor, name: "the commands '\(commands)'"), navigator: navigator,
                sounds: sounds, console: console)
        } else if commands == nil, path != "-", isatty(0) == 1, isatty(1) == 1 {
            var explorer = InteractiveExplorer(navigator: navigator, console: console)
            try explorer.run()
        } else {
            try runScript(
                LineReader(descriptor: 0, name: "standard input"), navigator: navigator, sounds: sounds,
                console: console)
        }
    }

    /// Runs one command per line as the lines come, printing one line per command (with `sounds`, a tab and the sound
    /// after each announcement).
    static func runScript(
        _ reader: LineReader, navigator: ChartNavigator, sounds: Bool, console: Console
    ) throws(CommandFailure) {
        var reader = reader
        var navigator = navigator
        var unknownCount = 0
        var firstUnknown: String?
        while let line = try reader.next() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let command = NavigatorCommand(trimmed) else {
                unknownCount += 1
                if firstUnknown == nil { firstUnknown = trimmed }
                // A bare "goto" is a command without its place: it is told what it takes.
                let phrase: NavigatorPhrase =
                    ["goto", "go"].contains(trimmed.lowercased())
                    ? .gotoNeedsPlace(input: trimmed, example: navigator.gotoExample)
                    : .unknownCommand(trimmed.quotable)
                try console.out(Language(locale: navigator.chart.locale).phrasebook.navigator(phrase) + "\n")
                continue
            }
            let response = navigator.perform(command)
            // A place goto cannot read (not a date, no such name) is not understood either: the script went nowhere.
            if response.sound == .boundary,
                response.events.contains(where: { if case .notFound = $0 { true } else { false } })
            {
                unknownCount += 1
                if firstUnknown == nil { firstUnknown = trimmed }
            }
            try console.out(
                TextField.cleaned(response.announcement) + (sounds ? "\t" + soundText(response.sound) : "") + "\n")
        }
        if let firstUnknown {
            var failure = CommandFailure(
                .usage,
                "\(unknownCount) command\(unknownCount == 1 ? " was" : "s were") not understood, the first '\(firstUnknown.quotable)'"
            )
            failure.showsUsage = false
            throw failure
        }
    }
}

extension ExploreCommand {
    /// A navigator sound as `--sounds` writes it: its kind, then its values (hertz to the hundredth, a series counted
    /// from 1, a stretch's x values), separated by spaces.
    static func soundText(_ sound: NavigatorSound) -> String {
        func hertz(_ value: Double) -> String { PlainNumber.text((value * 100).rounded() / 100) }
        switch sound {
        case .none: return "none"
        case .boundary: return "boundary"
        case .tone(let frequency): return "tone " + hertz(frequency)
        case .glide(let from, let to): return "glide " + hertz(from) + " " + hertz(to)
        case .chord(let frequencies): return (["chord"] + frequencies.map(hertz)).joined(separator: " ")
        case .series(let index): return "series \(index + 1)"
        case .seriesStretch(let index, let range):
            return "stretch \(index + 1) " + PlainNumber.text(range.lowerBound) + " "
                + PlainNumber.text(range.upperBound)
        }
    }
}

/// Lines read from a descriptor as they come (a file, a FIFO, a pipe, a terminal), so a script of a million commands,
/// or one that never ends, is worked through in constant memory.
///
/// A line longer than `maximumLength` bytes keeps only its start.
struct LineReader {
    /// The most bytes of a line kept.
    static let maximumLength = 4_096

    let descriptor: Int32
    /// How messages name the input.
    let name: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// The next line, without its line break; `nil` at the end.
    ///
    /// - Throws: `CommandFailure` with exit code 74 when reading fails.
    mutating func next() throws(CommandFailure) -> String? {
        var line: [UInt8] = []
        var isTruncated = false
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                append(buffer[start..<newline], to: &line, isTruncated: &isTruncated)
                start = newline + 1
                return String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
            }
            append(buffer[start...], to: &line, isTruncated: &isTruncated)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if isAtEnd { return line.isEmpty && !isTruncated ? nil : String(decoding: line, as: UTF8.self) }
            try fill()
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], isTruncated: inout Bool) {
        let room = Self.maximumLength - line.count
        if bytes.count > room { isTruncated = true }
        line += bytes.prefix(max(0, room))
    }

    private mutating func fill() throws(CommandFailure) {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        // Interrupted reads are retried, and a non-blocking input waited on.
        let count = block.withUnsafeMutableBytes {
            StandardStreams.read(descriptor, into: $0.baseAddress, count: $0.count)
        }
        if count < 0 { throw CommandFailure(.ioError, "cannot read \(name): " + OutputError.reason(errno: errno)) }
        if count == 0 { isAtEnd = true } else { buffer += block[0..<count] }
    }
}
