import Foundation
import OutputFiles
import TestSupport
import Testing

/// The write policy: where each kind of path leads, and what writing there does to what was there.
///
/// Device nodes are made in a temporary folder (`mknod`, as root); the system's own are never touched.
@Suite struct OutputFileTests {
    @Test func pathsLeadWhereTheySay() throws {
        let folder = TemporaryFolder()
        #expect(try OutputTarget(path: "-").destination == .standardOutput)
        #expect(try OutputTarget(path: "/dev/stdout").destination == .standardOutput)
        #expect(try OutputTarget(path: "/dev/fd/1").destination == .standardOutput)
        #expect(try OutputTarget(path: "/proc/self/fd/2").destination == .descriptor(2))
        #expect(
            try OutputTarget(path: folder.path + "/new.txt").destination == .regular(path: folder.path + "/new.txt"))
        mkfifo(folder.path + "/fifo", 0o600)
        #expect(try OutputTarget(path: folder.path + "/fifo").destination == .special(path: folder.path + "/fifo"))
        // A link is followed to its target, relative to the link's own folder, even when the
        // target does not exist yet.
        try FileManager.default.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: true)
        symlink("real/file.txt", folder.path + "/link.txt")
        #expect(
            try OutputTarget(path: folder.path + "/link.txt").destination
                == .regular(path: folder.path + "/real/file.txt"))
        symlink("loop-b", folder.path + "/loop-a")
        symlink("loop-a", folder.path + "/loop-b")
        #expect(
            throws: OutputError(
                .cannotCreate, target: folder.path + "/loop-a", reason: "too many levels of symbolic links")
        ) {
            try OutputTarget(path: folder.path + "/loop-a")
        }
        #expect(throws: OutputError(.cannotCreate, target: folder.path, reason: "it is a folder")) {
            try OutputTarget(path: folder.path)
        }
        // A descriptor open only for reading is no place to write.
        let reading = open(folder.path + "/fifo", O_RDONLY | O_NONBLOCK)
        defer { close(reading) }
        #expect(
            throws: OutputError(
                .cannotCreate, target: "/dev/fd/\(reading)", reason: "descriptor \(reading) is not open for writing")
        ) {
            try OutputTarget(path: "/dev/fd/\(reading)")
        }
    }

    @Test func aRegularFileIsReplacedWholeKeepingItsPermissions() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/private.txt"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let file = try OutputFile(path: path)
        try file.write("new ")
        // Until it is committed, the target holds what it held; the new text is in a hidden
        // file beside it.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(folder.contents.count == 2)
        try file.write("text")
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(folder.contents == ["private.txt"])
    }

    @Test func aNewFileGetsTheUsualPermissions() throws {
        let folder = TemporaryFolder()
        let mask = umask(0o022)
        defer { umask(mask) }
        try OutputFile.write("x", to: OutputTarget(path: folder.path + "/new.txt"))
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder.path + "/new.txt")[.posixPermissions] as? Int
                == 0o644)
    }

    @Test func aCancelledOrDroppedFileLeavesTheTargetAsItWas() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/kept.txt"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: path))
        let cancelled = try OutputFile(path: path)
        try cancelled.write("lost")
        cancelled.cancel()
        do {
            let dropped = try OutputFile(path: path)
            try dropped.write("lost too")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
        #expect(folder.contents == ["kept.txt"])
    }

    @Test func aLinkIsFollowedAndStaysALink() throws {
        let folder = TemporaryFolder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path + "/target.txt"))
        symlink("target.txt", folder.path + "/link.txt")
        try OutputFile.write("new", to: OutputTarget(path: folder.path + "/link.txt"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.txt") == "target.txt")
        #expect(try String(contentsOfFile: folder.path + "/target.txt", encoding: .utf8) == "new")
    }

    @Test(.enabled(if: getuid() != 0, "root may write any file"))
    func aReadOnlyFileIsNotReplaced() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/read-only.txt"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        #expect(throws: OutputError.self) { try OutputFile(path: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
    }

    @Test func aMissingFolderIsSaid() throws {
        let folder = TemporaryFolder()
        #expect(
            throws: OutputError(
                .cannotCreate, target: folder.path + "/no/x.txt",
                reason: "the folder '\(folder.path)/no' does not exist")
        ) {
            try OutputFile(path: folder.path + "/no/x.txt")
        }
    }

    @Test func aFIFOIsWrittenToAndNeverReplaced() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/fifo"
        mkfifo(fifo, 0o600)
        let reader = FIFOReader(path: fifo)
        try OutputFile.write("through the pipe", to: OutputTarget(path: fifo))
        #expect(reader.text() == "through the pipe")
        var status = stat()
        stat(fifo, &status)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
        #expect(folder.contents == ["fifo"])
    }

    @Test(.enabled(if: DeviceNode.canMake, "mknod needs root; CI runs as root"))
    func devicesAreWrittenToAndNeverReplaced() throws {
        let folder = TemporaryFolder()
        let null = folder.path + "/null"
        let full = folder.path + "/full"
        #expect(DeviceNode.null(at: null) && DeviceNode.full(at: full))
        try OutputFile.write("discarded", to: OutputTarget(path: null))
        #expect(DeviceNode.isDevice(null), "the null device is still a device")
        #expect(throws: OutputError(.writeFailed, target: full, reason: "no space left on the device")) {
            try OutputFile.write("too much", to: OutputTarget(path: full))
        }
        #expect(DeviceNode.isDevice(full))
        #expect(folder.contents == ["full", "null"])
    }

    @Test func filesAreKnownByIdentityWhateverTheirSpelling() throws {
        let folder = TemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/a.json"))
        symlink("a.json", folder.path + "/b.json")
        let identity = FileIdentity(path: folder.path + "/a.json")
        #expect(identity != nil && identity?.isRegularFile == true)
        #expect(FileIdentity(path: folder.path + "/b.json") == identity)
        #expect(
            FileIdentity(path: folder.path + "/../" + URL(fileURLWithPath: folder.path).lastPathComponent + "/a.json")
                == identity)
        #expect(try OutputTarget(path: folder.path + "/b.json").identity == identity)
        #expect(FileIdentity(path: folder.path + "/missing.json") == nil)
    }
}

/// Reads a FIFO to its end on its own thread, as another program would.
final class FIFOReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread {
            let handle = FileHandle(forReadingAtPath: path)
            self.data = handle?.readDataToEndOfFile() ?? Data()
            self.done.signal()
        }.start()
    }

    /// Everything the reader got, once the writer has closed the FIFO.
    func bytes() -> Data {
        done.wait()
        return data
    }

    func text() -> String { String(decoding: bytes(), as: UTF8.self) }
}
