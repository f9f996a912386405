import Encode
import Foundation
import Locking

/// Stops a run cleanly on SIGINT (Ctrl-C), SIGTERM or SIGHUP: every temporary item is removed,
/// one line says so, and the exit code is 128 + the signal (130, 143, 129).
///
/// The signals are blocked in every thread (the mask is set before any other thread starts, and
/// threads inherit it) and a dedicated thread takes them with `sigwait`, so the cleanup runs as
/// ordinary code rather than in a signal handler, where almost nothing is safe to call. That
/// thread silences standard error (``StandardError/silence()``), removes the registry's
/// temporary items (``PendingOutputs/interrupt()``, which waits for a commit in progress and then
/// refuses every new temporary item, so no encoder thread can create one again), writes its line
/// and exits at once with `_exit`, leaving the render threads no time to do anything else.
enum Interruption {
    /// The signals that stop a run, with their names.
    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// Set by a command that runs until it is stopped (`preview`): the first signal removes the
    /// temporary items as always, then calls this — which stops the command, so it ends with its
    /// own exit code (0) — instead of exiting; a second signal exits at once.
    static let stopHandler = Locked<(@Sendable () -> Void)?>(nil)

    /// Blocks the signals and starts the thread that waits for them. Call first thing in `main`.
    static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waiting = set
        let thread = Thread { handle(waitingFor: waiting) }
        thread.name = "signals"
        thread.start()
    }

    /// `motionreel: interrupted (SIGINT); nothing was written`, or how many finished outputs stay.
    static func message(signal name: String, kept: Int) -> String {
        let outcome = kept == 0 ? "nothing was written"
            : "unfinished outputs were removed; \(kept == 1 ? "1 output" : "\(kept) outputs") finished before it \(kept == 1 ? "was" : "were") kept"
        return "motionreel: interrupted (\(name)); \(outcome)"
    }

    private static func handle(waitingFor set: sigset_t) {
        var set = set
        var number: Int32 = 0
        while sigwait(&set, &number) != 0 {}
        if let stop = stopHandler.withLock({ handler in defer { handler = nil }; return handler }) {
            _ = PendingOutputs.shared.interrupt()
            stop()
            handle(waitingFor: set)
            return
        }
        StandardError.silence()
        let outcome = PendingOutputs.shared.interrupt()
        let name = signals.first { $0.number == number }?.name ?? "signal \(number)"
        // A progress bar may be on the line (a terminal only): clear it first.
        let clear = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
        let line = Array((clear + message(signal: name, kept: outcome.kept) + "\n").utf8)
        _ = line.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
        _exit(128 + number)
    }
}
