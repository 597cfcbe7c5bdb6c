import Foundation
import TestSupport
import Testing

/// The sessions the README and the guides show (`$ cat FILE`, then `$ audiograph …` and what it prints) are run as
/// written, in a folder holding the files they show, and print what the text says.
@Suite struct DocumentationExampleTests {
    /// One shown session: the files it shows, and each command with the lines it prints.
    struct Session {
        var files: [String: String] = [:]
        var commands: [(arguments: [String], output: [String])] = []
    }

    /// The sessions of the `text` blocks of `markdown` that show every file their commands read.
    static func sessions(in markdown: String) -> [Session] {
        let blocks = markdown.components(separatedBy: "```text\n").dropFirst().map {
            String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)])
        }
        return blocks.compactMap { block -> Session? in
            var session = Session()
            var current: (kind: String, words: [String], lines: [String])?
            func close() {
                guard let (kind, words, lines) = current else { return }
                if kind == "cat", let file = words.first {
                    session.files[file] = lines.joined(separator: "\n") + "\n"
                } else if kind == "audiograph" {
                    session.commands.append((words, lines))
                }
            }
            for line in block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("$ ") {
                    close()
                    let words = line.dropFirst(2).split(separator: " ").map(String.init)
                    current = (words[0], Array(words.dropFirst()), [])
                } else if !line.isEmpty {
                    current?.lines.append(line)
                }
            }
            close()
            let read = session.commands.flatMap { $0.arguments.filter { $0.contains(".") && !$0.hasPrefix("-") } }
            return !session.commands.isEmpty && read.allSatisfy { session.files[$0] != nil } ? session : nil
        }
    }

    @Test(arguments: ["README.md", "Documentation/CommandLine.md"])
    func theShownSessionsPrintWhatTheTextSays(document: String) throws {
        let text = try String(contentsOfFile: Binary.package.path + "/" + document, encoding: .utf8)
        let sessions = Self.sessions(in: text)
        #expect(sessions.count >= 2, "\(document)")
        for session in sessions {
            let folder = TemporaryFolder()
            for (name, contents) in session.files {
                try contents.write(toFile: folder.path + "/" + name, atomically: true, encoding: .utf8)
            }
            for (arguments, output) in session.commands {
                let result = try Binary.run(arguments, in: folder.path)
                let printed = (result.err + result.out).split(separator: "\n").map(String.init)
                #expect(printed == output, "\(document): audiograph \(arguments.joined(separator: " "))")
            }
        }
    }
}
