import SwiftUI

// A help hint as apps write it: shown by an `if`, with no `.transition`. SwiftUI inserts and
// removes it with its default transition, `.opacity`, animated by the transaction of the change —
// here the Help button's withAnimation. The hint below it is inside a VStack that is itself in a
// branch, so it comes and goes with that branch as a whole.

struct HintView: View {
    @State private var showsHint = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Help") {
                // shows: a tap shows the hint and the next hides it, easing in and out over 0.35 s.
                // decides: showsHint
                withAnimation(.easeInOut(duration: 0.35)) { showsHint.toggle() }
            }
            if showsHint {
                // shows: the hint fades in when shown and out when hidden — no .transition, so SwiftUI's default, .opacity — with the button's easeInOut.
                // film: showsHint transition
                // effects: opacity | opacity
                // animation: { easeInOut: 0.35 } | { easeInOut: 0.35 }
                HintCard()
            }
        }
    }
}

struct HintCard: View {
    var body: some View {
        Text("Swipe a row to archive it")
            .frame(width: 260, height: 60)
    }
}
