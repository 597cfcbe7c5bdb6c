import AudioGraph
import Foundation

/// One page as a reader meets it: its weight, the time `audiograph page` takes to write it, and how soon it answers
/// in Chromium (the load event, then the explorer saying where it is on focus).
struct PageMeasurement {
    let name: String
    let points: Int
    let bytes: Int
    let writeSeconds: Double
    /// From navigation start to the explorer's first answer, in milliseconds; `nil` without a browser.
    let firstAnswer: Double?
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
        var firstAnswer: Double?
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
            }
        }
        rows.append(
            PageMeasurement(
                name: name, points: points, bytes: bytes, writeSeconds: seconds, firstAnswer: firstAnswer))
    }
    return (rows, hasBrowser ? nil : "first answers not measured: no Chromium at /usr/bin/chromium")
}
