import Foundation
import Motion
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing

/// A small valid layers preset; `replacing` swaps text to make a variant.
private func layersPreset(_ replacements: [String: String] = [:]) -> String {
    var yaml = """
        name: layers
        canvas: { size: [390, 844] }
        scene:
          kind: layers
          layers:
            - { id: card, roundedRect: { fill: "#5B7CFA", cornerRadius: 24 }, frame: [20, 200, 350, 220] }
            - { id: title, text: { text: "Morning run", size: 28, weight: bold }, frame: [40, 240, 310, 40] }
            - { id: badge, circle: { fill: "#FF6B6B" }, frame: [300, 180, 44, 44], opacity: 0, scale: 0.5 }
        timeline:
          - { at: 0.3, animate: { card: { frame: [20, 120, 350, 420], cornerRadius: 36 }, badge: { opacity: 1 } }, animation: snappy }
          - { at: 0.4, layer: title, keyframes: { offsetY: [[0, 0], [0.2, -12, easeOut], [0.5, 0, { spring: {} }]] } }

        """
    for (old, new) in replacements {
        precondition(yaml.contains(old), "layers preset has no '\(old)'")
        yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
}

@Suite("layers presets: decoding")
struct LayersDecodingTests {
    @Test("layers, a state change and a keyframe track decode to what they say")
    func valid() throws {
        let scene = try PresetFixture().load(layersPreset())
        guard let layers = scene.kind as? LayersScene else {
            Issue.record("not a layers scene")
            return
        }
        #expect(layers.layers.map(\.id) == ["card", "title", "badge"])
        #expect(layers.layers.map(\.z) == [0, 1, 2])
        let card = layers.layers[0]
        #expect(card.kind == .roundedRect(.plain) && card.properties.cornerRadius == 24)
        #expect(card.properties.frame == Rect(x: 20, y: 200, width: 350, height: 220))
        #expect(card.properties.color == Color(hex: "#5B7CFA"))
        let badge = layers.layers[2]
        #expect(badge.properties[.opacity] == 0 && badge.properties[.scale] == 0.5 && badge.anchor == .center)
        guard case .text(let style) = layers.layers[1].kind else {
            Issue.record("title is not text")
            return
        }
        #expect(style.text == "Morning run" && style.size == 28 && style.weight == .bold && style.alignment == .leading)

        #expect(layers.events.count == 2)
        guard case .change(let change) = layers.events[0], case .keyframes(let keyframes) = layers.events[1] else {
            Issue.record("wrong event forms")
            return
        }
        #expect(change.at == 0.3 && change.animation == Animation(.fluidSpring(.snappy)))
        #expect(change.targets.map(\.layer) == ["card", "badge"])
        #expect(change.targets[0].values == [
            LayerPropertyValue(.x, .number(20)), LayerPropertyValue(.y, .number(120)),
            LayerPropertyValue(.width, .number(350)), LayerPropertyValue(.height, .number(420)),
            LayerPropertyValue(.cornerRadius, .number(36)),
        ])
        #expect(keyframes.at == 0.4 && keyframes.layer == "title")
        #expect(keyframes.tracks == [LayerTrack(property: .offsetY, keyframes: [
            LayerKeyframe(time: 0, value: .number(0), motion: .curve(.linear)),
            LayerKeyframe(time: 0.2, value: .number(-12), motion: .curve(.easeOut)),
            LayerKeyframe(time: 0.5, value: .number(0), motion: .spring(Spring())),
        ])])
    }

    @Test("scaleX, scaleY and hueRotation decode on a layer, in animate and in keyframes")
    func scaleFactorsAndHue() throws {
        let yaml = layersPreset([
            "opacity: 0, scale: 0.5 }": "opacity: 0, scale: 0.5, scaleX: 2, scaleY: 0.25, hueRotation: -45 }",
            "badge: { opacity: 1 }": "badge: { opacity: 1, scaleX: 0.5, scaleY: 3, hueRotation: 120 }",
            "keyframes: { offsetY:": "keyframes: { scaleY: [[0.1, 0.5], [0.3, 1.5]], hueRotation: [[0.2, 90]], offsetY:",
        ])
        let scene = try PresetFixture().load(yaml)
        let layers = try #require(scene.kind as? LayersScene)
        let badge = layers.layers[2]
        #expect(badge.properties[.scaleX] == 2 && badge.properties[.scaleY] == 0.25 && badge.properties[.hueRotation] == -45)
        #expect(layers.layers[0].properties[.scaleX] == 1 && layers.layers[0].properties[.scaleY] == 1
                && layers.layers[0].properties[.hueRotation] == 0)
        guard case .change(let change) = layers.events[0], case .keyframes(let keyframes) = layers.events[1] else {
            Issue.record("wrong event forms")
            return
        }
        #expect(change.targets[1].values == [
            LayerPropertyValue(.opacity, .number(1)), LayerPropertyValue(.scaleX, .number(0.5)),
            LayerPropertyValue(.scaleY, .number(3)), LayerPropertyValue(.hueRotation, .number(120)),
        ])
        #expect(keyframes.tracks.map(\.property) == [.scaleY, .hueRotation, .offsetY])
        #expect(keyframes.tracks[0].keyframes.map(\.value) == [.number(0.5), .number(1.5)])
        #expect(keyframes.tracks[1].keyframes.map(\.value) == [.number(90)])
        // Hue is a colour change, not motion; the factors are motion, as scale is.
        #expect(!LayerProperty.hueRotation.isMotion && LayerProperty.scaleX.isMotion && LayerProperty.scaleY.isMotion)
    }

    @Test("scaleX, scaleY and hueRotation outside their limits are refused at the value, the key named")
    func scaleFactorsAndHueLimits() {
        // (text replaced, by what, the value the error is at, its message): on a layer, in animate, in keyframes.
        let cases = [
            ("badge: { opacity: 1 }", "badge: { opacity: 1, scaleX: -0.5 }", "-0.5", "scaleX must be between 0 and 1000, found -0.5"),
            ("opacity: 0, scale: 0.5 }", "opacity: 0, scale: 0.5, scaleY: 1001 }", "1001", "scaleY must be between 0 and 1000, found 1001"),
            ("keyframes: { offsetY:", "keyframes: { hueRotation: [[0.2, 36001]], offsetY:", "36001",
             "hueRotation must be between -36000 and 36000, found 36001"),
        ]
        for (old, new, value, message) in cases {
            let yaml = layersPreset([old: new])
            expect(PresetFixture.errorOnly(yaml), at: value, in: yaml, message: message)
        }
    }

    @Test("a frame keyframe track becomes four tracks; move, timingCurve and colours decode")
    func keyframeForms() throws {
        let yaml = layersPreset([
            "keyframes: { offsetY: [[0, 0], [0.2, -12, easeOut], [0.5, 0, { spring: {} }]] }":
                "keyframes: { frame: [[0.2, [0, 0, 10, 20], move]], color: [[0.3, \"#ff0000\", { timingCurve: [0.2, 0, 0, 1] }]] }",
        ])
        let scene = try PresetFixture().load(yaml)
        guard let layers = scene.kind as? LayersScene, case .keyframes(let keyframes) = layers.events[1] else {
            Issue.record("not decoded")
            return
        }
        #expect(keyframes.tracks.map(\.property) == [.x, .y, .width, .height, .color])
        #expect(keyframes.tracks[3].keyframes == [LayerKeyframe(time: 0.2, value: .number(20), motion: .move)])
        #expect(keyframes.tracks[4].keyframes == [
            LayerKeyframe(time: 0.3, value: .color(Color(red: 1, green: 0, blue: 0)), motion: .curve(TimingCurve(0.2, 0, 0, 1))),
        ])
    }

    @Test("cubic keyframes: a word, or velocities of one number; a spring keyframe is SwiftUI's Spring")
    func cubicKeyframes() throws {
        let yaml = layersPreset([
            "keyframes: { offsetY: [[0, 0], [0.2, -12, easeOut], [0.5, 0, { spring: {} }]] }":
                "keyframes: { offsetY: [[0.2, -12, cubic], [0.5, 0, { cubic: { endVelocity: -40 } }], [0.6, 3, { cubic: {} }], "
                + "[0.8, 0, { interpolatingSpring: { stiffness: 100, damping: 10 } }]] }",
        ])
        let scene = try PresetFixture().load(yaml)
        guard let layers = scene.kind as? LayersScene, case .keyframes(let keyframes) = layers.events[1] else {
            Issue.record("not decoded")
            return
        }
        let motions = keyframes.tracks[0].keyframes.map(\.motion)
        #expect(Array(motions.prefix(3)) == [.cubic(startVelocity: nil, endVelocity: nil), .cubic(startVelocity: nil, endVelocity: -40),
                                             .cubic(startVelocity: nil, endVelocity: nil)])
        // Stiffness 100, damping 10 (mass 1): ω = 10, so response 2π/10 and damping ratio 10 / (2·10).
        guard case .spring(let spring) = motions[3] else {
            Issue.record("not a spring: \(motions[3])")
            return
        }
        #expect(abs(spring.response - 2 * .pi / 10) < 1e-12 && abs(spring.dampingFraction - 0.5) < 1e-12)

        let colour = layersPreset(["offsetY: [[0, 0]": "frame: [[0.2, [0, 0, 10, 20], { cubic: { startVelocity: 3 } }]], offsetY: [[0, 0]"])
        expect(PresetFixture.errorOnly(colour), at: "{ cubic: { startVelocity", in: colour,
               message: "a cubic keyframe's velocities are of one number; 'frame' holds 4")
        let unknown = layersPreset(["[0.2, -12, easeOut]": "[0.2, -12, { cubic: { velocity: 3 } }]"])
        expect(PresetFixture.errorOnly(unknown), at: "velocity", in: unknown, message: "unknown key 'velocity'")
        let huge = layersPreset(["[0.2, -12, easeOut]": "[0.2, -12, { cubic: { startVelocity: 1e9 } }]"])
        expect(PresetFixture.errorOnly(huge), at: "1e9", in: huge, message: "startVelocity must be between -1000000 and 1000000")
    }

    @Test("an image layer's path is relative to the preset, and fill layers default to the whole canvas")
    func imageAndFill() throws {
        let fixture = try PresetFixture()
        try fixture.write(PresetFixture.tinyPNG, to: "screens/photo.png")
        let yaml = layersPreset([
            "    - { id: badge,": "    - { id: photo, image: screens/photo.png, frame: [0, 0, 100, 100], mask: { cornerRadius: 20 } }\n"
                + "    - { id: bg, fill: \"#ffffff\", z: -1 }\n    - { id: badge,",
        ])
        let scene = try fixture.load(yaml)
        let layers = try #require(scene.kind as? LayersScene)
        let photo = try #require(layers.layers.first { $0.id == "photo" })
        #expect(photo.kind == .image(fixture.directory.appendingPathComponent("screens/photo.png").standardizedFileURL))
        #expect(photo.properties.maskCornerRadius == 20 && photo.properties.maskInset == 0)
        let bg = try #require(layers.layers.first { $0.id == "bg" })
        #expect(bg.properties.frame == Rect(x: 0, y: 0, width: 390, height: 844) && bg.z == -1)
    }

    @Test("the layers timeline plays what the preset says")
    func plays() throws {
        let scene = try PresetFixture().load(layersPreset())
        let timeline = scene.timeline()
        #expect(timeline.frame(0).layers.map(\.id) == ["card", "title", "badge"])
        let end = timeline.frame(timeline.frameCount - 1)
        #expect(end.layer("card")?.frame == Rect(x: 20, y: 120, width: 350, height: 420))
        #expect(end.layer("badge")?.opacity == 1 && end.layer("title")?.offset == .zero)
    }
}

