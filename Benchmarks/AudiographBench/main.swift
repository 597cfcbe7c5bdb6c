// audiograph-bench: speed and memory measured against physical references, in release builds.
//
//     swift run -c release audiograph-bench [--quick] [--size POINTS] [--only describe|render|read|navigate|startup]
//                                           [--level overview|summary|details|points] [--json]
//
// `--level` measures one description level, for profiling it alone.
//
// Each measurement is a rate plus its ratio to a reference measured in the same run (how many
// times slower than the reference; 1 is as fast).
import Foundation

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--memory-probe"), index + 2 < arguments.count, let amount = Double(arguments[index + 2]) {
    memoryProbe(arguments[index + 1], amount)
    exit(0)
}
let flags = Set(arguments.dropFirst())
let isQuick = flags.contains("--quick")
let chosenSize = arguments.firstIndex(of: "--size").flatMap { arguments.dropFirst($0 + 1).first }.flatMap { Int($0) }
let only = arguments.firstIndex(of: "--only").flatMap { arguments.dropFirst($0 + 1).first }
let level = arguments.firstIndex(of: "--level").flatMap { arguments.dropFirst($0 + 1).first }

var results: [Measurement] = []
var memory: [(Double, Double)] = []
var describeMemory: (points: Int, peak: Double, chart: Double)?
var startup: [(String, Double)] = []
if only == nil || only == "describe" {
    results += describeMeasurements(sizes: chosenSize.map { [$0] } ?? (isQuick ? [10_000] : [1_000_000, 10_000_000]), isQuick: isQuick, level: level)
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
    results += renderMeasurements(sizes: chosenSize.map { [$0] } ?? (isQuick ? [1_000] : [1_000, 100_000, 1_000_000]), folder: folder, isQuick: isQuick)
    try? FileManager.default.removeItem(atPath: folder)
    memory = (isQuick ? [2.0, 10] : [60.0, 3600]).map { ($0, probeMemory("render", $0).peak) }
}
if only == nil || only == "read" { results += readingMeasurements(points: chosenSize ?? (isQuick ? 10_000 : 1_000_000)) }
if only == nil || only == "navigate" { results += navigationMeasurements(points: chosenSize ?? (isQuick ? 10_000 : 1_000_000), isQuick: isQuick) }
if only == nil || only == "startup" { startup = startupTimes() }

if flags.contains("--json") {
    var items = results.map { item in
        "  {\"name\": \"\(item.name)\", \"size\": \(item.size), \"unit\": \"\(item.unit)\", \"rate\": \(String(format: "%.4g", item.rate))"
            + (item.ratio.map { ", \"ratioToReference\": \(String(format: "%.2f", $0))" } ?? "")
            + (item.realTime.map { ", \"realTime\": \(String(format: "%.1f", $0))" } ?? "") + "}"
    }
    items += memory.map { "  {\"name\": \"render memory\", \"seconds\": \(Int($0.0)), \"unit\": \"MB\", \"peak\": \(String(format: "%.1f", $0.1))}" }
    if let describeMemory {
        items.append("  {\"name\": \"describe memory\", \"points\": \(describeMemory.points), \"unit\": \"MB\", \"peak\": \(String(format: "%.1f", describeMemory.peak)), \"chart\": \(String(format: "%.1f", describeMemory.chart))}")
    }
    items += startup.map { "  {\"name\": \"\($0.0)\", \"unit\": \"s\", \"wall\": \(String(format: "%.4f", $0.1))}" }
    print("[\n" + items.joined(separator: ",\n") + "\n]")
} else {
    func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    print(column("measurement", 30) + column("size", 10) + column("rate", 20) + column("x reference", 13) + "x real time")
    for item in results {
        print(
            column(item.name, 30) + column(String(item.size), 10) + column(String(format: "%.3g %@", item.rate, item.unit), 20)
                + column(item.ratio.map { String(format: "%.2f", $0) } ?? "-", 13) + (item.realTime.map { String(format: "%.0f", $0) } ?? "-"))
    }
    for (seconds, megabytes) in memory {
        print(column("render memory, \(Int(seconds)) s", 30) + column("", 10) + String(format: "%.1f MB peak", megabytes))
    }
    if let describeMemory {
        print(column("describe memory, \(describeMemory.points) points", 40) + String(format: "%.1f MB peak (the chart alone %.1f MB)", describeMemory.peak, describeMemory.chart))
    }
    for (name, seconds) in startup {
        print(column(name, 40) + String(format: "%.1f ms", seconds * 1000))
    }
}
