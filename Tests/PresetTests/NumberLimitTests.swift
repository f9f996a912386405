import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// A layers preset with one layer whose `frame` is `frame`.
private func oneLayer(frame: String, extra: String = "") -> String {
    """
    name: huge
    canvas: { size: [390, 844], scale: 1, fps: 30 }
    scene:
      kind: layers
      layers:
        - { id: card, rect: { fill: "#5B7CFA" }, frame: \(frame)\(extra) }
    timeline: []

    """
}

@Suite("Numbers that once trapped or ran away are refused where they are written")
struct NumberLimitTests {
    @Test("speed lies within Limits.speed: 1e-300 and 1e300 are refused at the value; 0.01 and 100 are fine",
          arguments: ["1e-300", "1e300", "0.009", "101", "0"])
    func speed(_ value: String) {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { linear: 0.25, speed: \(value) }"])
        expect(PresetFixture.errorOnly(yaml), at: value, after: "speed: ", in: yaml,
               message: "transition.animation.speed: speed must be between 0.01 and 100, found \(value)")
    }

    @Test("the ends of the speed range are allowed")
    func speedRange() throws {
        for value in ["0.01", "100"] {
            let yaml = minimalPreset(["  animation: snappy": "  animation: { spring: {}, speed: \(value) }"])
            let scene = try PresetFixture().load(yaml)
            guard let tabs = scene.kind as? TabsScene else {
                Issue.record("not a tabs scene")
                return
            }
            #expect(tabs.animation.speed == Double(value))
        }
        #expect(Limits.speed == 0.01...100)
    }

    @Test("a canvas side of 1e19 points is refused at that number, before any pixel count is made")
    func hugeCanvas() {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [1e19, 844]"])
        expect(PresetFixture.errorOnly(yaml), at: "1e19", in: yaml,
               message: "canvas.size[0]: width must be greater than 0 and at most 8192, found 1e19")
    }

    @Test("at a scale below 1 the pixels are still checked: 8000 pt at scale 0.5 is fine, at scale 4 it is not")
    func canvasPixels() throws {
        let small = minimalPreset(["  size: [390, 844]": "  size: [8000, 844]\n  scale: 0.5"])
        #expect(try PresetFixture().load(small).canvas.pixelWidth == 4000)
        let big = minimalPreset(["  size: [390, 844]": "  size: [8000, 844]\n  scale: 4"])
        expect(PresetFixture.errorOnly(big), at: "[8000", in: big,
               message: "canvas.size: 8000 x 844 pt at scale 4 is 32000 x 3376 px; at most 8192 px per side")
    }

    @Test("a layer frame beyond Limits.maximumLayerPoints is refused at the number",
          arguments: [("[0, 0, 1e19, 10]", "1e19", "frame[2]: width must be between 0 and 100000, found 1e19"),
                      ("[0, 0, 3e9, 10]", "3e9", "frame[2]: width must be between 0 and 100000, found 3e9"),
                      ("[-100001, 0, 10, 10]", "-100001", "frame[0]: x must be between -100000 and 100000"),
                      ("[0, 1e6, 10, 10]", "1e6", "frame[1]: y must be between -100000 and 100000"),
                      ("[0, 0, 10, 100001]", "100001", "frame[3]: height must be between 0 and 100000")])
    func layerFrame(_ frame: String, _ needle: String, _ message: String) {
        let yaml = oneLayer(frame: frame)
        expect(PresetFixture.errorOnly(yaml), at: needle, in: yaml, message: "scene.layers[0]." + message)
    }

    @Test("a frame of exactly 100 000 points each way is allowed")
    func layerFrameLimit() throws {
        let scene = try PresetFixture().load(oneLayer(frame: "[-100000, 100000, 100000, 100000]"))
        guard let layers = scene.kind as? LayersScene else {
            Issue.record("not a layers scene")
            return
        }
        #expect(layers.layers[0].properties.frame == Rect(x: -100_000, y: 100_000, width: 100_000, height: 100_000))
    }

