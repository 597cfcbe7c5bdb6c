import AudioFormat
import Foundation
import Sonification
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
    /// Writes the audio graph to `path` in the container its extension names (`.wav`, `.flac`,
    /// `.ogg`, `.aiff`), as `SoundFileWriter` writes: through a temporary file renamed into
    /// place when complete, or straight to a device, a pipe or standard output (`-`).
    ///
    /// The audio is synthesized in stretches of `Synthesizer.chunkFrames` on worker threads
    /// while this thread writes the stretches before, in order; each stretch renders the same on
    /// any thread, so the file is the same byte for byte however many workers there are. 16-bit
    /// files are rounded here, with triangular dither from a fixed seed, and handed to libsndfile
    /// as integers: the same chart and options always give the same bytes.
    ///
    /// - Parameters:
    ///   - container: The container, when the path's extension does not say it (for `-`).
    ///   - workers: Threads synthesizing beside this one (default: one a processor, up to
    ///     two; 0 synthesizes here).
    ///   - progress: Called after each stretch is written with the fraction done, 0 to 1.
    /// - Throws: `SonificationError.file` naming `path`; nothing is then left at `path` but
    ///   what was there before.
    /// - Complexity: O(duration); memory does not grow with the duration.
    @discardableResult
    public func render(
        to path: String, container: AudioContainer? = nil, workers: Int? = nil,
        progress: (Double) -> Void = { _ in }
    ) throws(SonificationError) -> RenderedAudio {
        let synthesizer = makeSynthesizer()
        let writer: SoundFileWriter
        do {
            writer = try SoundFileWriter(
                path: path, container: container, encoding: options.encoding, sampleRate: options.sampleRate,
                channelCount: options.channelCount, frameCount: synthesizer.frameCount)
        } catch {
            throw .file(error)
        }
        let workers = workers ?? min(2, ProcessInfo.processInfo.activeProcessorCount)
        let pipeline = RenderPipeline(synthesizer: synthesizer, isQuantized: writer.format.encoding == .pcm16, slots: workers + 2)
        for _ in 0..<workers { Thread { pipeline.work() }.start() }
        do {
            for chunk in 0..<pipeline.chunkCount {
                if workers == 0 { pipeline.renderNext() }
                try pipeline.write(chunk, to: writer)
                progress(Double(chunk + 1) / Double(pipeline.chunkCount))
            }
            pipeline.finish()
            try writer.finish()
        } catch {
            pipeline.finish()
            writer.cancel()
            throw .file(error)
        }
        return RenderedAudio(
            path: path, duration: Double(synthesizer.frameCount) / Double(options.sampleRate),
            sampleRate: options.sampleRate, channelCount: options.channelCount, frameCount: synthesizer.frameCount)
    }
}

/// The stretches of an audio graph, synthesized by workers into a ring of slots in order and
/// written from them in order: a worker takes the next stretch when its slot has been written.
private final class RenderPipeline: @unchecked Sendable {
    let chunkCount: Int
    private let frameCount: Int, channelCount: Int, isQuantized: Bool
    /// How many slots the ring has: read outside the lock, so never `isReady.count`.
    private let slotCount: Int
    private let condition = NSCondition()
    // Guarded by `condition`: the synthesizer that moves from stretch to stretch, the next
    // stretch to take, how many are written, which slots hold a rendered stretch, whether the
    // render has ended, and how many workers are still at work.
    private var planner: Synthesizer
    private var next = 0, written = 0
    private var isReady: [Bool]
    private var isEnded = false
    private var working = 0
    /// Each slot's samples, and its 16-bit samples when the file takes them.
    private let samples: [UnsafeMutableBufferPointer<Float>], quantized: [UnsafeMutableBufferPointer<Int16>]

    init(synthesizer: Synthesizer, isQuantized: Bool, slots: Int) {
        planner = synthesizer
        chunkCount = synthesizer.chunkCount
        frameCount = synthesizer.frameCount
        channelCount = synthesizer.channelCount
        self.isQuantized = isQuantized
        let size = Synthesizer.chunkFrames * synthesizer.channelCount
        slotCount = slots
        isReady = Array(repeating: false, count: slots)
        samples = (0..<slots).map { _ in .allocate(capacity: size) }
        quantized = isQuantized ? (0..<slots).map { _ in .allocate(capacity: size) } : []
    }

    deinit {
        for buffer in samples { buffer.deallocate() }
        for buffer in quantized { buffer.deallocate() }
    }

    /// A worker's life: takes and renders stretches until none is left or the render ends.
    func work() {
        condition.withLock { working += 1 }
        while renderNext() {}
        condition.withLock {
            working -= 1
            condition.broadcast()
        }
    }

    /// Takes the next stretch, once its slot is free, and renders it; `false` when none is
    /// left or the render has ended.
    @discardableResult
    func renderNext() -> Bool {
        condition.lock()
        while !isEnded, next < chunkCount, next - written >= slotCount { condition.wait() }
        guard !isEnded, next < chunkCount else {
            condition.unlock()
            return false
        }
        let chunk = next
        next += 1
        planner.seek(toChunk: chunk)
        var synthesizer = planner
        condition.unlock()
        let slot = chunk % slotCount
        let frames = synthesizer.render(into: samples[slot])
        if isQuantized {
            PCM16.quantize(
                UnsafeBufferPointer(rebasing: samples[slot][..<(frames * channelCount)]), into: quantized[slot],
                firstSample: chunk * Synthesizer.chunkFrames * channelCount)
        }
        condition.withLock {
            isReady[slot] = true
            condition.broadcast()
        }
        return true
    }

