import AudioFormat
import Foundation
import OutputFiles
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
    /// The audio is synthesized in stretches of `Synthesizer.chunkFrames` by this thread and
    /// `workers` more, each taking the next stretch; whichever finishes the stretch due next
    /// writes it, and any after it that are ready, while the others go on synthesizing, so
    /// every processor is kept busy and none waits on a writer. Each stretch renders the same on
    /// any thread, so the file is the same byte for byte however many workers there are. 16-bit
    /// files are rounded here, with triangular dither from a fixed seed, and handed to libsndfile
    /// as integers: the same chart and options always give the same bytes.
    ///
    /// - Parameters:
    ///   - path: Where to write: a file, a device, a FIFO, or `-` for standard output.
    ///   - container: The container, when the path's extension does not say it (for `-`).
    ///   - workers: Threads synthesizing beside this one (default: one a processor beyond
    ///     this one's, up to three; 0 does everything here).
    ///   - transaction: The outputs the file is put in place with, when not on its own.
    ///   - progress: Called on this thread as stretches are written, with the fraction done, 0 to 1.
    /// - Throws: `SonificationError.file` naming `path`; nothing is then left at `path` but
    ///   what was there before.
    /// - Returns: What was written: its path, length and format.
    /// - Complexity: O(duration); memory does not grow with the duration.
    @discardableResult
    public func render(
        to path: String, container: AudioContainer? = nil, workers: Int? = nil,
        transaction: OutputTransaction? = nil, progress: (Double) -> Void = { _ in }
    ) throws(SonificationError) -> RenderedAudio {
        let synthesizer = makeSynthesizer()
        let writer: SoundFileWriter
        do {
            writer = try SoundFileWriter(
                path: path, container: container, encoding: options.encoding, sampleRate: options.sampleRate,
                channelCount: options.channelCount, frameCount: synthesizer.frameCount, transaction: transaction)
        } catch {
            throw .file(error)
        }
        let workers = workers ?? min(3, ProcessInfo.processInfo.activeProcessorCount - 1)
        let pipeline = RenderPipeline(synthesizer: synthesizer, writer: writer, threads: workers + 1)
        for _ in 0..<workers { Thread { pipeline.work() }.start() }
        while pipeline.step() { progress(pipeline.fractionWritten) }
        let failure = pipeline.finish()
        do throws(SoundFileError) {
            if let failure { throw failure }
            try writer.finish()
        } catch {
            writer.cancel()
            throw .file(error)
        }
        progress(1)
        return RenderedAudio(
            path: path, duration: Double(synthesizer.frameCount) / Double(options.sampleRate),
            sampleRate: options.sampleRate, channelCount: options.channelCount, frameCount: synthesizer.frameCount)
    }
}

/// The stretches of an audio graph, synthesized by several threads into slots and written from
/// them in order by whichever thread finishes the stretch due: a thread takes the next stretch
/// when a slot is free, the one freed last (its memory is then still in the cache, and slots
/// never needed are never touched).
private final class RenderPipeline: @unchecked Sendable {
    private let chunkCount: Int
    private let frameCount: Int, channelCount: Int, isQuantized: Bool
    /// How many slots there are: read outside the lock, so never `free.count`.
    private let slotCount: Int
    /// Written by one thread at a time, the one that is `isWriting`.
    private let writer: SoundFileWriter
    private let condition = NSCondition()
    // Guarded by `condition`: the synthesizer that moves from stretch to stretch, the next
    // stretch to take, how many are written, the free slots (the last freed last), the slot of
    // each rendered stretch not yet written (at the stretch's place modulo `slotCount`), whether
    // a thread is writing, why writing failed (which ends the render), and how many workers
    // are still at work.
    private var planner: Synthesizer
    private var next = 0, written = 0
    private var free: [Int]
    private var ready: [Int?]
    private var isWriting = false
    private var failure: SoundFileError?
    private var isEnded = false
    private var working: Int
    /// Each slot's samples, and its 16-bit samples when the file takes them.
    private let samples: [UnsafeMutableBufferPointer<Float>], quantized: [UnsafeMutableBufferPointer<Int16>]

    init(synthesizer: Synthesizer, writer: SoundFileWriter, threads: Int) {
        planner = synthesizer
        self.writer = writer
        chunkCount = synthesizer.chunkCount
        frameCount = synthesizer.frameCount
        channelCount = synthesizer.channelCount
        isQuantized = writer.format.encoding == .pcm16
        let size = Synthesizer.chunkFrames * synthesizer.channelCount
        // Room for every thread's stretch and several more waiting to be written, so that a
        // slow write seldom holds a thread up.
        let slots = min(4 * threads + 4, max(1, chunkCount))
        slotCount = slots
        working = threads - 1
        free = Array((0..<slots).reversed())
        ready = Array(repeating: nil, count: slots)
        samples = (0..<slots).map { _ in .allocate(capacity: size) }
        quantized = isQuantized ? (0..<slots).map { _ in .allocate(capacity: size) } : []
    }

