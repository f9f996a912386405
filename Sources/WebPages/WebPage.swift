/// A page file made into the page a browser opens: the files it links inlined, its placeholders
/// filled.
///
/// A page file holds two forms, and everything else in it is kept as written:
///
/// - `{{name}}` (lower-case letters, digits and `-`) is replaced by `values[name]` exactly as
///   given: the caller escapes text for HTML (`MarkupText`). What a placeholder becomes is data —
///   a name, a number, a table row made per animation — never markup a page file could hold.
/// - `<script src="FILE"></script>` and `<link rel="stylesheet" href="FILE">`, where FILE is a
///   ``WebFile``, become a `<script>` or `<style>` element holding that file's text. A page written
///   to disk (a spec page, a gallery, a diff report) must open with nothing beside it, so its
///   files go inside it; the preview page is served rather than written, and its server serves
///   the same files at those names instead (``linkedFiles(of:)``).
///
/// The page file is read once, from start to end, and neither a value nor an inlined file is
/// read again: a preset's name or SwiftUI code that happens to contain `{{x}}` shows as written.
///
/// ```swift
/// WebPage.make(.specLinks, ["sites": rows])
/// ```
public enum WebPage {
    /// `file` with the files it links inlined and every placeholder replaced by its value.
    ///
    /// A placeholder without a value, or a value for no placeholder, is a mistake in the code that
    /// fills the page (and a test of that page finds it), so it stops the program rather than
    /// writing a page with a hole in it.
    public static func make(_ file: WebFile, _ values: [String: String] = [:]) -> String {
        let template = file.text
        var used = Set<String>()
        var out = ""
        out.reserveCapacity(template.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count })
        var rest = template[...]
        for match in template.matches(of: form) {
            out += rest[rest.startIndex..<match.range.lowerBound]
            rest = template[match.range.upperBound...]
            if let name = match.output.placeholder {
                guard let value = values[String(name)] else {
                    preconditionFailure("\(file.name): no value for the placeholder {{\(name)}}")
                }
                used.insert(String(name))
                out += value
            } else {
                out += inlined(match.output.script.map { ($0, "script") } ?? match.output.style.map { ($0, "style") }, in: file)
            }
        }
        out += rest
        let unused = Set(values.keys).subtracting(used)
        precondition(unused.isEmpty, "\(file.name): no placeholder for \(unused.sorted().map { "{{\($0)}}" }.joined(separator: ", "))")
        return out
    }

    /// The files `page` links with `<script src>` and `<link rel="stylesheet">`, in its order:
    /// what a server that serves the page as it is must serve beside it.
    public static func linkedFiles(of page: WebFile) -> [WebFile] {
        page.text.matches(of: form).compactMap { match in
            (match.output.script ?? match.output.style).flatMap { WebFile(rawValue: String($0)) }
        }
    }

    /// The two forms, in one pattern so that the page is read once. Made for each use: a `Regex`
    /// is not `Sendable`, and a page is made a few times a run.
    private static var form: Regex<(Substring, placeholder: Substring?, script: Substring?, style: Substring?)> {
        /\{\{(?<placeholder>[a-z][a-z0-9-]*)\}\}|<script src="(?<script>[a-z0-9.-]+)"><\/script>|<link rel="stylesheet" href="(?<style>[a-z0-9.-]+)">/
    }

    /// The element holding the linked file's text. A page file that links a file the binary does
    /// not carry is a mistake in that file, found by any test of the page.
    private static func inlined(_ link: (name: Substring, element: String)?, in page: WebFile) -> String {
        guard let link, let file = WebFile(rawValue: String(link.name)) else {
            preconditionFailure("\(page.name): links \(link.map { String($0.name) } ?? "nothing"), which is not a WebFile")
        }
        return "<\(link.element)>\n\(file.text)</\(link.element)>"
    }
}
