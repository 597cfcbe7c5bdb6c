import Foundation
import TestSupport
import Testing

/// The command line in pipelines and shells: JSON Lines for several charts, `-q`, `-r`, short
/// options, help wrapped to the terminal with examples, completions and the manual page made
/// from the same description of the commands, and one exit code per mistake.
@Suite struct PipelineTests {
    static let charts = ["daily-steps.json", "monthly-revenue.json", "csv-daily-steps.csv"].map {
        Binary.samples + "/" + $0
    }

    @Test func severalChartsAsJSONAreJSONLinesThatJqReads() throws {
        let folder = TemporaryFolder()
        let lines = try Binary.run(["describe"] + Self.charts + ["-f", "json", "-l", "details"])
        #expect(lines.status == 0 && lines.err.isEmpty, "\(lines.err)")
        #expect(!lines.out.contains("==>"))
        let documents = lines.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(documents.count == Self.charts.count + 1 && documents.last == "")
        // Each line is the chart's own document, with its file first.
        for (line, chart) in zip(documents, Self.charts) {
            let alone = try Binary.run(["describe", chart, "--format", "json", "--level", "details"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            var expected = try #require(try JSONSerialization.jsonObject(with: Data(alone.out.utf8)) as? [String: Any])
            expected["file"] = chart
            #expect(NSDictionary(dictionary: object).isEqual(to: expected), "\(chart)")
        }
        try Data(lines.out.utf8).write(to: URL(fileURLWithPath: folder.path + "/lines.jsonl"))
        let jq = try Binary.run(
            ["-r", ".file + \" \" + .level + \" \" + (.summary | length | tostring)", folder.path + "/lines.jsonl"],
            program: "/usr/bin/jq")
        #expect(jq.status == 0, "\(jq.err)")
        let read = jq.out.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(read.map { String($0[0]) } == Self.charts && read.allSatisfy { $0[1] == "details" && Int($0[2])! > 0 })
    }

    @Test func aReaderThatStopsEarlyEndsTheBatchQuietly() throws {
        // As `yes | head` does: the status a shell gives SIGPIPE, and nothing on standard error.
        let bash = try Binary.run(
            [
                "-c",
                #""$AG" describe "$SAMPLES" -f json -l points --jobs 1 | head -c 10 > /dev/null; echo "${PIPESTATUS[0]}""#,
            ],
            program: "/bin/bash", environment: ["AG": Binary.path, "SAMPLES": Binary.samples])
        #expect(bash.out == "141\n" && bash.err.isEmpty, "\(bash)")
    }

    @Test func quietLeavesOutNotesButNotErrors() throws {
        let noisy = try Binary.run(["describe", Self.charts[0], "-l", "overview", "--locale", "nl_NL"])
        #expect(noisy.status == 0 && noisy.err.hasPrefix("Note: "), "\(noisy.err)")
        let quiet = try Binary.run(["describe", Self.charts[0], "-l", "overview", "--locale", "nl_NL", "-q"])
        #expect(quiet.status == 0 && quiet.err.isEmpty && quiet.out == noisy.out)
        let failing = try Binary.run(["describe", "missing.json", "--quiet"])
        #expect(failing.status == 66 && failing.err == "Error: cannot read 'missing.json': no such file\n")
    }

    @Test func foldersAreSearchedAllTheWayDownWithR() throws {
        let folder = TemporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder.path + "/a/b", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.charts[0], toPath: folder.path + "/top.json")
        try fm.copyItem(atPath: Self.charts[1], toPath: folder.path + "/a/middle.json")
        try fm.copyItem(atPath: Self.charts[2], toPath: folder.path + "/a/b/bottom.csv")
        // A link back up would loop: folders reached through links are not followed.
        try fm.createSymbolicLink(atPath: folder.path + "/a/b/up", withDestinationPath: folder.path)
        let flat = try Binary.run(["describe", folder.path, "-f", "json", "-l", "overview"])
        #expect(flat.status == 0 && flat.out.split(separator: "\n").count == 1, "\(flat.err)")
        let deep = try Binary.run(["describe", folder.path, "-r", "-f", "json", "-l", "overview"])
        let files = deep.out.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["file"] as? String
        }
        #expect(
            deep.status == 0 && files == ["a/b/bottom.csv", "a/middle.json", "top.json"].map { folder.path + "/" + $0 })
    }

    @Test func shortOptionsAreTheLongOnes() throws {
        let long = try Binary.run(["describe", Self.charts[1], "--level", "details", "--format", "markdown"])
        let short = try Binary.run(["describe", Self.charts[1], "-l", "details", "-f", "markdown"])
        #expect(long.status == 0 && short == long)
        let audit = try Binary.run(["audit", Self.charts[1], "-f", "json"])
        #expect(audit.out == (try Binary.run(["audit", Self.charts[1], "--format", "json"])).out)
    }

    @Test func helpFitsTheTerminalAndEndsWithExamples() throws {
        for width in [40, 60, 120] {
            let help = try Binary.run(["describe", "--help"], environment: ["COLUMNS": String(width)])
            #expect(help.status == 0)
            let lines = help.out.split(separator: "\n")
            // Only an unbreakable word may pass the width.
            let over = lines.filter { $0.count > width && $0.contains(" ") && !$0.hasPrefix("  audiograph ") }
            #expect(over.isEmpty, "\(width): \(over)")
            #expect(help.out.contains("\nEXAMPLES:\n  audiograph describe sales.json\n"))
        }
        let top = try Binary.run(["--help"], environment: ["COLUMNS": "100"])
        #expect(top.out.contains("EXIT STATUS:\n  0 ") && top.out.contains("\n  66 "))
    }

    @Test func theSameMistakeHasTheSameCodeInEveryCommand() throws {
        let folder = TemporaryFolder()
        for command in [
            ["describe"], ["sonify", "-o", folder.path + "/a.wav"], ["explore"], ["audit"], ["convert"],
            ["page", "-o", folder.path + "/a.html"],
        ] {
            let missing = try Binary.run(command + [folder.path + "/missing.json"])
            #expect(missing.status == 66, "\(command): \(missing.err)")
            let folderInput = try Binary.run(command + [folder.path])
            #expect(folderInput.status == 66, "\(command): \(folderInput.err)")
            let badLocale = try Binary.run(command + [Self.charts[0], "--locale", "not a locale"])
            #expect(badLocale.status == 64, "\(command): \(badLocale.err)")
        }
        #expect(folder.contents.isEmpty)
    }

    @Test func bashCompletesSubcommandsOptionsAndValues() throws {
        let script = try Binary.run(["completions", "bash"])
        #expect(script.status == 0 && script.err.isEmpty)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let result = try Binary.run(
                [
                    "-c",
                    "source <(\"$AG\" completions bash); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _audiograph; printf '%s\\n' \"${COMPREPLY[@]}\"",
                ],
                program: "/bin/bash", environment: ["AG": Binary.path])
            #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
            return result.out.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["audiograph", "so"]) == ["sonify"])
        #expect(try complete(["audiograph", "describe", "--le"]) == ["--level"])
        #expect(try complete(["audiograph", "describe", "-l", "d"]) == ["details"])
        #expect(
            try complete(["audiograph", "sonify", "x.json", "--waveform", "s"]).sorted() == [
                "sawtooth", "sine", "square",
            ])
        #expect(try complete(["audiograph", "completions", "--he"]) == ["--help"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish (Scripts/bootstrap.sh)"))
    func fishCompletesSubcommandsOptionsAndValues() throws {
        func complete(_ line: String) throws -> [String] {
            let result = try Binary.run(
                ["-c", "\"$AG\" completions fish | source; complete -C '\(line)'"], program: "/usr/bin/fish",
                environment: ["AG": Binary.path])
            #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
            return result.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try complete("audiograph son") == ["sonify"])
        #expect(try complete("audiograph describe --lev") == ["--level"])
        #expect(try complete("audiograph describe --level ov") == ["overview"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh (Scripts/bootstrap.sh)"))
    func zshLoadsItsCompletion() throws {
        let folder = TemporaryFolder()
        let script = try Binary.run(["completions", "zsh"])
        try Data(script.out.utf8).write(to: URL(fileURLWithPath: folder.path + "/_audiograph"))
        let syntax = try Binary.run(["-n", folder.path + "/_audiograph"], program: "/usr/bin/zsh")
        #expect(syntax.status == 0 && syntax.err.isEmpty, "\(syntax.err)")
        let loaded = try Binary.run(
            [
                "-f", "-c",
                "fpath=(\(folder.path) $fpath); autoload -Uz compinit; compinit -u -D; print -r -- $_comps[audiograph]",
            ],
            program: "/usr/bin/zsh")
        #expect(loaded.out == "_audiograph\n", "\(loaded)")
    }

    @Test func theManualPageIsCleanRoffWithEveryCommand() throws {
        let folder = TemporaryFolder()
        let manual = try Binary.run(["manual"])
        #expect(manual.status == 0 && manual.err.isEmpty && manual.out.hasPrefix(".TH AUDIOGRAPH 1 "))
        try Data(manual.out.utf8).write(to: URL(fileURLWithPath: folder.path + "/audiograph.1"))
        let rendered = try Binary.run(
            // Plain text (no overstriking), every warning on.
            ["-man", "-Tutf8", "-ww", "-P", "-cbou", folder.path + "/audiograph.1"], program: "/usr/bin/groff",
            environment: ["COLUMNS": "100"])
        #expect(rendered.status == 0 && rendered.err.isEmpty, "\(rendered.err)")
        for heading in ["NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT"] {
            #expect(rendered.out.contains(heading), "\(heading)")
        }
        for command in ["describe", "sonify", "explore", "audit", "convert", "page", "demo", "completions"] {
            #expect(rendered.out.contains("audiograph \(command)"), "\(command)")
        }
        #expect(rendered.out.contains("speech") && rendered.out.contains("COLUMNS"))
    }
}
