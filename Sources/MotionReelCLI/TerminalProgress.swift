import Foundation

/// Reports a render's progress: a redrawn bar on a terminal, nothing but results otherwise.
///
/// Pipelines read the log of a non-interactive run, so it gets whole lines only: one per output
/// (and, with `--verbose`, one per preset as it starts), never carriage-return redraws.
final class TerminalProgress {
    private let interactive: Bool
    private let verbose: Bool
    private var lastDrawn = -1

    init(verbose: Bool, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        self.verbose = verbose
        self.interactive = interactive
    }

    /// Announces a preset before its frames are drawn.
    func begin(_ name: String, frames: Int) {
        lastDrawn = -1
        if verbose { line("rendering \(name): \(frames) frames") }
    }

    /// Redraws the bar after `done` of `total` frames (at most once per percent).
    func update(_ name: String, done: Int, total: Int) {
        guard interactive else { return }
        let percent = total == 0 ? 100 : done * 100 / total
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let width = 30, filled = width * percent / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        // After the last frame the encoders still flush (the APNG compresses its frames then, for
        // seconds at full size), so a full bar says that something is still going on.
        let finishing = done == total ? ", finishing the files…" : ""
        StandardError.write("\r\u{1B}[2K\(name) \(bar) \(percent)%  \(done)/\(total) frames\(finishing)")
    }

    /// Clears the bar so the next line starts clean.
    func end() {
        if interactive && lastDrawn >= 0 { StandardError.write("\r\u{1B}[2K") }
    }

    /// A line of its own, on standard error (standard output stays for data).
    func line(_ text: String) {
        StandardError.write(text + "\n")
    }
}
