/// The constant rate factors one codec accepts, and the codec's name in messages.
package struct CRFLimit: Sendable, Hashable {
    /// "H.264", "HEVC", "VP9".
    package var codec: String
    package var range: ClosedRange<Int>

    /// Every codec's limit, once, in the format table's order: a codec written in two containers
    /// (H.264 in MP4 and in another) is one codec to `--crf`'s help and messages.
    package static var all: [CRFLimit] {
        var seen: Set<CRFLimit> = []
        return OutputFormat.allCases.compactMap(\.videoProfile?.crf).filter { seen.insert($0).inserted }
    }

    /// The crf every one of `profiles` accepts, and the codecs (of the whole table) whose limit
    /// it is when that is narrower than the widest; without a codec that takes a crf among
    /// `profiles`, the widest range, naming none.
    ///
    /// ```swift
    /// CRFLimit.common(to: [mp4, webm])   // 0…51, ["H.264", "HEVC"]
    /// CRFLimit.common(to: [prores])      // 0…63, []
    /// ```
    package static func common(to profiles: [VideoProfile]) -> (range: ClosedRange<Int>, codecs: [String]) {
        let chosen = profiles.compactMap(\.crf)
        guard let widest = all.map(\.range).max(by: { $0.count < $1.count }) else { return (0...0, []) }
        guard let first = chosen.first else { return (widest, []) }
        let range = chosen.dropFirst().reduce(first.range) { $0.clamped(to: $1.range) }
        let codecs = range == widest ? [] : all.filter { $0.range == range }.map(\.codec)
        return (range, codecs)
    }
}
