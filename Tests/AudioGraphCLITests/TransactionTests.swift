import Foundation
import TestSupport
import Testing

/// Outputs that belong together commit together: a page with its audio and data, audio with its
/// captions, a batch with its index.
///
/// A run that fails, or is stopped by a signal at any step of writing them (SIGKILL too), leaves
/// every old file as it was, or, stopped once the journal is written, every new one; SIGKILL leaves
/// only hidden temporary files, which the next run that writes into the folder clears (or puts in
/// place, for a transaction that had committed).
@Suite struct TransactionTests {
    /// A chart of 1,500 points: its page has its data as CSV beside it.
    static func longChart(in folder: String, named name: String = "long.json") throws -> String {
        let values = (0..<1_500).map { String(($0 * 37) % 101) }.joined(separator: ",")
        let x = (0..<1_500).map(String.init).joined(separator: ",")
        let path = folder + "/" + name
        try Data(
            #"{"title": "Long", "xAxis": {"title": "i"}, "yAxis": {"title": "v"}, "series": [{"name": "s", "x": [\#(x)], "y": [\#(values)]}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: path))
        return path
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// A command that writes several files, the files it writes (their paths in `output`),
    /// and the folders it writes into.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: @Sendable (_ input: String, _ output: String) -> [String]
        let targets: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "page", arguments: { ["page", $0, "-o", $1 + "/page.html"] },
            targets: ["page.html", "page.wav", "page.data.csv"]),
        Case(
            name: "sonify with captions",
            arguments: { ["sonify", $0, "-o", $1 + "/audio.wav", "--cues", $1 + "/cues/audio.vtt"] },
            targets: ["audio.wav", "cues/audio.vtt"]),
    ]

