import FlyingFox
import Foundation
import WebPages

/// Every route of the preview server, matched by exact method and path: the page and the files it
/// links, its state, a frame, the spec, the curves, the event stream and Export. Anything else is
/// 404 (405 for a known path with another method), so no file is ever served from disk by name:
/// the page's files are the binary's own (``WebFile``).
struct Router: HTTPHandler {
    let server: PreviewServer

    /// The page's script and style files, at `/NAME`: those `preview.html` links.
    static let pageFiles: [String: WebFile] = Dictionary(
        WebPage.linkedFiles(of: .previewPage).map { ("/" + $0.name, $0) }, uniquingKeysWith: { first, _ in first })

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.path
        if let index = Self.frameIndex(path) {
            guard request.method == .GET else { return Self.notAllowed("GET") }
            guard let png = try await server.frame(index) else {
                return Self.text(.notFound, "no frame \(index): frames are 0…\(max(server.session.frameCount - 1, 0))")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: Self.whole(png))
        }
        if let file = path == "/" ? .previewPage : Self.pageFiles[path] {
            guard request.method == .GET else { return Self.notAllowed("GET") }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                                body: Self.whole(Data(file.bytes)))
        }
        switch (request.method, path) {
        case (.GET, "/state.json"):
            return Self.json(.ok, server.session.stateJSON(export: server.exporter.current))
        case (.GET, "/spec.json"):
            guard let spec = try server.session.specJSON() else {
                return Self.text(.notFound, "the preset has not validated yet: no spec")
            }
            return Self.json(.ok, spec)
        case (.GET, "/curves.json"):
            guard let curves = try server.session.curvesJSON() else {
                return Self.text(.notFound, "the preset has not validated yet: no curves")
            }
            return Self.json(.ok, curves)
        case (.GET, "/events"):
            // First where things stand, so a page that connects late still knows.
            let now = PreviewServer.event(server.session.current)
            let stream = server.events.subscribe(first: EventHub.message(now.name, now.data))
            return HTTPResponse(statusCode: .ok,
                                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                                body: HTTPBodySequence(from: StreamBody(chunks: stream)))
        case (.POST, "/export"):
            // A page on another site can make the browser post here (it cannot read the answer):
            // only this server's own page may start a render.
            if let origin = request.headers[HTTPHeader("Origin")], origin != "http://" + (request.headers[.host] ?? "") {
                return Self.text(.forbidden, "export is started from the preview's own page, not from \(origin)")
            }
            if server.startExport() { return Self.json(.accepted, PreviewServer.json(["started": true])) }
            let message = server.session.scene == nil ? "the preset has not validated yet" : "an export is already running"
            return Self.json(.conflict, PreviewServer.json(["started": false, "message": message]))
        case (_, "/state.json"), (_, "/spec.json"), (_, "/curves.json"), (_, "/events"):
            return Self.notAllowed("GET")
        case (_, "/export"):
            return Self.notAllowed("POST")
        default:
            return Self.text(.notFound, "no such page: the preview serves / (and "
                             + Self.pageFiles.keys.sorted().joined(separator: ", ")
                             + "), /state.json, /spec.json, /curves.json, /events, /frame/N.png and POST /export")
        }
    }

    /// N of `/frame/N.png`: decimal digits only (no sign, no leading junk), at most 9 of them.
    static func frameIndex(_ path: String) -> Int? {
        guard path.hasPrefix("/frame/"), path.hasSuffix(".png") else { return nil }
        let digits = path.dropFirst("/frame/".count).dropLast(".png".count)
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    static func json(_ status: HTTPStatusCode, _ data: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "application/json", .cacheControl: "no-cache"], body: Self.whole(data))
    }

    /// `data` written to the socket at once. FlyingFox writes a body in 4 KiB pieces by default,
    /// and as it does not set TCP_NODELAY, Nagle's algorithm holds each piece until the previous
    /// one's delayed ACK: up to 40 ms a frame (measured: a third of the frames of tab-mask took
    /// 42–55 ms instead of 1 ms).
    static func whole(_ data: Data) -> HTTPBodySequence {
        HTTPBodySequence(data: data, suggestedBufferSize: Swift.max(data.count, 4096))
    }

    static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
    }

    static func notAllowed(_ method: String) -> HTTPResponse {
        HTTPResponse(statusCode: .methodNotAllowed, headers: [.contentType: "text/plain; charset=utf-8", HTTPHeader("Allow"): method],
                     body: Data("use \(method)\n".utf8))
    }
}
