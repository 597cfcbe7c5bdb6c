import AudioGraph
import Foundation

/// One whole-process comparison: the medians of our and the reference's wall times, and the
/// median of the ratios of runs taken in pairs.
struct ProcessMeasurement {
    let name: String
    let size: Int
    let ours: Double, reference: Double, ratio: Double
}

/// Whole processes, as users meet them: `audiograph sonify` reading a chart file against the reference loop compiled as
/// a program of its own (`RenderReference.c` and `main.c` at -O3 by the system's C compiler, as ../shared/bench/limit.c
/// is built), making the same seconds of tone for the same number of points, start-up included.
///
/// Each pair runs ours then the reference, so that a drift of the machine's speed moves both; the ratio is taken pair
/// by pair. `audiograph` is the program to time; the note says why nothing was measured.
func processMeasurements(sizes: [Int], pairs: Int, audiograph: String) -> (rows: [ProcessMeasurement], note: String?) {
    let (root, folder): (String, String)
    switch processWorkspace("comparisons", audiograph: audiograph) {
    case .success(let workspace): (root, folder) = workspace
    case .failure(let skipped): return ([], skipped.note)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reference = folder + "/render-reference"
    let sources = root + "/Benchmarks/RenderReference"
    let compiled = ["cc", "clang", "gcc"].contains { compiler in
        run([
            "/usr/bin/env", compiler, "-O3", "-I", sources + "/include", sources + "/RenderReference.c",
            sources + "/main.c", "-o", reference, "-lsndfile", "-lm",
        ]) == 0
    }
    guard compiled else {
        return (
            [],
            "whole-process comparisons skipped: no C compiler could build the reference (cc, clang or gcc with libsndfile)"
        )
    }
    var rows: [ProcessMeasurement] = []
    for size in sizes {
        let secondsPerPoint = size >= 1_000_000 ? 0.001 : 0.01
        let seconds = Double(size) * secondsPerPoint
        let chartPath = folder + "/walk-\(size).json"
        try! ChartJSON.encode(walk(size)).write(toFile: chartPath, atomically: false, encoding: .utf8)
        for (channels, container) in [(1, "wav"), (2, "wav"), (1, "flac"), (2, "flac")]
        where container == "wav" || size == 100_000 {
            let output = folder + "/out." + container
            var ours = ["sonify", chartPath, "-o", output, "--duration", String(seconds)]
            if channels == 1 { ours.append("--mono") }
            let theirs = [
                String(size), String(secondsPerPoint), "44100", container == "flac" ? "flac" : "pcm16", "sin", output,
                String(channels),
            ]
            var times: [(ours: Double, reference: Double)] = []
            for _ in 0..<(pairs + 1) {
                // A fresh file each run, as a user's first render makes.
                unlink(output)
                let a = wallTime([audiograph] + ours)
                unlink(output)
                let b = wallTime([reference] + theirs)
                times.append((a, b))
            }
            times.removeFirst()  // The warm-up pair: files and caches not yet settled.
            rows.append(
                ProcessMeasurement(
                    name: "sonify process \(channels == 1 ? "mono" : "stereo") \(container)", size: size,
                    ours: median(times.map(\.ours)), reference: median(times.map(\.reference)),
                    ratio: median(times.map { $0.ours / $0.reference })))
        }
    }
    return (rows, nil)
}

/// Why whole-process runs were skipped.
struct Skipped: Error {
    let note: String
}

/// Where whole-process `what` run: the package's folder, and a new temporary folder that the
/// caller removes; or why they cannot run (no `audiograph` at the path to time, no sources).
func processWorkspace(_ what: String, audiograph: String) -> Result<(root: String, folder: String), Skipped> {
    guard FileManager.default.isExecutableFile(atPath: audiograph) else {
        return .failure(
            Skipped(
                note:
                    "whole-process \(what) skipped: no audiograph at '\(audiograph)' (build it with Scripts/build-release.sh)"
            ))
    }
    guard let root = packageRoot() else {
        return .failure(Skipped(note: "whole-process \(what) skipped: the package's sources are not found"))
    }
    let folder = NSTemporaryDirectory() + "audiograph-bench-\(what.split(separator: " ")[0])-\(getpid())"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return .success((root, folder))
}

/// The `audiograph` to time: `chosen` (`--audiograph PATH`), else the build `Scripts/build-release.sh`
/// makes (the Swift runtime linked in, as users should install it), else the one built beside
/// this program.
func audiographToTime(_ chosen: String?) -> String {
    if let chosen { return chosen }
    if let root = packageRoot(),
        FileManager.default.isExecutableFile(atPath: root + "/.build/static/release/audiograph")
    {
        return root + "/.build/static/release/audiograph"
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("audiograph").path
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs `command` (a path and its arguments) with its output thrown away; its exit status, or
/// -1 when it could not start.
@discardableResult
func run(_ command: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var arguments = command.map { strdup($0) }
    defer { for argument in arguments { free(argument) } }
    arguments.append(nil)
    var process: pid_t = 0
    guard posix_spawn(&process, command[0], &actions, nil, arguments, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
    // Exited normally: the code; killed: -1.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
}

/// The wall time of `command` from its start to its end, in seconds; the run must succeed.
func wallTime(_ command: [String]) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let status = run(command)
    precondition(status == 0, "\(command.joined(separator: " ")) failed with \(status)")
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
