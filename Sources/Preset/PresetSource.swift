import Foundation
import Scene

/// A preset's text, read from whatever the user named: a file, a FIFO, `/dev/stdin`, or a shell's
/// `<(…)` — and refused, with a reason, when it is too big or not UTF-8.
///
/// At most ``Limits/maximumPresetBytes`` + 1 bytes are ever read, so a pipe cannot feed unbounded
/// data: one byte over the limit is enough to refuse it, before anything is parsed.
struct PresetSource {
    /// The text, valid UTF-8.
    var text: String
    /// Where relative image paths start: the preset's folder, or for a preset that is not a
    /// regular file (a pipe or FIFO has no folder its images live in), the current folder.
    var baseDirectory: URL

    /// Reads the preset at `url`, named `file` in errors.
    static func load(_ url: URL, file: String) -> Result<PresetSource, PresetError> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(unreadable(file, "it is a folder; give the preset files in it, e.g. \(file)/*.yaml"))
        }
        let limit = Limits.maximumPresetBytes
        let bytes: [UInt8], isRegularFile: Bool
        switch readBytes(url.path, atMost: limit + 1) {
        case .failure(let reason):
            return .failure(unreadable(file, reason.message))
        case .success(let read):
            (bytes, isRegularFile) = read
        }
        guard bytes.count <= limit else {
            return .failure(unreadable(file, "it is larger than \(limit) bytes (1 MiB), the most a preset may be"))
        }
        let text: String
        switch decode(bytes, file: file) {
        case .failure(let error): return .failure(error)
        case .success(let decoded): text = decoded
        }
        let folder = isRegularFile ? url.deletingLastPathComponent()
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return .success(PresetSource(text: text, baseDirectory: folder))
    }

    /// The bytes as text, or the place of the first byte that is not UTF-8; `what` names the file
    /// in the message ("the preset is not UTF-8 text").
    static func decode(_ bytes: [UInt8], file: String, what: String = "preset") -> Result<String, PresetError> {
        guard let offset = String.firstInvalidUTF8Byte(in: bytes) else {
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        // Placed in the valid text before it, with libyaml's line breaks and columns.
        let valid = String(decoding: bytes[..<offset], as: UTF8.self)
        let place = SourceLines(valid, rule: .yaml).place(ofOffset: offset, in: valid)
        let message = "the \(what) is not UTF-8 text: byte " + String(format: "0x%02X", bytes[offset])
            + " here is not part of any UTF-8 character; save the file as UTF-8"
        return .failure(PresetError(.syntax(message), at: SourceLocation(file: file, line: place.line, column: place.column)))
    }

    private static func unreadable(_ file: String, _ message: String) -> PresetError {
        PresetError(.unreadable(file: file, message: message), at: nil)
    }

    /// Why the bytes could not be read, from `errno`.
    struct ReadFailure: Error {
        var message: String

        init(errno code: Int32) {
            switch code {
            case ENOENT: message = "no such file"
            case EACCES: message = "permission denied"
            default: message = String(cString: strerror(code))
            }
        }
    }

    /// Up to `count` bytes from the start of `path` with plain `open` and `read`, which work the
    /// same for files, pipes and FIFOs (Foundation's file reading refuses what it cannot stat as
    /// a file), and whether it is a regular file.
    static func readBytes(_ path: String, atMost count: Int) -> Result<(bytes: [UInt8], isRegularFile: Bool), ReadFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadFailure(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        let isRegularFile = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno: errno))
            }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return .success((bytes, isRegularFile))
    }
}
