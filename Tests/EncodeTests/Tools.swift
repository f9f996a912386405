import Foundation
import TestSupport

/// Runs the real ffprobe/ffmpeg binaries, the independent judges of what the sinks write.
enum Tools {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `tool` (found on PATH) and returns its standard output; throws with its standard
    /// error if it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let result = try Subprocess.run(tool, arguments)
        guard result.status == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(result.stderrText)")
        }
        return result.stdout
    }

    /// The first video stream's fields and the container duration, as ffprobe reports them.
    static func probe(_ url: URL, countFrames: Bool = false) throws -> [String: String] {
        var arguments = ["-v", "error", "-select_streams", "v:0"]
        if countFrames { arguments.append("-count_frames") }
        arguments += [
            "-show_entries",
            "stream=codec_name,pix_fmt,width,height,r_frame_rate,avg_frame_rate,color_primaries,color_transfer,color_space,color_range,nb_read_frames:format=duration,format_name",
            "-of", "json", url.path,
        ]
        let json = try JSONSerialization.jsonObject(with: try run("ffprobe", arguments)) as? [String: Any]
        var fields: [String: String] = [:]
        let stream = (json?["streams"] as? [[String: Any]])?.first ?? [:]
        for (key, value) in stream { fields[key] = "\(value)" }
        for (key, value) in json?["format"] as? [String: Any] ?? [:] { fields["format." + key] = "\(value)" }
        return fields
    }

    /// Decodes frame `frame` (from 0) to raw pixels in `pixelFormat` ("rgb24", "rgba").
    static func decode(_ url: URL, frame: Int = 0, pixelFormat: String) throws -> [UInt8] {
        let data = try run("ffmpeg", [
            "-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(frame))", "-frames:v", "1",
            "-f", "rawvideo", "-pix_fmt", pixelFormat, "-",
        ])
        return [UInt8](data)
    }
}

/// The top-level box types of an MP4 file, in order.
func topLevelBoxes(of url: URL) throws -> [String] {
    try MP4Boxes.topLevel(of: url)
}
