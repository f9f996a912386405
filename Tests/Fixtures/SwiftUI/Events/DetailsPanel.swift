import SwiftUI

// A parent and its @Binding child, both changing one flag. The parent's Details button
// toggles it inside a spring; the child's own tap toggles it with no animation. These are two
// events: SwiftUI springs the card open and shut for the button, and snaps it for the tap.

struct DetailsPanel: View {
    @State private var showsDetails = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Details") {
                // shows: the parent's spring, filmed in the card's film through its @Binding.
                // decides: showsDetails
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    showsDetails.toggle()
                }
            }
            DetailsCard(isOn: $showsDetails)
        }
    }
}

struct DetailsCard: View {
    @Binding var isOn: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.blue)
            // shows: the Details button springs the card open to 200 points and shut again (the parent's spring, response 0.4, damping 0.7); then the card's own taps snap it open and shut at once. Two events, one film (the events in source order), each change in its own transaction.
            // film: isOn height 60 -> 200 -> 60 -> 200 -> 60
            // animation: { spring: { response: 0.4, dampingFraction: 0.7 } } | { spring: { response: 0.4, dampingFraction: 0.7 } } | none | none
            .frame(width: 300, height: isOn ? 200 : 60)
            .onTapGesture {
                isOn.toggle()
            }
    }
}
