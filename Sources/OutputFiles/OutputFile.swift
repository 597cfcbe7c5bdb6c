#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output being written, as its target's kind asks.
///
/// A regular file goes to a temporary file beside it, synced to the disk and renamed into place
/// by `commit()` (keeping the replaced file's permissions and owner), its folder synced after, so
/// that a failed or interrupted run, or a power cut, leaves the target as it was or whole; a
/// device, FIFO, socket or standard output is written to directly. In an `OutputTransaction`,
/// `commit()` only prepares the file, and the transaction puts it in place with the others.
///
/// A class, since it owns a descriptor and maybe a temporary file: dropping it uncommitted
/// cancels it.
public final class OutputFile {
    /// Where the output goes.
    public let target: OutputTarget
    /// The descriptor written to.
    public let descriptor: Int32
    /// Whether the descriptor can seek, so that a file format can rewrite its header at the end.
    ///
    /// Standard output, descriptors, pipes and terminals cannot.
    public let isSeekable: Bool
    /// The number of bytes written so far.
    public private(set) var byteCount: Int64 = 0

    private let temporaryPath: String?
    private let ownsDescriptor: Bool
    private let transaction: OutputTransaction?
    private var isOpen = true

    /// Opens `target` for writing, on its own or as part of `transaction`.
    ///
    /// The first output made in a folder first clears it of what killed runs left there (see
    /// `OutputTransaction`).
    ///
    /// - Throws: `OutputError.cannotCreate` naming the target: a missing folder, no
    ///   permission, a read-only file, a device that cannot be opened.
    public init(_ target: OutputTarget, transaction: OutputTransaction? = nil) throws(OutputError) {
        self.target = target
        self.transaction = transaction
        switch target.destination {
        case .standardOutput, .descriptor:
            let number: Int32 = if case .descriptor(let number) = target.destination { number } else { 1 }
            if StandardStreams.isClosed(number) {
                throw OutputError(
                    .writeFailed, target: target.path,
                    reason: number == 1 ? "it is closed" : "descriptor \(number) is closed")
            }
            descriptor = number
            isSeekable = false
            temporaryPath = nil
            ownsDescriptor = false
        case .special(let path):
            let opened = Self.retrying { open(path, O_WRONLY | O_CLOEXEC) }
            guard opened >= 0 else { throw OutputError(.cannotCreate, target: target.path, errno: errno) }
            descriptor = opened
            isSeekable = lseek(opened, 0, SEEK_CUR) >= 0
            temporaryPath = nil
            ownsDescriptor = true
        case .regular(let path):
            var existing = stat()
            let exists = stat(path, &existing) == 0
            if exists, access(path, W_OK) != 0 {
                throw OutputError(
                    .cannotCreate, target: target.path, reason: "it is read-only (\(OutputError.reason(errno: errno)))")
            }
            TemporaryFiles.recover(folder: OutputTarget.directory(of: path))
            let temporary = TemporaryFiles.name(beside: path)
            // Made and noted at once, so an interruption at any moment removes it.
            var failure: Int32 = 0
            let opened = TemporaryFiles.create(temporary) {
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor < 0 { failure = errno }
                return descriptor
            }
            guard opened >= 0 else {
                throw OutputError(
                    .cannotCreate, target: target.path, reason: Self.creationFailure(path: path, errno: failure))
            }
            if exists {
                // A replaced file keeps its permissions and, where the system allows, its owner.
                _ = fchown(opened, existing.st_uid, existing.st_gid)
                _ = fchmod(opened, existing.st_mode & 0o7777)
            }
            descriptor = opened
            isSeekable = true
            temporaryPath = temporary
            ownsDescriptor = true
        }
    }

    /// Opens the output at `path`, as `OutputTarget(path:)` resolves it, on its own or as part
    /// of `transaction`.
    public convenience init(path: String, transaction: OutputTransaction? = nil) throws(OutputError) {
        try self.init(OutputTarget(path: path), transaction: transaction)
    }

    deinit {
        cancel()
    }

    /// Writes `bytes` whole.
    ///
    /// - Throws: `OutputError.writeFailed` (a full disk, a reader that has gone); the output is
    ///   then cancelled.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard isOpen else {
            throw OutputError(.writeFailed, target: target.path, reason: "the output is already closed")
        }
        if let number = StandardStreams.writeWhole(bytes, to: descriptor) {
            cancel()
            throw OutputError(.writeFailed, target: target.path, errno: number)
        }
        byteCount += Int64(bytes.count)
    }

    /// Writes the UTF-8 bytes of `text`.
    public func write(_ text: String) throws(OutputError) {
        try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(OutputError) in
            try write(UnsafeRawBufferPointer(bytes))
        }
    }

    /// Finishes the output: a regular file is synced, closed and renamed over the target (in a
    /// transaction, left for the transaction to rename); a device is closed; standard output is
    /// left open.
    ///
    /// - Throws: `OutputError.writeFailed` when syncing, closing or renaming fails; the target
    ///   is then as it was.
    public func commit() throws(OutputError) {
        guard isOpen else {
            throw OutputError(.writeFailed, target: target.path, reason: "the output is already closed")
        }
        isOpen = false
        if temporaryPath != nil, fsync(descriptor) != 0 {
            let number = errno
            close(descriptor)
            removeTemporaryFile()
            throw OutputError(.writeFailed, target: target.path, errno: number)
        }
        if ownsDescriptor, close(descriptor) != 0 {
            let number = errno
            removeTemporaryFile()
            throw OutputError(.writeFailed, target: target.path, errno: number)
        }
        guard let temporaryPath, let path = target.regularPath else { return }
        FaultInjection.step()
        let group = transaction ?? OutputTransaction()
        try group.add(OutputTransaction.Entry(temporary: temporaryPath, target: path, name: target.path))
        if transaction == nil { try group.commit() }
    }

    /// Abandons the output: a temporary file is removed and the target left as it was.
    ///
    /// What was already written to a device or standard output stays written.
    public func cancel() {
        guard isOpen else { return }
        isOpen = false
        if ownsDescriptor { close(descriptor) }
        removeTemporaryFile()
    }

    private func removeTemporaryFile() {
        guard let temporaryPath else { return }
        unlink(temporaryPath)
        TemporaryFiles.unregister(temporaryPath)
    }

    /// Writes `text` to `target` whole: atomically for a regular file.
    public static func write(_ text: String, to target: OutputTarget) throws(OutputError) {
        let file = try OutputFile(target)
        try file.write(text)
        try file.commit()
    }

    /// Why a file could not be created at `path`, in words that say more than the system's alone.
    private static func creationFailure(path: String, errno number: Int32) -> String {
        let directory = OutputTarget.directory(of: path)
        var status = stat()
        if stat(directory, &status) != 0 { return "the folder '\(directory)' does not exist" }
        if status.st_mode & S_IFMT != S_IFDIR { return "'\(directory)' is not a folder" }
        if number == EACCES { return "the folder '\(directory)' is not writable" }
        return OutputError.reason(errno: number)
    }

    private static func retrying(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
