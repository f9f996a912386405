import CFFmpeg
@testable import Encode
import Foundation
import Testing

/// The swscale wrapper against geometry computed here, on every system (the recorded bytes of
/// `ScalingBytesTests` hold on Debian's libswscale alone): an area downscale averages the
/// pixels under each destination pixel, and a BT.709 conversion gives the matrix's limited-range
/// luma and chroma.
@Suite("Swscale: the C wrapper scales and converts as swscale's definitions say")
struct SwscaleTests {
    /// BGRA bytes of a `width`×`height` opaque frame whose pixel (x, y) is `colour(x, y)` as RGB.
    static func frame(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = colour(x, y)
                bytes += [b, g, r, 255]
            }
        }
        return bytes
    }

    @Test("an area downscale by 2 is each 2×2 block's average, alpha opaque")
    func areaAverage() throws {
        // 8×8 in 2×2 blocks: each block holds two values, a at (even, even) and (odd, odd), b elsewhere.
        let values: [(UInt8, UInt8)] = [(0, 255), (40, 80), (200, 100), (17, 17)]
        let source = Self.frame(width: 8, height: 8) { x, y in
            let (a, b) = values[((x / 2) + (y / 2)) % values.count]
            let v = (x + y) % 2 == 0 ? a : b
            return (v, 255 - v, v / 2)
        }
        let scaler = try FrameScaler(from: 8, 8, to: 4, 4)
        var scaled = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try source.withUnsafeBytes { bytes in
            let image = FrameImage(pixels: bytes.baseAddress!, width: 8, height: 8, bytesPerRow: 32, isOpaque: true)
            try scaled.withUnsafeMutableBufferPointer { try scaler.scale(image, into: $0.baseAddress!) }
        }
        for y in 0..<4 {
            for x in 0..<4 {
                let (a, b) = values[(x + y) % values.count]
                let mean = (Double(a) + Double(b)) / 2
                let expected = [mean, 255 - mean, (Double(a / 2) + Double(b / 2)) / 2]
                let pixel = Array(scaled[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4])
                for channel in 0..<3 {
                    #expect(abs(Double(pixel[channel]) - expected[channel]) <= 1, "(\(x), \(y)) channel \(channel): \(pixel)")
                }
                #expect(pixel[3] == 255)
            }
        }
    }

    @Test("BT.709 into limited-range 4:2:0 gives the matrix's Y, Cb and Cr")
    func bt709() throws {
        let settings = try OutputFormat.mp4.videoProfile!.settings(for: VideoOptions())
        #expect(settings.colour == .bt709)
        let (r, g, b) = (255.0, 107.0, 107.0)
        let source = Self.frame(width: 16, height: 16) { _, _ in (255, 107, 107) }
        let conversion = try ColorConversion(width: 16, height: 16, settings: settings)
        let frame = try VideoFrame(width: 16, height: 16, pixelFormat: settings.pixelFormat)
        try source.withUnsafeBytes { bytes in
            try conversion.convert(FrameImage(pixels: bytes.baseAddress!, width: 16, height: 16, bytesPerRow: 64, isOpaque: true),
                                   into: frame)
        }
        // ITU-R BT.709: Kr 0.2126, Kb 0.0722; limited range puts Y in 16…235, Cb and Cr in 16…240.
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let y = 16 + 219 * luma / 255
        let cb = 128 + 224 * (b - luma) / (1.8556 * 255)
        let cr = 128 + 224 * (r - luma) / (1.5748 * 255)
        for (index, expected) in [(0, y), (1, cb), (2, cr)] {
            let value = Double(frame.plane(index)[0])
            #expect(abs(value - expected) <= 1, "plane \(index): \(value), the matrix says \(expected)")
        }
    }
}
