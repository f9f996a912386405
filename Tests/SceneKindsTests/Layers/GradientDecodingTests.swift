import Foundation
import Motion
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing

/// A layers preset with a gradient-filled, stroked card and a radial glow; `replacing` makes variants.
private func paintPreset(_ replacements: [String: String] = [:]) -> String {
    var yaml = """
        name: paint
        canvas: { size: [390, 844] }
        scene:
          kind: layers
          layers:
            - { id: card, roundedRect: { cornerRadius: 24, stroke: { color: "#FFFFFF66", width: 1 },
                fill: { linearGradient: { colors: ["#5B7CFA", "#8E5BFA"], startPoint: leading, endPoint: trailing } } },
                frame: [20, 200, 350, 220] }
            - { id: glow, circle: { fill: { radialGradient: { stops: [["#FFFFFF", 0.25], ["#FFFFFF00", 1.0]],
                center: [0.5, 0.4], startRadius: 0, endRadius: 120 } } }, frame: [95, 100, 200, 200] }
            - { id: ring, rect: { stroke: { color: "#FF6B6B" } }, frame: [40, 40, 20, 20] }
        timeline:
          - { at: 0.3, animate: { card: { opacity: 0.5 }, ring: { fill: "#00000033" } }, animation: snappy }

        """
    for (old, new) in replacements {
        precondition(yaml.contains(old), "paint preset has no '\(old)'")
        yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
}

@Suite("Fills and strokes in presets")
struct GradientDecodingTests {
    @Test("a linear gradient, a radial one with stops, and an outline decode to what they say")
    func valid() throws {
        let scene = try PresetFixture().load(paintPreset())
        let layers = try #require(scene.kind as? LayersScene).layers
        let blue = try #require(Color(hex: "#5B7CFA")), violet = try #require(Color(hex: "#8E5BFA"))
        let white = try #require(Color(hex: "#FFFFFF")), clear = try #require(Color(hex: "#FFFFFF00"))
        #expect(layers[0].kind == .roundedRect(ShapeLayerPaint(
            gradient: .linearGradient(Gradient(stops: [.init(color: blue, location: 0), .init(color: violet, location: 1)]),
                                      start: .leading, end: .trailing),
            stroke: Stroke(color: try #require(Color(hex: "#FFFFFF66")), width: 1))))
        #expect(layers[1].kind == .circle(ShapeLayerPaint(
            gradient: .radialGradient(Gradient(stops: [.init(color: white, location: 0.25), .init(color: clear, location: 1)]),
                                      center: UnitPoint(x: 0.5, y: 0.4), startRadius: 0, endRadius: 120))))
        // A stroke alone: its width is SwiftUI's default 1, and the fill is clear (and animatable).
        #expect(layers[2].kind == .rect(ShapeLayerPaint(stroke: Stroke(color: try #require(Color(hex: "#FF6B6B")), width: 1))))
        #expect(layers[2].properties.color == .transparent)
        #expect(layers[2].content(layers[2].properties) == .shape(.rect(fill: .color(.transparent),
                                                                        stroke: layers[2].kind.shapePaint?.stroke)))
    }

    @Test("three colours are evenly spaced at 0, ½ and 1")
    func evenlySpaced() throws {
        let scene = try PresetFixture().load(paintPreset(["colors: [\"#5B7CFA\", \"#8E5BFA\"]": "colors: [\"#000\", \"#888\", \"#FFF\"]"]))
        let card = try #require((scene.kind as? LayersScene)?.layers.first)
        guard case .linearGradient(let gradient, _, _)? = card.kind.shapePaint?.gradient else {
            Issue.record("not a linear gradient: \(card.kind)")
            return
        }
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    }
}

@Suite("Fills and strokes in the SwiftUI code")
struct PaintSwiftUICodeTests {
    @Test("a shape layer is written as the SwiftUI shape with its gradient and stroke")
    func shapes() throws {
        let layers = try #require(try PresetFixture().load(paintPreset()).kind as? LayersScene).layers
        // #5B7CFA is (91, 124, 250) / 255; #FFFFFF66 has opacity 102 / 255 = 0.4.
        #expect(layers[0].swiftUIShape == "RoundedRectangle(cornerRadius: 24).fill(LinearGradient(colors: ["
                + "Color(red: 0.3569, green: 0.4863, blue: 0.9804), Color(red: 0.5569, green: 0.3569, blue: 0.9804)], "
                + "startPoint: .leading, endPoint: .trailing)).stroke(Color(red: 1, green: 1, blue: 1, opacity: 0.4), lineWidth: 1)")
        #expect(layers[1].swiftUIShape == "Circle().fill(RadialGradient(stops: ["
                + ".init(color: Color(red: 1, green: 1, blue: 1), location: 0.25), "
                + ".init(color: Color(red: 1, green: 1, blue: 1, opacity: 0), location: 1)], "
                + "center: UnitPoint(x: 0.5, y: 0.4), startRadius: 0, endRadius: 120))")
        #expect(layers[2].swiftUIShape == "Rectangle().fill(Color(red: 0, green: 0, blue: 0, opacity: 0))"
                + ".stroke(Color(red: 1, green: 0.4196, blue: 0.4196), lineWidth: 1)")
    }
}

@Suite("Fills and strokes: errors at FILE:LINE:COLUMN")
struct GradientErrorTests {
    @Test("errors at FILE:LINE:COLUMN for a bad gradient stop: a location outside 0 … 1")
    func locationOutOfRange() {
        let yaml = paintPreset(["[\"#FFFFFF00\", 1.0]": "[\"#FFFFFF00\", 1.5]"])
        expect(PresetFixture.errorOnly(yaml), at: "1.5", in: yaml, message: "a stop's location must be between 0 and 1, found 1.5")
    }

