import ChartAuditTesting
import ChartDescription
import Foundation
import Testing

// The README's "Swift Charts code", compiled: its chart as the sample program writes it, its
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

    /// The README's "Swift Charts code" section.
    static func section() throws -> String {
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Swift Charts code\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
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
        let snippets = Self.blocks("swift", in: try Self.section())
        #expect(snippets.count >= 3)
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

    @Test func theSectionQuotesWhatTheDescriberSays() throws {
        let said = try ChartDescriber(chart: ChartModel.Chart(stepsChart)).describe(.summary).text
        let quoted = Self.blocks("text", in: try Self.section()).first?.trimmingCharacters(in: .newlines)
        #expect(quoted == said.split(separator: "\n").filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}
