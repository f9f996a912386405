import Encode
import Foundation

/// An output format the `render` command can write, and where its file goes.
public enum OutputFormat: String, Sendable, CaseIterable, Hashable {
    case mp4
    case png

    /// Where a scene named `name` is written in `directory`: `NAME.mp4`, or the folder `NAME/`.
    public func destination(name: String, in directory: URL) -> URL {
        switch self {
        case .mp4: directory.appendingPathComponent("\(name).mp4")
        case .png: directory.appendingPathComponent(name, isDirectory: true)
        }
    }

    /// Parses a comma-separated list such as `mp4,png`; nil names the first unknown entry.
    public static func parseList(_ text: String) -> Result<[OutputFormat], UnknownFormat> {
        var formats: [OutputFormat] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let format = OutputFormat(rawValue: part) else { return .failure(UnknownFormat(name: part)) }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? .failure(UnknownFormat(name: text)) : .success(formats)
    }

    /// A format name that MotionReel does not write.
    public struct UnknownFormat: Error, Sendable {
        public var name: String
    }
}
