// What a sound file holds is named by AudioFormat, which every user of this module needs.
@_exported import AudioFormat
import OutputFiles

/// Writes an audio file block by block, as the write policy of `cli.md` says: a regular file
/// goes to a temporary file beside the target, which replaces it only when `finish()` succeeds
/// (an error, a `cancel()`, or dropping the writer unfinished leaves the target as it was); a
/// device or FIFO is written to directly; standard output (`-`) and pipes get a stream whose
/// header needs no rewriting.
///
/// WAV files that would pass 4 GiB are written as RF64; AIFF files that would are refused.
public final class SoundFileWriter {
    /// The format being written.
    public let format: AudioFormat
    /// Where the file goes.
    public let target: OutputTarget
    /// The number of frames the file was announced to hold, when known beforehand.
    public let expectedFrameCount: Int?
    /// The number of frames written so far.
    public private(set) var frameCount = 0

    /// The path the file will have when finished, as the user gave it.
    public var path: String { target.path }

    private let output: OutputFile
    private var handle: LibSndFile.Handle?
    private var stream: StreamSink?
    private let padsOddData: Bool
    /// The most frames the container can hold (WAV and AIFF sizes are 32-bit).
    private let frameLimit: Int

    /// Starts writing `path` in the container its extension names (`-` is standard output, in
    /// `container`).
    ///
    /// - Parameters:
    ///   - path: Where the finished file goes.
    ///   - container: The container, when the path's extension does not say it.
    ///   - encoding: How samples are stored; by default what suits the container.
    ///   - sampleRate: Samples per second, 8,000 to 192,000.
    ///   - channelCount: 1 or 2.
    ///   - frameCount: The number of frames to come, when known: it lets a stream's header give
    ///     the exact sizes, and a WAV file past 4 GiB be written as RF64.
    ///   - transaction: The outputs the file is put in place with, when not on its own:
    ///     `finish()` then only prepares it.
    /// - Throws: `SoundFileError` naming `path`: an unknown extension, a format the container
    ///   cannot hold, a file too large for its container, or one that cannot be created.
    public convenience init(
        path: String, container: AudioContainer? = nil, encoding: SampleEncoding? = nil, sampleRate: Int,
        channelCount: Int,
        frameCount: Int? = nil, transaction: OutputTransaction? = nil
    ) throws(SoundFileError) {
        guard let container = AudioContainer(path: path) ?? container else {
            throw SoundFileError(
                .unsupportedExtension, path: path,
                reason: "unknown audio file extension; use .wav, .flac, .ogg or .aiff")
        }
        let target: OutputTarget
        do { target = try OutputTarget(path: path) } catch { throw SoundFileError(error) }
        try self.init(
            target: target,
            format: AudioFormat(
                container: container, encoding: encoding, sampleRate: sampleRate, channelCount: channelCount),
            frameCount: frameCount, dataLimit: StreamHeader.chunkLimit - 4096, transaction: transaction)
    }

    /// Starts writing `path` in `format`.
    ///
    /// - Throws: `SoundFileError` naming `path`.
    public convenience init(path: String, format: AudioFormat, frameCount: Int? = nil) throws(SoundFileError) {
        let target: OutputTarget
        do { target = try OutputTarget(path: path) } catch { throw SoundFileError(error) }
        try self.init(target: target, format: format, frameCount: frameCount)
    }

    /// Starts writing `target` in `format`.
    ///
    /// - Throws: `SoundFileError` naming the target.
    public convenience init(target: OutputTarget, format: AudioFormat, frameCount: Int? = nil) throws(SoundFileError) {
        try self.init(target: target, format: format, frameCount: frameCount, dataLimit: StreamHeader.chunkLimit - 4096)
    }

    /// Starts writing `target` in `format`, where WAV and AIFF data may take at most `dataLimit`
    /// bytes (past it, WAV becomes RF64 and AIFF is refused): 4 GiB less room for the header,
    /// or less in tests, which cannot write 4 GiB.
    init(
        target: OutputTarget, format: AudioFormat, frameCount: Int?, dataLimit: Int64,
        transaction: OutputTransaction? = nil
    ) throws(SoundFileError) {
        let path = target.path
        if let problem = format.problem { throw SoundFileError(.unsupportedFormat, path: path, reason: problem) }
        let isAIFF = format.container == .aiff
        if isAIFF, let frameCount, Int64(frameCount) * Int64(format.bytesPerFrame) > dataLimit {
            let size = Int64(frameCount) * Int64(format.bytesPerFrame)
            throw SoundFileError(
                .unsupportedFormat, path: path,
                reason:
                    "AIFF holds at most 4 GiB and this audio is \(Self.gigabytes(size)); write .wav (RF64 past 4 GiB), .flac or .ogg"
            )
        }
        self.format = format
        self.target = target
        self.expectedFrameCount = frameCount
        do { output = try OutputFile(target, transaction: transaction) } catch { throw SoundFileError(error) }
        let isUncompressed = format.container == .wav || isAIFF
        frameLimit = isAIFF ? Int(dataLimit) / format.bytesPerFrame : .max
        let opened: Result<LibSndFile.Handle, SoundFileErrorReason>
        if output.isSeekable {
            padsOddData = false
            let layout: LibSndFile.Layout
            if format.container == .wav, let frameCount {
                layout =
                    Int64(frameCount) * Int64(format.bytesPerFrame) > dataLimit ? .rf64(downgrades: false) : .container
            } else if format.container == .wav {
                layout = .rf64(downgrades: true)
            } else {
                layout = .container
            }
            opened = LibSndFile.openForWriting(descriptor: output.descriptor, format: format, layout: layout)
        } else {
            let stream = StreamSink(output: output)
            self.stream = stream
            if isUncompressed {
                let header = StreamHeader.bytes(for: format, frameCount: frameCount, dataLimit: dataLimit)
                padsOddData = header.padsOddData
                do {
                    try header.header.withUnsafeBufferPointer { (bytes) throws(OutputError) in
                        try output.write(UnsafeRawBufferPointer(bytes))
                    }
                } catch {
                    throw SoundFileError(error)
                }
                opened = LibSndFile.openForWriting(stream: stream, format: format, layout: .raw(isBigEndian: isAIFF))
            } else {
                padsOddData = false
                opened = LibSndFile.openForWriting(stream: stream, format: format, layout: .container)
            }
        }
        switch opened {
        case .success(let handle): self.handle = handle
        case .failure(let reason):
            output.cancel()
            // The output itself opened: what failed is the format, or writing its header.
            throw SoundFileError(reason.isFormat ? .unsupportedFormat : .writeFailed, path: path, reason: reason.text)
        }
    }

