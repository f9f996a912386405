import SwiftUI

// The buttons animate the selection with withAnimation(.linear(duration: 0.2)), but the pages'
// container has its own .animation(.spring(response: 0.4, dampingFraction: 0.75), value: page), and
// the tab bar another, .animation(.easeOut(duration: 0.15), value: page).
//
// SwiftUI shows: the container's spring on the pages — an .animation(_:value:) whose value changed
// replaces the transaction's animation for everything inside it; the bar's easeOut is on a sibling
// and does not reach the pages. The transition is a fade with a slight scale, the same both ways.

struct DiscoverPage: View { var body: some View { Text("Discover") } }
struct SavedPage: View { var body: some View { Text("Saved") } }
struct MePage: View { var body: some View { Text("Me") } }

struct ExploreScreen: View {
    @State private var page = 0

    var body: some View {
        VStack {
            ZStack {
                if page == 0 {
                    DiscoverPage().transition(.opacity.combined(with: .scale(scale: 0.96)))
                } else if page == 1 {
                    SavedPage().transition(.opacity.combined(with: .scale(scale: 0.96)))
                } else {
                    MePage().transition(.opacity.combined(with: .scale(scale: 0.96)))
                }
            }
            .animation(.spring(response: 0.4, dampingFraction: 0.75), value: page)
            HStack {
                ForEach(0..<3) { index in
                    Button("\(index)") {
                        withAnimation(.linear(duration: 0.2)) { page = index }
                    }
                }
            }
            .animation(.easeOut(duration: 0.15), value: page)
        }
    }
}
