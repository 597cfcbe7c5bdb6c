import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `audiograph audit` through the real binary.
@Suite struct AuditCommandTests {
    let samples = Binary.samples

    @Test func aCleanChartPassesAndTheSamplesFolderIsReported() throws {
        #expect(
            try Binary.run(["audit", samples + "/daily-steps.json"])
                == Binary.Result(status: 0, out: "1 chart: 0 errors, 0 warnings, 0 notes.\n", err: ""))
        let folder = try Binary.run(["audit", samples])
        #expect(folder.status == 1, "the CSV samples have no title")
        #expect(folder.err.isEmpty)
        try Golden.check(folder.out.replacingOccurrences(of: samples, with: "Samples"), "audit-samples.txt")
    }

    @Test func csvTakesTheSameReadingOptionsAsEveryCommand() throws {
        // Long-form CSV split by team, titled and given a unit: only its missing summary is left
        // (a CSV file cannot carry one).
        let csv = "game,team,goals\n1,Red,2\n1,Blue,1\n2,Red,0\n2,Blue,3\n"
        let audited = try Binary.run(
            ["audit", "-", "--split-by", "team", "--title", "Goals per game", "--unit", "goals", "--x", "game"],
            input: csv)
        #expect(audited.status == 0 && audited.err.isEmpty)
        #expect(
            audited.out.hasPrefix("warning summary-missing summary:")
                && audited.out.hasSuffix("1 chart: 0 errors, 1 warning, 0 notes.\n"))
        // A misspelt column is named by the option that gave it, in every command.
        for command in ["audit", "describe", "convert"] {
            let result = try Binary.run([command, "-", "--split-by", "taem"], input: csv)
            #expect(result.status == 64)
            #expect(
                result.err.hasPrefix(
                    "Error: 'standard input': --split-by 'taem': no such column (did you mean 'team'?)"),
                "\(command): \(result.err)")
        }
    }

    @Test func aMisspeltRuleIsRefusedNotIgnored() throws {
        let severity = try Binary.run(["audit", samples + "/daily-steps.json", "--severity", "tilte-missing=error"])
        #expect(severity.status == 64)
        #expect(
            severity.err.hasPrefix(
                "Error: invalid value 'tilte-missing=error' for '--severity': no rule is called 'tilte-missing' (did you mean 'title-missing'?)"
            ))
        let level = try Binary.run(["audit", samples + "/daily-steps.json", "--severity", "title-missing=fatal"])
        #expect(
            level.status == 64
                && level.err.hasPrefix(
                    "Error: invalid value 'title-missing=fatal' for '--severity'; expected RULE=LEVEL")
        )
        let disabled = try Binary.run(["audit", samples + "/daily-steps.json", "--disable", "tilte-missing"])
        #expect(disabled.status == 64 && disabled.err.contains("(did you mean 'title-missing'?)"))
    }

    @Test func strictnessSeveritiesDisabledRulesAndBaselines() throws {
        let users = samples + "/active-users-sparkline.json"
        let csv = samples + "/csv-daily-steps.csv"
        #expect(try Binary.run(["audit", users]).status == 0, "a warning alone passes")
        #expect(try Binary.run(["audit", users, "--strict"]).status == 1)
        #expect(try Binary.run(["audit", csv]).status == 1)
        #expect(try Binary.run(["audit", csv, "--disable", "title-missing"]).status == 0)
        #expect(
            try Binary.run(["audit", csv, "--disable", "title-missing", "--severity", "unit-missing=error"]).status == 1
        )
        let folder = TemporaryFolder()
        let report = try Binary.run(["audit", csv, "-o", folder.path + "/known.txt"])
        #expect(report.status == 1 && report.out.isEmpty)
        #expect(
            try Binary.run(["audit", csv, "--baseline", folder.path + "/known.txt"])
                == Binary.Result(status: 0, out: "1 chart: 0 errors, 0 warnings, 0 notes.\n", err: ""))
        let badRule = try Binary.run(["audit", csv, "--severity", "unit-missing=loud"])
        #expect(
            badRule.status == 64
                && badRule.err.hasPrefix(
                    "Error: invalid value 'unit-missing=loud' for '--severity'; expected RULE=LEVEL")
        )
    }

    @Test func unreadableChartsAreReportedAndTheRestStillAudited() throws {
        let folder = TemporaryFolder()
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder.path + "/broken.json"))
        let result = try Binary.run(["audit", folder.path + "/broken.json", samples + "/daily-steps.json"])
        #expect(result.status == 65)
        #expect(
            result.out.hasSuffix(
                "== \(samples)/daily-steps.json\n2 charts: 0 errors, 0 warnings, 0 notes, 1 unreadable.\n"))
        #expect(result.err.hasSuffix("Error: 1 of 2 charts could not be read\n"))
        #expect(try Binary.run(["audit", folder.path + "/missing.json"]).status == 66)
        // An option one file of several does not fit fails that file, not the batch: the other is still audited.
        try Data("game,team,goals\n1,Red,2\n1,Blue,1\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/a.csv"))
        try Data("game,goals\n1,2\n2,1\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/b.csv"))
        let split = try Binary.run(["audit", folder.path + "/a.csv", folder.path + "/b.csv", "--split-by", "team"])
        #expect(split.status == 64, "\(split.err)")
        #expect(split.out.contains("== \(folder.path)/a.csv\n") && split.out.contains("1 unreadable"), "\(split.out)")
        #expect(split.err.contains("'\(folder.path)/b.csv': --split-by 'team': no such column"), "\(split.err)")
    }

    @Test func jsonAndJUnitAreWellFormed() throws {
        let csv = samples + "/csv-daily-steps.csv"
        let json = try Binary.run(["audit", csv, samples + "/daily-steps.json", "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.count == 2)
        let findings = try #require(files[0]["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["title-missing", "unit-missing"])
        #expect(root["summary"] as? String == "2 charts: 1 error, 0 warnings, 1 note.")
        let junit = try Binary.run(["audit", csv, "--format", "junit"])
        let parser = XMLParser(data: Data(junit.out.utf8))
        #expect(parser.parse(), "JUnit output parses as XML")
        #expect(junit.out.contains("<testsuite name=\"\(csv)\" tests=\"33\" failures=\"1\">"))
        #expect(
            junit.out.contains(
                "<failure type=\"error\" message=\"title: the chart has no title, so nothing tells a listener first what it shows (descriptions fall back to the file&apos;s name or &apos;Untitled chart&apos;)\">"
            ))
    }

    @Test func aPersonReadsTheReportInTheChartsLanguage() throws {
        let csv = samples + "/csv-daily-steps.csv"
        let french = try Binary.run(["audit", csv, "--locale", "fr_FR"])
        #expect(french.status == 1)
        let lines = french.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("erreur title-missing title\u{a0}: ") == true, "\(lines)")
        #expect(lines.dropLast().allSatisfy { $0.contains(" (correction\u{a0}: ") && !$0.contains("(fix:") })
        #expect(lines.last == "1 graphique\u{a0}: 1 erreur, 0 avertissement, 1 remarque.")
        let spanish = try Binary.run(["audit", csv, "--locale", "es_ES"]).out
        #expect(spanish.hasPrefix("error title-missing title: ") && spanish.contains("\nnota unit-missing "))
        #expect(spanish.contains(" (solución: ") && spanish.hasSuffix("1 gráfico: 1 error, 0 avisos, 1 nota.\n"))
        let german = try Binary.run(["audit", csv, "--locale", "de_DE"]).out
        #expect(german.hasPrefix("Fehler title-missing title: ") && german.contains(" (Abhilfe: "))
        #expect(german.hasSuffix("1 Diagramm: 1 Fehler, 0 Warnungen, 1 Hinweis.\n"), "\(german)")
        // Machines keep the identifiers: JSON says "error", and the French text is a baseline.
        let json = try Binary.run(["audit", csv, "--locale", "fr_FR", "-f", "json"]).out
        #expect(json.contains("\"severity\" : \"error\"") || json.contains("\"severity\": \"error\""), "\(json)")
        let folder = TemporaryFolder()
        try french.out.write(toFile: folder.path + "/known.txt", atomically: true, encoding: .utf8)
        #expect(
            try Binary.run(["audit", csv, "--locale", "fr_FR", "--baseline", folder.path + "/known.txt"]).status == 0)
    }
}
