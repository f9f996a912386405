import Foundation
import Testing
import TestSupport

/// A store of The Composable Architecture: a view reads its `@ObservableState` through
/// `store.property`, and changes it by sending an action whose reducer case sets it; the send's
/// `animation:` is the change's transaction. Two features' `State`s and same-named actions stay apart.
@Suite("import DIR -o FOLDER: a store's state, changed by the reducer case an action runs")
struct CatalogueStoreTests {
    static let files = [
        "App/Panel.swift": """
                import ComposableArchitecture
                import SwiftUI

                @Reducer
                struct Panel {
                    @ObservableState
                    struct State: Equatable {
                        var isOpen: Bool
                        var badge: BadgeState

                        init(isOpen: Bool = false, badge: BadgeState = BadgeState()) {
                            self.isOpen = isOpen
                            self.badge = badge
                        }
                    }

                    @ObservableState
                    struct BadgeState: Equatable {
                        var isShown = false
                    }

                    enum Action {
                        case openTapped
                        case closeTapped
                        case badgeTapped
                    }

                    var body: some ReducerOf<Self> {
                        Reduce { state, action in
                            switch action {
                            case .openTapped:
                                state.isOpen = true
                                return .none
                            case .closeTapped:
                                state.isOpen = false
                                return .none
                            case .badgeTapped:
                                state.badge.isShown = true
                                return .none
                            }
                        }
                    }
                }

                struct PanelView: View {
                    @Bindable var store: StoreOf<Panel>

                    var body: some View {
                        ZStack(alignment: .bottom) {
                            Color.white
                                .onTapGesture { store.send(.openTapped, animation: .linear(duration: 0.5)) }
                            if store.isOpen {
                                Rectangle()
                                    .fill(.blue)
                                    .frame(height: 200)
                                    .transition(.move(edge: .bottom))
                                    .onTapGesture { store.send(.closeTapped) }
                            }
                            Circle()
                                .frame(width: 40, height: 40)
                                .scaleEffect(store.badge.isShown ? 1 : 0.5)
                                .onTapGesture { store.send(.badgeTapped, animation: .linear(duration: 0.25)) }
                        }
                    }
                }
            """,
        "App/Drawer.swift": """
                import ComposableArchitecture
                import SwiftUI

                // Another feature with a State and an action of the same names: its own, with its own animation.
                @Reducer
                struct Drawer {
                    @ObservableState
                    struct State: Equatable {
                        var isOpen = true
                    }

                    enum Action {
                        case openTapped
                    }

                    // A nested type named as SwiftUI's: `Animation.linear` below is still SwiftUI's.
                    fileprivate enum Animation: Equatable {
                        case inherited
                    }

                    var body: some ReducerOf<Self> {
                        Reduce { state, action in
                            switch action {
                            case .openTapped:
                                state.isOpen = false
                                return .none
                            }
                        }
                    }
                }

                struct DrawerView: View {
                    let store: StoreOf<Drawer>

                    var body: some View {
                        VStack {
                            if store.isOpen {
                                Text("Drawer")
                                    .transition(AnyTransition.opacity.animation(Animation.linear(duration: 2)))
                            }
                        }
                        .onTapGesture { store.send(.openTapped, animation: .linear(duration: 2)) }
                    }
                }
            """,
    ]

    @Test("the panel slides up in the open action's linear 0.5 s and leaves at once on close; the badge scales in its own send's animation")
    func panel() throws {
        let w = try Workspace()
        let imported = try w.catalogue(Self.files)
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Panel/PanelView.store.isOpen.yaml"), encoding: .utf8)
        // `isOpen` has no value of its own: the initializer's default, false.
        #expect(preset.contains("filmed value by value: false → true → false."), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Panel/PanelView.store.isOpen.yaml") {
            guard let panel = Workspace.layer("rectangle", in: layers) else {
                // Not yet sent, or closed by an action sent with no animation: gone at once.
                #expect(t < 0.3 || t >= 1.5, "t = \(t): the panel is missing")
                continue
            }
            #expect(t >= 0.3 && t < 1.5, "t = \(t): the panel is shown")
            // .move(edge: .bottom) of a 200-point panel at the bottom: from 200 below, linearly.
            let y = try #require((panel["offset"] as? [String: Double])?["y"])
            #expect(abs(y - 200 * (1 - min((t - 0.3) / 0.5, 1))) <= 1e-6, "t = \(t): \(y)")
            measured += 1
        }
        #expect(measured >= 60)
        // `state.badge.isShown = true`: a property of a state the state holds.
        for (t, badge) in try w.layerFrames(of: "motion/Panel/PanelView.store.badge.isShown.yaml", id: "circle") {
            let scale = try #require(badge["scale"] as? Double)
            #expect(abs(scale - (0.5 + 0.5 * min(max((t - 0.3) / 0.25, 0), 1))) <= 1e-6, "t = \(t): \(scale)")
        }
    }

    @Test("the drawer's State and its own openTapped are its own: it fades out in 2 s linearly, not in the panel's animation")
    func drawer() throws {
        let w = try Workspace()
        try w.catalogue(Self.files)
        let preset = try String(contentsOfFile: w.path("motion/Drawer/DrawerView.store.isOpen.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: true → false."), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Drawer/DrawerView.store.isOpen.yaml") where t < 2.3 {
            let drawer = try #require(Workspace.layer("drawer", in: layers), "t = \(t)")
            let opacity = try #require(drawer["opacity"] as? Double)
            #expect(abs(opacity - (1 - min(max((t - 0.3) / 2, 0), 1))) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 100)
    }

    @Test("`case let .productLoaded(product): state.product = product`, sent by the feature's effect with a linear 0.5 s animation: the offer fades in so")
    func payloadCaseFromAnEffect() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Offer.swift": """
            import ComposableArchitecture
            import SwiftUI

            struct Product: Equatable { var price: String }

            @Reducer
            struct Offer {
                @ObservableState
                struct State: Equatable {
                    var product: Product?
                }

                enum Action {
                    case task
                    case productLoaded(Product)
                }

                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .task:
                            return .run { send in
                                await send(.productLoaded(Product(price: "$4.99")), animation: .linear(duration: 0.5))
                            }
                        case let .productLoaded(product):
                            state.product = product
                            return .none
                        }
                    }
                }
            }

            struct OfferView: View {
                let store: StoreOf<Offer>

                var body: some View {
                    VStack {
                        if store.product != nil {
                            Text("Buy")
                                .transition(.opacity)
                        }
                    }
                    .task { await store.send(.task).finish() }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Offer/OfferView.store.product.yaml"), encoding: .utf8)
        // The payload's value is not read: not nil, made by the case's assignment (line 26).
        #expect(preset.contains("filmed value by value: nil → .some."), "\(preset)")
        #expect(preset.contains("change: [nil, .some], site: 40, line: 26 }"), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Offer/OfferView.store.product.yaml") {
            guard let buy = Workspace.layer("buy", in: layers) else {
                #expect(t < 0.3, "t = \(t): the offer is missing")
                continue
            }
            let opacity = try #require(buy["opacity"] as? Double)
            #expect(abs(opacity - min((t - 0.3) / 0.5, 1)) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 30)
    }
}
