import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reply as it came over the socket.
struct HTTPReply {
    var status: Int
    /// Header names in lower case.
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A plain HTTP/1.1 client on a socket: what the tests need of the preview server, with nothing
/// between them and the bytes it sends (no URLSession caching, redirects or retries).
final class HTTPTestClient {
    private let fd: Int32
    private var received = Data()

    /// Connects to `127.0.0.1:port` and sends one request.
    init(port: UInt16, method: String = "GET", path: String, body: Data = Data(), headers: [String: String] = [:]) throws {
        fd = socket(AF_INET, streamSocketType, 0)
        guard fd >= 0 else { throw Failure("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure("connect to port \(port): \(String(cString: strerror(errno)))")
        }
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        var request = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\(extra)Content-Length: \(body.count)\r\n\r\n".utf8)
        request.append(body)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    }

    deinit { close(fd) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads whatever arrives within `timeout` seconds; false once the server has closed the connection.
    @discardableResult
    private func read(timeout: Double) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        received.append(contentsOf: buffer[0..<count])
        return true
    }

    /// The whole reply (the server closes the connection after it), within `timeout` seconds.
    func reply(timeout: Double = 20) throws -> HTTPReply {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, read(timeout: 0.2) {}
        guard let (status, headers, body) = Self.split(received) else { throw Failure("no reply: \(received.count) bytes") }
        return HTTPReply(status: status, headers: headers,
                         body: headers["transfer-encoding"] == "chunked" ? Self.dechunk(body) : body)
    }

    /// Waits (at most `timeout` seconds) for a server-sent event named `name`; returns its data line.
    func nextEvent(_ name: String, timeout: Double = 10, after skipped: inout Int) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let (_, _, body) = Self.split(received) {
                let messages = String(decoding: Self.dechunk(body), as: UTF8.self).components(separatedBy: "\n\n")
                // The last piece may be a message still arriving.
                for (index, message) in messages.dropLast().enumerated() where index >= skipped {
                    skipped = index + 1
                    let lines = message.split(separator: "\n")
                    if lines.contains(Substring("event: \(name)")), let data = lines.first(where: { $0.hasPrefix("data: ") }) {
                        return String(data.dropFirst("data: ".count))
                    }
                }
            }
        } while Date() < deadline && read(timeout: 0.1)
        return nil
    }

    private static func split(_ data: Data) -> (Int, [String: String], Data)? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers, Data(data[end.upperBound...]))
    }

    /// The bytes of a chunked body, as far as whole chunks have arrived.
    private static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0,
              data.distance(from: lineEnd.upperBound, to: data.endIndex) >= size + 2 {
            let start = lineEnd.upperBound
            out.append(data[start..<data.index(start, offsetBy: size)])
            index = data.index(start, offsetBy: size + 2)
        }
        return out
    }
}
