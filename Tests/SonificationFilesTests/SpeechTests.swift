import AXCompatibility
import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import SonificationFiles
import SoundFileIO
import SoundFileTestSupport
import SpeechSynthesis
import TestSupport
import Testing

@testable import SpeechSynthesis

/// Spoken words in audio graphs: where they go, and espeak-ng making them.
@Suite struct SpeechTests {
    /// A stand-in speaker: one second of 100 Hz per text, whatever it says.
    let hum: Sonifier.SpeechSource = { _, _, rate in
        (0..<rate).map { Float(sin(2 * Double.pi * 100 * Double($0) / Double(rate))) }
    }

    @Test func theIntroductionAndSeriesNamesComeBeforeTheTones() throws {
        let x: [Double] = [0, 1, 2]
        let chart = Chart(
            title: "Sales", xAxis: .numeric("Week"), yAxis: .numeric("Units", range: 0...10),
            series: [
                Series(name: "North", isContinuous: true, x: x, y: [1, 5, 9]),
                Series(name: "South", isContinuous: true, x: x, y: [9, 5, 1]),
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
        #expect(
            vtt.hasPrefix(
                "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nSales. X axis: Week, 0 to 2. Y axis: Units, 0 to 10.\n\n2\n00:00:01.400 --> 00:00:02.400\nNorth\n\n3\n00:00:02.650 --> "
            ))
    }

    @Test func seriesPlayedTogetherAreNamedWithTheirWaveforms() throws {
        let x: [Double] = [0, 1]
        let chart = Chart(
            xAxis: .numeric("X"),
            series: [
                Series(name: "A", isContinuous: true, x: x, y: [1, 2]),
                Series(name: "B", isContinuous: true, x: x, y: [2, 1]),
            ])
        let score = try Sonifier(chart: chart, options: SonificationOptions(order: .simultaneous), speech: hum).score
        #expect(score.speech.map(\.text).last == "Together: A, sine; B, triangle")
    }

    @Test func landmarksAreSpokenAtTheirMomentOverDuckedTones() throws {
        // A steady 50 but for a high of 90 on day 2 and a low of 10 on day 4; "Launch" on day 6.
        var chart = TestCharts.line([50, 50, 90, 50, 10, 50, 50, 50])
        chart.series[0][6].label = "Launch"
        var options = SonificationOptions(duration: 8, channelCount: 1)
        options.speaksIntroduction = false
        options.speaksLandmarks = true
        let short: Sonifier.SpeechSource = { _, _, rate in
            (0..<rate / 4).map { Float(sin(2 * Double.pi * 100 * Double($0) / Double(rate))) }
        }
        let sonifier = try Sonifier(chart: chart, options: options, speech: short)
        let score = sonifier.score
        #expect(score.speech.map(\.text) == ["highest", "lowest", "Launch"])
        // Each within 50 ms of its point's tone (they start exactly with it).
        let steps = score.series[0].steps
        for (clip, point) in zip(score.speech, [2, 4, 6]) {
            let step = try #require(steps.first { $0.points.contains(point) })
            #expect(abs(clip.start - step.start) <= 0.05, "\(clip.text) at \(clip.start), its point at \(step.start)")
        }
        #expect(score.ducking.count == 3)
        // Measured: the tone at day 6 (50) drops to the ducked level under "Launch" and comes back.
        let sound = Decoded(synthesizing: sonifier)
        let launch = score.speech[2].start
        let frequency = sonifier.mapping.frequency(of: 50)
        let under = sound.strength(of: frequency, launch + 0.05, launch + 0.2)
        let after = sound.strength(of: frequency, launch + 0.5, launch + 0.65)
        #expect(abs(under / after - Score.duckedLevel) < 0.05, "\(under) under the word, \(after) after")
        #expect(sound.strength(of: 100, launch + 0.05, launch + 0.2) > 0.5, "the word itself is not ducked")
        // Without a speech source, nothing is spoken or ducked.
        let silent = try Sonifier(chart: chart, options: options)
        #expect(silent.score.speech.isEmpty && silent.score.ducking.isEmpty)
        // Captions carry the words at their times.
        let vtt = sonifier.webVTT()
        #expect(vtt.contains("\nhighest\n") && vtt.contains("\nlowest\n") && vtt.contains("\nLaunch\n"))
    }

    @Test func overlappingLandmarksKeepTheFirstAndCrossingsFollowTheirChime() throws {
        // The high and a crossing of 60 come close together: words never overlap.
        var chart = TestCharts.line([10, 95, 20, 70, 30])
        chart.references = [Reference(value: 60, label: "Goal")]
        var options = SonificationOptions(duration: 2, channelCount: 1)
        options.speaksIntroduction = false
        options.speaksLandmarks = true
        let long: Sonifier.SpeechSource = { _, _, rate in [Float](repeating: 0.1, count: rate * 6 / 10) }
        let score = try Sonifier(chart: chart, options: options, speech: long).score
        let spans = score.speech.map { $0.start...$0.start + $0.duration(sampleRate: 44_100) }
        for (a, b) in zip(spans, spans.dropFirst()) { #expect(a.upperBound <= b.lowerBound, "\(a) overlaps \(b)") }
        #expect(score.speech.first?.text == "highest" || score.speech.first?.text == "lowest")
        let crossing = score.speech.first { $0.text.hasPrefix("Crosses") }
        if let crossing {
            #expect(
                score.cues.contains { abs($0.time + 0.14 - crossing.start) < 1e-9 },
                "a spoken crossing follows its chime")
        }
    }

    @Test func aSpeakerThatFailsIsReported() throws {
        struct Mute: Error, CustomStringConvertible { var description: String { "no voice" } }
        #expect(throws: SonificationError.speech("no voice")) {
            try Sonifier(chart: TestCharts.line([1, 2]), speech: { _, _, _ in throw Mute() })
        }
    }

