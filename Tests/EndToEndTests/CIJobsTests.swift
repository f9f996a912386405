import Foundation
import Testing
import TestSupport
import Yams

/// .github/workflows/ci.yml: a Linux job that runs .ci/run and a macOS job that runs `make test`,
/// on every push and pull request, so a fork shows both without edits.
@Suite("ci.yml: a Linux job running .ci/run, a macOS 15 job running make test")
struct CIJobsTests {
    static let workflow = InstallTests.repository.appendingPathComponent(".github/workflows/ci.yml")

    @Test("both jobs, their runners and their commands; every make target is the Makefile's")
    func jobs() throws {
        let root = try #require(try Yams.compose(yaml: String(contentsOf: Self.workflow, encoding: .utf8)))
        let on = try #require(root["on"]?.mapping)
        #expect(Set(on.keys.compactMap(\.string)) == ["push", "pull_request"])
        let jobs = try #require(root["jobs"]?.mapping)
        #expect(Set(jobs.keys.compactMap(\.string)) == ["linux", "macos"])

        func runs(_ job: String) -> [String] {
            (jobs[Node(stringLiteral: job)]?["steps"]?.sequence ?? []).compactMap { $0["run"]?.string }
        }
        #expect(jobs["linux"]?["runs-on"]?.string == "ubuntu-latest")
        #expect(jobs["linux"]?["container"]?.string?.hasPrefix("swift:") == true)
        #expect(runs("linux").contains("bash .ci/run"))
        #expect(jobs["macos"]?["runs-on"]?.string == "macos-15")
        #expect(runs("macos").contains("make test"))

        let ciRun = try String(contentsOf: InstallTests.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        let targets = (runs("linux") + runs("macos") + [ciRun]).flatMap { ReleaseWorkflowTests.makeTargets(in: $0) }
        #expect(targets.contains("test"))
        let makefile = try ReleaseWorkflowTests.makefileTargets()
        for target in targets { #expect(makefile.contains(target), "make \(target)") }
    }
}
