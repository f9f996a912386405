import Foundation

/// The list of a commit of several outputs, on disk while it runs, so that one killed half way
/// (SIGKILL, a power cut) is finished by the next run instead of leaving some outputs new and the
/// rest missing or old.
///
/// No file system renames several names at once. So before an ``OutputTransaction`` moves the
/// first of several finished outputs into place it writes `.NAME.commit-XXXXXXXX` beside the first
/// destination: one line per output, its hidden item's path and its destination, tab-separated.
/// It holds an advisory lock on the record while it moves them (as on every live temporary item,
/// ``StaleItems``) and removes it when all are in place or rolled back. Every output it lists is
/// complete before the record is written, so a record whose lock can be taken — its run is dead —
/// is rolled forward: each item still under its hidden name is moved in (an earlier version in
/// its way is moved aside, for the sweep to remove). A reader of the folder between the kill and
/// the next run sees the record, the one sign that a commit there did not end.
enum CommitRecord {
    /// Writes the record of moving each `(item, destination)` pair and returns its path and its
    /// lock's descriptor, for ``finish(_:)``.
    static func begin(_ moves: [(item: String, destination: String)]) throws(EncodeError) -> (path: String, lock: Int32) {
        let first = URL(fileURLWithPath: moves[0].destination)
        let path = first.deletingLastPathComponent()
            .appendingPathComponent(StaleItems.hiddenName(for: first, tag: .commit)).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .posix(path, "cannot record the commit of the outputs") }
        var locked = flock(descriptor, LOCK_EX)
        while locked != 0, errno == EINTR { locked = flock(descriptor, LOCK_EX) }
        let text = moves.map { "\($0.item)\t\($0.destination)\n" }.joined()
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            let error = EncodeError.posix(path, "cannot record the commit of the outputs")
            unlink(path)
            close(descriptor)
            throw error
        }
        return (path, descriptor)
    }

    /// Removes the record of a commit that ended (all in place, or all rolled back).
    static func finish(_ record: (path: String, lock: Int32)) {
        unlink(record.path)
        close(record.lock)
    }

    /// Rolls forward the commit a dead run recorded at `path`, then removes the record; a record
    /// a live run holds is left alone. Call under the registry's lock.
    static func finishStale(at path: String) {
        guard let held = StaleItems.lock(path) else { return }
        defer { if held >= 0 { close(held) } }
        // A record is a few hundred bytes; anything far larger is not one of ours.
        guard let data = FileManager.default.contents(atPath: path), data.count <= maximumBytes,
              let text = String(data: data, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2, StaleItems.exists(fields[0]) else { continue }
            let destination = URL(fileURLWithPath: fields[1])
            if StaleItems.exists(destination.path) {
                let aside = destination.deletingLastPathComponent()
                    .appendingPathComponent(StaleItems.hiddenName(for: destination, tag: .old)).path
                guard rename(destination.path, aside) == 0 else { continue }
            }
            _ = rename(fields[0], destination.path)
        }
        unlink(path)
    }

    /// The largest record read back: 4096 outputs of 256-byte paths.
    private static let maximumBytes = 1 << 20
}
