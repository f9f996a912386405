import Foundation
import SwiftFuzzing

/// The probe every input goes through.
let probe = SwiftProbe()

#if !FUZZING
/// The Swift fuzzer's replayer: the ordinary build runs files through the probe the fuzzer uses
/// (`swift run SwiftFuzzer FILE…`), so a finding can be reproduced without the fuzzing build.
///
/// Built with `-DFUZZING` and `-sanitize=fuzzer` (`make fuzz`), this file has no `main`:
/// libFuzzer's is the entry point and calls `LLVMFuzzerTestOneInput` (FuzzEntryPoints.swift).
@main
enum SwiftFuzzer {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: SwiftFuzzer FILE…   (replays Swift inputs through the fuzzer's checks)\n".utf8))
            exit(2)
        }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
                failed = true
                continue
            }
            guard let report = probe.run(bytes: Array(data)) else {
                print("\(path): not UTF-8, skipped")
                continue
            }
            let summary = report.refusal.map { "refused: \($0)" } ?? "read, \(report.sitesChecked) evaluations"
            if report.findings.isEmpty {
                print("ok    \(path) (\(summary))")
            } else {
                failed = true
                print("FAIL  \(path) (\(summary))\n" + report.findings.map { "      \($0)" }.joined(separator: "\n"))
            }
        }
        exit(failed ? 1 : 0)
    }
}
#endif