@Suite("layers presets: errors at their place")
struct LayersErrorTests {
    @Test("an unknown key in a layer, with did-you-mean")
    func unknownLayerKey() {
        let yaml = layersPreset(["opacity: 0, scale": "opacty: 0, scale"])
        expect(PresetFixture.errorOnly(yaml), at: "opacty", in: yaml, message: "did you mean 'opacity'?")
    }

    @Test("a layer needs exactly one content kind")
    func contentKinds() {
        let none = layersPreset(["circle: { fill: \"#FF6B6B\" }, ": ""])
        expect(PresetFixture.errorOnly(none), at: "{ id: badge", in: none, message: "a layer needs one content kind")
        let two = layersPreset(["circle: { fill: \"#FF6B6B\" }, ": "circle: { fill: \"#FF6B6B\" }, rect: { fill: \"#000\" }, "])
        expect(PresetFixture.errorOnly(two), at: "rect: {", in: two, message: "found both 'circle' and 'rect'")
    }

    @Test("an unknown layer id in an event, with did-you-mean")
    func unknownLayer() {
        let change = layersPreset(["badge: { opacity: 1 }": "bdage: { opacity: 1 }"])
        expect(PresetFixture.errorOnly(change), at: "bdage", in: change,
               message: "timeline[0].animate: unknown layer 'bdage'; did you mean 'badge'?")
        let keyframes = layersPreset(["layer: title": "layer: titel"])
        expect(PresetFixture.errorOnly(keyframes), at: "titel", in: keyframes, message: "did you mean 'title'?")
    }

