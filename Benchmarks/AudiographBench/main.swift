// audiograph-bench: speed measured against a physical reference, in release builds.
//
//     swift run -c release audiograph-bench [--quick] [--size POINTS] [--json]
//
// Each measurement is a rate plus its ratio to a reference measured in the same run.
import AudioGraph
import Foundation

struct Measurement {
    let name: String
    let size: Int
    let unit: String
    let rate: Double
    let reference: Double?

    var ratio: Double? { reference.map { $0 / rate } }
}

/// The best of `repeats` timings of `body`, in seconds.
func time(repeats: Int = 3, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// A random walk of `count` daily values with a slow rise, a few missing values and spikes.
func walk(_ count: Int) -> Chart {
    var state: UInt64 = 42
    func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53) - 0.5
    }
    var level = 100.0
    var y = [Double?](repeating: nil, count: count)
    for index in 0..<count {
        level += next() + 0.000_1
        y[index] = index % 997 == 3 ? nil : level
    }
    let x = (0..<count).map(Double.init)
    return Chart(title: "Walk", kind: .line, xAxis: .numeric("Step"), yAxis: .numeric("Level", unit: "units"),
                 series: [Series(name: "Walk", x: x, y: y)])
}

/// One pass computing minimum, maximum and mean: the least any description must do.
func singlePass(_ values: [Double?]) -> (Double, Double, Double) {
    var low = Double.infinity, high = -Double.infinity, sum = 0.0, count = 0.0
    for case let value? in values {
        low = min(low, value)
        high = max(high, value)
        sum += value
        count += 1
    }
    return (low, high, sum / count)
}

let arguments = Set(CommandLine.arguments.dropFirst())
let isQuick = arguments.contains("--quick")
let chosenSize = CommandLine.arguments.firstIndex(of: "--size").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }.flatMap { Int($0) }
let sizes = chosenSize.map { [$0] } ?? (isQuick ? [10_000] : [1_000_000, 10_000_000])
var results: [Measurement] = []

for size in sizes {
    let chart = walk(size)
    var sink = 0.0
    let reference = time { sink += singlePass(chart.series[0].y).2 }
    // Every point becomes a line at the points level, so it is measured on the smaller size.
    let levels: [DescriptionLevel] = size <= 1_000_000 ? [.overview, .summary, .details, .points] : [.overview, .summary, .details]
    for level in levels {
        let seconds = time(repeats: isQuick ? 1 : 2) { sink += Double(try! ChartDescriber(chart: chart).describe(level).sentences.count) }
        results.append(Measurement(name: "describe \(level.rawValue)", size: size, unit: "points/s", rate: Double(size) / seconds, reference: Double(size) / reference))
    }
    results.append(Measurement(name: "single pass (reference)", size: size, unit: "points/s", rate: Double(size) / reference, reference: nil))
    if sink == .pi { print("") }
}

if arguments.contains("--json") {
    let items = results.map { item in
        "  {\"name\": \"\(item.name)\", \"size\": \(item.size), \"unit\": \"\(item.unit)\", \"rate\": \(Int(item.rate))"
            + (item.ratio.map { ", \"ratioToReference\": \(String(format: "%.2f", $0))" } ?? "") + "}"
    }
    print("[\n" + items.joined(separator: ",\n") + "\n]")
} else {
    print("measurement".padding(toLength: 26, withPad: " ", startingAt: 0) + "size".padding(toLength: 12, withPad: " ", startingAt: 0) + "rate".padding(toLength: 26, withPad: " ", startingAt: 0) + "x reference")
    for item in results {
        let rate = String(format: "%.3g %@", item.rate, item.unit)
        print(item.name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(item.size).padding(toLength: 12, withPad: " ", startingAt: 0)
              + rate.padding(toLength: 26, withPad: " ", startingAt: 0) + (item.ratio.map { String(format: "%.2f", $0) } ?? "-"))
    }
}
