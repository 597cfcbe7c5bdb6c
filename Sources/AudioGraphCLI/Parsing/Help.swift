/// `--help` text and usage lines, generated from the same specs that parse.
package enum Help {
    /// The one-line usage of a command: `audiograph convert FILE [-o OUT] [--strict]`.
    package static func usageLine(for command: CommandSpec, path: String) -> String {
        if !command.subcommands.isEmpty { return "\(path) <subcommand>" }
        let arguments = command.arguments.map {
            ($0.isOptional ? "[\($0.name)]" : $0.name) + ($0.isRepeatable ? " ..." : "")
        }
        let options = command.options.filter { $0.key != .help }.map(\.usage)
        return ([path] + arguments + options).joined(separator: " ")
    }

    /// The full help: OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS.
    package static func text(for command: CommandSpec, path: String) -> String {
        var sections = ["OVERVIEW: " + command.abstract + (command.discussion.map { "\n\n" + $0 } ?? "")]
        sections.append("USAGE: " + usageLine(for: command, path: path))
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + table(command.arguments.map { ($0.name, $0.help) }))
        }
        sections.append(
            "OPTIONS:\n"
                + table(
                    command.options.map { option in
                        let choices = option.allowedValues.map { " One of: " + $0.joined(separator: ", ") + "." } ?? ""
                        return (
                            option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? ""),
                            option.help + choices
                        )
                    }))
        if !command.subcommands.isEmpty {
            sections.append(
                "SUBCOMMANDS:\n" + table(command.subcommands.map { ($0.name, $0.abstract) })
                    + "\n\n  See '\(path) <subcommand> --help' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Two columns, the second aligned and wrapped at 100 characters.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        return rows.map { name, help in
            let lines = wrap(help, width: 100 - width - 2)
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
