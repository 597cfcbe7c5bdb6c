import AudioGraph
import Foundation

/// One page as a reader meets it: its weight, the time `audiograph page` takes to write it, how soon its explorer
/// answers in Chromium (saying where it is on focus, without waiting for the page to load) and when the page loads.
struct PageMeasurement {
    let name: String
    let points: Int
    let bytes: Int
    /// The most the page should weigh (`ChartPage.weightBudget`).
    let budget: Int
    let writeSeconds: Double
    /// From navigation start to the explorer's first answer, in milliseconds (the median of the probe's openings);
    /// `nil` without a browser.
    let firstAnswer: Double?
    /// From navigation start to the load event, in milliseconds; `nil` without a browser.
    let loaded: Double?
}

/// Pages of a walk of each of `sizes` points, and of 1,000 series of 12 points, written by `audiograph` and opened by
/// `Benchmarks/PageProbe/first_answer.py` (headless Chromium through Selenium, as the browser tests use); the note
/// says what was skipped.
func pageMeasurements(sizes: [Int], audiograph: String) -> (rows: [PageMeasurement], note: String?) {
    let (root, folder): (String, String)
    switch processWorkspace("page measurements", audiograph: audiograph) {
    case .success(let workspace): (root, folder) = workspace
    case .failure(let skipped): return ([], skipped.note)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let probe = root + "/Benchmarks/PageProbe/first_answer.py"
    let hasBrowser = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    var charts = sizes.map { ("page, 1 series", $0, walk($0)) }
    // 1,000 stores of 12 months.
    let months = (1...12).map(Double.init)
    let stores = (0..<1_000).map { number in
        Series(name: "Store \(number + 1)", x: months, y: months.map { Optional(100 + $0 * 3 + Double(number % 17)) })
    }
    charts.append(
        (
            "page, 1,000 series", 12_000,
            Chart(
                title: "Stores", kind: .line, xAxis: .numeric("Month"), yAxis: .numeric("Sales", unit: "units"),
                series: stores)
        ))
    var rows: [PageMeasurement] = []
    for (name, points, chart) in charts {
        let chartPath = folder + "/chart-\(points).json"
        let page = folder + "/page-\(points).html"
        try! ChartJSON.encode(chart).write(toFile: chartPath, atomically: false, encoding: .utf8)
        let seconds = wallTime([audiograph, "page", chartPath, "-o", page])
        let bytes = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        var (firstAnswer, loaded): (Double?, Double?) = (nil, nil)
        if hasBrowser {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", probe, page]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let report = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                firstAnswer = report?["firstAnswerMs"] as? Double
                loaded = report?["loadedMs"] as? Double
            }
        }
        rows.append(
            PageMeasurement(
                name: name, points: points, bytes: bytes,
                budget: ChartPage.weightBudget(points: points, series: chart.series.count), writeSeconds: seconds,
                firstAnswer: firstAnswer, loaded: loaded))
    }
    return (rows, hasBrowser ? nil : "first answers not measured: no Chromium at /usr/bin/chromium")
}

/// What `audiograph page` does for a walk of `points` points, in this process: reading its chart file, describing,
/// rendering the audio graph beside the page, and writing the page; the best of `repeats`, each part timed in the
/// same runs (in milliseconds, `unit` "ms").
///
/// The budget for a 1,000-point page is 50 ms.
func inProcessPageMeasurements(points: Int, repeats: Int) -> [Measurement] {
    let folder = NSTemporaryDirectory() + "audiograph-bench-page-\(getpid())"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chartPath = folder + "/chart.json"
    try! ChartJSON.encode(walk(points)).write(toFile: chartPath, atomically: false, encoding: .utf8)
    var best = (whole: Double.infinity, read: 0.0, describe: 0.0, audio: 0.0, page: 0.0)
    var sink = 0
    func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        let chart = try! ChartJSON.decode(FileManager.default.contents(atPath: chartPath)!)
        let read = seconds(since: start)
        // The description alone, as the page makes it (the page makes it again, inside).
        let describing = DispatchTime.now().uptimeNanoseconds
        sink += try! ChartDescriber(chart: chart).describe(.full).points.count
        let describe = seconds(since: describing)
        let sounding = DispatchTime.now().uptimeNanoseconds
        let sonifier = try! Sonifier(chart: chart)
        try! sonifier.render(to: folder + "/page.wav")
        let audio = seconds(since: sounding)
        let paging = DispatchTime.now().uptimeNanoseconds
        let page = try! ChartPage(chart: chart, sonifier: sonifier, audio: .file("page.wav"))
        try! page.html.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        let html = seconds(since: paging)
        let whole = read + audio + html
        if whole < best.whole { best = (whole, read, describe, audio, html) }
    }
    if sink == -1 { print("") }
    return [
        ("page in process", best.whole), ("  page: reading the chart", best.read),
        ("  page: its description", best.describe), ("  page: its audio (WAV)", best.audio),
        ("  page: describing, writing", best.page),
    ].map { Measurement(name: $0.0, size: points, unit: "ms", rate: $0.1 * 1000, reference: nil) }
}
