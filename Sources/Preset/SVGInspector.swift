import CImageCheck
import Foundation
import ImageFiles
import Scene

/// SVG files, checked by librsvg: the file is at most ``Limits/maximumSVGBytes``, it parses, it has
/// a size (width and height, or a viewBox), that size at the largest canvas scale is within the
/// bitmap pixel budget, and it draws once (small) without error, so a reference or filter that
/// fails only when drawn is a `validate` error too.
struct SVGInspector: ImageInspector {
    var format: ImageFormat { .svg }

    func inspect(_ url: URL) -> Result<Size, ImageProblem> {
        var limits = mr_image_limits.standard
        var width = 0.0, height = 0.0
        let result = withImageMessage { mr_svg_inspect(url.path, 1, &limits, &width, &height, $0, $1) }
        return ImageProblem.result(status: result.status, detail: result.message, width: Double(width), height: Double(height))
    }
}
