import Foundation
@testable import Render
import Testing

@Suite("SHA-256 agrees with sha256sum (the FIPS vectors and the shard split are unit-tested in RenderTests)")
struct BatchSHA256Tests {
    @Test("messages of 55, 56, 63 and 64 bytes (the padding's edge cases) agree with sha256sum",
          arguments: [55, 56, 63, 64, 119, 120])
    func paddingEdges(length: Int) throws {
        let w = try Workspace()
        let text = String(repeating: "x", count: length)
        let path = try w.write("m.txt", text)
        let expected = try CommandRunner.tool("sha256sum", [path]).stdout.prefix(64)
        #expect(SHA256.hash(Data(text.utf8)).hex == String(expected))
        #expect(try SHA256.hash(contentsOf: URL(fileURLWithPath: path)).hex == String(expected))
    }
}
