import SwiftUI

// SwiftUI shows: a tap on "Shelf" slides the shelf in from the leading edge in the app's shared
// spring (Motion.cardSpring: response 0.35, damping fraction 0.8); the next tap slides it out.
struct ShelfView: View {
    @State private var showsShelf = false

    var body: some View {
        VStack {
            Button("Shelf") {
                withAnimation(Motion.cardSpring) {
                    showsShelf.toggle()
                }
            }
            if showsShelf {
                Rectangle()
                    .fill(Color.orange)
                    .frame(width: 240, height: 60)
                    .transition(.move(edge: .leading))
            }
        }
    }
}

// SwiftUI shows: the sale banner drops in from the top on appear, in the shared spring.
struct SaleBanner: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Sale")
                    .padding()
                    .background(Color.yellow)
                    .transition(.move(edge: .top))
            }
        }
        .onAppear {
            withAnimation(Motion.cardSpring) { shown = true }
        }
    }
}
