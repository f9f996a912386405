import Foundation
import TestSupport

/// Runs the `PresetFuzzer` replayer on one input in its own process, so an input that traps
/// (an overflow, `Int(.nan)`) fails its own test case instead of ending the whole test run, and
/// one that runs away is stopped.
enum Replayer {
    /// What the replayer did with one file.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it (132 for a Swift trap).
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    /// The replayer built beside the test bundle (the package builds it with the tests).
    static let executable = built("PresetFuzzer")
    /// The Swift fuzzer's replayer.
    static let swiftExecutable = built("SwiftFuzzer")

    static func built(_ name: String) -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/\(name)").standardized
    }

    /// Seconds of CPU one input may use (`ulimit -t`, so a loaded machine does not make it fail):
    /// a shipped preset replays in a fifth of one in a debug build, and the fuzzer's own limit
    /// is 10 s of a release build, several times faster.
    static let cpuSeconds = 5
    /// The statuses of a replay stopped by ``cpuSeconds``: 128 + SIGXCPU, or + SIGKILL when the
    /// soft limit's signal is caught (the Swift runtime's crash handler may take it).
    static let outOfTime: Set<Int32> = [128 + 24, 128 + 9]
    /// Seconds of wall time before the replay is stopped, should it wait rather than compute.
    static let timeout = 60.0
    /// KiB of address space one input may use (`ulimit -v`): a runaway stops here, not in swap.
    static let memoryLimitKiB = 4 << 20

    static func run(_ file: URL, base: URL, replayer: URL = executable) throws -> Outcome {
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "ulimit -v \(memoryLimitKiB); ulimit -t \(cpuSeconds); exec \"$0\" \"$1\"", replayer.path, file.path],
            environment: ["PRESET_FUZZ_BASE": base.path], timeout: timeout)
        return Outcome(status: result.status, stdout: result.stdoutText, stderr: result.stderrText, timedOut: result.timedOut)
    }
}
