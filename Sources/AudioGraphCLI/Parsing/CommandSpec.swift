/// One option of a command: its names, its value, its help.
///
/// The same description drives parsing, validation, suggestions and `--help`.
package struct OptionSpec: Sendable {
    /// The long name, which declares the option and reads it back.
    package var key: OptionKey
    /// The one-letter name, such as `-o`, if it has one.
    package var short: String?
    /// The placeholder for the option's value, or `nil` for a flag.
    package var valueName: String?
    /// One line of help.
    package var help: String
    /// Whether the option may be given more than once.
    package var isRepeatable: Bool
    /// The values accepted, when the option takes one of a fixed set.
    package var allowedValues: [String]?
    /// How the value is read into its type, when it has one (`TypedOption`); else it stays text.
    package var reader: ValueReader?

    /// An option that takes a value.
    package static func value(
        _ key: OptionKey, short: String? = nil, name valueName: String, help: String, repeatable: Bool = false,
        allowed: [String]? = nil
    ) -> OptionSpec {
        OptionSpec(
            key: key, short: short, valueName: valueName, help: help, isRepeatable: repeatable, allowedValues: allowed,
            reader: nil)
    }

    /// An option that is present or absent.
    package static func flag(_ key: OptionKey, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(
            key: key, short: short, valueName: nil, help: help, isRepeatable: false, allowedValues: nil, reader: nil)
    }

    /// The names it may be typed as, short first: `["-o", "--output"]`.
    package var names: [String] { (short.map { [$0] } ?? []) + [key.rawValue] }

    /// Its help with the values it takes, if it takes one of a fixed set: "… One of: comma,
    /// tab." Values that are punctuation are quoted, so that "One of: '.', ','." reads.
    var helpWithChoices: String {
        guard let allowed = allowedValues else { return help }
        let spelled = allowed.map { value in value.contains { $0.isLetter || $0.isNumber } ? value : "'\(value)'" }
        return help + " One of: " + spelled.joined(separator: ", ") + "."
    }

    /// How the option appears in a usage line: `[-o OUT]`, `[--strict]`, `[--y COLUMN ...]`.
    var usage: String {
        let value = valueName.map { " " + $0 } ?? ""
        return "[" + names[0] + value + (isRepeatable ? " ..." : "") + "]"
    }
}

/// A positional argument of a command.
package struct ArgumentSpec: Sendable {
    /// The placeholder, such as `FILE`.
    package var name: String
    /// One line of help.
    package var help: String
    /// Whether it may be left out.
    package var isOptional: Bool
    /// Whether it may be given more than once (the last argument only).
    package var isRepeatable: Bool

    /// Creates an argument.
    package init(_ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeatable = isRepeatable
    }
}

/// A command: what it does, what it takes, and its subcommands.
package struct CommandSpec: Sendable {
    /// The name typed to run it.
    package var name: String
    /// One sentence saying what it does.
    package var abstract: String
    /// More help, printed after the overview.
    package var discussion: String?
    /// Its positional arguments, in order.
    package var arguments: [ArgumentSpec]
    /// Its options; `--help` is added to every command.
    package var options: [OptionSpec]
    /// Its subcommands.
    package var subcommands: [CommandSpec]
    /// Command lines that show what it does, for `--help` and the manual.
    package var examples: [String]

    /// Creates a command; a command without subcommands also takes `-q`, and every one `--help`.
    package init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [], examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        let quiet = OptionSpec.flag(
            .quiet, short: "-q", help: "Write nothing to standard error but errors: no progress, no notes.")
        self.options =
            options + (subcommands.isEmpty ? [quiet] : []) + [.flag(.help, short: "-h", help: "Show help information.")]
        self.subcommands = subcommands
        self.examples = examples
    }
}
