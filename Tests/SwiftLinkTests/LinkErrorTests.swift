import Foundation
import Preset
import SceneKinds
import Testing
import TestSupport

/// Every refusal of a `swift:` link names both places — the preset's `FILE:LINE:COLUMN` first,
/// then the Swift file's — and says what to do.
@Suite("swift: links that cannot be used: one message, both places, what to do")
struct LinkErrorTests {
    /// A temporary folder with `View.swift` in it, for presets saved beside it.
    struct Folder {
        let temporary: TemporaryFolder
        var url: URL { temporary.url }

        init(_ swift: String) throws {
            temporary = try TemporaryFolder()
            try temporary.write(swift, to: "View.swift")
        }

        /// The errors of a tabs preset whose `transition:` is `transition` (one line, flow style).
        func errors(_ transition: String, timeline: String = "[ { at: 0, select: 0 }, { at: 0.2, select: 1 } ]") -> [String] {
            let yaml = """
                name: linked
                canvas: { size: [390, 844], scale: 1, fps: 30 }
                scene:
                  kind: tabs
                  header: { height: 100 }
                  nav: { height: 120 }
                  tabs: [ { name: A, content: { wireframe: cards } }, { name: B, content: { wireframe: list } } ]
                transition: \(transition)
                timeline: \(timeline)
                """
            return PresetLoader.validate(yaml: yaml, file: "tabs.yaml", baseDirectory: url).map(\.description)
        }
    }

    static let view = """
        import SwiftUI

        struct TabsView: View {
            @State private var selectedTab = 0
            @State private var isForward = true

            var tabTransition: AnyTransition {
                .move(edge: isForward ? .trailing : .leading)
            }

            var spinning: AnyTransition { spin(40) }

            func spin(_ n: Int) -> AnyTransition { n == 0 ? .opacity : spin(n - 1) }

            var forever: Animation { .linear.logicallyComplete(after: 0.2) }

            var body: some View {
                ZStack {
                    Page().transition(.opacity)
                    Page().transition(.slide)
                }
            }
        }
        """

    /// The column the preset's `transition:` value starts at (line 8 of the preset above).
    static let at = "tabs.yaml:8:13: "

    /// `tabs.yaml:8:C: ` where C is the column of `needle` in the `transition:` value given.
    static func at(_ needle: String, in transition: String) -> String {
        let offset = transition.range(of: needle).map { transition.distance(from: transition.startIndex, to: $0.lowerBound) } ?? 0
        return "tabs.yaml:8:\("transition: ".count + offset + 1): "
    }

