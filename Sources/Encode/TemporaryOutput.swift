import Foundation

/// A file or folder written under a hidden name beside its destination, and moved into place
/// by an ``OutputTransaction`` together with the other outputs of its run.
///
/// A reader never sees a half-written output: until it is committed it is a
/// `.NAME.partial-XXXXXXXX` item, listed in a ``PendingOutputs`` registry so that an interrupt
/// removes it, and removed by ``discard()`` or deinit. While it exists it holds an advisory
/// lock (`flock`), which is how a later run tells a live item of a concurrent run from a stale
/// one left by a run that was killed (see ``StaleItems``).
public final class TemporaryOutput {
    public enum Kind: Sendable {
        case file
        case directory
    }

    private enum State {
        case pending
        case committed
        case discarded
    }

    /// Where the output ends up.
    public let destination: URL
    /// Where it is written meanwhile.
    public let url: URL
    public let kind: Kind
    /// Whether, once committed, it is one of the run's outputs, counted by an interrupt's line;
    /// false for bookkeeping the user never asked for (a batch's journal entry).
    public var isOutput = true
    let registry: PendingOutputs
    /// The lock that marks the item live; -1 once it is committed or discarded.
    private var lockDescriptor: Int32
    /// Changed only under the registry's lock.
    private var state = State.pending

    /// Creates the temporary item now, so an unusable destination fails before any work is
    /// done, after removing the stale temporary items killed runs left in its folder.
    public init(destination: URL, kind: Kind, registry: PendingOutputs = .shared) throws(EncodeError) {
        let destination = destination.standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) else {
            throw .io(path: parent.path, message: "the output folder does not exist")
        }
        guard isDirectory.boolValue else {
            throw .io(path: parent.path, message: "the output folder is not a folder")
        }
        self.destination = destination
        self.kind = kind
        self.registry = registry
        StaleItems.sweep(folder: parent, registry: registry)
        var created: (url: URL, descriptor: Int32)?
        for _ in 0..<Self.creationAttempts where created == nil {
            let url = parent.appendingPathComponent(StaleItems.hiddenName(for: destination, tag: .partial))
            created = try registry.locked { (listing) throws(EncodeError) -> (URL, Int32)? in
                guard let descriptor = try Self.create(url.path, kind: kind) else { return nil }
                listing.paths.insert(url.path)
                return (url, descriptor)
            }
        }
        guard let created else {
            throw .io(path: destination.path, message: "another run's sweep kept removing the temporary output as it was made")
        }
        url = created.url
        lockDescriptor = created.descriptor
    }

    /// Removes the temporary items that killed runs left in `folder` (a live run's stay), as
    /// creating one there does: for a folder about to be removed without writing into it.
    public static func removeStale(in folder: URL, registry: PendingOutputs = .shared) {
        StaleItems.sweep(folder: folder.standardizedFileURL, registry: registry)
    }

    /// New names tried for an item that concurrent runs' sweeps remove as it is made.
    private static let creationAttempts = 8

    deinit {
        discard()
    }

    /// Runs `body` with the temporary item's path while no interrupt can remove it, for code
    /// that opens it by path (FFmpeg, libpng, cairo): an open by path would otherwise create the
    /// file again after an interrupt removed it. Throws ``EncodeError/interrupted`` after one.
    ///
    /// Holds the registry's lock meanwhile, so `body` should be quick or the output small.
    public func withPath<T>(_ body: (URL) throws -> T) throws -> T {
        var result: Result<T, Error>?
        try registry.locked { (_) throws(EncodeError) in
            guard state == .pending else {
                throw .io(path: url.path, message: "the temporary output was already committed or removed")
            }
            result = Result { try body(url) }
        }
        guard let result else { throw EncodeError.interrupted }
        return try result.get()
    }

    /// Writes `data` as the whole temporary file.
    public func write(_ data: Data) throws(EncodeError) {
        do {
            try withPath { url in try data.write(to: url) }
        } catch let error as EncodeError {
            throw error
        } catch {
            throw .io(url.path, "cannot write", error)
        }
    }

    /// Moves this output alone into place, replacing an earlier version (see ``OutputTransaction``).
    public func commit() throws(EncodeError) {
        try OutputTransaction.commit([self])
    }

    /// Removes the temporary item; does nothing once it is committed or discarded.
    public func discard() {
        registry.discard(url.path) {
            if state == .pending { state = .discarded }
            releaseLock()
        }
    }

    /// Whether the item is still waiting to be committed (call under the registry's lock).
    var isPendingLocked: Bool { state == .pending }

    /// Marks the item as moved into place (call under the registry's lock).
    func markCommittedLocked() {
        state = .committed
        releaseLock()
    }

    private func releaseLock() {
        guard lockDescriptor >= 0 else { return }
        close(lockDescriptor)
        lockDescriptor = -1
    }

    /// Creates the item (failing if something already has its name) and returns a locked
    /// descriptor on it; nil if a concurrent run's sweep removed it before it was locked.
    ///
    /// Until it is locked, the new item looks to another run's sweep like one a killed run left:
    /// that sweep may take its lock and remove it (``StaleItems``). So the lock is waited for — a
    /// sweep holds it only while it removes an item — and then the name must still lead to this
    /// item; if not, the caller makes another under a new name. Where locking is unsupported the
    /// item is merely unprotected from a concurrent run's sweep.
    private static func create(_ path: String, kind: Kind) throws(EncodeError) -> Int32? {
        let descriptor: Int32
        switch kind {
        case .file:
            descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw .posix(path, "cannot create the output file") }
        case .directory:
            guard mkdir(path, 0o777) == 0 else { throw .posix(path, "cannot create the output folder") }
            descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT { return nil }
                let error = EncodeError.posix(path, "cannot open the output folder")
                rmdir(path)
                throw error
            }
        }
        var locked = flock(descriptor, LOCK_EX)
        while locked != 0, errno == EINTR { locked = flock(descriptor, LOCK_EX) }
        guard locked != 0 || isNamed(path, descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Whether `path` still names the file or folder open as `descriptor`.
    private static func isNamed(_ path: String, _ descriptor: Int32) -> Bool {
        var held = stat(), named = stat()
        return fstat(descriptor, &held) == 0 && lstat(path, &named) == 0
            && held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }
}

/// Bytes on disk at `path`, or 0 if it cannot be read (only used for reporting).
func fileSize(atPath path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}
