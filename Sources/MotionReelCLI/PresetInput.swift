import Foundation
import Preset
import Scene
import SceneKinds

/// Presets as the small commands read them: a mistake is exit code 2, worded FILE:LINE:COLUMN: message.
enum PresetInput {
    /// Loads the preset at `path` (named in errors as the user typed it), with command-line
    /// overrides, and prints its warnings.
    static func load(_ path: String, overrides: PresetOverrides = PresetOverrides()) throws -> MotionScene {
        do {
            let scene = try PresetLoader.load(contentsOf: URL(fileURLWithPath: path), file: path, overrides: overrides)
            warn(scene)
            return scene
        } catch {
            throw CommandFailure.usage("\(error)")
        }
    }

    /// Prints a valid preset's warnings (a removed page's transition reading stale state) to
    /// standard error: they do not stop anything, but say what the preset shows and why.
    static func warn(_ scene: MotionScene) {
        StandardError.write(scene.warnings.map { "\($0)\n" }.joined())
    }

    /// The preset at `path`, read once: its scene, or every problem with it in document order.
    static func check(_ path: String) -> Result<MotionScene, PresetProblems> {
        PresetLoader.check(contentsOf: URL(fileURLWithPath: path), file: path)
    }
}
