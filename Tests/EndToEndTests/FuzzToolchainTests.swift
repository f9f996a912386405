import Foundation
import Testing
import TestSupport

/// Fuzz/run.sh on a toolchain without libFuzzer (Xcode's): `make test` goes on with one line,
/// `make fuzz` stops with it. The toolchain is a folder whose swiftc cannot link -sanitize=fuzzer.
@Suite("Fuzz/run.sh without libFuzzer")
struct FuzzToolchainTests {
    static func run(ifAvailable: Bool) throws -> Subprocess.Result {
        let folder = try TemporaryFolder()
        let swiftc = folder.file("swiftc")
        try "#!/bin/sh\necho 'ld: library not found for -lclang_rt.fuzzer_osx' >&2; exit 1\n"
            .write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        let swift = folder.file("swift")
        try "#!/bin/sh\necho 'swift must not be run' >&2; exit 9\n".write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        var environment = ["SWIFT": swift.path]
        if ifAvailable { environment["FUZZ_IF_AVAILABLE"] = "1" }
        return try Subprocess.run("/bin/bash", [Snapshot.repositoryRoot.appendingPathComponent("Fuzz/run.sh").path, "1"],
                                  environment: environment, timeout: 60)
    }

    static let line = "fuzz: skipped: this Swift toolchain has no libFuzzer (Xcode's has none); install a swift.org toolchain to fuzz\n"

    @Test("make test's run: one line, exit 0, nothing built")
    func makeTest() throws {
        let result = try Self.run(ifAvailable: true)
        #expect(result.termination == .exit(0))
        #expect(result.stdoutText == Self.line)
        #expect(result.stderrText.isEmpty)
    }

    @Test("make fuzz's run: the same line, exit 2")
    func makeFuzz() throws {
        let result = try Self.run(ifAvailable: false)
        #expect(result.termination == .exit(2))
        #expect(result.stdoutText == Self.line)
    }
}
