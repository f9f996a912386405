import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import Yams

/// The GitHub Actions workflow of docs/ci-github.md, rehearsed here: its own `motionreel` command
/// lines, read from the document, run as its jobs run them — four render shards with the matrix's
/// variables, their outputs gathered in one folder as `download-artifact` does, the merge, and the
/// diff against the base branch's renders. What only GitHub can run (checkout, artifacts, `gh`)
/// is left out; everything MotionReel does in the workflow is run.
@Suite("docs/ci-github.md: the GitHub Actions workflow's commands, run as its jobs run them")
struct CIWorkflowTests {
    /// The workflow's `motionreel` invocations, by subcommand: the arguments after the executable
    /// (the subcommand first), without the trailing comment.
    struct Workflow {
        var commands: [String: [String]] = [:]
        var text = ""

        init() throws {
            text = try #require(try CIDocument().yamlBlocks(under: "## A GitHub Actions workflow").first)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: ".build/release/motionreel ") else { continue }
                let command = line[range.upperBound...].split(separator: "#").first ?? ""
                let words = command.split(separator: " ").map(String.init)
                if let name = words.first { commands[name] = words }
            }
        }
    }

    /// Runs the workflow's render and review jobs on `presets` (a folder standing for the
    /// repository's `Presets`) inside `root`, and returns the review job's folder.
    private func run(_ workflow: Workflow, _ w: Workspace, presets: String, root: String,
                     baseline: String?) throws -> (diff: CommandResult?, review: URL) {
        let render = try #require(workflow.commands["batch"])
        let review = w.url.appendingPathComponent("\(root)/review")
        try FileManager.default.createDirectory(at: review.appendingPathComponent("out"), withIntermediateDirectories: true)
        for index in 0..<4 {
            // One job of the matrix: its own checkout, its variables as the workflow sets them.
            let job = w.url.appendingPathComponent("\(root)/shard-\(index)")
            try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
            let arguments = render.map { $0 == "Presets" ? w.path(presets) : $0 }
            let result = try CommandRunner.run(CommandRunner.motionreel, arguments, in: job,
                                               environment: ["MOTIONREEL_SHARD_INDEX": "\(index)", "MOTIONREEL_SHARD_COUNT": "4"])
            #expect(result.exitCode == 0, "shard \(index): \(arguments) \(result.stderr)")
            // download-artifact with merge-multiple: every shard's out/ into one out/, which must not collide.
            let out = job.appendingPathComponent("out")
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
                let target = review.appendingPathComponent("out/\(name)")
                #expect(!FileManager.default.fileExists(atPath: target.path), "\(name) is written by two shards")
                try FileManager.default.copyItem(at: out.appendingPathComponent(name), to: target)
            }
        }
        let merge = try CommandRunner.run(CommandRunner.motionreel, try #require(workflow.commands["merge"]), in: review)
        #expect(merge.exitCode == 0, "\(merge.stderr)")
        guard let baseline else { return (nil, review) }
        // gh run download … --name renders --dir baseline: the base branch's merged out/.
        try FileManager.default.copyItem(at: w.url.appendingPathComponent("\(baseline)/review/out"),
                                         to: review.appendingPathComponent("baseline"))
        let diff = try CommandRunner.run(CommandRunner.motionreel, try #require(workflow.commands["diff"]), in: review)
        return (diff, review)
    }

    @Test("motionreel is built once per push, in the build job; the shards and the review download it")
    func oneBuild() throws {
        let workflow = try Workflow()
        let document = try #require(try Yams.load(yaml: workflow.text) as? [String: Any])
        let jobs = try #require(document["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["build", "render", "review"], "\(jobs.keys)")
        let steps = { (job: String) -> [[String: Any]] in jobs[job]?["steps"] as? [[String: Any]] ?? [] }
        let runs = { (job: String) -> [String] in steps(job).compactMap { $0["run"] as? String } }
        let builds = jobs.keys.sorted().flatMap { job in runs(job).filter { $0.contains("swift build") }.map { (job, $0) } }
        #expect(builds.count == 1 && builds.first?.0 == "build", "one swift build, in the build job: \(builds)")
        // The build job hands over the executable, and keeps it while no Swift changes.
        let upload = steps("build").first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true }
        let handed = upload?["with"] as? [String: Any]
        #expect(handed?["name"] as? String == "motionreel" && handed?["path"] as? String == ".build/release/motionreel", "\(upload ?? [:])")
        let cache = steps("build").first { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }?["with"] as? [String: Any]
        #expect((cache?["key"] as? String)?.contains("hashFiles('Package.swift', 'Sources/**')") == true, "\(cache ?? [:])")
        #expect((cache?["key"] as? String)?.contains("steps.swift.outputs.version") == true, "a new toolchain builds again")
        // Each other job needs it, downloads it where its commands run it, before the first of them.
        for job in ["render", "review"] {
            let needs = jobs[job]?["needs"].map { ($0 as? [String]) ?? [$0 as? String ?? ""] } ?? []
            #expect(needs.contains("build"), "\(job) needs: \(needs)")
            let all = steps(job)
            let download = all.firstIndex { step in
                (step["uses"] as? String)?.hasPrefix("actions/download-artifact@") == true
                    && (step["with"] as? [String: Any])?["name"] as? String == "motionreel"
                    && (step["with"] as? [String: Any])?["path"] as? String == ".build/release"
            }
            let first = all.firstIndex { ($0["run"] as? String)?.contains(".build/release/motionreel ") == true }
            #expect(download != nil && first != nil && download! < first!, "\(job): download motionreel before running it")
        }
    }

    @Test("wherever the docs write OWNER, they say what it stands for")
    func ownerExplained() throws {
        let root = Snapshot.repositoryRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        for path in docs + ["README.md", "action.yml"] {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard text.contains("OWNER") else { continue }
            #expect(text.contains("GitHub user or organisation"), "\(path) writes OWNER without saying what it stands for")
        }
    }

    @Test("shards, merge and diff: an unchanged pull request passes, a changed spring fails naming the preset")
    func rehearsal() throws {
        let workflow = try Workflow()
        #expect(workflow.text.contains("MOTIONREEL_SHARD_INDEX: ${{ strategy.job-index }}"))
        #expect(workflow.text.contains("shard: [1, 2, 3, 4]"), "four jobs, as rehearsed here")
        #expect(workflow.commands.keys.sorted() == ["batch", "diff", "merge"], "\(workflow.commands)")
        #expect(workflow.commands["batch"]?.contains("auto") == true && workflow.commands["batch"]?.contains("--spec") == true)

        let w = try Workspace()
        let names = ["one", "two", "three", "four", "five"]
        for name in names {
            let text = SmallPreset.slide(name: name, height: 60)
            try w.write("main/\(name).yaml", text)
            try w.write("same/\(name).yaml", text)
            try w.write("changed/\(name).yaml", name == "three" ? text.replacingOccurrences(of: "response: 0.3", with: "response: 0.5") : text)
        }
        // main's run: its merged renders are the baseline.
        let main = try run(workflow, w, presets: "main", root: "main-run", baseline: nil)
        let manifest = try String(contentsOf: main.review.appendingPathComponent("out/manifest.json"), encoding: .utf8)
        #expect(names.allSatisfy { manifest.contains("\"\($0)\"") }, "the merged manifest lists every preset")
        #expect(FileManager.default.fileExists(atPath: main.review.appendingPathComponent("out/index.html").path))

        // A pull request that leaves the motion alone: the diff step passes.
        let same = try run(workflow, w, presets: "same", root: "same-run", baseline: "main-run")
        #expect(same.diff?.exitCode == 0, "\(same.diff?.stderr ?? "")")
        let quiet = try String(contentsOf: same.review.appendingPathComponent("diff/diff.md"), encoding: .utf8)
        #expect(quiet.contains("0 of 5 presets changed"), "\(quiet)")

        // A pull request that changes one spring: the step fails (exit 1, the failing check) and
        // the comment's table names the preset, the spring that changed, then the property and
        // its largest difference in points and pixels.
        let changed = try run(workflow, w, presets: "changed", root: "changed-run", baseline: "main-run")
        #expect(changed.diff?.exitCode == 1, "\(changed.diff?.stderr ?? "")")
        let comment = try String(contentsOf: changed.review.appendingPathComponent("diff/diff.md"), encoding: .utf8)
        #expect(comment.contains("1 of 5 presets changed"), "\(comment)")
        // The cause heads the block (the preset's own spring, in its words), the film's row under it.
        #expect(comment.contains("\n**transition.animation.spring."), "\(comment)")
        let row = try #require(comment.split(separator: "\n").first { $0.hasPrefix("| three | changed | ") }, "\(comment)")
        #expect(row.contains(".offset.x") && row.contains(" px) |"), "\(row)")
        // The JUnit file the workflow asks for: five test cases, one failure.
        let junit = try XMLDocument(contentsOf: changed.review.appendingPathComponent("diff/junit.xml"))
        let suite = try #require(junit.rootElement())
        let counts = suite.name == "testsuites" ? suite : try #require(suite.elements(forName: "testsuite").first)
        #expect(counts.attribute(forName: "tests")?.stringValue == "5" && counts.attribute(forName: "failures")?.stringValue == "1")
        #expect(FileManager.default.fileExists(atPath: changed.review.appendingPathComponent("diff/diff.html").path))
    }
}
