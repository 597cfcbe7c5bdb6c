// What every output of a chart must be, whatever the chart says: no raw control characters, and
// well-formed in its own format. Used by the tests and by the fuzzers (Scripts/fuzz.sh compiles
// this file into them), so both hold outputs to the same rules.
import ChartModel
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks of what a chart's outputs must be: free of raw control characters, well-formed.
public enum OutputChecks {
    /// The first control character in `text` (C0, DEL, C1, the line and paragraph separators
    /// and the bidirectional embeddings and overrides), other than the line feeds that end
    /// lines, described; `nil` when there is none.
    public static func rawControl(in text: String) -> String? {
        for scalar in text.unicodeScalars where scalar != "\n" {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E:
                return "a raw control character U+" + String(format: "%04X", scalar.value)
            default: continue
            }
        }
        return nil
    }

    /// Why `text` is not well-formed XML, or `nil`.
    public static func xmlProblem(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() ? nil : "not well-formed XML: " + (parser.parserError.map { "\($0)" } ?? "unknown error")
    }

    /// Why `text` is not JSON, or `nil`.
    public static func jsonProblem(_ text: String) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return nil
        } catch {
            return "not JSON: \(error)"
        }
    }

    /// Why `text` is not a valid WebVTT file, or `nil`: the signature line, then cues separated
    /// by blank lines, each an optional identifier (without "-->"), a timing line
    /// `hh:mm:ss.ttt --> hh:mm:ss.ttt` whose end is after its start, and at least one line of
    /// text (without "-->"); cues in order of their start times; with `shortest`, no cue
    /// shorter than that many seconds.
    public static func webVTTProblem(_ text: String, shortest: Double = 0) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let signature = lines.first,
            signature == "WEBVTT" || signature.hasPrefix("WEBVTT ") || signature.hasPrefix("WEBVTT\t")
        else {
            return "the first line is not WEBVTT"
        }
        var index = 1
        var previousStart = -1.0
        var cue = 0
        while index < lines.count {
            if lines[index].isEmpty {
                index += 1
                continue
            }
            cue += 1
            var line = lines[index]
            if !line.contains("-->") {
                index += 1
                guard index < lines.count else { return "cue \(cue): an identifier without a timing line" }
                line = lines[index]
            }
            let parts = line.components(separatedBy: " --> ")
            guard parts.count == 2, let start = seconds(parts[0]),
                let end = seconds(parts[1].split(separator: " ").first.map(String.init) ?? "")
            else {
                return "cue \(cue): '\(line)' is not a timing line"
            }
            guard end > start else { return "cue \(cue): it ends (\(parts[1])) no later than it starts (\(parts[0]))" }
            guard start >= previousStart else {
                return "cue \(cue): it starts at \(parts[0]), before the cue before it"
            }
            guard end - start >= shortest - 0.0005 else {
                return "cue \(cue): it lasts \(end - start) s, less than \(shortest) s"
            }
            previousStart = start
            index += 1
            var payload = 0
            while index < lines.count, !lines[index].isEmpty {
                if lines[index].contains("-->") { return "cue \(cue): its text contains '-->'" }
                payload += 1
                index += 1
            }
            guard payload > 0 else { return "cue \(cue): no text" }
        }
        return nil
    }

    /// `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds.
    private static func seconds(_ stamp: String) -> Double? {
        let parts = stamp.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count) else { return nil }
        let last = parts[parts.count - 1].split(separator: ".", omittingEmptySubsequences: false)
        guard last.count == 2, last[0].count == 2, last[1].count == 3, let second = Int(last[0]),
            let milliseconds = Int(last[1]), second < 60
        else {
            return nil
        }
        var total = 0
        for (position, part) in parts.dropLast().enumerated() {
            guard part.count >= 2, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else { return nil }
            // Minutes, the part just before the seconds, stay below 60.
            if position == parts.count - 2, value >= 60 { return nil }
            total = total * 60 + value
        }
        return Double(total * 60 + second) + Double(milliseconds) / 1000
    }

    /// Why `text`, the Markdown of a description, has a block structure other than the one the
    /// writer lays out, or `nil`: only its own headings, list items and table rows start a block;
    /// every other line is a paragraph no chart text can turn into a heading, list, quote, rule,
    /// code block or table; each table row has as many cells as its header.
    public static func markdownProblem(_ text: String) -> String? {
        var tableColumns: Int?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let place = "line \(number + 1)"
            if line.isEmpty {
                tableColumns = nil
                continue
            }
            if line.hasPrefix("|") {
                let cells = unescapedPipes(in: line) - 1
                if let columns = tableColumns {
                    if cells != columns {
                        return "\(place): a table row of \(cells) cells under a header of \(columns)"
                    }
                } else {
                    tableColumns = cells
                }
                continue
            }
            if line.hasPrefix("# ") || line.hasPrefix("## ") || line.hasPrefix("### ") || line.hasPrefix("- ") {
                if let problem = inlineProblem(line.drop { $0 == "#" || $0 == "-" }.dropFirst()) {
                    return "\(place): \(problem)"
                }
                continue
            }
            if let problem = blockStart(line) ?? inlineProblem(line[...]) { return "\(place): \(problem)" }
        }
        return nil
    }

    private static func unescapedPipes(in line: Substring) -> Int {
        var count = 0
        var isEscaped = false
        for character in line {
            if isEscaped {
                isEscaped = false
                continue
            }
            if character == "\\" { isEscaped = true } else if character == "|" { count += 1 }
        }
        return count
    }

    /// Whether a paragraph line would start a block of its own.
    private static func blockStart(_ line: Substring) -> String? {
        if line.hasPrefix("    ") || line.hasPrefix("\t") { return "starts a code block" }
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first else { return nil }
        if "#>-+*=_~`".contains(first) { return "starts with '\(first)', which begins a block" }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = trimmed.dropFirst(digits.count).first, ".)".contains(after),
            trimmed.dropFirst(digits.count + 1).first.map({ $0 == " " }) ?? true
        {
            return "starts an ordered list"
        }
        return nil
    }

    /// Whether chart text left something active inside a line: an unescaped HTML tag start.
    private static func inlineProblem(_ line: Substring) -> String? {
        var isEscaped = false
        for character in line {
            if isEscaped {
                isEscaped = false
                continue
            }
            if character == "\\" { isEscaped = true } else if character == "<" { return "an unescaped '<'" }
        }
        return nil
    }
}
