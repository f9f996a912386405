/// Which changed pixels of a GIF frame the LZW encoder may write as a palette entry other than
/// their own, and how far from their source (``GIFLZW/Latitude`` does the writing).
///
/// A pixel qualifies only when all of these hold, so the loss lands where it is hardest to see:
/// - the palette cannot show it exactly (its own entry is already `error` > 0 off): colours the
///   palette holds, static chrome and flat fills stay exact, and the stand-in is barely further
///   off than the palette's own choice;
/// - it changes again in the next frame: the stand-in is on screen for one frame, and the frame a
///   pixel settles in is as close as the palette allows;
/// - it sits on an edge, a neighbour differing by at least ``minimumContrast`` in some channel:
///   beside a strong edge another colour as far off is masked, where on a smooth gradient it
///   shows as noise (and costs SSIM, which measures local structure).
///
/// It may then be written up to `error + extra` (squared RGB) from its source.
struct LatitudeRule: Sendable, Hashable {
    /// How much further than its own entry a stand-in may be, in squared RGB distance.
    var extra: Int
    /// The smallest channel difference to a 4-neighbour that makes a pixel an edge.
    var minimumContrast: Int

    /// Draft and standard GIFs' rule. Measured with `scripts/bench-formats.sh` on the 26 shipped
    /// presets at 390 px against the same files without it: see docs/encoding.md ("LZW latitude").
    static let standard = LatitudeRule(extra: 1, minimumContrast: 48)

    /// The largest squared RGB distance from its source at which a pixel may be written, or -1
    /// for none. `changesNext` says whether it changes in the next frame and `contrast` gives its
    /// largest channel difference to a neighbour; each is asked only if the tests before it
    /// pass, since most pixels are exact and the pixel reads cost more than the error test.
    func bound(error: Int, changesNext: () -> Bool, contrast: () -> Int) -> Int32 {
        guard error > 0, changesNext(), contrast() >= minimumContrast else { return -1 }
        return Int32(error + extra)
    }
}
