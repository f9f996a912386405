import Foundation
import Motion
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import TestSupport
import Testing

private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")

/// `insert` / `remove` with a transition, and values, transitions and animations read from Swift:
/// what a catalogue's presets are made of. Expected values are computed here — a linear curve's
/// progress, the independent spring reference — never read back from the timeline.
@Suite("layers scene: layers inserted and removed, values from Swift")
struct LayerPresenceTests {
    /// A 100 × 80 card at (20, 200), absent until inserted.
    static func preset(_ timeline: String, present: Bool = false, anchor: String = "") -> String {
        """
        name: presence
        canvas: { size: [390, 844], fps: 60 }
        scene:
          kind: layers
          layers:
            - { id: card, roundedRect: { fill: "#5B7CFA", cornerRadius: 12 }, frame: [20, 200, 100, 80]\(present ? "" : ", present: false")\(anchor) }
        timeline:
        \(timeline)
        hold: 0.2

        """
    }

    static func layers(_ yaml: String) throws -> LayersTimeline {
        let scene = try PresetFixture().load(yaml)
        let kind = try #require(scene.kind as? LayersScene)
        return LayersTimeline(kind, canvas: scene.canvas, hold: scene.hold, reduceMotion: false)
    }

    @Test("an inserted layer comes from its insertion effects; a removed one goes to its removal's, then leaves the scene")
    func insertAndRemove() throws {
        let timeline = try Self.layers(Self.preset("""
              - { at: 0.2, insert: card, transition: { insertion: [ { move: bottom }, opacity ], removal: [ { scale: 0.5 }, opacity ] }, animation: { linear: 0.5 } }
              - { at: 1.0, remove: card, transition: { insertion: [ { move: bottom }, opacity ], removal: [ { scale: 0.5 }, opacity ] }, animation: { linear: 0.4 } }
            """))
        let card = { (t: Double) in timeline.state(at: t).layer("card") }
        #expect(card(0) == nil && card(0.19) == nil, "absent before it is inserted")
        for t in stride(from: 0.2, through: 0.7, by: 0.05) {
            let progress = min((t - 0.2) / 0.5, 1)
            let layer = try #require(card(t))
            // move(edge: .bottom) offsets by the layer's own height, 80 pt; opacity multiplies.
            #expect(abs(layer.offset.y - 80 * (1 - progress)) <= 1e-9, "t \(t): \(layer.offset.y)")
            #expect(abs(layer.opacity - progress) <= 1e-9, "t \(t)")
        }
        for t in stride(from: 1.0, to: 1.4, by: 0.05) {
            let progress = (t - 1.0) / 0.4
            let layer = try #require(card(t), "still there while its removal runs, at \(t)")
            #expect(abs(layer.scale - (1 - 0.5 * progress)) <= 1e-9 && abs(layer.opacity - (1 - progress)) <= 1e-9, "t \(t)")
            #expect(abs(layer.offset.y) <= 1e-9, "the insertion's move is not the removal's")
        }
        #expect(card(1.4) == nil && card(1.5) == nil, "gone once its removal ends")
        #expect(abs(timeline.settleTime - 1.4) <= 1e-9)
    }

    @Test("a spring insertion follows SwiftUI's stepped spring exactly")
    func springInsertion() throws {
        let timeline = try Self.layers(Self.preset("""
              - { at: 0.1, insert: card, transition: { insertion: [ { offset: [0, -100] } ], removal: [ opacity ] }, animation: { spring: { response: 0.3, dampingFraction: 0.85 } } }
            """))
        var compared = 0
        for frame in 6...60 {
            let t = Double(frame) / 60
            // Until the unit spring's end: a 100 pt move rests later (its rule is in points).
            guard unit.row(at: t - 0.1).ended == false else { continue }
            let layer = try #require(timeline.state(at: t).layer("card"))
            // From -100 to 0: the reference's unit progress times the 100 pt distance.
            #expect(abs(layer.offset.y - (-100 + 100 * unit.row(at: t - 0.1).value)) <= 1e-9, "frame \(frame)")
            compared += 1
        }
        #expect(compared > 20)
    }

    @Test("a removed layer inserted again comes back to its own values, not to where its removal left it")
    func reinsert() throws {
        let timeline = try Self.layers(Self.preset("""
              - { at: 0.1, remove: card, transition: { insertion: [ opacity ], removal: [ { move: leading } ] }, animation: { linear: 0.2 } }
              - { at: 0.5, insert: card, transition: { insertion: [ opacity ], removal: [ { move: leading } ] }, animation: { linear: 0.2 } }
            """, present: true))
        #expect(timeline.state(at: 0.4).layer("card") == nil)
        let back = try #require(timeline.state(at: 0.6).layer("card"))
        #expect(abs(back.offset.x) <= 1e-9 && abs(back.opacity - 0.5) <= 1e-9, "\(back.offset.x), \(back.opacity)")
    }

