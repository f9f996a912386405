import SwiftUI

// An accordion: the row's header button toggles the parent's flag through a @Binding inside a
// 0.25 s ease-in-out. In that one transaction the chevron turns a quarter and the answer fades in.

struct FAQView: View {
    @State private var isExpanded = false

    var body: some View {
        AccordionRow(title: "Shipping", isExpanded: $isExpanded)
    }
}

struct AccordionRow: View {
    let title: String
    @Binding var isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.easeInOut(duration: 0.25)) {
                    isExpanded.toggle()
                }
            } label: {
                HStack {
                    Text(title)
                    Image(systemName: "chevron.right")
                        // shows: the chevron turns from 0° to 90° as the answer opens, and back, in the header's 0.25 s ease-in-out.
                        // film: isExpanded rotation 0 -> 90 -> 0
                        // animation: { easeInOut: 0.25 } | { easeInOut: 0.25 }
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                }
            }
            if isExpanded {
                Text("Ships in two days.")
                    // shows: the answer fades in under the header and out again, in the same ease-in-out.
                    // film: isExpanded transition
                    // effects: opacity | opacity
                    // animation: { easeInOut: 0.25 } | { easeInOut: 0.25 }
                    .transition(.opacity)
            }
        }
    }
}
