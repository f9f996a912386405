#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says a path is, asked with `stat` or `lstat` — never by opening it.
///
/// Opening a FIFO named `x.swift` blocks until something writes to it, and reading a 50 MB file
/// to learn that it is too large costs 50 MB: so every Swift file is looked at first, and read
/// only when it is a regular file within ``Limits/maximumSwiftFileBytes``.
public struct FileStatus: Sendable, Hashable {
    /// The kinds a path can be, as far as reading Swift source cares.
    public enum Kind: Sendable, Hashable {
        case regular, folder, symbolicLink, fifo, device, socket, other

        /// How a message names it: "a FIFO (named pipe)".
        public var description: String {
            switch self {
            case .regular: "a file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .device: "a device"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    public var kind: Kind
    /// Bytes, as the file system reports them (a sparse file's full length).
    public var size: Int64
    /// The device and inode: the same file reached by two paths has the same identity.
    public var identity: FileIdentity

    /// The status of `path`; with `followingLinks`, of what a symbolic link points to (`stat`),
    /// else of the link itself (`lstat`). The error is the system's words (`strerror`).
    public static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, FileSystemError> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(FileSystemError(code: errno)) }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFCHR, S_IFBLK: kind = .device
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        return .success(FileStatus(kind: kind, size: Int64(info.st_size),
                                   identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
    }
}

/// A file's device and inode: two paths name the same file exactly when these are equal.
public struct FileIdentity: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64
}

/// A failed system call, with its `errno`.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public var code: Int32

    /// Whether the path (or a folder on the way to it) does not exist.
    public var isNotFound: Bool { code == ENOENT || code == ENOTDIR }
    /// Whether symbolic links lead round in a circle (or too many deep to follow).
    public var isLoop: Bool { code == ELOOP }

    /// The system's words: "Permission denied".
    public var description: String { String(cString: strerror(code)) }
}
