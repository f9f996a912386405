import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `motionreel import DIR` on an app folder with every kind of bad part in it: the good files are
/// listed, each bad path is named once on standard error with what is wrong, and the run exits 2.
@Suite("import reads a real app folder however bad parts of it are", .serialized)
struct ImportFolderCommandTests {
    /// A Swift file with one transition site, at line 2.
    static let good = "import SwiftUI\nlet fade: AnyTransition = .opacity\n"

    /// The app folder: good files, and one of each bad thing beside them.
    static func appFolder() throws -> Workspace {
        let w = try Workspace()
        try w.write("App/ContentView.swift", Self.good)
        try w.write("App/Views/Tabs.swift", Self.good)
        try w.write("App/My \"Quoted\" View.swift", Self.good)
        try w.write("App/With Spaces Café.swift", Self.good)
        try w.write("App/Locked/Inside.swift", Self.good)
        let fm = FileManager.default
        // A loop: App/Views/loop leads back to App.
        try fm.createSymbolicLink(atPath: w.path("App/Views/loop"), withDestinationPath: "..")
        // Another name for a file the tree holds: read once, by its own name.
        try fm.createSymbolicLink(atPath: w.path("App/Alias.swift"), withDestinationPath: "Views/Tabs.swift")
        // A link to nothing.
        try fm.createSymbolicLink(atPath: w.path("App/Gone.swift"), withDestinationPath: "missing.swift")
        try w.writeUnreadableSwiftFiles(in: "App")
        // A FIFO: opening it would block until a writer came.
        #expect(mkfifo(w.path("App/Pipe.swift"), 0o644) == 0)
        #expect(chmod(w.path("App/Locked"), 0) == 0)
        return w
    }

    /// Runs `motionreel` with a bound, so a walk that hangs fails the test instead of stalling it.
    static func motionreel(_ arguments: [String]) throws -> (CommandResult, timedOut: Bool) {
        let result = try Subprocess.run(CommandRunner.motionreel.path, arguments, timeout: 60)
        return (CommandResult(result), result.timedOut)
    }

    @Test("every good file is listed, every bad path named once with what it is, exit 2; --json has the problems")
    func badAppFolder() throws {
        let w = try Self.appFolder()
        defer { _ = chmod(w.path("App/Locked"), 0o755) }
        let app = w.path("App")
        let (run, timedOut) = try Self.motionreel(["import", app])
        #expect(!timedOut, "import did not finish")
        #expect(run.exitCode == 2, "\(run.stderr)")

        // Every good file's site, each once; the linked file once, by its own name.
        for name in ["ContentView.swift", "Views/Tabs.swift", "My \"Quoted\" View.swift", "With Spaces Café.swift"] {
            let lines = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("\(app)/\(name):2:5: transition") }
            #expect(lines.count == 1, "\(name): \(run.stdout)")
        }
        #expect(!run.stdout.contains("Alias.swift") && !run.stdout.contains("loop"), "\(run.stdout)")

        // Each bad path once, with what is wrong with it.
        let expected = [
            "App/Views/loop": "a symbolic link loop (\(app)/Views/loop → ..); skipped",
            "App/Gone.swift": "not found: a symbolic link to missing.swift",
            "App/Binary.swift": ":1:1: is not UTF-8 text: byte 0xFF",
            "App/Latin1.swift": ":1:7: is not UTF-8 text: byte 0xE9",
            "App/Big.swift": "is 52428800 bytes, larger than 1048576",
            "App/Pipe.swift": "is a FIFO (named pipe), not a Swift file",
        ]
        let problems = run.stderr.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.contains("warning:") }
        for (path, message) in expected {
            let lines = problems.filter { $0.hasPrefix(w.path(path) + ":") }
            #expect(lines.count == 1 && lines.first?.contains(message) == true, "\(path): \(run.stderr)")
        }
        if getuid() == 0 {
            // Root reads a folder whatever its mode: then it was read.
            #expect(run.stdout.contains("\(app)/Locked/Inside.swift:2:5: transition"), "\(run.stdout)")
            #expect(problems.count == expected.count, "\(run.stderr)")
        } else {
            let locked = problems.filter { $0.hasPrefix(w.path("App/Locked") + ":") }
            #expect(locked.count == 1 && locked.first?.contains("cannot be read (Permission denied)") == true, "\(run.stderr)")
            #expect(!run.stdout.contains("Inside.swift"))
            #expect(problems.count == expected.count + 1, "\(run.stderr)")
        }
        let files = getuid() == 0 ? 5 : 4
        #expect(run.stdout.hasSuffix("\(files) sites (\(files) transition, 0 animation) in \(files) files\n"), "\(run.stdout)")

        let (json, jsonTimedOut) = try Self.motionreel(["import", app, "--json"])
        #expect(!jsonTimedOut && json.exitCode == 2, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["sites"] as? [[String: Any]])?.count == files)
        let listed = try #require(document["problems"] as? [[String: Any]])
        #expect(Set(listed.compactMap { $0["file"] as? String }).isSuperset(of: expected.keys.map(w.path)), "\(listed)")
        for problem in listed {
            #expect(Set(problem.keys) == ["file", "line", "column", "message"], "\(problem)")
        }
        let latin1 = try #require(listed.first { $0["file"] as? String == w.path("App/Latin1.swift") })
        #expect(latin1["line"] as? Int == 1 && latin1["column"] as? Int == 7)
        let pipe = try #require(listed.first { $0["file"] as? String == w.path("App/Pipe.swift") })
        #expect(pipe["line"] is NSNull && pipe["column"] is NSNull)
    }

    @Test("a folder with no problems exits 0 with an empty problems list; -o still writes nothing when a file is bad")
    func cleanFolderAndOutput() throws {
        let w = try Workspace()
        try w.write("App/ContentView.swift", Self.good)
        let (json, _) = try Self.motionreel(["import", w.path("App"), "--json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["problems"] as? [Any])?.isEmpty == true, "\(json.stdout)")

        try w.folder.write(Data([0xFF, 0xFE, 0x00]), to: "App/Binary.swift")
        let (written, _) = try Self.motionreel(["import", w.path("App/ContentView.swift"), w.path("App/Binary.swift"),
                                                "-o", w.path("tabs.yaml")])
        #expect(written.exitCode == 2 && written.stderr.contains("Binary.swift:1:1: is not UTF-8 text"), "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: w.path("tabs.yaml")))
    }
}
