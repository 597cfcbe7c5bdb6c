import AudioGraph

@testable import AudioGraphCLI

/// libFuzzer's entry: the bytes as a command line, one argument per line, parsed for the subcommand the first word
/// names (or for `audiograph` itself).
///
/// A command line is either understood within its command's spec, or refused with a message that the console prints as
/// one line (`Console.error` escapes what the user typed; this fuzzer found that it must).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgumentParser(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let words = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let top = AudioGraphCommand.spec
    let (spec, rest) =
        words.first.flatMap { name in top.subcommands.first { $0.name == name } }.map { ($0, Array(words.dropFirst())) }
        ?? (top, words)
    do {
        let parsed = try ArgumentParser.parse(rest, for: spec, commandPath: "audiograph \(spec.name)")
        for (key, values) in parsed.values {
            guard let option = spec.options.first(where: { $0.key == key }) else {
                preconditionFailure("'\(key)' is not an option of \(spec.name)")
            }
            precondition(option.isRepeatable || values.count == 1, "'\(key)' given \(values.count) times")
            if let allowed = option.allowedValues {
                precondition(values.allSatisfy(allowed.contains), "'\(key)' took a value outside its set")
            }
        }
        // `--help` wins over everything else on the line, which then goes unchecked.
        precondition(
            parsed.flag(.help) || parsed.arguments.count <= spec.arguments.count
                || spec.arguments.last?.isRepeatable == true,
            "too many arguments accepted")
    } catch {
        // As the console prints it: `Error: ` and the message, on one line.
        let printed = Printed()
        Console(out: { _ in }, err: { printed.text += $0 }, readInput: { [] }).error(error.message)
        precondition(
            !error.message.isEmpty && printed.text.dropLast().allSatisfy({ !$0.isNewline }),
            "not one line: \(printed.text)")
        precondition(error.usage.hasPrefix("audiograph"), "usage line: \(error.usage)")
    }
    _ = Help.text(for: spec, path: "audiograph \(spec.name)")
    return 0
}

/// What the console printed, kept by its closure.
private final class Printed: @unchecked Sendable {
    var text = ""
}
