import Foundation

/// The manual page (`man audiograph`), in roff, written from the same command specs that parse
/// and give `--help`: every subcommand with its arguments, options and examples, and the exit
/// statuses.
package enum Manual {
    /// The manual page of the program `command`, version `version`.
    ///
    /// - Parameters:
    ///   - command: The program's spec.
    ///   - version: The version named in the page's footer.
    /// - Returns: The page in roff (`man -l -` shows it).
    package static func page(of command: CommandSpec, version: String) -> String {
        var lines = [
            ".TH \(command.name.uppercased()) 1 \"\" \"\(command.name) \(version)\" \"User Commands\"",
            ".SH NAME", "\(command.name) \\- " + text(command.abstract),
            ".SH SYNOPSIS", ".B \(command.name)", ".I subcommand", "[\\fIoptions\\fR] [\\fIFILE\\fR ...]",
            ".SH DESCRIPTION", text(command.discussion ?? command.abstract),
            ".SH OPTIONS",
        ]
        lines += command.options.flatMap(option)
        lines.append(".SH COMMANDS")
        for subcommand in command.subcommands {
            lines.append(".SS \"\(command.name) \(subcommand.name)\"")
            lines.append(".B " + text(Help.usageLine(for: subcommand, path: command.name + " " + subcommand.name)))
            lines += [".PP", text(subcommand.abstract)]
            if let discussion = subcommand.discussion { lines += [".PP", text(discussion)] }
            for argument in subcommand.arguments {
                lines += [".TP", "\\fI\(text(argument.name))\\fR", text(argument.help)]
            }
            lines += subcommand.options.flatMap(option)
            if !subcommand.examples.isEmpty {
                lines += [".PP", "Examples:"]
                for example in subcommand.examples {
                    lines += [".PP", ".RS", ".EX", text(example), ".EE", ".RE"]
                }
            }
        }
        lines.append(".SH EXIT STATUS")
        for code in ExitCode.allCases {
            lines += [".TP", "\\fB\(code.rawValue)\\fR", text(code.meaning)]
        }
        lines += [
            ".TP", "\\fB128+N\\fR",
            text(
                "Ended by signal N (INT, TERM, HUP, QUIT, USR1, USR2, ALRM…) after removing its temporary files; 141 when standard output's reader went away."
            ),
        ]
        lines += [".SH ENVIRONMENT", ".TP", "\\fBCOLUMNS\\fR", text("The width --help wraps its text to.")]
        lines += [
            ".TP", "\\fBSLURM_ARRAY_TASK_ID\\fR, \\fBSLURM_ARRAY_TASK_COUNT\\fR, \\fBJOB_COMPLETION_INDEX\\fR",
            text("Read by '--shard auto' to choose the shard of a Slurm array task or a Kubernetes indexed Job."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func option(_ option: OptionSpec) -> [String] {
        let names = option.names.map { "\\fB" + text($0) + "\\fR" }.joined(separator: ", ")
        let value = option.valueName.map { " \\fI" + text($0) + "\\fR" } ?? ""
        return [".TP", names + value, text(option.helpWithChoices)]
    }

    /// `plain` as roff text: backslashes and hyphens escaped, characters beyond ASCII named
    /// (`\[u2026]`, so no input encoding need be guessed), and a line that would start with a
    /// control character (`.` or `'`) kept as text.
    static func text(_ plain: String) -> String {
        var escaped = ""
        for scalar in plain.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
