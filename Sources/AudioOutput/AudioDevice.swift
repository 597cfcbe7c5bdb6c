import Foundation

#if canImport(CAlsa)
    internal import CAlsa
#endif

/// The system's audio output through ALSA: the one file that calls it.
///
/// Plays interleaved float samples, blocking until they are handed to the device. One call at a time reaches the
/// device, whichever thread makes it. Where ALSA is not (on platforms other than Linux), opening a device fails with a
/// `Failure` that says so.
public final class AudioDevice: @unchecked Sendable {
    /// Why no audio output could be opened or played.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// No such device, or it could not be opened: its name and ALSA's reason.
        case cannotOpen(device: String, reason: String)
        /// The device refuses float samples at the rate: its name, the rate and ALSA's reason.
        case refusesFormat(device: String, sampleRate: Int, reason: String)
        /// The device stopped accepting samples: ALSA's reason.
        case playbackFailed(String)
        /// The device was closed before playing.
        case closed
        /// Not on this platform (ALSA is Linux's): the device asked for.
        case unavailable(device: String)

        /// What went wrong, in one line.
        public var description: String {
            switch self {
            case .cannotOpen(let device, let reason): "no audio output '\(device)': \(reason)"
            case .refusesFormat(let device, let rate, let reason):
                "the audio output '\(device)' refuses \(rate) Hz float samples: \(reason)"
            case .playbackFailed(let reason): "the audio output failed: \(reason)"
            case .closed: "the audio output is closed"
            case .unavailable(let device): "no audio output '\(device)': sound output needs ALSA, which only Linux has"
            }
        }
    }

    /// Samples per second.
    public let sampleRate: Int
    /// 1 or 2.
    public let channelCount: Int
    /// Guards `handle`: ALSA's handles are not to be used from two threads at once.
    private let lock = NSLock()
    private var handle: OpaquePointer?

    /// Opens the ALSA device `name` ("default" is the system's output; "null" discards sound).
    ///
    /// - Throws: `Failure` with ALSA's reason when there is no such device or it refuses the format.
    public init(name: String = "default", sampleRate: Int = 44_100, channelCount: Int = 2) throws(Failure) {
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        #if canImport(CAlsa)
            audiograph_alsa_silence()
            var pcm: OpaquePointer?
            var status = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, 0)
            guard status >= 0, let pcm else { throw .cannotOpen(device: name, reason: Self.reason(status)) }
            status = snd_pcm_set_params(
                pcm, SND_PCM_FORMAT_FLOAT_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(channelCount), UInt32(sampleRate),
                1, 100_000)
            guard status >= 0 else {
                snd_pcm_close(pcm)
                throw .refusesFormat(device: name, sampleRate: sampleRate, reason: Self.reason(status))
            }
            handle = pcm
        #else
            throw .unavailable(device: name)
        #endif
    }

    deinit { close() }

    /// Plays interleaved samples, recovering once from an underrun.
    ///
    /// - Throws: `Failure` when the device stops accepting samples.
    public func play(_ samples: [Float]) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        guard let handle else { throw .closed }
        #if canImport(CAlsa)
            var offset = 0
            let frames = samples.count / channelCount
            while offset < frames {
                let written = samples.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    return snd_pcm_writei(handle, base + offset * channelCount, snd_pcm_uframes_t(frames - offset))
                }
                if written < 0 {
                    guard snd_pcm_recover(handle, Int32(written), 1) >= 0 else {
                        throw .playbackFailed(Self.reason(Int32(written)))
                    }
                    continue
                }
                offset += Int(written)
            }
        #endif
    }

    /// Waits for the samples played to finish sounding.
    public func drain() {
        lock.lock()
        defer { lock.unlock() }
        #if canImport(CAlsa)
            if let handle { snd_pcm_drain(handle) }
        #endif
    }

    /// Closes the device; playing afterwards fails.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard let handle else { return }
        self.handle = nil
        #if canImport(CAlsa)
            snd_pcm_close(handle)
        #endif
    }

    #if canImport(CAlsa)
        private static func reason(_ status: Int32) -> String {
            String(cString: snd_strerror(status))
        }
    #endif
}
