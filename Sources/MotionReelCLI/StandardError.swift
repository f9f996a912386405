import Foundation

/// Every line the command writes to standard error, and its exit, behind one lock.
///
/// When a signal stops a run, the thread that handles it takes the lock for good: nothing else
/// is printed after it (a render thread failing because its files were just removed stays
/// silent), so the interruption's line is the last, and a command finishing at that very moment
/// cannot exit with its own code while the temporary files are being removed.
enum StandardError {
    private static let lock = NSLock()

    /// Writes `text` as it is (a line needs its "\n"); blocks for ever once a signal has stopped the run.
    static func write(_ text: String) {
        lock.withLock {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Exits with `code`, unless a signal is being handled, in which case that exit wins.
    static func exit(_ code: Int32) -> Never {
        lock.lock()
        Foundation.exit(code)
    }

    /// Takes the lock and never gives it back: for the signal handler, which then exits.
    static func seize() {
        lock.lock()
    }
}
