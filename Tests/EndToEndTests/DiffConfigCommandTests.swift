import Foundation
import Testing

/// `motionreel diff` with a `.motionreel.yaml`: one noisy preset loosened by name, the file's
/// defaults, the options over them, where the file is found, and a bad file refused.
@Suite("diff: tolerances per preset from .motionreel.yaml, from the command line")
struct DiffConfigCommandTests {
    /// Specs of two presets, `slide` and `other`, in `base/` and `new/`; in `new/` the first page's
    /// red is 4 levels darker: a change only the key frames' pixels see, above the default pixel
    /// tolerance (2 levels), the kind of noise a team loosens for one preset.
    private static func noisy() throws -> Workspace {
        let w = try Workspace()
        for (folder, fill) in [("base", "#ff0000"), ("new", "#fb0000")] {
            let files = try ["slide", "other"].map { name in
                try w.write("\(folder)-presets/\(name).yaml", SmallPreset.slide(name: name, height: 60)
                    .replacingOccurrences(of: "fill: \"#ff0000\"", with: "fill: \"\(fill)\""))
            }
            let run = try CommandRunner.motionreel(["spec"] + files + ["-o", w.path(folder)])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        return w
    }

    /// `motionreel diff base new` run in the workspace's folder `folder` ("" for its root).
    private static func diff(_ w: Workspace, in folder: String = "", _ options: [String] = []) throws -> CommandResult {
        try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")] + options,
                                     in: w.url.appendingPathComponent(folder))
    }

    /// The presets a run says changed, from its lines `changed NAME: …`.
    private static func changed(_ run: CommandResult) -> [String] {
        // Each film a cause changed is a line under it: `  changed NAME: what is seen`.
        run.stderr.split(separator: "\n").compactMap { line in
            line.hasPrefix("  changed ") ? line.dropFirst("  changed ".count).split(separator: ":").first.map(String.init) : nil
        }
    }

