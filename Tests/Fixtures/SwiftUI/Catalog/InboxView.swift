import SwiftUI

// A screen whose state all lives in models (InboxStore.swift): the store comes from the
// environment, the composer is the view's @StateObject. The view only reads their properties and
// calls their methods (or sets one directly, for the filter); each motion is filmed with the
// animation of the code that makes the change, wherever it is written.

struct InboxView: View {
    @Environment(InboxStore.self) private var store
    @StateObject private var composer = ComposerModel()

    var body: some View {
        VStack(spacing: 12) {
            if store.showsBanner {
                Text("Synced")
                    .frame(width: 320, height: 44)
                    .background(Color.green)
                    .cornerRadius(12)
                    // shows: the banner comes down from the top when the store syncs (its spring) and goes back up when it is dismissed (its 0.2 s ease-out).
                    // film: store.showsBanner transition
                    // effects: move top | move top
                    // animation: { spring: { response: 0.4, dampingFraction: 0.8 } } | { easeOut: 0.2 }
                    .transition(.move(edge: .top))
            }
            HStack {
                Button("Sync") { store.sync() }
                Button("Dismiss") { store.dismissBanner() }
            }
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue)
                // shows: the composer grows from 80 to 300 points tall and back, with the snappy spring of the composer's toggle().
                // film: composer.isExpanded height 80 -> 300 -> 80
                // animation: snappy | snappy
                .frame(width: 320, height: composer.isExpanded ? 300 : 80)
            Button("Compose") { composer.toggle() }
            Text("Flagged")
                .frame(width: 160, height: 44)
                // shows: the flagged label brightens when the filter becomes .flagged and dims when it goes back to .all; the view sets the store's filter with no withAnimation, so the .animation(.easeInOut, value: store.filter) below animates both.
                // film: store.filter opacity 0.4 -> 1 -> 0.4
                // animation: easeInOut | easeInOut
                .opacity(store.filter == .flagged ? 1 : 0.4)
                // shows: every change of the store's filter gets SwiftUI's ease-in-out here.
                // decides: store.filter
                .animation(.easeInOut, value: store.filter)
            HStack {
                Button("Flagged") { store.filter = .flagged }
                Button("All") { store.filter = .all }
            }
        }
    }
}
