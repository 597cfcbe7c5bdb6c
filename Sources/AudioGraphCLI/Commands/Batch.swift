import AudioGraph
import Foundation

/// Many charts at once: `describe`, `sonify` and `demo` work on each chart on its own thread, up to `--jobs` at a time,
/// and report in the order the charts were given, whatever order they finish in.
///
/// A chart that fails is reported and the others still complete.
enum Batch {
    static let jobsOption = OptionSpec.value(
        .jobs, name: "N", help: "With several charts: how many to work on at once (default: the number of cores).")

    static let shardOption = OptionSpec.value(
        .shard, name: "K/N",
        help:
            "Work only on the charts whose place in the sorted order of their paths, counted from 0, leaves K-1 when divided by N (1 <= K <= N): run N such commands, on as many machines, to share a large collection; the order of the arguments does not matter. 'auto' reads K and N from a Slurm array job (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT) or a Kubernetes indexed Job (JOB_COMPLETION_INDEX, with --shard-count)."
    )

    static let shardCountOption = OptionSpec.value(
        .shardCount, name: "N",
        help: "With '--shard auto' in a Kubernetes indexed Job: how many shards there are (the Job's completions).")

    /// The charts the arguments name (folders listed), those of `--shard` only.
    static func inputs(
        _ arguments: ParsedArguments, console: Console,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> [String] {
        try shard(
            ChartInput.inputs(arguments.arguments, recursive: arguments.flag(.recursive), console: console), arguments,
            environment: environment)
    }

    /// The inputs `--shard K/N` keeps, in their order: those at places K−1, K−1+N, K−1+2N… of
    /// the inputs sorted by path (`canonical`), so that hosts given the same charts in any
    /// order share them out alike (all of them without the option).
    static func shard(_ inputs: [String], _ arguments: ParsedArguments, environment: [String: String])
        throws(CommandFailure) -> [String]
    {
        guard let text = arguments.value(.shard) else {
            if arguments.value(.shardCount) != nil {
                throw CommandFailure(.usage, "'--shard-count' applies only with '--shard auto'")
            }
            return inputs
        }
        let (k, n) = try text == "auto" ? automaticShard(arguments, environment) : shardNumbers(text)
        let keys = inputs.map(canonical)
        let order = inputs.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
        var kept = Array(repeating: false, count: inputs.count)
        for (place, index) in order.enumerated() where place % n == k - 1 { kept[index] = true }
        return inputs.indices.filter { kept[$0] }.map { inputs[$0] }
    }

    /// `K/N` read whole: whole numbers, 1 <= K <= N.
    private static func shardNumbers(_ text: String) throws(CommandFailure) -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let k = wholeNumber(parts[0]), let n = wholeNumber(parts[1]), n >= 1, (1...n).contains(k) {
            return (k, n)
        }
        throw CommandFailure(
            .usage,
            "invalid value '\(text.quotable)' for '--shard'; expected K/N with whole numbers 1 <= K <= N, such as 2/8, or 'auto'"
        )
    }

    /// K and N from a batch scheduler's array job: Slurm's task (its place among
    /// SLURM_ARRAY_TASK_MIN, _STEP and _COUNT), or a Kubernetes indexed Job's
    /// JOB_COMPLETION_INDEX (from 0) with `--shard-count`.
    private static func automaticShard(_ arguments: ParsedArguments, _ environment: [String: String])
        throws(CommandFailure) -> (Int, Int)
    {
        if let task = environment["SLURM_ARRAY_TASK_ID"] {
            let number = { (name: String, fallback: Int?) in
                environment[name].flatMap { wholeNumber($0[...]) } ?? fallback
            }
            guard let id = wholeNumber(task[...]), let count = number("SLURM_ARRAY_TASK_COUNT", nil), count >= 1,
                let minimum = number("SLURM_ARRAY_TASK_MIN", 0), let step = number("SLURM_ARRAY_TASK_STEP", 1),
                step >= 1, id >= minimum, (id - minimum) % step == 0, (id - minimum) / step < count
            else {
                throw CommandFailure(
                    .usage,
                    "'--shard auto' cannot place Slurm task '\(task.quotable)' among SLURM_ARRAY_TASK_COUNT tasks from SLURM_ARRAY_TASK_MIN by SLURM_ARRAY_TASK_STEP; give '--shard K/N'"
                )
            }
            return ((id - minimum) / step + 1, count)
        }
        if let index = environment["JOB_COMPLETION_INDEX"] {
            guard let text = arguments.value(.shardCount), let count = wholeNumber(text[...]), count >= 1 else {
                throw CommandFailure(
                    .usage,
                    "'--shard auto' in a Kubernetes indexed Job needs '--shard-count N', the Job's completions, as a whole number"
                )
            }
            guard let place = wholeNumber(index[...]), place < count else {
                throw CommandFailure(
                    .usage, "JOB_COMPLETION_INDEX '\(index.quotable)' is not a place among '--shard-count \(count)'")
            }
            return (place + 1, count)
        }
        throw CommandFailure(
            .usage,
            "'--shard auto' found no array job: set SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT (Slurm), or JOB_COMPLETION_INDEX with '--shard-count N' (Kubernetes)"
        )
    }

