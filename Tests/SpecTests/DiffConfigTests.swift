import Foundation
import Scene
@testable import Spec
import Testing
import TestSupport

/// `.motionreel.yaml`: the diff's tolerances for every preset and for one preset by name, the
/// table they are declared in, and how they rank against the command line's options.
@Suite("motionreel diff: tolerances per preset from .motionreel.yaml")
struct DiffConfigTests {
    typealias Setting = DiffTolerances.Setting

    /// `text` saved as `.motionreel.yaml` in `folder`, read back.
    private static func read(_ text: String, in folder: TemporaryFolder) throws -> DiffConfig {
        try DiffConfig(contentsOf: folder.write(text, to: DiffConfig.fileName), file: DiffConfig.fileName)
    }

    /// The messages reading `text` gives, each `FILE:LINE:COLUMN: message`; empty when it is valid.
    private static func problems(_ text: String) throws -> [String] {
        let folder = try TemporaryFolder()
        let file = try folder.write(text, to: DiffConfig.fileName)
        do {
            _ = try DiffConfig(contentsOf: file, file: DiffConfig.fileName)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("the built-in tolerances are the table's defaults, and the reports' sentence names each by its file key")
    func tableDefaults() {
        let tolerances = DiffTolerances()
        for setting in Setting.all {
            #expect(tolerances[setting] == setting.defaultValue, "\(setting)")
            #expect(Setting.named(setting.key) == setting)
        }
        #expect(Set(Setting.all.map(\.key)).count == Setting.all.count && Set(Setting.all.map(\.option)).count == Setting.all.count)
        #expect("\(tolerances)" == "geometry 0.5 pt, opacity 0.005, scale 0.005, rotation 0.5°, color 1 level, pixels 2 levels")
        // Every kind of property has its one setting, which its comparisons use.
        for kind in DiffTolerances.Kind.allCases {
            let settings = Setting.all.filter { $0.kind == kind }
            #expect(settings.count == 1, "\(kind)")
            #expect(settings.first.map { tolerances.tolerance(kind) == $0.defaultValue } == true)
        }
    }

    @Test("a setting allows 0 to its maximum, finite, and whole numbers only for levels")
    func limits() {
        for setting in Setting.all {
            #expect(setting.allows(0) && setting.allows(setting.maximum), "\(setting)")
            #expect(!setting.allows(-0.001) && !setting.allows(setting.maximum + 1), "\(setting)")
            #expect(!setting.allows(.nan) && !setting.allows(.infinity), "\(setting)")
            #expect(setting.allows(0.5) == !setting.isLevels, "\(setting)")
        }
        #expect(Setting.all.map(\.maximum) == [10_000, 1, 1_000, 36_000, 255, 255])
        #expect(Setting.pixels.requirement == "a whole number of levels between 0 and 255")
        #expect(Setting.geometry.requirement == "between 0 and 10000")
    }

    @Test("the file's defaults, then the options given, then a preset's own entry: each over the one before")
    func precedence() throws {
        let folder = try TemporaryFolder()
        let config = try Self.read("""
            diff:
              tolerances: { geometry: 2, pixels: 4 }
              presets:
                tab-blur: { pixels: 6, opacity: 0.01 }
            """, in: folder)
        #expect(config.tolerances == DiffTolerances.Overrides([(.geometry, 2), (.pixels, 4)]))
        #expect(config.presets == ["tab-blur": DiffTolerances.Overrides([(.pixels, 6), (.opacity, 0.01)])])
        #expect(config.places["tab-blur"] == FileLocation(file: DiffConfig.fileName, line: 4, column: 5))

        let fileOnly = DiffSettings(config: config)
        #expect(fileOnly.tolerances.geometry == 2 && fileOnly.tolerances.pixelLevels == 4 && fileOnly.tolerances.opacity == 0.005)
        #expect(fileOnly.file == DiffConfig.fileName)

        // An option given overrides the file's defaults, but not a preset's own entry.
        let options = DiffTolerances.Overrides([(.pixels, 3), (.rotation, 1)])
        let settings = DiffSettings(config: config, options: options)
        #expect(settings.tolerances.pixelLevels == 3 && settings.tolerances.geometry == 2 && settings.tolerances.rotation == 1)
        let blur = settings.tolerances(for: "tab-blur")
        #expect(blur.pixelLevels == 6 && blur.opacity == 0.01, "the preset's own")
        #expect(blur.geometry == 2 && blur.rotation == 1, "the rest as every preset's")
        #expect(settings.tolerances(for: "tab-forward") == settings.tolerances)

        // Without a file, the options over the built-in defaults.
        #expect(DiffSettings(config: nil, options: options).tolerances == options.applied(to: DiffTolerances()))
        #expect(options.description == "rotation 1°, pixels 3 levels", "in the table's order")
    }

    @Test("every key is optional: an empty file, only comments or an empty diff set nothing")
    func optionalKeys() throws {
        let folder = try TemporaryFolder()
        for text in ["", "# tolerances later\n", "diff: {}\n", "diff:\n  tolerances: {}\n  presets: {}\n"] {
            let config = try Self.read(text, in: folder)
            #expect(config == DiffConfig(file: DiffConfig.fileName), "\(text)")
        }
    }

    @Test("every problem in the file is found in one pass, each at its place")
    func everyKindOfProblem() throws {
        let text = """
            diff:
              tolerances:
                geometry: big
                opacity: -0.1
                scale: .inf
                rotation: 40000
                color: "3"
                pixels: 2.5
                pixel: 3
              presets:
                tab-blur: 6
                tab-forward: { pixels: 256 }
                [a, b]: { pixels: 1 }
              colour: 1
            other: true
            """
        let f = DiffConfig.fileName
        #expect(try Self.problems(text) == [
            "\(f):3:15: diff.tolerances.geometry: expected a number, found 'big'",
            "\(f):4:14: diff.tolerances.opacity: must be between 0 and 1, found -0.1",
            "\(f):5:12: diff.tolerances.scale: expected a number, found '.inf'",
            "\(f):6:15: diff.tolerances.rotation: must be between 0 and 36000, found 40000",
            "\(f):7:12: diff.tolerances.color: expected a number, found the text \"3\"",
            "\(f):8:13: diff.tolerances.pixels: must be a whole number of levels between 0 and 255, found 2.5",
            "\(f):9:5: unknown key 'pixel' in diff.tolerances; did you mean 'pixels'?",
            "\(f):11:15: diff.presets.tab-blur: expected a mapping, found '6'",
            "\(f):12:28: diff.presets.tab-forward.pixels: must be a whole number of levels between 0 and 255, found 256",
            "\(f):13:5: diff.presets: expected a preset's name, found a list",
            "\(f):14:3: unknown key 'colour' in diff; allowed keys: tolerances, presets",
            "\(f):15:1: unknown key 'other' at the top level; allowed keys: diff",
        ])
    }

