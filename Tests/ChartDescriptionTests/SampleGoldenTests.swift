import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import Languages
import Sonification
import TestSupport
import Testing

/// Every sample at every level, as a listener would hear it, against golden text reviewed in the diff
/// (`RECORD_GOLDENS=1` re-records).
///
/// The 100,000-point sample has no points goldens.
@Suite struct SampleGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static let cases: [(String, DescriptionLevel)] = Samples.names.flatMap { name in
        DescriptionLevel.allCases.filter { !(name.contains("100k") && ($0 == .points || $0 == .full)) }.map {
            (name, $0)
        }
    }

    func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try Golden.expected(text, at: Self.folder.appendingPathComponent(name))
        #expect(
            text == expected, "differs from Goldens/\(name); RECORD_GOLDENS=1 re-records it",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: cases)
    func everySampleAtEveryLevel(sample: String, level: DescriptionLevel) throws {
        let chart = try Samples.chart(sample)
        let description = try ChartDescriber(chart: chart).describe(level)
        let stem = (sample as NSString).deletingPathExtension
        try check(description.rendered(as: .text), "\(stem).\(level.rawValue).txt")
    }

    /// Every sample in French and in Spanish, at the full level, in `Goldens/<language code>/`:
    /// the chart's own texts stay as written, every word of the description is the pack's.
    @Test(arguments: Samples.names.filter { !$0.contains("100k") }, [Languages.Language.french, .spanish])
    func everySampleInFrenchAndSpanish(sample: String, language: Languages.Language) throws {
        var chart = try Samples.chart(sample)
        chart.locale = language.rawValue
        let description = try ChartDescriber(chart: chart).describe(.full)
        let stem = (sample as NSString).deletingPathExtension
        try check(description.rendered(as: .text), "\(language.rawValue)/\(stem).full.txt")
    }

    @Test(arguments: [
        ("daily-steps.json", DescriptionFormat.ssml), ("daily-steps.json", .json), ("daily-steps.json", .markdown),
        ("daily-temperature.json", .ssml), ("monthly-expenses.json", .markdown),
        ("quarterly-revenue-by-region.json", .json),
    ])
    func otherFormats(sample: String, format: DescriptionFormat) throws {
        let chart = try Samples.chart(sample)
        let description = try ChartDescriber(chart: chart, options: DescriptionOptions(includesSparklines: true))
            .describe(.full)
        let stem = (sample as NSString).deletingPathExtension
        let suffix = ["ssml": "ssml", "json": "json", "markdown": "md"][format.rawValue]!
        try check(description.rendered(as: format), "\(stem).full.\(suffix)")
    }

    /// The wording guide's table of kinds quotes what the samples' summaries say, word for word.
    @Test func theGuidesKindsAreQuotedFromTheSamples() throws {
        let guide = Self.folder.appendingPathComponent("../../../Documentation/Descriptions.md").standardizedFileURL
        let readme = try String(contentsOf: guide, encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("  | `") }
        #expect(rows.count == 11)
        var said = ""
        for name in Samples.names where !name.contains("100k") {
            let stem = name.replacingOccurrences(of: ".json", with: "").replacingOccurrences(of: ".csv", with: "")
            said += try String(contentsOf: Self.folder.appendingPathComponent(stem + ".summary.txt"), encoding: .utf8)
        }
        for row in rows {
            let quote = try #require(row.split(separator: "\"").dropFirst().first.map(String.init))
            #expect(said.contains(quote), "README quotes what no sample says: \(quote)")
        }
    }
}
