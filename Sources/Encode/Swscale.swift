import CFFmpeg
import CShims

/// Owns one swscale context, through the C wrapper in CShims (`mr_scaler.h`).
///
/// swscale is reached only through that wrapper because FFmpeg 8 changed how Swift sees it: the
/// context became a public struct (a typed pointer in Swift, where FFmpeg 5–7 give an
/// `OpaquePointer`) and the flags a C enum that Swift cannot `|`. The wrapper's handle is
/// opaque against every FFmpeg, so this file and its two users, ``FrameScaler`` and
/// ``ColorConversion``, compile the same on Debian's FFmpeg and on Homebrew's.
final class Swscale {
    typealias Filter = mr_scaler_filter
    typealias Matrix = mr_scaler_matrix

    private let handle: OpaquePointer

    /// A context from `sourceFormat` at `sourceWidth`×`sourceHeight` to `format` at
    /// `width`×`height`, with `filter` and accurate rounding.
    init(from sourceWidth: Int, _ sourceHeight: Int, _ sourceFormat: AVPixelFormat,
         to width: Int, _ height: Int, _ format: AVPixelFormat, filter: Filter) throws(EncodeError) {
        handle = try allocated(
            mr_scaler_create(Int32(sourceWidth), Int32(sourceHeight), sourceFormat.rawValue,
                             Int32(width), Int32(height), format.rawValue, filter),
            "sws_getContext")
    }

    deinit {
        mr_scaler_free(handle)
    }

    /// Converts from full-range RGB to limited-range YUV with `matrix`; swscale's result,
    /// negative if it refuses.
    func setMatrix(_ matrix: Matrix) -> Int32 {
        mr_scaler_set_matrix(handle, matrix)
    }

    /// Up to four planes' starts, unused ones nil: a tuple, so a frame's call allocates nothing.
    typealias Planes<Pointer> = (Pointer?, Pointer?, Pointer?, Pointer?)
    /// The planes' bytes per row, 0 for unused ones.
    typealias Strides = (Int32, Int32, Int32, Int32)

    /// Scales `height` source rows from the top of `source` into `destination`.
    func scale(_ source: Planes<UnsafePointer<UInt8>>, strides sourceStrides: Strides, height: Int,
               into destination: Planes<UnsafeMutablePointer<UInt8>>, strides destinationStrides: Strides) throws(EncodeError) {
        var source = source, sourceStrides = sourceStrides
        var destination = destination, destinationStrides = destinationStrides
        let rows = withUnsafePointer(to: &source) { source in
            withUnsafePointer(to: &sourceStrides) { sourceStrides in
                withUnsafePointer(to: &destination) { destination in
                    withUnsafePointer(to: &destinationStrides) { destinationStrides in
                        mr_scaler_scale(
                            handle,
                            UnsafeRawPointer(source).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                            UnsafeRawPointer(sourceStrides).assumingMemoryBound(to: Int32.self),
                            Int32(height),
                            UnsafeRawPointer(destination).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
                            UnsafeRawPointer(destinationStrides).assumingMemoryBound(to: Int32.self))
                    }
                }
            }
        }
        try check(rows, "sws_scale")
    }
}
