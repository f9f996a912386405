import Foundation
import Scene
@testable import Raster

/// The blocks test font (Tests/Fixtures/Fonts, made by its script there) and its geometry.
///
/// At size s every printable ASCII character but the space inks the columns [0.1 s, 0.5 s) of its
/// 0.6 s advance, from 0.7 s above the baseline down to it; a line is s tall with its baseline
/// 0.8 s below its top. No system installs it, so ink in that shape proves the file was used.
enum Blocks {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/MotionReelBlocks.ttf")
    static let font = TextStyle.Font.file(url)

    static func advance(_ size: Double) -> Double { 0.6 * size }
    static func ascent(_ size: Double) -> Double { 0.8 * size }
    /// The rows a line's blocks ink, for a line whose top is at `top` (points).
    static func inkRows(lineTop top: Double, size: Double) -> Range<Double> {
        (top + ascent(size) - 0.7 * size)..<(top + ascent(size))
    }
}

/// Text drawn on its own, black on the fixture background, to measure its ink.
enum TextRender {
    static let ink = Color(red: 0, green: 0, blue: 0)

    /// Renders one text layer with `frame` on a `width` × `height` pt canvas at `scale`.
    static func render(_ style: TextStyle, frame: Rect, width: Double = 100, height: Double = 100,
                       scale: Double = 1) throws -> PixelBuffer {
        let canvas = Canvas(size: Size(width: width, height: height), scale: scale, fps: 60,
                            background: Fixture.background)
        let state = FrameState(index: 0, time: 0, layers: [
            LayerState(id: "text", content: .shape(.text(style)), frame: frame, zIndex: 1),
        ])
        return try Fixture.render(state, on: canvas)
    }

    /// Whether a pixel is (mostly) ink: darker than half way.
    static func isInk(_ p: RGBA) -> Bool { p.r < 128 && p.g < 128 && p.b < 128 }
}

extension PixelBuffer {
    /// The runs of consecutive rows of column `x` that hold ink, top to bottom.
    func inkBands(column x: Int, where isInk: (RGBA) -> Bool = TextRender.isInk) -> [Range<Int>] {
        runs((0..<height).map { isInk(rgba(x, $0)) })
    }

    /// The runs of consecutive columns of row `y` that hold ink, left to right.
    func inkRuns(row y: Int, where isInk: (RGBA) -> Bool = TextRender.isInk) -> [Range<Int>] {
        runs((0..<width).map { isInk(rgba($0, y)) })
    }

    /// The smallest rectangle (pixel ranges) holding every pixel with ink in `columns`, or nil.
    func inkBox(columns: Range<Int>, where isInk: (RGBA) -> Bool = TextRender.isInk) -> (x: Range<Int>, y: Range<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<height {
            for x in columns where isInk(rgba(x, y)) {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX..<(maxX + 1), minY..<(maxY + 1))
    }

    private func runs(_ flags: [Bool]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (i, flag) in flags.enumerated() {
            if flag, start == nil { start = i }
            if !flag, let s = start {
                result.append(s..<i)
                start = nil
            }
        }
        if let s = start { result.append(s..<flags.count) }
        return result
    }
}

/// Whole pixels of a range of points at `scale`.
func pixels(_ range: Range<Double>, scale: Double = 1) -> Range<Int> {
    Int((range.lowerBound * scale).rounded())..<Int((range.upperBound * scale).rounded())
}
