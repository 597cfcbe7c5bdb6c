import AudioGraph
import Foundation

/// The `audiograph` command: finds the subcommand, parses its arguments, runs it and turns
/// every failure into one `Error:` line and the exit code of `cli.md`.
package enum AudioGraphCommand {
    /// The version `--version` prints.
    package static let version = "0.1.0"

    /// The subcommands, each a thin layer over the library.
    static let subcommands: [Subcommand] = [
        Subcommand(spec: DescribeCommand.spec, run: DescribeCommand.run),
        Subcommand(spec: SonifyCommand.spec, run: SonifyCommand.run),
        Subcommand(spec: ExploreCommand.spec, run: ExploreCommand.run),
        Subcommand(spec: AuditCommand.spec, run: AuditCommand.run),
        Subcommand(spec: ConvertCommand.spec, run: ConvertCommand.run),
        Subcommand(spec: PageCommand.spec, run: PageCommand.run),
        Subcommand(spec: DemoCommand.spec, run: DemoCommand.run),
        Subcommand(spec: completionsSpec) { arguments, console in
            let name = arguments.arguments[0]
            guard let shell = ShellCompletions.Shell(rawValue: name) else {
                let shells = ShellCompletions.Shell.allCases.map(\.rawValue)
                let hint = Suggestion.nearest(to: name, in: shells).map { " (did you mean '\($0)'?)" } ?? ""
                throw CommandFailure(
                    .usage, "unknown shell '\(name.quotable)'; expected one of \(shells.joined(separator: ", "))\(hint)"
                )
            }
            try console.out(ShellCompletions.script(for: shell, of: spec))
        },
        Subcommand(spec: manualSpec) { _, console in try console.out(Manual.page(of: spec, version: version)) },
    ]

    static let completionsSpec = CommandSpec(
        name: "completions", abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion:
            "It completes every subcommand, option and value AudioGraph takes, and file names where a value is a file.",
        arguments: [ArgumentSpec("SHELL", help: "bash, zsh or fish.")],
        examples: [
            "source <(audiograph completions bash)      # in ~/.bashrc",
            "audiograph completions zsh > ~/.zfunc/_audiograph",
            "audiograph completions fish > ~/.config/fish/completions/audiograph.fish",
        ])

    static let manualSpec = CommandSpec(
        name: "manual", abstract: "Print the manual page, in roff (man -l -).",
        examples: ["audiograph manual | man -l -", "audiograph manual > /usr/local/share/man/man1/audiograph.1"])

    static let spec = CommandSpec(
        name: "audiograph",
        abstract:
            "Make charts accessible to people who cannot see them: spoken descriptions, audio graphs and chart exploration.",
        options: [.flag(.version, help: "Show the version, and those of libsndfile and espeak-ng in use.")],
        subcommands: subcommands.map(\.spec)
    )

    /// Makes every signal that would end the program and can be caught (Ctrl-C, termination, a
    /// closed terminal, quit, the user signals, the timers: `TemporaryFiles.endingSignals`)
    /// remove the temporary files being written (an audio file half rendered, for example)
    /// before the program exits with 128 plus the signal's number, so an interrupted run leaves
    /// nothing behind and the targets untouched; makes a reader that goes away end the run the
    /// same way, quietly, with 141; and makes a file-size limit (`ulimit -f`) an I/O error (74).
    ///
    /// Also keeps a closed standard stream's number from going to a file the program opens.
    /// Call once, first thing.
    package static func prepareProcess() {
        StandardStreams.reserveClosedStreams()
        TemporaryFiles.removeOnSignals { status in exit(status) }
        #if canImport(Glibc)
            // Arrays up to 32 MB (a million points' columns) come from the heap and stay there once
            // freed, so the next is made in memory already touched: a chart's reading and planning
            // make and drop many, and fresh pages from the kernel cost a fault and a clearing each.
            // (glibc's <malloc.h>, which Swift's Glibc module leaves out: M_TRIM_THRESHOLD is -1,
            // M_MMAP_THRESHOLD -3.)
            _ = mallopt(-3, 32 << 20)
            _ = mallopt(-1, 256 << 20)
        #endif
    }

    /// Runs the process's own command line and returns the exit code.
    ///
    /// An argument that is not valid UTF-8 is refused (64) before anything is read or written:
    /// a file name taken as text would have its bytes replaced, and could name, and overwrite,
    /// another file.
    package static func runProcess() -> Int32 {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let shown = bytes.map {
                    (32..<127).contains($0) && $0 != 0x5C
                        ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true)
                }.joined()
                Console.standard.error(
                    "argument \(index), '\(shown)', is not UTF-8 text; AudioGraph takes names in UTF-8 only, so that none is rewritten (rename the file)"
                )
                return ExitCode.usage.rawValue
            }
            arguments.append(text)
        }
        var console = Console.standard
        console.columns = Help.width(environment: ProcessInfo.processInfo.environment)
        return run(arguments, console: console)
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit code:
    /// 74 whenever standard output or standard error could not be written.
    package static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        let code: Int32
        do throws(CommandFailure) {
            code = try dispatch(arguments, console: console)
        } catch {
            console.error(error.message)
            code = error.code.rawValue
        }
        return console.hasErrorFailed() ? ExitCode.ioError.rawValue : code
    }

    /// Finds the subcommand and runs it; throws only when standard output fails.
    private static func dispatch(_ arguments: [String], console: Console) throws(CommandFailure) -> Int32 {
        let path = spec.name
        guard let first = arguments.first, first.hasPrefix("-") == false || first == "-" else {
            return try runTopLevel(arguments, console: console)
        }
        let name = first == "help" && arguments.count > 1 ? arguments[1] : first
        guard let command = subcommands.first(where: { $0.spec.name == name }) else {
            if first == "help", arguments.count == 1 {
                try console.out(Help.text(for: spec, path: path, width: console.columns))
                return ExitCode.success.rawValue
            }
            let hint =
                Suggestion.nearest(to: name, in: subcommands.map(\.spec.name)).map { " (did you mean '\($0)'?)" } ?? ""
            return fail(
                UsageError(
                    message: "unknown subcommand '\(name.quotable)'\(hint)",
                    usage: Help.usageLine(for: spec, path: path)), console)
        }
        let commandPath = path + " " + command.spec.name
        if first == "help" {
            try console.out(Help.text(for: command.spec, path: commandPath, width: console.columns))
            return ExitCode.success.rawValue
        }
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec, commandPath: commandPath)
        } catch {
            return fail(error, console)
        }
        if parsed.flag(.help) {
            try console.out(Help.text(for: command.spec, path: commandPath, width: console.columns))
            return ExitCode.success.rawValue
        }
        var console = console
        console.isQuiet = parsed.flag(.quiet)
        return runCommand(command, parsed, console: console)
    }

    private static func runCommand(_ command: Subcommand, _ parsed: ParsedArguments, console: Console) -> Int32 {
        do {
            try command.run(parsed, console)
            return ExitCode.success.rawValue
        } catch let failure as CommandFailure {
            let usage =
                failure.code == .usage && failure.showsUsage
                ? "Usage: " + Help.usageLine(for: command.spec, path: spec.name + " " + command.spec.name) + "\n" : ""
            // An audit that found errors has said so in its report, and fails without a message.
            if !failure.message.isEmpty {
                console.error(failure.message)
                console.err(usage)
            }
            return failure.code.rawValue
        } catch {
            console.error("\(error)")
            return ExitCode.ioError.rawValue
        }
    }

    private static func runTopLevel(_ arguments: [String], console: Console) throws(CommandFailure) -> Int32 {
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ArgumentParser.parse(arguments, for: spec, commandPath: spec.name)
        } catch {
            return fail(error, console)
        }
        if parsed.flag(.version) {
            try console.out(
                "audiograph \(version)\nlibsndfile: \(SoundFileLibrary.version)\nespeak-ng: \(ESpeak.libraryVersion)\n")
            return ExitCode.success.rawValue
        }
        if parsed.flag(.help) {
            try console.out(Help.text(for: spec, path: spec.name, width: console.columns))
            return ExitCode.success.rawValue
        }
        let names = subcommands.map(\.spec.name).joined(separator: ", ")
        return fail(
            UsageError(
                message: "missing subcommand; choose one of \(names)", usage: Help.usageLine(for: spec, path: spec.name)
            ), console)
    }

    private static func fail(_ error: UsageError, _ console: Console) -> Int32 {
        console.error(error.message)
        console.err("Usage: \(error.usage)\n")
        return ExitCode.usage.rawValue
    }
}

/// A subcommand of `audiograph`: its spec, and what it does with parsed arguments.
struct Subcommand: Sendable {
    let spec: CommandSpec
    let run: @Sendable (_ arguments: ParsedArguments, _ console: Console) throws -> Void
}

#if canImport(Glibc)
    /// glibc's `mallopt`, which sets how `malloc` takes and gives back memory.
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
