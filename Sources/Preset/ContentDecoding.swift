import Foundation
import Scene

/// A tab's page: `{ wireframe: cards|list|grid }`, `{ image: PATH, contentMode: fill|fit|stretch }`,
/// `{ fill: "#RRGGBB" }` or, where the caller can read layers, `{ layers: [ … ] | PATH }`.
///
/// An image path is relative to the preset file's folder; the file must exist and be a PNG, JPEG
/// or SVG (told by its first bytes, not its name) that ``ImageCheck`` finds sound and within the
/// limits; errors point at the `image` key. An image that leaves its `contentMode` unsaid and is
/// not the shape of its `frame` (the page it fills, when the caller knows it) is warned about at
/// the same key: it is cropped to fill (``FillCrop``), which a wrong export should not be silently.
extension DocumentReader {
    /// `layers` reads the value of a `layers` key: layer trees belong to the scene kinds, which
    /// Preset cannot import, so a kind whose pages may be made of layers passes its reader here.
    package func decodeContent(_ field: Field, frame: Size? = nil, layers: ((Field) -> Content?)? = nil) -> Content? {
        let kinds = ["wireframe", "image", "fill"] + (layers == nil ? [] : ["layers"])
        guard let keyed = mapping(field, allowed: kinds + ["contentMode"]) else { return nil }
        let entries = keyed.entries.filter { kinds.contains($0.key) }
        guard let entry = entries.first else {
            if field.node.mapping?.isEmpty == true {
                invalid(field, "content needs one of: { wireframe: cards|list|grid }, { image: PATH }, "
                        + "{ fill: COLOUR }" + (layers == nil ? "" : ", { layers: [LAYERS] or PATH }"))
            } else if let mode = keyed.entry("contentMode") {
                report(.invalidValue(path: field.path, message: "contentMode goes beside an image, "
                                     + "e.g. { image: shot.svg, contentMode: fit }"), at: mode.keyNode)
            }
            return nil
        }
        if entries.count > 1 {
            let names = layers == nil ? "wireframe, image or fill" : "wireframe, image, fill or layers"
            report(.invalidValue(path: field.path, message: "content is one of \(names); found both "
                                 + "'\(entry.key)' and '\(entries[1].key)'"), at: entries[1].keyNode)
            return nil
        }
        // Both are read, so a bad mode and a bad image are reported together.
        let mode = decodeContentMode(keyed, drawing: entry.key)
        let content: Content?
        switch entry.key {
        case "wireframe":
            let wireframes = KeyValuePairs<String, Wireframe>(dictionaryLiteral:
                ("cards", .cards), ("list", .list), ("grid", .grid))
            content = choice(entry.value, "wireframe", wireframes).map(Content.wireframe)
        case "image":
            let url = decodeImage(entry)
            if let url, let frame, keyed.entry("contentMode") == nil { warnIfCropped(entry, url: url, frame: frame) }
            content = url.flatMap { url in mode.map { .image(url, $0) } }
        case "layers":
            content = layers?(entry.value)
        default:
            content = colour(entry.value).map(Content.fill)
        }
        return mode == nil ? nil : content
    }

    /// The `contentMode` beside an `image` (fill when absent); beside anything else (`drawing` is
    /// the key of what is drawn) it is reported at its key, and nil is returned.
    package func decodeContentMode(_ keyed: Keyed, drawing: String) -> ContentMode? {
        guard let entry = keyed.entry("contentMode") else { return .fill }
        guard drawing == "image" else {
            report(.invalidValue(path: keyed.field.path, message: "contentMode applies to an image, not to "
                                 + "'\(drawing)'; remove it"), at: entry.keyNode)
            return nil
        }
        return choice(entry.value, "content mode", ContentMode.allCases.map { (key: $0.rawValue, value: $0) })
    }

    /// Warns, at the `image` key, that the image at `url` is cut to fill a `frame`-sized page
    /// (more than ``FillCrop/tolerance``), saying how much and how to say the crop is meant.
    private func warnIfCropped(_ entry: Keyed.Entry, url: URL, frame: Size) {
        guard case .success(let size) = ImageCheck.shared.measured(url), let crop = FillCrop(image: size, frame: frame),
              let path = entry.value.node.string else { return }
        warnings.append("\(location(of: entry.keyNode)): warning: \(entry.value.path): image '\(path)' is "
                        + "\(crop.description(frame: "page")) (contentMode: fit shows it whole; "
                        + "contentMode: fill keeps the crop without this warning)")
    }

    /// The image file an `image:` entry names, checked (it exists, its format is supported, its
    /// size is within the limits and its data decodes); a problem is reported at the `image` key.
    package func decodeImage(_ entry: Keyed.Entry) -> URL? {
        let field = entry.value
        guard let path = string(field) else { return nil }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : baseDirectory.appendingPathComponent(path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            report(.missingImage(path: field.path, image: path, resolved: url.path), at: entry.keyNode)
            return nil
        }
        switch ImageCheck.shared.problem(with: url) {
        case nil:
            return url
        case .some(let problem) where problem.kind == .unsupported:
            report(.unsupportedImage(path: field.path, image: path), at: entry.keyNode)
        case .some(let problem) where problem.kind == .unreadable:
            report(.invalidValue(path: field.path, message: "image '\(path)' cannot be read (check its permissions)"),
                   at: entry.keyNode)
        case .some(let problem):
            report(.brokenImage(path: field.path, image: path, problem: problem.detail), at: entry.keyNode)
        }
        return nil
    }
}
