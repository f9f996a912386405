import Foundation
import Logging

/// swift-log's lines (FFmpeg's warnings among them), written through ``StandardError`` so that
/// nothing is printed after an interruption's line, whichever thread logs.
///
/// The format is swift-log's own stream handler's: time, level, label, source, message.
struct StandardErrorLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    init(label: String) {
        self.label = label
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let details = all.isEmpty ? "" : " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        StandardError.write("\(Date().formatted(.iso8601)) \(event.level) \(label):\(details) [\(event.source)] \(event.message)\n")
    }
}
