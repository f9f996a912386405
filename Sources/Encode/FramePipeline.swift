import Foundation
import Locking

/// Hands frames from the render thread to dedicated worker threads through a fixed pool of slots.
///
/// A slot is one reusable frame buffer owned by the sink. The render thread ``acquire()``s a free
/// slot (waiting while every slot is in flight), fills it, and ``submit(slot:_:)``s it; a worker
/// runs `work` and returns the slot. So memory is bounded by the slot count however long the
/// video is, and nothing is allocated per frame. The first error a worker throws is kept and
/// thrown from the next `acquire()` or from ``close()``; later jobs are skipped.
final class FramePipeline<Job: Sendable>: Sendable {
    private enum Message: Sendable {
        case work(slot: Int, job: Job)
        case stop
    }

    /// What the render thread and the workers share.
    private struct State: Sendable {
        var firstError: EncodeError?
        var isAbandoned = false
        /// One semaphore per worker still running, signalled when it returns.
        var workersRunning: [DispatchSemaphore] = []
    }

    private let freeSlots: BoundedQueue<Int>
    private let messages: BoundedQueue<Message>
    private let state = Locked(State())

    /// Starts `workers` threads named `name` that run `work(slot, job)` for each submitted job.
    init(
        slots: Int, workers: Int, name: String,
        work: @escaping @Sendable (_ slot: Int, _ job: Job) throws(EncodeError) -> Void
    ) {
        freeSlots = BoundedQueue(capacity: slots)
        // Room for every slot plus one stop message per worker, so submit never blocks.
        messages = BoundedQueue(capacity: slots + workers)
        for slot in 0..<slots { freeSlots.push(slot) }
        for number in 0..<workers {
            let done = DispatchSemaphore(value: 0)
            state.withLock { $0.workersRunning.append(done) }
            let thread = Thread { [self] in
                run(work)
                done.signal()
            }
            thread.name = workers == 1 ? name : "\(name) \(number + 1)"
            thread.start()
        }
    }

    /// A free slot to fill, waiting while all are in flight; throws a worker's error instead.
    func acquire() throws(EncodeError) -> Int {
        if let error = recordedError { throw error }
        let slot = freeSlots.pop()
        if let error = recordedError {
            freeSlots.push(slot)
            throw error
        }
        return slot
    }

    /// Returns a slot taken with ``acquire()`` that will not be submitted after all.
    func release(slot: Int) {
        freeSlots.push(slot)
    }

    /// Queues `job` for a worker; `slot` returns to the pool when the job is done.
    func submit(slot: Int, _ job: Job) {
        messages.push(.work(slot: slot, job: job))
    }

    /// Runs every queued job, stops the workers and returns the first error, if any.
    func close() throws(EncodeError) {
        stopWorkers()
        if let error = recordedError { throw error }
    }

    /// Stops the workers without running the jobs still queued.
    func abandon() {
        state.withLock { $0.isAbandoned = true }
        stopWorkers()
    }

    private var recordedError: EncodeError? {
        state.withLock { $0.firstError }
    }

    private func stopWorkers() {
        // Taking the list empties it, so closing twice (finish, then deinit) stops them once.
        let running: [DispatchSemaphore] = state.withLock { state in
            defer { state.workersRunning = [] }
            return state.workersRunning
        }
        for _ in running { messages.push(.stop) }
        for done in running { done.wait() }
    }

    private func run(_ work: (Int, Job) throws(EncodeError) -> Void) {
        while true {
            switch messages.pop() {
            case .stop:
                return
            case let .work(slot, job):
                let skip = state.withLock { $0.firstError != nil || $0.isAbandoned }
                if !skip {
                    do throws(EncodeError) {
                        try work(slot, job)
                    } catch {
                        state.withLock { if $0.firstError == nil { $0.firstError = error } }
                    }
                }
                freeSlots.push(slot)
            }
        }
    }
}
