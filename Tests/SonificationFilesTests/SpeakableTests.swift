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

/// The SSML is real SSML: espeak-ng (an independent synthesizer) speaks it without reading its
/// tags aloud, in the chart's language.
@Suite struct SpeakableTests {
    /// Seconds of speech espeak-ng makes of `text`, marked up or not.
    func spokenSeconds(_ text: String, isMarkup: Bool, voice: String) throws -> Double {
        let folder = TemporaryFolder()
        let input = folder.path + "/input.txt"
        let output = folder.path + "/speech.wav"
        try Data(text.utf8).write(to: URL(fileURLWithPath: input))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["espeak-ng", "-v", voice, "-w", output, "-f", input] + (isMarkup ? ["-m"] : [])
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let audio = try SoundFileReader(path: output)
        return Double(audio.frameCount) / Double(audio.sampleRate)
    }

    @Test(arguments: [("daily-steps.json", "en-us"), ("daily-temperature.json", "de")])
    func ssmlIsSpokenWithoutItsTags(sample: String, voice: String) throws {
        let chart = try Samples.chart(sample)
        let description = try ChartDescriber(chart: chart).describe(.summary)
        let plain = description.sentences.map(\.text).joined(separator: " ")
        let ssml = description.rendered(as: .ssml)
        let speech = try spokenSeconds(ssml, isMarkup: true, voice: voice)
        let reading = try spokenSeconds(plain, isMarkup: false, voice: voice)
        let tagsAloud = try spokenSeconds(ssml, isMarkup: false, voice: voice)
        // The marked-up version adds its pauses (one 700 ms break between the parts, a short
        // one at each sentence's end); reading the tags aloud would add far more.
        #expect(speech >= reading - 0.5)
        #expect(speech <= reading + 0.5 * Double(description.sentences.count) + 1)
        #expect(tagsAloud - reading > 4 * (speech - reading))
    }
}
