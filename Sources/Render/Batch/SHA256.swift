import Foundation

/// SHA-256 (FIPS 180-4), in Swift: the digest behind a batch's input hashes and output checksums.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Data("abc".utf8))
/// hash.finalize().hex   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// Written here because the toolchain on Linux has no crypto module and the project takes no
/// crypto dependency for a checksum.
public struct SHA256: Sendable {
    /// A finished 32-byte digest.
    public struct Digest: Sendable, Hashable, CustomStringConvertible {
        public let bytes: [UInt8]
        /// Lowercase hexadecimal, as `sha256sum` prints it.
        public var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var out: [UInt8] = []
            out.reserveCapacity(64)
            for byte in bytes {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0f)])
            }
            return String(decoding: out, as: UTF8.self)
        }
        public var description: String { hex }
    }

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var block = [UInt8](repeating: 0, count: 64)
    private var blockCount = 0
    private var length: UInt64 = 0

    public init() {}

    /// The digest of `data` in one call.
    public static func hash<D: DataProtocol>(_ data: D) -> Digest {
        var hash = SHA256()
        hash.update(data)
        return hash.finalize()
    }

    /// The digest of a file's bytes, read in 1 MiB pieces.
    public static func hash(contentsOf url: URL) throws -> Digest {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hash = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hash.update(chunk)
        }
        return hash.finalize()
    }

    /// Adds bytes to the message.
    public mutating func update<D: DataProtocol>(_ data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bytes: $0) }
        }
    }

    /// Adds the UTF-8 bytes of `text`.
    public mutating func update(_ text: String) {
        update(Data(text.utf8))
    }

    private mutating func update(bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if blockCount > 0 {
            let take = min(64 - blockCount, bytes.count)
            for i in 0..<take { block[blockCount + i] = bytes[i] }
            blockCount += take
            offset = take
            guard blockCount == 64 else { return }
            block.withUnsafeBytes { compress($0) }
            blockCount = 0
        }
        while bytes.count - offset >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
            offset += 64
        }
        for i in offset..<bytes.count { block[i - offset] = bytes[i] }
        blockCount = bytes.count - offset
    }

    /// Pads the message (a 1 bit, zeros, the bit length) and returns the digest.
    public consuming func finalize() -> Digest {
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        let used = (blockCount + 1) % 64
        padding += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
        for shift in stride(from: 56, through: 0, by: -8) { padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let savedLength = length
        padding.withUnsafeBytes { update(bytes: $0) }
        length = savedLength
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return Digest(bytes: words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } })
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// One 64-byte block through the compression function.
    private mutating func compress(_ chunk: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                w[i] = UInt32(chunk[4 * i]) << 24 | UInt32(chunk[4 * i + 1]) << 16
                    | UInt32(chunk[4 * i + 2]) << 8 | UInt32(chunk[4 * i + 3])
            }
            for i in 16..<64 {
                let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] >> 3)
                let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                    let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    h = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }
}

private extension UInt32 {
    @inline(__always) func rotatedRight(_ n: UInt32) -> UInt32 { (self >> n) | (self << (32 - n)) }
}
