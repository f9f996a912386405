import FlyingFox
import FlyingSocks
import Foundation
import Locking

/// `motionreel preview`'s HTTP server: the page, its frames, the spec, the event stream and the
/// Export button, and the watcher that reloads the preset when it changes on disk.
///
/// Built on FlyingFox, a small async/await HTTP server on plain sockets: it builds in seconds,
/// where Hummingbird brings SwiftNIO, TLS and HTTP/2 that a loopback page never uses (the
/// measurement is in docs/preview.md). Every route is matched here, by exact path, so nothing is
/// ever served from disk by name.
public final class PreviewServer: Sendable {
    public struct Settings: Sendable {
        public var host: String
        public var port: UInt16
        /// Where Export writes.
        public var outputDirectory: URL

        public init(host: String = "127.0.0.1", port: UInt16 = 8765, outputDirectory: URL) {
            self.host = host
            self.port = port
            self.outputDirectory = outputDirectory
        }
    }

    public let session: PreviewSession
    let settings: Settings
    let events = EventHub()
    let exporter: Exporter
    private let server: HTTPServer
    private let watcher: Locked<FileWatcher?> = Locked(nil)
    private let keepAlive = Locked<Task<Void, Never>?>(nil)
    /// Draws frames one after another, off the server's threads.
    private let frameQueue = DispatchQueue(label: "motionreel.preview.frames")
    /// Called after each reload, with its outcome (for `--verbose` and tests).
    private let onReload: @Sendable (PreviewSession.Reload) -> Void

    /// - Throws: ``PreviewError`` when the host is not an IP address.
    public init(session: PreviewSession, settings: Settings,
                onReload: @escaping @Sendable (PreviewSession.Reload) -> Void = { _ in }) throws(PreviewError) {
        self.session = session
        self.settings = settings
        self.onReload = onReload
        exporter = Exporter(outputDirectory: settings.outputDirectory)
        let address: any SocketAddress
        do {
            address = settings.host.contains(":") ? try sockaddr_in6.inet6(ip6: settings.host, port: settings.port)
                : try sockaddr_in.inet(ip4: settings.host, port: settings.port)
        } catch {
            throw PreviewError.badHost(settings.host)
        }
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Starts listening and watching; returns the page's address once the port is open.
    ///
    /// - Throws: ``PreviewError/cannotListen(_:_:)`` when the port is taken or not allowed.
    public func start() async throws(PreviewError) -> URL {
        await server.appendRoute("*", to: Router(server: self))
        // FlyingFox's run() throws at once when the port cannot be bound; waiting for it to
        // listen would only time out, so the failure is watched for beside the wait.
        let failure = Locked<String?>(nil)
        Task { [server] in
            do { try await server.run() } catch { failure.withLock { $0 = "\(error)" } }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            if let reason = failure.withLock({ $0 }) {
                throw PreviewError.cannotListen("\(settings.host):\(settings.port)", reason)
            }
            guard ContinuousClock.now < deadline else {
                throw PreviewError.cannotListen("\(settings.host):\(settings.port)", "not listening after 10 s")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        let watcher = FileWatcher { [weak self] in self?.reload() }
        self.watcher.withLock { $0 = watcher }
        watcher.watch(session.watchedFiles, anyChange: !session.errors.isEmpty)
        watcher.start()
        keepAlive.withLock {
            $0 = Task { [events] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(10))
                    events.keepAlive()
                }
            }
        }
        return await pageURL()
    }

    /// The address the server answers on (with the port the system chose for port 0).
    public func pageURL() async -> URL {
        var port = settings.port
        switch await server.listeningAddress {
        case .ip4(_, let p)?, .ip6(_, let p)?: port = p
        default: break
        }
        let host = settings.host.contains(":") ? "[\(settings.host)]" : settings.host
        return URL(string: "http://\(host):\(port)/") ?? URL(fileURLWithPath: "/")
    }

    /// Seconds a stopping server gives its connections to finish a response already under way
    /// before their tasks are cancelled.
    ///
    /// FlyingFox waits this long however few connections are open: closing the listening socket
    /// does not wake its poll loop, so only the cancellation at the end of the wait ends the
    /// server. With the 1 s it had before, every Ctrl-C took 1.01 s; a page's requests are
    /// answered in milliseconds (docs/preview.md), so a tenth of a second loses nothing.
    public static let stopGrace = 0.1

    /// Ends the event streams, closes the port and stops watching; returns once the server's
    /// tasks have ended, about ``stopGrace`` seconds later.
    public func stop() async {
        watcher.withLock { $0?.stop() }
        keepAlive.withLock { $0?.cancel() }
        events.finishAll()
        await server.stop(timeout: Self.stopGrace)
    }

    /// Reads the preset again, if it or a file it reads changed, and tells the pages.
    func reload() {
        guard let outcome = session.reloadIfChanged() else { return }
        watcher.withLock { $0?.watch(session.watchedFiles, anyChange: !session.errors.isEmpty) }
        let event = Self.event(outcome)
        events.send(event.name, event.data)
        onReload(outcome)
    }

    /// The server-sent event that tells a page about `outcome`: `reload` with the generation, or
    /// `error` with the messages.
    static func event(_ outcome: PreviewSession.Reload) -> (name: String, data: Data) {
        switch outcome {
        case .reloaded(let generation): ("reload", json(["generation": generation]))
        case .failed(let errors): ("error", json(["errors": errors]))
        }
    }

    /// Frame `index` drawn on the frame queue.
    func frame(_ index: Int) async throws -> Data? {
        try await withCheckedThrowingContinuation { continuation in
            frameQueue.async { [session] in continuation.resume(with: Result { try session.frame(index) }) }
        }
    }

    func startExport() -> Bool {
        guard let scene = session.scene else { return false }
        return exporter.start(scene) { [events] status in events.send("export", status.jsonData) }
    }

    /// `object` as one line of JSON with sorted keys (stable bytes, and one SSE data line). Only
    /// strings, numbers, booleans, arrays and dictionaries are ever passed, so it cannot fail.
    static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

/// Why the preview could not start.
public enum PreviewError: Error, CustomStringConvertible, Sendable {
    case badHost(String)
    case cannotListen(String, String)

    public var description: String {
        switch self {
        case .badHost(let host):
            "--host: '\(host)' is not an IP address (use 127.0.0.1, ::1, or 0.0.0.0 to answer on every interface)"
        case .cannotListen(let address, let reason):
            "--port: cannot listen on \(address) (\(reason)); is another preview or server using it? Try another --port, or 0 for any free one"
        }
    }
}
