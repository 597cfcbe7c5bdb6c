import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import SpeechSynthesis

/// Spoken words in audio graphs: where they go, and espeak-ng making them.
@Suite struct SpeechTests {
    /// A stand-in speaker: one second of 100 Hz per text, whatever it says.
    let hum: Sonifier.SpeechSource = { _, _, rate in (0..<rate).map { Float(sin(2 * Double.pi * 100 * Double($0) / Double(rate))) } }

    @Test func theIntroductionAndSeriesNamesComeBeforeTheTones() throws {
        let x: [Double] = [0, 1, 2]
        let chart = Chart(
            title: "Sales", xAxis: .numeric("Week"), yAxis: .numeric("Units", range: 0...10),
            series: [
                Series(name: "North", isContinuous: true, x: x, y: [1, 5, 9]), Series(name: "South", isContinuous: true, x: x, y: [9, 5, 1]),
            ])
        let sonifier = try Sonifier(chart: chart, options: SonificationOptions(channelCount: 1), speech: hum)
        let score = sonifier.score
        #expect(score.speech.map(\.text) == ["Sales. X axis: Week, 0 to 2. Y axis: Units, 0 to 10.", "North", "South"])
        #expect(score.speech.map(\.start) == [0, 1.4, 1.4 + 1.25 + 2 + 0.15 + 0.6])
        #expect(score.series.map(\.start) == [2.65, 2.65 + 2 + 0.15 + 0.6 + 1.25])
        let sound = Decoded(synthesizing: sonifier)
        #expect(sound.strength(of: 100, 0.1, 0.9) > 0.5 * 0.7 * 0.8)
        #expect(sound.rms(1.1, 1.3) < 1e-5, "the pause after the introduction")
        let vtt = sonifier.webVTT()
        #expect(vtt.hasPrefix("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nSales. X axis: Week, 0 to 2. Y axis: Units, 0 to 10.\n\n2\n00:00:01.400 --> 00:00:02.400\nNorth\n\n3\n00:00:02.650 --> "))
    }

    @Test func seriesPlayedTogetherAreNamedWithTheirWaveforms() throws {
        let x: [Double] = [0, 1]
        let chart = Chart(
            xAxis: .numeric("X"),
            series: [
                Series(name: "A", isContinuous: true, x: x, y: [1, 2]), Series(name: "B", isContinuous: true, x: x, y: [2, 1]),
            ])
        let score = try Sonifier(chart: chart, options: SonificationOptions(order: .simultaneous), speech: hum).score
        #expect(score.speech.map(\.text).last == "Together: A, sine; B, triangle")
    }

    @Test func aSpeakerThatFailsIsReported() throws {
        struct Mute: Error, CustomStringConvertible { var description: String { "no voice" } }
        #expect(throws: SonificationError.speech("no voice")) {
            try Sonifier(chart: TestCharts.line([1, 2]), speech: { _, _, _ in throw Mute() })
        }
    }

    @Test(arguments: [("en_US", "The chart rises."), ("de_DE", "Das Diagramm steigt.")])
    func espeakSpeaksInTheChartsLanguage(locale: String, text: String) throws {
        let speech = try ESpeak().samples(for: text, language: locale, sampleRate: 44_100)
        let seconds = Double(speech.count) / 44_100
        #expect(seconds > 0.5 && seconds < 3)
        #expect(speech.map(abs).max() == 1)
        #expect(ESpeak.voiceName(for: locale) == String(locale.prefix(2)))
    }

    @Test func resamplingKeepsTheLengthAndThePitch() {
        let tone = (0..<22_050).map { Float(sin(2 * Double.pi * 300 * Double($0) / 22_050)) }
        for rate in [8000, 44_100, 96_000] {
            let resampled = ESpeak.resample(tone, from: 22_050, to: rate)
            #expect(resampled.count == rate)
            var crossings = 0
            for (a, b) in zip(resampled, resampled.dropFirst()) where a < 0 && b >= 0 { crossings += 1 }
            #expect(abs(crossings - 300) <= 1)
        }
    }
}
