#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why output could not be written, naming the target as the user gave it.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The output could not be created or opened (`cli.md`'s exit code 73).
        case cannotCreate
        /// Writing to it, or putting it in place, failed (exit code 74).
        case writeFailed
    }

    /// What went wrong.
    public var kind: Kind
    /// The target as the user gave it (`-` for standard output).
    public var target: String
    /// The reason, such as the system's.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, target: String, reason: String) {
        self.kind = kind
        self.target = target
        self.reason = reason
    }

    /// An error from the system's `errno`.
    init(_ kind: Kind, target: String, errno number: Int32) {
        self.init(kind, target: target, reason: Self.reason(errno: number))
    }

    /// One line: `cannot create 'x.wav': the folder 'out' does not exist`.
    public var description: String {
        let name = target == "-" ? "standard output" : "'\(target)'"
        return switch kind {
        case .cannotCreate: "cannot create \(name): \(reason)"
        case .writeFailed: "cannot write \(name): \(reason)"
        }
    }

    /// The system's words for `errno`, in lower case: "no space left on device".
    public static func reason(errno number: Int32) -> String {
        switch number {
        case EPIPE: "the reader has gone (broken pipe)"
        case ENOSPC: "no space left on the device"
        default: String(cString: strerror(number)).lowercased()
        }
    }
}
