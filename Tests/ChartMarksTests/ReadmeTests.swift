import ChartAuditTesting
import ChartDescription
import Foundation
import Testing

// The README's example for app developers and the guide "Swift Charts code", compiled: its chart as the sample program writes it, its
// description as the describer says it, its audit test, and this import as an app's shared
// chart file writes it.
#if canImport(Charts)
    import Charts
#else
    import ChartMarks
#endif

/// Steps walked on one day.
struct DaySteps: Identifiable {
    let date: Date
    let count: Int
    var id: Date { date }
}

let firstOfMarch = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 1))!
let week = [8_432, 6_210, 10_950, 12_004, 7_315, 4_980, 11_240].enumerated().map { day, count in
    DaySteps(date: Calendar.current.date(byAdding: .day, value: day, to: firstOfMarch)!, count: count)
}

let stepsChart = Chart {
    ForEach(week) { day in
        LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
        PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
    }
    RuleMark(y: .value("Daily goal", 10_000))
}
.accessibilityLabel("Daily steps, first week of March")
.chartYAxisLabel("Steps walked")

@Suite struct ReadmeTests {
    /// The package's root folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's section for app developers, and the guide to Swift Charts code.
    static func sections() throws -> [String] {
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## For app developers\n"))
        let rest = readme[start.upperBound...]
        let guide = try String(
            contentsOf: package.appendingPathComponent("Documentation/SwiftCharts.md"), encoding: .utf8)
        return [String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]), guide]
    }

    /// The section's code blocks in `language`.
    static func blocks(_ language: String, in section: String) -> [String] {
        section.components(separatedBy: "```" + language + "\n").dropFirst().map {
            String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)])
        }
    }

    @Test func stepsChartIsAccessible() {
        expectAccessible(stepsChart)  // each finding fails at this line, naming the code to change
    }

    @Test func everySwiftSnippetIsCompiledHereOrInTheSample() throws {
        let sample = try String(
            contentsOf: Self.package.appendingPathComponent("Samples/SwiftChartsSample/main.swift"), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        // The README's Package.swift is built by PackageTests.
        let snippets = try Self.sections().flatMap { Self.blocks("swift", in: $0) }.filter {
            !$0.hasPrefix("// swift-tools-version")
        }
        #expect(snippets.count >= 5)
        for snippet in snippets {
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let compiled = [sample, here].contains { source in
                let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.joined(separator: "\n")
                return sourceLines.contains(lines.joined(separator: "\n").trimmingCharacters(in: .newlines))
            }
            #expect(compiled, "not compiled anywhere:\n\(snippet)")
        }
    }

    @Test func bothQuoteWhatTheDescriberSays() throws {
        let said = try ChartDescriber(chart: ChartModel.Chart(stepsChart)).describe(.summary).text
        for section in try Self.sections() {
            let quoted = Self.blocks("text", in: section).first?.trimmingCharacters(in: .newlines)
            #expect(quoted == said.split(separator: "\n").filter { !$0.isEmpty }.joined(separator: "\n"))
        }
    }
}
