import CImageCheck
import Foundation
import ImageFiles
import Scene

/// PNG files, checked by CImageCheck's libpng reader: the IHDR's dimensions first, then every
/// chunk and row (libpng reports errors by longjmp, which Swift cannot catch, hence C).
struct PNGInspector: ImageInspector {
    var format: ImageFormat { .png }

    func inspect(_ url: URL) -> Result<Size, ImageProblem> {
        var width: UInt32 = 0, height: UInt32 = 0
        let result = withImageMessage {
            mr_png_inspect(url.path, 1, UInt32(Limits.maximumImageSide), UInt64(Limits.maximumImagePixels),
                           &width, &height, $0, $1)
        }
        return ImageProblem.result(status: result.status, detail: result.message, width: Double(width), height: Double(height))
    }
}
