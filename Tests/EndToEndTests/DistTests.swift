import Foundation
import Testing
import TestSupport

// Linux only: make dist builds a Linux archive, and the Debian packages it names come from
// readelf, ldd and dpkg, which a Mac has not (scripts/dist.sh says so and exits 2 there).
#if os(Linux)
/// `make dist`'s archive as a user gets it: unpacked anywhere, run with no Swift toolchain in sight
/// (`env -i`, `PATH=/usr/bin:/bin`, no `LD_LIBRARY_PATH`), it renders; it loads nothing from the
/// toolchain; and a missing system library is one line naming the Debian package, exit 2.
@Suite("make dist: an archive that runs without Swift", .serialized)
struct DistTests {
    static let repository = InstallTests.repository

    /// Makes the archive (from the debug build the tests use) and unpacks it into `w`; its root.
    static func unpacked(into w: Workspace) throws -> String {
        let dist = try CommandRunner.tool("make", ["--no-print-directory", "-C", repository.path, "dist", "CONFIG=debug"])
        try #require(dist.exitCode == 0, "\(dist.stderr)")
        let archive = try #require(dist.stdout.split(separator: "\n").last.map(String.init), "\(dist.stdout)")
        let path = repository.appendingPathComponent(archive).path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let checksum = try Subprocess.run("/bin/sh", ["-c", "cd '\(folder)' && sha256sum -c '\(URL(fileURLWithPath: path).lastPathComponent).sha256'"])
        #expect(checksum.status == 0, "\(checksum.stdoutText)\(checksum.stderrText)")
        #expect(try CommandRunner.tool("tar", ["-xzf", path, "-C", w.path(".")]).exitCode == 0)
        let name = URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        #expect(name.hasPrefix("motionreel-") && name.contains("-linux-"))
        return w.path(name)
    }

    /// Runs `command` in a shell with a bare environment: no toolchain on PATH, no library path.
    static func bare(_ command: String, in directory: String, extra: [String: String] = [:]) throws -> Subprocess.Result {
        try Subprocess.run("/bin/sh", ["-c", command], environment: ["PATH": "/usr/bin:/bin", "HOME": directory].merging(extra) { $1 },
                           inheritsEnvironment: false, directory: directory, timeout: 120)
    }

    @Test("unpacked and run with env -i: it renders an MP4 ffprobe accepts, and loads nothing from the Swift toolchain")
    func runsWithoutSwift() throws {
        let w = try Workspace()
        let root = try Self.unpacked(into: w)
        for file in ["bin/motionreel", "libexec/motionreel/motionreel", "DEPENDS", "share/man/man1/motionreel.1",
                     "share/bash-completion/completions/motionreel", "share/doc/motionreel/LICENSES/MotionReel.txt",
                     "share/doc/motionreel/LICENSES/Swift.txt"] {
            #expect(FileManager.default.fileExists(atPath: "\(root)/\(file)"), "\(file) is not in the archive")
        }
        let depends = try String(contentsOfFile: "\(root)/DEPENDS", encoding: .utf8).split(separator: "\n")
        #expect(depends.contains { $0.hasPrefix("libcairo2") } && depends.contains { $0.hasPrefix("libavcodec") }, "\(depends)")

        try w.write("slide.yaml", SmallPreset.slide(name: "slide"))
        let render = try Self.bare("'\(root)/bin/motionreel' render slide.yaml -o out", in: w.path("."))
        #expect(render.status == 0, "\(render.stderrText)")
        let probe = try CommandRunner.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0",
                                                      w.path("out/slide.mp4")])
        #expect(probe.exitCode == 0 && probe.stdout.contains("h264"), "\(probe.stdout)\(probe.stderr)")

        let ldd = try Self.bare("ldd '\(root)/libexec/motionreel/motionreel'", in: w.path("."))
        #expect(ldd.status == 0 && !ldd.stdoutText.contains("not found"), "\(ldd.stdoutText)")
        for line in ldd.stdoutText.split(separator: "\n") {
            #expect(!line.contains("libswift") && !line.contains("libFoundation") && !line.contains("/swift/"),
                    "a library from the toolchain: \(line)")
        }
    }

    @Test("it carries the example presets: presets lists them from anywhere, and the README's Presets/… commands find their files")
    func carriesPresets() throws {
        let w = try Workspace()
        let root = try Self.unpacked(into: w)
        let names = RenderTests.presetFiles().map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.sorted()
        // From the unpacked folder, as the README's commands are run; and from anywhere else.
        let here = try Self.bare("bin/motionreel presets", in: root)
        #expect(here.status == 0, "\(here.stderrText)")
        #expect(here.stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == names, "\(here.stdoutText)")
        let elsewhere = try Self.bare("'\(root)/bin/motionreel' presets", in: w.path("."))
        #expect(elsewhere.status == 0, "\(elsewhere.stderrText)")
        #expect(elsewhere.stdoutText == here.stdoutText)
        #expect(elsewhere.stderrText == "the examples in \(root)/Presets:\n")

        // Every Presets/… path a README command names is in the archive (a * matches something).
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = readme.split(separator: "\n").filter { $0.hasPrefix("motionreel ") || $0.contains("`motionreel ") }
        let paths = Set(commands.flatMap { $0.matches(of: /Presets\/[^\s`)]*/).map { String($0.output) } })
        #expect(paths.count >= 5, "\(paths)")
        for path in paths {
            let found = try Self.bare("ls -d \(path) >/dev/null", in: root)
            #expect(found.status == 0, "the README's \(path) is not in the archive")
        }
        let validate = try Self.bare("bin/motionreel validate --quiet Presets/*.yaml", in: root)
        #expect(validate.status == 0, "\(validate.stdoutText)\(validate.stderrText)")
        let still = try Self.bare("bin/motionreel still Presets/tab-forward.yaml --time 0.35", in: root)
        #expect(still.status == 0 && FileManager.default.fileExists(atPath: "\(root)/out/tab-forward-0.35s.png"), "\(still.stderrText)")
    }

    @Test("a missing system library is one line naming the Debian package to install, exit 2")
    func missingLibrary() throws {
        let w = try Workspace()
        let root = try Self.unpacked(into: w)
        let libraries = try String(contentsOfFile: "\(root)/share/motionreel/libraries", encoding: .utf8)
        let cairo = try #require(libraries.split(separator: "\n").first { $0.hasPrefix("libcairo.so") }?.split(separator: " "))
        let run = try Self.bare("'\(root)/bin/motionreel' --version", in: w.path("."),
                                extra: ["MOTIONREEL_MISSING_LIBRARY": String(cairo[0])])
        #expect(run.status == 2)
        let lines = run.stderrText.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(String(cairo[0])) && lines[0].contains("apt-get install \(cairo[1])"),
                "\(run.stderrText)")
    }
}
#endif
