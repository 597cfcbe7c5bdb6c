import Foundation

/// Plays a live audio graph of values as they arrive; Apple's `AXLiveAudioGraph`.
///
/// `start()` opens a session, each `updateValue(_:)` sends the newest value, and `stop()`
/// closes it. Where the values go is up to the `LiveAudioGraphSink` installed with
/// `setSink(_:)`: a sonification renderer to a file or the audio device, or
/// `RecordingLiveAudioGraphSink` in tests. With no sink installed the calls do nothing.
public final class AXLiveAudioGraph {
    private init() {}

    /// Starts a live audio graph session.
    public class func start() {
        LiveAudioGraphHub.shared.start()
    }

    /// Sends the newest value to the live audio graph.
    public class func updateValue(_ value: Double) {
        LiveAudioGraphHub.shared.update(value)
    }

    /// Stops the live audio graph session.
    public class func stop() {
        LiveAudioGraphHub.shared.stop()
    }

    /// Installs where live values go, replacing (and stopping) any earlier sink.
    public class func setSink(_ sink: (any LiveAudioGraphSink)?) {
        LiveAudioGraphHub.shared.setSink(sink)
    }
}

/// The one live session, shared by the class methods: values outside `start()`…`stop()` are
/// dropped, and a second `start()` while running is ignored, as on Apple's platforms.
private final class LiveAudioGraphHub: @unchecked Sendable {
    static let shared = LiveAudioGraphHub()

    private let lock = NSLock()
    private var sink: (any LiveAudioGraphSink)?
    private var isRunning = false

    func setSink(_ newSink: (any LiveAudioGraphSink)?) {
        let old: (any LiveAudioGraphSink)? = lock.withLock {
            defer {
                sink = newSink
                isRunning = false
            }
            return isRunning ? sink : nil
        }
        old?.liveAudioGraphDidStop()
    }

    func start() {
        let target: (any LiveAudioGraphSink)? = lock.withLock {
            guard !isRunning else { return nil }
            isRunning = true
            return sink
        }
        target?.liveAudioGraphDidStart()
    }

    func update(_ value: Double) {
        let target = lock.withLock { isRunning ? sink : nil }
        target?.liveAudioGraphDidUpdate(value)
    }

    func stop() {
        let target: (any LiveAudioGraphSink)? = lock.withLock {
            guard isRunning else { return nil }
            isRunning = false
            return sink
        }
        target?.liveAudioGraphDidStop()
    }
}
