import CFrameBand
import Foundation
import Scene

/// Where a scene's motion looks finished: the *visible end*, the first frame from which on, up to
/// SwiftUI's end, no frame differs from any other by more than one 8-bit level in any channel of
/// any pixel.
///
/// SwiftUI's end is strict (a spring stops when nearly still and within 1 % of its change), so
/// the last half second or more of a spring moves by fractions of a level: frames a viewer sees
/// as the hold. The visible end is found by drawing frames from SwiftUI's end backwards, at the
/// timeline's canvas (the output scale), each added to a band around SwiftUI's last frame
/// (`frame_band_add`), until one leaves the band; the visible end is the frame after that one.
/// Going backwards only ever adds frames to the band, so the first frame that leaves it ends the
/// search, and every frame from the visible end to SwiftUI's end lies within a level of every
/// other: a film cut there drops no frame that differs by more than a level from one it keeps.
///
/// The cost is one frame drawn and compared per frame between the two ends (a frame that shows
/// exactly what the one after it showed is neither), held in two frame buffers and a byte per
/// pixel however long the scene is. Drawing is deterministic, and so is the visible end.
///
/// The frames are compared as drawn, premultiplied: for an opaque canvas exactly the colours a
/// PNG frame holds; for a transparent one a level of a faint pixel can be more once un-premultiplied.
public enum VisibleEnd {
    /// The index of the visible end's frame in `timeline`, drawn by `renderer` (made for the
    /// timeline's canvas): 0 when nothing ever moves by more than a level, the index of SwiftUI's
    /// end (the first frame at or after the settle time) when its frame before differs by more.
    public static func frame(of timeline: any Timeline, renderer: FrameRenderer) throws -> Int {
        let end = FrameGrid.index(atOrAfter: timeline.settleTime, fps: timeline.canvas.fps, frameCount: timeline.frameCount)
        guard end > 0 else { return 0 }
        let canvas = renderer.canvas
        let reference = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let frame = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let last = timeline.frame(end)
        try renderer.render(last, into: reference)
        var drawn = last.layers
        var marks = [UInt8](repeating: 0, count: reference.width * reference.height)
        for index in stride(from: end - 1, through: 0, by: -1) {
            let state = timeline.frame(index)
            // The same layers draw the same pixels: a frame already in the band.
            if state.layers == drawn { continue }
            try renderer.render(state, into: frame)
            drawn = state.layers
            let inBand = marks.withUnsafeMutableBufferPointer { marks in
                frame_band_add(reference.pixels.assumingMemoryBound(to: UInt8.self), frame.pixels.assumingMemoryBound(to: UInt8.self),
                               reference.bytesPerRow, reference.width, reference.height, marks.baseAddress)
            }
            if !inBand { return index + 1 }
        }
        return 0
    }

    /// The visible end in seconds: its frame's time, never after the settle time (the frame at
    /// or after it is SwiftUI's end).
    public static func time(of timeline: any Timeline, renderer: FrameRenderer) throws -> Double {
        min(Double(try frame(of: timeline, renderer: renderer)) / Double(timeline.canvas.fps), timeline.settleTime)
    }
}
