import Foundation
import Preset
import Raster
import Scene
import SceneKinds
import Testing
import TestSupport

/// A layer's `z` changed by an event: SwiftUI's zIndex is no animatable value, so the order flips
/// in the change's first frame whatever its animation, and the frames drawn show it.
@Suite("layers presets: a drawing order an event changes")
struct LayerOrderTests {
    static let yaml = OrderPreset.yaml

    static func scene() throws -> MotionScene {
        try PresetLoader.standard.load(yaml: yaml, file: "order.yaml", baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
    }

    @Test("before the change blue is drawn over red; from its first frame red is, while its offset still animates")
    func flipsAtOnce() throws {
        let scene = try Self.scene()
        let timeline = scene.timeline()
        let renderer = try FrameRenderer(canvas: scene.canvas)
        let buffer = PixelBuffer(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        // Frame i shows t = i / 60: the change is at frame 30.
        for (index, front) in [(0, "blue"), (29, "blue"), (30, "red"), (31, "red"), (60, "red")] {
            let frame = timeline.frame(index)
            #expect(frame.layers.last?.id == front, "frame \(index): \(frame.layers.map(\.id))")
            #expect(frame.layers.first { $0.id == "red" }?.zIndex == (front == "red" ? 5 : 0), "frame \(index)")
            try renderer.render(frame, into: buffer)
            // Inside both at every offset the spring gives red (its top edge moves 0 … 10 pt down).
            let pixel = buffer.pixel(x: 80, y: 50)
            #expect(front == "red" ? (pixel.r == 255 && pixel.b == 0) : (pixel.b == 255 && pixel.r == 0),
                    "frame \(index): \(pixel)")
        }
        // The offset does animate: half way through the spring's first frames it is between.
        let moving = try #require(timeline.frame(36).layers.first { $0.id == "red" }?.offset.y)
        #expect(moving > 0 && moving < 10, "\(moving)")
    }

    @Test("z in keyframes is refused where it is written: it changes at once")
    func noKeyframes() throws {
        let bad = Self.yaml.replacingOccurrences(of: OrderPreset.event,
                                                 with: "  - { at: 0.5, layer: red, keyframes: { z: [[0.2, 5]] } }")
        #expect(throws: PresetError.self) { try PresetLoader.standard.load(yaml: bad, file: "order.yaml",
                                                                           baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory())) }
        do {
            _ = try PresetLoader.standard.load(yaml: bad, file: "order.yaml", baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        } catch {
            #expect("\(error)".contains("order.yaml:9:41") && "\(error)".contains("'z' changes at once, as SwiftUI's zIndex does"),
                    "\(error)")
        }
    }
}
