/// Which preset of a run owns which `name:`: outputs are named after it, so two presets with
/// the same name would overwrite each other's files, and the later one is refused.
///
/// `batch` records the later preset as failed and renders the others; `render` refuses the run
/// (exit code 2) before any frame is drawn.
public struct NameClaims: Sendable {
    private var owners: [String: String] = [:]

    public init() {}

    /// Gives `name` to the preset at `path`, or returns why not: an earlier preset has it.
    public mutating func claim(_ name: String, by path: String) -> DuplicateName? {
        if let earlier = owners[name] { return DuplicateName(name: name, path: path, earlierPath: earlier) }
        owners[name] = path
        return nil
    }
}

/// A preset whose `name:` an earlier preset of the same run already has.
public struct DuplicateName: Error, Sendable, Hashable, CustomStringConvertible {
    public var name: String
    /// The later preset, which is refused.
    public var path: String
    public var earlierPath: String

    public var description: String {
        "\(path): the name '\(name)' is already used by \(earlierPath) in this run; outputs are named after it, so one would overwrite the other"
    }
}
