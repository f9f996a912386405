import Foundation
import Scene
import Testing
@testable import Raster

/// The visible end: the first frame from which on, up to SwiftUI's end, no two frames differ by
/// more than one level in any channel.
@Suite("the visible end: where no later frame differs by more than a level")
struct VisibleEndTests {
    /// A grey screen whose level is `levels[i]` at frame i (exact: a fill of k / 255 is stored
    /// as k), settled at the last level's frame and held two frames more.
    struct Greys: Timeline {
        let levels: [Int]
        let canvas = Canvas(size: Size(width: 8, height: 6), scale: 1, fps: 10, background: Color(red: 0, green: 0, blue: 0))
        var settleTime: Double { Double(levels.count - 1) / Double(canvas.fps) }
        var frameCount: Int { levels.count + 2 }

        func state(at time: Double) -> FrameState {
            let level = Double(levels[min(Int((time * Double(canvas.fps)).rounded()), levels.count - 1)]) / 255
            let grey = Color(red: level, green: level, blue: level)
            return FrameState(index: 0, time: time, layers: [
                LayerState(id: "grey", content: .page(.fill(grey)), frame: Rect(x: 0, y: 0, width: 8, height: 6), zIndex: 0),
            ])
        }
    }

    @Test("the frame after the last one that leaves the band", arguments: [
        // A level away from SwiftUI's last frame is in; two are out.
        ([0, 100, 126, 127, 128], 3),
        // Within a level of the last frame is not enough: 127 and 129 are two apart.
        ([0, 100, 200, 127, 129, 128], 4),
        // Frames that repeat are in the band with the one they repeat.
        ([0, 127, 127, 127, 128], 1),
        // Nothing moves by more than a level: the whole film is the hold.
        ([128, 129, 128], 0),
        // The last change is a jump: SwiftUI's end is the visible end.
        ([0, 128, 255], 2),
    ])
    func band(levels: [Int], expected: Int) throws {
        let timeline = Greys(levels: levels)
        let renderer = try FrameRenderer(canvas: timeline.canvas)
        #expect(try VisibleEnd.frame(of: timeline, renderer: renderer) == expected)
        #expect(try VisibleEnd.time(of: timeline, renderer: renderer) == Double(expected) / 10)
    }

    @Test("the frames from the visible end on are within a level of each other, and the frame before is not (drawn and compared here)")
    func againstEveryPair() throws {
        let timeline = Greys(levels: [0, 40, 90, 120, 131, 126, 129, 127, 128, 128])
        let renderer = try FrameRenderer(canvas: timeline.canvas)
        let end = try VisibleEnd.frame(of: timeline, renderer: renderer)
        let buffer = PixelBuffer(width: 8, height: 6)
        let frames = try (0..<timeline.levels.count).map { index -> [UInt8] in
            try renderer.render(timeline.frame(index), into: buffer)
            return buffer.visibleBytes
        }
        func spread(_ range: ClosedRange<Int>) -> Int {
            (0..<frames[0].count).map { byte in
                let values = range.map { Int(frames[$0][byte]) }
                return (values.max() ?? 0) - (values.min() ?? 0)
            }.max() ?? 0
        }
        #expect(end == 7)
        #expect(spread(end...(frames.count - 1)) <= 1)
        #expect(spread((end - 1)...(frames.count - 1)) > 1)
    }
}
