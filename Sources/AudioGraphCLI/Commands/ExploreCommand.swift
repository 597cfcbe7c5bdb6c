import AudioGraph
import Foundation

/// `audiograph explore`: Chart Detail in a terminal, or scripted from a file of commands.
enum ExploreCommand {
    static let spec = CommandSpec(
        name: "explore",
        abstract: "Step through a chart point by point, hearing and reading where you are.",
        discussion: "With a terminal and no --commands, keys move through the chart (h lists them) and each move prints one line. With --commands (or input that is not a terminal), each line is a command (next, previous, first, last, forward, back, next-series, previous-series, min, max, chart-min, chart-max, goto X, up, down, where, again, describe, stats, chord, play, help) and each prints one line. Exits 64 after the script if any command was not understood.",
        arguments: [ChartInput.fileArgument],
        options: [
            .value("--commands", name: "FILE", help: "Run the commands in FILE ('-' for standard input), one per line; blank lines and lines starting with # are skipped."),
        ] + ChartInput.optionsBesideSeries
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let path = arguments.arguments[0]
        if path == "-", arguments.value("--commands") == "-" {
            throw CommandFailure(.usage, "the chart and the commands cannot both come from standard input")
        }
        let chart = try ChartInput.read(path, arguments, splitBy: "--split-by", console: console)
        let navigator = ChartNavigator(chart: chart)
        if let commands = arguments.value("--commands") {
            let text = commands == "-" ? String(decoding: console.readInput(), as: UTF8.self) : try readCommands(commands)
            try runScript(text, navigator: navigator, console: console)
        } else if path != "-", isatty(0) == 1, isatty(1) == 1 {
            var explorer = InteractiveExplorer(navigator: navigator, console: console)
            try explorer.run()
        } else {
            try runScript(String(decoding: console.readInput(), as: UTF8.self), navigator: navigator, console: console)
        }
    }

    private static func readCommands(_ path: String) throws(CommandFailure) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.ioError, "cannot read the commands '\(path)'")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs one command per line, printing one line per command.
    static func runScript(_ text: String, navigator: ChartNavigator, console: Console) throws(CommandFailure) {
        var navigator = navigator
        var unknown: [String] = []
        for line in text.split(whereSeparator: \.isNewline).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let command = NavigatorCommand(trimmed) else {
                unknown.append(trimmed)
                console.out("Unknown command '\(trimmed)'; 'help' lists the commands.\n")
                continue
            }
            console.out(navigator.perform(command).announcement + "\n")
        }
        if let first = unknown.first {
            throw CommandFailure(.usage, "\(unknown.count) command\(unknown.count == 1 ? " was" : "s were") not understood, the first '\(first)'")
        }
    }
}
