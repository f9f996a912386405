import Foundation
import SwiftFuzzing

// libFuzzer's entry point, compiled only into the fuzzing build (`make fuzz`: -DFUZZING, -sanitize=fuzzer).
#if FUZZING
/// One input: probe it; a broken invariant aborts, so libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // -1: not UTF-8, so not Swift; libFuzzer keeps it out of the corpus.
    guard let report = probe.run(bytes: bytes) else { return -1 }
    if !report.findings.isEmpty {
        fatalError("broken invariant(s):\n" + report.findings.prefix(20).joined(separator: "\n"))
    }
    return 0
}
#endif
