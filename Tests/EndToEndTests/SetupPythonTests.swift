import Foundation
import Testing
import TestSupport

/// scripts/setup.sh when the Python on PATH is too old for Selenium (macOS's own is 3.9): one
/// line says so, the rest of the set-up completes, and the browser tests repeat why they cannot
/// run instead of failing on a missing file.
@Suite("setup.sh with a Python older than 3.10", .serialized)
struct SetupPythonTests {
    /// A copy of setup.sh in a folder of its own, so the venv it would make (FOLDER/.build/venv)
    /// is not the checkout's; and a `python3` that reports 3.9 as the real one would.
    static func run(python version: String) throws -> (folder: TemporaryFolder, result: Subprocess.Result) {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("scripts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Snapshot.repositoryRoot.appendingPathComponent("scripts/setup.sh"),
                                         to: folder.file("scripts/setup.sh"))
        // -c CODE prints the version and exits 1 below 3.10, as the check's own code does; a
        // venv must not be asked of it.
        let fake = folder.file("bin/python3")
        try """
            #!/bin/sh
            if [ "$1" = -c ]; then echo \(version); exit 1; fi
            echo "python3 $* was not expected" >&2; exit 9
            """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let swift = try #require(Subprocess.find("swift"), "swift on PATH")
        let path = [folder.file("bin").path, URL(fileURLWithPath: swift).deletingLastPathComponent().path, "/usr/bin", "/bin"]
        let result = try Subprocess.run("/bin/bash", [folder.file("scripts/setup.sh").path],
                                        environment: ["PATH": path.joined(separator: ":")], timeout: 120)
        return (folder, result)
    }

    @Test("one clear line, exit 0, no venv, and the reason left for the browser tests")
    func tooOld() throws {
        let (folder, result) = try Self.run(python: "3.9")
        #expect(result.termination == .exit(0), "\(result.stderrText)")
        let lines = result.stderrText.split(separator: "\n")
        let python = lines.filter { $0.contains("python3") }
        #expect(python == ["setup: python3 is Python 3.9: the browser tests need 3.10 or later (for selenium 4.51); "
                           + "install a newer one, or set PYTHON, and run scripts/setup.sh again"])
        #expect(!lines.contains { $0.contains("was not expected") })
        #expect(!FileManager.default.fileExists(atPath: folder.file(".build/venv").path))
        let reason = try String(contentsOf: folder.file(".build/venv.missing"), encoding: .utf8)
        #expect(reason.contains("python3 is Python 3.9"))
        let said = BrowserScript.unavailable(in: folder.url)
        #expect(said.hasPrefix("the browser tests cannot run: no \(folder.file(".build/venv/bin/python").path), because python3 is Python 3.9"))
    }
}
