import Foundation

/// A place in a Swift file: the path as the user named it, and a 1-based line and column.
///
/// Columns count UTF-8 bytes, as swift-syntax and the Swift compiler count them, so an editor
/// that jumps to `File.swift:12:9` lands where the compiler would.
public struct CodeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`.
    public var description: String { "\(file):\(line):\(column)" }

    /// `FILE:LINE`, for lists of places.
    public var fileAndLine: String { "\(file):\(line)" }

    public static func < (a: CodeLocation, b: CodeLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// Where a piece of source starts and ends, so its text can be quoted without every node keeping a copy.
public struct CodeSpan: Sendable, Hashable {
    /// The start, as people read it.
    public var start: CodeLocation
    /// UTF-8 offsets into the file's text, end exclusive.
    public var offsets: Range<Int>

    public init(start: CodeLocation, offsets: Range<Int>) {
        self.start = start
        self.offsets = offsets
    }
}
