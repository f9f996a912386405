import Foundation

/// The process's peak resident memory, for `--verbose`: memory must not grow with frame count.
///
/// On Linux this is `VmHWM` from /proc/self/status, not `getrusage`'s `ru_maxrss`: when a
/// process is started with posix_spawn or vfork, the kernel folds the parent's peak into the
/// child's `ru_maxrss` at exec (the address space it leaves behind is the parent's), so a render
/// started by a test runner holding 600 MB reported 600 MB whatever it used itself — which made
/// the peak look as if it grew with the length of a render started later in a test run. `VmHWM`
/// belongs to the process's own address space, created at exec.
enum PeakMemory {
    static var kibibytes: Int {
        #if os(Linux)
        if let peak = ownPeak() { return peak }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss          // KiB on Linux
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024   // bytes on macOS
        #endif
    }

    /// `VmHWM:   204400 kB` → 204400.
    static func parseHighWaterMark(_ status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).lazy.compactMap { Int($0) }.first
    }

    private static func ownPeak() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return parseHighWaterMark(status)
    }
}
