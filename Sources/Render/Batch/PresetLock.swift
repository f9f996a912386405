import Encode
import Foundation

/// The lock a batch holds on one preset while it renders it: `.NAME.batch-lock` in the output
/// folder, locked with `flock`. A second batch into the same folder waits for it, then finds the
/// preset finished (``BatchJournal``) instead of rendering it again.
///
/// The file exists only while it is held: the holder removes it before letting go, the
/// process's ``PendingOutputs`` removes it on an interrupt, and the next batch removes one a
/// killed process left. Because a waiter may get the lock on a file just removed, it checks that
/// the path still names the file it locked, and starts again if not — so two holders never meet.
final class PresetLock {
    private let descriptor: Int32
    private let path: String
    private let registry: PendingOutputs

    /// The suffix of the lock files' names.
    static let suffix = ".batch-lock"

    /// Waits for and takes the lock on the preset called `name` in `folder`; nil when the file
    /// cannot be made (the batch then renders without it) or the run is interrupted.
    init?(name: String, in folder: URL, registry: PendingOutputs = .shared) {
        let path = folder.appendingPathComponent(".\(name)\(Self.suffix)").path
        guard let descriptor = Self.take(path, blocking: true) else { return nil }
        do {
            try registry.register(path)
        } catch {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.path = path
        self.registry = registry
    }

    deinit {
        registry.unregister(removing: path)
        close(descriptor)
    }

    /// Removes the lock files in `folder` that no live batch holds (a killed batch's).
    static func removeStale(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(suffix) {
            let path = folder.appendingPathComponent(name).path
            guard let descriptor = take(path, blocking: false) else { continue }
            unlink(path)
            close(descriptor)
        }
    }

    /// An open descriptor holding the lock on the file now at `path`, or nil.
    private static func take(_ path: String, blocking: Bool) -> Int32? {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            var result: Int32
            repeat {
                result = flock(descriptor, LOCK_EX | (blocking ? 0 : LOCK_NB))
            } while result != 0 && errno == EINTR
            guard result == 0 else {
                close(descriptor)
                return nil
            }
            var held = stat(), named = stat()
            if fstat(descriptor, &held) == 0, stat(path, &named) == 0,
               held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                return descriptor
            }
            // The holder removed the file as it let go: lock the one at the path now.
            close(descriptor)
        }
    }
}
