import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

@Suite("The presets in the repository's Presets folder")
struct ShippedPresetTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    static var presets: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The preset `name` (without `.yaml`), loaded; nil after recording why not.
    static func tabs(_ name: String) throws -> (MotionScene, TabsScene)? {
        let scene = try PresetLoader.load(contentsOf: folder.appendingPathComponent("\(name).yaml"))
        guard let tabs = scene.kind as? TabsScene else { return nil }
        return (scene, tabs)
    }

    @Test("there are presets to check")
    func found() {
        #expect(!Self.presets.isEmpty, "no presets in \(Self.folder.path)")
    }

    @Test("each loads, named after its file", arguments: presets)
    func loads(_ file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        #expect(PresetLoader.validate(contentsOf: url, file: "Presets/\(file)").map(\.description) == [])
        let scene = try PresetLoader.load(contentsOf: url)
        #expect(scene.name == String(file.dropLast(".yaml".count)))
    }

    @Test("each opens with a comment saying what it shows, and films an iPhone-sized canvas", arguments: presets)
    func commentAndCanvas(_ file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("# "), "\(file) does not open with a comment line")
        let canvas = try PresetLoader.load(contentsOf: url).canvas
        #expect(canvas.size == Size(width: 390, height: 844) && canvas.scale == 3)
        // The source design's off-white, or black for a dark-appearance preset.
        #expect(canvas.background == (canvas.appearance == .dark ? Color(hex: "#000000") : Color(hex: "#f9f9f9")))
        #expect(canvas.fps == (file == "tab-120fps.yaml" ? 120 : 60))
    }

    static let rapidTimeline: [TabsScene.Selection] = [
        .init(at: 0, tab: 0), .init(at: 0.25, tab: 1), .init(at: 0.4, tab: 2), .init(at: 0.55, tab: 1),
        .init(at: 0.7, tab: 0),
    ]

    @Test("the rapid variants: tab-rapid's taps under a curve, and under a blended spring")
    func rapidVariants() throws {
        let (_, curves) = try #require(try Self.tabs("tab-rapid-curves"))
        #expect(curves.timeline == Self.rapidTimeline)
        #expect(curves.animation == Animation(.curve(TimingCurve(0.42, 0, 0.58, 1), duration: 0.35)))
        #expect(!curves.animation.merges)
        let (_, blend) = try #require(try Self.tabs("tab-rapid-blend"))
        #expect(blend.timeline == Self.rapidTimeline)
        #expect(blend.animation == .spring(response: 0.35, dampingFraction: 0.8, blendDuration: 0.2))
    }

    @Test("the effect presets use the effects their names promise")
    func effectPresets() throws {
        let center = UnitPoint(x: 0.5, y: 0.5)
        let (_, scaleFade) = try #require(try Self.tabs("tab-scale-fade"))
        #expect(scaleFade.transition == Transition(insertion: [.scale(0.92, anchor: center), .opacity],
                                                   removal: [.scale(1.06, anchor: center), .opacity]))
        #expect(scaleFade.timeline == [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1)])

        let (_, blur) = try #require(try Self.tabs("tab-blur"))
        let slideBlurFade: [TransitionEffect] = [.move(nil), .blur(radius: 12), .opacity]
        #expect(blur.transition == Transition(insertion: slideBlurFade, removal: slideBlurFade, tracks: [
            .position: Animation(.fluidSpring(Spring(duration: 0.5, bounce: 0.1))),
            .opacity: Animation(.curve(TimingCurve(0.42, 0, 0.58, 1), duration: 0.2)),
            .blur: Animation(.curve(TimingCurve(0, 0, 1, 1), duration: 0.25)),
        ]))
        #expect(blur.timeline == [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1), .init(at: 1.25, tab: 0)])

        let (_, mask) = try #require(try Self.tabs("tab-mask"))
        #expect(mask.transition == Transition(
            insertion: [.mask(MaskEffect(.inset(60), cornerRadius: 44)), .scale(0.96, anchor: center), .opacity],
            removal: [.opacity]))
        #expect(mask.timeline == [.init(at: 0, tab: 0), .init(at: 0.25, tab: 2)])

        let (_, push) = try #require(try Self.tabs("tab-push"))
        #expect(push.transition == Transition(insertion: [.push(nil)], removal: [.push(nil)]))
        #expect(push.timeline == [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1), .init(at: 1.25, tab: 2)])

        let (_, offset) = try #require(try Self.tabs("tab-offset"))
        #expect(offset.transition == Transition(insertion: [.offset(x: 0, y: 80), .opacity],
                                                removal: [.offset(x: 0, y: -40), .opacity]))
        #expect(offset.animation.stagger == Stagger(by: .index, delay: 0.06))
        #expect(offset.timeline == [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1)])
    }

    @Test("tab-reduce-motion and tab-120fps are tab-forward with one change each")
    func forwardVariants() throws {
        let (forward, forwardTabs) = try #require(try Self.tabs("tab-forward"))
        let (reduced, reducedTabs) = try #require(try Self.tabs("tab-reduce-motion"))
        #expect(reduced.reduceMotion && !forward.reduceMotion)
        #expect(reducedTabs == forwardTabs && reduced.canvas == forward.canvas && reduced.hold == forward.hold)
        let (fast, fastTabs) = try #require(try Self.tabs("tab-120fps"))
        #expect(fast.canvas.fps == 120 && !fast.reduceMotion)
        #expect(fastTabs == forwardTabs && fast.hold == forward.hold)
    }
}
