import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import AudioGraphCLI

/// Numbers at the edges of `Double` through every command: subnormals, the greatest finite values,
/// spans of one ulp at every magnitude, values far outside a declared range, sums past a double.
///
/// Every command finishes without trapping and what it writes is well-formed: text without raw
/// control characters, JSON that parses, SSML and JUnit that parse as XML, WebVTT that validates, a
/// page whose explorer data parses. The fuzzers' regression inputs go through the same commands.
@Suite struct EdgeValueTests {
    /// One chart file of `y` over numeric `x`, with `extra` members on the chart and the y axis.
    static func chart(
        _ x: [Double], _ y: [Double], kind: String = "line", yAxis: String = "", xAxis: String = "", extra: String = ""
    ) -> String {
        let numbers = { (values: [Double]) in values.map { "\($0)" }.joined(separator: ", ") }
        return """
            {"title": "Edges", "kind": "\(kind)", \(extra)
             "xAxis": {"title": "x"\(xAxis)}, "yAxis": {"title": "y"\(yAxis)},
             "series": [{"name": "a", "x": [\(numbers(x))], "y": [\(numbers(y))]},
                        {"name": "b", "x": [\(numbers(x))], "y": [\(numbers(y.reversed()))]}]}
            """
    }

    static let greatest = Double.greatestFiniteMagnitude
    static let smallest = Double.leastNonzeroMagnitude

