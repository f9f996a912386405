import Foundation
import Motion
import Preset
import Scene
import SceneKinds
@testable import SpecModel
import Testing
import TestSupport

/// The CSS a spec exports, played by headless Chromium (`Tests/Browser/css_motion.py`): for every
/// shipped preset, each animation's `transition` timing on a 390 pt move and each page-transition
/// side's `@keyframes` and each keyframe track's, paused and sought to every frame time of the preset. What Chromium
/// computes is compared with MotionReel's own values there — the animation run on its own,
/// computed here from the animation, not from the exported code — within half a pixel for a
/// move (and a degree's half for a turn) and 0.005 for opacity and scale.
@Suite("CSS in headless Chromium moves within half a pixel of the film")
struct CSSBrowserTests {
    /// Every preset `make demo` renders: `Presets/*.yaml` and the catalogue's `Presets/catalog/*/*.yaml`
    /// (`Presets/screens/` holds screens, not presets).
    static func presets() throws -> [URL] {
        let folder = try #require(ShippedPresets.url("tab-forward")).deletingLastPathComponent()
        func yaml(in folder: URL) -> [URL] {
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "yaml" }
        }
        let catalogue = folder.appendingPathComponent("catalog")
        let types = (try? FileManager.default.contentsOfDirectory(at: catalogue, includingPropertiesForKeys: nil)) ?? []
        return (yaml(in: folder) + types.flatMap(yaml)).sorted { $0.path < $1.path }
    }

    /// One element's motion for the script, and what MotionReel says at each time.
    struct Case {
        var json: [String: Any]
        /// Per time, per property read: the film's value (translate as x, y).
        var expected: [[String: [Double]]]
    }

    /// The preset's frame times from the change through `end` and one frame past it (ms).
    static func times(end: Double, fps: Int) -> [Double] {
        (0...Int((end * Double(fps)).rounded(.up)) + 1).map { Double($0) / Double(fps) }
    }

    /// An animation's exported timing as a CSS transition over the distance the spec made it for
    /// (a spring's end depends on it): a `translate` of that many pixels, or for a unit change
    /// (an opacity, a scale) an `opacity` from 0 to 1.
    static func animationCase(_ name: String, _ parameters: AnimationParameters, fps: Int) -> Case {
        let distance = parameters.settles.map(\.distance).max() ?? 1
        let run = AnimationRun(parameters.animation, at: 0, from: 0, to: distance, clock: SampleClock(rate: Double(fps)))
        let times = Self.times(end: run.endTime, fps: fps)
        let move = distance > 1
        let json: [String: Any] = [
            "name": name, "style": "", "className": "",
            "transition": ["property": move ? "translate" : "opacity", "from": move ? "0px 0px" : "0",
                           "to": move ? "\(distance)px 0px" : "\(distance)", "timing": parameters.platforms.css.code],
            "times": times.map { $0 * 1000 }, "read": [move ? "translate" : "opacity"],
            // A change with no animation (SwiftUI's at once) is no CSS transition: nothing starts.
            "instant": run.endTime == 0,
        ]
        return Case(json: json, expected: times.map {
            move ? ["translate": [run.displacement(at: $0), 0]] : ["opacity": [Self.shown(opacity: run.displacement(at: $0))]]
        })
    }

    /// An opacity as the film shows it, and as CSS computes it: clamped to 0…1 (a spring passes 1
    /// on its way; the renderer draws no more than opaque).
    static func shown(opacity: Double) -> Double { min(max(opacity, 0), 1) }

    /// A page-transition side's exported keyframes, started by its class.
    static func sideCase(_ name: String, _ side: PlatformTransition, transition: String, fps: Int) -> Case {
        let end = side.properties.map {
            AnimationRun($0.animation, at: 0, from: $0.from, to: $0.to, clock: SampleClock(rate: Double(fps))).endTime
        }.max() ?? 0
        let times = Self.times(end: end, fps: fps)
        let runs = Dictionary(side.properties.map {
            ($0.name, (from: $0.from, run: AnimationRun($0.animation, at: 0, from: $0.from, to: $0.to, clock: SampleClock(rate: Double(fps)))))
        }, uniquingKeysWith: { first, _ in first })
        let expected: [[String: [Double]]] = times.map { time in
            func at(_ property: String, rest: Double) -> Double {
                guard let p = runs[property] else { return rest }
                return p.from + p.run.displacement(at: time)
            }
            return ["translate": [at("offsetX", rest: 0), at("offsetY", rest: 0)], "opacity": [shown(opacity: at("opacity", rest: 1))],
                    "scale": [at("scale", rest: 1)], "rotate": [at("rotation", rest: 0)]]
        }
        let json: [String: Any] = [
            "name": name, "style": side.css.code, "className": PlatformTransition.className(transition, side.side, side.direction),
            "transition": NSNull(), "times": times.map { $0 * 1000 }, "read": ["translate", "opacity", "scale", "rotate"],
            // The element is the page: its moves are shares of its own box.
            "width": side.width, "height": side.height,
        ]
        return Case(json: json, expected: expected)
    }

    /// A keyframe track's exported `@keyframes`, started by its class; the film's values from the
    /// track itself (SwiftUI's keyframes as MotionReel evaluates them), not from the stops written.
    static func keyframesCase(_ name: String, _ track: PlatformKeyframes, fps: Int) -> Case? {
        let css = track.property
        guard track.css.notCarried.isEmpty, ["offsetX", "offsetY", "opacity", "scale", "rotation"].contains(css) else { return nil }
        let className = "keyframes-case"
        let times = Self.times(end: track.duration, fps: fps)
        let read = ["offsetX": "translate", "offsetY": "translate", "opacity": "opacity", "scale": "scale", "rotation": "rotate"][css]!
        let expected: [[String: [Double]]] = times.map { time in
            let value = track.track.value(at: time)
            switch css {
            case "offsetX": return ["translate": [value, 0]]
            case "offsetY": return ["translate": [0, value]]
            case "opacity": return ["opacity": [shown(opacity: value)]]
            default: return [read: [value]]
            }
        }
        let json: [String: Any] = [
            "name": name, "style": track.css(named: className),
            "className": className, "transition": NSNull(), "times": times.map { $0 * 1000 }, "read": [read],
            "width": 100, "height": 100,
        ]
        return Case(json: json, expected: expected)
    }

    @Test("every shipped preset: each animation's transition and each side's keyframes, at every frame")
    func shippedPresets() throws {
        var cases: [Case] = []
        let presets = try Self.presets()
        #expect(presets.count >= 30, "the shipped presets are found: \(presets.count)")
        for url in presets {
            let scene = try PresetLoader.standard.load(contentsOf: url)
            let fps = scene.canvas.fps
            for transition in SceneDescription(scene).transitions {
                for animation in transition.animations {
                    cases.append(Self.animationCase("\(scene.name): \(transition.name), \(animation.role)", animation.animation, fps: fps))
                }
                for track in transition.keyframes {
                    if let c = Self.keyframesCase("\(scene.name): \(transition.name), \(track.layer).\(track.property)", track, fps: fps) {
                        cases.append(c)
                    }
                }
                for side in transition.platforms + transition.backward where !side.properties.isEmpty {
                    cases.append(Self.sideCase("\(scene.name): \(transition.name), \(side.side.rawValue), \(side.direction)", side,
                                               transition: transition.name, fps: fps))
                }
            }
        }
        #expect(cases.contains { $0.json["className"] as? String != "" }, "page transitions are among them")
        #expect(cases.contains { $0.json["className"] as? String == "keyframes-case" }, "keyframe tracks are among them")

        let folder = try TemporaryFolder()
        let input = folder.file("cases.json")
        try JSONSerialization.data(withJSONObject: ["cases": cases.map(\.json)]).write(to: input)
        let run = try BrowserScript.run("css_motion.py", [input.path])
        try #require(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any])
        let results = try #require(report["cases"] as? [[String: Any]])
        try #require(results.count == cases.count)

        var worst = (move: 0.0, unit: 0.0)
        for (c, result) in zip(cases, results) {
            let name = c.json["name"] as! String
            if c.json["instant"] as? Bool == true {
                #expect((result["animations"] as? Int ?? 0) == 0, "\(name): an instant change started an animation in Chromium")
            } else {
                #expect((result["animations"] as? Int ?? 0) > 0, "\(name): Chromium started no animation")
            }
            let values = try #require(result["values"] as? [[String: Any]])
            let times = c.json["times"] as! [Double]
            for (index, (expected, shown)) in zip(c.expected, values).enumerated() {
                for (property, want) in expected {
                    let got: [Double] = (shown[property] as? [Double]) ?? (shown[property] as? Double).map { [$0] } ?? []
                    guard got.count == want.count else {
                        Issue.record("\(name): no \(property) at \(times[index]) ms: \(shown)")
                        continue
                    }
                    let difference = zip(got, want).map { abs($0 - $1) }.max() ?? 0
                    let move = property == "translate" || property == "rotate"
                    if move { worst.move = max(worst.move, difference) } else { worst.unit = max(worst.unit, difference) }
                    #expect(difference <= (move ? 0.5 : 0.005),
                            "\(name): \(property) at \(times[index]) ms is \(got), MotionReel's film \(want)")
                }
            }
        }
        print("CSS in Chromium: \(cases.count) motions, largest difference \(worst.move) px (or °), \(worst.unit) in opacity and scale")
    }
}
