import Foundation
import TestSupport
import Testing

/// The Swift Charts sample program, run as a user runs it.
@Suite struct SwiftChartsSampleTests {
    @Test func theSampleDescribesAndAuditsItsSwiftChartsCode() throws {
        let program = Binary.products.appendingPathComponent("SwiftChartsSample").path
        let result = try Binary.run([], program: program)
        #expect(result.status == 0 && result.err.isEmpty)
        try Golden.check(result.out, "swift-charts-sample.txt")
    }
}
