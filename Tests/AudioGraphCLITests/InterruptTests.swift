import Foundation
import Testing
import TestSupport

/// Killing `audiograph sonify` mid-render never leaves a partial file at the target: the target
/// holds the previous file or nothing, and Ctrl-C (SIGINT) leaves no temporary file either.
@Suite struct InterruptTests {
    /// Starts a long render into `target`, and returns once its temporary file exists.
    func startRender(to target: String, in folder: TemporaryFolder) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["sonify", Binary.samples + "/sensor-100k-columns.json", "-o", target, "--duration", "3600"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 where !folder.contents.contains(where: { $0.hasSuffix(".tmp") }) { usleep(25_000) }
        #expect(folder.contents.contains { $0.hasPrefix(".render.wav.audiograph-") && $0.hasSuffix(".tmp") }, "the render started")
        usleep(200_000)
        return process
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

    @Test func aKilledRenderNeverTouchesTheTarget() throws {
        let folder = TemporaryFolder()
        let target = folder.path + "/render.wav"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: target))
        let process = try startRender(to: target, in: folder)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        // SIGKILL cannot be caught, so its temporary file stays; it is hidden, and never the target.
        #expect(folder.contents.filter { $0 != "render.wav" }.allSatisfy { $0.hasPrefix(".render.wav.audiograph-") })
    }
}
