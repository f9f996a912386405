import Foundation
import Testing
import TestSupport

/// A screen image whose shape is not its page's is cropped to fill it (the default content
/// mode): `init --screens` says so in one line per such screen, and `validate` (with render and
/// batch, which print a preset's warnings) warns at the image's key, so a wrong export is seen
/// before a render. Neither changes the exit code.
@Suite("a screen that does not fit its page: init says what it did, validate warns")
struct ScreenFitTests {
    /// Writes a flat grey PNG of `width` × `height` pixels at `name` in `w`.
    static func png(_ name: String, _ width: Int, _ height: Int, in w: Workspace) throws -> String {
        try w.folder.write(Data(PNGBytes.image(width: width, height: height)), to: name)
        return name
    }

    /// `needle`'s 1-based line and column in the file at `path` (its first occurrence).
    static func place(of needle: String, inFile path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (line, column) = SmallCommandsValidateTests.place(of: needle, in: text)
        try #require(line > 0, "\(needle) not in \(text)")
        return "\(path):\(line):\(column)"
    }

    @Test("init: one line per screen whose shape is not the canvas's, naming it, its size and the crop")
    func initSays() throws {
        let w = try Workspace()
        // The first screen sets the canvas: 390 × 844 pt. 392 px wide is 0.5 % off, within the
        // tolerance; a landscape export and a taller one are not.
        let screens = [try Self.png("shots/home.png", 390, 844, in: w), try Self.png("shots/wide.png", 1200, 600, in: w),
                       try Self.png("shots/near.png", 392, 844, in: w), try Self.png("shots/tall.png", 390, 1000, in: w)]
        let made = try CommandRunner.run(CommandRunner.motionreel, ["init", "--screens"] + screens + ["-o", "reel.yaml"], in: w.url)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stderr == """
            wrote reel.yaml: 4 full-screen pages, selected in turn
            shots/wide.png: 1200 × 600 px, not the screen's shape (390 × 844 pt); cropped to fill: 923 px (77 %) of its width are cut, half on each side
            shots/tall.png: 390 × 1000 px, not the screen's shape (390 × 844 pt); cropped to fill: 156 px (16 %) of its height are cut, half at the top and half at the bottom
            still bars: none — your screens share no rows at the top or bottom, so whole pages move

            """, "\(made.stderr)")
    }

    @Test("validate warns at the image key of each page it crops, in a tabs and a stack preset, and exits 0",
          arguments: ["tabs", "stack"])
    func validateWarns(kind: String) throws {
        let w = try Workspace()
        let screens = [try Self.png("shots/home.png", 390, 844, in: w), try Self.png("shots/wide.png", 1200, 600, in: w)]
        let made = try CommandRunner.run(CommandRunner.motionreel, ["init", "--screens"] + screens + ["--kind", kind, "-o", "reel.yaml"],
                                         in: w.url)
        try #require(made.exitCode == 0, "\(made.stderr)")
        let preset = w.path("reel.yaml")
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("ok \(preset) ("), "\(run.stdout)")
        let key = kind == "tabs" ? "scene.tabs[1].content.image" : "scene.tabs[0].pages.page2.content.image"
        let place = try Self.place(of: "image: \"shots/wide.png\"", inFile: preset)
        #expect(run.stderr == "\(place): warning: \(key): image 'shots/wide.png' is 1200 × 600 px, not the page's shape "
                + "(390 × 844 pt); cropped to fill: 923 px (77 %) of its width are cut, half on each side "
                + "(contentMode: fit shows it whole; contentMode: fill keeps the crop without this warning)\n")
    }

    @Test("the page is what is below the header; contentMode given says the fit is meant: no warning")
    func pageBelowHeader() throws {
        let w = try Workspace()
        _ = try Self.png("a.png", 390, 844, in: w)
        _ = try Self.png("b.png", 390, 744, in: w)
        let preset = try w.write("page.yaml", """
            name: page
            canvas: { size: [390, 844], scale: 1, fps: 30 }
            scene:
              kind: tabs
              header: { height: 100, title: App }
              tabs:
                - { name: A, content: { image: a.png } }
                - { name: B, content: { image: b.png } }
                - { name: C, content: { image: a.png, contentMode: fit } }
                - { name: D, content: { image: a.png, contentMode: fill } }
            timeline:
              - { at: 0, select: 0 }
              - { at: 0.2, select: 1 }

            """)
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 0, "\(run.stderr)")
        // Page A: 390 × 844 px in a 390 × 744 pt page, 100 px (12 %) of its height cut. B fits exactly;
        // C and D say their content mode.
        #expect(run.stderr == "\(try Self.place(of: "image: a.png }", inFile: preset)): warning: scene.tabs[0].content.image: "
                + "image 'a.png' is 390 × 844 px, not the page's shape (390 × 744 pt); cropped to fill: 100 px (12 %) of its height "
                + "are cut, half at the top and half at the bottom "
                + "(contentMode: fit shows it whole; contentMode: fill keeps the crop without this warning)\n")
        // render prints the preset's warnings as validate does (it reads presets the same way).
        let still = try CommandRunner.motionreel(["still", preset, "--time", "0", "-o", w.path("still.png")])
        #expect(still.exitCode == 0, "\(still.stderr)")
        #expect(still.stderr.contains(": warning: scene.tabs[0].content.image: image 'a.png' is 390 × 844 px"), "\(still.stderr)")
    }
}
