import Foundation
import PresetFuzzing
import Scene

// libFuzzer's entry points, compiled only into the fuzzing build (`make fuzz`: -DFUZZING, -sanitize=fuzzer).
#if FUZZING
/// libFuzzer's own byte-level mutation (with its dictionary), for the inputs the structural mutator leaves.
@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int) -> Int

/// One input: probe it; a broken invariant aborts, so libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // -1: not UTF-8, so not a preset; libFuzzer keeps it out of the corpus.
    guard let report = probe.run(bytes: bytes) else { return -1 }
    if !report.findings.isEmpty {
        fatalError("broken invariant(s):\n" + report.findings.prefix(20).joined(separator: "\n"))
    }
    return 0
}

/// Half the mutations are structural (``PresetMutator``), half libFuzzer's byte-level ones.
@_cdecl("LLVMFuzzerCustomMutator")
func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data, seed % 2 == 0,
          let text = String(validUTF8: UnsafeBufferPointer(start: data, count: size)),
          let mutated = PresetMutator().mutate(text, seed: UInt64(seed), maxBytes: maxSize) else {
        return LLVMFuzzerMutate(data, size, maxSize)
    }
    let bytes = Array(mutated.utf8)
    bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base, count: buffer.count) }
    }
    return bytes.count
}
#endif
