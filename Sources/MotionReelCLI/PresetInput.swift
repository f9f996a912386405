import Foundation
import Preset
import Scene
import SceneKinds

/// Presets as the small commands read them: a mistake is exit code 2, worded FILE:LINE:COLUMN: message.
enum PresetInput {
    /// Loads the preset at `path` (named in errors as the user typed it), with command-line overrides.
    static func load(_ path: String, overrides: PresetOverrides = PresetOverrides()) throws -> MotionScene {
        do {
            return try PresetLoader.load(contentsOf: URL(fileURLWithPath: path), file: path, overrides: overrides)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
    }

    /// The preset at `path`, read once: its scene, or every problem with it in document order.
    static func check(_ path: String) -> Result<MotionScene, PresetProblems> {
        PresetLoader.check(contentsOf: URL(fileURLWithPath: path), file: path)
    }
}
