import SwiftUI

// SwiftUI shows: a tap on "Cart" inserts the card (from the bottom), the total (fading), the dot
// (scaling) and the badge (popping), all in one spring (response 0.4, damping fraction 0.7);
// the next tap removes them with it.
struct CartView: View {
    @State private var showsCart = false

    var body: some View {
        VStack(spacing: 12) {
            Button("Cart") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    showsCart.toggle()
                }
            }
            if showsCart {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 200, height: 80)
                    .transition(.move(edge: .bottom))
                Text("Total")
                    .transition(.opacity)
                Circle()
                    .fill(Color.red)
                    .frame(width: 24, height: 24)
                    .transition(.scale)
                Capsule()
                    .fill(Color.green)
                    .frame(width: 120, height: 30)
                    .transition(.pop)
            }
        }
    }
}
