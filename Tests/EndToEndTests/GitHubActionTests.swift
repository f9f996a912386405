import Foundation
import Testing
import TestSupport
import Yams

/// The repository's GitHub Action (action.yml), rehearsed: its steps after the set-up, read from
/// the file, their `${{ … }}` filled in as GitHub fills them, and run with bash as a runner runs a
/// composite action's steps, with GitHub's summary and output files. The set-up (system packages,
/// a release build) is skipped: the built `motionreel` stands in for the release build.
@Suite("action.yml: the GitHub Action's steps, run as GitHub runs them")
struct GitHubActionTests {
    static let file = Snapshot.repositoryRoot.appendingPathComponent("action.yml")
    /// Where the action's steps find the executable its set-up builds.
    static let releaseBuild = "${{ github.action_path }}/.build/release/motionreel"

    /// What the action says of itself: its inputs' defaults and its steps.
    struct Action {
        struct Step {
            var name: String
            var run: String
            var shell: String
            var environment: [String: String]
        }

        var defaults: [String: String] = [:]
        var setup: Step
        /// The steps after the set-up.
        var steps: [Step]

        init() throws {
            let root = try #require(try Yams.compose(yaml: String(contentsOf: GitHubActionTests.file, encoding: .utf8)))
            #expect(root["runs"]?["using"]?.string == "composite")
            for (key, value) in try #require(root["inputs"]?.mapping) {
                defaults[try #require(key.string)] = value["default"]?.string ?? ""
            }
            let steps = try #require(root["runs"]?["steps"]?.sequence).map { step in
                #expect(step["if"] == nil && step["uses"] == nil, "a step the rehearsal would not run as GitHub does: \(step)")
                var environment: [String: String] = [:]
                if let variables = step["env"] {
                    for (key, value) in try #require(variables.mapping) {
                        let text: String = try #require(value.string, "env: \(key) is not a string")
                        environment[try #require(key.string)] = text
                    }
                }
                return Step(name: step["name"]?.string ?? "", run: try #require(step["run"]?.string),
                            shell: try #require(step["shell"]?.string), environment: environment)
            }
            setup = try #require(steps.first)
            self.steps = Array(steps.dropFirst())
        }
    }

