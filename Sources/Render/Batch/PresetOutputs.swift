import Encode
import Foundation
import Raster
import Scene

/// Files a batch makes for each preset beside its videos, from the same scene and the outputs
/// the render just wrote: the extension point through which the command line adds motion specs
/// without Render depending on the modules that write them.
///
/// ```swift
/// struct Notes: PresetOutputs {
///     var fingerprint: String { "notes v1" }
///     var fileCount: Int { 1 }
///     func make(scene: MotionScene, film: Film, rendered: [OutputFile], in directory: URL) throws -> [URL] { … }
/// }
/// ```
public protocol PresetOutputs: Sendable {
    /// Everything that changes these files' contents, hashed into every preset's input hash
    /// (and listed in the manifest's settings), so that a change of it renders again.
    var fingerprint: String { get }
    /// How many files ``make(scene:film:rendered:in:)`` writes per preset; a preset is up to date
    /// only when its manifest entry lists this many besides its videos, all intact.
    var fileCount: Int { get }
    /// Writes the files for `scene` into `directory`, given the film the render drew (with the
    /// visible end, if finding it was needed) and the files it committed there, and returns where
    /// they are. It is called on the batch's worker thread, after the render.
    func make(scene: MotionScene, film: Film, rendered: [OutputFile], in directory: URL) throws -> [URL]
}
