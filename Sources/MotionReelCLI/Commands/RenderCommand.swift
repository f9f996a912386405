import ArgumentParser
import Encode
import Foundation
import Logging
import Preset
import Raster
import Render
import Scene

/// `motionreel render`: presets in, video files out.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render presets to \(FormatHelp.byKind).",
        discussion: """
            Every preset is checked before anything is rendered: a mistake is reported as \
            FILE:LINE:COLUMN: message, with exit code 2, and no file is written.

            Outputs go to the output folder, named after the preset's `name:`, one for each --format:

            \(FormatHelp.outputLines)

            The frames are drawn once for all of them. Two presets with the same name: are \
            refused (exit code 2), as one would overwrite the other.

            A preset's outputs appear together, once every one is complete, replacing earlier \
            versions; if any cannot be written or put in place (say NAME.gif is a folder), none \
            is, the earlier versions stay, and the exit code is 1. Ctrl-C (SIGINT), SIGTERM or \
            SIGHUP stops the render, removes its unfinished files (.NAME.partial-…) and exits with \
            130, 143 or 129; leftovers of a killed run are removed when that output is next written.

            The hold counts from SwiftUI's end, which is strict: a spring's last frames can move \
            by less than a level. --settle visible (or settle: visible in the preset) counts it \
            from the first frame after which no pixel changes by more than one level: the same \
            frames, fewer of them.

            --quality picks sensible settings for every format (docs/encoding.md); --crf and \
            --preset, when given, win for the codecs that have them. --transparent needs formats \
            with alpha (\(FormatHelp.names(FormatHelp.withAlpha))): with \(FormatHelp.alternatives(FormatHelp.withoutAlpha)) it is refused.

            Examples:
              motionreel render Presets/tab-forward.yaml
              motionreel render Presets/tab-rapid.yaml --format mp4,png --fps 120
              motionreel render Presets/tab-blur.yaml --reduce-motion -o renders/reduced
              motionreel render Presets/tab-forward.yaml --format \(OutputFormat.allCases.map(\.name).joined(separator: ","))
              motionreel render Presets/tab-forward.yaml --format prores,webm --transparent
              motionreel render Presets/*.yaml -o renders --crf 23 --preset fast
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML).", valueName: "preset"))
    var presets: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (created if missing).", valueName: "folder"))
    var output = "out"

    @OptionGroup(title: "Output")
    var outputs: OutputArguments

    @Flag(name: .shortAndLong, help: "Print what is being rendered and how.")
    var verbose = false

    /// `--format none` is `batch --spec`'s: a render has nothing else to write.
    func validate() throws {
        if outputs.formats.isEmpty {
            throw ValidationError("--format \(BatchSettings.noFormat): render would write nothing; it is for batch --spec "
                                  + "(the spec files without a video). Choose a format: \(FormatHelp.names())")
        }
    }

    func run() throws {
        // Every preset is loaded and checked before any work starts.
        let scenes = try presets.map { try PresetInput.load($0, overrides: outputs.overrides) }
        var names = NameClaims()
        for (path, scene) in zip(presets, scenes) {
            if let duplicate = names.claim(scene.name, by: path) { throw CommandFailure.usage("\(duplicate)") }
        }
        let directory = try OutputFolder.prepare(output)

        var logger = Logger(label: "motionreel")
        logger.logLevel = verbose ? .debug : .warning
        let progress = TerminalProgress(verbose: verbose)
        for scene in scenes {
            let job = RenderJob(scene: scene, formats: outputs.formats, outputDirectory: directory,
                                encoding: outputs.encoding)
            let timeline: any Timeline, outputs: [OutputFile]
            do {
                // The film first: with `settle: visible` its frame count is found by drawing.
                timeline = try scene.film().timeline
                progress.begin(scene.name, frames: timeline.frameCount)
                outputs = try job.run(timeline, logger: logger) { done, total in progress.update(scene.name, done: done, total: total) }
            } catch {
                progress.end()
                throw CommandFailure.failed("error: \(scene.name): \(error)")
            }
            progress.end()
            for file in outputs {
                progress.line(OutputSummary(file, duration: timeline.duration, relativeTo: output).text)
            }
        }
        if verbose { progress.line("peak memory: \(PeakMemory.kibibytes) KiB") }
    }
}
