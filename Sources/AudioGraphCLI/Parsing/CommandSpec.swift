/// One option of a command: its names, its value, its help. The same description drives
/// parsing, validation, suggestions and `--help`.
public struct OptionSpec: Sendable {
    /// The names, short first: `["-o", "--output"]`.
    public var names: [String]
    /// The placeholder for the option's value, or `nil` for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// Whether the option may be given more than once.
    public var isRepeatable: Bool
    /// The values accepted, when the option takes one of a fixed set.
    public var allowedValues: [String]?

    /// An option that takes a value.
    public static func value(
        _ names: String..., name valueName: String, help: String, repeatable: Bool = false, allowed: [String]? = nil
    ) -> OptionSpec {
        OptionSpec(names: names, valueName: valueName, help: help, isRepeatable: repeatable, allowedValues: allowed)
    }

    /// An option that is present or absent.
    public static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help, isRepeatable: false, allowedValues: nil)
    }

    /// The long name (or the only name), which identifies the option in parsed results.
    public var key: String { names.last! }

    /// How the option appears in a usage line: `[-o OUT]`, `[--strict]`, `[--y COLUMN ...]`.
    var usage: String {
        let value = valueName.map { " " + $0 } ?? ""
        return "[" + names[0] + value + (isRepeatable ? " ..." : "") + "]"
    }
}

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    /// The placeholder, such as `FILE`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it may be given more than once (the last argument only).
    public var isRepeatable: Bool

    /// Creates an argument.
    public init(_ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeatable = isRepeatable
    }
}

/// A command: what it does, what it takes, and its subcommands.
public struct CommandSpec: Sendable {
    /// The name typed to run it.
    public var name: String
    /// One sentence saying what it does.
    public var abstract: String
    /// More help, printed after the overview.
    public var discussion: String?
    /// Its positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Its options; `--help` is added to every command.
    public var options: [OptionSpec]
    /// Its subcommands.
    public var subcommands: [CommandSpec]

    /// Creates a command.
    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options + [.flag("-h", "--help", help: "Show help information.")]
        self.subcommands = subcommands
    }
}
