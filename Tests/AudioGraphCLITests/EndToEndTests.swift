import Foundation
import TestSupport
import Testing

/// Runs the built `audiograph` binary and captures what it prints.
enum Binary {
    static let package = Samples.package
    /// Where the built programs are: `.build/debug`, or `AUDIOGRAPH_PRODUCTS` (set by
    /// Scripts/sanitize.sh, which builds elsewhere).
    static let products =
        ProcessInfo.processInfo.environment["AUDIOGRAPH_PRODUCTS"].map { URL(fileURLWithPath: $0) }
        ?? package.appendingPathComponent(".build/debug")
    static let path = products.appendingPathComponent("audiograph").path
    static let samples = Samples.folder.path

    struct Result: Equatable {
        var status: Int32
        var out: String
        var err: String
    }

    static func run(
        _ arguments: [String], input: String? = nil, in folder: String? = nil, program: String = path,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe()
        let err = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        // Standard error is read at the same time as standard output, so a program that fills
        // one pipe while the other is being read never waits forever.
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
            err: String(decoding: errors.data, as: UTF8.self))
    }
}

extension Binary {
    /// Runs `script` with /bin/sh in `folder`, where `$AG` is the built `audiograph` and `$SAMPLES`
    /// the bundled samples: for redirections a shell makes (`> full`, `>&-`, `| sox -`).
    static func shell(_ script: String, in folder: String) throws -> Result {
        try run(["-c", script], in: folder, program: "/bin/sh", environment: ["AG": path, "SAMPLES": samples])
    }
}

/// Golden text files under Goldens/.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try TestSupport.Golden.expected(text, at: folder.appendingPathComponent(name))
        #expect(
            text == expected, "differs from Goldens/\(name); RECORD_GOLDENS=1 re-records it",
            sourceLocation: sourceLocation)
    }
}

@Suite struct EndToEndTests {
    @Test(arguments: [
        ([], "help-top.txt"), (["convert"], "help-convert.txt"), (["demo"], "help-demo.txt"),
        (["describe"], "help-describe.txt"), (["sonify"], "help-sonify.txt"), (["explore"], "help-explore.txt"),
        (["audit"], "help-audit.txt"),
        (["page"], "help-page.txt"), (["completions"], "help-completions.txt"), (["manual"], "help-manual.txt"),
    ])
    func helpAtEveryLevel(command: [String], golden: String) throws {
        // At the default width, whatever the terminal running the tests.
        let result = try Binary.run(command + ["--help"], environment: ["COLUMNS": ""])
        #expect(result.status == 0 && result.err.isEmpty)
        try Golden.check(result.out, golden)
        if let name = command.first {
            #expect(try Binary.run(["help", name], environment: ["COLUMNS": ""]).out == result.out)
            #expect(try Binary.run(command + ["-h"], environment: ["COLUMNS": ""]).out == result.out)
        }
    }

