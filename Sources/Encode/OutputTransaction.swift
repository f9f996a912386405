import Foundation

/// Moves finished outputs into place together: every one of them, or none.
///
/// A render writes several outputs (`NAME.mp4`, the folder `NAME/`, `NAME.gif`, …), and a
/// spec five files; a run that reports a failure must not leave some of them new and the rest
/// old. For each output in turn the earlier version, if any, is moved aside as
/// `.NAME.old-XXXXXXXX` and the new one renamed in; if any step fails, the outputs already moved
/// are moved back out and the earlier versions restored, in reverse order, and every temporary
/// item is removed. Only when all are in place are the earlier versions deleted.
///
/// Everything runs under the ``PendingOutputs`` lock, so an interrupt waits for the commit (or
/// its rollback) to end. SIGKILL in the middle leaves the commit's record (``CommitRecord``),
/// from which the next run into that folder moves the rest in, and `.old-` items that it then
/// removes (``StaleItems``): the outputs end up all new.
///
/// An output never replaces an item of the other kind — a folder where a file goes, or a file
/// where the PNG frames' folder goes — since that item is not an earlier output of MotionReel.
public enum OutputTransaction {
    /// Commits `outputs` (all from one registry), or throws with all of them discarded and every
    /// destination as it was.
    public static func commit(_ outputs: [TemporaryOutput]) throws(EncodeError) {
        guard let registry = outputs.first?.registry else { return }
        precondition(outputs.allSatisfy { $0.registry === registry }, "one transaction, one registry")
        do throws(EncodeError) {
            let destinations = outputs.map(\.destination.path)
            if let duplicate = destinations.first(where: { path in destinations.filter { $0 == path }.count > 1 }) {
                throw .invalidInput("two outputs of one run are both \(duplicate)")
            }
            try registry.locked { (listing) throws(EncodeError) in
                // Several outputs: listed first, so a kill half way is finished by the next run.
                let record = outputs.count > 1 ? try CommitRecord.begin(outputs.map { ($0.url.path, $0.destination.path) }) : nil
                defer { if let record { CommitRecord.finish(record) } }
                var moved: [Move] = []
                do throws(EncodeError) {
                    for output in outputs { moved.append(try moveIn(output, paths: listing.paths)) }
                } catch {
                    throw rollBack(moved, after: error)
                }
                for move in moved {
                    move.output.markCommittedLocked()
                    listing.paths.remove(move.output.url.path)
                    move.finish()
                }
                // Outputs committed into a temporary folder are not kept: they go with it.
                let kept = outputs.filter { $0.isOutput && !listing.paths.contains($0.destination.deletingLastPathComponent().path) }
                listing.committed.formUnion(kept.map(\.destination.path))
            }
        } catch {
            for output in outputs { output.discard() }
            throw error
        }
    }

    /// One output moved in: where its earlier version waits, and the lock that keeps the aside
    /// item from being swept by a concurrent run.
    private struct Move {
        var output: TemporaryOutput
        var aside: String?
        var asideLock: Int32

        /// Deletes the earlier version (the commit succeeded).
        func finish() {
            if let aside { PendingOutputs.remove(aside) }
            if asideLock >= 0 { close(asideLock) }
        }
    }

    private static func moveIn(_ output: TemporaryOutput, paths: Set<String>) throws(EncodeError) -> Move {
        let destination = output.destination.path
        guard output.isPendingLocked, paths.contains(output.url.path) else {
            throw .io(path: destination, message: "the finished output was removed before it could be moved into place")
        }
        var move = Move(output: output, aside: nil, asideLock: -1)
        var info = stat()
        if lstat(destination, &info) == 0 {
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            switch (output.kind, isFolder) {
            case (.file, true):
                throw .io(path: destination, message: "a folder is in the way of the output file; move or remove it")
            case (.directory, false):
                throw .io(path: destination, message: "a file is in the way of the frames' folder; move or remove it")
            default:
                break
            }
            let aside = output.destination.deletingLastPathComponent()
                .appendingPathComponent(StaleItems.hiddenName(for: output.destination, tag: .old)).path
            move.asideLock = StaleItems.lock(destination) ?? -1
            guard rename(destination, aside) == 0 else {
                let error = EncodeError.posix(destination, "cannot move the earlier version aside")
                if move.asideLock >= 0 { close(move.asideLock) }
                throw error
            }
            move.aside = aside
        }
        guard rename(output.url.path, destination) == 0 else {
            let error = EncodeError.posix(destination, "cannot move the finished output into place")
            _ = restore(move)
            throw error
        }
        return move
    }

    /// Undoes `moved` in reverse order and returns the error to report.
    private static func rollBack(_ moved: [Move], after error: EncodeError) -> EncodeError {
        var unrestored: [String] = []
        for move in moved.reversed() {
            // Back out to the hidden name, where discarding removes it.
            _ = rename(move.output.destination.path, move.output.url.path)
            if let aside = restore(move) { unrestored.append(aside) }
        }
        guard !unrestored.isEmpty, case let .io(path, message) = error else { return error }
        return .io(path: path, message: message + "; the earlier versions are kept as " + unrestored.joined(separator: ", "))
    }

    /// Puts the earlier version back; returns its hidden path if that failed.
    private static func restore(_ move: Move) -> String? {
        defer { if move.asideLock >= 0 { close(move.asideLock) } }
        guard let aside = move.aside else { return nil }
        return rename(aside, move.output.destination.path) == 0 ? nil : aside
    }
}
