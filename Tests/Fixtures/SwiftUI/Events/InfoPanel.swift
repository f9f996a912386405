import SwiftUI

// The app's own animations, and a panel that shows its info card under a container's
// .animation(.mySpring, value:). The card's .transition is used with the spring the VStack gives
// every change of shouldShowInfo below it. `quick` is declared and used by no view: it is filmed
// on its own; `quickSpring` is the one the filter chip uses.

extension Animation {
    static let mySpring = Animation.spring(response: 0.5, dampingFraction: 0.75)
    // shows: declared, used by no view: a stand-in moves 150 points and back in a 0.15 s ease-out.
    // decides: quick
    static let quick = Animation.easeOut(duration: 0.15)
    static let quickSpring = Animation.spring(response: 0.25, dampingFraction: 0.9)
}

struct InfoPanel: View {
    @State private var shouldShowInfo = false
    @State private var isFiltered = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Info") { shouldShowInfo.toggle() }
            if shouldShowInfo {
                Text("Free returns for 30 days")
                    .frame(width: 300, height: 80)
                    .background(Color.yellow)
                    // shows: the card rises in from the bottom in the container's mySpring and goes back down in it.
                    // film: shouldShowInfo transition
                    // effects: move bottom | move bottom
                    // animation: { spring: { response: 0.5, dampingFraction: 0.75 } } | { spring: { response: 0.5, dampingFraction: 0.75 } }
                    .transition(.move(edge: .bottom))
            }
            Text("Filter")
                .frame(width: 120, height: 36)
                // shows: the chip brightens and dims in the app's quickSpring.
                // film: isFiltered opacity 0.5 -> 1 -> 0.5
                // animation: { spring: { response: 0.25, dampingFraction: 0.9 } } | { spring: { response: 0.25, dampingFraction: 0.9 } }
                .opacity(isFiltered ? 1 : 0.5)
                .onTapGesture {
                    withAnimation(.quickSpring) { isFiltered.toggle() }
                }
        }
        .animation(.mySpring, value: shouldShowInfo)
    }
}
