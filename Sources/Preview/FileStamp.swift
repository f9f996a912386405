import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity and contents, as far as `stat` tells them: whether it exists, its size, its
/// modification time and its inode. A write changes the size or the time; an editor's save that
/// renames a new file over the old one changes the inode.
///
/// The polling watcher compares these to notice changes, and a reload compares them to tell a
/// real change from an event that changed nothing (a file re-read, its attributes touched).
struct FileStamp: Equatable, Sendable {
    var exists: Bool
    var size: Int64 = 0
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var inode: UInt64 = 0

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
    }

    /// The stamps of the files at `paths`, by path.
    static func of(_ paths: some Sequence<String>) -> [String: FileStamp] {
        Dictionary(paths.map { ($0, FileStamp($0)) }, uniquingKeysWith: { first, _ in first })
    }
}
