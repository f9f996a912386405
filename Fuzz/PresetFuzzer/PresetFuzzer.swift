import Foundation
import PresetFuzzing

/// The probe every input goes through. Relative image paths resolve against `PRESET_FUZZ_BASE`,
/// or `Presets/` in the current folder (where the shipped presets' screenshots are).
let probe: PresetProbe = {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["PRESET_FUZZ_BASE"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("Presets", isDirectory: true)
    return PresetProbe(baseDirectory: base)
}()

#if !FUZZING
/// The preset fuzzer's replayer: the ordinary build runs files through the probe the fuzzer uses
/// (`swift run PresetFuzzer FILE…`), so a finding can be reproduced without the fuzzing build.
///
/// Built with `-DFUZZING` and `-sanitize=fuzzer` (`make fuzz`), this file has no `main`:
/// libFuzzer's is the entry point and calls `LLVMFuzzerTestOneInput` (FuzzEntryPoints.swift).
@main
enum PresetFuzzer {
    static func main() {
        exit(replay(Array(CommandLine.arguments.dropFirst())))
    }

    /// Probes each file (or each file in each folder); 0 when no invariant broke, 1 otherwise.
    static func replay(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            write("usage: PresetFuzzer FILE-OR-FOLDER…   (replays inputs through the fuzzer's checks)\n", error: true)
            return 2
        }
        var failed = false
        for url in paths.flatMap(files(at:)) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                write("\(url.path): cannot be read\n", error: true)
                failed = true
                continue
            }
            guard let report = probe.run(bytes: Array(data)) else {
                write("\(url.path): not UTF-8, skipped\n")
                continue
            }
            let summary = report.errors.first.map { "invalid: \($0)" } ?? "valid, \(report.statesChecked) states"
            if report.findings.isEmpty {
                write("ok    \(url.path) (\(summary))\n")
            } else {
                failed = true
                write("FAIL  \(url.path) (\(summary))\n" + report.findings.map { "      \($0)\n" }.joined())
            }
        }
        return failed ? 1 : 0
    }

    /// `path` itself, or the files directly in it (not its folders) when it is a folder, sorted.
    static func files(at path: String) -> [URL] {
        let url = URL(fileURLWithPath: path)
        guard isFolder(url) else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
            .map { url.appendingPathComponent($0) }.filter { !isFolder($0) }
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func write(_ text: String, error: Bool = false) {
        (error ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }
}
#endif
