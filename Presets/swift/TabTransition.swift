import SwiftUI

/// The tab screen of the source design, as its code is written: the direction of a change is
/// computed when the transition is built, from `selectedTab > previousTab`, and `previousTab`
/// is remembered in `.onChange(of: selectedTab)`.
///
/// SwiftUI removes a view with the transition of its last render, and `previousTab` changes a
/// render after the selection, so the removed page leaves in the previous change's direction:
/// towards the trailing edge on the first change. `tab-from-code` renders exactly that, and
/// `motionreel validate` warns about it; `TabTransitionFixed.swift` is the fix.
struct ContentView: View {
    @State private var selectedTab = 0
    @State private var previousTab = 0

    var body: some View {
        VStack(spacing: 0) {
            HeaderView()
            ZStack {
                switch selectedTab {
                case 0:
                    DashboardView()
                        .transition(tabTransition)
                case 1:
                    HabitsView()
                        .transition(tabTransition)
                default:
                    GalleryView()
                        .transition(tabTransition)
                }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)
            BottomNav(selection: $selectedTab)
        }
        .onChange(of: selectedTab) { oldValue, _ in
            previousTab = oldValue
        }
    }

    private var tabTransition: AnyTransition {
        let forward = selectedTab > previousTab
        return .asymmetric(
            insertion: .move(edge: forward ? .trailing : .leading).combined(with: .opacity),
            removal: .move(edge: forward ? .leading : .trailing).combined(with: .opacity)
        )
    }
}
