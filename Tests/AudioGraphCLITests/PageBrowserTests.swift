import Foundation
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
    ]
    /// On a chart explored by groups, the keys that keep to them.
    static let groupKeys: [(key: String, command: String)] = [
        ("ArrowRight", "next"), ("ArrowRight", "next"), ("End", "last"), ("Home", "first"), ("ArrowLeft", "previous"),
        ("w", "where"), ("Enter", "again"),
    ]

    struct Report: Decodable {
        var lang: String
        var dir: String
        var audioDuration: Double?
        var audioError: Int?
        var cues: [String]?
        var said: [String]
        var focused: String
        var highlighted: Bool?
        var violations: [Violation]
        var requests: [String]
        var axeVersion: String
        var normalized: [String]
        struct Violation: Decodable {
            var id: String
            var nodes: [String]
        }
    }

    static func check(_ page: String, keys: [String]) throws -> Report {
        let script = Binary.package.appendingPathComponent("Tests/Browser/check_page.py").path
        let result = try Binary.run(["python3", script, page] + keys, program: "/usr/bin/env")
        try #require(
            result.status == 0,
            "the browser check failed (Scripts/test.sh installs chromium, chromium-driver, selenium and axe-core): \(result.err)"
        )
        return try JSONDecoder().decode(Report.self, from: Data(result.out.utf8))
    }

    /// What `explore --commands` prints for `commands` on `chart`.
    static func explore(_ chart: String, _ commands: [String]) throws -> [String] {
        let result = try Binary.run(
            ["explore", chart, "--commands", "-"], input: commands.joined(separator: "\n") + "\n")
        return result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: Samples.names)
    func everySamplesPageIsAccessibleAndSaysWhatExploreSays(sample: String) throws {
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/" + sample
        let page = folder.path + "/page.html"
        let written = try Binary.run(["page", chart, "-o", page])
        try #require(written.status == 0, "\(written.err)")
        let byGroups = sample.contains("100k")
        let keys = byGroups ? Self.groupKeys : Self.keys
        let report = try Self.check(page, keys: keys.map(\.key) + ["Escape"])
        #expect(report.violations.isEmpty, "\(sample): \(report.violations.map { "\($0.id): \($0.nodes)" })")
        #expect(report.axeVersion.hasPrefix("4."))
        // The explorer says what explore says (a chart explored by groups starts a level up).
        var expected = try Self.explore(chart, (byGroups ? ["up"] : []) + keys.map(\.command))
        if byGroups { expected.removeFirst() }
        // (The last key, Escape, says nothing.)
        #expect(Array(report.said.dropLast()) == expected, "\(sample): expected \(expected)")
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
        // A page stays small, however long its chart.
        let size = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        #expect(size < 2_000_000, "\(sample): \(size) bytes")
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
                "type:  JANUARY   3 ", "Enter", "g", "type:Feb 30", "Enter",
            ])
        let expected = try Self.explore(chart, ["goto January 10", "next", "goto 2026-01-21", "goto January 3"])
        #expect([report.said[2], report.said[3], report.said[6], report.said[9]] == expected)
        #expect(
            report.said[12]
                == "No point here is called 'Feb 30'; give an x value as the chart says it, or use goto in audiograph explore."
        )
        #expect(report.focused == "explorer", "back in the explorer after goto")
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
