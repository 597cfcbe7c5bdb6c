#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input, output and error, as the write policy needs them.
package enum StandardStreams {
    /// The standard streams (0, 1, 2) that were closed when the program started.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Keeps a closed standard stream's number from being given to a file the program opens (a chart, or the temporary
    /// file of an output), where reading standard input or writing standard output would then go: each closed one is
    /// held by /dev/null, and remembered as closed, so that using it fails as a closed stream does.
    ///
    /// Call once, first thing, before any other thread starts.
    package static func reserveClosedStreams() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closedAtStart.insert(descriptor)
            let placeholder = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Whether standard stream `descriptor` was closed when the program started.
    package static func isClosed(_ descriptor: Int32) -> Bool {
        closedAtStart.contains(descriptor)
    }

    /// Writes `text` to `descriptor` whole, retrying when interrupted; the `errno` of a
    /// failure (`EBADF` for a standard stream that was closed).
    package static func write(_ text: String, to descriptor: Int32) -> Int32? {
        if isClosed(descriptor) { return EBADF }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { writeWhole(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes` to `descriptor` whole, retrying when interrupted; the `errno` of a failure.
    static func writeWhole(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        guard let base = bytes.baseAddress else { return nil }
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

/// The system's `write`, under a name that methods called `write` do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
