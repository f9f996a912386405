import Foundation

/// The `-o` folder: created if missing, and proved writable before any frame is drawn.
enum OutputFolder {
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("-o \(path): cannot create the output folder (\(reason(error)))")
        }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.usage("-o \(path): not a folder")
        }
        guard fm.isWritableFile(atPath: url.path) else {
            throw CommandFailure.usage("-o \(path): the output folder is not writable")
        }
        return url
    }

    private static func reason(_ error: Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}
