import Foundation
import Locking
import TestSupport

/// One run of a program, with its peak resident memory.
///
/// On Linux the peak is the child's own high-water mark (`VmHWM` in /proc/PID/status), read every
/// 2 ms while it runs: the `ru_maxrss` that `wait4` or `getrusage` give a spawned child also counts
/// the test process's own memory (posix_spawn shares its address space until the exec), so in a
/// full test run it reads several hundred MB for any child. Elsewhere it is `wait4`'s `ru_maxrss`.
struct HostileRun {
    /// 300 MB: a few times what `validate` needs for a small preset, a tenth of what these once took.
    static let budgetKiB = 300 * 1024

    var exitCode: Int32
    var stdout: String
    var stderr: String
    var peakKiB: Int

    /// Runs `executable` with `arguments`; its standard input is `input` (a file descriptor) or /dev/null.
    init(_ arguments: [String], executable: String = CommandRunner.motionreel.path, input: Int32? = nil) throws {
        let process = try Subprocess.start(executable, arguments, stdin: input.map { .fileDescriptor($0) } ?? .null)
        let sampler = PeakSampler(process.pid)
        // Wait for the exit without reaping, so the pid cannot be reused while the sampler reads it.
        process.waitForExit()
        let sampled = sampler.stop()
        let result = try process.wait()
        exitCode = result.status
        #if os(Linux)
        peakKiB = sampled
        #else
        peakKiB = result.maxResidentKiB
        #endif
        stdout = result.stdoutText
        stderr = result.stderrText
    }
}

/// Reads a running process's `VmHWM` (its peak resident memory, in KiB) every 2 ms until stopped.
private final class PeakSampler: Sendable {
    private struct Sampling {
        var peak = 0
        var running = true
    }

    private let sampling = Locked(Sampling())
    private let finished = DispatchSemaphore(value: 0)

    init(_ pid: pid_t) {
        Thread { [sampling, finished] in
            while sampling.withLock({ $0.running }) {
                if let kib = Self.highWaterMark(pid) { sampling.withLock { $0.peak = max($0.peak, kib) } }
                usleep(2000)
            }
            finished.signal()
        }.start()
    }

    /// Stops sampling; the highest mark read.
    func stop() -> Int {
        sampling.withLock { $0.running = false }
        finished.wait()
        return sampling.withLock { $0.peak }
    }

    /// "VmHWM:\t   12345 kB" from /proc/PID/status; nil where there is none (an exited process, not Linux).
    private static func highWaterMark(_ pid: pid_t) -> Int? {
        // /proc files say they are empty, so they are read to the end rather than by their size.
        let descriptor = open("/proc/\(pid)/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        let status = String(decoding: bytes, as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "")
    }
}
