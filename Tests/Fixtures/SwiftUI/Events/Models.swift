import Observation
import SwiftUI

// The app's models. The toast centre is shared through the environment: `show(_:)` drops a
// toast in with a bouncy spring, `dismiss()` lifts it away in a quick ease-out. The basket's
// `add(_:)` and `remove(_:)` change its items and, in their own withAnimation, its badge flag;
// the views only call them. A method's withAnimation is the transaction of every view that reads
// what it sets, wherever that view is.

@Observable
final class ToastCenter {
    var message: String?

    func show(_ text: String) {
        withAnimation(.bouncy(duration: 0.4)) {
            message = text
        }
    }

    func dismiss() {
        withAnimation(.easeOut(duration: 0.2)) {
            message = nil
        }
    }
}

@Observable
final class Basket {
    var items: [String] = []
    var showsBadge = false

    func add(_ item: String) {
        items.append(item)
        withAnimation(.snappy) {
            showsBadge = true
        }
    }

    func remove(_ item: String) {
        items.removeAll { $0 == item }
        if items.isEmpty {
            withAnimation(.smooth) {
                showsBadge = false
            }
        }
    }
}
