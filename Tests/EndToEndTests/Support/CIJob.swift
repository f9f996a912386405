import Foundation
import TestSupport

/// A process of a CI job (a matrix job, a Kubernetes pod, a GitHub Action's step) as a test plays
/// it: with the variables that job would have and none of the machine's running the tests.
///
/// The tests themselves may run in CI, whose variables (`GITHUB_ACTIONS`, `GITHUB_OUTPUT`,
/// `CI_NODE_INDEX`, …) would otherwise reach the child: `--shard auto` would read the tests' own
/// job rather than the one played, and a step would write into the real step summary.
enum CIJob {
    /// What any job's process has — the search path, a home for caches (fontconfig's), the
    /// temporary folder and the locale — and then `variables`.
    static func environment(_ variables: [String: String]) -> [String: String] {
        let own = ProcessInfo.processInfo.environment
        var environment = ["PATH": own["PATH"] ?? "/usr/bin:/bin", "HOME": own["HOME"] ?? NSTemporaryDirectory()]
        for name in ["TMPDIR", "LANG", "LC_ALL"] { environment[name] = own[name] }
        return environment.merging(variables) { $1 }
    }

    /// Starts `executable` in `directory` with the job's `variables` only.
    static func start(_ executable: URL, _ arguments: [String], in directory: URL,
                      variables: [String: String]) throws -> RunningProcess {
        try Subprocess.start(executable.path, arguments, environment: environment(variables), inheritsEnvironment: false,
                             directory: directory.path)
    }

    /// Runs `executable` to its end in `directory` with the job's `variables` only.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    variables: [String: String] = [:]) throws -> CommandResult {
        CommandResult(try start(executable, arguments, in: directory, variables: variables).wait())
    }
}