    /// `View.swift:L:C` of the first `needle` in the view's text.
    static func place(of needle: String, after: String = "") -> String {
        let lines = view.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.contains(after) } ?? 0
        let index = lines[start...].firstIndex { $0.contains(needle) } ?? 0
        let column = lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: needle)!.lowerBound) + 1
        return "View.swift:\(index + 1):\(column)"
    }

    @Test("a Swift file that is not there")
    func missingFile() throws {
        let folder = try Folder(Self.view)
        let transition = "{ swift: Missing.swift, symbol: tabTransition }"
        let errors = folder.errors(transition)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.hasPrefix(Self.at("Missing.swift", in: transition) + "Missing.swift: not found (looked for "), "\(error)")
    }

    @Test("a misspelt symbol, with the one that was meant")
    func misspeltSymbol() throws {
        let folder = try Folder(Self.view)
        let transition = "{ swift: View.swift, symbol: tabTransiton, bind: { isForward: true } }"
        #expect(folder.errors(transition) == [Self.at("tabTransiton", in: transition)
                    + "View.swift: no declaration 'tabTransiton' in View.swift; did you mean 'tabTransition'?"])
    }

    @Test("a free variable nobody bound: its place in the Swift file and how to bind it")
    func unbound() throws {
        let folder = try Folder(Self.view)
        let errors = folder.errors("{ swift: View.swift, symbol: tabTransition }")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.hasPrefix(Self.at + Self.place(of: "isForward ?")
                                + ": 'isForward' is not bound; bind it: { isForward: forward }"), "\(error)")
    }

    @Test("SwiftUI MotionReel does not evaluate: the call is named, and what to use instead")
    func unsupported() throws {
        let folder = try Folder(Self.view)
        let transition = "{ swift: View.swift, symbol: tabTransition, bind: { isForward: true }, "
            + "animation: { swift: View.swift, symbol: forever } }"
        let errors = folder.errors(transition)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.hasPrefix(Self.at("{ swift: View.swift, symbol: forever", in: transition) + Self.place(of: ".linear.logicallyComplete")
                                + ": '.logicallyComplete(after:)' is not supported; MotionReel ends a spring by SwiftUI's own rule"), "\(error)")
    }

    @Test("a syntax error in the Swift file, at its place, as swift-syntax words it")
    func syntaxError() throws {
        let folder = try Folder("struct Broken {\n    var x: AnyTransition { .move(edge: \n}\n")
        let errors = folder.errors("{ swift: View.swift }")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        // The call on line 2 is missing the value of its argument, at the end of the line.
        #expect(error == "tabs.yaml:8:22: View.swift:2:40: syntax error: expected value in function call", "\(error)")
    }

    @Test("recursion deeper than the bound is refused, naming the function")
    func recursion() throws {
        let folder = try Folder(Self.view)
        let errors = folder.errors("{ swift: View.swift, symbol: spinning }")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.hasPrefix(Self.at + "View.swift:"), "\(error)")
        #expect(error.contains("calls nest more than 32 deep ('TabsView.spin' calls itself)"), "\(error)")
    }

    @Test("several sites and none named: every one listed with its line, and how to pick one")
    func ambiguity() throws {
        let folder = try Folder(Self.view)
        let errors = folder.errors("{ swift: View.swift, bind: { isForward: true } }")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        func line(_ needle: String) -> String { String(Self.place(of: needle).split(separator: ":")[1]) }
        let slide = line(".transition(.slide)")
        #expect(error == "tabs.yaml:8:22: View.swift: 5 transition sites: TabsView.tabTransition at View.swift:\(line("var tabTransition")); "
                + "TabsView.spinning at View.swift:\(line("var spinning")); TabsView.spin at View.swift:\(line("func spin")); "
                + ".transition(…) at View.swift:\(line(".transition(.opacity)")); .transition(…) at View.swift:\(slide); "
                + "name one with symbol: or view: (or line: N)", "\(error)")
        // line: picks one of them.
        #expect(folder.errors("{ swift: View.swift, line: \(slide) }").isEmpty)
    }

    @Test("a variable bound to a role the context has no value for: a layers event has no direction")
    func roleWithoutChanges() throws {
        let folder = try Folder(Self.view)
        let yaml = """
            name: layers
            canvas: { size: [390, 844], scale: 1, fps: 30 }
            scene: { kind: layers, layers: [ { id: a, rect: { fill: "#ff0000" }, frame: [0, 0, 10, 10] } ] }
            timeline:
              - { at: 0.1, animate: { a: { opacity: 0 } }, animation: { swift: View.swift, symbol: tabTransition, bind: { isForward: forward } } }
            """
        let errors = PresetLoader.validate(yaml: yaml, file: "layers.yaml", baseDirectory: folder.url).map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("'isForward' is bound to forward, but 'timeline[0].animation', which is evaluated "
                                       + "once") == true, "\(errors)")
    }

    @Test("a state variable whose timing the code does not show needs it said, and then works")
    func undecidedTiming() throws {
        let folder = try Folder(Self.view)
        let errors = folder.errors("{ swift: View.swift, symbol: tabTransition, bind: { selectedTab: to, isForward: forward } }")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tabs.yaml:8:") == true && errors.first?.contains(Self.place(of: "isForward = true")
                    + ": 'isForward' is bound to forward, but no assignment to it together with 'selectedTab' was found in the "
                    + "linked files") == true, "\(errors)")
        #expect(folder.errors("{ swift: View.swift, symbol: tabTransition, "
                              + "bind: { selectedTab: to, isForward: { forward: before } } }").isEmpty)
    }
}
