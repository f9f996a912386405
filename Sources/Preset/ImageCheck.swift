import Foundation
import ImageFiles
import Locking
import Scene

/// Decides whether an image file a preset names can be drawn, before any work starts.
///
/// A screenshot is trusted only once its format is recognised, its header's dimensions are within
/// ``Limits/maximumImageSide`` and ``Limits/maximumImagePixels`` (checked before anything is
/// allocated) and its whole data decodes (CRC and compression errors surface here, not halfway
/// through a render). Each format (PNG, JPEG, SVG) has its own ``ImageInspector``, picked by the
/// file's first bytes (``ImageFormat``), never by its name.
///
/// Results — the image's size, or its problem — are remembered per file (path, size and
/// modification time), since one screenshot is often drawn by many layers and decoding a large
/// one takes a fraction of a second.
package final class ImageCheck: Sendable {
    /// One inspector per format.
    static let inspectors: [any ImageInspector] = [PNGInspector(), JPEGInspector(), SVGInspector()]
    /// The process's checks; every preset read shares them.
    static let shared = ImageCheck()

    /// A file as it was when checked: another size or time is another file.
    private struct Stamp: Hashable {
        var path: String
        var size: Int
        var modified: Date
    }

    /// What the checks have found so far, shared by every thread that reads presets.
    private struct Memory {
        var results: [Stamp: Result<Size, ImageProblem>] = [:]
        var inspections = 0
    }

    private let memory = Locked(Memory())

    /// How many files were inspected rather than remembered (for tests).
    var inspections: Int { memory.withLock { $0.inspections } }

    /// Why the image at `url` cannot be drawn, or nil when it can.
    func problem(with url: URL) -> ImageProblem? {
        if case .failure(let problem) = measured(url) { return problem }
        return nil
    }

    /// The size of the image at `url` (pixels; an SVG's own units) once it has passed every
    /// check, or why it cannot be drawn.
    func measured(_ url: URL) -> Result<Size, ImageProblem> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let stamp = (attributes?[.size] as? NSNumber).flatMap { size in
            (attributes?[.modificationDate] as? Date).map { Stamp(path: url.path, size: size.intValue, modified: $0) }
        }
        if let stamp, let known = memory.withLock({ $0.results[stamp] }) { return known }
        let result = Self.measure(url)
        memory.withLock { memory in
            memory.inspections += 1
            if let stamp { memory.results[stamp] = result }
        }
        return result
    }

    /// Picks the inspector for the file's first bytes and lets it check the whole file.
    static func inspect(_ url: URL) -> ImageProblem? {
        if case .failure(let problem) = measure(url) { return problem }
        return nil
    }

    /// The size of the image at `url` (pixels; an SVG's own units, points) once it has passed
    /// every check, or why it cannot be drawn, as a clause ("it is not a PNG, JPEG or SVG file").
    package static func size(of url: URL) -> Result<Size, Unusable> {
        measure(url).mapError { Unusable(description: $0.detail) }
    }

    /// Why an image cannot be drawn, in words: "it is not a PNG, JPEG or SVG file".
    package struct Unusable: Error, CustomStringConvertible {
        package var description: String
    }

    /// Checks the whole file with the inspector of its format, measuring it.
    private static func measure(_ url: URL) -> Result<Size, ImageProblem> {
        let format: ImageFormat?
        do {
            format = try ImageFormat(contentsOf: url)
        } catch {
            return .failure(ImageProblem(kind: .unreadable, detail: "it cannot be read (check its permissions)"))
        }
        guard let format, let inspector = inspectors.first(where: { $0.format == format }) else {
            return .failure(ImageProblem(kind: .unsupported, detail: "it is not a \(ImageFormat.accepted) file"))
        }
        return inspector.inspect(url)
    }
}
