import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import Spec
import Testing
import TestSupport
import SpecModel
import SwiftModel
import SwiftReading

/// Presets whose motion comes from Swift code give the motion the code gives — the same spec as
/// the same motion typed as YAML — and, for the source design's tab transition, the motion
/// SwiftUI really shows.
@Suite("Linked presets: the motion of the code, as SwiftUI shows it")
struct LinkedPresetTests {
    /// The fixed tab code (direction set before the selection changes), as a transition link.
    static let fixedLink = """
        transition:
          swift: swift/TabTransitionFixed.swift
          symbol: tabTransition
          bind: { selectedTab: to, forward: forward }
          animation: { swift: swift/TabTransitionFixed.swift, value: selectedTab }
        """

    @Test("the fixed code gives the hand-written tab presets' specs exactly",
          arguments: ["tab-forward.yaml", "tab-backward.yaml", "tab-rapid.yaml", "tab-roundtrip.yaml", "tab-skip.yaml"])
    func fixedCodeMatchesHandWritten(_ name: String) throws {
        let written = try Linked.load(name)
        let linked = try Linked.load(yaml: Linked.replacingTransition(in: try Linked.text(name), with: Self.fixedLink))
        #expect(!linked.links.isEmpty)
        #expect(linked.warnings.isEmpty, "\(linked.warnings)")
        try Linked.expectSameSpec(written, linked)
    }

    @Test("the source design's code, linked as written: the removed page leaves towards trailing on the first change")
    func sourceDesignSendsTheRemovedPageTheWrongWay() throws {
        let scene = try Linked.load("tab-from-code.yaml")
        let timeline = scene.timeline()
        // 0.1 s into the first change (Dashboard → Habits, forward): the inserted page comes in
        // from trailing, as it should, but the removed one leaves towards trailing too, because
        // its last render computed the direction from selectedTab 0 > previousTab 0: false.
        let frame = timeline.state(at: 0.35)
        let removed = try #require(frame.layers.first { $0.id == "tab.0" })
        let inserted = try #require(frame.layers.first { $0.id == "tab.1" })
        #expect(removed.offset.x > 0, "Dashboard leaves towards trailing: \(removed.offset.x)")
        #expect(inserted.offset.x > 0, "Habits comes in from trailing: \(inserted.offset.x)")
        // The fixed code sends it the way the change goes.
        let fixed = try Linked.load("tab-from-code-fixed.yaml").timeline().state(at: 0.35)
        #expect(try #require(fixed.layers.first { $0.id == "tab.0" }).offset.x < 0)
        // The second change (1 → 2) is forward after a forward one: both ways right.
        let second = timeline.state(at: 1.1)
        #expect(try #require(second.layers.first { $0.id == "tab.1" }).offset.x < 0)
        // The third (2 → 0, backward) after a forward one: the removed page leaves towards leading.
        let third = timeline.state(at: 1.85)
        #expect(try #require(third.layers.first { $0.id == "tab.2" }).offset.x < 0)
        #expect(try #require(third.layers.first { $0.id == "tab.0" }).offset.x < 0, "Dashboard comes in from leading")
    }

    @Test("validate warns about the source design's code, naming previousTab and the line that sets it in .onChange")
    func staleStateWarning() throws {
        let scene = try Linked.load("tab-from-code.yaml")
        let swift = try String(contentsOf: Linked.presets.appendingPathComponent("swift/TabTransition.swift"), encoding: .utf8)
        let line = try #require(swift.components(separatedBy: "\n").firstIndex { $0.contains("previousTab = oldValue") }) + 1
        #expect(scene.warnings.count == 1)
        let warning = try #require(scene.warnings.first)
        #expect(warning.hasPrefix("Presets/tab-from-code.yaml:"))
        #expect(warning.contains("Presets/swift/TabTransition.swift:\(line):"), "\(warning)")
        #expect(warning.contains("'previousTab'") && warning.contains(".onChange(of: selectedTab)"))
        #expect(warning.contains("set 'previousTab' before the selection changes"))
        #expect(try Linked.load("tab-from-code-fixed.yaml").warnings.isEmpty)
    }

    @Test("a spring read from Swift gives the Compose, Flutter and CSS code its YAML twin gives, word for word")
    func platformTwins() throws {
        let tabs = Linked.replacingTransition(in: try Linked.text("tab-from-code-fixed.yaml"), with: """
            transition:
              insertion: [ { move: auto }, opacity ]
              removal: [ { move: auto }, opacity ]
              animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
            """)
        let pairs = [(try Linked.load(yaml: tabs), try Linked.load("tab-from-code-fixed.yaml")),
                     (try Linked.load("layers-custom.yaml"), try Linked.load("layers-from-code.yaml"))]
        for (typed, linked) in pairs {
            for platform in PlatformListing.Platform.allCases {
                let a = PlatformListing.text(for: typed, platform: platform).replacingOccurrences(of: typed.name, with: "NAME")
                let b = PlatformListing.text(for: linked, platform: platform).replacingOccurrences(of: linked.name, with: "NAME")
                #expect(!a.isEmpty && a == b, "\(linked.name), \(platform.rawValue):\n\(a)\n---\n\(b)")
            }
        }
        // The code read from Swift is the spring the app writes, in Compose's words.
        let compose = PlatformListing.text(for: try Linked.load("tab-from-code-fixed.yaml"), platform: .compose)
        let k = pow(2 * Double.pi / 0.3, 2)
        #expect(compose.contains("spring(dampingRatio = 0.85f, stiffness = \(String(format: "%.4f", k))f)"), "\(compose)")
    }

