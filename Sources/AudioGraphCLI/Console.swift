import Foundation

/// Where a command reads and writes: the process's standard streams, or buffers in tests.
public struct Console: Sendable {
    /// Writes results to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes diagnostics and progress to standard error.
    public var err: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () -> [UInt8]

    /// Creates a console from its three streams.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8]
    ) {
        self.out = out
        self.err = err
        self.readInput = readInput
    }

    /// The process's standard output, error and input.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) },
        readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
    )
}

/// The process exit codes of `cli.md`.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// The audit found errors (only `audit`).
    case auditFailed = 1
    /// The command line was wrong.
    case usage = 64
    /// A chart file could not be read as a chart.
    case invalidData = 65
    /// An output file could not be created.
    case cannotCreate = 73
    /// Reading or writing failed.
    case ioError = 74
}

/// A command that could not do its work: the exit code and the one line to show after `Error: `.
public struct CommandFailure: Error, Sendable, Equatable {
    /// The exit code.
    public var code: ExitCode
    /// What went wrong, naming the user's input in single quotes.
    public var message: String

    /// Creates a failure.
    public init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
