import Foundation

/// The process's peak resident memory, for `--verbose`: memory must not grow with frame count.
enum PeakMemory {
    static var kibibytes: Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(macOS)
        return usage.ru_maxrss / 1024   // bytes on macOS
        #else
        return usage.ru_maxrss          // KiB on Linux
        #endif
    }
}
