import Combine
import SwiftUI

// Where SwiftUI looks for changes. A feed held by @StateObject is observed, so the spinner its
// refresh() shows moves in the caller's withAnimation — a method called on any model runs in the
// caller's transaction. The same class held in a plain `let` is not observed: SwiftUI never
// re-renders for it, so nothing moves.

final class FeedModel: ObservableObject {
    @Published var isRefreshing = false

    func refresh() {
        isRefreshing = true
    }

    func finish() {
        isRefreshing = false
    }
}

struct FeedScreen: View {
    @StateObject private var feed = FeedModel()

    var body: some View {
        VStack {
            Button("Refresh") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    feed.refresh()
                }
            }
            Button("Done") {
                withAnimation(.linear(duration: 0.2)) {
                    feed.finish()
                }
            }
            Text("Refreshing…")
                // shows: refreshing fades the label in over the Refresh button's 0.5 s ease-in-out; Done fades it out in its 0.2 s linear.
                // film: feed.isRefreshing opacity 0 -> 1 -> 0
                // animation: { easeInOut: 0.5 } | { linear: 0.2 }
                .opacity(feed.isRefreshing ? 1 : 0)
        }
    }
}

struct StaleFeedScreen: View {
    let feed = FeedModel()

    var body: some View {
        VStack {
            Button("Refresh") {
                // shows: nothing moves: a plain let is not observed, so SwiftUI never renders the change.
                // unfilmed: feed is a plain let of FeedModel, which SwiftUI does not observe: a change of feed.isRefreshing never renders
                withAnimation(.staleFade) {
                    feed.refresh()
                }
            }
            Text("Refreshing…")
                .opacity(feed.isRefreshing ? 1 : 0)
        }
    }
}

extension Animation {
    // shows: nothing of its own: the stale screen's refresh uses it, and that never renders.
    // unfilmed: declared here, and used at Holders.swift:53, which is not filmed (its own line says why): a card moved with it would not be the app's motion
    static let staleFade = Animation.easeInOut(duration: 0.5)
}

// A reusable modifier whose timing comes from its user: the listing names both of the
// animation's free variables.
struct FadeInModifier: ViewModifier {
    let duration: Double
    let delay: Double
    @State private var isVisible = false

    func body(content: Content) -> some View {
        content
            .opacity(isVisible ? 1 : 0)
            .onAppear {
                // shows: the view fades in as it appears, over the duration and after the delay its user gives.
                // unfilmed: it reads duration (Double) and delay (Double) at Holders.swift:82:52, inputs of FadeInModifier with no value of their own — the view creating FadeInModifier passes them — and the catalogue gives a value to Bool and enum inputs only
                withAnimation(.easeInOut(duration: duration).delay(delay)) {
                    isVisible = true
                }
            }
    }
}
