import Foundation

/// Where a live audio graph (`AXLiveAudioGraph`) sends its session: a
/// renderer, a device, or a recorder.
public protocol LiveAudioGraphSink: AnyObject, Sendable {
    /// A session started.
    func liveAudioGraphDidStart()
    /// A new value arrived during a session.
    func liveAudioGraphDidUpdate(_ value: Double)
    /// The session stopped.
    func liveAudioGraphDidStop()
}

/// A sink that records each session's values in memory, for tests and transcripts.
public final class RecordingLiveAudioGraphSink: LiveAudioGraphSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storedSessions: [[Double]] = []
    private var isRunning = false

    /// Creates an empty recorder.
    public init() {}

    /// The values of each session, oldest first; the last is still growing while running.
    public var sessions: [[Double]] {
        lock.withLock { storedSessions }
    }

    /// Starts a new, empty session.
    public func liveAudioGraphDidStart() {
        lock.withLock {
            storedSessions.append([])
            isRunning = true
        }
    }

    /// Records `value` in the running session; ignored when none is running.
    public func liveAudioGraphDidUpdate(_ value: Double) {
        lock.withLock {
            if isRunning { storedSessions[storedSessions.count - 1].append(value) }
        }
    }

    /// Ends the running session, keeping its values.
    public func liveAudioGraphDidStop() {
        lock.withLock { isRunning = false }
    }
}
