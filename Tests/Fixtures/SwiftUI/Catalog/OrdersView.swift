import SwiftUI

// A screen that loads its data, as apps write it: a `switch` over a state enum whose cases carry
// the data (`.loaded(orders:more:)`), set when the load returns. SwiftUI swaps the cases' views with
// its default transition, `.opacity`, in the transaction of the assignment; which case is shown is
// all a `switch` tells apart, whatever the payload. Below it, a tips panel whose toggle is inside an
// `if` over the store's suggestions: the chevron exists only while there are suggestions, so the
// panel opens and closes only then, though the store starts with none. The panel's own Done button
// closes it through a binding, in the chevron's animation: the same change, made from the child.

@Observable
final class OrdersStore {
    var suggestions: [String] = []

    func refresh() async {
        suggestions = ["Reorder your usual", "Track a parcel"]
    }
}

enum OrdersState {
    case loading
    case loaded(orders: [String], more: Bool)
    case failed(message: String)
}

struct OrdersView: View {
    @State private var state: OrdersState = .loading
    @State private var showsTips = false
    @State private var store = OrdersStore()

    var body: some View {
        VStack(spacing: 12) {
            switch state {
            case .loading:
                // shows: the spinner fades out when the orders arrive, in the load's bare withAnimation (SwiftUI's default spring), and is back at once when Reload is tapped.
                // film: state transition
                // effects: opacity | opacity
                // animation: default | none
                ProgressView()
                    .frame(width: 44, height: 44)
            case .loaded(let orders, _):
                // shows: the list of orders fades in as the spinner fades out, in the same default spring, and goes at once on Reload; its rows are the orders, which the catalogue cannot count, so one row stands for them.
                // film: state transition
                // effects: opacity | opacity
                // animation: default | none
                VStack(spacing: 8) {
                    ForEach(orders, id: \.self) { order in
                        Text(order)
                            .frame(width: 300, height: 44)
                            .background(Color.white)
                    }
                    Button("Reload") {
                        state = .loading
                    }
                }
            case .failed(let message):
                Text(message)
            }
            if !store.suggestions.isEmpty {
                HStack {
                    Text("Suggestions")
                    Button {
                        // shows: the chevron toggles the tips with a snappy animation; it is there only while the store has suggestions.
                        // decides: showsTips
                        withAnimation(.snappy) {
                            showsTips.toggle()
                        }
                    } label: {
                        Image(systemName: "chevron.down")
                    }
                }
                if showsTips {
                    Self.TipsCard(isShown: $showsTips)
                        .frame(width: 300, height: 60)
                        .background(Color.yellow)
                        // shows: the tips slide down from the top when the chevron is tapped and back up on the next tap, with its snappy animation.
                        // film: showsTips transition
                        // effects: move top | move top
                        // animation: snappy | snappy
                        .transition(.move(edge: .top))
                }
            }
        }
        .task {
            let orders = await loadOrders()
            // shows: when the load returns, the loaded case replaces the spinner in SwiftUI's default animation.
            // decides: state
            withAnimation {
                state = .loaded(orders: orders, more: false)
            }
            await store.refresh()
        }
    }

    private func loadOrders() async -> [String] {
        ["Order 1042", "Order 1043"]
    }
}

extension OrdersView {
    /// The tips, with a Done button that closes them from inside, through the binding.
    struct TipsCard: View {
        @Binding var isShown: Bool

        var body: some View {
            HStack {
                Text("Tap an order to track it")
                Button("Done") {
                    // shows: Done closes the tips through the binding with the chevron's snappy animation: the same change as the chevron's second tap, made from the card.
                    // decides: showsTips
                    withAnimation(.snappy) {
                        isShown = false
                    }
                }
                Button("Later") {
                    // shows: Later closes the tips with a smooth animation instead, a change the film of showsTips (made by the chevron's snappy) does not show.
                    // unfilmed: it changes isShown, which is OrdersView's showsTips through a binding, in an animation none of the changes OrdersView.showsTips's film shows is made with (its film shows each change as the first code that makes it does)
                    withAnimation(.smooth) {
                        isShown = false
                    }
                }
            }
        }
    }
}
