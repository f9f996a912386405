import Foundation

/// A value shared between threads, reachable only while its lock is held.
///
/// The one place in MotionReel where mutable state is shared across threads: every such class
/// used to pair an `NSLock` with a `var` and declare itself `@unchecked Sendable`, each a promise
/// the compiler could not check. Here the promise is made once: the value is only ever touched
/// inside ``withLock(_:)``, so `Locked` is `Sendable` whenever its value is.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// let now = count.withLock { $0 }
/// ```
///
/// Swift's `Synchronization.Mutex` does the same, but needs macOS 15; the package supports
/// macOS 13.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; what `body` returns is returned.
    /// `body` must not call back into the same box (the lock is not recursive).
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
