import Foundation
import SwiftModel

/// Why a Swift file could not be read, with where when there is a place.
public struct SwiftReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The place in the Swift file (a syntax error's), or nil when the file itself is the problem.
    public var location: CodeLocation?
    /// The file as the user named it.
    public var file: String
    public var message: String

    public init(file: String, location: CodeLocation? = nil, _ message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, or `FILE: message`.
    public var description: String {
        if let location { return "\(location): \(message)" }
        return "\(file): \(message)"
    }
}
