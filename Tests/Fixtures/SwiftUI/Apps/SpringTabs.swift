import SwiftUI

// The screen a new user imports first: three tabs whose buttons change the selection inside
// withAnimation(.spring(duration: 0.45, bounce: 0.2)), a direction flag set in the same tap, and
// unrelated .animation(_:value:) modifiers elsewhere (the filter sheet's, the tab bar's).
//
// SwiftUI shows: every change animated by the buttons' spring (response 0.45, damping fraction
// 0.8) — the filter sheet's easeInOut watches showFilters, which the tap does not change, and the
// bar's snappy sits on a sibling of the pages, so neither reaches them. The pages slide by
// movingForward, which the tap sets with the selection: the inserted page reads the new value,
// the removed page keeps its last render's, so on a reversal it leaves the previous change's way.

enum Tab: Int, CaseIterable {
    case home, explore, profile

    var title: String {
        switch self {
        case .home: "Home"
        case .explore: "Explore"
        case .profile: "Profile"
        }
    }
}

extension AnyTransition {
    static func slide(forward: Bool) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: forward ? .trailing : .leading).combined(with: .opacity),
            removal: .move(edge: forward ? .leading : .trailing).combined(with: .opacity)
        )
    }
}

struct ContentView: View {
    @State private var selection: Tab = .home
    @State private var movingForward = true
    @State private var showFilters = false

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(selection.title).font(.headline)
                Spacer()
                Button("Filters") { showFilters.toggle() }
            }
            .padding()

            ZStack {
                switch selection {
                case .home:
                    HomeView()
                        .transition(.slide(forward: movingForward))
                case .explore:
                    ExploreView()
                        .transition(.slide(forward: movingForward))
                case .profile:
                    ProfileView()
                        .transition(.slide(forward: movingForward))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            HStack {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Button {
                        withAnimation(.spring(duration: 0.45, bounce: 0.2)) {
                            movingForward = tab.rawValue > selection.rawValue
                            selection = tab
                        }
                    } label: {
                        Text(tab.title)
                    }
                }
            }
            .animation(.snappy, value: selection)
        }
        .overlay(alignment: .top) {
            if showFilters {
                FilterSheet()
                    .transition(.move(edge: .top))
            }
        }
        .animation(.easeInOut(duration: 0.3).delay(0.05), value: showFilters)
    }
}
