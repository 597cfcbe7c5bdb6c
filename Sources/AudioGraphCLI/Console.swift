import AudioGraph
import Foundation

/// Where a command reads and writes: the process's standard streams, or buffers in tests.
package struct Console: Sendable {
    /// Writes results to standard output.
    ///
    /// - Throws: `CommandFailure` with exit code 74 when standard output cannot be written (a
    ///   closed pipe, a full disk), so the command stops there.
    package var out: @Sendable (String) throws(CommandFailure) -> Void
    /// Writes diagnostics and progress to standard error.
    ///
    /// A failure to write them cannot be reported; `hasErrorFailed` says whether one happened.
    package var err: @Sendable (String) -> Void
    /// Reads standard input to its end, or to one byte beyond `ChartLimits.fileBytes`.
    ///
    /// - Throws: `CommandFailure` with exit code 74 when it cannot be read (a folder, say).
    package var readInput: @Sendable () throws(CommandFailure) -> [UInt8]
    /// Whether writing to standard error has failed, so the run must end with exit code 74.
    package var hasErrorFailed: @Sendable () -> Bool
    /// Whether standard error is a terminal, where progress may be shown.
    package var isErrorTerminal: Bool
    /// Whether progress and notes are left out (`-q`), errors alone written to standard error.
    package var isQuiet = false
    /// The width of the terminal, which `--help` is wrapped to.
    package var columns = Help.defaultWidth

    /// Creates a console from its three streams.
    package init(
        out: @escaping @Sendable (String) throws(CommandFailure) -> Void, err: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () throws(CommandFailure) -> [UInt8],
        hasErrorFailed: @escaping @Sendable () -> Bool = { false },
        isErrorTerminal: Bool = false
    ) {
        self.out = out
        self.err = err
        self.readInput = readInput
        self.hasErrorFailed = hasErrorFailed
        self.isErrorTerminal = isErrorTerminal
    }

    /// The process's standard output, error and input, written with the system's calls: a
    /// stream that cannot be written is an error (exit 74), never a crash.
    package static let standard = Console(
        out: { text throws(CommandFailure) in
            if let number = StandardStreams.write(text, to: 1) {
                throw CommandFailure(
                    .ioError,
                    "cannot write to standard output: "
                        + (number == EBADF ? "it is closed" : OutputError.reason(errno: number)))
            }
        },
        err: { text in
            if StandardStreams.write(text, to: 2) != nil { Console.errorFailed.set() }
        },
        readInput: { () throws(CommandFailure) in
            if StandardStreams.isClosed(0) {
                throw CommandFailure(.ioError, "cannot read standard input: it is closed")
            }
            let input = readBytes(from: 0)
            if let failure = input.failure {
                throw CommandFailure(.ioError, "cannot read standard input: " + OutputError.reason(errno: failure))
            }
            return input.bytes
        },
        hasErrorFailed: { Console.errorFailed.isSet },
        isErrorTerminal: isatty(2) == 1
    )

    /// Set once writing to the process's standard error has failed.
    private static let errorFailed = Flag()

    /// Writes `Error: ` and `message` as one line on standard error: whatever a user typed or
    /// named (a file name with a newline in it, say) cannot break it into two.
    func error(_ message: String) {
        err("Error: \(message.oneLine)\n")
    }

    /// Writes `Note: ` and `message` as one line on standard error: something the user should
    /// know that does not stop the work.
    func note(_ message: String) {
        guard !isQuiet else { return }
        err("Note: \(message.oneLine)\n")
    }

    /// A progress reporter for work that may take a while: it shows a percentage on standard
    /// error only when that is a terminal and the work has run for more than a second, and
    /// clears its line when done.
    func progress(_ label: String) -> Progress {
        Progress(console: self, label: label)
    }
}

/// A flag set once, from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// The process exit codes of `cli.md`, as `sysexits.h` numbers them: the same mistake has the
/// same code in every command.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// The work was done.
    case success = 0
    /// The audit found errors (only `audit`).
    case auditFailed = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// A chart file could not be read as a chart (EX_DATAERR).
    case invalidData = 65
    /// An input does not exist or cannot be opened (EX_NOINPUT).
    case noInput = 66
    /// An output file could not be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading or writing failed (EX_IOERR).
    case ioError = 74

    /// What the code means, for the help and the manual.
    package var meaning: String {
        switch self {
        case .success: "Success."
        case .auditFailed: "'audit' found errors (with --strict, also warnings)."
        case .usage:
            "A usage error: an unknown option, a bad value, a CSV option that does not fit the file (a column it lacks, a --y of text or dates, a --split-by of measured numbers, a --delimiter or --decimal its text refutes), an output naming an input."
        case .invalidData: "An input cannot be read as a chart (its place and why on standard error)."
        case .noInput: "An input does not exist or cannot be opened."
        case .cannotCreate: "An output cannot be created."
        case .ioError: "An I/O error while reading or writing: a full disk, a failing stream, a file-size limit."
        }
    }
}

/// A command that could not do its work: the exit code and the one line to show after `Error: `.
package struct CommandFailure: Error, Sendable, Equatable {
    /// The exit code.
    package var code: ExitCode
    /// What went wrong, naming the user's input in single quotes.
    package var message: String
    /// Whether a usage error shows the command's usage line after it: not for a script's commands, which are no
    /// options.
    package var showsUsage = true

    /// Creates a failure.
    package init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// Shows the percentage done of long work on a terminal's standard error.
final class Progress {
    private let console: Console
    private let label: String
    private let started = DispatchTime.now().uptimeNanoseconds
    private var shown = -1
    private var hasShown = false

    init(console: Console, label: String) {
        self.console = console
        self.label = label
    }

    /// Reports the fraction done, 0 to 1.
    func update(_ fraction: Double) {
        guard console.isErrorTerminal, !console.isQuiet,
            DispatchTime.now().uptimeNanoseconds - started > 1_000_000_000
        else { return }
        let percent = Int(min(1, max(0, fraction)) * 100)
        guard percent != shown else { return }
        shown = percent
        hasShown = true
        console.err("\r\(label) \(percent)%")
    }

    /// Clears the progress line, if one is shown.
    ///
    /// Called before a result or an error is written, and when the work is done; the next
    /// update shows it again.
    func finish() {
        guard hasShown else { return }
        console.err("\r\u{1B}[K")
        hasShown = false
        shown = -1
    }
}
