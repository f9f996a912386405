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
    /// Where the action's steps find the executable its set-up provides (from the cache, a release
    /// archive or a build: ActionSetupTests rehearse those).
    static let setupOutput = "${{ steps.setup.outputs.motionreel }}"

    /// What the action says of itself: its inputs' defaults and its steps.
    struct Action {
        struct Step {
            var name: String
            var run: String
            var shell: String
            var environment: [String: String]
        }

        var defaults: [String: String] = [:]
        /// The step with `id: setup`, which provides motionreel.
        var setup: Step
        /// The steps after the set-up (and after saving its cache): what the rehearsal runs.
        var steps: [Step]

        init() throws {
            let root = try #require(try Yams.compose(yaml: String(contentsOf: GitHubActionTests.file, encoding: .utf8)))
            #expect(root["runs"]?["using"]?.string == "composite")
            for (key, value) in try #require(root["inputs"]?.mapping) {
                defaults[try #require(key.string)] = value["default"]?.string ?? ""
            }
            let all = try #require(root["runs"]?["steps"]?.sequence)
            // The set-up: the cache key, restoring the cache, a release's archive, the set-up itself
            // and saving the cache; the steps after it are the review, which the rehearsal runs.
            let setupIndex = try #require(all.firstIndex { $0["id"]?.string == "setup" }, "no step with id: setup")
            let firstReview = try #require(all.indices.first { $0 > setupIndex && all[$0]["uses"] == nil },
                                           "no step after the set-up")
            let steps = try ([all[setupIndex]] + all[firstReview...]).map { step in
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
        let built = text.replacingOccurrences(of: setupOutput, with: CommandRunner.motionreel.path)
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

    /// A screen of an app: four `@State` values and six motion sites, all of which the catalogue
    /// films (`CardRow.isExpanded`, `.isPressed`, `.showBanner`, `.mode`); the spring of
    /// `isExpanded` is on line 24.
    static let cardRow = """
    import SwiftUI

    enum Mode { case list, grid }

    struct CardRow: View {
        @State private var isExpanded = false
        @State private var isPressed = false
        @State private var showBanner = false
        @State private var mode: Mode = .list

        var body: some View {
            VStack {
                if showBanner {
                    Text("Saved")
                        .frame(width: 320, height: 64)
                        .background(Color.indigo)
                        .cornerRadius(12)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
                Text("Details")
                    .frame(width: 300, height: isExpanded ? 260 : 120)
                    .background(isExpanded ? Color.blue : Color(red: 0.9, green: 0.9, blue: 0.92))
                    .cornerRadius(isExpanded ? 28 : 16)
                    .animation(.spring(duration: 0.4, bounce: 0.25), value: isExpanded)
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                Button("Save") {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { showBanner.toggle() }
                }
                .scaleEffect(isPressed ? 0.95 : 1)
                if mode == .grid {
                    Text("Grid").transition(.scale(scale: 0.8).combined(with: .opacity))
                }
            }
            .onTapGesture { isExpanded.toggle() }
            .onLongPressGesture(minimumDuration: 0.3, pressing: { pressing in
                withAnimation(.snappy) { isPressed = pressing }
            }, perform: {})
            .toolbar { Button("Grid") { withAnimation(.easeOut(duration: 0.25)) { mode = .grid } } }
        }
    }
    """

    /// A view whose transition no state drives: a site the catalogue lists as not filmed, at 5:21.
    static let badge = """
    import SwiftUI

    struct Badge: View {
        var body: some View {
            Text("New").transition(.opacity)
        }
    }
    """

    @Test("action.yml: the inputs and their defaults, a set-up that provides motionreel, the one it provides used after it")
    func declaration() throws {
        let action = try Action()
        #expect(action.defaults == ["import": "", "catalogue": "motion", "presets": "Presets", "formats": "mp4", "shard": "",
                                    "baseline": "", "fail-on-change": "true", "output": "out"])
        #expect(action.setup.run.contains("${{ github.action_path }}/scripts/action-setup.sh"), "\(action.setup.run)")
        let later = action.steps.map { $0.run + $0.environment.values.joined(separator: "\n") }.joined(separator: "\n")
        #expect(later.contains(Self.setupOutput), "the steps run the executable the set-up provides")
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
        // The cause heads the block, the film's row under it.
        #expect(failing.summary.contains("**transition.animation.spring.response"), "\(failing.summary)")
        #expect(failing.summary.split(separator: "\n").contains { $0.hasPrefix("| three | changed | ") }, "\(failing.summary)")
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
        for with in [["fail-on-change": "yes"], ["shard": "auto", "baseline": "baseline"], ["import": "App", "catalogue": "motion.yaml"]] {
            let outcome = try Self.run(action, with: with, in: repository)
            #expect(outcome.status == 2, "\(with): \(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stdout.contains("::error title=MotionReel::"), "\(with): \(outcome.stdout)")
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("out").path), "\(with)")
        }
    }

    @Test("import: the app's code filmed into the catalogue, rendered with it; unchanged code skips; a changed spring fails naming its line")
    func importedApp() throws {
        let action = try Action()
        let w = try Workspace()
        // A repository with an app and no Presets folder: the catalogue is rendered alone.
        try w.write("app/repository/App/Card.swift", Self.cardRow)
        let repository = w.url.appendingPathComponent("app/repository")
        let with = ["import": "App", "formats": "none"]

        // The first run: the catalogue is written, and the batch renders it.
        let first = try Self.run(action, with: with, in: repository)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let catalogue = w.contents(of: "app/repository/motion").filter { $0.hasSuffix(".yaml") }
        #expect(catalogue == ["Card/CardRow.isExpanded.yaml", "Card/CardRow.isPressed.yaml",
                              "Card/CardRow.mode.yaml", "Card/CardRow.showBanner.yaml"], "\(catalogue)")
        #expect(first.stdout.contains("wrote motion/Card/CardRow.isExpanded.yaml"), "\(first.stdout)")
        #expect(first.summary.contains("filmed 6 of 6 sites in 1 file: 4 presets in motion (4 written, 0 unchanged, 0 kept, 0 removed)"),
                "\(first.summary)")
        #expect(!first.summary.contains("not filmed"), "\(first.summary)")
        #expect(first.summary.contains("4 presets: 4 rendered, 0 skipped, 0 failed"), "\(first.summary)")
        #expect(first.outputs["manifest"] == "out/manifest.json", "\(first.outputs)")
        for name in ["CardRow-isExpanded", "CardRow-isPressed", "CardRow-mode", "CardRow-showBanner"] {
            #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("out/\(name).spec.json").path), "\(name)")
        }
        // The summary's import line comes first, under the one heading, then the batch's counts.
        #expect(first.summary.components(separatedBy: "## MotionReel").count == 2, "\(first.summary)")
        let filmedAt = try #require(first.summary.range(of: "filmed 6 of 6 sites"))
        let countsAt = try #require(first.summary.range(of: "4 presets: "))
        #expect(filmedAt.lowerBound < countsAt.lowerBound, "\(first.summary)")
        let baseline = repository.appendingPathComponent("baseline")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("out"), to: baseline)

        // The same code again, compared with that run: nothing is written, nothing re-rendered.
        let again = try Self.run(action, with: with.merging(["baseline": "baseline"]) { $1 }, in: repository)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.summary.contains("filmed 6 of 6 sites in 1 file: 4 presets in motion (0 written, 4 unchanged, 0 kept, 0 removed)"),
                "\(again.summary)")
        #expect(again.summary.contains("4 presets: 0 rendered, 4 skipped, 0 failed"), "\(again.summary)")
        #expect(again.outputs["changed"] == "false", "\(again.outputs)")

        // A slower spring in the Swift: the step fails, naming the preset and the Swift line.
        try w.write("app/repository/App/Card.swift",
                    Self.cardRow.replacingOccurrences(of: ".spring(duration: 0.4, bounce: 0.25)", with: ".spring(duration: 0.6, bounce: 0.25)"))
        let slower = try Self.run(action, with: with.merging(["baseline": "baseline"]) { $1 }, in: repository)
        #expect(slower.status == 1, "\(slower.stdout)\(slower.stderr)")
        #expect(slower.outputs["changed"] == "true", "\(slower.outputs)")
        #expect(slower.summary.contains("1 of 4 presets changed"), "\(slower.summary)")
        #expect(slower.summary.contains("| CardRow-isExpanded | changed | "), "\(slower.summary)")
        let junit = try String(contentsOf: repository.appendingPathComponent("out-diff/junit.xml"), encoding: .utf8)
        #expect(junit.contains("App/Card.swift:24 .spring(duration: 0.4 → 0.6, bounce: 0.25)"), "\(junit)")
        #expect(slower.stdout.contains("::error title=MotionReel::motion changed: 1 of 4 presets changed"), "\(slower.stdout)")
    }

    @Test("import: a path that is not there exits 2 with an ::error after the summary, the rest filmed and nothing rendered")
    func importUnreadable() throws {
        let action = try Action()
        let w = try Workspace()
        try w.write("app/repository/App/Card.swift", Self.cardRow)
        try w.write("app/repository/App/Badge.swift", Self.badge)
        let repository = w.url.appendingPathComponent("app/repository")

        let outcome = try Self.run(action, with: ["import": "App\nGone", "catalogue": "catalogue", "formats": "none"], in: repository)
        #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
        let error = try #require(outcome.stdout.split(separator: "\n").first { $0.hasPrefix("::error title=MotionReel::") }, "\(outcome.stdout)")
        #expect(error.contains("import") && error.contains("Gone"), "\(error)")
        // What could be read is filmed and said; the site it could not film is listed with why.
        #expect(outcome.summary.contains("filmed 6 of 7 sites in 2 files: 4 presets in catalogue"), "\(outcome.summary)")
        #expect(outcome.summary.contains("<details><summary>1 site not filmed"), "\(outcome.summary)")
        #expect(outcome.summary.contains("App/Badge.swift:5:21: "), "\(outcome.summary)")
        #expect(outcome.summary.contains("Gone"), "\(outcome.summary)")
        #expect(w.contents(of: "app/repository/catalogue").contains("Card/CardRow.isExpanded.yaml"))
        // Nothing was rendered.
        #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("out").path))
    }
}
