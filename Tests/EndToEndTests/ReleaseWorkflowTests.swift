import Foundation
import Testing
import TestSupport
import Yams

/// The release workflow makes a release the way the tests here make one: on a version tag, with
/// the Makefile's own targets — read from the Makefile when the test runs, so a target renamed or
/// not yet written fails here rather than on the day of a release — in the Swift image the
/// Dockerfile builds in, on both architectures, attaching what `make dist` writes.
@Suite("release.yml: on v* tags, the Makefile's own targets, both archives and their checksums attached")
struct ReleaseWorkflowTests {
    static let repository = InstallTests.repository
    static let workflow = repository.appendingPathComponent(".github/workflows/release.yml")

    /// The targets the `make` commands of a shell script name: each `make` word's arguments up to
    /// the end of its command, less options (with their values: `-o setup`) and `VAR=value`.
    static func makeTargets(in script: String) -> [String] {
        let valued: Set<String> = ["-C", "-f", "-o", "-W", "-I", "--directory", "--file", "--old-file", "--assume-old",
                                   "--what-if", "--include-dir"]
        let ends: Set<String> = ["&&", "||", ";", "|", "\\", ")"]
        var targets: [String] = []
        for line in script.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#") { continue }
            var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
            while let make = words.firstIndex(where: { $0 == "make" || $0.hasSuffix("/make") }) {
                words = words[(make + 1)...]
                while let word = words.first, !ends.contains(word), !word.hasPrefix("#") {
                    words = words.dropFirst()
                    if valued.contains(word) {
                        words = words.dropFirst()
                    } else if !word.hasPrefix("-") && !word.contains("=") {
                        targets.append(word)
                    }
                }
            }
        }
        return targets
    }

    /// The Makefile's targets as it is when the test runs: each `name:` at the start of a line.
    static func makefileTargets() throws -> Set<String> {
        let text = try String(contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^([A-Za-z0-9_-]+):($|[^=])/).map { String($0.1) }
        })
    }

    /// Every scalar in `node`, at any depth (a matrix's values, a job's `needs`).
    static func strings(in node: Node?) -> [String] {
        guard let node else { return [] }
        if let scalar = node.scalar { return [scalar.string] }
        if let sequence = node.sequence { return sequence.flatMap { strings(in: $0) } }
        if let mapping = node.mapping { return mapping.flatMap { strings(in: $0.value) } }
        return []
    }

    /// The lines of a `with:` value written as a block (`files: |`), trimmed, without empty ones.
    static func lines(_ node: Node?) -> [String] {
        (node?.string ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The workflow, composed.
    static func root() throws -> Node {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        return try #require(try Yams.compose(yaml: text), "an empty \(workflow.path)")
    }

    @Test("on v* tags alone; each `make TARGET` it runs is one of the Makefile's; the test job runs make test, dist make dist")
    func targets() throws {
        let root = try Self.root()
        // `on` is a YAML 1.1 boolean's spelling: found by the key as written.
        let trigger = root.mapping?.first(where: { $0.key.scalar?.string == "on" })?.value
        let on = try #require(trigger, "release.yml has no on:")
        let events = (on.mapping ?? [:]).map { $0.key.scalar?.string ?? "" }
        #expect(events == ["push"], "it runs on pushes alone: \(events)")
        let tags = (on["push"]?["tags"]?.array() ?? []).compactMap { $0.string }
        #expect(tags == ["v*"], "a release is a v* tag's: \(tags)")
        #expect(on["push"]?["branches"] == nil, "a branch's push is no release")

        let jobs = try #require(root["jobs"]?.mapping, "release.yml has no jobs")
        let targets = try Self.makefileTargets()
        var ran: [String: [String]] = [:]
        for (name, job) in jobs {
            for step in job["steps"]?.array() ?? [] {
                guard let run = step["run"]?.string else { continue }
                ran[name.string ?? "?", default: []] += Self.makeTargets(in: run)
            }
        }
        for (job, made) in ran.sorted(by: { $0.key < $1.key }) {
            for target in made {
                #expect(targets.contains(target), "job \(job) runs `make \(target)`: the Makefile has no such target (it has \(targets.sorted()))")
            }
        }
        #expect(ran["test"]?.contains("test") == true, "the test job runs make test: \(ran)")
        #expect(ran["dist"]?.contains("dist") == true, "the dist job runs make dist: \(ran)")
    }

    @Test("make dist on x86_64 and aarch64 in the Dockerfile's build image; one job attaches every .tar.gz and .sha256; the image is both")
    func assets() throws {
        let root = try Self.root()
        let jobs = try #require(root["jobs"], "release.yml has no jobs")
        let dist = try #require(jobs["dist"], "release.yml has no dist job")
        let runners = Set(Self.strings(in: dist["strategy"]?["matrix"]))
        #expect(runners.isSuperset(of: ["ubuntu-24.04", "ubuntu-24.04-arm"]), "an archive for x86_64 and for aarch64: \(runners)")

        // The archives are built where the image is: the same Swift, and the Debian release whose
        // package names the archive's DEPENDS and the image's runtime stage list.
        let dockerfile = try String(contentsOf: DockerfileTests.dockerfile, encoding: .utf8)
        let from = try #require(dockerfile.split(separator: "\n").first { $0.hasPrefix("FROM ") }, "no FROM in the Dockerfile")
        let buildImage = from.split(separator: " ").dropFirst().first.map(String.init)
        for name in ["test", "dist"] {
            let container = jobs[name]?["container"]?.string
            #expect(container != nil && container == buildImage, "job \(name) runs in \(container ?? "no container"), not the Dockerfile's \(buildImage ?? "?")")
        }

        let patterns: Set<String> = ["dist/*.tar.gz", "dist/*.sha256"]
        let kept = (dist["steps"]?.array() ?? []).filter { $0["uses"]?.string?.hasPrefix("actions/upload-artifact@") == true }
            .flatMap { Self.lines($0["with"]?["path"]) }
        #expect(patterns.isSubset(of: Set(kept)), "the dist job keeps each archive and its checksum: \(kept)")
        var attaching: [String] = [], attached: [String] = []
        for (name, job) in jobs.mapping ?? [:] {
            for step in job["steps"]?.array() ?? [] where step["uses"]?.string?.hasPrefix("softprops/action-gh-release@") == true {
                attaching.append(name.string ?? "?")
                attached += Self.lines(step["with"]?["files"])
                #expect(Self.strings(in: job["needs"]).contains("dist"), "job \(name.string ?? "?") attaches before make dist has run")
            }
        }
        // Matrix jobs each making the release race, and can leave two releases for one tag.
        #expect(attaching.count == 1, "one job makes the release: \(attaching)")
        #expect(patterns.isSubset(of: Set(attached)), "the release gets each archive and its checksum: \(attached)")

        let image = try #require(jobs["image"], "release.yml has no image job")
        let platforms = Set(Self.strings(in: image["strategy"]?["matrix"]))
        #expect(platforms.isSuperset(of: ["linux/amd64", "linux/arm64"]), "the image for both architectures: \(platforms)")
        let build = try #require(image["steps"]?.array().first(where: { $0["uses"]?.string?.hasPrefix("docker/build-push-action@") == true }),
                                 "the image job does not use docker/build-push-action")
        #expect(build["with"]?["file"]?.string == "Dockerfile")
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("ghcr.io/${GITHUB_REPOSITORY,,}") && text.contains("$IMAGE:$GITHUB_REF_NAME"),
                "the image is pushed as ghcr.io/OWNER/REPO:TAG")
    }
}
