/// `--help` text and usage lines, generated from the same specs that parse.
package enum Help {
    /// The one-line usage of a command: `audiograph convert FILE [-o OUT] [--strict]`.
    package static func usageLine(for command: CommandSpec, path: String) -> String {
        usageParts(for: command, path: path).joined(separator: " ")
    }

    /// The parts of the usage line: the command, each argument, each option.
    private static func usageParts(for command: CommandSpec, path: String) -> [String] {
        if !command.subcommands.isEmpty { return [path, "<subcommand>"] }
        let arguments = command.arguments.map {
            ($0.isOptional ? "[\($0.name)]" : $0.name) + ($0.isRepeatable ? " ..." : "")
        }
        let options = command.options.filter { $0.key != .help }.map(\.usage)
        return [path] + arguments + options
    }

    /// The width help is wrapped to when the terminal's is not known.
    package static let defaultWidth = 100

    /// The width to wrap help to: `COLUMNS` from `environment` when it is a sensible number
    /// (40 to 1000), else `defaultWidth`.
    package static func width(environment: [String: String]) -> Int {
        guard let text = environment["COLUMNS"], let columns = Int(text), (40...1000).contains(columns) else {
            return defaultWidth
        }
        return columns
    }

    /// The full help: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS and EXAMPLES, wrapped
    /// to `width` columns.
    package static func text(for command: CommandSpec, path: String, width: Int = defaultWidth) -> String {
        func table(_ rows: [(String, String)]) -> String { Help.table(rows, width: width) }
        let overview = "OVERVIEW: " + command.abstract
        var sections = [
            wrap(overview, width: width).joined(separator: "\n")
                + (command.discussion.map { "\n\n" + wrap($0, width: width).joined(separator: "\n") } ?? "")
        ]
        // The usage wraps between options, never inside one: `[--y COLUMN ...]` stays whole.
        var usage = "USAGE:"
        var line = usage
        for part in usageParts(for: command, path: path) {
            if line.count + 1 + part.count > width, line.count > 2 {
                usage += "\n  " + part
                line = "  " + part
            } else {
                usage += " " + part
                line += " " + part
            }
        }
        sections.append(usage)
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + table(command.arguments.map { ($0.name, $0.help) }))
        }
        sections.append(
            "OPTIONS:\n"
                + table(
                    command.options.map { option in
                        (
                            option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? ""),
                            option.helpWithChoices
                        )
                    }))
        if !command.subcommands.isEmpty {
            sections.append(
                "SUBCOMMANDS:\n" + table(command.subcommands.map { ($0.name, $0.abstract) })
                    + "\n\n  See '\(path) <subcommand> --help' for detailed help.")
            let statuses = ExitCode.allCases.map { (String($0.rawValue), $0.meaning) }
            sections.append(
                "EXIT STATUS:\n"
                    + table(
                        statuses + [
                            (
                                "128+N",
                                "Ended by signal N after removing its temporary files (141: the reader of standard output went away)."
                            )
                        ]))
        }
        if !command.examples.isEmpty {
            sections.append("EXAMPLES:\n" + command.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Two columns, the second aligned and wrapped at `columns` characters.
    private static func table(_ rows: [(String, String)], width columns: Int) -> String {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        // Too narrow for two columns: each name on its line, its help indented below.
        if columns - width - 2 < 30 {
            return rows.map { name, help in
                "  " + name + "\n"
                    + wrap(help, width: max(10, columns - 6)).map { "      " + $0 }.joined(separator: "\n")
            }.joined(separator: "\n")
        }
        return rows.map { name, help in
            let lines = wrap(help, width: max(20, columns - width - 2))
            let padding = String(repeating: " ", count: width + 2)
            let first =
                "  " + name
                + (name.count + 2 <= width ? String(repeating: " ", count: width - name.count) : "\n" + padding)
            return first + lines.joined(separator: "\n" + padding)
        }.joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
