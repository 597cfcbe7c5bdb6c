import AXCompatibility
import AudioFormat
import ChartModel
import Foundation
import Sonification
import SoundFileIO

/// Renders `AXLiveAudioGraph` sessions: install it with `AXLiveAudioGraph.setSink(_:)`, and each value sent with
/// `updateValue(_:)` sounds for `stepDuration` seconds, its pitch gliding from the previous value's in one
/// phase-continuous sine.
///
/// Values are placed in sound time, not wall-clock time, so a session renders the same way however fast values arrive.
///
/// Output goes to a file, streamed block by block and renamed into place when the session
/// stops (a failure is kept in `lastError`), or to memory (`samples`).
public final class LiveAudioGraphRenderer: LiveAudioGraphSink, @unchecked Sendable {
    /// Where a session's sound goes.
    public enum Output: Sendable, Hashable {
        /// A sound file, its container named by the extension.
        case file(String)
        /// Memory, read from `samples`.
        case memory
    }

    /// Where sound goes.
    public let output: Output
    /// The values sounding at the bottom and top of the pitch range, or `nil` to follow the
    /// smallest and largest value seen so far in the session.
    public let valueRange: ClosedRange<Double>?
    /// Seconds each value sounds.
    public let stepDuration: Double
    /// Pitch range, sample rate and channels (stereo plays centred), volume and scale.
    public let options: SonificationOptions

    private let lock = NSLock()
    private var writer: SoundFileWriter?
    private var recorded: [Float] = []
    private var buffer: [Float]
    private var phase = 0.0
    private var frequency: Double?
    private var seen: ClosedRange<Double>?
    private var error: SonificationError?

    /// A renderer writing to `output`.
    ///
    /// - Throws: `SonificationError` for options out of range or a step
    ///   outside 0.02 to 5 seconds.
    public init(
        output: Output, valueRange: ClosedRange<Double>? = nil, stepDuration: Double = 0.1,
        options: SonificationOptions = SonificationOptions()
    ) throws(SonificationError) {
        guard (0.02...5).contains(stepDuration) else {
            throw .liveStep(stepDuration)
        }
        self.output = output
        self.valueRange = valueRange
        self.stepDuration = stepDuration
        self.options = try options.validated()
        buffer = [Float](
            repeating: 0, count: Int((stepDuration * Double(options.sampleRate)).rounded()) * options.channelCount)
    }

    /// The sound of the sessions so far, interleaved, for `.memory` output.
    public var samples: [Float] { lock.withLock { recorded } }

    /// The error that ended the last session's file, if any.
    public var lastError: SonificationError? { lock.withLock { error } }

    /// Starts a session: opens the file for `.file` output, and sounds from silence.
    public func liveAudioGraphDidStart() {
        lock.withLock {
            (phase, frequency, seen, error) = (0, nil, nil, nil)
            if case .file(let path) = output {
                do throws(SoundFileError) {
                    writer = try SoundFileWriter(
                        path: path, encoding: options.encoding, sampleRate: options.sampleRate,
                        channelCount: options.channelCount)
                } catch {
                    self.error = .file(error)
                }
            }
        }
    }

    /// Sounds `value` for a step, gliding from the previous value's pitch; a value that is not finite is silence.
    public func liveAudioGraphDidUpdate(_ value: Double) {
        lock.withLock {
            guard value.isFinite else {
                emit(to: nil)
                return
            }
            seen = seen.map { min($0.lowerBound, value)...max($0.upperBound, value) } ?? value...value
            let mapping = PitchMapping(
                axis: Axis.numeric("Live", range: valueRange ?? seen), extent: nil,
                pitchRange: options.pitchRange, scale: options.scale)
            emit(to: mapping.frequency(of: value))
        }
    }

    /// Ends the session: fades out and closes the file.
    public func liveAudioGraphDidStop() {
        lock.withLock {
            emit(to: nil)
            guard let writer else { return }
            self.writer = nil
            do throws(SoundFileError) { try writer.finish() } catch { self.error = .file(error) }
        }
    }

    /// Synthesizes one step gliding to `target` (or fading to silence for `nil`) and sends it out.
    private func emit(to target: Double?) {
        guard let start = frequency ?? target else { return }
        let channels = options.channelCount
        let frames = buffer.count / channels
        let end = target ?? start
        let ratio = Foundation.pow(end / start, 1 / Double(frames))
        var increment = start / Double(options.sampleRate)
        let amplitude = 0.8 * options.volume * (channels == 2 ? 0.7071 : 1)
        let fadeFrames = Double(min(frames, Int(0.01 * Double(options.sampleRate))))
        for frame in 0..<frames {
            var level = amplitude
            if frequency == nil { level *= Synthesizer.fade(Double(frame) / fadeFrames) }
            if target == nil { level *= Synthesizer.fade(Double(frames - 1 - frame) / fadeFrames) }
            let value = Float(Synthesizer.sine(phase) * level)
            phase += increment
            if phase >= 1 { phase -= phase.rounded(.down) }
            increment *= ratio
            for channel in 0..<channels { buffer[frame * channels + channel] = value }
        }
        frequency = target
        switch output {
        case .memory:
            recorded += buffer
        case .file:
            guard let writer else { return }
            do throws(SoundFileError) {
                try writer.write(buffer)
            } catch {
                self.error = .file(error)
                self.writer = nil
            }
        }
    }
}
