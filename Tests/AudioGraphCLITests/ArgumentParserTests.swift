import Testing

@testable import AudioGraphCLI

@Suite struct ArgumentParserTests {
    static let command = CommandSpec(
        name: "try", abstract: "Try things.",
        arguments: [ArgumentSpec("FILE", help: "A file."), ArgumentSpec("MORE", help: "More.", isOptional: true)],
        options: [
            .value(.output, short: "-o", name: "OUT", help: "Output."),
            .value(.y, name: "COLUMN", help: "Columns.", repeatable: true),
            .value(.form, name: "FORM", help: "Form.", allowed: ["rows", "columns"]),
            .flag(.strict, help: "Strict."),
        ])

    private func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(words, for: Self.command, commandPath: "audiograph try")
    }

    private func message(_ words: [String]) -> String? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryForm() throws {
        let parsed = try parse([
            "-o", "a.wav", "--y=steps", "in.json", "--y", "floors", "--strict", "--form=rows", "--", "--not-an-option",
        ])
        #expect(parsed.value(.output) == "a.wav")
        #expect(parsed.all(.y) == ["steps", "floors"])
        #expect(parsed.flag(.strict) && !parsed.flag(.help))
        #expect(parsed.value(.form) == "rows")
        #expect(parsed.arguments == ["in.json", "--not-an-option"])
        #expect(try parse(["-"]).arguments == ["-"])
        #expect(try parse(["--output=", "x"]).value(.output) == "")
        #expect(try parse(["--help"]).flag(.help))
    }

    @Test(arguments: [
        (["--ouput", "x", "f"], "unknown option '--ouput' (did you mean '--output'?)"),
        (["-x", "f"], "unknown option '-x'"),
        (["f", "-o"], "option '--output' needs a value (OUT)"),
        (["f", "-o", "a", "--output", "b"], "option '--output' is given more than once"),
        (["f", "--strict=yes"], "option '--strict' takes no value"),
        (
            ["f", "--form", "row"],
            "invalid value 'row' for '--form'; expected one of rows, columns (did you mean 'rows'?)"
        ),
        ([], "missing argument FILE"),
        (["a", "b", "c"], "unexpected argument 'c'"),
    ])
    func refusesNamingTheInput(words: [String], expected: String) {
        #expect(message(words) == expected)
    }

    @Test func usageAndHelpComeFromTheSameSpec() {
        #expect(
            Help.usageLine(for: Self.command, path: "audiograph try")
                == "audiograph try FILE [MORE] [-o OUT] [--y COLUMN ...] [--form FORM] [--strict] [-q]")
        let help = Help.text(for: Self.command, path: "audiograph try")
        for option in Self.command.options { #expect(help.contains(option.names.joined(separator: ", "))) }
        #expect(help.contains("Form. One of: rows, columns."))
    }

    @Test func everyOptionKeyIsDeclaredOnceWhereItIsUsed() {
        let commands = [AudioGraphCommand.spec] + AudioGraphCommand.spec.subcommands
        var declared = Set<OptionKey>()
        for command in commands {
            let keys = command.options.map(\.key)
            #expect(Set(keys).count == keys.count, "\(command.name) declares an option twice")
            let shorts = command.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name) gives a short name twice")
            declared.formUnion(keys)
        }
        // A key no command declares would be a lookup that always finds nothing.
        #expect(
            declared == Set(OptionKey.allCases),
            "declared by no command: \(Set(OptionKey.allCases).subtracting(declared))")
        #expect(OptionKey.allCases.allSatisfy { $0.rawValue.hasPrefix("--") && !$0.rawValue.contains(" ") })
    }
}
