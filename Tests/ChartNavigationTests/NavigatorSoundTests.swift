import AudioTestSupport
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

/// The navigator's sounds, synthesized and measured.
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
}
