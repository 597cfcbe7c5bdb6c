import Foundation
import Testing
import TestSupport

/// The corpus of malformed charts and CSVs (Scripts/make-bad-inputs.py writes it): each is
/// refused with exit code 65 and exactly the one line in BadInputs/expected.txt, never a crash.
@Suite struct BadInputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInputs")

    /// File name and expected error line, with FILE standing for the path.
    static let cases: [(String, String)] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }()

    @Test func theCorpusIsLargeAndComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "expected.txt" }
        #expect(files.count >= 40)
        #expect(Set(files) == Set(Self.cases.map(\.0)), "every file has an expected line")
    }

    @Test(arguments: cases)
    func eachIsRefusedWithOneExactLine(file: String, expected: String) throws {
        let path = Self.folder.appendingPathComponent(file).path
        let result = try Binary.run(["convert", path])
        #expect(result.status == 65)
        #expect(result.out.isEmpty)
        #expect(result.err == expected.replacingOccurrences(of: "FILE", with: path) + "\n")
    }

    @Test(arguments: ["describe", "sonify", "explore", "audit"])
    func everyCommandRefusesTheSameWay(command: String) throws {
        let path = Self.folder.appendingPathComponent("y-text.json").path
        let arguments = [command, path] + (command == "sonify" ? ["-o", NSTemporaryDirectory() + "never.wav"] : []) + (command == "explore" ? ["--commands", "/dev/null"] : [])
        let result = try Binary.run(arguments)
        #expect(result.status == 65)
        #expect(result.err.hasPrefix("Error: '\(path)': series[0].points[0].y: expected a number or null, found \"12k\"\n"))
    }
}
