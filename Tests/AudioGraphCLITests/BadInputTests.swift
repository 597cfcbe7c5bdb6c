import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import AudioGraphCLI

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

    @Test func specialFilesInAFolderAreSkippedWithANote() throws {
        let folder = TemporaryFolder()
        let charts = folder.path + "/charts"
        try FileManager.default.createDirectory(atPath: charts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Binary.samples + "/daily-steps.json", toPath: charts + "/a.json")
        // A FIFO no one writes to would wait forever; a folder named like a chart is no chart.
        #expect(mkfifo(charts + "/waiting.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: charts + "/folder.csv", withIntermediateDirectories: true)
        let result = try Binary.run(["describe", charts, "--level", "overview"])
        #expect(result.status == 0)
        #expect(
            result.err
                == "Note: skipping '\(charts)/folder.csv': it is a folder, not a chart file\nNote: skipping '\(charts)/waiting.json': it is a FIFO, not a chart file\n"
                || result.err
                    == "Note: skipping '\(charts)/waiting.json': it is a FIFO, not a chart file\nNote: skipping '\(charts)/folder.csv': it is a folder, not a chart file\n",
            "\(result.err)")
        let single = try Binary.run(["describe", charts + "/a.json", "--level", "overview"]).out
        #expect(result.out == "==> \(charts)/a.json <==\n" + single)
        // Named on its own, a FIFO is read: the user chose it.
        let fifo = try Binary.shell(
            #"cat "$SAMPLES/daily-steps.json" > charts/waiting.json & $AG describe charts/waiting.json --level overview; wait"#,
            in: folder.path)
        #expect(fifo.status == 0 && fifo.out == single)
    }

    @Test func textFromTheCommandLineIsHeldToTheFilesLimit() throws {
        let long = String(repeating: "t", count: 1_001)
        for option in ["--title", "--unit"] {
            let result = try Binary.run(["describe", Binary.samples + "/daily-steps.json", option, long])
            #expect(
                result.status == 64
                    && result.err.hasPrefix(
                        "Error: the value of '\(option)' is 1,001 characters long; a chart's text holds at most 1,000\n"
                    ))
        }
        let fits = String(repeating: "t", count: 1_000)
        #expect(try Binary.run(["describe", Binary.samples + "/daily-steps.json", "--title", fits]).status == 0)
    }

    @Test func anEmbeddedAudioGraphIsHeldToItsLimitBeforeItIsMade() throws {
        let folder = TemporaryFolder()
        // A thousand series of ten points, played one after another: ten minutes of audio.
        let series = (0..<1_000).map {
            #"{"name": "s\#($0)", "x": [1,2,3,4,5,6,7,8,9,10], "y": [1,2,3,4,5,6,7,8,9,10]}"#
        }
        try Data(#"{"xAxis": {"title": "x"}, "series": [\#(series.joined(separator: ","))]}"#.utf8).write(
            to: URL(fileURLWithPath: folder.path + "/many.json"))
        let result = try Binary.run(["page", "many.json", "-o", "many.html", "--audio", "embed"], in: folder.path)
        #expect(result.status == 64)
        #expect(
            result.err.contains("more than the 32 MB a page embeds; put it beside the page ('--audio file')"),
            "\(result.err)")
        #expect(folder.contents == ["many.json"])
        // A short one is embedded, and nothing is left beside the page or in the temporary folder.
        let short = try Binary.run(
            ["page", Binary.samples + "/daily-steps.json", "-o", "short.html", "--audio", "embed"], in: folder.path)
        #expect(short.status == 0)
        #expect(folder.contents == ["many.json", "short.html"])
        #expect(
            try String(contentsOfFile: folder.path + "/short.html", encoding: .utf8).contains(
                "data:audio/wav;base64,UklGR"))
    }

    @Test func convertCountsTheLeastSizeOfAChartBeforeWritingIt() throws {
        // The count is never more than the file written, in either form, for every sample.
        for name in Samples.names {
            var chart = try Samples.chart(name)
            for columns in [false, true] {
                for index in chart.series.indices { chart.series[index].prefersColumnForm = columns }
                let least = ConvertCommand.leastSize(of: chart)
                let written = ChartJSON.encode(chart).utf8.count
                #expect(least <= written, "\(name), columns \(columns): \(least) of \(written)")
                // Where the points are most of the file, most of it is counted.
                if chart.pointCount > 10_000 { #expect(least * 2 >= written, "\(name): \(least) of \(written)") }
            }
        }
        // Eleven million points as rows pass 256 MB by their punctuation alone: refused as
        // counted, before a byte of the file is built.
        let x = (0..<5_500_000).map(Double.init)
        var chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: [Series(name: "a", x: x, y: x), Series(name: "b", x: x, y: x)])
        for index in chart.series.indices { chart.series[index].prefersColumnForm = false }
        #expect(ConvertCommand.leastSize(of: chart) > ChartLimits.fileBytes)
        #expect(throws: CommandFailure.self) {
            try ConvertCommand.checkReadable(size: ConvertCommand.leastSize(of: chart), of: chart)
        }
    }
}

/// Number arguments are read whole or refused: never the number their start spells.
@Suite struct NumberArgumentTests {
    static let steps = Binary.samples + "/daily-steps.json"

    @Test func fromAndToTakeWholeNumbersInAnyNotation() throws {
        let folder = TemporaryFolder()
        let x = (0..<300).map { String($0 * 1_000) }.joined(separator: ",")
        try Data(#"{"xAxis": {"title": "x", "unit": "m"}, "series": [{"name": "s", "x": [\#(x)], "y": [\#(x)]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder.path + "/c.json"))
        let science = try Binary.run(
            ["describe", "c.json", "--from", "1e5", "--to", "2e5", "--level", "points"], in: folder.path)
        let plain = try Binary.run(
            ["describe", "c.json", "--from", "100000", "--to", "200,000", "--level", "points"], in: folder.path)
        #expect(science.status == 0 && science == plain)
        #expect(science.out.split(separator: "\n").count == 102)
        for bad in ["3abc", "1e5x", "1 2 3 4 five", "0x10", "1e"] {
            let result = try Binary.run(["describe", "c.json", "--from", bad], in: folder.path)
            #expect(result.status == 64, "\(bad)")
            #expect(
                result.err.hasPrefix("Error: invalid value '\(bad)' for '--from': not a number"),
                "\(bad): \(result.err)")
        }
    }

    @Test func gotoTakesAWholeNumberOrNone() throws {
        let folder = TemporaryFolder()
        try Data("goto 3abc\ngoto 1e3\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/script"))
        let x = (0..<20).map { String($0 * 100) }.joined(separator: ",")
        try Data(#"{"xAxis": {"title": "x"}, "series": [{"name": "s", "x": [\#(x)], "y": [\#(x)]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder.path + "/c.json"))
        let result = try Binary.run(["explore", "c.json", "--commands", "script"], in: folder.path)
        #expect(result.out == "'3abc' is not a number.\nx 1,000, s 1,000\n", "\(result.out)")
        // A place goto cannot read is not understood: said in its line, and the script exits 64 at its end.
        #expect(
            result.status == 64 && result.err.hasPrefix("Error: 1 command was not understood, the first 'goto 3abc'"))
    }
}
