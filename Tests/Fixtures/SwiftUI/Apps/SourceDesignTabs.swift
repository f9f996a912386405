import SwiftUI

// The tab screen of the source design, written as its code is: three separate `if selectedTab == N`
// blocks in one ZStack, each page with `.transition(tabTransition(for: N))`; the direction is
// `selectedTab > previousTab`, computed when the transition is built; `previousTab = oldValue` in
// `.onChange(of: selectedTab)`; the spring on the pages' ZStack, `.animation(_:value: selectedTab)`.
// The nav changes the selection through a binding, with no withAnimation of its own.
//
// SwiftUI shows: .spring(response: 0.3, dampingFraction: 0.85) on every change (the ZStack's
// .animation watches selectedTab, which each change writes). The inserted page is built in the render
// that sees the change, before .onChange has run, so it comes in the change's way on the first two
// changes (previousTab is 0) and on the reversal (previousTab is 1 by then). The removed page keeps
// the transition of its last render: on the first change that render had 0 > 0, false, so Dashboard
// leaves towards trailing; on the second, 1 > 0, so Habits leaves towards leading; on the reversal
// (2 → 0) the last render had 2 > 1, so Gallery leaves towards leading too, the wrong way for a
// backward change: the stale removal that `import` warns about.

struct DashboardView: View { var body: some View { Text("Dashboard") } }
struct HabitsView: View { var body: some View { Text("Habits") } }
struct GalleryView: View { var body: some View { Text("Gallery") } }
struct HeaderView: View { var body: some View { Text("Remi") } }

struct BottomNav: View {
    @Binding var selectedTab: Int

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Button("Tab \(index)") { selectedTab = index }
            }
        }
    }
}

struct RemiTabs: View {
    @State private var selectedTab = 0
    @State private var previousTab = 0

    var body: some View {
        ZStack {
            ZStack {
                if selectedTab == 0 {
                    DashboardView()
                        .transition(tabTransition(for: 0))
                }
                if selectedTab == 1 {
                    HabitsView()
                        .transition(tabTransition(for: 1))
                }
                if selectedTab == 2 {
                    GalleryView()
                        .transition(tabTransition(for: 2))
                }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)
            VStack {
                HeaderView()
                Spacer()
                BottomNav(selectedTab: $selectedTab)
            }
            .zIndex(100)
        }
        .onChange(of: selectedTab) { oldValue, newValue in
            previousTab = oldValue
        }
    }

    private func tabTransition(for tab: Int) -> AnyTransition {
        let isForward = selectedTab > previousTab
        return .asymmetric(
            insertion: .move(edge: isForward ? .trailing : .leading).combined(with: .opacity),
            removal: .move(edge: isForward ? .leading : .trailing).combined(with: .opacity)
        )
    }
}
