import Foundation
import TestSupport

/// What a finished process printed and returned.
struct CommandResult {
    /// The exit code, or 128 + N if a signal N killed it.
    var exitCode: Int32
    var stdout: String
    var stderr: String

    init(_ result: Subprocess.Result) {
        exitCode = result.status
        stdout = result.stdoutText
        stderr = result.stderrText
    }
}

/// Runs programs for the tests: our own `motionreel`, and ffprobe/ffmpeg to judge its files.
enum CommandRunner {
    /// The `motionreel` executable built beside the test bundle.
    static let motionreel: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("motionreel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/debug/motionreel").standardized
        return fallback
    }()

    static func motionreel(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        try run(motionreel, arguments, in: directory)
    }

    /// Runs `name`, found on PATH.
    static func tool(_ name: String, _ arguments: [String]) throws -> CommandResult {
        CommandResult(try Subprocess.run(name, arguments))
    }

    /// Runs `executable` in `directory` (the tests' own when nil), with `environment` added to the tests'.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> CommandResult {
        CommandResult(try Subprocess.run(executable.path, arguments, environment: environment, directory: directory?.path))
    }
}
