import Observation
import SwiftUI

// The inbox's models, as a full app keeps its state: an @Observable store and an ObservableObject
// composer. Their own methods set their properties inside withAnimation; SwiftUI updates every
// view that reads a property in the transaction of the code that set it, so these animations are
// the ones InboxView.swift's views move with.

enum InboxFilter {
    case all, unread, flagged
}

@Observable
final class InboxStore {
    var showsBanner = false
    var filter: InboxFilter = .all
    // Not observed: no view updates when it changes.
    @ObservationIgnored var syncCount = 0

    func sync() {
        syncCount += 1
        // shows: syncing drops the banner in with a spring of response 0.4 and damping 0.8, the transaction of every view that reads showsBanner.
        // decides: store.showsBanner
        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
            showsBanner = true
        }
    }

    func dismissBanner() {
        // shows: dismissing takes the banner back up with a 0.2 s ease-out.
        // decides: store.showsBanner
        withAnimation(.easeOut(duration: 0.2)) {
            showsBanner = false
        }
    }
}

final class ComposerModel: ObservableObject {
    @Published var isExpanded = false
    // Not @Published: a change of it updates no view.
    var draftCount = 0

    func toggle() {
        // shows: the composer grows or shrinks with SwiftUI's snappy spring, both ways (a toggle).
        // decides: composer.isExpanded
        withAnimation(.snappy) {
            isExpanded.toggle()
        }
    }
}
