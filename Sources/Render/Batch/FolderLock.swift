import Foundation

/// An advisory lock (`flock`) on a folder, held from creation until this value is released —
/// how batches into one output folder take turns writing the manifest and the gallery. The
/// kernel drops it when the process dies, however it dies, so a killed run never leaves it held.
final class FolderLock {
    private let descriptor: Int32

    /// Waits for and takes the lock on `folder`; nil when the folder cannot be opened.
    init?(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var result: Int32
        repeat {
            result = flock(descriptor, LOCK_EX)
        } while result != 0 && errno == EINTR
        guard result == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
