import ArgumentParser
import Foundation
import Preset
import Render
import Scene

/// `motionreel validate`: check presets without rendering anything.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check presets without rendering: every mistake, as FILE:LINE:COLUMN: message.",
        discussion: """
            Each preset is read and checked as render would check it, but every mistake is \
            reported, not only the first: unknown keys (with a suggestion), wrong types, values out \
            of range, missing images. Mistakes go to standard error; a line per valid preset goes \
            to standard output (none with --quiet). Warnings (an image cropped to fill its page) \
            go to standard error too, and fail nothing.

            A folder gives the presets batch would render from it: its *.yaml files (not those in \
            its subfolders), or, for a folder with none, as import -o FOLDER writes a catalogue, \
            the presets of its subfolders. The presets are checked in path order, each once.

            Exit code 0 when every preset is valid, 2 when any has a mistake (a last line counts \
            them), or when a path names nothing or a folder holds no preset.

            Examples:
              motionreel validate Presets
              motionreel validate motion/ extra/one.yaml
              motionreel validate --quiet my-preset.yaml && motionreel render my-preset.yaml
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML) and folders of them.", valueName: "folder|preset"))
    var inputs: [String]

    @Flag(name: .shortAndLong, help: "Print only the mistakes.")
    var quiet = false

    func run() throws {
        // Exactly batch's expansion: validate FOLDER checks what batch FOLDER renders.
        let presets: [String]
        do {
            presets = try BatchInput.expand(inputs).map(\.path)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        var invalid = 0, mistakes = 0
        for path in presets {
            switch PresetInput.check(path) {
            case .failure(let problems):
                invalid += 1
                mistakes += problems.errors.count
                StandardError.write(problems.errors.map { "\($0)\n" }.joined())
            case .success(let scene):
                PresetInput.warn(scene)
                if !quiet { print(Self.summary(path, scene)) }
            }
        }
        guard invalid == 0 else {
            let errors = mistakes == 1 ? "1 error" : "\(mistakes) errors"
            let files = presets.count == 1 ? "the preset" : "\(invalid) of \(presets.count) presets"
            throw CommandFailure.usage("validate: \(errors) in \(files)")
        }
    }

    /// `ok PATH (tabs, 58 frames, 0.97 s)`: what rendering the valid preset at `path` would make.
    ///
    /// `settle: visible` gives `at most 58 frames, 0.97 s`: the visible end is found by drawing
    /// frames, which validate does not do, so it gives SwiftUI's film, which is never shorter.
    private static func summary(_ path: String, _ scene: MotionScene) -> String {
        let timeline = scene.timeline()
        let seconds = String(format: "%.2f", timeline.duration)
        let bound = scene.settle == .visible ? "at most " : ""
        return "ok \(path) (\(scene.kind.keyword), \(bound)\(timeline.frameCount) frames, \(seconds) s)"
    }
}
