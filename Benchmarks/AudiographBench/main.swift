// audiograph-bench: speed and memory measured against physical references, in release builds.
//
//     swift run -c release audiograph-bench [--quick] [--size POINTS] [--level overview|summary|details|points]
//         [--only describe|render|process|read|navigate|startup|page] [--audiograph PATH] [--json]
//
// `--level` measures one description level, for profiling it alone. `process` times whole
// processes, `audiograph sonify` against the reference loop built as a C program; the
// `audiograph` timed there and at start-up is PATH, else Scripts/build-release.sh's build,
// else the one built beside this program. `page` (in the full run and on its own, not in `--quick`) writes pages of
// 1,000 to 1,000,000 points and of 1,000 series and records their weight and how soon they answer in Chromium;
// `page` (also in `--quick`) times a 1,000-point page made in this process, part by part.
//
// Each measurement is a rate plus its ratio to a reference measured in the same run (how many
// times slower than the reference; 1 is as fast).
import Foundation

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--memory-probe"), index + 2 < arguments.count,
    let amount = Double(arguments[index + 2])
{
    memoryProbe(arguments[index + 1], amount)
    exit(0)
}
let usage = """
    usage: audiograph-bench [--quick] [--size POINTS] [--level overview|summary|details|points]
                            [--only describe|render|process|read|navigate|startup|page] [--audiograph PATH] [--json]
    """
let valued: [String: Set<String>?] = [
    "--size": nil, "--audiograph": nil, "--level": ["overview", "summary", "details", "points"],
    "--only": ["describe", "render", "process", "read", "navigate", "startup", "page"],
]
// The options as checked: each flag, and each option's value.
var flags: Set<String> = []
var values: [String: String] = [:]
var position = 1
while position < arguments.count {
    let argument = arguments[position]
    if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
    } else if argument == "--quick" || argument == "--json" {
        flags.insert(argument)
        position += 1
    } else if let allowed = valued[argument], position + 1 < arguments.count,
        allowed?.contains(arguments[position + 1])
            ?? (argument != "--size" || Int(arguments[position + 1]).map { $0 > 0 } == true)
    {
        values[argument] = arguments[position + 1]
        position += 2
    } else {
        let problem =
            valued[argument] == nil ? "unexpected '\(argument)'" : "'\(argument)' needs one of the values shown"
        FileHandle.standardError.write(Data("audiograph-bench: \(problem)\n\(usage)\n".utf8))
        exit(64)
    }
}
let isQuick = flags.contains("--quick")
let chosenSize = values["--size"].flatMap { Int($0) }
let only = values["--only"]
let level = values["--level"]

var results: [Measurement] = []
var memory: [(Double, Double)] = []
var describeMemory: (points: Int, peak: Double, chart: Double)?
var startup: [(String, Double)] = []
var shares: [(name: String, share: Double)] = []
if only == nil || only == "describe" {
    results += describeMeasurements(
        sizes: chosenSize.map { [$0] } ?? (isQuick ? [10_000] : [1_000_000, 10_000_000]), isQuick: isQuick, level: level
    )
    // Not when one level is being profiled: the probe would describe another chart meanwhile.
    if level == nil {
        let points = isQuick ? 10_000 : 10_000_000
        let measured = probeMemory("describe", Double(points))
        describeMemory = (points, measured.peak, measured.chart)
    }
}
if only == nil || only == "render" {
    let folder = NSTemporaryDirectory() + "audiograph-bench-\(getpid())"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    results += renderMeasurements(
        sizes: chosenSize.map { [$0] } ?? (isQuick ? [1_000] : [1_000, 100_000, 1_000_000]), folder: folder,
        isQuick: isQuick)
    shares = encodingShares(points: isQuick ? 1_000 : 10_000, folder: folder)
    try? FileManager.default.removeItem(atPath: folder)
    memory = (isQuick ? [2.0, 10] : [60.0, 3600]).map { ($0, probeMemory("render", $0).peak) }
}
var processes: (rows: [ProcessMeasurement], note: String?) = ([], nil)
let audiograph = audiographToTime(values["--audiograph"])
if only == nil || only == "process" {
    processes = processMeasurements(
        sizes: chosenSize.map { [$0] } ?? (isQuick ? [1_000] : [1_000, 100_000, 1_000_000]), pairs: isQuick ? 1 : 7,
        audiograph: audiograph)
}
var reads: (rows: [ReadProcessMeasurement], note: String?) = ([], nil)
if only == nil || only == "read" {
    let points = chosenSize ?? (isQuick ? 10_000 : 1_000_000)
    results += readingMeasurements(points: points)
    reads = readProcessMeasurements(points: points, pairs: isQuick ? 1 : 7, audiograph: audiograph)
}
if only == nil || only == "navigate" {
    results += navigationMeasurements(points: chosenSize ?? (isQuick ? 10_000 : 1_000_000), isQuick: isQuick)
}
if only == nil || only == "startup" { startup = startupTimes(program: audiograph) }
if only == nil || only == "page" {
    results += inProcessPageMeasurements(points: 1_000, repeats: isQuick ? 1 : 5)
}
var pages: (rows: [PageMeasurement], note: String?) = ([], nil)
if (only == nil && !isQuick) || only == "page" {
    pages = pageMeasurements(
        sizes: chosenSize.map { [$0] } ?? [1_000, 10_000, 100_000, 1_000_000], audiograph: audiograph)
}

