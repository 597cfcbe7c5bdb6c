import AXCompatibility
import AudioOutput
import ChartNavigation
import Foundation
import Sonification
import SonificationFiles
import SpeechSynthesis
import Testing

/// What reaches the system: the audio output the navigator plays to, and the failures of speech,
/// sound output and live rendering, each a typed value with one line for people.
@Suite struct SystemTests {
    @Test func aLiveRendererRefusesAStepOutsideItsRange() {
        #expect(throws: SonificationError.liveStep(9)) { try LiveAudioGraphRenderer(output: .memory, stepDuration: 9) }
    }

    @Test func speechAndSoundOutputFailuresAreTyped() {
        #expect(ESpeak.Failure.noVoice("xx").description == "espeak-ng has no voice for 'xx' nor for 'en'")
        // ALSA reports a device that does not exist; the failure names it.
        #expect {
            _ = try AudioDevice(name: "audiograph-no-such-device")
        } throws: { error in
            guard case AudioDevice.Failure.cannotOpen(let device, _) = error else { return false }
            return device == "audiograph-no-such-device"
        }
    }

    @Test func theAudioOutputPlaysOrSaysWhyNot() throws {
        let device = try AudioDevice(name: "null", sampleRate: 44_100, channelCount: 2)
        try device.play(NavigatorSound.tone(440).samples())
        device.close()
        #expect(throws: AudioDevice.Failure.self) { try device.play([0, 0]) }
        do {
            _ = try AudioDevice(name: "nowhere")
            Issue.record("an unknown device opened")
        } catch {
            #expect(error.description.hasPrefix("no audio output 'nowhere': "))
        }
    }

    @Test func oneDeviceIsSafeToShareAcrossThreads() async throws {
        // Sendable by its lock: plays from several tasks while another closes it either finish
        // or say the device is closed; nothing crashes or plays into a closed handle.
        let device = try AudioDevice(name: "null", sampleRate: 8_000, channelCount: 1)
        let tone = NavigatorSound.tone(440).samples(sampleRate: 8_000, channelCount: 1)
        let outcomes = await withTaskGroup(of: [String].self) { group in
            for task in 0..<4 {
                group.addTask {
                    var seen: [String] = []
                    for round in 0..<20 {
                        if task == 0, round == 10 { device.close() }
                        do {
                            try device.play(tone)
                            seen.append("played")
                        } catch {
                            seen.append((error as? AudioDevice.Failure) == .closed ? "closed" : "other: \(error)")
                        }
                    }
                    return seen
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == 80 && outcomes.allSatisfy { $0 == "played" || $0 == "closed" }, "\(Set(outcomes))")
        #expect(outcomes.contains("closed"))
        #expect(throws: AudioDevice.Failure.closed) { try device.play(tone) }
    }
}
