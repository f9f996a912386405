import Foundation

/// Checks files of one image format.
///
/// One per format, so another format (JPEG, SVG) joins by adding an inspector to
/// ``ImageCheck/inspectors``: each reads its own header, checks the size against `Limits` before
/// decoding anything, then decodes the data in bounded memory.
protocol ImageInspector: Sendable {
    /// Whether `head` (up to 16 bytes from the start of a file) is this format's signature.
    func recognizes(_ head: [UInt8]) -> Bool
    /// Why the file cannot be drawn, or nil: its header within the limits, its data intact.
    func inspect(_ url: URL) -> ImageProblem?
}

/// Why an image file cannot be drawn, as a clause completing "image 'NAME' cannot be used: …".
struct ImageProblem: Error, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// The file cannot be opened or read.
        case unreadable
        /// No inspector recognises the file's signature.
        case unsupported
        /// The header's dimensions are zero or beyond the limits.
        case badSize
        /// The header or the data is broken (CRC, compression, truncation).
        case damaged
    }

    var kind: Kind
    /// "its header says 0×0 px; an image needs at least 1 px a side".
    var detail: String
}
