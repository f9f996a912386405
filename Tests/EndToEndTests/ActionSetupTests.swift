import Foundation
import Testing
import TestSupport
import Yams

/// The GitHub Action's set-up (action.yml's `setup` step, which runs scripts/action-setup.sh),
/// rehearsed as GitHub runs it but with a fake build — the script's test hooks
/// `MOTIONREEL_BUILD_COMMAND` and `MOTIONREEL_BUILT_BINARY` — and without the system packages
/// (`MOTIONREEL_SKIP_PACKAGES=1`): where the executable comes from (one build, the cache, a release
/// archive), and that what each run hands on is an executable that runs. action.yml itself is read
/// for the steps around the set-up: the toolchain's hash, the cache restored and saved under one
/// key, a tagged release's archive.
@Suite("action.yml's set-up: motionreel built once, then taken from the cache or a release archive")
struct ActionSetupTests {
    static let file = Snapshot.repositoryRoot.appendingPathComponent("action.yml")
    /// The cache folder, as action.yml names it for actions/cache and for the set-up.
    static let cacheFolder = "${{ runner.temp }}/motionreel-cache"
    /// The parts of the cache key the set-up is asked for: system, architecture, the action's
    /// version and the toolchain.
    static let keyParts = "motionreel-${{ runner.os }}-${{ runner.arch }}-${{ github.action_ref || github.sha }}-swift-${{ steps.swift.outputs.version }}"

