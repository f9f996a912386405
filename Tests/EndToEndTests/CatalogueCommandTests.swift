import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `motionreel import DIR -o FOLDER` as CI runs it: the whole loop (import, batch with specs, a
/// spring changed in one file, import and batch again, diff), the folder kept in step with the
/// code, bad folders, and a run killed halfway.
@Suite("import DIR -o FOLDER: every motion of an app folder, on every commit", .serialized)
struct CatalogueCommandTests {
    /// A banner shown by a Bool inside withAnimation: one transition site, one withAnimation.
    static let banner = """
        import SwiftUI

        struct BannerView: View {
            @State private var showBanner = false

            var body: some View {
                VStack {
                    if showBanner {
                        Text("Saved")
                            .frame(width: 320, height: 64)
                            .background(Color.indigo)
                            .cornerRadius(12)
                            .transition(.move(edge: .top).combined(with: .opacity))
                    }
                    Button("Save") {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { showBanner.toggle() }
                    }
                }
            }
        }

        """

    /// A card whose height follows `.animation(_:value:)`; `bounce` is what the loop changes.
    static func card(bounce: String = "0.25", padding: String = "") -> String {
        """
        import SwiftUI
        \(padding)
        struct CardRow: View {
            @State private var isExpanded = false

            var body: some View {
                Text("Details")
                    .frame(width: 300, height: isExpanded ? 260 : 120)
                    .background(Color.blue)
                    .animation(.spring(duration: 0.4, bounce: \(bounce)), value: isExpanded)
                    .onTapGesture { isExpanded.toggle() }
            }
        }

        """
    }

    /// A toast that slides and fades in and out.
    static let toast = """
        import SwiftUI

        struct ToastView: View {
            @State private var showToast = false

            var body: some View {
                Text("Copied")
                    .frame(width: 200, height: 44)
                    .background(Color.black)
                    .offset(y: showToast ? 0 : -120)
                    .opacity(showToast ? 1 : 0)
                    .onAppear { withAnimation(.easeOut(duration: 0.25)) { showToast = true } }
            }
        }

        """

    static func app() throws -> Workspace {
        let w = try Workspace()
        try w.write("App/Banner.swift", Self.banner)
        try w.write("App/Card.swift", Self.card())
        try w.write("App/Toast.swift", Self.toast)
        return w
    }

    static func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test("import, batch --spec, change one spring in one file, import and batch again: that preset alone re-renders, diff names the line")
    func loop() throws {
        let w = try Self.app()
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 4 of 4 sites in 3 files: 3 presets"), "\(imported.stdout)")
        for preset in ["Banner/BannerView.showBanner.yaml", "Card/CardRow.isExpanded.yaml", "Toast/ToastView.showToast.yaml"] {
            #expect(FileManager.default.fileExists(atPath: w.path("motion/\(preset)")), "\(preset)")
        }
        let first = try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("base")])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect((first.stdout + first.stderr).contains("3 rendered, 0 skipped"), "\(first.stdout)\(first.stderr)")
        _ = try CommandRunner.tool("cp", ["-r", w.path("base"), w.path("new")])

        // One spring changes in one file: the presets' text does not (their values are links).
        let line = Self.line(of: ".animation(.spring(duration: 0.4", in: Self.card())
        try w.write("App/Card.swift", Self.card(bounce: "0.4"))
        let again = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(again.exitCode == 0 && again.stdout.contains("(0 written, 3 unchanged, 0 kept, 0 removed)"), "\(again.stdout)")
        let second = try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("new")])
        #expect((second.stdout + second.stderr).contains("1 rendered, 2 skipped"), "\(second.stdout)\(second.stderr)")
        let diff = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(diff.exitCode == 1, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stderr.contains("changed CardRow-isExpanded"), "\(diff.stderr)")
        #expect(diff.stderr.contains("Card.swift:\(line) .spring(duration: 0.4, bounce: 0.25 → 0.4)"), "\(diff.stderr)")
        #expect(!diff.stderr.contains("changed BannerView") && !diff.stderr.contains("changed ToastView"), "\(diff.stderr)")
    }

    @Test("a second run writes nothing; an edited file is kept; a moved line keeps the name; a vanished site's file goes")
    func regeneration() throws {
        let w = try Self.app()
        let motion = w.path("motion")
        #expect(try CommandRunner.motionreel(["import", w.path("App"), "-o", motion]).exitCode == 0)
        let before = try Self.snapshot(motion)
        let twice = try CommandRunner.motionreel(["import", w.path("App"), "-o", motion])
        #expect(twice.stdout.contains("(0 written, 3 unchanged, 0 kept, 0 removed)"), "\(twice.stdout)")
        #expect(try Self.snapshot(motion) == before, "a second run changed the folder")

        // Edited by hand: the marker line removed. Import leaves it and says so.
        let toast = w.path("motion/Toast/ToastView.showToast.yaml")
        let edited = try String(contentsOfFile: toast, encoding: .utf8).split(separator: "\n", maxSplits: 1)[1] + "\n# mine\n"
        try edited.write(toFile: toast, atomically: true, encoding: .utf8)
        // Lines move in Card.swift: its preset keeps its name, with the new lines in it.
        try w.write("App/Card.swift", Self.card(padding: "\n// A comment that moves every line down.\n"))
        // Banner.swift is gone: so is its preset (and the folder it was alone in).
        try FileManager.default.removeItem(atPath: w.path("App/Banner.swift"))
        // A file of the user's own, without the marker, is never touched.
        try w.write("motion/Card/notes.yaml", "# my notes\n")

        let third = try CommandRunner.motionreel(["import", w.path("App"), "-o", motion])
        #expect(third.exitCode == 0, "\(third.stderr)")
        #expect(third.stdout.contains("wrote \(motion)/Card/CardRow.isExpanded.yaml"), "\(third.stdout)")
        #expect(third.stdout.contains("kept \(motion)/Toast/ToastView.showToast.yaml: edited by hand"), "\(third.stdout)")
        #expect(third.stdout.contains("removed \(motion)/Banner/BannerView.showBanner.yaml"), "\(third.stdout)")
        #expect(try String(contentsOfFile: toast, encoding: .utf8) == String(edited))
        #expect(!FileManager.default.fileExists(atPath: w.path("motion/Banner")))
        #expect(try String(contentsOfFile: w.path("motion/Card/notes.yaml"), encoding: .utf8) == "# my notes\n")
        let card = try String(contentsOfFile: w.path("motion/Card/CardRow.isExpanded.yaml"), encoding: .utf8)
        let frameLine = Self.line(of: ".frame(width: 300", in: Self.card(padding: "\n// A comment that moves every line down.\n"))
        #expect(card.contains("modifier: frame, line: \(frameLine),"), "\(card)")
        #expect(Set(try Self.snapshot(motion).keys) == ["Card/CardRow.isExpanded.yaml", "Card/notes.yaml", "Toast/ToastView.showToast.yaml"])
    }

    @Test("a view state gone from the code is removed from the catalogue, and diff says so though the output folder is reused")
    func vanishedFilmInReusedOutput() throws {
        let w = try Self.app()
        #expect(try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")]).exitCode == 0)
        #expect(try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("out")]).exitCode == 0)
        _ = try CommandRunner.tool("cp", ["-r", w.path("out"), w.path("base")])
        try FileManager.default.removeItem(atPath: w.path("App/Toast.swift"))
        #expect(try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")]).stdout.contains("1 removed"))
        // The same output folder, as a CI cache gives it back: the toast's old spec is still there.
        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "--spec", "--format", "none", "-o", w.path("out")])
        #expect(batch.exitCode == 0 && FileManager.default.fileExists(atPath: w.path("out/ToastView-showToast.spec.json")))
        let diff = try CommandRunner.motionreel(["diff", w.path("base"), w.path("out"), "-o", w.path("diff")])
        #expect(diff.exitCode == 1, "\(diff.stderr)")
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        #expect(markdown.contains("| ToastView-showToast | removed |"), "\(markdown)")
    }

    @Test("--json: filmed, sites, each preset's outcome and each unfilmed site with its place and reason")
    func json() throws {
        let w = try Self.app()
        try w.write("App/Feed.swift", """
            import SwiftUI

            struct FeedView: View {
                let items = [1, 2, 3]
                var body: some View {
                    ForEach(items, id: \\.self) { item in
                        Text("Row").transition(.slide)
                    }
                }
            }

            """)
        let run = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["filmed"] as? Int == 4 && json["sites"] as? Int == 5, "\(run.stdout)")
        let unfilmed = try #require(json["unfilmed"] as? [[String: Any]])
        #expect(unfilmed.count == 1)
        #expect((unfilmed.first?["file"] as? String)?.hasSuffix("Feed.swift") == true && unfilmed.first?["line"] as? Int == 7
                && unfilmed.first?["column"] as? Int != nil)
        #expect((unfilmed.first?["reason"] as? String)?.contains("ForEach") == true, "\(unfilmed)")
        let presets = try #require(json["presets"] as? [[String: Any]])
        #expect(presets.count == 3 && presets.allSatisfy { $0["outcome"] as? String == "written" })
        // Plain: the same site at FILE:LINE:COLUMN.
        let plain = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(plain.stdout.contains("filmed 4 of 5 sites") && plain.stdout.contains("Feed.swift:7:"), "\(plain.stdout)")
    }

    @Test("a bad app folder: each bad path named, the good screens filmed, memory bounded, nothing written outside the folder, exit 2")
    func badFolder() throws {
        let w = try Self.app()
        try w.write("App/My \"Quoted\" Screen.swift", Self.toast.replacingOccurrences(of: "ToastView", with: "QuotedView"))
        try w.write("App/Locked/Inside.swift", Self.banner.replacingOccurrences(of: "BannerView", with: "LockedView"))
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: w.path("App/loop"), withDestinationPath: ".")
        try w.writeUnreadableSwiftFiles(in: "App")
        #expect(chmod(w.path("App/Locked"), 0) == 0)
        defer { _ = chmod(w.path("App/Locked"), 0o755) }
        let outside = Set(w.contents(of: ".")).subtracting(w.contents(of: "motion"))

        // Its peak memory sampled as it runs: the 50 MB file is refused unread.
        let run = try HostileRun(["import", w.path("App"), "-o", w.path("motion")])
        #expect(run.peakKiB < HostileRun.budgetKiB, "peak \(run.peakKiB >> 10) MiB")
        #expect(run.exitCode == 2, "\(run.stderr)")
        for bad in ["Binary.swift", "Latin1.swift", "Big.swift", "loop"] {
            #expect(run.stderr.contains(w.path("App/\(bad)") + ":"), "\(bad) not named: \(run.stderr)")
        }
        // Root reads a folder whatever its mode: then its screen is filmed like the others.
        if getuid() == 0 {
            #expect(fm.fileExists(atPath: w.path("motion/Inside/LockedView.showBanner.yaml")), "\(run.stdout)")
        } else {
            #expect(run.stderr.contains(w.path("App/Locked") + ": ") && run.stderr.contains("Permission denied"), "\(run.stderr)")
        }
        for preset in ["Banner/BannerView.showBanner.yaml", "Card/CardRow.isExpanded.yaml", "Toast/ToastView.showToast.yaml",
                       "My--Quoted--Screen/QuotedView.showToast.yaml"] {
            #expect(fm.fileExists(atPath: w.path("motion/\(preset)")), "\(preset) not filmed: \(run.stdout)")
        }
        // Everything it wrote is inside motion/.
        let after = Set(w.contents(of: ".")).filter { !$0.hasPrefix("motion") }
        #expect(after == outside.filter { !$0.hasPrefix("motion") }, "\(after.symmetricDifference(outside))")
    }

    @Test("an import killed halfway leaves whole presets only, and the next run finishes the folder")
    func killed() throws {
        let w = try Workspace()
        // Enough screens that the run is still writing when it is killed.
        for i in 0..<400 {
            try w.write("App/Screen\(i).swift", Self.banner.replacingOccurrences(of: "BannerView", with: "Screen\(i)View"))
        }
        let process = try Subprocess.start(CommandRunner.motionreel.path, ["import", w.path("App"), "-o", w.path("motion")])
        // Kill it once it has written some, but not all, of the presets.
        let deadline = Date().addingTimeInterval(30)
        while (w.contents(of: "motion").filter { $0.hasSuffix(".yaml") }.count) < 20, Date() < deadline { usleep(2_000) }
        process.send(SIGKILL)
        process.waitForExit()
        for name in w.contents(of: "motion") where name.hasSuffix(".yaml") {
            let text = try String(contentsOfFile: w.path("motion/\(name)"), encoding: .utf8)
            #expect(text.hasPrefix("# motionreel import:") && text.hasSuffix("hold: 0.5\n"), "\(name) is half-written")
        }
        let again = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(again.exitCode == 0 && again.stdout.contains("filmed 800 of 800 sites"), "\(again.stdout)")
        #expect(w.contents(of: "motion").filter { $0.hasSuffix(".yaml") }.count == 400)
        #expect(!w.contents(of: "motion").contains { $0.hasSuffix(".tmp") }, "a temporary file was left")
    }

    @Test("Presets/catalog is exactly what import makes of Presets/swift/App today")
    func shippedCatalogue() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let w = try Workspace()
        // The same relative places as in the repository, so the links it writes are the same.
        try FileManager.default.createDirectory(atPath: w.path("Presets/swift"), withIntermediateDirectories: true)
        _ = try CommandRunner.tool("cp", ["-R", repository.appendingPathComponent("Presets/swift/App").path, w.path("Presets/swift/App")])
        let run = try CommandRunner.motionreel(["import", "Presets/swift/App", "-o", "Presets/catalog"], in: w.url)
        #expect(run.exitCode == 0 && run.stdout.contains("filmed 16 of 16 sites"), "\(run.stdout)\(run.stderr)")
        let shipped = try Self.snapshot(repository.appendingPathComponent("Presets/catalog").path)
        let made = try Self.snapshot(w.path("Presets/catalog"))
        #expect(!shipped.isEmpty)
        #expect(Set(shipped.keys) == Set(made.keys), "run `make catalog` to bring Presets/catalog in step")
        for (name, text) in made { #expect(shipped[name] == text, "\(name) differs: run `make catalog`") }
    }

    /// Every file under `folder`, relative, with its text.
    static func snapshot(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            }
        }
        return files
    }
}
