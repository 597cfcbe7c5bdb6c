// Helpers shared by the test targets: temporary folders and the bundled samples.
import ChartModel
import Foundation

/// A fresh folder for one test, removed when the value is dropped.
public final class TemporaryFolder {
    /// The folder's path.
    public let path: String

    /// Creates an empty folder in the system's temporary folder.
    public init() {
        path = NSTemporaryDirectory() + "audiograph-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The names of the files in the folder, sorted, hidden ones included.
    public var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? [] }
}

/// The package's folders and the bundled samples, found from this file's place in the package.
public enum Samples {
    /// The package's root folder.
    public static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `Samples` folder.
    public static let folder = package.appendingPathComponent("Samples")

    /// The names of every sample chart, JSON and CSV, sorted.
    public static let names = try! FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { ChartReader.Format(path: $0) != nil }.sorted()

    /// The names of the JSON samples, sorted.
    public static var jsonNames: [String] { names.filter { $0.hasSuffix(".json") } }

    /// The sample chart called `name`.
    public static func chart(_ name: String) throws -> Chart {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        return try ChartReader.read(bytes, format: ChartReader.Format(path: name)!)
    }
}

/// Golden text files, re-recorded with `RECORD_GOLDENS=1` and reviewed in the diff.
public enum Golden {
    /// The expected text stored at `url`; when recording, first stores `text` there.
    public static func expected(_ text: String, at url: URL) throws -> String {
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return text
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// A seeded random number generator (SplitMix64), so generated test data is the same every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normally distributed value (Box–Muller).
    public mutating func gaussian(mean: Double = 0, deviation: Double = 1) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self)
        let v = Double.random(in: 0..<1, using: &self)
        return mean + deviation * (-2 * Foundation.log(u)).squareRoot() * Foundation.cos(2 * .pi * v)
    }
}

/// `AXLiveAudioGraph`'s class methods share one session in the process, and tests of different
/// targets run at the same time: every test that uses them does so inside `exclusive`.
public enum LiveSession {
    private static let lock = NSLock()

    /// Runs `body` while no other test uses the shared live session.
    public static func exclusive<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Device nodes of the tests' own, made with `mknod` in a temporary folder (which needs root, as
/// CI has): tests write to these, never to the system's /dev.
public enum DeviceNode {
    /// Whether this process may make device nodes.
    public static var canMake: Bool { getuid() == 0 }

    /// Makes a character device like /dev/null (major 1, minor 3) at `path`.
    public static func null(at path: String) -> Bool { make(path, minor: 3) }

    /// Makes a character device like /dev/full (major 1, minor 7), where every write fails
    /// with "no space left on device", at `path`.
    public static func full(at path: String) -> Bool { make(path, minor: 7) }

    private static func make(_ path: String, minor: UInt64) -> Bool {
        // glibc's makedev for major 1: the major in bits 8 to 19, the minor in bits 0 to 7.
        mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | minor)) == 0
    }

    /// Whether `path` is still a character device.
    public static func isDevice(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
    }
}
