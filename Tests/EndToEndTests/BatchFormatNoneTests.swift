import Foundation
import Testing
import TestSupport

/// `batch --spec --format none`: each preset's spec files without encoding a video, for a CI job
/// that checks motion (docs/ci-specs.md).
@Suite("batch --spec --format none: the spec files alone", .serialized)
struct BatchFormatNoneTests {
    /// Two shipped presets of two kinds, among the shortest: tab-forward (84 frames) and calendar-appear.
    static let names = ["tab-forward", "calendar-appear"]
    static let presets = names.map { Snapshot.repositoryRoot.appendingPathComponent("Presets/\($0).yaml").path }
    /// At 1 pt = 1 px rather than the presets' 3×: the spec files are compared between two batches
    /// with the same options, so a ninth of the pixels tests the same thing.
    static let options = ["--scale", "1", "-j", "2"]
    /// The spec files that must not depend on whether a video was encoded.
    static let dataSuffixes = ["spec.json", "csv", "curves.svg", "sheet.png", "compose.kt", "flutter.dart", "css"]

    private func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// The page without its video's place (`<figure class="video…">` to `</figure>`): what must not
    /// depend on whether there is a video.
    private func pageOutsideVideo(_ path: String) throws -> String {
        let page = try String(contentsOfFile: path, encoding: .utf8)
        guard let start = page.range(of: "<figure class=\"video"),
              let end = page.range(of: "</figure>", range: start.upperBound..<page.endIndex) else { return page }
        return String(page[..<start.lowerBound] + page[end.upperBound...])
    }

