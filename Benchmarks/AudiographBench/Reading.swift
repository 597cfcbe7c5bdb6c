import AudioGraph
import Foundation

/// Reading a million-point chart as JSON (row and column form) and as CSV, in megabytes per
/// second; there is no reference in the same run, so the ratio is to 100 MB/s, the target.
func readingMeasurements(points: Int) -> [Measurement] {
    var chart = walk(points)
    chart.xAxis = .numeric("Step")
    var results: [Measurement] = []
    var forms: [(String, [UInt8], ChartReader.Format)] = []
    chart.series[0].prefersColumnForm = true
    forms.append(("read JSON columns", Array(ChartJSON.encode(chart).utf8), .json))
    chart.series[0].prefersColumnForm = false
    forms.append(("read JSON rows", Array(ChartJSON.encode(chart).utf8), .json))
    var csv = "step,level\n"
    for index in chart.series[0].indices {
        csv += "\(index),\(chart.series[0].y[index].map { PlainNumber.text($0) } ?? "")\n"
    }
    forms.append(("read CSV", Array(csv.utf8), .csv))
    for (name, bytes, format) in forms {
        var count = 0
        let seconds = time(repeats: 2) { count = (try? ChartReader.read(bytes, format: format))?.pointCount ?? -1 }
        precondition(count == points, "\(name) read \(count) points")
        let megabytes = Double(bytes.count) / 1_000_000
        results.append(Measurement(name: name, size: points, unit: "MB/s", rate: megabytes / seconds, reference: 100))
    }
    return results
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
