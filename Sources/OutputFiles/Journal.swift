#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The record that lets a transaction's renames be finished by the next run when this one is
/// killed in the middle of them.
///
/// The journal (`.audiograph-HOST-PID-RANDOM.journal`, hidden) is written and synced in the
/// first target's folder before any rename; it lists every temporary file and its target by
/// absolute path, NUL-separated, after a header and its own path. Every other folder involved
/// first gets a note of it (the same text, named `.prepared`), so that a run that clears only
/// that folder learns whether the transaction committed: if the journal exists, the renames are
/// finished; if not, the transaction never committed and its files are removed.
struct Journal {
    static let committedSuffix = ".journal"
    static let preparedSuffix = ".prepared"
    private static let header = "AUDIOGRAPH-JOURNAL 1"

    /// The journal's path.
    let path: String
    /// The notes in the other folders.
    let notes: [String]

    /// Writes the journal of `entries`, after the notes in their other folders, each synced.
    ///
    /// - Throws: `OutputError.writeFailed` naming the first target; whatever was written of
    ///   the journal and its notes is removed.
    static func write(_ entries: [OutputTransaction.Entry]) throws(OutputError) -> Journal {
        let first = entries[0].name
        let stem = "." + TemporaryFiles.owner + "-" + TemporaryFiles.hex(UInt32.random(in: 0...UInt32.max))
        let folders = uniqueFolders(of: entries.map(\.target))
        let path = folders[0] + "/" + stem + committedSuffix
        var text = header + "\0" + path + "\0"
        for entry in entries { text += absolute(entry.temporary) + "\0" + absolute(entry.target) + "\0" }
        let notes = folders.dropFirst().map { $0 + "/" + stem + preparedSuffix }
        var written: [String] = []
        do throws(OutputError) {
            for note in notes {
                try writeSynced(text, to: note, target: first)
                written.append(note)
                syncFolder(OutputTarget.directory(of: note))
            }
            let temporary = folders[0] + "/" + stem + ".tmp"
            try writeSynced(text, to: temporary, target: first)
            written.append(temporary)
            guard rename(temporary, path) == 0 else { throw OutputError(.writeFailed, target: first, errno: errno) }
            written[written.count - 1] = path
            syncFolder(folders[0])
        } catch {
            for file in written { unlink(file) }
            throw error
        }
        FaultInjection.step(isLocked: true)
        return Journal(path: path, notes: notes)
    }

    /// Removes the notes, then the journal.
    func remove() {
        for note in notes { unlink(note) }
        unlink(path)
    }

    /// Finishes or abandons the transaction of the journal or note at `path`, left by a program that is gone.
    ///
    /// With its journal present, every temporary file still there is renamed into place;
    /// without, every one is removed. The journal and notes go after.
    static func recover(_ path: String) {
        guard let text = contents(of: path) else {
            unlink(path)
            return
        }
        let fields = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 2, fields[0] == header, fields.count % 2 == 1 else {
            // A note cut short: its transaction never committed.
            if path.hasSuffix(preparedSuffix) { unlink(path) }
            return
        }
        let journal = fields[1]
        var pairs: [(temporary: String, target: String)] = []
        var index = 2
        while index + 1 < fields.count {
            pairs.append((fields[index], fields[index + 1]))
            index += 2
        }
        var status = stat()
        let isCommitted = lstat(journal, &status) == 0
        for pair in pairs where lstat(pair.temporary, &status) == 0 {
            if isCommitted { rename(pair.temporary, pair.target) } else { unlink(pair.temporary) }
        }
        if isCommitted { syncFolders(of: pairs.map(\.target)) }
        let stem = String(journal.dropLast(committedSuffix.count))
        let stemName = String(stem[stem.index(after: stem.lastIndex(of: "/") ?? stem.startIndex)...])
        for folder in uniqueFolders(of: pairs.map(\.target)).dropFirst() {
            unlink(folder + "/" + stemName + preparedSuffix)
        }
        unlink(journal)
        if path != journal { unlink(path) }
    }

    /// Syncs the folders of `paths`, so that their renames survive a power cut.
    static func syncFolders(of paths: [String]) {
        for folder in uniqueFolders(of: paths) { syncFolder(folder) }
    }

    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The folders of `paths`, absolute, each once, in order of first appearance.
    static func uniqueFolders(of paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.map { OutputTarget.directory(of: absolute($0)) }.filter { seen.insert($0).inserted }
    }

    /// `path` from the root: relative paths are taken from the current folder.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (folder == "/" ? "" : folder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// Writes `text` to a new file at `path` and syncs it.
    private static func writeSynced(_ text: String, to path: String, target: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputError(.writeFailed, target: target, errno: errno) }
        var failure = Array(text.utf8).withUnsafeBytes { StandardStreams.writeWhole($0, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if let failure {
            unlink(path)
            throw OutputError(.writeFailed, target: target, errno: failure)
        }
    }

    /// The text of the file at `path`, when it is valid UTF-8.
    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += block[0..<count]
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The names in `folder` that are valid UTF-8 (hidden ones too, `.` and `..` not), or `nil`
    /// when it cannot be read.
    static func names(in folder: String) -> [String]? {
        Folder.names(in: folder)?.compactMap { String(validating: $0, as: UTF8.self) }
    }
}

/// A folder's entries as the system gives them.
package enum Folder {
    /// The names in `folder`, byte for byte (`.` and `..` left out), or `nil` when it cannot be
    /// read.
    package static func names(in folder: String) -> [[UInt8]]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }
}
