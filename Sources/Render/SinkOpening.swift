import Encode
import Foundation

/// Opens a render's sinks on a thread of their own, so that encoder set-up overlaps drawing.
///
/// If opening fails, the sinks opened so far are cancelled (their temporary files removed) and
/// ``wait()`` throws the error.
final class SinkOpening: @unchecked Sendable {
    private var result: Result<[any FrameSink], Error> = .success([])
    private let done = DispatchSemaphore(value: 0)

    init(_ open: @escaping @Sendable () throws -> [any FrameSink]) {
        let thread = Thread { [self] in
            result = Result { try open() }
            done.signal()
        }
        thread.name = "open encoders"
        thread.start()
    }

    /// The opened sinks, once they are all open.
    func wait() throws -> [any FrameSink] {
        done.wait()
        return try result.get()
    }
}
