import CPango
import Foundation
import Scene
import Locking

/// Owns a fontconfig configuration holding the installed fonts plus one font file, so Pango
/// finds the file by its family and still falls back to installed fonts for what it lacks.
///
/// Loading a configuration reads fontconfig's caches (milliseconds), so each file's is made once
/// per process and shared: fontconfig's configurations are reference counted and safe to query
/// from several threads, and this one is never changed after `init`.
final class FontFileConfig: @unchecked Sendable {
    let pointer: OpaquePointer
    /// The family the file declares (its first face's first family name).
    let family: String

    /// Adds `url` to a fresh copy of the system configuration; throws if it is not a font.
    private init(url: URL) throws {
        let path = url.path
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw RasterError.font(path: path, message: "the file cannot be read") }
        guard size <= Limits.maximumFontFileBytes else {
            throw RasterError.font(path: path, message: "the file has \(size) bytes; a font file has at most \(Limits.maximumFontFileBytes)")
        }
        guard let config = FcInitLoadConfigAndFonts() else {
            throw RasterError.font(path: path, message: "fontconfig could not load its configuration")
        }
        guard FcConfigAppFontAddFile(config, path) == FcTrue,
              let family = Self.firstFamily(in: FcConfigGetFonts(config, FcSetApplication)) else {
            FcConfigDestroy(config)
            throw RasterError.font(path: path, message: "the file is not a font fontconfig can read")
        }
        pointer = config
        self.family = family
    }

    deinit { FcConfigDestroy(pointer) }

    private static func firstFamily(in set: UnsafeMutablePointer<FcFontSet>?) -> String? {
        guard let set, set.pointee.nfont > 0, let font = set.pointee.fonts?[0] else { return nil }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }

    /// Configurations by file path. A render names few font files; the cache is emptied when
    /// it would pass `capacity`, so a long batch of presets does not hold every file it met.
    private static let cache = Locked<[String: FontFileConfig]>([:])
    private static let capacity = 32

    /// The configuration for the font file at `url`, made on first use.
    static func shared(for url: URL) throws -> FontFileConfig {
        let key = url.standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        // Made outside the lock: another thread may make the same one, and the first stored wins.
        let made = try FontFileConfig(url: url)
        return cache.withLock { entries in
            if let known = entries[key] { return known }
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = made
            return made
        }
    }
}
