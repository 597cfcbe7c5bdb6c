import ChartModel
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartPage

/// Every sample's page in a real browser (headless Chromium driven by Selenium, from
/// `Tests/Browser/check_page.py`, which `Scripts/test.sh` sets up): no WCAG 2.2 A or AA
/// violation by axe-core, the explorer saying line for line what `explore --commands` says,
/// the audio as long as its file, captions loaded, and no request leaving the page.
@Suite(.serialized) struct PageBrowserTests {
    /// The keys pressed on every page, and the explorer commands they stand for.
    static let keys: [(key: String, command: String)] = [
        ("ArrowRight", "next"), ("ArrowRight", "next"), ("End", "last"), ("Home", "first"),
        ("ArrowDown", "next-series"),
        ("]", "max"), ("[", "min"), ("k", "next-peak"), ("K", "previous-peak"), ("x", "next-crossing"), ("w", "where"),
        ("u", "up"), ("ArrowRight", "next"), ("n", "down"), ("n", "down"), ("ArrowLeft", "previous"),
        ("Enter", "again"),
        // Gaps (how long the data is missing) and landmarks from a group (past it, never behind it).
        ("m", "next-gap"), ("M", "previous-gap"), ("u", "up"), ("k", "next-peak"), ("u", "up"), ("K", "previous-peak"),
    ]

    struct Report: Decodable {
        var lang: String
        var dir: String
        var audioDuration: Double?
        var audioError: Int?
        var cues: [String]?
        var said: [String]
        /// The sound the explorer played after each key, as its data writes it ([opcode, values…]), or nil.
        var sounds: [[Double]?]?
        var focused: String
        var highlighted: Bool?
        var violations: [Violation]
        var requests: [String]
        var axeVersion: String
        var normalized: [String]
        var entry: String?
        var changed: [Bool]?
        var tree: [[String]]
        var scrollWidth: Int
        var clientWidth: Int
        var skipReaches: Bool?

        /// The names of the tree's nodes of `role`.
        func names(_ role: String) -> [String] { tree.filter { $0[0] == role }.map { $0[1] } }
        /// The node of `role` named `name`: its description.
        func description(of role: String, named name: String) -> String? {
            tree.first { $0[0] == role && $0[1] == name }?[2]
        }
        struct Violation: Decodable {
            var id: String
            var nodes: [String]
        }
    }

