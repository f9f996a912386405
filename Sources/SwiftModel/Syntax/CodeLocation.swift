import Foundation
import Scene

/// A place in a Swift file: its column counts UTF-8 bytes, as swift-syntax and the Swift
/// compiler count them, so an editor that jumps to `File.swift:12:9` lands where the compiler would.
public typealias CodeLocation = FileLocation

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

    /// Whether `other` starts inside this span, in the same file: a site inside a statement, a
    /// view inside a branch.
    public func holds(_ other: CodeSpan) -> Bool {
        start.file == other.start.file && offsets.contains(other.offsets.lowerBound)
    }
}