    @Test("errors at FILE:LINE:COLUMN for a bad gradient stop: stops out of order")
    func stopsOutOfOrder() {
        let yaml = paintPreset(["[\"#FFFFFF00\", 1.0]": "[\"#FFFFFF00\", 0.1]"])
        expect(PresetFixture.errorOnly(yaml), at: "0.1", in: yaml,
               message: "gradient stops must be in increasing order of location: 0.1 comes after 0.25")
    }

    @Test("errors at FILE:LINE:COLUMN for a bad gradient stop: fewer than 2 colours")
    func tooFewColours() {
        let yaml = paintPreset(["colors: [\"#5B7CFA\", \"#8E5BFA\"]": "colors: [\"#5B7CFA\"]"])
        expect(PresetFixture.errorOnly(yaml), at: "[\"#5B7CFA\"]", in: yaml, message: "a gradient needs at least 2 colours, found 1")
        let stops = paintPreset(["[[\"#FFFFFF\", 0.25], [\"#FFFFFF00\", 1.0]]": "[[\"#FFFFFF\", 0.25]]"])
        expect(PresetFixture.errorOnly(stops), at: "[[\"#FFFFFF\", 0.25]]", in: stops, message: "at least 2 colours")
    }

    @Test("errors at FILE:LINE:COLUMN for a bad gradient stop: an unknown key, with did-you-mean")
    func unknownKey() {
        let yaml = paintPreset(["startPoint: leading": "startPont: leading"])
        let error = PresetFixture.errorOnly(yaml)
        expect(error, at: "startPont", in: yaml, message: "did you mean 'startPoint'?")
        let gradient = paintPreset(["{ linearGradient:": "{ linearGradent:"])
        expect(PresetFixture.errorOnly(gradient), at: "linearGradent", in: gradient, message: "did you mean 'linearGradient'?")
    }

    @Test("errors at FILE:LINE:COLUMN for a bad gradient stop: a bad colour")
    func badColour() {
        let yaml = paintPreset(["[\"#FFFFFF\", 0.25]": "[\"#FFFFFG\", 0.25]"])
        expect(PresetFixture.errorOnly(yaml), at: "\"#FFFFFG\"", in: yaml, message: "a colour like")
        let listed = paintPreset(["\"#8E5BFA\"]": "violet]"])
        expect(PresetFixture.errorOnly(listed), at: "violet", in: listed, message: "a colour like")
        let stop = paintPreset(["[\"#FFFFFF\", 0.25]": "[\"#FFFFFF\", 0.25, 3]"])
        expect(PresetFixture.errorOnly(stop), at: "[\"#FFFFFF\", 0.25, 3]", in: stop, message: "a gradient stop is [COLOUR, LOCATION]")
    }

    @Test("colors and stops together, equal end points, equal radii")
    func contradictions() {
        let both = paintPreset(["startPoint: leading": "stops: [[\"#000\", 0], [\"#FFF\", 1]], startPoint: leading"])
        expect(PresetFixture.errorOnly(both), at: "stops", after: "\"#8E5BFA\"], ", in: both,
               message: "either 'colors' or 'stops', not both")
        let points = paintPreset(["endPoint: trailing": "endPoint: leading"])
        expect(PresetFixture.errorOnly(points), at: "leading", after: "endPoint: ", in: points,
               message: "startPoint and endPoint must differ")
        let radii = paintPreset(["startRadius: 0": "startRadius: 120"])
        expect(PresetFixture.errorOnly(radii), at: "120 }", in: radii, message: "startRadius and endRadius must differ")
        let none = paintPreset(["colors: [\"#5B7CFA\", \"#8E5BFA\"], ": ""])
        expect(PresetFixture.errorOnly(none), at: "{ startPoint", in: none, message: "a gradient needs its colours")
    }

    @Test("more gradient colours than the limit are refused at the first one over it")
    func tooManyColours() {
        let colours = Array(repeating: "\"#000\"", count: Limits.gradientStops.upperBound + 1).joined(separator: ", ")
        let yaml = paintPreset(["[\"#5B7CFA\", \"#8E5BFA\"]": "[\(colours)]"])
        let error = PresetFixture.errorOnly(yaml)
        #expect(error?.message.contains("a gradient may have at most \(Limits.gradientStops.upperBound) colours") == true,
                "\(error?.description ?? "no error")")
    }

    @Test("a stroke's width is positive and at most the limit; a stroke needs a colour")
    func strokeWidth() {
        let zero = paintPreset(["width: 1 }": "width: 0 }"])
        expect(PresetFixture.errorOnly(zero), at: "0 }", after: "width: ", in: zero, message: "width must be")
        let wide = paintPreset(["width: 1 }": "width: 5000 }"])
        expect(PresetFixture.errorOnly(wide), at: "5000", in: wide, message: "width must be")
        let colourless = paintPreset(["{ color: \"#FF6B6B\" }": "{ width: 2 }"])
        expect(PresetFixture.errorOnly(colourless), at: "{ width: 2 }", in: colourless, message: "color")
    }

    @Test("a shape with neither fill nor stroke, and a gradient layer's fill in an event")
    func fillRules() {
        let bare = paintPreset(["rect: { stroke: { color: \"#FF6B6B\" } }": "rect: {}"])
        expect(PresetFixture.errorOnly(bare), at: "{}", in: bare, message: "fill")
        let animated = paintPreset(["card: { opacity: 0.5 }": "card: { fill: \"#000000\" }"])
        expect(PresetFixture.errorOnly(animated), at: "fill", after: "card: { ", in: animated,
               message: "'card' is filled with a gradient, which does not animate")
    }
}
