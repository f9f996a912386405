import CImageCheck
import Foundation
import Scene

/// PNG files, checked by CImageCheck's libpng reader: the IHDR's dimensions first, then every
/// chunk and row (libpng reports errors by longjmp, which Swift cannot catch, hence C).
struct PNGInspector: ImageInspector {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func recognizes(_ head: [UInt8]) -> Bool { head.starts(with: Self.signature) }

    func inspect(_ url: URL) -> ImageProblem? {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 512)
        let status = mr_png_inspect(url.path, 1, UInt32(Limits.maximumImageSide), UInt64(Limits.maximumImagePixels),
                                    &width, &height, &message, message.count)
        let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case MR_IMAGE_OK: return nil
        case MR_IMAGE_UNREADABLE: return ImageProblem(kind: .unreadable, detail: detail)
        case MR_IMAGE_WRONG_FORMAT: return ImageProblem(kind: .unsupported, detail: detail)
        case MR_IMAGE_BAD_SIZE: return ImageProblem(kind: .badSize, detail: detail)
        default: return ImageProblem(kind: .damaged, detail: detail)
        }
    }
}
