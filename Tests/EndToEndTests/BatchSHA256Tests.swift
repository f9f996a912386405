import Foundation
@testable import Render
import Testing

@Suite("SHA-256: the FIPS 180-2 test vectors, and the shard split")
struct BatchSHA256Tests {
    @Test("FIPS 180-2 vectors: \"abc\", the empty message, the 448-bit message", arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vector(message: String, digest: String) {
        #expect(SHA256.hash(Data(message.utf8)).hex == digest)
    }

    @Test("FIPS 180-2: a million 'a's, fed in uneven pieces")
    func millionA() {
        var hash = SHA256()
        var remaining = 1_000_000, piece = 1
        while remaining > 0 {
            let count = min(piece, remaining)
            hash.update(Data(repeating: UInt8(ascii: "a"), count: count))
            remaining -= count
            piece = piece % 997 + 63   // crosses block boundaries at every offset
        }
        #expect(hash.finalize().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

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

    @Test("--shard I/N parses 1 ≤ I ≤ N only")
    func shardParsing() {
        #expect((try? Shard.parse("2/3").get()) == Shard(index: 2, count: 3))
        for bad in ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2", ""] {
            #expect((try? Shard.parse(bad).get()) == nil, "\(bad)")
        }
    }

    @Test("a name's shard is its SHA-256's first 8 bytes mod N, plus 1")
    func shardNumber() {
        // sha256("abc") starts ba7816bf8f01cfea.
        let prefix: UInt64 = 0xba7816bf8f01cfea
        for n in 1...7 {
            #expect(Shard.number(for: "abc", of: n) == Int(prefix % UInt64(n)) + 1)
        }
    }
}
