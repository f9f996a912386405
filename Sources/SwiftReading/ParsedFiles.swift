import Foundation
import Locking
import SwiftModel

/// The Swift files read in this process, each remembered with the text it was read from, so a
/// file that many presets link is parsed once: `import -o` loads every film's preset as
/// `validate` would, and a catalogue's hundreds of presets link the same few files.
///
/// A file is read again when its text changes (the preview's watcher, an edit between two loads);
/// only the last text of each path is kept, so memory is one parsed file per path, however long
/// the process runs.
final class ParsedFiles: Sendable {
    static let shared = ParsedFiles()

    private let files = Locked<[String: (text: String, read: Result<SwiftFile, SwiftReadError>)]>([:])

    /// The file read from `text` at `path`: the remembered one when that path was last read from the
    /// same text, else `read()`'s (remembered for next time).
    func file(text: String, path: String,
              read: () throws(SwiftReadError) -> SwiftFile) throws(SwiftReadError) -> SwiftFile {
        if let known = files.withLock({ $0[path] }), known.text == text { return try known.read.get() }
        let result: Result<SwiftFile, SwiftReadError>
        do throws(SwiftReadError) { result = .success(try read()) } catch { result = .failure(error) }
        files.withLock { $0[path] = (text, result) }
        return try result.get()
    }
}
