import Encode
import Foundation
import Raster
import Scene

/// Files a batch makes for each preset beside its videos, from the same scene and the outputs
/// the render just finished: the extension point through which the command line adds motion
/// specs without Render depending on the modules that write them.
///
/// The files are returned under their hidden names, not in place: the batch moves them and the
/// preset's videos into place in one ``OutputTransaction``, so a preset's outputs appear together
/// or not at all, however the batch is stopped.
///
/// ```swift
/// struct Notes: PresetOutputs {
///     var fingerprint: String { "notes v1" }
///     var fileCount: Int { 1 }
///     func stage(scene: MotionScene, film: Film, rendered: [StagedOutput], in directory: URL) throws -> [TemporaryOutput] { … }
/// }
/// ```
public protocol PresetOutputs: Sendable {
    /// Everything that changes these files' contents, hashed into every preset's input hash
    /// (and listed in the manifest's settings), so that a change of it renders again.
    var fingerprint: String { get }
    /// How many files ``stage(scene:film:rendered:in:)`` writes per preset; a preset is up to
    /// date only when its manifest entry lists this many besides its videos, all intact.
    var fileCount: Int { get }
    /// Writes the files for `scene` under hidden names in `directory` (``TemporaryOutput``) and
    /// returns them uncommitted, given the film the render drew (with the visible end, if finding
    /// it was needed) and the render's own outputs, also still under their hidden names
    /// (`output.url` is where to read one). It is called on the batch's worker thread, after the render.
    func stage(scene: MotionScene, film: Film, rendered: [StagedOutput], in directory: URL) throws -> [TemporaryOutput]
}
