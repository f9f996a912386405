import Foundation
import Scene

/// A tab's page: `{ wireframe: cards|list|grid }`, `{ image: PATH }` or `{ fill: "#RRGGBB" }`.
///
/// An image path is relative to the preset file's folder; the file must exist and be a PNG
/// (checked by its signature, not its name) whose header and data ``ImageCheck`` finds sound;
/// errors point at the path.
extension DocumentReader {
    package func decodeContent(_ field: Field) -> Content? {
        let kinds = ["wireframe", "image", "fill"]
        guard let keyed = mapping(field, allowed: kinds) else { return nil }
        guard let entry = keyed.entries.first else {
            if field.node.mapping?.isEmpty == true {
                invalid(field, "content needs one of: { wireframe: cards|list|grid }, { image: PATH }, "
                        + "{ fill: COLOUR }")
            }
            return nil
        }
        if keyed.entries.count > 1 {
            report(.invalidValue(path: field.path, message: "content is one of wireframe, image or fill; found both "
                                 + "'\(entry.key)' and '\(keyed.entries[1].key)'"), at: keyed.entries[1].keyNode)
            return nil
        }
        switch entry.key {
        case "wireframe":
            let wireframes = KeyValuePairs<String, Wireframe>(dictionaryLiteral:
                ("cards", .cards), ("list", .list), ("grid", .grid))
            return choice(entry.value, "wireframe", wireframes).map(Content.wireframe)
        case "image":
            return decodeImage(entry).map(Content.image)
        default:
            return colour(entry.value).map(Content.fill)
        }
    }

    /// The image file an `image:` entry names, checked (it exists, its format is supported, its
    /// header is within the limits and its data decodes); a problem is reported at the `image` key.
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
            report(.notPNG(path: field.path, image: path), at: entry.keyNode)
        case .some(let problem) where problem.kind == .unreadable:
            report(.invalidValue(path: field.path, message: "image '\(path)' cannot be read (check its permissions)"),
                   at: entry.keyNode)
        case .some(let problem):
            report(.brokenImage(path: field.path, image: path, problem: problem.detail), at: entry.keyNode)
        }
        return nil
    }
}
