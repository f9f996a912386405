import Foundation
import TestSupport

/// What ffprobe says about a file's first video stream, and its decoded frames through ffmpeg.
struct MediaProbe {
    let fields: [String: String]

    init(_ path: String) throws {
        let result = try CommandRunner.tool("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries",
            "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames,color_primaries,color_transfer,color_space,color_range,duration",
            "-of", "default=noprint_wrappers=1", path,
        ])
        var fields: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        self.fields = fields
    }

    subscript(_ key: String) -> String? { fields[key] }

    /// Decodes every frame of `path` to packed RGB bytes, one Data per frame (through a file).
    static func rawFrames(_ path: String, width: Int, height: Int) throws -> [Data] {
        let folder = try TemporaryFolder()
        let raw = folder.file("frames.rgb")
        _ = try CommandRunner.tool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-y", raw.path])
        let data = try Data(contentsOf: raw)
        let size = width * height * 3
        return stride(from: 0, to: data.count - size + 1, by: size).map { data.subdata(in: $0..<$0 + size) }
    }

    /// The top-level MP4 boxes in file order (ftyp, moov, mdat, …).
    static func topLevelBoxes(_ path: String) throws -> [String] {
        try MP4Boxes.topLevel(of: URL(fileURLWithPath: path))
    }
}
