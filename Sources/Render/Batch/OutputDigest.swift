import Encode
import Foundation

/// Checksums of a batch's outputs, as the manifest records them and as a skip re-checks them.
enum OutputDigest {
    /// The manifest line for a file another writer (``PresetOutputs``) put in the output folder,
    /// or for an output still under its hidden name `staged` that will be `url` once committed.
    static func describe(_ url: URL, frames: Int, staged: URL? = nil) throws -> BatchManifest.Output {
        let (bytes, hash) = try measure(staged ?? url)
        let name = url.lastPathComponent + (url.hasDirectoryPath ? "/" : "")
        return BatchManifest.Output(path: name, bytes: bytes, sha256: hash, frames: frames)
    }

    /// Whether `output` is still on disk in `directory` exactly as recorded (size, then hash).
    static func isIntact(_ output: BatchManifest.Output, in directory: URL) -> Bool {
        let url = directory.appendingPathComponent(output.path, isDirectory: output.path.hasSuffix("/"))
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
              isFolder.boolValue == output.path.hasSuffix("/") else { return false }
        if !isFolder.boolValue {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1
            guard size == output.bytes else { return false }
        }
        guard let (bytes, hash) = try? measure(url) else { return false }
        return bytes == output.bytes && hash == output.sha256
    }

    /// Size and SHA-256 of a file; of a folder, its files' total size and the hash of their listing.
    private static func measure(_ url: URL) throws -> (Int, String) {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        guard isFolder.boolValue else {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            return (size, try SHA256.hash(contentsOf: url).hex)
        }
        var listing = SHA256(), total = 0
        // Byte order of the names, as `sha256sum *` lists them in the C locale.
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { !$0.hasPrefix(".") }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in names {
            let file = url.appendingPathComponent(name)
            total += try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            listing.update("\(try SHA256.hash(contentsOf: file).hex)  \(name)\n")
        }
        return (total, listing.finalize().hex)
    }
}
