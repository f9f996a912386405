import CShims

/// Compression settings for PNG sequences, chosen for export speed over the smallest files.
///
/// Defaults (measured on a 1170×2532 UI frame, one core): zlib level 1 with the UP filter took
/// 24 ms and 143 KB, against 98 ms and 50 KB for libpng's default (level 6, adaptive filters);
/// SUB took 32 ms / 263 KB and NONE 47 ms / 771 KB at level 1. UI frames are mostly flat bands
/// and rows that repeat the row above, which UP turns into runs of zeros. Larger files than the
/// default, but a sequence is an intermediate that is usually re-encoded or zipped anyway.
public struct PNGOptions: Sendable, Hashable {
    /// zlib level, 0 (store) … 9 (smallest).
    public var compressionLevel: Int
    /// Which row filters libpng may use.
    public var filter: PNGFilter
    /// Threads compressing frames in parallel; each has one frame buffer in flight.
    public var workers: Int

    /// Options with the measured fast defaults: level 1, UP filter, two workers.
    public init(compressionLevel: Int = 1, filter: PNGFilter = .up, workers: Int = 2) {
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