    deinit {
        for buffer in samples { buffer.deallocate() }
        for buffer in quantized { buffer.deallocate() }
    }

    /// The share of the stretches written, 0 to 1.
    var fractionWritten: Double { condition.withLock { Double(written) / Double(max(1, chunkCount)) } }

    /// A worker's life: takes, renders and writes stretches until none is left or the render ends.
    func work() {
        while step() {}
        condition.withLock {
            working -= 1
            condition.broadcast()
        }
    }

    /// Takes the next stretch, once a slot is free, renders it, and writes what is ready;
    /// `false` when none is left or the render has ended.
    func step() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !isEnded, next < chunkCount, next - written >= slotCount { condition.wait() }
        guard !isEnded, next < chunkCount else { return false }
        let chunk = next
        next += 1
        // One slot is held for each stretch taken and not yet written, so one is free here.
        let slot = free.removeLast()
        planner.seek(toChunk: chunk)
        var synthesizer = planner
        condition.unlock()
        let frames = synthesizer.render(into: samples[slot])
        if isQuantized {
            PCM16.quantize(
                UnsafeBufferPointer(rebasing: samples[slot][..<(frames * channelCount)]), into: quantized[slot],
                firstSample: chunk * Synthesizer.chunkFrames * channelCount)
        }
        condition.lock()
        ready[chunk % slotCount] = slot
        writeReady()
        return true
    }

    /// With the lock held: unless another thread is writing (it will find these too), writes
    /// the stretches ready from the next due, in order, without the lock while each is written.
    private func writeReady() {
        guard !isWriting else { return }
        isWriting = true
        defer { isWriting = false }
        while !isEnded, written < chunkCount, let slot = ready[written % slotCount] {
            let chunk = written
            let count = min(Synthesizer.chunkFrames, frameCount - chunk * Synthesizer.chunkFrames) * channelCount
            condition.unlock()
            do {
                if isQuantized {
                    try writer.write(UnsafeBufferPointer(rebasing: quantized[slot][..<count]))
                } else {
                    try writer.write(UnsafeBufferPointer(rebasing: samples[slot][..<count]))
                }
                condition.lock()
            } catch {
                condition.lock()
                failure = error
                isEnded = true
                condition.broadcast()
                return
            }
            ready[chunk % slotCount] = nil
            free.append(slot)
            written = chunk + 1
            condition.broadcast()
        }
    }

    /// Waits for every worker to stop: every stretch is then written, or writing failed, and
    /// this is why.
    func finish() -> SoundFileError? {
        condition.withLock {
            while working > 0 { condition.wait() }
            return failure
        }
    }
}

/// 16-bit samples made from floats: scaled to ±32,767, triangular (TPDF) dither of one step
/// added, rounded to the nearest (ties to even).
enum PCM16 {
    /// Rounds `samples` into `output`, four at a time, the dither of each sample that of its
    /// place in the whole file (`firstSample` the place of the first, a multiple of four), so
    /// stretches rounded apart agree with a whole rounded at once.
    static func quantize(
        _ samples: UnsafeBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Int16>, firstSample: Int
    ) {
        precondition(firstSample % 4 == 0, "dither comes in fours")
        var dither = Dither(at: firstSample)
        var index = 0
        guard let source = samples.baseAddress, let target = output.baseAddress else { return }
        while index + 4 <= samples.count {
            let four = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD4<Float>.self)
            UnsafeMutableRawPointer(target + index).storeBytes(
                of: round(four, dither.next()), as: SIMD4<Int16>.self)
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

/// Triangular (TPDF) dither of one 16-bit step, for four samples at a time: each the difference of two uniform bytes,
/// the eight bytes of SplitMix64's output for the four's place in the file (a counter, mixed: two multiplications and
/// three shifts).
///
/// Any place is reached at once, so stretches dithered apart agree with a whole, and no four waits on the ones before.
struct Dither {
    /// The next four's place in the file, in fours.
    private var counter: UInt64

    /// The dither from sample `place` (a multiple of four) of a file on.
    init(at place: Int = 0) {
        counter = UInt64(truncatingIfNeeded: place / 4)
    }

    /// The next four dither values, in 16-bit steps, each between minus and plus one.
    @inline(__always)
    mutating func next() -> SIMD4<Float> {
        var z = 0x2545_F491_4F6C_DD1D &+ (counter &+ 1) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        counter &+= 1
        let bytes = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(z, to: SIMD8<UInt8>.self))
        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes.evenHalf &- bytes.oddHalf)) * (1 / 256)
    }
}
