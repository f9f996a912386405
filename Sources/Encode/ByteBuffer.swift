/// One reusable block of memory big enough for a frame, freed in deinit.
///
/// Shared between the render thread (which fills it) and one worker (which encodes it) through
/// ``FramePipeline``, whose queues order every access.
// Unchecked: raw memory handed between threads by FramePipeline's queues, one owner at a time.
final class ByteBuffer: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int

    init(count: Int) {
        self.count = count
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: 0, count: count)
    }

    deinit {
        bytes.deallocate()
    }
}