    /// `text` as a whole number of decimal digits, or `nil`.
    static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }

    /// How `--shard` orders a path: as written, with repeated slashes, `.` folders and a
    /// trailing slash taken out.
    static func canonical(_ path: String) -> String {
        guard path != "-" else { return path }
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The most `--jobs` accepted: more threads than this only share the same cores.
    static let maximumJobs = 256

    /// Whether a command works on many charts: several inputs or a folder of them (which
    /// `ChartInput.inputs` turned into its files), or an output that names a folder (an existing
    /// one, or a path ending in '/').
    static func isBatch(arguments: [String], inputs: [String], output: String?) -> Bool {
        inputs != arguments || inputs.count > 1 || output.map { $0.hasSuffix("/") || isFolder($0) } == true
    }

    /// `--jobs`, checked whether or not there are several charts; the core count when not given.
    static func jobs(_ arguments: ParsedArguments) throws(CommandFailure) -> Int {
        guard let text = arguments.value(.jobs) else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let jobs = wholeNumber(text[...]), (1...maximumJobs).contains(jobs) else {
            throw CommandFailure(
                .usage,
                "invalid value '\(text.quotable)' for '--jobs'; expected a whole number from 1 to \(maximumJobs)")
        }
        return jobs
    }

    /// Where each input's output goes: `folder/NAME.fileExtension`, NAME being the input's file name without its
    /// extension.
    ///
    /// Two inputs of the same name (from different folders) are refused, since one would overwrite the other; so is
    /// standard input, which has no name.
    static func outputs(for inputs: [String], in folder: String, fileExtension: String) throws(CommandFailure)
        -> [String]
    {
        if inputs.contains("-") {
            throw CommandFailure(
                .usage,
                "'-' (standard input) cannot be one of several charts written into a folder; save it to a file first")
        }
        if folder == "-" {
            throw CommandFailure(.usage, "several charts cannot all be written to standard output ('-'); name a folder")
        }
        var seen: [String: String] = [:]
        let outputs = inputs.map { input in
            let name = ((input as NSString).lastPathComponent as NSString).deletingPathExtension + "." + fileExtension
            return ((folder.hasSuffix("/") ? folder : folder + "/") + name, input)
        }
        for (output, input) in outputs {
            if let earlier = seen.updateValue(input, forKey: output) {
                throw CommandFailure(
                    .usage, "'\(earlier)' and '\(input)' would both be written to '\(output)'; rename one of them")
            }
        }
        return outputs.map(\.0)
    }

    /// Makes `folder` (and the folders it is in) when missing.
    static func createFolder(_ folder: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotCreate, "cannot create the folder '\(folder)'")
        }
    }

    /// Runs `work` for each of `count` charts on up to `jobs` threads.
    ///
    /// What each prints (its result, or its `Error:` line) is shown in input order as soon as the charts before it are
    /// done; a terminal shows how many are done, labelled `doing` (such as "Rendering"). Returns the failures, in input
    /// order.
    ///
    /// - Throws: `CommandFailure` when standard output cannot be written; no further chart is
    ///   then started.
    static func run(
        _ count: Int, jobs: Int, doing: String, console: Console,
        _ work: @escaping @Sendable (_ index: Int) throws(CommandFailure) -> String
    ) throws(CommandFailure) -> [CommandFailure] {
        let state = BatchState(count: count, progress: console.progress("\(doing) \(count) charts:"))
        @Sendable func worker() {
            while let index = state.locked({ $0.take() }) {
                let result = Result<String, CommandFailure> { () throws(CommandFailure) in try work(index) }
                state.locked { $0.finish(index, with: result, console: console) }
            }
        }
        let threads = DispatchGroup()
        for _ in 1..<max(1, min(jobs, count)) {
            threads.enter()
            Thread {
                worker()
                threads.leave()
            }.start()
        }
        worker()
        threads.wait()
        let (failures, outputFailure) = state.locked { state in
            state.progress.finish()
            return (state.failures, state.outputFailure)
        }
        if let outputFailure { throw outputFailure }
        return failures
    }

    /// Fails when any of `count` charts failed: with the first failure's exit code, saying how
    /// many `nouns` could not be `done` (such as "rendered").
    static func check(_ failures: [CommandFailure], of count: Int, nouns: String = "charts", done: String)
        throws(CommandFailure)
    {
        if let first = failures.first {
            throw CommandFailure(first.code, "\(failures.count) of \(count) \(nouns) could not be \(done)")
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// What a batch's threads share, used only under its lock (a pthread mutex, which
/// ThreadSanitizer follows): the next chart to take, the results not yet printed, the failures.
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var results: [Result<String, CommandFailure>?]
    private var printed = 0
    private var done = 0
    let progress: Progress
    private(set) var failures: [CommandFailure] = []
    /// Why standard output could not be written, which stops the batch.
    private(set) var outputFailure: CommandFailure?

    init(count: Int, progress: Progress) {
        self.count = count
        self.results = Array(repeating: nil, count: count)
        self.progress = progress
    }

    func locked<T>(_ body: (BatchState) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }

    /// The next chart to work on, or `nil` when all are taken.
    func take() -> Int? {
        guard next < count, outputFailure == nil else { return nil }
        next += 1
        return next - 1
    }

    /// Keeps chart `index`'s result, then prints every result whose turn has come.
    func finish(_ index: Int, with result: Result<String, CommandFailure>, console: Console) {
        results[index] = result
        done += 1
        while printed < count, let ready = results[printed] {
            // A terminal's progress line is erased before a result or an error takes its place.
            progress.finish()
            switch ready {
            case .success(let text):
                guard !text.isEmpty, outputFailure == nil else { break }
                do { try console.out(text) } catch { outputFailure = error }
            case .failure(let failure):
                console.error(failure.message)
                failures.append(failure)
            }
            results[printed] = .success("")
            printed += 1
        }
        progress.update(Double(done) / Double(count))
    }
}
