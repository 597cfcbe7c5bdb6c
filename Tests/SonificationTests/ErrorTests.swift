import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Sonification
import TestSupport
import Testing

/// Errors are values a program can match on, each with one line for people.
@Suite struct ErrorTests {
    @Test func optionsOutOfRangeSayWhichAndWhy() throws {
        #expect(throws: SonificationError.outOfRange(.volume, 2)) { try SonificationOptions(volume: 2).validated() }
        #expect(throws: SonificationError.notWhole(.sampleRate, 44_100.5)) {
            try SonificationParameter.sampleRate.validate(44_100.5)
        }
        #expect(throws: SonificationError.pitchRangeTooNarrow(400...410)) {
            try SonificationOptions(pitchRange: 400...410).validated()
        }
        #expect(throws: SonificationError.pitchAboveNyquist(5_000, sampleRate: 8_000)) {
            try SonificationOptions(pitchRange: 200...5_000, sampleRate: 8_000).validated()
        }
        #expect(throws: SonificationError.channelCount(3)) { try SonificationOptions(channelCount: 3).validated() }
        #expect(
            SonificationError.outOfRange(.volume, 2).description
                == "invalid volume: 2 is outside 0.05 to 0.9 of full scale")
        #expect(throws: SonificationError.outOfRange(.duration, 3_700)) {
            try Sonifier(
                chart: TestCharts.line([1, 2], continuous: true), options: SonificationOptions(duration: 3_700))
        }
    }
}