    @Test("each mistake is named where it is written", arguments: [
        ("  - { at: 0.2, remove: card, transition: { insertion: [ opacity ] }, animation: snappy }", "'card' is not in the scene at 0.2 s"),
        ("  - { at: 0.2, insert: cart, transition: { insertion: [ opacity ] }, animation: snappy }", "did you mean 'card'"),
        ("  - { at: 0.2, insert: card, transition: { insertion: [ { move: auto } ] }, animation: snappy }", "name the edge"),
        ("  - { at: 0.2, insert: card, transition: { insertion: [ { scale: { value: 0.5, anchor: top } } ] }, animation: snappy }",
         "give the layer that anchor"),
        ("  - { at: 0.2, insert: card, transition: { insertion: [ opacity ], animation: snappy } }", "write animation: beside transition"),
        ("  - { at: 0.2, insert: card, remove: card, transition: { insertion: [ opacity ] } }", "inserts or removes one layer, not both"),
    ])
    func mistakes(_ timeline: String, _ message: String) throws {
        let errors = try PresetFixture().errors(Self.preset(timeline))
        #expect(errors.contains { $0.description.contains(message) }, "\(errors.map(\.description))")
        #expect(errors.allSatisfy { $0.description.hasPrefix("test.yaml:8:") }, "at the event's line: \(errors.map(\.description))")
    }

    @Test("a property's value, a transition and an animation read from Swift follow the code")
    func fromSwift() throws {
        let fixture = try PresetFixture()
        _ = try fixture.write("""
            import SwiftUI

            struct Row: View {
                @State private var isPressed = false
                @State private var showBadge = false

                var body: some View {
                    VStack {
                        Text("Save")
                            .scaleEffect(isPressed ? 0.9 : 1)
                            .background(isPressed ? Color.blue : Color(red: 1, green: 0.5, blue: 0))
                            .animation(.linear(duration: 0.4), value: isPressed)
                        if showBadge {
                            Text("New").transition(.opacity.animation(.linear(duration: 0.1)))
                        }
                    }
                    .onTapGesture { withAnimation(.easeOut(duration: 0.3)) { showBadge.toggle() } }
                }
            }

            """, to: "Row.swift")
        let scene = try fixture.load("""
            name: linked
            canvas: { size: [390, 844], fps: 60 }
            scene:
              kind: layers
              layers:
                - { id: card, roundedRect: { fill: "#000000", cornerRadius: 12 }, frame: [20, 200, 100, 80] }
                - { id: badge, rect: { fill: "#000000" }, frame: [20, 300, 100, 80], present: false }
            timeline:
              - at: 0.2
                animate:
                  card:
                    scale: { swift: Row.swift, modifier: scaleEffect, line: 10, bind: { isPressed: true } }
                    fill: { swift: Row.swift, modifier: background, line: 11, bind: { isPressed: false } }
                animation: { swift: Row.swift, state: Row.isPressed, change: [false, true], site: 10 }
              - at: 0.2
                insert: badge
                transition: { swift: Row.swift, line: 14 }
                animation: { swift: Row.swift, state: Row.showBadge, change: [false, true], site: 14 }
            hold: 0.2

            """)
        let layers = try #require(scene.kind as? LayersScene)
        guard case .change(let change) = layers.events[0], case .presence(let badge) = layers.events[1] else {
            Issue.record("\(layers.events)")
            return
        }
        let values = change.targets[0].values
        #expect(values.first { $0.property == .scale }?.value == .number(0.9))
        #expect(values.first { $0.property == .fill }?.value == .color(Color(red: 1, green: 0.5, blue: 0)))
        // The tap has no withAnimation; the .animation(_:value: isPressed) after the scale sees it change.
        #expect(change.animation == .curve(.linear, duration: 0.4))
        // The badge's change is made in withAnimation(.easeOut(duration: 0.3)); its transition's own
        // .animation(.linear(duration: 0.1)) drives its opacity whatever the change's animation is.
        #expect(badge.animation == .curve(.easeOut, duration: 0.3) && badge.effects == [.opacity])
        #expect(badge.tracks[.opacity] == .curve(.linear, duration: 0.1))
        let timeline = LayersTimeline(layers, canvas: scene.canvas, hold: scene.hold, reduceMotion: false)
        let opacity = try #require(timeline.state(at: 0.25).layer("badge")?.opacity)
        #expect(abs(opacity - 0.5) <= 1e-9, "0.05 s into a 0.1 s linear fade: \(opacity)")
        // The spec names the Swift line that decided the animation.
        let link = try #require(scene.links.first { $0.role == "timeline[0].animation" })
        #expect(link.line == 12 && link.source.hasPrefix(".animation(.linear(duration: 0.4)"), "\(link)")
    }
}
