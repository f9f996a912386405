#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in one folder and where symbolic links lead, asked of the system directly so a
/// refusal keeps its reason ("Permission denied"), which FileManager's errors lose.
public enum FolderListing {
    /// The names in the folder at `path` (without `.` and `..`), sorted; or why it cannot be read.
    public static func names(in path: String) -> Result<[String], FileSystemError> {
        guard let folder = opendir(path) else { return .failure(FileSystemError(code: errno)) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names.sorted())
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