    @Test("YAML that does not parse, and a file that cannot be read, are one problem at the file's place")
    func unreadable() throws {
        let f = DiffConfig.fileName
        #expect(try Self.problems("diff: { tolerances: { pixels: 3 }\n")
                == ["\(f):1:7: invalid YAML: this '{' is not closed (did not find expected ',' or '}' at 2:1)"])
        #expect(try Self.problems("diff:\n  presets:\n    a: {}\n    a: {}\n") == ["\(f):4:5: key 'a' appears more than once in this mapping"])
        let folder = try TemporaryFolder()
        let latin = try folder.write(Data("diff: ".utf8 + [0xFF, 0x0A]), to: "latin.yaml")
        #expect {
            _ = try DiffConfig(contentsOf: latin, file: "latin.yaml")
        } throws: { error in
            "\(error)".hasPrefix("latin.yaml:1:7: the file is not UTF-8 text: byte 0xFF")
        }
        #expect {
            _ = try DiffConfig(contentsOf: folder.url, file: "configs")
        } throws: { error in
            "\(error)" == "configs:1:1: this is a folder, not a settings file"
        }
        #expect(throws: DiffConfigProblems.self) { _ = try DiffConfig(contentsOf: folder.file("missing.yaml")) }
    }

    @Test("found in the current folder first, else in the folder that holds NEW, else not at all")
    func whereItIsFound() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("build/specs"), withIntermediateDirectories: true)
        let here = folder.file("run")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        #expect(DiffConfig.find(beside: "../build/specs", currentDirectory: here) == nil)

        // Beside NEW: in the folder that holds the specs folder, or the spec file.
        try folder.write("diff: {}\n", to: "build/\(DiffConfig.fileName)")
        let beside = try #require(DiffConfig.find(beside: folder.file("build/specs").path, currentDirectory: here))
        #expect(beside.path == folder.file("build/\(DiffConfig.fileName)").path)
        #expect(beside.relativePath == folder.file("build/\(DiffConfig.fileName)").path, "named as NEW was written")
        let relative = try #require(DiffConfig.find(beside: "../build/specs", currentDirectory: here))
        #expect(relative.standardizedFileURL.path == folder.file("build/\(DiffConfig.fileName)").path)
        try folder.write("diff: {}\n", to: "build/specs/\(DiffConfig.fileName)")
        let besideFile = try #require(DiffConfig.find(beside: folder.file("build/specs/a.spec.json").path, currentDirectory: here))
        #expect(besideFile.path == folder.file("build/specs/\(DiffConfig.fileName)").path)

        // The current folder's wins, named as a user there would name it.
        try folder.write("diff: {}\n", to: "run/\(DiffConfig.fileName)")
        let current = try #require(DiffConfig.find(beside: folder.file("build/specs").path, currentDirectory: here))
        #expect(current.relativePath == DiffConfig.fileName && current.path == folder.file("run/\(DiffConfig.fileName)").path)
    }

    @Test("each preset is compared with its own tolerances; the report records them, and warns of names not compared")
    func perPresetReport() throws {
        // The fill moves by 3 levels of red: above the default pixel tolerance (2), so both presets change.
        let old = try DiffFixture.folder([DiffFixture.yaml(fill: "#FA0000"), DiffFixture.yaml(name: "other", fill: "#FA0000")])
        let new = try DiffFixture.folder([DiffFixture.yaml(fill: "#FD0000"), DiffFixture.yaml(name: "other", fill: "#FD0000")])
        #expect(try DiffReport(baseline: old.url, new: new.url).changed.map(\.name) == ["other", "slide"])

        let folder = try TemporaryFolder()
        let config = try Self.read("diff:\n  presets:\n    slide: { pixels: 3 }\n    sliide: { geometry: 1 }\n    zzz: {}\n",
                                   in: folder)
        let report = try DiffReport(baseline: old.url, new: new.url, settings: DiffSettings(config: config))
        #expect(report.changed.map(\.name) == ["other"], "only the loosened preset passes")
        #expect(report.presetTolerances["slide"]?.pixelLevels == 3 && report.presetTolerances["other"] == DiffTolerances())
        #expect(report.ownTolerances == ["slide": DiffTolerances.Overrides([(.pixels, 3)])])
        #expect(report.ownTolerances["slide"]?.description == "pixels 3 levels")
        #expect(report.configFile == DiffConfig.fileName && report.tolerances == DiffTolerances())
        #expect(report.warnings == [
            "\(DiffConfig.fileName):4:5: warning: no preset called 'sliide' was compared, so its tolerances "
                + "(diff.presets.sliide) were not used; did you mean 'slide'?",
            "\(DiffConfig.fileName):5:5: warning: no preset called 'zzz' was compared, so its tolerances "
                + "(diff.presets.zzz) were not used",
        ])

        // Two spec files: the preset is the spec's name.
        let single = try DiffReport(baseline: old.file("slide.spec.json"), new: new.file("slide.spec.json"),
                                    settings: DiffSettings(config: config))
        #expect(!single.hasChanges && single.warnings.count == 2)
    }
}
