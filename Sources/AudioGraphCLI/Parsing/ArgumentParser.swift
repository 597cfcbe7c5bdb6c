import AudioGraph

/// A command line that was understood: which options had which values, and the arguments.
package struct ParsedArguments: Sendable {
    /// Values by option, in the order given.
    package private(set) var values: [OptionKey: [String]] = [:]
    /// The positional arguments, in order.
    package private(set) var arguments: [String] = []
    /// The values of typed options, read as their specs say (`TypedOption`).
    private(set) var typedValues: [OptionKey: any Sendable] = [:]

    /// The value of a single-valued option.
    package func value(_ key: OptionKey) -> String? { values[key]?.last }

    /// Every value of a repeatable option.
    package func all(_ key: OptionKey) -> [String] { values[key] ?? [] }

    /// Whether a flag was given.
    package func flag(_ key: OptionKey) -> Bool { values[key] != nil }

    mutating func add(_ value: String, for key: OptionKey) { values[key, default: []].append(value) }
    mutating func addArgument(_ argument: String) { arguments.append(argument) }
    mutating func add(typed value: any Sendable, for key: OptionKey) { typedValues[key] = value }
}

/// A command line that could not be understood: the message, and the command whose usage to show.
package struct UsageError: Error, Sendable, Equatable {
    /// What was wrong, naming the user's input in single quotes.
    package var message: String
    /// The `Usage:` line of the command concerned.
    package var usage: String
}

/// Parses arguments against a `CommandSpec`: `--opt value`, `--opt=value`, `-o value`, flags,
/// `--` to end options, and `-` as an argument (standard input).
package enum ArgumentParser {
    /// Parses `arguments` (without the command's own name) for `command`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command's name.
    ///   - command: What the command takes.
    ///   - commandPath: The words that run the command, for the usage line.
    /// - Returns: The options, flags and arguments found.
    /// - Throws: `UsageError` for unknown options (with the nearest suggestion), missing or
    ///   unexpected values and arguments, and values outside an option's allowed set.
    package static func parse(_ arguments: [String], for command: CommandSpec, commandPath: String) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        let usage = Help.usageLine(for: command, path: commandPath)
        func fail(_ message: String) -> UsageError { UsageError(message: message, usage: usage) }

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.addArgument(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                let names = command.options.flatMap(\.names)
                let hint = Suggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw fail("unknown option '\(name.quotable)'\(hint)")
            }
            if !option.isRepeatable, parsed.values[option.key] != nil {
                throw fail("option '\(option.key.rawValue)' is given more than once")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw fail("option '\(option.key.rawValue)' takes no value") }
                parsed.add("", for: option.key)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw fail("option '\(option.key.rawValue)' needs a value (\(valueName))")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                let hint = Suggestion.nearest(to: value, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
                throw fail(
                    "invalid value '\(value.quotable)' for '\(option.key.rawValue)'; expected one of \(allowed.joined(separator: ", "))\(hint)"
                )
            }
            if let reader = option.reader {
                switch reader.read(value) {
                case .success(let typed): parsed.add(typed: typed, for: option.key)
                case .failure(let refusal):
                    throw fail("invalid value '\(value.quotable)' for '\(option.key.rawValue)'; \(refusal.reason)")
                }
            }
            parsed.add(value, for: option.key)
        }
        if parsed.flag(.help) { return parsed }
        let required = command.arguments.filter { !$0.isOptional }.count
        if parsed.arguments.count < required {
            throw fail("missing argument \(command.arguments[parsed.arguments.count].name)")
        }
        if parsed.arguments.count > command.arguments.count, command.arguments.last?.isRepeatable != true {
            throw fail("unexpected argument '\(parsed.arguments[command.arguments.count].quotable)'")
        }
        return parsed
    }
}
