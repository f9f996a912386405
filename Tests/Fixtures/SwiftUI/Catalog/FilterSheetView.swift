import SwiftUI

// A sheet held in an Optional, as apps hold "which panel is open": nil while closed, the panel's
// case while open. `if let sheet` shows the panel while it holds a case; the list behind dims
// while any panel is open. Each button opens its panel inside a spring; the close button sets
// it back to nil with an ease-out.

enum FilterSheet {
    case filters
    case share
}

struct FilterSheetView: View {
    @State private var sheet: FilterSheet?

    var body: some View {
        ZStack {
            VStack {
                Button("Filters") { withAnimation(.spring(duration: 0.4)) { sheet = .filters } }
                Button("Close") { withAnimation(.easeOut(duration: 0.25)) { sheet = nil } }
            }
            // shows: the list dims to 40 % while a panel is open (sheet is not nil), and comes back when it closes.
            // film: sheet opacity 1 -> 0.4 -> 1
            // animation: { spring: { duration: 0.4 } } | { easeOut: 0.25 }
            .opacity(sheet == nil ? 1 : 0.4)
            if let sheet {
                Text(sheet == .filters ? "Filters" : "Share")
                    .frame(width: 300, height: 200)
                    // shows: the panel rises from the bottom when a button opens it (the spring) and sinks when Close sets nil (the ease-out).
                    // film: sheet transition
                    // effects: move bottom | move bottom
                    // animation: { spring: { duration: 0.4 } } | { easeOut: 0.25 }
                    .transition(.move(edge: .bottom))
            }
        }
    }
}