    /// The fake build: it counts its runs, a line each, in `FAKE_BUILD_MARKER`, and leaves at
    /// `MOTIONREEL_BUILT_BINARY` a shell script that prints 0.5.0, as `motionreel --version` does.
    static let fakeBuild = #"""
    set -e
    echo built >> "$FAKE_BUILD_MARKER"
    mkdir -p "$(dirname "$MOTIONREEL_BUILT_BINARY")"
    printf '#!/bin/sh\necho 0.5.0\n' > "$MOTIONREEL_BUILT_BINARY"
    chmod +x "$MOTIONREEL_BUILT_BINARY"
    """#

    /// How a run of the set-up ended.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// GITHUB_OUTPUT's `motionreel=` value; nil when the run wrote none.
        var output: String?
        /// Standard output's last line: the executable's path.
        var printed: String? { stdout.split(separator: "\n").last.map(String.init) }
    }

    /// The steps of action.yml.
    static func steps() throws -> [Node] {
        let root = try #require(try Yams.compose(yaml: String(contentsOf: file, encoding: .utf8)))
        #expect(root["runs"]?["using"]?.string == "composite")
        return try #require(root["runs"]?["steps"]?.sequence).map { $0 }
    }

    /// The step of action.yml whose id is `id`.
    static func step(_ id: String) throws -> Node {
        try #require(try steps().first { $0["id"]?.string == id }, "action.yml has no step with id \(id)")
    }

    /// The set-up step's script with `${{ github.action_path }}` filled in as GitHub does: the
    /// action's own checkout, this repository.
    static func setupScript() throws -> String {
        let run = try #require(try step("setup")["run"]?.string)
        let script = run.replacingOccurrences(of: "${{ github.action_path }}", with: Snapshot.repositoryRoot.path)
        #expect(!script.contains("${{"), "an expression the rehearsal does not fill in: \(run)")
        return script
    }

    /// Runs the set-up step in `w` as GitHub's `shell: bash` runs it, with the job's variables as
    /// action.yml's `env` gives them (the cache folder `w/cache`, `key`, the release `archive`) and
    /// the test hooks: the package is `w/package`, and `build` runs in place of `swift build`.
    static func run(_ w: Workspace, key: String, archive: String? = nil, build: String = ActionSetupTests.fakeBuild) throws -> Outcome {
        let outputs = w.url.appendingPathComponent("github-output")
        try Data().write(to: outputs)
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("package"), withIntermediateDirectories: true)
        let script = w.url.appendingPathComponent("step.sh")
        try setupScript().write(to: script, atomically: true, encoding: .utf8)
        var variables = ["MOTIONREEL_CACHE": w.path("cache"), "MOTIONREEL_CACHE_KEY": key, "MOTIONREEL_SKIP_PACKAGES": "1",
                         "PACKAGE": w.path("package"), "MOTIONREEL_BUILD_COMMAND": build,
                         "MOTIONREEL_BUILT_BINARY": w.path("package/.build/release/motionreel"),
                         "FAKE_BUILD_MARKER": w.path("builds"),
                         "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_OUTPUT": outputs.path,
                         "GITHUB_ACTION_PATH": Snapshot.repositoryRoot.path]
        if let archive { variables["MOTIONREEL_RELEASE_ARCHIVE"] = archive }
        // GitHub's command line for `shell: bash`.
        let result = try CIJob.run(URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", script.path],
                                   in: w.url, variables: variables)
        var output: String?
        for line in try String(contentsOf: outputs, encoding: .utf8).split(separator: "\n") where line.hasPrefix("motionreel=") {
            output = String(line.dropFirst("motionreel=".count))
        }
        return Outcome(status: result.exitCode, stdout: result.stdout, stderr: result.stderr, output: output)
    }

    /// How many times the fake build ran in `w`.
    static func builds(_ w: Workspace) -> Int {
        guard let text = try? String(contentsOfFile: w.path("builds"), encoding: .utf8) else { return 0 }
        return text.split(separator: "\n").count
    }

    /// The cache folder's KEY, without its newline; nil when there is none.
    static func cachedKey(_ w: Workspace) -> String? {
        (try? String(contentsOfFile: w.path("cache/KEY"), encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    /// Checks that the run succeeded and handed on, printed and in GITHUB_OUTPUT, the cache's
    /// executable, and that it runs and prints 0.5.0.
    static func expectExecutable(_ outcome: Outcome, in w: Workspace) throws {
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let printed = try #require(outcome.printed, "nothing on stdout: \(outcome.stderr)")
        #expect(outcome.output == printed, "GITHUB_OUTPUT's motionreel=: \(String(describing: outcome.output)), printed: \(printed)")
        #expect(URL(fileURLWithPath: printed).resolvingSymlinksInPath().path
                    == URL(fileURLWithPath: w.path("cache/bin/motionreel")).resolvingSymlinksInPath().path, "\(printed)")
        #expect(FileManager.default.isExecutableFile(atPath: printed), "\(printed)")
        let version = try CommandRunner.run(URL(fileURLWithPath: printed), ["--version"])
        #expect(version.exitCode == 0, "\(version.stdout)\(version.stderr)")
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.5.0", "\(version.stdout)")
    }

    @Test("action.yml: the toolchain's hash, the cache restored and saved under the key the set-up checks, a tag's release archive, the set-up's executable used by the review")
    func declaration() throws {
        let steps = try Self.steps()
        let ids = steps.map { $0["id"]?.string ?? "" }
        let swift = try Self.step("swift")
        #expect(swift["run"]?.string?.contains(#"version=$(swift --version 2>&1 | head -1 | sha256sum | cut -c1-12)"#) == true,
                "\(String(describing: swift["run"]?.string))")

        // The cache, restored before the set-up under a key of the required parts.
        let cache = try Self.step("cache")
        #expect(cache["uses"]?.string == "actions/cache/restore@v4")
        #expect(cache["with"]?["path"]?.string == Self.cacheFolder)
        let key = try #require(cache["with"]?["key"]?.string)
        #expect(key.hasPrefix(Self.keyParts), "\(key)")

        // A tagged release's archive, tried only for a tag, and never failing the action.
        let release = try Self.step("release")
        let condition = try #require(release["if"]?.string)
        #expect(condition.contains("startsWith(github.action_ref, 'v')"), "\(condition)")
        #expect(release["continue-on-error"]?.bool == true)
        #expect(release["env"]?["GH_TOKEN"]?.string == "${{ github.token }}")
        let download = try #require(release["run"]?.string)
        #expect(download.contains(#"gh release download "$ACTION_REF" --repo "$ACTION_REPOSITORY" --pattern "motionreel-*-linux-$(uname -m).tar.gz""#),
                "\(download)")
        #expect(download.contains("archive="), "the downloaded file is the step's output: \(download)")

        // The set-up: the same folder and key, the archive if any; it says where the executable is.
        let setup = try Self.step("setup")
        #expect(setup["env"]?["MOTIONREEL_CACHE"]?.string == Self.cacheFolder)
        #expect(setup["env"]?["MOTIONREEL_CACHE_KEY"]?.string == key, "the set-up checks the cache's KEY against the key it was restored under")
        #expect(setup["env"]?["MOTIONREEL_RELEASE_ARCHIVE"]?.string == "${{ steps.release.outputs.archive }}")
        let script = try Self.setupScript()
        #expect(script.contains("/scripts/action-setup.sh"), "\(script)")

        // Saved after the set-up (not in the post step, which a failed review skips), unless restored.
        let save = try #require(steps.firstIndex { $0["uses"]?.string == "actions/cache/save@v4" }, "no actions/cache/save step")
        #expect(steps[save]["with"]?["path"]?.string == Self.cacheFolder)
        #expect(steps[save]["with"]?["key"]?.string == key)
        #expect(steps[save]["if"]?.string?.contains("steps.cache.outputs.cache-hit") == true)

        // In order: the key's parts, the cache, the release, the set-up, the save, then the review.
        let order = ["swift", "cache", "release", "setup"].compactMap { ids.firstIndex(of: $0) }
        let review = try #require(ids.firstIndex(of: "review"))
        #expect(order == order.sorted() && order.count == 4, "\(ids)")
        #expect(order.last.map { $0 < save } == true && save < review, "\(ids)")
        #expect(steps[review]["env"]?["MOTIONREEL"]?.string == "${{ steps.setup.outputs.motionreel }}")

        // No input is pasted into a script: they reach the review as variables.
        for step in steps {
            let run = step["run"]?.string ?? ""
            #expect(!run.contains("${{ inputs."), "\(run)")
        }
    }

    @Test("a first run with an empty cache builds once and fills the cache: bin/motionreel and KEY")
    func firstRunBuilds() throws {
        let w = try Workspace()
        let first = try Self.run(w, key: "motionreel-Linux-X64-v1-swift-one")
        try Self.expectExecutable(first, in: w)
        #expect(Self.builds(w) == 1)
        #expect(first.stderr.contains("setup: built motionreel ("), "\(first.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: w.path("cache/bin/motionreel")))
        #expect(Self.cachedKey(w) == "motionreel-Linux-X64-v1-swift-one")
    }

    @Test("a second run with the same cache and key takes the cache and builds nothing")
    func secondRunFromCache() throws {
        let w = try Workspace()
        let key = "motionreel-Linux-X64-v1-swift-one"
        let first = try Self.run(w, key: key)
        try Self.expectExecutable(first, in: w)
        #expect(Self.builds(w) == 1)

        let second = try Self.run(w, key: key)
        try Self.expectExecutable(second, in: w)
        #expect(Self.builds(w) == 1, "the build ran again: \(second.stderr)")
        #expect(second.stderr.contains("setup: motionreel from the cache (\(key))"), "\(second.stderr)")
        #expect(!second.stderr.contains("built motionreel"), "\(second.stderr)")
    }

    @Test("a changed key (another toolchain, another version of the action) rebuilds and rewrites KEY")
    func changedKeyRebuilds() throws {
        let w = try Workspace()
        try Self.expectExecutable(try Self.run(w, key: "motionreel-Linux-X64-v1-swift-one"), in: w)
        #expect(Self.builds(w) == 1)

        let changed = try Self.run(w, key: "motionreel-Linux-X64-v1-swift-two")
        try Self.expectExecutable(changed, in: w)
        #expect(Self.builds(w) == 2, "\(changed.stderr)")
        #expect(changed.stderr.contains("setup: built motionreel ("), "\(changed.stderr)")
        #expect(!changed.stderr.contains("from the cache ("), "\(changed.stderr)")
        #expect(Self.cachedKey(w) == "motionreel-Linux-X64-v1-swift-two")

        // And the new key is the cache's from then on.
        let again = try Self.run(w, key: "motionreel-Linux-X64-v1-swift-two")
        try Self.expectExecutable(again, in: w)
        #expect(Self.builds(w) == 2, "\(again.stderr)")
    }

    @Test("a release archive is unpacked into an empty cache and used without building")
    func releaseArchive() throws {
        let w = try Workspace()
        // The release's layout: motionreel-VERSION-linux-ARCH/bin/motionreel and share/.
        let top = "motionreel-0.5.0-linux-x86_64"
        let executable = try w.write("release/\(top)/bin/motionreel", "#!/bin/sh\necho 0.5.0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)
        try w.write("release/\(top)/share/motionreel/README.md", "MotionReel 0.5.0\n")
        let archive = w.path("downloads/\(top).tar.gz")
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("downloads"), withIntermediateDirectories: true)
        let tar = try CommandRunner.tool("tar", ["-czf", archive, "-C", w.path("release"), top])
        #expect(tar.exitCode == 0, "\(tar.stderr)")

        let key = "motionreel-Linux-X64-v0.5.0-swift-one"
        let unpacked = try Self.run(w, key: key, archive: archive)
        try Self.expectExecutable(unpacked, in: w)
        #expect(Self.builds(w) == 0, "it built: \(unpacked.stderr)")
        #expect(unpacked.stderr.contains("setup: motionreel from the release archive"), "\(unpacked.stderr)")
        #expect(w.contents(of: "cache").contains("share/motionreel/README.md"), "\(w.contents(of: "cache"))")
        #expect(Self.cachedKey(w) == key)

        // The next run takes the cache, archive or not.
        let cached = try Self.run(w, key: key, archive: archive)
        try Self.expectExecutable(cached, in: w)
        #expect(Self.builds(w) == 0, "\(cached.stderr)")
        #expect(cached.stderr.contains("setup: motionreel from the cache (\(key))"), "\(cached.stderr)")
    }

    @Test("a build that fails exits 1 saying so, and leaves nothing in the cache for the next run")
    func failedBuild() throws {
        let w = try Workspace()
        let failed = try Self.run(w, key: "motionreel-Linux-X64-v1-swift-one", build: "echo 'error: no such module' >&2; exit 3")
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stderr.contains("setup: the release build of motionreel failed (exit 3)"), "\(failed.stderr)")
        #expect(failed.output == nil, "no executable handed on")
        #expect(Self.cachedKey(w) == nil)
        #expect(!FileManager.default.fileExists(atPath: w.path("cache/bin/motionreel")))
    }
}
