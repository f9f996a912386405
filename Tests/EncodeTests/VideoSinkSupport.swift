import Encode
import Foundation
import TestSupport

extension OutputFormat {
    /// The formats FFmpeg writes, through ``VideoSink``.
    static var ffmpegFormats: [OutputFormat] { allCases.filter { $0.videoProfile != nil } }
    /// The FFmpeg profile of one of ``ffmpegFormats``.
    var profile: VideoProfile { videoProfile! }
    /// What follows `NAME.` in the file's name.
    var fileSuffix: String {
        guard case .file(let suffix) = destination else { preconditionFailure("\(name) writes a folder") }
        return suffix
    }
}

/// Encodes synthetic frames through a ``VideoSink`` and judges the file with ffprobe/ffmpeg (and,
/// for animated WebP, which FFmpeg 5.1 cannot demux, a RIFF reader that decodes each frame with ffmpeg).
enum VideoCheck {
    static let fps = 30
    static let frameCount = 12

    static func frames(width: Int, height: Int, translucent: Bool = false, count: Int = frameCount) -> [SyntheticFrame] {
        (0..<count).map {
            translucent
                ? SyntheticFrame.translucent(width: width, height: height, index: $0 * 9)
                : SyntheticFrame.opaque(width: width, height: height, index: $0)
        }
    }

    static func encode(
        _ profile: OutputFormat, _ frames: [SyntheticFrame], options: VideoOptions = VideoOptions(),
        in folder: TemporaryFolder, name: String? = nil, fps: Int = fps
    ) throws -> OutputFile {
        let url = folder.url.appendingPathComponent(name ?? "clip.\(profile.fileSuffix)")
        let format = VideoFormat(width: frames[0].width, height: frames[0].height, fps: fps)
        let sink = try VideoSink(url: url, format: format, profile: profile.profile, options: options)
        return try sink.write(frames)
    }

    /// The first video stream's fields, its tags (`tag.alpha_mode`) and the container's duration.
    static func probe(_ url: URL) throws -> [String: String] {
        let arguments = [
            "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
            "stream=codec_name,codec_tag_string,pix_fmt,width,height,r_frame_rate,color_primaries,color_transfer,color_space,color_range,nb_read_frames:stream_tags=alpha_mode:format=duration",
            "-of", "json", url.path,
        ]
        let json = try JSONSerialization.jsonObject(with: try Tools.run("ffprobe", arguments)) as? [String: Any]
        var fields: [String: String] = [:]
        let stream = (json?["streams"] as? [[String: Any]])?.first ?? [:]
        for (key, value) in stream where key != "tags" { fields[key] = "\(value)" }
        for (key, value) in stream["tags"] as? [String: Any] ?? [:] { fields["tag." + key] = "\(value)" }
        for (key, value) in json?["format"] as? [String: Any] ?? [:] { fields["format." + key] = "\(value)" }
        return fields
    }

