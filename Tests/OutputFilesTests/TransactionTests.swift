import Foundation
import TestSupport
import Testing

@testable import OutputFiles

/// Outputs that belong together are put in place together, and what a killed run left behind
/// is cleared (or finished) by the next run that writes into its folder.
@Suite struct TransactionTests {
    func write(_ text: String, to path: String, in transaction: OutputTransaction) throws {
        let file = try OutputFile(path: path, transaction: transaction)
        try file.write(text)
        try file.commit()
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func theFilesOfATransactionAppearTogether() throws {
        let folder = TemporaryFolder()
        let (a, b) = (folder.path + "/a.txt", folder.path + "/b.txt")
        try Data("old a".utf8).write(to: URL(fileURLWithPath: a))
        let transaction = OutputTransaction()
        try write("new a", to: a, in: transaction)
        try write("new b", to: b, in: transaction)
        // Each is prepared, hidden beside its target; the targets are as they were.
        #expect(contents(a) == "old a" && contents(b) == nil)
        #expect(folder.contents.filter { $0.hasPrefix(".") }.count == 2)
        try transaction.commit()
        #expect(contents(a) == "new a" && contents(b) == "new b")
        #expect(folder.contents == ["a.txt", "b.txt"])
    }

    @Test func aTransactionDroppedOrCancelledLeavesEveryTarget() throws {
        let folder = TemporaryFolder()
        let a = folder.path + "/a.txt"
        try Data("old a".utf8).write(to: URL(fileURLWithPath: a))
        do {
            let transaction = OutputTransaction()
            try write("new a", to: a, in: transaction)
            try write("new b", to: folder.path + "/b.txt", in: transaction)
        }
        #expect(folder.contents == ["a.txt"] && contents(a) == "old a")
        let cancelled = OutputTransaction()
        try write("new a", to: a, in: cancelled)
        cancelled.cancel()
        #expect(folder.contents == ["a.txt"] && contents(a) == "old a")
        // A finished transaction takes no more files, and removes the one offered.
        #expect(throws: OutputError.self) { try write("late", to: folder.path + "/c.txt", in: cancelled) }
        #expect(folder.contents == ["a.txt"])
    }

    @Test func aTransactionWithinAnotherJoinsItWhenCommitted() throws {
        let folder = TemporaryFolder()
        let batch = OutputTransaction()
        let first = OutputTransaction(within: batch)
        try write("1", to: folder.path + "/1.txt", in: first)
        try first.commit()
        let failed = OutputTransaction(within: batch)
        try write("2", to: folder.path + "/2.txt", in: failed)
        failed.cancel()
        #expect(folder.contents.allSatisfy { $0.hasPrefix(".") } && folder.contents.count == 1)
        try batch.commit()
        #expect(folder.contents == ["1.txt"])
    }

    @Test func aFileNamedUpToTheSystemsLimitIsWritten() throws {
        let folder = TemporaryFolder()
        for length in [100, 225, 240, 255] {
            let name = String(repeating: "é", count: (length - 4) / 2) + (length % 2 == 1 ? "x" : "") + ".txt"
            #expect(name.utf8.count == length)
            try OutputFile.write("long", to: OutputTarget(path: folder.path + "/" + name))
            #expect(contents(folder.path + "/" + name) == "long")
        }
        #expect(folder.contents.allSatisfy { !$0.hasPrefix(".") })
    }

    /// The number of a process that has ended.
    func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A leftover's name, as process `pid` on this host would have made it.
    func leftover(_ name: String, pid: Int32, random: String, suffix: String = ".tmp") -> String {
        let host = TemporaryFiles.owner.split(separator: "-")[1]
        return (name.isEmpty ? "" : "." + name) + ".audiograph-\(host)-\(pid)-\(random)" + suffix
    }

    @Test func theNextRunFinishesATransactionThatHadCommitted() throws {
        let folder = TemporaryFolder()
        let other = TemporaryFolder()
        let pid = try endedProcess()
        let (page, audio, captions) = (folder.path + "/p.html", folder.path + "/p.wav", other.path + "/p.vtt")
        // The renames were cut short: the page is new, its audio and captions still prepared.
        try Data("new page".utf8).write(to: URL(fileURLWithPath: page))
        try Data("old audio".utf8).write(to: URL(fileURLWithPath: audio))
        try Data("old captions".utf8).write(to: URL(fileURLWithPath: captions))
        let temporaryAudio = folder.path + "/" + leftover("p.wav", pid: pid, random: "0000000a")
        let temporaryCaptions = other.path + "/" + leftover("p.vtt", pid: pid, random: "0000000b")
        try Data("new audio".utf8).write(to: URL(fileURLWithPath: temporaryAudio))
        try Data("new captions".utf8).write(to: URL(fileURLWithPath: temporaryCaptions))
        let journal = folder.path + "/" + leftover("", pid: pid, random: "0000000c", suffix: ".journal")
        let text = [
            "AUDIOGRAPH-JOURNAL 1", journal, folder.path + "/gone.tmp", page, temporaryAudio, audio, temporaryCaptions,
            captions, "",
        ].joined(separator: "\0")
        try Data(text.utf8).write(to: URL(fileURLWithPath: journal))
        let note = other.path + "/" + leftover("", pid: pid, random: "0000000c", suffix: ".prepared")
        try Data(text.utf8).write(to: URL(fileURLWithPath: note))
        // A run that writes into the captions' folder finds the note, then the journal.
        try OutputFile.write("unrelated", to: OutputTarget(path: other.path + "/other.txt"))
        #expect(contents(page) == "new page" && contents(audio) == "new audio" && contents(captions) == "new captions")
        #expect(folder.contents == ["p.html", "p.wav"])
        #expect(other.contents == ["other.txt", "p.vtt"])
    }

    @Test func theNextRunRemovesATransactionThatHadNotCommitted() throws {
        let folder = TemporaryFolder()
        let other = TemporaryFolder()
        let pid = try endedProcess()
        let audio = folder.path + "/p.wav"
        let captions = other.path + "/p.vtt"
        try Data("old audio".utf8).write(to: URL(fileURLWithPath: audio))
        let temporaryAudio = folder.path + "/" + leftover("p.wav", pid: pid, random: "0000000a")
        let temporaryCaptions = other.path + "/" + leftover("p.vtt", pid: pid, random: "0000000b")
        try Data("new audio".utf8).write(to: URL(fileURLWithPath: temporaryAudio))
        try Data("new captions".utf8).write(to: URL(fileURLWithPath: temporaryCaptions))
        // The note was written; the journal never was.
        let journal = folder.path + "/" + leftover("", pid: pid, random: "0000000c", suffix: ".journal")
        let text = ["AUDIOGRAPH-JOURNAL 1", journal, temporaryAudio, audio, temporaryCaptions, captions, ""].joined(
            separator: "\0")
        try Data(text.utf8).write(
            to: URL(fileURLWithPath: other.path + "/" + leftover("", pid: pid, random: "0000000c", suffix: ".prepared"))
        )
        try OutputFile.write("unrelated", to: OutputTarget(path: other.path + "/other.txt"))
        #expect(other.contents == ["other.txt"])
        #expect(contents(captions) == nil)
        try OutputFile.write("unrelated", to: OutputTarget(path: folder.path + "/other.txt"))
        #expect(folder.contents == ["other.txt", "p.wav"] && contents(audio) == "old audio")
    }

    @Test func theFilesOfARunningProgramAreLeftAlone() throws {
        let folder = TemporaryFolder()
        // Process 1 runs on every system; a name from another host is young.
        let running = leftover("a.txt", pid: 1, random: "0000000a")
        let elsewhere = ".a.txt.audiograph-00000000-\(try endedProcess())-0000000b.tmp"
        for name in [running, elsewhere, ".a.txt.someone-else.tmp"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        try OutputFile.write("a", to: OutputTarget(path: folder.path + "/a.txt"))
        #expect(Set(folder.contents) == [running, elsewhere, ".a.txt.someone-else.tmp", "a.txt"])
    }
}
