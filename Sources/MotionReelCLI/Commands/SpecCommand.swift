import ArgumentParser
import Foundation
import Preset
import Scene
import Spec
import SpecModel

/// `motionreel spec`: presets in, motion specs out — the animation as data, charts and a page.
struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Write a motion spec for each preset: data (JSON, CSV), curves (SVG), key frames (PNG) and one HTML page.",
        // ArgumentParser writes its usage on one line, 114 columns here; two lines fit 80. It
        // must list the options below (HelpSnapshotTests holds it to them).
        usage: """
            motionreel spec <preset> ... [--output <folder>] [--reduce-motion]
            [--settle <end>] [--platform <platform>]
            """,
        discussion: """
            For each preset, five files named after its `name:` go to the output folder:

              NAME.spec.json   the animation as data: canvas, events, SwiftUI's end
                               and the visible end, every transition with its
                               animation parameters (stiffness, damping, settle
                               time), and per frame the time and every layer's
                               frame, offset, scale, opacity, blur, mask and
                               z-index (schema: docs/spec.schema.json)
              NAME.csv         the same per-frame values, one row per frame and one
                               column per layer property (e.g. tab.1.offset.x);
                               empty where a layer is absent
              NAME.curves.svg  a chart per layer property that changes, against
                               time, with the events and the settle time marked
              NAME.sheet.png   a contact sheet: key frames (every few frames and
                               each event's first frame) labelled with their times
              NAME.html        one self-contained page to hand to a developer: the
                               video (MP4 and WebM inline), the curves, the key
                               frames, the parameters and the SwiftUI code that
                               produces the transition

            The JSON and the page also give every animation, and each side of a page
            transition, in Jetpack Compose's, Flutter's and CSS's words, each with its
            largest difference from the film (% of the distance and ms), or "exact".

            With --platform compose, flutter or css, nothing is written: that platform's
            file is printed, as batch --spec writes it: a Kotlin file of named
            EnterTransition/ExitTransition values and AnimationSpecs, a Dart library of
            SpringDescriptions, Cubics and *Transition widgets, a stylesheet of
            @keyframes and rules with linear() easings — each value with how close it
            comes to the film (docs/platforms.md).

            Every preset is checked first: a mistake is reported as FILE:LINE:COLUMN:
            message, with exit code 2, and nothing is written. A preset's files appear
            together, once all are complete. One line is printed per file written.

            Examples:
              motionreel spec Presets/tab-forward.yaml     # → out/tab-forward.html …
              motionreel spec Presets/tab-*.yaml -o specs
              motionreel spec Presets/tab-forward.yaml --platform compose
            """)

    @Argument(help: ArgumentHelp("Preset files (YAML).", valueName: "preset"))
    var presets: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (created if missing).", valueName: "folder"))
    var output = "out"

    @Flag(help: ArgumentHelp("Spec the Reduce Motion variant of each preset."))
    var reduceMotion = false

    @Option(help: SettleRule.help)
    var settle: SettleRule?

    @Option(help: ArgumentHelp("Print only this platform's code for each animation and transition side, ready to paste: compose, flutter or css.",
                               valueName: "platform"))
    var platform: PlatformListing.Platform?

    func run() throws {
        let overrides = PresetOverrides(reduceMotion: reduceMotion ? true : nil, settle: settle)
        // Every preset is loaded and checked before anything is written.
        let scenes = try presets.map { try PresetInput.load($0, overrides: overrides) }
        if let platform {
            print(scenes.map { PlatformListing.text(for: $0, platform: platform) }.joined(separator: "\n"), terminator: "")
            return
        }
        let directory = try OutputFolder.prepare(output)
        let progress = TerminalProgress(verbose: false)
        for scene in scenes {
            let files: [SpecBundle.File]
            do {
                files = try SpecBundle(scene).write(to: directory)
            } catch {
                throw CommandFailure.failed("error: \(scene.name): \(error)")
            }
            for file in files {
                let path = (output as NSString).appendingPathComponent(file.url.lastPathComponent)
                let size = ByteCountFormatter.string(fromByteCount: Int64(file.byteCount), countStyle: .file)
                progress.line("wrote \(path)  \(size), \(file.summary)")
            }
        }
    }
}

extension PlatformListing.Platform: ExpressibleByArgument {}
