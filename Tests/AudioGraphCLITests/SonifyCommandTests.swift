import AudioGraph
import AudioTestSupport
import Foundation
import SoundFileTestSupport
import TestSupport
import Testing

/// `audiograph sonify` through the real binary, checked with sox as an independent reader.
@Suite struct SonifyCommandTests {
    let steps = Binary.samples + "/daily-steps.json"

    /// What sox says of a file: sample rate, channels, duration in seconds.
    func soxInfo(_ path: String) throws -> (rate: Int, channels: Int, seconds: Double) {
        func soxi(_ flag: String) throws -> String {
            try Binary.run([flag, path], program: "/usr/bin/soxi").out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (Int(try soxi("-r")) ?? 0, Int(try soxi("-c")) ?? 0, Double(try soxi("-D")) ?? 0)
    }

    @Test(arguments: ["wav", "flac", "ogg", "aiff"])
    func writesEveryContainerSoxCanRead(container: String) throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/steps." + container
        let result = try Binary.run(["sonify", steps, "-o", path, "--sample-rate", "22050"])
        #expect(result == Binary.Result(status: 0, out: "\(path): 6.20 seconds, 22050 Hz, stereo\n", err: ""))
        let info = try soxInfo(path)
        #expect(info.rate == 22_050 && info.channels == 2 && abs(info.seconds - 6.2) < 0.01)
        #expect(folder.contents == ["steps." + container])
    }

