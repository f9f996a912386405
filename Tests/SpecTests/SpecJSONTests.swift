import Foundation
import Motion
import Scene
import Spec
import Testing
import TestSupport
import SpecModel

@Suite("NAME.spec.json: the motion as data")
struct SpecJSONTests {
    /// Half a unit in the last written decimal, plus the arithmetic's own noise.
    static let precision = 0.5e-6 + 1e-12

    @Test("every frame's layer values equal the scene's FrameState, within the fixed precision")
    func framesEqualTimeline() throws {
        let scene = SpecFixture.tabs([(0, 0), (0.25, 1), (0.4, 2)])
        let json = try Decode.json(SpecBundle(scene).json)
        let timeline = scene.timeline()
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == timeline.frameCount)
        #expect(Decode.number(json["frameCount"]) == Double(timeline.frameCount))
        #expect(abs((Decode.number(json["settleTime"]) ?? -1) - timeline.settleTime) <= Self.precision)
        for (i, frame) in frames.enumerated() {
            let state = timeline.frame(i)
            #expect(abs((Decode.number(frame["time"]) ?? -1) - Double(i) / 60) <= Self.precision)
            let layers = try #require(frame["layers"] as? [[String: Any]])
            #expect(layers.map { $0["id"] as? String } == state.layers.map(\.id), "frame \(i): layers back to front")
            for (object, layer) in zip(layers, state.layers) {
                func value(_ path: String) -> Double? {
                    var current: Any? = object
                    for key in path.split(separator: ".") { current = (current as? [String: Any])?[String(key)] }
                    return Decode.number(current)
                }
                let expected: [String: Double] = [
                    "frame.x": layer.frame.minX, "frame.y": layer.frame.minY, "frame.width": layer.frame.width,
                    "frame.height": layer.frame.height, "offset.x": layer.offset.x, "offset.y": layer.offset.y,
                    "scale": layer.scale, "opacity": layer.opacity, "blur": layer.blur, "zIndex": layer.zIndex,
                    "anchor.x": layer.anchor.x, "anchor.y": layer.anchor.y,
                ]
                for (path, want) in expected {
                    let got = try #require(value(path), "frame \(i) \(layer.id).\(path) missing")
                    #expect(abs(got - want) <= Self.precision, "frame \(i) \(layer.id).\(path): \(got) ≠ \(want)")
                }
                #expect(object["mask"] is NSNull, "no mask in a slide-and-fade")
            }
        }
    }

    @Test("the inserted page's opacity follows the independent spring(0.3, 0.85) reference curve")
    func insertedOpacityMatchesReference() throws {
        let reference = try ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
        let scene = SpecFixture.tabs([(0, 0), (0.25, 1)])
        let json = try Decode.json(SpecBundle(scene).json)
        let frames = try #require(json["frames"] as? [[String: Any]])
        var compared = 0
        for (i, frame) in frames.enumerated() {
            let layers = try #require(frame["layers"] as? [[String: Any]])
            let inserted = layers.first { $0["id"] as? String == "tab.1" }
            let t = Double(i) / 60
            guard t >= 0.25 - 1e-9 else {
                #expect(inserted == nil, "frame \(i): not inserted before the change")
                continue
            }
            let row = reference.row(at: t - 0.25)
            let expected = row.ended == true ? 1 : min(max(row.value, 0), 1)
            let opacity = try #require(Decode.number(inserted?["opacity"]), "frame \(i)")
            #expect(abs(opacity - expected) <= Self.precision, "frame \(i), τ = \(t - 0.25): \(opacity) ≠ \(expected)")
            compared += 1
        }
        #expect(compared > 20)
    }

    @Test("the transition is listed with its animation and the derived stiffness, damping and settle time")
    func transitionParameters() throws {
        let scene = SpecFixture.tabs([(0, 0), (0.25, 1)])
        let json = try Decode.json(SpecBundle(scene).json)
        #expect(Decode.number(json["schemaVersion"]) == Double(MotionSpec.schemaVersion))
        let transition = try #require((json["transitions"] as? [[String: Any]])?.first)
        #expect(transition["insertion"] as? [String] == ["move(edge: auto)", "opacity"])
        let animation = try #require(((transition["animations"] as? [[String: Any]])?.first)?["animation"] as? [String: Any])
        #expect(animation["type"] as? String == "spring")
        #expect(Decode.number(animation["response"]) == 0.3)
        let k = pow(2 * Double.pi / 0.3, 2)
        #expect(abs((Decode.number(animation["stiffness"]) ?? 0) - k) <= Self.precision)
        #expect(abs((Decode.number(animation["damping"]) ?? 0) - 2 * k.squareRoot() * 0.85) <= Self.precision)
        // An opacity change ends where the reference says it ends, on the 60 fps grid.
        let reference = try ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
        let firstEnded = try #require(reference.rows.first { $0.ended == true && abs($0.t * 60 - ($0.t * 60).rounded()) < 1e-6 })
        let settle = try #require((animation["settle"] as? [[String: Any]])?.first)
        #expect(abs((Decode.number(settle["seconds"]) ?? 0) - firstEnded.t) <= Self.precision)
        #expect(animation["swiftUI"] as? String == ".spring(response: 0.3, dampingFraction: 0.85)")
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.map { $0["action"] as? String } == ["initial", "select"])
    }

    @Test("keyFrames lists the contact sheet's tiles in order: frame numbers and their times at the preset's fps")
    func keyFramesAreTheSheetTiles() throws {
        let bundle = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)]))
        let json = try Decode.json(bundle.json)
        let listed = try #require(json["keyFrames"] as? [[String: Any]])
        let tiles = bundle.contactSheet.tiles
        #expect(listed.count == tiles.count && tiles.count >= 3)
        let frames = listed.compactMap { Decode.number($0["frame"]) }
        #expect(frames == tiles.map { Double($0.frameIndex) })
        #expect(frames.first == 0 && frames.last == Double(bundle.spec.frames.count - 1), "the first and the last frame")
        #expect(frames == frames.sorted(), "reading order is frame order")
        for item in listed {
            let frame = try #require(Decode.number(item["frame"])), time = try #require(Decode.number(item["time"]))
            #expect(abs(time - frame / 60) <= Self.precision, "frame \(frame) at 60 fps")
        }
    }

    @Test("numbers have a fixed precision, no exponent and no negative zero")
    func numberFormat() {
        #expect(SpecNumber.format(-0.0) == "0")
        #expect(SpecNumber.format(-1e-9) == "0")
        #expect(SpecNumber.format(1e-7) == "0")
        #expect(SpecNumber.format(0.1 + 0.2) == "0.3")
        #expect(SpecNumber.format(1e20) == "100000000000000000000")
        #expect(SpecNumber.format(-12.3456789) == "-12.345679")
        #expect(SpecNumber.format(390) == "390")
    }

    /// That the bytes are the same in every process is checked end to end, across two
    /// processes (EndToEndTests' SpecDeterminismTests).
    @Test("numbers are written plainly: no exponents, no negative zero")
    func plainNumbers() throws {
        let json = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 2), (0.5, 1)])).json
        #expect(json.contains("."), "the document has fractional numbers to check")
        #expect(json.firstMatch(of: /[0-9][eE][+-]?[0-9]/) == nil, "no exponents")
        #expect(!json.contains("-0,") && !json.contains("-0}"), "no negative zero")
    }

    @Test("every key the schema requires is in the document, a frame and a layer")
    func schemaRequiredKeys() throws {
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/spec.schema.json").standardizedFileURL
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let json = try Decode.json(SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)])).json)
        for key in schema["required"] as? [String] ?? [] { #expect(json[key] != nil, "document: \(key)") }
        let defs = try #require(schema["$defs"] as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.last)
        for key in (defs["frame"] as? [String: Any])?["required"] as? [String] ?? [] { #expect(frame[key] != nil, "frame: \(key)") }
        let layer = try #require((frame["layers"] as? [[String: Any]])?.first)
        let layerKeys = (defs["layer"] as? [String: Any])?["required"] as? [String] ?? []
        #expect(!layerKeys.isEmpty)
        for key in layerKeys { #expect(layer[key] != nil, "layer: \(key)") }
        // A layer that is not a group has every key the schema describes but a group's children.
        #expect(Set(layer.keys).union(["children"])
                    == Set(((defs["layer"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]).keys),
                "the schema describes exactly the layer's keys")
    }
}