    /// Each preset's manifest entry: its status and output paths; and the manifest's settings.
    private func manifest(_ path: String) throws -> (settings: [String], outputs: [String: (status: String, paths: [String])]) {
        let json = try #require(try JSONSerialization.jsonObject(with: data(path)) as? [String: Any])
        let settings = json["settings"] as? [String] ?? []
        var outputs: [String: (String, [String])] = [:]
        for entry in json["presets"] as? [[String: Any]] ?? [] {
            let paths = (entry["outputs"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            outputs[entry["name"] as? String ?? "?"] = (entry["status"] as? String ?? "?", paths)
        }
        return (settings, outputs)
    }

    @Test("--format none writes the same spec files as a full batch, byte for byte, and no video")
    func sameSpecFilesWithoutVideo() throws {
        let w = try Workspace()
        let full = try CommandRunner.motionreel(["batch"] + Self.presets + ["--spec", "-o", w.path("full")] + Self.options)
        #expect(full.exitCode == 0, "\(full.stderr)")
        let none = try CommandRunner.motionreel(["batch"] + Self.presets + ["--spec", "--format", "none", "-o", w.path("none")]
                                                + Self.options)
        #expect(none.exitCode == 0, "\(none.stderr)")
        #expect(none.stderr.contains("2 presets: 2 rendered, 0 skipped, 0 failed"), "\(none.stderr)")

        for name in Self.names {
            for suffix in Self.dataSuffixes {
                let withVideo = try data(w.path("full/\(name).\(suffix)")), without = try data(w.path("none/\(name).\(suffix)"))
                #expect(!without.isEmpty && without == withVideo, "\(name).\(suffix) differs from the full batch's")
            }
            #expect(FileManager.default.fileExists(atPath: w.path("full/\(name).mp4")), "the full batch has its video")
        }

        // Exactly the spec files, the manifest and the gallery: no video, animated image or frame folder.
        let specFiles = Self.names.flatMap { name in (Self.dataSuffixes + ["html"]).map { "\(name).\($0)" } }
        let written = w.contents(of: "none")
        #expect(written == (specFiles + ["index.html", "manifest.json"]).sorted(), "\(written)")
        let videoSuffixes = [".mp4", ".gif", ".webm", ".mov", ".webp"]
        #expect(!written.contains { file in videoSuffixes.contains { file.hasSuffix($0) } || file.contains("/") }, "\(written)")

        let (settings, entries) = try manifest(w.path("none/manifest.json"))
        #expect(settings.contains("formats=none"), "\(settings)")
        for name in Self.names {
            let entry = try #require(entries[name], "\(name) is not in the manifest")
            #expect(entry.status == "rendered")
            #expect(entry.paths.sorted() == (Self.dataSuffixes + ["html"]).map { "\(name).\($0)" }.sorted(), "\(entry.paths)")
        }

        // So a spec-only CI job can be compared with a baseline that a full batch wrote.
        let diff = try CommandRunner.motionreel(["diff", w.path("full"), w.path("none"), "-o", w.path("diff")])
        #expect(diff.exitCode == 0, "diff of a full batch against a --format none one: \(diff.stdout) \(diff.stderr)")

        // The page: a note where the video was, nothing else different.
        for name in Self.names {
            let page = try String(contentsOfFile: w.path("none/\(name).html"), encoding: .utf8)
            #expect(!page.contains("<video") && !page.contains("data:video/"), "\(name).html has a video")
            #expect(page.contains("--format none"), "\(name).html does not say why it has no video")
            #expect(try pageOutsideVideo(w.path("none/\(name).html")) == pageOutsideVideo(w.path("full/\(name).html")))
        }

        // The gallery: each preset's poster frame in place of its video, and it still loads cleanly.
        let gallery = try String(contentsOfFile: w.path("none/index.html"), encoding: .utf8)
        #expect(!gallery.contains("<video"), "the gallery shows a video that was never written")
        for name in Self.names {
            #expect(gallery.contains("<img src=\"data:image/png;base64,") && gallery.contains("alt=\"Poster frame of \(name)\""),
                    "\(name): no poster in the gallery")
            #expect(gallery.contains("<a class=\"spec\" href=\"\(name).html\">"), "\(name): no link to its spec page")
        }
        let chromium = try #require(HeadlessChromium(profile: w.url.appendingPathComponent("profile")), "\(HeadlessChromium.missing)")
        let body = try chromium.body(of: w.url.appendingPathComponent("none/index.html"), budget: 5000)
        #expect(body.contains("data-errors=\"[]\"") && body.contains("data-presets=\"2\""), "\(body)")
    }

    @Test("--format none is a setting of its own: a second run skips, a later batch with videos renders them")
    func ownInputHash() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one"))
        let none = ["batch", w.path("presets"), "--spec", "--format", "none", "-o", w.path("out")]
        let first = try CommandRunner.motionreel(none)
        #expect(first.exitCode == 0 && first.stderr.contains("1 rendered, 0 skipped"), "\(first.stderr)")
        let again = try CommandRunner.motionreel(none)
        #expect(again.exitCode == 0 && again.stderr.contains("0 rendered, 1 skipped"), "\(again.stderr)")

        let full = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("out")])
        #expect(full.exitCode == 0 && full.stderr.contains("1 rendered, 0 skipped"), "not skipped for the none batch's files: \(full.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("out/one.mp4")))
        #expect(try String(contentsOfFile: w.path("out/one.html"), encoding: .utf8).contains("data:video/mp4;base64,"))
        let (settings, entries) = try manifest(w.path("out/manifest.json"))
        #expect(settings.contains("formats=mp4") && entries["one"]?.paths.contains("one.mp4") == true, "\(settings)")
    }

    @Test("none is refused beside a format, without --spec, with --spec-webm and by render: exit 2, naming the option",
          arguments: [
              (["batch", "--spec", "--format", "mp4,none"], "--format mp4,none: none means no video at all, so it stands alone"),
              (["batch", "--format", "none"], "--format none: only with --spec"),
              (["batch", "--spec", "--spec-webm", "--format", "none"], "--spec-webm: not with --format none"),
              (["render", "--format", "none"], "--format none: render would write nothing"),
          ])
    func refusals(arguments: [String], message: String) throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(arguments + [preset, "-o", w.path("out")])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out")), "no work, not even the folder")
    }
}
