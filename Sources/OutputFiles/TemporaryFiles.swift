import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written right now, so that an interrupted program removes them
/// before it exits, leaving no half-written file behind; and the leftovers of a program that
/// could not remove its own (killed with SIGKILL, or a power cut), which the next run that
/// writes into their folder removes, or puts in place when their transaction had committed.
package enum TemporaryFiles {
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    /// The pipe's end the signal handler writes a caught signal's number to, and the source that reads it.
    nonisolated(unsafe) private static var signalPipe: Int32 = -1
    nonisolated(unsafe) private static var pipeSource: (any DispatchSourceRead)?
    /// The folders already cleared of leftovers by this process.
    nonisolated(unsafe) private static var recoveredFolders: Set<String> = []
    /// How the program ends once the temporary files are removed, given by the program that
    /// asked for it (`removeOnSignals(then:)`, so only the command line ends on a signal or a
    /// broken pipe): a library never ends its host itself.
    nonisolated(unsafe) private static var ending: (@Sendable (_ status: Int32) -> Never)?
    /// The lock is recursive: a transaction holds it while it puts files in place, and forgets
    /// each temporary file under it.
    private static let setUp: Void = {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(&lock, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }()

    /// The signals that end the program after removing the temporary files, each with its exit status.
    ///
    /// Each status is the one a shell gives the signal (128 + its number): Ctrl-C, termination,
    /// a closed terminal, quit (Ctrl-\), the two user signals, the timers, and the power and I/O
    /// notices, which all end a program that does not catch them. A broken pipe (SIGPIPE) and a
    /// file-size limit (SIGXFSZ) are not among them: they are ignored, so that the write that
    /// meets them fails, as a broken pipe (status 141, quietly) and an I/O error (74).
    package static let endingSignals: [(signal: Int32, exitCode: Int32)] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
    ].map { ($0, 128 + $0) }

    /// The exit status of a run whose standard output (or any pipe it writes) lost its reader,
    /// as a shell reports a program killed by SIGPIPE.
    package static let brokenPipeStatus: Int32 = 128 + SIGPIPE

    /// Makes the ending signals remove every temporary file being written, then call `end` with
    /// their status; makes a reader that goes away (SIGPIPE) end the run the same way, with
    /// status 141 and nothing said, when the write finds it; and makes a file-size limit
    /// (SIGXFSZ) an error of the write that passes it.
    ///
    /// - Parameter end: What ends the program, such as `exit`; it is called with the lock the
    ///   temporary files are made under still taken, so none is made after.
    package static func removeOnSignals(then end: @escaping @Sendable (_ status: Int32) -> Never) {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        locked { ending = end }
        // A handler that only writes the signal's number to a pipe, which a read source turns into
        // the ending: whichever thread the kernel gives the signal to, it is caught. (Dispatch's
        // signal sources read a signalfd, which sees a signal only while every thread blocks it: what
        // the parent had blocked decided whether a signal ended the run or vanished.)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        signalPipe = ends[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
        source.setEventHandler {
            var number: UInt8 = 0
            guard read(ends[0], &number, 1) == 1 else { return }
            let caught = endingSignals.first { $0.signal == Int32(number) }
            self.end(status: caught?.exitCode ?? 128 + Int32(number))
        }
        source.resume()
        locked { pipeSource = source }
        for (number, _) in endingSignals {
            var action = sigaction()
            let handler: @convention(c) (Int32) -> Void = { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(TemporaryFiles.signalPipe, &byte, 1)
                errno = saved
            }
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handler
            #else
                action.__sigaction_u.__sa_handler = handler
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        // A parent may have left them blocked (a test runner's thread, for one): unblocked once they
        // are handled, so that this thread and every thread made after it catch them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for (number, _) in endingSignals { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Ends the program because a write found its reader gone, when the program asked for
    /// that (`removeOnSignals(then:)`); otherwise returns, and the write fails.
    static func endOnBrokenPipe() {
        if locked({ ending != nil }) { end(status: brokenPipeStatus) }
    }

    /// Removes every temporary file and ends the program as it asked, with `status`.
    ///
    /// The lock stays taken, so no thread makes another temporary file, or starts putting files
    /// in place, while the program ends; files being put in place when this is called are all
    /// in place first.
    private static func end(status: Int32) {
        _ = setUp
        pthread_mutex_lock(&lock)
        for path in paths { unlink(path) }
        paths.removeAll()
        guard let ending else {
            pthread_mutex_unlock(&lock)
            return
        }
        ending(status)
    }

    /// Makes the temporary file at `path` with `make` (an `open` returning a descriptor, or -1)
    /// and notes it, both under the lock the ending signals take: an interruption removes it
    /// whenever it comes, and once one has come no file is made at all.
    static func create(_ path: String, _ make: () -> Int32) -> Int32 {
        let descriptor = locked {
            let descriptor = make()
            if descriptor >= 0 { paths.insert(path) }
            return descriptor
        }
        if descriptor >= 0 { FaultInjection.step() }
        return descriptor
    }

    /// Forgets a temporary file that was renamed into place or removed.
    static func unregister(_ path: String) {
        locked { _ = paths.remove(path) }
    }

    /// Runs `body` with the lock the ending signals take, so that no signal ends the program
    /// in the middle of it: a transaction's renames all happen, or none.
    static func withoutSignals<T>(_ body: () throws(OutputError) -> T) throws(OutputError) -> T {
        _ = setUp
        pthread_mutex_lock(&lock)
        defer {
            pthread_mutex_unlock(&lock)
            FaultInjection.waitIfSignalled()
        }
        return try body()
    }

    private static func locked<T>(_ body: () -> T) -> T {
        _ = setUp
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    // MARK: Names

    /// What every temporary name of this process carries after the target's name: the host
    /// (a hash of its name) and the process, so that leftovers are told from files in use.
    static let owner: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        let host = buffer.prefix { $0 != 0 }.reduce(UInt32(2_166_136_261)) { hash, byte in
            (hash ^ UInt32(UInt8(bitPattern: byte))) &* 16_777_619
        }
        return "audiograph-" + hex(host) + "-" + String(getpid())
    }()

    /// Eight hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A hidden name beside `path` for a temporary file of this process.
    ///
    /// It holds the target's name (its first 100 bytes when longer, so that a name up to the
    /// system's limit of 255 bytes still leaves room), the owner, and a random part.
    static func name(beside path: String) -> String {
        let directory = OutputTarget.directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var kept = Substring(name).unicodeScalars
        while kept.count > 0, String(kept).utf8.count > 100 { kept = kept.dropLast() }
        return directory + "/." + String(kept) + "." + owner + "-" + hex(UInt32.random(in: 0...UInt32.max)) + ".tmp"
    }

    // MARK: Leftovers

    /// Clears `folder` of what earlier runs that were killed left there.
    ///
    /// The temporary files of a transaction that had committed are put in place; every other
    /// temporary file is removed. Once per folder and process, before the first output in it
    /// is made.
    static func recover(folder: String) {
        let key = Journal.absolute(folder)
        guard locked({ recoveredFolders.insert(key).inserted }) else { return }
        guard let names = Journal.names(in: key) else { return }
        for name in names where name.hasSuffix(Journal.preparedSuffix) || name.hasSuffix(Journal.committedSuffix) {
            if let owner = Leftover(name: name), owner.isAbandoned(at: key + "/" + name) {
                Journal.recover(key + "/" + name)
            }
        }
        for name in names where name.hasSuffix(".tmp") {
            let path = key + "/" + name
            if let owner = Leftover(name: name), owner.isAbandoned(at: path), !locked({ paths.contains(path) }) {
                unlink(path)
            }
        }
    }

    /// The owner a leftover's name gives: `.NAME.audiograph-HOST-PID-RANDOM.SUFFIX`.
    private struct Leftover {
        let host: String
        let process: Int32

        init?(name: String) {
            // The part between the last two dots: `audiograph-HOST-PID-RANDOM`.
            let pieces = name.split(separator: ".", omittingEmptySubsequences: false)
            guard pieces.count >= 3 else { return nil }
            let parts = pieces[pieces.count - 2].split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == "audiograph", parts[1].count == 8, parts[3].count == 8,
                let process = Int32(parts[2]), process > 0
            else { return nil }
            host = String(parts[1])
            self.process = process
        }

        /// Whether the program that made it is gone: on this host, no such process runs (this one
        /// is gone too when the file is not one of its own); made on another host, unchanged for
        /// a day.
        func isAbandoned(at path: String) -> Bool {
            let ours = TemporaryFiles.owner.split(separator: "-")
            if host == ours[1] {
                if process == getpid() { return true }
                return kill(process, 0) != 0 && errno == ESRCH
            }
            var status = stat()
            guard lstat(path, &status) == 0 else { return false }
            return time(nil) - status.st_mtim.tv_sec > 86_400
        }
    }
}

/// Stops the program at a chosen step of writing its outputs, for the tests that check every
/// step is safe: `AUDIOGRAPH_TEST_SIGNAL_AT=N:SIGNAL` sends the program SIGNAL (a number) at
/// its Nth step: a temporary file made, one prepared, a journal written, a file renamed into
/// place, the folders synced.
enum FaultInjection {
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var isSignalled = false
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    private static let plan: (step: Int, signal: Int32)? = {
        guard let text = getenv("AUDIOGRAPH_TEST_SIGNAL_AT").map({ String(cString: $0) }) else { return nil }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let step = Int(parts[0]), let signal = Int32(parts[1]) else { return nil }
        pthread_mutex_init(&lock, nil)
        return (step, signal)
    }()

    /// Counts a step, and sends the signal when it is the one planned.
    ///
    /// Unless the step is taken under the lock the ending signals take (`isLocked`), waits there
    /// for the signal to end the program.
    static func step(isLocked: Bool = false) {
        guard let plan else { return }
        pthread_mutex_lock(&lock)
        count += 1
        let now = count
        pthread_mutex_unlock(&lock)
        guard now == plan.step else { return }
        pthread_mutex_lock(&lock)
        isSignalled = true
        pthread_mutex_unlock(&lock)
        kill(getpid(), plan.signal)
        while !isLocked { pause() }
    }

    /// Once the lock is given up after a step that sent the signal, waits for the signal to
    /// end the program, as it would had it come from outside.
    static func waitIfSignalled() {
        guard plan != nil else { return }
        pthread_mutex_lock(&lock)
        let signalled = isSignalled
        pthread_mutex_unlock(&lock)
        while signalled { pause() }
    }
}
