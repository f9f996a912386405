import Foundation
import Locking

/// Every temporary item this process has on disk, so that an interrupted run can remove them all.
///
/// Temporary items are the hidden `.NAME.partial-XXXXXXXX` files and folders outputs are written
/// under (``TemporaryOutput``). One lock guards the list, and every step that creates, opens by
/// path, renames or removes such an item runs under it. ``interrupt()`` takes the same lock, so it
/// sees a commit either not begun or finished (never an earlier version moved aside and not yet
/// restored), and once it has run nothing can create or open a temporary item again: the lock
/// refuses with ``EncodeError/interrupted``. The command line calls it from the thread that
/// waits for SIGINT, SIGTERM and SIGHUP, then exits.
public final class PendingOutputs: Sendable {
    /// The registry every output of the process uses.
    public static let shared = PendingOutputs()

    /// What the lock guards: the temporary items on disk and the outputs committed so far.
    struct Listing: Sendable {
        var paths: Set<String> = []
        /// Where outputs were put in place (by ``OutputTransaction``): ``interrupt()`` reports
        /// those still there, each once, however often it was written.
        var committed: Set<String> = []
        /// Output folders this run created, outermost first: ``interrupt()`` removes those it
        /// leaves empty, so a stopped run into a new folder leaves no folder behind.
        var createdFolders: [String] = []
    }

    private struct State: Sendable {
        var listing = Listing()
        var interrupted = false
    }

    private let state = Locked(State())

    /// A registry of its own (tests interrupt one without stopping everyone else's outputs).
    public init() {}

    /// Whether ``interrupt()`` has run.
    public var isInterrupted: Bool {
        state.withLock { $0.interrupted }
    }

    /// The temporary items on disk now, for tests and messages.
    public var pendingPaths: [String] {
        state.withLock { $0.listing.paths.sorted() }
    }

    /// What ``interrupt()`` did.
    public struct Interruption: Sendable, Hashable {
        /// Temporary items removed.
        public var removed: Int
        /// Outputs committed before the interrupt that are still in place, which stay (not
        /// counting those committed into a temporary folder, such as a spec's preview videos,
        /// nor a batch's bookkeeping, such as its journal).
        public var kept: Int
    }

    /// Removes every temporary item and refuses to create any from now on.
    ///
    /// Waits for a commit in progress to finish (or roll back), so what it leaves is each
    /// output's earlier version or its complete new one.
    @discardableResult
    public func interrupt() -> Interruption {
        state.withLock { state in
            state.interrupted = true
            let removed = state.listing.paths.count
            for path in state.listing.paths { Self.remove(path) }
            state.listing.paths = []
            // rmdir removes only an empty folder: one holding a kept output, or anything else, stays.
            for folder in state.listing.createdFolders.reversed() { _ = rmdir(folder) }
            var info = stat()
            let kept = state.listing.committed.filter { lstat($0, &info) == 0 }.count
            return Interruption(removed: removed, kept: kept)
        }
    }

    /// Lists `folders` (outermost first), which this run just created to write its outputs in,
    /// so that an interrupt removes each that it leaves empty.
    public func registerCreatedFolders(_ folders: [String]) {
        try? locked { listing in listing.createdFolders += folders }
    }

    /// Lists `path`, a small file another part of the run made (a batch's lock on a preset), so
    /// that an interrupt removes it too; throws ``EncodeError/interrupted`` once interrupted.
    public func register(_ path: String) throws(EncodeError) {
        try locked { listing in _ = listing.paths.insert(path) }
    }

    /// Removes a ``register(_:)``ed `path` from disk and from the list (unless an interrupt did).
    public func unregister(removing path: String) {
        discard(path) {}
    }

    /// Runs `body` with the list under the lock; throws ``EncodeError/interrupted`` once interrupted.
    func locked<T>(_ body: (inout Listing) throws(EncodeError) -> T) throws(EncodeError) -> T {
        let result: Result<T, EncodeError> = state.withLock { state in
            guard !state.interrupted else { return .failure(.interrupted) }
            do throws(EncodeError) {
                return .success(try body(&state.listing))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Removes `path` from disk and from the list if it is still listed (after an interrupt or a
    /// commit it is not), then runs `body` under the lock, interrupted or not.
    func discard(_ path: String, then body: () -> Void) {
        state.withLock { state in
            if state.listing.paths.remove(path) != nil { Self.remove(path) }
            body()
        }
    }

    /// Removes a file or a whole folder, even while a worker thread is still adding files to it.
    ///
    /// A PNG worker creates frames in its folder by path, so a folder could gain a file between
    /// the listing and the `rmdir`. A temporary folder is therefore first renamed to a fresh
    /// `.NAME.partial-XXXXXXXX` (where no path a worker holds leads, and which the next run
    /// sweeps if this one is killed now), then emptied until `rmdir` succeeds; once it has, no
    /// file can be created in it.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            _ = unlink(path)
            return
        }
        var target = path
        let url = URL(fileURLWithPath: path)
        if let (name, _) = StaleItems.parse(url.lastPathComponent) {
            let doomed = url.deletingLastPathComponent().appendingPathComponent(
                StaleItems.hiddenName(for: URL(fileURLWithPath: name), tag: .partial)).path
            if rename(path, doomed) == 0 { target = doomed }
        }
        for _ in 0..<100 {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: target) {
                for name in names { removeTree((target as NSString).appendingPathComponent(name)) }
            }
            if rmdir(target) == 0 || errno == ENOENT { return }
        }
    }

    /// Removes a file, or a folder and everything in it.
    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree((path as NSString).appendingPathComponent(name))
            }
            _ = rmdir(path)
        } else {
            _ = unlink(path)
        }
    }
}
