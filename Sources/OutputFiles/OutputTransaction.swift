#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs that belong together and are put in place together: a page with its audio and its
/// data, audio with its captions, a batch of files with their index.
///
/// Each `OutputFile` made in a transaction is written to its temporary file beside its target
/// as usual; its `commit()` only prepares it (synced to the disk and closed). The transaction's
/// `commit()` then renames every prepared file into place at once, with no signal let in
/// between, and syncs their folders. When anything fails first, or the transaction is
/// cancelled or dropped, every prepared file is removed and no target is touched.
///
/// Several files are renamed one after another, which no file system makes atomic, so first a
/// journal naming them all is written and synced in their folder (and a note of it in every
/// other folder involved). If the program is killed while renaming (SIGKILL, a power cut), the
/// next run that writes into any of those folders finishes the renames from the journal;
/// killed before the journal was complete, the next run removes the prepared files.
///
/// A transaction made `within` another hands its prepared files to that one when committed:
/// a chart's files join a batch's only when all of them are ready.
///
/// A class shared by the threads of a batch; its own lock guards it.
public final class OutputTransaction: @unchecked Sendable {
    /// A prepared file: its temporary path, the target it replaces, and the target as the
    /// user named it, for messages.
    struct Entry: Sendable {
        let temporary: String
        let target: String
        let name: String
    }

    private let parent: OutputTransaction?
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var entries: [Entry] = []
    private var isFinished = false

    /// A transaction of its own, or one whose files join `parent` when committed.
    public init(within parent: OutputTransaction? = nil) {
        self.parent = parent
        pthread_mutex_init(lock, nil)
    }

    deinit {
        cancel()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Takes in a prepared file.
    ///
    /// - Throws: `OutputError.writeFailed` when the transaction is already committed or
    ///   cancelled; the file is then removed.
    func add(_ entry: Entry) throws(OutputError) {
        let isAdded = withLock {
            guard !isFinished else { return false }
            entries.append(entry)
            return true
        }
        guard isAdded else {
            Self.remove([entry])
            throw OutputError(.writeFailed, target: entry.name, reason: "its group of outputs is already finished")
        }
    }

    /// Puts every prepared file in place (or, within another transaction, hands them to it).
    ///
    /// - Throws: `OutputError.writeFailed` when the journal cannot be written (every prepared
    ///   file is then removed, and no target touched) or a rename fails (the rest are removed).
    public func commit() throws(OutputError) {
        let entries = take()
        guard let entries, !entries.isEmpty else { return }
        if let parent {
            for (index, entry) in entries.enumerated() {
                do { try parent.add(entry) } catch {
                    Self.remove(Array(entries[(index + 1)...]))
                    throw error
                }
            }
            return
        }
        try TemporaryFiles.withoutSignals { () throws(OutputError) in try Self.putInPlace(entries) }
    }

    /// Removes every prepared file; the targets stay as they were.
    public func cancel() {
        if let entries = take() { Self.remove(entries) }
    }

    private func take() -> [Entry]? {
        withLock {
            guard !isFinished else { return nil }
            isFinished = true
            defer { entries = [] }
            return entries
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// Renames `entries` into place, with the lock the ending signals take held: a journal first
    /// when there are several, the renames, the folders synced, the journal removed.
    private static func putInPlace(_ entries: [Entry]) throws(OutputError) {
        let journal: Journal?
        if entries.count > 1 {
            do { journal = try Journal.write(entries) } catch {
                remove(entries)
                throw error
            }
        } else {
            journal = nil
        }
        for (index, entry) in entries.enumerated() {
            if rename(entry.temporary, entry.target) != 0 {
                let number = errno
                remove(Array(entries[index...]))
                journal?.remove()
                throw OutputError(.writeFailed, target: entry.name, errno: number)
            }
            TemporaryFiles.unregister(entry.temporary)
            FaultInjection.step(isLocked: true)
        }
        Journal.syncFolders(of: entries.map(\.target))
        FaultInjection.step(isLocked: true)
        journal?.remove()
    }

    /// Removes prepared files that will not be put in place.
    static func remove(_ entries: [Entry]) {
        for entry in entries {
            unlink(entry.temporary)
            TemporaryFiles.unregister(entry.temporary)
        }
    }
}
