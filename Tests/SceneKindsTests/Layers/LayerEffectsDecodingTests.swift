import Foundation
import Motion
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing

@Suite("layers presets: rotation and shadow")
struct LayerEffectsDecodingTests {
    let yaml = """
        name: turn
        canvas: { size: [200, 200], fps: 60 }
        scene:
          kind: layers
          layers:
            - { id: bar, rect: { fill: "#FF0000" }, frame: [50, 95, 100, 10], rotation: 10 }
        timeline:
          - { at: 0.5, animate: { bar: { rotation: 100 } }, animation: { linear: 1 } }

        """

    @Test("rotation is a layer key and an animatable property: halfway through a linear turn from 10° to 100° it is at 55°")
    func animatedRotation() throws {
        let scene = try PresetFixture().load(yaml)
        let layers = try #require(scene.kind as? LayersScene)
        #expect(layers.layers[0].properties[.rotation] == 10)
        let timeline = scene.timeline()
        // Frame i shows t = i / 60: the turn starts at frame 30 and ends at frame 90.
        #expect(timeline.frame(0).layer("bar")?.rotation == 10)
        #expect(timeline.frame(30).layer("bar")?.rotation == 10)
        let halfway = try #require(timeline.frame(60).layer("bar")?.rotation)
        #expect(abs(halfway - 55) < 1e-9)
        #expect(timeline.frame(90).layer("bar")?.rotation == 100)
    }

    @Test("a rotation beyond a hundred turns is refused where it is written")
    func outOfRange() throws {
        let fixture = try PresetFixture()
        let bad = yaml.replacingOccurrences(of: "rotation: 10 }", with: "rotation: 40000 }")
        expect(fixture.error(bad), at: "40000", in: bad, message: "rotation")
        let badEvent = yaml.replacingOccurrences(of: "rotation: 100 }", with: "rotation: -1e9 }")
        expect(fixture.error(badEvent), at: "-1e9", in: badEvent, message: "rotation")
    }

