// The accessibility audit as test assertions, in a module of its own so the library itself
// needs no test framework. Each finding becomes its own failure at the caller's line.
import AXCompatibility
import ChartAudit
import ChartModel
import Testing
import XCTest

/// The failure messages for `chart`: one per finding at `minimum` severity or above.
public func accessibilityFailures(
    of chart: Chart, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning
) -> [String] {
    messages(of: ChartAuditor(configuration: configuration).audit(chart), failingAt: minimum)
}

/// One failure message per finding at `minimum` severity or above.
private func messages(of findings: [AuditFinding], failingAt minimum: AuditSeverity) -> [String] {
    findings.filter { $0.severity >= minimum }.map { "Accessibility: " + $0.description }
}

/// Swift Testing: records an issue for each accessibility finding of `chart` at `minimum`
/// severity or above (warnings by default), at the caller's source location.
public func expectAccessible(
    _ chart: Chart, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for message in accessibilityFailures(of: chart, configuration: configuration, failingAt: minimum) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: audits the chart an app describes with Apple's API.
public func expectAccessible(
    _ descriptor: AXChartDescriptor, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectAccessible(
        Chart(descriptor), configuration: configuration, failingAt: minimum, sourceLocation: sourceLocation)
}

/// Swift Testing: audits what a view's `makeChartDescriptor()` returns.
///
/// Chart code that can be audited as code (`ChartCodeAuditable`, such as a `ChartMarks` chart)
/// is: its findings name the code to change.
public func expectAccessible(
    _ representable: some AXChartDescriptorRepresentable, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning, sourceLocation: SourceLocation = #_sourceLocation
) {
    for message in accessibilityFailures(of: representable, configuration: configuration, failingAt: minimum) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The failure messages for what `representable` makes: its code's findings too when it can be
/// audited as code.
func accessibilityFailures(
    of representable: some AXChartDescriptorRepresentable, configuration: AuditConfiguration,
    failingAt minimum: AuditSeverity
) -> [String] {
    guard let code = representable as? any ChartCodeAuditable else {
        return accessibilityFailures(of: Chart(representable), configuration: configuration, failingAt: minimum)
    }
    return messages(of: ChartAuditor(configuration: configuration).audit(code), failingAt: minimum)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (XCTest's own naming, which its users expect.)
/// XCTest: fails once for each accessibility finding of `chart` at `minimum` severity or
/// above (warnings by default), at the caller's line.
public func XCTAssertAccessible(
    _ chart: Chart, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning,
    file: StaticString = #filePath, line: UInt = #line
) {
    reportAccessibility(of: chart, configuration: configuration, failingAt: minimum, file: file, line: line) {
        XCTFail($0, file: $1, line: $2)
    }
}

/// Reports each failure message with the caller's place through `fail` (XCTFail, or a
/// recorder in this module's own tests).
func reportAccessibility(
    of chart: Chart, configuration: AuditConfiguration, failingAt minimum: AuditSeverity, file: StaticString,
    line: UInt,
    fail: (String, StaticString, UInt) -> Void
) {
    for message in accessibilityFailures(of: chart, configuration: configuration, failingAt: minimum) {
        fail(message, file, line)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (XCTest's own naming, which its users expect.)
/// XCTest: audits the chart an app describes with Apple's API.
public func XCTAssertAccessible(
    _ descriptor: AXChartDescriptor, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertAccessible(Chart(descriptor), configuration: configuration, failingAt: minimum, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (XCTest's own naming, which its users expect.)
/// XCTest: audits what a view's `makeChartDescriptor()` returns.
///
/// Chart code that can be audited as code (`ChartCodeAuditable`, such as a `ChartMarks` chart)
/// is: its findings name the code to change.
public func XCTAssertAccessible(
    _ representable: some AXChartDescriptorRepresentable, configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimum: AuditSeverity = .warning, file: StaticString = #filePath, line: UInt = #line
) {
    for message in accessibilityFailures(of: representable, configuration: configuration, failingAt: minimum) {
        XCTFail(message, file: file, line: line)
    }
}
