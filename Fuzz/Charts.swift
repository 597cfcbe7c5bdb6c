import AudioGraph
import ChartDescription
import ChartModel

@testable import AudioGraphCLI

/// What every chart that reads must survive: written back to the file format it reads again as
/// the same chart; every level of its description is made without trapping; and every output
/// it becomes — text, Markdown, SSML, JSON, WebVTT, its web page and JUnit — holds no raw control character
/// and is well-formed in its own format (`OutputChecks`, shared with the tests).
func checkReadChart(_ chart: Chart) {
    let written = ChartJSON.encode(chart)
    do {
        let again = try ChartJSON.decode(Array(written.utf8))
        precondition(again == chart, "the chart changed on its way through the file format:\n\(written)")
    } catch {
        preconditionFailure("a chart that was read cannot be read back: \(error.description)\n\(written)")
    }
    check(written, "the chart file", OutputChecks.jsonProblem)
    guard let describer = try? ChartDescriber(chart: chart) else { return }
    for level in DescriptionLevel.allCases {
        let description = describer.describe(level)
        check(description.rendered(as: .text), "text at \(level)", nil)
        check(description.rendered(as: .markdown), "Markdown at \(level)", OutputChecks.markdownProblem)
        check(description.rendered(as: .ssml), "SSML at \(level)", OutputChecks.xmlProblem)
        check(description.rendered(as: .json), "JSON at \(level)", OutputChecks.jsonProblem)
    }
    if let sonifier = try? Sonifier(chart: chart, options: SonificationOptions(sampleRate: 8000, channelCount: 1)) {
        check(sonifier.webVTT(), "WebVTT", { OutputChecks.webVTTProblem($0) })
        if let page = try? ChartPage(chart: chart, sonifier: sonifier, audio: .file("chart.wav")) {
            check(page.html, "the page", nil)
        }
    }
    let findings = ChartAuditor(configuration: AuditConfiguration(checksOutputs: false)).audit(chart)
    let report = AuditCommand.Report(name: chart.title ?? "chart", findings: findings, failure: nil)
    check(AuditCommand.junit([report]), "JUnit", OutputChecks.xmlProblem)
    check(AuditCommand.text([report]), "the audit's text", nil)
}

/// AddressSanitizer's own calls: memory made unreadable, and readable again.
@_silgen_name("__asan_poison_memory_region") private func poison(_ address: UnsafeRawPointer, _ size: Int)
@_silgen_name("__asan_unpoison_memory_region") private func unpoison(_ address: UnsafeRawPointer, _ size: Int)

/// Checks that `bytes` read as a mapped file is read as they do from an array.
///
/// The command line maps a large file: the reader gets memory of exactly its size that no array
/// owns. Here that memory is made unreadable the moment the reader says the text is read, so a
/// read past the end, or after `textIsRead`, stops the fuzzer.
func checkReadingAsMapped(
    _ bytes: [UInt8], as arrayRead: Result<Chart, ChartReadError>, format: ChartReader.Format,
    isStrict: Bool = false, csv: CSVImportOptions = CSVImportOptions()
) {
    let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    defer { text.deallocate() }
    _ = text.initialize(from: bytes)
    guard let start = UnsafeRawPointer(text.baseAddress) else { return }
    var isPoisoned = false
    let mapped = Result { () throws(ChartReadError) in
        try ChartReader.reading(
            UnsafeBufferPointer(rebasing: text[..<bytes.count]), format: format, isStrict: isStrict, csv: csv,
            textIsRead: {
                poison(start, text.count)
                isPoisoned = true
            }
        ).chart
    }
    if isPoisoned { unpoison(start, text.count) }
    switch (mapped, arrayRead) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where a == b: break
    default: fatalError("mapped text and the array read differently: \(mapped) against \(arrayRead)")
    }
}

private func check(_ output: String, _ name: String, _ format: ((String) -> String?)?) {
    if let problem = OutputChecks.rawControl(in: output) ?? format?(output) {
        preconditionFailure("\(name): \(problem)\n\(output)")
    }
}
