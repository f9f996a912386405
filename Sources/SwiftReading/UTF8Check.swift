import Foundation

/// Where a file stops being UTF-8, so the refusal can point at the byte to fix.
enum UTF8Check {
    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence, or nil
    /// when all are valid — as the standard library's own UTF-8 decoder judges them (overlong
    /// forms, surrogates and values past U+10FFFF are invalid).
    static func firstInvalidByte(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
