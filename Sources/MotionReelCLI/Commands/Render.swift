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
        abstract: "Render presets to video (MP4, HEVC, ProRes, WebM), animated images (GIF, APNG, WebP) and PNG frames.",
        discussion: """
            Every preset is checked before anything is rendered: a mistake is reported as \
            FILE:LINE:COLUMN: message, with exit code 2, and no file is written.

            Outputs go to the output folder, named after the preset's `name:` — NAME.mp4 (H.264), \
            NAME/frame_00001.png …, NAME.gif, NAME.png (APNG), NAME.webp, NAME.hevc.mp4, NAME.mov \
            (ProRes 4444) and NAME.webm (VP9). The frames are drawn once for all of them. A file \
            appears only once it is complete.

            --quality picks sensible settings for every format (docs/encoding.md); --crf and \
            --preset, when given, win for the codecs that have them.

            Examples:
              motionreel render Presets/tab-forward.yaml
              motionreel render Presets/tab-rapid.yaml --format mp4,png --fps 120
              motionreel render Presets/tab-blur.yaml --reduce-motion -o renders/reduced
              motionreel render Presets/tab-forward.yaml --format mp4,gif,png,apng,webp,hevc,prores,webm
              motionreel render Presets/tab-forward.yaml --format prores,webm --transparent
              motionreel render Presets/*.yaml -o renders --crf 23 --preset fast
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML).", valueName: "preset"))
    var presets: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (created if missing).", valueName: "folder"))
    var output = "out"

    @Option(help: ArgumentHelp("Comma-separated formats: mp4, png, gif, apng, webp, hevc, prores, webm.",
                               valueName: "list"))
    var format = "mp4"

    @Option(help: ArgumentHelp("draft, standard, high or lossless, for every format.", valueName: "level"))
    var quality: Quality = .standard

    @Option(help: ArgumentHelp("Frames per second, 1…240 (overrides the preset's canvas.fps).", valueName: "n"))
    var fps: Int?

    @Option(help: ArgumentHelp("Pixels per point (overrides the preset's canvas.scale).", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp(
        "Constant rate factor, lower is better and larger: H.264 and HEVC 0…51, VP9 0…63 (default: from --quality; 18 for H.264).",
        valueName: "n"))
    var crf: Int?

    @Option(name: .customLong("preset"), help: ArgumentHelp(
        "x264/x265 speed preset: ultrafast … veryslow (default: from --quality; medium for H.264).",
        valueName: "name"))
    var x264Preset: String?

    @Option(name: .customLong("gif-fps"), help: ArgumentHelp(
        "GIF frame rate, 1…50; frames are thinned to it (a GIF delay of 1/100 s plays as 1/10 s in browsers).",
        valueName: "n"))
    var gifFPS = 30

    @Option(help: ArgumentHelp("How many times a GIF plays; 0 loops forever.", valueName: "n"))
    var loop = 0

    @Flag(help: ArgumentHelp(
        "Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades of the same timing."))
    var reduceMotion = false

    @Flag(help: ArgumentHelp(
        "Render a transparent background instead of the canvas colour (for prores, webm, apng, webp and png)."))
    var transparent = false

    @Flag(name: .shortAndLong, help: "Print what is being rendered and how.")
    var verbose = false

    func validate() throws {
        _ = try EncodingArguments.validate(format: format, crf: crf, preset: x264Preset, gifFPS: gifFPS, loop: loop)
    }

    func run() throws {
        let formats = try OutputFormat.parseList(format).get()
        let overrides = PresetOverrides(fps: fps, scale: scale, reduceMotion: reduceMotion ? true : nil,
                                        transparent: transparent ? true : nil)
        // Every preset is loaded and checked before any work starts.
        let scenes = try presets.map { try PresetInput.load($0, overrides: overrides) }
        let directory = try OutputFolder.prepare(output)

        var logger = Logger(label: "motionreel")
        logger.logLevel = verbose ? .debug : .warning
        let progress = Progress(verbose: verbose)
        for scene in scenes {
            let job = RenderJob(scene: scene, formats: formats, outputDirectory: directory,
                                encoding: EncodingOptions(quality: quality, crf: crf, preset: x264Preset,
                                                          gif: GIFOptions(fps: gifFPS, loop: loop)))
            let timeline = scene.timeline()
            progress.begin(scene.name, frames: timeline.frameCount)
            let outputs: [OutputFile]
            do {
                outputs = try job.run(logger: logger) { done, total in progress.update(scene.name, done: done, total: total) }
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

extension Quality: ExpressibleByArgument {}