    /// Waits for stretch `chunk` and writes it.
    func write(_ chunk: Int, to writer: SoundFileWriter) throws(SoundFileError) {
        let slot = chunk % slotCount
        condition.withLock {
            while !isReady[slot] { condition.wait() }
        }
        let count = min(Synthesizer.chunkFrames, frameCount - chunk * Synthesizer.chunkFrames) * channelCount
        if isQuantized {
            try writer.write(UnsafeBufferPointer(rebasing: quantized[slot][..<count]))
        } else {
            try writer.write(UnsafeBufferPointer(rebasing: samples[slot][..<count]))
        }
        condition.withLock {
            isReady[slot] = false
            written = chunk + 1
            condition.broadcast()
        }
    }

    /// Ends the render and waits for every worker to stop.
    func finish() {
        condition.withLock {
            isEnded = true
            condition.broadcast()
            while working > 0 { condition.wait() }
        }
    }
}

/// 16-bit samples made from floats: scaled to ±32,767, triangular (TPDF) dither of one step
/// added, rounded to the nearest (ties to even).
enum PCM16 {
    /// Rounds `samples` into `output`, four at a time, the dither of each sample that of its
    /// place in the whole file (`firstSample` the place of the first, a multiple of four), so
    /// stretches rounded apart agree with a whole rounded at once.
    static func quantize(_ samples: UnsafeBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Int16>, firstSample: Int) {
        precondition(firstSample % 4 == 0, "dither comes in fours")
        var dither = Dither(at: firstSample)
        var index = 0
        while index + 4 <= samples.count {
            let four = UnsafeRawPointer(samples.baseAddress! + index).loadUnaligned(as: SIMD4<Float>.self)
            let rounded = round(four, dither.next())
            for lane in 0..<4 { output[index + lane] = rounded[lane] }
            index += 4
        }
        if index < samples.count {
            var rest = SIMD4<Float>()
            for lane in 0..<(samples.count - index) { rest[lane] = samples[index + lane] }
            let rounded = round(rest, dither.next())
            for lane in 0..<(samples.count - index) { output[index + lane] = rounded[lane] }
        }
    }

    @inline(__always)
    private static func round(_ samples: SIMD4<Float>, _ dither: SIMD4<Float>) -> SIMD4<Int16> {
        var scaled = samples * 32_767 + dither
        scaled.replace(with: -32_768, where: scaled .< -32_768)
        scaled.replace(with: 32_767, where: scaled .> 32_767)
        // Adding 1.5 × 2²³ rounds each float to a whole number (ties to even), which then
        // stands in its low bits: no rounding call, no checked conversion.
        let bits = unsafeBitCast(scaled + 12_582_912, to: SIMD4<Int32>.self) &- 0x4B40_0000
        return SIMD4<Int16>(truncatingIfNeeded: bits)
    }
}

/// Triangular (TPDF) dither of one 16-bit step, for four samples at a time: each the
/// difference of two uniform bytes, the bytes of the high halves of two steps of a 64-bit
/// linear congruential generator (Knuth's MMIX constants) from a fixed seed. Its state at any
/// place in a file is reached in a few dozen steps (the generator's jump-ahead), so stretches
/// dithered apart agree with a whole.
struct Dither {
    private static let multiplier: UInt64 = 6_364_136_223_846_793_005, increment: UInt64 = 1_442_695_040_888_963_407
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D

    /// The dither from sample `place` (a multiple of four) of a file on: two steps each four.
    init(at place: Int = 0) {
        // Jumping ahead by n: the map x ↦ ax + c applied n times is x ↦ Ax + C, built by squaring.
        var (a, c) = (Self.multiplier, Self.increment)
        var (jumpA, jumpC): (UInt64, UInt64) = (1, 0)
        var steps = UInt64(truncatingIfNeeded: place / 2)
        while steps > 0 {
            if steps & 1 == 1 { (jumpA, jumpC) = (jumpA &* a, jumpC &* a &+ c) }
            (a, c) = (a &* a, c &* (a &+ 1))
            steps >>= 1
        }
        state = state &* jumpA &+ jumpC
    }

    /// The next four dither values, in 16-bit steps, each between minus and plus one.
    @inline(__always)
    mutating func next() -> SIMD4<Float> {
        state = state &* Self.multiplier &+ Self.increment
        let first = UInt32(truncatingIfNeeded: state >> 32)
        state = state &* Self.multiplier &+ Self.increment
        let second = UInt32(truncatingIfNeeded: state >> 32)
        let evens = SIMD4<UInt32>(first, first >> 16, second, second >> 16) & 0xFF
        let odds = SIMD4<UInt32>(first >> 8, first >> 24, second >> 8, second >> 24) & 0xFF
        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: evens) &- SIMD4<Int32>(truncatingIfNeeded: odds)) * (1 / 256)
    }
}
