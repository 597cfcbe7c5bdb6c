import Foundation
import TestSupport
import Testing

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
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0 != "expected.txt"
        }
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
        let arguments =
            [command, path] + (command == "sonify" ? ["-o", NSTemporaryDirectory() + "never.wav"] : [])
            + (command == "explore" ? ["--commands", "/dev/null"] : [])
        let result = try Binary.run(arguments)
        #expect(result.status == 65)
        #expect(
            result.err.hasPrefix("Error: '\(path)': series[0].points[0].y: expected a number or null, found \"12k\"\n"))
    }
}

/// Inputs beyond `ChartLimits` are refused with a line naming the limit, before they can
/// exhaust memory: made at run time, since they are large.
@Suite struct LimitTests {
    func refuse(_ path: String, _ expected: String) throws {
        let result = try Binary.run(["describe", path])
        #expect(result.status == 65)
        #expect(result.err == "Error: '\(path)': \(expected)\n")
    }

    @Test func aMillionCategoriesAndAThousandAndOneSeries() throws {
        let folder = TemporaryFolder()
        let categories = folder.path + "/categories.json"
        let names = (0..<1_000_000).map { "\"c\($0)\"" }.joined(separator: ",")
        try Data(#"{"xAxis": {"type": "categorical", "title": "Item", "categories": [\#(names)]}, "series": []}"#.utf8)
            .write(to: URL(fileURLWithPath: categories))
        try refuse(categories, "xAxis.categories: 1,000,000 categories; an axis holds at most 100,000")
        let series = folder.path + "/series.json"
        let list = (0...1_000).map { #"{"name": "s\#($0)", "points": []}"# }.joined(separator: ",")
        try Data(#"{"xAxis": {"title": "Day"}, "series": [\#(list)]}"#.utf8).write(to: URL(fileURLWithPath: series))
        try refuse(series, "series: 1,001 series; a chart holds at most 1,000")
    }

    @Test func filesBeyond256MBAreRefusedWithoutReadingThemWhole() throws {
        let folder = TemporaryFolder()
        let large = folder.path + "/large.json"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, 1 << 30) == 0, "a sparse file of 1 GB")
        let result = try Binary.run(["describe", large])
        #expect(
            result
                == Binary.Result(
                    status: 65, out: "",
                    err: "Error: '\(large)' is larger than 256 MB, the largest chart file AudioGraph reads\n"))
        // A device without a size is read only up to the limit.
        let endless = try Binary.run(["describe", "/dev/zero"])
        #expect(
            endless
                == Binary.Result(
                    status: 65, out: "",
                    err: "Error: '/dev/zero' is larger than 256 MB, the largest chart file AudioGraph reads\n"))
    }
}
