import CShims

/// Transparent huge pages, which x264 asks for and a render is better without.
///
/// x264 allocates each of its frames (about 10 MiB at 1170×2532) with `madvise(MADV_HUGEPAGE)`.
/// Where the kernel honours that (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`
/// or `always`, as on Debian and Ubuntu), every frame is backed by 2 MiB pages, which makes
/// resident the parts x264 never touches (the padding of the pictures it only reads) and rounds
/// each frame up to whole huge pages. Declining them changes no output byte; a full-size MP4 render
/// peaked 25 MiB lower and took no more CPU (docs/encoding.md, "Memory").
public enum HugePages {
    /// Declines transparent huge pages for the whole process and the processes it starts; call
    /// it once, early. Returns false where the kernel has no such setting (not Linux, or older
    /// than 3.15), which changes nothing but the memory figure.
    @discardableResult
    public static func decline() -> Bool {
        mr_decline_transparent_huge_pages() == 0
    }
}
