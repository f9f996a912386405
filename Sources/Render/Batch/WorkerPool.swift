import Foundation
import Locking

/// Runs `count` items of work on `width` threads, each taking the next unstarted item.
///
/// Threads of their own (not Dispatch's pool) because each item blocks for seconds on a render
/// that has encoder threads of its own; their stacks are as large as the main thread's.
enum WorkerPool {
    static func run(count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let nextIndex = Locked(0)
        let done = DispatchGroup()
        for worker in 0..<max(1, min(width, count)) {
            done.enter()
            let thread = Thread {
                while let index = nextIndex.withLock({ next -> Int? in
                    guard next < count else { return nil }
                    defer { next += 1 }
                    return next
                }) {
                    work(index)
                }
                done.leave()
            }
            thread.name = "batch \(worker + 1)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
    }
}
