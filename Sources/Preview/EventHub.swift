import Foundation
import Locking

/// The page's server-sent events: every open `GET /events` stream gets each event as it happens.
///
/// A stream is an `AsyncStream` of ready-to-send bytes (`event: NAME`, `data: JSON`, a blank
/// line); a closed connection ends its stream, which takes it off the list.
final class EventHub: Sendable {
    private let subscribers = Locked([UUID: AsyncStream<Data>.Continuation]())
    /// Streams still open, for tests and for `--verbose`.
    var count: Int { subscribers.withLock { $0.count } }

    /// A new stream that starts with `first` (the current state, so a page that connects late
    /// still knows it) and then carries every event sent.
    func subscribe(first: Data) -> AsyncStream<Data> {
        let id = UUID()
        // Bounded: a page that stops reading loses old events rather than growing the server.
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.yield(first)
        // Listed before the termination handler is set, so a stream that ends at once is still taken off.
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [subscribers] _ in
            _ = subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` with `data` (one line of JSON) to every stream.
    func send(_ event: String, _ data: Data) {
        let message = Self.message(event, data)
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    /// A comment line, which keeps idle connections open through proxies and finds closed ones.
    func keepAlive() {
        let message = Data(": keep-alive\n\n".utf8)
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    /// Ends every stream, so their connections close and the server can stop.
    func finishAll() {
        for continuation in subscribers.withLock({ subscribers in
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }) { continuation.finish() }
    }

    /// One event in the text/event-stream format. `data` is one line (JSON has no raw newlines).
    static func message(_ event: String, _ data: Data) -> Data {
        var message = Data("event: \(event)\ndata: ".utf8)
        message.append(data)
        message.append(Data("\n\n".utf8))
        return message
    }
}
