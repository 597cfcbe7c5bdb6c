// embed-resources OUTPUT FOLDER FILE...: writes OUTPUT, a Swift file whose
// `EmbeddedResources.files` holds each FILE's text keyed by its path below FOLDER, but that
// `EmbeddedResources.tables` holds each JSON file flattened to texts by dotted key ("a.b.0").
// Run by the EmbedResources build plugin; a file that is not UTF-8, or JSON that does not parse,
// fails the build, naming it.
import Foundation

/// `value`'s texts by dotted key below `prefix`.
func flattened(_ value: Any, prefix: String, into table: inout [String: String]) {
    switch value {
    case let object as [String: Any]:
        for (key, item) in object { flattened(item, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &table) }
    case let array as [Any]:
        for (index, item) in array.enumerated() { flattened(item, prefix: prefix + "." + String(index), into: &table) }
    case let text as String:
        table[prefix] = text
    case let number as NSNumber:
        table[prefix] = number.stringValue
    default:
        break
    }
}

/// `text` as a Swift raw string literal, with more number signs than any run of them in it.
func literal(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return text.contains("\n") || text.contains("\"")
        ? hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes : hashes + "\"" + text + "\"" + hashes
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-resources OUTPUT FOLDER FILE...\n".utf8))
    exit(64)
}
let folder = arguments.dropFirst().first.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
var entries: [String] = []
var tables: [String] = []
for path in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: \(path): cannot read it as UTF-8 text\n".utf8))
        exit(65)
    }
    let key = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    guard path.hasSuffix(".json") else {
        entries.append("        \(literal(key)): \(literal(text)),")
        continue
    }
    let json: Any
    do {
        json = try JSONSerialization.jsonObject(with: data)
    } catch {
        FileHandle.standardError.write(Data("error: \(path): not JSON: \(error)\n".utf8))
        exit(65)
    }
    var table: [String: String] = [:]
    flattened(json, prefix: "", into: &table)
    let rows = table.sorted { $0.key < $1.key }.map { "            \(literal($0.key)): \(literal($0.value))," }
    tables.append(
        "        \(literal(key)): [\n" + (rows.isEmpty ? "            :" : rows.joined(separator: "\n"))
            + "\n        ],")
}
let source = """
    // Generated at build time by embed-resources from the target's data files; do not edit.

    /// The target's data files (all but its Swift sources), by their path in the target's folder.
    enum EmbeddedResources {
        /// Each file's text.
        static let files: [String: String] = [
    \(entries.isEmpty ? "        :" : entries.joined(separator: "\n"))
        ]

        /// Each JSON file's texts by dotted key.
        static let tables: [String: [String: String]] = [
    \(tables.isEmpty ? "        :" : tables.joined(separator: "\n"))
        ]
    }

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("error: \(output): \(error)\n".utf8))
    exit(73)
}
