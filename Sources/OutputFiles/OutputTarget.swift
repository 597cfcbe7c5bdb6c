#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where output was asked to go, resolved as the write policy of `cli.md` says: standard output
/// for `-`; one of the program's own descriptors for `/dev/stdout`, `/dev/fd/N` and the like;
/// a device, FIFO or socket, written to directly and never replaced; otherwise a regular file,
/// reached through any symbolic links, that is replaced atomically when the output is complete.
public struct OutputTarget: Sendable, Hashable, CustomStringConvertible {
    /// What kind of place the output goes to.
    public enum Destination: Sendable, Hashable {
        /// The process's standard output.
        case standardOutput
        /// A descriptor the process already holds, named by a path such as `/dev/fd/63`
        /// (what the shell passes for `>(gzip > x.gz)`).
        case descriptor(Int32)
        /// A device, FIFO or socket at this path: opened and written to, never replaced.
        case special(path: String)
        /// A regular file at this path (symbolic links followed), existing or not: written
        /// beside it and renamed into place when complete.
        case regular(path: String)
    }

    /// The path as the user gave it (`-` for standard output).
    public let path: String
    /// Where the output goes.
    public let destination: Destination

    /// The target `path` names.
    ///
    /// - Throws: `OutputError` when the path is a folder, a descriptor not open for writing, or
    ///   a loop of symbolic links.
    public init(path: String) throws(OutputError) {
        self.path = path
        destination = try Self.resolve(path)
    }

    // swift-format-ignore: NeverUseForceTry
    // ("-" always names standard output, which is never refused.)
    /// Standard output.
    public static let standardOutput = try! OutputTarget(path: "-")

    /// How messages name the target: its path in single quotes, or "standard output".
    public var description: String {
        destination == .standardOutput ? "standard output" : "'\(path)'"
    }

    /// The file's identity (device and inode), when the target exists as a file; standard
    /// output's when it is that.
    public var identity: FileIdentity? {
        switch destination {
        case .standardOutput: FileIdentity(descriptor: 1)
        case .descriptor(let number): FileIdentity(descriptor: number)
        case .special(let path), .regular(let path): FileIdentity(path: path)
        }
    }

    /// The path of a regular file target, links resolved.
    var regularPath: String? {
        if case .regular(let path) = destination { return path }
        return nil
    }

    private static func resolve(_ path: String) throws(OutputError) -> Destination {
        if path == "-" { return .standardOutput }
        guard !path.isEmpty else { throw OutputError(.cannotCreate, target: path, reason: "the path is empty") }
        var current = path
        for _ in 0..<40 {
            if let number = ownDescriptor(named: current) {
                let flags = fcntl(number, F_GETFL)
                guard flags >= 0, flags & O_ACCMODE != O_RDONLY else {
                    throw OutputError(
                        .cannotCreate, target: path, reason: "descriptor \(number) is not open for writing")
                }
                return number == 1 ? .standardOutput : .descriptor(number)
            }
            var status = stat()
            guard lstat(current, &status) == 0 else {
                // Missing (or unreachable): a new regular file, whose creation says what is wrong.
                return .regular(path: current)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = linkTarget(current) else { return .regular(path: current) }
                current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
            case S_IFDIR:
                throw OutputError(.cannotCreate, target: path, reason: "it is a folder")
            case S_IFREG:
                return .regular(path: current)
            default:
                return .special(path: current)
            }
        }
        throw OutputError(.cannotCreate, target: path, reason: "too many levels of symbolic links")
    }

    /// The descriptor a path names when it names one of this process's own: `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N`, `/proc/PID/fd/N`.
    static func ownDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.last, let number = Int32(last), number >= 0 else { return nil }
        let prefix = parts.dropLast().map(String.init)
        switch prefix {
        case ["dev", "fd"], ["proc", "self", "fd"], ["proc", "thread-self", "fd"], ["proc", String(getpid()), "fd"]:
            return number
        default: return nil
        }
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder a path is in: `.` for a bare name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A file's identity: its device and inode, which two paths share when they name the same file
/// (through links, or `..`).
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64
    /// Whether the file is a regular file (devices and pipes may be named as input and output
    /// at once: reading `/dev/stdin` does not destroy `/dev/stdout`).
    public let isRegularFile: Bool

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
    }

    /// The identity of the file at `path`, links followed, or `nil` when there is none.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the file open at `descriptor`.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// Whether two identities are the same file: the same device and inode.
    public static func == (left: FileIdentity, right: FileIdentity) -> Bool {
        left.device == right.device && left.inode == right.inode
    }

    /// Hashes the device and inode, the parts that say which file it is.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
