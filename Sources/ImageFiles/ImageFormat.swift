import Foundation

/// The image formats a preset may name, told apart by a file's first bytes, never by its name.
package enum ImageFormat: String, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case svg = "SVG"

    /// Bytes read from the start of a file to tell its format: an SVG's `<svg` may follow an XML
    /// declaration, a doctype and a design tool's comment.
    package static let headLength = 4096

    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// "PNG, JPEG or SVG": what a message says is accepted.
    package static let accepted = "PNG, JPEG or SVG"

    /// The format `head` (a file's first bytes) starts as, or nil.
    ///
    /// A JPEG starts with its SOI marker and another marker; an SVG is text that, after an optional
    /// byte-order mark and white space, starts with `<` and has an `<svg` element in its head.
    package init?(head: [UInt8]) {
        if head.starts(with: Self.pngSignature) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if Self.looksLikeSVG(head) {
            self = .svg
        } else {
            return nil
        }
    }

    /// The format of the file at `url`, from its first bytes; throws when it cannot be read.
    package init?(contentsOf url: URL) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        self.init(head: Array(try handle.read(upToCount: Self.headLength) ?? Data()))  // nil: an empty file
    }

    private static func looksLikeSVG(_ head: [UInt8]) -> Bool {
        var text = head[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        text = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard text.first == UInt8(ascii: "<") else { return false }
        let svg = Array("<svg".utf8)
        return text.indices.contains { text[$0...].starts(with: svg) }
    }
}
