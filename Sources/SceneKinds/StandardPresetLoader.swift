import Foundation
import Preset
import Scene

/// Loading with every registered kind: what the CLI, the fuzzer and library users call.
extension PresetLoader {
    /// The loader that reads every kind of the registry (``SceneKindRegistry``).
    public static let standard = PresetLoader(kinds: SceneKindRegistry.all)

    /// Loads the preset at `url`; see ``PresetLoader/load(contentsOf:file:overrides:)``.
    public static func load(contentsOf url: URL, file: String? = nil,
                            overrides: PresetOverrides = PresetOverrides()) throws(PresetError) -> MotionScene {
        try standard.load(contentsOf: url, file: file, overrides: overrides)
    }

    /// Loads a preset from text; see ``PresetLoader/load(yaml:file:baseDirectory:overrides:)``.
    public static func load(yaml: String, file: String, baseDirectory: URL,
                            overrides: PresetOverrides = PresetOverrides()) throws(PresetError) -> MotionScene {
        try standard.load(yaml: yaml, file: file, baseDirectory: baseDirectory, overrides: overrides)
    }

    /// Every problem with the preset at `url`, in document order; empty if it is valid.
    public static func validate(contentsOf url: URL, file: String? = nil,
                                overrides: PresetOverrides = PresetOverrides()) -> [PresetError] {
        standard.validate(contentsOf: url, file: file, overrides: overrides)
    }

    /// Every problem with a preset given as text, in document order; empty if it is valid.
    public static func validate(yaml: String, file: String, baseDirectory: URL,
                                overrides: PresetOverrides = PresetOverrides()) -> [PresetError] {
        standard.validate(yaml: yaml, file: file, baseDirectory: baseDirectory, overrides: overrides)
    }

    /// The preset at `url` read once: its scene when it is valid, and every problem otherwise.
    public static func check(contentsOf url: URL, file: String? = nil,
                             overrides: PresetOverrides = PresetOverrides()) -> Result<MotionScene, PresetProblems> {
        standard.check(contentsOf: url, file: file, overrides: overrides)
    }
}
