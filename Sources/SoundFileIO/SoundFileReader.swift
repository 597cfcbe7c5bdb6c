/// Reads an audio file of any format libsndfile knows, as floating-point samples.
public final class SoundFileReader {
    /// The path read.
    public let path: String
    /// Samples per second, per channel.
    public let sampleRate: Int
    /// The number of channels.
    public let channelCount: Int
    /// The number of frames in the file, as its header says; for a FLAC or Ogg stream written
    /// without one, the largest count.
    public let frameCount: Int
    /// The container, when it is one AudioGraph writes.
    public let container: AudioContainer?
    /// The sample encoding, when it is one AudioGraph writes.
    public let encoding: SampleEncoding?

    private var handle: LibSndFile.Handle?

    /// Opens `path`.
    ///
    /// - Throws: `SoundFileError` naming `path` when it cannot be opened as audio.
    public init(path: String) throws(SoundFileError) {
        self.path = path
        switch LibSndFile.openForReading(path) {
        case .success(let (handle, info)):
            self.handle = handle
            sampleRate = info.sampleRate
            channelCount = info.channelCount
            frameCount = Int(info.frames)
            (container, encoding) = LibSndFile.describe(info.format)
        case .failure(let reason):
            throw SoundFileError(.readFailed, path: path, reason: reason.text)
        }
    }

    deinit {
        if let handle { _ = LibSndFile.close(handle) }
    }

    /// Reads the next frames into `buffer` (interleaved); the number of frames read, 0 at the end.
    public func read(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        guard let handle else { return 0 }
        return LibSndFile.read(handle, into: buffer, channelCount: channelCount)
    }

    /// Reads every remaining frame, interleaved.
    ///
    /// - Complexity: O(n) in the length of the file; memory grows with it, so this is for tests
    ///   and short files.
    public func readAll() -> [Float] {
        var samples: [Float] = []
        // A stream's header may not know its length (libsndfile then reports the largest count).
        if frameCount < 1 << 28 { samples.reserveCapacity(frameCount * channelCount) }
        var block = [Float](repeating: 0, count: 4096 * channelCount)
        while true {
            let frames = block.withUnsafeMutableBufferPointer { read(into: $0) }
            if frames == 0 { break }
            samples.append(contentsOf: block[0..<frames * channelCount])
        }
        return samples
    }

    /// Closes the file.
    public func close() {
        if let handle { _ = LibSndFile.close(handle) }
        handle = nil
    }
}

/// The sound file library in use.
public enum SoundFileLibrary {
    /// libsndfile's name and version as it reports them, such as "libsndfile-1.2.0".
    public static var version: String { LibSndFile.version }
}
