import Foundation

/// Every temporary item this process has on disk, so that an interrupted run can remove them all.
///
/// Temporary items are the hidden `.NAME.partial-XXXXXXXX` files and folders outputs are written
/// under (``TemporaryOutput``). One lock guards the list, and every step that creates, opens by
/// path, renames or removes such an item runs under it. ``interrupt()`` takes the same lock, so it
/// sees a commit either not begun or finished (never an earlier version moved aside and not yet
/// restored), and once it has run nothing can create or open a temporary item again: the lock
/// refuses with ``EncodeError/interrupted``. The command line calls it from the thread that
/// waits for SIGINT, SIGTERM and SIGHUP, then exits.
public final class PendingOutputs: @unchecked Sendable {
    /// The registry every output of the process uses.
    public static let shared = PendingOutputs()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var interrupted = false
    private var committed = 0

    /// A registry of its own (tests interrupt one without stopping everyone else's outputs).
    public init() {}

    /// Whether ``interrupt()`` has run.
    public var isInterrupted: Bool {
        lock.withLock { interrupted }
    }

    /// The temporary items on disk now, for tests and messages.
    public var pendingPaths: [String] {
        lock.withLock { paths.sorted() }
    }

    /// What ``interrupt()`` did.
    public struct Interruption: Sendable, Hashable {
        /// Temporary items removed.
        public var removed: Int
        /// Outputs committed before the interrupt, which stay (not counting those committed
        /// into a temporary folder, such as a spec's preview videos).
        public var kept: Int
    }

    /// Removes every temporary item and refuses to create any from now on.
    ///
    /// Waits for a commit in progress to finish (or roll back), so what it leaves is each
    /// output's earlier version or its complete new one.
    @discardableResult
    public func interrupt() -> Interruption {
        lock.withLock {
            interrupted = true
            let removed = paths.count
            for path in paths { Self.remove(path) }
            paths = []
            return Interruption(removed: removed, kept: committed)
        }
    }

    /// Runs `body` with the list under the lock; throws ``EncodeError/interrupted`` once interrupted.
    func locked<T>(_ body: (inout Set<String>) throws(EncodeError) -> T) throws(EncodeError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { throw .interrupted }
        return try body(&paths)
    }

    /// Counts outputs put in place (call from a ``locked(_:)`` block).
    func countCommittedLocked(_ count: Int) {
        committed += count
    }

    /// Removes `path` from disk and from the list if it is still listed (after an interrupt or a
    /// commit it is not), then runs `body` under the lock, interrupted or not.
    func discard(_ path: String, then body: () -> Void) {
        lock.withLock {
            if paths.remove(path) != nil { Self.remove(path) }
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
