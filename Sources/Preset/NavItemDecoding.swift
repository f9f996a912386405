import Foundation
import Scene

/// A nav item: a plain title (`Home`, its icon chosen from the title as before), or
/// `{ title: Home, icon: house }` with an icon from the built-in set or an SVG file.
///
/// An icon value that names a file — it has a `/` or a `.` in it — must be an `.svg` file, checked
/// as every image is (``decodeImage(_:)``); any other value is a built-in name, and a misspelt one
/// gets a did-you-mean.
extension DocumentReader {
    func decodeNavItem(_ field: Field) -> NavItem? {
        if case .scalar = field.node { return string(field).map { NavItem(title: $0) } }
        guard let item = mapping(field, allowed: ["title", "icon"]) else { return nil }
        let title = required(item, "title").flatMap(string)
        let icon = item.entry("icon").map { entry in decodeNavIcon(entry).map { Optional($0) } } ?? .some(nil)
        guard let title, let icon else { return nil }
        return NavItem(title: title, icon: icon)
    }

    private func decodeNavIcon(_ entry: Keyed.Entry) -> NavIcon? {
        guard let text = string(entry.value) else { return nil }
        guard text.contains("/") || text.contains(".") else {
            let symbols = NavSymbol.allCases.map { (key: $0.rawValue, value: $0) }
            return choice(entry.value, "icon", symbols).map(NavIcon.symbol)
        }
        guard text.lowercased().hasSuffix(".svg") else {
            invalid(entry.value, "icon '\(text)' is not an SVG file; an icon is a built-in name "
                    + "(\(NavSymbol.allCases.map(\.rawValue).joined(separator: ", "))) or an .svg file")
            return nil
        }
        return decodeImage(entry).map(NavIcon.svg)
    }
}
