import SwiftUI

// An iOS 17 Transition of the app's own: pages move up as they come and go (phase.value is -1
// before appearing, 1 after disappearing, so the offset is 40 points below, then 40 above),
// shrinking a little unless the phase is the identity. The buttons use withAnimation(.bouncy).
//
// SwiftUI shows: the inserted page rises from 40 points below at scale 0.9, the removed page
// rises 40 points away at scale 0.9, on every change alike; .bouncy (response 0.5, damping fraction 0.7).

struct Rise: Trafsition {
    var distance: CGFloat = 40

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .offset(y: phase.value * -distance)
            .scaleEffect(phase.isIdentity ? 1 : 0.9)
    }
}

struct ReaderToday: View { var body: some View { Text("Today") } }
struct ReaderSaved: View { var body: some View { Text("Saved") } }
struct ReaderTopics: View { var body: some View { Text("Topics") } }

struct ReaderScreen: View {
    @State private var tab = 0

    var body: some View {
        VStack {
            ZStack {
                if tab == 0 {
                    ReaderToday().transition(Rise())
                } else if tab == 1 {
                    ReaderSaved().transition(Rise())
                } else {
                    ReaderTopics().transition(Rise())
                }
            }
            HStack {
                Button("Today") { withAnimation(.bouncy) { tab = 0 } }
                Button("Saved") { withAnimation(.bouncy) { tab = 1 } }
                Button("Topics") { withAnimation(.bouncy) { tab = 2 } }
            }
        }
    }
}
