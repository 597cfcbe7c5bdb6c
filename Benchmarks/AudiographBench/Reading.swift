import AudioGraph
import Foundation

/// The files the reading measurements read: a random walk of `points` points as a chart file in
/// column form and in row form, as a CSV of three numeric columns (a step and two walks), as the same CSV in a
/// spreadsheet's dialect with dates for steps, and as a Vega-Lite spec with its data inline.
func readingFiles(points: Int) -> [(name: String, bytes: [UInt8], format: ChartReader.Format)] {
    var chart = walk(points)
    chart.xAxis = .numeric("Step")
    chart.series[0].prefersColumnForm = true
    let columns = Array(ChartJSON.encode(chart).utf8)
    chart.series[0].prefersColumnForm = false
    let rows = Array(ChartJSON.encode(chart).utf8)
    let other = walk(points, seed: 7).series[0].y
    var csv = Array("step,level,other\n".utf8)
    csv.reserveCapacity(points * 40)
    for index in chart.series[0].indices {
        csv += String(index).utf8
        for value in [chart.series[0].y[index], other[index]] {
            csv.append(UInt8(ascii: ","))
            if let value { csv += PlainNumber.text(value).utf8 }
        }
        csv.append(UInt8(ascii: "\n"))
    }
    return [
        ("JSON columns", columns, .json), ("JSON rows", rows, .json), ("CSV", csv, .csv),
        ("CSV, spreadsheet dialect", dialectCSV(chart.series[0].y, other), .csv),
        ("Vega-Lite inline data", vegaLite(chart.series[0].y), .vegaLite),
    ]
}

/// The walks as a German spreadsheet writes them: semicolons between fields, decimal commas, and a date and time a
/// minute apart (`04.03.2026 14:30`) for x.
private func dialectCSV(_ level: [Double?], _ other: [Double?]) -> [UInt8] {
    var csv = Array("Zeit;Stand;Andere\n".utf8)
    csv.reserveCapacity(level.count * 48)
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    for index in level.indices {
        // The day from 2000-01-01 on, then the minute.
        let (year, month, day) = ISODate.civil(fromDaysSince1970: index / 1440 + 10_957)
        let minute = index % 1440
        csv += "\(twoDigits(day)).\(twoDigits(month)).\(year) \(twoDigits(minute / 60)):\(twoDigits(minute % 60))".utf8
        for value in [level[index], other[index]] {
            csv.append(UInt8(ascii: ";"))
            if let value {
                csv += PlainNumber.text(value).utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: ",") : $0 }
            }
        }
        csv.append(UInt8(ascii: "\n"))
    }
    return csv
}