    deinit {
        cancel()
    }

    /// Appends interleaved frames (left, right, left, right… for stereo), full scale at ±1.
    ///
    /// - Precondition: `samples.count` is a multiple of the channel count.
    /// - Throws: `SoundFileError` when the write fails (a full disk, a reader that has gone, a
    ///   file past its container's size); the writer is then cancelled.
    public func write(_ samples: UnsafeBufferPointer<Float>) throws(SoundFileError) {
        try write(count: samples.count) { handle in LibSndFile.write(handle, samples, channelCount: format.channelCount)
        }
    }

    /// Appends interleaved 16-bit frames, full scale at ±32,767, as they are: the caller has
    /// rounded and dithered them, and libsndfile converts them only to other encodings.
    ///
    /// - Precondition: `samples.count` is a multiple of the channel count.
    /// - Throws: As `write(_:)` of floats.
    public func write(_ samples: UnsafeBufferPointer<Int16>) throws(SoundFileError) {
        try write(count: samples.count) { handle in LibSndFile.write(handle, samples, channelCount: format.channelCount)
        }
    }

    /// Appends `count` interleaved samples by `body`, which returns the frames it wrote.
    private func write(count: Int, _ body: (LibSndFile.Handle) -> Int) throws(SoundFileError) {
        guard let handle else {
            throw SoundFileError(.writeFailed, path: path, reason: "the writer is already finished or cancelled")
        }
        precondition(count % format.channelCount == 0, "a partial frame")
        let frames = count / format.channelCount
        if frameCount + frames > frameLimit {
            cancel()
            throw SoundFileError(
                .writeFailed, path: path,
                reason: "the audio passes 4 GiB, the most \(format.container.rawValue.uppercased()) holds")
        }
        let written = body(handle)
        frameCount += written
        if written != frames {
            let reason = stream?.failure.map(\.reason) ?? LibSndFile.message(handle)
            cancel()
            throw SoundFileError(.writeFailed, path: path, reason: reason.isEmpty ? "the disk may be full" : reason)
        }
    }

    /// Appends interleaved frames from an array.
    public func write(_ samples: [Float]) throws(SoundFileError) {
        try samples.withUnsafeBufferPointer { (buffer) throws(SoundFileError) in try write(buffer) }
    }

    /// Completes the file and puts it in place, replacing any file at the target (in a
    /// transaction, prepares it for the transaction to put in place).
    ///
    /// - Throws: `SoundFileError` when closing or renaming fails, or when fewer or more frames
    ///   came than announced; the target is then untouched.
    public func finish() throws(SoundFileError) {
        guard let handle else {
            throw SoundFileError(.writeFailed, path: path, reason: "the writer is already finished or cancelled")
        }
        self.handle = nil
        if let message = LibSndFile.close(handle) {
            output.cancel()
            throw SoundFileError(.writeFailed, path: path, reason: stream?.failure?.reason ?? message)
        }
        if let failure = stream?.failure {
            output.cancel()
            throw SoundFileError(failure)
        }
        if stream != nil, let expectedFrameCount, expectedFrameCount != frameCount,
            format.container == .wav || format.container == .aiff
        {
            output.cancel()
            throw SoundFileError(
                .writeFailed, path: path,
                reason: "\(frameCount) frames were written where the header announced \(expectedFrameCount)")
        }
        do {
            if padsOddData { try output.write("\0") }
            try output.commit()
        } catch {
            throw SoundFileError(error)
        }
    }

    /// Abandons the file: a temporary file is removed and the target left as it was.
    public func cancel() {
        guard let handle else { return }
        self.handle = nil
        _ = LibSndFile.close(handle)
        output.cancel()
    }

    static func gigabytes(_ bytes: Int64) -> String {
        let tenths = (Double(bytes) / Double(1 << 30) * 10).rounded()
        return (tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10))
            + " GiB"
    }
}

extension SoundFileError {
    /// The error for an output that could not be created or written.
    init(_ error: OutputError) {
        self.init(error.kind == .cannotCreate ? .cannotOpen : .writeFailed, path: error.target, reason: error.reason)
    }
}