    /// The charts, by name.
    static let charts: [(name: String, json: String)] = {
        var charts: [(String, String)] = []
        // A span of one ulp at every magnitude, on both axes.
        for exponent in stride(from: -300, through: 300, by: 50) {
            let value = Foundation.pow(10, Double(exponent))
            charts.append(("ulp-1e\(exponent)", chart([value, value.nextUp], [value, value.nextUp])))
        }
        charts.append(("ulp-greatest", chart([greatest.nextDown, greatest], [greatest.nextDown, greatest])))
        charts.append(("ulp-zero", chart([0, smallest], [0, smallest])))
        charts += [
            ("smallest-span", chart([0, smallest], [1, 2])),
            (
                "subnormals",
                chart([1, 2, 3], [smallest, Double.leastNormalMagnitude / 1_000, Double.leastNormalMagnitude])
            ),
            ("beyond-a-double", chart([1, 2, 3], [-greatest, greatest, 0])),
            ("x-beyond-a-double", chart([-greatest, 0, greatest], [1, 2, 3])),
            ("far-outside-the-range", chart([1, 2, 3], [1, 1e300, -1e300], yAxis: #", "range": [0, 10]"#)),
            ("x-far-outside-the-range", chart([1, 2, 1e19], [1, 2, 3], xAxis: #", "range": [0, 10]"#)),
            ("tiny-outside-the-range", chart([1, 2, 3], [1e-300, 5, 1e300], yAxis: #", "range": [1, 10]"#)),
            ("log-extremes", chart([1, 2, 3], [smallest, 1, greatest], yAxis: #", "scale": "log10""#)),
            ("bars-extremes", chart([1, 2, 3], [greatest, -greatest, smallest], kind: "bar")),
            ("scatter-extremes", chart([-greatest, smallest, greatest], [greatest, 0, -smallest], kind: "scatter")),
            (
                "stack-past-a-double",
                chart([1, 2], [greatest, greatest], kind: "area", extra: #""stacking": "standard","#)
            ),
            ("pie-extremes", chart([1, 2, 3], [greatest, smallest, greatest], kind: "pie")),
            (
                "reference-far-away",
                chart([1, 2, 3], [1, 2, 3], extra: #""references": [{"axis": "y", "value": 1e300, "label": "far"}],"#)
            ),
        ]
        return charts
    }()

    /// Text that came back from a command, checked as its format says.
    static func check(_ text: String, _ what: String, _ format: ((String) -> String?)? = nil) {
        let problem = OutputChecks.rawControl(in: text) ?? format?(text)
        #expect(problem == nil, "\(what): \(problem ?? "")")
    }

    /// Runs `arguments` in process; the status and what went to standard output and error.
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let out = Captured()
        let err = Captured()
        let console = Console(out: { out.append($0) }, err: { err.append($0) }, readInput: { [] })
        let status = AudioGraphCommand.run(arguments, console: console)
        return (status, out.text, err.text)
    }

    /// Every command on the chart file at `path`, writing into `folder`.
    static func runEveryCommand(on path: String, named name: String, in folder: String) throws {
        let describe = run(["describe", path])
        #expect(describe.status == 0, "\(name) reads: \(describe.err)")
        guard describe.status == 0 else { return }
        for (format, check) in [
            ("text", nil), ("markdown", OutputChecks.markdownProblem), ("ssml", OutputChecks.xmlProblem),
            ("json", OutputChecks.jsonProblem),
        ] as [(String, ((String) -> String?)?)] {
            let result = run(["describe", path, "--level", "full", "--format", format, "--sparkline"])
            #expect(result.status == 0, "\(name): describe as \(format): \(result.err)")
            Self.check(result.out, "\(name): describe as \(format)", check)
        }
        let audio = folder + "/\(name).wav"
        let cues = folder + "/\(name).vtt"
        let sonify = run([
            "sonify", path, "-o", audio, "--cues", cues, "--ticks", "--zero-cues", "--reference-tone", "1",
            "--sample-rate", "8000", "--mono",
        ])
        #expect(sonify.status == 0, "\(name): sonify: \(sonify.err)")
        if sonify.status == 0 {
            #expect(try SoundFileReader(path: audio).frameCount > 0)
            check(try String(contentsOfFile: cues, encoding: .utf8), "\(name): cues") { OutputChecks.webVTTProblem($0) }
        }
        let script = folder + "/\(name).commands"
        try Data(
            "first\nnext\nlast\nmax\nmin\nchart-max\nchart-min\nnext-peak\nnext-crossing\ndescribe\nstats\nup\ndown\nwhere\ngoto 1\n"
                .utf8
        ).write(to: URL(fileURLWithPath: script))
        let explore = run(["explore", path, "--commands", script])
        #expect([0, 64].contains(explore.status), "\(name): explore: \(explore.err)")
        check(explore.out, "\(name): explore")
        let junit = run(["audit", path, "--format", "junit"])
        #expect([0, 1].contains(junit.status), "\(name): audit: \(junit.err)")
        check(junit.out, "\(name): audit as JUnit", OutputChecks.xmlProblem)
        let json = run(["audit", path, "--format", "json"])
        check(json.out, "\(name): audit as JSON", OutputChecks.jsonProblem)
        let convert = run(["convert", path])
        #expect(convert.status == 0, "\(name): convert: \(convert.err)")
        check(convert.out, "\(name): convert", OutputChecks.jsonProblem)
        // The chart file it writes reads back (a date of the year 0 was written as one no reader takes).
        let converted = folder + "/\(name).converted.json"
        try convert.out.write(toFile: converted, atomically: true, encoding: .utf8)
        let reread = run(["describe", converted, "-l", "overview"])
        #expect(reread.status == 0, "\(name): convert, read back: \(reread.err)")
        let page = folder + "/\(name).html"
        let written = run(["page", path, "-o", page])
        #expect(written.status == 0, "\(name): page: \(written.err)")
        if written.status == 0 {
            let html = try String(contentsOfFile: page, encoding: .utf8)
            check(html, "\(name): page")
            check(try explorerData(in: html), "\(name): the page's explorer data", OutputChecks.jsonProblem)
        }
    }

    /// The JSON the page's keyboard explorer reads.
    static func explorerData(in html: String) throws -> String {
        let start = try #require(html.range(of: #"<script type="application/json" id="explorer-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test(arguments: charts.map(\.name))
    func everyCommandTakesNumbersAtTheEdges(name: String) throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/\(name).json"
        try Data(Self.charts.first { $0.name == name }!.json.utf8).write(to: URL(fileURLWithPath: path))
        try Self.runEveryCommand(on: path, named: name, in: folder.path)
    }

    @Test func theDemoTakesAFolderOfThem() throws {
        let folder = TemporaryFolder()
        let samples = folder.path + "/samples"
        try FileManager.default.createDirectory(atPath: samples, withIntermediateDirectories: true)
        for (name, json) in Self.charts.prefix(8) + Self.charts.suffix(8) {
            try Data(json.utf8).write(to: URL(fileURLWithPath: samples + "/\(name).json"))
        }
        let result = Self.run(["demo", folder.path + "/out", "--samples", samples])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/index.html"))
    }

    @Test func aChartAtTheEdgesStopsNoBatch() throws {
        // The smallest span in a folder beside an everyday chart: the report and the index are
        // written, and the everyday chart's page with them.
        let folder = TemporaryFolder()
        let charts = folder.path + "/charts"
        try FileManager.default.createDirectory(atPath: charts, withIntermediateDirectories: true)
        try Data(Self.charts.first { $0.name == "smallest-span" }!.json.utf8).write(
            to: URL(fileURLWithPath: charts + "/edge.json"))
        try FileManager.default.copyItem(atPath: Binary.samples + "/daily-steps.json", toPath: charts + "/steps.json")
        let audit = Self.run(["audit", charts, "-o", folder.path + "/report.txt"])
        #expect([0, 1].contains(audit.status), "\(audit.err)")
        #expect(
            try String(contentsOfFile: folder.path + "/report.txt", encoding: .utf8).contains("== \(charts)/edge.json"))
        let pages = Self.run(["page", charts, "-o", folder.path + "/pages"])
        #expect(pages.status == 0, "\(pages.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/pages").sorted() == [
                "edge.html", "edge.wav", "index.html", "steps.html", "steps.wav",
            ])
    }

    @Test func theFuzzersRegressionsGoThroughEveryCommand() throws {
        let regressions = Samples.package.appendingPathComponent("Fuzz/Regressions").path
        let names = try FileManager.default.contentsOfDirectory(atPath: regressions).filter {
            $0.hasPrefix("json-") || $0.hasPrefix("csv-")
        }
        #expect(names.count >= 4)
        for name in names {
            let folder = TemporaryFolder()
            // The fuzzers read bytes; the command line knows a chart by its extension.
            let path = folder.path + "/" + name + (name.hasPrefix("json-") ? ".json" : ".csv")
            try FileManager.default.copyItem(atPath: regressions + "/" + name, toPath: path)
            // An input the readers refuse (where the fuzzer caught them disagreeing, or a refusal trapping) is refused
            // with its place.
            let refusals = [
                "csv-header-only-pipes": "line 1, column 2: ",
                "csv-a-date-of-month-zero": "line 2, column 1 ('dat'): '00-01-6202' is not a date;",
                // (A date of the year 0 could not be written to a chart file and read back.)
                "csv-a-quarter-of-the-year-zero": "line 2, column 1 ('quart(er'): 'Q2 0000' is not a date;",
            ]
            if let refusal = refusals[name] {
                let refused = Self.run(["describe", path])
                #expect(refused.status == 65 && refused.err.hasPrefix("Error: '\(path)': " + refusal), "\(refused.err)")
                continue
            }
            try Self.runEveryCommand(on: path, named: name, in: folder.path)
        }
    }
}

/// Text a test's console collects, from any thread.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String] = []

    func append(_ text: String) { lock.withLock { pieces.append(text) } }
    var text: String { lock.withLock { pieces.joined() } }
}
