import Encode
import Foundation
import TestSupport

/// What a GIF file says about itself, read straight from its blocks (GIF89a spec), so tests do
/// not take our writer's word for it.
struct GIFStructure {
    struct Frame {
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
        var x, y, width, height: Int
        var hasLocalPalette: Bool
        /// Bytes from the graphic control extension to the end of the image data.
        var byteCount: Int
        /// Where the image data is in the file: the LZW minimum code size, the sub-blocks and
        /// their terminator.
        var imageData: Range<Int> = 0..<0
    }

    var width = 0
    var height = 0
    var hasGlobalPalette = false
    /// The NETSCAPE2.0 repeat count, or nil without the extension.
    var loopCount: Int?
    var frames: [Frame] = []
    var hasTrailer = false

    var totalDelay: Int { frames.reduce(0) { $0 + $1.delay } }

    init(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        struct Malformed: Error { var reason: String }
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw Malformed(reason: "no GIF89a signature") }
        func le16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        width = le16(6)
        height = le16(8)
        var offset = 13
        if bytes[10] & 0x80 != 0 {
            hasGlobalPalette = true
            offset += 3 << (Int(bytes[10] & 7) + 1)
        }
        func skipSubBlocks() {
            while offset < bytes.count, bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
            offset += 1
        }
        var pending: (delay: Int, disposal: Int, transparent: Int?, start: Int)?
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21 where bytes[offset + 1] == 0xF9:
                let packed = bytes[offset + 3]
                pending = (le16(offset + 4), Int(packed >> 2 & 7), packed & 1 != 0 ? Int(bytes[offset + 6]) : nil, offset)
                offset += 2
                skipSubBlocks()
            case 0x21 where bytes[offset + 1] == 0xFF:
                let identifier = String(decoding: bytes[offset + 3..<offset + 14], as: UTF8.self)
                if identifier == "NETSCAPE2.0" { loopCount = le16(offset + 16) }
                offset += 2
                skipSubBlocks()
            case 0x21:
                offset += 2
                skipSubBlocks()
            case 0x2C:
                let packed = bytes[offset + 9]
                let start = pending?.start ?? offset
                var frame = Frame(delay: pending?.delay ?? 0, disposal: pending?.disposal ?? 0, transparentIndex: pending?.transparent,
                                  x: le16(offset + 1), y: le16(offset + 3), width: le16(offset + 5), height: le16(offset + 7),
                                  hasLocalPalette: packed & 0x80 != 0, byteCount: 0)
                offset += 10
                if packed & 0x80 != 0 { offset += 3 << (Int(packed & 7) + 1) }
                let dataStart = offset
                offset += 1  // LZW minimum code size
                skipSubBlocks()
                frame.imageData = dataStart..<offset
                frame.byteCount = offset - start
                frames.append(frame)
                pending = nil
            case 0x3B:
                hasTrailer = true
                offset = bytes.count
            default:
                throw Malformed(reason: "unexpected byte \(bytes[offset]) at \(offset)")
            }
        }
    }
}

enum GIFTools {
    /// Packet durations ffprobe reads, in seconds.
    static func packetDurations(_ url: URL) throws -> [Double] {
        let text = String(decoding: try Tools.run("ffprobe", [
            "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time", "-of", "csv=p=0", url.path,
        ]), as: UTF8.self)
        return text.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Mean SSIM (ffmpeg's ssim filter, "All") of `video` against `reference`, frame n against frame n
    /// (renumbered, so a GIF's centisecond timestamps cannot pair a frame with its neighbour).
    /// `referenceFilter` (e.g. `select=not(mod(n\\,2))`) runs on the reference first.
    static func ssim(_ video: [String], against reference: [String], referenceFilter: String? = nil) throws -> Double {
        let prefix = referenceFilter.map { $0 + "," } ?? ""
        let log = try Subprocess.run("ffmpeg", ["-v", "info", "-nostats"] + video + reference + [
            "-lavfi", "[0:v]settb=1/100,setpts=N,format=rgb24[a];[1:v]\(prefix)settb=1/100,setpts=N,format=rgb24[b];[a][b]ssim", "-f", "null", "-",
        ]).stderrText
        guard let range = log.range(of: #"All:([0-9.]+)"#, options: .regularExpression) else {
            throw Tools.Failure(description: "no SSIM in ffmpeg's output: \(log.suffix(600))")
        }
        return Double(log[range].dropFirst(4)) ?? 0
    }

    /// Writes `frames` as a PNG sequence at `fps` through the project's own PNG sink.
    static func writePNGs(_ frames: [SyntheticFrame], fps: Int, to directory: URL) throws {
        let sink = try PNGSequenceSink(directory: directory, format: VideoFormat(width: frames[0].width, height: frames[0].height, fps: fps))
        _ = try sink.write(frames)
    }
}

extension SyntheticFrame {
    /// A smooth scene for banding: a diagonal linear gradient with a soft radial glow that moves.
    static func gradient(width: Int, height: Int, index: Int, frames: Int) -> SyntheticFrame {
        var frame = SyntheticFrame(width: width, height: height)
        let t = Double(index) / Double(max(1, frames - 1))
        let centerX = Double(width) * (0.25 + 0.5 * t), centerY = Double(height) * (0.4 + 0.2 * t)
        let radius = Double(min(width, height)) * 0.45
        for y in 0..<height {
            for x in 0..<width {
                let u = (Double(x) / Double(width) + Double(y) / Double(height)) / 2
                var r = 30 + 60 * u, g = 60 + 120 * u, b = 140 + 90 * u
                let dx = Double(x) - centerX, dy = Double(y) - centerY
                let glow = max(0, 1 - (dx * dx + dy * dy).squareRoot() / radius)
                let w = glow * glow * (3 - 2 * glow)
                r += (255 - r) * w * 0.9; g += (170 - g) * w * 0.9; b += (120 - b) * w * 0.9
                frame.set(x: x, y: y, b: UInt8(b.rounded()), g: UInt8(g.rounded()), r: UInt8(r.rounded()), a: 255)
            }
        }
        return frame
    }
}
