import Foundation
import Testing
import TestSupport

/// The tests' one temporary folder: a name of its own that says who made it, files written with
/// their folders, and nothing left once the test lets go of it.
@Suite("TemporaryFolder")
struct TemporaryFolderTests {
    @Test("a fresh empty folder under the temporary directory, named after the test file that made it")
    func fresh() throws {
        let a = try TemporaryFolder(), b = try TemporaryFolder()
        #expect(a.url != b.url)
        #expect(a.url.deletingLastPathComponent().standardizedFileURL
                == FileManager.default.temporaryDirectory.standardizedFileURL)
        #expect(a.url.lastPathComponent.hasPrefix("TestSupportTests-TemporaryFolderTests-"), "\(a.url.lastPathComponent)")
        #expect(try TemporaryFolder("spec diff").url.lastPathComponent.hasPrefix("spec diff-"))
        #expect(try a.contents() == [])
    }

    @Test("write makes the folders on the way; contents lists the top level, hidden names included, sorted")
    func writeAndList() throws {
        let folder = try TemporaryFolder()
        let image = try folder.write([0x89, 0x50] as [UInt8], to: "screens/a.png")
        let text = try folder.write("hold: 1\n", to: ".hidden.yaml")
        #expect(image == folder.file("screens/a.png") && text == folder.file(".hidden.yaml"))
        #expect(try Data(contentsOf: image) == Data([0x89, 0x50]))
        #expect(try String(contentsOf: text, encoding: .utf8) == "hold: 1\n")
        try folder.write("hold: 2\n", to: ".hidden.yaml")
        #expect(try String(contentsOf: text, encoding: .utf8) == "hold: 2\n", "a second write replaces the file")
        #expect(try folder.contents() == [".hidden.yaml", "screens"])
    }

    @Test("the folder and everything in it go when the last reference does")
    func removedWithTheLastReference() throws {
        var folder: TemporaryFolder? = try TemporaryFolder()
        let url = try #require(folder?.url)
        try folder?.write("x", to: "deep/inside/file.txt")
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("deep/inside/file.txt").path))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
