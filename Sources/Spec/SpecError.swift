import Foundation

/// Why a motion spec could not be written.
public enum SpecError: Error, CustomStringConvertible {
    /// A file could not be written or moved into place.
    case io(path: String, message: String)
    /// Drawing the contact sheet or rendering the preview video failed.
    case render(what: String, underlying: Error)

    public var description: String {
        switch self {
        case .io(let path, let message): "\(path): \(message)"
        case .render(let what, let underlying): "\(what): \(underlying)"
        }
    }
}