    static func check(_ page: String, keys: [String], flags: [String] = [], browser: Browser = .shared) throws
        -> Report
    {
        let line = try browser.report(flags + [page] + keys)
        struct Failure: Decodable { var error: String? }
        let failure = try? JSONDecoder().decode(Failure.self, from: line)
        try #require(
            !line.isEmpty && failure?.error == nil,
            "the browser check failed (Scripts/test.sh installs chromium, chromium-driver, selenium and axe-core): \(failure?.error ?? browser.errors)"
        )
        return try JSONDecoder().decode(Report.self, from: line)
    }

    /// The browsers the suite's pages are checked in (`check_page.py --serve`), started once:
    /// each check sends its arguments as a line and reads its report as a line.
    final class Browser: @unchecked Sendable {
        static let shared = Browser()
        /// The browsers of the large pages' suite, which checks them while this one checks the samples'.
        static let large = Browser()
        /// The browsers of the Vega-Lite specs' pages, checked while the others are.
        static let vegaLite = Browser()
        private let lock = NSLock()
        private var process: Process?
        private var input: FileHandle?
        private var output: FileHandle?
        private var pending = Data()
        /// Where the checker writes its standard error: a file removed as soon as it is open.
        private var errorLog: FileHandle?

        /// What the checker wrote to standard error, for a failure's message.
        var errors: String {
            try? errorLog?.seek(toOffset: 0)
            return String(decoding: errorLog?.availableData ?? Data(), as: UTF8.self)
        }

        /// The report on a page, as a line of JSON; empty when the checker ended.
        func report(_ arguments: [String]) throws -> Data {
            try lock.withLock {
                if process == nil { try start() }
                try input?.write(contentsOf: JSONEncoder().encode(arguments) + Data("\n".utf8))
                while !pending.contains(UInt8(ascii: "\n")) {
                    guard let more = output?.availableData, !more.isEmpty else { return Data() }
                    pending += more
                }
                let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
                let line = pending[..<end]
                pending = Data(pending[(end + 1)...])
                return Data(line)
            }
        }

        private func start() throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            let script = Binary.package.appendingPathComponent("Tests/Browser/check_page.py").path
            process.arguments = ["python3", script, "--serve"]
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            let folder = TemporaryFolder()
            let errorFile = folder.path + "/check_page.log"
            _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errorFile)
            errorLog = FileHandle(forReadingAtPath: errorFile)
            try FileManager.default.removeItem(atPath: errorFile)
            try process.run()
            // The checker ends, and closes its browsers, when this end of its input closes with the tests.
            (self.process, self.input, self.output) = (process, input.fileHandleForWriting, output.fileHandleForReading)
        }
    }

    /// What `explore --commands` prints for `commands` on `chart`.
    static func explore(_ chart: String, _ commands: [String]) throws -> [String] {
        let result = try Binary.run(
            ["explore", chart, "--commands", "-"], input: commands.joined(separator: "\n") + "\n")
        return result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What `explore --commands --sounds` prints for `commands` on `chart`: each line's words and sound.
    static func exploreHeard(_ chart: String, _ commands: [String]) throws -> [(said: String, sound: String)] {
        let result = try Binary.run(
            ["explore", chart, "--commands", "-", "--sounds"], input: commands.joined(separator: "\n") + "\n")
        return result.out.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (parts.dropLast().joined(separator: "\t"), String(parts.last ?? ""))
        }
    }

    /// Where the sounds the page played differ from `explore`'s (`heard`, as `--sounds` writes them), for keys
    /// `commands` (for messages): the same kind, the same hertz to the hundredth, and a series' audio graph as the
    /// stretch of the page's audio that `chart`'s audio graph gives the series (when `chart` is a chart file).
    static func soundMismatches(
        page: [[Double]?], heard: [String], commands: [String], chart: String
    ) -> [String] {
        let kinds = ["none", "tone", "glide", "chord", "boundary", "series"]
        let seriesTimes =
            (try? ChartJSON.decode(Data(contentsOf: URL(fileURLWithPath: chart)))).flatMap {
                try? Sonifier(chart: $0).score.series
            } ?? []
        var mismatches = page.count < heard.count ? ["\(page.count) sounds played for \(heard.count) commands"] : []
        for (number, (played, expected)) in zip(page, heard).enumerated() {
            let words = expected.split(separator: " ")
            let values = words.dropFirst().compactMap { Double($0) }
            guard let played, let opcode = played.first, kinds.indices.contains(Int(opcode)) else {
                mismatches.append(
                    "\(number) \(commands[number]): played \(String(describing: played)), explore \(expected)")
                continue
            }
            var matches = kinds[Int(opcode)] == words.first.map(String.init)
            if matches, kinds[Int(opcode)] == "series" {
                // The series' stretch of the page's audio graph, by the audio graph's own timing.
                if let series = values.first.map({ Int($0) - 1 }),
                    let timing = seriesTimes.first(where: { $0.seriesIndex == series })
                {
                    let times = [timing.start, max(timing.start, timing.end)].map { ($0 * 100).rounded() / 100 }
                    matches = played.count == 3 && zip(played.dropFirst(), times).allSatisfy { abs($0 - $1) < 0.006 }
                }
            } else if matches {
                matches =
                    played.count == values.count + 1
                    && zip(played.dropFirst(), values).allSatisfy { abs($0 - $1) < 0.006 }
            }
            if !matches {
                mismatches.append("\(number) \(commands[number]): played \(played), explore \(expected)")
            }
        }
        return mismatches
    }

    @Test(arguments: Samples.names)
    func everySamplesPageIsAccessibleAndSaysWhatExploreSays(sample: String) throws {
        try Self.checkPage(of: Binary.samples + "/" + sample)
    }

    /// Checks the page of `chart` in the browser at 320 pixels: no axe-core violation, nothing
    /// scrolling sideways, the explorer's keys saying what `explore` says, the audio whole with
    /// its captions, no request, and a page within its budget.
    static func checkPage(of chart: String, browser: Browser = .shared) throws {
        let sample = (chart as NSString).lastPathComponent
        let folder = TemporaryFolder()
        let page = folder.path + "/page.html"
        let written = try Binary.run(["page", chart, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let keys = Self.keys
        // At 320 CSS pixels (a phone, or 1280 at 400 percent), nothing scrolls sideways but a table in its region.
        let report = try Self.check(page, keys: keys.map(\.key) + ["Escape"], flags: ["--width=320"], browser: browser)
        #expect(report.violations.isEmpty, "\(sample): \(report.violations.map { "\($0.id): \($0.nodes)" })")
        #expect(report.scrollWidth <= report.clientWidth, "\(sample): \(report.scrollWidth) px wide at 320")
        #expect(report.axeVersion.hasPrefix("4."))
        // The explorer says what explore says (past 1,000 points too: the 100,000-point sample).
        let heard = try Self.exploreHeard(chart, keys.map(\.command))
        let expected = heard.map(\.said)
        // (The last key, Escape, says nothing.)
        #expect(Array(report.said.dropLast()) == expected, "\(sample): expected \(expected)")
        // And plays what explore plays.
        let sounds = Self.soundMismatches(
            page: report.sounds ?? [], heard: heard.map(\.sound), commands: keys.map(\.command), chart: chart)
        #expect(sounds.isEmpty && report.sounds?.count == keys.count + 1, "\(sample): \(sounds)")
        #expect(report.focused == "explorer-exit", "Escape leaves the explorer")
        #expect(report.highlighted == true, "the last position is marked in the drawing")
        // The audio is the file beside the page, whole; its captions are loaded.
        let seconds = try Binary.run(["-D", folder.path + "/page.wav"], program: "/usr/bin/soxi")
        let duration = try #require(Double(seconds.out.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(report.audioError == nil)
        #expect(
            abs((report.audioDuration ?? 0) - duration) < 0.001,
            "\(sample): \(report.audioDuration ?? -1) against \(duration)")
        #expect((report.cues?.count ?? 0) > 0)
        #expect(report.requests.isEmpty, "\(report.requests)")
        // A page's weight is within its budget (Documentation/WebPages.md).
        let size = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        let points =
            sample.hasSuffix(".json") && !sample.hasSuffix(".vl.json")
            ? try ChartJSON.decode(Data(contentsOf: URL(fileURLWithPath: chart))).pointCount : 0
        #expect(size < ChartPage.weightBudget(points: points), "\(sample): \(size) bytes")
    }

    /// Every explorer key at a sample of positions, with the commands `explore` takes for them: points, series,
    /// levels, extremes, every landmark both ways, chord, statistics, description and play.
    static let everyKey: [(key: String, command: String)] = [
        ("ArrowRight", "next"), ("ArrowRight", "next"), ("PageDown", "forward"), ("PageDown", "forward"),
        ("ArrowLeft", "previous"), ("PageUp", "back"), ("End", "last"), ("ArrowRight", "next"), ("Home", "first"),
        ("ArrowLeft", "previous"), ("]", "max"), ("]", "max"), ("[", "min"), ("c", "chord"), ("w", "where"),
        ("k", "next-peak"), ("K", "previous-peak"), ("v", "next-trough"), ("V", "previous-trough"),
        ("x", "next-crossing"), ("x", "next-crossing"), ("X", "previous-crossing"), ("o", "next-outlier"),
        ("O", "previous-outlier"), ("l", "next-label"), ("L", "previous-label"), ("m", "next-gap"),
        ("ArrowLeft", "previous"), ("ArrowRight", "next"), ("M", "previous-gap"), ("t", "next-change"),
        ("T", "previous-change"), ("ArrowDown", "next-series"), ("c", "chord"), ("ArrowDown", "next-series"),
        ("ArrowUp", "previous-series"), ("u", "up"), ("w", "where"), ("ArrowRight", "next"), ("End", "last"),
        ("ArrowRight", "next"), ("Home", "first"), ("ArrowLeft", "previous"), ("ArrowDown", "next-series"),
        ("n", "down"), ("n", "down"), ("u", "up"), ("u", "up"), ("w", "where"), ("ArrowRight", "next"),
        ("End", "last"), ("Home", "first"), ("s", "stats"), ("d", "describe"), ("p", "play"), ("u", "up"),
        ("ArrowRight", "next"), ("w", "where"), ("d", "describe"), ("u", "up"), ("n", "down"), ("n", "down"),
        ("n", "down"), ("Enter", "again"), ("PageDown", "forward"), ("k", "next-peak"),
    ]

    /// A daily chart of `points` points in all, in `seriesCount` series that cross each other and a goal line, with
    /// labels, gaps (nulls) and ties at the top.
    static func largeChart(points: Int, seriesCount: Int) -> String {
        let each = points / seriesCount
        let series = (0..<seriesCount).map { number in
            let rows = (0..<each).map { day -> String in
                let date = ISODate.text(fromSeconds: 946_684_800 + Double(day) * 86_400)
                // Weekly and yearly swings, a slow trend, a spike every 997 days; a gap every 1,009 days.
                let value =
                    5_000 + 2_000 * sin(Double(day) / 7 * .pi + Double(number)) + 1_500 * sin(Double(day) / 180)
                    + Double(day % 997 == 500 ? 9_000 : 0) + Double(number * 300)
                let y = day % 1_009 == 700 ? "null" : String(Int(min(value, 12_000)))
                let label = day % 2_003 == 1_000 ? ", \"label\": \"Event \(day)\"" : ""
                return "{\"x\": \"\(date)\", \"y\": \(y)\(label)}"
            }
            return "{\"name\": \"Walker \(number + 1)\", \"points\": [" + rows.joined(separator: ",") + "]}"
        }
        return """
            {"title": "Steps of \(seriesCount) walkers", "xAxis": {"type": "date", "title": "Day"}, \
            "yAxis": {"title": "Steps", "unit": "steps"}, "references": [{"axis": "y", "value": 6000, "label": "Goal"}], \
            "series": [\(series.joined(separator: ","))]}
            """
    }

    /// A page of `points` points in `seriesCount` series: every key says what `explore` says, line for line; entering
    /// says where it is; Go to reaches a day; axe-core finds nothing.
    ///
    /// Without `rendersAudio` the page is made in process as `page` makes it, but its audio graph beside it is not
    /// rendered (for 1,000 series, an hour of it): nothing here plays it.
    ///
    /// The page's element ids are checked to be unique here too.
    static func checkLargePage(
        points: Int, seriesCount: Int, rendersAudio: Bool = true, browser: Browser = .large
    ) throws {
        let folder = TemporaryFolder()
        let chart = folder.path + "/large.json"
        try largeChart(points: points, seriesCount: seriesCount).write(toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/large.html"
        if rendersAudio {
            let written = try Binary.run(["page", chart, "-o", page])
            try #require(written.status == 0, "\(written.err)")
        } else {
            let model = try ChartJSON.decode(Data(contentsOf: URL(fileURLWithPath: chart)))
            try ChartPage(
                chart: model, sonifier: try Sonifier(chart: model), audio: .file("large.wav"),
                dataFile: model.pointCount > ChartPage.tableRowLimit ? "large.data.csv" : nil
            ).html.write(toFile: page, atomically: true, encoding: .utf8)
        }
        let day = ISODate.text(fromSeconds: 946_684_800 + Double(points / seriesCount / 3) * 86_400)
        let keys = everyKey.map(\.key) + ["g", "type:" + day, "Enter", "ArrowRight"]
        let report = try check(page, keys: keys, browser: browser)
        // The markup's ids, scripts' contents left out (the explorer's comments name its data's id).
        var markup = ""
        for part in try String(contentsOfFile: page, encoding: .utf8).components(separatedBy: "</script>") {
            let opening = part.range(of: "<script").flatMap { part[$0.upperBound...].firstIndex(of: ">") }
            markup += opening.map { part[...$0] } ?? part[...]
        }
        var ids: [Substring: Int] = [:]
        for part in markup.split(separator: " id=\"").dropFirst() {
            ids[part.prefix { $0 != "\"" }, default: 0] += 1
        }
        #expect(!ids.isEmpty && ids.filter { $0.value > 1 }.isEmpty, "ids used twice")
        let commands = everyKey.map(\.command) + ["goto " + day, "next"]
        let heard = try exploreHeard(chart, ["where"] + commands)
        let expected = heard.map(\.said)
        #expect(report.entry == expected[0] + ". h for help.", "\(points) points")
        let said =
            Array(report.said.prefix(everyKey.count)) + [report.said[keys.count - 2], report.said[keys.count - 1]]
        for (number, line) in expected.dropFirst().enumerated() where said[number] != line {
            let key = number < everyKey.count ? everyKey[number].command : "goto"
            Issue.record("\(points) points, key \(number) (\(key)): said \(said[number]), explore says \(line)")
        }
        // Every key plays what explore plays.
        let played = report.sounds ?? []
        let sounds = soundMismatches(
            page: Array(played.prefix(everyKey.count)) + [played[keys.count - 2], played[keys.count - 1]],
            heard: heard.dropFirst().map(\.sound), commands: commands, chart: chart)
        #expect(sounds.isEmpty, "\(points) points: \(sounds)")
        #expect(report.violations.isEmpty, "\(points): \(report.violations.map { "\($0.id): \($0.nodes)" })")
        #expect(report.requests.isEmpty && report.skipReaches == true)
        let size = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        #expect(size < ChartPage.weightBudget(points: points, series: seriesCount), "\(points) points: \(size) bytes")
    }

    @Test func eachTextIsHeardOnceAndTheExplorerSaysWhereItIsOnEntry() throws {
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/daily-steps.json"
        let page = folder.path + "/steps.html"
        #expect(try Binary.run(["page", chart, "-o", page]).status == 0)
        let report = try Self.check(page, keys: ["ArrowRight", "Enter", "Enter", "h", "Home"])
        let texts = report.names("StaticText")
        // The title heads the page and names the drawing; the summary is said once, under the
        // title, and is the drawing's description by reference.
        let title = "Daily Step Count, January 2026"
        #expect(texts.filter { $0 == title }.count == 1)
        let summary = try #require(
            report.description(of: "image", named: title), "\(report.tree.filter { $0[0] == "image" })")
        #expect(summary.count > 40 && summary.hasSuffix("."), "\(summary)")
        #expect(texts.filter { $0.contains(summary) }.count == 1, "the summary once: \(summary)")
        // No sentence of the page is read twice in browse mode (every <details> open).
        var seen: [String: Int] = [:]
        for text in texts where text.count >= 40 { seen[text, default: 0] += 1 }
        #expect(seen.filter { $0.value > 1 }.isEmpty, "heard more than once: \(seen.filter { $0.value > 1 }.keys)")
        // The explorer: named by its heading, a short hint read once and again on focus, the
        // whole key list only on h.
        let hint = "Arrow keys move through the chart, h lists every key, Escape leaves."
        #expect(texts.filter { $0 == hint }.count == 1)
        #expect(report.description(of: "application", named: "Explore the chart") == hint)
        #expect(
            !texts.contains { $0.contains("Page Up and Page Down leap") }, "the key list is not read in browse mode")
        // Entering says where it is, as where does, then Right goes to point 2; Enter says the
        // same again, and is announced again.
        let explored = try Self.explore(chart, ["where", "next", "again", "again", "first"])
        #expect(report.entry == explored[0] + ". h for help.")
        #expect(report.entry?.hasPrefix("Point 1 of 30") == true, "\(report.entry ?? "")")
        #expect(report.said[0] == explored[1] && report.said[0].contains("January 2"))
        #expect(report.said[1] == explored[2] && report.said[2] == explored[3] && report.said[1] == report.said[2])
        #expect(report.changed == [true, true, true, true, true], "every key is announced, a repeat too")
        #expect(
            report.said[3].hasPrefix("Focus the explorer and use the keys")
                && report.said[3].contains("h says these keys"))
        #expect(report.said[4] == explored[4])
        #expect(report.violations.isEmpty, "\(report.violations.map(\.id))")
    }

    @Test func withoutScriptsANoteStandsWhereTheExplorerWouldBe() throws {
        let folder = TemporaryFolder()
        let page = folder.path + "/steps.html"
        #expect(try Binary.run(["page", Binary.samples + "/daily-steps.json", "-o", page]).status == 0)
        let report = try Self.check(page, keys: [], flags: ["--no-script"])
        #expect(
            report.names("StaticText").contains(
                "The chart explorer needs JavaScript, which is off; the description, the transcript and the data table give the same facts."
            ))
        // No empty widget to land on, no help for keys that do nothing.
        #expect(!report.tree.contains { $0[0] == "application" }, "\(report.tree.filter { $0[0] == "application" })")
        #expect(!report.names("StaticText").contains { $0.hasPrefix("Arrow keys move") })
        // The skip link goes somewhere shown: the explorer's heading and the note.
        #expect(report.skipReaches == true)
    }

    @Test func aWideTableScrollsInItsOwnRegionAtThreeHundredTwentyPixels() throws {
        // 100 series of 12 months: a table each, in a region of its own; the page never scrolls sideways (every
        // disclosure open or not).
        // Its 1,200 points are explored from the navigator's data: every key says what explore says.
        let folder = TemporaryFolder()
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let series = (0..<100).map { number in
            "{\"name\": \"Store number \(number + 1) of the northern region\", \"points\": ["
                + months.enumerated().map {
                    "{\"x\": \"\($0.element)\", \"y\": \(1_000 + number * 37 + $0.offset * 11)}"
                }
                .joined(separator: ", ") + "]}"
        }
        let chart =
            "{\"title\": \"Sales\", \"xAxis\": {\"type\": \"categorical\", \"title\": \"Month\"}, \"yAxis\": {\"title\": \"Sales\", \"unit\": \"units\"}, \"series\": ["
            + series.joined(separator: ", ") + "]}"
        try chart.write(toFile: folder.path + "/sales.json", atomically: true, encoding: .utf8)
        #expect(try Binary.run(["page", folder.path + "/sales.json", "-o", folder.path + "/sales.html"]).status == 0)
        let report = try Self.check(
            folder.path + "/sales.html", keys: Self.everyKey.map(\.key), flags: ["--width=320"])
        let heard = try Self.exploreHeard(folder.path + "/sales.json", Self.everyKey.map(\.command))
        #expect(report.said == heard.map(\.said))
        let sounds = Self.soundMismatches(
            page: report.sounds ?? [], heard: heard.map(\.sound), commands: Self.everyKey.map(\.command),
            chart: folder.path + "/sales.json")
        #expect(sounds.isEmpty, "\(sounds)")
        #expect(report.clientWidth == 320 && report.scrollWidth <= report.clientWidth, "\(report.scrollWidth)")
        #expect(
            report.names("table").count == 100
                && report.names("region").contains("The data of Store number 7 of the northern region"))
        // 1,200 rows in all: each table in a disclosure of its own, named by its series.
        #expect(
            report.names("DisclosureTriangle").contains("Store number 7 of the northern region"),
            "\(report.names("DisclosureTriangle").prefix(5))")
        #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.id): \($0.nodes)" })")
    }

    @Test func aSeriesOfOnePointGroupsHasNoGroupLevelInThePageAsInExplore() throws {
        // Monthly sales of three regions, grouped by month (a point each), beside a daily series grouped by week:
        // up from a month is its series, a series change from a week lands on a month, as explore says.
        let folder = TemporaryFolder()
        let day = { (number: Int) in ISODate.text(fromSeconds: 1_735_689_600 + Double(number) * 86_400) }
        let daily = (0..<20).map { "{\"x\": \"\(day($0))\", \"y\": \(10 + $0)}" }.joined(separator: ", ")
        let monthly = { (name: String, values: [Int]) in
            "{\"name\": \"\(name)\", \"points\": ["
                + values.enumerated().map { "{\"x\": \"2025-0\($0.offset + 1)-01\", \"y\": \($0.element)}" }
                .joined(separator: ", ") + "]}"
        }
        let chart = folder.path + "/sales.json"
        try """
        {"title": "Sales", "xAxis": {"type": "date", "title": "Day"}, "yAxis": {"title": "Sales"}, "series": [\
        {"name": "Daily", "points": [\(daily)]}, \(monthly("North", [100, 110, 120, 130])), \
        \(monthly("South", [50, 45, 40, 35]))]}
        """.write(toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/sales.html"
        #expect(try Binary.run(["page", chart, "-o", page]).status == 0)
        let keys: [(key: String, command: String)] = [
            ("u", "up"), ("w", "where"), ("ArrowDown", "next-series"), ("w", "where"), ("u", "up"), ("w", "where"),
            ("ArrowRight", "next"), ("n", "down"), ("w", "where"), ("ArrowRight", "next"), ("u", "up"), ("n", "down"),
            ("n", "down"), ("ArrowUp", "previous-series"), ("ArrowUp", "previous-series"), ("u", "up"),
            ("ArrowDown", "next-series"), ("w", "where"),
        ]
        let report = try Self.check(page, keys: keys.map(\.key))
        let expected = try Self.explore(chart, keys.map(\.command))
        #expect(report.said == expected)
        #expect(expected[4] == "North, series 2 of 3, 4 points, lowest 100, highest 130", "\(expected)")
        #expect(!expected.contains { $0.contains("2025: ") }, "no month named twice: \(expected)")
    }

    @Test func germanAndRightToLeftPagesSayTheirLanguage() throws {
        let folder = TemporaryFolder()
        // The German sample, and an Arabic chart.
        let german = folder.path + "/german.html"
        #expect(try Binary.run(["page", Binary.samples + "/daily-temperature.json", "-o", german]).status == 0)
        let report = try Self.check(german, keys: ["ArrowRight"])
        #expect(
            report.lang == "de-DE" && report.dir == "ltr" && report.violations.isEmpty, "\(report.violations.map(\.id))"
        )
        #expect(report.said == (try Self.explore(Binary.samples + "/daily-temperature.json", ["next"])))
        let arabic = folder.path + "/arabic.json"
        try
            #"{"title": "المبيعات الشهرية", "locale": "ar-EG", "xAxis": {"type": "categorical", "title": "الشهر"}, "yAxis": {"title": "المبيعات"}, "series": [{"name": "2026", "points": [{"x": "يناير", "y": 12}, {"x": "فبراير", "y": 15}, {"x": "مارس", "y": 9}]}]}"#
            .write(toFile: arabic, atomically: true, encoding: .utf8)
        #expect(try Binary.run(["page", arabic, "-o", folder.path + "/arabic.html"]).status == 0)
        // No Arabic pack yet: the page is in English, which its lang says, and runs left to right.
        let rightToLeft = try Self.check(folder.path + "/arabic.html", keys: ["ArrowRight"])
        #expect(
            rightToLeft.lang == "en" && rightToLeft.dir == "ltr" && rightToLeft.violations.isEmpty,
            "\(rightToLeft.violations.map(\.id))")
    }

    /// French and Spanish pages of samples of each kind: no axe-core violation, the page's
    /// language the one written, and the explorer saying what `explore` says in that language.
    @Test(
        arguments: ["daily-steps.json", "quarterly-revenue-by-region.json", "commute-times-histogram.json"],
        [
            "fr_FR", "es_ES",
        ])
    func frenchAndSpanishPagesAreAccessibleAndSayWhatExploreSays(sample: String, locale: String) throws {
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/" + sample
        let page = folder.path + "/page.html"
        let written = try Binary.run(["page", chart, "--locale", locale, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let keys = Self.keys.prefix(8)
        let report = try Self.check(page, keys: keys.map(\.key))
        #expect(report.violations.isEmpty, "\(sample) \(locale): \(report.violations.map { "\($0.id): \($0.nodes)" })")
        #expect(report.lang == locale.replacingOccurrences(of: "_", with: "-") && report.dir == "ltr")
        let said = try Binary.run(
            ["explore", chart, "--locale", locale, "--commands", "-"],
            input: keys.map(\.command).joined(separator: "\n") + "\n")
        #expect(report.said == said.out.split(separator: "\n").map(String.init), "\(sample) \(locale)")
        #expect(report.requests.isEmpty)
    }

    /// A bar chart of people by age, ages "0" to "99" as categories, in each language: entering and where say "Bar 2 of
    /// 100", not "Point", and a group of ages carries the axis's title ("age 2 to 3"), in the page as in explore.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES"])
    func barsAndGroupsOfNumericCategoriesAreSaidAsExploreSaysThem(locale: String) throws {
        let folder = TemporaryFolder()
        let points = (0..<100).map { "{\"x\": \"\($0)\", \"y\": \($0 * 7 % 23 + 1)}" }.joined(separator: ", ")
        let chart = folder.path + "/ages.json"
        try """
        {"title": "People by age", "kind": "bar", "xAxis": {"type": "categorical", "title": "age"}, \
        "yAxis": {"title": "People"}, "series": [{"name": "People", "points": [\(points)]}]}
        """.write(toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/ages.html"
        let written = try Binary.run(["page", chart, "--locale", locale, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let keys: [(key: String, command: String)] = [
            ("ArrowRight", "next"), ("w", "where"), ("u", "up"), ("w", "where"), ("ArrowRight", "next"),
        ]
        let report = try Self.check(page, keys: keys.map(\.key))
        let said = try Binary.run(
            ["explore", chart, "--locale", locale, "--commands", "-"],
            input: (["where"] + keys.map(\.command)).joined(separator: "\n") + "\n")
        let expected = said.out.split(separator: "\n").map(String.init)
        // Entering says where it is, as where does, then how to get help in the page's language.
        #expect(report.entry?.hasPrefix(expected[0] + ".") == true, "\(report.entry ?? "")")
        #expect(report.said == Array(expected.dropFirst()), "\(locale)")
        if locale == "en_US" {
            // (Age 1 has 1 × 7 mod 23 + 1 = 8 people; ages 2 and 3 have 15 and 22.)
            #expect(expected[2] == "Bar 2 of 100 in People, series 1 of 1: age 1, People 8", "\(expected)")
            #expect(expected[4].hasPrefix("Group 1 of 50 in People, series 1 of 1: age 0 to 1, 2 bars"))
            #expect(expected[5].hasPrefix("age 2 to 3, 2 bars, average 18.5"))
        }
        #expect(report.violations.isEmpty, "\(report.violations.map(\.id))")
    }

    @Test func theScriptKeysGotoAsSwiftDoes() throws {
        // The page's goto table is keyed by Swift's ExplorerScript.normalized; the script must
        // normalize what a listener types the same way.
        let folder = TemporaryFolder()
        let page = folder.path + "/steps.html"
        #expect(try Binary.run(["page", Binary.samples + "/daily-steps.json", "-o", page]).status == 0)
        let probes = ["  Jan  5, 2026 ", "1,234.5", "Q3   2025", "MÄRZ 1,2", "12,345,678", "a,b 1, 2"]
        let report = try Self.check(page, keys: probes.map { "normalize:" + $0 })
        #expect(report.normalized == probes.map(ExplorerScript.normalized))
    }

    @Test func gotoTakesWhatTheToolSays() throws {
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/daily-steps.json"
        #expect(try Binary.run(["page", chart, "-o", folder.path + "/steps.html"]).status == 0)
        let report = try Self.check(
            folder.path + "/steps.html",
            keys: [
                "g", "type:January 10", "Enter", "ArrowRight", "g", "type:2026-01-21", "Enter", "g",
                "type:  JANUARY   3 ", "Enter", "g", "type:Feb 30", "Enter", "g", "type:2025-13-01", "Enter",
            ])
        let expected = try Self.explore(
            chart, ["goto January 10", "next", "goto 2026-01-21", "goto January 3", "goto Feb 30", "goto 2025-13-01"])
        #expect(
            [report.said[2], report.said[3], report.said[6], report.said[9], report.said[12], report.said[15]]
                == expected)
        // A month no year has is no date (Date.UTC makes it January 1, 2026, the first point): never landed on unsaid.
        #expect(report.said[15].hasPrefix("'2025-13-01' is not a date"), "\(report.said)")
        #expect(report.focused == "explorer", "back in the explorer after goto")
    }

    /// Dates, categories and numbers typed into Go to, on pages whose x is each of them.
    static let typedPlaces = [
        "2026", "2025", "Q1 2026", "q3", "January 2026", "jan 15", "March 1, 2026", "15. Januar 2026", "3rd quarter",
        "December 2027", "Feb 30", "Janvier", "next week", "Jul", "16 March 2026", "12", "March 32", "2026-03-10",
        "march", "Ju", "Febuary", "  december", "q2 2025", "Q9", "Asia", "1950", "1,950", "1950 to 2000",
        "minus 5", "1.82 million", "3000", "abc", "12%", "1e3", "45", "40 to 50 minutes", "170 cm", "−2",
        "10.03.2026", "3/10/2026", "10/3/2026", "2026/03/10", "31.02.2026", "5.1.26",
    ]

    @Test(arguments: [
        "daily-steps.json", "daily-temperature.json", "weekly-training.json", "monthly-revenue.json",
        "quarterly-revenue-by-region.json", "world-population.json", "height-weight-scatter.json",
        "commute-times-histogram.json", "commute-modes-box.json", "electricity-mix-stacked.json",
    ])
    func gotoReadsDatesCategoriesAndNumbersAsExploreDoes(sample: String) throws {
        // A reviewer's stocks page refused "2005", "Q1 2005" and "March 1, 2005", and a box plot's "Item700", which
        // explore's goto takes; the page now reads dates, categories and numbers as explore does and lands where it
        // lands, saying the same when nothing is there.
        let typed = Self.typedPlaces
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/" + sample
        #expect(try Binary.run(["page", chart, "-o", folder.path + "/page.html"]).status == 0)
        let keys = typed.flatMap { ["g", "type:" + $0, "Enter"] }
        let report = try Self.check(folder.path + "/page.html", keys: keys, flags: ["--no-axe"])
        // (Each text without spaces at its end, which `explore --commands` would leave off its line.)
        let expected = try Self.explore(chart, typed.map { "goto " + $0 })
        let said = stride(from: 2, to: keys.count, by: 3).map { report.said[$0] }
        for (number, (page, tool)) in zip(said, expected).enumerated() where page != tool {
            Issue.record("\(sample): goto \(typed[number]): the page said \(page), explore \(tool)")
        }
        #expect(said.count == typed.count)
    }

    @Test func gotoLandsInTheMonthOnTheSeriesAndSaysAGuessAsExploreDoes() throws {
        // Monthly prices: A (read first, where the page starts) from March 2006, B from January 2004. "March 30,
        // 2006" is March's point, "Aug" A's first August (2006, not the chart's 2004); a misspelt crop is a guess said
        // as one, and the start of several crops names them.
        let folder = TemporaryFolder()
        let month = { (index: Int) in String(format: "%04d-%02d-01", 2004 + index / 12, index % 12 + 1) }
        let prices =
            ["symbol,date,price"] + (26..<48).map { "A,\(month($0)),\(10 + $0 % 7)" }
            + (0..<48).map { "B,\(month($0)),\(50 + $0 % 5)" }
        let crops =
            ["crop,tonnes", "setosa,3", "sorghum,4", "squash,5", "wheat,6", "Item 2,7"]
            + (1...9).map { "Item 1\($0),\($0)" } + [
                "Zürich,8", "Weißkohl,9", "Łódź,10", "\"Côte d’Ivoire\",11", "Cote Blanche,12",
                "München,13", "Congo Basin,14", "\"Congo, Rep.\",15", "\"Congo, Dem. Rep.\",16",
            ]
        // Quarterly sales dated at each quarter's end: February is the first quarter's, May 10 the second's.
        let ends = ["03-31", "06-30", "09-30", "12-31"]
        // Years as numbers: a date with its year names its year.
        let flow = ["Year,Flow"] + (1900...1905).map { "\($0),\(800 + 10 * ($0 % 7))" }
        let sales = ["date,sales"] + (0..<12).map { "\(2020 + $0 / 4)-\(ends[$0 % 4]),\(100 + 7 * $0 % 5)" }
        for (name, lines, typed) in [
            (
                "prices.csv", prices,
                [
                    "March 30, 2006", "Aug", "April 1, 2006", "Feb 29, 2008", "Q2", "2006Q3", "3/2006", "2006-7",
                    "May 5th, 2006",
                ]
            ),
            (
                "crops.csv", crops,
                [
                    "s", "Item42", "whaet", "xyzzy", "item 1", "sorg", "zurich", "ZÜR", "weisskohl", "lodz",
                    "cote  d'ivoire", "Côte", "cote", "muenchen", "congo",
                ]
            ),
            ("sales.csv", sales, ["February 2021", "May 10, 2022", "2021"]),
            ("flow.csv", flow, ["June 30, 1901", "Aug 1903", "1902", "Aug"]),
        ] {
            let chart = folder.path + "/" + name
            try (lines.joined(separator: "\n") + "\n").write(toFile: chart, atomically: true, encoding: .utf8)
            #expect(try Binary.run(["page", chart, "-o", folder.path + "/" + name + ".html"]).status == 0)
            let keys = typed.flatMap { ["g", "type:" + $0, "Enter"] }
            let report = try Self.check(folder.path + "/" + name + ".html", keys: keys, flags: ["--no-axe"])
            let expected = try Self.explore(chart, typed.map { "goto " + $0 })
            let said = stride(from: 2, to: keys.count, by: 3).map { report.said[$0] }
            #expect(said == expected, "\(name)")
            if name == "prices.csv" {
                #expect(expected[0].hasPrefix("March 2006, ") && expected[1].hasPrefix("August 2006, "), "\(expected)")
                // Quarters and months as tables write them, and a day with its ordinal.
                #expect(
                    expected[5...].map { $0.components(separatedBy: ",")[0] } == [
                        "July 2006", "March 2006", "July 2006", "May 2006",
                    ], "\(expected)")
            } else if name == "flow.csv" {
                #expect(
                    expected.map { $0.components(separatedBy: ",")[0] } == [
                        "1901", "1903", "1902", "'Aug' is not a number.",
                    ])
            } else if name == "sales.csv" {
                #expect(expected.map { $0.components(separatedBy: ",")[0] } == ["Q1 2021", "Q2 2022", "Q1 2021"])
            } else {
                #expect(expected[0] == "'s' begins 3 names: setosa, sorghum and squash.", "\(expected)")
                #expect(expected[1].hasPrefix("No category is called 'Item42'; the nearest name: Item 2, "))
                #expect(expected[4] == "'item 1' begins 9 names: Item 11, Item 12, Item 13, Item 14 and 5 more.")
                #expect(expected[6].hasPrefix("Zürich, ") && expected[7].hasPrefix("Zürich, "), "\(expected)")
                #expect(expected[8].hasPrefix("Weißkohl, "), "\(expected)")
                #expect(expected[9].hasPrefix("Łódź, ") && expected[10].hasPrefix("Côte d’Ivoire, "), "\(expected)")
                #expect(expected[11].hasPrefix("Côte d’Ivoire, "), "\(expected)")
                #expect(expected[12] == "'cote' begins 2 names: Côte d’Ivoire and Cote Blanche.", "\(expected)")
                #expect(expected[13].hasPrefix("München, "), "\(expected)")
                // Names holding commas are listed with semicolons, on the page as by explore, and one ending with its
                // own full stop takes no second.
                #expect(
                    expected[14] == "'congo' begins 3 names: Congo Basin; Congo, Rep. and Congo, Dem. Rep.",
                    "\(expected)")
            }
        }
    }

    @Test func aBinIsReachedByItsOwnWords() throws {
        // A histogram's bin as the tool says it, in the page's Go to and in explore's goto alike.
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/commute-times-histogram.json"
        #expect(try Binary.run(["page", chart, "-o", folder.path + "/commute.html"]).status == 0)
        let report = try Self.check(
            folder.path + "/commute.html",
            keys: ["g", "type:40 to 50 minutes", "Enter", "g", "type:40", "Enter", "g", "type:90", "Enter"])
        let expected = try Self.explore(chart, ["goto 40 to 50 minutes", "goto 10 to 20", "goto 40", "goto 90"])
        // An edge two bins share belongs to the bin it starts; the last bin holds its end too.
        #expect(
            expected == [
                "40 to 50 minutes, 14 people", "10 to 20 minutes, 30 people", "40 to 50 minutes, 14 people",
                "80 to 90 minutes, 2 people",
            ])
        #expect([report.said[2], report.said[5], report.said[8]] == [expected[0], expected[2], expected[3]])
    }

    @Test func theIndexOfSeveralPagesIsAccessible() throws {
        let folder = TemporaryFolder()
        #expect(
            try Binary.run([
                "page", Binary.samples + "/daily-temperature.json", Binary.samples + "/daily-steps.json", "-o",
                folder.path,
            ]).status == 0)
        let report = try Self.check(folder.path + "/index.html", keys: [])
        #expect(report.violations.isEmpty && report.requests.isEmpty, "\(report.violations.map(\.id))")
    }

    @Test func anEmbeddedAudioGraphPlaysFromThePage() throws {
        let folder = TemporaryFolder()
        let page = folder.path + "/embedded.html"
        #expect(
            try Binary.run(["page", Binary.samples + "/monthly-revenue.json", "-o", page, "--audio", "embed"]).status
                == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/embedded.wav"), "nothing beside the page")
        let report = try Self.check(page, keys: [])
        #expect(
            report.audioError == nil && (report.audioDuration ?? 0) > 1 && report.violations.isEmpty
                && report.requests.isEmpty)
    }
}

