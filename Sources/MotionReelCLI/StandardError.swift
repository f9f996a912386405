import Foundation
import Locking

/// Every line the command writes to standard error, and its exit, behind one lock.
///
/// When a signal stops a run, the thread that handles it silences standard error first
/// (``silence()``): from then on lines are dropped, so the interruption's line is the last (a
/// render thread failing because its files were just removed stays quiet), and a command that
/// finishes at that very moment does not exit with its own code but waits for the handler's
/// exit. Dropping rather than blocking matters: a thread may log while it holds the lock the
/// handler needs next (the output registry's), and must not wait for the handler.
enum StandardError {
    /// Whether a signal is being handled (lines and exits are then dropped).
    private static let silenced = Locked(false)

    /// Writes `text` as it is (a line needs its "\n"); drops it once a signal is being handled.
    static func write(_ text: String) {
        silenced.withLock { silenced in
            guard !silenced else { return }
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// Exits with `code`, unless a signal is being handled, in which case that handler's exit wins.
    ///
    /// The process exits while holding the lock, so no line and no silencing can come after
    /// the decision to exit.
    static func exit(_ code: Int32) -> Never {
        silenced.withLock { silenced in
            guard silenced else { Foundation.exit(code) }
        }
        while true { sleep(60) }
    }

    /// Drops every later line and exit: for the signal handler, which then exits itself.
    static func silence() {
        silenced.withLock { $0 = true }
    }
}
