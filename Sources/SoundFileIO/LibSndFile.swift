internal import CSndFile
import Foundation
import OutputFiles

/// Every libsndfile call AudioGraph makes, in one place.
enum LibSndFile {
    typealias Handle = OpaquePointer

    struct Info {
        var frames: Int64
        var sampleRate: Int
        var channelCount: Int
        var format: Int32
    }

    /// How a file is laid out: the container as `AudioFormat` names it, or RF64 (a WAV that may
    /// pass 4 GiB), or raw samples with no header (after a header written by `StreamHeader`).
    enum Layout {
        case container
        /// RF64; `downgrades` writes a plain WAV when the file stays under 4 GiB.
        case rf64(downgrades: Bool)
        case raw(isBigEndian: Bool)
    }

    static func formatCode(for format: AudioFormat, layout: Layout) -> Int32 {
        let major: Int32 =
            switch (layout, format.container) {
            case (.rf64, _): Int32(SF_FORMAT_RF64)
            case (.raw(let isBigEndian), _):
                Int32(SF_FORMAT_RAW) | (isBigEndian ? Int32(SF_ENDIAN_BIG) : Int32(SF_ENDIAN_LITTLE))
            case (.container, .wav): Int32(SF_FORMAT_WAV)
            case (.container, .flac): Int32(SF_FORMAT_FLAC)
            case (.container, .ogg): Int32(SF_FORMAT_OGG)
            case (.container, .aiff): Int32(SF_FORMAT_AIFF)
            }
        let minor: Int32 =
            switch format.encoding {
            case .pcm16: Int32(SF_FORMAT_PCM_16)
            case .pcm24: Int32(SF_FORMAT_PCM_24)
            case .float32: Int32(SF_FORMAT_FLOAT)
            case .vorbis: Int32(SF_FORMAT_VORBIS)
            }
        return major | minor
    }

    /// Opens `descriptor` (a file or device that can seek) for writing, leaving it open when
    /// closed; on failure, libsndfile's message.
    static func openForWriting(descriptor: Int32, format: AudioFormat, layout: Layout) -> Result<
        Handle, SoundFileErrorReason
    > {
        var info = info(for: format, layout: layout)
        guard sf_format_check(&info) == SF_TRUE else {
            return .failure(SoundFileErrorReason(text: "libsndfile cannot write this format", isFormat: true))
        }
        guard let handle = sf_open_fd(descriptor, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
            return .failure(SoundFileErrorReason(library: String(cString: sf_strerror(nil))))
        }
        configure(handle, format: format, layout: layout)
        return .success(handle)
    }

    /// Opens a stream for writing: libsndfile writes through `stream`, which passes bytes on
    /// in order and drops what libsndfile would rewrite behind them (a FLAC encoder's final
    /// STREAMINFO), which a stream cannot take back.
    static func openForWriting(stream: StreamSink, format: AudioFormat, layout: Layout) -> Result<
        Handle, SoundFileErrorReason
    > {
        var info = info(for: format, layout: layout)
        guard sf_format_check(&info) == SF_TRUE else {
            return .failure(SoundFileErrorReason(text: "libsndfile cannot write this format", isFormat: true))
        }
        var callbacks = SF_VIRTUAL_IO(
            get_filelen: { sink in StreamSink.from(sink).end },
            seek: { offset, whence, sink in StreamSink.from(sink).seek(offset, whence: whence) },
            read: { _, _, _ in 0 },
            write: { bytes, count, sink in StreamSink.from(sink).write(bytes, count: count) },
            tell: { sink in StreamSink.from(sink).position })
        guard
            let handle = sf_open_virtual(
                &callbacks, Int32(SFM_WRITE), &info, Unmanaged.passUnretained(stream).toOpaque())
        else {
            return .failure(SoundFileErrorReason(library: stream.failure?.reason ?? String(cString: sf_strerror(nil))))
        }
        configure(handle, format: format, layout: layout)
        return .success(handle)
    }

    private static func info(for format: AudioFormat, layout: Layout) -> SF_INFO {
        var info = SF_INFO()
        info.samplerate = Int32(format.sampleRate)
        info.channels = Int32(format.channelCount)
        info.format = formatCode(for: format, layout: layout)
        return info
    }

    private static func configure(_ handle: Handle, format: AudioFormat, layout: Layout) {
        // Without clipping, a sample past full scale written as PCM wraps around: a loud click.
        sf_command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
        if format.encoding == .vorbis {
            var quality = 0.6
            sf_command(handle, Int32(SFC_SET_VBR_ENCODING_QUALITY), &quality, Int32(MemoryLayout<Double>.size))
        }
        if format.container == .flac {
            // FLAC's level 4 (libsndfile's 0 to 1 is levels 0 to 8; its default is 5): mid and
            // side chosen by estimate rather than by trying both. On audio graphs, stereo files
            // come out about 3 percent larger and are written about a third faster; mono ones
            // are the same.
            var level = 0.5
            sf_command(handle, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        }
        if case .rf64(downgrades: true) = layout {
            sf_command(handle, Int32(SFC_RF64_AUTO_DOWNGRADE), nil, Int32(SF_TRUE))
        }
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) -> Result<(Handle, Info), SoundFileErrorReason> {
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
            return .failure(SoundFileErrorReason(library: String(cString: sf_strerror(nil))))
        }
        return .success(
            (
                handle,
                Info(
                    frames: info.frames, sampleRate: Int(info.samplerate),
                    channelCount: Int(info.channels), format: info.format)
            ))
    }

