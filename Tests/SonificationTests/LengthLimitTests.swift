import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

/// An audio graph lasts at most `Score.maximumDuration` as a whole: default durations shrink to
/// fit, and an asked-for duration that cannot is refused before anything is rendered.
@Suite struct LengthLimitTests {
    static func chart(seriesCount: Int, points: Int = 24) -> Chart {
        Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...100),
            series: (0..<seriesCount).map { index in
                Series(
                    name: "S\(index)", x: (0..<points).map(Double.init),
                    y: (0..<points).map { Double(($0 * 7 + index) % 100) })
            })
    }

    @Test func aThousandSeriesByDefaultFitInTheLimit() throws {
        // By default each would play 6 seconds with a pause: 6,750 seconds in all.
        let sonifier = try Sonifier(chart: Self.chart(seriesCount: 1_000))
        #expect(sonifier.score.duration <= Score.maximumDuration)
        #expect(sonifier.score.duration > Score.maximumDuration - 60, "the room is used, not wasted")
        // Every series still plays, in order, each for as long as the others.
        let lengths = sonifier.score.series.map { $0.end - $0.start }
        #expect(sonifier.score.series.count == 1_000 && Set(lengths.map { ($0 * 1000).rounded() }).count == 1)
        #expect(zip(sonifier.score.series, sonifier.score.series.dropFirst()).allSatisfy { $0.end < $1.start })
    }

    @Test func aFewSeriesKeepTheirDefaultLengths() throws {
        let sonifier = try Sonifier(chart: Self.chart(seriesCount: 3))
        #expect(sonifier.score.series.map { $0.end - $0.start } == [6, 6, 6])
    }

    @Test func anAskedForDurationPastTheLimitIsRefused() throws {
        var options = SonificationOptions()
        options.duration = 3_600
        #expect(throws: SonificationError.self) {
            try Sonifier(chart: Self.chart(seriesCount: 1_000), options: options)
        }
        // An hour of tones in one series is within it.
        let one = try Sonifier(chart: Self.chart(seriesCount: 1), options: options)
        #expect(one.score.duration <= Score.maximumDuration)
    }
}

/// Pitch follows value across the whole range of a Double.
@Suite struct ExtremeRangeTests {
    @Test func theWholeRangeOfDoubleMapsOntoThePitchRange() {
        let mapping = PitchMapping(
            axis: .numeric("Y"), extent: -1.7e308...1.7e308, pitchRange: 200...800, scale: .linear)
        #expect(mapping.frequency(of: -1.7e308) == 200)
        #expect(mapping.frequency(of: 0) == 500)
        #expect(mapping.frequency(of: 1.7e308) == 800)
        #expect(abs(mapping.frequency(of: 0.85e308) - 650) < 1e-9)
    }
}

/// Spoken landmarks and captions cost what is said, not the product of the points and the
/// reference lines: words are synthesized only for a moment with room to say them.
@Suite struct LandmarkCostTests {
    /// Counts the texts a sonifier asks to have spoken; each gives a tenth of a second.
    final class Speaker: @unchecked Sendable {
        let lock = NSLock()
        var texts: [String] = []
        var source: Sonifier.SpeechSource {
            { text, _, rate in
                self.lock.withLock { self.texts.append(text) }
                return [Float](repeating: 0.1, count: rate / 10)
            }
        }
    }

    @Test func thousandsOfReferenceLinesAreSpokenOnlyWhereThereIsRoom() throws {
        // 4,000 reference lines, each crossed by a zigzag of 2,000 points.
        let x = (0..<2_000).map(Double.init)
        let y = x.map { $0.truncatingRemainder(dividingBy: 2) == 0 ? 0.0 : 4_001 }
        var chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y"), series: [Series(name: "S", isContinuous: true, x: x, y: y)])
        chart.references = (1...4_000).map { Reference(axis: .y, value: Double($0), label: "line \($0)") }
        let speaker = Speaker()
        var options = SonificationOptions(sampleRate: 8000, channelCount: 1)
        options.speaksLandmarks = true
        options.duration = 60
        let sonifier = try Sonifier(chart: chart, options: options, speech: speaker.source)
        let spoken = sonifier.score.speech
        // Said where each fits, none overlapping, at most one synthesis a moment said and the
        // limit's worth besides.
        #expect(!spoken.isEmpty)
        let stretches = spoken.map { $0.start...$0.start + $0.duration(sampleRate: 8000) }.sorted {
            $0.lowerBound < $1.lowerBound
        }
        #expect(zip(stretches, stretches.dropFirst()).allSatisfy { !$0.overlaps($1) })
        #expect(speaker.texts.count <= 2 + 1_000, "\(speaker.texts.count) texts synthesized")
        #expect(speaker.texts.count < 2 * 4_000)
        // Every crossing not spoken has its caption.
        #expect(OutputChecks.webVTTProblem(sonifier.webVTT()) == nil)
    }
}
