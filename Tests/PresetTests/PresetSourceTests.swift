import Foundation
@testable import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// Writes `bytes` into a pipe on another thread; the read end is `/dev/fd/N` while it is open.
///
/// The writer stops at the first failed write: when the reader has had enough and closed its end
/// (SIGPIPE is ignored, so that write fails with EPIPE instead of ending the test process).
private final class PipeFeed: @unchecked Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    private let done = DispatchSemaphore(value: 0)

    init(_ bytes: [UInt8]) throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        (readEnd, writeEnd) = (ends[0], ends[1])
        let fd = writeEnd
        Thread { [done] in
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                sent += n
            }
            close(fd)
            done.signal()
        }.start()
    }

    var path: String { "/dev/fd/\(readEnd)" }

    /// Closes the read end, then waits for the writer to stop.
    func finish() {
        close(readEnd)
        done.wait()
    }
}

@Suite("Presets read from any file the user can name, refused honestly when too big or not UTF-8")
struct PresetSourceTests {
    @Test("a preset from a pipe (what `validate <(cat preset.yaml)` gives) is read like a file")
    func pipe() throws {
        let feed = try PipeFeed(Array(minimalPreset().utf8))
        defer { feed.finish() }
        // A pipe gives its bytes once: `check` reads it once for both the problems and the scene.
        let scene = try PresetLoader.check(contentsOf: URL(fileURLWithPath: feed.path), file: "<(cat minimal.yaml)").get()
        #expect(scene.name == "minimal")
    }

    @Test("a preset from a FIFO made with mkfifo is read like a file, and its images start at the current folder")
    func fifo() throws {
        let fixture = try PresetFixture()
        let path = fixture.directory.appendingPathComponent("preset.fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let text = Array(minimalPreset().utf8)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text))
            try? handle.close()
        }
        writer.start()
        let source = try PresetSource.load(URL(fileURLWithPath: path), file: "preset.fifo").get()
        #expect(source.text == minimalPreset())
        #expect(source.baseDirectory.path == FileManager.default.currentDirectoryPath)
        // A regular file's images start at its own folder.
        let file = try fixture.write(minimalPreset(), to: "sub/preset.yaml")
        #expect(try PresetSource.load(file, file: "preset.yaml").get().baseDirectory.standardizedFileURL.path
                == fixture.directory.appendingPathComponent("sub").standardizedFileURL.path)
    }

    @Test("a file over Limits.maximumPresetBytes is refused before it is parsed")
    func tooBig() throws {
        let fixture = try PresetFixture()
        // Valid YAML (a comment), one byte too many.
        let limit = Limits.maximumPresetBytes
        let url = try fixture.write(Array("#".utf8) + Array(repeating: UInt8(ascii: " "), count: limit), to: "big.yaml")
        #expect(PresetLoader.validate(contentsOf: url, file: "big.yaml").map(\.description)
                == ["cannot read preset 'big.yaml': it is larger than 1048576 bytes (1 MiB), the most a preset may be"])
        // The same text given as a string is refused the same way.
        #expect(PresetLoader.validate(yaml: "#" + String(repeating: " ", count: limit), file: "big.yaml",
                                      baseDirectory: fixture.directory).count == 1)
    }

    @Test("from a pipe that has more to give, at most the limit and one byte are read")
    func boundedPipe() throws {
        let limit = Limits.maximumPresetBytes
        let feed = try PipeFeed(Array(repeating: UInt8(ascii: "#"), count: 4 * limit))
        defer { feed.finish() }
        let read = try PresetSource.readBytes(feed.path, atMost: limit + 1).get()
        #expect(read.bytes.count == limit + 1)
        #expect(!read.isRegularFile)
        let second = try PipeFeed(Array(repeating: UInt8(ascii: "#"), count: 4 * limit))
        defer { second.finish() }
        let errors = PresetLoader.validate(contentsOf: URL(fileURLWithPath: second.path), file: "pipe")
        #expect(errors.map(\.description) == ["cannot read preset 'pipe': it is larger than 1048576 bytes (1 MiB), "
                                              + "the most a preset may be"])
    }

    @Test("text that is not UTF-8 is refused at the line and column of its first bad byte")
    func notUTF8() throws {
        let fixture = try PresetFixture()
        // Line 3, after "  é " (é is one character, two bytes): column 5. CR LF counts as one break.
        let bytes = Array("name: x\r\ncanvas:\r\n  é ".utf8) + [0xC0, 0x80] + Array("\n".utf8)
        let url = try fixture.write(bytes, to: "latin.yaml")
        #expect(PresetLoader.validate(contentsOf: url, file: "latin.yaml").map(\.description)
                == ["latin.yaml:3:5: the preset is not UTF-8 text: byte 0xC0 here is not part of any UTF-8 "
                    + "character; save the file as UTF-8"])
        // A lone CR is a line break too, and a surrogate encoded in UTF-8 is not UTF-8.
        let surrogate = try fixture.write(Array("a: 1\rb: ".utf8) + [0xED, 0xA0, 0x80], to: "cesu.yaml")
        #expect(PresetLoader.validate(contentsOf: surrogate, file: "cesu.yaml").first?.location
                == Preset.SourceLocation(file: "cesu.yaml", line: 2, column: 4))
    }

    @Test("a missing file and a folder are still named, without a place")
    func unreadable() throws {
        let fixture = try PresetFixture()
        let missing = PresetLoader.validate(contentsOf: fixture.directory.appendingPathComponent("nope.yaml"), file: "nope.yaml")
        #expect(missing.map(\.description) == ["cannot read preset 'nope.yaml': no such file"])
        #expect(PresetLoader.validate(contentsOf: fixture.directory, file: "presets").first?.description
                == "cannot read preset 'presets': it is a folder; give the preset files in it, e.g. presets/*.yaml")
    }
}
