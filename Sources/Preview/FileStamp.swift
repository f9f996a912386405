import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity and contents: whether it exists, its size, its modification time and its
/// inode as `stat` tells them, and for a small file a digest of its bytes. A write changes the
/// size or the time; an editor's save that renames a new file over the old one changes the inode.
///
/// The digest is for the write that changes neither: the same number of bytes written within one
/// tick of the file system's clock (a few milliseconds on Linux, a whole second on some file
/// systems), as a script or a quick second save does. Presets are a few kilobytes, so reading
/// them at each check costs nothing; files over ``digestLimit`` (large images) go by `stat` alone.
///
/// The polling watcher compares these to notice changes, and a reload compares them to tell a
/// real change from an event that changed nothing (a file re-read, its attributes touched).
struct FileStamp: Equatable, Sendable {
    var exists: Bool
    var size: Int64 = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var inode: UInt64 = 0
    /// `Hasher`'s value of the bytes (seeded per process, so stamps compare within one run only);
    /// nil for a file over ``digestLimit`` or one that cannot be read.
    var digest: Int?

    /// The largest file whose bytes are part of its stamp: 1 MiB.
    static let digestLimit: Int64 = 1 << 20

    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            exists = false
            return
        }
        exists = true
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        if size <= Self.digestLimit, let bytes = FileManager.default.contents(atPath: path) {
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }   // every byte (Data's own hash may read only a prefix)
            digest = hasher.finalize()
        }
    }

    /// The stamps of the files at `paths`, by path.
    static func of(_ paths: some Sequence<String>) -> [String: FileStamp] {
        Dictionary(paths.map { ($0, FileStamp($0)) }, uniquingKeysWith: { first, _ in first })
    }
}
