import Foundation
import TestSupport

/// A `motionreel` process running in the background, for tests that signal it mid-run.
final class RunningCommand {
    private let process: RunningProcess
    private var result: Subprocess.Result?

    /// Starts `motionreel arguments`, with `environment` added to the test's own.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process = try Subprocess.start(CommandRunner.motionreel.path, arguments, environment: environment)
    }

    /// Waits until `folder` holds an item whose name starts with `prefix` (hidden items
    /// included); false if the process ends first or `timeout` seconds pass.
    func waitForItem(in folder: String, prefix: String, timeout: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasPrefix(prefix) }) { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    /// Sends `signal` (SIGINT, SIGTERM, SIGHUP…) to the process.
    func send(_ signal: Int32) {
        process.send(signal)
    }

    /// Whether the process exited by itself (`exit`), rather than being killed by a signal it
    /// did not handle; valid after ``wait()``.
    var exitedByItself: Bool { result?.exitedByItself ?? false }

    /// Waits for the process to end and returns what it printed and its exit code (128 + N if
    /// a signal N killed it without its own handling).
    func wait() throws -> CommandResult {
        let result = try process.wait()
        self.result = result
        return CommandResult(result)
    }
}
