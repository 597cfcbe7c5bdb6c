import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written right now, so that an interrupted program removes them
/// before it exits, leaving no half-written file behind.
package enum TemporaryFiles {
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
    private static let setUp: Void = { pthread_mutex_init(&lock, nil) }()

    /// The signals that end the program after removing the temporary files, each with the exit
    /// code a shell gives it (128 + its number): Ctrl-C, termination, and a closed terminal.
    package static let endingSignals: [(signal: Int32, exitCode: Int32)] = [
        (SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129),
    ]

    /// Makes the ending signals remove every temporary file being written, then exit with
    /// their code; and makes a reader that goes away (SIGPIPE) an error of the write that finds
    /// it, handled like any other, rather than a silent death that leaves files behind.
    package static func removeOnSignals() {
        signal(SIGPIPE, SIG_IGN)
        for (number, code) in endingSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                removeAll()
                exit(code)
            }
            source.resume()
            locked { signalSources.append(source) }
        }
    }

    /// Makes the temporary file at `path` with `make` (an `open` returning a descriptor, or -1)
    /// and notes it, both under the lock the ending signals take: an interruption removes it
    /// whenever it comes, and once one has come no file is made at all.
    static func create(_ path: String, _ make: () -> Int32) -> Int32 {
        locked {
            let descriptor = make()
            if descriptor >= 0 { paths.insert(path) }
            return descriptor
        }
    }

    /// Forgets a temporary file that was renamed into place or removed.
    static func unregister(_ path: String) {
        locked { _ = paths.remove(path) }
    }

    /// Removes every temporary file still being written, for a program that exits next.
    ///
    /// The lock stays taken, so no thread makes another temporary file while the program exits.
    private static func removeAll() {
        _ = setUp
        pthread_mutex_lock(&lock)
        for path in paths { unlink(path) }
        paths.removeAll()
    }

    private static func locked<T>(_ body: () -> T) -> T {
        _ = setUp
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }
}
