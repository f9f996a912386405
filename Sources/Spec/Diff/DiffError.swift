import Foundation

/// Why two specs could not be compared: always bad input, reported as `FILE:LINE:COLUMN: message`
/// (exit 2), never as a difference.
public struct DiffError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ file: String, line: Int = 1, column: Int = 1, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
