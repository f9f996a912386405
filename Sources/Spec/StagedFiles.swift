import Encode
import Foundation

/// A spec's files, written under hidden names in their folder, for one ``OutputTransaction`` to
/// commit together (with a batch's videos of the same preset): a reader never sees a half-written
/// spec, a failure (or an interrupt) leaves nothing behind, and earlier versions stay intact.
final class StagedFiles {
    private let directory: URL
    private var staged: [TemporaryOutput] = []

    init(directory: URL) {
        self.directory = directory
    }

    /// Writes `data` under a hidden name for `name`.
    func write(_ data: Data, as name: String) throws {
        let output = try stage(name)
        try Self.translating { () throws(EncodeError) in try output.write(data) }
    }

    /// Lets `write` write `name` at the hidden path it is given, and returns that path (valid
    /// until commit). `write` runs while no interrupt can remove the file, so it should be quick.
    @discardableResult
    func write(as name: String, _ write: (URL) throws -> Void) throws -> URL {
        let output = try stage(name)
        try output.withPath(write)
        return output.url
    }

    /// The files written so far, under their hidden names: removed when the last reference goes
    /// unless committed.
    var outputs: [TemporaryOutput] { staged }

    /// Moves every staged file of `groups` into place, or none of them.
    static func commit(_ groups: [StagedFiles]) throws {
        let outputs = groups.flatMap(\.staged)
        try translating { () throws(EncodeError) in try OutputTransaction.commit(outputs) }
    }

    /// Removes every staged file.
    func discard() {
        for output in staged { output.discard() }
    }

    private func stage(_ name: String) throws -> TemporaryOutput {
        let output = try Self.translating { () throws(EncodeError) in
            try TemporaryOutput(destination: directory.appendingPathComponent(name), kind: .file)
        }
        staged.append(output)
        return output
    }

    /// File errors as ``SpecError/io(path:message:)``, like the rest of the spec's.
    static func translating<T>(_ body: () throws(EncodeError) -> T) throws -> T {
        do {
            return try body()
        } catch let .io(path, message) {
            throw SpecError.io(path: path, message: message)
        }
    }
}