/// Pages of many points and many series in the browser, checked by browsers of their own while the samples' and the
/// Vega-Lite specs' pages are.
@Suite(.serialized) struct LargePageBrowserTests {
    /// The large pages' sizes: 1,000,000 points only with `AUDIOGRAPH_LARGE_PAGES=1` (a debug build takes minutes to
    /// write and explore it, a third of the suite's time; the benchmark opens it from a release build).
    static let largePageSizes =
        [1_000, 10_000, 100_000]
        + (ProcessInfo.processInfo.environment["AUDIOGRAPH_LARGE_PAGES"] == "1" ? [1_000_000] : [])

    @Test(arguments: largePageSizes)
    func aLargePagesExplorerSaysWhatExploreSays(points: Int) throws {
        // From 100,000 points the page is made in process without its audio graph, which nothing here plays (the
        // smaller pages are made by `page` with theirs).
        try PageBrowserTests.checkLargePage(points: points, seriesCount: 2, rendersAudio: points < 100_000)
    }

    @Test func aPageOfAThousandSeriesSaysWhatExploreSays() throws {
        // 1,000 series of 12 days: the explorer's data holds the first 16 series, the rest follow the page in chunks
        // read when a key first needs them (End at the series level needs the last). Its thousand tables are each in a
        // disclosure, closed: axe-core checks the page (it took minutes over a thousand open tables).
        try PageBrowserTests.checkLargePage(points: 12_000, seriesCount: 1_000, rendersAudio: false)
    }

