import CImageCheck
import Foundation

/// One parsed SVG file, drawn as vectors into any Cairo context; owns librsvg's handle.
///
/// Parsing happens once; drawing goes through the context's transform, so the same document is
/// sharp at every output scale. librsvg loads referenced files only from the SVG's folder or
/// below it (and `data:` URLs), never from the network.
package final class SVGDocument {
    private let pointer: OpaquePointer
    /// The document's own size in points: its width and height, or its viewBox's.
    package let width: Double
    package let height: Double

    /// Reads and parses the file; throws its problem as the clause CImageCheck words.
    package init(url: URL) throws(ImageFileError) {
        var document: OpaquePointer?
        var width = 0.0, height = 0.0
        let result = withImageMessage { mr_svg_open(url.path, [mr_image_limits.standard], &document, &width, &height, $0, $1) }
        guard result.status == MR_IMAGE_OK, let document else { throw ImageFileError(message: result.message) }
        pointer = document
        self.width = width
        self.height = height
    }

    deinit { mr_svg_close(pointer) }

    /// Draws the whole document stretched to (0, 0, width, height) of `context`'s user space.
    package func render(into context: OpaquePointer, width: Double, height: Double) throws(ImageFileError) {
        let result = withImageMessage { mr_svg_render(pointer, context, width, height, $0, $1) }
        guard result.status == MR_IMAGE_OK else { throw ImageFileError(message: result.message) }
    }
}

/// Why an image file cannot be read or drawn: a clause completing "image 'NAME' cannot be used: …".
package struct ImageFileError: Error, Sendable {
    package var message: String
}