    @Test("a shadow decodes with SwiftUI's defaults and reaches every frame")
    func shadow() throws {
        let withShadow = yaml.replacingOccurrences(of: "rotation: 10 }",
                                                   with: "rotation: 10, shadow: { radius: 12, offset: [0, 6] } }")
        let scene = try PresetFixture().load(withShadow)
        let layers = try #require(scene.kind as? LayersScene)
        let expected = LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 12, offset: Point(x: 0, y: 6))
        #expect(layers.layers[0].shadow == expected)
        #expect(scene.timeline().frame(70).layer("bar")?.shadow == expected)
    }

    @Test("a broken shadow is refused where it is written")
    func brokenShadow() throws {
        let fixture = try PresetFixture()
        let noRadius = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { color: \"#000000\" } }")
        expect(fixture.error(noRadius), at: "{ color", in: noRadius, message: "radius")
        let tooLarge = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { radius: 500 } }")
        expect(fixture.error(tooLarge), at: "500", in: tooLarge, message: "shadow radius")
        let badColour = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { radius: 5, color: \"#00000\" } }")
        expect(fixture.error(badColour), at: "\"#00000\"", in: badColour, message: "colour")
        let unknown = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { radius: 5, blur: 3 } }")
        expect(fixture.error(unknown), at: "blur", after: "radius: 5, ", in: unknown, message: "unknown key")
    }

    @Test("rotation3D decodes with SwiftUI's defaults, and its angle animates as rotation3D.angle")
    func rotation3D() throws {
        let turned = yaml.replacingOccurrences(of: "rotation: 10 }", with: "rotation3D: { angle: 20, axis: [0, 1, 0] } }")
            .replacingOccurrences(of: "{ bar: { rotation: 100 } }", with: "{ bar: { rotation3D.angle: 80 } }")
        let scene = try PresetFixture().load(turned)
        let layers = try #require(scene.kind as? LayersScene)
        #expect(layers.layers[0].rotation3D == Rotation3D(angle: 20, axis: (0, 1, 0), anchorZ: 0, perspective: 1))
        let timeline = scene.timeline()
        #expect(timeline.frame(0).layer("bar")?.rotation3D?.angle == 20)
        let halfway = try #require(timeline.frame(60).layer("bar")?.rotation3D?.angle)
        #expect(abs(halfway - 50) < 1e-9)
        let axis = try #require(timeline.frame(90).layer("bar")?.rotation3D?.axis)
        #expect(axis == (0, 1, 0))
    }

    @Test("a broken rotation3D, or its angle animated on a layer without one, is refused where it is written")
    func brokenRotation3D() throws {
        let fixture = try PresetFixture()
        let zeroAxis = yaml.replacingOccurrences(of: "rotation: 10 }", with: "rotation3D: { angle: 20, axis: [0, 0, 0] } }")
        expect(fixture.error(zeroAxis), at: "[0, 0, 0]", in: zeroAxis, message: "must not be [0, 0, 0]")
        let noAxis = yaml.replacingOccurrences(of: "rotation: 10 }", with: "rotation3D: { angle: 20 } }")
        expect(fixture.error(noAxis), at: "{ angle: 20 }", in: noAxis, message: "axis")
        let steep = yaml.replacingOccurrences(of: "rotation: 10 }", with: "rotation3D: { axis: [0, 1, 0], perspective: 50 } }")
        expect(fixture.error(steep), at: "50", after: "perspective: ", in: steep, message: "perspective")
        let huge = yaml.replacingOccurrences(of: "frame: [50, 95, 100, 10], rotation: 10 }",
                                             with: "frame: [0, 0, 500, 10], rotation3D: { axis: [0, 1, 0] } }")
        expect(fixture.error(huge), at: "{ axis", in: huge, message: "a layer turned in 3-D may be at most 454 × 454 pt")
        let notTurned = yaml.replacingOccurrences(of: "{ bar: { rotation: 100 } }", with: "{ bar: { rotation3D.angle: 80 } }")
        expect(fixture.error(notTurned), at: "rotation3D.angle", in: notTurned, message: "'bar' has no rotation3D")
    }

    @Test("a shadow's radius and offset animate from the layer's shadow: halfway through a linear change they are halfway")
    func animatedShadow() throws {
        let shadowed = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { radius: 4, offset: [0, 2] } }")
            .replacingOccurrences(of: "{ bar: { rotation: 100 } }", with: "{ bar: { shadowRadius: 16, shadowX: -6, shadowY: 10 } }")
        let timeline = try PresetFixture().load(shadowed).timeline()
        #expect(timeline.frame(30).layer("bar")?.shadow == LayerShadow(radius: 4, offset: Point(x: 0, y: 2)))
        let halfway = try #require(timeline.frame(60).layer("bar")?.shadow)
        #expect(abs(halfway.radius - 10) < 1e-9 && abs(halfway.offset.x + 3) < 1e-9 && abs(halfway.offset.y - 6) < 1e-9)
        // The colour does not animate: SwiftUI's default, as the layer gives none.
        #expect(halfway.color == LayerShadow.defaultColor)
        #expect(timeline.frame(90).layer("bar")?.shadow?.radius == 16)
    }

    @Test("a shadow's radius animated on a layer without a shadow, or beyond its limit, is refused where it is written")
    func brokenShadowEvents() throws {
        let fixture = try PresetFixture()
        let none = yaml.replacingOccurrences(of: "{ bar: { rotation: 100 } }", with: "{ bar: { shadowRadius: 8 } }")
        expect(fixture.error(none), at: "shadowRadius", in: none, message: "'bar' has no shadow; give it one")
        let far = yaml.replacingOccurrences(of: "rotation: 10 }", with: "shadow: { radius: 4 } }")
            .replacingOccurrences(of: "{ bar: { rotation: 100 } }", with: "{ bar: { shadowRadius: 900 } }")
        expect(fixture.error(far), at: "900", in: far, message: "shadowRadius")
    }
}
