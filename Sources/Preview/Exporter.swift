import Foundation
import Locking
import Render
import Scene

/// Where the page's Export stands: idle, running with its progress, done with its file, or failed.
public struct ExportStatus: Sendable, Equatable {
    public enum State: String, Sendable { case idle, running, done, failed }
    public var state: State = .idle
    /// 0…1 while running.
    public var progress: Double = 0
    public var message: String = ""
    /// The files written, relative to where the preview was started when possible.
    public var files: [String] = []

    var json: [String: Any] {
        ["state": state.rawValue, "progress": progress, "message": message, "file": files.first ?? "", "files": files]
    }

    var jsonData: Data { PreviewServer.json(json) }
}

/// The page's Export button: a full `motionreel render` of the current version of the preset, at
/// the preset's own scale and the default format (MP4), one at a time, on its own thread so the
/// preview keeps answering.
final class Exporter: Sendable {
    let outputDirectory: URL
    private let status = Locked(ExportStatus())

    init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    var current: ExportStatus { status.withLock { $0 } }

    /// Starts rendering `scene` unless an export is running; `report` hears every change of status
    /// (progress at most every 2 %). Returns whether it started.
    func start(_ scene: MotionScene, report: @escaping @Sendable (ExportStatus) -> Void) -> Bool {
        let started = status.withLock { status -> Bool in
            guard status.state != .running else { return false }
            status = ExportStatus(state: .running, progress: 0, message: "rendering \(scene.name)", files: [])
            return true
        }
        guard started else { return false }
        report(current)
        let directory = outputDirectory
        let thread = Thread { [status] in
            var last = -1
            let job = RenderJob(scene: scene, formats: [.mp4], outputDirectory: directory)
            let final: ExportStatus
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let outputs = try job.run { done, total in
                    let percent = total > 0 ? done * 100 / total : 0
                    guard percent / 2 != last / 2 else { return }
                    last = percent
                    let now = status.withLock { status -> ExportStatus in
                        status.progress = Double(done) / Double(max(total, 1))
                        status.message = "frame \(done) of \(total)"
                        return status
                    }
                    report(now)
                }
                let files = outputs.map { Self.shown($0.url) }
                final = ExportStatus(state: .done, progress: 1, message: "wrote \(files.joined(separator: ", "))", files: files)
            } catch {
                final = ExportStatus(state: .failed, progress: 0, message: "\(error)", files: [])
            }
            status.withLock { $0 = final }
            report(final)
        }
        thread.name = "export"
        thread.start()
        return true
    }

    /// `url` relative to the current folder when it is inside it, as the other commands print paths.
    static func shown(_ url: URL) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
