import ArgumentParser
import Foundation
import Spec

/// `motionreel diff`: two motion specs (or two folders of them) compared, for CI to say what a
/// change did to the motion before it is merged.
struct DiffCommand: ParsableCommand {
    typealias Tolerance = DiffTolerances.Setting

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

            The report goes by cause: each changed Swift place once, quoted as the code reads \
            (App/ContentView.swift:11 .spring(response: 0.4 → 0.5, dampingFraction: 0.7)) — a \
            shared constant or a static transition at its own line — or, for a preset not read \
            from Swift, the parameter in the preset's words (transition.animation.spring.response \
            0.3 → 0.35); under it the films it changed with what a viewer sees, then the same \
            change once in the words of the other platforms' code, for the Android and web \
            reviewers (Compose: stiffness 438.6491f → 322.2728f). Swift files are written \
            relative to the root of their git repository (--paths), so a FILE:LINE opens from a \
            CI log or a pull request.

            Written to the output folder: diff.md (a block per cause, a row per film it changed, \
            for a pull request or $GITHUB_STEP_SUMMARY) and diff.html (the old and new curves of \
            each changed property overlaid, changed key frames side by side). With --junit, a \
            JUnit XML file with one test case per preset, failed when it changed (its message: \
            the causes, then what is seen).

            Tolerances, each over the one before: the defaults shown below; a .motionreel.yaml's \
            diff.tolerances; the options given here; a preset's own entry in the file \
            (diff.presets.NAME), the team's exception for one noisy preset. The file is --config \
            FILE, else .motionreel.yaml in the current folder, else the one in the folder that \
            holds NEW; without one, the defaults and the options alone. A preset named in the file \
            that is not compared is a warning, not an error.

            Exit codes: 0 nothing changed, 1 something changed, 2 bad input (FILE:LINE:COLUMN: message).

            Examples:
              motionreel diff main-specs/ out/ -o diff                   # folders from batch --spec
              motionreel diff old/tab-forward.spec.json out/tab-forward.spec.json
              motionreel diff main-specs/ out/ --junit diff/junit.xml --tolerance 1
              motionreel diff main-specs/ out/ --config ci/.motionreel.yaml
            """)

    @Argument(help: ArgumentHelp("The baseline: a NAME.spec.json file or a folder of them.", valueName: "baseline"))
    var baseline: String

    @Argument(help: ArgumentHelp("The new specs: a file or folder, like the baseline.", valueName: "new"))
    var new: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder for diff.md and diff.html (created if missing).", valueName: "folder"))
    var output = "diff"

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("How Swift files are written: repository (relative to the root of the git repository that holds them, else to the current folder), relative (to the current folder) or absolute.", valueName: "style"))
    var paths: DiffPaths = .repository

    @Option(help: ArgumentHelp("The \(DiffConfig.fileName) to read tolerances from (default: the one in the current folder, else the one in the folder that holds NEW, if any).", valueName: "file"))
    var config: String?

    // One option per tolerance of the table (DiffTolerances.Setting), named and described by it;
    // nil when not given, so that a preset's own entry in .motionreel.yaml still wins over it.
    @Option(name: .customLong(Tolerance.geometry.option), help: Tolerance.geometry.help) var tolerance: Double?
    @Option(name: .customLong(Tolerance.opacity.option), help: Tolerance.opacity.help) var opacityTolerance: Double?
    @Option(name: .customLong(Tolerance.scale.option), help: Tolerance.scale.help) var scaleTolerance: Double?
    @Option(name: .customLong(Tolerance.rotation.option), help: Tolerance.rotation.help) var rotationTolerance: Double?
    @Option(name: .customLong(Tolerance.color.option), help: Tolerance.color.help) var colorTolerance: Int?
    @Option(name: .customLong(Tolerance.pixels.option), help: Tolerance.pixels.help) var pixelTolerance: Int?

    /// The tolerance options given on the command line.
    private var options: DiffTolerances.Overrides {
        let given: [(Tolerance, Double?)] = [
            (.geometry, tolerance), (.opacity, opacityTolerance), (.scale, scaleTolerance),
            (.rotation, rotationTolerance), (.color, colorTolerance.map(Double.init)), (.pixels, pixelTolerance.map(Double.init)),
        ]
        return DiffTolerances.Overrides(given.compactMap { setting, value in value.map { (setting, $0) } })
    }

    func validate() throws {
        for (setting, value) in options.given where !setting.allows(value) {
            throw ValidationError("\(setting.flag) must be \(setting.requirement)")
        }
        if let config, !FileManager.default.fileExists(atPath: config) {
            throw ValidationError("--config \(config): no such file")
        }
    }

    func run() throws {
        let settings: DiffSettings
        do {
            let file = config.map { URL(fileURLWithPath: $0) } ?? DiffConfig.find(beside: new)
            settings = DiffSettings(config: try file.map { url throws(DiffConfigProblems) in try DiffConfig(contentsOf: url) },
                                    options: options)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        let report: DiffReport
        do {
            report = try DiffReport(baseline: URL(fileURLWithPath: baseline), new: URL(fileURLWithPath: new), settings: settings,
                                    paths: paths)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        do {
            try report.write(to: URL(fileURLWithPath: output), junit: junit.map { URL(fileURLWithPath: $0) })
        } catch {
            throw CommandFailure.usage("error: \(error)")
        }
        let progress = TerminalProgress(verbose: false)
        for warning in report.warnings { progress.line(warning) }
        if let file = report.configFile { progress.line("tolerances from \(file)") }
        // By cause: each changed Swift place once, the films it changed with what is seen, then the
        // other platforms' lines once.
        for group in report.causes {
            progress.line(group.title)
            for film in group.films { progress.line("  \(film.status.rawValue) \(film.name): \(film.seenSummary)") }
            for line in group.platforms { progress.line("  \(line.what)") }
        }
        progress.line("wrote \((output as NSString).appendingPathComponent("diff.md")), \((output as NSString).appendingPathComponent("diff.html"))\(junit.map { ", \($0)" } ?? "")")
        if report.hasChanges {
            throw CommandFailure.failed("\(report.changed.count) of \(report.presets.count) presets changed")
        }
        progress.line("no change in \(report.presets.count) preset\(report.presets.count == 1 ? "" : "s")")
    }
}

extension DiffTolerances.Setting {
    /// The option's help, from the table: what it is and applies to, its default and its key in
    /// `.motionreel.yaml`.
    var help: ArgumentHelp {
        ArgumentHelp("\(summary): \(appliesTo). (default: \(format(defaultValue)); in \(DiffConfig.fileName): \(key))",
                     valueName: valueName)
    }
}

extension DiffPaths: ExpressibleByArgument {}
