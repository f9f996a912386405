/// How hard an APNG is compressed at each ``Quality``: the libdeflate level. Every quality is
/// exactly lossless; a higher level only buys a smaller file with more CPU.
///
/// Measured on tab-forward (84 frames at 1170×2532, 39 once holds are merged) through
/// `motionreel render` (CPU, drawing included); ffmpeg's own APNG of the same frames is
/// 5.64 MB in 10.6 s:
///
/// | quality | libdeflate | bytes | CPU |
/// | --- | --- | --- | --- |
/// | draft | 6 | 5.11 MB | 2.5 s |
/// | standard | 10 | 4.73 MB (0.84×) | 10.7 s |
/// | (not chosen) | 11 | 4.62 MB | 21.2 s |
/// | high, lossless | 12 | 4.55 MB | 42.3 s |
///
/// Level 10 is the first that meets 0.85× of ffmpeg's bytes, at about its CPU time; 11 saves
/// 2 % more for twice the time. Rows are stored unfiltered (filter byte 0): on the same
/// rectangles a filter chosen per row by smallest residuals made the file 20 % larger, Up on
/// every row 24 %, since UI rows that repeat the one above are already matched by deflate and a
/// filter that differs from row to row breaks those matches.
struct APNGSettings: Sendable, Hashable {
    /// libdeflate's level, 1…12.
    var deflateLevel: Int

    init(deflateLevel: Int) {
        self.deflateLevel = deflateLevel
    }

    init(quality: Quality) {
        switch quality {
        case .draft: deflateLevel = 6
        case .standard: deflateLevel = 10
        case .high, .lossless: deflateLevel = 12
        }
    }
}