    @Test(arguments: cases, [SIGTERM, SIGINT, SIGKILL])
    func aRunStoppedAtAnyStepLeavesTheOldFilesOrAllTheNewOnes(case: Case, signal: Int32) throws {
        let folder = TemporaryFolder()
        let input = try Self.longChart(in: folder.path)
        let output = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: output + "/cues", withIntermediateDirectories: true)
        var step = 1
        while true {
            for target in `case`.targets {
                try Data("old \(target)".utf8).write(to: URL(fileURLWithPath: output + "/" + target))
            }
            let result = try Binary.run(
                `case`.arguments(input, output), environment: ["AUDIOGRAPH_TEST_SIGNAL_AT": "\(step):\(signal)"])
            let old = `case`.targets.map { contents(output + "/" + $0) == "old \($0)" }
            if result.status == 0 {
                // Past the last step: the run finished, every file new.
                #expect(old.allSatisfy { !$0 }, "step \(step): every file replaced")
                #expect(step > 5, "a transaction of several files has several steps")
                break
            }
            if signal == SIGKILL {
                // Only hidden temporary files, journals and notes may remain; the next run that
                // writes into the folders clears them, or finishes the renames.
                for place in [output, output + "/cues"] {
                    #expect(
                        try FileManager.default.contentsOfDirectory(atPath: place).allSatisfy { name in
                            `case`.targets.contains { $0.hasSuffix(name) } || name == "cues" || name.hasPrefix(".")
                        }, "step \(step)")
                }
                #expect(try Binary.run(["describe", input, "-o", output + "/cues/next.txt"]).status == 0)
                #expect(try Binary.run(["describe", input, "-o", output + "/next.txt"]).status == 0)
                for place in [output, output + "/cues"] {
                    try FileManager.default.removeItem(atPath: place + "/next.txt")
                }
            } else {
                #expect(result.status == 128 + signal, "step \(step): \(result.err)")
            }
            let after = `case`.targets.map { contents(output + "/" + $0) == "old \($0)" }
            #expect(after.allSatisfy { $0 } || after.allSatisfy { !$0 }, "step \(step): old files or new, never both")
            let left =
                try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix(".") }
                + FileManager.default.contentsOfDirectory(atPath: output + "/cues").filter { $0.hasPrefix(".") }
            #expect(left.isEmpty, "step \(step): \(left) left behind")
            step += 1
            guard step < 40 else {
                Issue.record("the run never finished")
                break
            }
        }
    }

    @Test func aPageThatFailsLeavesItsOldAudioAndData() throws {
        let folder = TemporaryFolder()
        let input = try Self.longChart(in: folder.path)
        for name in ["page.html", "page.wav"] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        // The data cannot be written where a folder stands: the audio, made first, is dropped.
        try FileManager.default.createDirectory(
            atPath: folder.path + "/page.data.csv", withIntermediateDirectories: false)
        let result = try Binary.run(["page", input, "-o", folder.path + "/page.html"])
        #expect(result.status == 73 && result.err.contains("page.data.csv"), "\(result.err)")
        #expect(contents(folder.path + "/page.html") == "old" && contents(folder.path + "/page.wav") == "old")
        #expect(folder.contents == ["long.json", "page.data.csv", "page.html", "page.wav"])
    }

    @Test func captionsThatCannotBeWrittenLeaveTheOldAudio() throws {
        let folder = TemporaryFolder()
        try Data("previous".utf8).write(to: URL(fileURLWithPath: folder.path + "/o.wav"))
        let result = try Binary.run(
            ["sonify", Binary.samples + "/daily-steps.json", "-o", "o.wav", "--cues", "nodir/o.vtt"], in: folder.path)
        #expect(
            result.status == 73
                && result.err == "Error: cannot create 'nodir/o.vtt': the folder 'nodir' does not exist\n")
        #expect(contents(folder.path + "/o.wav") == "previous" && folder.contents == ["o.wav"])
    }

    @Test func aPageNeverReplacesTheCSVItIsMadeFrom() throws {
        let folder = TemporaryFolder()
        let rows = (0..<1_500).map { "\($0),\($0 % 7),extra \($0)" }.joined(separator: "\n")
        let data = "day,steps,note\n" + rows + "\n"
        try Data(data.utf8).write(to: URL(fileURLWithPath: folder.path + "/data.csv"))
        // Past 1,000 rows the page's data goes beside it as data.data.csv: the page is made from data.csv, which
        // stays as it was (a reviewer's `page seattle.csv -o seattle.html` was refused, its data file the input).
        let result = try Binary.run(["page", "data.csv", "-o", "data.html"], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(contents(folder.path + "/data.csv") == data)
        #expect(folder.contents == ["data.csv", "data.data.csv", "data.html", "data.wav"])
        #expect(contents(folder.path + "/data.data.csv")?.hasPrefix("series,day,steps") == true)
        // The page's own data file is never replaced by itself.
        let again = try Binary.run(["page", "data.data.csv", "-o", "data.html"], in: folder.path)
        #expect(
            again.status == 64 && again.err.contains("Error: the output 'data.data.csv' is the input"), "\(again.err)")
    }

    @Test func aBatchPutsEveryPageAndItsIndexInPlaceTogether() throws {
        let folder = TemporaryFolder()
        let charts = folder.path + "/charts"
        try FileManager.default.createDirectory(atPath: charts, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try FileManager.default.copyItem(
                atPath: Binary.samples + "/daily-steps.json", toPath: charts + "/\(name).json")
        }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["a.html", "a.wav", "b.html", "b.wav", "index.html"] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: out + "/" + name))
        }
        // Stopped after the last page is prepared, before the index: nothing is replaced.
        let stopped = try Binary.run(
            ["page", charts, "-o", out, "--jobs", "1"], environment: ["AUDIOGRAPH_TEST_SIGNAL_AT": "8:15"])
        #expect(stopped.status == 143)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "a.html", "a.wav", "b.html", "b.wav", "index.html",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).allSatisfy { contents(out + "/" + $0) == "old" })
        let finished = try Binary.run(["page", charts, "-o", out])
        #expect(finished.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).allSatisfy { contents(out + "/" + $0) != "old" })
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace (Scripts/bootstrap.sh)"))
    func everyFileIsSyncedBeforeItsRenameAndItsFolderAfter() throws {
        let folder = TemporaryFolder()
        let input = try Self.longChart(in: folder.path)
        let result = try Binary.run(
            [
                // -y names each descriptor's path, so a call cut in two by another thread's still reads.
                "-f", "-y", "-e", "trace=fsync,rename,renameat,renameat2", "-o", folder.path + "/trace.txt",
                Binary.path, "page", input, "-o", folder.path + "/page.html",
            ], program: "/usr/bin/strace")
        #expect(result.status == 0, "\(result.err)")
        let trace = try String(contentsOfFile: folder.path + "/trace.txt", encoding: .utf8)
        // Which paths were synced (`fsync(5</path>)`), and the renames in order.
        var synced: Set<String> = []
        var renames: [(from: String, to: String)] = []
        var syncedAfterLastRename: Set<String> = []
        for line in trace.split(separator: "\n") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
            if let range = line.range(of: "fsync("), let start = line[range.upperBound...].firstIndex(of: "<"),
                let end = line[start...].firstIndex(of: ">")
            {
                let path = String(line[line.index(after: start)..<end])
                synced.insert(path)
                if !renames.isEmpty { syncedAfterLastRename.insert(path) }
            } else if line.contains("rename"), parts.count >= 5 {
                renames.append((parts[1], parts[3]))
                syncedAfterLastRename = []
            }
        }
        // The journal is renamed into place first (from its own temporary file), then the files.
        let files = renames.filter { !$0.to.hasSuffix(".journal") }
        #expect(
            files.map { ($0.to as NSString).lastPathComponent }.sorted() == ["page.data.csv", "page.html", "page.wav"])
        for rename in renames {
            #expect(synced.contains(rename.from), "\(rename.from) synced before it is renamed")
        }
        #expect(syncedAfterLastRename.contains(folder.path), "the folder synced after the renames: \(trace)")
    }
}
