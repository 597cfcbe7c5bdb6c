import AudioGraph
import Foundation
import TestSupport
import Testing

/// The navigator's sounds, synthesized and measured, and the audio output they go to.
@Suite struct NavigatorSoundTests {
    func measured(_ sound: NavigatorSound) -> Decoded {
        Decoded(samples: sound.samples(sampleRate: 44_100, channelCount: 1), sampleRate: 44_100, channelCount: 1)
    }

    @Test func tonesGlidesAndChordsSoundTheirPitches() {
        let tone = measured(.tone(440))
        #expect(abs(tone.duration - 0.15) < 0.001)
        #expect(abs(tone.frequency(0.02, 0.1)! - 440) < 2)
        let glide = measured(.glide(from: 300, to: 600))
        #expect(glide.frequency(0.01, 0.05)! < glide.frequency(0.09, 0.13)!)
        let chord = measured(.chord([300, 500]))
        #expect(chord.strength(of: 300, 0.02, 0.2) > 0.1 && chord.strength(of: 500, 0.02, 0.2) > 0.1)
        #expect(chord.peak <= 0.7 * 0.8 * 1.001)
    }

    @Test func theBoundaryCueFallsAndSilenceIsEmpty() {
        let cue = measured(.boundary)
        #expect(cue.strength(of: 330, 0.005, 0.065) > 0.1)
        #expect(cue.strength(of: 220, 0.075, 0.135) > 0.1)
        #expect(NavigatorSound.none.samples().isEmpty && NavigatorSound.series(0).samples().isEmpty)
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
