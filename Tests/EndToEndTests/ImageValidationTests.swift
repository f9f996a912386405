import Foundation
import TestSupport
import Testing

/// A broken image is a preset error: FILE:LINE:COLUMN at the image's path, naming the file and
/// the problem, exit 2 (batch: that preset fails), and nothing written.
@Suite("images are checked, header and data, before anything renders")
struct ImageValidationTests {
    static let valid = PNGBytes.image(width: 24, height: 16, pixel: [0x33, 0x66, 0xCC])

    /// A broken variant, what the message must say about it, and a name for the test.
    struct Variant: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var says: String
        var testDescription: String { name }
    }

    static let variants = [
        Variant(name: "0×0 header", bytes: PNGBytes.resized(valid, width: 0, height: 0),
                says: "its header says 0×0 px; an image needs at least 1 px a side"),
        Variant(name: "32767×32767 header", bytes: PNGBytes.resized(valid, width: 32767, height: 32767),
                says: "its header says 32767×32767 px; images may be at most 16384 px a side"),
        Variant(name: "16384×16384 header (too many pixels)", bytes: PNGBytes.resized(valid, width: 16384, height: 16384),
                says: "its header says 16384×16384 px (268435456 px); images may have at most 40000000 px"),
        Variant(name: "a flipped byte in IDAT", bytes: PNGBytes.flippedData(valid), says: "its data is damaged"),
        Variant(name: "a wrong IDAT CRC", bytes: PNGBytes.flippedCRC(valid), says: "its data is damaged (IDAT: CRC error)"),
        Variant(name: "truncated", bytes: Array(valid.prefix(valid.count - 30)),
                says: "the file ends before its image data does (it is truncated)"),
        Variant(name: "truncated in the header", bytes: Array(valid.prefix(20)),
                says: "the file ends after 20 bytes, inside its header (it is truncated)"),
    ]

    /// A layers preset drawing `image`; the image's path is on line 6.
    static func preset(name: String = "shot", image: String) -> String {
        """
        name: \(name)
        canvas: { size: [60, 40], scale: 1, fps: 10, background: "#f9f9f9" }
        scene:
          kind: layers
          layers:
            - { id: photo, image: \(image), frame: [10, 10, 40, 20] }
        timeline: []
        hold: 0.1

        """
    }

    /// `FILE:LINE:COLUMN` of the `image` key in `preset(image:)`.
    static func location(_ file: String, image: String) -> String {
        let line = preset(image: image).split(separator: "\n", omittingEmptySubsequences: false)[5]
        let column = line.range(of: "image:").map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 0
        return "\(file):6:\(column)"
    }

    private func workspace(with bytes: [UInt8]) throws -> (Workspace, String) {
        let w = try Workspace()
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try Data(bytes).write(to: w.url.appendingPathComponent("screens/shot.png"))
        return (w, try w.write("shot.yaml", Self.preset(image: "screens/shot.png")))
    }

    @Test("the generated PNG itself is valid: validate passes and the render shows its colour")
    func validImage() throws {
        let (w, preset) = try workspace(with: Self.valid)
        let validate = try CommandRunner.motionreel(["validate", preset])
        #expect(validate.exitCode == 0, "\(validate.stderr)")
        let still = try CommandRunner.motionreel(["still", preset, "--time", "0", "-o", w.path("out/still.png")])
        #expect(still.exitCode == 0, "\(still.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/still.png"), width: 60, height: 40)
        let pixels = try #require(frames.first)
        let middle = (20 * 60 + 30) * 3  // (30, 20): inside the layer's frame
        #expect(Array(pixels[middle..<middle + 3]) == [0x33, 0x66, 0xCC])
        let corner = 0
        #expect(Array(pixels[corner..<corner + 3]) == [0xF9, 0xF9, 0xF9])
    }

    @Test("validate, render, still and spec refuse a broken image at its place, exit 2, nothing written",
          arguments: variants)
    func refused(_ variant: Variant) throws {
        let (w, preset) = try workspace(with: variant.bytes)
        let expected = "\(Self.location(preset, image: "screens/shot.png")): scene.layers[0].image: "
            + "image 'screens/shot.png' cannot be used: \(variant.says)"
        let commands: [[String]] = [
            ["validate", preset],
            ["render", preset, "-o", w.path("out"), "--format", "mp4,png"],
            ["still", preset, "--time", "0", "-o", w.path("out/still.png")],
            ["spec", preset, "-o", w.path("out")],
        ]
        for arguments in commands {
            let run = try CommandRunner.motionreel(arguments)
            #expect(run.exitCode == 2, "\(arguments[0]): exit \(run.exitCode): \(run.stderr)")
            #expect(run.stderr.contains(expected), "\(arguments[0]): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error"))
            #expect(w.contents(of: "out").isEmpty, "\(arguments[0]) left \(w.contents(of: "out"))")
        }
    }

    @Test("batch fails just that preset, with the same FILE:LINE:COLUMN message, and renders the others")
    func batch() throws {
        let w = try Workspace()
        try Data(PNGBytes.flippedCRC(Self.valid)).write(to: w.url.appendingPathComponent("broken.png"))
        try Data(Self.valid).write(to: w.url.appendingPathComponent("good.png"))
        let broken = try w.write("broken.yaml", Self.preset(name: "broken", image: "broken.png"))
        try w.write("good.yaml", Self.preset(name: "good", image: "good.png"))
        let run = try CommandRunner.motionreel(["batch", w.path("broken.yaml"), w.path("good.yaml"),
                                                "-o", w.path("out"), "--format", "png"])
        // A damaged image is input refused, as render says: exit 2.
        #expect(run.exitCode == 2, "\(run.stderr)")
        let expected = "\(Self.location(broken, image: "broken.png")): scene.layers[0].image: "
            + "image 'broken.png' cannot be used: its data is damaged (IDAT: CRC error)"
        #expect(run.stderr.contains("refused broken: \(expected)"), "\(run.stderr)")
        #expect(w.contents(of: "out").contains("good"))
        #expect(!w.contents(of: "out").contains { $0.hasPrefix("broken") })
    }
}
