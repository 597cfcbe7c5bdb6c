import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
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
        #expect(
            log.frequency(of: -20) == 200 && log.frequency(of: 250) == 1200,
            "values beyond the axis are held at its ends")
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
        let chart = Chart(
            xAxis: .numeric("X"), series: [Series(name: "S", isContinuous: true, x: [0, 1, 2, 10], y: [1, 2, 3, 4])])
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
                Series(name: "A", isContinuous: true, x: x, y: [1, 2, 3, 4]),
                Series(name: "B", isContinuous: true, x: x, y: [4, 3, 2, 1]),
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
        // Up at 1⅔, down at 2.5, up at 4.6: the chime's direction is the crossing's.
        #expect(score.cues.map(\.kind) == [.referenceUp, .referenceDown, .referenceUp])
        let times = score.cues.map(\.time)
        #expect(abs(times[0] - (1 + 2.0 / 3)) < 1e-9 && abs(times[1] - 2.5) < 1e-9 && abs(times[2] - 4.6) < 1e-9)
        #expect(try TestCharts.sonifier(chart) { $0.cuesAtReferences = false }.score.cues.isEmpty)
    }

    @Test func unknownSeriesAreRefusedAndEmptyChartsAreShortSilences() throws {
        var chart = TestCharts.line([1, 2])
        chart.series[0].name = "Steps"
        #expect(throws: SonificationError.unknownSeries("Step", suggestion: "Steps")) {
            try TestCharts.sonifier(chart) { $0.seriesName = "Step" }
        }
        for empty in [TestCharts.line([nil, nil]), Chart(xAxis: .numeric("X"), series: [])] {
            let sonifier = try TestCharts.sonifier(empty)
            #expect(sonifier.score.duration == 0.5 && sonifier.score.voices.isEmpty && sonifier.score.speech.isEmpty)
            let sound = Decoded(synthesizing: sonifier)
            #expect(abs(sound.duration - 0.5) < 0.001 && sound.samples.allSatisfy { $0 == 0 })
        }
        // With speech: the title, then "no data", in the chart's language.
        var german = Chart(title: "Schritte", locale: "de-DE", xAxis: .numeric("Tag"), series: [])
        let spoken = try Sonifier(chart: german, options: SonificationOptions(channelCount: 1)) { text, _, _ in
            [Float](repeating: 0.5, count: 800 * text.count)
        }
        #expect(spoken.score.speech.map(\.text).last == "Das Diagramm enthält keine Daten.")
        german.locale = "en-US"
        let english = try Sonifier(chart: german, options: SonificationOptions(channelCount: 1)) { text, _, _ in
            [Float](repeating: 0.5, count: 800 * text.count)
        }
        #expect(english.score.speech.map(\.text).last == "The chart has no data.")
        #expect(
            english.score.duration > english.score.speech.last!.start
                + english.score.speech.last!.duration(sampleRate: 44_100))
    }

    @Test func aBarChartWithoutARangeSoundsFromZero() throws {
        // Bars of 40 and 100: the first is 40 percent of the second's length, so it sits 40 percent up.
        var bars = TestCharts.line([40, 100], continuous: false, range: nil)
        bars.kind = .bar
        let mapping = try TestCharts.sonifier(bars) { $0.scale = .linear }.mapping
        #expect(
            abs(mapping.position(of: 40) - 0.4) < 1e-12 && mapping.position(of: 100) == 1
                && mapping.position(of: 0) == 0)
        // So do a histogram's bins: a count of 40 beside one of 100 sits 40 percent up.
        var bins = bars
        bins.kind = .histogram
        #expect(abs(try TestCharts.sonifier(bins) { $0.scale = .linear }.mapping.position(of: 40) - 0.4) < 1e-12)
        // Negative bars reach up to zero.
        var losses = TestCharts.line([-30, -120], continuous: false, range: nil)
        losses.kind = .bar
        #expect(abs(try TestCharts.sonifier(losses).mapping.position(of: -30) - 0.75) < 1e-12)
        // A declared range, a line, or a log axis keep their own domain.
        var ranged = bars
        ranged.yAxis?.range = 20...100
        #expect(abs(try TestCharts.sonifier(ranged).mapping.position(of: 40) - 0.25) < 1e-12)
        var line = bars
        line.kind = .line
        #expect(try TestCharts.sonifier(line).mapping.position(of: 40) == 0)
        // The navigator's tones use the same mapping.
        #expect(ChartNavigator(chart: bars).mapping.position(of: 40) == mapping.position(of: 40))
    }

    @Test func scatterNotesAreNoLongerThanTheTypicalSpacing() throws {
        // Points at x = 0, 1, 2, 3 and a lonely one at 20: 2 seconds for 5 points.
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("X"), yAxis: Axis(type: .numeric, title: "Y", range: 0...10),
            series: [Series(name: "S", isContinuous: false, x: [0, 1, 2, 3, 20], y: [1, 2, 3, 4, 5])])
        let score = try TestCharts.sonifier(chart) { $0.duration = 2 }.score
        let notes = score.voices[0].segments
        #expect(notes.count == 5)
        // The slot is 2/5 s, x runs 0 to 20 over 1.6 s: 0.08 s apart, then 1.36 s to the last.
        let spacing = 0.08
        let noteLength = SonificationOptions().noteLength
        for note in notes {
            #expect(note.end - note.start <= spacing * noteLength + 1e-9, "\(note.start)...\(note.end)")
        }
        // Before, the fourth note held for its whole 1.36 s gap.
        #expect(abs((notes[3].end - notes[3].start) - spacing * noteLength) < 1e-9)
    }

    @Test func pointsSharingAnXPlayAsAnArpeggioUpwards() throws {
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("X"), yAxis: Axis(type: .numeric, title: "Y", range: 0...10),
            series: [Series(name: "S", isContinuous: false, x: [0, 0, 0, 5], y: [7, 2, 4, 9])])
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 2 }
        let notes = sonifier.score.voices[0].segments
        #expect(notes.count == 4)
        // 2, 4 and 7 in that order, 80 ms apart, then 9 at its own x.
        #expect(notes.map(\.startFrequency) == [2, 4, 7, 9].map(sonifier.mapping.frequency(of:)))
        #expect(
            abs(notes[1].start - notes[0].start - 0.08) < 1e-9 && abs(notes[2].start - notes[1].start - 0.08) < 1e-9)
        #expect(notes.dropLast().allSatisfy { $0.end <= notes[3].start })
        // Each point keeps its own step, so captions and the live view name it.
        #expect(sonifier.score.series[0].steps.map(\.points) == [1...1, 2...2, 0...0, 3...3])
        // Measured: the first 80 ms sound the lowest pitch, the next the middle one.
        let sound = Decoded(synthesizing: sonifier)
        let low = sound.frequency(notes[0].start + 0.01, notes[0].start + 0.05)!
        let middle = sound.frequency(notes[1].start + 0.01, notes[1].start + 0.05)!
        #expect(
            abs(low / sonifier.mapping.frequency(of: 2) - 1) < 0.01
                && abs(middle / sonifier.mapping.frequency(of: 4) - 1) < 0.01)
    }

    @Test func aOnePointChartSoundsInTheMiddle() throws {
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("X"), series: [Series(name: "S", isContinuous: false, x: [3], y: [5])])
        let score = try Sonifier(chart: chart).score
        #expect(score.voices[0].segments.count == 1 && score.voices[0].segments[0].startPan == 0)
        #expect(score.voices[0].segments[0].end - score.voices[0].segments[0].start <= 0.5)
    }

    @Test(arguments: [SeriesOrder.sequential, .simultaneous])
    func everySamplesCaptionsAreValidReadableAndInOrder(order: SeriesOrder) throws {
        for name in Samples.names where name.hasSuffix(".json") || name.hasSuffix(".csv") {
            let chart = try Samples.chart(name)
            let sonifier = try Sonifier(chart: chart, options: SonificationOptions(order: order, channelCount: 1))
            let vtt = sonifier.webVTT()
            #expect(
                OutputChecks.webVTTProblem(vtt, shortest: Sonifier.shortestCaption) == nil,
                "\(name): \(OutputChecks.webVTTProblem(vtt, shortest: 0.25) ?? "")")
            // Never more captions than fit end to end.
            let count = vtt.components(separatedBy: " --> ").count - 1
            let limit =
                sonifier.score.duration / Sonifier.shortestCaption * Double(sonifier.score.series.count)
                + Double(sonifier.score.cues.count + sonifier.score.speech.count + 1)
            #expect(Double(count) <= limit, "\(name): \(count) cues")
        }
    }

    @Test func captionsCoverChimesAndTheLastSoundOfASeries() throws {
        var chart = TestCharts.line([10, 60, 40])
        chart.references = [Reference(value: 50, label: "Goal")]
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 2 }
        let vtt = sonifier.webVTT()
        // Up through 50 at 0.8 s, down at 1.5 s: each chime has its caption.
        #expect(vtt.contains("00:00:00.800 --> 00:00:01.050\nCrosses above Goal."))
        #expect(vtt.contains("00:00:01.500 --> 00:00:01.750\nCrosses below Goal."))
        // The last value sounds at 2 s and holds 0.15 s: its caption lasts as long.
        #expect(vtt.contains("00:00:02.000 --> 00:00:02.250\nX 2, Y 40"), "\(vtt)")
        let hold = sonifier.score.voices[0].segments.last!.end
        #expect(abs(hold - 2.15) < 1e-9)
        // A German chart's chimes are worded in German.
        chart.locale = "de-DE"
        #expect(try TestCharts.sonifier(chart) { $0.duration = 2 }.webVTT().contains("Steigt über Goal."))
    }

    @Test func densePointsShareACaptionWithTheirMean() throws {
        // 100 points over 2 s: 20 ms apart, so captioned by round intervals of x whose cues last at least a quarter
        // second (of 20: 0.4 s), each saying its range and mean.
        let chart = TestCharts.line((0..<100).map { Double($0) })
        let vtt = try TestCharts.sonifier(chart) { $0.duration = 2 }.webVTT()
        #expect(OutputChecks.webVTTProblem(vtt, shortest: 0.25) == nil)
        let texts = vtt.split(separator: "\n\n").dropFirst().map { $0.split(separator: "\n").last! }
        #expect(texts.count == 5, "\(texts)")
        #expect(texts.first == "0 to 19, average 9.5", "\(texts)")
    }

    @Test func aStretchPlaysItsPointsAtTheWholeChartsPitches() throws {
        // Values 0 to 90 over x 0 to 9; the stretch x 3 to 5 holds 30, 40 and 50.
        let chart = TestCharts.line((0..<10).map { Double($0 * 10) }, range: nil)
        let whole = try TestCharts.sonifier(chart)
        let stretch = try TestCharts.sonifier(chart) { $0.xRange = 3...5 }
        #expect(stretch.chart.series[0].y == [30, 40, 50])
        #expect(stretch.mapping == whole.mapping, "pitch comes from the whole chart")
        #expect(stretch.score.series[0].steps.compactMap(\.value) == [30, 40, 50])
        let heard = stretch.score.voices[0].segments.first!.startFrequency
        #expect(heard == whole.mapping.frequency(of: 30) && heard > whole.mapping.frequency(of: 0))
        // Left to right across the stretch itself.
        #expect(stretch.score.voices[0].segments.first!.startPan == -0.8)
    }

    @Test func ticksFallOnRoundPlacesWhenTheAxisHasNoGridlines() throws {
        // Years 1700 to 2022: every 50 years (10 and 20 would give 33 and 17 ticks).
        #expect(
            RoundTicks.places(over: 1700...2022, isDate: false).places == [1700, 1750, 1800, 1850, 1900, 1950, 2000])
        #expect(
            RoundTicks.places(over: 0...100, isDate: false).places == stride(from: 0.0, through: 100, by: 10).map { $0 }
        )
        // Each place is the double nearest its decimal, however the steps add up: 0.3, not 0.30000000000000004;
        // 0, not 5.55e-17; and an end that is a place is one, though -0.3 / 0.1 is -2.9999999999999996.
        #expect(
            RoundTicks.places(over: 0...1.04, isDate: false).places == [
                0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1,
            ])
        #expect(RoundTicks.places(over: -0.3...0.31, isDate: false).places == [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3])
        // January 1 to 30, 2026: the Mondays, January 5, 12, 19 and 26.
        let january = ISODate.seconds(from: "2026-01-01")!...ISODate.seconds(from: "2026-01-30")!
        #expect(
            RoundTicks.places(over: january, isDate: true).places.map(ISODate.text(fromSeconds:)) == [
                "2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26",
            ])
        // 2020 to 2025 by month: the years' starts.
        let years = ISODate.seconds(from: "2020-03-01")!...ISODate.seconds(from: "2025-08-01")!
        #expect(
            RoundTicks.places(over: years, isDate: true).places.map(ISODate.text(fromSeconds:)) == [
                "2021-01-01", "2022-01-01", "2023-01-01", "2024-01-01", "2025-01-01",
            ])
        // At the edges of Double: a span of the smallest double has its two ends; a span of one
        // ulp has a place at most at each end; spans past a double and dates past any calendar
        // have round numbers or none, never a step of zero or a place twice.
        let smallest = Double.leastNonzeroMagnitude
        #expect(RoundTicks.places(over: 0...smallest, isDate: false).places == [0, smallest])
        for exponent in stride(from: -300, through: 300, by: 25) {
            let value = Foundation.pow(10, Double(exponent))
            for range in [value...value.nextUp, -value.nextUp...(-value), 0...value] {
                // Within the range, but for the rounding of places a step apart smaller than the
                // values' own ulp.
                let places = RoundTicks.places(over: range, isDate: false).places
                let span = range.upperBound - range.lowerBound
                #expect(
                    places.count <= 12
                        && places.allSatisfy { $0 >= range.lowerBound - span && $0 <= range.upperBound + span },
                    "\(range): \(places)")
                #expect(zip(places, places.dropFirst()).allSatisfy { $0 < $1 }, "\(range): \(places)")
            }
        }
        let greatest = Double.greatestFiniteMagnitude
        for range in [-greatest...greatest, greatest.nextDown...greatest, 0...greatest, -1e300...1e300] {
            for isDate in [false, true] {
                let places = RoundTicks.places(over: range, isDate: isDate).places
                #expect(places.count <= 12 && places.allSatisfy(\.isFinite), "\(range): \(places)")
            }
        }
        // In the score: ticks at x = 0, 10, 20… of a 0 to 100 series over 2 s, 0.2 s apart.
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...10),
            series: [Series(name: "S", isContinuous: true, x: [0, 100], y: [1, 2])])
        let score = try TestCharts.sonifier(chart) {
            $0.duration = 2
            $0.ticksAtGridlines = true
        }.score
        let ticks = score.cues.filter { $0.kind == .gridline }.map(\.time)
        #expect(ticks.count >= 6 && ticks.first == 0 && ticks.last == 2)
        #expect(ticks.allSatisfy { abs($0 / 0.2 - ($0 / 0.2).rounded()) < 1e-6 }, "\(ticks)")
    }

    @Test func aReferenceToneSoundsQuietlyUnderTheSeries() throws {
        let chart = TestCharts.line([90, 90, 90, 90])
        let sonifier = try TestCharts.sonifier(chart) {
            $0.duration = 3
            $0.referenceTone = 10
        }
        let reference = try #require(sonifier.score.voices.first { $0.seriesIndex == nil })
        let frequency = sonifier.mapping.frequency(of: 10)
        #expect(reference.segments.allSatisfy { $0.startFrequency == frequency && $0.endFrequency == frequency })
        #expect(
            abs(reference.amplitude - 0.1 * 0.7) < 1e-12 && abs(sonifier.score.voices[0].amplitude - 0.7 * 0.7) < 1e-12,
            "10 percent of the volume, taken from the tones")
        // Measured: the steady tone under the series' own, at its level.
        let sound = Decoded(synthesizing: sonifier)
        #expect(abs(sound.strength(of: frequency, 1.2, 1.8) - 0.07) < 0.01)
        #expect(sound.peak <= 0.8 * 0.7 + 1e-3)
    }

    @Test func aStackPlaysItsLayersThenItsTotal() throws {
        // Coal 60, 50, 40, 30 and solar 10, 20, 40, 60 stacked: totals 70, 70, 80, 90.
        let years: [Double] = [2020, 2021, 2022, 2023]
        let chart = Chart(
            kind: .area, xAxis: .numeric("Year"), yAxis: .numeric("TWh"),
            series: [
                Series(name: "Coal", x: years, y: [60, 50, 40, 30]),
                Series(name: "Solar", x: years, y: [10, 20, 40, 60]),
            ], stacking: .standard)
        let sonifier = try TestCharts.sonifier(chart)
        #expect(sonifier.chart.series.map(\.name) == ["Coal", "Solar", "Total"])
        #expect(sonifier.chart.series[2].y == [70, 70, 80, 90])
        #expect(sonifier.score.series.map(\.seriesIndex) == [0, 1, 2], "the total last, after the layers")
        // The stack's top sets the pitches: 90 is the top pitch, the layers sound below it.
        #expect(sonifier.mapping.position(of: 90) == 1 && sonifier.mapping.position(of: 60) < 1)
        #expect(sonifier.webVTT().contains("Total: 2023, TWh 90"))
        // Asked not to, or stacked to 100 percent, or unstacked: the layers alone.
        #expect(try TestCharts.sonifier(chart) { $0.playsStackTotal = false }.chart.series.count == 2)
        var normalized = chart
        normalized.stacking = .normalized
        #expect(try TestCharts.sonifier(normalized).chart.series.count == 2)
        var unstacked = chart
        unstacked.stacking = nil
        #expect(try TestCharts.sonifier(unstacked).chart.series.count == 2)
    }

    @Test func webVTTSaysWhichPointSoundsWhen() throws {
        let first = ISODate.seconds(from: "2026-01-01")!
        let chart = Chart(
            xAxis: .date("Date"), yAxis: .numeric("Steps", unit: "steps"),
            series: [
                Series(
                    name: "Walk <fast> & far", isContinuous: true,
                    points: [
                        DataPoint(x: .number(first), y: 4210, label: "New Year"),
                        DataPoint(x: .number(first + 86_400), y: nil),
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
                00:00:02.000 --> 00:00:02.250
                January 3, 8,432 steps

                """)
        // The last note sounds 50 ms, its caption the shortest readable time.
        #expect(Sonifier.shortestCaption == 0.25)
        #expect(Sonifier.escaped("a <b> & c\nd") == "a &lt;b&gt; &amp; c d")
        #expect(Sonifier.timestamp(3725.5) == "01:02:05.500")
    }
}
