import AudioGraph

/// The write policy of `cli.md`, for every command: `-` is standard output; a device or FIFO is
/// written to directly; a regular file (links followed) is replaced atomically, keeping its
/// permissions; files that belong together are put in place together (`OutputTransaction`); an
/// output that names an input, or another output, is refused before anything is read or
/// written.
enum Outputs {
    /// Writes `text` to `path`, as the policy says: on its own, or prepared for `transaction`.
    static func write(
        _ text: String, to path: String, console: Console, transaction: OutputTransaction? = nil
    ) throws(CommandFailure) {
        try write(to: path, console: console, transaction: transaction) { (sink) throws(CommandFailure) in
            try sink(text)
        }
    }

    /// Opens `path` and lets `body` write to it piece by piece, then puts it in place (or
    /// prepares it for `transaction`); on any failure, a regular file's target is left as it was.
    static func write(
        to path: String, console: Console, transaction: OutputTransaction? = nil,
        _ body: (_ sink: (String) throws(CommandFailure) -> Void) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        if path == "-" {
            var buffer = OutputBuffer { (chunk) throws(CommandFailure) in try console.out(chunk) }
            try body { (text) throws(CommandFailure) in try buffer.append(text) }
            try buffer.flush()
            return
        }
        let file: OutputFile
        do { file = try OutputFile(path: path, transaction: transaction) } catch { throw failure(error) }
        var buffer = OutputBuffer { (chunk) throws(CommandFailure) in
            do throws(OutputError) { try file.write(chunk) } catch { throw failure(error) }
        }
        do throws(CommandFailure) {
            try body { (text) throws(CommandFailure) in try buffer.append(text) }
            try buffer.flush()
        } catch {
            file.cancel()
            throw error
        }
        do { try file.commit() } catch { throw failure(error) }
    }

    /// Puts the files of `transaction` in place.
    static func commit(_ transaction: OutputTransaction) throws(CommandFailure) {
        do { try transaction.commit() } catch { throw failure(error) }
    }

    /// The exit code and line for an output that failed: 73 when it could not be created, 74
    /// when writing it failed.
    static func failure(_ error: OutputError) -> CommandFailure {
        CommandFailure(error.kind == .cannotCreate ? .cannotCreate : .ioError, error.description)
    }

    /// Refuses, with exit code 64, an output that names one of the inputs (compared as files, so links and other
    /// spellings count), two outputs that name the same file, and standard input named twice.
    ///
    /// `-` among the outputs is standard output, which may be anything.
    static func checkDistinct(inputs: [String], outputs: [String]) throws(CommandFailure) {
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw CommandFailure(.usage, "standard input ('-') is named more than once; it can be read only once")
        }
        var inputFiles: [FileIdentity: String] = [:]
        for input in inputs {
            let identity = input == "-" ? FileIdentity(descriptor: 0) : FileIdentity(path: input)
            if let identity, identity.isRegularFile { inputFiles[identity] = input }
        }
        var seen: [OutputKey: String] = [:]
        for output in outputs where output != "-" {
            guard let target = try? OutputTarget(path: output) else { continue }
            if let identity = target.identity, identity.isRegularFile, let input = inputFiles[identity] {
                let name = input == "-" ? "standard input" : "'\(input)'"
                throw CommandFailure(.usage, "the output '\(output)' is the input \(name); write the output elsewhere")
            }
            guard let key = OutputKey(target) else { continue }
            if let earlier = seen.updateValue(output, forKey: key) {
                throw CommandFailure(
                    .usage, "'\(earlier)' and '\(output)' name the same output file; give each output its own")
            }
        }
    }

    /// What tells two outputs apart: the file itself when it exists, else the place it would be.
    private enum OutputKey: Hashable {
        case file(FileIdentity)
        /// A new file: its folder and its name.
        case place(FileIdentity, String)
        /// A new file in a folder that does not exist (its creation will fail).
        case path(String)

        init?(_ target: OutputTarget) {
            switch target.destination {
            case .standardOutput, .descriptor, .special: return nil
            case .regular(let path):
                if let identity = target.identity {
                    self = .file(identity)
                } else {
                    let slash = path.lastIndex(of: "/")
                    let folder = slash.map { String(path[..<$0]) } ?? "."
                    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
                    self = FileIdentity(path: folder.isEmpty ? "/" : folder).map { .place($0, name) } ?? .path(path)
                }
            }
        }
    }
}

/// Collects small pieces of output and passes them on in large chunks, so that a long output
/// (a line per point) costs few system calls and little memory.
struct OutputBuffer {
    private var pending = ""
    private let send: (String) throws(CommandFailure) -> Void
    private static let chunk = 1 << 16

    init(_ send: @escaping (String) throws(CommandFailure) -> Void) {
        self.send = send
    }

    mutating func append(_ text: String) throws(CommandFailure) {
        pending += text
        if pending.utf8.count >= Self.chunk { try flush() }
    }

    mutating func flush() throws(CommandFailure) {
        guard !pending.isEmpty else { return }
        let chunk = pending
        pending = ""
        try send(chunk)
    }
}
