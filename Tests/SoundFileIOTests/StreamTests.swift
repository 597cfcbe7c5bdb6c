import Foundation
import OutputFiles
import TestSupport
import Testing

@testable import SoundFileIO

/// Audio written where it cannot be rewritten (standard output, a pipe), and audio past what a
/// 32-bit container can count: each read back by libsndfile and compared with a regular file of
/// the same samples.
@Suite struct StreamTests {
    /// Writes `samples` through a pipe, as `-o -` does into `| sox -`, and returns the bytes the
    /// reader got.
    static func throughPipe(
        _ format: AudioFormat, _ samples: [Float], frameCount: Int?, dataLimit: Int64 = StreamHeader.chunkLimit - 4096
    ) throws -> Data {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        final class Box: @unchecked Sendable { var data = Data() }
        let received = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            received.data = reader.readDataToEndOfFile()
            done.signal()
        }.start()
        let writer = try SoundFileWriter(
            target: OutputTarget(path: "/dev/fd/\(ends[1])"), format: format, frameCount: frameCount,
            dataLimit: dataLimit)
        try writer.write(samples)
        try writer.finish()
        close(ends[1])
        done.wait()
        return received.data
    }

    static func read(_ data: Data, as name: String, in folder: TemporaryFolder) throws -> SoundFileReader {
        let path = folder.path + "/" + name
        try data.write(to: URL(fileURLWithPath: path))
        return try SoundFileReader(path: path)
    }

    static let formats: [(AudioContainer, SampleEncoding)] = [
        (.wav, .pcm16), (.wav, .pcm24), (.wav, .float32), (.aiff, .pcm16), (.aiff, .pcm24), (.aiff, .float32),
        (.flac, .pcm16), (.flac, .pcm24), (.ogg, .vorbis),
    ]

    @Test(arguments: formats, [1, 2])
    func aStreamReadsAsTheFileDoes(format: (AudioContainer, SampleEncoding), channelCount: Int) throws {
        let folder = TemporaryFolder()
        let audioFormat = AudioFormat(
            container: format.0, encoding: format.1, sampleRate: 8_000, channelCount: channelCount)
        // An odd number of frames, so 24-bit mono data needs its pad byte.
        let samples = Array(SoundFileTests.sine(sampleRate: 8_000, channelCount: channelCount).dropLast(channelCount))
        let frames = samples.count / channelCount
        let streamed = try Self.throughPipe(audioFormat, samples, frameCount: frames)
        let file = folder.path + "/file." + format.0.rawValue
        let writer = try SoundFileWriter(path: file, format: audioFormat, frameCount: frames)
        try writer.write(samples)
        try writer.finish()

        let fromStream = try Self.read(streamed, as: "stream." + format.0.rawValue, in: folder)
        let fromFile = try SoundFileReader(path: file)
        #expect(fromStream.container == format.0 && fromStream.encoding == format.1)
        #expect(fromStream.channelCount == channelCount && fromStream.sampleRate == 8_000)
        #expect(
            fromStream.frameCount == frames || format.0 == .flac || format.0 == .ogg,
            "the header gives the exact length")
        let streamSamples = fromStream.readAll()
        let fileSamples = fromFile.readAll()
        #expect(streamSamples.count == samples.count)
        if format.1 == .vorbis {
            let rms = { (values: [Float]) in sqrt(values.map { $0 * $0 }.reduce(0, +) / Float(values.count)) }
            #expect(abs(rms(streamSamples) - rms(fileSamples)) < 0.01)
        } else {
            #expect(streamSamples == fileSamples, "the same samples, decoded")
        }
        if format.0 == .wav || format.0 == .aiff {
            // Nothing after the data but a pad byte to keep chunks even.
            let dataBytes = frames * audioFormat.bytesPerFrame
            let header = StreamHeader.bytes(for: audioFormat, frameCount: frames).header
            #expect(streamed.count == header.count + dataBytes + dataBytes % 2)
        }
    }

    @Test func aFLACStreamEndsWithItsLastFrame() throws {
        // libsndfile rewrites a FLAC file's first block when it closes it; on a stream that
        // rewrite must not be appended to the end, where decoders lose their way.
        let format = AudioFormat(container: .flac, encoding: .pcm16, sampleRate: 8_000, channelCount: 1)
        let samples = SoundFileTests.sine(sampleRate: 8_000, channelCount: 1)
        let streamed = try Self.throughPipe(format, samples, frameCount: samples.count)
        let folder = TemporaryFolder()
        let file = folder.path + "/file.flac"
        let writer = try SoundFileWriter(path: file, format: format, frameCount: samples.count)
        try writer.write(samples)
        try writer.finish()
        let whole = try Data(contentsOf: URL(fileURLWithPath: file))
        // The stream is the file but for the first block's totals: same length, same frames.
        #expect(streamed.count == whole.count)
        #expect(streamed.suffix(whole.count - 42) == whole.suffix(whole.count - 42))
    }

    @Test func aWAVFilePastItsLimitIsRF64() throws {
        let folder = TemporaryFolder()
        let format = AudioFormat(container: .wav, encoding: .pcm16, sampleRate: 8_000, channelCount: 1)
        let samples = SoundFileTests.sine(sampleRate: 8_000, channelCount: 1)
        // A limit of 1,000 bytes stands for 4 GiB, which a test cannot write.
        let path = folder.path + "/big.wav"
        let writer = try SoundFileWriter(
            target: OutputTarget(path: path), format: format, frameCount: samples.count, dataLimit: 1_000)
        try writer.write(samples)
        try writer.finish()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: bytes.prefix(4), as: UTF8.self) == "RF64")
        let reader = try SoundFileReader(path: path)
        #expect(reader.container == .wav && reader.frameCount == samples.count)
        #expect(zip(reader.readAll(), samples).allSatisfy { abs($0 - $1) < 1e-4 })

        let streamed = try Self.throughPipe(format, samples, frameCount: samples.count, dataLimit: 1_000)
        #expect(String(decoding: streamed.prefix(4), as: UTF8.self) == "RF64")
        let fromStream = try Self.read(streamed, as: "stream.wav", in: folder)
        #expect(fromStream.frameCount == samples.count)
        #expect(fromStream.readAll() == (try SoundFileReader(path: path)).readAll())
    }

    @Test func theHeaderOfFiveAndAHalfGigabytesSaysItsSizes() {
        // An hour of 32-bit float stereo at 192 kHz: 5,529,600,000 bytes of samples.
        let format = AudioFormat(container: .wav, encoding: .float32, sampleRate: 192_000, channelCount: 2)
        let frames = 3_600 * 192_000
        let header = StreamHeader.bytes(for: format, frameCount: frames).header
        func u32(_ at: Int) -> UInt64 { (0..<4).reduce(0) { $0 | UInt64(header[at + $1]) << (8 * UInt64($1)) } }
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(header[at + $1]) << (8 * UInt64($1)) } }
        #expect(String(decoding: header[0..<4], as: UTF8.self) == "RF64" && u32(4) == 0xFFFF_FFFF)
        #expect(String(decoding: header[12..<16], as: UTF8.self) == "ds64")
        #expect(u64(28) == 5_529_600_000, "the data size")
        #expect(u64(20) == 5_529_600_000 + UInt64(header.count) - 8, "the file size less 8")
        #expect(u64(36) == UInt64(frames), "the frames")
        #expect(String(decoding: header[(header.count - 8)..<(header.count - 4)], as: UTF8.self) == "data")
    }

    @Test func anAIFFPastFourGigabytesIsRefused() throws {
        let folder = TemporaryFolder()
        let format = AudioFormat(container: .aiff, encoding: .pcm16, sampleRate: 8_000, channelCount: 1)
        let path = folder.path + "/big.aiff"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: path))
        // Known beforehand: refused before anything is written.
        #expect(throws: SoundFileError.self) {
            try SoundFileWriter(target: OutputTarget(path: path), format: format, frameCount: 1_000, dataLimit: 1_000)
        }
        // Found while writing (a length not known beforehand): refused then, the target kept.
        let writer = try SoundFileWriter(
            target: OutputTarget(path: path), format: format, frameCount: nil, dataLimit: 1_000)
        try writer.write([Float](repeating: 0.1, count: 400))
        #expect(throws: SoundFileError(.writeFailed, path: path, reason: "the audio passes 4 GiB, the most AIFF holds"))
        {
            try writer.write([Float](repeating: 0.1, count: 400))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(folder.contents == ["big.aiff"])
    }

    @Test func theRealLimitIsFourGigabytes() throws {
        // Refused from its announced length alone, without writing: an hour of float32 stereo at
        // 192 kHz is 5.5 GB, which AIFF cannot hold.
        let format = AudioFormat(container: .aiff, encoding: .float32, sampleRate: 192_000, channelCount: 2)
        let folder = TemporaryFolder()
        do {
            _ = try SoundFileWriter(path: folder.path + "/hour.aiff", format: format, frameCount: 3_600 * 192_000)
            Issue.record("a 5.5 GB AIFF was started")
        } catch {
            #expect(error.kind == .unsupportedFormat)
            #expect(error.description.contains("AIFF holds at most 4 GiB and this audio is 5.1 GiB"))
        }
        #expect(folder.contents.isEmpty)
    }

    @Test(.enabled(if: DeviceNode.canMake, "mknod needs root; CI runs as root"))
    func devicesTakeAudioAndStayDevices() throws {
        let folder = TemporaryFolder()
        let null = folder.path + "/null"
        let full = folder.path + "/full"
        #expect(DeviceNode.null(at: null) && DeviceNode.full(at: full))
        let samples = SoundFileTests.sine(sampleRate: 8_000, channelCount: 2)
        let writer = try SoundFileWriter(
            path: null, container: .wav, sampleRate: 8_000, channelCount: 2, frameCount: samples.count / 2)
        try writer.write(samples)
        try writer.finish()
        #expect(DeviceNode.isDevice(null))
        do {
            let failing = try SoundFileWriter(
                path: full, container: .wav, sampleRate: 8_000, channelCount: 2, frameCount: samples.count / 2)
            try failing.write(samples)
            try failing.finish()
            Issue.record("a full device took the audio")
        } catch {
            #expect(error.kind == .writeFailed && error.reason.contains("no space left"))
        }
        #expect(DeviceNode.isDevice(full))
        #expect(folder.contents == ["full", "null"])
    }
}
