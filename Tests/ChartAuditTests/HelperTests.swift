import AXCompatibility
import ChartAudit
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing
import XCTest

@testable import ChartAuditTesting

/// The helpers for app tests, and every sample's audit.
@Suite struct HelperTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try Golden.expected(text, at: Self.folder.appendingPathComponent(name))
        #expect(
            text == expected, "differs from Goldens/\(name); RECORD_GOLDENS=1 re-records it",
            sourceLocation: sourceLocation)
    }

    static func bad() -> Chart {
        var chart = RuleTests.good()
        chart.title = nil
        chart.yAxis!.title = "Y"
        return chart
    }

    @Test func aGoodChartRecordsNothing() {
        expectAccessible(RuleTests.good())
        expectAccessible(AXChartDescriptor(RuleTests.good()))
        struct Steps: AXChartDescriptorRepresentable {
            func makeChartDescriptor() -> AXChartDescriptor { AXChartDescriptor(RuleTests.good()) }
        }
        expectAccessible(Steps())
        expectAccessible(
            Self.bad(), configuration: AuditConfiguration(disabledRules: [.titleMissing, .titleMeaningless]))
    }

    @Test func eachFindingIsARecordedIssueAtTheCallersLine() throws {
        let line = #line + 2
        withKnownIssue {
            expectAccessible(Self.bad())
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.first?.rawValue.hasPrefix("Accessibility: ") == true
        }
        withKnownIssue { expectAccessible(AXChartDescriptor(Self.bad())) }
        try check(accessibilityFailures(of: Self.bad()).joined(separator: "\n") + "\n", "helper-failures.txt")
        #expect(accessibilityFailures(of: Self.bad(), failingAt: .error).count == 1)
    }

    @Test func everySampleAuditsAsDocumented() throws {
        var lines: [String] = []
        for name in Samples.names {
            lines.append("== " + name)
            lines += ChartAuditor().audit(try Samples.chart(name)).map(\.description)
        }
        try check(lines.joined(separator: "\n") + "\n", "samples.txt")
    }
}

/// The XCTest helper: nothing for a good chart, and for a bad one each finding at the
/// caller's line, through the same reporting XCTFail receives.
final class HelperXCTests: XCTestCase {
    func testAGoodChartPasses() {
        XCTAssertAccessible(RuleTests.good())
        XCTAssertAccessible(AXChartDescriptor(RuleTests.good()))
    }

    func testEachFindingFailsAtTheCallersLine() {
        var failures: [(String, UInt)] = []
        reportAccessibility(
            of: HelperTests.bad(), configuration: AuditConfiguration(), failingAt: .warning, file: #filePath, line: 42
        ) {
            failures.append(($0, $2))
        }
        XCTAssertEqual(failures.map(\.0), accessibilityFailures(of: HelperTests.bad()))
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.map(\.1), [42, 42])
    }
}
