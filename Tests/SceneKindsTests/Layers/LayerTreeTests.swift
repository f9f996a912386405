import Foundation
import Motion
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing

@Suite("layers presets: layer trees (groups)")
struct LayerTreeTests {
    let yaml = """
        name: tree
        canvas: { size: [200, 200], fps: 60 }
        scene:
          kind: layers
          layers:
            - { id: back, rect: { fill: "#FFFFFF" } }
            - id: card
              frame: [20, 40, 160, 100]
              opacity: 0.5
              group:
                - { id: bg, rect: { fill: "#5B7CFA" } }
                - { id: label, frame: [10, 10, 100, 20], rect: { fill: "#FF0000" } }
        timeline:
          - { at: 0.5, animate: { label: { x: 50 } }, animation: { linear: 0.5 } }

        """

    func groupState(_ yaml: String, frame: Int) throws -> LayerState {
        let scene = try PresetFixture().load(yaml)
        return try #require(scene.timeline().frame(frame).layer("card"))
    }

    func children(_ state: LayerState) -> [LayerState] {
        if case .group(let children) = state.content { return children }
        return []
    }

    @Test("children sit in the group's points, a child's frame defaults to the whole group, and events address children")
    func childrenAndEvents() throws {
        let start = try groupState(yaml, frame: 0)
        #expect(start.frame == Rect(x: 20, y: 40, width: 160, height: 100))
        let kids = children(start)
        #expect(kids.map(\.id) == ["bg", "label"])
        #expect(kids.first?.frame == Rect(x: 0, y: 0, width: 160, height: 100))
        #expect(kids.last?.frame == Rect(x: 10, y: 10, width: 100, height: 20))
        // Halfway through the linear move (t = 0.75 s, frame 45): x = 10 + (50 − 10) / 2.
        let halfway = children(try groupState(yaml, frame: 45)).last
        #expect(halfway.map { abs($0.frame.minX - 30) < 1e-9 } == true)
        #expect(children(try groupState(yaml, frame: 60)).last?.frame.minX == 50)
    }

    @Test("a group's opacity multiplies into each child; a compositingGroup fades the flattened picture instead")
    func containerOpacity() throws {
        let plain = try groupState(yaml, frame: 0)
        #expect(plain.opacity == 1)
        #expect(children(plain).map(\.opacity) == [0.5, 0.5])
        let flattened = try groupState(yaml.replacingOccurrences(of: "opacity: 0.5\n", with: "opacity: 0.5\n      compositingGroup: true\n"),
                                       frame: 0)
        #expect(flattened.opacity == 0.5)
        #expect(children(flattened).map(\.opacity) == [1, 1])
    }

    @Test("ids are unique in the whole tree, and refused where the second one is written")
    func duplicateIdAcrossTree() throws {
        let bad = yaml.replacingOccurrences(of: "{ id: label,", with: "{ id: back,")
        expect(try PresetFixture().error(bad), at: "back", after: "- { id: ", in: bad, occurrence: 2,
               message: "duplicate layer id 'back'")
    }

    @Test("compositingGroup belongs to a group, and a group needs children")
    func groupKeys() throws {
        let stray = yaml.replacingOccurrences(of: "{ id: back, rect:", with: "{ id: back, compositingGroup: true, rect:")
        expect(try PresetFixture().error(stray), at: "compositingGroup", in: stray, message: "compositingGroup is for a group layer")
        let empty = """
            name: tree
            canvas: { size: [200, 200] }
            scene: { kind: layers, layers: [ { id: card, group: [] } ] }
            timeline: [ { at: 0, animate: { card: { opacity: 1 } } } ]

            """
        expect(try PresetFixture().error(empty), at: "[]", in: empty, message: "a group needs at least one layer")
    }

    @Test("groups nest at most 16 deep")
    func depthLimit() throws {
        func nested(_ depth: Int) -> String {
            depth == 0 ? "[ { id: leaf, rect: { fill: \"#000000\" } } ]" : "[ { id: g\(depth), group: \(nested(depth - 1)) } ]"
        }
        func preset(_ depth: Int) -> String {
            """
            name: deep
            canvas: { size: [200, 200] }
            scene: { kind: layers, layers: \(nested(depth)) }
            timeline: [ { at: 0, animate: { leaf: { opacity: 1 } } } ]

            """
        }
        // 15 groups: the leaf is 16 levels down, the deepest allowed.
        let deepest = try PresetFixture().load(preset(15))
        #expect((deepest.kind as? LayersScene)?.allLayers.count == 16)
        let tooDeep = preset(16)
        expect(try PresetFixture().error(tooDeep), at: "[ { id: leaf", in: tooDeep, message: "groups may nest at most 16 deep")
    }
}
