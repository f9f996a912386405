/// Which source frames a GIF keeps and how long each one shows, in GIF's 1/100 s units.
///
/// Output frame `k` starts at `round(100 · k / rate)` centiseconds on the output grid and shows
/// the source frame nearest to that time, `round(k · sourceRate / rate)`. Delays are differences
/// of the rounded start times, so rounding never accumulates: the delays add up to
/// `round(100 · sourceFrames / sourceRate)`, the animation's own length. Every delay on the grid
/// is at least `floor(100 / rate)` ≥ 2 cs because the rate is at most 50; only the last one
/// (which depends on where the source ends) can come out shorter, and ``closing(total:lastStart:previousStart:)``
/// folds it into its neighbour.
///
/// ```swift
/// let timing = GIFTiming(sourceFPS: 60, gifFPS: 30)
/// timing.sourceIndex(ofOutputFrame: 1)         // 2
/// timing.startCentiseconds(ofOutputFrame: 1)  // 3
/// ```
struct GIFTiming: Sendable, Hashable {
    /// The shortest delay browsers honour: they play 0 or 1 cs as 10 cs.
    static let minimumDelay = 2

    let sourceFPS: Int
    /// The output rate: the requested GIF rate, or the source's if that is lower (frames are never repeated).
    let outputFPS: Int

    init(sourceFPS: Int, gifFPS: Int) {
        precondition(sourceFPS > 0 && gifFPS > 0, "frame rates must be positive")
        self.sourceFPS = sourceFPS
        outputFPS = min(sourceFPS, gifFPS)
    }

    /// The source frame output frame `k` shows: the one nearest to `k / outputFPS` seconds (ties to the later).
    func sourceIndex(ofOutputFrame k: Int) -> Int {
        (2 * k * sourceFPS + outputFPS) / (2 * outputFPS)
    }

    /// When output frame `k` starts, in centiseconds from the start (rounded half up).
    func startCentiseconds(ofOutputFrame k: Int) -> Int {
        (200 * k + outputFPS) / (2 * outputFPS)
    }

    /// The delay of output frame `k` when another frame follows it.
    func delay(ofOutputFrame k: Int) -> Int {
        startCentiseconds(ofOutputFrame: k + 1) - startCentiseconds(ofOutputFrame: k)
    }

    /// The animation's length in centiseconds: `round(100 · sourceFrames / sourceFPS)`.
    func totalCentiseconds(sourceFrames: Int) -> Int {
        (200 * sourceFrames + sourceFPS) / (2 * sourceFPS)
    }

    /// How many output frames a source of `sourceFrames` frames yields.
    func outputFrameCount(sourceFrames: Int) -> Int {
        var count = 0
        while sourceIndex(ofOutputFrame: count) < sourceFrames { count += 1 }
        return count
    }

    /// How the last frame's delay is settled once the source's length is known.
    enum Closing: Equatable {
        /// The last frame lasts `last` cs and nothing else changes.
        case last(Int)
        /// The last frame is too short alone: the previous one lasts `previous`, the last `last`.
        case shift(previous: Int, last: Int)
        /// The last two frames together are under 4 cs: drop the last, the previous lasts `previous`.
        case dropLast(previous: Int)
    }

    /// Settles the last frame's delay so the total stays `total` and no delay is under 2 cs.
    ///
    /// `previousStart` is nil when the GIF has a single frame; that frame lasts at least 2 cs
    /// even if the source is shorter (the only case where the total can exceed the source's).
    static func closing(total: Int, lastStart: Int, previousStart: Int?) -> Closing {
        let last = total - lastStart
        guard last < minimumDelay, let previousStart else { return .last(max(last, minimumDelay)) }
        let previous = lastStart - previousStart
        if previous + last >= 2 * minimumDelay {
            return .shift(previous: previous + last - minimumDelay, last: minimumDelay)
        }
        return .dropLast(previous: previous + last)
    }
}
