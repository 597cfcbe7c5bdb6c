import AudioGraph
import Foundation
import RenderReference

/// Rendering charts to files, against a plain C loop writing a phase-continuous sine with
/// per-point frequency through libsndfile (and the same loop writing nothing).
func renderMeasurements(sizes: [Int], seconds: Double, folder: String) -> [Measurement] {
    var results: [Measurement] = []
    for size in sizes {
        for isContinuous in [true, false] {
            var chart = walk(size)
            chart.series[0].isContinuous = isContinuous
            let sonifier = try! Sonifier(chart: chart, options: SonificationOptions(duration: seconds))
            let frequencies = chart.series[0].y.map { sonifier.mapping.frequency(of: $0 ?? 0) }
            let frames = Int((sonifier.score.duration * 44_100).rounded(.up))
            let kind = isContinuous ? "continuous" : "discrete"
            for container in ["wav", "flac"] {
                let path = folder + "/render." + container
                // Runs alternating with the reference's, each keeping its best (see `describeMeasurements`).
                var (rendered, ours, reference) = (0, Double.infinity, Double.infinity)
                for _ in 0..<3 {
                    ours = min(ours, time(repeats: 1) { rendered = try! Sonifier(chart: chart, options: sonifier.options).render(to: path).frameCount })
                    reference = min(reference, time(repeats: 1) {
                        _ = render_reference(frequencies, frequencies.count, frames, 44_100, 2, path, container == "flac" ? 1 : 0)
                    })
                }
                results.append(Measurement(name: "render \(kind) \(container)", size: size, unit: "frames/s",
                                           rate: Double(rendered) / ours, reference: Double(frames) / reference,
                                           realTime: Double(rendered) / 44_100 / ours))
            }
        }
        let frames = Int(seconds * 44_100)
        let frequencies = [Double](repeating: 440, count: size)
        let silentReference = time(repeats: 3) { _ = render_reference(frequencies, size, frames, 44_100, 2, nil, 0) }
        results.append(Measurement(name: "C loop, no file (reference)", size: size, unit: "frames/s", rate: Double(frames) / silentReference, reference: nil))
    }
    return results
}

/// The peak resident memory, in megabytes, of a fresh process (this program run with
/// `--memory-probe KIND AMOUNT`) that renders AMOUNT seconds of audio graph (KIND `render`) or
/// describes a walk of AMOUNT points at the details level (KIND `describe`). For `describe`,
/// also the peak once the chart alone is made.
func probeMemory(_ kind: String, _ amount: Double) -> (peak: Double, chart: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-probe", kind, String(amount)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let numbers = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return ((numbers.first ?? 0) / 1024, (numbers.dropFirst().first ?? 0) / 1024)
}

/// In the probe process: does what `probeMemory` describes and prints the peak resident
/// memory in kilobytes (and for `describe`, the peak with the chart alone).
func memoryProbe(_ kind: String, _ amount: Double) {
    // VmHWM, unlike getrusage's maximum, starts afresh at exec, so the parent's memory is not counted.
    func peak() -> String {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return line.split(separator: " ").dropFirst().first.map(String.init) ?? "0"
    }
    if kind == "describe" {
        let chart = walk(Int(amount))
        let chartPeak = peak()
        let description = try! ChartDescriber(chart: chart).describe(.details)
        withExtendedLifetime(description) { print(peak(), chartPeak) }
        return
    }
    let path = NSTemporaryDirectory() + "audiograph-bench-\(getpid()).wav"
    defer { unlink(path) }
    _ = try! Sonifier(chart: walk(1000), options: SonificationOptions(duration: amount)).render(to: path)
    print(peak())
}
