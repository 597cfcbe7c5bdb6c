import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import Sonification

/// Pitch mapping and the score's timing, without sound.
@Suite struct MappingTests {
    func mapping(_ axis: Axis, scale: PitchScale = .log) -> PitchMapping {
        PitchMapping(axis: axis, extent: nil, pitchRange: 200...1200, scale: scale)
    }

    @Test func theAxisRangeSetsTheEnds() {
        let log = mapping(.numeric("Y", range: 0...100))
        #expect(abs(log.frequency(of: 0) - 200) < 1e-9)
        #expect(abs(log.frequency(of: 100) - 1200) < 1e-9)
        #expect(abs(log.frequency(of: 50) - (200.0 * 1200).squareRoot()) < 1e-9)
        #expect(log.frequency(of: -20) == 200 && log.frequency(of: 250) == 1200, "values beyond the axis are held at its ends")
        let linear = mapping(.numeric("Y", range: 0...100), scale: .linear)
        #expect(abs(linear.frequency(of: 50) - 700) < 1e-9)
    }

    @Test func theDataExtentServesWhenTheAxisHasNoRange() {
        let fitted = PitchMapping(axis: .numeric("Y"), extent: 10...20, pitchRange: 200...1200, scale: .log)
        #expect(abs(fitted.frequency(of: 10) - 200) < 1e-9 && abs(fitted.frequency(of: 20) - 1200) < 1e-9)
        let flat = PitchMapping(axis: .numeric("Y"), extent: 5...5, pitchRange: 200...1200, scale: .log)
        #expect(abs(flat.frequency(of: 5) - (200.0 * 1200).squareRoot()) < 1e-9)
    }

    @Test func logAxesMapThroughTheirLogarithm() {
        let axis = Axis.numeric("Population", range: 1...1000, scale: .log10)
        let frequencies = [1.0, 10, 100, 1000].map(mapping(axis).frequency(of:))
        let ratios = zip(frequencies, frequencies.dropFirst()).map { $1 / $0 }
        #expect(ratios.allSatisfy { abs($0 - ratios[0]) < 1e-9 }, "each tenfold step is the same interval")
        #expect(mapping(axis).frequency(of: 0) == 200, "a non-positive value sits at the bottom")
    }

    @Test func quantizedScalesPlayRealNotes() {
        let axis = Axis.numeric("Y", range: 0...100)
        for value in stride(from: 0.0, through: 100, by: 3.7) {
            let chromatic = mapping(axis, scale: .chromatic).frequency(of: value)
            let semitone = 12 * log2(chromatic / 440)
            #expect(abs(semitone - semitone.rounded()) < 1e-9)
            #expect((200...1200).contains(chromatic))
            let pentatonic = mapping(axis, scale: .pentatonic).frequency(of: value)
            let note = (Int((12 * log2(pentatonic / 440)).rounded()) + 69) % 12
            #expect([0, 2, 4, 7, 9].contains(note))
        }
    }

    @Test func gapsInXAreGapsInTime() throws {
        let chart = Chart(xAxis: .numeric("X"), series: [Series(name: "S", isContinuous: true, x: [0, 1, 2, 10], y: [1, 2, 3, 4])])
        let steps = try TestCharts.sonifier(chart) { $0.duration = 5 }.score.series[0].steps
        #expect(steps.map(\.start) == [0, 0.5, 1, 5])
    }

    @Test func defaultDurationsStayBetweenTwoAndSixSecondsPerSeries() throws {
        func length(_ count: Int) throws -> Double {
            let timing = try TestCharts.sonifier(TestCharts.line((0..<count).map { Double($0 % 7) })).score.series[0]
            return timing.end - timing.start
        }
        #expect(try length(3) == 2)
        #expect(try length(16) == 4)
        #expect(try length(100_000) == 6)
    }

