import Foundation
import Testing
import TestSupport

/// `make install` and `make uninstall`, as a user runs them: afterwards `motionreel` works from any
/// folder with nothing but the prefix and the system's `/usr/bin:/bin` on `PATH` — its completions
/// complete, its man page opens — and `make uninstall` leaves the prefix as it found it.
@Suite("make install puts motionreel on PATH; make uninstall takes it away", .serialized)
struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// `make TARGET PREFIX=prefix CONFIG=debug` with the debug build `make test` made before the suite
    /// (MOTIONREEL_PREBUILT: a build now would wait for the lock the running `swift test` holds).
    static func make(_ target: String, prefix: String) throws -> CommandResult {
        CommandResult(try Subprocess.run("make", ["--no-print-directory", "-C", repository.path, target, "PREFIX=\(prefix)", "CONFIG=debug"],
                                         environment: ["MOTIONREEL_PREBUILT": "1"], timeout: 300))
    }

    /// Runs `command` with bash, with only the prefix's bin and the system's on PATH, in `directory`.
    static func shell(_ command: String, prefix: String, in directory: String) throws -> Subprocess.Result {
        try Subprocess.run("/bin/bash", ["-c", command], environment: ["PATH": "\(prefix)/bin:/usr/bin:/bin", "HOME": directory],
                           inheritsEnvironment: false, directory: directory, timeout: 120)
    }

    @Test("installed: --version, a render, bash completion and the man page from any folder; uninstalled: the prefix as it was")
    func installAndUninstall() throws {
        let w = try Workspace()
        let prefix = w.path("prefix")
        // A prefix that already holds something of its own: uninstall must leave it.
        try w.write("prefix/bin/other-tool", "#!/bin/sh\n")
        let before = w.contents(of: "prefix")

        let install = try Self.make("install", prefix: prefix)
        #expect(install.exitCode == 0, "\(install.stderr)")
        for file in ["bin/motionreel", "share/bash-completion/completions/motionreel", "share/zsh/site-functions/_motionreel",
                     "share/fish/vendor_completions.d/motionreel.fish", "share/man/man1/motionreel.1"] {
            #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file) not installed")
        }

        let somewhere = w.path("elsewhere")
        try FileManager.default.createDirectory(atPath: somewhere, withIntermediateDirectories: true)
        let version = try Self.shell("motionreel --version", prefix: prefix, in: somewhere)
        #expect(version.status == 0 && version.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3,
                "\(version.stdoutText)\(version.stderrText)")
        try w.write("elsewhere/slide.yaml", SmallPreset.slide(name: "slide"))
        let render = try Self.shell("motionreel render slide.yaml", prefix: prefix, in: somewhere)
        #expect(render.status == 0, "\(render.stderrText)")
        let probe = try CommandRunner.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0",
                                                      w.path("elsewhere/out/slide.mp4")])
        #expect(probe.stdout.contains("h264"), "\(probe.stdout)\(probe.stderr)")

        // Bash calls a completion function with the command, the word being completed and the one before.
        let completion = try Self.shell("""
            source "\(prefix)/share/bash-completion/completions/motionreel"
            COMP_WORDS=(motionreel ren); COMP_CWORD=1; COMP_LINE="motionreel ren"; COMP_POINT=${#COMP_LINE}
            _motionreel motionreel ren motionreel
            echo "${COMPREPLY[@]}"
            """, prefix: prefix, in: somewhere)
        #expect(completion.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "render",
                "\(completion.stdoutText)\(completion.stderrText)")
        let manual = try Self.shell("MANWIDTH=80 man -l \"\(prefix)/share/man/man1/motionreel.1\" 2>/dev/null | col -b",
                                    prefix: prefix, in: somewhere)
        #expect(manual.status == 0 && manual.stdoutText.contains("MOTIONREEL(1)") && manual.stdoutText.contains("render"),
                "\(manual.stdoutText.prefix(400))")

        let uninstall = try Self.make("uninstall", prefix: prefix)
        #expect(uninstall.exitCode == 0, "\(uninstall.stderr)")
        #expect(w.contents(of: "prefix") == before, "left behind: \(Set(w.contents(of: "prefix")).subtracting(before))")
    }
}
