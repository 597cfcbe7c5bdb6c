import AudioGraph
import Foundation
import TestSupport
import Testing

/// Killing `audiograph sonify` or `describe` mid-write never leaves a partial file at the
/// target: the target holds the previous file or nothing, and Ctrl-C (SIGINT), termination
/// (SIGTERM) and a closed terminal (SIGHUP) leave no temporary file either.
@Suite struct InterruptTests {
    /// Starts a long render into `target`, and returns once its temporary file exists.
    func startRender(to target: String, in folder: TemporaryFolder) throws -> Process {
        try start(
            ["sonify", Binary.samples + "/sensor-100k-columns.json", "-o", target, "--duration", "3600"],
            writing: target, in: folder)
    }

    /// Starts `arguments`, and returns once the temporary file of `target` exists.
    func start(_ arguments: [String], writing target: String, in folder: TemporaryFolder) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let prefix = "." + URL(fileURLWithPath: target).lastPathComponent + ".audiograph-"
        // Ten seconds, or a hundred under a sanitizer, which reads a million points far slower.
        let patience = ProcessInfo.processInfo.environment["AUDIOGRAPH_SANITIZER"] == nil ? 400 : 4_000
        for _ in 0..<patience where !folder.contents.contains(where: { $0.hasPrefix(prefix) }) { usleep(25_000) }
        #expect(folder.contents.contains { $0.hasPrefix(prefix) && $0.hasSuffix(".tmp") }, "the write started")
        usleep(200_000)
        return process
    }

    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func anInterruptedDescriptionLeavesTheOldFileAndNoTemporaryFile(signal: Int32, status: Int32) throws {
        let folder = TemporaryFolder()
        // A million points, one line each: long enough to interrupt while it is written.
        let chart = folder.path + "/big.json"
        let x = (0..<1_000_000).map(String.init).joined(separator: ",")
        try Data(#"{"xAxis": {"title": "i"}, "series": [{"name": "s", "x": [\#(x)], "y": [\#(x)]}]}"#.utf8).write(
            to: URL(fileURLWithPath: chart))
        let target = folder.path + "/points.txt"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: target))
        let process = try start(["describe", chart, "--level", "points", "-o", target], writing: target, in: folder)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status)
        #expect(folder.contents == ["big.json", "points.txt"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
    }

    @Test func aClosedTerminalLeavesNothingBehind() throws {
        let folder = TemporaryFolder()
        let process = try startRender(to: folder.path + "/render.wav", in: folder)
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationStatus == 129)
        #expect(folder.contents.isEmpty)
    }

    @Test func aStrayBrokenPipeSignalDoesNotStopARender() throws {
        // SIGPIPE is handled as the write that finds the reader gone; sent on its own, it
        // changes nothing: the render completes and nothing else is left.
        let folder = TemporaryFolder()
        let target = folder.path + "/render.wav"
        let process = try start(
            ["sonify", Binary.samples + "/sensor-100k-columns.json", "-o", target, "--duration", "120"],
            writing: target, in: folder)
        kill(process.processIdentifier, SIGPIPE)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(folder.contents == ["render.wav"])
        #expect(try SoundFileReader(path: target).frameCount > 120 * 44_100)
    }

    @Test func controlCLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        let target = folder.path + "/render.wav"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: target))
        let process = try startRender(to: target, in: folder)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        #expect(folder.contents == ["render.wav"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
    }

    @Test func controlCWithoutAnOldFileLeavesNothing() throws {
        let folder = TemporaryFolder()
        let process = try startRender(to: folder.path + "/render.wav", in: folder)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(folder.contents.isEmpty)
    }

    /// Starts a long render over a file that holds "previous", and returns once it writes.
    func startRenderOverAnOldFile(in folder: TemporaryFolder) throws -> (process: Process, target: String) {
        let target = folder.path + "/render.wav"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: target))
        return (try startRender(to: target, in: folder), target)
    }

    @Test func aKilledRenderNeverTouchesTheTarget() throws {
        let folder = TemporaryFolder()
        let (process, target) = try startRenderOverAnOldFile(in: folder)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        // SIGKILL cannot be caught, so its temporary file stays; it is hidden, and never the target.
        #expect(folder.contents.filter { $0 != "render.wav" }.allSatisfy { $0.hasPrefix(".render.wav.audiograph-") })
    }

    @Test(
        arguments: [
            (SIGQUIT, 131), (SIGUSR1, 138), (SIGUSR2, 140), (SIGALRM, 142), (SIGVTALRM, 154), (SIGPROF, 155),
            (SIGIO, 157), (SIGPWR, 158),
        ] as [(Int32, Int32)])
    func everySignalThatWouldEndTheRunCleansUpFirst(signal: Int32, status: Int32) throws {
        let folder = TemporaryFolder()
        let (process, target) = try startRenderOverAnOldFile(in: folder)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status)
        #expect(folder.contents == ["render.wav"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
    }

    /// A child inherits the signal mask of the thread that starts it: whether the parent blocked
    /// the signal or not, it ends the run the same way. (With the mask as the parent left it, a
    /// signal was once caught only when blocked, and vanished when not.)
    @Test(arguments: [true, false])
    func aSignalEndsTheRunWhateverTheParentBlocked(blocked: Bool) throws {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGUSR2)
        var previous = sigset_t()
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &signals, &previous)
        let folder = TemporaryFolder()
        let started = Result { try startRenderOverAnOldFile(in: folder) }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let (process, target) = try started.get()
        kill(process.processIdentifier, SIGUSR2)
        // A lost signal leaves an hour's render running: a minute is more than enough to end.
        for _ in 0..<600 where process.isRunning { usleep(100_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGUSR2)
        #expect(folder.contents == ["render.wav"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
    }

    @Test func aFileSizeLimitIsAnIOErrorThatLeavesNothing() throws {
        let folder = TemporaryFolder()
        try Data("previous".utf8).write(to: URL(fileURLWithPath: folder.path + "/render.wav"))
        // 100 blocks of 512 bytes: the render passes it within a second of audio.
        let result = try Binary.shell(
            #"ulimit -f 100; $AG sonify "$SAMPLES/daily-steps.json" -o render.wav --duration 30"#, in: folder.path)
        // libsndfile words the system's error its own way.
        #expect(result.status == 74)
        #expect(
            result.err.hasPrefix("Error: cannot write 'render.wav': ")
                && result.err.lowercased().contains("file too large"),
            "\(result.err)")
        #expect(folder.contents == ["render.wav"])
        #expect(try String(contentsOfFile: folder.path + "/render.wav", encoding: .utf8) == "previous")
        let text = try Binary.shell(
            #"ulimit -f 1; $AG describe "$SAMPLES/sensor-100k-columns.json" --level points -o points.txt"#,
            in: folder.path)
        #expect(text.status == 74 && text.err == "Error: cannot write 'points.txt': file too large\n")
        #expect(folder.contents == ["render.wav"])
    }
}
