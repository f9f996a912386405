import Foundation

/// A problem with a batch's arguments, found before any preset is rendered (exit code 2).
public enum BatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--shard` is not `I/N` with 1 ≤ I ≤ N.
    case badShard(String, String)
    /// Shard manifests that do not make one batch.
    case badMerge(String)
    /// A path on the command line names nothing.
    case missingInput(String)
    /// A folder on the command line holds no `*.yaml` file.
    case emptyFolder(String)

    public var description: String {
        switch self {
        case .badShard(let text, let message): "--shard \(text): \(message)"
        case .badMerge(let message): message
        case .missingInput(let path): "\(path): no such file or folder"
        case .emptyFolder(let path): "\(path): no presets (*.yaml) in this folder"
        }
    }
}
