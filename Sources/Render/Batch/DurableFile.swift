import Encode
import Foundation

/// Writes a small file so that after a crash or a power cut it is either whole or absent: a
/// temporary item, `fsync`, a rename into place, and an `fsync` of the folder that records the
/// rename. (Outputs need no such care: a skip re-checks their SHA-256 anyway.)
///
/// The temporary item is a ``TemporaryOutput``, as every output's is: it holds a lock while it
/// lives, an interrupt removes it, and the next write into the folder removes one that a killed
/// run left (``StaleItems``) — never one a live concurrent run is writing.
enum DurableFile {
    static func write(_ data: Data, to url: URL) throws {
        try stage(data, to: url).commit()
        flushFolder(of: url)
    }

    /// Writes `data` under a hidden name beside `url` and flushes it, leaving it for the caller to
    /// commit with other outputs (then ``flushFolder(of:)``).
    static func stage(_ data: Data, to url: URL) throws -> TemporaryOutput {
        let temporary = try TemporaryOutput(destination: url, kind: .file)
        temporary.isOutput = false
        try temporary.withPath { path in
            let descriptor = open(path.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure("cannot open", path) }
            defer { close(descriptor) }
            var written = 0
            let ok = data.withUnsafeBytes { bytes -> Bool in
                while written < bytes.count {
                    let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return false }
                    written += count
                }
                return fsync(descriptor) == 0
            }
            guard ok else { throw failure("cannot write", path) }
        }
        return temporary
    }

    /// Flushes the folder that holds `url`, so the rename that put it there survives a power cut.
    static func flushFolder(of url: URL) {
        let folderDescriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func failure(_ what: String, _ url: URL) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                 NSLocalizedDescriptionKey: "\(what) \(url.path): \(String(cString: strerror(errno)))"])
    }
}
