import AudioGraph
import Foundation
import RenderReference

/// Rendering charts to files in process, against the loop of ../shared/bench/limit.c (`render_reference`: a `sinf`
/// phase accumulator per sample, one frequency per point, written through libsndfile) making the same seconds of tone
/// for the same points, mono against mono and stereo against stereo; and the ceiling, that loop's rotation oscillator
/// writing nothing.
///
/// Each point gets `secondsPerPoint` (10 ms, or 1 ms from a million points: the audio lasts 10 s, 1,000 s and 1,000 s).
func renderMeasurements(sizes: [Int], folder: String, isQuick: Bool) -> [Measurement] {
    var results: [Measurement] = []
    for size in sizes {
        let secondsPerPoint = size >= 1_000_000 ? 0.001 : 0.01
        let seconds = Double(size) * secondsPerPoint
        let chart = walk(size)
        let repeats = isQuick ? 1 : 3
        for channels in [1, 2] {
            for container in ["wav", "flac"] {
                let path = folder + "/render." + container
                let options = SonificationOptions(duration: seconds, channelCount: channels)
                // Runs alternating with the reference's, each keeping its best (see `describeMeasurements`).
                var (rendered, ours, reference) = (0, Double.infinity, Double.infinity)
                for _ in 0..<repeats {
                    unlink(path)
                    ours = min(
                        ours,
                        time(repeats: 1) {
                            rendered = try! Sonifier(chart: chart, options: options).render(to: path).frameCount
                        })
                    unlink(path)
                    reference = min(
                        reference,
                        render_reference(
                            size, secondsPerPoint, 44_100, container == "flac" ? REFERENCE_FLAC : REFERENCE_PCM16, 0,
                            path, Int32(channels)))
                }
                let frames = seconds * 44_100
                results.append(
                    Measurement(
                        name: "render \(channels == 1 ? "mono" : "stereo") \(container)", size: size, unit: "frames/s",
                        rate: Double(rendered) / ours, reference: frames / reference,
                        realTime: Double(rendered) / 44_100 / ours))
            }
        }
        let ceiling = (0..<repeats).map { _ in
            render_reference(size, secondsPerPoint, 44_100, REFERENCE_NONE, 1, nil, 1)
        }.min()!
        results.append(
            Measurement(
                name: "C rotation loop, no file (ceiling)", size: size, unit: "frames/s",
                rate: seconds * 44_100 / ceiling, reference: nil))
    }
    return results
}

/// The peak resident memory, in megabytes, of a fresh process (this program run with `--memory-probe KIND AMOUNT`) that
/// renders AMOUNT seconds of audio graph (KIND `render`) or describes a walk of AMOUNT points at the details level
/// (KIND `describe`).
///
/// For `describe`, also the peak once the chart alone is made.
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

/// How much of a render on one thread goes to the file rather than to synthesis: for each
/// container and channel count, 1 − (synthesis alone) / (synthesis, rounding, encoding and
/// writing), both with no worker, for `points` points of 10 ms.
func encodingShares(points: Int, folder: String) -> [(name: String, share: Double)] {
    let chart = walk(points)
    var shares: [(name: String, share: Double)] = []
    for channels in [1, 2] {
        let options = SonificationOptions(duration: Double(points) * 0.01, channelCount: channels)
        let sonifier = try! Sonifier(chart: chart, options: options)
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 32_768 * channels)
        defer { buffer.deallocate() }
        let synthesis = time {
            var synthesizer = sonifier.makeSynthesizer()
            while synthesizer.render(into: buffer) > 0 {}
        }
        for container in ["wav", "flac", "ogg"] {
            let path = folder + "/share." + container
            let whole = time {
                unlink(path)
                _ = try! sonifier.render(to: path, workers: 0)
            }
            shares.append(
                ("file share \(channels == 1 ? "mono" : "stereo") \(container)", max(0, 1 - synthesis / whole)))
        }
    }
    return shares
}