    @Test("duplicate layer ids")
    func duplicateIds() {
        let yaml = layersPreset(["id: badge": "id: card"])
        expect(PresetFixture.errorOnly(yaml), at: "card", after: "- { id: ", in: yaml, occurrence: 2,
               message: "duplicate layer id 'card' (first used on line 6)")
    }

    @Test("keyframe times must increase")
    func keyframeOrder() {
        let yaml = layersPreset(["[0.5, 0, { spring: {} }]": "[0.2, 0, { spring: {} }]"])
        expect(PresetFixture.errorOnly(yaml), at: "0.2, 0, {", in: yaml,
               message: "keyframe times must increase: 0.2 comes after 0.2")
    }

    @Test("a negative size")
    func negativeSize() {
        let yaml = layersPreset(["frame: [20, 120, 350, 420]": "frame: [20, 120, -350, 420]"])
        expect(PresetFixture.errorOnly(yaml), at: "-350", in: yaml, message: "width must be between 0 and 100000, found -350")
    }

    @Test("a property that does not apply to the layer")
    func notAnimatable() {
        let yaml = layersPreset(["badge: { opacity: 1 }": "badge: { opacity: 1, cornerRadius: 4 }"])
        expect(PresetFixture.errorOnly(yaml), at: "cornerRadius: 4", in: yaml,
               message: "'cornerRadius' animates roundedRect layers only; 'badge' is a circle")
        let size = layersPreset(["badge: { opacity: 1 }": "badge: { opacity: 1, fontSize: 24 }"])
        expect(PresetFixture.errorOnly(size), at: "fontSize: 24", in: size,
               message: "'fontSize' is a text layer's font size; 'badge' is a circle, which draws no text")
        let text = layersPreset(["offsetY: [[0, 0]": "fill: [[0, \"#000\"]], offsetY: [[0, 0]"])
        expect(PresetFixture.errorOnly(text), at: "fill", after: "keyframes: { ", in: text, message: "a text layer's colour is 'color'")
    }

