import Foundation

/// A `motionreel` process running in the background, for tests that signal it mid-run.
final class RunningCommand {
    private let process = Process()
    private let outURL: URL
    private let errURL: URL
    private let out: FileHandle
    private let err: FileHandle

    /// Starts `motionreel arguments`, with `environment` added to the test's own.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = CommandRunner.motionreel
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let folder = FileManager.default.temporaryDirectory
        outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        out = try FileHandle(forWritingTo: outURL)
        err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
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
        kill(process.processIdentifier, signal)
    }

    /// Whether the process exited by itself (`exit`), rather than being killed by a signal it
    /// did not handle; valid after ``wait()``.
    var exitedByItself: Bool { process.terminationReason == .exit }

    /// Waits for the process to end and returns what it printed and its exit code (128 + N if
    /// a signal N killed it without its own handling).
    func wait() throws -> CommandResult {
        process.waitUntilExit()
        try out.close()
        try err.close()
        let code = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return CommandResult(exitCode: code, stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                             stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
