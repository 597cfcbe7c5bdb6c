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
