import Foundation

/// Why two specs could not be compared: always bad input, reported as `FILE:LINE:COLUMN: message`
/// (exit 2), never as a difference — or `PATH: message` when the problem is the file or folder
/// itself (missing, unreadable, the wrong kind), which has no line to point at.
public struct DiffError: Error, CustomStringConvertible, Equatable {
    public var file: String
    /// Where in the file, 1-based; nil for a problem with the path itself.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(_ file: String, line: Int = 1, column: Int = 1, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A problem with the file or folder at `path` as a whole: no place inside it is named.
    public static func path(_ path: String, _ message: String) -> DiffError {
        var error = DiffError(path, message)
        error.line = nil
        error.column = nil
        return error
    }

    public var description: String {
        guard let line, let column else { return "\(file): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
