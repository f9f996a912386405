import ArgumentParser
import Encode
import Foundation
import Logging
import Preset
import Render
import Scene

/// `motionreel render`: presets in, video files out.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render presets to video (MP4) and image sequences (PNG).",
        discussion: """
            Every preset is checked before anything is rendered: a mistake is reported as \
            FILE:LINE:COLUMN: message, with exit code 2, and no file is written.

            Outputs go to the output folder as NAME.mp4 and NAME/frame_00001.png …, where NAME is \
            the preset's `name:`. A file appears only once it is complete.

            Examples:
              motionreel render Presets/tab-forward.yaml
              motionreel render Presets/tab-rapid.yaml --format mp4,png --fps 120
              motionreel render Presets/tab-blur.yaml --reduce-motion -o renders/reduced
              motionreel render Presets/*.yaml -o renders --crf 23 --preset fast
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML).", valueName: "preset"))
    var presets: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (created if missing).", valueName: "folder"))
    var output = "out"

    @Option(help: ArgumentHelp("Comma-separated formats: mp4, png.", valueName: "list"))
    var format = "mp4"

    @Option(help: ArgumentHelp("Frames per second, 1…240 (overrides the preset's canvas.fps).", valueName: "n"))
    var fps: Int?

    @Option(help: ArgumentHelp("Pixels per point (overrides the preset's canvas.scale).", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp("x264 quality, 0 (lossless) … 51; lower is better and larger.", valueName: "n"))
    var crf = 18

    @Option(name: .customLong("preset"), help: ArgumentHelp(
        "x264 speed preset: ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow.",
        valueName: "name"))
    var x264Preset = "medium"

    @Flag(help: ArgumentHelp(
        "Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades of the same timing."))
    var reduceMotion = false

    @Flag(help: ArgumentHelp(
        "Render a transparent background instead of the canvas colour (for prores, webm, apng, webp and png)."))
    var transparent = false

    @Flag(name: .shortAndLong, help: "Print what is being rendered and how.")
    var verbose = false

    func validate() throws {
        guard EncodingOptions.crfRange.contains(crf) else {
            throw ValidationError("--crf \(crf): must be between 0 and 51")
        }
        guard EncodingOptions.x264Presets.contains(x264Preset) else {
            throw ValidationError("--preset \(x264Preset): expected one of \(EncodingOptions.x264Presets.joined(separator: ", "))")
        }
        if case .failure(let unknown) = OutputFormat.parseList(format) {
            throw ValidationError("--format \(format): unknown format '\(unknown.name)'; expected \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let formats = try OutputFormat.parseList(format).get()
        let overrides = PresetOverrides(fps: fps, scale: scale, reduceMotion: reduceMotion ? true : nil,
                                        transparent: transparent ? true : nil)
        // Every preset is loaded and checked before any work starts.
        var scenes: [MotionScene] = []
        for path in presets {
            do {
                scenes.append(try PresetLoader.load(contentsOf: URL(fileURLWithPath: path), file: path, overrides: overrides))
            } catch {
                throw CommandFailure.usage("\(error)")
            }
        }
        let directory = try OutputFolder.prepare(output)

        var logger = Logger(label: "motionreel")
        logger.logLevel = verbose ? .debug : .warning
        let progress = Progress(verbose: verbose)
        for scene in scenes {
            let job = RenderJob(scene: scene, formats: formats, outputDirectory: directory,
                                encoding: EncodingOptions(crf: crf, preset: x264Preset))
            let frames = scene.timeline().frameCount
            progress.begin(scene.name, frames: frames)
            let outputs: [OutputFile]
            do {
                outputs = try job.run(logger: logger) { done, total in progress.update(scene.name, done: done, total: total) }
            } catch {
                progress.end()
                throw CommandFailure.failed("error: \(scene.name): \(error)")
            }
            progress.end()
            for file in outputs {
                progress.line(OutputSummary(file, fps: scene.canvas.fps, relativeTo: output).text)
            }
        }
        if verbose { progress.line("peak memory: \(PeakMemory.kibibytes) KiB") }
    }
}
