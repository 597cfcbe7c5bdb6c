import Foundation
import SoundFileIO
import TestSupport
import Testing

@Suite struct SoundFileTests {
    /// A 440 Hz sine at half scale, `seconds` long, interleaved for `channelCount` channels.
    static func sine(sampleRate: Int, channelCount: Int, seconds: Double = 0.25) -> [Float] {
        let frames = Int(Double(sampleRate) * seconds)
        var samples = [Float](repeating: 0, count: frames * channelCount)
        for frame in 0..<frames {
            let value = Float(0.5 * sin(2 * Double.pi * 440 * Double(frame) / Double(sampleRate)))
            for channel in 0..<channelCount { samples[frame * channelCount + channel] = channel == 0 ? value : -value }
        }
        return samples
    }

    static let formats: [(String, SampleEncoding?, Float)] = [
        ("wav", .pcm16, 1e-4), ("wav", .pcm24, 1e-6), ("wav", .float32, 0), ("aiff", .pcm16, 1e-4),
        ("aiff", .float32, 0), ("flac", .pcm16, 1e-4), ("flac", .pcm24, 1e-6), ("ogg", nil, 0.05),
    ]

    @Test(arguments: formats, [8_000, 44_100, 192_000])
    func roundTripsEveryContainerAndRate(format: (String, SampleEncoding?, Float), sampleRate: Int) throws {
        let (ext, encoding, tolerance) = format
        let folder = TemporaryFolder()
        let path = folder.path + "/tone." + ext
        let samples = Self.sine(sampleRate: sampleRate, channelCount: 2)
        let writer = try SoundFileWriter(path: path, encoding: encoding, sampleRate: sampleRate, channelCount: 2)
        try writer.write(samples)
        try writer.finish()
        #expect(folder.contents == ["tone." + ext])

        let reader = try SoundFileReader(path: path)
        #expect(reader.sampleRate == sampleRate && reader.channelCount == 2)
        #expect(reader.container == AudioContainer(rawValue: ext))
        #expect(reader.encoding == (encoding ?? .vorbis))
        #expect(reader.frameCount == samples.count / 2)
        let read = reader.readAll()
        #expect(read.count == samples.count)
        if ext == "ogg" {
            // Lossy: compare the level, and the channels' opposite signs, not every sample.
            let rms = sqrt(read.map { $0 * $0 }.reduce(0, +) / Float(read.count))
            #expect(abs(rms - 0.5 / sqrt(2)) < tolerance)
            #expect(zip(read[1000...].striding(2), read[1001...].striding(2)).allSatisfy { $0 * $1 <= 1e-3 })
        } else {
            let error = zip(read, samples).map { abs($0 - $1) }.max() ?? 1
            #expect(error <= tolerance)
        }
    }

    @Test func clipsInsteadOfWrappingPastFullScale() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/loud.wav"
        let writer = try SoundFileWriter(path: path, sampleRate: 8_000, channelCount: 1)
        try writer.write([1.5, -1.5, 0.25])
        try writer.finish()
        let read = try SoundFileReader(path: path).readAll()
        #expect(read[0] > 0.99 && read[1] < -0.99)
        #expect(abs(read[2] - 0.25) < 1e-4)
    }

    @Test func writesInBlocksAndCountsFrames() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/blocks.flac"
        let writer = try SoundFileWriter(path: path, sampleRate: 44_100, channelCount: 1)
        let block = [Float](repeating: 0.1, count: 4096)
        for _ in 0..<10 { try writer.write(block) }
        #expect(writer.frameCount == 40_960)
        try writer.finish()
        #expect(try SoundFileReader(path: path).frameCount == 40_960)
    }

    @Test func anUnfinishedWriteLeavesThePreviousFileAndNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/graph.wav"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let writer = try SoundFileWriter(path: path, sampleRate: 8_000, channelCount: 1)
            try writer.write([0.1, 0.2])
            #expect(folder.contents.count == 2)  // the target and the hidden temporary file
            #expect(folder.contents.contains { $0.hasPrefix(".graph.wav.audiograph-") && $0.hasSuffix(".tmp") })
            writer.cancel()
        }
        do {
            let dropped = try SoundFileWriter(path: path, sampleRate: 8_000, channelCount: 1)
            try dropped.write([0.1])
        }  // dropped unfinished
        #expect(folder.contents == ["graph.wav"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    }

    @Test func finishingReplacesTheFileAndRefusesASecondFinish() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/graph.wav"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: path))
        let writer = try SoundFileWriter(path: path, sampleRate: 8_000, channelCount: 1)
        try writer.write([0.5])
        try writer.finish()
        #expect(try SoundFileReader(path: path).frameCount == 1)
        #expect(throws: SoundFileError(.writeFailed, path: path, reason: "the writer is already finished or cancelled"))
        {
            try writer.finish()
        }
    }

    @Test func refusalsNameThePath() throws {
        let folder = TemporaryFolder()
        #expect(
            throws: SoundFileError(
                .unsupportedExtension, path: "graph.mp3",
                reason: "unknown audio file extension; use .wav, .flac, .ogg or .aiff")
        ) {
            try SoundFileWriter(path: "graph.mp3", sampleRate: 44_100, channelCount: 2)
        }
        let missing = folder.path + "/no/such/folder/graph.wav"
        do {
            _ = try SoundFileWriter(path: missing, sampleRate: 44_100, channelCount: 2)
            Issue.record("created a file in a missing folder")
        } catch {
            #expect(
                error.description
                    == "cannot create '\(missing)': the folder '\(folder.path)/no/such/folder' does not exist")
        }
        #expect(
            throws: SoundFileError(
                .unsupportedFormat, path: "a.wav", reason: "sample rate 7999 Hz is outside 8000 to 192000 Hz")
        ) {
            try SoundFileWriter(path: "a.wav", sampleRate: 7_999, channelCount: 2)
        }
        #expect(throws: SoundFileError(.unsupportedFormat, path: "a.flac", reason: "FLAC cannot hold float32 samples"))
        {
            try SoundFileWriter(path: "a.flac", encoding: .float32, sampleRate: 44_100, channelCount: 2)
        }
        #expect(
            throws: SoundFileError(
                .unsupportedFormat, path: "a.wav", reason: "3 channels; expected 1 (mono) or 2 (stereo)")
        ) {
            try SoundFileWriter(path: "a.wav", sampleRate: 44_100, channelCount: 3)
        }
        #expect(throws: SoundFileError(.cannotOpen, path: folder.path, reason: "it is a folder")) {
            try SoundFileWriter(path: folder.path, format: AudioFormat(container: .wav))
        }
        #expect(folder.contents.isEmpty)
        do {
            _ = try SoundFileReader(path: folder.path + "/absent.wav")
            Issue.record("read a missing file")
        } catch {
            #expect(
                error.kind == .readFailed && error.description.hasPrefix("cannot read '\(folder.path)/absent.wav': "))
        }
    }

    @Test func containersFollowTheExtension() {
        #expect(AudioContainer(path: "a/b.WAV") == .wav)
        #expect(AudioContainer(path: "x.aif") == .aiff)
        #expect(AudioContainer(path: "x.oga") == .ogg)
        #expect(AudioContainer(path: "x.flac") == .flac)
        #expect(AudioContainer(path: "x.mp3") == nil)
        #expect(AudioContainer(path: "dir.wav/file") == nil)
        #expect(AudioFormat(container: .ogg).encoding == .vorbis)
    }
}

extension ArraySlice {
    /// Every `step`-th element from the start.
    func striding(_ step: Int) -> [Element] {
        stride(from: startIndex, to: endIndex, by: step).map { self[$0] }
    }
}
