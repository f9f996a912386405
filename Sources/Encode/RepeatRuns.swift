/// Which frames of a sequence repeat an earlier one, as runs: frame `source` followed by `count`
/// frames with the same pixels.
///
/// A sink that writes one file per frame compresses a run's first frame only and copies its file
/// for the rest once every worker is done (a held pose in a UI animation is often half the
/// frames). Runs, not frame numbers, so memory grows with the number of holds, not their length.
struct RepeatRuns {
    struct Run: Equatable {
        /// The frame whose file the run copies.
        var source: Int
        /// Frames `source + 1 … source + count` repeat it.
        var count: Int
    }

    private(set) var runs: [Run] = []

    /// Records frame `index`, which repeats frame `index - 1` (itself maybe a repeat).
    mutating func recordRepeat(of index: Int) {
        if let last = runs.last, last.source + last.count == index - 1 {
            runs[runs.count - 1].count += 1
        } else {
            runs.append(Run(source: index - 1, count: 1))
        }
    }

    /// Every repeating frame with the frame it copies, in order.
    func forEachCopy(_ body: (_ frame: Int, _ source: Int) throws -> Void) rethrows {
        for run in runs {
            for frame in run.source + 1...run.source + run.count { try body(frame, run.source) }
        }
    }
}
