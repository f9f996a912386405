import ArgumentParser
import Foundation
import Preset
import Raster
import Scene
import SceneKinds

/// `motionreel init`: a preset that renders as it is, from a designer's screens or from the
/// built-in wireframes, and the command that renders it.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting preset from your screens (or the built-in wireframes), ready to render.",
        discussion: """
            With --screens, each image (PNG, JPEG or SVG) becomes a full-screen page, in the \
            order given: a tabs preset selects them one after another with a spring between, a \
            stack preset pushes each onto the one before. The rows every screen shares at its \
            top and bottom (status, navigation and tab bars, all but a highlighted item) become \
            still bars that hold still while the content between them moves; init prints what it \
            found. The canvas takes the first screen's \
            aspect at 390 pt wide; a screen of another shape is cropped to fill it, and init \
            names it and what is cut. The image paths are written relative to the preset. Without \
            --screens it writes the tab example on the built-in wireframes. The preset's \
            comments say what to change next, and the command prints how to render it.

            An existing file is not replaced without --force. Exit code 0 when written, 2 for \
            a bad option or a screen that is not an image MotionReel can draw.

            Examples:
              motionreel init --screens home.png detail.png
              motionreel init --screens a.svg b.svg c.jpg --kind stack -o onboarding.yaml
              motionreel init
            """)

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Screen images (PNG, JPEG or SVG), one page each, in order.",
                                                         valueName: "image"))
    var screens: [String] = []

    @Option(help: ArgumentHelp("How the screens follow each other: tabs (selected one after another) or stack (pushed).",
                               valueName: StarterPreset.Kind.allCases.map(\.rawValue).joined(separator: "|")))
    var kind: StarterPreset.Kind = .tabs

    /// -o as given, nil when it was not: a message names -o only when the user gave it.
    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("The preset to write; its name is the file's. (default: motion.yaml)", valueName: "file.yaml"))
    var givenOutput: String?

    /// The preset to write: -o's file, else motion.yaml.
    var output: String { givenOutput ?? "motion.yaml" }

    @Flag(help: "Replace the file if it exists.")
    var force = false

    /// Screens in one preset: each is a page decoded at full size while it shows.
    static let maximumScreens = 50

    func validate() throws {
        guard output.hasSuffix(".yaml") else { throw ValidationError("-o \(output): a preset file ends in .yaml") }
        guard screens.count <= Self.maximumScreens else {
            throw ValidationError("--screens: \(screens.count) images; at most \(Self.maximumScreens)")
        }
    }

    func run() throws {
        let destination = URL(fileURLWithPath: output).standardizedFileURL
        if !force, FileManager.default.fileExists(atPath: destination.path) {
            throw CommandFailure.usage(givenOutput == nil ? "Error: \(output) already exists; pass --force to replace it"
                                       : "Error: -o \(output): already exists; pass --force to replace it")
        }
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure.usage("Error: -o \(output): the folder \(folder.path) does not exist")
        }
        let pages = try screens.map { path -> StarterPreset.Screen in
            let url = URL(fileURLWithPath: path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CommandFailure.usage("Error: --screens \(path): no such file")
            }
            switch ImageCheck.size(of: url) {
            case .failure(let problem):
                throw CommandFailure.usage("Error: --screens \(path): cannot be used: \(problem)")
            case .success(let size):
                return StarterPreset.Screen(path: PresetPath.relative(to: url, from: folder), size: size)
            }
        }
        let name = StarterPreset.name(forFile: output)
        var preset = StarterPreset(name: name, kind: kind, screens: pages)
        preset.bars = try sharedBars(in: screens, canvas: preset.canvasSize)
        // What init writes must render as it is: check it as render will, before it is written.
        do {
            _ = try PresetLoader.load(yaml: preset.yaml, file: output, baseDirectory: folder, overrides: PresetOverrides())
        } catch {
            throw CommandFailure.failed("error: the preset init made does not validate (a bug; please report it): \(error)")
        }
        do {
            try Data(preset.yaml.utf8).write(to: destination, options: .atomic)
        } catch {
            throw CommandFailure.failed("error: -o \(output): cannot write it (\(error.localizedDescription))")
        }
        let what = pages.isEmpty ? "the tab example on built-in wireframes"
            : "\(pages.count) full-screen \(pages.count == 1 ? "page" : "pages"), \(kind == .tabs ? "selected in turn" : "pushed in turn")"
        StandardError.write("wrote \(output): \(what)\n")
        // Each page fills the canvas: a screen of another shape is cropped, which is said here,
        // naming the screen as it was given, so a wrong export is seen before a render.
        for (path, crop) in zip(screens, preset.crops) {
            if let crop { StandardError.write("\(path): \(crop.description(frame: "screen"))\n") }
        }
        if let summary = preset.barSummary { StandardError.write(summary + "\n") }
        print("motionreel render \(Self.shellWord(output))      # → out/\(name).mp4")
    }

    /// The rows every screen shares at its top and bottom, found on the canvas init writes.
    private func sharedBars(in paths: [String], canvas: Size) throws -> SharedBars {
        let contents = paths.map { Content.image(URL(fileURLWithPath: $0).standardizedFileURL, .fill) }
        do {
            return try SharedBars.find(in: contents, size: canvas)
        } catch {
            throw CommandFailure.usage("Error: --screens: a screen cannot be drawn: \(error)")
        }
    }

    /// `output` as one shell word: quoted when it holds anything but safe characters.
    private static func shellWord(_ text: String) -> String {
        text.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }) ? text
            : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension StarterPreset.Kind: ExpressibleByArgument {}
