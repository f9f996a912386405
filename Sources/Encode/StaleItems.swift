import Foundation

/// The hidden names of temporary items, and the sweep that clears those a killed run left.
///
/// SIGKILL (or a power cut) cannot be caught, so a run killed while writing `NAME` leaves its
/// `.NAME.partial-XXXXXXXX` item, and one killed in the middle of a commit an earlier version
/// moved aside as `.NAME.old-XXXXXXXX`. The next run that writes into that folder sweeps them: a partial
/// item is removed, an aside one is put back when `NAME` is missing (the killed commit had not
/// moved the new version in yet) and removed otherwise — and so are the stale items of every other
/// output in that folder (``sweep(folder:registry:)``). A commit of several outputs killed half
/// way is finished first, from its record (``CommitRecord``), so they end up all in place. Items a live run holds are left alone:
/// every live item carries an advisory `flock`, which the kernel releases when its process dies.
/// The sweep holds an item's lock while it removes or restores it, so a run creating that item
/// at the same moment (before it could lock it) waits and then finds it gone (``TemporaryOutput``).
enum StaleItems {
    enum Tag: String {
        /// An output being written.
        case partial
        /// An earlier version moved aside during a commit.
        case old
        /// The list of a commit of several outputs (``CommitRecord``), there while it runs.
        case commit
    }

    /// `.NAME.partial-XXXXXXXX` or `.NAME.old-XXXXXXXX`: hidden, beside `NAME`, unique.
    static func hiddenName(for destination: URL, tag: Tag) -> String {
        ".\(destination.lastPathComponent).\(tag.rawValue)-\(UUID().uuidString.prefix(suffixLength))"
    }

    /// Removes (or restores) the stale temporary items of every output in `folder`, whatever their
    /// names: a run killed while writing `a.mp4` is cleared by the next run that writes anything
    /// there, not only by the next `a.mp4`. Items a live run holds are left alone.
    static func sweep(folder: URL, registry: PendingOutputs) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        // A killed commit is finished first: its record lists partial items of other outputs,
        // which the sweep below would otherwise remove.
        let records = names.filter { parse($0)?.tag == .commit }.sorted()
        if !records.isEmpty {
            try? registry.locked { (_) throws(EncodeError) in
                for record in records { CommitRecord.finishStale(at: folder.appendingPathComponent(record).path) }
            }
        }
        let destinations = Set(names.compactMap { parse($0)?.name })
        for name in destinations.sorted() { sweep(for: folder.appendingPathComponent(name), registry: registry) }
    }

    /// Removes (or restores) the stale temporary items of `destination`.
    ///
    /// Runs under the registry's lock, so it never races a commit of this process.
    static func sweep(for destination: URL, registry: PendingOutputs) {
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        let candidates = names.compactMap { candidate in tag(of: candidate, for: name).map { (candidate, $0) } }
        guard !candidates.isEmpty else { return }
        try? registry.locked { (_) throws(EncodeError) in
            for (candidate, tag) in candidates.sorted(by: { $0.0 < $1.0 }) {
                let path = parent.appendingPathComponent(candidate).path
                // Stale when its lock can be taken; kept until the item is gone or back in place.
                guard let held = lock(path) else { continue }
                defer { if held >= 0 { close(held) } }
                if tag == .old, !exists(destination.path), rename(path, destination.path) == 0 { continue }
                if tag == .commit {
                    CommitRecord.finishStale(at: path)
                    continue
                }
                PendingOutputs.remove(path)
            }
        }
    }

    /// The tag of `candidate` if it is a temporary item of `name`, by its exact shape.
    static func tag(of candidate: String, for name: String) -> Tag? {
        guard let (owner, tag) = parse(candidate), owner == name else { return nil }
        return tag
    }

    /// The destination name and tag of a temporary item's name: `.a.mp4.partial-0123ABCD` → (a.mp4, partial).
    static func parse(_ candidate: String) -> (name: String, tag: Tag)? {
        guard candidate.hasPrefix("."), candidate.count > suffixLength else { return nil }
        let suffix = candidate.suffix(suffixLength)
        guard suffix.allSatisfy(\.isHexDigit) else { return nil }
        let rest = candidate.dropFirst().dropLast(suffixLength)
        for tag in [Tag.partial, .old, .commit] {
            let marker = ".\(tag.rawValue)-"
            if rest.hasSuffix(marker), rest.count > marker.count { return (String(rest.dropLast(marker.count)), tag) }
        }
        return nil
    }

    /// Takes the item's lock, for as long as the returned descriptor stays open; nil if another
    /// open description holds it. An item that cannot be opened gets -1 (nothing to hold).
    static func lock(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let held = errno == EWOULDBLOCK
            close(descriptor)
            return held ? nil : -1
        }
        return descriptor
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Characters of the random suffix: 8 hex digits, 4 billion names per destination.
    private static let suffixLength = 8
}
