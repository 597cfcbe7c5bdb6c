import Foundation
import TestSupport
import Testing

/// Text from a chart never reaches a terminal or a markup format with control characters in it,
/// and cannot forge structure: a title that retitles and clears the terminal, a label that
/// forges an announcement, a name that starts a Markdown heading or breaks SSML.
@Suite struct HostileTextTests {
    /// A chart whose every text field is hostile, as a file would spell it.
    static let chart = #"""
        {"title": "Sales\u001b]0;pwned\u0007\u001b[2J\r\nSecond line\u202eevil\u009b31m",
         "summary": "# Heading\n- item\n| a | b |\n1986. Listed\n<script>alert(1)</script>",
         "locale": "en_US\u0000",
         "xAxis": {"type": "categorical", "title": "Place\u000b\u000c", "categories": ["North\u0085South", "1986. East", "<b>West</b>", "- Centre"]},
         "yAxis": {"title": "Amount\u2028more", "unit": "units\u0001"},
         "references": [{"axis": "y", "value": 5, "label": "Goal\nPoint 99 of 99: FORGED"}],
         "series": [{"name": "Shop\n# Injected\u2066isolated", "points": [
            {"x": "North\u0085South", "y": 3, "label": "FORGED\nPoint 99 of 99: FORGED"},
            {"x": "1986. East", "y": 7},
            {"x": "<b>West</b>", "y": 4, "label": "\u202ereversed"},
            {"x": "- Centre", "y": 8}]},
           {"name": "| pipe | table |", "points": [{"x": "North\u0085South", "y": 6}, {"x": "1986. East", "y": 2}, {"x": "<b>West</b>", "y": 9}, {"x": "- Centre", "y": 1}]}]}
        """#

    static func write(in folder: TemporaryFolder) throws -> String {
        let path = folder.path + "/hostile.json"
        try Data(chart.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func check(_ text: String, _ name: String, _ format: ((String) -> String?)? = nil) {
        #expect(!text.isEmpty, "\(name) is empty")
        if let problem = OutputChecks.rawControl(in: text) ?? format?(text) { Issue.record("\(name): \(problem)") }
    }

    @Test func everyDescriptionFormatStaysClean() throws {
        let folder = TemporaryFolder()
        let path = try Self.write(in: folder)
        for level in ["overview", "summary", "details", "points", "full"] {
            for (format, check) in [
                ("text", nil), ("markdown", OutputChecks.markdownProblem), ("ssml", OutputChecks.xmlProblem),
                ("json", OutputChecks.jsonProblem),
            ] as [(String, ((String) -> String?)?)] {
                let result = try Binary.run(["describe", path, "--level", level, "--format", format, "--sparkline"])
                #expect(result.status == 0)
                Self.check(result.out, "\(format) at \(level)", check)
            }
        }
        // The title is one line, its escape sequences gone.
        let overview = try Binary.run(["describe", path, "--level", "overview"]).out
        #expect(overview.hasPrefix("Sales]0;pwned[2J Second lineevil31m. Bar chart"))
    }

    @Test func theAudioGraphsCuesAndTheAuditStayClean() throws {
        let folder = TemporaryFolder()
        let path = try Self.write(in: folder)
        #expect(try Binary.run(["sonify", path, "-o", "a.wav", "--cues", "a.vtt"], in: folder.path).status == 0)
        Self.check(
            try String(contentsOfFile: folder.path + "/a.vtt", encoding: .utf8), "WebVTT",
            { OutputChecks.webVTTProblem($0) })
        for (format, check) in [("text", nil), ("json", OutputChecks.jsonProblem), ("junit", OutputChecks.xmlProblem)]
            as [(String, ((String) -> String?)?)]
        {
            let result = try Binary.run(["audit", path, "--format", format])
            Self.check(result.out, "audit as \(format)", check)
        }
        let converted = try Binary.run(["convert", path])
        Self.check(converted.out, "the converted chart", OutputChecks.jsonProblem)
    }

    @Test func aLabelCannotForgeAnAnnouncement() throws {
        let folder = TemporaryFolder()
        let path = try Self.write(in: folder)
        let commands = ["first", "next", "next", "next", "where", "goto <b>West</b>", "next-series", "stats"]
        let result = try Binary.run(
            ["explore", path, "--commands", "-"], input: commands.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        Self.check(result.out, "explore")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == commands.count, "one line per command")
        #expect(
            lines[0]
                == "Start of Shop # Injected\u{2066}isolated\u{2069}: North South, FORGED Point 99 of 99: FORGED, 3 units"
        )
        #expect(!lines.contains { $0.hasPrefix("Point 99") })
    }

    @Test func aTextFieldLongerThanAThousandCharactersIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/long.json"
        let name = String(repeating: "n", count: 5_000_000)
        try Data(#"{"xAxis": {"title": "x"}, "series": [{"name": "\#(name)", "points": [{"x": 1, "y": 2}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let result = try Binary.run(["describe", path, "--level", "points"])
        #expect(result.status == 65)
        #expect(
            result.err
                == "Error: '\(path)': series[0].name: a text of 5,000,000 characters; a text field holds at most 1,000\n"
        )
        #expect(result.out.isEmpty)
        let csv = folder.path + "/long.csv"
        try Data(("x,y\n" + String(repeating: "c", count: 1_001) + ",1\n").utf8).write(to: URL(fileURLWithPath: csv))
        let refused = try Binary.run(["describe", csv])
        #expect(
            refused.status == 65
                && refused.err
                    == "Error: '\(csv)': line 2, column 1: a field of 1,001 characters; a field holds at most 1,000\n"
        )
    }

    @Test func thePagesDataNeverRunsAsASpreadsheetFormula() throws {
        let folder = TemporaryFolder()
        // 1,500 points, so the page writes its data as CSV beside it.
        let names = ["=HYPERLINK(\"http://x\")", "+1+1", "@SUM(A1)", "-2+3", "\tTab", "-1.5", "plain"]
        let categories = (0..<1_500).map { names[$0 % names.count] + ($0 < names.count ? "" : " \($0)") }
        let quoted = categories.map {
            "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\t", with: "\\t") + "\""
        }
        let chart =
            #"{"title": "Formulas", "xAxis": {"type": "categorical", "title": "=cmd|' /C calc'!A0"}, "yAxis": {"title": "-y"}, "series": [{"name": "@name", "x": ["#
            + quoted.joined(separator: ",") + #"], "y": ["# + (0..<1_500).map { String(-$0) }.joined(separator: ",")
            + "]}]}"
        try Data(chart.utf8).write(to: URL(fileURLWithPath: folder.path + "/formulas.json"))
        #expect(try Binary.run(["page", "formulas.json", "-o", "formulas.html"], in: folder.path).status == 0)
        let csv = try String(contentsOfFile: folder.path + "/formulas.data.csv", encoding: .utf8)
        let lines = csv.split(separator: "\n").map(String.init)
        #expect(lines[0] == "series,'=cmd|' /C calc'!A0,'-y")
        #expect(lines[1] == "'@name,\"'=HYPERLINK(\"\"http://x\"\")\",0")
        #expect(lines[2] == "'@name,'+1+1,-1")
        #expect(lines[3] == "'@name,'@SUM(A1),-2")
        #expect(lines[4] == "'@name,'-2+3,-3")
        // A tab is a space once read, as every text field's control characters are.
        #expect(lines[5] == "'@name, Tab,-4")
        // A negative number is a number, and stays one.
        #expect(lines[6] == "'@name,-1.5,-5" && lines[7] == "'@name,plain,-6")
        // Every cell of every line: none starts a formula.
        for line in lines {
            for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
                let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell[...]
                #expect(
                    !(text.first.map { "=+@\t\r".contains($0) } ?? false)
                        && !(text.hasPrefix("-") && Double(text) == nil), "\(line)")
            }
        }
    }

    @Test func charactersXMLForbidsNeverReachSSMLOrJUnit() throws {
        let folder = TemporaryFolder()
        let chart =
            #"{"title": "Non\uFFFEcharacters\uFFFF", "xAxis": {"type": "categorical", "title": "x\uFFFF"}, "yAxis": {"title": "y"}, "series": [{"name": "s\uFFFE", "points": [{"x": "a\uFFFF", "y": 1, "label": "\uFFFEl"}, {"x": "b", "y": 2}]}]}"#
        try Data(chart.utf8).write(to: URL(fileURLWithPath: folder.path + "/c.json"))
        for level in ["overview", "full", "points"] {
            let ssml = try Binary.run(["describe", "c.json", "--format", "ssml", "--level", level], in: folder.path)
            #expect(ssml.status == 0)
            #expect(OutputChecks.xmlProblem(ssml.out) == nil, "\(level): \(ssml.out)")
            #expect(!ssml.out.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
            #expect(ssml.out.contains("Non\u{FFFD}characters\u{FFFD}") || level == "points")
        }
        let junit = try Binary.run(["audit", "c.json", "--format", "junit"], in: folder.path)
        #expect(OutputChecks.xmlProblem(junit.out) == nil, "\(junit.out)")
    }
}
