import Encode
import Foundation

/// The `-o` folder: created if missing, proved writable before any frame is drawn, and cleared of
/// what killed runs left in it.
enum OutputFolder {
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        let fm = FileManager.default
        let missing = missingFolders(url)
        do {
            try fm.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("-o \(path): cannot create the output folder (\(reason(error)))")
        }
        // Ctrl-C before anything is finished leaves no new, empty folder behind.
        PendingOutputs.shared.registerCreatedFolders(missing)
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.usage("-o \(path): not a folder")
        }
        guard fm.isWritableFile(atPath: url.path) else {
            throw CommandFailure.usage("-o \(path): the output folder is not writable")
        }
        // A commit a killed run left half done is finished now, before the run reads the folder
        // (a batch's journal is part of its presets' commits), and stale temporary items go.
        TemporaryOutput.removeStale(in: url)
        return url
    }

    /// The folders of `url` that do not exist yet, outermost first: those creating it makes.
    private static func missingFolders(_ url: URL) -> [String] {
        var missing: [String] = []
        var folder = url.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing.insert(folder.path, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return missing
    }

    private static func reason(_ error: Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}