    /// When the last packet ends, in seconds (pts + duration), for containers without a duration.
    static func packetEnd(_ url: URL) throws -> Double? {
        let csv = String(decoding: try Tools.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                             "packet=pts_time,duration_time", "-of", "csv=p=0", url.path]), as: UTF8.self)
        return csv.split(separator: "\n").compactMap { line -> Double? in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return fields.count == 2 ? fields[0] + fields[1] : nil
        }.max()
    }

    /// Every frame decoded to RGBA (straight alpha), `width`×`height` each, in display order, each
    /// once (`passthrough`: rawvideo output would otherwise be made constant-rate, and a container
    /// with millisecond timestamps, Matroska, would gain a repeated frame).
    static func decodeAll(_ url: URL, profile: OutputFormat, width: Int, height: Int, fps: Int = fps) throws -> [[UInt8]] {
        if profile == .webp { return try AnimatedWebP(url: url).frames(fps: fps) }
        // libvpx's own decoder reads the alpha side stream; FFmpeg's native VP9 decoder ignores it.
        let decoder = profile == .webm ? ["-c:v", "libvpx-vp9"] : []
        let data = try Tools.run("ffmpeg", ["-v", "error"] + decoder + ["-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = width * height * 4
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
    }

    /// Peak signal-to-noise ratio of the RGB channels, in dB (∞ when equal).
    static func psnr(_ decoded: [UInt8], _ expected: [UInt8]) -> Double {
        precondition(decoded.count == expected.count)
        var squared = 0.0
        var samples = 0
        for index in stride(from: 0, to: decoded.count, by: 4) {
            for channel in 0..<3 {
                let difference = Double(decoded[index + channel]) - Double(expected[index + channel])
                squared += difference * difference
            }
            samples += 3
        }
        if squared == 0 { return .infinity }
        return 10 * log10(255 * 255 / (squared / Double(samples)))
    }
}

/// The frames of an animated WebP: RIFF chunks parsed here, each frame's bitstream decoded by
/// ffmpeg as a still WebP, composited as the WebP container specification says.
struct AnimatedWebP {
    struct Frame {
        var x, y, width, height, duration: Int
        var blends: Bool
        var disposesToBackground: Bool
        var rgba: [UInt8]
    }

    var width = 0
    var height = 0
    var loopCount = -1
    var frames: [Frame] = []

    init(url: URL) throws {
        let data = [UInt8](try Data(contentsOf: url))
        guard data.count > 12, String(decoding: data[0..<4], as: UTF8.self) == "RIFF",
              String(decoding: data[8..<12], as: UTF8.self) == "WEBP" else { throw Tools.Failure(description: "not a WebP file") }
        func le(_ offset: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(data[offset + $1]) << (8 * $1) } }
        var offset = 12
        while offset + 8 <= data.count {
            let type = String(decoding: data[offset..<offset + 4], as: UTF8.self)
            let size = le(offset + 4, 4)
            let body = offset + 8
            switch type {
            case "VP8X":
                width = le(body + 4, 3) + 1
                height = le(body + 7, 3) + 1
            case "ANIM":
                loopCount = le(body + 4, 2)
            case "ANMF":
                let flags = data[body + 15]
                let frame = Frame(
                    x: le(body, 3) * 2, y: le(body + 3, 3) * 2, width: le(body + 6, 3) + 1, height: le(body + 9, 3) + 1,
                    duration: le(body + 12, 3), blends: flags & 2 == 0, disposesToBackground: flags & 1 != 0,
                    rgba: try Self.decodeStill(Array(data[body + 16..<body + size]), width: le(body + 6, 3) + 1, height: le(body + 9, 3) + 1))
                frames.append(frame)
            default:
                break
            }
            offset = body + size + (size & 1)
        }
    }

    /// The whole canvas at each input frame's timestamp (`index × 1000 / fps` ms, as libwebp_anim stamps them).
    func frames(fps: Int) throws -> [[UInt8]] {
        var canvases: [[UInt8]] = []
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (number, frame) in frames.enumerated() {
            if number > 0, frames[number - 1].disposesToBackground { clear(&canvas, frames[number - 1]) }
            draw(frame, on: &canvas)
            canvases.append(canvas)
        }
        var starts: [Int] = []
        var time = 0
        for frame in frames {
            starts.append(time)
            time += frame.duration
        }
        let count = Int((Double(time) * Double(fps) / 1000).rounded())
        return (0..<count).map { index in
            let timestamp = index * 1000 / fps
            let frame = starts.lastIndex { $0 <= timestamp } ?? 0
            return canvases[frame]
        }
    }

    /// Total duration in milliseconds.
    var duration: Int { frames.reduce(0) { $0 + $1.duration } }

    private func clear(_ canvas: inout [UInt8], _ frame: Frame) {
        for y in frame.y..<frame.y + frame.height {
            for x in frame.x..<frame.x + frame.width {
                for channel in 0..<4 { canvas[(y * width + x) * 4 + channel] = 0 }
            }
        }
    }

    /// libwebp's `BlendPixelNonPremult`, or a plain copy for frames that do not blend.
    private func draw(_ frame: Frame, on canvas: inout [UInt8]) {
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let source = (row * frame.width + column) * 4
                let target = ((frame.y + row) * width + frame.x + column) * 4
                let sourceAlpha = Int(frame.rgba[source + 3])
                if !frame.blends || sourceAlpha == 255 {
                    for channel in 0..<4 { canvas[target + channel] = frame.rgba[source + channel] }
                } else if sourceAlpha > 0 {
                    let destinationAlpha = Int(canvas[target + 3]) * (256 - sourceAlpha) >> 8
                    let alpha = sourceAlpha + destinationAlpha
                    let scale = (1 << 24) / alpha
                    for channel in 0..<3 {
                        let blended = Int(frame.rgba[source + channel]) * sourceAlpha + Int(canvas[target + channel]) * destinationAlpha
                        canvas[target + channel] = UInt8(truncatingIfNeeded: blended * scale >> 24)
                    }
                    canvas[target + 3] = UInt8(alpha)
                }
            }
        }
    }

    /// Wraps one frame's chunks (ALPH + VP8, or VP8L) as a still WebP and decodes it to RGBA with ffmpeg.
    private static func decodeStill(_ chunks: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var body = Array("WEBP".utf8)
        if chunks.starts(with: Array("ALPH".utf8)) {
            body += Array("VP8X".utf8) + le(10, 4) + [0x10, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3)
        }
        body += chunks
        let file = Array("RIFF".utf8) + le(body.count, 4) + body
        let folder = try TemporaryFolder()
        let url = try folder.write(file, to: "frame.webp")
        let rgba = [UInt8](try Tools.run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        guard rgba.count == width * height * 4 else { throw Tools.Failure(description: "a WebP frame decoded to \(rgba.count) bytes") }
        return rgba
    }
}

extension SyntheticFrame {
    /// Straight RGBA with every pixel fully opaque (the frame must be opaque).
    func opaqueRGBA() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = bgra(x: x, y: y)
                result += [UInt8(p.r), UInt8(p.g), UInt8(p.b), 255]
            }
        }
        return result
    }
}
