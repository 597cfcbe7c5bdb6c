// What every measurement shares: the result row, timing, and generated data.
import AudioGraph
import Foundation

struct Measurement {
    let name: String
    let size: Int
    let unit: String
    let rate: Double
    let reference: Double?
    var realTime: Double? = nil

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

/// The processor time `body` took on this thread, in seconds: what single-threaded work costs, without the moments
/// other programs on a shared machine take from it (which a wall clock counts).
func threadTime(_ body: () -> Void) -> Double {
    func now() -> Double {
        var clock = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &clock)
        return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}

/// The package's folder, a few levels above wherever the products were built (it holds
/// Samples/daily-steps.json); `nil` when this program was moved away from it.
func packageRoot() -> String? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
        folder.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Samples/daily-steps.json").path) {
            return folder.path
        }
    }
    return nil
}

/// A random walk of `count` values with a slow rise and a missing value every 997 points; each
/// `seed` walks its own way.
func walk(_ count: Int, seed: UInt64 = 42) -> Chart {
    var state = seed
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
    return Chart(
        title: "Walk", kind: .line, xAxis: .numeric("Step"), yAxis: .numeric("Level", unit: "units"),
        series: [Series(name: "Walk", x: x, y: y)])
}

/// One pass computing minimum, maximum and mean: the least any description must do. (Never
/// inlined, so that it is the same code however often it is timed.)
@inline(never)
func singlePass(_ values: [Double?]) -> (Double, Double, Double) {
    var low = Double.infinity
    var high = -Double.infinity
    var sum = 0.0
    var count = 0.0
    for case let value? in values {
        low = min(low, value)
        high = max(high, value)
        sum += value
        count += 1
    }
    return (low, high, sum / count)
}

/// One pass over both columns computing the minimum, maximum and mean of y and of the x of the points with a value,
/// summed pairwise into three numbers. (Never inlined, as `singlePass(_:)`.)
@inline(never)
func singlePass(x: [Double], y: [Double?]) -> (Double, Double, Double) {
    var (low, high, sum, count) = (Double.infinity, -Double.infinity, 0.0, 0.0)
    var (xLow, xHigh, xSum) = (Double.infinity, -Double.infinity, 0.0)
    for (position, value) in zip(x, y) {
        guard let value else { continue }
        (low, high, sum, count) = (min(low, value), max(high, value), sum + value, count + 1)
        (xLow, xHigh, xSum) = (min(xLow, position), max(xHigh, position), xSum + position)
    }
    return (low + xLow, high + xHigh, (sum + xSum) / count)
}
