import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the tests run another program: our own `motionreel`, ffmpeg/ffprobe to judge its
/// files, python3 for the reference curves, a shell for pipes and limits.
///
/// Standard output and standard error are read at the same time on two threads, so a child that
/// fills one pipe while the tests wait on the other cannot block (a sequential read deadlocks as
/// soon as the unread pipe holds 64 KiB).
/// ``start(_:_:stdin:environment:inheritsEnvironment:directory:)`` returns while the child runs,
/// for tests that signal it or watch its memory.
public enum Subprocess {
    /// Where the child's standard input comes from.
    public enum Input: Sendable {
        /// `/dev/null`: a child that reads gets end of file at once.
        case null
        /// These bytes, from a temporary file (not a pipe, so a child that stops reading early
        /// cannot make a write in the tests fail with SIGPIPE).
        case data(Data)
        /// An open file descriptor of the tests', such as the read end of a pipe they feed.
        case fileDescriptor(Int32)
    }

    /// Why a child could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` to its end and returns its output and how it ended.
    ///
    /// - Parameters:
    ///   - executable: a path, or a name looked up on the tests' `PATH`.
    ///   - environment: variables added to (or replacing) the tests' own.
    ///   - inheritsEnvironment: false: the child gets `environment` alone, none of the tests' own
    ///     variables — for a child that must not see the machine's (a CI runner's `CI_NODE_INDEX`
    ///     or `GITHUB_OUTPUT` where a test plays another job).
    ///   - directory: the child's working directory; the tests' own when nil.
    ///   - timeout: seconds after which the child is killed (SIGKILL) and ``Result/timedOut`` is
    ///     true, so a hang fails one test instead of stopping the run; no limit when nil.
    public static func run(_ executable: String, _ arguments: [String], stdin: Input = .null,
                           environment: [String: String] = [:], inheritsEnvironment: Bool = true,
                           directory: String? = nil, timeout: Double? = nil) throws -> Result {
        try start(executable, arguments, stdin: stdin, environment: environment, inheritsEnvironment: inheritsEnvironment,
                  directory: directory)
            .wait(timeout: timeout)
    }

    /// Starts `executable` and returns while it runs; ``RunningProcess/wait(timeout:)`` ends it.
    public static func start(_ executable: String, _ arguments: [String], stdin: Input = .null,
                             environment: [String: String] = [:], inheritsEnvironment: Bool = true,
                             directory: String? = nil) throws -> RunningProcess {
        guard let path = executable.contains("/") ? executable : find(executable) else {
            throw Failure(description: "\(executable) is not on PATH (scripts/setup.sh installs the tools the tests use)")
        }
        let inputFile: String?
        if case .data(let data) = stdin {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-stdin-\(UUID().uuidString)")
            try data.write(to: url)
            inputFile = url.path
        } else {
            inputFile = nil
        }
        // The child keeps the file open; its name is not needed once it has started.
        defer { if let inputFile { unlink(inputFile) } }
        let variables = inheritsEnvironment ? ProcessInfo.processInfo.environment.merging(environment) { $1 } : environment
        let spawned = try Spawn.launch(path, arguments, stdin: stdin, inputFile: inputFile,
                                       environment: variables.map { "\($0.key)=\($0.value)" }, directory: directory)
        return RunningProcess(pid: spawned.pid, stdout: OutputReader(spawned.stdout), stderr: OutputReader(spawned.stderr))
    }

    /// The first executable file called `name` in a folder of the tests' `PATH`.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension Subprocess {
    /// How a child ended and everything it wrote.
    public struct Result: Sendable {
        /// How the child ended: its exit code, or the signal that killed it.
        public enum Termination: Sendable, Equatable {
            case exit(Int32)
            case signal(Int32)
        }

        public var termination: Termination
        public var stdout: Data
        public var stderr: Data
        /// Whether the child was killed for running past its timeout.
        public var timedOut: Bool
        /// The child's peak resident memory in KiB, as `wait4` reports it. On Linux a child
        /// started by posix_spawn also counts its parent's peak here, so it is only an upper bound.
        public var maxResidentKiB: Int

        /// The status a shell would report: the exit code, or 128 + the signal.
        public var status: Int32 {
            switch termination {
            case .exit(let code): code
            case .signal(let signal): 128 + signal
            }
        }

        /// Whether the child exited by itself (`exit`), rather than being killed by a signal.
        public var exitedByItself: Bool {
            if case .exit = termination { return true }
            return false
        }

        /// Standard output as UTF-8 (invalid bytes replaced).
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard error as UTF-8 (invalid bytes replaced).
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }
}