    /// The RMS of the 20 ms frames of `samples` within 30 dB of the loudest: speech without its pauses.
    func activeLevel(_ samples: ArraySlice<Float>) -> Double {
        let frames = stride(from: samples.startIndex, to: samples.endIndex - 882, by: 882).map { start in
            samples[start..<start + 882].reduce(0.0) { $0 + Double($1) * Double($1) } / 882
        }
        let loudest = frames.max() ?? 0
        let active = frames.filter { $0 >= loudest / 1000 }
        return (active.reduce(0, +) / Double(max(1, active.count))).squareRoot()
    }

    @Test(arguments: ["en-US", "de-DE"])
    func speechIsAsLoudAsTheTones(locale: String) throws {
        // A steady tone after the spoken title and axes, measured with espeak-ng's own voice.
        var chart = Chart(
            title: "Revenue by month", xAxis: .numeric("Month"), yAxis: .numeric("Revenue", range: 0...100),
            series: [Series(name: "", isContinuous: true, x: [0, 1, 2, 3], y: [50, 50, 50, 50])])
        chart.locale = locale
        let sonifier = try Sonifier(chart: chart, options: SonificationOptions(channelCount: 1)) {
            text, voice, rate in
            try ESpeak().samples(for: text, voice: voice, sampleRate: rate)
        }
        let sound = Decoded(synthesizing: sonifier)
        let intro = try #require(sonifier.score.speech.first)
        let speechEnd = Int((intro.start + intro.duration(sampleRate: 44_100)) * 44_100)
        let speech = activeLevel(sound.samples[0..<speechEnd])
        let tones = sonifier.score.series[0]
        let tone = sound.rms(tones.start + 0.5, tones.end - 0.5)
        let difference = 20 * log10(speech / tone)
        #expect(abs(difference) <= 3, "speech \(speech), tones \(tone): \(difference) dB apart")
        #expect(sound.peak <= 0.95 + 1e-6, "limited, never clipped")
    }

    @Test func speechIsSpokenInTheWordsLanguageWithItsTextPrepared() throws {
        // An Italian chart (no Italian pack) is worded and spoken in English, with the currency
        // spelled out for the voice. Captions keep what is shown.
        let chart = Chart(
            title: "Vendite", locale: "it-IT", xAxis: .numeric("Mese"),
            yAxis: Axis(
                type: .numeric, title: "Revenue", range: 0...9_000,
                format: ValueFormat(style: .currency, currencyCode: "USD")),
            series: [Series(name: "", isContinuous: true, x: [1, 2], y: [1_000, 8_000])])
        final class Heard: @unchecked Sendable { var texts: [(String, String)] = [] }
        let heard = Heard()
        let sonifier = try Sonifier(chart: chart, options: SonificationOptions(channelCount: 1)) {
            text, voice, rate in
            heard.texts.append((text, voice))
            return [Float](repeating: 0.1, count: rate / 2)
        }
        #expect(heard.texts.map(\.1) == ["en"])
        #expect(heard.texts[0].0.contains("0 dollars to 9,000 dollars"), "\(heard.texts)")
        #expect(
            sonifier.score.speech[0].text.contains("$0 to $9,000"),
            "the caption as shown: \(sonifier.score.speech[0].text)")
    }

    @Test(arguments: [
        ("en", "The chart rises."), ("de", "Das Diagramm steigt."), ("fr-fr", "Le graphique augmente."),
        ("es", "El gráfico sube."), ("xx-no-such", "Unknown voice."),
    ])
    func espeakSpeaksInThePacksVoice(voice: String, text: String) throws {
        // A voice espeak-ng does not have falls back to English rather than failing.
        let speech = try ESpeak().samples(for: text, voice: voice, sampleRate: 44_100)
        let seconds = Double(speech.count) / 44_100
        #expect(seconds > 0.5 && seconds < 3)
        #expect(speech.map(abs).max() == 1)
    }

    @Test(arguments: ["de", "fr-fr", "es"])
    func eachPacksVoiceIsOneEspeakHas(voice: String) throws {
        // A voice espeak-ng lacks would fall back to English: the same text in English differs.
        let text = "Le graphique augmente de 36 pour cent."
        let speech = try ESpeak().samples(for: text, voice: voice, sampleRate: 22_050)
        #expect(speech != (try ESpeak().samples(for: text, voice: "en", sampleRate: 22_050)))
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
