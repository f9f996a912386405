import ArgumentParser
import Foundation
import Preset
import Scene

/// `motionreel presets`: the example presets, one line each.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the example presets with what each one shows.",
        discussion: """
            Lists every preset (*.yaml, *.yml) in the Presets folder of the current folder — the \
            examples that come with MotionReel — or, when there is none, in the Presets folder of \
            the release archive this program came in; or in --folder DIR. Sorted by file name, \
            with the preset's description: line. A preset with a mistake is listed as (invalid: …) \
            with its first mistake; motionreel validate shows them all.

            Examples:
              motionreel presets
              motionreel presets --folder ~/motion/presets
            """)

    @Option(help: ArgumentHelp("Folder to list (default: Presets in the current folder, else the release archive's).",
                               valueName: "dir"))
    var folder: String?

    func run() throws {
        var path = folder ?? "Presets"
        if folder == nil, !Self.isFolder(path), let archived = Self.archivePresets {
            // Run from anywhere, the unpacked archive's examples; their paths are the ones to render.
            path = archived
            StandardError.write("the examples in \(path):\n")
        }
        let names = try Self.presetFiles(in: path, given: folder != nil)
        guard !names.isEmpty else {
            StandardError.write("no presets (*.yaml) in \(path)\n")
            return
        }
        let rows = names.map { name in
            (name: (name as NSString).deletingPathExtension,
             text: Self.line(for: (path as NSString).appendingPathComponent(name)))
        }
        let width = rows.map(\.name.count).max() ?? 0
        for row in rows {
            print(row.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.text)
        }
    }

    /// The release archive's `Presets` (scripts/dist.sh puts it at the archive's root, beside
    /// `libexec/motionreel/`, where the program is): nil when this program is not in an archive's
    /// layout, or the folder is not there.
    static var archivePresets: String? {
        guard let program = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let libexec = program.deletingLastPathComponent()
        guard libexec.lastPathComponent == "motionreel", libexec.deletingLastPathComponent().lastPathComponent == "libexec" else {
            return nil
        }
        let presets = libexec.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Presets").path
        return isFolder(presets) ? presets : nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The preset file names in `path`, sorted; a missing folder is exit code 2 with a way out.
    private static func presetFiles(in path: String, given: Bool) throws -> [String] {
        guard isFolder(path) else {
            if given { throw CommandFailure.usage("--folder \(path): no such folder") }
            let here = FileManager.default.currentDirectoryPath
            throw CommandFailure.usage(
                "no Presets folder in \(here): run motionreel presets in a MotionReel checkout, or give --folder DIR")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CommandFailure.usage("\(path): cannot list the folder (\(error.localizedDescription))")
        }
        // Sorted by name without the extension, so tab-rapid comes before tab-rapid-blend.
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }
            .sorted { ($0 as NSString).deletingPathExtension < ($1 as NSString).deletingPathExtension }
    }

    /// The description, on one line; or `(invalid: first mistake)`.
    private static func line(for file: String) -> String {
        let scene: MotionScene
        switch PresetInput.check(file) {
        case .failure(let problems): return "(invalid: \(problems.errors.first.map(String.init(describing:)) ?? "unreadable"))"
        case .success(let loaded): scene = loaded
        }
        guard let description = scene.description else { return "(no description)" }
        return description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
