import Foundation
import Motion
import Preset
import Scene
import SceneKinds
@testable import Spec
import Testing
import TestSupport

/// The link forms beyond one symbol in one file: `view:` (a transition per page, from the branch
/// of `body` that shows it), a list of files, a stack scene's push, and what the spec says of them.
@Suite("swift: link forms: view:, several files, a stack, the spec's links")
struct LinkFormTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/SwiftUI").standardized

    /// A tabs screen of `pages` pages selecting `selections` in turn, 0.6 s apart.
    static func tabs(pages: Int, selections: [Int], transition: String) -> String {
        let names = (0..<pages).map { "{ name: P\($0), content: { wireframe: cards } }" }.joined(separator: ", ")
        let events = selections.enumerated().map { "{ at: \(Double($0.offset) * 0.6), select: \($0.element) }" }
            .joined(separator: ", ")
        return """
            name: forms
            canvas: { size: [120, 200], scale: 1, fps: 30 }
            scene:
              kind: tabs
              header: { height: 20 }
              nav: { height: 30 }
              tabs: [ \(names) ]
            transition: \(transition)
            timeline: [ \(events) ]

            """
    }

    /// Each change's (insertion, removal) in timeline order, the initial selection left out.
    static func changes(_ scene: MotionScene) throws -> [Transition] {
        let tabs = try #require(scene.kind as? TabsScene)
        return try tabs.timeline.dropFirst().map { try #require($0.transition, "change at \($0.at) has its own transition") }
    }

    @Test("view: over a switch on an enum: each page's own .transition, the removed page's as its last render had it")
    func viewOverEnumSwitch() throws {
        // SectionsView sets `forward` in the same transaction as the section: the inserted page
        // sees the new value, the removed page's last render the old one.
        let yaml = Self.tabs(pages: 3, selections: [0, 1, 2, 0],
                             transition: "{ swift: Selections.swift, view: SectionsView, bind: { section: to, forward: forward } }")
        let scene = try Linked.load(yaml: yaml, file: "forms.yaml", in: Self.fixtures)
        let changes = try Self.changes(scene)
        #expect(changes.count == 3)
        // 0 → 1: Archive fades in; Inbox leaves by the edge its last render chose, with the
        // declared `forward = true`: `.leading`.
        #expect(changes[0].insertion == [.opacity])
        #expect(changes[0].removal == [.move(.leading)])
        // 1 → 2: Settings rises from the bottom; Archive fades out.
        #expect(changes[1].insertion == [.move(.bottom)])
        #expect(changes[1].removal == [.opacity])
        // 2 → 0, backward: Inbox's first render has forward == false, so it comes from trailing;
        // Settings leaves the way its own transition says.
        #expect(changes[2].insertion == [.move(.trailing)])
        #expect(changes[2].removal == [.move(.bottom)])
        #expect(scene.warnings.isEmpty == false, "the removal reads 'forward', which changes with the selection")
    }

    @Test("view: over an if / else-if chain on an Int: pages fall in the branch their number satisfies")
    func viewOverIfChain() throws {
        let yaml = Self.tabs(pages: 4, selections: [0, 1, 3, 2],
                             transition: "{ swift: Selections.swift, view: StepsView, bind: { step: to } }")
        let scene = try Linked.load(yaml: yaml, file: "forms.yaml", in: Self.fixtures)
        let changes = try Self.changes(scene)
        // Page 0 is `.slide` (in from leading, out to trailing), pages 1 and 2 `.push(from: .trailing)`,
        // page 3 and beyond `.scale.combined(with: .opacity)`.
        let scaleFade: [TransitionEffect] = [.scale(0, anchor: .center), .opacity]
        #expect(changes.map(\.insertion) == [[.push(.trailing)], scaleFade, [.push(.trailing)]])
        #expect(changes.map(\.removal) == [[.move(.trailing)], [.push(.trailing)], scaleFade])
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }

    /// A transition helper in one file, used by a view in another.
    static let motion = """
        import SwiftUI

        extension AnyTransition {
            static func slideIn(forward: Bool) -> AnyTransition {
                .asymmetric(insertion: .move(edge: forward ? .trailing : .leading),
                            removal: .move(edge: forward ? .leading : .trailing))
                    .combined(with: .opacity)
            }
        }

        """
    static let view = """
        import SwiftUI

        struct TabsView: View {
            @State private var selectedTab = 0
            @State private var isForward = true

            var tabTransition: AnyTransition { .slideIn(forward: isForward) }

            func select(_ tab: Int) {
                isForward = tab > selectedTab
                DispatchQueue.main.async { selectedTab = tab }
            }

            var body: some View { Text("\\(selectedTab)").transition(tabTransition) }
        }

        """

    @Test("several files: a symbol in one calls a helper in another; the same spec as the YAML it states")
    func severalFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.motion, to: "Motion/Transitions.swift")
        try folder.write(Self.view, to: "TabsView.swift")
        let written = try Linked.text("tab-rapid.yaml")
        let link = """
            transition:
              swift: [TabsView.swift, Motion/Transitions.swift]
              symbol: tabTransition
              bind: { isForward: forward }
              animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
            """
        let linked = try Linked.load(yaml: Linked.replacingTransition(in: written, with: link), file: "tabs.yaml", in: folder.url)
        #expect(linked.links.map(\.path) == ["TabsView.swift"], "the link names the file its site is in")
        #expect(linked.warnings.isEmpty, "\(linked.warnings)")
        try Linked.expectSameSpec(try Linked.load("tab-rapid.yaml"), linked)

        // Without the second file, the helper is not there: both places, and the call named.
        let alone = link.replacingOccurrences(of: "[TabsView.swift, Motion/Transitions.swift]", with: "[TabsView.swift]")
        let errors = PresetLoader.validate(yaml: Linked.replacingTransition(in: written, with: alone), file: "tabs.yaml",
                                           baseDirectory: folder.url).map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tabs.yaml:") == true && errors.first?.contains("TabsView.swift:7:") == true, "\(errors)")
        #expect(errors.first?.contains("slideIn") == true, "\(errors)")
    }

    @Test("a stack's push and its spring from Swift: the same spec as the iOS push the YAML states")
    func stackLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            import SwiftUI

            extension AnyTransition {
                /// The pushed page from the trailing edge; its parent 30 % of 390 pt to the leading side.
                static var navigationPush: AnyTransition {
                    .asymmetric(insertion: .move(edge: .trailing), removal: .offset(x: -117))
                }
            }

            extension Animation {
                static let push = Animation.spring(duration: 0.5, bounce: 0)
            }

            """, to: "Navigation.swift")
        let written = try Linked.text("stack-push-pop.yaml")
        let stated = written.replacingOccurrences(of: "timeline:\n", with: """
            transition:
              insertion: [ { move: trailing } ]
              removal: [ { offset: [-117, 0] } ]
              animation: { spring: { duration: 0.5, bounce: 0 } }
            timeline:

            """)
        let linked = written.replacingOccurrences(of: "timeline:\n", with: """
            transition:
              swift: Navigation.swift
              symbol: AnyTransition.navigationPush
              animation: { swift: Navigation.swift, symbol: Animation.push }
            timeline:

            """)
        let a = try Linked.load(yaml: stated, file: "stack.yaml", in: folder.url)
        let b = try Linked.load(yaml: linked, file: "stack.yaml", in: folder.url)
        #expect(b.links.count == 2)
        try Linked.expectSameSpec(a, b)
        // And both are the stack's default push: every frame the same; only the transition's
        // label says where the default came from.
        let pushed = try Linked.load("stack-push-pop.yaml")
        #expect(try Linked.differences(pushed, b) == ["transitions"])
        func unnamed(_ scene: MotionScene) throws -> String {
            let transitions = try Linked.spec(scene)["transitions"] as? [[String: Any]] ?? []
            // The sides' CSS classes are named after the transition (`push-and-pop-insertion`): left
            // out with the name; the animations' platform code is compared.
            let data = try JSONSerialization.data(withJSONObject: transitions.map { $0.filter { $0.key != "name" && $0.key != "platforms" } },
                                                  options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try unnamed(pushed) == unnamed(b))
    }

    @Test("the spec of a linked preset lists each link as the schema describes it, and its page shows the source")
    func specLinks() throws {
        let scene = try Linked.load("layers-from-code.yaml")
        let bundle = try SpecBundle(scene)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bundle.json.utf8)) as? [String: Any])
        let links = try #require(json["links"] as? [[String: Any]])
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/spec.schema.json").standardizedFileURL
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let link = try #require((schema["$defs"] as? [String: Any])?["link"] as? [String: Any])
        let described = Set(((link["properties"] as? [String: Any]) ?? [:]).keys)
        // Every key is written, but `reads`: only a link whose value reads declarations has them.
        #expect(described.subtracting(["reads"]) == Set(link["required"] as? [String] ?? []))
        let swift = try String(contentsOf: Linked.presets.appendingPathComponent("swift/CardMotion.swift"), encoding: .utf8)
            .components(separatedBy: "\n")
        #expect(links.count == 5, "one link per linked animation: \(links.count)")
        for entry in links {
            #expect(Set(entry.keys).union(["reads"]) == described, "\(entry.keys)")
            #expect(entry["file"] as? String == "swift/CardMotion.swift")
            #expect(entry["kind"] as? String == "animation")
            // The source text is the code on the line the link names.
            let line = try #require(entry["line"] as? Int)
            let source = try #require(entry["source"] as? String)
            #expect(swift.indices.contains(line - 1) && swift[line - 1].contains(source.components(separatedBy: "\n")[0]),
                    "line \(line): \(source)")
        }
        #expect(Set(links.compactMap { $0["role"] as? String }).count == links.count, "each role once")

        let page = SpecPage.html(bundle.spec, curvesSVG: "", media: .init(video: nil, sheetPNG: Data()))
        #expect(page.contains("<h2>From the Swift source</h2>"))
        for entry in links {
            #expect(page.contains("<code>swift/CardMotion.swift:\(entry["line"] as? Int ?? 0)</code>"))
        }
        // A preset without links has no such section and no links key.
        let plain = try SpecBundle(Linked.load("tab-forward.yaml"))
        #expect(!plain.json.contains("\"links\""))
        #expect(!SpecPage.html(plain.spec, curvesSVG: "", media: .init(video: nil, sheetPNG: Data())).contains("From the Swift source"))
    }
}
