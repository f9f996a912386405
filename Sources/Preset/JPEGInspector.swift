import CImageCheck
import Foundation
import ImageFiles
import Scene

/// JPEG files, checked by CImageCheck's libjpeg-turbo reader: the frame header's dimensions first,
/// then every scanline, with a bound on progressive scans (libjpeg, too, reports errors by longjmp).
/// A truncated or corrupt file is refused, not drawn with grey gaps; CMYK files are refused.
struct JPEGInspector: ImageInspector {
    var format: ImageFormat { .jpeg }

    func inspect(_ url: URL) -> Result<Size, ImageProblem> {
        var limits = mr_image_limits.standard
        var width: UInt32 = 0, height: UInt32 = 0
        let result = withImageMessage { mr_jpeg_inspect(url.path, 1, &limits, &width, &height, $0, $1) }
        return ImageProblem.result(status: result.status, detail: result.message, width: Double(width), height: Double(height))
    }
}
