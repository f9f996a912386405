import Encode
import Foundation
import Locking

/// Opens a render's sinks on a thread of their own, so that encoder set-up overlaps drawing.
///
/// If opening fails, the sinks opened so far are cancelled (their temporary files removed) and
/// ``wait()`` throws the error.
final class SinkOpening: Sendable {
    /// The opening thread's result, handed to the render thread once `done` is signalled.
    private let result = Locked<Result<[any FrameSink], Error>>(.success([]))
    private let done = DispatchSemaphore(value: 0)

    init(_ open: @escaping @Sendable () throws -> [any FrameSink]) {
        let thread = Thread { [self] in
            let opened = Result { try open() }
            result.withLock { $0 = opened }
            done.signal()
        }
        thread.name = "open encoders"
        thread.start()
    }

    /// The opened sinks, once they are all open.
    func wait() throws -> [any FrameSink] {
        done.wait()
        return try result.withLock { $0 }.get()
    }
}
