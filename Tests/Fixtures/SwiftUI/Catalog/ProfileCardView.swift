import SwiftUI

// A profile card that grows when tapped: its height, corner radius and chevron follow one
// `.animation(_:value:)` on the card, and the bio slides in under the name. Below it, a Follow
// button that shrinks while a finger is on it, animated by the withAnimation in its press handler.

struct ProfileCardView: View {
    @State private var isExpanded = false
    @State private var isPressed = false

    var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text("Maya Lindqvist")
                        .font(.headline)
                        .foregroundStyle(.white)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .foregroundStyle(.white)
                        .frame(width: 24, height: 24)
                        // shows: the chevron turns upside down as the card opens and back as it closes; the card's .animation(_:value: isExpanded) wraps it and its value changed, so the turn springs with it.
                        // film: isExpanded rotation 0 -> 180 -> 0
                        // animation: { spring: { duration: 0.4, bounce: 0.25 } } | { spring: { duration: 0.4, bounce: 0.25 } }
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }

                if isExpanded {
                    Text("Ceramicist in Gothenburg. Open for commissions from March.")
                        .font(.subheadline)
                        .padding(12)
                        .frame(width: 280, height: 96, alignment: .topLeading)
                        .background(Color.purple)
                        .foregroundStyle(.white)
                        .cornerRadius(12)
                        // shows: the bio slides down from the top edge while fading in when the card opens, and back up while fading out when it closes; the tap has no withAnimation, but the card's .animation(_:value: isExpanded) around it sees its value change and gives both the spring.
                        // film: isExpanded transition
                        // effects: move top, opacity | move top, opacity
                        // animation: { spring: { duration: 0.4, bounce: 0.25 } } | { spring: { duration: 0.4, bounce: 0.25 } }
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .padding(20)
            // shows: the card grows from 120 to 260 points tall when tapped and shrinks back on the next tap; the .animation(_:value: isExpanded) written after it sees isExpanded change, so the height springs.
            // film: isExpanded height 120 -> 260 -> 120
            // animation: { spring: { duration: 0.4, bounce: 0.25 } } | { spring: { duration: 0.4, bounce: 0.25 } }
            .frame(width: 320, height: isExpanded ? 260 : 120, alignment: .top)
            .background(Color.indigo)
            // shows: the corners round out from 16 to 28 points as the card grows and tighten again as it shrinks, with the same spring as the height, from the .animation(_:value: isExpanded) below.
            // film: isExpanded cornerRadius 16 -> 28 -> 16
            // animation: { spring: { duration: 0.4, bounce: 0.25 } } | { spring: { duration: 0.4, bounce: 0.25 } }
            .cornerRadius(isExpanded ? 28 : 16)
            // shows: this modifier gives every change of isExpanded inside the card a spring of 0.4 s with a little bounce, because the tap that toggles it has no withAnimation and this is the only animation on the way down.
            // decides: isExpanded
            .animation(.spring(duration: 0.4, bounce: 0.25), value: isExpanded)
            .onTapGesture {
                isExpanded.toggle()
            }

            Text("Follow")
                .font(.headline)
                .frame(width: 200, height: 52)
                .background(Color.orange)
                .foregroundStyle(.white)
                .cornerRadius(12)
                // shows: the button shrinks to 95 % while it is held and grows back when released; each change comes from the withAnimation(.snappy) in the press handler, and no .animation modifier above it watches isPressed.
                // film: isPressed scale 1 -> 0.95 -> 1
                // animation: snappy | snappy
                .scaleEffect(isPressed ? 0.95 : 1)
                .onLongPressGesture(minimumDuration: 0.3, pressing: { pressing in
                    // shows: the press handler sets isPressed to whether a finger is down, inside withAnimation(.snappy), so both the press and the release animate snappily.
                    // decides: isPressed
                    withAnimation(.snappy) {
                        isPressed = pressing
                    }
                }, perform: {})
        }
        .padding(.top, 40)
    }
}
