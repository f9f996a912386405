import Foundation
import Locking
import Render

/// Reports a batch: one line per preset as it finishes, and on a terminal a status line below
/// them with every running preset's percentage.
///
/// ```
/// rendered tab-forward (1 file, 2.1 s)
/// skipped tab-blur (up to date)
/// failed bad: Presets/bad.yaml:4:3: unknown key 'sise' in canvas; did you mean 'size'?
/// ```
final class BatchProgress: Sendable {
    private let verbose: Bool
    private let interactive: Bool
    /// What has been written so far; workers report from their own threads.
    private let status: Locked<StatusLine>

    init(total: Int, verbose: Bool, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        self.verbose = verbose
        self.interactive = interactive
        status = Locked(StatusLine(total: total, interactive: interactive))
    }

    func handle(_ event: BatchEvent) {
        status.withLock { status in
            switch event {
            case .jobs(let count):
                if verbose { status.emit(count.memory.map(\.description) ?? "-j \(count.jobs): as given") }
            case .started(let name, let frames):
                status.running.append((name, 0))
                if verbose { status.emit("rendering \(name): \(frames) frames") }
                status.draw()
            case .progress(let name, let done, let total):
                guard interactive, let i = status.running.firstIndex(where: { $0.name == name }) else { return }
                let percent = total == 0 ? 100 : done * 100 / total
                guard percent != status.running[i].percent else { return }
                status.running[i].percent = percent
                status.draw()
            case .finished(let entry):
                status.running.removeAll { $0.name == entry.name }
                status.finished += 1
                status.emit(Self.line(for: entry))
                status.draw()
            }
        }
    }

    /// `rendered NAME (3 files, 2.1 s)`, `skipped NAME (up to date)`, `refused NAME: FILE:LINE:COLUMN: message`
    /// or `failed NAME: message`.
    static func line(for entry: BatchManifest.Entry) -> String {
        switch entry.status {
        case .rendered:
            let files = entry.outputs.count == 1 ? "1 file" : "\(entry.outputs.count) files"
            return "rendered \(entry.name) (\(files), \(String(format: "%.1f", entry.wallTime)) s)"
        case .skipped:
            return "skipped \(entry.name) (up to date)"
        case .refused, .failed:
            return "\(entry.status.rawValue) \(entry.name): \(entry.error ?? "unknown error")"
        }
    }

    /// The last lines: counts, time and manifest, then each refused and failed preset again so it
    /// is not lost in the log (`refused` only when there is one: a bad preset is not a crash).
    func summary(_ manifest: BatchManifest, seconds: Duration, manifestPath: String) {
        let count = { (status: BatchManifest.Status) in manifest.presets.filter { $0.status == status }.count }
        let elapsed = Double(seconds.components.seconds) + Double(seconds.components.attoseconds) / 1e18
        status.withLock { status in
            status.clear()
            let presets = manifest.presets.count == 1 ? "1 preset" : "\(manifest.presets.count) presets"
            let refused = count(.refused) > 0 ? "\(count(.refused)) refused, " : ""
            status.emit("\(presets): \(count(.rendered)) rendered, \(count(.skipped)) skipped, \(refused)\(count(.failed)) failed "
                        + "in \(String(format: "%.1f", elapsed)) s; manifest \(manifestPath)")
            for entry in manifest.presets where !entry.status.isDone {
                status.emit("  \(entry.status.rawValue) \(entry.name) (\(entry.preset))")
            }
        }
    }

    func line(_ text: String) {
        status.withLock { $0.emit(text) }
    }
}

/// The batch's lines on standard error, and on a terminal the status line redrawn below them.
private struct StatusLine {
    let total: Int
    let interactive: Bool
    var finished = 0
    /// Running presets in start order, with their percent done.
    var running: [(name: String, percent: Int)] = []
    var shown = false

    init(total: Int, interactive: Bool) {
        self.total = total
        self.interactive = interactive
    }

    /// A line of its own, with the status line cleared first.
    mutating func emit(_ text: String) {
        clear()
        StandardError.write(text + "\n")
    }

    mutating func draw() {
        guard interactive, !running.isEmpty else { return }
        let presets = running.map { "\($0.name) \($0.percent)%" }.joined(separator: " · ")
        StandardError.write("\r\u{1B}[2K[\(finished)/\(total)] \(presets)")
        shown = true
    }

    mutating func clear() {
        guard shown else { return }
        StandardError.write("\r\u{1B}[2K")
        shown = false
    }
}