    /// Keys that reach a box's numbers (down from a point, along them, where, and away by series, level and landmark),
    /// with the commands `explore` takes for them.
    static let partKeys: [(key: String, command: String)] = [
        ("n", "down"), ("n", "down"), ("w", "where"), ("ArrowRight", "next"), ("ArrowRight", "next"),
        ("ArrowRight", "next"), ("ArrowRight", "next"), ("ArrowRight", "next"), ("End", "last"), ("End", "last"),
        ("Home", "first"), ("Home", "first"), ("ArrowLeft", "previous"), ("PageDown", "forward"), ("Enter", "again"),
        ("c", "chord"), ("w", "where"), ("k", "next-peak"), ("n", "down"), ("o", "next-outlier"), ("n", "down"),
        ("ArrowDown", "next-series"), ("n", "down"), ("ArrowUp", "previous-series"), ("n", "down"), ("u", "up"),
        ("u", "up"), ("n", "down"), ("n", "down"), ("]", "max"), ("n", "down"), ("[", "min"), ("n", "down"),
        ("K", "previous-peak"), ("n", "down"), ("ArrowLeft", "previous"), ("w", "where"), ("u", "up"),
        ("ArrowRight", "next"), ("ArrowDown", "next-series"), ("ArrowDown", "next-series"),
        ("ArrowUp", "previous-series"),
    ]

