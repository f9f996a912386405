import Foundation
import Testing
import TestSupport

/// An input that holds an Optional of a type the catalogue does not read (`let badge: Text?`,
/// `@Binding var item: Menu?`): a parent passes one or none, so it is filmed nil → .some → nil —
/// unless every creator passes a constant, when its sites say so.
@Suite("import DIR -o FOLDER: an Optional input a parent passes or not")
struct CatalogueOptionalInputTests {
    @Test("a modifier's `@Binding var item: Menu?`, passed on by a public extension: the scrim fades in and out with its transition's own animation")
    func bindingPassedOnByAnExtension() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Menu.swift": """
                import SwiftUI

                struct Menu { var title: String }

                extension View {
                    func menu(item: Binding<Menu?>) -> some View {
                        self.modifier(MenuModifier(item: item))
                    }
                }

                struct MenuModifier: ViewModifier {
                    @Binding var item: Menu?

                    func body(content: Content) -> some View {
                        content
                            .overlay {
                                if item != nil {
                                    Rectangle()
                                        .fill(Color.black.opacity(0.4))
                                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { item = nil } }
                                        .transition(.opacity.animation(.linear(duration: 0.25)))
                                }
                            }
                    }
                }
                """,
            // A reducer's nested `enum Menu` does not hide the top-level struct from the modifier;
            // a binding made of closures may give anything: not a constant.
            "App/Board.swift": """
                import SwiftUI

                struct Game {
                    enum Destination {
                        enum Menu { case exit, forfeit }
                    }
                }

                struct Board: View {
                    let game: Game

                    var body: some View {
                        Text("Board")
                            .menu(item: Binding(get: { nil }, set: { _ in }))
                    }
                }
                """,
        ])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Menu/MenuModifier.item.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: nil → .some → nil."), "\(preset)")
        #expect(preset.contains("# item is a @Binding of MenuModifier: passed on by View at Menu.swift:7 from what its own "
                                + "caller gives, so it is filmed as if its parent changed it; it starts at nil, a stand-in."),
                "\(preset)")
        // `AnyTransition.animation(_:)` animates the transition with its own animation, whatever the
        // change's transaction: 0.25 s linear both ways (the removal's withAnimation is 0.5 s).
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Menu/MenuModifier.item.yaml") {
            let expected = t < 1.5 ? min(max((t - 0.3) / 0.25, 0), 1) : 1 - min(max((t - 1.5) / 0.25, 0), 1)
            // Not yet inserted, or removed once its transition has played: not drawn at all.
            guard let scrim = Workspace.layer("rectangle", in: layers) else {
                #expect(t < 0.3 || t >= 1.75, "t = \(t): the scrim is missing")
                continue
            }
            let opacity = try #require(scrim["opacity"] as? Double)
            #expect(abs(opacity - expected) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 80)
    }

    @Test("`let badge: Text?` every creator passes as a constant (nil, Text(\"New\")): no film, and the transition's site names the if and the callers")
    func constantOptionalInput() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Tile.swift": Self.tile,
            "App/Home.swift": """
                import SwiftUI

                struct Home: View {
                    var body: some View {
                        VStack {
                            Tile(badge: nil)
                            Tile(badge: Text("New"))
                        }
                    }
                }
                """,
        ])
        #expect(!FileManager.default.fileExists(atPath: w.path("motion/Tile/Tile.badge.yaml")), "\(imported.stdout)")
        #expect(imported.stdout.contains("App/Tile.swift:11:22: whether it is shown: the if at Tile.swift:9 reads badge: badge "
                                         + "is an input every view that creates Tile passes as a constant — Home at Home.swift:6 "
                                         + "(nil), Home at Home.swift:7 (Text(\"New\")) — so it never changes while Tile is shown"),
                "\(imported.stdout)")
    }

    @Test("the same badge from a parent's @State: filmed nil → .some → nil, the badge scaling in with its transition")
    func optionalInputFromState() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Tile.swift": Self.tile,
            "App/Home.swift": """
                import SwiftUI

                struct Home: View {
                    @State private var count = 0

                    var body: some View {
                        VStack {
                            Tile(badge: count > 0 ? Text("\\(count)") : nil)
                            Button("Add") { withAnimation(.linear(duration: 0.5)) { count += 1 } }
                        }
                    }
                }
                """,
        ])
        let preset = try String(contentsOfFile: w.path("motion/Tile/Tile.badge.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: nil → .some → nil."), "\(imported.stdout)\n\(preset)")
        #expect(preset.contains("# badge is an input of Tile: set by Home at Home.swift:8"), "\(preset)")
        #expect(preset.contains("insert: badge\n    transition: { swift: [\"../../App/Tile.swift\", \"../../App/Home.swift\"], line: 11 }"),
                "\(preset)")
    }

    static let tile = """
        import SwiftUI

        struct Tile: View {
            let badge: Text?

            var body: some View {
                ZStack {
                    Color.blue
                    if let badge {
                        badge
                            .transition(.scale)
                    }
                }
            }
        }
        """
}
