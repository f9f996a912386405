import CDeflate

/// One libdeflate compressor and the output buffer it fills, sized once for the largest input.
///
/// libdeflate compresses a whole buffer in one call (no streaming state to carry between calls)
/// and, at its higher levels, finds shorter encodings than zlib's best; see ``APNGSettings`` for
/// the measurements. The compressor and buffer are allocated at init and freed in deinit, so
/// compressing a frame allocates nothing. Used by one thread at a time.
final class Deflater {
    private let compressor: OpaquePointer
    /// Where ``compress(_:count:)`` writes; valid until the next call.
    let output: UnsafeMutablePointer<UInt8>
    /// The bytes ``output`` holds.
    let capacity: Int
    /// The largest input ``compress(_:count:)`` accepts.
    let maximumInput: Int

    /// A compressor at libdeflate `level` (1…12) for inputs of up to `maximumInput` bytes.
    init(level: Int, maximumInput: Int) throws(EncodeError) {
        guard (1...12).contains(level) else { throw .invalidInput("deflate level \(level) is outside 1…12") }
        guard maximumInput > 0 else { throw .invalidInput("nothing to compress: \(maximumInput) bytes") }
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .invalidInput("libdeflate could not allocate a level \(level) compressor")
        }
        self.compressor = compressor
        self.maximumInput = maximumInput
        capacity = libdeflate_zlib_compress_bound(compressor, maximumInput)
        output = .allocate(capacity: capacity)
    }

    deinit {
        libdeflate_free_compressor(compressor)
        output.deallocate()
    }

    /// Compresses `count` bytes into a zlib stream at ``output``; returns its length.
    func compress(_ input: UnsafePointer<UInt8>, count: Int) throws(EncodeError) -> Int {
        guard count <= maximumInput else {
            throw .invalidInput("\(count) bytes to compress, more than the \(maximumInput) the buffer was sized for")
        }
        let length = libdeflate_zlib_compress(compressor, input, count, output, capacity)
        // The bound makes this unreachable; a zero would otherwise be written as an empty stream.
        guard length > 0 else { throw .invalidInput("libdeflate's output did not fit its own bound") }
        return length
    }
}