/// The walk as a Vega-Lite v5 line chart with its data inline, a row per point (`null` where a value is missing).
private func vegaLite(_ level: [Double?]) -> [UInt8] {
    var spec = Array(
        #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Walk", "mark": "line", "#.utf8)
    spec += #""encoding": {"x": {"field": "step", "type": "quantitative"}, "#.utf8
    spec += #""y": {"field": "level", "type": "quantitative"}}, "data": {"values": ["#.utf8
    spec.reserveCapacity(level.count * 40)
    for (index, value) in level.enumerated() {
        if index > 0 { spec.append(UInt8(ascii: ",")) }
        spec += #"{"step": \#(index), "level": \#(value.map(PlainNumber.text) ?? "null")}"#.utf8
    }
    spec += "]}}".utf8
    return spec
}

/// Reading a million-point chart in process, each form of `readingFiles`, in megabytes per
/// second; the ratio is to 100 MB/s. (The anchors are whole processes: `readProcessMeasurements`.)
func readingMeasurements(points: Int) -> [Measurement] {
    var results: [Measurement] = []
    for (name, bytes, format) in readingFiles(points: points) {
        var count = 0
        let seconds = time(repeats: 3) { count = (try? ChartReader.read(bytes, format: format))?.pointCount ?? -1 }
        let expected = format == .csv ? 2 * points : points
        precondition(count == expected, "read \(name) read \(count) points")
        let megabytes = Double(bytes.count) / 1_000_000
        results.append(
            Measurement(name: "read \(name)", size: points, unit: "MB/s", rate: megabytes / seconds, reference: 100))
    }
    return results
}

/// One whole-process reading comparison: medians of wall times and of the paired ratios, and
/// each side's peak memory (median of three runs), with the file's size.
struct ReadProcessMeasurement {
    let name: String
    let size: Int
    let fileBytes: Int
    /// The points the file's chart holds (the CSV's two y columns are two series).
    let chartPoints: Int
    let ours: Double, reference: Double, ratio: Double
    let oursPeak: Double, referencePeak: Double
    let referenceName: String

    /// The memory the issue allows: twice the file plus 16 bytes a point, in megabytes.
    var peakBudget: Double { (2 * Double(fileBytes) + 16 * Double(chartPoints)) / 1_000_000 }
}

/// Reading as users meet it, whole processes: `audiograph describe` of each file of `readingFiles`
/// against the programs users would reach for, built here from Benchmarks/ReadReference by the
/// system's g++ at -O3 — simdjson's on-demand API reading every x and y of the chart files,
/// fast_float reading the CSV into arrays.
///
/// Runs are taken in pairs, ours then the reference, after one warm-up pair; peaks come from runs
/// of their own under `peak-memory` (a small C program that forks each command, since a child
/// started from this large process would inherit its high-water mark).
func readProcessMeasurements(points: Int, pairs: Int, audiograph: String) -> (
    rows: [ReadProcessMeasurement], note: String?
) {
    let (root, folder): (String, String)
    switch processWorkspace("reading", audiograph: audiograph) {
    case .success(let workspace): (root, folder) = workspace
    case .failure(let skipped): return ([], skipped.note)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sources = root + "/Benchmarks/ReadReference"
    let (simdjson, fastFloat, peakMemory) = (
        folder + "/chart-simdjson", folder + "/csv-fast-float", folder + "/peak-memory"
    )
    let builds: [(String, [String])] = [
        (
            "chart-simdjson.cpp (g++ and libsimdjson-dev)",
            ["g++", "-O3", sources + "/chart-simdjson.cpp", "-o", simdjson, "-lsimdjson"]
        ),
        (
            "csv-fast-float.cpp (g++ and libfast-float-dev)",
            ["g++", "-O3", sources + "/csv-fast-float.cpp", "-o", fastFloat]
        ),
        ("peak-memory.c (cc)", ["cc", "-O2", sources + "/peak-memory.c", "-o", peakMemory]),
    ]
    for (name, command) in builds where run(["/usr/bin/env"] + command) != 0 {
        return ([], "whole-process reading skipped: \(name) did not build; Scripts/bootstrap.sh installs what it needs")
    }
    var rows: [ReadProcessMeasurement] = []
    // The files with a reference program: the spreadsheet dialect and Vega-Lite are measured in process only.
    for (name, bytes, format) in readingFiles(points: points).prefix(3) {
        let path = folder + "/walk." + format.rawValue
        precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot write \(path)")
        let ours = [audiograph, "describe", path]
        let reference = [format == .json ? simdjson : fastFloat, path]
        var times: [(ours: Double, reference: Double)] = []
        for _ in 0..<(pairs + 1) { times.append((wallTime(ours), wallTime(reference))) }
        times.removeFirst()  // The warm-up pair: the file not yet in the page cache.
        func peak(_ command: [String]) -> Double {
            median((0..<3).map { _ in peakKilobytes([peakMemory] + command) / 1000 })
        }
        rows.append(
            ReadProcessMeasurement(
                name: "read \(name) process", size: points, fileBytes: bytes.count,
                chartPoints: format == .csv ? 2 * points : points,
                ours: median(times.map(\.ours)), reference: median(times.map(\.reference)),
                ratio: median(times.map { $0.ours / $0.reference }), oursPeak: peak(ours),
                referencePeak: peak(reference),
                referenceName: format == .json ? "simdjson" : "fast_float"))
    }
    return (rows, nil)
}

/// Navigating a million-point series: steps, jumps to an x and to the extrema, per second.
func navigationMeasurements(points: Int, isQuick: Bool) -> [Measurement] {
    let chart = walk(points)
    var navigator = ChartNavigator(chart: chart)
    var sink = 0
    let steps = isQuick ? 2000 : 200_000
    let stepping = time(repeats: 2) {
        _ = navigator.perform(.first)
        for _ in 0..<steps { sink &+= navigator.perform(.next).announcement.utf8.count }
    }
    let jumps = isQuick ? 200 : 20_000
    let going = time(repeats: 2) {
        for index in 0..<jumps {
            sink &+= navigator.perform(.goTo(String((index * 7919) % points))).announcement.utf8.count
        }
    }
    let extrema = time(repeats: 2) {
        for index in 0..<jumps {
            sink &+= navigator.perform(index % 2 == 0 ? .maximum : .minimum).announcement.utf8.count
        }
    }
    if sink == 42 { print("") }
    return [
        Measurement(
            name: "navigate: next", size: points, unit: "steps/s", rate: Double(steps) / stepping, reference: nil),
        Measurement(name: "navigate: goto", size: points, unit: "jumps/s", rate: Double(jumps) / going, reference: nil),
        Measurement(
            name: "navigate: min/max", size: points, unit: "jumps/s", rate: Double(jumps) / extrema, reference: nil),
    ]
}

/// The wall time of starting `program` (an `audiograph`) for `--version` and for describing a
/// small sample, in seconds; nothing when it is not built.
func startupTimes(program: String) -> [(String, Double)] {
    guard FileManager.default.isExecutableFile(atPath: program) else { return [] }
    let sample = packageRoot().map { $0 + "/Samples/daily-steps.json" } ?? ""
    func run(_ arguments: [String]) -> Double { median((0..<5).map { _ in wallTime([program] + arguments) }) }
    var results = [("start-up: audiograph --version", run(["--version"]))]
    if !sample.isEmpty { results.append(("start-up: describe a sample", run(["describe", sample]))) }
    return results
}
/// The peak memory `command` (`peak-memory` and what it runs) reports on standard error, in
/// kilobytes; the run must succeed.
func peakKilobytes(_ command: [String]) -> Double {
    var pipe: [Int32] = [0, 0]
    precondition(Foundation.pipe(&pipe) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var arguments = command.map { strdup($0) }
    defer { for argument in arguments { free(argument) } }
    arguments.append(nil)
    var process: pid_t = 0
    precondition(posix_spawn(&process, command[0], &actions, nil, arguments, environ) == 0)
    close(pipe[1])
    var output: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = block.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        output += block[0..<count]
    }
    close(pipe[0])
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    precondition(status == 0, "\(command.joined(separator: " ")) failed: \(lines.joined(separator: "; "))")
    return lines.last.flatMap { Double($0) } ?? 0
}
