import Foundation

/// Where a file stops being UTF-8, so the refusal can point at the byte to fix.
enum UTF8Check {
    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence
    /// (overlong forms, surrogates and values past U+10FFFF included), or nil when all are valid.
    static func firstInvalidByte(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for k in 1..<length {
                let byte = bytes[index + k]
                let (low, high) = k == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low, byte <= high else { return index }
            }
            index += length
        }
        return nil
    }
}
