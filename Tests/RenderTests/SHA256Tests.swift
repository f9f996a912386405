import Foundation
import Render
import Testing
import TestSupport

@Suite("SHA-256: the FIPS 180-2 test vectors, whole and in pieces")
struct SHA256Tests {
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

    @Test("a file read in 1 MiB pieces hashes as its bytes do (2.5 MiB of 'a', digest from Python's hashlib)")
    func fileAcrossReadPieces() throws {
        let folder = try TemporaryFolder()
        let bytes = Data(repeating: UInt8(ascii: "a"), count: 5 << 19)
        let url = try folder.write(bytes, to: "big.bin")
        let expected = "b19fda75b6c96f0cd6a27a6c371352dbe76e5a5f4ac1a10fb1352df725eb04be"
        #expect(try SHA256.hash(contentsOf: url).hex == expected)
        #expect(SHA256.hash(bytes).hex == expected)
    }

    @Test("text is hashed as its UTF-8 bytes, and a digest prints as its hex")
    func textAndDescription() {
        var hash = SHA256()
        hash.update("ab")
        hash.update(Data("c".utf8))
        let digest = hash.finalize()
        #expect(digest.bytes.count == 32)
        #expect("\(digest)" == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hash(Data("é".utf8)) == SHA256.hash(Data([0xc3, 0xa9])))
    }
}
