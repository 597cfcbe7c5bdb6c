import SoundFileIO

/// What was written: where, how long, in what format.
public struct RenderedAudio: Sendable, Hashable {
    /// The file's path.
    public let path: String
    /// Its length in seconds.
    public let duration: Double
    /// Samples per second.
    public let sampleRate: Int
    /// 1 or 2.
    public let channelCount: Int
    /// Its length in frames.
    public let frameCount: Int
}

extension Sonifier {
    /// Frames synthesized and written at a time.
    public static let blockFrames = 4096

    /// A synthesizer at the start of this audio graph.
    public func makeSynthesizer() -> Synthesizer {
        Synthesizer(score: score, sampleRate: options.sampleRate, channelCount: options.channelCount)
    }

    /// Writes the audio graph to `path` in the container its extension names (`.wav`, `.flac`,
    /// `.ogg`, `.aiff`), block by block, as `SoundFileWriter` writes: through a temporary file
    /// renamed into place when complete, or straight to a device, a pipe or standard output
    /// (`-`). 16-bit files get triangular dither from a fixed seed, so the same chart and options
    /// always give the same bytes.
    ///
    /// - Parameters:
    ///   - container: The container, when the path's extension does not say it (for `-`).
    ///   - progress: Called after each block with the fraction done, 0 to 1.
    /// - Throws: `SonificationError.file` naming `path`; nothing is then left at `path` but
    ///   what was there before.
    /// - Complexity: O(duration); memory does not grow with the duration.
    @discardableResult
    public func render(to path: String, container: AudioContainer? = nil, progress: (Double) -> Void = { _ in }) throws(SonificationError) -> RenderedAudio {
        var synthesizer = makeSynthesizer()
        let writer: SoundFileWriter
        do {
            writer = try SoundFileWriter(path: path, container: container, encoding: options.encoding, sampleRate: options.sampleRate,
                                         channelCount: options.channelCount, frameCount: synthesizer.frameCount)
        } catch {
            throw .file(error)
        }
        let channels = options.channelCount
        let isDithered = writer.format.encoding == .pcm16
        var dither = Dither()
        var buffer = [Float](repeating: 0, count: Self.blockFrames * channels)
        do {
            try buffer.withUnsafeMutableBufferPointer { (block) throws(SoundFileError) in
                while true {
                    let frames = synthesizer.render(into: block)
                    if frames == 0 { break }
                    if isDithered {
                        for index in 0..<frames * channels { block[index] += dither.next() }
                    }
                    try writer.write(UnsafeBufferPointer(rebasing: block[0..<frames * channels]))
                    progress(Double(synthesizer.frame) / Double(max(1, synthesizer.frameCount)))
                }
            }
            try writer.finish()
        } catch {
            writer.cancel()
            throw .file(error)
        }
        return RenderedAudio(path: path, duration: Double(synthesizer.frameCount) / Double(options.sampleRate),
                             sampleRate: options.sampleRate, channelCount: channels, frameCount: synthesizer.frameCount)
    }
}

/// Triangular (TPDF) dither of one 16-bit step: the difference of two uniform numbers, the
/// high and the middle 24 bits of one draw from a fixed-seed SplitMix64 generator. Each draw
/// mixes a counter, so draws do not wait on each other as a shift register's would.
struct Dither {
    private var counter: UInt64 = 0x2545_F491_4F6C_DD1D

    /// The next dither value, between minus and plus one 16-bit step.
    mutating func next() -> Float {
        counter &+= 0x9E37_79B9_7F4A_7C15
        var draw = counter
        draw = (draw ^ (draw >> 30)) &* 0xBF58_476D_1CE4_E5B9
        draw = (draw ^ (draw >> 27)) &* 0x94D0_49BB_1331_11EB
        draw ^= draw >> 31
        let high = Float(draw >> 40), middle = Float((draw >> 16) & 0xFF_FFFF)
        return (high - middle) / (Float(1 << 24) * 32_768)
    }
}
