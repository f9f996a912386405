/// How hard an APNG is compressed at each ``Quality``: the libdeflate level. Every quality is
/// exactly lossless; a higher level only buys a smaller file with more CPU.
///
/// Measured on tab-forward (84 frames at 1170×2532, 39 after holds are merged), every frame
/// stored as its changed rectangle; ffmpeg's own APNG of the same frames is 5,644,082 bytes:
///
/// | rows | deflate | bytes | CPU |
/// | --- | --- | --- | --- |
/// | unfiltered | zlib 6 | 5.62 MB | 2.4 s |
/// | unfiltered | zlib 9 | 5.32 MB | 6.1 s |
/// | unfiltered | libdeflate 6 (draft) | 5.53 MB | 1.7 s |
/// | unfiltered | libdeflate 9 | 5.36 MB | 3.5 s |
/// | unfiltered | libdeflate 11 (standard) | 5.00 MB | 21 s |
/// | unfiltered | libdeflate 12 (high) | 4.93 MB | 43 s |
/// | per-row filter, smallest residuals | libdeflate 9 | 6.43 MB | 5.8 s |
/// | Up on every row | libdeflate 9 | 6.67 MB | 3.7 s |
///
/// Row filters lose on UI frames: a flat row already repeats the one above inside deflate's
/// window, and a filter that differs from row to row breaks those matches. So rows are stored
/// unfiltered (filter byte 0).
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
