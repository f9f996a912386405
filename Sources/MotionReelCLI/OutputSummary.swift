import Encode
import Foundation

/// The one line printed per output: path, size, frames, duration.
struct OutputSummary {
    let text: String

    /// Every output lasts as long as the scene (a GIF thinned to fewer frames too).
    init(_ file: OutputFile, duration seconds: Double, relativeTo folder: String) {
        let path = (folder as NSString).appendingPathComponent(file.url.lastPathComponent)
            + (file.url.hasDirectoryPath ? "/" : "")
        let size = ByteCountFormatter.string(fromByteCount: Int64(file.byteCount), countStyle: .file)
        text = "wrote \(path)  \(size), \(file.frameCount) frames, \(String(format: "%.2f", seconds)) s"
    }
}