    @Test("an unknown property, with did-you-mean")
    func unknownProperty() {
        let yaml = layersPreset(["badge: { opacity: 1 }": "badge: { opactiy: 1 }"])
        expect(PresetFixture.errorOnly(yaml), at: "opactiy", in: yaml, message: "did you mean 'opacity'?")
    }

    @Test("a curve keyframe takes its duration from the keyframe times")
    func keyframeDuration() {
        let yaml = layersPreset(["[0.2, -12, easeOut]": "[0.2, -12, { easeOut: 0.3 }]"])
        expect(PresetFixture.errorOnly(yaml), at: "easeOut: 0.3", in: yaml, message: "write just 'easeOut'")
        let delay = layersPreset(["{ spring: {} }": "{ spring: {}, delay: 0.1 }"])
        expect(PresetFixture.errorOnly(delay), at: "delay", in: delay, message: "'delay' does not apply here")
    }

    @Test("a layers scene has no transition")
    func transition() {
        let yaml = layersPreset(["timeline:": "transition: { animation: snappy }\ntimeline:"])
        expect(PresetFixture.errorOnly(yaml), at: "{ animation: snappy }", in: yaml,
               message: "a layers scene has no transition")
    }

    @Test("an event mixing both forms")
    func mixedEvent() {
        let yaml = layersPreset(["- { at: 0.4, layer: title,": "- { at: 0.4, animation: snappy, layer: title,"])
        expect(PresetFixture.errorOnly(yaml), at: "animation: snappy, layer", in: yaml, message: "not both")
    }
}
