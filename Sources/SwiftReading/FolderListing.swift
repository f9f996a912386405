#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scene

/// The names in one folder and where symbolic links lead, asked of the system directly so a
/// refusal keeps its reason ("Permission denied"), which FileManager's errors lose.
public enum FolderListing {
    /// What one folder holds: the names, and those that are not UTF-8 (shown with U+FFFD for
    /// the bad bytes), which no path built from a Swift string can reach.
    public struct Names: Sendable, Hashable {
        public var names: [String] = []
        public var undecodable: [String] = []
    }

    /// The names in the folder at `path` (without `.` and `..`), sorted; or why it cannot be read.
    public static func names(in path: String) -> Result<Names, FileSystemError> {
        guard let folder = opendir(path) else { return .failure(FileSystemError(code: errno)) }
        defer { closedir(folder) }
        var listing = Names()
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if let name = String(validUTF8: bytes) {
                if name != ".", name != ".." { listing.names.append(name) }
            } else {
                listing.undecodable.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        listing.names.sort()
        listing.undecodable.sort()
        return .success(listing)
    }

    /// The path with every symbolic link resolved (`realpath`); or why it cannot be (a loop: `ELOOP`).
    public static func resolved(_ path: String) -> Result<String, FileSystemError> {
        guard let pointer = realpath(path, nil) else { return .failure(FileSystemError(code: errno)) }
        defer { free(pointer) }
        return .success(String(cString: pointer))
    }

    /// What a symbolic link says, as written in it (`readlink`): `..`, `missing.swift`.
    public static func target(ofLink path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
