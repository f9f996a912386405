import SwiftUI

// A delivery card whose events wait between their changes, as Apple's food truck sample's order
// box does: a tap drops the box and lifts it back 0.15 s later (Task.sleep), and the light
// brightens 0.4 s after the card appears and dims 0.5 s after that (two asyncAfter deadlines).
// SwiftUI runs an event's code statement by statement; a change made after a wait animates from
// wherever the change before it has got to, so the lift takes over from the drop mid-way.
struct DeliveryView: View {
    @State private var isDropped = false
    @State private var isLit = false

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .frame(width: 200, height: 120)
                // shows: a tap drops the box 15 pt with a spring and, 0.15 s later, lifts it back with the same spring, which starts from wherever the drop has got to.
                // film: isDropped offsetY 0 -> 15 -> 0
                // animation: { spring: { response: 0.3, dampingFraction: 0.6 } } | { spring: { response: 0.3, dampingFraction: 0.6 } }
                // waits: 0.15
                .offset(y: isDropped ? 15 : 0)
                .onTapGesture {
                    Task { await drop() }
                }
            Circle()
                .frame(width: 24, height: 24)
                // shows: 0.4 s after the card appears the light brightens over 0.2 s, easing in; 0.5 s later it dims over 0.2 s, easing out.
                // film: isLit opacity 0.3 -> 1 -> 0.3
                // animation: { easeIn: 0.2 } | { easeOut: 0.2 }
                // waits: 0.5
                .opacity(isLit ? 1 : 0.3)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                // shows: the brightening's own ease; the asyncAfter runs after onAppear's transaction has ended.
                // decides: isLit
                withAnimation(.easeIn(duration: 0.2)) { isLit = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) {
                // shows: the dimming's ease, 0.5 s after the brightening started.
                // decides: isLit
                withAnimation(.easeOut(duration: 0.2)) { isLit = false }
            }
        }
    }

    /// The tap's event: a helper the view calls, so its changes are the tap's, in the tap's order.
    func drop() async {
        // shows: the drop's spring.
        // decides: isDropped
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { isDropped = true }
        try? await Task.sleep(nanoseconds: 150_000_000)
        // shows: the lift's spring, 0.15 s after the drop.
        // decides: isDropped
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { isDropped = false }
    }
}
