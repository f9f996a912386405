import CImageCheck
import Foundation
import ImageFiles
import Scene

/// Checks files of one image format.
///
/// One per format, so another format joins by adding an inspector to ``ImageCheck/inspectors``:
/// each reads its own header, checks the size against `Limits` before decoding anything, then
/// decodes the data in bounded memory.
protocol ImageInspector: Sendable {
    /// The format whose files this inspector checks (``ImageFormat`` tells them by their first bytes).
    var format: ImageFormat { get }
    /// The file's size (pixels; an SVG's own units) when it can be drawn — its header within the
    /// limits, its data intact — or why not.
    func inspect(_ url: URL) -> Result<Size, ImageProblem>
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
        /// The header or the data is broken (CRC, compression, truncation, invalid XML).
        case damaged
    }

    var kind: Kind
    /// "its header says 0×0 px; an image needs at least 1 px a side".
    var detail: String

    /// What CImageCheck's `status` and clause say, or nil for MR_IMAGE_OK.
    init?(status: mr_image_status, detail: String) {
        switch status {
        case MR_IMAGE_OK: return nil
        case MR_IMAGE_UNREADABLE: kind = .unreadable
        case MR_IMAGE_WRONG_FORMAT: kind = .unsupported
        case MR_IMAGE_BAD_SIZE: kind = .badSize
        default: kind = .damaged
        }
        self.detail = detail
    }

    /// The size CImageCheck measured, or its problem.
    static func result(status: mr_image_status, detail: String, width: Double, height: Double) -> Result<Size, ImageProblem> {
        if let problem = ImageProblem(status: status, detail: detail) { return .failure(problem) }
        return .success(Size(width: width, height: height))
    }

    init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }
}
