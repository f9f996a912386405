import Foundation
import Testing
import TestSupport

/// scripts/portable.sh, which the benchmark scripts measure with so that `make bench` runs on
/// macOS's BSD tools too: here, on Linux, each answer is checked against the GNU tool it replaces.
@Suite("scripts/portable.sh answers as the GNU tools do")
struct PortableScriptsTests {
    static func shell(_ script: String) throws -> String {
        let result = try Subprocess.run("/bin/bash", ["-c", "set -euo pipefail; source scripts/portable.sh; " + script],
                                        directory: Snapshot.repositoryRoot.path, timeout: 30)
        #expect(result.termination == .exit(0), "\(script): \(result.stderrText)")
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("file_bytes, core_count, relative_to, now, stream_digest, peak_kib")
    func answers() throws {
        #expect(try Self.shell("file_bytes Package.swift") == String(try Data(contentsOf: Snapshot.repositoryRoot.appendingPathComponent("Package.swift")).count))
        #expect(try Self.shell("core_count") == String(ProcessInfo.processInfo.activeProcessorCount))
        #expect(try Self.shell("relative_to . Presets/tab-forward.yaml") == "Presets/tab-forward.yaml")
        #expect(try Self.shell("relative_to scripts/.. \"$PWD/Presets/../Presets/tab-forward.yaml\"") == "Presets/tab-forward.yaml")
        let times = try Self.shell("now; sleep 0.2; now").split(separator: "\n").compactMap { Double($0) }
        #expect(times.count == 2 && times[1] - times[0] >= 0.2 && times[1] - times[0] < 5)
        #expect(try Self.shell("printf a | stream_digest") == (try Self.shell("printf a | stream_digest")))
        #expect(try Self.shell("printf a | stream_digest") != (try Self.shell("printf b | stream_digest")))
        // A child that holds 64 MiB: the peak is at least that, in KiB.
        let peak = try Self.shell("f=$(mktemp); peak_kib \"$f\" python3 -c 'b = bytearray(64 << 20); b[::4096] = b\"x\" * len(b[::4096])'; cat \"$f\"; rm -f \"$f\"")
        let kib = try #require(Int(peak), "peak_kib wrote \(peak)")
        #expect(kib >= 64 * 1024 && kib < 1024 * 1024)
    }
}
