import Foundation
import Motion
import Scene
@testable import SceneKinds
import Spec
import Testing

/// A layers scene with a group: the JSON nests the children, and the CSV and the curves give each
/// child (named by its path) columns and charts of its own — including rotation.
@Suite("Spec of a layer tree: children's values and curves")
struct SpecLayerTreeTests {
    /// A group "card" holding "label" and "icon"; at 0.1 s the icon turns to 90° over 0.2 s
    /// (linear) and the card moves down 100 pt.
    static func scene() -> MotionScene {
        func layer(_ id: String, _ frame: Rect) -> LayerSpec {
            LayerSpec(id: id, kind: .rect(.plain), properties: LayerProperties(frame: frame), z: 0)
        }
        let card = LayerSpec(id: "card", kind: .group([layer("label", Rect(x: 10, y: 10, width: 80, height: 20)),
                                                       layer("icon", Rect(x: 100, y: 10, width: 20, height: 20))],
                                                      compositingGroup: false),
                             properties: LayerProperties(frame: Rect(x: 20, y: 100, width: 200, height: 40)), z: 0)
        let events: [LayerEvent] = [.change(LayerChange(at: 0.1, targets: [
            LayerTarget(layer: "icon", values: [LayerPropertyValue(.rotation, .number(90))]),
            LayerTarget(layer: "card", values: [LayerPropertyValue(.y, .number(200))]),
        ], animation: .curve(.linear, duration: 0.2)))]
        let canvas = Canvas(size: Size(width: 300, height: 400), scale: 1, fps: 30, background: Color(red: 1, green: 1, blue: 1))
        return MotionScene(name: "tree", canvas: canvas, kind: LayersScene(layers: [card], events: events), hold: 0.1)
    }

    @Test("children are listed by path after their group, and the CSV has their columns")
    func csvColumns() throws {
        let bundle = try SpecBundle(Self.scene())
        #expect(bundle.spec.layerIDs == ["card", "card/label", "card/icon"])
        let rows = bundle.csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let rotation = try #require(header.firstIndex(of: "card/icon.rotation"))
        let y = try #require(header.firstIndex(of: "card.frame.y"))
        #expect(header.contains("card/label.frame.x"))
        // Frame 6 is at 0.2 s: halfway through the linear 0.2 s turn, so 45°; the card halfway down.
        let row = rows[1 + 6]
        #expect(try #require(Double(row[rotation])) == 45)
        #expect(abs(try #require(Double(row[y])) - 150) < 1e-6)
        // A child's values are in the group's points: the label's x stays 10 however the card moves.
        let labelX = try #require(header.firstIndex(of: "card/label.frame.x"))
        #expect(rows.dropFirst().allSatisfy { $0[labelX] == "10" })
    }

    @Test("the curves chart a child's rotation, in degrees")
    func curvesShowRotation() throws {
        let spec = try MotionSpec(Self.scene())
        #expect(spec.changingProperties.contains { $0.layer == "card/icon" && $0.property.name == "rotation" })
        #expect(!spec.changingProperties.contains { $0.layer == "card/label" }, "the label does not move in the group")
        let svg = try SpecBundle(Self.scene()).curvesSVG
        #expect(svg.contains("card/icon · rotation<tspan font-weight=\"400\" fill=\"#6e6e73\"> (°)</tspan>"))
    }

    @Test("the JSON nests the children inside the group, each with its rotation")
    func jsonNestsChildren() throws {
        let json = try Decode.json(SpecBundle(Self.scene()).json)
        #expect(json["layers"] as? [String] == ["card", "card/label", "card/icon"])
        let frames = try #require(json["frames"] as? [[String: Any]])
        let last = try #require(frames.last?["layers"] as? [[String: Any]])
        let children = try #require(last.first?["children"] as? [[String: Any]])
        #expect(children.map { $0["id"] as? String } == ["label", "icon"])
        #expect(Decode.number(children[1]["rotation"]) == 90)
    }
}
