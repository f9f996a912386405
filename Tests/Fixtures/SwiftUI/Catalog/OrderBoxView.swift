import SwiftUI

// An order's box, written for iOS and the Mac in one file as Apple's sample apps are: the
// compiler keeps, for an iOS build, the first clause of each #if whose condition holds, and drops
// the rest; what SwiftUI shows on the phone is that code. The box's state is a CGSize and a Color,
// assigned in one withAnimation.
#if os(iOS) && !DEBUG
struct OrderBoxView: View {
    @State private var lift: CGSize = .zero
    @State private var tint: Color = .blue
    @State private var isSealed = false
    @State private var showsNote = false

    var body: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 16)
                // shows: the box slides 60 pt to the right (and 20 pt up) when tapped, with the spring of the tap's withAnimation.
                // film: lift offsetX 0 -> 60
                // animation: { spring: { response: 0.4, dampingFraction: 0.7 } }
                .offset(lift)
            Circle()
                // shows: the lid turns from system blue to system red in the same withAnimation: one event, one film.
                // film: lift fill #007AFF -> #FF3B30
                // animation: { spring: { response: 0.4, dampingFraction: 0.7 } }
                .fill(tint)
            Button("Seal") { isSealed.toggle() }
            Button("Note") { showsNote.toggle() }
            if showsNote {
                if #available(iOS 17, *) {
                    Text("Sealed")
                        // shows: on iOS 17 and later, the note appears and disappears at once: the Note button has no withAnimation,
                        // and the VStack's .animation watches isSealed, which this change leaves alone (the .scale is never seen).
                        // film: showsNote transition
                        // effects: scale 0 | scale 0
                        // animation: none | none
                        .transition(.scale)
                }
            }
            // The Mac build's frame is not on the phone; the Mac's .animation is not a site there.
            #if os(macOS)
            Text("Drag to the Dock")
                .animation(.linear, value: tint)
            #endif
        }
        .padding()
        #if os(macOS)
        .frame(minWidth: 300, minHeight: 300)
        .animation(.linear, value: isSealed)
        #elseif os(iOS)
        // shows: the whole box dims to 60 % when sealed and back when unsealed, easing in as the .animation below says:
        // the Seal button's toggle has no withAnimation of its own.
        // film: isSealed opacity 1 -> 0.6 -> 1
        // animation: easeIn | easeIn
        .opacity(isSealed ? 0.6 : 1)
        // shows: this gives every change of isSealed under it easeIn, the Seal button having no withAnimation.
        // decides: isSealed
        .animation(.easeIn, value: isSealed)
        #endif
        .onTapGesture {
            // shows: the tap sets lift and tint inside one withAnimation spring, which both take.
            // decides: lift and tint
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                lift = CGSize(width: 60, height: -20)
                tint = .red
            }
        }
    }
}
#else
struct OrderBoxView: View {
    var body: some View { Text("The Mac's box") }
}
#endif
