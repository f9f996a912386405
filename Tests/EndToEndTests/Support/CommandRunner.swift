import Foundation

/// What a finished process printed and returned.
struct CommandResult {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

/// Runs programs for the tests: our own `motionreel`, and ffprobe/ffmpeg to judge its files.
enum CommandRunner {
    /// The `motionreel` executable built beside the test bundle.
    static let motionreel: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("motionreel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/debug/motionreel").standardized
        return fallback
    }()

    static func motionreel(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        try run(motionreel, arguments, in: directory)
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> CommandResult {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments)
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Both streams go to files, so a chatty process can never block on a full pipe.
        let folder = FileManager.default.temporaryDirectory
        let outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        let code = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return CommandResult(exitCode: code, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}
