import ArgumentParser
import Foundation
import Spec

/// `motionreel diff`: two motion specs (or two folders of them) compared, for CI to say what a
/// change did to the motion before it is merged.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare motion specs: what moved, by how much and when, and which key frames look different.",
        discussion: """
            BASELINE and NEW are two NAME.spec.json files, or two folders of them (the outputs of \
            `motionreel batch --spec` or `motionreel spec`), whose presets are matched by name. \
            Each spec's contact sheet (NAME.sheet.png, beside it) is needed too: its key frames are \
            compared pixel by pixel, so a colour or text change with identical motion is caught.

            A preset changes when its frame count or settle time differs, when a layer appears or \
            disappears, when any layer property (named as in the spec CSV: card/label.offset.x) at \
            any frame differs by more than its tolerance, or when a key frame's pixels differ by \
            more than --pixel-tolerance levels. A difference equal to a tolerance is not a change. \
            A preset on one side only is a change.

            Written to the output folder: diff.md (a Markdown table, one row per changed preset, \
            for a pull request or $GITHUB_STEP_SUMMARY) and diff.html (the old and new curves of \
            each changed property overlaid, changed key frames side by side). With --junit, a \
            JUnit XML file with one test case per preset, failed when it changed.

            Exit codes: 0 nothing changed, 1 something changed, 2 bad input (FILE:LINE:COLUMN: message).

            Examples:
              motionreel diff main-specs/ out/ -o diff                   # folders from batch --spec
              motionreel diff old/tab-forward.spec.json out/tab-forward.spec.json
              motionreel diff main-specs/ out/ --junit diff/junit.xml --tolerance 1
            """)

    @Argument(help: ArgumentHelp("The baseline: a NAME.spec.json file or a folder of them.", valueName: "baseline"))
    var baseline: String

    @Argument(help: ArgumentHelp("The new specs: a file or folder, like the baseline.", valueName: "new"))
    var new: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder for diff.md and diff.html (created if missing).", valueName: "folder"))
    var output = "diff"

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Geometry tolerance, points: \(DiffTolerances.Kind.geometry.propertyNames).", valueName: "pt"))
    var tolerance = 0.5

    @Option(help: ArgumentHelp("Opacity tolerance (0…1): \(DiffTolerances.Kind.opacity.propertyNames).", valueName: "value"))
    var opacityTolerance = 0.005

    @Option(help: ArgumentHelp("Scale tolerance, a factor: \(DiffTolerances.Kind.scale.propertyNames), a layer shown on one side only.", valueName: "value"))
    var scaleTolerance = 0.005

    @Option(help: ArgumentHelp("Rotation tolerance, degrees: \(DiffTolerances.Kind.rotation.propertyNames).", valueName: "degrees"))
    var rotationTolerance = 0.5

    @Option(help: ArgumentHelp("Colour tolerance, 8-bit levels: \(DiffTolerances.Kind.color.propertyNames).", valueName: "levels"))
    var colorTolerance = 1

    @Option(help: ArgumentHelp("Key-frame pixel tolerance, 8-bit levels per channel.", valueName: "levels"))
    var pixelTolerance = 2

    func validate() throws {
        for (name, value, limit) in [("--tolerance", tolerance, 10_000.0), ("--opacity-tolerance", opacityTolerance, 1),
                                     ("--scale-tolerance", scaleTolerance, 1_000), ("--rotation-tolerance", rotationTolerance, 36_000)]
        where !(value.isFinite && value >= 0 && value <= limit) {
            throw ValidationError("\(name) must be between 0 and \(limit)")
        }
        for (name, value) in [("--color-tolerance", colorTolerance), ("--pixel-tolerance", pixelTolerance)] where !(0...255).contains(value) {
            throw ValidationError("\(name) must be between 0 and 255 levels")
        }
    }

    func run() throws {
        var tolerances = DiffTolerances()
        tolerances.geometry = tolerance
        tolerances.opacity = opacityTolerance
        tolerances.scale = scaleTolerance
        tolerances.rotation = rotationTolerance
        tolerances.colorLevels = colorTolerance
        tolerances.pixelLevels = pixelTolerance
        let report: DiffReport
        do {
            report = try DiffReport(baseline: URL(fileURLWithPath: baseline), new: URL(fileURLWithPath: new), tolerances: tolerances)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        do {
            try report.write(to: URL(fileURLWithPath: output), junit: junit.map { URL(fileURLWithPath: $0) })
        } catch {
            throw CommandFailure.usage("error: \(error)")
        }
        let progress = TerminalProgress(verbose: false)
        for preset in report.changed {
            let summary = preset.summary
            progress.line("\(preset.status.rawValue) \(preset.name)\(summary.isEmpty ? "" : ": " + summary)")
        }
        progress.line("wrote \((output as NSString).appendingPathComponent("diff.md")), \((output as NSString).appendingPathComponent("diff.html"))\(junit.map { ", \($0)" } ?? "")")
        if report.hasChanges {
            throw CommandFailure.failed("\(report.changed.count) of \(report.presets.count) presets changed")
        }
        progress.line("no change in \(report.presets.count) preset\(report.presets.count == 1 ? "" : "s")")
    }
}
