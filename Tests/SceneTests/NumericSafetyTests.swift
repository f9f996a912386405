import Foundation
import Motion
@testable import Scene
import SceneKinds
import Testing

@Suite("Scene's numbers: conversions that cannot trap, and the limits they rely on")
struct NumericSafetyTests {
    private func canvas(_ width: Double, _ height: Double, scale: Double) -> Canvas {
        Canvas(size: Size(width: width, height: height), scale: scale, fps: 60, background: .white)
    }

    @Test("a frame count is the frames from 0 to settle + hold, and saturates for a film no preset can make")
    func frameCount() {
        // 1.5 s at 60 fps: frames 0 … 90.
        #expect(TabsTimeline.frameCount(settle: 1, hold: 0.5, fps: 60) == 91)
        // A curve at speed 1e-300 once settled at 2.5e299 s and trapped converting that to Int.
        #expect(TabsTimeline.frameCount(settle: 0.25 / 1e-300, hold: 0.5, fps: 60) == Int.max)
        #expect(TabsTimeline.frameCount(settle: .infinity, hold: 0, fps: 60) == Int.max)
        #expect(TabsTimeline.frameCount(settle: .nan, hold: 0, fps: 60) == 1)
    }

    @Test("a frame index is the frame nearest a time, saturating")
    func frameIndex() {
        #expect(TabsTimeline.frameIndex(at: 0.5, fps: 60) == 30)
        #expect(TabsTimeline.frameIndex(at: 1e300, fps: 60) == Int.max)
        #expect(TabsTimeline.frameIndex(at: -.infinity, fps: 60) == Int.min)
        #expect(TabsTimeline.frameIndex(at: .nan, fps: 60) == 0)
    }

    @Test("a canvas's pixels are points × scale, rounded; an impossible canvas saturates instead of trapping")
    func canvasPixels() {
        #expect(canvas(390, 844, scale: 3).pixelWidth == 1170)
        #expect(canvas(390, 844, scale: 3).pixelHeight == 2532)
        // `canvas.size: [1e19, 844]` trapped in pixelWidth before the 8192 px check could see it.
        #expect(canvas(1e19, 844, scale: 3).pixelWidth == Int.max)
        #expect(canvas(.nan, -5, scale: 1).pixelWidth == 0)
        #expect(canvas(.nan, -5, scale: 1).pixelHeight == 0)
        #expect(Canvas.maximumPixelSide == Limits.maximumPixelSide)
    }

    @Test("Limits.pixels is nil for anything but a finite size of at most the limit")
    func limitedPixels() {
        #expect(Limits.pixels(390, scale: 3) == 1170)
        #expect(Limits.pixels(2730.5, scale: 3) == 8192)   // 8191.5 rounds to 8192: still allowed
        #expect(Limits.pixels(2731, scale: 3) == nil)      // 8193 px
        #expect(Limits.pixels(1e19, scale: 3) == nil)
        #expect(Limits.pixels(.infinity, scale: 1) == nil)
        #expect(Limits.pixels(.nan, scale: 1) == nil)
        #expect(Limits.pixels(-1, scale: 1) == nil)
    }

    @Test("a scene's clock ends runs after Limits.maximumRunSeconds")
    func sceneClock() {
        let clock = SampleClock(rate: 60)
        #expect(clock.rate == 60)
        #expect(clock.longestRun == Limits.maximumRunSeconds)
        // An undamped spring in a scene ends at the first frame more than that after it began.
        let run = AnimationRun(Animation(.fluidSpring(Spring(response: 0.5, dampingFraction: 0))), at: 1, from: 0, to: 1,
                               clock: clock)
        #expect(run.endTime == (60 * (1 + Limits.maximumRunSeconds) + 1) / 60)
    }

    @Test("a colour is '#' and 3, 6 or 8 ASCII hex digits, nothing else")
    func hexColours() throws {
        let red = try #require(Color(hex: "#f00"))
        #expect(red == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "#FF000080")?.alpha == Double(0x80) / 255)
        // UInt32(_:radix:) accepts a sign: "#+12345" parsed as 0x12345 with a full alpha.
        for text in ["#+12345", "#-12345", "#+1234567", "#+ab", "#12345g", "#１２３", "#12 345", "#", "f00", "#ff00"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }
}
