import Encode
import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Every format, encoded twice, gives the same bytes — also when the whole encode (the sink's
/// own thread and every thread the encoder starts) is confined to one CPU.
@Suite("Determinism")
struct DeterminismTests {
    /// One format of the table, opaque or (where it keeps alpha) transparent.
    struct Output: CustomStringConvertible, Sendable {
        var format: OutputFormat
        var transparent: Bool

        /// Every format, and every format with alpha once more, transparent.
        static var allCases: [Output] {
            OutputFormat.allCases.flatMap { format in
                (format.supportsAlpha ? [false, true] : [false]).map { Output(format: format, transparent: $0) }
            }
        }

        var description: String { transparent ? "\(format.name) (transparent)" : format.name }

        /// Encodes a short clip (translucent frames when transparent) for a scene called `name` in
        /// `folder` and returns its bytes (a folder's: its frames' bytes in order).
        func encode(in folder: URL, name: String) throws -> Data {
            let (width, height) = (96, 64)
            let url = format.destination(name: name, in: folder)
            let sink = try format.openSink(at: url, format: VideoFormat(width: width, height: height, fps: 30),
                                           encoding: EncodingOptions(), transparent: transparent)
            let file = try sink.write(VideoCheck.frames(width: width, height: height, translucent: transparent, count: 10))
            guard url.hasDirectoryPath else { return try Data(contentsOf: url) }
            return try (0..<file.frameCount).reduce(into: Data()) { bytes, index in
                bytes += try Data(contentsOf: url.appendingPathComponent(PNGSequenceSink.fileName(forIndex: index)))
            }
        }
    }

    @Test("the same frames and options give byte-identical files", arguments: Output.allCases)
    func rerun(output: Output) throws {
        let folder = try TemporaryFolder()
        let first = try output.encode(in: folder.url, name: "a")
        let second = try output.encode(in: folder.url, name: "b")
        #expect(first == second)
    }

    #if os(Linux)
    /// Nothing reads the core count: the encoder's threads are pinned by the settings. This runs
    /// the encode on a thread bound to CPU 0 (threads it starts inherit the binding), as a
    /// process started with `taskset -c 0` would, and compares with an unbound encode.
    @Test("an encode confined to one CPU gives the same bytes", arguments: Output.allCases)
    func oneCPU(output: Output) throws {
        let folder = try TemporaryFolder()
        let unbound = try output.encode(in: folder.url, name: "all")
        let url = folder.url
        let bound = try Self.onOneCPU { try output.encode(in: url, name: "one") }
        #expect(bound == unbound)
    }

    /// glibc declares `sched_setaffinity` only under `_GNU_SOURCE`, so Swift does not see it; look it up.
    private typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
    private static let setAffinity: SetAffinity? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity")
        .map { unsafeBitCast($0, to: SetAffinity.self) }

    private static func onOneCPU(_ body: @escaping @Sendable () throws -> Data) throws -> Data {
        final class Box: @unchecked Sendable { var result: Result<Data, any Error>?
            var bound = false
         }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var set = cpu_set_t()
            withUnsafeMutableBytes(of: &set) { $0[0] = 1 }  // CPU 0 only
            box.bound = Self.setAffinity.map { $0(0, MemoryLayout<cpu_set_t>.size, &set) == 0 } ?? false
            box.result = Result { try body() }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(box.bound, "sched_setaffinity failed")
        return try #require(box.result).get()
    }
    #endif
}