    @Test func denseSeriesAreHeardInStepsOfTenMilliseconds() throws {
        let score = try TestCharts.sonifier(TestCharts.line((0..<100_000).map { Double($0 % 100) })).score
        let steps = score.series[0].steps
        #expect(steps.count == 600)
        #expect(steps.allSatisfy { $0.points.count >= 166 && $0.points.count <= 167 })
        #expect(steps.first!.points.lowerBound == 0 && steps.last!.points.upperBound == 99_999)
        #expect(score.voices[0].segments.count <= 601)
    }

    @Test func sequentialSeriesFollowEachOtherAfterAPause() throws {
        let x: [Double] = [0, 1, 2, 3]
        let chart = Chart(
            xAxis: .numeric("X"),
            series: [
                Series(name: "A", isContinuous: true, x: x, y: [1, 2, 3, 4]), Series(name: "B", isContinuous: true, x: x, y: [4, 3, 2, 1]),
            ])
        let sequential = try TestCharts.sonifier(chart).score
        #expect(sequential.series.map(\.start) == [0, 2 + 0.15 + 0.6])
        let together = try TestCharts.sonifier(chart) { $0.order = .simultaneous }.score
        #expect(together.series.map(\.start) == [0, 0])
        #expect(together.voices.map(\.waveform) == [.sine, .triangle])
        #expect(together.voices.allSatisfy { abs($0.amplitude - 0.8 * 0.7 / 2) < 1e-12 })
    }

    @Test func crossingsOfAReferenceAreChimes() throws {
        var chart = TestCharts.line([10, 30, 60, 40, 20, 70])
        chart.references = [Reference(value: 50, label: "Goal")]
        let score = try TestCharts.sonifier(chart) { $0.duration = 5 }.score
        #expect(score.cues.map(\.kind) == [.reference, .reference, .reference])
        let times = score.cues.map(\.time)
        #expect(abs(times[0] - (1 + 2.0 / 3)) < 1e-9 && abs(times[1] - 2.5) < 1e-9 && abs(times[2] - 4.6) < 1e-9)
        #expect(try TestCharts.sonifier(chart) { $0.cuesAtReferences = false }.score.cues.isEmpty)
    }

    @Test func unknownSeriesAndEmptyChartsAreRefused() throws {
        var chart = TestCharts.line([1, 2])
        chart.series[0].name = "Steps"
        #expect(throws: SonificationError.unknownSeries("Step", suggestion: "Steps")) { try TestCharts.sonifier(chart) { $0.seriesName = "Step" } }
        #expect(throws: SonificationError.noData) { try TestCharts.sonifier(TestCharts.line([nil, nil])) }
        #expect(throws: SonificationError.noData) { try Sonifier(chart: Chart(xAxis: .numeric("X"), series: [])) }
    }

    @Test func webVTTSaysWhichPointSoundsWhen() throws {
        let first = ISODate.seconds(from: "2026-01-01")!
        let chart = Chart(
            xAxis: .date("Date"), yAxis: .numeric("Steps", unit: "steps"),
            series: [
                Series(
                    name: "Walk <fast> & far", isContinuous: true,
                    points: [
                        DataPoint(x: .number(first), y: 4210, label: "New Year"), DataPoint(x: .number(first + 86_400), y: nil),
                        DataPoint(x: .number(first + 2 * 86_400), y: 8432),
                    ])
            ])
        let vtt = try TestCharts.sonifier(chart) { $0.duration = 2 }.webVTT()
        #expect(
            vtt == """
                WEBVTT

                1
                00:00:00.000 --> 00:00:01.000
                January 1, New Year, 4,210 steps

                2
                00:00:01.000 --> 00:00:02.000
                January 2, no value

                3
                00:00:02.000 --> 00:00:02.050
                January 3, 8,432 steps

                """)
        #expect(Sonifier.escaped("a <b> & c\nd") == "a &lt;b&gt; &amp; c d")
        #expect(Sonifier.timestamp(3725.5) == "01:02:05.500")
    }
}