    @Test("offsets, scales, radii and text sizes of layers are bounded too",
          arguments: [(", offset: [0, -2e5]", "-2e5", "offset[1]: offset y must be between -100000 and 100000"),
                      (", scale: 1e300", "1e300", "scale: scale must be between 0 and 1000"),
                      (", mask: { inset: 1e9 }", "1e9", "mask.inset: inset must be between 0 and 100000")])
    func layerProperties(_ extra: String, _ needle: String, _ message: String) {
        let yaml = oneLayer(frame: "[0, 0, 10, 10]", extra: extra)
        expect(PresetFixture.errorOnly(yaml), at: needle, in: yaml, message: "scene.layers[0]." + message)
    }

    @Test("a text layer's size is at most Limits.maximumTextSize")
    func textSize() {
        let yaml = oneLayer(frame: "[0, 0, 10, 10]").replacingOccurrences(
            of: "rect: { fill: \"#5B7CFA\" }", with: "text: { text: \"Hi\", size: 1001 }")
        expect(PresetFixture.errorOnly(yaml), at: "1001", in: yaml,
               message: "size must be greater than 0 and at most 1000, found 1001")
    }

    @Test("a transition's offset, scale and mask are bounded like layers",
          arguments: [("[ { offset: [1e308, 0] } ]", "1e308", "x must be between -100000 and 100000"),
                      ("[ { scale: 1e9 } ]", "1e9", "scale must be between 0 and 1000"),
                      ("[ { mask: { size: [1e7, 10] } } ]", "1e7", "mask width must be greater than 0 and at most 100000")])
    func transitionEffects(_ effects: String, _ needle: String, _ message: String) {
        let yaml = minimalPreset(["  animation: snappy": "  animation: snappy\n  insertion: \(effects)"])
        expect(PresetFixture.errorOnly(yaml), at: needle, in: yaml, message: message)
    }

    @Test("colours are '#' and hex digits only: '#+12345' is refused at the value")
    func signedColour() {
        for colour in ["#+12345", "#-1234567", "#+ab"] {
            let yaml = minimalPreset(["{ fill: \"#ff0000\" }": "{ fill: \"\(colour)\" }"])
            expect(PresetFixture.errorOnly(yaml), at: "\"\(colour)\"", in: yaml,
                   message: "expected a colour like \"#f9f9f9\", found the text \"\(colour)\"")
        }
    }
}

@Suite("Drag samples and keyframes close enough to make a velocity infinite are refused")
struct IntervalTests {
    @Test("two samples 5e-324 s apart (the smallest Double) are refused at the second")
    func denormalInterval() {
        let yaml = """
            name: drag
            canvas: { size: [390, 844] }
            scene:
              kind: stack
              tabs:
                - name: Home
                  root: { content: { wireframe: cards } }
                  pages: { detail: { content: { wireframe: list } } }
            timeline:
              - { at: 0, push: detail }
              - { at: 0, drag: { samples: [[0, 0.2], [5e-324, 0.9]] } }

            """
        // The release velocity, 0.7 / 5e-324, would be infinite.
        expect(PresetFixture.errorOnly(yaml), at: "5e-324", in: yaml,
               message: "sample time 5e-324 is less than 0.001 s after the previous sample's (0); "
                   + "a finger is sampled at most 1000 times a second")
    }

    @Test("keyframes closer than 0.001 s are refused, and so is a first one closer than that to the start")
    func keyframeInterval() {
        for (frames, needle, after) in [("[[0, 0], [5e-324, 100]]", "5e-324", "the keyframe at 0"),
                                        ("[[0.0005, 100]]", "0.0005", "the track's start")] {
            let yaml = """
                name: keys
                canvas: { size: [390, 844] }
                scene:
                  kind: layers
                  layers:
                    - { id: card, rect: { fill: "#5B7CFA" } }
                timeline:
                  - { at: 0.4, layer: card, keyframes: { offsetY: \(frames) } }

                """
            expect(PresetFixture.errorOnly(yaml), at: needle, in: yaml,
                   message: "keyframe at \(needle) is less than 0.001 s after \(after); keyframes are at least that far apart")
        }
    }
}
