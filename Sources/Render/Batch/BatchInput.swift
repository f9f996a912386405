import Foundation

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

    /// The presets named by `arguments`: files as given, and the `*.yaml` files directly inside
    /// each folder (not its subfolders, which hold images and such), sorted by path, each once.
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
            guard !names.isEmpty else { throw .emptyFolder(argument) }
            paths += names.map { (argument as NSString).appendingPathComponent($0) }
        }
        var seen = Set<String>()
        return paths.sorted()
            .filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
            .map(BatchInput.init(path:))
    }
}
