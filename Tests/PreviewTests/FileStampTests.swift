import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import Preview

@Suite("FileStamp: a change that keeps the size and the time is still a change")
struct FileStampTests {
    /// A temporary file with `text`, removed with its folder when the test lets go of the folder.
    private static func file(_ text: String) throws -> (folder: TemporaryFolder, path: String) {
        let folder = try TemporaryFolder()
        return (folder, try folder.write(text, to: "preset.yaml").path)
    }

    /// Sets the file's modification time to `seconds`.`nanoseconds` exactly (a `Date` would round
    /// the nanoseconds), as if both writes fell in one clock tick.
    private static func setTime(_ path: String, seconds: Int, nanoseconds: Int) throws {
        let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
        let result = [time, time].withUnsafeBufferPointer { utimensat(AT_FDCWD, path, $0.baseAddress, 0) }
        try #require(result == 0, "utimensat failed: errno \(errno)")
    }

    @Test("the same number of bytes rewritten in place within one tick of the clock")
    func sameSizeSameTick() throws {
        let (folder, path) = try Self.file("hold: 1.0\n")
        defer { withExtendedLifetime(folder) {} }
        let before = FileStamp(path)
        // Rewritten in place (same inode), same length, and the time put back to what it was.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data("hold: 2.0\n".utf8))
        try handle.close()
        try Self.setTime(path, seconds: before.seconds, nanoseconds: before.nanoseconds)
        let after = FileStamp(path)
        #expect(after.size == before.size && after.inode == before.inode)
        #expect(after.seconds == before.seconds, "the test must have put the time back")
        #expect(after != before, "the bytes differ, so the stamps must")
    }

    @Test("a file read or touched to the same time, bytes unchanged, keeps its stamp")
    func unchanged() throws {
        let (folder, path) = try Self.file("hold: 1.0\n")
        defer { withExtendedLifetime(folder) {} }
        let before = FileStamp(path)
        _ = FileManager.default.contents(atPath: path)
        try Self.setTime(path, seconds: before.seconds, nanoseconds: before.nanoseconds)
        #expect(FileStamp(path) == before)
        #expect(before.digest != nil, "a small file's bytes are part of its stamp")
    }

    @Test("a file over the limit goes by stat alone; a missing one is only missing")
    func largeAndMissing() throws {
        let (folder, path) = try Self.file(String(repeating: "x", count: Int(FileStamp.digestLimit) + 1))
        #expect(FileStamp(path).digest == nil)
        #expect(FileStamp(path).exists)
        let missing = FileStamp(folder.file("gone.yaml").path)
        #expect(!missing.exists && missing.digest == nil)
    }
}
