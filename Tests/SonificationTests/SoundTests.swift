import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

/// The sound itself, synthesized and measured: pitch, pan, silence, smoothness, level.
@Suite struct SoundTests {
    /// The middle of each note of a discrete series.
    func noteMiddles(_ sonifier: Sonifier) -> [(Double, Double)] {
        sonifier.score.voices[0].segments.map { segment in
            let length = segment.end - segment.start
            return (segment.start + 0.2 * length, segment.end - 0.2 * length)
        }
    }

    @Test(arguments: [Waveform.sine, .triangle])
    func pitchRisesWithTheData(waveform: Waveform) throws {
        let sonifier = try TestCharts.sonifier(TestCharts.line((0...10).map { Double($0 * 10) }, continuous: false)) {
            $0.waveform = waveform
        }
        let sound = Decoded(synthesizing: sonifier)
        let heard = noteMiddles(sonifier).map { sound.frequency($0.0, $0.1)! }
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(heard.first! - 200) / 200 < 0.01)
        #expect(abs(heard.last! - 1200) / 1200 < 0.01)
        #expect(abs(heard[5] - (200.0 * 1200).squareRoot()) / 490 < 0.01)
    }

    @Test func aCrossingChimeRisesUpwardsAndFallsDownwards() throws {
        // Up through 50 at 1 s, down through it at 3 s; tones kept low (200-300 Hz) to hear the chimes apart.
        var chart = TestCharts.line([10, 90, 90, 10])
        chart.references = [Reference(value: 50, label: "Goal")]
        let sonifier = try TestCharts.sonifier(chart) {
            $0.duration = 4
            $0.pitchRange = 200...300
        }
        let sound = Decoded(synthesizing: sonifier)
        let cues = sonifier.score.cues
        #expect(cues.map(\.kind) == [.referenceUp, .referenceDown])
        for cue in cues {
            let first = (
                sound.strength(of: 880, cue.time + 0.01, cue.time + 0.06),
                sound.strength(of: 1320, cue.time + 0.01, cue.time + 0.06)
            )
            let second = (
                sound.strength(of: 880, cue.time + 0.08, cue.time + 0.13),
                sound.strength(of: 1320, cue.time + 0.08, cue.time + 0.13)
            )
            if cue.kind == .referenceUp {
                #expect(first.0 > 4 * first.1 && second.1 > 4 * second.0, "upward chime: \(first) then \(second)")
            } else {
                #expect(first.1 > 4 * first.0 && second.0 > 4 * second.1, "downward chime: \(first) then \(second)")
            }
        }
    }

    @Test func logAndLinearMappingsSoundDifferent() throws {
        let chart = TestCharts.line([0, 50, 100], continuous: false)
        for (scale, expected) in [(PitchScale.log, (200.0 * 1200).squareRoot()), (.linear, 700)] {
            let sonifier = try TestCharts.sonifier(chart) { $0.scale = scale }
            let middle = noteMiddles(sonifier)[1]
            let heard = Decoded(synthesizing: sonifier).frequency(middle.0, middle.1)!
            #expect(abs(heard - expected) / expected < 0.01, "\(scale)")
        }
    }

    @Test func aGlideMovesSmoothlyBetweenPoints() throws {
        let sonifier = try TestCharts.sonifier(TestCharts.line([0, 100])) { $0.duration = 2 }
        let sound = Decoded(synthesizing: sonifier)
        let early = sound.frequency(0.05, 0.25)!
        let middle = sound.frequency(0.9, 1.1)!
        let late = sound.frequency(1.75, 1.95)!
        #expect(early < middle && middle < late)
        #expect(abs(middle - 490) / 490 < 0.02, "half way in time is half way in musical interval")
        // No clicks: a sample never jumps further than the steepest slope of the top pitch allows.
        let limit = 2 * Double.pi * 1200 / 44_100 * sonifier.score.voices[0].amplitude * 1.05
        #expect(sound.largestStep() <= limit)
    }

    @Test(arguments: [Waveform.sine, .triangle, .square, .sawtooth])
    func notesHaveEnvelopesAndNoClicks(waveform: Waveform) throws {
        let sonifier = try TestCharts.sonifier(TestCharts.line([20, 80, 40, 90, 10], continuous: false)) {
            $0.waveform = waveform
        }
        let sound = Decoded(synthesizing: sonifier)
        for segment in sonifier.score.voices[0].segments {
            let steady = sound.rms(segment.start + 0.05, segment.end - 0.05)
            #expect(sound.rms(segment.start, segment.start + 0.001) < steady * 0.5, "the attack rises")
            #expect(sound.rms(segment.end - 0.002, segment.end) < steady * 0.5, "the release falls")
            #expect(sound.rms(segment.end + 0.003, segment.end + 0.02) < 1e-4, "then silence until the next note")
        }
        if waveform == .sine {
            #expect(sound.largestStep() <= 2 * Double.pi * 1200 / 44_100 * 0.56 * 1.05)
        }
    }

    @Test func missingValuesAreSilentNotZero() throws {
        let sonifier = try TestCharts.sonifier(TestCharts.line([50, 50, nil, nil, 50, 50])) { $0.duration = 3 }
        let sound = Decoded(synthesizing: sonifier)
        let steps = sonifier.score.series[0].steps
        // The tone holds past the last value, fades, and is silent until the next value.
        #expect(sound.rms(steps[2].start + 0.2, steps[4].start - 0.01) < 1e-5)
        #expect(sound.rms(steps[0].start + 0.05, steps[1].start) > 0.2)
        #expect(sound.rms(steps[4].start + 0.05, steps[5].start) > 0.2)
    }

    @Test func panFollowsXAndRightToLeftReversesIt() throws {
        var chart = TestCharts.line([50, 50, 50, 50, 50], continuous: false)
        for isRightToLeft in [false, true] {
            chart.contentDirection = isRightToLeft ? .rightToLeft : .leftToRight
            let sonifier = try TestCharts.sonifier(chart) { $0.channelCount = 2 }
            let sound = Decoded(synthesizing: sonifier)
            let balances = noteMiddles(sonifier).map { window in
                sound.rms(window.0, window.1, channel: 1) / sound.rms(window.0, window.1, channel: 0)
            }
            let rising = zip(balances, balances.dropFirst()).allSatisfy { $0 < $1 }
            let falling = zip(balances, balances.dropFirst()).allSatisfy { $0 > $1 }
            #expect(isRightToLeft ? falling : rising)
            #expect(abs(balances[2] - 1) < 0.01, "the middle point is centred")
        }
    }

    @Test func sequentialSeriesAreSeparatedBySilence() throws {
        let x: [Double] = [0, 1, 2]
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...10),
            series: [
                Series(name: "A", isContinuous: true, x: x, y: [1, 5, 9]),
                Series(name: "B", isContinuous: false, x: x, y: [9, 5, 1]),
            ])
        let sonifier = try TestCharts.sonifier(chart)
        let sound = Decoded(synthesizing: sonifier)
        let first = sonifier.score.series[0]
        let second = sonifier.score.series[1]
        #expect(sound.rms(first.end + 0.2, second.start - 0.01) < 1e-5)
        #expect(sound.rms(first.start + 0.1, first.end) > 0.1 && sound.rms(second.start, second.end) > 0.05)
    }

    @Test func levelsStayBelowTheVolumeWhateverPlaysTogether() throws {
        let x = (0..<40).map(Double.init)
        var chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...100),
            series: (0..<4).map { index in
                Series(name: "S\(index)", isContinuous: true, x: x, y: x.map { 50 + 45 * sin($0 / 3 + Double(index)) })
            }, references: [Reference(value: 50)])
        chart.xAxis.gridlines = stride(from: 0.0, through: 39, by: 5).map { $0 }
        for volume in [
            SonificationParameter.volume.range.lowerBound, 0.7, SonificationParameter.volume.range.upperBound,
        ] {
            let sonifier = try TestCharts.sonifier(chart) {
                $0.volume = volume
                $0.order = .simultaneous
                $0.ticksAtGridlines = true
                $0.cuesAtZero = true
                $0.channelCount = 2
            }
            let peak = Decoded(synthesizing: sonifier).peak
            #expect(peak <= volume * 1.001)
            #expect(peak >= volume * 0.2)
        }
    }

    @Test func pointsAtTheSameXAreAnArpeggioAndNeverClip() throws {
        let chart = Chart(
            kind: .scatter, xAxis: .numeric("Height"), yAxis: .numeric("Weight", range: 0...100),
            series: [
                Series(
                    name: "People", isContinuous: false, x: [170, 180, 170, 170, 160, 180], y: [60, 90, 70, 80, 50, 70])
            ])
        let sonifier = try TestCharts.sonifier(chart)
        // 160: 50; 170: 60, 70, 80 from the lowest up; 180: 70, 90.
        #expect(sonifier.score.series[0].steps.map(\.value) == [50, 60, 70, 80, 70, 90])
        #expect(
            sonifier.score.series[0].steps.map(\.points) == [4...4, 0...0, 2...2, 3...3, 5...5, 1...1],
            "each step is its own point")
        #expect(Decoded(synthesizing: sonifier).peak <= 0.7 * 0.8 * 1.001)
    }

    @Test func cuesSoundAtTheirTimes() throws {
        var chart = TestCharts.line([10, 90], continuous: true, range: 0...100)
        chart.references = [Reference(value: 50)]
        let sonifier = try TestCharts.sonifier(chart) { $0.duration = 2 }
        let sound = Decoded(synthesizing: sonifier)
        let time = sonifier.score.cues[0].time
        #expect(abs(time - 1) < 1e-9)
        #expect(sound.strength(of: 880, time, time + 0.07) > 0.05)
        #expect(sound.strength(of: 1320, time + 0.07, time + 0.14) > 0.05)
        #expect(sound.strength(of: 880, time - 0.3, time - 0.1) < 0.01)
    }

    @Test func theFirstAdditionalAxisSetsLoudness() throws {
        let points = [0.0, 10, 5].enumerated().map {
            DataPoint(x: .number(Double($0.offset)), y: 50, additional: [.category("tag"), .number($0.element)])
        }
        let chart = Chart(
            xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...100),
            additionalAxes: [.categorical("Tag"), .numeric("Size")],
            series: [Series(name: "S", isContinuous: false, points: points)])
        let sonifier = try TestCharts.sonifier(chart)
        let sound = Decoded(synthesizing: sonifier)
        let levels = noteMiddles(sonifier).map { sound.rms($0.0, $0.1) }
        #expect(abs(levels[0] / levels[1] - 0.5) < 0.01)
        #expect(abs(levels[2] / levels[1] - 0.75) < 0.01)
    }

    @Test func bandsPlayBothEdges() throws {
        let chart = Chart(
            kind: .band, xAxis: .numeric("X"), yAxis: .numeric("Y", range: 0...100),
            series: [
                Series(
                    name: "Range", isContinuous: false,
                    points: [
                        DataPoint(x: .number(0), y: nil, low: 0, high: 100),
                        DataPoint(x: .number(1), y: nil, low: 0, high: 100),
                    ])
            ])
        let sonifier = try TestCharts.sonifier(chart)
        #expect(sonifier.score.voices.count == 2)
        let note = sonifier.score.voices[0].segments[0]
        let sound = Decoded(synthesizing: sonifier)
        #expect(sound.strength(of: 200, note.start + 0.05, note.end - 0.05) > 0.1)
        #expect(sound.strength(of: 1200, note.start + 0.05, note.end - 0.05) > 0.1)
    }

    @Test func aBoxPlaysItsMedianWithSofterQuartilesAndTicksForOutliers() throws {
        // On 0 to 100 over 200 to 1,200 Hz (linear in Hz): median 50 → 700 Hz, quartiles 20 and
        // 80 → 400 and 1,000 Hz, the outlier 100 → 1,200 Hz, a 30 ms tick 40 ms into the note.
        let box = BoxSummary(
            minimum: 10, lowerQuartile: 20, median: 50, upperQuartile: 80, maximum: 90, outliers: [100])
        let chart = Chart(
            kind: .box, xAxis: .categorical("Group"), yAxis: .numeric("Y", range: 0...100),
            series: [
                Series(
                    name: "S",
                    points: [
                        DataPoint(category: "A", box: box),
                        DataPoint(
                            category: "B",
                            box: BoxSummary(minimum: 10, lowerQuartile: 20, median: 50, upperQuartile: 80, maximum: 90)),
                    ])
            ])
        let sonifier = try TestCharts.sonifier(chart) { $0.scale = .linear }
        #expect(sonifier.score.voices.count == 4)
        #expect(sonifier.score.voices[1].amplitude < sonifier.score.voices[0].amplitude, "the quartiles are softer")
        let note = sonifier.score.voices[0].segments[0]
        let sound = Decoded(synthesizing: sonifier)
        for frequency in [700.0, 400, 1000] {
            #expect(sound.strength(of: frequency, note.start + 0.09, note.end - 0.02) > 0.05, "\(frequency) Hz")
        }
        // The tick: 1,200 Hz while it sounds, and not after it, nor in the box without outliers.
        let tick = try #require(sonifier.score.voices[3].segments.first)
        #expect(abs(tick.start - (note.start + 0.04)) < 1e-9 && abs(tick.startFrequency - 1200) < 1e-6)
        #expect(sound.strength(of: 1200, tick.start + 0.003, tick.end) > 0.05)
        #expect(sound.strength(of: 1200, tick.end + 0.03, note.end - 0.02) < 0.01)
        #expect(sonifier.score.voices[3].segments.count == 1)
    }

    @Test func rangeBarsSoundForTheirStretchesOverlappingOnesTogether() throws {
        // The release plan spans January 5 to May 4 (119 days). Build and Test overlap, so two
        // lanes: Design, Build, Review, Launch in one, Test in the other, from March 9 (63 days
        // in) to April 13 (98 days in).
        let chart = try Samples.chart("release-plan-timeline.json")
        let sonifier = try TestCharts.sonifier(chart)
        #expect(sonifier.score.voices.count == 2)
        #expect(sonifier.score.voices.map(\.segments.count) == [4, 1])
        let window = sonifier.score.series[0]
        let length = window.end - window.start
        let test = sonifier.score.voices[1].segments[0]
        #expect(
            abs(test.start - (window.start + length * 63 / 119)) < 1e-9
                && abs(test.end - (window.start + length * 98 / 119)) < 1e-9)
        #expect(abs(test.startFrequency - sonifier.mapping.frequency(of: 5)) < 1e-9)
        // While Build and Test both sound, both pitches are heard.
        let sound = Decoded(synthesizing: sonifier)
        let build = sonifier.score.voices[0].segments[1]
        #expect(sound.strength(of: build.startFrequency, test.start + 0.02, build.end - 0.02) > 0.05)
        #expect(sound.strength(of: test.startFrequency, test.start + 0.02, build.end - 0.02) > 0.05)
    }
}
