import Encode
import Foundation

/// The one line printed per output: path, size, frames, duration.
struct OutputSummary {
    let text: String

    init(_ file: OutputFile, fps: Int, relativeTo folder: String) {
        let path = (folder as NSString).appendingPathComponent(file.url.lastPathComponent)
            + (file.url.hasDirectoryPath ? "/" : "")
        let size = ByteCountFormatter.string(fromByteCount: Int64(file.byteCount), countStyle: .file)
        let seconds = Double(file.frameCount) / Double(fps)
        text = "wrote \(path)  \(size), \(file.frameCount) frames, \(String(format: "%.2f", seconds)) s"
    }
}