    @Test func optionsShapeTheSoundAndCuesAreWritten() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/revenue.wav"
        let result = try Binary.run([
            "sonify", Binary.samples + "/quarterly-revenue-by-region.json", "-o", path, "--mono", "--duration", "3",
            "--pitch", "300-900", "--scale", "pentatonic", "--waveform", "triangle", "--order", "simultaneous",
            "--series", "all", "--cues", folder.path + "/revenue.vtt", "--encoding", "pcm24",
        ])
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out.hasSuffix(": 3.05 seconds, 44100 Hz, mono\n"))
        let sound = try Decoded(path: path)
        #expect(sound.channelCount == 1 && abs(sound.duration - 3.05) < 0.001)
        let vtt = try String(contentsOfFile: folder.path + "/revenue.vtt", encoding: .utf8)
        #expect(vtt.hasPrefix("WEBVTT\n\n1\n00:00:00.000 --> 00:00:00.750\nNorth America: Q1 2025, $1.82 million\n"))
        let europe = try Binary.run([
            "sonify", Binary.samples + "/quarterly-revenue-by-region.json", "-o", path, "--series", "Europe",
        ])
        #expect(europe.out.hasSuffix(": 2.05 seconds, 44100 Hz, stereo\n"))
    }

    @Test(arguments: [
        (["sonify", "STEPS"], "Error: missing '-o OUT', the sound file to write ('-' for standard output)\n"),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--pitch", "1200-200"],
            "Error: invalid value '1200-200' for '--pitch'; expected LOW-HIGH in Hz, such as 200-1200\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--pitch", "10-200"],
            "Error: invalid value '10-200' for '--pitch'; the low pitch must be 40 to 8000 Hz\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--duration", "soon"],
            "Error: invalid value 'soon' for '--duration'; expected a decimal number of seconds\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--volume", "1"],
            "Error: invalid value '1' for '--volume'; expected 0.05 to 0.9 of full scale\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--sample-rate", "8000", "--pitch", "200-5000"],
            "Error: invalid pitch: 5000 Hz cannot be played at 8000 Hz; the limit is 4000 Hz\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--series", "Daily step"],
            "Error: 'STEPS': no series is named 'Daily step' (did you mean 'Daily steps'?)\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.mp3"],
            "Error: cannot write 'x.mp3': unknown audio file extension; use .wav, .flac, .ogg or .aiff\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.flac", "--encoding", "float32"],
            "Error: cannot write 'x.flac': FLAC cannot hold float32 samples\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--waveform", "sin"],
            "Error: invalid value 'sin' for '--waveform'; expected one of sine, triangle, square, sawtooth (did you mean 'sine'?)\n"
        ),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(arguments.map { $0 == "STEPS" ? steps : $0 }, in: folder.path)
        #expect(result.status == 64)
        #expect(
            result.err.hasPrefix(
                message.replacingOccurrences(of: "STEPS", with: steps) + "Usage: audiograph sonify FILE ... [-o OUT]"))
        #expect(folder.contents.isEmpty)
    }

    @Test func unwritablePlacesExit73() throws {
        let folder = TemporaryFolder()
        #expect(
            try Binary.run(["sonify", steps, "-o", folder.path + "/no/x.wav"])
                == Binary.Result(
                    status: 73, out: "",
                    err:
                        "Error: cannot create '\(folder.path)/no/x.wav': the folder '\(folder.path)/no' does not exist\n"
                ))
        #expect(folder.contents.isEmpty)
    }

    @Test func anEmptyChartIsAShortFileAndSaysNoDataWhenSpoken() throws {
        let folder = TemporaryFolder()
        let empty = #"{"title": "Nothing yet", "xAxis": {"title": "X"}, "series": []}"#
        let result = try Binary.run(["sonify", "-", "-o", folder.path + "/x.wav"], input: empty)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        let silence = try Decoded(path: folder.path + "/x.wav")
        #expect(abs(silence.duration - 0.5) < 0.01 && silence.peak < 1e-3, "silent but for the dither")
        // Spoken: the title, then "no data", which espeak-ng reads back as the same words.
        let spoken = try Binary.run(
            ["sonify", "-", "-o", folder.path + "/spoken.wav", "--speak", "--cues", folder.path + "/spoken.vtt"],
            input: empty)
        #expect(spoken.status == 0, "\(spoken.err)")
        let captions = try String(contentsOfFile: folder.path + "/spoken.vtt", encoding: .utf8)
        #expect(captions.contains("Nothing yet") && captions.contains("The chart has no data."))
        let sound = try Decoded(path: folder.path + "/spoken.wav")
        #expect(sound.duration > 1.5 && sound.peak > 0.1)
    }

    @Test func speechRateSetsHowFastWordsAreSpoken() throws {
        let folder = TemporaryFolder()
        let chart = Binary.samples + "/monthly-revenue.json"
        func speechLength(_ extra: [String]) throws -> Double {
            let result = try Binary.run(
                ["sonify", chart, "-o", folder.path + "/a.wav", "--speak", "--cues", folder.path + "/a.vtt"] + extra)
            #expect(result.status == 0, "\(result.err)")
            let captions = try String(contentsOfFile: folder.path + "/a.vtt", encoding: .utf8)
            // The first cue is the spoken introduction: its length is the speech's.
            let timing = try #require(captions.split(separator: "\n").first { $0.contains("-->") })
            let stamps = timing.components(separatedBy: " --> ").map { stamp in
                stamp.split(separator: ":").reduce(0.0) { $0 * 60 + Double($1)! }
            }
            return stamps[1] - stamps[0]
        }
        let normal = try speechLength([])
        let fast = try speechLength(["--speech-rate", "350"])
        // Twice the words per minute: about half the time (espeak-ng's pauses do not all shrink).
        #expect(fast < normal * 0.65 && fast > normal * 0.35, "\(normal) s at 175, \(fast) s at 350")
        for bad in [
            ["--speech-rate", "30", "--speak"], ["--speech-rate", "200.5", "--speak"], ["--speech-rate", "200"],
        ] {
            let result = try Binary.run(["sonify", chart, "-o", folder.path + "/b.wav"] + bad)
            #expect(result.status == 64 && result.err.contains("--speech-rate"), "\(bad): \(result.err)")
        }
    }

    @Test func landmarksAndAReferenceToneFromTheCommandLine() throws {
        let folder = TemporaryFolder()
        let steps = Binary.samples + "/daily-steps.json"
        let result = try Binary.run([
            "sonify", steps, "-o", folder.path + "/a.wav", "--landmarks", "--reference-tone", "reference", "--ticks",
            "--cues", folder.path + "/a.vtt",
        ])
        #expect(result.status == 0, "\(result.err)")
        let captions = try String(contentsOfFile: folder.path + "/a.vtt", encoding: .utf8)
        // The highest (11,520 steps on January 26) is spoken, and no introduction without --speak.
        #expect(captions.contains("\nhighest\n") && !captions.contains("X axis"), "\(captions.prefix(400))")
        #expect(OutputChecks.webVTTProblem(captions) == nil)
        let none = try Binary.run([
            "sonify", Binary.samples + "/monthly-revenue.json", "-o", folder.path + "/b.wav", "--reference-tone",
            "reference",
        ])
        #expect(none.status == 64 && none.err.contains("needs a y reference line"), "\(none.err)")
        let bad = try Binary.run(["sonify", steps, "-o", folder.path + "/b.wav", "--reference-tone", "high"])
        #expect(bad.status == 64 && bad.err.contains("expected a y value"), "\(bad.err)")
    }
}