    @Test("linked presets whose motion YAML can state give the same spec as that YAML")
    func twins() throws {
        // layers-from-code is layers-custom with its animations taken from an extension Animation.
        try Linked.expectSameSpec(try Linked.load("layers-custom.yaml"), try Linked.load("layers-from-code.yaml"))
        // calendar-from-code, typed out: the values CalendarView.swift's withAnimation calls give.
        let calendar = try Linked.text("calendar-from-code.yaml")
        let start = try #require(calendar.range(of: "  animations:"))
        let end = try #require(calendar.range(of: "timeline:"))
        let typed = calendar.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: """
              animations:
                appear: { spring: { duration: 0.6, bounce: 0.25 } }
                labelOut: { easeOut: 0.15 }
                page: { spring: { response: 0.45, dampingFraction: 0.8 } }
                labelIn: { easeIn: 0.25 }
                tap: { easeInOut: 0.12 }
                progress: { easeInOut: 0.6 }

            """)
        try Linked.expectSameSpec(try Linked.load(yaml: typed), try Linked.load("calendar-from-code.yaml"))
        // tab-from-code-fixed, typed out: auto moves and fades on the code's spring.
        let tabs = Linked.replacingTransition(in: try Linked.text("tab-from-code-fixed.yaml"), with: """
            transition:
              insertion: [ { move: auto }, opacity ]
              removal: [ { move: auto }, opacity ]
              animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
            """)
        try Linked.expectSameSpec(try Linked.load(yaml: tabs), try Linked.load("tab-from-code-fixed.yaml"))
    }

    @Test("every tabs preset whose SwiftUI code is exact gives the same spec when that code is linked back",
          arguments: ShippedTabs.exact)
    func roundTrip(_ name: String) throws {
        let written = try Linked.load(name)
        let code = SwiftUICode(written)
        #expect(code.isExact)
        let folder = try TemporaryFolder()
        let swift = try folder.write(code.code, to: "Generated.swift")
        // Bound only where the transition reads the direction: a bind: key the code never reads is refused.
        let reads = try SwiftSourceReader.read(text: code.code, path: "Generated.swift")
        let site = try #require(CodeBase([reads]).sites.first { $0.symbol?.hasSuffix("pageTransition") == true })
        let bind = FreeVariables.of(site, in: CodeBase([reads])).contains("forward") ? "{ forward: forward }" : "{}"
        // The preset stays beside its images; only the code is elsewhere.
        let linked = try Linked.load(yaml: Linked.replacingTransition(in: try Linked.text(name), with: """
            transition:
              swift: \(swift.path)
              symbol: pageTransition
              bind: \(bind)
              animation: { swift: \(swift.path), value: selectedTab }
            """), reduceMotion: written.reduceMotion)
        try Linked.expectSameSpec(written, linked)
    }

    @Test("Reduce Motion: linked code that reads it is filmed as the code chooses, other code gets MotionReel's variant")
    func reduceMotion() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            struct Tabs: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var fade: AnyTransition { reduceMotion ? .scale(scale: 0.9) : .move(edge: .bottom) }
                var slide: AnyTransition { .move(edge: .bottom) }
            }
            """, to: "Tabs.swift")
        let base = try Linked.text("tab-forward.yaml")
        func scene(_ symbol: String) throws -> MotionScene {
            try Linked.load(yaml: Linked.replacingTransition(in: base, with: "transition: { swift: Tabs.swift, symbol: \(symbol) }"),
                            in: folder.url, reduceMotion: true)
        }
        // The code chose a scale under Reduce Motion: that is what is filmed.
        #expect(try scene("fade").effectiveTransition?.insertion == [.scale(0.9, anchor: .center)])
        // The code ignores Reduce Motion: MotionReel's cross-fade, as for a written transition.
        #expect(try scene("slide").effectiveTransition?.insertion == [.opacity])
    }
}

/// The shipped tabs presets whose generated SwiftUI code says it is exact.
enum ShippedTabs {
    static let exact: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Linked.presets.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().filter { name in
            guard let scene = try? Linked.load(name), scene.kind is TabsScene, scene.links.isEmpty else { return false }
            return SwiftUICode(scene).isExact
        }
    }()
}