    @Test func version() throws {
        // With the versions of the libraries in use, as they report them (sndfile-info and
        // espeak-ng print the same).
        let version = try Binary.run(["--version"])
        #expect(version.status == 0 && version.err.isEmpty)
        let lines = version.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[0] == "audiograph 0.1.0")
        #expect(lines[1].hasPrefix("libsndfile: libsndfile-1.") && lines[2].hasPrefix("espeak-ng: 1."))
        let espeak = try Binary.run(["--version"], program: "/usr/bin/espeak-ng")
        #expect(espeak.out.contains(String(lines[2].dropFirst("espeak-ng: ".count).prefix(4))))
    }

    @Test(arguments: [
        (
            [],
            "Error: missing subcommand; choose one of describe, sonify, explore, audit, convert, page, demo, completions, manual\nUsage: audiograph <subcommand>\n"
        ),
        (["conver"], "Error: unknown subcommand 'conver' (did you mean 'convert'?)\nUsage: audiograph <subcommand>\n"),
        (
            ["--verison"],
            "Error: unknown option '--verison' (did you mean '--version'?)\nUsage: audiograph <subcommand>\n"
        ),
        (
            ["convert"],
            "Error: missing argument FILE\nUsage: audiograph convert FILE [-o OUT] [--form FORM] [--strict] [--from-format FORMAT] [--x COLUMN] [--y COLUMN ...] [--split-by COLUMN] [--delimiter CHAR] [--decimal SEP] [--date-format FORMAT] [--title TEXT] [--kind KIND] [--unit UNIT] [--locale ID] [-q]\n"
        ),
        (
            ["convert", "a.json", "--kind", "pies"],
            "Error: invalid value 'pies' for '--kind'; expected one of line, bar, area, scatter, pie, band, radar, heatmap, histogram, box (did you mean 'pie'?)\nUsage: audiograph convert FILE [-o OUT] [--form FORM] [--strict] [--from-format FORMAT] [--x COLUMN] [--y COLUMN ...] [--split-by COLUMN] [--delimiter CHAR] [--decimal SEP] [--date-format FORMAT] [--title TEXT] [--kind KIND] [--unit UNIT] [--locale ID] [-q]\n"
        ),
    ])
    func usageErrorsExit64(arguments: [String], stderr: String) throws {
        let result = try Binary.run(arguments)
        #expect(result == Binary.Result(status: 64, out: "", err: stderr))
    }

    /// Found by the argument-parser fuzzer: what a user typed, line breaks and all, is escaped
    /// so that every error stays one line.
    @Test func errorsStayOneLineWhateverWasTyped() throws {
        #expect(
            try Binary.run(["e\r\n-", "rh0s", "-"])
                == Binary.Result(
                    status: 64, out: "", err: "Error: unknown subcommand 'e\\r\\n-'\nUsage: audiograph <subcommand>\n"))
        let option = try Binary.run(["describe", "--lev\nel", "x.json"])
        #expect(option.err.hasPrefix("Error: unknown option '--lev\\nel' (did you mean '--level'?)\nUsage: "))
        #expect(
            try Binary.run(["describe", "/no/such\u{7}.json"])
                == Binary.Result(
                    status: 66, out: "", err: "Error: cannot read '/no/such\\u{7}.json': no such file\n"))
    }

    @Test func invalidDataExits65NamingFileAndPath() throws {
        let folder = TemporaryFolder()
        let bad = folder.path + "/bad.json"
        try Data(#"{"xAxis": {"title": "X"}, "series": [{"points": [{"x": 1, "y": "12k"}]}]}"#.utf8).write(
            to: URL(fileURLWithPath: bad))
        #expect(
            try Binary.run(["convert", bad])
                == Binary.Result(
                    status: 65, out: "",
                    err: "Error: '\(bad)': series[0].points[0].y: expected a number or null, found \"12k\"\n"))
        #expect(
            try Binary.run(["convert", "-"], input: "{\"xAxis\": {\"title\": \"X\"},\n \"series\": [1,]}")
                == Binary.Result(
                    status: 65, out: "",
                    err:
                        "Error: 'standard input': line 2, column 15: expected a value after ',', found ']' (trailing comma)\n"
                ))
        #expect(
            try Binary.run(["convert", "-"], input: "a,b\n1,2,3\n")
                == Binary.Result(
                    status: 65, out: "",
                    err: "Error: 'standard input': line 2: expected 2 fields as in the header, found 3\n"))
    }

    @Test func anInputThatCannotBeOpenedExits66() throws {
        #expect(
            try Binary.run(["convert", "/no/such/chart.json"])
                == Binary.Result(
                    status: 66, out: "", err: "Error: cannot read '/no/such/chart.json': no such file\n"))
        #expect(
            try Binary.run(["convert", "/tmp"])
                == Binary.Result(
                    status: 66, out: "", err: "Error: cannot read '/tmp': it is a folder\n"))
    }

    @Test func csvOptionsOnAChartFileAreAUsageError() throws {
        let result = try Binary.run(["convert", Binary.samples + "/daily-steps.json", "--y", "steps"])
        #expect(result.status == 64)
        #expect(
            result.err.hasPrefix(
                "Error: '--y' applies only to CSV input, and '\(Binary.samples)/daily-steps.json' is a chart file\nUsage: audiograph convert FILE"
            ))
        // A Vega-Lite spec is called what it is.
        let folder = TemporaryFolder()
        let spec = folder.path + "/visits.vl.json"
        try Data(
            #"{"data": {"values": [{"d": 1, "v": 2}]}, "mark": "line", "encoding": {"x": {"field": "d", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: spec))
        let vegaLite = try Binary.run(["describe", spec, "--delimiter", "tab"])
        #expect(vegaLite.status == 64)
        #expect(
            vegaLite.err.hasPrefix(
                "Error: '--delimiter' applies only to CSV input, and '\(spec)' is a Vega-Lite spec\nUsage: audiograph describe FILE"
            ), "\(vegaLite.err)")
    }

    @Test func convertsCSVFromStandardInputWithOptions() throws {
        let result = try Binary.run(
            ["convert", "-", "--title", "Steps", "--kind", "bar", "--unit", "steps", "--y", "steps"],
            input: "day,steps,floors\nMon,5000,3\nTue,,4\n")
        #expect(result.status == 0 && result.err.isEmpty)
        try Golden.check(result.out, "convert-csv.json")
    }

    @Test func convertsBetweenRowsAndColumns() throws {
        let rows = try Binary.run(["convert", Binary.samples + "/active-users-sparkline.json", "--form", "columns"])
        #expect(rows.status == 0)
        #expect(rows.out.contains("\"x\": [\"2026-06-01\", \"2026-06-02\"") && !rows.out.contains("\"points\""))
        let back = try Binary.run(["convert", "-", "--form", "rows"], input: rows.out)
        let original = try String(contentsOfFile: Binary.samples + "/active-users-sparkline.json", encoding: .utf8)
        #expect(back.out.contains("{ \"x\": \"2026-06-01\", \"y\": "))
        let again = try Binary.run(["convert", "-"], input: original)
        #expect(back.out == again.out)
    }

    @Test func writesOutputAtomicallyAndReportsUnwritablePaths() throws {
        let folder = TemporaryFolder()
        let target = folder.path + "/chart.json"
        let ok = try Binary.run(["convert", Binary.samples + "/monthly-revenue.json", "-o", target])
        #expect(ok == Binary.Result(status: 0, out: "", err: ""))
        #expect(folder.contents == ["chart.json"])
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"format\": \"audiograph-chart/1\",\n  \"title\": \"Monthly Revenue, 2025\""))

        let failed = try Binary.run(["convert", "-", "-o", target], input: "{")
        #expect(failed.status == 65)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == written)

        let missing = folder.path + "/missing/chart.json"
        #expect(
            try Binary.run(["convert", Binary.samples + "/monthly-revenue.json", "-o", missing])
                == Binary.Result(
                    status: 73, out: "",
                    err: "Error: cannot create '\(missing)': the folder '\(folder.path)/missing' does not exist\n"))
        #expect(folder.contents == ["chart.json"])
    }

    @Test func theAppSampleShowsWhatAudioGraphReadsFromItsDescriptor() throws {
        let program = Binary.products.appendingPathComponent("AppDescriptorSample").path
        let result = try Binary.run([], program: program)
        #expect(result.status == 0 && result.err.isEmpty)
        try Golden.check(result.out, "app-descriptor-sample.txt")
    }

    @Test func demoWritesAFolderPerSampleAnIndexAndAPlaylist() throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(["demo", folder.path + "/out", "--samples", Binary.samples])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        try Golden.check(result.out.replacingOccurrences(of: folder.path, with: "TMP"), "demo.txt")
        #expect(result.out.hasSuffix("\nOpen the index page in a web browser: \(folder.path)/out/index.html\n"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
        #expect(written.count == 20 && written.contains("index.html") && written.contains("audiograph-demo.m3u"))
        // A folder per sample: its chart, description, spoken audio graph, captions and page.
        for name in written where !name.contains(".") {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/" + name).sorted()
            let expected = ["data.csv", "html", "json", "md", "vtt", "wav"].filter {
                $0 != "data.csv" || name == "sensor-100k-columns"
            }.map { name + "." + $0 }
            #expect(files == expected, "\(name): \(files)")
        }
        let index = try String(contentsOfFile: folder.path + "/out/index.html", encoding: .utf8)
        #expect(index.components(separatedBy: "<li><a href=").count - 1 == 18)
        #expect(index.contains("<li><a href=\"daily-steps/daily-steps.html\">Daily Step Count, January 2026</a></li>"))
        // The playlist: each audio graph, by its length and title, relative to the playlist.
        let playlist = try String(contentsOfFile: folder.path + "/out/audiograph-demo.m3u", encoding: .utf8)
        let lines = playlist.split(separator: "\n").map(String.init)
        #expect(lines.count == 37 && lines[0] == "#EXTM3U")
        let steps = try #require(lines.firstIndex { $0.hasSuffix(",Daily Step Count, January 2026") })
        #expect(lines[steps].hasPrefix("#EXTINF:") && lines[steps + 1] == "daily-steps/daily-steps.wav")
        // The audio starts with the spoken title, its first caption, and the page plays that file.
        let captions = try String(contentsOfFile: folder.path + "/out/daily-steps/daily-steps.vtt", encoding: .utf8)
        let cue = captions.split(separator: "\n").map(String.init)
        #expect(
            cue[1] == "1" && cue[2].hasPrefix("00:00:00.000 --> ")
                && cue[3].hasPrefix("Daily Step Count, January 2026. X axis"))
        let page = try String(contentsOfFile: folder.path + "/out/daily-steps/daily-steps.html", encoding: .utf8)
        #expect(page.contains("src=\"daily-steps.wav\""))
        let markdown = try String(
            contentsOfFile: folder.path + "/out/daily-steps/daily-steps.md", encoding: .utf8)
        #expect(markdown.hasPrefix("# Daily Step Count, January 2026\n\n## Overview\n"))
        #expect(markdown.contains("## Details") && markdown.contains("## Sparklines"))
    }

    @Test func theBenchmarkStillRuns() throws {
        let program = Binary.products.appendingPathComponent("audiograph-bench").path
        let result = try Binary.run(["--quick", "--json"], program: program)
        #expect(result.status == 0 && result.err.isEmpty)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let names = rows.compactMap { $0["name"] as? String }
        #expect(
            names == [
                "describe overview", "describe overview, x and y", "describe summary", "describe summary, x and y",
                "describe details", "describe details, x and y", "describe points", "describe points, x and y",
                "single pass (reference)",
                "render mono wav", "render mono flac", "render stereo wav", "render stereo flac",
                "C rotation loop, no file (ceiling)", "read JSON columns", "read JSON rows", "read CSV",
                "read CSV, spreadsheet dialect", "read Vega-Lite inline data",
                "navigate: next", "navigate: goto", "navigate: min/max",
                "page in process", "  page: reading the chart", "  page: its description", "  page: its audio (WAV)",
                "  page: describing, writing", "sonify process mono wav",
                "sonify process stereo wav", "read JSON columns process", "read JSON rows process", "read CSV process",
                "file share mono wav", "file share mono flac", "file share mono ogg", "file share stereo wav",
                "file share stereo flac",
                "file share stereo ogg", "render memory", "render memory", "describe memory",
                "start-up: audiograph --version", "start-up: describe a sample",
            ])
        #expect(
            rows.filter { $0["rate"] != nil }.allSatisfy {
                ($0["rate"] as? Double ?? 0) > 0 && ($0["size"] as? Int ?? 0) > 0
            })
        #expect(
            rows.filter { ($0["name"] as? String)?.hasSuffix(" memory") == true }.allSatisfy {
                ($0["peak"] as? Double ?? 0) > 1
            })
        // The whole processes ran: ours and the reference compiled from its C (or C++), each a few
        // milliseconds at least, and a ratio of the two; reading's with both peaks of memory.
        let processes = rows.filter {
            ($0["name"] as? String).map { $0.contains(" process") && !$0.hasSuffix("in process") } == true
        }
        #expect(
            processes.count == 5
                && processes.allSatisfy {
                    ($0["wall"] as? Double ?? 0) > 0.001 && ($0["referenceWall"] as? Double ?? 0) > 0.001
                        && ($0["ratioToReference"] as? Double ?? 0) > 0
                })
        let reads = rows.filter { ($0["name"] as? String)?.hasPrefix("read ") == true && $0["wall"] != nil }
        #expect(
            reads.map { $0["reference"] as? String } == ["simdjson", "simdjson", "fast_float"]
                && reads.allSatisfy {
                    ($0["peakMB"] as? Double ?? 0) > 1 && ($0["referencePeakMB"] as? Double ?? 0) > 1
                })
        // Shares of time: never a timing comparison here, only that each is a share.
        let shares = Dictionary(
            uniqueKeysWithValues: rows.compactMap { row in
                (row["share"] as? Double).map { (row["name"] as? String ?? "", $0) }
            })
        #expect(shares.count == 6 && shares.values.allSatisfy { (0...1).contains($0) })
        let refused = try Binary.run(["--only", "sonfy"], program: program)
        #expect(
            refused.status == 64
                && refused.err.hasPrefix(
                    "audiograph-bench: '--only' needs one of the values shown\nusage: audiograph-bench")
        )
    }

    @Test func demoFindsTheSamplesFromTheCurrentFolderAndReportsBadOnes() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Samples", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Binary.samples + "/monthly-revenue.json", toPath: folder.path + "/Samples/good.json")
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder.path + "/Samples/bad.json"))
        let result = try Binary.run(["demo"], in: folder.path)
        #expect(result.status == 65)
        #expect(result.out.hasPrefix("== good.json\nMonthly Revenue, 2025. Bar chart, 12 bars."))
        #expect(
            result.out.hasSuffix(
                "\nDescribed and sonified 1 of 2 samples into 'audiograph-demo', a folder each, with the playlist audiograph-demo.m3u.\nOpen the index page in a web browser: \(folder.path)/audiograph-demo/index.html\n"
            ))
        #expect(
            result.err
                == "Error: 'Samples/bad.json': line 1, column 2: expected a member name in double quotes, found the end of the input\nError: 1 of 2 samples could not be read\n"
        )
        #expect(FileManager.default.fileExists(atPath: folder.path + "/audiograph-demo/good/good.json"))
    }
}
