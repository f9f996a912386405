import CFFmpeg
import Foundation

/// SHA-256 (FIPS 180-4): the digest behind a batch's input hashes, output checksums and shard split.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Data("abc".utf8))
/// hash.finalize().hex   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// libavutil's `av_sha` computes it: FFmpeg is linked for encoding already, while swift-crypto
/// would add a BoringSSL build for a checksum. This type owns libavutil's context, so it is
/// noncopyable: a copy would share one half-updated state, and exactly one owner frees it.
public struct SHA256: ~Copyable {
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

    /// libavutil's `struct AVSHA`, allocated by `init` and freed by `deinit`.
    private let context: OpaquePointer

    public init() {
        // Running out of memory for ~120 bytes stops the process, as any Swift allocation would.
        guard let context = av_sha_alloc() else { fatalError("SHA-256: no memory for libavutil's context") }
        // 256 is one of the bit lengths av_sha_init accepts (160, 224, 256), so it cannot fail.
        av_sha_init(context, 256)
        self.context = context
    }

    deinit {
        av_free(UnsafeMutableRawPointer(context))
    }

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
            region.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                av_sha_update(context, base.assumingMemoryBound(to: UInt8.self), bytes.count)
            }
        }
    }

    /// Adds the UTF-8 bytes of `text`.
    public mutating func update(_ text: String) {
        update(Data(text.utf8))
    }

    /// Pads the message and returns the digest; the context is freed with `self`.
    public consuming func finalize() -> Digest {
        var bytes = [UInt8](repeating: 0, count: 32)
        av_sha_final(context, &bytes)
        return Digest(bytes: bytes)
    }
}
