import CImageCheck
import Scene

extension mr_image_limits {
    /// The bounds every image is checked against, read from ``Limits`` so that C, the validator
    /// and the renderer agree on one set of numbers.
    package static var standard: mr_image_limits {
        mr_image_limits(
            max_side: UInt32(Limits.maximumImageSide), max_pixels: UInt64(Limits.maximumImagePixels),
            max_scans: UInt32(Limits.maximumJPEGScans), max_svg_bytes: UInt64(Limits.maximumSVGBytes),
            min_svg_side: Limits.minimumSVGSide, scale: Limits.svgBudgetScale)
    }
}

/// Runs `body` with a buffer CImageCheck writes its clause into, and returns the status and the
/// clause (empty when the status is MR_IMAGE_OK).
package func withImageMessage(_ body: (UnsafeMutablePointer<CChar>, Int) -> mr_image_status)
    -> (status: mr_image_status, message: String) {
    var buffer = [CChar](repeating: 0, count: 512)
    let status = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.baseAddress.map { body($0, bytes.count) } ?? MR_IMAGE_UNREADABLE
    }
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (status, message)
}
