import Foundation
import Testing
import TestSupport

/// The names `import DIR -o FOLDER` gives its presets when an app folder holds several views of
/// one name (a `Home` in each app of a repository): every preset's `name:` — what `batch` names
/// its outputs after — is unique across the whole catalogue, so the batch renders them all, and
/// neither a folder nor a name changes when lines move.
@Suite("import DIR -o FOLDER: views of one name in several folders", .serialized)
struct CatalogueNameTests {
    /// A `Home` that shows a banner with a spring (``CatalogueCommandTests/banner``), as each app
    /// of the showcase has one; `padding` goes above it, moving every line of it down.
    static func home(padding: String = "") -> String {
        padding + CatalogueCommandTests.banner.replacingOccurrences(of: "BannerView", with: "Home")
    }

    /// A design system's transition that no view uses: filmed on its own, once per app that declares it.
    static let designSystem = """
        import SwiftUI

        extension AnyTransition {
            static var rise: AnyTransition { .move(edge: .bottom).combined(with: .opacity) }
        }

        """

    /// Each `Home` file of the showcase, relative to the workspace.
    static let homes = ["App/AppA/Home.swift", "App/AppB/Home.swift", "App/AppC/Views/Home.swift",
                        "App/AppD/Views/Home.swift", "App/AppE/Screens/Home.swift"]

    /// Five apps, each with a `Home`; two with a design system of the same name.
    static func showcase() throws -> Workspace {
        let w = try Workspace()
        for path in homes { try w.write(path, home()) }
        try w.write("App/AppA/DesignSystem.swift", designSystem)
        try w.write("App/AppB/DesignSystem.swift", designSystem)
        return w
    }

    /// Each preset of the catalogue (`Home-AppB/Home.showBanner.yaml`) with its `name:`.
    static func names(in folder: String) throws -> [String: String] {
        var names: [String: String] = [:]
        for (path, text) in try CatalogueCommandTests.snapshot(folder) where path.hasSuffix(".yaml") {
            let line = text.split(separator: "\n").first { $0.hasPrefix("name: ") }
            names[path] = line.map { String($0.dropFirst("name: ".count)) }
        }
        return names
    }

    /// Every preset has a name, and no two have the same one (nor names a file system may take for one).
    static func expectUnique(_ names: [String: String], _ comment: Comment) {
        #expect(!names.values.contains(""), comment)
        let lowered = names.values.map { $0.lowercased() }
        #expect(Set(lowered).count == names.count, "\(names.sorted { $0.key < $1.key }) — \(comment)")
    }

    @Test("five views named Home in five apps: each in its own folder named after its path, every name unique, batch renders all")
    func sameNamedViews() throws {
        let w = try Self.showcase()
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains(": 7 presets in"), "\(imported.stdout)")
        let names = try Self.names(in: w.path("motion"))
        // The first file of a name keeps the plain folder and name; each other is told apart by the
        // folders under the ones all of them share.
        #expect(names == [
            "Home/Home.showBanner.yaml": "Home-showBanner",
            "Home-AppB/Home.showBanner.yaml": "Home-AppB-Home-showBanner",
            "Home-AppC-Views/Home.showBanner.yaml": "Home-AppC-Views-Home-showBanner",
            "Home-AppD-Views/Home.showBanner.yaml": "Home-AppD-Views-Home-showBanner",
            "Home-AppE-Screens/Home.showBanner.yaml": "Home-AppE-Screens-Home-showBanner",
            "DesignSystem/AnyTransition.rise.yaml": "AnyTransition-rise",
            "DesignSystem-AppB/AnyTransition.rise.yaml": "DesignSystem-AppB-AnyTransition-rise",
        ], "\(names.sorted { $0.key < $1.key })")
        Self.expectUnique(names, "the showcase")
        // Each preset films its own file's Home.
        let appD = try String(contentsOfFile: w.path("motion/Home-AppD-Views/Home.showBanner.yaml"), encoding: .utf8)
        #expect(appD.contains("../../App/AppD/Views/Home.swift"), "\(appD)")

        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("out")])
        #expect(batch.exitCode == 0, "\(batch.stdout)\(batch.stderr)")
        #expect((batch.stdout + batch.stderr).contains("7 rendered, 0 skipped"), "\(batch.stdout)\(batch.stderr)")
        #expect(!(batch.stdout + batch.stderr).contains("already used"), "\(batch.stderr)")
        for name in names.values {
            #expect(FileManager.default.fileExists(atPath: w.path("out/\(name).spec.json")), "\(name)")
        }
    }

    @Test("lines moved in every file: each preset is rewritten in place, no folder or name changes")
    func movedLines() throws {
        let w = try Self.showcase()
        let motion = w.path("motion")
        #expect(try CommandRunner.motionreel(["import", w.path("App"), "-o", motion]).exitCode == 0)
        let before = try Self.names(in: motion)
        #expect(before.count == 7)

        // Every Home's lines move down, by a different amount in each file; the design systems' too.
        for (index, path) in Self.homes.enumerated() {
            let padding = String(repeating: "// A comment that moves every line down.\n\n", count: index + 1)
            try w.write(path, Self.home(padding: padding))
        }
        try w.write("App/AppB/DesignSystem.swift", "// The motion of AppB.\n\n" + Self.designSystem)
        let again = try CommandRunner.motionreel(["import", w.path("App"), "-o", motion])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("(6 written, 1 unchanged, 0 kept, 0 removed)"), "\(again.stdout)")
        #expect(try Self.names(in: motion) == before)
        let batch = try CommandRunner.motionreel(["batch", motion, "--spec", "--format", "none", "-o", w.path("out")])
        #expect(batch.exitCode == 0, "\(batch.stdout)\(batch.stderr)")
    }

    @Test("a file named as another's folder would be: folders and names stay unique across the whole catalogue")
    func folderNamedLikeAnother() throws {
        let w = try Self.showcase()
        // `Home-AppB` is the plain folder of this file, and what AppB/Home.swift's would be.
        try w.write("App/AppF/Home-AppB.swift", Self.home())
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let names = try Self.names(in: w.path("motion"))
        #expect(names.count == 8, "\(names.sorted { $0.key < $1.key })")
        // Plain names go first: the file keeps its folder, and AppB's Home takes the next free name.
        #expect(names["Home-AppB/Home.showBanner.yaml"] == "Home-AppB-Home-showBanner", "\(names.sorted { $0.key < $1.key })")
        #expect(names["Home-AppB-2/Home.showBanner.yaml"] == "Home-AppB-2-Home-showBanner", "\(names.sorted { $0.key < $1.key })")
        let appB = try String(contentsOfFile: w.path("motion/Home-AppB-2/Home.showBanner.yaml"), encoding: .utf8)
        #expect(appB.contains("../../App/AppB/Home.swift"), "\(appB)")
        Self.expectUnique(names, "with App/AppF/Home-AppB.swift")
        let folders = Set(names.keys.map { $0.split(separator: "/")[0].lowercased() })
        #expect(folders.count == 8, "each Swift file has a folder of its own: \(names.keys.sorted())")
        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("out")])
        #expect(batch.exitCode == 0, "\(batch.stdout)\(batch.stderr)")
        #expect((batch.stdout + batch.stderr).contains("8 rendered, 0 skipped"), "\(batch.stdout)\(batch.stderr)")
    }
}
