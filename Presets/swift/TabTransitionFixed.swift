import SwiftUI

/// The same tab screen with the direction fixed: `forward` is set in `select(_:)` *before* the
/// selection changes (on the next turn of the main queue), so the page being removed has already
/// been rendered with this change's direction when SwiftUI takes its last transition.
struct ContentView: View {
    @State private var selectedTab = 0
    @State private var forward = true

    var body: some View {
        VStack(spacing: 0) {
            HeaderView()
            ZStack {
                switch selectedTab {
                case 0: DashboardView().transition(tabTransition)
                case 1: HabitsView().transition(tabTransition)
                default: GalleryView().transition(tabTransition)
                }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)
            BottomNav(selection: selectedTab, select: select)
        }
    }

    /// Changes the tab: the direction first, then — once it has been rendered — the selection.
    func select(_ tab: Int) {
        guard tab != selectedTab else { return }
        forward = tab > selectedTab
        DispatchQueue.main.async {
            selectedTab = tab
        }
    }

    private var tabTransition: AnyTransition {
        .asymmetric(
            insertion: .move(edge: forward ? .trailing : .leading).combined(with: .opacity),
            removal: .move(edge: forward ? .leading : .trailing).combined(with: .opacity)
        )
    }
}
