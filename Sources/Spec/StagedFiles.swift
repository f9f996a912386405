import Foundation

/// Files written under hidden names in their folder and renamed into place together, so a
/// reader never sees a half-written spec and a failure leaves nothing behind.
final class StagedFiles {
    private let directory: URL
    private var staged: [(temporary: URL, destination: URL)] = []
    private var committed = false

    init(directory: URL) {
        self.directory = directory
    }

    deinit { if !committed { discard() } }

    /// A fresh hidden path for `name` (`.NAME.partial-XXXXXXXX`), to be renamed to `name` on commit.
    func path(for name: String) -> URL {
        let temporary = directory.appendingPathComponent(".\(name).partial-\(UUID().uuidString.prefix(8))")
        staged.append((temporary, directory.appendingPathComponent(name)))
        return temporary
    }

    /// Writes `data` under a hidden name for `name`.
    func write(_ data: Data, as name: String) throws {
        let url = path(for: name)
        do {
            try data.write(to: url)
        } catch {
            throw SpecError.io(path: url.path, message: "cannot write (\(error.localizedDescription))")
        }
    }

    /// Renames every staged file into place (each rename replaces an old file atomically).
    func commit() throws {
        for (temporary, destination) in staged {
            guard rename(temporary.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw SpecError.io(path: destination.path, message: "cannot move the finished file into place (\(reason))")
            }
        }
        committed = true
    }

    /// Removes every staged file not yet renamed.
    func discard() {
        for (temporary, _) in staged { try? FileManager.default.removeItem(at: temporary) }
    }
}
