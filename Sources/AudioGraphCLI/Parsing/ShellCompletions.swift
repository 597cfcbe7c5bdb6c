import Foundation

/// Completion scripts for bash, zsh and fish, written from the same command specs that parse:
/// every subcommand, option and fixed value the parser takes, and files where a value is a path.
package enum ShellCompletions {
    /// The shells completions are written for.
    package enum Shell: String, Sendable, CaseIterable {
        /// GNU bash, through `complete -F`.
        case bash
        /// zsh, through its completion system's `_arguments`.
        case zsh
        /// fish, through `complete -c`.
        case fish
    }

    /// The completion script for `shell` of the program `command` and its subcommands.
    ///
    /// - Parameters:
    ///   - shell: The shell that loads the script.
    ///   - command: The program's spec, whose subcommands the script completes.
    /// - Returns: The script's text.
    package static func script(for shell: Shell, of command: CommandSpec) -> String {
        switch shell {
        case .bash: bash(command)
        case .zsh: zsh(command)
        case .fish: fish(command)
        }
    }

    private static func bash(_ command: CommandSpec) -> String {
        let function = "_" + command.name
        let top = (command.subcommands.map(\.name) + command.options.flatMap(\.names)).joined(separator: " ")
        var text = """
            # bash completion for \(command.name); load with: source <(\(command.name) completions bash)
            \(function)() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W '\(top)' -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in

            """
        for subcommand in command.subcommands {
            text += "    \(subcommand.name))\n        case \"$prev\" in\n"
            for option in subcommand.options where option.valueName != nil {
                let names = option.names.joined(separator: "|")
                let values = option.allowedValues.map { "compgen -W '\($0.joined(separator: " "))'" } ?? "compgen -f"
                text += "            \(names)) COMPREPLY=($(\(values) -- \"$cur\")); return ;;\n"
            }
            let options = subcommand.options.flatMap(\.names).joined(separator: " ")
            text += """
                        esac
                        if [[ "$cur" == -* ]]; then
                            COMPREPLY=($(compgen -W '\(options)' -- "$cur"))
                        else
                            COMPREPLY=($(compgen -f -- "$cur"))
                        fi
                        ;;

                """
        }
        text += "    esac\n}\ncomplete -o filenames -F \(function) \(command.name)\n"
        return text
    }

    private static func zsh(_ command: CommandSpec) -> String {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        // A description inside _arguments' brackets: its brackets and colons escaped.
        func described(_ text: String) -> String {
            summary(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
                .replacingOccurrences(
                    of:
                        "]", with: "\\]"
                ).replacingOccurrences(of: ":", with: "\\:")
        }
        let function = "_" + command.name
        var text = """
            #compdef \(command.name)
            # zsh completion for \(command.name): put it on $fpath as _\(command.name), or load it with
            # source <(\(command.name) completions zsh)
            \(function)() {
                local -a subcommands
                subcommands=(

            """
        for subcommand in command.subcommands {
            text += "        " + quoted(subcommand.name + ":" + summary(subcommand.abstract)) + "\n"
        }
        text += """
                )
                if (( CURRENT == 2 )); then
                    _describe 'subcommand' subcommands
                    return
                fi
                local subcommand=$words[2]
                shift words
                (( CURRENT-- ))
                case $subcommand in

            """
        for subcommand in command.subcommands {
            text += "    \(subcommand.name))\n        _arguments -s \\\n"
            for option in subcommand.options {
                let action: String
                if let valueName = option.valueName {
                    let values = option.allowedValues.map { "(" + $0.joined(separator: " ") + ")" } ?? "_files"
                    action = ":" + valueName.replacingOccurrences(of: ":", with: "\\:") + ":" + values
                } else {
                    action = ""
                }
                let repeatable = option.isRepeatable ? "*" : ""
                let exclusive =
                    option.names.count > 1 && !option.isRepeatable
                    ? "(" + option.names.joined(separator: " ") + ")" : ""
                for name in option.names {
                    text +=
                        "            "
                        + quoted(exclusive + repeatable + name + "[" + described(option.help) + "]" + action) + " \\\n"
                }
            }
            let files = subcommand.arguments.contains { $0.isRepeatable } ? "'*:file:_files'" : "':file:_files'"
            text += "            " + (subcommand.arguments.isEmpty ? "''" : files) + "\n        ;;\n"
        }
        text +=
            "    esac\n}\n\n"
            + "if [ \"$funcstack[1]\" = \"\(function)\" ]; then\n    \(function) \"$@\"\nelse\n    compdef \(function) \(command.name)\nfi\n"
        return text
    }

    private static func fish(_ command: CommandSpec) -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let name = command.name
        var lines = [
            "# fish completion for \(name); load with: \(name) completions fish | source",
            "complete -c \(name) -f",
        ]
        for option in command.options {
            lines.append(
                "complete -c \(name) -n __fish_use_subcommand \(flags(option)) -d \(quoted(summary(option.help)))")
        }
        for subcommand in command.subcommands {
            lines.append(
                "complete -c \(name) -n __fish_use_subcommand -a \(subcommand.name) -d \(quoted(summary(subcommand.abstract)))"
            )
            let condition = "-n '__fish_seen_subcommand_from \(subcommand.name)'"
            if !subcommand.arguments.isEmpty { lines.append("complete -c \(name) \(condition) -F") }
            for option in subcommand.options {
                var line = "complete -c \(name) \(condition) \(flags(option))"
                if option.valueName != nil {
                    line += option.allowedValues.map { " -x -a " + quoted($0.joined(separator: " ")) } ?? " -r -F"
                }
                lines.append(line + " -d " + quoted(summary(option.help)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-s o -l output`: an option's names as fish's `complete` takes them.
    private static func flags(_ option: OptionSpec) -> String {
        (option.short.map { "-s " + $0.dropFirst() + " " } ?? "") + "-l " + option.key.rawValue.dropFirst(2)
    }

    /// The first sentence of a help text, for the one line a completion shows.
    static func summary(_ help: String) -> String {
        var sentence = ""
        var characters = help.makeIterator()
        while let character = characters.next() {
            sentence.append(character)
            if ".;".contains(character), let next = characters.next() {
                if next == " " { break }
                sentence.append(next)
            }
        }
        return sentence.hasSuffix(".") || sentence.hasSuffix(";") ? String(sentence.dropLast()) : sentence
    }
}
