import Foundation

/// One of the independently computed curves in `Reference/`, parsed from its CSV.
public struct ReferenceCurve: Sendable {
    public struct Row: Sendable {
        public var t: Double
        public var value: Double
        public var velocity: Double
        /// Only the stepped-spring curves say when the animation ended.
        public var ended: Bool?
    }

    public let name: String
    public let rows: [Row]

    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")

    public init(_ name: String) throws {
        self.name = name
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        rows = text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",").map { Double($0)! }
            return Row(t: f[0], value: f[1], velocity: f[2], ended: f.count > 3 ? f[3] != 0 : nil)
        }
    }

    /// Parameters encoded in a file name such as `fluid_r0.3_z0.85_d390.csv`.
    public static func parameters(_ name: String) -> [Character: Double] {
        var result: [Character: Double] = [:]
        for part in name.replacingOccurrences(of: ".csv", with: "").split(separator: "_").dropFirst() {
            guard let key = part.first, let value = Double(part.dropFirst()) else { continue }
            result[key] = value
        }
        return result
    }

    public static func files(prefix: String) -> [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".csv") && !$0.contains("retarget") }.sorted()
    }
}

extension ReferenceCurve {
    /// The row at time `t` (the CSVs sample every 1/600 s).
    public func row(at t: Double) -> Row {
        rows[Int((t * 600).rounded())]
    }
}
