extension String {
    /// `bytes` as text when they are valid UTF-8; nil when they are not.
    ///
    /// The standard library's `String(validating:as:)` does this from macOS 15 on, and the
    /// package declares macOS 13 (Package.swift says why), so this checks with what 13 has:
    /// decoding replaces each invalid sequence with U+FFFD, so the text's UTF-8 is the bytes
    /// exactly when they were valid.
    public init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence, or nil
    /// when all are valid — as the standard library's own UTF-8 decoder judges them (overlong
    /// forms, surrogates and values past U+10FFFF are invalid), so a refusal can point at the byte.
    public static func firstInvalidUTF8Byte<Bytes: Sequence>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
