import Foundation

/// Writes one frame as a PNG file: straight alpha, sRGB tagged, RGB when the frame is opaque.
///
/// The file appears only once it is complete (written under a hidden name in the same folder,
/// then committed over `url` by ``OutputTransaction``), and the caller's pixels are left untouched.
///
/// ```swift
/// try renderer.render(timeline.state(at: 0.35), into: buffer)
/// let image = FrameImage(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
///                        bytesPerRow: buffer.bytesPerRow, isOpaque: renderer.producesOpaqueFrames)
/// try PNGImageWriter.write(image, to: URL(fileURLWithPath: "out/tab-forward-0.35s.png"))
/// ```
public enum PNGImageWriter {
    /// Writes `frame` to `url`, replacing a file already there.
    ///
    /// A single image is written once and kept, so the defaults are libpng's own (zlib level 6,
    /// every row filter tried) rather than the sequence's fast ones: smaller files for a one-off
    /// cost of about 0.1 s at 1170×2532.
    ///
    /// Throws ``EncodeError`` if the folder is missing or unwritable or libpng fails; nothing is
    /// left behind then.
    @discardableResult
    public static func write(_ frame: FrameImage, to url: URL, compressionLevel: Int = 6,
                             filter: PNGFilter = .adaptive) throws(EncodeError) -> OutputFile {
        let (buffer, job) = try prepare(frame, compressionLevel: compressionLevel)
        let output = try TemporaryOutput(destination: url, kind: .file)
        do throws(EncodeError) {
            let options = PNGOptions(compressionLevel: compressionLevel, filter: filter, workers: 1)
            do {
                // libpng opens the file by path: it is compressed while no interrupt can remove
                // it (an interrupt waits for that, a fraction of a second), so none can leave it behind.
                try output.withPath { temporary in try job.compress(buffer, to: temporary.path, options: options) }
            } catch let error as EncodeError {
                // Name the file the caller asked for, not the hidden one.
                guard case .png(_, let message) = error else { throw error }
                throw .png(path: url.path, message: message)
            } catch {
                throw .io(url.path, "cannot write", error)
            }
            let size = fileSize(atPath: output.url.path)
            try output.commit()
            return OutputFile(url: output.destination, byteCount: size, frameCount: 1)
        } catch {
            output.discard()
            throw error
        }
    }

    /// `frame` as PNG bytes in memory, for a page that shows frames as they are asked for.
    ///
    /// The defaults are a PNG sequence's (``PNGOptions``), which favour speed over size: the bytes
    /// go over loopback once and are kept only in a bounded cache.
    public static func data(_ frame: FrameImage, compressionLevel: Int = PNGOptions().compressionLevel,
                            filter: PNGFilter = PNGOptions().filter,
                            naming what: String = "a frame") throws(EncodeError) -> Data {
        let (buffer, job) = try prepare(frame, compressionLevel: compressionLevel)
        return try job.encode(buffer, options: PNGOptions(compressionLevel: compressionLevel, filter: filter, workers: 1),
                              what: what)
    }

    /// Checks `frame` and the level, and unpremultiplies the frame into a buffer of its own (the
    /// caller's pixels stay as they are): what writing it to a file and to memory share.
    private static func prepare(_ frame: FrameImage, compressionLevel: Int) throws(EncodeError) -> (ByteBuffer, PNGJob) {
        guard frame.width > 0, frame.height > 0 else {
            throw .invalidInput("a PNG needs a positive size, not \(frame.width)×\(frame.height)")
        }
        guard (0...9).contains(compressionLevel) else {
            throw .invalidInput("PNG compression level \(compressionLevel) is outside 0…9")
        }
        let buffer = ByteBuffer(count: frame.width * 4 * frame.height)
        Unpremultiply.copy(frame, dropAlpha: frame.isOpaque, into: buffer.bytes)
        return (buffer, PNGJob(index: 0, width: frame.width, height: frame.height, isOpaque: frame.isOpaque))
    }
}
