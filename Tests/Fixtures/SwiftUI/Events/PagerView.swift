import SwiftUI

// A tab bar with a direction flag. select(_:) first sets movingForward from the tabs' order,
// then changes the selection in a 0.35 s spring. The page coming in is built in the render after
// the event, with the flag the event left; the page going out keeps the transition of its last
// render. So going forward the new page enters from the trailing edge, and going back to the
// first tab it enters from the leading edge.

enum PagerTab: Int, CaseIterable {
    case home, search, profile
}

struct PagerView: View {
    @State private var selection: PagerTab = .home
    @State private var movingForward = true

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                switch selection {
                case .home:
                    Color.blue
                        // shows: going forward to Search, Home leaves toward the leading edge; coming back from Profile it enters from the leading edge (the flag is false by then), both in the selection's spring.
                        // film: selection transition
                        // effects: move leading | move leading
                        // animation: { spring: { response: 0.35, dampingFraction: 0.86 } } | { spring: { response: 0.35, dampingFraction: 0.86 } }
                        .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                removal: .move(edge: movingForward ? .leading : .trailing)))
                case .search:
                    Color.green
                        // shows: Search enters from the trailing edge and, when Profile is chosen, leaves toward the leading edge, in the selection's spring.
                        // film: selection transition
                        // effects: move trailing | move leading
                        // animation: { spring: { response: 0.35, dampingFraction: 0.86 } } | { spring: { response: 0.35, dampingFraction: 0.86 } }
                        .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                removal: .move(edge: movingForward ? .leading : .trailing)))
                case .profile:
                    Color.orange
                        .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                removal: .move(edge: movingForward ? .leading : .trailing)))
                }
            }
            .clipped()
            HStack {
                ForEach(PagerTab.allCases, id: \.self) { tab in
                    Button("\(tab.rawValue)") { select(tab) }
                }
            }
        }
    }

    private func select(_ tab: PagerTab) {
        movingForward = tab.rawValue > selection.rawValue
        withAnimation(.spring(response: 0.35, dampingFraction: 0.86)) {
            selection = tab
        }
    }
}
