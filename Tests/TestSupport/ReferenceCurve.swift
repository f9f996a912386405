import Foundation

/// One of the independently computed curves in `Reference/`, parsed from its CSV.
///
/// The lists of files below are what the tests take their cases from, not a listing of the
/// folder: a missing or emptied file fails its test instead of leaving it with nothing to check,
/// and a test compares the folder with these lists.
public struct ReferenceCurve: Sendable {
    public struct Row: Sendable {
        public var t: Double
        public var value: Double
        public var velocity: Double
        /// Only the stepped-spring curves say when the animation ended.
        public var ended: Bool?
    }

    /// Why a curve could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let name: String
    public let rows: [Row]

    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")

    /// Samples per second of every CSV.
    public static let sampleRate = 600.0

    /// The stepped springs `fluid_reference.py` writes, one per case in its `CASES`, 2 s each.
    public static let fluidFiles = [
        "fluid_r0.15_z0.86_d1.csv", "fluid_r0.3_z0.85_d1.csv", "fluid_r0.3_z0.85_d390.csv", "fluid_r0.5_z0.7_d1.csv",
        "fluid_r0.5_z0.825_d1.csv", "fluid_r0.5_z1.0_d1.csv", "fluid_r0.6_z0.7_d1.csv",
    ]

    /// The closed-form springs `spring_reference.py` integrates, one per case in its `CASES`, 2 s each.
    public static let springFiles = [
        "spring_r0.3_z0.5_v0.csv", "spring_r0.3_z0.85_v0.csv", "spring_r0.3_z0.85_v5.0.csv", "spring_r0.4_z0.8_v0.csv",
        "spring_r0.55_z1.2_v0.csv", "spring_r0.5_z1.0_v0.csv", "spring_r0.6_z0.7_v0.csv",
    ]

    /// The retargeted runs, 1.5 s each: the target changes from 1 to 0 at t = 0.12 s.
    public static let retargetFiles = ["fluid_retarget.csv", "spring_retarget.csv"]

    /// Reads `name` from the folder; throws if it is missing, has no rows or a malformed one.
    public init(_ name: String) throws {
        self.name = name
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        rows = try text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",").compactMap { Double($0) }
            guard f.count == 3 || f.count == 4, f.count == line.split(separator: ",").count else {
                throw Failure(description: "\(name): malformed row '\(line)'")
            }
            return Row(t: f[0], value: f[1], velocity: f[2], ended: f.count > 3 ? f[3] != 0 : nil)
        }
        guard !rows.isEmpty else { throw Failure(description: "\(name) has no rows") }
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

    /// The CSV files in the folder, sorted (empty if the folder is missing).
    public static func filesInFolder() -> [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { $0.hasSuffix(".csv") }.sorted()
    }
}

extension ReferenceCurve {
    /// The time of the last sample.
    public var duration: Double { rows.last?.t ?? 0 }

    /// The row at time `t` (the CSVs sample every 1/600 s).
    public func row(at t: Double) -> Row {
        rows[Int((t * Self.sampleRate).rounded())]
    }
}
