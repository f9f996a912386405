import FlyingFox
import FlyingSocks
import Foundation

/// An `AsyncStream` of byte chunks as the byte sequence FlyingFox sends as a chunked body: each
/// chunk goes out as soon as it is yielded, which is what server-sent events need.
struct StreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let chunks: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(chunks: chunks.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var chunks: AsyncStream<Data>.AsyncIterator
        var pending = Data()

        mutating func next() async -> UInt8? {
            guard let bytes = await nextBuffer(suggested: 1) else { return nil }
            return bytes.first
        }

        /// Up to `count` bytes of the current chunk, waiting for the next chunk when it is used up.
        mutating func nextBuffer(suggested count: Int) async -> Data? {
            while pending.isEmpty {
                guard let chunk = await chunks.next() else { return nil }
                pending = chunk
            }
            let taken = pending.prefix(Swift.max(count, 1))
            pending = Data(pending.dropFirst(taken.count))
            return Data(taken)
        }
    }
}
