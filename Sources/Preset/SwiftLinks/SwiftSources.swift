import Foundation
import SwiftModel
import SwiftReading

/// The Swift files a preset's `swift:` links read: each file is read and parsed once per load,
/// however many links name it.
final class SwiftSources {
    private var files: [URL: Result<SwiftFile, SwiftReadError>] = [:]
    /// Files whose refusal has been reported: a broken file is one error, however many links name it.
    private var reported = Set<URL>()

    /// Whether `url`'s refusal is still to be reported (true once, then false). `url` is
    /// standardized by the caller, here and in ``file(at:path:)``: it is the file's key.
    func reportsFailure(of url: URL) -> Bool {
        reported.insert(url).inserted
    }

    /// The file at `url`, named `path` in messages.
    func file(at url: URL, path: String) -> Result<SwiftFile, SwiftReadError> {
        if let known = files[url] { return known }
        let read: Result<SwiftFile, SwiftReadError>
        do {
            read = .success(try SwiftSourceReader.read(contentsOf: url, path: path))
        } catch {
            read = .failure(error)
        }
        files[url] = read
        return read
    }
}
