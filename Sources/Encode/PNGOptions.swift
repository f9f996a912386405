import CShims

/// Compression settings for PNG sequences, chosen for export speed over the smallest files.
///
/// Defaults: zlib level 3, no row filter. Measured with libpng on the distinct frames of four
/// shipped presets at 1170×2532 (one core): level 3 unfiltered took 15–19 ms and 101–250 KB a
/// frame; the UP filter at level 1, the default before, took 19–24 ms and made files 10–20 % larger
/// on three of them (9 % smaller on `layers-custom`); libpng's default (level 6, every filter)
/// about 50–57 ms for 20–30 % less. Level 4 is where zlib switches to its slow matching: 2.5× the
/// time for 11 % less. Deflate alone finds UI's repeated rows and flat runs at these levels; a
/// filter mostly costs time. A sequence is an intermediate that is usually re-encoded or zipped.
/// Unfiltered frames are written by ``PNGFrameEncoder`` (a render of tab-forward: 11 % less CPU
/// and 8 % less time than through libpng at the same level); the other filters go through libpng.
public struct PNGOptions: Sendable, Hashable {
    /// zlib level, 0 (store) … 9 (smallest).
    public var compressionLevel: Int
    /// Which row filters libpng may use.
    public var filter: PNGFilter
    /// Threads compressing frames in parallel; each has one frame buffer in flight.
    public var workers: Int

    /// Options with the measured fast defaults: level 3, no filter, two workers.
    public init(compressionLevel: Int = 3, filter: PNGFilter = .none, workers: Int = 2) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.workers = workers
    }
}

/// PNG row filters: a fixed one is fast; `.adaptive` lets libpng try all five per row.
public enum PNGFilter: Sendable, Hashable {
    /// No filter: cheapest, but flat areas compress worst.
    case none
    /// Difference from the pixel to the left: good for vertical bands.
    case sub
    /// Difference from the pixel above: best for UI, whose rows often repeat.
    case up
    /// Difference from the mean of left and above.
    case average
    /// Paeth predictor: smallest files of the fixed filters, slowest.
    case paeth
    /// libpng's default: tries every filter on every row (about 3× slower than a fixed one).
    case adaptive

    var flags: Int32 {
        switch self {
        case .none: Int32(MR_PNG_FILTER_NONE)
        case .sub: Int32(MR_PNG_FILTER_SUB)
        case .up: Int32(MR_PNG_FILTER_UP)
        case .average: Int32(MR_PNG_FILTER_AVG)
        case .paeth: Int32(MR_PNG_FILTER_PAETH)
        case .adaptive: Int32(MR_PNG_ALL_FILTERS)
        }
    }
}
