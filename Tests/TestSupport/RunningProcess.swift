import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child started by ``Subprocess/start(_:_:stdin:environment:inheritsEnvironment:directory:)``,
/// still running or ended but not yet reaped.
///
/// The child is reaped only by ``wait(timeout:)``, and signals are sent under the same lock, so
/// a signal can never reach another process that reused the pid. Dropped without a wait, the
/// child is killed and reaped, so no test leaves a stray process behind.
public final class RunningProcess: Sendable {
    public let pid: pid_t
    private let stdout: OutputReader
    private let stderr: OutputReader
    private let state = Locked(State())

    private struct State {
        var ended: (termination: Subprocess.Result.Termination, maxResidentKiB: Int)?
        var timedOut = false
    }

    init(pid: pid_t, stdout: OutputReader, stderr: OutputReader) {
        self.pid = pid
        self.stdout = stdout
        self.stderr = stderr
    }

    deinit {
        if isRunning { send(SIGKILL) }
        _ = try? wait()
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool {
        state.withLock { $0.ended == nil && !hasExited() }
    }

    /// What the child has written to standard output so far (for a server's address, say).
    public var stdoutSoFar: String { String(decoding: stdout.soFar, as: UTF8.self) }
    /// What the child has written to standard error so far.
    public var stderrSoFar: String { String(decoding: stderr.soFar, as: UTF8.self) }

    /// Sends `signal` (SIGINT, SIGTERM, SIGHUP…) to the child, unless it has been reaped.
    public func send(_ signal: Int32) {
        state.withLock { if $0.ended == nil { _ = kill(pid, signal) } }
    }

    /// Blocks until the child ends, without reaping it: its pid stays its own (a zombie's) until
    /// ``wait(timeout:)``, so a test can still read `/proc/PID` safely up to here.
    public func waitForExit() {
        guard state.withLock({ $0.ended == nil }) else { return }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
    }

    /// Waits for the child to end (killing it after `timeout` seconds, if given), reaps it and
    /// returns what it wrote and how it ended. Calling it again returns the same result.
    public func wait(timeout: Double? = nil) throws -> Subprocess.Result {
        let watchdog = timeout.map { seconds in
            let item = DispatchWorkItem { [weak self] in self?.killForTimeout() }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
            return item
        }
        waitForExit()
        watchdog?.cancel()
        let (ended, timedOut) = try state.withLock { state in
            if state.ended == nil { state.ended = try reap() }
            return (state.ended, state.timedOut)
        }
        guard let ended else { throw Subprocess.Failure(description: "process \(pid) was not reaped") }
        return Subprocess.Result(termination: ended.termination, stdout: stdout.collect(), stderr: stderr.collect(),
                                 timedOut: timedOut, maxResidentKiB: ended.maxResidentKiB)
    }

    /// Kills the child for running past its timeout, unless it has ended meanwhile.
    private func killForTimeout() {
        state.withLock { state in
            guard state.ended == nil, !hasExited() else { return }
            state.timedOut = kill(pid, SIGKILL) == 0
        }
    }

    /// Whether the child has ended (a zombie); call with the state locked and the child unreaped.
    private func hasExited() -> Bool {
        var info = siginfo_t()   // zeroed: WNOHANG leaves it so while the child runs
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        #if canImport(Glibc)
        return info._sifields._sigchld.si_pid == pid
        #else
        return info.si_pid == pid
        #endif
    }

    /// Collects the ended child's status and resource use; call with the state locked.
    private func reap() throws -> (termination: Subprocess.Result.Termination, maxResidentKiB: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Subprocess.Failure(description: "wait4(\(pid)): \(String(cString: strerror(errno)))") }
        }
        // Exited: the low 7 bits are 0 and the code is in the next byte; else they are the signal.
        let termination: Subprocess.Result.Termination = status & 0x7F == 0 ? .exit((status >> 8) & 0xFF) : .signal(status & 0x7F)
        #if os(macOS)
        let kib = Int(usage.ru_maxrss) / 1024   // bytes there, KiB on Linux
        #else
        let kib = Int(usage.ru_maxrss)
        #endif
        return (termination, kib)
    }
}
