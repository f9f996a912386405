import Foundation
import Testing
import TestSupport

/// The tests' one subprocess helper: what every end-to-end, encode, spec and fuzz test stands on.
@Suite("Subprocess: running another program from a test")
struct SubprocessTests {
    /// 2 MiB, thirty-two times what a pipe holds: reading one stream to its end before the other
    /// blocks the child on the unread pipe for ever.
    static let size = 2 << 20

    @Test("a child writing 2 MiB to stderr, then 2 MiB to stdout, then 2 MiB to stderr completes with every byte")
    func largeOutputOnBothStreams() throws {
        let script = "yes err | head -c \(Self.size) >&2; yes out | head -c \(Self.size); yes err | head -c \(Self.size) >&2"
        let result = try Subprocess.run("/bin/sh", ["-c", script], timeout: 120)
        #expect(!result.timedOut, "the streams must be read at the same time")
        #expect(result.termination == .exit(0), "\(result.stderrText.suffix(200))")
        #expect(result.stdout == Self.pattern("out\n", count: Self.size))
        #expect(result.stderr == Self.pattern("err\n", count: 2 * Self.size))
    }

    @Test("the exit code is reported as the child's own, and as the status")
    func exitCode() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "echo gone >&2; exit 3"])
        #expect(result.termination == .exit(3))
        #expect(result.status == 3)
        #expect(result.exitedByItself)
        #expect(result.stderrText == "gone\n")
    }

    @Test("a child killed by a signal is reported as that signal, status 128 + N")
    func signalTermination() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "kill -TERM $$"])
        #expect(result.termination == .signal(SIGTERM))
        #expect(result.status == 128 + SIGTERM)
        #expect(!result.exitedByItself)
    }

    @Test("a started child runs until signalled, then is reported killed by that signal")
    func startAndSignal() throws {
        let child = try Subprocess.start("/bin/sh", ["-c", "echo ready; exec sleep 60"])
        #expect(child.pid > 0)
        #expect(child.isRunning)
        child.send(SIGINT)
        let result = try child.wait(timeout: 30)
        #expect(result.termination == .signal(SIGINT))
        #expect(!result.timedOut)
        #expect(!child.isRunning)
    }

    @Test("a child past its timeout is killed and reported as timed out")
    func timeout() throws {
        let start = Date()
        let result = try Subprocess.run("/bin/sleep", ["60"], timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.termination == .signal(SIGKILL))
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test("standard input, added environment variables and the working directory reach the child")
    func inputEnvironmentDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let result = try Subprocess.run("/bin/sh", ["-c", "cat; printf '|%s|' \"$SUBPROCESS_TEST\"; pwd -P"],
                                        stdin: .data(Data("in\n".utf8)), environment: ["SUBPROCESS_TEST": "set"],
                                        directory: folder)
        #expect(result.stdoutText == "in\n|set|\(folder)\n")
    }

    @Test("without inheritsEnvironment the child sees the variables given and none of the tests' own")
    func ownEnvironmentOnly() throws {
        #expect(ProcessInfo.processInfo.environment["PATH"] != nil, "the tests' own variables, to leave out")
        let result = try Subprocess.run("/usr/bin/env", [], environment: ["ONLY_THIS": "set"], inheritsEnvironment: false)
        #expect(result.stdoutText == "ONLY_THIS=set\n")
        let inherited = try Subprocess.run("/usr/bin/env", [], environment: ["ONLY_THIS": "set"])
        #expect(inherited.stdoutText.contains("ONLY_THIS=set\n") && inherited.stdoutText.contains("PATH="))
    }

    @Test("a name is looked up on PATH; a missing program is an error, not a hang")
    func lookup() throws {
        #expect(try Subprocess.run("true", []).termination == .exit(0))
        #expect(throws: Subprocess.Failure.self) { try Subprocess.run("motionreel-no-such-tool", []) }
    }

    /// `text` repeated and cut to `count` bytes, as `yes | head -c` writes it.
    private static func pattern(_ text: String, count: Int) -> Data {
        let unit = Array(text.utf8)
        return Data((0..<count).map { unit[$0 % unit.count] })
    }
}
