import Foundation

/// A fixed-capacity FIFO that blocks producers when full and consumers when empty.
///
/// This is what keeps a sink's memory flat: the render thread can run at most `capacity` items
/// ahead of the encoder before `push` makes it wait. Storage is allocated once, up front.
// Unchecked: every access to its storage holds `condition` (a lock that can also wait, which Locked cannot).
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var storage: [Element?]
    private var head = 0
    private var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a bounded queue needs room for at least one item")
        storage = Array(repeating: nil, count: capacity)
    }

    /// Appends `element`, waiting while the queue is full.
    func push(_ element: Element) {
        condition.lock()
        defer { condition.unlock() }
        while count == storage.count { condition.wait() }
        storage[(head + count) % storage.count] = element
        count += 1
        condition.broadcast()
    }

    /// Removes the oldest element, waiting while the queue is empty.
    func pop() -> Element {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 { condition.wait() }
        guard let element = storage[head] else { preconditionFailure("bounded queue slot was empty") }
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        condition.broadcast()
        return element
    }
}
