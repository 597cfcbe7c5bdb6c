import Foundation

#if canImport(CEspeakNG)
    internal import CEspeakNG
#endif

/// Speech from espeak-ng: the one file that calls it.
///
/// espeak-ng keeps global state, so every call is serialized; it synthesizes at its own rate (22,050 Hz), resampled
/// here.
public struct ESpeak: Sendable {
    /// Why speech could not be made.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The library could not be loaded: the loader's reason.
        case notInstalled(String)
        /// The library lacks a function AudioGraph calls: its name.
        case missingFunction(String)
        /// espeak-ng started without its voice data.
        case noVoiceData
        /// No voice for the language, nor for English: the voice asked for.
        case noVoice(String)
        /// Synthesis failed with espeak-ng's error code.
        case synthesisFailed(Int)
        /// Not on this platform (espeak-ng is used on Linux only).
        case unavailable

        /// What went wrong, in one line.
        public var description: String {
            switch self {
            case .notInstalled(let reason): "espeak-ng is not installed (install the espeak-ng package): " + reason
            case .missingFunction(let name): "espeak-ng's library has no \(name)"
            case .noVoiceData:
                "espeak-ng could not start; its voice data was not found (install the espeak-ng-data package, or set ESPEAK_DATA_PATH)"
            case .noVoice(let voice): "espeak-ng has no voice for '\(voice)' nor for 'en'"
            case .synthesisFailed(let code): "espeak-ng could not speak the text (error \(code))"
            case .unavailable: "speech needs espeak-ng, which AudioGraph uses on Linux only"
            }
        }
    }

    /// The speaking rate in words per minute, within `wordsPerMinuteRange`.
    public var wordsPerMinute: Int

    /// The speaking rates espeak-ng allows, in words per minute.
    public static let wordsPerMinuteRange = 80...450

    /// espeak-ng's normal speaking rate, in words per minute.
    public static let defaultWordsPerMinute = 175

    /// A speaker at `wordsPerMinute`, brought within `wordsPerMinuteRange`.
    public init(wordsPerMinute: Int = defaultWordsPerMinute) {
        let range = Self.wordsPerMinuteRange
        self.wordsPerMinute = min(range.upperBound, max(range.lowerBound, wordsPerMinute))
    }

    private static let lock = NSLock()
    #if canImport(CEspeakNG)
        nonisolated(unsafe) private static var nativeRate: Int32 = 0
        nonisolated(unsafe) private static var library: Library?

        /// espeak-ng's functions, found in its shared library when speech is first asked for, so a
        /// run that never speaks never loads it (nor the sound servers and desktop libraries it
        /// links, which would slow every start-up).
        private struct Library {
            let initialize: audiograph_espeak_Initialize
            let setSynthCallback: audiograph_espeak_SetSynthCallback
            let setVoiceByName: audiograph_espeak_SetVoiceByName
            let setParameter: audiograph_espeak_SetParameter
            let synth: audiograph_espeak_Synth
            let info: audiograph_espeak_Info

            /// The library's functions, or why it cannot be used.
            static func load() throws(Failure) -> Library {
                guard let handle = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL) else {
                    throw .notInstalled(dlerror().map { String(cString: $0) } ?? "libespeak-ng.so.1 not found")
                }
                func function<T>(_ name: String, as type: T.Type) throws(Failure) -> T {
                    guard let symbol = dlsym(handle, name) else { throw .missingFunction(name) }
                    return unsafeBitCast(symbol, to: type)
                }
                return Library(
                    initialize: try function("espeak_Initialize", as: audiograph_espeak_Initialize.self),
                    setSynthCallback: try function(
                        "espeak_SetSynthCallback", as: audiograph_espeak_SetSynthCallback.self),
                    setVoiceByName: try function("espeak_SetVoiceByName", as: audiograph_espeak_SetVoiceByName.self),
                    setParameter: try function("espeak_SetParameter", as: audiograph_espeak_SetParameter.self),
                    synth: try function("espeak_Synth", as: audiograph_espeak_Synth.self),
                    info: try function("espeak_Info", as: audiograph_espeak_Info.self))
            }
        }

    #endif

    /// espeak-ng's version as it reports it, or why it cannot be used (not installed, or not
    /// on this platform).
    public static var libraryVersion: String {
        #if canImport(CEspeakNG)
            lock.lock()
            defer { lock.unlock() }
            do throws(Failure) {
                return try loadedLibrary().info(nil).map { String(cString: $0) } ?? "unknown version"
            } catch {
                return error.description
            }
        #else
            return "not used on this platform"
        #endif
    }

    #if canImport(CEspeakNG)
        /// espeak-ng, loaded on first use; the caller holds `lock`.
        private static func loadedLibrary() throws(Failure) -> Library {
            if let library { return library }
            let loaded = try Library.load()
            library = loaded
            return loaded
        }
    #endif

    /// Mono samples of `text` spoken by espeak-ng's `voice` (such as "en", "de", "fr-fr"; English
    /// when it has no such voice) at `sampleRate`, peaking at 1.
    ///
    /// - Throws: `Failure` when espeak-ng's voice data cannot be found or synthesis fails.
    public func samples(for text: String, voice: String, sampleRate: Int) throws(Failure) -> [Float] {
        #if canImport(CEspeakNG)
            Self.lock.lock()
            defer { Self.lock.unlock() }
            let library = try Self.loadedLibrary()
            if Self.nativeRate == 0 {
                let rate = library.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
                guard rate > 0 else {
                    throw .noVoiceData
                }
                Self.nativeRate = rate
                library.setSynthCallback { wave, count, events in
                    guard let wave, count > 0,
                        let sink = events?.pointee.user_data?.assumingMemoryBound(to: [Int16].self)
                    else { return 0 }
                    sink.pointee.append(contentsOf: UnsafeBufferPointer(start: wave, count: Int(count)))
                    return 0
                }
            }
            if library.setVoiceByName(voice) != EE_OK, library.setVoiceByName("en") != EE_OK {
                throw .noVoice(voice)
            }
            _ = library.setParameter(espeakRATE, Int32(wordsPerMinute), 0)
            var collected: [Int16] = []
            let status = withUnsafeMutablePointer(to: &collected) { sink in
                text.withCString { characters in
                    library.synth(
                        characters, strlen(characters) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, sink)
                }
            }
            guard status == EE_OK else { throw .synthesisFailed(Int(status.rawValue)) }
            let peak = Float(collected.map { abs(Int($0)) }.max() ?? 0)
            let native = collected.map { peak > 0 ? Float($0) / peak : 0 }
            return Self.resample(native, from: Int(Self.nativeRate), to: sampleRate)
        #else
            throw .unavailable
        #endif
    }

    /// Linear-interpolation resampling; speech has little above 8 kHz, and espeak-ng's rate
    /// is below every output rate but 8,000 Hz, where a short average first removes aliasing.
    static func resample(_ samples: [Float], from source: Int, to target: Int) -> [Float] {
        guard source != target, !samples.isEmpty else { return samples }
        var input = samples
        if target < source {
            let width = max(1, source / target)
            input = samples.indices.map { index in
                let window = samples[max(0, index - width / 2)...min(samples.count - 1, index + width / 2)]
                return window.reduce(0, +) / Float(window.count)
            }
        }
        let count = Int((Double(input.count) * Double(target) / Double(source)).rounded())
        let step = Double(source) / Double(target)
        return (0..<count).map { index in
            let position = Double(index) * step
            let lower = min(input.count - 1, Int(position))
            let upper = min(input.count - 1, lower + 1)
            let fraction = Float(position - Double(lower))
            return input[lower] + (input[upper] - input[lower]) * fraction
        }
    }
}
