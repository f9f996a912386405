import Foundation
import Render

/// Reports a batch: one line per preset as it finishes, and on a terminal a status line below
/// them with every running preset's percentage.
///
/// ```
/// rendered tab-forward (1 file, 2.1 s)
/// skipped tab-blur (up to date)
/// failed bad: Presets/bad.yaml:4:3: unknown key 'sise' in canvas; did you mean 'size'?
/// ```
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let verbose: Bool
    private let interactive: Bool
    private let lock = NSLock()
    private var finished = 0
    /// Running presets in start order, with their percent done.
    private var running: [(name: String, percent: Int)] = []
    private var statusShown = false

    init(total: Int, verbose: Bool, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.verbose = verbose
        self.interactive = interactive
    }

    func handle(_ event: BatchEvent) {
        lock.withLock {
            switch event {
            case .started(let name, let frames):
                running.append((name, 0))
                if verbose { emit("rendering \(name): \(frames) frames") }
                drawStatus()
            case .progress(let name, let done, let total):
                guard interactive, let i = running.firstIndex(where: { $0.name == name }) else { return }
                let percent = total == 0 ? 100 : done * 100 / total
                guard percent != running[i].percent else { return }
                running[i].percent = percent
                drawStatus()
            case .finished(let entry):
                running.removeAll { $0.name == entry.name }
                finished += 1
                emit(Self.line(for: entry))
                drawStatus()
            }
        }
    }

    /// `rendered NAME (3 files, 2.1 s)`, `skipped NAME (up to date)` or `failed NAME: message`.
    static func line(for entry: BatchManifest.Entry) -> String {
        switch entry.status {
        case .rendered:
            let files = entry.outputs.count == 1 ? "1 file" : "\(entry.outputs.count) files"
            return "rendered \(entry.name) (\(files), \(String(format: "%.1f", entry.wallTime)) s)"
        case .skipped:
            return "skipped \(entry.name) (up to date)"
        case .failed:
            return "failed \(entry.name): \(entry.error ?? "unknown error")"
        }
    }

    /// The last lines: counts, time and manifest, then each failure again so it is not lost in the log.
    func summary(_ manifest: BatchManifest, seconds: Duration, manifestPath: String) {
        let count = { (status: BatchManifest.Status) in manifest.presets.filter { $0.status == status }.count }
        let elapsed = Double(seconds.components.seconds) + Double(seconds.components.attoseconds) / 1e18
        lock.withLock {
            clearStatus()
            let presets = manifest.presets.count == 1 ? "1 preset" : "\(manifest.presets.count) presets"
            emit("\(presets): \(count(.rendered)) rendered, \(count(.skipped)) skipped, \(count(.failed)) failed in \(String(format: "%.1f", elapsed)) s; manifest \(manifestPath)")
            for entry in manifest.presets where entry.status == .failed {
                emit("  failed \(entry.name) (\(entry.preset))")
            }
        }
    }

    func line(_ text: String) {
        lock.withLock { emit(text) }
    }

    private func emit(_ text: String) {
        clearStatus()
        StandardError.write(text + "\n")
    }

    private func drawStatus() {
        guard interactive, !running.isEmpty else { return }
        let presets = running.map { "\($0.name) \($0.percent)%" }.joined(separator: " · ")
        StandardError.write("\r\u{1B}[2K[\(finished)/\(total)] \(presets)")
        statusShown = true
    }

    private func clearStatus() {
        guard statusShown else { return }
        StandardError.write("\r\u{1B}[2K")
        statusShown = false
    }
}