    /// A chart of `points` points of `kind`: "box" (two series of box plots, some with outliers), "stack" (three
    /// layers of areas adding up, one with gaps) or "share" (three layers of bars stacked to 100 percent).
    static func boxOrStackChart(kind: String, points: Int) -> String {
        func number(_ value: Double) -> String { String((value * 10).rounded() / 10) }
        guard kind == "box" else {
            let each = points / 3
            let layers = (0..<3).map { layer in
                let values = (0..<each).map { step -> String in
                    guard layer != 1 || step % 97 != 5 else { return "null" }
                    return number(50 + 30 * sin(Double(step) / 9 + Double(layer * 2)) + Double(layer * 10 + step % 13))
                }
                return
                    "{\"name\": \"Source \(layer + 1)\", \"x\": [\((0..<each).map { String(2_000 + $0) }.joined(separator: ","))], "
                    + "\"y\": [\(values.joined(separator: ","))]}"
            }
            return """
                {"title": "Generation", "kind": "\(kind == "share" ? "bar" : "area")", \
                "stacking": "\(kind == "share" ? "normalized" : "standard")", "xAxis": {"title": "Year"}, \
                "yAxis": {"title": "Generation", "unit": "TWh"}, "series": [\(layers.joined(separator: ","))]}
                """
        }
        let series = (0..<2).map { line in
            let boxes = (0..<points / 2).map { day -> String in
                let median = 20 + 10 * sin(Double(day) / 13 + Double(line)) + Double(day % 7)
                let outliers =
                    day % 11 != 0
                    ? "" : ", \"outliers\": [\(number(median + 20))\(day % 22 == 0 ? ", " + number(median - 15) : "")]"
                return
                    "{\"x\": \(day), \"box\": {\"min\": \(number(median - 8 - Double(day % 3))), \"q1\": \(number(median - 3)), "
                    + "\"median\": \(number(median)), \"q3\": \(number(median + 4)), \"max\": \(number(median + 9 + Double(day % 5)))\(outliers)}}"
            }
            return "{\"name\": \"Line \(line + 1)\", \"points\": [\(boxes.joined(separator: ","))]}"
        }
        return """
            {"title": "Trip times", "kind": "box", "xAxis": {"title": "Day"}, \
            "yAxis": {"title": "Time", "unit": "minutes"}, "series": [\(series.joined(separator: ","))]}
            """
    }

