import Foundation
import Scene

/// `font: Inter` (an installed family) or `font: fonts/Brand.ttf` (a `.ttf` or `.otf`
/// file relative to the preset, or absolute).
extension DocumentReader {
    static let fontFileExtensions = ["ttf", "otf"]

    package func decodeFont(_ field: Field) -> TextStyle.Font? {
        guard let name = string(field) else { return nil }
        guard !name.isEmpty else {
            invalid(field, "a font is a family name (e.g. Inter) or a .ttf or .otf file; found nothing")
            return nil
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            invalid(field, "a font name or path has no control characters")
            return nil
        }
        let isFile = Self.fontFileExtensions.contains((name as NSString).pathExtension.lowercased())
        guard isFile else {
            guard FontCheck.isInstalled(family: name) else {
                invalid(field, "font family '\(name)' is not installed (fontconfig would draw another font); "
                        + "install it, name an installed family (fc-list : family) or give a .ttf or .otf file")
                return nil
            }
            return .family(name)
        }
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name)
            : baseDirectory.appendingPathComponent(name).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            invalid(field, "font file '\(name)' does not exist (looked for \(url.path))")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size, FileManager.default.isReadableFile(atPath: url.path) else {
            invalid(field, "font file '\(name)' cannot be read (check its permissions)")
            return nil
        }
        guard size <= Limits.maximumFontFileBytes else {
            invalid(field, "font file '\(name)' has \(size) bytes; a font file may have at most "
                    + "\(Limits.maximumFontFileBytes)")
            return nil
        }
        guard FontCheck.family(ofFile: url.path) != nil else {
            invalid(field, "font file '\(name)' is not a font fontconfig can read (a TrueType or OpenType file)")
            return nil
        }
        return .file(url)
    }
}