for note in [processes.note, reads.note, pages.note].compactMap({ $0 }) {
    FileHandle.standardError.write(Data((note + "\n").utf8))
}
if flags.contains("--json") {
    var items = results.map { item in
        "  {\"name\": \"\(item.name)\", \"size\": \(item.size), \"unit\": \"\(item.unit)\", \"rate\": \(String(format: "%.4g", item.rate))"
            + (item.ratio.map { ", \"ratioToReference\": \(String(format: "%.2f", $0))" } ?? "")
            + (item.realTime.map { ", \"realTime\": \(String(format: "%.1f", $0))" } ?? "") + "}"
    }
    items += processes.rows.map { row in
        "  {\"name\": \"\(row.name)\", \"size\": \(row.size), \"unit\": \"s\", \"wall\": \(String(format: "%.4f", row.ours)), "
            + "\"referenceWall\": \(String(format: "%.4f", row.reference)), \"ratioToReference\": \(String(format: "%.2f", row.ratio))}"
    }
    items += reads.rows.map { row in
        "  {\"name\": \"\(row.name)\", \"size\": \(row.size), \"unit\": \"s\", \"wall\": \(String(format: "%.4f", row.ours)), "
            + "\"reference\": \"\(row.referenceName)\", \"referenceWall\": \(String(format: "%.4f", row.reference)), "
            + "\"ratioToReference\": \(String(format: "%.2f", row.ratio)), \"peakMB\": \(String(format: "%.1f", row.oursPeak)), "
            + "\"referencePeakMB\": \(String(format: "%.1f", row.referencePeak)), \"fileMB\": \(String(format: "%.1f", Double(row.fileBytes) / 1e6))}"
    }
    items += shares.map {
        "  {\"name\": \"\($0.name)\", \"unit\": \"share\", \"share\": \(String(format: "%.3f", $0.share))}"
    }
    items += memory.map {
        "  {\"name\": \"render memory\", \"seconds\": \(Int($0.0)), \"unit\": \"MB\", \"peak\": \(String(format: "%.1f", $0.1))}"
    }
    if let describeMemory {
        items.append(
            "  {\"name\": \"describe memory\", \"points\": \(describeMemory.points), \"unit\": \"MB\", \"peak\": \(String(format: "%.1f", describeMemory.peak)), \"chart\": \(String(format: "%.1f", describeMemory.chart))}"
        )
    }
    items += startup.map { "  {\"name\": \"\($0.0)\", \"unit\": \"s\", \"wall\": \(String(format: "%.4f", $0.1))}" }
    items += pages.rows.map { row in
        "  {\"name\": \"\(row.name)\", \"size\": \(row.points), \"unit\": \"bytes\", \"bytes\": \(row.bytes), "
            + "\"write\": \(String(format: "%.3f", row.writeSeconds))"
            + (row.firstAnswer.map { ", \"firstAnswerMs\": \(String(format: "%.0f", $0))" } ?? "")
            + (row.loaded.map { ", \"loadedMs\": \(String(format: "%.0f", $0))" } ?? "") + "}"
    }
    print("[\n" + items.joined(separator: ",\n") + "\n]")
} else {
    func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    if !results.isEmpty {
        print(
            column("measurement", 30) + column("size", 10) + column("rate", 20) + column("x reference", 13)
                + "x real time")
    }
    for item in results {
        print(
            column(item.name, 30) + column(String(item.size), 10)
                + column(String(format: "%.3g %@", item.rate, item.unit), 20)
                + column(item.ratio.map { String(format: "%.2f", $0) } ?? "-", 13)
                + (item.realTime.map { String(format: "%.0f", $0) } ?? "-"))
    }
    if !shares.isEmpty {
        print("\nthe file's share of a render on one thread (rounding, encoding, writing; the rest synthesis)")
        for (name, share) in shares { print(column(name, 30) + String(format: "%.0f%%", share * 100)) }
    }
    if !processes.rows.isEmpty {
        print("\nwhole process (\(audiograph), paired runs, medians)")
        print(
            column("measurement", 30) + column("size", 10) + column("ours", 12) + column("reference", 12)
                + "x reference")
        for row in processes.rows {
            print(
                column(row.name, 30) + column(String(row.size), 10)
                    + column(String(format: "%.1f ms", row.ours * 1000), 12)
                    + column(String(format: "%.1f ms", row.reference * 1000), 12) + String(format: "%.2f", row.ratio))
        }
        print("")
    }
    if !reads.rows.isEmpty {
        print("\nreading, whole process (\(audiograph) describe against the references, paired runs, medians)")
        print(
            column("measurement", 30) + column("size", 10) + column("file", 10) + column("ours", 12)
                + column("reference", 22) + column("x ref", 7) + column("our peak", 11) + column("ref peak", 11)
                + "budget")
        for row in reads.rows {
            print(
                column(row.name, 30) + column(String(row.size), 10)
                    + column(String(format: "%.1f MB", Double(row.fileBytes) / 1e6), 10)
                    + column(String(format: "%.1f ms", row.ours * 1000), 12)
                    + column(String(format: "%.1f ms %@", row.reference * 1000, row.referenceName), 22)
                    + column(String(format: "%.2f", row.ratio), 7)
                    + column(String(format: "%.1f MB", row.oursPeak), 11)
                    + column(String(format: "%.1f MB", row.referencePeak), 11)
                    + String(format: "%.1f MB", row.peakBudget))
        }
        print("")
    }
    for (seconds, megabytes) in memory {
        print(
            column("render memory, \(Int(seconds)) s", 30) + column("", 10) + String(format: "%.1f MB peak", megabytes))
    }
    if let describeMemory {
        print(
            column("describe memory, \(describeMemory.points) points", 40)
                + String(format: "%.1f MB peak (the chart alone %.1f MB)", describeMemory.peak, describeMemory.chart))
    }
    for (name, seconds) in startup {
        print(column(name, 40) + String(format: "%.1f ms", seconds * 1000))
    }
    if !pages.rows.isEmpty {
        print("\npages (\(audiograph) page, opened in headless Chromium)")
        print(
            column("measurement", 30) + column("points", 10) + column("weight", 12) + column("budget", 12)
                + column("a point", 10) + column("written in", 12) + column("first answer", 14) + "loaded")
        for row in pages.rows {
            print(
                column(row.name, 30) + column(String(row.points), 10)
                    + column(String(format: "%.0f KB", Double(row.bytes) / 1024), 12)
                    + column(String(format: "%.0f KB", Double(row.budget) / 1024), 12)
                    + column(String(format: "%.0f B", Double(row.bytes) / Double(row.points)), 10)
                    + column(String(format: "%.2f s", row.writeSeconds), 12)
                    + column(row.firstAnswer.map { String(format: "%.0f ms", $0) } ?? "-", 14)
                    + (row.loaded.map { String(format: "%.0f ms", $0) } ?? "-"))
        }
    }
}
