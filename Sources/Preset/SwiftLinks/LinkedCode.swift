import Foundation
import Locking
import SwiftModel

/// The model of the code each set of linked files makes (``SwiftModel/CodeBase``), made once per
/// set and text in this process: every link of every preset of a catalogue names the same few
/// files, and the model's analyses — assignments, creations, each view's tree — are the same for
/// the same text.
///
/// Bounded: at most ``capacity`` sets are kept, the whole memory forgotten when one more comes
/// (a catalogue's links name a handful of sets; a long preview session edits a few files).
final class LinkedCode: Sendable {
    static let shared = LinkedCode()
    static let capacity = 256

    /// The files' paths and texts, hashed once when made, outside the lock: hashing the texts
    /// inside it held every other thread loading a preset.
    private struct Key: Hashable {
        var paths: [String]
        var texts: [String]
        let digest: Int

        init(paths: [String], texts: [String]) {
            self.paths = paths
            self.texts = texts
            var hasher = Hasher()
            hasher.combine(paths)
            hasher.combine(texts)
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.paths == rhs.paths && lhs.texts == rhs.texts
        }
    }

    private let models = Locked<[Key: CodeBase]>([:])

    /// The model of `files`, read together in this order.
    func code(of files: [SwiftFile]) -> CodeBase {
        let key = Key(paths: files.map(\.path), texts: files.map(\.text))
        if let known = models.withLock({ $0[key] }) { return known }
        let made = CodeBase(files)
        models.withLock { models in
            if models.count >= Self.capacity { models.removeAll() }
            models[key] = made
        }
        return made
    }
}
