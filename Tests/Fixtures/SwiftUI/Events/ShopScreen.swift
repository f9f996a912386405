import SwiftUI

// A screen that reads both models from the environment and only calls their methods. The badge
// and the toast are shown by the models' properties, so each change is made in the
// transaction of the method that sets it (Models.swift), not in anything written here.

struct ShopScreen: View {
    @Environment(ToastCenter.self) private var toasts
    @Environment(Basket.self) private var basket

    var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 16) {
                HStack(spacing: 8) {
                    Text("Basket")
                    if basket.showsBadge {
                        Circle()
                            .fill(Color.red)
                            .frame(width: 12, height: 12)
                            // shows: adding tea pops the red badge in with the basket's snappy spring; removing the last item shrinks it away in the basket's smooth spring (remove(_:) hides it only when the basket is empty, which it then is).
                            // film: basket.showsBadge transition
                            // effects: scale 0 | scale 0
                            // animation: snappy | smooth
                            .transition(.scale)
                    }
                }
                Button("Add tea") { basket.add("Tea") }
                Button("Remove tea") { basket.remove("Tea") }
                Button("Save") { toasts.show("Saved") }
            }
            if let message = toasts.message {
                Text(message)
                    .frame(width: 300, height: 48)
                    .background(Color.black)
                    // shows: saving drops the toast in from the top with the centre's bouncy spring (0.4 s); a tap on it lifts it away in the centre's 0.2 s ease-out.
                    // film: toasts.message transition
                    // effects: move top | move top
                    // animation: { spring: { duration: 0.4, bounce: 0.3 } } | { easeOut: 0.2 }
                    .transition(.move(edge: .top))
                    .onTapGesture { toasts.dismiss() }
            }
        }
    }
}
