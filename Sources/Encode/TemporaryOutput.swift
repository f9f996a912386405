import Foundation

/// A file or folder written under a hidden name beside its destination and renamed into place.
///
/// Renaming within one folder is atomic, so a reader never sees a half-written video, and an
/// interrupted export leaves at most a `.NAME.partial-XXXXXXXX` item, never a truncated `NAME`.
/// Until ``commit()`` the temporary item is removed on ``discard()`` or deinit.
final class TemporaryOutput: @unchecked Sendable {
    enum Kind {
        case file
        case directory
    }

    /// Where the output ends up.
    let destination: URL
    /// Where it is written meanwhile.
    let url: URL
    private let kind: Kind
    private var isPending = true

    /// Creates the temporary item now, so an unusable destination fails before any work is done.
    init(destination: URL, kind: Kind) throws(EncodeError) {
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
        url = parent.appendingPathComponent(Self.hiddenName(for: destination, tag: "partial"))
        switch kind {
        case .file:
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw .posix(url.path, "cannot create the output file") }
            close(descriptor)
        case .directory:
            guard mkdir(url.path, 0o777) == 0 else { throw .posix(url.path, "cannot create the output folder") }
        }
    }

    deinit {
        discard()
    }

    /// Moves the finished output to ``destination``, replacing whatever was there.
    func commit() throws(EncodeError) {
        precondition(isPending, "temporary output committed or discarded twice")
        switch kind {
        case .file:
            // rename(2) replaces an existing file atomically.
            guard rename(url.path, destination.path) == 0 else {
                throw .posix(destination.path, "cannot move the finished file into place")
            }
        case .directory:
            try replaceDirectory()
        }
        isPending = false
    }

    /// Removes the temporary item; does nothing once committed.
    func discard() {
        guard isPending else { return }
        isPending = false
        try? FileManager.default.removeItem(at: url)
    }

    /// A folder cannot be renamed over a non-empty one: move the old one aside, the new one in,
    /// then delete the old one, restoring it if the second rename fails.
    private func replaceDirectory() throws(EncodeError) {
        var old: URL?
        if (try? FileManager.default.attributesOfItem(atPath: destination.path)) != nil {
            let aside = destination.deletingLastPathComponent()
                .appendingPathComponent(Self.hiddenName(for: destination, tag: "old"))
            guard rename(destination.path, aside.path) == 0 else {
                throw .posix(destination.path, "cannot move the previous output aside")
            }
            old = aside
        }
        guard rename(url.path, destination.path) == 0 else {
            let error = EncodeError.posix(destination.path, "cannot move the finished folder into place")
            if let old { _ = rename(old.path, destination.path) }
            throw error
        }
        if let old { try? FileManager.default.removeItem(at: old) }
    }

    private static func hiddenName(for destination: URL, tag: String) -> String {
        let suffix = UUID().uuidString.prefix(8)
        return ".\(destination.lastPathComponent).\(tag)-\(suffix)"
    }
}

/// Bytes on disk at `path`, or 0 if it cannot be read (only used for reporting).
func fileSize(atPath path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}
