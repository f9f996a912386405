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
}