    @Test(arguments: ["box", "stack", "share"])
    func aLargeBoxPlotOrStackSaysWhatExploreSaysAtEveryKey(kind: String) throws {
        // 1,500 points: past 1,000 they are answered from the navigator's data, every key at every level, a box's
        // numbers too, as explore answers them (up to 1,000 the page carries every answer).
        let folder = TemporaryFolder()
        let chart = folder.path + "/\(kind).json"
        try Self.boxOrStackChart(kind: kind, points: 1_500).write(toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/\(kind).html"
        let written = try Binary.run(["page", chart, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let keys = PageBrowserTests.everyKey + Self.partKeys
        let report = try PageBrowserTests.check(page, keys: keys.map(\.key), browser: .large)
        let heard = try PageBrowserTests.exploreHeard(chart, ["where"] + keys.map(\.command))
        #expect(report.entry == heard[0].said + ". h for help.")
        for (number, (said, expected)) in zip(report.said, heard.dropFirst().map(\.said)).enumerated()
        where said != expected {
            Issue.record("\(kind), key \(number) (\(keys[number].command)): said \(said), explore says \(expected)")
        }
        #expect(report.said.count == keys.count)
        let sounds = PageBrowserTests.soundMismatches(
            page: report.sounds ?? [], heard: heard.dropFirst().map(\.sound), commands: keys.map(\.command),
            chart: chart)
        #expect(sounds.isEmpty, "\(kind): \(sounds)")
        #expect(report.violations.isEmpty, "\(kind): \(report.violations.map { "\($0.id): \($0.nodes)" })")
        // About 940 bytes a box (its drawing 400) and 250 to 330 a stack's point (its total and share there).
        let size = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        #expect(size < 200_000 + (kind == "box" ? 1_000 : 250) * 1_500, "\(kind): \(size) bytes")
    }

    @Test func aLargeSeriesOfStepsCallsItsStepAStepAsExploreDoes() throws {
        // 1,500 readings of a flow near 850 up to reading 699 and near 620 from 700 on: past 1,000 points the page
        // answers from the navigator's data, and its `t` says "Step:" where explore does, never "Turning point:".
        let folder = TemporaryFolder()
        let chart = folder.path + "/flow.json"
        let rows = (0..<1_500).map { index in
            let value = (index < 700 ? 850 : 620) + 40 * sin(Double(index) * 1.7) + 25 * sin(Double(index) * 0.37)
            return "{\"x\": \(index), \"y\": \(Int(value))}"
        }
        try """
        {"title": "Flow", "xAxis": {"title": "Reading"}, "yAxis": {"title": "Flow", "unit": "cubic metres a second"}, \
        "series": [{"name": "Flow", "points": [\(rows.joined(separator: ","))]}]}
        """.write(toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/flow.html"
        let written = try Binary.run(["page", chart, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let keys: [(key: String, command: String)] = [
            ("t", "next-change"), ("t", "next-change"), ("End", "last"), ("T", "previous-change"),
        ]
        let report = try PageBrowserTests.check(page, keys: keys.map(\.key), browser: .large)
        let heard = try PageBrowserTests.exploreHeard(chart, ["where"] + keys.map(\.command)).dropFirst().map(\.said)
        #expect(report.said == heard)
        #expect(heard.first?.hasPrefix("Step: Reading 700, ") == true && heard.last == heard.first, "\(heard)")
        #expect(!heard.contains { $0.hasPrefix("Turning point") }, "\(heard)")
    }

    @Test func theExplorerAnswersBeforeThePageIsWholeAndKeysWaitForTheirPoints() throws {
        // The page is served with everything after the explorer's first chunk held back: the explorer
        // answers on entry, a key that needs points not yet read waits (and the keys after it), and once the
        // rest comes each is answered in order, as explore answers them.
        let folder = TemporaryFolder()
        let chart = folder.path + "/large.json"
        try PageBrowserTests.largeChart(points: 10_000, seriesCount: 2).write(
            toFile: chart, atomically: true, encoding: .utf8)
        let page = folder.path + "/large.html"
        let written = try Binary.run(["page", chart, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let line = try PageBrowserTests.Browser.large.report([
            "--stalled", page, "End", "ArrowLeft", "ArrowDown", "Home", "w", "h",
        ])
        struct Stalled: Decodable {
            var stateWhileLoading: String
            var saidWhileLoading: [String]
            var said: [String]
        }
        let report = try #require(
            try? JSONDecoder().decode(Stalled.self, from: line), "\(String(decoding: line, as: UTF8.self))")
        let expected = try PageBrowserTests.explore(
            chart, ["where", "last", "previous", "next-series", "first", "where"])
        let entry = expected[0] + ". h for help."
        #expect(report.stateWhileLoading == "loading" && report.saidWhileLoading == [entry])
        #expect(Array(report.said.prefix(6)) == [entry] + expected.dropFirst(), "\(report.said)")
        #expect(report.said.count == 7 && report.said[6].hasPrefix("Focus the explorer and use the keys"))
    }
}

/// Every Vega-Lite spec's page in the browser, checked by browsers of its own while the other pages are.
@Suite(.serialized) struct VegaLitePageBrowserTests {
    /// Every Vega-Lite spec the reader's tests read into a chart (Tests/ChartModelTests/Fixtures/VegaLite), the
    /// refused ones left out.
    static let vegaLiteSpecs: [String] = {
        let folder = Binary.package.appendingPathComponent("Tests/ChartModelTests/Fixtures/VegaLite").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".vl.json") && !$0.hasPrefix("refuse-") }.sorted().map { folder + "/" + $0 }
    }()

    @Test(arguments: vegaLiteSpecs)
    func aVegaLiteSpecsPageIsAccessibleAndSaysWhatExploreSays(spec: String) throws {
        try PageBrowserTests.checkPage(of: spec, browser: .vegaLite)
    }
}
