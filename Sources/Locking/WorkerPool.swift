import Foundation

/// Runs `count` items of work on `width` threads, each taking the next unstarted item.
///
/// Threads of their own (not Dispatch's pool): a batch's items block for seconds on a render
/// that has encoder threads of its own, and reading Swift or a preset recurses as deep as the
/// code is nested, so their stacks are as large as the main thread's (Dispatch's are 512 KB).
package enum WorkerPool {
    /// The threads worth running on this machine: one per active core.
    package static var width: Int { ProcessInfo.processInfo.activeProcessorCount }

    package static func run(count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Void) {
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
            thread.name = "worker \(worker + 1)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
    }
}
