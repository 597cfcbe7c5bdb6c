internal import CSndFile
import Foundation

/// Every libsndfile call AudioGraph makes, in one place.
enum LibSndFile {
    typealias Handle = OpaquePointer

    struct Info {
        var frames: Int64
        var sampleRate: Int
        var channelCount: Int
        var format: Int32
    }

    static func formatCode(for format: AudioFormat) -> Int32 {
        let major: Int32 = switch format.container {
        case .wav: Int32(SF_FORMAT_WAV)
        case .flac: Int32(SF_FORMAT_FLAC)
        case .ogg: Int32(SF_FORMAT_OGG)
        case .aiff: Int32(SF_FORMAT_AIFF)
        }
        let minor: Int32 = switch format.encoding {
        case .pcm16: Int32(SF_FORMAT_PCM_16)
        case .pcm24: Int32(SF_FORMAT_PCM_24)
        case .float32: Int32(SF_FORMAT_FLOAT)
        case .vorbis: Int32(SF_FORMAT_VORBIS)
        }
        return major | minor
    }

    /// Opens `path` for writing; on failure, libsndfile's message.
    static func openForWriting(_ path: String, format: AudioFormat) -> Result<Handle, SoundFileErrorReason> {
        var info = SF_INFO()
        info.samplerate = Int32(format.sampleRate)
        info.channels = Int32(format.channelCount)
        info.format = formatCode(for: format)
        guard sf_format_check(&info) == SF_TRUE else {
            return .failure(SoundFileErrorReason(text: "libsndfile cannot write this format"))
        }
        guard let handle = sf_open(path, Int32(SFM_WRITE), &info) else {
            return .failure(SoundFileErrorReason(text: String(cString: sf_strerror(nil))))
        }
        // Without clipping, a sample past full scale written as PCM wraps around: a loud click.
        sf_command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
        if format.encoding == .vorbis {
            var quality = 0.6
            sf_command(handle, Int32(SFC_SET_VBR_ENCODING_QUALITY), &quality, Int32(MemoryLayout<Double>.size))
        }
        return .success(handle)
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) -> Result<(Handle, Info), SoundFileErrorReason> {
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
            return .failure(SoundFileErrorReason(text: String(cString: sf_strerror(nil))))
        }
        return .success((handle, Info(frames: info.frames, sampleRate: Int(info.samplerate),
                                      channelCount: Int(info.channels), format: info.format)))
    }

    /// Writes interleaved frames; the number written.
    static func write(_ handle: Handle, _ samples: UnsafeBufferPointer<Float>, channelCount: Int) -> Int {
        Int(sf_writef_float(handle, samples.baseAddress, Int64(samples.count / channelCount)))
    }

    /// Reads up to `buffer.count / channelCount` frames; the number read.
    static func read(_ handle: Handle, into buffer: UnsafeMutableBufferPointer<Float>, channelCount: Int) -> Int {
        Int(sf_readf_float(handle, buffer.baseAddress, Int64(buffer.count / channelCount)))
    }

    /// The handle's last error message.
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
        let container: AudioContainer? = switch code & Int32(SF_FORMAT_TYPEMASK) {
        case Int32(SF_FORMAT_WAV): .wav
        case Int32(SF_FORMAT_FLAC): .flac
        case Int32(SF_FORMAT_OGG): .ogg
        case Int32(SF_FORMAT_AIFF): .aiff
        default: nil
        }
        let encoding: SampleEncoding? = switch code & Int32(SF_FORMAT_SUBMASK) {
        case Int32(SF_FORMAT_PCM_16): .pcm16
        case Int32(SF_FORMAT_PCM_24): .pcm24
        case Int32(SF_FORMAT_FLOAT): .float32
        case Int32(SF_FORMAT_VORBIS): .vorbis
        default: nil
        }
        return (container, encoding)
    }
}

/// A reason text from libsndfile, wrapped so it can travel in a `Result`.
struct SoundFileErrorReason: Error {
    var text: String
}
