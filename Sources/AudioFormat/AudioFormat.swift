/// The audio containers AudioGraph writes, named by file extension.
public enum AudioContainer: String, Sendable, Hashable, CaseIterable {
    case wav, flac, ogg, aiff

    /// The container a path's extension names (`.wav`, `.flac`, `.ogg`, `.aiff` or `.aif`),
    /// or `nil` for any other.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "wav", "wave": self = .wav
        case "flac": self = .flac
        case "ogg", "oga": self = .ogg
        case "aiff", "aif": self = .aiff
        default: return nil
        }
    }
}

/// How samples are stored in the file.
public enum SampleEncoding: String, Sendable, Hashable, CaseIterable {
    /// 16-bit integers.
    case pcm16
    /// 24-bit integers.
    case pcm24
    /// 32-bit floating point (WAV and AIFF only).
    case float32
    /// Ogg Vorbis, lossy (OGG only).
    case vorbis
}

/// Everything needed to create an audio file.
public struct AudioFormat: Sendable, Hashable {
    /// The sample rates accepted, in hertz.
    public static let sampleRates: ClosedRange<Int> = 8_000...192_000
    /// The channel counts accepted.
    public static let channelCounts: ClosedRange<Int> = 1...2

    /// The container.
    public var container: AudioContainer
    /// How samples are stored; must suit the container.
    public var encoding: SampleEncoding
    /// Samples per second, per channel.
    public var sampleRate: Int
    /// 1 for mono, 2 for stereo.
    public var channelCount: Int

    /// Creates a format; the encoding defaults to what suits the container (16-bit PCM, or
    /// Vorbis for OGG).
    public init(
        container: AudioContainer, encoding: SampleEncoding? = nil, sampleRate: Int = 44_100, channelCount: Int = 2
    ) {
        self.container = container
        self.encoding = encoding ?? (container == .ogg ? .vorbis : .pcm16)
        self.sampleRate = sampleRate
        self.channelCount = channelCount
    }

    /// Bytes a sample takes in an uncompressed container (2, 3 or 4); 0 for Vorbis.
    public var bytesPerSample: Int {
        switch encoding {
        case .pcm16: 2
        case .pcm24: 3
        case .float32: 4
        case .vorbis: 0
        }
    }

    /// Bytes a frame (a sample of every channel) takes in an uncompressed container.
    public var bytesPerFrame: Int { bytesPerSample * channelCount }

    /// Why this format cannot be written, or `nil` when it can.
    public var problem: String? {
        if !Self.sampleRates.contains(sampleRate) {
            return
                "sample rate \(sampleRate) Hz is outside \(Self.sampleRates.lowerBound) to \(Self.sampleRates.upperBound) Hz"
        }
        if !Self.channelCounts.contains(channelCount) {
            return "\(channelCount) channels; expected 1 (mono) or 2 (stereo)"
        }
        switch (container, encoding) {
        case (.ogg, .vorbis), (.wav, .pcm16), (.wav, .pcm24), (.wav, .float32),
            (.aiff, .pcm16), (.aiff, .pcm24), (.aiff, .float32), (.flac, .pcm16), (.flac, .pcm24):
            break
        default:
            return "\(container.rawValue.uppercased()) cannot hold \(encoding.rawValue) samples"
        }
        if container == .flac, sampleRate > 655_350 { return "FLAC cannot hold \(sampleRate) Hz" }
        return nil
    }
}

/// Why an audio file could not be written or read, naming the file.
public struct SoundFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The path's extension names no container AudioGraph writes.
        case unsupportedExtension
        /// The format is not one the container can hold.
        case unsupportedFormat
        /// The file could not be created or opened.
        case cannotOpen
        /// Writing, finishing or renaming the file failed (a full disk, for example).
        case writeFailed
        /// Reading the file failed.
        case readFailed
    }

    /// What went wrong.
    public var kind: Kind
    /// The file concerned, as the user gave it.
    public var path: String
    /// The underlying reason, such as libsndfile's or the system's message.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// One line naming the file (or standard output) and the reason.
    public var description: String {
        let name = path == "-" ? "standard output" : "'\(path)'"
        return switch kind {
        case .unsupportedExtension, .unsupportedFormat, .writeFailed: "cannot write \(name): \(reason)"
        case .cannotOpen: "cannot create \(name): \(reason)"
        case .readFailed: "cannot read \(name): \(reason)"
        }
    }
}