    /// `diff base new` in `folder` after writing `config` (when given) as the workspace's
    /// `.motionreel.yaml`, expected to exit with `code` having said that `changed` changed.
    @discardableResult
    private static func expectDiff(_ w: Workspace, config: String? = nil, in folder: String = "", _ options: [String] = [],
                                   exit code: Int32, changed: [String] = [],
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CommandResult {
        if let config { try w.write(".motionreel.yaml", config) }
        let run = try diff(w, in: folder, options)
        #expect(run.exitCode == code && Self.changed(run) == changed, "\(run.stderr)", sourceLocation: sourceLocation)
        return run
    }

    @Test("a noisy preset loosened by name passes while another with the same change still fails")
    func loosenedByName() throws {
        let w = try Self.noisy()
        try Self.expectDiff(w, in: "elsewhere", exit: 1, changed: ["other", "slide"])
        let loosened = try Self.expectDiff(w, config: "diff:\n  presets:\n    slide:\n      pixels: 4\n", exit: 1, changed: ["other"])
        #expect(loosened.stderr.contains("tolerances from .motionreel.yaml\n"), "\(loosened.stderr)")
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        #expect(markdown.contains("| other | changed |") && !markdown.contains("| slide |"), "\(markdown)")
        // The report says which preset was loosened, and by what, so its absence is explained.
        #expect(markdown.contains("slide's own: pixels 4 levels (.motionreel.yaml)"), "\(markdown)")

        // The loosened preset alone: nothing changed.
        let alone = try CommandRunner.motionreel(["diff", "base/slide.spec.json", "new/slide.spec.json", "-o", "diff"], in: w.url)
        #expect(alone.exitCode == 0, "\(alone.stderr)")
    }

    @Test("the file's defaults apply to every preset; an option given overrides them, but not a preset's own entry")
    func precedence() throws {
        let w = try Self.noisy()
        try Self.expectDiff(w, config: "diff:\n  tolerances:\n    pixels: 4\n", exit: 0)
        try Self.expectDiff(w, ["--pixel-tolerance", "2"], exit: 1, changed: ["other", "slide"])
        let own = "diff:\n  tolerances:\n    pixels: 4\n  presets:\n    slide: { pixels: 4 }\n"
        try Self.expectDiff(w, config: own, ["--pixel-tolerance", "2"], exit: 1, changed: ["other"])
        // An option the file does not set for the preset still reaches it.
        try Self.expectDiff(w, ["--pixel-tolerance", "4"], exit: 0)
    }

    @Test("the file is --config, else the current folder's, else the one in the folder that holds NEW")
    func whereItIsFound() throws {
        let w = try Self.noisy()
        let beside = try Self.expectDiff(w, config: "diff:\n  tolerances: { pixels: 4 }\n", in: "elsewhere", exit: 0)
        #expect(beside.stderr.contains("tolerances from \(w.path(".motionreel.yaml"))\n"), "\(beside.stderr)")
        // The current folder's file is read, not NEW's.
        try w.write("elsewhere/.motionreel.yaml", "diff:\n  tolerances: { pixels: 2 }\n")
        try Self.expectDiff(w, in: "elsewhere", exit: 1, changed: ["other", "slide"])
        try w.write("ci/loose.yaml", "diff:\n  tolerances: { pixels: 4 }\n")
        try Self.expectDiff(w, in: "elsewhere", ["--config", w.path("ci/loose.yaml")], exit: 0)
    }

    @Test("a preset name no compared preset has is a warning, not an error")
    func unknownPresetName() throws {
        let w = try Self.noisy()
        let run = try Self.expectDiff(w, config: "diff:\n  presets:\n    slid: { pixels: 4 }\n", exit: 1, changed: ["other", "slide"])
        #expect(run.stderr.contains(".motionreel.yaml:3:5: warning: no preset called 'slid' was compared, so its tolerances "
                                    + "(diff.presets.slid) were not used; did you mean 'slide'?\n"), "\(run.stderr)")
    }

    /// A bad `.motionreel.yaml` is refused before any spec is read, so these need none.
    @Test("each kind of bad content: exit 2 with FILE:LINE:COLUMN, nothing written", arguments: [
        ("dif:\n  tolerances: {}\n", ".motionreel.yaml:1:1: unknown key 'dif' at the top level; did you mean 'diff'?"),
        ("diff:\n  tolerances:\n    pixel: 3\n", ".motionreel.yaml:3:5: unknown key 'pixel' in diff.tolerances; did you mean 'pixels'?"),
        ("diff:\n  tolerances:\n    geometry: half\n", ".motionreel.yaml:3:15: diff.tolerances.geometry: expected a number, found 'half'"),
        ("diff:\n  presets: [tab-blur]\n", ".motionreel.yaml:2:12: diff.presets: expected a mapping of preset names to their "
            + "tolerances, e.g. { tab-blur: { pixels: 6 } }, found a list"),
        ("diff:\n  tolerances: { opacity: -0.5 }\n", ".motionreel.yaml:2:26: diff.tolerances.opacity: must be between 0 and 1, found -0.5"),
        ("diff:\n  tolerances: { rotation: .nan }\n", ".motionreel.yaml:2:27: diff.tolerances.rotation: expected a number, found '.nan'"),
        ("diff:\n  presets:\n    tab-blur: { scale: 1001 }\n",
         ".motionreel.yaml:3:24: diff.presets.tab-blur.scale: must be between 0 and 1000, found 1001"),
        ("diff:\n  presets:\n    tab-blur: { color: 0.5 }\n",
         ".motionreel.yaml:3:24: diff.presets.tab-blur.color: must be a whole number of levels between 0 and 255, found 0.5"),
        ("diff:\n\ttolerances: { pixels: 3 }\n", ".motionreel.yaml:2:1: YAML does not allow tabs for indentation (line 2)"),
        ("diff: { tolerances: { pixels: 3 }\n",
         ".motionreel.yaml:1:7: invalid YAML: this '{' is not closed (did not find expected ',' or '}' at 2:1)"),
    ])
    func badContent(content: String, message: String) throws {
        let w = try Workspace()
        try w.write(".motionreel.yaml", content)
        let run = try Self.diff(w)
        #expect(run.exitCode == 2)
        #expect(run.stderr == message + "\n")
        #expect(w.contents(of: "diff").isEmpty)
    }

    @Test("--config to a missing file: exit 2, naming the option")
    func missingConfig() throws {
        let w = try Workspace()
        let run = try Self.diff(w, ["--config", "nowhere.yaml"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("Error: --config nowhere.yaml: no such file\n"), "\(run.stderr)")
    }
}