    /// How a run of the action's steps ended.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// GITHUB_OUTPUT's `name=value` lines.
        var outputs: [String: String]
        /// What was appended to GITHUB_STEP_SUMMARY.
        var summary: String
    }

    /// `text` with `${{ … }}` filled in as GitHub does for this action: its inputs (`with`, else
    /// the defaults) and its own path; the release build is the built executable.
    static func expand(_ text: String, inputs: [String: String]) -> String {
        let built = text.replacingOccurrences(of: releaseBuild, with: CommandRunner.motionreel.path)
        return built.replacing(/\$\{\{\s*([^}]*?)\s*\}\}/) { match in
            let expression = String(match.1)
            if expression == "github.action_path" { return Snapshot.repositoryRoot.path }
            if expression.hasPrefix("inputs."), let value = inputs[String(expression.dropFirst("inputs.".count))] { return value }
            Issue.record("an expression the rehearsal does not know: \(expression)")
            return ""
        }
    }

    /// Runs the steps after the set-up in `workspace` (GitHub's working folder), with `with` as
    /// the action's inputs, stopping at the first that fails as GitHub does.
    static func run(_ action: Action, with: [String: String], in workspace: URL) throws -> Outcome {
        let inputs = action.defaults.merging(with) { $1 }
        let summary = workspace.appendingPathComponent("../step-summary.md").standardized
        let outputs = workspace.appendingPathComponent("../github-output").standardized
        for file in [summary, outputs] { try Data().write(to: file) }
        var outcome = Outcome(status: 0, stdout: "", stderr: "", outputs: [:], summary: "")
        for step in action.steps {
            #expect(step.shell == "bash")
            let script = workspace.appendingPathComponent("../step.sh").standardized
            try expand(step.run, inputs: inputs).write(to: script, atomically: true, encoding: .utf8)
            var variables = step.environment.mapValues { expand($0, inputs: inputs) }
            variables.merge(["GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_WORKSPACE": workspace.path,
                             "GITHUB_ACTION_PATH": Snapshot.repositoryRoot.path,
                             "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_OUTPUT": outputs.path]) { $1 }
            // GitHub's command line for `shell: bash`.
            let result = try CIJob.run(URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", script.path],
                                       in: workspace, variables: variables)
            outcome.status = result.exitCode
            outcome.stdout += result.stdout
            outcome.stderr += result.stderr
            if result.exitCode != 0 { break }
        }
        for line in try String(contentsOf: outputs, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            outcome.outputs[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
        }
        outcome.summary = try String(contentsOf: summary, encoding: .utf8)
        return outcome
    }

    /// A checkout of a repository using the action: `Presets/` with `names`, and `three` with a
    /// slower spring when `changed`.
    static func checkout(_ w: Workspace, _ name: String, names: [String], changed: Bool = false) throws -> URL {
        for preset in names {
            let text = SmallPreset.slide(name: preset, height: 60)
            try w.write("\(name)/repository/Presets/\(preset).yaml",
                        changed && preset == "three" ? text.replacingOccurrences(of: "response: 0.3", with: "response: 0.5") : text)
        }
        return w.url.appendingPathComponent("\(name)/repository")
    }

    @Test("action.yml: the inputs and their defaults, a set-up that builds motionreel, the release build used after it")
    func declaration() throws {
        let action = try Action()
        #expect(action.defaults == ["presets": "Presets", "formats": "mp4", "shard": "", "baseline": "",
                                    "fail-on-change": "true", "output": "out"])
        #expect(action.setup.run.contains("${{ github.action_path }}/scripts/setup.sh"), "\(action.setup.run)")
        #expect(action.setup.run.contains("swift build -c release --product motionreel --package-path \"${{ github.action_path }}\""))
        let later = action.steps.map { $0.run + $0.environment.values.joined(separator: "\n") }.joined(separator: "\n")
        #expect(later.contains(Self.releaseBuild), "the steps run the executable the set-up built")
        #expect(!action.steps.isEmpty)
    }

    @Test("no baseline renders only; unchanged from the baseline passes with changed=false; a changed spring fails naming it")
    func review() throws {
        let action = try Action()
        let w = try Workspace()
        let names = ["one", "two", "three"]

        // The base branch: no baseline, so nothing is compared; its output is the next baseline.
        let main = try Self.checkout(w, "main", names: names)
        let first = try Self.run(action, with: [:], in: main)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.outputs["manifest"] == "out/manifest.json")
        #expect(FileManager.default.fileExists(atPath: main.appendingPathComponent("out/manifest.json").path))
        #expect(first.outputs["changed"] == "" && first.outputs["report"] == "", "\(first.outputs)")
        #expect(first.summary.contains("3 presets: 3 rendered, 0 skipped, 0 failed") && first.summary.contains("No baseline"),
                "\(first.summary)")
        let baseline = main.appendingPathComponent("out")

        // A pull request that leaves the motion alone.
        let same = try Self.checkout(w, "same", names: names)
        try FileManager.default.copyItem(at: baseline, to: same.appendingPathComponent("baseline"))
        let unchanged = try Self.run(action, with: ["baseline": "baseline"], in: same)
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")
        #expect(unchanged.outputs["changed"] == "false", "\(unchanged.outputs)")
        #expect(unchanged.outputs["report"] == "out-diff/diff.md")
        #expect(FileManager.default.fileExists(atPath: same.appendingPathComponent("out-diff/diff.md").path))
        #expect(unchanged.summary.contains("0 of 3 presets changed"), "\(unchanged.summary)")

        // A pull request that slows one spring: the step fails, and says which preset and why.
        let slower = try Self.checkout(w, "slower", names: names, changed: true)
        try FileManager.default.copyItem(at: baseline, to: slower.appendingPathComponent("baseline"))
        let failing = try Self.run(action, with: ["baseline": "baseline"], in: slower)
        #expect(failing.status != 0, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.outputs["changed"] == "true", "\(failing.outputs)")
        #expect(failing.summary.contains("1 of 3 presets changed"), "\(failing.summary)")
        let row = try #require(failing.summary.split(separator: "\n").first { $0.hasPrefix("| three | changed | ") }, "\(failing.summary)")
        #expect(row.contains("transition.animation.spring.response"), "\(row)")
        #expect(failing.stdout.contains("::error title=MotionReel::motion changed: 1 of 3 presets changed"), "\(failing.stdout)")

        // The same with fail-on-change false: it passes, and still says the motion changed.
        let allowed = try Self.run(action, with: ["baseline": "baseline", "fail-on-change": "false"], in: slower)
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(allowed.outputs["changed"] == "true", "\(allowed.outputs)")
        #expect(allowed.summary.contains("| three | changed | "), "\(allowed.summary)")
    }

    @Test("inputs that cannot work are refused before anything renders (exit 2)")
    func refused() throws {
        let action = try Action()
        let w = try Workspace()
        let repository = try Self.checkout(w, "main", names: ["one"])
        for with in [["fail-on-change": "yes"], ["shard": "auto", "baseline": "baseline"]] {
            let outcome = try Self.run(action, with: with, in: repository)
            #expect(outcome.status == 2, "\(with): \(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stdout.contains("::error title=MotionReel::"), "\(with): \(outcome.stdout)")
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("out").path), "\(with)")
        }
    }
}
