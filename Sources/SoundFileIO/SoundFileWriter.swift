import Foundation

/// Writes an audio file block by block, atomically: samples go to a temporary file beside the
/// target, which replaces the target only when `finish()` succeeds. An error, a `cancel()`, or
/// dropping the writer unfinished removes the temporary file and leaves the target untouched.
public final class SoundFileWriter {
    /// The format being written.
    public let format: AudioFormat
    /// The path the file will have when finished.
    public let path: String
    /// The temporary file being written until `finish()`.
    public let temporaryPath: String
    /// The number of frames written so far.
    public private(set) var frameCount = 0

    private var handle: LibSndFile.Handle?

    /// Starts writing `path` in the container its extension names.
    ///
    /// - Parameters:
    ///   - path: Where the finished file goes.
    ///   - encoding: How samples are stored; by default what suits the container.
    ///   - sampleRate: Samples per second, 8,000 to 192,000.
    ///   - channelCount: 1 or 2.
    /// - Throws: `SoundFileError` naming `path`: an unknown extension, a format the container
    ///   cannot hold, or a file that cannot be created.
    public convenience init(path: String, encoding: SampleEncoding? = nil, sampleRate: Int, channelCount: Int) throws(SoundFileError) {
        guard let container = AudioContainer(path: path) else {
            throw SoundFileError(.unsupportedExtension, path: path,
                                 reason: "unknown audio file extension; use .wav, .flac, .ogg or .aiff")
        }
        try self.init(path: path, format: AudioFormat(container: container, encoding: encoding,
                                                       sampleRate: sampleRate, channelCount: channelCount))
    }

    /// Starts writing `path` in `format`.
    ///
    /// - Throws: `SoundFileError` naming `path`.
    public init(path: String, format: AudioFormat) throws(SoundFileError) {
        if let problem = format.problem { throw SoundFileError(.unsupportedFormat, path: path, reason: problem) }
        self.format = format
        self.path = path
        self.temporaryPath = Self.temporaryPath(beside: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SoundFileError(.cannotOpen, path: path, reason: "it is a directory")
        }
        switch LibSndFile.openForWriting(temporaryPath, format: format) {
        case .success(let handle):
            self.handle = handle
            TemporaryFiles.register(temporaryPath)
        case .failure(let reason):
            unlink(temporaryPath)
            throw SoundFileError(.cannotOpen, path: path, reason: Self.openFailureReason(path: path, libraryMessage: reason.text))
        }
    }

    deinit {
        cancel()
    }

    /// Appends interleaved frames (left, right, left, right… for stereo).
    ///
    /// - Precondition: `samples.count` is a multiple of the channel count.
    /// - Throws: `SoundFileError` when the write fails (a full disk, for example); the writer is
    ///   then cancelled.
    public func write(_ samples: UnsafeBufferPointer<Float>) throws(SoundFileError) {
        guard let handle else {
            throw SoundFileError(.writeFailed, path: path, reason: "the writer is already finished or cancelled")
        }
        precondition(samples.count % format.channelCount == 0, "a partial frame")
        let frames = samples.count / format.channelCount
        let written = LibSndFile.write(handle, samples, channelCount: format.channelCount)
        frameCount += written
        if written != frames {
            let message = LibSndFile.message(handle)
            cancel()
            throw SoundFileError(.writeFailed, path: path, reason: message.isEmpty ? "the disk may be full" : message)
        }
    }

    /// Appends interleaved frames from an array.
    public func write(_ samples: [Float]) throws(SoundFileError) {
        try samples.withUnsafeBufferPointer { (buffer) throws(SoundFileError) in try write(buffer) }
    }

    /// Completes the file and moves it into place, replacing any file at `path`.
    ///
    /// - Throws: `SoundFileError` when closing or renaming fails; the target is then untouched.
    public func finish() throws(SoundFileError) {
        guard let handle else {
            throw SoundFileError(.writeFailed, path: path, reason: "the writer is already finished or cancelled")
        }
        self.handle = nil
        defer { TemporaryFiles.unregister(temporaryPath) }
        if let message = LibSndFile.close(handle) {
            unlink(temporaryPath)
            throw SoundFileError(.writeFailed, path: path, reason: message)
        }
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw SoundFileError(.writeFailed, path: path, reason: reason)
        }
    }

    /// Abandons the file: the temporary file is removed and the target left as it was.
    public func cancel() {
        guard let handle else { return }
        self.handle = nil
        _ = LibSndFile.close(handle)
        unlink(temporaryPath)
        TemporaryFiles.unregister(temporaryPath)
    }

    /// A unique hidden name in the target's directory, so the final rename stays on one file system.
    static func temporaryPath(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return directory + "/." + url.lastPathComponent + ".audiograph-" + unique + ".tmp"
    }

    /// The system's reason a file cannot be created at `path`, which says more than libsndfile's.
    private static func openFailureReason(path: String, libraryMessage: String) -> String {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            return "the folder '\(directory)' does not exist"
        }
        if !isDirectory.boolValue { return "'\(directory)' is not a folder" }
        if access(directory, W_OK) != 0 { return "the folder '\(directory)' is not writable" }
        return libraryMessage
    }
}
