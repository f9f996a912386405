import Foundation
import Testing
import TestSupport

/// An input every view that creates its view passes as a constant never changes while the view
/// is shown: the catalogue does not film it changing, and its sites say why, naming the callers.
@Suite("import DIR -o FOLDER: an input every caller passes as a constant is no motion")
struct CatalogueConstantInputTests {
    @Test("a bar created with .modal and .navigation, each a constant: no film of its style, and the site names both callers")
    func constantInput() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Bar.swift": """
                import SwiftUI

                enum Style { case modal, navigation }

                struct Bar: View {
                    let style: Style

                    var body: some View {
                        Text("Done")
                            .opacity(style == .modal ? 1 : 0)
                            .animation(.spring, value: style)
                    }
                }
                """,
            "App/Screens.swift": """
                import SwiftUI

                struct Sheet: View {
                    var body: some View { Bar(style: .modal) }
                }

                struct Home: View {
                    var body: some View { Bar(style: .navigation) }
                }
                """,
        ])
        #expect(!FileManager.default.fileExists(atPath: w.path("motion/Bar/Bar.style.yaml")), "\(imported.stdout)")
        #expect(imported.stdout.contains("App/Bar.swift:11:14: it watches style: style is an input every view that creates Bar "
                                         + "passes as a constant — Sheet at Screens.swift:4 (.modal), Home at Screens.swift:8 "
                                         + "(.navigation) — so it never changes while Bar is shown: there is no motion to film"),
                "\(imported.stdout)")
    }

    /// The bar as isowords builds it: an extension's view builder creates it with its parameter,
    /// which a settings screen passes its own `let` input, which every creator passes a constant.
    static func forwarded(_ home: String) -> [String: String] {
        [
            "App/Bar.swift": """
                import SwiftUI

                enum Style { case modal, navigation }

                extension View {
                    func barStyle(style: Style = .navigation) -> some View {
                        Bar(content: self, style: style)
                    }
                }

                struct Bar<Content: View>: View {
                    let content: Content
                    let style: Style

                    var body: some View {
                        VStack {
                            if style == .modal { Text("Done") }
                            content
                        }
                    }
                }
                """,
            "App/Screens.swift": """
                import SwiftUI

                struct Settings: View {
                    let style: Style

                    var body: some View { Text("Settings").barStyle(style: self.style) }
                }

                struct Game: View {
                    var body: some View { Settings(style: .modal) }
                }

                \(home)
                """,
        ]
    }

    @Test("an input passed through an extension's parameter and a parent's own input, from constants only: no film")
    func forwardedConstant() throws {
        let w = try Workspace()
        let imported = try w.catalogue(Self.forwarded("""
            struct Home: View {
                var body: some View { Settings(style: .navigation) }
            }
            """))
        #expect(!FileManager.default.fileExists(atPath: w.path("motion/Bar/Bar.style.yaml")), "\(imported.stdout)")
    }

    @Test("the same chain with a parent that passes its @State: the bar's style is filmed, as that state changes it")
    func forwardedState() throws {
        let w = try Workspace()
        let imported = try w.catalogue(Self.forwarded("""
            struct Home: View {
                @State private var style = Style.navigation

                var body: some View {
                    Settings(style: style).onTapGesture { withAnimation { style = .modal } }
                }
            }
            """))
        #expect(FileManager.default.fileExists(atPath: w.path("motion/Bar/Bar.style.yaml")), "\(imported.stdout)")
    }

    @Test("a binding a parent passes only inside an if on that state is always true on screen: no film of it, and its sites say why")
    func heldWhileShown() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Cart.swift": """
                import SwiftUI

                struct Cart: View {
                    @State private var isAnimating = false

                    var body: some View {
                        VStack {
                            Button("Add") { withAnimation { isAnimating = true } }
                            if isAnimating {
                                Shirt(itemAdded: $isAnimating)
                            }
                        }
                    }
                }

                struct Shirt: View {
                    @Binding var itemAdded: Bool

                    var body: some View {
                        Image(systemName: "tshirt")
                            .scaleEffect(itemAdded ? 1 : 0.5)
                            .animation(.spring, value: itemAdded)
                    }
                }
                """,
        ])
        #expect(!FileManager.default.fileExists(atPath: w.path("motion/Shirt/Shirt.itemAdded.yaml")), "\(imported.stdout)")
        #expect(imported.stdout.contains("App/Cart.swift:22:14: it watches itemAdded: itemAdded is true whenever Shirt is shown: "
                                         + "Cart at Cart.swift:10 creates it only inside an if on the state passed to it"),
                "\(imported.stdout)")
    }
}
