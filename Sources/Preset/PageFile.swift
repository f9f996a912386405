import Foundation
import Scene
import Yams

/// The page files one scene reads (`content: { layers: screens/home.yaml }`), each read once, and
/// the budget they share.
///
/// A page file is read like a preset — at most 1 MiB, UTF-8, its YAML nodes counted with aliases
/// expanded before anything walks it — and, so that a scene naming many files cannot read more
/// than a preset may hold, all of a scene's page files together stay within one preset's bytes
/// and nodes. A file named by several pages is read, and its problems reported, once.
package final class PageFiles {
    /// What reading a file gave: its document and the reader whose errors name it, or nil when it
    /// could not be read (reported already).
    package typealias Document = (root: Field, reader: DocumentReader)

    private var documents: [URL: Document?] = [:]
    private var pages: [URL: Content?] = [:]
    private(set) var bytesRead = 0
    private(set) var nodesRead = 0

    package init() {}

    /// The page `make` built from the file at `url` the first time it was asked, so a page named
    /// twice is decoded, and its problems reported, once.
    package func page(_ url: URL, _ make: () -> Content?) -> Content? {
        if let earlier = pages[url] { return earlier }
        let page = make()
        pages[url] = .some(page)
        return page
    }

    fileprivate func document(_ url: URL, read: () -> Document?) -> Document? {
        if let earlier = documents[url] { return earlier }
        let document = read()
        documents[url] = .some(document)
        return document
    }

    fileprivate func spend(bytes: Int) -> Bool {
        guard bytesRead + bytes <= Limits.maximumPresetBytes else { return false }
        bytesRead += bytes
        return true
    }

    fileprivate func spend(nodes: Int) { nodesRead += nodes }
}

extension DocumentReader {
    /// The page file named by `field` (relative to this document's folder): its root and a reader
    /// that names the page file in its errors. Problems finding or reading the file are reported
    /// here, at `field`; problems inside it (its YAML, its size) at the page file's own place.
    package func readPageFile(_ field: Field, files: PageFiles) -> (url: URL, document: PageFiles.Document)? {
        guard let path = string(field) else { return nil }
        guard !path.isEmpty, !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            invalid(field, "a page file is a path to a YAML file whose top level is a list of layers, "
                    + "e.g. layers: screens/home.yaml")
            return nil
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : baseDirectory.appendingPathComponent(path).standardizedFileURL
        // Only a regular file (symbolic links followed): a FIFO or a device would block or never end.
        var info = stat()
        let found = stat(url.path, &info) == 0
        let type = info.st_mode & S_IFMT
        guard found, type == S_IFREG else {
            let what = !found ? "does not exist" : type == S_IFDIR ? "is a folder" : "is not a regular file"
            invalid(field, "page file '\(path)' \(what) (looked for \(url.path); relative paths start at the "
                    + "folder of the file that names it)")
            return nil
        }
        let name = pageFileName(path, url: url)
        guard let document = files.document(url, read: { parsePageFile(url, name: name, field: field, files: files) })
        else { return nil }
        return (url, document)
    }

    /// Adds every problem `page`'s reader found (in a page file) to this document's.
    package func adoptProblems(of page: DocumentReader) {
        report(page.errors)
    }

    /// How errors name a page file: the path as written, beside this document's own name (as the
    /// user would find it from where they ran the command); its full path when it is absolute or
    /// this document is not a file with a folder (a pipe, whose relative paths start elsewhere).
    private func pageFileName(_ path: String, url: URL) -> String {
        let type = (try? FileManager.default.attributesOfItem(atPath: file)[.type]) as? FileAttributeType
        guard !path.hasPrefix("/"), type == nil || type == .typeRegular else { return url.path }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    private func parsePageFile(_ url: URL, name: String, field: Field, files: PageFiles) -> PageFiles.Document? {
        let limit = Limits.maximumPresetBytes
        let bytes: [UInt8]
        switch PresetSource.readBytes(url.path, atMost: limit + 1) {
        case .failure(let failure):
            invalid(field, "page file '\(name)' cannot be read: \(failure.message)")
            return nil
        case .success(let read):
            bytes = read.bytes
        }
        guard files.spend(bytes: bytes.count) else {
            invalid(field, "page file '\(name)' has \(bytes.count) bytes, more than the \(limit - files.bytesRead) "
                    + "left: a scene's page files together may have at most \(limit) bytes (1 MiB), as much as a preset")
            return nil
        }
        let text: String
        switch PresetSource.decode(bytes, file: name) {
        case .failure(let error):
            report([error])
            return nil
        case .success(let decoded):
            text = decoded
        }
        let room = Limits.maximumDocumentNodes - files.nodesRead
        if let excess = NodeBudget.firstExcess(in: text, limit: room) {
            let message = "the page files of this scene have more than \(Limits.maximumDocumentNodes) YAML nodes here "
                + "(counting every alias as the nodes it stands for); together they may have at most as many as a preset"
            report([PresetError(.invalidValue(path: "", message: message),
                                at: SourceLocation(file: name, line: excess.line, column: excess.column))])
            return nil
        }
        let root: Node
        switch Node.composed(text, file: name) {
        case .failure(let error):
            report([error])
            return nil
        case .success(nil):
            invalid(field, "page file '\(name)' is empty; it needs a list of layers")
            return nil
        case .success(let node?):
            root = node
        }
        files.spend(nodes: Self.nodeCount(root))
        return (Field(node: root, path: ""), DocumentReader(file: name, baseDirectory: url.deletingLastPathComponent()))
    }

    /// How many nodes walking `root` meets (aliases are already expanded by Yams, and the node
    /// budget has bounded the total); walked with a list, not recursion, so depth costs no stack.
    private static func nodeCount(_ root: Node) -> Int {
        var pending = [root], count = 0
        while let node = pending.popLast() {
            count += 1
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping { pending.append(key); pending.append(value) }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
        return count
    }
}