    /// Writes interleaved frames; the number written.
    static func write(_ handle: Handle, _ samples: UnsafeBufferPointer<Float>, channelCount: Int) -> Int {
        Int(sf_writef_float(handle, samples.baseAddress, Int64(samples.count / channelCount)))
    }

    /// Writes interleaved 16-bit frames, full scale at ±32,767; the number written.
    static func write(_ handle: Handle, _ samples: UnsafeBufferPointer<Int16>, channelCount: Int) -> Int {
        Int(sf_writef_short(handle, samples.baseAddress, Int64(samples.count / channelCount)))
    }

    /// Reads up to `buffer.count / channelCount` frames; the number read.
    static func read(_ handle: Handle, into buffer: UnsafeMutableBufferPointer<Float>, channelCount: Int) -> Int {
        Int(sf_readf_float(handle, buffer.baseAddress, Int64(buffer.count / channelCount)))
    }

    /// The handle's last error message.
    ///
    /// libsndfile's name and version, such as "libsndfile-1.2.0".
    static var version: String { String(cString: sf_version_string()) }

    static func message(_ handle: Handle) -> String {
        String(cString: sf_strerror(handle))
    }

    /// Closes the handle; libsndfile's message when closing failed.
    static func close(_ handle: Handle) -> String? {
        let code = sf_close(handle)
        return code == 0 ? nil : String(cString: sf_error_number(code))
    }

    /// Which container and encoding a format code stands for.
    static func describe(_ code: Int32) -> (container: AudioContainer?, encoding: SampleEncoding?) {
        let container: AudioContainer? =
            switch code & Int32(SF_FORMAT_TYPEMASK) {
            // WAVE_FORMAT_EXTENSIBLE and RF64 are WAV too (what a WAV of unknown or large size is written as).
            case Int32(SF_FORMAT_WAV), Int32(SF_FORMAT_WAVEX), Int32(SF_FORMAT_RF64): .wav
            case Int32(SF_FORMAT_FLAC): .flac
            case Int32(SF_FORMAT_OGG): .ogg
            case Int32(SF_FORMAT_AIFF): .aiff
            default: nil
            }
        let encoding: SampleEncoding? =
            switch code & Int32(SF_FORMAT_SUBMASK) {
            case Int32(SF_FORMAT_PCM_16): .pcm16
            case Int32(SF_FORMAT_PCM_24): .pcm24
            case Int32(SF_FORMAT_FLOAT): .float32
            case Int32(SF_FORMAT_VORBIS): .vorbis
            default: nil
            }
        return (container, encoding)
    }
}

/// Where libsndfile writes a stream: bytes in order to an output that cannot seek back.
///
/// Bytes libsndfile writes behind the ones already passed on (header updates) are dropped.
final class StreamSink {
    private let output: OutputFile
    /// Where libsndfile believes it writes.
    private(set) var position: Int64 = 0
    /// How far the bytes passed on reach.
    private(set) var end: Int64 = 0
    /// The error that stopped the stream, if any.
    private(set) var failure: OutputError?

    init(output: OutputFile) {
        self.output = output
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> StreamSink {
        // swift-format-ignore: NeverForceUnwrap
        // (libsndfile hands back the user data we gave `sf_open_virtual`, which is never null.)
        Unmanaged<StreamSink>.fromOpaque(pointer!).takeUnretainedValue()
    }

    func seek(_ offset: Int64, whence: Int32) -> Int64 {
        switch whence {
        case SEEK_SET: position = offset
        case SEEK_CUR: position += offset
        default: position = end + offset
        }
        return position
    }

    func write(_ bytes: UnsafeRawPointer?, count: Int64) -> Int64 {
        guard failure == nil, let bytes else { return 0 }
        let start = position
        position += count
        // Only what lies beyond the bytes already passed on can still reach the reader.
        let skipped = max(0, min(count, end - start))
        guard skipped < count else { return count }
        do {
            try output.write(UnsafeRawBufferPointer(start: bytes + Int(skipped), count: Int(count - skipped)))
        } catch {
            failure = error
            return 0
        }
        end = max(end, position)
        return count
    }
}

/// A reason text from libsndfile, wrapped so it can travel in a `Result`.
struct SoundFileErrorReason: Error {
    var text: String
    /// Whether the format itself cannot be written, rather than the file.
    var isFormat = false

    /// libsndfile's message as a reason: "System error : No space left on device." becomes
    /// "no space left on device".
    init(library message: String) {
        var text = message
        if text.hasPrefix("System error : ") { text.removeFirst("System error : ".count) }
        if text.hasSuffix(".") { text.removeLast() }
        self.text = text.prefix(1).lowercased() + text.dropFirst()
    }

    init(text: String, isFormat: Bool = false) {
        self.text = text
        self.isFormat = isFormat
    }
}
