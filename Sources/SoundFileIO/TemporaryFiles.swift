import Foundation

/// The temporary files being written right now, so an interrupted program can remove them
/// before it exits (`removeAll()`), leaving no half-written file behind.
public enum TemporaryFiles {
    nonisolated(unsafe) private static var paths: Set<String> = []
    private static let lock = NSLock()

    /// Notes a temporary file being written.
    static func register(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    /// Forgets a temporary file that was renamed into place or removed.
    static func unregister(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Removes every temporary file still being written; for an interrupted program.
    public static func removeAll() {
        lock.withLock {
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }
}
