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

    /// Writes `bytes` to `descriptor` whole; the `errno` of a failure.
    ///
    /// An interrupted write is retried, and a non-blocking descriptor that is full waited on. A
    /// reader that has gone (`EPIPE`, on any descriptor but standard error) ends the command
    /// line's run quietly with status 141, its temporary files removed, as a pipeline expects.
    static func writeWhole(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                let number = errno
                if number == EINTR { continue }
                if number == EAGAIN || number == EWOULDBLOCK {
                    wait(for: descriptor, events: Int16(POLLOUT))
                    continue
                }
                if number == EPIPE, descriptor != 2 { TemporaryFiles.endOnBrokenPipe() }
                return number
            }
            offset += written
        }
        return nil
    }

    /// Reads up to `count` bytes from `descriptor` into `buffer`: the count read (0 at the end), or -1 with `errno` set.
    ///
    /// An interrupted read is retried, and a non-blocking descriptor that is empty waited on.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
        while true {
            let result = systemRead(descriptor, buffer, count)
            if result >= 0 { return result }
            let number = errno
            if number == EINTR { continue }
            guard number == EAGAIN || number == EWOULDBLOCK else { return -1 }
            wait(for: descriptor, events: Int16(POLLIN))
        }
    }

    /// Waits until `descriptor` is ready for `events` (or has failed, which the next call says).
    private static func wait(for descriptor: Int32, events: Int16) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        while poll(&request, 1, -1) < 0, errno == EINTR {}
    }
}

/// The system's `read`, under a name that methods called `read` do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The system's `write`, under a name that methods called `write` do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
