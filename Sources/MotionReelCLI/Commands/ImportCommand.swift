import ArgumentParser
import CodeImport
import Foundation
import Preset
import Scene
import SceneKinds

/// `motionreel import`: the transitions and animations in SwiftUI source, in preset form — and,
/// with `-o`, a tabs preset linked to the file, or with `-o FOLDER` a preset for every motion of the app.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "List the transitions and animations in SwiftUI source, in preset form; or write presets linked to it.",
        discussion: """
            Every .transition(…), .animation(…) and withAnimation(…) in the files (and in the .swift \
            files under folders), and every declaration of an AnyTransition or Animation value, is \
            listed at FILE:LINE:COLUMN with its source, the variables it reads (state, parameters: \
            what a preset binds), and its value in the preset grammar when it needs no binding. A \
            removed page that would leave with stale state (a variable set in .onChange) is a \
            warning. Nothing inside comments or strings is a site.

            With -o, a tabs preset is written whose transition and animation are linked to the \
            file (swift:): the view that switches its pages on a state, the state its transitions \
            read bound as the code assigns it (a comparison of the new selection with the old is \
            forward; the old value kept in .onChange is from), and the animation SwiftUI's \
            transaction model gives the pages (the withAnimation around the change, replaced by the \
            .animation(_:value:) modifiers on the way to the pages whose value changed). Each \
            choice has a comment saying why. It is validated before anything is written. Render \
            it, then edit the Swift file and render again: the motion follows.

            With -o FOLDER (a name not ending in .yaml), every motion of the app is filmed: for \
            each view's @State (a Bool, an Int or an enum with a declared value), a layers preset at \
            FOLDER/<SwiftFile>/<Type>.<state>.yaml whose stand-ins are the views it shows, hides \
            (their .transition) or changes (.scaleEffect, .rotationEffect, .offset, .opacity, \
            .blur, .frame, .cornerRadius, a colour), each value and animation linked to its line. \
            The folder is kept in step: files whose content would change are rewritten, a file \
            whose first (marker) line was deleted is kept as edited, presets whose code is gone are \
            removed; unchanged code writes nothing. It prints filmed N of M sites and each site \
            not filmed, at FILE:LINE:COLUMN with why (--json: as JSON).

            A folder is read however bad parts of it are: the sites of every file that can be \
            read are listed, then each file or folder that cannot (not UTF-8, a syntax error, \
            larger than 1 MiB, not a regular file, unreadable, a symbolic link loop or a link to \
            nothing) is named on standard error as PATH: message, one line each (--json puts \
            them in "problems" too). Links are followed once; each file is read once.

            Exit code 0 when every file was read (sites that cannot be evaluated are listed with \
            why), 2 when any file or folder could not be read (after the listing), or a preset \
            that cannot be written (with -o, a problem in any file writes nothing).

            Examples:
              motionreel import App/Views/ContentView.swift
              motionreel import App --json > sites.json
              motionreel import App/Views/ContentView.swift -o tabs.yaml && motionreel render tabs.yaml
              motionreel import App -o motion && motionreel batch motion --spec -o out
            """)

    @Argument(help: ArgumentHelp("Swift files, or folders searched for .swift files.", valueName: "swift-file-or-folder"))
    var paths: [String]

    @Flag(help: "Print the sites as JSON: { \"sites\": [ { file, line, column, kind, symbol, value, in, source, variables, preset, error } ], \"problems\": [ { file, line, column, message } ] }; with -o FOLDER, the catalogue's report: { filmed, sites, presets, unfilmed, problems }.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write a tabs preset linked to the files (preset.yaml), or a preset for every motion of the app (a folder).", valueName: "preset.yaml|folder"))
    var output: String?

    @Flag(help: "With -o, replace a file that is already there.")
    var force = false

    /// Whether `-o` names a catalogue folder rather than one tabs preset.
    var writesCatalogue: Bool {
        guard let output else { return false }
        return !(output.hasSuffix(".yaml") || output.hasSuffix(".yml"))
    }

    func validate() throws {
        if output != nil, json, !writesCatalogue {
            throw ValidationError("-o preset.yaml writes a preset; --json prints the sites: give one of them "
                                  + "(with -o FOLDER, --json prints the catalogue's report)")
        }
        if writesCatalogue, force { throw ValidationError("--force replaces one preset; a catalogue folder is kept in step without it") }
    }

    func run() throws {
        let imported = SwiftImport(paths: paths)
        let problems = imported.problems.map(\.description).joined(separator: "\n")
        guard let output else {
            // Everything that was read is listed, and everything that was not is named after it:
            // a CI run over an app folder learns both, and still fails.
            StandardError.write(imported.warnings.map { $0 + "\n" }.joined())
            print(json ? imported.json : imported.text, terminator: "")
            if !problems.isEmpty { throw CommandFailure.usage(problems) }
            return
        }
        // A catalogue films what could be read and names the rest (exit 2 after).
        if writesCatalogue { return try writeCatalogue(imported, to: output) }
        // A preset linked to code half read would be wrong: nothing is written.
        if !problems.isEmpty { throw CommandFailure.usage(problems) }
        try write(imported, to: output)
    }

    /// Writes the linked preset at `path` (whole, or not at all), then checks it as `validate` would.
    private func write(_ imported: SwiftImport, to path: String) throws {
        let files = paths.map { URL(fileURLWithPath: $0) }
        guard files.allSatisfy({ !Self.isFolder($0) }) else {
            throw CommandFailure.usage("-o \(path): a preset links Swift files; name the files, not a folder")
        }
        let url = URL(fileURLWithPath: path)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw CommandFailure.usage("-o \(path): already exists; choose another name, or add --force to replace it")
        }
        let draft: (text: String, notes: [String])
        do {
            draft = try TabsPresetDraft.make(imported, files: files, preset: url)
        } catch {
            throw CommandFailure.usage("import: \(error)")
        }
        // Checked as `validate` will check it before anything is written: its refusals and
        // warnings are the ones validate and render give, word for word.
        let scene: MotionScene
        do {
            scene = try PresetLoader.load(yaml: draft.text, file: path, baseDirectory: url.deletingLastPathComponent())
        } catch {
            throw CommandFailure.usage("\(error)\nimport: the preset for this code does not validate, so nothing was written")
        }
        StandardError.write((draft.notes.map { "note: " + $0 } + scene.warnings).map { $0 + "\n" }.joined())
        do {
            try Data(draft.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure.usage("-o \(path): cannot write the preset (\((error as NSError).localizedDescription))")
        }
        print("wrote \(path): a \(scene.kind.keyword) preset linked to "
              + files.map(\.lastPathComponent).joined(separator: ", ") + "; render it with: motionreel render \(path)")
    }

    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
