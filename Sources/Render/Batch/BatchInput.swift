import Foundation
import Scene

/// A preset file a batch renders: where it is, and how messages name it.
public struct BatchInput: Sendable, Hashable {
    /// The path as the user gave it (a folder's presets as `FOLDER/NAME.yaml`), for messages.
    public var path: String
    public var url: URL

    /// The file name without its extension: what shards are picked by, and a failed preset's name.
    public var stem: String { url.deletingPathExtension().lastPathComponent }

    public init(path: String) {
        self.path = path
        self.url = URL(fileURLWithPath: path)
    }

    /// The presets named by `arguments`: files as given; the `*.yaml` files directly inside each
    /// folder (not its subfolders', which hold images, layer lists, drafts); and for a folder with
    /// none directly inside — a catalogue `import -o` wrote, `motion/Card/CardRow.isExpanded.yaml` —
    /// each `*.yaml` of its subfolders that is a preset (a line that begins `scene:`). Sorted by
    /// path, each once; hidden files and symbolic links to folders are not entered.
    ///
    /// ```swift
    /// try BatchInput.expand(["Presets", "extra/one.yaml"])   // Presets/calendar-appear.yaml, …
    /// ```
    public static func expand(_ arguments: [String]) throws(BatchError) -> [BatchInput] {
        let fm = FileManager.default
        var paths: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: argument, isDirectory: &isFolder) else { throw .missingInput(argument) }
            guard isFolder.boolValue else {
                paths.append(argument)
                continue
            }
            let names = ((try? fm.contentsOfDirectory(atPath: argument)) ?? [])
                .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }
            let nested = names.isEmpty ? presetsInSubfolders(of: argument) : []
            guard !names.isEmpty || !nested.isEmpty else { throw .emptyFolder(argument) }
            paths += names.map { (argument as NSString).appendingPathComponent($0) } + nested
        }
        var seen = Set<String>()
        return paths.sorted()
            .filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
            .map(BatchInput.init(path:))
    }

    /// How deep subfolders are searched, and how much of a file is read to tell a preset.
    static let maximumDepth = 4
    static let maximumHead = 64 << 10

    /// The presets in the subfolders of `folder`, at most ``maximumDepth`` deep.
    static func presetsInSubfolders(of folder: String, depth: Int = 1) -> [String] {
        guard depth <= maximumDepth else { return [] }
        let fm = FileManager.default
        var found: [String] = []
        for name in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let type = (try? fm.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                for inner in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted()
                where inner.hasSuffix(".yaml") && !inner.hasPrefix(".") {
                    let file = (path as NSString).appendingPathComponent(inner)
                    // A regular file only: a FIFO would block the read.
                    guard (try? fm.attributesOfItem(atPath: file))?[.type] as? FileAttributeType == .typeRegular else { continue }
                    if isPreset(file) { found.append(file) }
                }
                found += presetsInSubfolders(of: path, depth: depth + 1)
            }
        }
        return found
    }

    /// Whether the file's top level has `scene:`: a preset, not a list of layers.
    static func isPreset(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: maximumHead)) ?? Data()
        return SourceLines.split(String(decoding: head, as: UTF8.self), rule: .yaml).contains { $0.hasPrefix("scene:") }
    }
}
