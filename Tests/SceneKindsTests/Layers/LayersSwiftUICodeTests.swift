import Foundation
import Motion
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing
import SpecModel
import TestSupport

/// The SwiftUI code of a layers scene, read as a developer would paste it: SwiftUI cannot be
/// compiled on Linux, so each test checks the structure — the view, the modifiers and values of
/// each layer kind, and the code each event kind becomes.
@Suite("Layers: generated SwiftUI code")
struct LayersSwiftUICodeTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func layer(_ id: String, _ kind: LayerSpec.Kind, _ frame: Rect, z: Double = 0,
                      _ edit: (inout LayerProperties) -> Void = { _ in }) -> LayerSpec {
        var properties = LayerProperties(frame: frame, color: red)
        edit(&properties)
        return LayerSpec(id: id, kind: kind, properties: properties, z: z)
    }

    /// One layer of each kind, with effects, and one event of each kind.
    static func scene() -> MotionScene {
        var card = layer("card", .roundedRect(ShapeLayerPaint(
            gradient: .linearGradient(Gradient(colors: [red, blue]), start: .top, end: .bottom),
            stroke: Stroke(color: blue, width: 2))), Rect(x: 20, y: 200, width: 350, height: 220)) {
                $0.cornerRadius = 24; $0[.rotation] = 15; $0[.blur] = 3; $0[.opacity] = 0.8
                $0.maskInset = 4; $0.maskCornerRadius = 10
            }
        card.anchor = .topLeading
        card.shadow = LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), radius: 12, offset: Point(x: 0, y: 6))
        let label = layer("label", .text(TextStyle("Say \"hi\"", size: 17, weight: .semibold, alignment: .center, lines: 2,
                                                   lineSpacing: 4)), Rect(x: 10, y: 10, width: 100, height: 40))
        let dot = layer("dot", .circle(.plain), Rect(x: 0, y: 0, width: 10, height: 10))
        let group = LayerSpec(id: "button", kind: .group([label, dot], compositingGroup: true),
                              properties: LayerProperties(frame: Rect(x: 40, y: 500, width: 200, height: 60)), z: 2)
        let photo = layer("photo", .image(URL(fileURLWithPath: "/tmp/beach.jpg"), .fit), Rect(x: 0, y: 0, width: 100, height: 80))
        let page = layer("page", .fill, Rect(x: 0, y: 0, width: 390, height: 844), z: -1)
        let bar = layer("bar", .rect(.plain), Rect(x: 0, y: 0, width: 10, height: 10))
        let events: [LayerEvent] = [
            .change(LayerChange(at: 0.3, targets: [
                LayerTarget(layer: "card", values: [LayerPropertyValue(.height, .number(420)), LayerPropertyValue(.rotation, .number(90))]),
            ], animation: .spring(response: 0.3, dampingFraction: 0.85))),
            .change(LayerChange(at: 0.5, targets: [
                LayerTarget(layer: "dot", values: [LayerPropertyValue(.opacity, .number(0))]),
                LayerTarget(layer: "bar", values: [LayerPropertyValue(.opacity, .number(0))]),
            ], animation: Animation(.curve(.easeOut, duration: 0.3), stagger: Stagger(by: .index, delay: 0.05)))),
            .change(LayerChange(at: 0.5, targets: [
                LayerTarget(layer: "page", values: [LayerPropertyValue(.fill, .color(blue))]),
            ], animation: nil)),
            .keyframes(LayerKeyframes(at: 1, layer: "label", tracks: [
                LayerTrack(property: .scale, keyframes: [
                    LayerKeyframe(time: 0.2, value: .number(1.2), motion: .curve(.easeInOut)),
                    LayerKeyframe(time: 0.5, value: .number(1), motion: .spring(Spring(response: 0.4, dampingFraction: 0.6))),
                    LayerKeyframe(time: 0.7, value: .number(0.5), motion: .move),
                ]),
            ])),
        ]
        let canvas = Canvas(size: Size(width: 390, height: 844), scale: 1, fps: 60, background: Color(red: 1, green: 1, blue: 1))
        return MotionScene(name: "card grow", canvas: canvas,
                           kind: LayersScene(layers: [card, group, photo, page, bar], events: events), hold: 0.2)
    }

    static let code = SwiftUICode(scene())

    /// The lines of the code, trimmed, so a test names a line as it reads.
    static var lines: [String] { code.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }

    @Test("it is one View struct with a ZStack body, a @State per changed property and a .task timeline")
    func viewSkeleton() {
        let c = Self.code.code
        #expect(c.hasPrefix("import SwiftUI\n\nstruct CardGrowView: View {"))
        #expect(Self.lines.contains("ZStack(alignment: .topLeading) {"))
        #expect(Self.lines.contains(".frame(width: 390, height: 844, alignment: .topLeading)"))
        #expect(Self.lines.contains(".task { await play() }"))
        #expect(Self.lines.contains("@State private var cardHeight: Double = 220"))
        #expect(Self.lines.contains("@State private var cardRotation: Double = 15"))
        #expect(Self.lines.contains("@State private var pageFill: Color = Color(red: 1, green: 0, blue: 0)"))
        #expect(Self.lines.contains("@State private var labelKeyframeRun = 0"))
        #expect(!c.contains("// Each change is a state change"), "no pseudo-code comments in place of code")
        #expect(Self.code.isExact == false, "sleeps and colour blending are not frame-exact")
    }

    @Test("brackets, braces and parentheses balance outside string literals")
    func balanced() {
        var depth: [Character: Int] = ["(": 0, "[": 0, "{": 0]
        let closing: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        var inString = false, escaped = false
        for ch in Self.code.code {
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                continue
            }
            if ch == "\"" { inString = true } else if depth[ch] != nil { depth[ch, default: 0] += 1 } else if let open = closing[ch] {
                depth[open, default: 0] -= 1
                #expect(depth[open, default: 0] >= 0, "a \(ch) closes nothing")
            }
        }
        #expect(depth.values.allSatisfy { $0 == 0 }, "\(depth)")
        #expect(!inString)
    }

    @Test("a shape layer: fill, stroke, frame, blur, mask, scale, rotation about its anchor, opacity, shadow, position")
    func shapeModifiers() throws {
        let lines = Self.lines
        let start = try #require(lines.firstIndex(of: "RoundedRectangle(cornerRadius: 24)"))
        let expected = [
            ".fill(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom))",
            ".stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2)",
            ".frame(width: 350, height: cardHeight)",
            ".blur(radius: 3)",
            ".mask { RoundedRectangle(cornerRadius: 10).padding(4) }",
            ".rotationEffect(.degrees(cardRotation), anchor: .topLeading)",
            ".opacity(0.8)",
            ".shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.25), radius: 12, x: 0, y: 6)",
            ".offset(x: 20, y: 200)",
        ]
        #expect(Array(lines[(start + 1)...(start + expected.count)]) == expected, "in the renderer's order of effects")
        #expect(!lines.contains(".scaleEffect(1, anchor: .topLeading)"), "an identity scale that never changes is left out")
    }

    @Test("text, image, circle, fill and a group with compositingGroup each become their SwiftUI view")
    func otherKinds() {
        let lines = Self.lines
        for line in [
            "Text(\"Say \\\"hi\\\"\")", ".font(.custom(\"Inter\", size: 17).weight(.semibold))",
            ".foregroundStyle(Color(red: 1, green: 0, blue: 0))", ".lineLimit(2)", ".truncationMode(.tail)",
            ".multilineTextAlignment(.center)", ".lineSpacing(4)", ".frame(width: 100, height: 40, alignment: .center)",
            "Image(\"beach\")", ".resizable().scaledToFit()",
            "Circle()", ".opacity(dotOpacity)",
            "Rectangle()", ".fill(pageFill)", ".offset(x: 0, y: 0)",
            ".frame(width: 200, height: 60, alignment: .topLeading)", ".compositingGroup()", ".offset(x: 40, y: 500)",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        // The group's children are inside its ZStack, before the group's own frame.
        let c = Self.code.code
        let group = c.range(of: ".frame(width: 200, height: 60, alignment: .topLeading)")?.lowerBound
        let child = c.range(of: "Circle()")?.lowerBound
        #expect(group != nil && child != nil && child! < group!)
        // Back to front by z: the page (z −1) is drawn before the card (z 0) and the group (z 2).
        let page = c.range(of: ".fill(pageFill)")?.lowerBound, card = c.range(of: "RoundedRectangle(cornerRadius: 24)")?.lowerBound
        #expect(page != nil && card != nil && page! < card! && card! < group!)
    }

    @Test("each event: withAnimation per change, a .delay per staggered layer, plain assignment, a keyframe run")
    func events() throws {
        let lines = Self.lines
        let spring = try #require(lines.firstIndex(of: "withAnimation(.spring(response: 0.3, dampingFraction: 0.85)) {"))
        #expect(lines[spring - 2] == "guard await pause(0.3) else { return }")
        #expect(lines[spring + 1] == "cardHeight = 420")
        #expect(lines[spring + 2] == "cardRotation = 90")
        let first = try #require(lines.firstIndex(of: "withAnimation(.easeOut(duration: 0.3)) {"))
        #expect(lines[first + 1] == "dotOpacity = 0")
        let second = try #require(lines.firstIndex(of: "withAnimation(.easeOut(duration: 0.3).delay(0.05)) {"))
        #expect(lines[second + 1] == "barOpacity = 0")
        let instant = try #require(lines.firstIndex(of: "pageFill = Color(red: 0, green: 0, blue: 1)"))
        #expect(!lines[instant - 1].hasPrefix("withAnimation"), "a change without animation is a plain assignment")
        let run = try #require(lines.firstIndex(of: "labelKeyframeRun = 1"))
        #expect(lines[run - 2] == "guard await pause(0.5) else { return }", "keyframes at 1 s, 0.5 s after the last change")
    }

    @Test("keyframes become a KeyframeAnimator with one KeyframeTrack per property")
    func keyframes() throws {
        let lines = Self.lines
        #expect(lines.contains("KeyframeAnimator(initialValue: LabelKeyframes(), trigger: labelKeyframeRun) { labelValue in"))
        #expect(lines.contains(".scaleEffect(labelValue.scale, anchor: .center)"))
        let track = try #require(lines.firstIndex(of: "KeyframeTrack(\\.scale) {"))
        #expect(Array(lines[(track + 1)...(track + 4)]) == [
            "LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeInOut)",
            "SpringKeyframe(1, duration: 0.3, spring: Spring(response: 0.4, dampingRatio: 0.6))",
            "LinearKeyframe(1, duration: 0.2)",
            "MoveKeyframe(0.5)",
        ])
        #expect(lines.contains("struct LabelKeyframes {"))
        #expect(lines.contains("var scale: Double = 1"))
    }
    @Test("scaleEffect(x:y:anchor:) after the uniform scale and hueRotation after the blur; left out at identity")
    func scaleFactorsAndHue() throws {
        let card = Self.layer("card", .rect(.plain), Rect(x: 20, y: 200, width: 350, height: 220)) {
            $0[.blur] = 2; $0[.hueRotation] = 30; $0[.scale] = 0.9; $0[.scaleX] = 0.5; $0[.rotation] = 10
        }
        let bar = Self.layer("bar", .rect(.plain), Rect(x: 0, y: 0, width: 10, height: 10))
        let plain = Self.layer("plain", .rect(.plain), Rect(x: 0, y: 20, width: 12, height: 12))
        let dot = Self.layer("dot", .circle(.plain), Rect(x: 0, y: 40, width: 10, height: 10))
        let events: [LayerEvent] = [
            .change(LayerChange(at: 0.3, targets: [
                LayerTarget(layer: "bar", values: [LayerPropertyValue(.scaleY, .number(2)), LayerPropertyValue(.hueRotation, .number(90))]),
            ], animation: .spring(response: 0.3, dampingFraction: 0.85))),
            .keyframes(LayerKeyframes(at: 0.5, layer: "dot", tracks: [
                LayerTrack(property: .scaleX, keyframes: [LayerKeyframe(time: 0.2, value: .number(1.5), motion: .curve(.linear))]),
            ])),
        ]
        let canvas = Canvas(size: Size(width: 390, height: 844), scale: 1, fps: 60, background: Color(red: 1, green: 1, blue: 1))
        let code = SwiftUICode(MotionScene(name: "factors", canvas: canvas,
                                           kind: LayersScene(layers: [card, bar, plain, dot], events: events), hold: 0.2))
        let lines = code.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: ".frame(width: 350, height: 220)"))
        #expect(Array(lines[(start + 1)...(start + 5)]) == [
            ".blur(radius: 2)",
            ".hueRotation(.degrees(30))",
            ".scaleEffect(0.9, anchor: .center)",
            ".scaleEffect(x: 0.5, y: 1, anchor: .center)",
            ".rotationEffect(.degrees(10), anchor: .center)",
        ], "in the renderer's order: the factors multiply the uniform scale, before the rotation")
        #expect(lines.contains("@State private var barScaleY: Double = 1"))
        #expect(lines.contains("@State private var barHueRotation: Double = 0"))
        #expect(lines.contains(".scaleEffect(x: 1, y: barScaleY, anchor: .center)"))
        #expect(lines.contains(".hueRotation(.degrees(barHueRotation))"))
        #expect(lines.contains(".scaleEffect(x: dotValue.scaleX, y: 1, anchor: .center)"))
        #expect(lines.contains("KeyframeTrack(\\.scaleX) {"))
        // The plain layer has neither: its frame is followed by its position.
        let plainFrame = try #require(lines.firstIndex(of: ".frame(width: 12, height: 12)"))
        #expect(lines[plainFrame + 1] == ".offset(x: 0, y: 20)")
        #expect(lines.filter { $0.hasPrefix(".scaleEffect(x:") }.count == 3)
        #expect(lines.filter { $0.hasPrefix(".hueRotation(") }.count == 2)
    }

    @Test("an event that changes a layer's z gives every view its zIndex, the changed one a @State")
    func zIndex() throws {
        let yaml = OrderPreset.yaml
        let code = SwiftUICode(try PresetFixture().load(yaml)).code
        // Blue says its own order too: SwiftUI compares a changed zIndex with its siblings' (0 unless given).
        #expect(code.contains(".zIndex(redZ)") && code.contains(".zIndex(1)"), "\(code)")
        #expect(code.contains("@State private var redZ: Double = 0"), "\(code)")
    }
}
