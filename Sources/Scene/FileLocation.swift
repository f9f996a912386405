/// A place in a file a user wrote — a preset, a Swift file: the path as the user named it (not a
/// resolved path), and a 1-based line and column, so `FILE:LINE:COLUMN` is where an editor or a
/// terminal jumps. Who makes one says what its column counts: Preset counts Unicode scalars, as
/// libyaml does; SwiftReading counts UTF-8 bytes, as swift-syntax and the compiler do.
public struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    /// A place in `file`; `line` and `column` count from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`, the form editors and terminals jump to.
    public var description: String { "\(file):\(line):\(column)" }

    /// `FILE:LINE`, for lists of places.
    public var fileAndLine: String { "\(file):\(line)" }

    public static func < (a: FileLocation, b: FileLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
